"""Python's ``re.fullmatch``/``re.match``/``re.search`` on symbolic strings.

Whether a Python pattern matches is a regular membership
(:mod:`strsat.regex.from_python`: ``fullmatch`` is the pattern's language,
``match`` a prefix in it, ``search`` a substring in it, with ``^``/``$``/``\\Z``
anchors, ``IGNORECASE``, ``DOTALL``, ``ASCII``).  ``re.search(p, s)`` returns a
match object or None: that choice is one decision (``if re.search(...)``).
:func:`matches` gives the same condition as a formula, without deciding.

Patterns that are not regular or not supported (backreferences, lookaround,
``MULTILINE`` ...) raise :class:`~strsat.regex.errors.RegexUnsupported`, which
says so; in a concrete execution they run on the concrete string instead.  What
a match object holds beyond ``group(0)`` of a ``fullmatch`` (spans, groups, the
extent of a ``search`` match — choices of the backtracking matcher, not of the
language) is modelled where it follows from the pattern's structure for every match
(fixed widths, greedy single-class runs, and :mod:`strsat.python.re_groups`: groups inside
alternations and optional groups); otherwise it is taken from the concrete match in a
concrete execution, and is not modelled.
"""

from __future__ import annotations

import re as _re
from functools import lru_cache
from operator import index as _operator_index
from typing import Any

from ..errors import UnsupportedError
from ..terms import Term, integer, mk
from . import termops as T
from .context import Kind, active, decide, fallback
from .re_groups import ABSENT as _ABSENT
from .re_groups import ALPHABET_END as _ALPHABET_END
from .re_groups import alphabet as _alphabet
from .re_groups import class_term as _class_term
from .re_groups import in_intervals as _inside
from .re_groups import intervals_disjoint as _disjoint
from .re_verbose import unverbose
from .strings import SymStr, str_of
from .values import SymBool, SymValue

MODES = ("fullmatch", "match", "search")


@lru_cache(maxsize=512)
def _runs(pattern: str, flags: int) -> tuple[tuple[str, Any], ...] | None:
    """A pattern as a sequence of *elements* read off CPython's parser: ``("one", C)`` one
    character of the class ``C`` (code-point intervals, read off CPython's matcher) or
    ``("run", C, lo)`` a greedy ``C{lo,}``, each with the group it is the whole of
    (``("group", n, element)``); None when the pattern is not of this shape."""
    from re import _compiler as K
    from re import _constants as C
    from re import _parser as P

    try:  # anchors, lookaround and backreferences are none of the elements below
        parsed = P.parse(pattern, flags)
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return None
    single = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY}

    def intervals(item: Any) -> tuple[tuple[int, int], ...]:
        run = P.SubPattern(parsed.state, [(C.MAX_REPEAT, (1, C.MAXREPEAT, P.SubPattern(
            parsed.state, [item])))])
        compiled = K.compile(run, flags)
        return tuple((m.start(), m.end() - 1) for m in compiled.finditer(_alphabet()))

    def element(item: Any) -> tuple[str, Any] | None:
        op, av = item
        if op in single:
            return ("one", intervals(item))
        if op is C.MAX_REPEAT:
            lo, hi, sub = av
            if hi == C.MAXREPEAT and len(sub) == 1 and sub[0][0] in single:
                return ("run", intervals(sub[0]), lo)
        return None

    out: list[tuple[str, Any]] = []
    for op, av in parsed:
        if op is C.SUBPATTERN and av[0] is not None and not av[1] and not av[2] \
                and len(av[3]) == 1:
            inner = element(av[3][0])
            if inner is None:
                return None
            out.append(("group", av[0], inner))
            continue
        got = element((op, av))
        if got is None:
            return None
        out.append(got)
    return tuple(out)


