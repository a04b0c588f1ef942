"""The groups of memberships that ``RE_SPLIT_EMPTY`` (:mod:`.splits`) decides jointly.

A membership's subject is read as a concatenation of items — its own ``str.++``,
or the concatenation its equality class holds (with the equalities as reasons).
Memberships are grouped by shared variable items (connected components).  A group
is searched only when two concatenations of it share a variable or a variable
repeats in one (:func:`_entangled`); the class checks of the regular step decide
the rest.  The memberships of one subject are intersected into one automaton.
"""

from __future__ import annotations

from collections.abc import Sequence

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...regex import ast as R
from ...terms import Term
from ...terms.walk import flatten
from ..seam.context import SolverState
from ..seam.equalities import EqualityClasses
from .languages import Languages

if TYPE_CHECKING:
    from .splits import Subject

#: ``(atom, positive, items, equalities behind the items)``.
SplitMember = tuple[Term, bool, tuple[Term | str, ...], frozenset[Term]]

#: Memberships in one group above which it is not searched.
MAX_GROUP = 40
#: Variable occurrences in one group above which it is not searched.
MAX_OCCURRENCES = 60


def _items(subject: Term, classes: EqualityClasses
           ) -> tuple[tuple[Term | str, ...], frozenset[Term]]:
    body, why = classes.read_as_concatenation(subject)
    parts = flatten(body, "str.++") if body.op == "str.++" else [body]
    items = tuple(str(p.value) if p.op == "const" else p for p in parts)
    return tuple(i for i in items if i != ""), why


def split_groups(found: Sequence[tuple[Term, bool]], classes: EqualityClasses
                 ) -> list[list[SplitMember]]:
    """The groups worth a joint search, in a deterministic order."""
    members: list[SplitMember] = []
    for atom, positive in found:
        items, why = _items(atom.args[0], classes)
        members.append((atom, positive, items, why))
    parent = list(range(len(members)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first: dict[Term, int] = {}
    for i, (_a, _p, items, _w) in enumerate(members):
        for it in items:
            if isinstance(it, Term):
                j = first.setdefault(it, i)
                parent[root(i)] = root(j)
    comps: dict[int, list[SplitMember]] = {}
    for i, m in enumerate(members):
        comps.setdefault(root(i), []).append(m)
    out = []
    for group in comps.values():
        subjects = {m[2] for m in group}
        if not _entangled(subjects):
            continue
        occurrences = sum(1 for s in subjects for it in s if isinstance(it, Term))
        if len(group) > MAX_GROUP or occurrences > MAX_OCCURRENCES:
            continue
        out.append(group)
    return out


def _entangled(subjects: set[tuple[Term | str, ...]]) -> bool:
    """A variable occurs in two concatenations, or twice in one: the case the class
    checks (each item's languages taken separately) cannot decide."""
    seen: set[Term] = set()
    for s in subjects:
        if len(s) < 2:
            continue
        mine = [it for it in s if isinstance(it, Term)]
        if len(set(mine)) < len(mine) or seen.intersection(mine):
            return True
        seen.update(mine)
    return False


def split_subjects(group: Sequence[SplitMember], deadline: Deadline,
                   state: SolverState, languages: Languages) -> list[Subject] | None:
    """One automaton per distinct subject (the intersection of its memberships,
    negative ones complemented); None when a language is not built in budget."""
    from .splits import Subject  # at the first search of a split (issue 39)

    by_subject: dict[tuple[Term | str, ...], list[R.Regex]] = {}
    for atom, positive, items, _why in group:
        node = languages.ast(atom.args[1])
        if node is None:
            return None
        by_subject.setdefault(items, []).append(node if positive else R.comp(node))
    subjects = []
    for items, nodes in by_subject.items():
        nfa = languages.nfa(R.inter(*nodes), deadline, state.stats)
        if nfa is None:
            return None
        subjects.append(Subject(items, nfa))
    return subjects


__all__ = ["SplitMember", "split_groups", "split_subjects"]
