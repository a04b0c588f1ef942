"""The case maps of a symbolic ``str`` as images: a test of ``f(s)`` is a membership of
``s`` itself (issue 38, brief casemap37).

A program mostly *tests* ``f(s)`` for ``f`` one of ``lower``, ``upper``, ``casefold``,
``swapcase``: ``f(s) == w``, ``f(s) in {w1, w2}``, ``f(s).startswith(w)``,
``f(s).endswith(w)``, ``w in f(s)``.  Each ``f`` is a rational function: every character
maps to a fixed string (one character for almost all, the offsets of
:func:`.str_case.case_map`; ``ß`` to ``'SS'``, ``İ`` to ``'i̇'``: its longer images), so
the strings ``x`` with ``f(x)`` in ``Σ*·w·Σ*`` (each side optional) are a regular
language, the *preimage*, built here as a RegLan term over the whole alphabet
U+0000..U+2FFFF from CPython's own table:

* the preimage of the word ``w`` (:meth:`Inverse.word`): at each position, the
  characters whose image is the next character of ``w`` (the inverse of the offsets and
  the characters left alone) or the next few (a longer image), followed by the
  preimage of the rest;
* an open end: ``Σ*``, or a character whose longer image straddles the end of ``w``
  (``'ﬅ'.upper() == 'ST'``: ``'ﬅ'`` is a preimage of ``startswith('S')``), or (open at
  both ends) a character whose image holds ``w``.

So the test is one formula with no ``DOMAIN`` limit and no per-character ``BRANCH``: a
flip it refutes is refuted (a proof), a model is any string of the alphabet.  Capital
sigma, whose lower case depends on its neighbours (``'ΑΣ'.lower() == 'ας'``), is a
preimage of no character under the maps that lower-case (``lower``, ``swapcase``): its
image, ``σ`` or ``ς``, is never one of ``w``'s, as a test holding either of them is not
made here.

:class:`CaseImage` is the value of ``f(s)``: a lazy value (as :mod:`.char_image`'s
``CharImage``) whose tests are the memberships above, and whose ``term``, read by any
other use (concatenated with symbolic text, sliced, ``len``, a C call, a test holding
``σ``/``ς`` or past :data:`SIZE_LIMIT`), is the present model of the map
(:func:`.str_transform.case`: SMT-LIB's ASCII map on the case-safe strings, then
:mod:`.str_case`), with its decisions taken at that read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import FALSE, Term, mk, string, substitute
from .context import Trace, Tracer, active
from .str_case import _LOWERING, SIGMA, case_map
from .strings import SymStr
from .tables import one_of
from .values import SymBool, SymValue

#: the maps whose tests are memberships (``title`` and ``capitalize`` depend on the
#: characters before: their present model)
METHODS = ("lower", "upper", "casefold", "swapcase")
#: the most nodes of a preimage's term (counted as a tree: a word of many ``SS`` under
#: ``upper`` has as many ways to be read as a Fibonacci number); past it, the present model
SIZE_LIMIT = 4000
#: the most words one test names (``f(s) in table``) as a preimage: a union of many
#: words' preimages (``mimetypes``' 1,550 extensions) made each check several times
#: costlier than the present model's membership of the image in the words; past it, the
#: present model
WORD_LIMIT = 64
#: capital sigma's images under the maps that lower-case
_SIGMA_IMAGES = frozenset("\u03c3\u03c2")

_EMPTY = mk("str.to_re", string(""))
_NONE = mk("re.none")
_ANY = mk("re.*", mk("re.allchar"))


@dataclass
class Inverse:
    """The inverse of one case map: for each image, the characters with that image."""

    #: the images of one character: image -> code points (the characters moved there)
    single: dict[str, list[int]]
    #: the longer images: image -> code points
    longer: dict[str, list[int]]
    #: the characters the map leaves alone
    fixed: IntervalSet
    #: whether capital sigma's image depends on its neighbours (excluded from all above)
    contextual: bool
    _sets: dict[tuple[str, str], IntervalSet] = field(default_factory=dict)

    def to(self, d: str) -> IntervalSet:
        """The characters whose image is the one character ``d``."""
        key = ("1", d)
        got = self._sets.get(key)
        if got is None:
            codes = self.single.get(d, [])
            got = INTERVALS.of_ranges([(c, c) for c in codes])
            if ord(d) in self.fixed:
                got = got | INTERVALS.char(ord(d))
            self._sets[key] = got
        return got

    def longer_where(self, kind: str, u: str) -> IntervalSet:
        """The characters whose longer image ``ends`` with ``u`` (``starts`` with it) and
        has more before (after) it, or holds it (``in``)."""
        got = self._sets.get((kind, u))
        if got is None:
            def fits(image: str) -> bool:
                if kind == "in":
                    return u in image
                return len(image) > len(u) and (
                    image.endswith(u) if kind == "ends" else image.startswith(u))
            got = INTERVALS.of_ranges([(c, c) for image, codes in self.longer.items()
                                       if fits(image) for c in codes])
            self._sets[kind, u] = got
        return got

    def word(self, w: str) -> Term | None:
        """The strings ``x`` with ``f(x) == w``; None past :data:`SIZE_LIMIT`."""
        n = len(w)
        after: list[Term] = [_EMPTY] * (n + 1)
        sizes = [1] * (n + 1)
        for i in range(n - 1, -1, -1):
            alternatives: list[Term] = []
            size = 0
            ones = self.to(w[i])
            if ones and after[i + 1] is not _NONE:
                alternatives.append(_cat(charset_to_term(ones), after[i + 1]))
                size += 1 + sizes[i + 1]
            for image, codes in self.longer.items():
                j = i + len(image)
                if j <= n and after[j] is not _NONE and w.startswith(image, i):
                    chars = INTERVALS.of_ranges([(c, c) for c in codes])
                    alternatives.append(_cat(charset_to_term(chars), after[j]))
                    size += 1 + sizes[j]
            if size > SIZE_LIMIT:
                return None
            after[i] = _union(alternatives)
            sizes[i] = max(size, 1)
        return after[0]

    def affixed(self, w: str, left: bool, right: bool) -> Term | None:
        """The strings ``x`` with ``f(x)`` in ``Σ*·w·Σ*`` (``left``/``right``: whether
        each ``Σ*`` is there); None where the model is not exact (a test holding capital
        sigma's image) or past :data:`SIZE_LIMIT`."""
        if self.contextual and not _SIGMA_IMAGES.isdisjoint(w):
            return None
        n = len(w)
        if n == 0:
            return _ANY if left or right else _EMPTY
        widest = max((len(image) for image in self.longer), default=1)
        starts = [(0, _ANY if left else _EMPTY)]
        if left:  # a character whose image ends with w[:j] and has more before it
            for j in range(1, min(n, widest - 1) + 1):
                chars = self.longer_where("ends", w[:j])
                if chars:
                    starts.append((j, _cat(_ANY, charset_to_term(chars))))
        ends = [(n, _ANY if right else _EMPTY)]
        if right:  # a character whose image starts with w[k:] and has more after it
            for k in range(max(0, n - widest + 1), n):
                chars = self.longer_where("starts", w[k:])
                if chars:
                    ends.append((k, _cat(charset_to_term(chars), _ANY)))
        alternatives: list[Term] = []
        for j, before in starts:
            for k, rest in ends:
                if j > k:
                    continue
                middle = self.word(w[j:k])
                if middle is None:
                    return None
                alternatives.append(_cat(before, _cat(middle, rest)))
        if left and right:  # one character's image holds all of w
            chars = self.longer_where("in", w)
            if chars:
                alternatives.append(_cat(_ANY, _cat(charset_to_term(chars), _ANY)))
        return _union(alternatives)


def _cat(a: Term, b: Term) -> Term:
    if a is _NONE or b is _NONE:
        return _NONE
    if a is _EMPTY:
        return b
    if b is _EMPTY:
        return a
    return mk("re.++", a, b)


def _union(parts: list[Term]) -> Term:
    parts = [p for p in dict.fromkeys(parts) if p is not _NONE]
    if not parts:
        return _NONE
    return parts[0] if len(parts) == 1 else mk("re.union", *parts)


#: (process-wide, one per method; pure: CPython's tables)
@cache
def inverse(method: str) -> Inverse:
    """The :class:`Inverse` of ``method``'s map (:func:`.str_case.case_map`'s classes)."""
    m = case_map(method)
    single: dict[str, list[int]] = {}
    for offset, members in m.offsets.items():
        for lo, hi in members.ranges():
            for code in range(lo, hi + 1):
                single.setdefault(chr(code + offset), []).append(code)
    longer: dict[str, list[int]] = {}
    for c, image in m.longer.items():
        longer.setdefault(image, []).append(ord(c))
    contextual = method in _LOWERING and getattr(SIGMA, method)() != SIGMA
    return Inverse(single, longer, m.fixed, contextual)


def _over(term: Term, words: tuple[str, ...], left: bool, right: bool) -> Term:
    """The test of :meth:`CaseImage._test` over the map's value ``term``."""
    if not left and not right:
        return one_of(term, words)
    if left and right:
        parts = [mk("str.contains", term, string(w)) for w in words]
    else:
        op = "str.suffixof" if left else "str.prefixof"
        parts = [mk(op, string(w), term) for w in words]
    return parts[0] if len(parts) == 1 else mk("or", *parts)


def _plain(w: object) -> bool:
    return type(w) is str


class CaseImage(SymStr):
    """``getattr(source, method)()`` for a symbolic ``source`` (module docstring): its
    tests against plain strings are memberships of ``source``; its ``term``, read by any
    other use, the present model of the map."""

    __slots__ = ("made", "method", "source", "tests", "tracer")

    made: Term | None
    method: str
    source: SymStr
    #: the tests made so far as memberships, (words, left, right) each (not their terms:
    #: an image a cache keeps across runs kept them alive, and the engine's checks
    #: depend on which terms are new -- issue 40)
    tests: dict[tuple[tuple[str, ...], bool, bool], None]
    tracer: Tracer | None

    def __init__(self, source: SymStr, method: str, value: str | None) -> None:
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "method", method)
        object.__setattr__(self, "made", None)
        object.__setattr__(self, "tests", {})
        object.__setattr__(self, "tracer", active())

    @property  # the base's slot, a value computed on first use here
    def term(self) -> Term:  # type: ignore[override]
        """The present model of the map, its decisions taken now: by the active tracer,
        else (the value read after its run) by the one active when it was made."""
        if self.made is None:
            tracer = active()
            if tracer is None and self.tracer is not None:
                with self.tracer:
                    term = self._restated(self.tracer)
            else:
                term = self._restated(tracer)
            object.__setattr__(self, "made", term)
        assert self.made is not None
        return self.made

    def _restated(self, tracer: Tracer | None) -> Term:
        """The present model, and the decisions this run took on the memberships before
        given a prefix literal over its term (issue 38, brief casemap38): a path holding
        both a membership of ``source`` and the present model's term constrains the value
        twice (croniter's ``expr_aliases[efl]`` then ``field_re.findall(efl)``: each later
        check 3-5 times dearer).  An earlier decision's literal ``l`` (holding the
        memberships ``a``) keeps its condition, which its own flip negates, and a prefix
        states ``not D or l'`` instead (:attr:`.context.Decision.prefix`): ``D`` the
        literals of the decisions the present model took (under them its term is the
        map's value), ``l'`` the literal with each ``a`` the same test over that term.
        ``l`` implies it (a prefix without ``D`` is wider: a flip it refutes is refuted,
        a model of it is run and checked), and with ``D`` it is ``l`` (``ite(D, a', a)``
        in the condition kept both atoms, and the engine's checks grew 5 times in
        voluptuous's ``urlparse``)."""
        if tracer is None:
            return self._present()
        implied: list[tuple[Any, ...]] = getattr(tracer, "implied", [])
        start, defined, again = len(tracer.decisions), len(tracer.definitions), len(implied)
        term = self._present()
        if tracer is not self.tracer or not self.tests or len(tracer.definitions) > defined:
            return term  # (an auxiliary variable of the model is defined after the tests)
        # (the explorer's tracer records a condition decided again the same way once:
        # ``implied`` names the earlier decision, whose literal D needs too)
        taken = [tracer.decisions[entry[0]].literal() for entry in implied[again:]]
        taken += [d.literal() for d in tracer.decisions[start:]]
        mapping: dict[Term, Term] = {}
        for test in self.tests:
            atom = self._membership(*test)
            if atom is not None and atom is not FALSE:
                mapping[atom] = _over(term, *test)
        for i in range(start):
            d = tracer.decisions[i]
            literal = d.literal() if d.prefix is None else d.prefix
            new = substitute(literal, mapping)
            if new is not literal:
                if taken:
                    new = mk("or", mk("not", taken[0] if len(taken) == 1
                                      else mk("and", *taken)), new)
                tracer.decisions[i] = replace(d, prefix=new)
        return term

    def _present(self) -> Term:
        got = present(self.source, self.method)
        return got.term if isinstance(got, SymValue) else string(got)

    def _test(self, words: list[str], left: bool, right: bool,
              run: Callable[[str], bool]) -> SymBool | None:
        """``source``'s membership in the union of the preimages of ``words``; None
        where a preimage is not built."""
        if len(words) > WORD_LIMIT or self.made is not None:
            return None  # (a model already read: tests over its term, _restated)
        term = self._membership(tuple(words), left, right)
        if term is None:
            return None
        self.tests[tuple(words), left, right] = None
        return SymBool(term, None if self.value is None else run(self.value))

    def _membership(self, words: tuple[str, ...], left: bool, right: bool) -> Term | None:
        """``source`` in the union of the preimages of ``words`` (FALSE: an empty
        union); None where a preimage is not built."""
        inv = inverse(self.method)
        parts: list[Term] = []
        for w in words:
            got = inv.affixed(w, left, right)
            if got is None:
                return None
            parts.append(got)
        language = _union(parts)
        return FALSE if language is _NONE else mk("str.in_re", self.source.term, language)

    def among(self, words: Sequence[str]) -> Term:
        """``f(source)`` is one of ``words`` (plain strings), as a term: a membership of
        ``source``, else (no preimage built) one of the present model's term."""
        got = self._test(list(words), False, False, lambda v: v in words)
        return one_of(self.term, words) if got is None else got.term

    def __eq__(self, other: object) -> SymBool:  # type: ignore[override]
        if _plain(other):
            assert isinstance(other, str)
            got = self._test([other], False, False, lambda v: v == other)
            if got is not None:
                return got
        return SymStr.__eq__(self, other)

    def __ne__(self, other: object) -> SymBool:  # type: ignore[override]
        return (self == other).negate()

    __hash__ = SymValue.__hash__

    def within(self, box: Any) -> SymBool | None:
        """``f(source) in box`` for a plain ``str`` (``f(source)`` a substring of it: the
        present model), or a ``tuple``, ``list``, ``set``, ``frozenset`` or ``dict`` of
        plain items; None otherwise (the caller's way)."""
        if type(box) not in (tuple, list, set, frozenset, dict):
            return None
        items = list(box)
        if any(isinstance(v, SymValue) or (isinstance(v, str) and not _plain(v))
               for v in items):  # symbolic, or a str subclass's (its own __eq__)
            return None
        words = sorted({v for v in items if _plain(v)})
        return self._test(words, False, False, lambda v: v in words)

    def _affix(self, affix: object, start: object, end: object, name: str) -> SymBool:
        method = getattr(SymStr, name)
        if start is not None or end is not None:
            return method(self, affix, start, end)  # type: ignore[no-any-return]
        words: list[str] | None = [affix] if isinstance(affix, str) and _plain(affix) \
            else list(affix) if type(affix) is tuple and all(map(_plain, affix)) else None
        if words is None:
            return method(self, affix, start, end)  # type: ignore[no-any-return]
        affixes = tuple(words)
        got = self._test(words, name == "endswith", name == "startswith",
                         lambda v: bool(getattr(v, name)(affixes)))
        return method(self, affix, start, end) if got is None else got

    def startswith(self, prefix: object, start: object = None, end: object = None) -> SymBool:
        return self._affix(prefix, start, end, "startswith")

    def endswith(self, suffix: object, start: object = None, end: object = None) -> SymBool:
        return self._affix(suffix, start, end, "endswith")

    def contains(self, sub: object) -> SymBool:
        if _plain(sub):
            assert isinstance(sub, str)
            got = self._test([sub], True, True, lambda v: sub in v)
            if got is not None:
                return got
        return SymStr.contains(self, sub)

    def __reduce__(self) -> Any:
        raise TypeError("symbolic values are not pickled")


