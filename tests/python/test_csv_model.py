"""``csv.reader``/``csv.writer`` over symbolic strings (:mod:`strsat.python.csv_model`)
against CPython's ``_csv``: the rows (the written text) or the exception's class, every
decision's condition and the result's terms (``semantics_oracle.check``); and, on plain
values, CPython's own results and messages for any dialect."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, agreement_tests

from strsat.python import csv_model
from strsat.python.values import SymValue

S, P = SYM_STR, PLAIN
#: characters that matter to the state machine, and ordinary ones
TEXT = st.text(alphabet=',"\\;\' \n\rab1.', max_size=7)
PARAMS = st.fixed_dictionaries({}, optional={
    "delimiter": st.sampled_from([",", ";", " ", "a"]),
    "quotechar": st.sampled_from(['"', "'", None]),
    "escapechar": st.sampled_from(["\\", ";", None]),
    "doublequote": st.booleans(),
    "skipinitialspace": st.booleans(),
    "strict": st.booleans(),
    "quoting": st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONE]),
    "lineterminator": st.sampled_from(["\r\n", "\n", "!"]),
})


class CsvError(LookupError):
    """``csv.Error`` as the oracle's tuple of exceptions knows it."""


def _read(params: dict[str, Any]) -> Any:
    def run(*lines: Any) -> Any:
        symbolic = any(isinstance(x, SymValue) for x in lines)
        try:
            if symbolic:
                rows = csv_model.reader(list(lines), lines=iter, convert=float, **params)
            else:
                rows = csv.reader(list(lines), **params)
            return [tuple(row) for row in rows]
        except csv.Error as exc:
            raise CsvError(str(exc)) from None
    return run


def _write(params: dict[str, Any]) -> Any:
    def run(*fields: Any) -> Any:
        symbolic = any(isinstance(x, SymValue) for x in fields)
        try:
            if symbolic:
                out: list[Any] = []
                w = csv_model.writer(io.StringIO(), to_str=str, rows=iter,
                                     write=lambda _f, line: out.append(line), **params)
                w.writerow(["x", *fields, None])
                w.writerow(list(fields))
                return out
            buf = io.StringIO()
            w = csv.writer(buf, **params)
            w.writerow(["x", *fields, None])
            w.writerow(list(fields))
            return buf.getvalue().splitlines(keepends=True) if params.get(
                "lineterminator", "\r\n") in ("\r\n", "\n") else [buf.getvalue()]
        except csv.Error as exc:
            raise CsvError(str(exc)) from None
    return run


def _joined(run: Any) -> Any:
    """The written lines as one text (a symbolic line's terms joined by the oracle)."""
    def joined(*fields: Any) -> Any:
        lines = run(*fields)
        if all(isinstance(x, str) for x in lines):
            return "".join(lines)
        from strsat.python import SymStr  # noqa: PLC0415 - the layer's value
        from strsat.python import termops as T  # noqa: PLC0415
        from strsat.terms import string  # noqa: PLC0415
        terms = [x.term if isinstance(x, SymStr) else string(x) for x in lines]
        values = [x.value if isinstance(x, SymStr) else x for x in lines]
        return SymStr(T.concat(*terms), None if None in values else "".join(values))
    return joined


OPERATIONS = {
    "reader, one line": (_read({}), [S], [TEXT]),
    "reader, two lines": (_read({}), [S, P], [TEXT, TEXT]),
    "reader, second line symbolic": (_read({}), [P, S], [TEXT, TEXT]),
    "reader, excel-tab": (_read({"dialect": "excel-tab"}), [S], [TEXT]),
    "reader, escapes": (_read({"escapechar": "\\", "doublequote": False}), [S, S],
                        [TEXT, TEXT]),
    "reader, strict, skipinitialspace": (_read({"strict": True, "skipinitialspace": True,
                                               "delimiter": ";"}), [S], [TEXT]),
    "reader, quote none": (_read({"quoting": csv.QUOTE_NONE, "escapechar": ";"}), [S],
                           [TEXT]),
    "writer, minimal": (_joined(_write({})), [S], [TEXT]),
    "writer, two fields": (_joined(_write({})), [S, S], [TEXT, TEXT]),
    "writer, escapes": (_joined(_write({"escapechar": "\\", "doublequote": False,
                                        "lineterminator": "\n"})), [S], [TEXT]),
    "writer, quote all": (_joined(_write({"quoting": csv.QUOTE_ALL})), [S], [TEXT]),
    "writer, quote none": (_joined(_write({"quoting": csv.QUOTE_NONE, "escapechar": ";"})),
                           [S], [TEXT]),
}

test_csv_agrees_with_cpython, test_csv_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 400)


def _outcome(run: Any) -> Any:
    try:
        return "ok", run()
    except Exception as exc:  # noqa: BLE001 - any exception: its class and message
        return type(exc).__name__, str(exc)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(TEXT, max_size=3), PARAMS,
       st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_NONNUMERIC, None]))
def test_plain_reader_is_cpythons(lines: list[str], params: dict[str, Any],
                                  quoting: int | None) -> None:
    """Rows and errors (class and message) of any dialect, ``QUOTE_NONNUMERIC`` too."""
    if quoting is not None:
        params = {**params, "quoting": quoting}
    mine = _outcome(lambda: list(csv_model.reader(lines, lines=iter, convert=float,
                                                  **params)))
    assert mine == _outcome(lambda: list(csv.reader(lines, **params)))


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.lists(st.one_of(TEXT, st.none(), st.integers(-5, 5),
                                   st.sampled_from([2.5, -0.0])), max_size=3),
                min_size=1, max_size=3), PARAMS,
       st.sampled_from([csv.QUOTE_NONNUMERIC, None]))
def test_plain_writer_is_cpythons(rows: list[list[Any]], params: dict[str, Any],
                                  quoting: int | None) -> None:
    """The text written, ``write``'s results and errors (class and message)."""
    if quoting is not None:
        params = {**params, "quoting": quoting}

    def mine() -> Any:
        buf = io.StringIO()
        w = csv_model.writer(buf, to_str=str, rows=iter,
                             write=lambda f, line: f.write(line), **params)
        return [w.writerow(r) for r in rows], buf.getvalue()

    def cpythons() -> Any:
        buf = io.StringIO()
        w = csv.writer(buf, **params)
        return [w.writerow(r) for r in rows], buf.getvalue()

    assert _outcome(mine) == _outcome(cpythons)


def test_argument_errors_are_cpythons() -> None:
    for call, theirs in (
            (lambda: csv_model.reader([], lines=iter, convert=float, delimiter="ab"),
             lambda: csv.reader([], delimiter="ab")),
            (lambda: csv_model.reader(5, lines=iter, convert=float), lambda: csv.reader(5)),
            (lambda: csv_model.writer(5, to_str=str, rows=iter, write=print),
             lambda: csv.writer(5)),
            (lambda: list(csv_model.reader([1], lines=iter, convert=float)),
             lambda: list(csv.reader([1])))):
        assert _outcome(call) == _outcome(theirs)


@pytest.mark.parametrize("lines", [["a,\"b", "c\"d,e"], ["x\\", "y"], ["\"a\"\"b\",c"]])
def test_line_num_and_dialect(lines: list[str]) -> None:
    mine = csv_model.reader(lines, lines=iter, convert=float, escapechar="\\")
    theirs = csv.reader(lines, escapechar="\\")
    assert list(mine) == list(theirs)
    assert mine.line_num == theirs.line_num
    assert mine.dialect.escapechar == theirs.dialect.escapechar
