"""Python's ``bytes`` over a String term of code points 0..255: :class:`SymBytes`.

A byte string is a String term whose characters are U+0000..U+00FF, byte ``k``
being the character of code point ``k`` (the latin-1 reading), so every string
operation of the theory is a bytes operation too; the concrete value, in a
concrete execution, is a Python ``bytes``.

The methods that mean for bytes what they mean for ``str`` on the latin-1 reading
(``find count index startswith replace split partition strip join ljust ...``,
slicing, repetition) run the ``str`` encodings (:mod:`.str_search`,
:mod:`.str_transform`, :mod:`.str_pad`) on a :class:`SymStr` view and turn the
results back into bytes, after checking the arguments as CPython's ``bytes`` does
(its ``TypeError`` and ``ValueError`` messages).  The others are their own:
indexing and iteration give ints (``str.to_code``); the predicates are ASCII
classes (``bytes.isalpha`` is ``[A-Za-z]+``), ``lower``/``upper`` SMT-LIB's ASCII
``str.to_lower``/``str.to_upper``, whitespace the six ASCII characters;
``hex()`` is one piece per byte once the length is decided (a decision of the
layer's own, :data:`~.context.MINOR`).  ``decode`` is :mod:`.codecs_model`'s
(through :mod:`.codec_registry`); the builtins ``bytes()``/``bytearray()`` and
``bytes.fromhex`` are :mod:`.bytes_builtins`'.  What is not modelled runs on the
concrete values with a note (:func:`~.context.fallback`).

An input ``SymBytes("b")`` is a String variable: when its values are solved for,
:attr:`SymBytes.domain` (every character in U+0000..U+00FF) must be among the
assertions (``strsat explore`` adds it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, SupportsIndex

from ..terms import FALSE, STRING, Term, integer, mk, string
from . import bytes_methods, codec_registry, str_pad, str_search, str_transform
from . import termops as T
from .context import MINOR, Kind, active, concretize, decide, fallback
from .strings import SymStr
from .values import (
    SymBool,
    SymInt,
    SymValue,
    input_term,
    int_of,
    python_type_name,
    refuse_order,
)
from .which import decide_count

#: One byte, and the byte strings.
BYTE = mk("re.range", string("\x00"), string("\xff"))
BYTE_STRINGS = mk("re.*", BYTE)
#: CPython's ``bytes`` whitespace (``Py_ISSPACE``): ASCII's six characters.
ASCII_SPACE = " \t\n\r\x0b\x0c"
#: Longest byte string ``hex()``/``fromhex`` (and :mod:`.codecs_model`'s utf-8) spell
#: out piece by piece; longer ones run on the concrete values, with a note.
PIECE_LIMIT = 256

HEX_LENGTH = "bytes.hex (length)"
MINOR.add(HEX_LENGTH)

_NEED_BYTES = "a bytes-like object is required, not '{type}'"


def byte_domain(term: Term) -> Term:
    """``term`` is a byte string: every character in U+0000..U+00FF."""
    return mk("str.in_re", term, BYTE_STRINGS)


def latin1(value: bytes | None) -> str | None:
    return None if value is None else value.decode("latin-1")


def from_latin1(text: str | None) -> bytes | None:
    return None if text is None else text.encode("latin-1")


class MutableBytes:
    """The base of the layer's ``bytearray`` (:mod:`.bytes_array`): ``data``, its content
    (a ``bytes`` or a :class:`SymBytes`)."""

    data: Any


def bytes_of(value: object) -> tuple[Term, bytes | None] | None:
    """The term and concrete value of a bytes-like operand (a :class:`SymBytes`, a
    ``bytes``, ``bytearray`` or ``memoryview``, the layer's ``bytearray``), None for other
    types."""
    if isinstance(value, MutableBytes):
        value = value.data
    if isinstance(value, SymBytes):
        return value.term, value.value
    if isinstance(value, bytes | bytearray | memoryview):
        data = bytes(value)
        return string(data.decode("latin-1")), data
    return None


def need_bytes(value: object, message: str = _NEED_BYTES) -> tuple[Term, bytes | None]:
    """:func:`bytes_of`, or CPython's ``TypeError`` (``message`` with ``{type}``)."""
    got = bytes_of(value)
    if got is None:
        raise TypeError(message.format(type=python_type_name(value)))
    return got


def str_view(term: Term, value: bytes | None) -> SymStr | str:
    """The latin-1 reading of a byte string as an operand of the ``str`` encodings: a
    plain ``str`` for a constant, else a :class:`SymStr` over the same term."""
    if term.op == "const" and value is not None:
        return value.decode("latin-1")
    return SymStr(term, latin1(value))


def _view_arg(value: object, message: str = _NEED_BYTES) -> SymStr | str:
    return str_view(*need_bytes(value, message))


def _byte_value(value: object, what: str) -> SymStr | str | None:
    """An int operand standing for one byte (``b.find(104)``, ``104 in b``) as a
    one-character view, with CPython's ``ValueError`` outside 0..255; None when
    ``value`` is not an int."""
    if isinstance(value, SymValue) and value.term.sort is STRING:
        return None
    got = int_of(value)
    if got is None:
        return None
    t, v = got
    if t.op == "const":
        if not 0 <= v < 256:  # type: ignore[operator]
            raise ValueError("byte must be in range(0, 256)")
        return chr(v)  # type: ignore[arg-type]
    outside = T.disj(T.lt(t, 0), T.gt(t, 255))
    if decide(Kind.RAISE, outside, None if v is None else not 0 <= v < 256, what, ValueError):
        raise ValueError("byte must be in range(0, 256)")
    return SymStr(mk("str.from_code", t), None if v is None else chr(v))


def _sub_arg(value: object, what: str) -> SymStr | str:
    """The ``sub`` of ``find``/``count``/``index``: an int (one byte) or bytes-like."""
    byte = _byte_value(value, what)
    if byte is not None:
        return byte
    return _view_arg(value, "argument should be integer or bytes-like object, not '{type}'")


def as_bytes(result: SymStr | str) -> SymBytes | bytes:
    """A string result of a ``str`` operation on a view, as bytes (a plain ``str`` where
    the operation ran concretely)."""
    if isinstance(result, SymStr):
        return SymBytes(result.term, from_latin1(result.value))
    return result.encode("latin-1")


def to_bytes(result: Any) -> Any:
    """A result of a ``str`` encoding on a view, as bytes (strings inside lists and
    tuples too; ints and bools as they are)."""
    if isinstance(result, SymStr):
        return SymBytes(result.term, from_latin1(result.value))
    if isinstance(result, str):
        return result.encode("latin-1")
    if isinstance(result, list | tuple):
        return type(result)(to_bytes(r) for r in result)
    return result


def known_length(term: Term, value: bytes | str | None) -> int | None:
    """The length of ``term`` for the current input, without recording anything (None
    outside a concrete execution)."""
    if value is not None:
        return len(value)
    tracer = active()
    text = None if tracer is None else tracer.evaluate(term)
    return None if text is None else len(text)


def fixed_length(term: Term, n: int, what: str, unit: int = 1) -> None:
    """Decide ``len(term) == n`` (true for the current input): a construction of one
    piece per character then holds for this length (other lengths are other runs).
    Decided as a count (:func:`.which.decide_count`: ``len < 1``, ``len < 2``, ``len <
    4`` ... then halving, at one site; with a ``unit``, in multiples of it, for a length
    the path holds a multiple of ``unit``): one decision ``len == n`` changed its
    condition with ``n``, so every flip of it to another length went off its path, and
    a chain ``len == 0``, ``len == 1`` ... with a site per length was never cut by the
    loop bound (an exhaustive search tried every length up to the piece limit)."""
    decide_count(T.length(term), n, what, unit)


class SymBytes(SymValue):
    """Python's ``bytes`` (see the module docstring).  ``SymBytes("b")`` is the input
    variable ``b``; ``SymBytes("b", b"GET")`` the same with its concrete value."""

    __slots__ = ()
    #: read by :func:`.str_operands.is_symbolic_str`: a String term, but not a ``str``
    holds_bytes = True
    __strsat_builtin__ = bytes

    def __init__(self, name_or_term: str | Term, value: bytes | None = None) -> None:
        super().__init__(input_term(name_or_term, STRING, "SymBytes"), value)

    @classmethod
    def of(cls, term: Term, value: bytes | None) -> SymBytes:
        return cls(term, value)

    @property
    def domain(self) -> Term:
        """The formula that the value is a byte string (for an input's solver)."""
        return byte_domain(self.term)

    def view(self) -> SymStr:
        """The latin-1 reading as a :class:`SymStr` over the same term."""
        return SymStr(self.term, latin1(self.value))

    def _concrete(self, what: str) -> Any:
        text = concretize(self.term, latin1(self.value), what)
        return text.encode("latin-1")

    def _on_view(self, fn: Callable[..., SymStr | str], *args: object) -> SymBytes | bytes:
        """``fn`` of the latin-1 view and ``args``, as bytes."""
        return as_bytes(fn(self.view(), *args))

    def _parts_on_view(self, fn: Callable[..., Sequence[SymStr | str]], *args: object
                       ) -> list[SymBytes | bytes]:
        """The parts ``fn`` cuts the latin-1 view into, as bytes."""
        return [as_bytes(part) for part in fn(self.view(), *args)]

    # ---- length, truth, membership, iteration ---------------------------------------------

    def length(self) -> SymInt:
        """``len(b)`` as a symbolic int: its view's length."""
        return self.view().length()

    # a length and a truth value as a str's (the functions hold for any sized value)
    __len__ = SymStr.__len__
    __bool__ = SymStr.__bool__

    def contains(self, sub: object) -> SymBool:
        """``sub in b`` as a formula: ``sub`` an int (one byte) or bytes-like."""
        byte = _byte_value(sub, "in")
        if byte is None:
            t, v = need_bytes(sub)
            sv = latin1(v)
        else:
            t, sv = (string(byte), byte) if isinstance(byte, str) else (byte.term, byte.value)
        value = None if sv is None or self.value is None else sv in latin1(self.value)  # type: ignore[operator]
        return SymBool(mk("str.contains", self.term, t), value)

    def __contains__(self, sub: object) -> bool:
        c = self.contains(sub)
        return decide(Kind.BRANCH, c.term, c.value, "in")

    def __iter__(self) -> Iterator[SymInt]:
        """The bytes as ints, one decision ``i < len(b)`` each (a loop unrolls)."""
        i = 0
        n = T.length(self.term)
        while decide(Kind.BRANCH, T.lt(i, n),
                     None if self.value is None else i < len(self.value), "for x in bytes"):
            yield SymInt(mk("str.to_code", T.at(self.term, i)),
                         None if self.value is None else self.value[i])
            i += 1

    # ---- concatenation, repetition, comparison -------------------------------------------

    def __add__(self, other: object) -> SymBytes:
        got = bytes_of(other)
        if got is None:
            raise TypeError(f"can't concat {python_type_name(other)} to bytes")
        t, v = got
        value = None if v is None or self.value is None else self.value + v
        return SymBytes(T.concat(self.term, t), value)

    def __radd__(self, other: object) -> Any:
        if isinstance(other, bytearray):  # CPython's result is a bytearray
            return fallback("bytearray + bytes", [self], lambda v: other + v)
        if isinstance(other, bytes):
            value = None if self.value is None else other + self.value
            return SymBytes(T.concat(string(other.decode("latin-1")), self.term), value)
        if isinstance(other, str):
            raise TypeError('can only concatenate str (not "bytes") to str')
        return NotImplemented

    def __mul__(self, count: object) -> Any:
        if not isinstance(count, int | SymInt | SymBool):
            return NotImplemented
        return to_bytes(SymStr.repeat(self.view(), count))

    __rmul__ = __mul__

    def _cmp(self, symbol: str, method: str, other: object) -> SymBool | None:
        """An ordering: the code-point order of the latin-1 readings is the byte order;
        None for an operand bytes do not order with."""
        got = bytes_of(other)
        if got is None:
            refuse_order(symbol, self, other)
            return None
        ordered: Callable[[SymStr, SymStr | str], SymBool] = getattr(SymStr, method)
        return ordered(self.view(), str_view(*got))

    def __lt__(self, other: object) -> SymBool:
        got = self._cmp("<", "__lt__", other)
        return NotImplemented if got is None else got

    def __le__(self, other: object) -> SymBool:
        got = self._cmp("<=", "__le__", other)
        return NotImplemented if got is None else got

    def __gt__(self, other: object) -> SymBool:
        got = self._cmp(">", "__gt__", other)
        return NotImplemented if got is None else got

    def __ge__(self, other: object) -> SymBool:
        got = self._cmp(">=", "__ge__", other)
        return NotImplemented if got is None else got

    def __eq__(self, other: object) -> SymBool:  # type: ignore[override]
        """Equal to bytes-like values only: ``b == "x"`` is False, as CPython (which
        warns under ``-b``)."""
        got = bytes_of(other)
        if got is None:
            return SymBool(FALSE, False)
        t, v = got
        value = None if v is None or self.value is None else self.value == v
        return SymBool(T.eq(self.term, t), value)

    def __ne__(self, other: object) -> SymBool:  # type: ignore[override]
        return (self == other).negate()

    __hash__ = SymValue.__hash__

    # ---- indexing and slicing ----------------------------------------------------------------

    def __getitem__(self, key: object) -> Any:
        if isinstance(key, slice):
            return self._on_view(lambda v: v[key])
        if int_of(key) is None or (isinstance(key, SymValue) and key.term.sort is STRING):
            raise TypeError("byte indices must be integers or slices, not "
                            f"{python_type_name(key)}")
        try:
            char = self.view()[key]
        except IndexError:
            raise IndexError("index out of range") from None
        return SymInt(mk("str.to_code", char.term), None if char.value is None else ord(char.value))

    # ---- searching ---------------------------------------------------------------------------

    def find(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.find(self.view(), _sub_arg(sub, "bytes.find"), start, end, last=False)

    def rfind(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.find(self.view(), _sub_arg(sub, "bytes.rfind"), start, end, last=True)

    def index(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return self._index(sub, start, end, last=False)

    def rindex(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return self._index(sub, start, end, last=True)

    def _index(self, sub: object, start: object, end: object, last: bool) -> SymInt:
        t = _sub_arg(sub, "bytes.rindex" if last else "bytes.index")
        try:
            return str_search.index(self.view(), t, start, end, last=last)
        except ValueError:
            raise ValueError("subsection not found") from None

    def count(self, sub: object, start: object = None, end: object = None) -> SymInt:
        return str_search.count(self.view(), _sub_arg(sub, "bytes.count"), start, end)

    def _affix(self, fix: object, start: object, end: object, name: str) -> SymBool:
        message = f"{name} first arg must be bytes or a tuple of bytes, not {{type}}"
        if isinstance(fix, tuple):
            view: Any = tuple(_view_arg(f) for f in fix)
        else:
            view = _view_arg(fix, message)
        return str_search.affix(self.view(), view, start, end, name)

    def startswith(self, prefix: object, start: object = None, end: object = None) -> SymBool:
        return self._affix(prefix, start, end, "startswith")

    def endswith(self, suffix: object, start: object = None, end: object = None) -> SymBool:
        return self._affix(suffix, start, end, "endswith")

    # ---- transforming ------------------------------------------------------------------------

    def replace(self, old: object, new: object, count: object = -1) -> SymBytes | bytes:
        return self._on_view(str_transform.replace, _view_arg(old), _view_arg(new), count)

    def split(self, sep: object = None, maxsplit: object = -1) -> list[SymBytes | bytes]:
        return self._split(sep, maxsplit, reverse=False)

    def rsplit(self, sep: object = None, maxsplit: object = -1) -> list[SymBytes | bytes]:
        return self._split(sep, maxsplit, reverse=True)

    def _split(self, sep: object, maxsplit: object, reverse: bool) -> list[SymBytes | bytes]:
        if sep is None:
            if reverse and not (isinstance(maxsplit, int) and maxsplit < 0):
                def run(v: bytes, k: SupportsIndex) -> list[SymBytes | bytes]:
                    return [*v.rsplit(None, k)]

                return fallback("bytes.rsplit on whitespace with maxsplit", [self, maxsplit],
                                run)
            return self._parts_on_view(lambda v: str_transform.split(
                v, None, maxsplit, reverse, space="ascii-space"))
        return self._parts_on_view(str_transform.split, _view_arg(sep), maxsplit, reverse)

    def partition(self, sep: object) -> tuple[SymBytes | bytes, SymBytes | bytes,
                                              SymBytes | bytes]:
        before, found, after = self._parts_on_view(str_transform.partition, _view_arg(sep),
                                                   False)
        return before, found, after

    def rpartition(self, sep: object) -> tuple[SymBytes | bytes, SymBytes | bytes,
                                               SymBytes | bytes]:
        before, found, after = self._parts_on_view(str_transform.partition, _view_arg(sep),
                                                   True)
        return before, found, after

    def _strip(self, chars: object, left: bool, right: bool) -> SymBytes | bytes:
        view = ASCII_SPACE if chars is None else _view_arg(chars)
        return self._on_view(str_transform.strip, view, left, right)

    def strip(self, chars: object = None) -> SymBytes | bytes:
        return self._strip(chars, True, True)

    def lstrip(self, chars: object = None) -> SymBytes | bytes:
        return self._strip(chars, True, False)

    def rstrip(self, chars: object = None) -> SymBytes | bytes:
        return self._strip(chars, False, True)

    def join(self, iterable: object) -> SymBytes | bytes:
        try:
            items = list(iterable)  # type: ignore[call-overload]
        except TypeError:
            raise TypeError("can only join an iterable") from None
        views = [_view_arg(it, f"sequence item {i}: expected a bytes-like object, {{type}} "
                               "found") for i, it in enumerate(items)]
        return self._on_view(str_transform.join, views)

    def removeprefix(self, prefix: object) -> SymBytes | bytes:
        return self._on_view(str_transform.remove_affix, _view_arg(prefix), True)

    def removesuffix(self, suffix: object) -> SymBytes | bytes:
        return self._on_view(str_transform.remove_affix, _view_arg(suffix), False)

    def _pad(self, name: str, width: object, fillbyte: object) -> SymBytes | bytes:
        got = bytes_of(fillbyte)
        if got is None or not isinstance(fillbyte, SymBytes | bytes | bytearray) or (
                got[1] is not None and len(got[1]) != 1):
            raise TypeError(f"{name}() argument 2 must be a byte string of length 1, not "
                            f"{python_type_name(fillbyte)}")
        fill = latin1(got[1]) if got[0].op == "const" else str_view(*got)
        return self._on_view(str_pad.pad, name, width, fill)

    def ljust(self, width: object, fillbyte: object = b" ") -> SymBytes | bytes:
        return self._pad("ljust", width, fillbyte)

    def rjust(self, width: object, fillbyte: object = b" ") -> SymBytes | bytes:
        return self._pad("rjust", width, fillbyte)

    def center(self, width: object, fillbyte: object = b" ") -> SymBytes | bytes:
        return self._pad("center", width, fillbyte)

    def zfill(self, width: object) -> SymBytes | bytes:
        return self._on_view(str_pad.zfill, width)

    def lower(self) -> SymBytes:
        """ASCII ``A``..``Z`` to ``a``..``z`` (``bytes.lower`` changes nothing else)."""
        return SymBytes(mk("str.to_lower", self.term),
                        None if self.value is None else self.value.lower())

    def upper(self) -> SymBytes:
        return SymBytes(mk("str.to_upper", self.term),
                        None if self.value is None else self.value.upper())

    def capitalize(self) -> SymBytes:
        """The first byte in ASCII upper case, the rest in lower case."""
        rest = T.substr(self.term, 1, T.sub(T.length(self.term), 1))
        return SymBytes(T.concat(mk("str.to_upper", T.substr(self.term, 0, 1)),
                                 mk("str.to_lower", rest)),
                        None if self.value is None else self.value.capitalize())

    def swapcase(self) -> SymBytes | bytes:
        return self._on_view(bytes_methods.swapcase)

    def title(self) -> SymBytes | bytes:
        return self._on_view(bytes_methods.title)

    def expandtabs(self, tabsize: object = 8) -> SymBytes | bytes:
        return self._on_view(bytes_methods.expandtabs, tabsize)

    def splitlines(self, keepends: object = False) -> list[SymBytes | bytes]:
        return self._parts_on_view(bytes_methods.splitlines, keepends)

    def translate(self, table: object, delete: object = b"") -> Any:
        got = bytes_methods.translate(self.view(), self, table, delete)
        return got if isinstance(got, bytes) else as_bytes(got)

    def istitle(self) -> SymBool:
        return bytes_methods.istitle(self.view(), self.value)

    @staticmethod
    def maketrans(frm: object, to: object) -> bytes:
        """``bytes.maketrans`` (a static method: the receiver plays no part); symbolic
        arguments are made concrete, with a note."""
        if isinstance(frm, SymValue) or isinstance(to, SymValue):
            return fallback("bytes.maketrans of symbolic bytes", [frm, to], bytes.maketrans)
        return bytes.maketrans(frm, to)  # type: ignore[arg-type]  # CPython's TypeError

    # ---- predicates: ASCII classes -------------------------------------------------------------

    def _predicate(self, name: str) -> SymBool:
        return SymBool(mk("str.in_re", self.term, _PREDICATES[name]()),
                       None if self.value is None else getattr(self.value, name)())

    def isdigit(self) -> SymBool:
        return self._predicate("isdigit")

    def isalpha(self) -> SymBool:
        return self._predicate("isalpha")

    def isalnum(self) -> SymBool:
        return self._predicate("isalnum")

    def isspace(self) -> SymBool:
        return self._predicate("isspace")

    def islower(self) -> SymBool:
        return self._predicate("islower")

    def isupper(self) -> SymBool:
        return self._predicate("isupper")

    def isascii(self) -> SymBool:
        return self._predicate("isascii")

    # ---- conversions -------------------------------------------------------------------------

    def hex(self, *args: Any) -> Any:
        """Two lower-case hex digits per byte; with a separator, concretely."""
        n = known_length(self.term, self.value)
        if args or n is None or n > PIECE_LIMIT:
            return fallback("bytes.hex with a separator or of a long or unknown string",
                            [self, *args], lambda v, *a: v.hex(*a))
        fixed_length(self.term, n, HEX_LENGTH)
        pieces = []
        for i in range(n):
            code = mk("str.to_code", T.at(self.term, i))
            pieces += [_hex_digit(mk("div", code, integer(16))),
                       _hex_digit(mk("mod", code, integer(16)))]
        return SymStr(T.concat(*pieces), None if self.value is None else self.value.hex())

    def decode(self, encoding: object = "utf-8", errors: object = "strict") -> Any:
        """CPython's ``bytes.decode`` (:mod:`.codecs_model`, reached through
        :mod:`.codec_registry`): a symbolic ``str``."""
        return codec_registry.decode(self, encoding, errors)

    def __bytes__(self) -> bytes:
        """What C code that needs real bytes (``b"%s" % x``) gets: the concrete value."""
        return fallback("bytes() of a symbolic bytes in C code", [self], bytes)

    def __int__(self) -> int:
        return fallback("int() of a symbolic bytes", [self], int)

    def __float__(self) -> float:
        return fallback("float() of a symbolic bytes", [self], float)

    def __mod__(self, args: object) -> Any:
        if self.term.op == "const" and self.value is not None:  # a constant format
            from .bytes_percent import NOT_MODELLED, percent_bytes  # a cycle: it makes bytes
            got = percent_bytes(self.value, args)
            if got is not NOT_MODELLED:
                return got
        many = type(args) is tuple  # a tuple's items made concrete too
        return fallback("printf-style formatting (bytes % args)",
                        [self, *(args if many else (args,))],  # type: ignore[misc]
                        lambda v, *a: v % (a if many else a[0]))

    def __getattr__(self, name: str) -> Any:
        """Other ``bytes`` methods (``title``, ``splitlines``, ``translate`` ...) run on the
        concrete value, with a note; outside a concrete execution they are refused."""
        if name.startswith("_") or not hasattr(bytes, name):
            raise AttributeError(f"'bytes' object has no attribute {name!r}")

        def method(*args: Any, **kwargs: Any) -> Any:
            return fallback(f"bytes.{name}", [self, *args],
                            lambda v, *a: getattr(v, name)(*a, **kwargs))
        return method


def ranges(*pairs: tuple[str, str]) -> Term:
    return mk("re.union", *[mk("re.range", string(a), string(b)) for a, b in pairs]) \
        if len(pairs) > 1 else mk("re.range", string(pairs[0][0]), string(pairs[0][1]))


def _not_upper_or_lower(lower: bool) -> Term:
    """``[^A-Z]*[a-z][^A-Z]*`` (``islower``) or its mirror (``isupper``)."""
    other = ("A", "Z") if lower else ("a", "z")
    wanted = ("a", "z") if lower else ("A", "Z")
    rest = mk("re.*", mk("re.diff", mk("re.allchar"), ranges(other)))
    return mk("re.++", rest, ranges(wanted), rest)


_PREDICATES: dict[str, Any] = {
    "isdigit": lambda: mk("re.+", ranges(("0", "9"))),
    "isalpha": lambda: mk("re.+", ranges(("A", "Z"), ("a", "z"))),
    "isalnum": lambda: mk("re.+", ranges(("A", "Z"), ("a", "z"), ("0", "9"))),
    "isspace": lambda: mk("re.+", mk("re.union", *[mk("str.to_re", string(c))
                                                   for c in ASCII_SPACE])),
    "islower": lambda: _not_upper_or_lower(True),
    "isupper": lambda: _not_upper_or_lower(False),
    "isascii": lambda: mk("re.*", ranges(("\x00", "\x7f"))),
}


def _hex_digit(d: Term, upper: bool = False) -> Term:
    """The hex digit of ``d`` in 0..15, lower-case (upper-case with ``upper``)."""
    return mk("str.from_code", T.ite(T.lt(d, 10), T.add(d, 48), T.add(d, 55 if upper else 87)))


def known_text(value: SymValue) -> Any:
    """The concrete value of ``value`` for the current input, unrecorded (for raising
    CPython's own exception on the raising side of a decision)."""
    if value.value is not None:
        return value.value
    tracer = active()
    got = None if tracer is None else tracer.evaluate(value.term)
    if got is None:
        raise AssertionError("a raising side was taken without a concrete value")
    return got.encode("latin-1") if isinstance(value, SymBytes) else got


__all__ = ["ASCII_SPACE", "BYTE", "BYTE_STRINGS", "PIECE_LIMIT", "MutableBytes", "SymBytes",
           "byte_domain",
           "bytes_of", "fixed_length", "known_length", "known_text", "need_bytes", "ranges",
           "str_view", "to_bytes"]
