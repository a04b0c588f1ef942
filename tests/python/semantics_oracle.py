"""Runs one Python operation three ways and compares them (the oracle of the
Python-semantics tests, issue 11, item 2).

1. CPython on concrete arguments: the result, or the exception's class.
2. A concrete execution (:class:`Trace`) on symbolic arguments carrying those
   values: the same result or exception class; every decision's condition, and
   the result's term, evaluate under the arguments to what happened.
3. A symbolic run (:class:`Path`) on arguments without values: under the
   arguments, the first raising condition that holds names CPython's exception;
   when none holds and the modelled domain holds, the result's term evaluates
   to CPython's result.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.errors import UnsupportedError
from strsat.python import Path, SymbolicBranchError, SymBool, SymBytes, SymInt, SymStr, Trace
from strsat.python.re_bytes import BytesMatch
from strsat.python.re_escaped import LiteralMatch
from strsat.python.regexes import SymMatch
from strsat.python.values import SymValue
from strsat.terms import Term
from strsat.terms.evaluate import Evaluator

#: the layer's match objects (compared as "a match", as CPython's are)
MATCHES = (SymMatch, BytesMatch, LiteralMatch)

#: Argument kinds: symbolic string / int / bool / bytes, or a concrete Python value passed
#: as is.
SYM_STR, SYM_INT, SYM_BOOL, SYM_BYTES, PLAIN = "S", "I", "B", "Y", "-"
#: The exceptions of the operations under test (UnicodeError is a ValueError).
RAISES = (ValueError, IndexError, KeyError, TypeError, ZeroDivisionError, OverflowError,
          LookupError, re.error)


def _symbolic(kinds: Sequence[str], values: Sequence[Any], concrete: bool
              ) -> tuple[list[Any], dict[Term, Any]]:
    args, model = [], {}
    for k, (kind, v) in enumerate(zip(kinds, values, strict=True)):
        if kind == SYM_STR:
            a: Any = SymStr(f"a{k}", v if concrete else None)
        elif kind == SYM_INT:
            a = SymInt(f"a{k}", v if concrete else None)
        elif kind == SYM_BOOL:
            a = SymBool(f"a{k}", v if concrete else None)
        elif kind == SYM_BYTES:  # the term's value is the latin-1 reading
            a = SymBytes(f"a{k}", v if concrete else None)
            args.append(a)
            model[a.term] = v.decode("latin-1")
            continue
        else:
            args.append(v)
            continue
        args.append(a)
        model[a.term] = v
    return args, model


def _value(obj: Any, ev: Evaluator) -> Any:
    """The Python value of a result under the evaluator's model (terms evaluated)."""
    if isinstance(obj, SymBytes):
        return ev.evaluate(obj.term).encode("latin-1")
    if isinstance(obj, SymValue):
        return ev.evaluate(obj.term)
    if isinstance(obj, list | tuple):
        return type(obj)(_value(o, ev) for o in obj)
    if isinstance(obj, dict):
        return {k: _value(v, ev) for k, v in obj.items()}
    if isinstance(obj, MATCHES):
        return "match"
    return obj


def _plain(obj: Any) -> Any:
    if obj is None:
        return None
    if hasattr(obj, "group") and not isinstance(obj, MATCHES):
        return "match"
    return obj


def _concrete_value(obj: Any) -> Any:
    if isinstance(obj, SymValue):
        return obj.value
    if isinstance(obj, list | tuple):
        return type(obj)(_concrete_value(o) for o in obj)
    if isinstance(obj, dict):
        return {k: _concrete_value(v) for k, v in obj.items()}
    if isinstance(obj, MATCHES):
        return "match"
    return obj


