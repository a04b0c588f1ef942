"""One match of a Python pattern on a symbolic string, and its ``Match`` object.

``find`` answers ``Pattern.<mode>(s, pos, endpos)`` (``mode`` ``fullmatch``, ``match`` or
``search``): the subject is ``t = s[:endpos]`` and the match is sought from ``pos``, both
clamped to ``0..len(s)`` as CPython's ``state_init`` does; ``^``, ``\\A``, ``\\b`` and
lookbehinds see the characters before ``pos`` (not a slice).  Whether it finds something
is one decision: the rest ``t[pos:]``, with the class of the character before ``pos``, is
in the language of :func:`strsat.regex.sre_language.membership`.  ``must_advance`` is
CPython's rule for the match after an empty one (``finditer``, ``sub``, ``split``): not
empty where it starts.

:class:`SymMatch` models the match object.  A ``search`` starts at the first position
where a match starts (``str.indexof_re`` when the match's extent does not depend on what
follows it, else one decision per candidate position); the end and the groups come from
the matcher's path (:mod:`strsat.python.re_walk`).  What the walk does not model
(backreferences, a repetition of something that matches the empty string with a choice
inside ...) runs on the concrete match, with a note naming the operation.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable
from functools import lru_cache, partial
from operator import index as _operator_index
from typing import Any

from ..errors import UnsupportedError
from ..regex import ast as R
from ..regex.sre_language import START, Window, languages, membership, term_of
from ..regex.sre_tree import Tree, parse, width
from ..terms import TRUE, Term, integer, mk
from ..terms import string as lit
from ..terms.evaluate import Evaluator
from . import termops as T
from .context import MINOR, Kind, Trace, active, decide, fallback
from .re_backtrack import Refused, backtrack
from .re_template import expand, pin
from .re_walk import GiveUp, Result, Span, Walk, in_context
from .strings import SymStr
from .values import SymInt, SymValue, int_of

MODES = ("fullmatch", "match", "search")
#: The decision at each candidate start of a ``search`` whose match's extent depends on
#: what follows it: CPython's own search loop, flipped after the program's branches.
SCAN = "re.search: where the match starts"
MINOR.add(SCAN)


#: (bounded and process-wide: a pure function of a pattern's text, flags and mode)
@lru_cache(maxsize=512)
def pattern_term(pattern: str, flags: int, mode: str) -> Term:
    """The RegLan term of the strings on which ``re.<mode>(pattern, s, flags)`` matches;
    raises :class:`~strsat.regex.errors.RegexUnsupported` naming what it does not model."""
    return term_of(membership(parse(pattern, flags), mode))


def tree_of(pattern: str, flags: int) -> Tree:
    return parse(pattern, flags)


# -- positions -------------------------------------------------------------------------------

def as_int(value: Any) -> SymInt:
    """An int operand as a :class:`SymInt` (a TypeError as CPython's for other types)."""
    if isinstance(value, SymInt):
        return value
    got = int_of(value)
    if got is None:
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
    return SymInt(got[0], got[1])


def clamp(bound: Any, n: SymInt) -> SymInt:
    """``bound`` clamped to ``0..n`` (CPython's ``state_init``), as a term."""
    b = as_int(bound)
    value = None if b.value is None or n.value is None else max(0, min(b.value, n.value))
    low = _const(b)
    if low is not None:
        if low <= 0:
            return SymInt(T.num(0), 0)
        return SymInt(T.ite(T.gt(b.term, n.term), n.term, b.term), value)
    return SymInt(T.ite(T.lt(b.term, 0), T.num(0),
                        T.ite(T.gt(b.term, n.term), n.term, b.term)), value)


def _const(x: SymInt) -> int | None:
    """The value of a constant int, None for any other term."""
    v = x.term.value
    return v if x.term.op == "const" and isinstance(v, int) else None


def _member(tree: Tree, mode: str, t: Term, p: Term, must_advance: bool) -> Term:
    """``t[p:]``, after the character before ``p``, has a ``mode`` match (a formula)."""
    if p.op == "const" and p.value == 0:
        return mk("str.in_re", t, term_of(membership(tree, mode, START, must_advance)))
    rest = T.substr(t, p, T.sub(T.length(t), p))
    langs = languages(tree, "fullmatch" if mode == "fullmatch" else "match")
    return in_context(langs.partition, lambda c: membership(tree, mode, c, must_advance),
                      rest, p, t)


def _holds(build: Callable[[Term, Term], Term], t: SymStr, p: SymInt) -> tuple[Term, Any]:
    """A formula over the subject and a position, and its value when both are known."""
    term = build(t.term, p.term)
    if t.value is None or p.value is None:
        return term, None
    return term, bool(Evaluator({}).holds(build(lit(t.value), integer(p.value))))


def _evaluate(build: Callable[[Term, Term], Term], t: SymStr, p: SymInt) -> Any:
    if t.value is None or p.value is None:
        return None
    return Evaluator({}).evaluate(build(lit(t.value), integer(p.value)))


# -- finding a match --------------------------------------------------------------------------

def find(mode: str, pattern: str, flags: int, string: SymStr, pos: Any = None,
         endpos: Any = None, *, what: str, owner: Any = None, must_advance: bool = False,
         concrete: Callable[..., Any] | None = None, operands: list[Any] | None = None,
         first: bool = True) -> SymMatch | _re.Match[str] | None:
    """``Pattern.<mode>(string, pos, endpos)`` on a symbolic string: None or a
    :class:`SymMatch` (CPython's own match where it runs concretely, with a note);
    ``what`` names the decision.  ``concrete`` recomputes the match
    on concrete ``operands`` (for what the layer runs concretely); ``first``: ``pos``
    may lie after ``endpos`` (a loop's later searches start at a match's end)."""
    real = _re.compile(pattern, flags)
    tree = parse(pattern, flags)
    n = string.length()
    p = SymInt(T.num(0), 0) if pos is None else clamp(pos, n)
    e = n if endpos is None else clamp(endpos, n)
    t = string if endpos is None else SymStr(T.substr(string.term, 0, e.term), None
                                             if string.value is None or e.value is None
                                             else string.value[:e.value])
    if operands is None:
        operands = [string] + ([] if pos is None and endpos is None else [
            0 if pos is None else pos]) + ([] if endpos is None else [endpos])
    if concrete is None:
        def concrete(text: str, *bounds: Any) -> Any:
            return getattr(real, mode)(text, *bounds)
    if first and pos is not None and endpos is not None:
        after = T.gt(p.term, e.term)  # CPython's quirks there: see below
        known = None if p.value is None or e.value is None else p.value > e.value
        if not (after.op == "const" and after.value is False) and decide(
                Kind.BRANCH, after, known, f"{what}: pos after endpos"):
            if mode == "match":  # matches the empty pattern, \b ... but not x*: concrete
                got: _re.Match[str] | None = fallback(f"{what} with pos after endpos",
                                                      operands, concrete)
                return got
            return None
    try:
        member = _holds(lambda tt, pp: _member(tree, mode, tt, pp, must_advance), t, p)
    except UnsupportedError as exc:
        feature = getattr(exc, "construct", None) or str(exc)
        start = _const(p)
        if start is not None:
            try:
                result = backtrack(tree, mode, t, start, must_advance, what)
            except Refused as why:
                feature = f"{feature}; followed step by step only without {why}"
            else:
                if result is None:
                    return None
                stepped = SymMatch(mode, pattern, flags, tree, string, t, p, e, TRUE,
                                   owner=owner, must_advance=must_advance,
                                   concrete=concrete, operands=operands, real=real)
                stepped.given(result)
                return stepped
        ran: _re.Match[str] | None = fallback(f"{what} with {pattern!r} ({feature})",
                                              operands, concrete)
        return ran
    if not decide(Kind.BRANCH, member[0], member[1], what):
        return None
    return SymMatch(mode, pattern, flags, tree, string, t, p, e, member[0], owner=owner,
                    must_advance=must_advance, concrete=concrete, operands=operands,
                    real=real)


class SymMatch:
    """A ``re.Match`` of a symbolic subject (always true).  ``pos``/``endpos`` are the
    clamped bounds, ``string`` the subject, ``re`` the pattern (see the module
    docstring for what is modelled)."""

    def __init__(self, mode: str, pattern: str, flags: int, tree: Tree, string: SymStr,
                 t: SymStr, pos: SymInt, endpos: SymInt, matched: Term, *, owner: Any,
                 must_advance: bool, concrete: Callable[..., Any], operands: list[Any],
                 real: _re.Pattern[str]) -> None:
        self.mode = mode
        self.re_pattern = pattern
        self.flags = flags
        self.tree = tree
        self.string = string
        self.subject = t
        self.pos = _const(pos) if pos.term.op == "const" else pos
        self.endpos = endpos
        self._p = pos
        self.matched = matched
        self._owner = owner
        self._real = real
        self.must_advance = must_advance
        self._concrete_of = concrete
        self._operands = operands
        self._begin: SymInt | None = None
        self._result: Result | None = None
        self._failed: str | None = None
        #: (:mod:`.re_chars`) the text between the last match and this one, and after it
        self.gap: SymStr | None = None
        self.rest: SymStr | None = None

    def __bool__(self) -> bool:
        return True

    def given(self, result: Result) -> None:
        """Where the match and its groups lie, found by the caller (the step-by-step
        matcher of :mod:`.re_backtrack`)."""
        self._begin = result.spans[0].start
        self._result = result

    @property
    def re(self) -> Any:
        """The layer's pattern that matched (CPython's compiled one when the match came
        from a shortcut: the explorer routes its methods to the layer's)."""
        return self._real if self._owner is None else self._owner

    # -- where the match lies --------------------------------------------------------------

    def begin(self) -> SymInt:
        if self._begin is None:
            self._begin = self._p if self.mode != "search" else self._search_begin()
        return self._begin

    def _search_begin(self) -> SymInt:
        """The first position from ``pos`` where a match starts."""
        tree, t, p = self.tree, self.subject, self._p
        root = (tree.root,)
        later = languages(tree, "match")
        whole = languages(tree, "fullmatch")
        contexts = [c for c in later.partition.contexts if c != START]
        if all(later.of(root, c) is R.EMPTY_LANG for c in contexts):
            return p  # no match starts after a character (an anchored pattern: ^, \A)
        if isinstance(later.partition, Window):
            return self._scan_begin()  # a context is no one character before the start
        if not all(later.of(root, c) is R.concat(whole.of(root, c), R.ALL) for c in contexts):
            return self._scan_begin()
        shapes = {whole.of(root, c) for c in contexts}
        same_here = not self.must_advance and (
            (_const(p) == 0
             and later.of(root, START) is R.concat(next(iter(shapes)), R.ALL))
            or not later.depends_on_context(root))

        def build(tt: Term, pp: Term) -> Term:
            if len(shapes) == 1:
                lang = term_of(next(iter(shapes)))
                if same_here:
                    return mk("str.indexof_re", tt, lang, pp)
                found = mk("str.indexof_re", tt, lang, T.add(pp, 1))
            else:
                options = R.union(*(R.concat(R.chars(later.partition.chars(c)),
                                             whole.of(root, c)) for c in contexts))
                found = T.add(mk("str.indexof_re", tt, term_of(options), pp), 1)
            here = _member(tree, "match", tt, pp, self.must_advance)
            return T.ite(here, pp, found)
        return SymInt(build(t.term, p.term), _evaluate(build, t, p))

    def _scan_begin(self) -> SymInt:
        """One decision per candidate start (a match's extent depends on what follows
        it, so no ``str.indexof_re`` finds its start)."""
        q = self._p
        advance = self.must_advance
        while True:
            cond = _holds(partial(_member, self.tree, "match", must_advance=advance),
                          self.subject, q)
            if decide(Kind.BRANCH, cond[0], cond[1], SCAN):
                return q
            q = q + 1
            advance = False

    def _walk(self) -> Result | None:
        """The matcher's path (None when not modelled: :attr:`_failed` says why)."""
        if self._result is not None or self._failed is not None:
            return self._result
        begin = self.begin()
        t = self.subject
        tail = "fullmatch" if self.mode == "fullmatch" else "match"
        langs = languages(self.tree, tail, self.must_advance)
        walk = Walk(t, langs, begin, self.matched)
        if self.must_advance and self.mode == "search":
            walk.advance_at = self._p
        if _const(begin) == 0 and self.subject.term is t.term:
            r, rv = t.term, t.value
        else:
            r = T.substr(t.term, begin.term, T.sub(T.length(t.term), begin.term))
            rv = None if t.value is None or begin.value is None else t.value[begin.value:]
        try:
            end_r, end_v = walk.run((self.tree.root,), r, rv)
        except (GiveUp, UnsupportedError) as exc:
            self._failed = str(exc)
            return None
        result = walk.result
        text = walk._text(walk.pieces)
        if self.mode == "fullmatch":
            text = SymStr(r, rv)
        result.spans[0] = Span(begin, walk._pos(end_r, end_v), text)
        self._result = result
        return result

    # -- the Match API ---------------------------------------------------------------------

    def _index(self, group: Any) -> int:
        if isinstance(group, SymValue):
            group = pin(group, "Match.group with a symbolic group name")
        if isinstance(group, str):
            if group not in self._real.groupindex:
                raise IndexError("no such group")
            return self._real.groupindex[group]
        try:
            index = _operator_index(group)
        except TypeError:
            raise IndexError("no such group") from None
        if not 0 <= index <= self._real.groups:
            raise IndexError("no such group")
        return index

    def _span(self, group: Any) -> Span | None | str:
        """The group's span, None when unset, ``"concrete"`` when not modelled."""
        index = self._index(group)
        if index == 0 and self.mode == "fullmatch" and _const(self._p) == 0:
            return Span(SymInt(T.num(0), 0), self.subject.length(), self.subject)
        result = self._walk()
        if result is None:
            return "concrete"
        return result.spans.get(index)

    def _fall(self, name: str) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            def on_concrete(*values: Any) -> Any:
                attr = getattr(self._concrete_of(*values), name)
                return attr(*args) if callable(attr) else attr
            reason = f" ({self._failed})" if self._failed else ""
            return fallback(f"Match.{name} of re.{self.mode} with {self.re_pattern!r}{reason}",
                            self._operands, on_concrete)
        return run

    def start(self, group: Any = 0) -> Any:
        got = self._span(group)
        if isinstance(got, str):  # "concrete"
            return self._fall("start")(group)
        return -1 if got is None else got.start

    def end(self, group: Any = 0) -> Any:
        got = self._span(group)
        if isinstance(got, str):  # "concrete"
            return self._fall("end")(group)
        return -1 if got is None else got.end

    def span(self, group: Any = 0) -> tuple[Any, Any]:
        got = self._span(group)
        if isinstance(got, str):  # "concrete"
            ran: tuple[Any, Any] = self._fall("span")(group)
            return ran
        return (-1, -1) if got is None else (got.start, got.end)

    def group(self, *groups: Any) -> Any:
        if len(groups) > 1:
            return tuple(self.group(g) for g in groups)
        got = self._span(groups[0] if groups else 0)
        if isinstance(got, str):  # "concrete"
            return self._fall("group")(*groups)
        return None if got is None else got.text

    def __getitem__(self, group: Any) -> Any:
        return self.group(group)

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        got = (self.group(i) for i in range(1, self._real.groups + 1))
        return tuple(default if g is None else g for g in got)

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        got = ((name, self.group(name)) for name in self._real.groupindex)
        return {name: default if g is None else g for name, g in got}

    @property
    def lastindex(self) -> Any:
        result = self._walk()
        if result is None:
            return self._fall("lastindex")()
        return result.lastindex

    @property
    def lastgroup(self) -> Any:
        index = self.lastindex
        names = {v: k for k, v in self._real.groupindex.items()}
        return None if index is None else names.get(index)

    @property
    def regs(self) -> tuple[tuple[Any, Any], ...]:
        return tuple(self.span(i) for i in range(self._real.groups + 1))

    def expand(self, template: Any) -> Any:
        return expand(self._real, template, self)

    def __copy__(self) -> SymMatch:
        return self

    def __deepcopy__(self, memo: Any) -> SymMatch:
        return self

    def concrete(self, what: str) -> Any:
        """CPython's match, its operands made concrete (recorded, noted as ``what``): for C
        code handed the match."""
        return fallback(what, self._operands, self._concrete_of)

    def plain(self) -> Any:
        """CPython's match on the operands' concrete values (unrecorded: for output, such
        as a match the explored function returns), or None if one has no value."""
        values = [o.value if isinstance(o, SymValue) else o for o in self._operands]
        return None if any(v is None for v in values) else self._concrete_of(*values)

    def __repr__(self) -> str:
        if not isinstance(active(), Trace):  # outside a run: the concrete match's
            real = self.plain()
            if real is not None:
                return repr(real)
        text: str = self._fall("__repr__")()
        return text

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(_re.Match, name):
            raise AttributeError(name)
        return self._fall(name)


def nullable(tree: Tree) -> bool:
    """Whether the pattern may match the empty string (a superset: anchors count as
    empty)."""
    return width(tree.root)[0] == 0


__all__ = ["MODES", "SymMatch", "as_int", "clamp", "find", "nullable", "pattern_term",
           "tree_of"]