def greedy_layout(pattern: str, flags: int, mode: str
                  ) -> list[tuple[str, Any, int | None]] | None:
    """For ``match``/``fullmatch`` of a sequence of single characters and greedy runs
    ``C*``/``C+`` (each possibly a whole group), where every run is followed by a single
    character of a class disjoint from ``C``, or is last, or (``match``) is followed only
    by runs that may be empty, or (``fullmatch``) only by a last run of every character:
    then each run is the longest run of ``C`` where it starts, whatever else holds (the
    next element cannot start inside it), so a match's elements have fixed extents.
    Also ``C* F D*`` (``fullmatch``, ``F`` one character outside ``D`` or ``D`` every
    character): the ``C*`` ends at the last ``F`` (``("last", F, group)``).  The
    elements as ``("one", None, group)`` or ``("run", C, group)``; None otherwise."""
    if mode not in ("match", "fullmatch"):
        return None
    elements = _runs(pattern, flags)
    if elements is None:
        return None
    flat = [(e[2], e[1]) if e[0] == "group" else (e, None) for e in elements]
    everything = ((0, _ALPHABET_END - 1),)
    out: list[tuple[str, Any, int | None]] = []
    for k, (e, group) in enumerate(flat):
        if e[0] == "one":
            out.append(("one", None, group))
            continue
        rest = [x for x, _ in flat[k + 1:]]
        ok = not rest or (rest[0][0] == "one" and _disjoint(e[1], rest[0][1])) or (
            mode == "match" and all(x[0] == "run" and x[2] == 0 for x in rest)) or (
            mode == "fullmatch" and len(rest) == 1 and rest[0][0] == "run"
            and rest[0][1] == everything)
        if ok:
            out.append(("run", e[1], group))
            continue
        # fullmatch of  C* F D*  with F one character: the last F (F outside D, or D every
        # character: the greedy C* stops at the last F after which D* matches)
        if mode == "fullmatch" and len(rest) == 2 and rest[0][0] == "one" \
                and rest[1][0] == "run" and len(rest[0][1]) == 1 \
                and rest[0][1][0][0] == rest[0][1][0][1] and (
                    _disjoint(rest[0][1], rest[1][1]) or rest[1][1] == everything):
            out.append(("last", chr(rest[0][1][0][0]), group))
            continue
        return None
    return out


@lru_cache(maxsize=512)
def fixed_layout(pattern: str, flags: int) -> tuple[int, dict[int, tuple[int, int]]] | None:
    """For a pattern without anchors or lookaround whose matches all have one length:
    that length and, for each group outside repetitions and alternations, its offset in
    the match and its length; None otherwise.  Then a match's extent and its groups
    follow from where it starts (``str.indexof_re`` for ``search``)."""
    from re import _constants as C
    from re import _parser as P

    # anchors, lookaround and backreferences make walk() give up (no width of their own)
    try:
        items = P.parse(pattern, flags)
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return None
    single = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY}
    repeats = {C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT)}

    def walk(seq: Any, offset: int, groups: dict[int, tuple[int, int]] | None) -> int | None:
        total = 0
        for op, av in seq:
            if op in single:
                width: int | None = 1
            elif op is C.SUBPATTERN:
                gid, _, _, sub = av
                width = walk(sub, offset + total, groups)
                if width is not None and gid is not None and groups is not None:
                    groups[gid] = (offset + total, width)
            elif op in repeats:
                lo, hi, sub = av
                inner = walk(sub, 0, None)
                width = None if inner is None or lo != hi else lo * inner
            elif op is C.BRANCH:
                widths = {walk(alt, 0, None) for alt in av[1]}
                width = widths.pop() if len(widths) == 1 else None
            else:
                width = None
            if width is None:
                return None
            total += width
        return total

    groups: dict[int, tuple[int, int]] = {}
    width = walk(items, 0, groups)
    return None if width is None else (width, groups)


@lru_cache(maxsize=512)
def pattern_term(pattern: str, flags: int, mode: str) -> Term:
    """The RegLan term of the strings on which ``re.<mode>(pattern, s, flags)`` matches."""
    from ..regex.from_python import fullmatch_regex, match_regex, search_regex
    from ..regex.to_term import regex_to_term

    build = {"fullmatch": fullmatch_regex, "match": match_regex, "search": search_regex}[mode]
    return regex_to_term(build(pattern, flags))


