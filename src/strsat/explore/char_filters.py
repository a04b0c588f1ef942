"""A generator or comprehension over a symbolic string's characters as one term (issue 38).

User and library code filters, counts or tests the characters of a string one at a
time, then branches on the result (``"".join(c for c in s if c in "0123456789X")``,
``any(ord(x) < 33 for x in bech)``, ``sum(1 for c in s if c.isupper())``).  Run as
written, each character is a decision ``i < len(s)`` and one on the predicate, so the
result is the concatenation of *this path's* kept characters: a test ``len(d) == 10``
needs a path that kept ten.

The rewriter (:meth:`.instrument.Rewriter.visit_GeneratorExp`) turns such a
comprehension, when its condition and element are made of comparisons, memberships,
``ord(c)``, a character's argument-less ``is...()`` methods and ``and``/``or``/``not``,
into ``__strsat_chars__(iterable, probe_condition, probe_element, fallback, kind,
element_map)``.  Over anything but a symbolic ``str`` that is the comprehension itself
(``fallback(iterable)``); over one it is a :class:`CharFilter`, which its consumer reads
as one term when it can (:func:`consume`):

* ``"".join(...)`` of the characters themselves: the kept string,
  :func:`strsat.python.char_summary.kept`;
* ``any``/``all``: a membership; ``sum`` of a constant or of a predicate: a count;
  ``len`` of a list comprehension passed directly: a count;
* a list kept in a name the rewriter found read only by ``len``, ``"".join``, ``[k]``,
  ``[k] = c`` and its truth: a :class:`CharSeq` holding the kept string;
* ``filter(str.isdigit, s)`` (:func:`filtered`) as a generator is;
* a loop keeping characters or counting them (:func:`accumulate`).

The condition and the element are *probed* once on a fresh symbolic character ``x``
(:class:`_Probe`, the active tracer meanwhile): a decision inside must be the same for
every one-character ``x`` (``ord(x)``'s length check), or the probe is refused; nothing
is recorded on the path.  Their connectives are built as terms (``__strsat_pand__``
...), their calls only those listed (:data:`METHODS`, ``ord``).  The term is then checked
against the value CPython computes on the run's concrete string; any refusal, any other
consumer, or an iteration already begun gives the comprehension itself (``fallback``), with
today's per-character decisions.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

from ..python import SymBool, SymInt, SymStr
from ..python import char_summary as C
from ..python import termops as T
from ..python.builtins import ord_ as sym_ord
from ..python.case_image import settled
from ..python.context import MINOR, Kind, Trace, Tracer, active, decide
from ..terms import BOOL, STRING, Term, boolean, integer, mk, string, var
from ..terms.evaluate import Evaluator
from ..terms.walk import free_vars, substitute
from .char_rewrite import APPEND, METHODS

#: the character a probe runs on
PROBE_CHAR = var("__strsat_char__", STRING)
_LEN = mk("str.len", PROBE_CHAR)


class Refused(Exception):  # noqa: N818 - a signal within this module, not an error
    """The probe cannot give one term (the caller keeps the comprehension as written)."""


class _Probe(Tracer):
    """The tracer of a probe: a decision whose condition, with ``len(x) = 1``, has no
    free variable is taken as it evaluates, unrecorded; anything else is refused."""

    def decide(self, kind: Any, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None = None) -> bool:
        ground = substitute(condition, {_LEN: integer(1)})
        if free_vars(ground):
            raise Refused(what)
        return bool(Evaluator({}).evaluate(ground))

    def concretize(self, term: Term, concrete: Any, what: str) -> Any:
        raise Refused(what)

    def define(self, what: str, parts: list[tuple[Any, Term, Any]], definition: Any
               ) -> list[Term]:
        raise Refused(what)


class CharFilter:
    """A comprehension over the characters of a symbolic string, not run yet: its
    consumer reads it as one term (:func:`consume`) or runs it (:meth:`run`)."""

    __slots__ = ("source", "condition", "element", "fallback", "kind", "plain", "_made")

    def __init__(self, source: SymStr, condition: Callable[[Any], Any],
                 element: Callable[[Any], Any], fallback: Callable[[Any], Any], kind: str,
                 plain: str) -> None:
        self.source, self.condition, self.element = source, condition, element
        self.fallback, self.kind, self.plain = fallback, kind, plain
        self._made: Any = None

    def run(self) -> Any:
        """The comprehension as written (made once: a generator, or a list)."""
        if self._made is None:
            self._made = self.fallback(self.source)
        return self._made

    @property
    def started(self) -> bool:
        return self._made is not None

    def __iter__(self) -> Any:
        made = self.run()
        return made if self.kind == "gen" else iter(made)

    def __next__(self) -> Any:
        return next(self.run())

    def __getattr__(self, name: str) -> Any:
        if name[:2] == "__" == name[-2:] and not hasattr(
                _GENERATOR if self.kind == "gen" else list, name):
            raise AttributeError(name)  # a protocol probe (__length_hint__): not run
        return getattr(self.run(), name)


class CharSeq:
    """A list of characters kept from a symbolic string, held as that string (``numb =
    [c for c in s if c in "0123456789Xx"]``): the rewriter made one only for a name whose
    every use is ``len(numb)``, ``"".join(numb)``, ``numb[k]``, ``numb[k] = v`` (``k`` a
    constant) or its truth, which :mod:`.runtime`'s hooks answer here; ``items`` is the
    list itself once a use needed one (a stored value other than a character)."""

    __slots__ = ("text", "items")

    def __init__(self, text: SymStr) -> None:
        self.text: SymStr | None = text
        self.items: list[Any] | None = None

    def as_list(self) -> list[Any]:
        """The list (made from the string, a decision per character, the first time)."""
        if self.items is None:
            assert self.text is not None
            self.items, self.text = list(iter(self.text)), None
        return self.items

    def __bool__(self) -> bool:
        return bool(self.truth())

    def truth(self) -> Any:
        """Its truth, as a string's (a ``SymBool`` deciding where it is tested)."""
        if self.text is None:
            return bool(self.items)
        t = self.text
        return SymBool(T.gt(T.length(t.term), 0), None if t.value is None else bool(t.value))

    def length(self) -> Any:
        return self.text.length() if self.text is not None else len(self.as_list())

    def joined(self) -> Any:
        """``"".join(self)``."""
        return self.text if self.text is not None else str_join(self.as_list())

    def get(self, key: int) -> Any:
        if self.text is None:
            return self.as_list()[key]
        try:
            return self.text[key]
        except IndexError:
            raise IndexError("list index out of range") from None

    def put(self, key: int, value: Any) -> None:
        if self.text is None or type(value) is not str or len(value) != 1:
            self.as_list()[key] = value
            return
        try:
            self.text[key]
        except IndexError:
            raise IndexError("list assignment index out of range") from None
        t = self.text
        after = t[key + 1:] if key != -1 else ""
        self.text = t[:key] + value + after


