"""Validity of the reduction lemmas under the skolems' intended meaning, checked by
the reference evaluator (no solver).

For a random application with concrete arguments, the whole chain of reductions
is followed as the engine's loop does it (reduce, purify the lemmas, reduce the
new definitions and string atoms, …) with ONE skolem factory.  Then every skolem
gets the value its definition names (``pre(x, n) = substr(x, 0, n)``, the first
occurrence split, the leftmost-shortest match, ``purify(t) = t``, …) and every
lemma, purified lemma, side formula and definition must evaluate to true.  This
also checks that a skolem shared by several reductions means the same thing in
all of them (z3 checks each reduction alone, with the skolems free).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from reduction_instances import ATOMS, DEFINITIONS, instances

from strsat.engine.core import is_string_atom
from strsat.engine.preprocess import Purifier
from strsat.engine.skolems import Skolems
from strsat.terms import INT, STRING, Term, mk, string, var
from strsat.terms.evaluate import Evaluator, to_regex
from strsat.terms.regex_membership import find_match
from strsat.terms.walk import postorder
from strsat.theory.reductions import reduce_atom, reduce_definition


def _first(s: str, t: str) -> tuple[str, str]:
    k = s.find(t)
    return ("", "") if k < 0 else (s[:k], s[k + len(t):])


def _match(x: str, r: Term, model: dict[Term, Any], part: int) -> str:
    found = find_match(to_regex(r, model), x)
    if found is None:
        return ""
    i, j = found
    return (x[:i], x[i:j], x[j:])[part]


def _lt(s: str, t: str, part: int) -> str:
    w = 0
    while w < min(len(s), len(t)) and s[w] == t[w]:
        w += 1
    return (s[:w], s[w:w + 1], t[w:w + 1], s[w + 1:], t[w + 1:])[part]


def _substr(x: str, i: int, n: int) -> str:
    return x[i:i + n] if 0 <= i < len(x) and n > 0 else ""


#: kind -> intended value from the arguments' terms and their values.
Meaning = Callable[[tuple[Term, ...], list[Any], dict[Term, Any]], Any]
MEANINGS: dict[str, Meaning] = {
    "pre": lambda a, v, m: _substr(v[0], 0, v[1]),
    "suf": lambda a, v, m: _substr(v[0], v[1], len(v[0]) - v[1]),
    "ctn_pre": lambda a, v, m: _first(v[0], v[1])[0],
    "ctn_suf": lambda a, v, m: _first(v[0], v[1])[1],
    "rre_pre": lambda a, v, m: _match(v[0], a[1], m, 0),
    "rre_match": lambda a, v, m: _match(v[0], a[1], m, 1),
    "rre_post": lambda a, v, m: _match(v[0], a[1], m, 2),
    "ra_rest": lambda a, v, m: v[0].replace(v[1], v[2]) if v[1] else v[0],
    "ra_count": lambda a, v, m: v[0].count(v[1]) if v[1] else 0,
    "lt_pre": lambda a, v, m: _lt(v[0], v[1], 0),
    "lt_c": lambda a, v, m: _lt(v[0], v[1], 1),
    "lt_d": lambda a, v, m: _lt(v[0], v[1], 2),
    "lt_u": lambda a, v, m: _lt(v[0], v[1], 3),
    "lt_v": lambda a, v, m: _lt(v[0], v[1], 4),
}


def _rra_rest(a: tuple[Term, ...], v: list[Any], m: dict[Term, Any]) -> str:
    return Evaluator(m).evaluate(mk("str.replace_re_all", string(v[0]), a[1], string(v[2])))


MEANINGS["rra_rest"] = _rra_rest
#: Skolems of the purifier: the value of the term they stand for.
PURIFIER_KINDS = ("purify", "cc", "ite")


def _skolem_values(sk: Skolems, made: list[Term], model: dict[Term, Any]) -> dict[Term, Any]:
    """The intended value of every skolem (in creation order: arguments first)."""
    values = dict(model)
    for s in sorted(made, key=lambda t: int(str(t.value).rsplit("!", 1)[1])):
        definition = sk.definition(s)
        assert definition is not None
        kind, args = definition
        ev = Evaluator(values)
        if kind in PURIFIER_KINDS:
            values[s] = ev.evaluate(args[0])
            continue
        assert kind in MEANINGS, f"skolem kind {kind} has no documented meaning here"
        arg_values = [None if a.sort not in (STRING, INT) else ev.evaluate(a) for a in args]
        values[s] = MEANINGS[kind](args, arg_values, values)
    return values


def _check_chain(first: Term, is_atom: bool, model: dict[Term, Any],
                 rounds: int = 30) -> None:
    sk = Skolems()
    purifier = Purifier(sk)
    taken = 0  # side formulas already looked at
    facts: list[Term] = []
    done: set[Term] = set()
    todo: list[tuple[Term, bool]] = [(first, is_atom)]
    for _ in range(rounds):
        if not todo:
            break
        new: list[tuple[Term, bool]] = []
        for t, atom in todo:
            if t in done:
                continue
            done.add(t)
            lemmas, _ = (reduce_atom if atom else reduce_definition)(t, sk)
            for lem in lemmas:
                facts.append(lem.formula)
                p = purifier.purify(lem.formula)
                facts.append(p)
                new += [(u, True) for u in postorder(p) if is_string_atom(u)]
        new += [(d, False) for d in purifier.definitions if d not in done]
        side = purifier.side[taken:]
        taken = len(purifier.side)
        facts += side
        new += [(u, True) for f in side for u in postorder(f) if is_string_atom(u)]
        todo = new
    else:
        raise AssertionError(f"the reductions of {first} do not end")
    facts += purifier.definitions
    made = [v for f in facts for v in postorder(f) if v.op == "var" and sk.is_skolem(v)]
    values = _skolem_values(sk, list(dict.fromkeys(made)), model)
    ev = Evaluator(values)
    for f in facts:
        assert ev.holds(f), (first, model, f)


SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _run(op: str, app: Term, model: dict[Term, Any]) -> None:
    if op in DEFINITIONS:
        k = var("k", app.sort)
        model = {**model, k: Evaluator(model).evaluate(app)}
        _check_chain(mk("=", k, app), False, model)
    else:
        _check_chain(app, True, model)


@pytest.mark.parametrize("op", sorted(DEFINITIONS) + sorted(ATOMS))
def test_lemmas_hold_for_intended_skolems(op: str) -> None:
    kinds = DEFINITIONS.get(op) or ATOMS[op]

    @SETTINGS
    @given(instances(op, kinds))
    def run(inst: tuple[Term, dict[Term, Any]]) -> None:
        _run(op, *inst)

    run()


@pytest.mark.slow
@pytest.mark.parametrize("op", sorted(DEFINITIONS) + sorted(ATOMS))
def test_lemmas_hold_for_intended_skolems_many(op: str) -> None:
    kinds = DEFINITIONS.get(op) or ATOMS[op]

    @settings(SETTINGS, max_examples=500)
    @given(instances(op, kinds))
    def run(inst: tuple[Term, dict[Term, Any]]) -> None:
        _run(op, *inst)

    run()


def test_replace_all_count_with_a_variable_replacement_holds_for_all_short_strings() -> None:
    """``ABS_REPLACE_ALL_COUNT``/``_REST`` with a constant pattern and a variable
    replacement (the length cases ``|z| = j``): every subject over ``ab`` up to four
    characters, replacements of each length up to three."""
    x, z = var("x", STRING), var("z", STRING)
    subjects = ["".join(p) for n in range(5) for p in itertools.product("ab", repeat=n)]
    for y in ("a", "ab", "aba"):
        app = mk("str.replace_all", x, string(y), z)
        for xs in subjects:
            for zs in ("", "b", "ab", "bab"):
                _run("str.replace_all", app, {x: xs, z: zs})