def check(op: Callable[..., Any], kinds: Sequence[str], values: Sequence[Any]) -> None:
    try:
        expected: Any = _plain(op(*values))
        raised: type[BaseException] | None = None
    except RAISES as exc:
        expected, raised = None, type(exc)

    # 2. the concrete execution
    args, model = _symbolic(kinds, values, concrete=True)
    trace = Trace(model)
    with trace:
        try:
            got = op(*args)
            got_raised: type[BaseException] | None = None
        except RAISES as exc:
            got, got_raised = None, type(exc)
    assert got_raised is raised, (values, got_raised, raised)
    ev = Evaluator({**model, **trace.aux_values})
    for definition in trace.definitions:  # the auxiliary values satisfy their definitions
        assert ev.holds(definition), (values, definition)
    for d in trace.decisions:
        assert ev.holds(d.condition) is d.taken, (values, d)
    if raised is None:
        assert _concrete_value(got) == expected, (values, got, expected)
        if not any("not modelled symbolically" in n for n in trace.notes):
            assert _value(got, ev) == expected, (values, _value(got, ev), expected)

    # 3. the terms alone: arguments without values, each decision taken by evaluating
    # its condition under the arguments (both sides of every decision get exercised)
    args, model = _symbolic(kinds, values, concrete=False)
    by_terms = Trace(model)
    with by_terms:
        try:
            result = op(*args)
            result_raised: type[BaseException] | None = None
        except RAISES as exc:
            result, result_raised = None, type(exc)
    assert result_raised is raised, (values, result_raised, raised, by_terms.decisions)
    ev = Evaluator({**model, **by_terms.aux_values})
    for definition in by_terms.definitions:
        assert ev.holds(definition), (values, definition)
    if raised is None:
        assert _value(result, ev) == expected, (values, _value(result, ev), expected)

    # 4. a path condition without inputs: when the arguments satisfy it (its decisions
    # are the non-raising, modelled sides), its result term is CPython's result
    path = Path()
    with path:
        try:
            path_result = op(*_symbolic(kinds, values, concrete=False)[0])
        except (SymbolicBranchError, UnsupportedError):
            return  # needs concrete decisions (split, loops, truth values) or not modelled
        except RAISES as exc:
            assert type(exc) is raised, (values, exc)  # a Python-level type error
            return
    ev = Evaluator({**model, **by_terms.aux_values,
                    **_renamed(path.definitions, by_terms.definitions, by_terms.aux_values)})
    if all(ev.holds(d) for d in path.definitions) and all(
            ev.holds(d.condition) is d.taken for d in path.decisions):
        assert raised is None, (values, raised, path.decisions)
        assert _value(path_result, ev) == expected, (values, path.decisions)


def _renamed(mine: list[Term], theirs: list[Term], values: dict[Term, Any]) -> dict[Term, Any]:
    """The values of a Path's auxiliary variables: those of the Trace's variables made
    by the same definitions, in the same order."""
    from strsat.terms.walk import free_vars

    out: dict[Term, Any] = {}
    for a, b in zip(mine, theirs, strict=False):
        va = sorted((v for v in free_vars(a) if "!" in str(v.value)), key=lambda v: str(v.value))
        vb = sorted((v for v in free_vars(b) if "!" in str(v.value)), key=lambda v: str(v.value))
        for x, y in zip(va, vb, strict=False):
            if y in values:
                out[x] = values[y]
    return out


__all__ = ["PLAIN", "RAISES", "SYM_BOOL", "SYM_BYTES", "SYM_INT", "SYM_STR", "SymBool", "check"]


#: One operation of a table: the function, its argument kinds, a strategy per argument.
Operation = tuple[Callable[..., Any], list[str], list[Any]]


def agreement_tests(operations: dict[str, Operation], examples: int, long_examples: int
                    ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The two tests of a table of operations: each operation agrees with CPython
    (:func:`check`) on ``examples`` drawn arguments, and on ``long_examples`` in the
    ``slow`` run.  A test module binds them to its own ``test_...`` names."""

    def run(name: str, data: st.DataObject) -> None:
        op, kinds, strategies = operations[name]
        check(op, kinds, [data.draw(s) for s in strategies])

    def with_examples(n: int) -> Callable[..., None]:
        test = given(data=st.data())(run)
        test = settings(max_examples=n, deadline=None,
                        suppress_health_check=list(HealthCheck))(test)
        return pytest.mark.parametrize("name", sorted(operations))(test)  # type: ignore[no-any-return]

    return with_examples(examples), pytest.mark.slow(with_examples(long_examples))