def str_join(items: list[Any]) -> Any:
    """``"".join(items)`` of plain or symbolic strings."""
    from ..python.builtins import str_method
    return str_method("", "join", items)


#: the type of a generator (:meth:`CharFilter.__getattr__`)
_GENERATOR = type(_ for _ in ())


def chars(source: Any, condition: Callable[[Any], Any], element: Callable[[Any], Any],
          fallback: Callable[[Any], Any], kind: str, plain: str,
          enumerator: Any = builtins.enumerate) -> Any:
    """``__strsat_chars__``: a :class:`CharFilter` over a symbolic ``str`` (a
    :class:`CharSeq` for a list kept in a name, when the characters kept are one term),
    else the comprehension itself (``enumerator``: the callee of the positions'
    ``enumerate(s)``, :func:`.char_rewrite.index_shape`)."""
    source = settled(source)
    if type(source) is not SymStr or enumerator is not builtins.enumerate:
        return fallback(source)
    made = CharFilter(source, condition, element, fallback, kind, plain)
    if kind != "seq" or plain != "same":
        return made if kind != "seq" else fallback(source)
    text = join("", (made,), {})
    return fallback(source) if text is NOT_HERE else CharSeq(text)


def filtered(args: tuple[Any, ...], fallback: Callable[[Any], Any]) -> Any:
    """``filter(pred, s)`` of a symbolic ``str`` and ``pred`` None or one of ``str``'s
    predicates (:data:`METHODS`), as a :class:`CharFilter`; else :data:`NOT_HERE`."""
    if len(args) == 2:
        args = (args[0], settled(args[1]))
    if len(args) != 2 or type(args[1]) is not SymStr:
        return NOT_HERE
    pred = args[0]
    if pred is None:
        return CharFilter(args[1], lambda c: True, _itself, fallback, "gen", "same")
    name = getattr(pred, "__name__", "")
    if type(pred) is not _METHOD_DESCRIPTOR or getattr(pred, "__objclass__", None) is not str \
            or name not in METHODS:
        return NOT_HERE
    return CharFilter(args[1], lambda c: p_method(c, name), _itself, fallback, "gen", "same")


