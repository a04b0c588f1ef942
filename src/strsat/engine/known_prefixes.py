"""Characters a top-level prefix fact fixes, put in the place of the terms that read them.

A symbolic executor's path condition tests a prefix and then reads characters under
it: ``s.startswith("admin")`` and later ``s[:5] != "admin"``, ``s[0] == "."``
(``(str.prefixof "admin" s)``, ``(not (= (str.substr s 0 5) "admin"))``).  Reduced
separately, the membership ``s ∈ admin·Σ*`` and the equation ``s = k·a·k'`` with
``|k| = 0`` meet only in the fixed-length search, which refutes one length of ``s``
at a time until the limit.  Here a top-level conjunct ``str.prefixof c v`` (``c`` a
non-empty string constant, ``v`` a String variable) fixes ``v``'s first ``|c|``
characters, and in every other conjunct

* ``str.at v i`` with ``0 <= i < |c|`` is ``c[i]``,
* ``str.substr v i n`` with ``0 <= i`` and ``i + n <= |c|`` is ``c[i:i+n]`` (``""``
  when ``n <= 0``),
* ``str.prefixof d v`` with ``d`` a constant of at most ``|c|`` characters is ``true``
  when ``d`` is a prefix of ``c`` and ``false`` otherwise.

Each is an equation the prefix fact implies, so the conjuncts keep their meaning: the
prefix fact stays, models are unchanged, and a rewritten conjunct's *origins* gain the
prefix fact's (an unsat core over the result maps to original formulas that are
unsatisfiable).  Two prefix facts of one variable keep the longer when one extends the
other; otherwise they contradict each other and the variable is left alone (the loop
refutes the pair at once).  Contextual simplification in the sense of the rewriters of
cvc5 and z3 (a known fact used in its siblings), restricted to what costs one walk.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..deadline import Deadline
from ..terms import FALSE, STRING, TRUE, Term, const
from ..terms.ops import VAR
from ..terms.walk import preorder, substitute
from .inline import Inlined
from .problem import conjuncts

#: The operators whose constant-index applications a known prefix may fix.
_READERS = frozenset({"str.at", "str.substr", "str.prefixof"})


def prefix_fact(c: Term) -> tuple[Term, str] | None:
    """``(v, c)`` for ``str.prefixof c v`` with ``c`` a non-empty string constant and
    ``v`` a String variable, else None."""
    if c.op != "str.prefixof":
        return None
    word, v = c.args
    if word.op != "const" or not word.value or v.op != VAR or v.sort is not STRING:
        return None
    return v, word.value  # type: ignore[return-value]


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether a top-level conjunct of ``formulas`` is a prefix fact and some formula
    applies a reader to a variable (cheap: no term is built)."""
    return any(prefix_fact(c) is not None for c in conjuncts(list(formulas))) and any(
        t.op in _READERS and t.args[-2 if t.op == "str.prefixof" else 0].op == VAR
        for t in preorder(formulas))


def fix_known_prefixes(formulas: Sequence[Term], eliminated: Inlined | None,
                       deadline: Deadline, simplify: Callable[[Term], Term]) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with the
    characters their prefix facts fix put in place, with origins and ``eliminated``'s
    definitions; None when no conjunct changed (``eliminated`` then stands as it is)."""
    if eliminated is not None:
        items, origins = list(eliminated.conjuncts), list(eliminated.origins)
        definitions = eliminated.definitions
    else:
        items, origins, definitions = [], [], {}
        for i, f in enumerate(formulas):
            deadline.check("fixing known prefixes")
            for c in conjuncts([simplify(f)]):
                items.append(c)
                origins.append(frozenset((i,)))
    known: dict[Term, tuple[str, int]] = {}  # v -> its longest prefix, the fact's index
    clash: set[Term] = set()
    for k, c in enumerate(items):
        fact = prefix_fact(c)
        if fact is None:
            continue
        v, word = fact
        held = known.get(v)
        if held is None or word.startswith(held[0]):
            known[v] = (word, k)
        elif not held[0].startswith(word):
            clash.add(v)
    for v in clash:
        del known[v]
    if not known:
        return None
    changed = False
    for k, c in enumerate(items):
        deadline.check("fixing known prefixes")
        mapping: dict[Term, Term] = {}
        used: set[int] = set()
        for t in preorder(c):
            value = _fixed_value(t, known)
            if value is not None and known[_subject(t)][1] != k:
                mapping[t] = value
                used.add(known[_subject(t)][1])
        if not mapping:
            continue
        new = simplify(substitute(c, mapping))
        if new is c:
            continue
        changed = True
        items[k] = new
        origins[k] = origins[k].union(*(origins[j] for j in used))
    if not changed:
        return None
    parts: list[Term] = []
    part_origins: list[frozenset[int]] = []
    for c, o in zip(items, origins, strict=True):
        if c is TRUE:
            continue
        if c is FALSE:
            return Inlined([FALSE], [o], definitions)
        for p in conjuncts([c]):
            parts.append(p)
            part_origins.append(o)
    return Inlined(parts, part_origins, definitions)


def _subject(t: Term) -> Term:
    return t.args[1] if t.op == "str.prefixof" else t.args[0]


def _fixed_value(t: Term, known: dict[Term, tuple[str, int]]) -> Term | None:
    """The constant ``t`` equals given the known prefixes, or None."""
    if t.op not in _READERS or len(t.args) < 2:
        return None
    held = known.get(_subject(t))
    if held is None:
        return None
    word = held[0]
    if t.op == "str.prefixof":
        d = t.args[0]
        if d.op != "const" or len(d.value) > len(word):  # type: ignore[arg-type]
            return None
        return TRUE if word.startswith(d.value) else FALSE  # type: ignore[arg-type]
    if any(a.op != "const" for a in t.args[1:]):
        return None
    i = int(t.args[1].value)  # type: ignore[arg-type]
    n = 1 if t.op == "str.at" else int(t.args[2].value)  # type: ignore[arg-type]
    if i < 0:
        return None
    if n <= 0:
        return const("")
    if i + n > len(word):
        return None
    return const(word[i:i + n])


__all__ = ["fix_known_prefixes", "may_apply", "prefix_fact"]
