"""The ``str`` methods with no SMT-LIB counterpart, as references run over the symbolic
string (issue 38, item 7): ``istitle isidentifier isprintable title swapcase
expandtabs maketrans``, ``translate`` of any table, ``rsplit()`` with ``maxsplit``,
``replace("", new, count)`` and slices with a step.

Each is CPython's documented algorithm written over what the layer models --
character classes read off CPython (:mod:`.charclasses`), the characters of the
string one at a time, ``ite`` s, concatenation -- so no input is made concrete:

* ``istitle``, ``isidentifier``, ``isprintable`` are regular: ``s ∈ O* U L* (O+ U
  L*)* O*`` (``U`` upper or title case, ``L`` lower case only, ``O`` the others: the
  loop of CPython's ``unicode_istitle_impl`` as an automaton), ``s ∈ S C*`` (``S`` the
  characters ``isidentifier`` accepts first, ``C`` after them), ``s ∈ P*``.
* ``title``, ``swapcase``: one character at a time (a ``BRANCH`` per step, as ``for
  ch in s``), each output character an ``ite`` of SMT-LIB's ASCII case maps (title:
  lower case after a *cased* character, upper case elsewhere; swapcase: the other
  case).  Exact on the strings whose characters CPython maps as SMT-LIB's ASCII maps
  do (a ``DOMAIN`` decision, as ``lower()``); beyond it, CPython's map one character at
  a time (:mod:`.str_case`).
* ``expandtabs(n)``: a string without a tab is itself (one decision); otherwise one
  step per character with the column as an Int term (``n - column mod n`` spaces per
  tab, the column back to 0 after ``\\n``/``\\r``).
* ``translate``: one step per character, the output an ``ite`` over the table's
  characters (the tables :func:`.str_transform.translate` cannot write as
  ``replace_all`` s: replacements that hold mapped characters, sequences indexed by
  code point); a mapping to an invalid value raises where CPython does.
* ``rsplit(None, k)`` splits words off the end as word equations
  (:func:`.str_transform.split`).
* ``replace("", new, k)`` inserts ``new`` before each of the first ``k`` characters
  (all, and at the end too, for ``k < 0`` or ``k > len(s)``).
* ``s[a:b:k]`` walks ``a, a+k, ...`` while before ``b`` (CPython's
  ``PySlice_AdjustIndices`` bounds, as Int terms), a decision per step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..regex.charset import MAX_CHAR
from ..terms import EMPTY, STRING, Term, integer, mk, string
from . import termops as T
from .charclasses import char_class, class_term
from .context import LIBRARY_MINOR, WIDER, Kind, decide, fallback
from .str_operands import TextT, known, need_str
from .values import SymBool, SymValue, int_of


def _star(cls: Term) -> Term:
    return mk("re.*", cls)


def _minus(a: Term, b: Term) -> Term:
    return mk("re.diff", a, b)


# ---- predicates --------------------------------------------------------------------------


def istitle(s: TextT) -> SymBool:
    """CPython's ``istitle``: upper/title-case characters only after uncased ones, lower
    case only after cased ones, and at least one cased character."""
    upper = class_term("upper-or-title")
    lower = class_term("lower-only")
    other = _minus(mk("re.allchar"), mk("re.union", upper, lower))
    word = mk("re.++", upper, _star(lower))
    shape = mk("re.++", _star(other), word, _star(mk("re.++", mk("re.+", other), word)),
               _star(other))
    return SymBool(mk("str.in_re", s.term, shape), None if s.value is None else s.value.istitle())


def isidentifier(s: TextT) -> SymBool:
    shape = mk("re.++", class_term("id-start"), _star(class_term("id-continue")))
    return SymBool(mk("str.in_re", s.term, shape),
                   None if s.value is None else s.value.isidentifier())


def isprintable(s: TextT) -> SymBool:
    return SymBool(mk("str.in_re", s.term, _star(class_term("isprintable"))),
                   None if s.value is None else s.value.isprintable())


# ---- one character at a time ---------------------------------------------------------------


def chars(s: TextT, what: str, start: int = 0) -> Iterator[tuple[Term, str | None]]:
    """The characters of ``s`` from ``start`` (term, value), one ``BRANCH`` decision
    ``i < len(s)`` per step, named ``what``."""
    n = T.length(s.term)
    i = start
    while decide(Kind.BRANCH, T.lt(i, n), None if s.value is None else i < len(s.value),
                 what):
        yield mk("str.at", s.term, T.num(i)), None if s.value is None else s.value[i]
        i += 1


def _in_domain(s: TextT, name: str, what: str) -> bool:
    """The ``DOMAIN`` decision: every character of ``s`` is in the class ``name``."""
    safe = char_class(name)
    concrete = None if s.value is None else all(ord(c) in safe for c in s.value)
    return decide(Kind.DOMAIN, mk("str.in_re", s.term, _star(class_term(name))), concrete,
                  what)


def title(s: TextT) -> TextT | str:
    """CPython's ``title``: a character after a cased one in lower case, others in title
    case (SMT-LIB's ASCII maps on the ``title-map-safe`` strings)."""
    what = "str.title"
    if not _in_domain(s, "title-map-safe", what):
        return second_tier(s, "title", what)
    return title_by_characters(s, class_term("cased"), what, str.title)


#: the first tier of each case map (SMT-LIB's ASCII map on the case-safe strings) has a
#: wider one, :func:`second_tier`
WIDER.update(f"str.{method}" for method in (
    "lower", "upper", "casefold", "swapcase", "title", "capitalize"))


def second_tier(s: TextT, method: str, what: str) -> TextT | str:
    """The case map ``method`` beyond SMT-LIB's ASCII maps (:mod:`.str_case`), else run
    concretely with a note."""
    from .str_case import case_by_characters  # (str_case walks characters with chars())

    got = case_by_characters(s, method, what)
    if got is not None:
        return got
    run: Callable[[str], str] = getattr(str, method)
    return fallback(f"{what} of a capital sigma or characters outside the modelled case map",
                    [s], run)


def title_by_characters(s: TextT, cased: Term, what: str, run: Callable[[str], str]
                        ) -> TextT:
    """``title`` one character at a time by SMT-LIB's ASCII case maps, ``cased`` the
    class after which a character goes to lower case (``bytes.title``: ASCII letters),
    ``run`` the method on a concrete value."""
    out: list[Term] = []
    previous: Term | None = None
    for c, _ in chars(s, what):
        lower, upper = mk("str.to_lower", c), mk("str.to_upper", c)
        out.append(upper if previous is None else
                   T.ite(mk("str.in_re", previous, cased), lower, upper))
        previous = c
    return s.of(T.concat(*out), None if s.value is None else run(s.value))


def swapcase(s: TextT) -> TextT | str:
    """CPython's ``swapcase`` (SMT-LIB's ASCII maps on the ``swap-safe`` strings)."""
    what = "str.swapcase"
    if not _in_domain(s, "swap-safe", what):
        return second_tier(s, "swapcase", what)
    return swapcase_by_characters(s, what, str.swapcase)


def swapcase_by_characters(s: TextT, what: str, run: Callable[[str], str]) -> TextT:
    """``swapcase`` one character at a time by SMT-LIB's ASCII case maps (exactly
    ``bytes.swapcase``), ``run`` the method on a concrete value."""
    out = []
    for c, _ in chars(s, what):
        upper = mk("str.to_upper", c)
        out.append(T.ite(T.eq(upper, c), mk("str.to_lower", c), upper))
    return s.of(T.concat(*out), None if s.value is None else run(s.value))


#: Not a minor split: without a tab the result is the string itself, so a program's test
#: of the result is constant there and this decision is the only way to a tab.  Minor in
#: a library reached through another (:data:`~.context.LIBRARY_MINOR`: a docstring
#: cleaner's tabs, whose ite per character made every later check of griffe's parser
#: dearer: 5 paths in 10 s).
_NO_TAB = "str.expandtabs (no tab)"
LIBRARY_MINOR.add(_NO_TAB)


def expandtabs(s: TextT, tabsize: object) -> TextT:
    """CPython's ``expandtabs``: each tab becomes the spaces up to the next multiple of
    ``tabsize`` (none for ``tabsize <= 0``); ``\\n`` and ``\\r`` restart the column."""
    what = "str.expandtabs"
    got = int_of(tabsize)
    if got is None:
        "".expandtabs(tabsize)  # type: ignore[arg-type]  # CPython's TypeError
    assert got is not None
    tab = string("\t")
    if got[0].op != "const":
        size = _symbolic_tab_size(s, tabsize, got, what)
        if size is None:  # no tab: the string itself, whatever the size
            return s.of(s.term, s.value)
    else:
        size = int(got[1])  # type: ignore[arg-type]
        "".expandtabs(size)  # CPython's OverflowError for a size past C's int
    value = None if s.value is None else s.value.expandtabs(size)
    if size <= 0:
        return s.of(mk("str.replace_all", s.term, tab, EMPTY), value)
    if not decide(Kind.BRANCH, mk("str.contains", s.term, tab),
                  None if s.value is None else "\t" in s.value, _NO_TAB):
        return s.of(s.term, value)
    spaces = string(" " * size)
    out: list[Term] = []
    column: Term = integer(0)
    for c, _ in chars(s, what):
        step = T.sub(integer(size), mk("mod", column, integer(size)))
        is_tab, newline = T.eq(c, tab), T.disj(T.eq(c, string("\n")), T.eq(c, string("\r")))
        out.append(T.ite(is_tab, T.substr(spaces, 0, step), c))
        column = T.ite(is_tab, T.add(column, step), T.ite(newline, integer(0),
                                                          T.add(column, 1)))
    return s.of(T.concat(*out), value)


#: the layer's decision on a symbolic tab size (its concrete value, a branch the
#: explorer can flip: no note, no pin)
_TAB_SIZE = "str.expandtabs: the tab size"


def _symbolic_tab_size(s: TextT, tabsize: Any, got: tuple[Term, Any], what: str
                       ) -> int | None:
    """A symbolic ``tabsize``: CPython's ``OverflowError`` past C's ``int`` (a ``RAISE``
    decision); then, for a string with a tab, its concrete value as a ``BRANCH``
    (``tabsize == v``, which the explorer flips like a program's ``if``); None for a
    string without a tab (a decision too: the result is the string)."""
    term, concrete = got
    past = T.disj(T.lt(term, -(2 ** 31)), T.gt(term, 2 ** 31 - 1))
    raised: OverflowError | None = None
    if concrete is not None:
        try:
            "".expandtabs(int(concrete))
        except OverflowError as exc:
            raised = exc
    if decide(Kind.RAISE, past, None if concrete is None else raised is not None, what,
              OverflowError):
        raise raised or OverflowError("signed integer is out of range")
    if not decide(Kind.BRANCH, mk("str.contains", s.term, string("\t")),
                  None if s.value is None else "\t" in s.value, _NO_TAB):
        return None
    if concrete is None:  # a run on the terms alone: no value to branch on
        return int(fallback(f"{what} with a symbolic tab size", [tabsize], lambda v: v))
    decide(Kind.BRANCH, T.eq(term, integer(int(concrete))), True, _TAB_SIZE)
    return int(concrete)


def maketrans(*args: Any) -> Any:
    """``str.maketrans``: CPython's own; with symbolic strings, its ``ValueError`` for
    ``x`` and ``y`` of different lengths a ``RAISE`` decision, then the table built
    from the concrete strings (a note)."""
    if not any(isinstance(a, SymValue) for a in args):
        return str.maketrans(*args)
    if len(args) in (2, 3) and all(isinstance(a, SymValue) and a.term.sort is STRING
                                   and not getattr(a, "holds_bytes", False)
                                   or type(a) is str for a in args):
        x, y = (_str_term(a) for a in args[:2])
        lengths = None if x[1] is None or y[1] is None else len(x[1]) != len(y[1])
        if decide(Kind.RAISE, mk("not", T.eq(T.length(x[0]), T.length(y[0]))), lengths,
                  "str.maketrans", ValueError):
            raise ValueError("the first two maketrans arguments must have equal length")
    return fallback("str.maketrans of symbolic strings", list(args), str.maketrans)


def _str_term(a: Any) -> tuple[Term, str | None]:
    return (string(a), a) if type(a) is str else (a.term, a.value)


# ---- translate -------------------------------------------------------------------------------


def _dict_lookups(table: object) -> bool:
    """Whether ``table[k]`` is ``dict``'s own lookup: a ``dict``, or a subclass that
    keeps ``dict.__getitem__`` (its ``__missing__``, if any, answers absent keys)."""
    return isinstance(table, dict) and type(table).__getitem__ is dict.__getitem__


def _table_items(table: object) -> list[tuple[int, object]] | None:
    """``(code point, what the table gives for it)`` for the code points of the
    alphabet the table maps, or None for a table whose lookups are not read off
    (a mapping with hooks other than ``__missing__``)."""
    if _dict_lookups(table):
        assert isinstance(table, dict)
        items = []
        for key in table:
            if isinstance(key, str):
                continue  # a lookup by code point never finds it
            if not isinstance(key, int):
                return None  # 97.0 or Fraction(97) is found by 97: left to CPython
            if 0 <= key <= MAX_CHAR:
                items.append((int(key), table[key]))
        return items
    if isinstance(table, str | list | tuple | bytes) and type(table) in (str, list, tuple, bytes):
        return [(i, table[i]) for i in range(min(len(table), MAX_CHAR + 1))]
    return None


def _replacement(value: object) -> str | type[BaseException]:
    """CPython's reading of a table entry: the replacement, or the exception it raises."""
    if value is None:
        return ""
    if isinstance(value, int):
        return chr(value) if 0 <= value < 0x110000 else ValueError
    if isinstance(value, str):
        return value
    return TypeError


_MESSAGES: dict[type[BaseException], str] = {
    ValueError: "character mapping must be in range(0x110000)",
    TypeError: "character mapping must return integer, None or str"}


def translate_by_characters(s: TextT, table: object) -> TextT | str:
    """``s.translate(table)`` one character at a time (see the module docstring)."""
    what = "str.translate"
    # CPython takes any object as the table (and raises where a lookup fails)
    any_table: Any = table

    def run(v: str) -> str:
        return v.translate(any_table)

    items = _table_items(table)
    if items is None:
        return fallback(f"{what} with a table other than a dict of int or str keys, a "
                        "str, list, tuple or bytes", [s], run)
    if getattr(type(table), "__missing__", None) is not None and not _only_keys(s, items):
        return fallback(f"{what} with a dict subclass's __missing__ (a character not among "
                        "its keys)", [s], run)
    mapped: list[tuple[str, str]] = []
    bad: dict[type[BaseException], list[str]] = {}
    for key, entry in items:
        got = _replacement(entry)
        if isinstance(got, str):
            if got != chr(key):
                mapped.append((chr(key), got))
        else:
            bad.setdefault(got, []).append(chr(key))
    if len(bad) > 1:
        return fallback(f"{what} with entries CPython refuses for two reasons", [s], run)
    for exc, keys in bad.items():
        cls = mk("re.union", *(mk("str.to_re", string(k)) for k in keys))
        hit = mk("str.in_re", s.term, mk("re.++", mk("re.all"), cls, mk("re.all")))
        concrete = None if s.value is None else any(k in s.value for k in keys)
        if decide(Kind.RAISE, hit, concrete, what, exc):
            raise exc(_MESSAGES[exc])
    value = None if s.value is None else s.value.translate(table)
    if not mapped:
        return s.of(s.term, value)
    groups: dict[str, list[int]] = {}
    for char, replacement in mapped:  # one class per replacement (the keys are distinct)
        groups.setdefault(replacement, []).append(ord(char))
    classes = [(_class_of(points), string(replacement))
               for replacement, points in groups.items()]
    out = []
    for c, _ in chars(s, what):
        term = c
        for cls, by in classes:
            term = T.ite(mk("str.in_re", c, cls), by, term)
        out.append(term)
    return s.of(T.concat(*out), value)


def _class_of(points: list[int]) -> Term:
    """The RegLan term of the one-character strings of ``points`` (as ranges)."""
    ranges: list[list[int]] = []
    for p in sorted(points):
        if ranges and ranges[-1][1] == p - 1:
            ranges[-1][1] = p
        else:
            ranges.append([p, p])
    parts = [mk("str.to_re", string(chr(lo))) if lo == hi
             else mk("re.range", string(chr(lo)), string(chr(hi))) for lo, hi in ranges]
    return parts[0] if len(parts) == 1 else mk("re.union", *parts)


def _only_keys(s: TextT, items: list[tuple[int, object]]) -> bool:
    """The ``DOMAIN`` decision of a table with ``__missing__`` (IDLE's ``ParseMap``):
    every character of ``s`` is one of its keys, so that the items read off it are
    every lookup ``translate`` makes; ``__missing__`` (Python code, any answer) is
    not modelled."""
    keys = [key for key, _ in items]
    known_keys = set(keys)
    concrete = None if s.value is None else all(ord(c) in known_keys for c in s.value)
    if not keys:
        return bool(decide(Kind.DOMAIN, T.eq(s.term, EMPTY), concrete, "str.translate"))
    return bool(decide(Kind.DOMAIN, mk("str.in_re", s.term, _star(_class_of(keys))),
                       concrete, "str.translate"))


# ---- split, replace, slices ------------------------------------------------------------------


def insert_between(s: TextT, new: object, count: int) -> TextT:
    """``s.replace("", new, count)``: ``new`` before each of the first ``count``
    characters, and after the last one too when ``count`` is negative or larger."""
    w, wv = need_str(new, "replace() argument 2 must be str, not {type}")
    out: list[Term] = []
    steps = 0
    rest_from = None
    for c, _ in chars(s, "str.replace"):
        if 0 <= count == steps:
            rest_from = steps
            break
        out += [w, c]
        steps += 1
    if rest_from is None:
        if count < 0 or steps < count:
            out.append(w)
    else:
        n = T.length(s.term)
        out.append(T.substr(s.term, rest_from, T.sub(n, rest_from)))
    value = s.value.replace("", wv, count) if known(s.value, wv) else None
    return s.of(T.concat(*out), value)


def _bound(bound: object, n: Term, length: int | None, default: Term, back: bool
           ) -> tuple[Term, int | None]:
    """A bound of a slice with a step after ``PySlice_AdjustIndices`` (``back``: a
    negative step), as a term and, for a known length, a value."""
    if bound is None:
        return default, None  # the caller knows the value of the default
    got = int_of(bound)
    if got is None:
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    b, bv = got
    shifted = T.add(b, n)
    low, high = (integer(-1), T.sub(n, 1)) if back else (integer(0), n)
    term = T.ite(T.lt(b, 0), T.ite(T.lt(shifted, 0), low, shifted),
                 T.ite(T.ge(b, n) if back else T.gt(b, n), high, b))
    value = None
    if bv is not None and length is not None:
        value = slice(bv, None, -1 if back else 1).indices(length)[0]
    return term, value


def stepped_slice(s: TextT, key: slice, step: int) -> TextT:
    """``s[key]`` with a concrete ``step`` other than 0 (see the module docstring)."""
    n = T.length(s.term)
    length = None if s.value is None else len(s.value)
    back = step < 0
    start, sv = _bound(key.start, n, length, T.sub(n, 1) if back else T.num(0), back)
    stop, ev = _bound(key.stop, n, length, T.num(-1) if back else n, back)
    if key.start is None:
        sv = None if length is None else (length - 1 if back else 0)
    if key.stop is None:
        ev = None if length is None else (-1 if back else length)
    out: list[Term] = []
    i, iv = start, sv
    while decide(Kind.BRANCH, T.gt(i, stop) if back else T.lt(i, stop),
                 None if iv is None or ev is None else (iv > ev if back else iv < ev),
                 "s[a:b:k]"):
        out.append(mk("str.at", s.term, i))
        i, iv = T.add(i, step), None if iv is None else iv + step
    value = None if s.value is None else s.value[key]
    return s.of(T.concat(*out), value)


__all__ = ["chars", "expandtabs", "insert_between", "isidentifier", "isprintable", "istitle",
           "maketrans", "stepped_slice", "swapcase", "title",
           "translate_by_characters"]