#: the type of ``str.isdigit``
_METHOD_DESCRIPTOR = type(str.isdigit)


def accumulate(acc: Any, source: Any, condition: Callable[[Any], Any],
               loop: Callable[[Any, Any], Any], step: int | str | None = None) -> Any:
    """``for c in source: if condition(c): acc += c`` (``step`` None), ``acc.append(c)``
    (``step`` "append": ``acc`` an empty list the rewriter found read only as a
    :class:`CharSeq` is) or ``acc += step`` (an int: a count), ``loop(source, acc)``
    running it as written: ``acc`` and the characters kept (a :class:`CharSeq` of them),
    or ``acc`` and ``step`` times their number, over a symbolic ``str``."""
    source = settled(source)
    if step == APPEND:
        if type(acc) is CharSeq:  # the loop run again (an outer loop): as written
            acc = acc.as_list()
        if type(source) is SymStr and type(acc) is list and not acc:
            made = CharFilter(source, condition, _itself, lambda it: loop(it, []), "loop",
                              "same")
            text = join("", (made,), {})
            if text is not NOT_HERE:
                _sides(source, T.length(text.term),
                       None if text.value is None else len(text.value))
                return CharSeq(text)
        return loop(source, acc)
    if type(source) is not SymStr:
        return loop(source, acc)
    if step is None and type(acc) in (str, SymStr):
        made = CharFilter(source, condition, _itself, lambda it: loop(it, ""), "loop",
                          "same")
        text = join("", (made,), {})
        if text is not NOT_HERE:
            _sides(source, T.length(text.term),
                   None if text.value is None else len(text.value))
            return acc + text
    elif type(step) is int and step != 0 and type(acc) in (int, SymInt):
        made = CharFilter(source, condition, _itself, lambda it: loop(it, 0), "loop", "")
        try:
            number = _checked(made, C.count(source.term, _class(made, None)),
                              lambda total: total // step, SymInt)
        except Refused:
            return loop(source, acc)
        _sides(source, number.term, number.value)
        return acc + number * step
    return loop(source, acc)


#: the layer's own splits of a loop read as one term (:func:`_sides`), flipped after the
#: program's branches
KEPT, DROPPED = "a loop keeps a character", "a loop drops a character"
MINOR.update((KEPT, DROPPED))


def _sides(source: SymStr, kept: Term, value: int | None) -> None:
    """Whether the loop's ``if`` took each side for some character (``kept`` of them, its
    ``value``): two decisions of the layer's own (:data:`MINOR`), so that a search still
    reaches both sides of the loop's ``if`` (its arcs) once the program's branches are
    done."""
    n = T.length(source.term)
    known = source.value is not None and value is not None
    decide(Kind.BRANCH, T.gt(kept, 0), value > 0 if known else None,  # type: ignore[operator]
           KEPT)
    decide(Kind.BRANCH, T.lt(kept, n),
           value < len(source.value) if known else None, DROPPED)  # type: ignore[operator]


def _itself(c: Any) -> Any:
    return c


def ran(value: Any) -> Any:
    """``value``, a :class:`CharFilter` run as written (a :class:`CharSeq`, its list)."""
    if type(value) is CharFilter:
        return value.run()
    return value.as_list() if type(value) is CharSeq else value


#: a consumer gave no term
NOT_HERE = object()


def consume(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``f(*args)`` as one term when ``f`` is ``any``/``all``/``sum``/``len`` of a
    :class:`CharFilter` not started, else :data:`NOT_HERE`."""
    if args and type(args[0]) is CharSeq and len(args) == 1 and not kwargs and \
            f is builtins.len:
        return args[0].length()
    if not args or type(args[0]) is not CharFilter or args[0].started or kwargs:
        return NOT_HERE
    cf: CharFilter = args[0]
    try:
        if f is builtins.any and len(args) == 1:
            return _checked(cf, C.some(cf.source.term, _class(cf, True)), any, SymBool)
        if f is builtins.all and len(args) == 1:
            cls = mk("re.diff", C.ALLCHAR, _class(cf, False))  # not kept-and-false
            return _checked(cf, C.every(cf.source.term, cls), all, SymBool)
        if f is builtins.sum and len(args) <= 2 and type(args[1] if len(args) == 2 else 0) \
                is int:
            start = args[1] if len(args) == 2 else 0
            term = _sum(cf)
            term = mk("+", term, integer(start)) if start else term
            return _checked(cf, term, lambda g: sum(g, start), SymInt)
        if f is builtins.len and len(args) == 1 and cf.kind == "list":
            return _checked(cf, C.count(cf.source.term, _class(cf, None)), len, SymInt)
        if f is builtins.next and len(args) <= 2 and cf.kind == "gen" and \
                cf.plain in ("same", "index"):
            return first(cf, args[1:])
    except Refused:
        return NOT_HERE
    return NOT_HERE


def join(separator: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``separator.join(args[0])`` as the kept string (``separator`` empty, the items the
    characters themselves), or :data:`NOT_HERE`."""
    if type(separator) is str and separator == "" and len(args) == 1 and not kwargs and \
            type(args[0]) is CharSeq:
        return args[0].joined()
    if separator != "" or type(separator) is not str or len(args) != 1 or kwargs or \
            type(args[0]) is not CharFilter or args[0].started or not args[0].plain:
        return NOT_HERE
    cf: CharFilter = args[0]
    try:
        cls = _class(cf, None)
        if cf.plain == "lower" and Evaluator({}).evaluate(
                mk("str.in_re", string(_SIGMA), cls)):
            raise Refused("a capital sigma, whose lower() depends on its neighbours")
        kept = _checked(cf, C.kept(cf.source.term, cls), "".join, SymStr, mapped=cf.plain)
    except Refused:
        return NOT_HERE
    return kept


#: the layer's own split of ``next`` of a class's first character with a default: found
FOUND = "next() finds a character of a class"
#: ``next()`` without a default raising StopIteration (the decision's description)
_NEXT = "next() of the characters of a class"


def first(cf: CharFilter, default: tuple[Any, ...]) -> Any:
    """``next(cf, *default)`` of a generator of the characters of a class (or of their
    positions, ``enumerate``'s): the first, ``str.indexof_re`` of the class, with the
    not-found case (StopIteration, or ``default``) one decision; ``cf`` then holds
    the generator's rest (run as written when read)."""
    source, cls = cf.source, _class(cf, None)
    start = probe_value(cf.element) if cf.plain == "index" else 0
    if type(start) is not int:
        raise Refused("not a constant start")
    pos = mk("str.indexof_re", source.term, cls, integer(0))
    at: int | None = None
    if source.value is not None:
        text = source.value
        at = next((k for k, ch in enumerate(text) if any(True for _ in cf.fallback(ch))), -1)
        expected = next(iter(cf.fallback(text)), _MISSING)
        mine = _MISSING if at < 0 else at + start if cf.plain == "index" else text[at]
        if mine != expected or disagrees(pos, at):
            raise Refused("the term disagrees with CPython")
    missing = T.lt(pos, integer(0))
    known = None if at is None else at < 0
    if default:
        found = not decide(Kind.BRANCH, missing, known, FOUND)
    else:
        found = not decide(Kind.RAISE, missing, known, _NEXT, StopIteration)
    if not found:
        cf._made = iter(())
        if default:
            return default[0]
        raise StopIteration
    if cf.plain == "index":
        made: Any = SymInt(mk("+", pos, integer(start)) if start else pos,
                           None if at is None else at + start)
    else:
        made = SymStr(mk("str.at", source.term, pos), None if at is None else text[at])
    cf._made = _rest(cf, SymInt(pos, at))
    return made


_MISSING = object()


def _rest(cf: CharFilter, at: SymInt) -> Any:
    """The generator ``cf`` after its item at position ``at`` (as written)."""
    after = at + 1
    for item in cf.fallback(cf.source[after:]):
        yield item + after if cf.plain == "index" else item


#: GREEK CAPITAL LETTER SIGMA: its ``lower()`` in a string depends on its neighbours
_SIGMA = "\u03a3"


def _checked(cf: CharFilter, term: Term, consumer: Callable[[Any], Any], kind: type,
             mapped: str = "same") -> Any:
    """The symbolic value of ``term`` (``mapped``: of its ``upper()``/``lower()``), its
    concrete value CPython's (the comprehension run on the concrete string); refused
    when the term evaluates otherwise."""
    value = cf.source.value
    if mapped != "same":
        made = getattr(SymStr(term, None if value is None else _plain_kept(cf, value)),
                       mapped)()
        term = made.term
    if value is None:
        return kind(term, None)
    concrete = consumer(cf.fallback(value))
    if disagrees(term, concrete):
        raise Refused("the term disagrees with CPython")
    return kind(term, concrete)


def disagrees(term: Term, value: Any) -> bool:
    """Whether ``term`` evaluates, for the active :class:`Trace`'s input, to other than
    CPython's ``value`` (no trace, or an input the tracer lacks: no check)."""
    tracer = active()
    if not isinstance(tracer, Trace):
        return False
    try:
        return bool(tracer.evaluate(term) != value)
    except Exception:  # noqa: BLE001 - an input the tracer lacks
        return False


def probe_class(probe: Callable[[Any], Any]) -> Term | None:
    """The class of the characters for which the probe's test holds, or None (refused)."""
    try:
        return C.char_class(truth_term(probe_value(probe)), PROBE_CHAR)
    except Refused:
        return None


def _plain_kept(cf: CharFilter, value: str) -> str:
    """The characters of ``value`` the comprehension keeps (run as written on each)."""
    return "".join(c for c in value if any(True for _ in cf.fallback(c)))


def _class(cf: CharFilter, element: bool | None) -> Term:
    """The class of the characters kept (``element`` None), kept with a true element
    (True), or kept with a false one (False)."""
    pred = truth_term(probe_value(cf.condition))
    if element is not None:
        e = truth_term(probe_value(cf.element))
        pred = mk("and", pred, e if element else mk("not", e))
    cls = C.char_class(pred, PROBE_CHAR)
    if cls is None:
        raise Refused("not a character class")
    return cls


def _sum(cf: CharFilter) -> Term:
    """The sum of the elements kept: a constant ``k`` times the count, or the count of
    the characters whose element (a predicate, ``True`` being 1) holds."""
    e = probe_value(cf.element)
    if type(e) is int:
        return mk("*", integer(e), C.count(cf.source.term, _class(cf, None))) if e != 1 \
            else C.count(cf.source.term, _class(cf, None))
    return C.count(cf.source.term, _class(cf, True))


def probe_value(f: Callable[[Any], Any]) -> Any:
    """``f`` of the probe character, under :class:`_Probe`."""
    try:
        with _Probe():
            return f(SymStr(PROBE_CHAR, None))
    except Refused:
        raise
    except Exception as e:  # noqa: BLE001 - any failure: the comprehension as written
        raise Refused(type(e).__name__) from e


def truth_term(v: Any) -> Term:
    """A probe's value as a Bool term."""
    if type(v) is bool:
        return boolean(v)
    if type(v) is SymBool:
        return v.term
    raise Refused("not a truth value")


# -- the probe's own operations (the rewriter calls them in a probe's code) ---------------


def _bool(v: Any) -> Term:
    return truth_term(v)


def p_and(*values: Any) -> Any:
    """``a and b`` in a probe: the conjunction (every operand evaluated)."""
    return SymBool(mk("and", *map(_bool, values)), None)


def p_or(*values: Any) -> Any:
    return SymBool(mk("or", *map(_bool, values)), None)


def p_not(value: Any) -> Any:
    return SymBool(mk("not", _bool(value)), None)


def p_call(f: Any, *args: Any) -> Any:
    """``ord(c)`` or ``range`` of constants in a probe; any other call refused."""
    if f is builtins.ord and len(args) == 1:
        return sym_ord(args[0]) if type(args[0]) is SymStr else ord(args[0])
    if f is builtins.range and all(type(a) is int for a in args):
        return range(*args)
    raise Refused("a call")


def p_method(obj: Any, name: str, *args: Any) -> Any:
    """``c.isdigit()`` ... of the probe character in a probe; any other method refused."""
    if type(obj) is SymStr and name in METHODS and not args:
        return getattr(obj, name)()
    raise Refused("a method")


def p_in(item: Any, container: Any) -> Any:
    """``c in "abc"`` / ``c in ("a", "b")`` (a tuple, list, set or dict of strings) /
    ``ord(c) in range(48, 58)`` in a probe."""
    if type(item) is SymInt and type(container) is range and container.step == 1:
        return SymBool(mk("and", mk(">=", item.term, integer(container.start)),
                          mk("<", item.term, integer(container.stop))), None)
    if type(item) is not SymStr:
        raise Refused("membership")
    if type(container) is dict:
        container = tuple(container)
    if type(container) is str:
        return SymStr(string(container), container).contains(item)
    if type(container) in (tuple, list, set, frozenset) and \
            all(type(e) is str for e in container):
        return SymBool(mk("or", *(mk("=", item.term, string(e)) for e in container))
                       if container else boolean(False), None)
    raise Refused("membership")


_ORDERED = (str, int, SymStr, SymInt)


def p_compare(left: Any, right: Any, op: str) -> Any:
    """``left op right`` of strings or ints in a probe."""
    if type(left) not in _ORDERED or type(right) not in _ORDERED or type(left) is bool \
            or type(right) is bool:
        raise Refused("comparison")
    got = {"<": lambda: left < right, "<=": lambda: left <= right,
           ">": lambda: left > right, ">=": lambda: left >= right,
           "==": lambda: left == right, "!=": lambda: left != right}[op]()
    if type(got) is not bool and (type(got) is not SymBool or got.term.sort is not BOOL):
        raise Refused("comparison")
    return got


__all__ = ["FOUND", "METHODS", "NOT_HERE", "CharFilter", "CharSeq", "Refused", "accumulate",
           "chars", "consume", "disagrees", "filtered", "first", "join", "p_and", "p_call",
           "p_compare", "p_in", "p_method", "p_not", "p_or", "probe_class", "ran"]