def image(s: SymStr, method: str) -> SymStr | str:
    """``getattr(s, method)()`` as a :class:`CaseImage`; under a :class:`.context.Path`
    (a path condition collected without values, whose decisions are read before the
    value may be) the present model at once."""
    tracer = active()
    if tracer is not None and not isinstance(tracer, Trace):
        return present(s, method)
    return CaseImage(s, method, None if s.value is None else getattr(s.value, method)())


def settled(value: Any) -> Any:
    """A :class:`CaseImage` as a plain ``SymStr`` of the present model (its decisions
    taken now: for the explorer's fast paths over a symbolic ``str``, ``set(s)``, loops
    over its characters); any other value as it is."""
    if type(value) is CaseImage:
        return SymStr(value.term, value.value)
    return value


def present(s: SymStr, method: str) -> SymStr | str:
    """The present model of ``getattr(s, method)()`` (:func:`.str_transform.case`)."""
    from . import str_fallbacks, str_transform

    if method == "swapcase":
        return str_fallbacks.swapcase(s)
    if method == "casefold":
        return str_transform.casefold(s)
    return str_transform.case(s, upper=method == "upper")


__all__ = ["METHODS", "SIZE_LIMIT", "WORD_LIMIT", "CaseImage", "Inverse", "image", "inverse",
           "present", "settled"]
