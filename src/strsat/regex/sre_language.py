"""The languages of a Python pattern's matches, anchors and lookarounds included.

A backtracking matcher (CPython's ``_sre``) at a point of the subject, with a sequence
of pattern nodes still to match, succeeds exactly when the rest of the subject lies in a
regular language: the nodes' language followed by the mode's tail (the end of the
subject for ``fullmatch``, anything for ``match``/``search``).  This module builds that
language in continuation-passing style (the continuation is the tuple of nodes still to
match, :mod:`strsat.regex.sre_tree`), so that zero-width items become set operations on
the language of what follows them (Brzozowski-style lookahead by intersection, the
classic regular treatment of lookaround in regex-to-automaton constructions):

- a lookahead ``(?=X)`` intersects the continuation with ``L(X)·Σ*``, ``(?!X)``
  subtracts it;
- ``$``, ``\\Z``, ``$`` under ``MULTILINE`` intersect it with ``ε|\\n``, ``ε``,
  ``ε|\\nΣ*``;
- anchors that look at the text *before* the point (``^``, ``\\A``, ``\\b``, ``\\B``,
  lookbehinds) depend on a *context* (:mod:`strsat.regex.sre_contexts`): the start of
  the subject, or the class of the character before the point in a finite partition of
  the alphabet (the minterms of the sets these anchors test), or, when a lookbehind is
  wider than one class, the state of a small automaton reading the text before the
  point.  The language is built per context; a consumed piece passes on the context it
  ends in (a lookbehind of any fixed width is then exact; its body may hold groups and
  alternatives of that width).

CPython ends a repetition after an iteration that matched the empty string (its
zero-width protection); the walk marks the end of such an iteration with an ``until``
node, which the builder reads as the rest of the repetition when a character was consumed
since the iteration began and as nothing more otherwise.  The builder also answers
``must_advance`` (CPython's rule after an empty match in ``finditer``/``sub``/``split``:
the next match may not be empty where it starts) by carrying whether anything was
consumed.  A backreference to a group that matches a few strings is one case per
string (the group and the reference both that string).  Constructs outside this
(other backreferences, conditionals, a lookbehind holding an anchor, a lookaround or a
reference, anchors inside an unbounded repetition, atomic groups and possessive repeats
whose body CPython may backtrack into or that have no committed form
(:mod:`strsat.regex.sre_commit`)) raise :class:`RegexUnsupported` naming them.
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import ResourceLimit
from ..terms import Term
from . import ast as R
from .automaton import is_empty
from .charset import INTERVALS, IntervalSet
from .construct import build
from .errors import RegexUnsupported
from .product import product
from .sre_commit import committed, iterable
from .sre_context_star import Star, context_star
from .sre_contexts import START, Partition, Window
from .sre_far_star import far_star, guards_then_plain
from .sre_string_look import solve_strings, string_pieces
from .sre_trailing_look import pieces, solve, solve_in_contexts
from .sre_tree import (
    Node,
    Tree,
    bind,
    finite_strings,
    fixed_plain,
    groups_in,
    is_plain,
    one_class,
    references,
    sequence_items,
    width,
)
from .to_term import regex_to_term

#: Largest count a repetition holding anchors is unrolled to.
UNROLL = 8
#: Most strings a group named by a backreference may match (each is a case of its own).
REFERENCED = 32
_NEWLINE = INTERVALS.char(10)


def factored(inner: Node) -> tuple[tuple[Node, ...], tuple[Node, ...]] | None:
    """``P (?:A1|A2|...) S`` with ``P``, ``S`` and each ``Ai`` plain of one width (sre's
    parser factors ``ab|a`` into ``a(?:b|)``): ``P`` and the options ``Ai S``.  An atomic
    group of it first matches ``P`` (one way), then the first ``Ai S`` that matches."""
    items = inner[1] if inner[0] == "seq" else (inner,)
    loose = [i for i, item in enumerate(items) if not fixed_plain(item)]
    if len(loose) != 1 or items[loose[0]][0] != "alt":
        return None
    at = loose[0]
    after = items[at + 1:]
    if not all(fixed_plain(o) for o in items[at][1]):
        return None
    return items[:at], tuple(("seq", (o, *after)) for o in items[at][1])


def possessive_body(body: Node) -> bool:
    """A body :meth:`Languages._possessive` models: a class, a plain piece of one width
    of at least one character (an iteration never matches the empty string), or a plain
    body of another shape with a committed form (:mod:`strsat.regex.sre_commit`)."""
    return body[0] == "c" or (fixed_plain(body) and width(body)[0] > 0) or iterable(body)


#: Most states of an automaton built to see that a guard is implied (past it the guard
#: stays: never wrong, only larger).
GUARD_STATES = 400
#: Most nodes of a regex whose automaton is built for that (and no intersection or
#: complement inside: their constructions cost far more than their states say).
GUARD_NODES = 400


@lru_cache(maxsize=4096)
def disjoint(a: R.Regex, b: R.Regex) -> bool:
    """Whether no string lies in both ``a`` and ``b``, decided on small automata (False
    when either is not small).  A guard ``¬X`` on a continuation ``K`` that no text of
    ``X`` starts (``K ∩ X = ∅``) changes nothing: left out, the solver is spared a
    complement (packaging's version pattern: 18 of them, 10 s a check, before)."""
    if not (_cheap(a) and _cheap(b)):
        return False
    try:
        na = build(a, max_states=GUARD_STATES)
        nb = build(b, max_states=GUARD_STATES)
        return is_empty(product(na, nb, max_states=GUARD_STATES * 4))
    except ResourceLimit:
        return False


def _ungrouped(nodes: tuple[Node, ...]) -> list[Node]:
    """``nodes`` with their group nodes opened (their items in place)."""
    out: list[Node] = []
    for n in nodes:
        if n[0] == "grp":
            out += _ungrouped(tuple(n[2][1]) if n[2][0] == "seq" else (n[2],))
        else:
            out.append(n)
    return out


def _cheap(r: R.Regex) -> bool:
    """Whether ``r``'s automaton is cheap to build: no intersection or complement (a
    subset construction), at most :data:`GUARD_NODES` nodes."""
    return r.size <= GUARD_NODES and all(n.kind not in (R.INTER, R.COMP)
                                          for n in R.postorder(r))


def guarded(k: R.Regex, guard: R.Regex) -> R.Regex:
    """``k ∩ guard``, without the guard when it is a complement ``k`` already meets."""
    if guard.kind == R.COMP and disjoint(k, guard.args[0]):
        return k
    return R.inter(k, guard)


def plain_regex(node: Node) -> R.Regex:
    """The regex of a plain node (:func:`strsat.regex.sre_tree.is_plain`)."""
    return _plain(node)


#: (bounded and process-wide: a pure function of an immutable node tuple)
@lru_cache(maxsize=4096)
def _plain(node: Node) -> R.Regex:
    kind = node[0]
    if kind == "c":
        return R.chars(node[1])
    if kind == "mark":
        return R.EPSILON
    if kind == "seq":
        return R.concat(*(_plain(n) for n in node[1]))
    if kind == "alt":
        return R.union(*(_plain(n) for n in node[1]))
    if kind == "grp":
        return _plain(node[2])
    if kind == "rep":
        return R.loop(_plain(node[4]), node[1], node[2])
    raise ValueError(f"not a plain node: {kind}")  # pragma: no cover


def _tests(root: Node) -> tuple[list[IntervalSet], list[Node]]:
    """What the anchors and lookbehinds of ``root`` ask about the text before them: the
    character sets tested on the character before (``\\b``, ``^`` under ``MULTILINE``, a
    lookbehind of one class), and the bodies of the other lookbehinds that
    :func:`_windowed` accepts."""
    sets: list[IntervalSet] = []
    bodies: list[Node] = []
    stack = [root]
    while stack:
        n = stack.pop()
        kind = n[0]
        if kind == "at" and n[1] in ("b", "B"):
            sets.append(n[2])
        elif kind == "at" and n[1] == "bol":
            sets.append(_NEWLINE)
        elif kind == "look":
            one = one_class(n[3])
            if n[1] and one is not None:
                sets.append(one)
            elif n[1] and _windowed(n[3]):
                bodies.append(n[3])
            stack.append(n[3])
        elif kind in ("seq", "alt"):
            stack.extend(n[1])
        elif kind in ("grp", "atomic", "rep"):
            stack.append(n[-1])
        elif kind == "cond":
            stack.extend((n[2], n[3]))
    return sets, bodies


def _windowed(body: Node) -> bool:
    """Whether a lookbehind's body is one the contexts answer: it only consumes
    characters (groups allowed), all its matches of one width, at least 1."""
    lo, hi = width(body)
    return lo == hi and lo > 0 and is_plain(body)


def contexts_of(root: Node) -> Partition:
    """The contexts of a pattern (:mod:`strsat.regex.sre_contexts`): a
    :class:`~strsat.regex.sre_contexts.Window` when a lookbehind is not of one class."""
    sets, bodies = _tests(root)
    if bodies:
        return Window(sets, [_plain(b) for b in bodies])
    return Partition(sets)


def _local(items: list[Node]) -> R.Regex | None:
    """The language of a sequence whose only zero-width items are lookarounds of one
    character class that look at characters the sequence itself consumes: ``(?!C)``
    before a part that always consumes (that part's language intersected with
    ``(Σ∖C)Σ*``), ``(?<!C)`` after one (``Σ*(Σ∖C)``), and their positive twins.  Such a
    body means the same wherever it stands (``(?:(?!-)[a-z-]{1,63}(?<!-)\\.)*``,
    botocore's host label).  None for any other sequence."""
    at = next((i for i, n in enumerate(items) if not is_plain(n)), None)
    if at is None:
        return R.concat(*(_plain(n) for n in items)) if items else R.EPSILON
    node = items[at]
    if node[0] != "look" or (node[1] and node[4] != 1):
        return None
    one = one_class(node[3])
    if one is None:
        return None
    test = R.chars(~one) if node[2] else R.chars(one)
    before = R.concat(*(_plain(n) for n in items[:at])) if at else R.EPSILON
    after = _local(items[at + 1:])
    if after is None:
        return None
    if node[1]:  # a lookbehind: the character before, consumed by this sequence
        if before.nullable:
            return None
        return R.concat(R.inter(before, R.concat(R.ALL, test)), after)
    if after.nullable:
        return None
    return R.concat(before, R.inter(after, R.concat(test, R.ALL)))


def local_body(body: Node) -> R.Regex | None:
    """The language of a repetition's body that holds only lookarounds local to it
    (:func:`_local`) and always consumes, else None."""
    items = sequence_items(body)
    if items is None or all(is_plain(n) for n in items):
        return None
    language = _local(items)
    return None if language is None or language.nullable else language


class Languages:
    """The continuation languages of one pattern for one tail (see the module
    docstring); memoised per continuation and context."""

    def __init__(self, tree: Tree, tail: R.Regex, must_advance: bool = False,
                 partition: Partition | None = None) -> None:
        self.tree = tree
        self.tail = tail
        self.must_advance = must_advance
        self.partition = partition or contexts_of(tree.root)
        self._memo: dict[tuple[tuple[Node, ...], int, bool], R.Regex] = {}
        self._look: Languages | None = None
        #: the strings of each group a backreference names
        self.referenced = _referenced(tree.root)
        #: the systems of repetitions read around their iterations, by their ``var``
        #: node (:mod:`strsat.regex.sre_context_star`)
        self._stars: dict[Node, Star] = {}

    # -- the public questions ---------------------------------------------------------------

    def of(self, todo: tuple[Node, ...], ctx: int, consumed: bool = False) -> R.Regex:
        """The rests of the subject on which matching ``todo`` from a point of context
        ``ctx`` succeeds (``consumed``: the match already holds a character)."""
        return self._f(todo, ctx, consumed or not self.must_advance)

    def depends_on_context(self, todo: tuple[Node, ...], consumed: bool = False) -> bool:
        first = self.of(todo, START, consumed)
        return any(self.of(todo, c, consumed) is not first for c in self.partition.contexts)

    def lookahead(self) -> Languages:
        """The languages of a lookahead's body (its tail is anything)."""
        if self._look is None:
            self._look = Languages(self.tree, R.ALL, False, self.partition)
        return self._look

    # -- the construction -------------------------------------------------------------------

    def _f(self, todo: tuple[Node, ...], ctx: int, consumed: bool) -> R.Regex:
        key = (todo, ctx, consumed)
        got = self._memo.get(key)
        if got is None:
            got = self._build(todo, ctx, consumed)
            self._memo[key] = got
        return got

    def _build(self, todo: tuple[Node, ...], ctx: int, consumed: bool) -> R.Regex:
        if not todo:
            return self.tail if consumed else R.EMPTY_LANG
        j = 0
        while j < len(todo) and is_plain(todo[j]) and not self._binds(todo[j], todo[j + 1:]):
            j += 1
        if j:
            piece = R.concat(*(_plain(n) for n in todo[:j]))
            return self._then(piece, todo[j:], ctx, consumed)
        node, rest = todo[0], todo[1:]
        kind = node[0]
        if kind == "seq":
            return self._f(node[1] + rest, ctx, consumed)
        if kind == "grp":
            strings = self.referenced.get(node[1])
            if strings is not None and self._binds(node, rest):  # a case per string
                return R.union(*(self._f(tuple(bind(n, node[1], w) for n in todo), ctx,
                                         consumed) for w in strings))
            return self._f((node[2], *rest), ctx, consumed)
        if kind == "alt":
            return R.union(*(self._f((a, *rest), ctx, consumed) for a in node[1]))
        if kind == "rep":
            return self._repeat(node, rest, ctx, consumed)
        if kind == "atomic":
            inner = node[1]
            if inner[0] == "rep" and possessive_body(inner[4]):
                if inner[3] == "lazy":  # its first match: the fewest iterations, kept
                    return self._fewest(inner, rest, ctx, consumed)
                return self._possessive(inner, rest, ctx, consumed)
            options = inner[1] if inner[0] == "alt" else (inner,)
            if all(fixed_plain(o) for o in options):
                return self._first_option(options, rest, ctx, consumed)
            split = factored(inner)
            if split is not None:  # (?>ab|a): sre's a(?:b|) -- the prefix, then options
                prefix, alternatives = split
                return self._f((*prefix, ("atomic", ("alt", alternatives)), *rest), ctx,
                               consumed)
            if inner[0] == "alt" and all(committed(o) is not None for o in options):
                return self._first_committed(options, rest, ctx, consumed)
            once = committed(inner)
            if once is not None:
                return self._f((*once, *rest), ctx, consumed)
            first = self._first_lazy(inner, rest, ctx, consumed)
            if first is not None:
                return first
            raise RegexUnsupported("atomic group (?>...)", "", 0)
        if kind == "at":
            return self._anchor(node, self._f(rest, ctx, consumed), ctx)
        if kind == "look":
            return self._lookaround(node, rest, ctx, consumed)
        if kind == "until":  # the end of an iteration of a body that can match ""
            if node[2] is None:
                raise ValueError("an iteration's end with no known extent")
            return self._f(((node[3], *rest) if node[2] else rest), ctx, consumed)
        if kind == "var":  # what follows an iteration (sre_context_star)
            return self._stars[node].var_language(
                ctx, self._f(node[2], ctx, consumed).nullable, node[3])
        if kind == "ref":  # its group is not set on this path: CPython's match fails
            return R.EMPTY_LANG
        raise RegexUnsupported("conditional group (?(...)...)", "", 0)

    def _far_star(self, body: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                  ) -> R.Regex | None:
        """``(body)*`` then ``rest`` for a body of lookaheads then a plain piece
        (:mod:`strsat.regex.sre_far_star`), when neither the lookaheads nor what follows
        an iteration depend on the context; None otherwise."""
        shape = guards_then_plain(body)
        if shape is None:
            return None
        looks, plain = shape
        every = (START, *self.partition.contexts)
        guards = []
        for node in looks:
            seen = {self._look_language(node[3], c) for c in every}
            if len(seen) != 1:
                return None
            guards.append((seen.pop(), bool(node[2])))
        moved = consume(rest)
        after = {self._f(moved, c, True) for c in self.partition.contexts if c != START}
        if len(after) != 1:
            return None
        return far_star(guards, plain, self._f(rest, ctx, consumed), after.pop())

    def _look_language(self, body: Node, ctx: int) -> R.Regex:
        """The rests from a point of context ``ctx`` that a lookahead of ``body`` sees."""
        return self.lookahead().of((body,), ctx, True)

    def _binds(self, node: Node, rest: tuple[Node, ...]) -> bool:
        """Whether ``node`` holds a group that a backreference in ``rest`` names."""
        if not self.referenced:
            return False
        inside = set(groups_in(node)) & set(self.referenced)
        return bool(inside) and any(inside & references(n) for n in rest)

    def _then(self, piece: R.Regex, rest: tuple[Node, ...], ctx: int, consumed: bool,
              guard: R.Regex = R.ALL) -> R.Regex:
        """``piece`` followed by ``rest`` (whose language may depend on the class of the
        piece's last character), the rest's language intersected with ``guard``."""
        moved = consume(rest)
        after = {c: guarded(self._f(moved, c, True), guard)
                 for c in self.partition.contexts if c != START}
        empty_after = guarded(self._f(rest, ctx, consumed), guard) if piece.nullable \
            else None
        values = set(after.values())
        if empty_after is not None:
            values.add(empty_after)
        if len(values) == 1:
            return R.concat(piece, values.pop())
        parts = [] if empty_after is None else [empty_after]
        for c, lang in after.items():
            last = R.inter(piece, self.partition.leads(ctx, c))
            parts.append(R.concat(last, lang))
        return R.union(*parts)

    def _repeat(self, node: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                ) -> R.Regex:
        _, lo, hi, kind, body = node
        if kind == "possessive":
            if possessive_body(body):
                return self._possessive(node, rest, ctx, consumed)
            raise RegexUnsupported("possessive repeat of other than a class or a piece of "
                                   "one width", "", 0)
        local = None if self.referenced else local_body(body)
        if local is not None:  # lookarounds that see only the iteration's own text
            return self._then(R.loop(local, lo, hi), rest, ctx, consumed)
        if lo > UNROLL or (hi is not None and hi > UNROLL):
            raise RegexUnsupported("an anchor or lookaround inside a long repetition", "", 0)
        if lo > 0:
            smaller = ("rep", lo - 1, None if hi is None else hi - 1, kind, body)
            return self._f((body, smaller, *rest), ctx, consumed)
        if hi == 0:
            return self._f(rest, ctx, consumed)
        if hi is None:
            star = self._trailing_look(body, rest, ctx, consumed)
            if star is None and not self.referenced:  # a leading lookbehind, lookaheads
                star = context_star(self._f, self.partition, self._stars.__setitem__,
                                    body, rest, ctx, consumed, self._look_language)
            if star is None and not self.referenced:
                star = self._far_star(body, rest, ctx, consumed)
            if star is not None:
                return star
            raise RegexUnsupported("an anchor or lookaround inside an unbounded repetition",
                                   "", 0)
        smaller = ("rep", 0, hi - 1, kind, body)
        return R.union(self._f((body, smaller, *rest), ctx, consumed),
                       self._f(rest, ctx, consumed))

    def _trailing_look(self, body: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                       ) -> R.Regex | None:
        """``(body)*`` then ``rest``, for a body whose pieces end in a lookahead of one
        class (:mod:`strsat.regex.sre_trailing_look`; what follows the repetition may
        depend on the context it ends in); None for another body."""
        found = None if self.referenced else pieces(body, _plain)
        if found is None:
            return None if self.referenced else self._string_look(body, rest, ctx, consumed)
        moved = consume(rest)
        after = {c: self._f(moved, c, True) for c in self.partition.contexts if c != START}
        first = self._f(rest, ctx, consumed)
        if len(set(after.values())) == 1:
            return solve(found, first, next(iter(after.values())))
        if self.partition.width != 1:  # a window's context after a piece: not its text's
            return None
        return solve_in_contexts(found, first, after,
                                 lambda to: self.partition.leads(START, to))

    def _string_look(self, body: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                     ) -> R.Regex | None:
        """``(body)*`` then ``rest``, for a body whose pieces end in a lookahead of a fixed
        string (:mod:`strsat.regex.sre_string_look`), what follows the repetition the
        same in every context it may end in; None otherwise."""
        found = string_pieces(body, _plain)
        if found is None:
            return None
        moved = consume(rest)
        after = {self._f(moved, c, True) for c in self.partition.contexts if c != START}
        if len(after) != 1:
            return None
        return solve_strings(found, self._f(rest, ctx, consumed), after.pop())

    def _possessive(self, node: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                    ) -> R.Regex:
        """``C{lo,hi}+`` (or ``(?>C{lo,hi})``): the longest run of ``C`` up to ``hi``,
        never given back.  So for a plain body ``X`` whose matches all have one width
        ``w >= 1`` (``(?:ab)*+``, ``(?:\\d\\d)++``): an iteration matches exactly when the
        next ``w`` characters are in ``L(X)``, so the loop takes the longest run of such
        blocks and stops where the rest does not start with one."""
        _, lo, hi, _, body = node
        if body[0] != "c" and not fixed_plain(body):
            return self._possessive_committed(node, rest, ctx, consumed)
        if body[0] == "c":
            cls = body[1]
            one = R.chars(cls)
            stop = R.union(R.EPSILON, R.concat(R.chars(~cls), R.ALL))
        else:
            one = plain_regex(body)
            stop = R.comp(R.then_anything(one))
        if hi is None:
            return self._then(R.loop(one, lo, None), rest, ctx, consumed, stop)
        if hi - lo > UNROLL * 4:
            raise RegexUnsupported("a long bounded possessive repeat", "", 0)
        parts = [self._then(R.loop(one, k, k), rest, ctx, consumed, stop if k < hi else R.ALL)
                 for k in range(lo, hi + 1)]
        return R.union(*parts)

    def _possessive_committed(self, node: Node, rest: tuple[Node, ...], ctx: int,
                              consumed: bool) -> R.Regex:
        """``X{lo,hi}+`` of a body with a committed form (:mod:`strsat.regex.sre_commit`):
        an iteration is taken exactly when the rest starts with a match of ``X``, and
        then matches as its committed form; the repetition ends where the rest does not
        start with one (the guard ``(?!X)``).  Unbounded, the iterations solve regular
        equations (:func:`strsat.regex.sre_trailing_look.solve`): the committed body is
        plain, or plain up to a last run of a class, which stops before a character of
        that class (a lookahead of one class)."""
        _, lo, hi, _, body = node
        once = committed(body)
        if once is None or lo > 1:
            raise RegexUnsupported("possessive repeat of other than a class, a piece of one "
                                   "width, or a body whose first match is its committed "
                                   "form", "", 0)
        if lo == 1:
            more = ("rep", 0, None if hi is None else hi - 1, "possessive", body)
            return self._f((*once, more, *rest), ctx, consumed)
        guard = ("look", False, True, body, None)
        stop = self._f((guard, *rest), ctx, consumed)
        if hi == 0:
            return self._f(rest, ctx, consumed)
        if hi is not None:
            if hi > UNROLL:
                raise RegexUnsupported("a long bounded possessive repeat", "", 0)
            more = ("rep", 0, hi - 1, "possessive", body)
            return R.union(stop, self._f((*once, more, *rest), ctx, consumed))
        once = tuple(_ungrouped(once))  # the iterations' language: groups play no part
        if all(is_plain(n) for n in once):
            one = R.concat(*(_plain(n) for n in once))
            return self._then(R.loop(one, 0, None), rest, ctx, consumed,
                              R.comp(R.then_anything(_plain(body))))
        *head, last = once
        if not (all(is_plain(n) for n in head) and last[0] == "rep" and last[2] is None
                and last[4][0] == "c"):
            raise RegexUnsupported("possessive repeat of a body committed to a run that is "
                                   "not its last piece", "", 0)
        run = last[4]
        tested = ("seq", (*head, ("rep", last[1], None, "greedy", run),
                          ("look", False, True, run, None)))
        found = pieces(tested, _plain)
        moved = consume((guard, *rest))
        after = {self._f(moved, c, True) for c in self.partition.contexts if c != START}
        if found is None or len(after) != 1:
            raise RegexUnsupported("possessive repeat whose continuation depends on the "
                                   "context it ends in", "", 0)
        return solve(found, stop, after.pop())

    def _first_committed(self, options: tuple[Node, ...], rest: tuple[Node, ...], ctx: int,
                         consumed: bool) -> R.Regex:
        """``(?>A1|A2|...)`` of options with committed forms: option ``i``, as its
        committed form, where no earlier option matches here (each option's own
        language of matches, a lookahead's)."""
        parts = []
        seen: R.Regex = R.EMPTY_LANG
        for option in options:
            once = committed(option)
            if once is None:
                raise RegexUnsupported("atomic group (?>...)", "", 0)
            parts.append(guarded(self._f((*once, *rest), ctx, consumed), R.comp(seen)))
            seen = R.union(seen, R.then_anything(_plain(option)) if is_plain(option)
                           else self.lookahead().of((option,), ctx, True))
        return R.union(*parts)

    def _fewest(self, node: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                ) -> R.Regex:
        """``(?>X{lo,hi}?)``: its first match is ``lo`` iterations, kept."""
        _, lo, _, _, body = node
        if body[0] == "c" or fixed_plain(body):
            return self._f((("rep", lo, lo, "greedy", body), *rest), ctx, consumed)
        once = committed(body)
        if once is None or lo > 1:
            raise RegexUnsupported("atomic group (?>...)", "", 0)
        return self._f((*once, *rest) if lo else rest, ctx, consumed)

    def _first_lazy(self, inner: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                    ) -> R.Regex | None:
        """``(?>C{lo,}?X)``, ``C`` a class and ``X`` plain pieces of one width each
        (fnmatch's translation of ``*X*`` is ``(?>.*?X).*``): CPython's lazy run tries
        ``lo``, ``lo + 1`` ... characters of ``C`` and keeps the first place ``X`` matches
        after them, so the group's match is the shortest prefix in ``P = C{lo,}X``: the
        words of ``P`` of which no proper prefix is in ``P`` (``P ∖ P·Σ+``), followed by
        the rest (one such prefix at most: the split is CPython's).  None for any other
        body."""
        items = inner[1] if inner[0] == "seq" else (inner,)
        head, tail = items[0], items[1:]
        if not tail or head[0] != "rep" or head[3] != "lazy" or head[2] is not None or \
                head[4][0] != "c" or not all(fixed_plain(n) for n in tail):
            return None
        shortest = R.concat(R.loop(R.chars(head[4][1]), head[1], None),
                            *(_plain(n) for n in tail))
        piece = R.diff(shortest, R.concat(shortest, R.ALLCHAR, R.ALL))
        return self._then(piece, rest, ctx, consumed)

    def _first_option(self, options: tuple[Node, ...], rest: tuple[Node, ...], ctx: int,
                      consumed: bool) -> R.Regex:
        """``(?>A1|A2|...)`` of plain options of one width each: CPython commits to the
        first option that matches here (the next ``width(Ai)`` characters in ``L(Ai)``)
        and never tries the others, even if the rest fails after it.  So option ``i`` is
        followed by the rest where no earlier option matches the text from here."""
        parts = []
        earlier: R.Regex = R.EMPTY_LANG
        for option in options:
            guard = R.comp(R.then_anything(earlier))
            parts.append(guarded(self._f((option, *rest), ctx, consumed), guard))
            earlier = R.union(earlier, plain_regex(option))
        return R.union(*parts)

    def _anchor(self, node: Node, then: R.Regex, ctx: int) -> R.Regex:
        kind, word = node[1], node[2]
        if kind == "bos":
            return then if ctx == START else R.EMPTY_LANG
        if kind == "bol":
            return then if ctx == START or self.partition.inside(ctx, _NEWLINE) \
                else R.EMPTY_LANG
        if kind == "eos":
            return R.inter(then, R.EPSILON)
        if kind == "eol_last":
            return R.inter(then, R.union(R.EPSILON, R.literal("\n")))
        if kind == "eol":
            return R.inter(then, R.union(R.EPSILON, R.concat(R.literal("\n"), R.ALL)))
        word_after = R.concat(R.chars(word), R.ALL)
        other_after = R.union(R.EPSILON, R.concat(R.chars(~word), R.ALL))
        word_before = ctx != START and self.partition.inside(ctx, word)
        if kind == "b":
            return R.inter(then, other_after if word_before else word_after)
        # \B: no boundary, and never in an empty subject (CPython's SRE_AT_NON_BOUNDARY)
        if word_before:
            return R.inter(then, word_after)
        if ctx == START:
            return R.inter(then, R.concat(R.chars(~word), R.ALL))
        return R.inter(then, other_after)

    def _lookaround(self, node: Node, rest: tuple[Node, ...], ctx: int, consumed: bool
                    ) -> R.Regex:
        _, behind, negative, body, size = node
        then = self._f(rest, ctx, consumed)
        one = one_class(body) if behind else None
        if one is not None and one in self.partition.sets:
            holds = ctx != START and self.partition.inside(ctx, one)
            return then if holds != negative else R.EMPTY_LANG
        if behind and _windowed(body) and _plain(body) in self.partition.bodies:
            holds = self.partition.behind(ctx, _plain(body))
            return then if holds != negative else R.EMPTY_LANG
        if behind and width(body) != (0, 0):
            raise RegexUnsupported("lookbehind holding an anchor, a lookaround or a "
                                   "reference", "", 0)
        seen = R.then_anything(_plain(body)) if not behind and is_plain(body) else \
            self.lookahead().of((body,), ctx, True)
        return guarded(then, R.comp(seen)) if negative else R.inter(then, seen)


def _referenced(root: Node) -> dict[int, tuple[str, ...]]:
    """The strings of each group named by a backreference; raises
    :class:`RegexUnsupported` unless each such group lies outside repetitions,
    lookarounds, conditionals and atomic groups and matches at most
    :data:`REFERENCED` strings (so the reference is one of them, a case each)."""
    wanted = references(root)
    if not wanted:
        return {}
    out: dict[int, tuple[str, ...]] = {}
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        n, inside = stack.pop()
        kind = n[0]
        if kind == "grp" and n[1] in wanted:
            strings = finite_strings(n[2], REFERENCED) if is_plain(n[2]) else None
            if inside or strings is None:
                raise RegexUnsupported("backreference to a group inside a repetition or "
                                       "lookaround, or matching more than "
                                       f"{REFERENCED} strings", "", 0)
            out[n[1]] = tuple(sorted(strings))
        if kind in ("seq", "alt"):
            stack.extend((m, inside) for m in n[1])
        elif kind == "grp":
            stack.append((n[2], inside))
        elif kind in ("rep", "atomic"):
            stack.append((n[-1], True))
        elif kind == "look":
            stack.append((n[3], True))
        elif kind == "cond":
            stack.extend(((n[2], True), (n[3], True)))
    return out


def consume(todo: tuple[Node, ...]) -> tuple[Node, ...]:
    """``todo`` after a character was consumed: every pending iteration's end
    (``("until", level, consumed, rest_of_repetition)``) now follows a non-empty
    iteration."""
    if not any(n[0] == "until" and n[2] is False for n in todo):
        return todo
    return tuple(("until", n[1], True, n[3]) if n[0] == "until" and n[2] is False else n
                 for n in todo)


#: (bounded and process-wide: a pure function of an immutable tree and a mode)
@lru_cache(maxsize=256)
def languages(tree: Tree, mode: str, must_advance: bool = False) -> Languages:
    """The builder of ``tree``'s languages for ``fullmatch`` (tail ``ε``) or
    ``match``/``search`` (tail ``Σ*``)."""
    tail = R.EPSILON if mode == "fullmatch" else R.ALL
    return Languages(tree, tail, must_advance)


def membership(tree: Tree, mode: str, ctx: int = START, must_advance: bool = False
               ) -> R.Regex:
    """The subjects (from a point of context ``ctx``) on which ``re.<mode>`` matches;
    for ``search``, a match may start at any later point, whose context is the class of
    the character before it."""
    if mode != "search":
        return languages(tree, mode, must_advance).of((tree.root,), ctx)
    here = languages(tree, "match", must_advance).of((tree.root,), ctx)
    later = languages(tree, "match")
    part = later.partition
    options = [R.concat(part.prefix(c), later.of((tree.root,), c))
               for c in part.contexts if c != START]
    return R.union(here, *options)


def universal(regex: R.Regex) -> bool:
    """Whether ``regex`` surely holds every string (a sufficient test: ``Σ*``, a
    concatenation of parts that may be empty ending with ``Σ*``, or a union with such a
    member)."""
    if regex is R.ALL:
        return True
    if regex.kind == R.CONCAT:
        return regex.args[-1] is R.ALL and all(a.nullable for a in regex.args)
    if regex.kind == R.UNION:
        return any(universal(a) for a in regex.args)
    return False


#: (bounded and process-wide: a pure function of an interned, immutable regex)
@lru_cache(maxsize=4096)
def term_of(regex: R.Regex) -> Term:
    """The RegLan term of a language (remembered: the walk asks for the same ones on
    every run of a loop)."""
    return regex_to_term(regex)


__all__ = ["START", "Languages", "Partition", "Window", "consume", "contexts_of", "languages",
           "membership", "plain_regex", "term_of", "universal"]
