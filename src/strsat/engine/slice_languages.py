"""The language of a slice read at a fixed place of a member of a fixed-layout language.

A parser of a fixed format validates its input with a regex and then slices it:
``\\d{4}-(1[0-2]|0[1-9])-\\d{2}`` checked, then ``int(s[5:7]) > 12``.  Once the offsets
are constants (:mod:`.known_prefixes` puts the format's ``-`` and length in place), the
slice ``(str.substr s 5 2)`` and the membership ``s ∈ R`` still meet only in the
fixed-length search, which enumerated the integer values of the slice one round at a
time (87 rounds for a date's month).  When ``R`` begins with items of one length each
(a concatenation, with ``(_ re.loop k k)`` of such an item read as ``k`` items), the
words of ``R`` split at the same places, so a slice that starts at an item's start and
ends at an item's end is a word of the concatenation of those items::

    s ∈ I1·…·Im·rest  ⇒  (str.substr s a n) ∈ Ij·…·Ik

for ``a`` the start of ``Ij`` and ``a + n`` the end of ``Ik``.  Asserted beside the
conjuncts, the slice's own small language (``1[0-2]|0[1-9]``) decides its integer
value at once.  Each fact is implied by its membership, which is its origin (a core
through it stays a core of the input).  The regular splitting of a concatenation by
the lengths of its parts (paper 000's product over the parts), done once before the
loop for the slices a path condition reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..terms import FALSE, Term, mk
from ..terms.ops import CONST, VAR
from ..terms.walk import preorder
from .eliminate import conjuncts_with_origins
from .inline import Inlined
from .regex_readings import reading

if TYPE_CHECKING:
    from ..regex.ast import Regex

__all__ = ["add_slice_languages", "may_apply"]

#: Past this many conjuncts the facts are not looked for.
MAX_CONJUNCTS = 2_000
#: Items of a layout looked at (a loop's copies included).
MAX_ITEMS = 256

#: A layout: the fixed-length items a language's words begin with, each with its start.
Layout = list[tuple[int, int, Term]]  # (start, length, item)
#: By ground regex: its layout (None: none of two items or more).
_LAYOUTS: dict[Term, Layout | None] = {}


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether the formulas hold a ``str.in_re`` and a ``str.substr`` or ``str.at``
    (cheap: one walk, no term built)."""
    member = read = False
    for t in preorder(list(formulas)):
        member = member or t.op == "str.in_re"
        read = read or t.op in ("str.substr", "str.at")
        if member and read:
            return True
    return False


def add_slice_languages(formulas: Sequence[Term], eliminated: Inlined | None,
                        deadline: Deadline, simplify: Callable[[Term], Term]
                        ) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with one
    membership added per slice of a variable read at item boundaries of the layout of
    a top-level membership of that variable (module doc), each with the membership's
    origins; None when there is none to add."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "reading slice languages")
    if len(items) > MAX_CONJUNCTS or FALSE in items:
        return None
    layouts: dict[Term, list[tuple[Layout, int]]] = {}
    for k, c in enumerate(items):
        if c.op == "str.in_re" and c.args[0].op == VAR and c.args[1].ground:
            layout = _layout(c.args[1])
            if layout is not None:
                layouts.setdefault(c.args[0], []).append((layout, k))
    if not layouts:
        return None
    present = set(items)
    facts: list[Term] = []
    fact_origins: list[frozenset[int]] = []
    for t in preorder(items):
        window = _window(t)
        if window is None or window[0] not in layouts:
            continue
        deadline.check("reading slice languages")
        v, start, length = window
        for layout, k in layouts[v]:
            language = _span(layout, start, length)
            if language is None:
                continue
            fact = mk("str.in_re", t, language)
            if fact not in present:
                present.add(fact)
                facts.append(fact)
                fact_origins.append(origins[k])
    if not facts:
        return None
    return Inlined(items + facts, origins + fact_origins, definitions)


def _window(t: Term) -> tuple[Term, int, int] | None:
    """``(v, start, length)`` for ``str.substr v i n`` or ``str.at v i`` with constants
    ``i ≥ 0`` and ``n ≥ 1``."""
    if t.op not in ("str.substr", "str.at") or t.args[0].op != VAR:
        return None
    i = _int(t.args[1])
    n = 1 if t.op == "str.at" else _int(t.args[2])
    if i is None or n is None or i < 0 or n < 1:
        return None
    return t.args[0], i, n


def _int(t: Term) -> int | None:
    value = t.value if t.op == CONST else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _span(layout: Layout, start: int, length: int) -> Term | None:
    """The concatenation of the items from the one starting at ``start`` to the one
    ending at ``start + length``, or None when those are not item boundaries."""
    end = start + length
    first = next((j for j, (at, _size, _item) in enumerate(layout) if at == start), None)
    if first is None:
        return None
    chosen: list[Term] = []
    for at, size, item in layout[first:]:
        if at + size > end:
            return None
        chosen.append(item)
        if at + size == end:
            return chosen[0] if len(chosen) == 1 else mk("re.++", *chosen)
    return None


def _layout(regex: Term) -> Layout | None:
    """The fixed-length items ``regex``'s words begin with, each with its start (kept
    for the session; None: fewer than two, or not a regular constant)."""
    def read(_node: Regex) -> Layout | None:
        from ..regex.from_smtlib import regex_of_term

        layout: Layout = []
        at = 0
        for item in _items(regex):
            node = regex_of_term(item)
            if node.max_len != node.min_len or len(layout) >= MAX_ITEMS:
                break
            layout.append((at, node.min_len, item))
            at += node.min_len
        return layout if len(layout) >= 2 else None

    return reading(_LAYOUTS, regex, read)


def _items(regex: Term) -> list[Term]:
    """The items of a concatenation, nested ones flattened and ``(_ re.loop k k)``
    (``(_ re.^ k)``) read as ``k`` copies of its body, up to :data:`MAX_ITEMS`."""
    out: list[Term] = []
    stack = [regex]
    while stack and len(out) < MAX_ITEMS:
        r = stack.pop()
        if r.op == "re.++":
            stack.extend(reversed(r.args))
        elif r.op in ("re.loop", "re.^") and r.indices and \
                r.indices[0] == r.indices[-1] and r.indices[0] <= MAX_ITEMS:
            stack.extend([r.args[0]] * r.indices[0])
        else:
            out.append(r)
    return out