def _pattern(pattern: object, flags: int) -> tuple[str, int]:
    if isinstance(pattern, _re.Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return unverbose(pattern.pattern, pattern.flags & ~_re.UNICODE)
    if isinstance(pattern, SymPattern):
        return pattern.pattern, pattern.flags
    if isinstance(pattern, SymStr):
        pattern = pattern._concrete("a regex pattern")
    if not isinstance(pattern, str):
        raise TypeError("first argument must be string or compiled pattern")
    _re.compile(pattern, flags)  # a malformed pattern raises CPython's own re.error
    return unverbose(pattern, int(flags))  # re.VERBOSE is syntax: rewritten away


def matches(pattern: object, string: object, flags: int = 0, mode: str = "search") -> SymBool:
    """``re.<mode>(pattern, string, flags) is not None`` as a formula."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    p, f = _pattern(pattern, flags)
    got = str_of(string)
    if got is None:
        raise TypeError(f"expected string or bytes-like object, got '{type(string).__name__}'")
    t, v = got
    concrete = None if v is None else getattr(_re, mode)(p, v, f) is not None
    return SymBool(mk("str.in_re", t, pattern_term(p, f, mode)), concrete)


class SymMatch:
    """The match object of a symbolic subject (always true, as ``re.Match`` is).

    Where the match lies is modelled when it follows from the language: a ``fullmatch``
    spans the subject, a ``match`` starts at it, a ``search`` starts at the first
    position where a substring in the pattern's language starts (``str.indexof_re``);
    the end and the groups (outside repetitions and alternations) are known when every
    match has one length (:func:`fixed_layout`), for sequences of greedy runs
    (:func:`greedy_layout`), and from the pattern's structure
    (:mod:`strsat.python.re_groups`: runs ended by what can follow them, optional parts
    as decisions).  Anything else runs on the concrete match."""

    def __init__(self, subject: SymStr, pattern: str, flags: int, mode: str,
                 concrete: _re.Match[str] | None) -> None:
        self.subject = subject
        self.re_pattern = pattern
        self.flags = flags
        self.mode = mode
        self._concrete = concrete
        self.string = subject
        #: for ``Pattern.<mode>(s, pos, endpos)``: ``(s, pos, endpos)``; the match is then
        #: of ``subject``, the clamped slice of ``s`` starting at :attr:`offset`
        self.full: tuple[Any, Any, Any] | None = None
        self.offset: Any = 0
        #: the structural walk (:mod:`strsat.python.re_groups`), run as far as asked
        self._walk: Any = None
        self._placed: dict[int, Any] = {}

    def __bool__(self) -> bool:
        return True

    # -- the extent of the match and of its groups -----------------------------------------

    def _begin(self) -> Any:
        """Where the match starts in :attr:`subject`."""
        if self.mode != "search":
            return 0
        from .values import SymInt

        term = mk("str.indexof_re", self.subject.term,
                  pattern_term(self.re_pattern, self.flags, "fullmatch"), integer(0))
        return SymInt(term, None if self._concrete is None else self._concrete.start())

    def _extent(self, group: Any) -> tuple[Any, Any] | None:
        """``(start, end)`` of ``group`` in :attr:`subject`, None when not modelled."""
        index = self._index(group)
        if index == 0 and self.mode == "fullmatch":
            return 0, self.subject.length()
        layout = fixed_layout(self.re_pattern, self.flags)
        if layout is None:
            got = self._greedy_extent(index)
            return self._structural(index) if got is None else got
        width, groups = layout
        if index == 0:
            begin = self._begin()
            return begin, begin + width
        if index not in groups:
            return self._structural(index) if self.mode != "search" else None
        offset, length = groups[index]
        begin = self._begin() + offset
        return begin, begin + length

    def _greedy_extent(self, index: int) -> tuple[Any, Any] | None:
        """The extent of group ``index`` under :func:`greedy_layout`: each run ends at the
        first character outside its class (``str.indexof_re``), or at the end."""
        from .values import SymInt

        elements = greedy_layout(self.re_pattern, self.flags, self.mode)
        if elements is None:
            return None
        s = self.subject
        n = s.length()
        pos: Any = SymInt(T.num(0), 0)
        spans: dict[int, tuple[Any, Any]] = {}
        for kind, intervals, group in elements:
            begin = pos
            if kind == "one":
                pos = pos + 1
            elif kind == "last":
                pos = s.rfind(intervals)
            else:
                outside = mk("re.diff", mk("re.allchar"), _class_term(intervals))
                found = mk("str.indexof_re", s.term, outside, pos.term)
                value = None
                if s.value is not None and pos.value is not None:
                    value = next((i for i in range(pos.value, len(s.value))
                                  if not _inside(intervals, ord(s.value[i]))), len(s.value))
                pos = SymInt(T.ite(mk("=", found, T.num(-1)), n.term, found), value)
            if group is not None:
                spans[group] = (begin, pos)
        if index == 0:
            return SymInt(T.num(0), 0), pos
        return spans.get(index)

    def _structural(self, index: int) -> Any:
        """The extent of group ``index`` by :func:`strsat.python.re_groups.walk` (the
        pattern's structure: runs, optional parts), :data:`~strsat.python.re_groups.ABSENT`
        for an unset group, None when not modelled.  The walk runs lazily, in the
        pattern's order, so its decisions come when a group is first asked for."""
        from . import re_groups

        if index in self._placed:
            return self._placed[index]
        if self._walk is None:
            steps = re_groups.plan(self.re_pattern, self.flags, self.mode)
            if steps is None:
                return None
            matched = mk("str.in_re", self.subject.term,
                         pattern_term(self.re_pattern, self.flags, self.mode))
            self._walk = re_groups.walk(self.subject, steps, self.flags, self.mode, matched)
        for gid, extent in self._walk:
            self._placed.setdefault(gid, extent)
            if gid == index:
                return extent
        return self._placed.get(index)

    def _index(self, group: Any) -> int:
        from .values import SymValue as _Sym

        if isinstance(group, _Sym):
            group = group._concrete("a group name")
        compiled = _re.compile(self.re_pattern, self.flags)
        if isinstance(group, str):
            if group not in compiled.groupindex:
                raise IndexError("no such group")
            return compiled.groupindex[group]
        try:
            index = _operator_index(group)
        except TypeError:
            raise IndexError("no such group") from None
        if not 0 <= index <= compiled.groups:
            raise IndexError("no such group")
        return index

    def start(self, group: Any = 0) -> Any:
        got = self._extent(group)
        if got is None:
            return self._fall("start")(group)
        return -1 if got is _ABSENT else self.offset + got[0]  # type: ignore[index]

    def end(self, group: Any = 0) -> Any:
        got = self._extent(group)
        if got is None:
            return self._fall("end")(group)
        return -1 if got is _ABSENT else self.offset + got[1]

    def span(self, group: Any = 0) -> Any:
        got = self._extent(group)
        if got is None:
            return self._fall("span")(group)
        if got is _ABSENT:
            return -1, -1
        return self.offset + got[0], self.offset + got[1]

    def group(self, *groups: Any) -> Any:
        if len(groups) > 1:
            return tuple(self.group(g) for g in groups)
        group = groups[0] if groups else 0
        got = self._extent(group)
        if got is None:
            return self._fall("group")(*groups)
        if got is _ABSENT:
            return None
        if len(got) == 3:  # the walk's own text of the group
            return got[2]
        begin, end = got
        if self._index(group) == 0 and self.mode == "fullmatch":  # (not a group at 0)
            return self.subject
        return self.subject[begin:end]

    def __getitem__(self, g: Any) -> Any:
        return self.group(g)

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        n = _re.compile(self.re_pattern, self.flags).groups
        got = (self.group(i) for i in range(1, n + 1))
        return tuple(default if g is None else g for g in got)

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        names = _re.compile(self.re_pattern, self.flags).groupindex
        got = ((name, self.group(name)) for name in names)
        return {name: default if g is None else g for name, g in got}

    def _fall(self, name: str) -> Any:
        def run(*args: Any) -> Any:
            if self.full is not None:
                string, pos, endpos = self.full
                bounds = [pos] if endpos is None else [pos, endpos]

                def in_full(text: str, *b: Any) -> Any:
                    compiled = _re.compile(self.re_pattern, self.flags)
                    return getattr(getattr(compiled, self.mode)(text, *b), name)(*args)
                return fallback(f"Match.{name} of a symbolic string", [string, *bounds],
                                in_full)

            def on_concrete(text: str) -> Any:
                m = getattr(_re, self.mode)(self.re_pattern, text, self.flags)
                return getattr(m, name)(*args)
            return fallback(f"Match.{name} of a symbolic string", [self.subject], on_concrete)
        return run

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(_re.Match, name):
            raise AttributeError(name)
        return self._fall(name)


def _match(mode: str, pattern: object, string: object, flags: int,
           what: str | None = None) -> Any:
    """``re.<mode>(pattern, string, flags)``; ``what`` names the decision (a compiled
    pattern's method says ``Pattern.<mode>`` whether or not it has a ``pos``: one call
    site of a loop, ``pattern.search(s, i)`` with ``i == 0`` at the first iteration, is one
    branch of the program, and the explorer counts its iterations by that name)."""
    if not isinstance(string, SymStr):
        if isinstance(pattern, SymPattern):
            return getattr(pattern._compiled, mode)(string)
        return getattr(_re, mode)(pattern, string, flags)
    p, f = _pattern(pattern, flags)
    try:
        cond = matches(p, string, f, mode)
    except UnsupportedError as exc:
        return fallback(f"re.{mode} with {p!r}, whose {exc.feature} is not regular",
                        [string],
                        lambda text: getattr(_re, mode)(p, text, f))
    concrete_match = None if string.value is None else getattr(_re, mode)(p, string.value, f)
    if decide(Kind.BRANCH, cond.term, cond.value, what or f"re.{mode}"):
        return SymMatch(string, p, f, mode, concrete_match)
    return None


class SymPattern:
    """A compiled pattern (``re.compile``) whose methods accept symbolic strings."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled = _re.compile(pattern, flags)

    def fullmatch(self, string: object, *pos: Any) -> Any:
        return self._call("fullmatch", string, pos)

    def match(self, string: object, *pos: Any) -> Any:
        return self._call("match", string, pos)

    def search(self, string: object, *pos: Any) -> Any:
        return self._call("search", string, pos)

    def sub(self, repl: object, string: object, count: object = 0) -> Any:
        return sub(self, repl, string, count) if isinstance(string, SymStr) else \
            self.__getattr__("sub")(repl, string, count)

    def subn(self, repl: object, string: object, count: object = 0) -> Any:
        return sub(self, repl, string, count, with_count=True) \
            if isinstance(string, SymStr) else self.__getattr__("subn")(repl, string, count)

    def split(self, string: object, maxsplit: object = 0) -> Any:
        return split(self, string, maxsplit) if isinstance(string, SymStr) else \
            self.__getattr__("split")(string, maxsplit)

    def findall(self, string: object, *bounds: Any) -> Any:
        if isinstance(string, SymStr) and not bounds:
            return findall(self, string)
        return self.__getattr__("findall")(string, *bounds)

    def _call(self, mode: str, string: object, bounds: tuple[Any, ...]) -> Any:
        if len(bounds) > 2:
            raise TypeError(f"{mode}() takes at most 3 arguments ({len(bounds) + 1} given)")
        if not bounds or (len(bounds) == 1 and type(bounds[0]) is int and bounds[0] <= 0):
            # from the start
            return _match(mode, self.pattern, string, self.flags, f"Pattern.{mode}")
        if not isinstance(string, SymStr) and not any(isinstance(b, SymValue) for b in bounds):
            return getattr(self._compiled, mode)(string, *bounds)
        if isinstance(string, SymStr) and not _anchored_at_start(self.pattern):
            return self._within(mode, string, *bounds)
        return fallback(f"Pattern.{mode} with pos/endpos", [string, *bounds],
                        lambda text, *b: getattr(self._compiled, mode)(text, *b))

    def _within(self, mode: str, string: SymStr, pos: Any = 0, endpos: Any = None) -> Any:
        """``Pattern.<mode>(s, pos, endpos)``: the pattern runs on ``s[pos:endpos]`` with
        both bounds clamped to ``0..len(s)`` (CPython's ``state_init``), and finds nothing
        when ``pos > endpos``.  Only for patterns without ``^``/``\\A``, which match at the
        real start of ``s``, not at ``pos``."""
        from .values import int_of

        for b in (pos, endpos):
            if b is not None and int_of(b) is None:
                raise TypeError(f"'{type(b).__name__}' object cannot be interpreted as an "
                                "integer")
        n = string.length()
        start = _clamp(pos, n)
        end = n if endpos is None else _clamp(endpos, n)
        part = string[start:end]
        try:
            cond = matches(self.pattern, part, self.flags, mode)
        except UnsupportedError:
            return fallback(f"Pattern.{mode} with pos/endpos", [string, pos, endpos],
                            lambda text, *b: getattr(self._compiled, mode)(
                                text, *(x for x in b if x is not None)))
        both = (start <= end) & cond  # one decision: "it finds something"
        if not decide(Kind.BRANCH, both.term, both.value, f"Pattern.{mode}"):
            return None
        found = SymMatch(part, self.pattern, self.flags, mode, None if part.value is None
                         else getattr(self._compiled, mode)(part.value))
        found.full = (string, pos, endpos)
        found.string = string
        found.offset = start
        return found

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._compiled, name)
        if not callable(method):
            return method

        def run(*args: Any, **kwargs: Any) -> Any:
            if not any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
                return method(*args, **kwargs)
            names = list(kwargs)
            return fallback(f"Pattern.{name} of a symbolic string", [*args, *kwargs.values()],
                            lambda *values: method(*values[:len(args)], **dict(
                                zip(names, values[len(args):], strict=True))))
        return run


def _clamp(bound: Any, n: Any) -> Any:
    """``bound`` clamped to ``0..n``, as a term (no decision)."""
    from .values import SymInt, int_of

    b, bv = int_of(bound)  # type: ignore[misc]
    nv = n.value
    value = None if bv is None or nv is None else max(0, min(bv, nv))
    if b.op == "const" and bv is not None:  # a plain int: one side is known
        return SymInt(T.num(0), 0) if bv <= 0 else SymInt(
            T.ite(T.gt(b, n.term), n.term, b), value)
    return SymInt(T.ite(T.lt(b, 0), T.num(0), T.ite(T.gt(b, n.term), n.term, b)), value)


@lru_cache(maxsize=512)
def _anchored_at_start(pattern: str) -> bool:
    """Whether ``pattern`` holds an anchor other than ``$``/``\\Z`` or a lookaround (they
    see the text before ``pos``, which a slice does not have)."""
    from re import _constants as C
    from re import _parser as P

    try:
        parsed = P.parse(pattern)
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return True

    def scan(seq: Any) -> bool:
        for op, av in seq:
            if op is C.AT and av not in (C.AT_END, C.AT_END_STRING):
                return True
            if op in (C.ASSERT, C.ASSERT_NOT):
                return True
            for part in (av if isinstance(av, tuple | list) else ()):
                if isinstance(part, P.SubPattern) and scan(part):
                    return True
                if isinstance(part, list) and any(isinstance(x, P.SubPattern) and scan(x)
                                                  for x in part):
                    return True
        return False
    return scan(parsed)


@lru_cache(maxsize=512)
def _shape(pattern: str, flags: int) -> tuple[str, str | None]:
    """``("literal", text)`` when ``pattern`` matches exactly the string ``text``;
    ``("char", None)`` when it matches exactly one character of a class; ``("chars",
    None)`` for one or more of them (``[ab]+``); ``("other", None)`` otherwise."""
    from re import _constants as C
    from re import _parser as P

    try:
        items = list(P.parse(pattern, flags))
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return "other", None
    single = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY}
    while len(items) == 1 and items[0][0] is C.SUBPATTERN and not items[0][1][1] \
            and not items[0][1][2]:
        items = list(items[0][1][3])  # a group around the whole pattern (no inline flags)
    if items and all(op is C.LITERAL for op, _ in items) and not flags & _re.IGNORECASE:
        return "literal", "".join(chr(c) for _, c in items)
    if len(items) == 1 and items[0][0] in single:
        return "char", None
    if len(items) == 1 and items[0][0] is C.MAX_REPEAT:
        lo, hi, sub = items[0][1]
        if lo == 1 and hi == C.MAXREPEAT and len(sub) == 1 and sub[0][0] in single:
            return "chars", None
    return "other", None


#: Largest class whose characters ``sub`` replaces one ``replace_all`` each.
CLASS_LIMIT = 32


@lru_cache(maxsize=256)
def class_chars(pattern: str, flags: int) -> tuple[str, ...] | None:
    """The characters a one-character pattern matches, when it names at most
    :data:`CLASS_LIMIT` of them by literals and ranges (not negated, no categories, no
    ``IGNORECASE``); None otherwise."""
    from re import _constants as C
    from re import _parser as P

    if flags & _re.IGNORECASE:
        return None
    items = list(P.parse(pattern, flags))
    while len(items) == 1 and items[0][0] is C.SUBPATTERN:
        items = list(items[0][1][3])
    if len(items) != 1:
        return None
    op, av = items[0]
    members = [(C.LITERAL, av)] if op is C.LITERAL else (list(av) if op is C.IN else None)
    if members is None:
        return None
    chars: set[str] = set()
    for kind, value in members:
        if kind is C.LITERAL:
            chars.add(chr(value))
        elif kind is C.RANGE and value[1] - value[0] < CLASS_LIMIT:
            chars.update(chr(c) for c in range(value[0], value[1] + 1))
        else:
            return None
    if len(chars) > CLASS_LIMIT:
        return None
    found = tuple(sorted(c for c in chars if _re.fullmatch(pattern, c, flags)))
    return found if len(found) == len(chars) else None


def _by_character(pattern: str, flags: int, repl: str) -> list[tuple[str, str]] | None:
    """For a pattern of one character of a small class: each character and what ``sub``
    puts in its place (CPython's own ``re.sub`` on that character, so any template
    works), when no replacement holds another character of the class (then one
    ``replace_all`` per character, in any order, is ``re.sub``); None otherwise."""
    chars = class_chars(pattern, flags)
    if chars is None:
        return None
    pairs = [(c, _re.sub(pattern, repl, c, flags=flags)) for c in chars]
    if any(d in t for c, t in pairs for d in chars if d != c):
        return None
    return pairs


def _plain_replacement(repl: object) -> bool:
    return isinstance(repl, str) and "\\" not in repl


#: The characters ``re.escape`` escapes (CPython's ``_special_chars_map``).
_SPECIAL = "()[]{}?*+-|^$.&~# \t\n\r\v\f"


def escape(pattern: object) -> Any:
    """``re.escape``: a backslash before each special character (CPython's
    ``_special_chars_map``), as one ``replace_all`` per character, the backslash first
    (the later ones then never see an inserted backslash)."""
    if not isinstance(pattern, SymStr):
        return _re.escape(pattern)  # type: ignore[type-var]
    out = pattern.replace("\\", "\\\\")
    for ch in _SPECIAL:
        out = out.replace(ch, "\\" + ch)
    return out


def sub(pattern: object, repl: object, string: object, count: object = 0, flags: int = 0,
        *, with_count: bool = False) -> Any:
    """``re.sub``/``re.subn`` on a symbolic string, modelled for a plain replacement
    (no backslash) and a pattern that is a literal (``str.replace``), one character of a
    class (``str.replace_re_all``), or a run of them replaced by ``""``."""
    name = "subn" if with_count else "sub"
    if not isinstance(string, SymStr) or not isinstance(repl, str) or not isinstance(
            count, int) or count < 0:
        return _unmodelled(name, pattern, repl, string, count, flags)
    p, f = _pattern(pattern, flags)
    if f & _re.MULTILINE and not count and not with_count and isinstance(repl, str):
        lined = sub_by_lines(p, f, repl, string)
        if lined is not None:
            return lined
    pairs = _by_character(p, f, repl) if not count and not with_count else None
    if pairs is not None:
        out: Any = string
        for c, t in pairs:
            out = out.replace(c, t)
        return out
    if not _plain_replacement(repl):
        return _unmodelled(name, pattern, repl, string, count, flags)
    shape, text = _shape(p, f)
    if shape == "literal" and text:
        result = string.replace(text, repl, count if count else -1)
        if not with_count:
            return result
        n = string.count(text)
        return result, (n if not count else min(n, count))
    if (shape == "char" or (shape == "chars" and repl == "")) and not count \
            and not with_count:
        try:
            language = pattern_term(p, f, "fullmatch")
        except UnsupportedError:
            return _unmodelled(name, pattern, repl, string, count, flags)
        from ..api.expr import string_literal

        value = None if string.value is None else _re.sub(p, repl, string.value, count=0, flags=f)  # type: ignore[arg-type]
        return SymStr(mk("str.replace_re_all", string.term, language,
                         string_literal(repl, "a replacement")), value)  # type: ignore[arg-type]
    return _unmodelled(name, pattern, repl, string, count, flags)


def split(pattern: object, string: object, maxsplit: object = 0, flags: int = 0) -> Any:
    """``re.split`` on a symbolic string, modelled for a non-empty literal pattern
    (``str.split``)."""
    if isinstance(string, SymStr) and isinstance(maxsplit, int) and maxsplit >= 0:
        p, f = _pattern(pattern, flags)
        shape, text = _shape(p, f)
        if shape == "literal" and text:
            return string.split(text, maxsplit if maxsplit else -1)
    return _unmodelled("split", pattern, string, maxsplit, flags)


def findall(pattern: object, string: object, flags: int = 0) -> Any:
    """``re.findall`` on a symbolic string, modelled for a non-empty literal pattern (as
    many copies as ``str.count`` finds; the count is made concrete for the list)."""
    if isinstance(string, SymStr):
        p, f = _pattern(pattern, flags)
        if _re.compile(p, f).flags & _re.MULTILINE:
            lined = findall_by_lines(p, f, string)
            if lined is not None:
                return lined
        shape, text = _shape(p, f)
        if shape == "literal" and text:
            return [text] * string.count(text)
    return _unmodelled("findall", pattern, string, flags)


def _unmodelled(name: str, *args: Any) -> Any:
    real = getattr(_re, name)
    if not any(isinstance(a, SymValue) for a in args):
        return real(*(a._compiled if isinstance(a, SymPattern) else a for a in args))
    return fallback(f"re.{name} of a symbolic string", list(args),
                    lambda *values: real(*(v._compiled if isinstance(v, SymPattern) else v
                                           for v in values)))


class ReModule:
    """A stand-in for the ``re`` module: ``fullmatch``/``match``/``search``/``compile``
    understand symbolic strings; everything else is the real module's (functions that
    get a symbolic string run on its concrete value in a concrete execution)."""

    def fullmatch(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("fullmatch", pattern, string, flags)

    def match(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("match", pattern, string, flags)

    def search(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("search", pattern, string, flags)

    def matches(self, pattern: object, string: object, flags: int = 0,
                mode: str = "search") -> SymBool:
        """The condition of a match as a formula (see :func:`matches`)."""
        return matches(pattern, string, flags, mode)

    def compile(self, pattern: object, flags: int = 0) -> SymPattern:
        p, f = _pattern(pattern, flags)
        return SymPattern(p, f)

    def escape(self, pattern: object) -> Any:
        return escape(pattern)

    def sub(self, pattern: object, repl: object, string: object, count: object = 0,
            flags: int = 0) -> Any:
        return sub(pattern, repl, string, count, flags)

    def subn(self, pattern: object, repl: object, string: object, count: object = 0,
             flags: int = 0) -> Any:
        return sub(pattern, repl, string, count, flags, with_count=True)

    def split(self, pattern: object, string: object, maxsplit: object = 0,
              flags: int = 0) -> Any:
        return split(pattern, string, maxsplit, flags)

    def findall(self, pattern: object, string: object, flags: int = 0) -> Any:
        return findall(pattern, string, flags)

    def __getattr__(self, name: str) -> Any:
        real = getattr(_re, name)
        if not callable(real) or isinstance(real, type):
            return real

        def run(*args: Any, **kwargs: Any) -> Any:
            if not any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
                return real(*args, **kwargs)
            names = list(kwargs)
            return fallback(f"re.{name} of a symbolic string", [*args, *kwargs.values()],
                            lambda *values: real(*values[:len(args)], **dict(
                                zip(names, values[len(args):], strict=True))))
        return run


re = ReModule()

__all__ = ["MODES", "ReModule", "SymMatch", "SymPattern", "matches", "pattern_term", "re"]


# ---- MULTILINE patterns that never cross a line ------------------------------------------


@lru_cache(maxsize=256)
def by_lines(pattern: str, flags: int) -> tuple[str, int, bool] | None:
    """For a ``MULTILINE`` pattern whose every match starts at a line start (it begins
    with ``^``) and holds no ``\\n`` (no element can match one; no ``\\A``, ``\\Z``,
    lookaround or back-reference): the same pattern without ``MULTILINE``, its flags,
    and whether it ends with ``$`` (a match is then a whole line).  On a line (no
    ``\\n``) ``^`` is its start and ``$`` its end either way, and a match never spans two
    lines, so ``sub``/``findall`` over the text are theirs over each line, joined.
    None for any other pattern."""
    from re import _compiler as K
    from re import _constants as C
    from re import _parser as P

    try:
        compiled = _re.compile(pattern, flags)
    except _re.error:
        return None
    if not compiled.flags & _re.MULTILINE or flags & _re.DOTALL:
        return None
    source = pattern
    inline = _re.match(r"\(\?([aiLmsux]+)\)", source)
    if inline and "m" in inline.group(1):
        letters = inline.group(1).replace("m", "")
        source = (f"(?{letters})" if letters else "") + source[inline.end():]
    line_flags = flags & ~_re.MULTILINE
    if _re.compile(source, line_flags).flags & _re.MULTILINE:
        return None  # MULTILINE set some other way (a scoped group)
    parsed = P.parse(source, line_flags)
    consuming = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY, C.CATEGORY}

    def crosses(op: Any, av: Any) -> bool:
        sub = P.SubPattern(parsed.state, [(op, av)])
        return K.compile(sub, line_flags).fullmatch("\n") is not None

    def local(seq: Any) -> bool:
        for op, av in seq:
            if op in consuming:
                if crosses(op, av):
                    return False
            elif op is C.AT:
                if av not in (C.AT_BEGINNING, C.AT_END):
                    return False
            elif op is C.SUBPATTERN:
                if not local(av[3]):
                    return False
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
                if not local(av[2]):
                    return False
            elif op is C.ATOMIC_GROUP:
                if not local(av):
                    return False
            elif op is C.BRANCH:
                if not all(local(b) for b in av[1]):
                    return False
            else:
                return False  # lookaround, back-references, conditionals
        return True

    def starts(seq: Any) -> bool:
        if not seq:
            return False
        op, av = seq[0]
        if op is C.AT:
            return bool(av is C.AT_BEGINNING)
        return op is C.SUBPATTERN and starts(list(av[3]))

    items = list(parsed)
    if not local(items) or not starts(items):
        return None
    whole = bool(items[-1] == (C.AT, C.AT_END))
    return source, int(line_flags), whole


#: the lines of texts :func:`sub_by_lines` built, by term and concrete value, with the
#: tracer they were built under (their definitions are that trace's): splitting one
#: again needs no decision and no ``indexof`` over the joined ``ite`` terms
_LINES: dict[tuple[Term, Any], tuple[Any, list[Any]]] = {}


def _lines(string: SymStr) -> list[Any]:
    known = _LINES.get((string.term, string.value))
    if known is not None and known[0] is active():
        return list(known[1])
    return string.split("\n")  # type: ignore[no-any-return]


def sub_by_lines(pattern: str, flags: int, repl: str, string: SymStr) -> Any:
    """``re.sub`` of a line pattern (:func:`by_lines`, ending with ``$``) and a plain
    replacement: each line is ``repl`` if the pattern matches it, else itself (an
    ``ite``, no decision), the lines joined by ``\\n``; None when not modelled."""
    found = by_lines(pattern, flags)
    if found is None or not found[2] or not _plain_replacement(repl):
        return None
    source, line_flags, _ = found
    try:
        language = pattern_term(source, line_flags, "search")
    except UnsupportedError:
        return None
    from ..api.expr import string_literal

    out: Any = None
    lines = []
    for line in _lines(string):
        if isinstance(line, SymStr):
            value = None if line.value is None else _re.sub(source, repl, line.value,
                                                             flags=line_flags)
            line = SymStr(mk("ite", mk("str.in_re", line.term, language),
                             string_literal(repl, "a replacement"), line.term), value)
        else:
            line = _re.sub(source, repl, line, flags=line_flags)
        lines.append(line)
        out = line if out is None else out + "\n" + line
    if "\n" not in repl and isinstance(out, SymStr):  # its lines are these
        if len(_LINES) >= 256:
            _LINES.clear()
        _LINES[out.term, out.value] = (active(), lines)
    return out


def findall_by_lines(pattern: str, flags: int, string: SymStr) -> list[Any] | None:
    """``re.findall`` of a line pattern (:func:`by_lines`): at most one match per line,
    at its start (``re.match`` on the line, a decision), giving the whole match, the
    one group, or the tuple of groups; None when not modelled."""
    found = by_lines(pattern, flags)
    if found is None:
        return None
    source, line_flags, _ = found
    # re.match starts at the line's start: the leading ^ (maybe inside the first groups,
    # which from_python does not take) says nothing more there
    lead = _re.match(r"((?:\((?:\?:|\?P<\w+>)?)*)\^", source)
    if lead:
        source = lead.group(1) + source[lead.end():]
    groups = _re.compile(source, line_flags).groups
    out: list[Any] = []
    for line in _lines(string):
        m = _match("match", source, line, line_flags)
        if m is None:
            continue
        out.append(m.group(0) if groups == 0 else m.group(1) if groups == 1 else m.groups(""))
    return out
