"""The class the eleventh survey took (issue 38; benchmarks/explore/2026-12-03-survey11.md):
a dict whose values are objects (functions, classes, modules) looked up by a symbolic
key, the value found then tested by identity.  ``dataclasses._is_type`` asks
``module.__dict__.get(module_name) is a_module``; a dispatch table asks ``handler is
SPECIAL``.  On main the value found was decided (one decision per distinct value, in the
dict's order) only for dicts of up to 16 distinct values; past that, which key the
lookup found was the solver's choice with no decision to flip, so the identity test ran
concretely one way only.  Now the first 32 distinct values (the search's default table
bound) are decided in any dict, a key past them is "none of them"
(:func:`strsat.explore.keyed._value_of`).  And a constant repeated by a ``bool`` count
(``posixpath.normpath``'s ``sep * initial_slashes``, under mkdocs' ``get_relative_url``):
on main a ``DOMAIN`` decision, a pin, so that every later refutation of the path was
"not a proof" (:mod:`strsat.python.repeat`)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes

PROGRAMS = textwrap.dedent('''
    def _make(i):
        def handler():
            return i
        return handler


    HANDLERS = {}
    for _i in range(60):
        HANDLERS["cmd%d" % _i] = _make(_i)
    HANDLERS["alias"] = HANDLERS["cmd0"]  # a late key of the first value
    SPECIAL = HANDLERS["cmd24"]
    EARLY = HANDLERS["cmd10"]


    def dispatch(name: str):
        handler = HANDLERS.get(name)
        if handler is None:
            return "unknown"
        if handler is SPECIAL:
            return "special"
        if handler is EARLY:
            return "early"
        return "plain"


    def run(name: str):
        handler = HANDLERS[name]
        return handler() * 2


    def lead(path: str):
        initial = path.startswith('/')
        if initial and path.startswith('//') and not path.startswith('///'):
            initial = 2
        body = path.strip('/')
        if not body:
            return 'empty'
        out = '/' * initial + body
        if out == '//a':
            return 'two'
        if out.endswith('.x'):
            return 'x'
        return 'plain'
''')


def test_an_identity_test_of_a_value_found_by_a_symbolic_key(tmp_path) -> None:  # noqa: ANN001
    # main: 2 paths ("unknown", "plain"), "exhausted"; "special" and "early" never
    result = explore_source(tmp_path, "survey11_dispatch.py", PROGRAMS, "dispatch")
    got = outcomes(result)
    assert ("return", "special") in got, got
    assert ("return", "early") in got, got
    assert ("return", "unknown") in got, got
    assert ("return", "plain") in got, got


def test_each_of_the_first_values_of_a_table_is_reached(tmp_path) -> None:  # noqa: ANN001
    # main: 2 outcomes (the key missing: KeyError; one handler's value)
    result = explore_source(tmp_path, "survey11_run.py", PROGRAMS, "run")
    values = {v for kind, v in outcomes(result) if kind == "return"}
    assert set(range(0, 64, 2)) <= values, sorted(values)
    assert ("raise", "KeyError") in outcomes(result)


def test_a_bool_count_leaves_no_pin_on_the_path(tmp_path) -> None:  # noqa: ANN001
    # main: 3 flips "infeasible while the prefix's pins ... hold (not a proof)"
    result = explore_source(tmp_path, "survey11_lead.py", PROGRAMS, "lead")
    assert not [r for r in result.summary.unknown if "pins" in r], result.summary.unknown
    assert result.summary.infeasible >= 3, result.summary
    assert {("return", v) for v in ("empty", "two", "x", "plain")} <= outcomes(result)
