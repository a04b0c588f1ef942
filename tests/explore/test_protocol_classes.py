"""Objects the layer makes meeting CPython's protocols (issue 38): an operator between an
object of a public C class and a twin object; a dict placing a character function's value;
the module's `print`; `str.format` of an exception; `hmac.compare_digest`.

``datetime.date(2026, 1, 1) - born``: the first is a C ``date`` (made from constants),
``born`` a twin ``date`` holding symbolic fields.  In CPython the two are one class whose
C slot serves both orders; the pure ``date`` defines ``__sub__`` only, so the C object's
``__sub__`` declined, no ``__rsub__`` was found, and the concolic run raised
``TypeError: unsupported operand type(s) for -: 'datetime.date' and 'date'`` where the
plain call returned (``operators._as_twin_of`` converts the C operand to its twin)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import disagreements, explore_source, outcomes

AGE = textwrap.dedent('''
    import datetime


    def age(y: int, m: int, d: int) -> str:
        try:
            born = datetime.date(y, m, d)
        except ValueError:
            return "bad"
        days = (datetime.date(2026, 1, 1) - born).days
        if days < 0:
            return "future"
        return "old" if days > 365 * 100 else "ok"
    ''')

SINCE = textwrap.dedent('''
    import datetime


    def since(h: int) -> str:
        try:
            then = datetime.datetime(2026, 1, 1, h)
        except ValueError:
            return "bad"
        gap = datetime.datetime(2026, 1, 1, 12) - then
        return "later" if gap.total_seconds() < 0 else "earlier"
    ''')


@pytest.mark.parametrize(("source", "name", "expected"), [
    (AGE, "age", {("return", "bad"), ("return", "future"), ("return", "old"),
                  ("return", "ok")}),
    (SINCE, "since", {("return", "bad"), ("return", "later"), ("return", "earlier")}),
], ids=["date", "datetime"])
def test_a_c_object_and_a_twin_object_meet_in_an_operator(
        tmp_path: Path, source: str, name: str, expected: set[tuple[str, str]]) -> None:
    result = explore_source(tmp_path, f"ops_{name}.py", source, name, max_paths=24)
    assert outcomes(result) == expected
    assert not disagreements(result), disagreements(result)


CATEGORIES = textwrap.dedent('''
    import collections
    import unicodedata


    def kinds(s: str) -> str:
        counts = collections.Counter()
        for c in s[:2]:
            counts[unicodedata.category(c)[0]] += 1
        return "digit" if counts["N"] else "other"
    ''')


def test_a_character_functions_value_is_placed_in_a_dict_unnoted(tmp_path: Path) -> None:
    """``counts[unicodedata.category(c)[0]] += 1``: the key, a value of a function of a
    symbolic character (``python.char_image.CharImage``), is decided against each stored
    key and then placed by its concrete hash unnoted, as any symbolic key (it hashed
    through its own ``__hash__``, which ignored ``placing()``: a note per store)."""
    result = explore_source(tmp_path, "kinds.py", CATEGORIES, "kinds", max_paths=6)
    assert {("return", "digit"), ("return", "other")} <= outcomes(result)
    assert not [n for n in result.summary.notes if "hash()" in n], result.summary.notes


PRINTED = textwrap.dedent('''
    def printed(s: str) -> str:
        print("got", s)
        if s == "abc":
            return "abc"
        return "other"
    ''')


def test_print_shows_values_without_pinning_them(tmp_path: Path) -> None:
    """``print(s)`` in the explored module: the module's ``print`` is the runtime's
    ``print_plain`` (printing decides nothing), but a call of it was routed as a call
    of any library function, which pinned ``s`` with a note ("a call to
    strsat.explore.runtime.print_plain: made concrete"): every later flip went through
    a pinned prefix, 8 runs for the 2 paths."""
    result = explore_source(tmp_path, "printed.py", PRINTED, "printed", max_paths=4)
    assert outcomes(result) == {("return", "abc"), ("return", "other")}
    notes = result.summary.notes
    assert notes and all("not pinned" in n for n in notes), notes
    assert result.summary.runs == 2, result.summary.runs


FORMATTED = textwrap.dedent('''
    def formatted(s: str) -> str:
        text = "{}; {!s}".format(UserWarning(s), KeyError(s))
        if text.endswith("!'"):
            return "bang"
        return "other"
    ''')


def test_str_format_of_an_exception_holding_a_symbolic_argument(tmp_path: Path) -> None:
    """``"{}".format(exc)``: an exception's ``format(exc, "")`` is its ``str()``, which
    the layer writes for an exception holding symbolic arguments (as ``f"{exc}"`` and
    ``str(exc)`` were); ``str.format`` called CPython's ``format`` on it, pinning ``s``
    (8 runs for 2 paths, a note each)."""
    result = explore_source(tmp_path, "formatted.py", FORMATTED, "formatted", max_paths=4)
    assert outcomes(result) == {("return", "bang"), ("return", "other")}
    assert not result.summary.notes, result.summary.notes


DIGEST = textwrap.dedent('''
    import hmac


    def check_token(token: str) -> str:
        if hmac.compare_digest(token, "s3cret"):
            return "ok"
        return "denied"
    ''')


def test_compare_digest_of_a_symbolic_token(tmp_path: Path) -> None:
    """``hmac.compare_digest(token, expected)`` (C) pinned the token: one path in 8
    runs, "ok" never found; the model (``python.digest_compare``) gives CPython's
    ``TypeError`` for non-ASCII text and the equality otherwise."""
    result = explore_source(tmp_path, "token.py", DIGEST, "check_token", max_paths=6)
    assert outcomes(result) == {("return", "ok"), ("return", "denied"),
                                ("raise", "TypeError")}
    assert not result.summary.notes, result.summary.notes
