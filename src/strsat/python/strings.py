"""Python's ``str`` over a String term: :class:`SymStr`.

Every method means what CPython's ``str`` method means, on every string of the
alphabet U+0000..U+2FFFF: the result term is the SMT-LIB encoding of CPython's
rule (``find`` and ``count`` with ``start``/``end`` follow CPython's
``ADJUST_INDICES``; slices follow ``PySlice_AdjustIndices``), the concrete value
(in a concrete execution) is CPython's own result, and each way an operation
can raise is a decision of the active tracer (:mod:`.context`) before it
raises the exception CPython raises, with CPython's message.

The encodings that need more than a term are in :mod:`.str_search` (find,
count, startswith ...) and :mod:`.str_transform` (replace, split, strip,
case ...).  Python-level type errors (``"a" + 1``, ``s.find(3)``) are raised at
once, as CPython does, before anything symbolic happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..terms import FALSE, STRING, Term, mk, string
from ..terms.sorts import outside_alphabet
from . import codec_registry, str_fallbacks, str_pad, str_predicates, str_search, str_transform
from . import termops as T
from .beyond_alphabet import guard_methods
from .context import Kind, decide, fallback
from .str_operands import known, need_str, str_of
from .values import SymBool, SymInt, SymValue, input_term, int_of, refuse_order, repeat_count


@guard_methods(str, "str")
class SymStr(SymValue):
    """Python's ``str`` (see the module docstring).  ``SymStr("s")`` is the input
    variable ``s``; ``SymStr("s", "abc")`` the same with its concrete value."""

    __slots__ = ()
    __strsat_builtin__ = str

    def __init__(self, name_or_term: str | Term, value: str | None = None) -> None:
        super().__init__(input_term(name_or_term, STRING, "SymStr"), value)

    @classmethod
    def of(cls, term: Term, value: str | None) -> SymStr:
        """A ``str`` of ``term``: a ``SymStr`` also when called on the instance of a
        ``str`` subclass (:mod:`.str_subclass`; CPython's ``str`` methods return ``str``)."""
        return SymStr(term, value)

    # ---- length, truth, membership, iteration -------------------------------------------

    def length(self) -> SymInt:
        """``len(s)`` as a symbolic int (the builtin ``len`` must return a real int)."""
        return SymInt(T.length(self.term), None if self.value is None else len(self.value))

    def __int__(self) -> int:
        """The builtin ``int(s)`` must return a real int: strsat.python.int_ is the
        symbolic one (``strsat explore`` rebinds ``int`` to it)."""
        return fallback("int() of a symbolic str (strsat.python.int_ is symbolic)",
                        [self], int)

    def __float__(self) -> float:
        from .float_parse import float_of_str  # float_parse builds on this module

        return float_of_str(self)  # type: ignore[no-any-return]

    def __len__(self) -> int:
        return int(self.length()._concrete("len()"))

    def __bool__(self) -> bool:
        return decide(Kind.BRANCH, T.gt(T.length(self.term), 0),
                      None if self.value is None else bool(self.value), "truth value")

    def contains(self, sub: object) -> SymBool:
        """``sub in s`` as a formula (``in`` itself decides); false for a plain ``sub``
        with a character beyond U+2FFFF, which no string of the theory holds."""
        if type(sub) is str and outside_alphabet(sub) is not None:
            return SymBool(FALSE, False)
        t, v = need_str(sub, "'in <string>' requires string as left operand, not {type}")
        return SymBool(mk("str.contains", self.term, t),
                       v in self.value if known(v, self.value) else None)

    def __contains__(self, sub: object) -> bool:
        c = self.contains(sub)
        return decide(Kind.BRANCH, c.term, c.value, "in")

    def __iter__(self) -> Iterator[SymStr]:
        """The characters, one per decision ``i < len(s)`` (a loop over ``s`` unrolls)."""
        i = 0
        n = T.length(self.term)
        while decide(Kind.BRANCH, T.lt(i, n), None if self.value is None else i < len(self.value),
                     "for ch in s"):
            yield SymStr(mk("str.at", self.term, T.num(i)),
                         None if self.value is None else self.value[i])
            i += 1

    # ---- concatenation, repetition, comparison ------------------------------------------------

    def __add__(self, other: object) -> SymStr:
        t, v = need_str(other, 'can only concatenate str (not "{type}") to str')
        return SymStr(T.concat(self.term, t), self.value + v if known(self.value, v) else None)

    def __radd__(self, other: object) -> SymStr:
        got = str_of(other)
        if got is None:
            return NotImplemented
        t, v = got
        return SymStr(T.concat(t, self.term), v + self.value if known(self.value, v) else None)

    @staticmethod
    def repeat(s: object, count: object) -> Any:
        """``s * count`` (``count`` <= 0 gives ""); a symbolic count is made concrete."""
        k = repeat_count(count)
        if isinstance(s, str):
            return s * k
        assert isinstance(s, SymStr)
        if k > REPEAT_LIMIT:
            return fallback("s * n with a large n", [s], lambda v: v * k)
        if k <= 0:
            return SymStr(string(""), "")
        return SymStr(T.concat(*([s.term] * k)), None if s.value is None else s.value * k)

    def __mul__(self, count: object) -> Any:
        if not isinstance(count, int | SymInt | SymBool):
            return NotImplemented
        return SymStr.repeat(self, count)

    __rmul__ = __mul__

    def _cmp(self, op: str, other: object, swap: bool, fn: Callable[[str, str], bool]
             ) -> SymBool | None:
        """An ordering; None for an operand a ``str`` does not order with."""
        if type(other) is str and outside_alphabet(other) is not None:
            return self._cmp_beyond(other, swap, fn)
        got = str_of(other)
        if got is None:
            symbol = {("str.<", False): "<", ("str.<=", False): "<=", ("str.<", True): ">",
                      ("str.<=", True): ">="}[op, swap]
            refuse_order(symbol, self, other)
            return None
        t, v = got
        term = mk(op, t, self.term) if swap else mk(op, self.term, t)
        value = None
        if self.value is not None and v is not None:
            value = fn(v, self.value) if swap else fn(self.value, v)
        return SymBool(term, value)

    def _cmp_beyond(self, text: str, swap: bool, fn: Callable[[str, str], bool]) -> SymBool:
        """An ordering against plain ``text`` with a character beyond U+2FFFF (graphql's
        ``"\\ue000" <= char <= "\\U0010ffff"``).  This string's characters all lie in the
        alphabet, below that character: with ``p`` the text before it, the string is
        below the text exactly when it is at most ``p`` or starts with ``p`` (it differs
        from the text before ``p`` ends, or where the text has that character, or ends
        first), and never equal to it: ``s < t`` and ``s <= t`` are that formula, ``t < s``
        and ``t <= s`` its negation."""
        cut = next(i for i, c in enumerate(text) if outside_alphabet(c) is not None)
        p = string(text[:cut])
        below = mk("or", mk("str.<=", self.term, p), mk("str.prefixof", p, self.term))
        value = None if self.value is None else (
            fn(text, self.value) if swap else fn(self.value, text))
        return SymBool(mk("not", below) if swap else below, value)

    def __lt__(self, other: object) -> SymBool:
        got = self._cmp("str.<", other, False, lambda a, b: a < b)
        return NotImplemented if got is None else got

    def __le__(self, other: object) -> SymBool:
        got = self._cmp("str.<=", other, False, lambda a, b: a <= b)
        return NotImplemented if got is None else got

    def __gt__(self, other: object) -> SymBool:
        got = self._cmp("str.<", other, True, lambda a, b: a < b)
        return NotImplemented if got is None else got

    def __ge__(self, other: object) -> SymBool:
        got = self._cmp("str.<=", other, True, lambda a, b: a <= b)
        return NotImplemented if got is None else got

    def __eq__(self, other: object) -> SymBool:  # type: ignore[override]
        got = None if type(other) is str and outside_alphabet(other) is not None else \
            str_of(other)
        if got is None:  # another type, or text beyond U+2FFFF: never a string of the theory
            return SymBool(FALSE, False)
        t, v = got
        return SymBool(T.eq(self.term, t), self.value == v if known(self.value, v) else None)

    def __ne__(self, other: object) -> SymBool:  # type: ignore[override]
        return (self == other).negate()

    __hash__ = SymValue.__hash__

    # ---- indexing and slicing ---------------------------------------------------------------

    def __getitem__(self, key: object) -> SymStr:
        if isinstance(key, slice):
            return self._slice(key)
        got = int_of(key)
        if got is None:
            raise TypeError(f"string indices must be integers, not '{type(key).__name__}'")
        i, iv = got
        n = T.length(self.term)
        out_of_range = T.disj(T.lt(i, T.sub(0, n)), T.ge(i, n))
        concrete = None if not known(iv, self.value) else not (
            -len(self.value) <= iv < len(self.value))  # type: ignore[operator]
        if decide(Kind.RAISE, out_of_range, concrete, "s[i]", IndexError):
            raise IndexError("string index out of range")
        pos = _from_end(i, iv, n)
        return SymStr(T.at(self.term, pos),
                      self.value[iv] if known(iv, self.value) else None)

    def _slice(self, key: slice) -> SymStr:
        step = key.step
        if step is not None and not isinstance(step, int):
            got = int_of(step)
            if got is None:
                raise TypeError("slice indices must be integers or None or have an __index__ "
                                "method")
            step = SymInt(got[0], got[1])._concrete("a slice step")
        if step == 0:
            raise ValueError("slice step cannot be zero")
        if step is None or step == 1:
            n = T.length(self.term)
            a, av = _slice_bound(key.start, n, self.value, at_end=False)
            b, bv = _slice_bound(key.stop, n, self.value, at_end=True)
            value = self.value[av:bv] if known(self.value, av, bv) else None
            return SymStr(T.substr(self.term, a, T.sub(b, a)), value)
        if step == -1 and key.start is None and key.stop is None:
            return SymStr(T.rev(self.term), None if self.value is None else self.value[::-1])
        return str_fallbacks.stepped_slice(self, key, step)

    # ---- methods (encodings in str_search / str_transform / str_predicates) ------------------

    def find(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.find(self, sub, start, end, last=False)

    def rfind(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.find(self, sub, start, end, last=True)

    def index(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.index(self, sub, start, end, last=False)

    def rindex(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.index(self, sub, start, end, last=True)

    def count(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.count(self, sub, start, end)

    def startswith(self, prefix: object, start: object = None, end: object = None) -> SymBool:
        return str_search.affix(self, prefix, start, end, "startswith")

    def endswith(self, suffix: object, start: object = None, end: object = None) -> SymBool:
        return str_search.affix(self, suffix, start, end, "endswith")

    def replace(self, old: object, new: object, count: object = -1) -> SymStr | str:
        return str_transform.replace(self, old, new, count)

    def split(self, sep: object = None, maxsplit: object = -1) -> list[SymStr]:
        return str_transform.split(self, sep, maxsplit, reverse=False)

    def rsplit(self, sep: object = None, maxsplit: object = -1) -> list[SymStr]:
        return str_transform.split(self, sep, maxsplit, reverse=True)

    def casefold(self) -> SymStr | str:
        from . import case_image  # (it builds on this module)

        return case_image.image(self, "casefold")

    def translate(self, table: object) -> SymStr | str:
        return str_transform.translate(self, table)

    def capitalize(self) -> SymStr | str:
        return str_transform.capitalize(self)

    def splitlines(self, keepends: object = False) -> list[SymStr]:
        return str_transform.splitlines(self, bool(keepends))

    def partition(self, sep: object) -> tuple[SymStr, SymStr, SymStr]:
        return str_transform.partition(self, sep, last=False)

    def rpartition(self, sep: object) -> tuple[SymStr, SymStr, SymStr]:
        return str_transform.partition(self, sep, last=True)

    def strip(self, chars: object = None) -> SymStr:
        return str_transform.strip(self, chars, left=True, right=True)

    def lstrip(self, chars: object = None) -> SymStr:
        return str_transform.strip(self, chars, left=True, right=False)

    def rstrip(self, chars: object = None) -> SymStr:
        return str_transform.strip(self, chars, left=False, right=True)

    def lower(self) -> SymStr | str:
        from . import case_image  # (it builds on this module)

        return case_image.image(self, "lower")

    def upper(self) -> SymStr | str:
        from . import case_image  # (it builds on this module)

        return case_image.image(self, "upper")

    def join(self, iterable: object) -> SymStr:
        return str_transform.join(self, iterable)

    def removeprefix(self, prefix: object) -> SymStr:
        return str_transform.remove_affix(self, prefix, prefix=True)

    def removesuffix(self, suffix: object) -> SymStr:
        return str_transform.remove_affix(self, suffix, prefix=False)

    def ljust(self, width: object, fillchar: object = " ") -> SymStr | str:
        return str_pad.pad(self, "ljust", width, fillchar)

    def rjust(self, width: object, fillchar: object = " ") -> SymStr | str:
        return str_pad.pad(self, "rjust", width, fillchar)

    def center(self, width: object, fillchar: object = " ") -> SymStr | str:
        return str_pad.pad(self, "center", width, fillchar)

    def zfill(self, width: object) -> SymStr | str:
        return str_pad.zfill(self, width)

    def isdigit(self) -> SymBool:
        return str_predicates.predicate(self, "isdigit")

    def isdecimal(self) -> SymBool:
        return str_predicates.predicate(self, "isdecimal")

    def isnumeric(self) -> SymBool:
        return str_predicates.predicate(self, "isnumeric")

    def isalpha(self) -> SymBool:
        return str_predicates.predicate(self, "isalpha")

    def isalnum(self) -> SymBool:
        return str_predicates.predicate(self, "isalnum")

    def isspace(self) -> SymBool:
        return str_predicates.predicate(self, "isspace")

    def islower(self) -> SymBool:
        return str_predicates.predicate(self, "islower")

    def isupper(self) -> SymBool:
        return str_predicates.predicate(self, "isupper")

    def isascii(self) -> SymBool:
        return str_predicates.predicate(self, "isascii")

    def encode(self, encoding: object = "utf-8", errors: object = "strict") -> Any:
        """CPython's ``str.encode`` (:mod:`.codecs_model`, reached through
        :mod:`.codec_registry`): a symbolic ``bytes``."""
        return codec_registry.encode(self, encoding, errors)

    def istitle(self) -> SymBool:
        return str_fallbacks.istitle(self)

    def isidentifier(self) -> SymBool:
        return str_fallbacks.isidentifier(self)

    def isprintable(self) -> SymBool:
        return str_fallbacks.isprintable(self)

    def title(self) -> SymStr | str:
        return str_fallbacks.title(self)

    def swapcase(self) -> SymStr | str:
        from . import case_image  # (it builds on this module)

        return case_image.image(self, "swapcase")

    def expandtabs(self, tabsize: object = 8) -> SymStr:
        return str_fallbacks.expandtabs(self, tabsize)

    maketrans = staticmethod(str_fallbacks.maketrans)

    def format(self, *args: Any, **kwargs: Any) -> Any:
        return codec_registry.format_str(self, args, kwargs)  # .format_symbolic

    def __getattr__(self, name: str) -> Any:
        """Other ``str`` methods are not modelled: in a concrete execution they run on
        the concrete value (recorded); elsewhere they raise ``UnsupportedError``."""
        if name.startswith("_") or not hasattr(str, name):
            raise AttributeError(f"'str' object has no attribute {name!r}")

        def method(*args: Any, **kwargs: Any) -> Any:
            return fallback(f"str.{name}", [self, *args],
                            lambda v, *a: getattr(v, name)(*a, **kwargs))
        return method

    def __mod__(self, args: object) -> Any:
        return codec_registry.percent_str(self, args)  # .percent_symbolic

    def format_map(self, mapping: object) -> Any:
        """``format_map`` of a plain ``dict`` with ``str`` keys: as ``format`` of its items,
        a positional field CPython's ``ValueError`` (:mod:`.format_symbolic`); another
        mapping runs on the concrete values, with a note."""
        if type(mapping) is dict and all(type(k) is str for k in mapping):
            return codec_registry.format_str(self, None, mapping)
        return fallback("str.format_map of a mapping other than a dict of str keys",
                        [self, mapping], lambda v, m: v.format_map(m))


#: Largest repetition count turned into a concatenation term.
REPEAT_LIMIT = 4096


def _from_end(i: Term, iv: int | None, n: Term) -> Term:
    """A Python index counted from the end when negative: ``i + n`` for ``i < 0``."""
    if iv is not None and i.op == "const":
        return T.add(n, iv) if iv < 0 else i
    return T.ite(T.lt(i, 0), T.add(i, n), i)


def _slice_bound(bound: object, n: Term, s: str | None, at_end: bool
                 ) -> tuple[Term, int | None]:
    """A slice bound after ``PySlice_AdjustIndices`` (step 1): in ``[0, len(s)]``."""
    if bound is None:
        return (n, None if s is None else len(s)) if at_end else (T.num(0), 0)
    got = int_of(bound)
    if got is None:
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    b, bv = got
    value = None
    if bv is not None and s is not None:
        value = max(0, bv + len(s)) if bv < 0 else min(bv, len(s))
    if bv is not None and b.op == "const":
        if bv < 0:
            shifted = T.add(n, bv)
            return T.ite(T.lt(shifted, 0), T.num(0), shifted), value
        return (b if bv == 0 else T.ite(T.gt(b, n), n, b)), value  # (0 <= len(s))
    shifted = T.add(b, n)
    term = T.ite(T.lt(b, 0), T.ite(T.lt(shifted, 0), T.num(0), shifted),
                 T.ite(T.gt(b, n), n, b))
    return term, value


__all__ = ["REPEAT_LIMIT", "SymStr", "known", "need_str", "str_of"]
