"""The dashed tier's entry: the candidate read into components, and which are long.

A component is *long* when the core's length of one of its variables is at least
:data:`LONG` characters, or one of its constants or the least word of one of its
memberships is that long (the longest string counts, not the sum: benchmarks/history/engine.md §5b),
and it is not a long constant against a pattern.  These functions need only the
fixed-length builder and the languages, not the tier's blocks, SWEEP and search: the
strategy asks :func:`has_long_component` and loads the tier (:mod:`.step`) only for a
candidate that has one (issue 39: most problems never have a long string, and the tier's
ten modules were a tenth of their start-up).
"""

from __future__ import annotations

from ...terms import STRING, Term, integer, mk
from ...terms.values import text_of
from ...terms.walk import fold, postorder
from ..fixed_length import constraints as fl
from ..fixed_length.problem import Builder, is_definition
from ..regular.languages import Languages
from ..seam.context import SolverState, Unreadable

__all__ = ["LONG", "Component", "constants", "has_long_component", "is_long",
           "read_components"]

#: Characters of a component (core lengths, a constant, a least word) that make it long.
LONG = 1000


#: Literals read between two readings of the deadline (a unit each reading): the strategy
#: asks :func:`has_long_component` at every round, and a literal's reading by the
#: fixed-length builder costs 5-130 µs (the upper end on textwrap's dumped checks of
#: thousands of regex nodes, benchmarks/limits/2026-12-05-lead18.md).
ITEMS_PER_READING = 16


class Component:
    """Constraints that share variables; ``premises``: the literals and integer facts
    behind each constraint (same order); ``origins``: the literal or guarded definition
    each constraint was read from."""

    __slots__ = ("constraints", "vars", "premises", "origins")

    def __init__(self, constraints: list[fl.Constraint], vars: list[Term],
                 premises: list[list[Term]] | None = None,
                 origins: list[Term] | None = None) -> None:
        self.constraints = constraints
        self.vars = vars
        self.premises: list[list[Term]] = [] if premises is None else premises
        self.origins: list[Term] = [] if origins is None else origins


def read_components(state: SolverState) -> list[Component] | None:
    """The fixed-length builder's components, each constraint with its premises (its
    literal, the integer facts read, and the lengths the builder read); None (and the
    state marked incomplete) when the candidate has no value for a term read."""
    read: list[Term] = []

    def length(x: Term) -> int:
        n = state.length(x)
        read.append(mk("=", mk("str.len", x), integer(n)))
        return n

    builder = Builder(state.int_value, length)
    premises: dict[int, list[Term]] = {}
    origins: dict[int, Term] = {}
    try:
        for n, item in enumerate([*((lit.atom, lit.positive) for lit in state.literals),
                                  *((d, None) for d in state.guarded)]):
            if n % ITEMS_PER_READING == 0:
                state.deadline.check("dashed strings: reading the candidate")
            before = len(builder.problem.constraints)
            read.clear()
            if item[1] is None:
                if not is_definition(item[0]):
                    continue
                builder.definition(item[0])
            else:
                builder.literal(item[0], item[1])
            for c in builder.problem.constraints[before:]:
                why = [c.reason] if c.reason is not None else []
                premises[id(c)] = why + list(c.facts) + list(read)
                origins[id(c)] = item[0]
    except (Unreadable, KeyError) as exc:  # an integer term without a value, no length
        state.incomplete(f"dashed strings: candidate unreadable ({exc})")
        return None
    out = []
    for group in builder.problem.components():
        vs = list(dict.fromkeys(v for c in group for v in c.vars))
        out.append(Component(group, vs, [premises[id(c)] for c in group],
                             [origins[id(c)] for c in group]))
    return out


def is_long(comp: Component, state: SolverState, languages: Languages,
            long_length: int = LONG) -> bool:
    """Long enough for the dashed tier, and not a long constant against a pattern
    (``w = "…"``, ``w = x1·…·xn``): the word-equation step's exact pattern search
    (``CONST_PATTERN``, :mod:`strsat.theory.word_equations.patterns`) decides that shape,
    and the fixed-length search then checks its solution (measured faster than a dashed
    search over a constant of 100,000 blocks)."""
    if _constant_pattern(comp, long_length):
        return False
    try:
        longest = max((state.length(v) for v in comp.vars), default=0)
    except KeyError:
        return False
    if longest >= long_length:
        return True
    for c in comp.constraints:
        if longest_constant(c.term) >= long_length:
            return True
        if isinstance(c, fl.Membership):
            node = languages.ast(c.language)
            if node is not None and node.min_len >= long_length:
                return True
    return False


def has_long_component(state: SolverState, languages: Languages,
                       long_length: int = LONG) -> bool:
    """Whether the dashed step would take a component of this candidate (it reads the
    candidate as the step does, so an unreadable one is marked incomplete alike)."""
    components = read_components(state)
    return components is not None and any(
        is_long(c, state, languages, long_length) for c in components)


def constants(c: fl.Constraint) -> list[str]:
    """The string constants of a constraint's formula."""
    return [text_of(s) for s in postorder(c.term) if s.op == "const" and s.sort is STRING]


#: :func:`longest_constant` by term id (ids are never reused), cleared past
#: :data:`_LONGEST_MAX` entries
_LONGEST: dict[int, int] = {}
_LONGEST_MAX = 1 << 16


def longest_constant(t: Term) -> int:
    """The length of the longest string constant in ``t`` (0 when none), memoised by
    subterm: :func:`has_long_component` reads every literal at every round of the loop,
    and a membership's regex of thousands of nodes was walked each time."""
    if t.id not in _LONGEST and len(_LONGEST) > _LONGEST_MAX:
        _LONGEST.clear()
    return fold(t, _longest, _LONGEST)


def _longest(t: Term, longest: list[int]) -> int:
    if t.op == "const":
        return len(text_of(t)) if t.sort is STRING else 0
    return max(longest, default=0)


def _constant_pattern(comp: Component, long_length: int) -> bool:
    """Some variable equals a long constant and a concatenation with variables."""
    const: set[Term] = set()
    concat: set[Term] = set()
    for c in comp.constraints:
        if not isinstance(c, fl.Equation):
            continue
        sides = c.parts
        lone = [s[0] for s in sides if len(s) == 1 and s[0].op == "var"]
        for v in lone:
            for side in sides:
                if len(side) == 1 and side[0].op == "const" and \
                        len(text_of(side[0])) >= long_length:
                    const.add(v)
                elif len(side) >= 2 and any(t.op == "var" for t in side):
                    concat.add(v)
    return bool(const & concat)
