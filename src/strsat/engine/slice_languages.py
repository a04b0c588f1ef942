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
from ..terms import FALSE, Term, mk, string
from ..terms.ops import CONST
from ..terms.walk import preorder
from .eliminate import conjuncts_with_origins
from .inline import Inlined

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
    members: dict[Term, list[tuple[Term, int]]] = {}
    for k, c in enumerate(items):
        if c.op == "str.in_re" and not c.args[0].ground and c.args[1].ground:
            members.setdefault(c.args[0], []).append((c.args[1], k))
            layout = _layout(c.args[1])
            if layout is not None:
                layouts.setdefault(c.args[0], []).append((layout, k))
    if not members:
        return None
    present = set(items)
    facts: list[Term] = []
    fact_origins: list[frozenset[int]] = []

    def add(fact: Term, k: int) -> None:
        if fact not in present:
            present.add(fact)
            facts.append(fact)
            fact_origins.append(origins[k])

    for t in preorder(items):
        if t.op not in ("str.substr", "str.at") or t.args[0] not in members:
            continue
        deadline.check("reading slice languages")
        window = _window(t)
        if window is not None:
            v, start, length = window
            for layout, k in layouts.get(v, ()):
                language = _span(layout, start, length)
                if language is not None:
                    add(mk("str.in_re", t, language), k)
        for regex, k in members[t.args[0]]:
            language = _tail_language(t, regex, simplify)
            if language is not None:
                add(mk("str.in_re", t, language), k)
    if not facts:
        return None
    return Inlined(items + facts, origins + fact_origins, definitions)


def _window(t: Term) -> tuple[Term, int, int] | None:
    """``(v, start, length)`` for ``str.substr v i n`` or ``str.at v i`` with constants
    ``i ≥ 0`` and ``n ≥ 1``."""
    if t.op not in ("str.substr", "str.at"):
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


def _tail_language(t: Term, regex: Term, simplify: Callable[[Term], Term]) -> Term | None:
    """The language of ``t``, a slice of ``x`` from ``i`` to its end, under ``x ∈ regex``
    whose words begin with fixed-length items of ``i`` characters in all: the
    concatenation of the items after them (a Python ``x[i:]`` after a format check:
    ``#[0-9a-f]{6}`` then ``bytes.fromhex(x[1:])``).  The slice is ``str.substr x S L``
    with ``S`` the constant ``i`` or Python's clamp ``ite(i > |x|, |x|, i)`` (``i``
    under the membership: every word is at least ``i`` long) and ``L = |x| − S``;
    None for any other slice."""
    if t.op != "str.substr":
        return None
    x, start, length = t.args
    sizes = {mk("str.len", x), simplify(mk("str.len", x))}  # |to_lower(s)| is |s|
    i = _int(start)
    if i is None and start.op == "ite" and start.args[1] in sizes:
        size = start.args[1]
        i = _int(start.args[2])
        if i is None or start.args[0] not in (mk(">", start.args[2], size),
                                              mk("<", size, start.args[2])):
            return None
    if i is None or i < 0:
        return None
    rests = [mk("-", size, start) for size in sizes]
    if length not in rests and length not in map(simplify, rests):
        return None
    items = _all_items(regex)
    if items is None:
        return None
    at = 0
    for j, item in enumerate(items):
        if at >= i:
            tail = items[j:]
            return None if at > i else tail[0] if len(tail) == 1 else mk("re.++", *tail)
        node = _regex_node(item)
        if node.max_len != node.min_len:
            return None
        at += node.min_len
    return mk("str.to_re", string("")) if at == i else None


def _regex_node(item: Term) -> Regex:
    from ..regex.from_smtlib import regex_of_term

    return regex_of_term(item)


def _all_items(regex: Term) -> list[Term] | None:
    """The items of a concatenation as :func:`_items` reads them, None when there are
    more than :data:`MAX_ITEMS`."""
    items = _items(regex, MAX_ITEMS + 1)
    return None if len(items) > MAX_ITEMS else items


def _layout(regex: Term) -> Layout | None:
    """The fixed-length items ``regex``'s words begin with, each with its start (kept
    for the session; None: fewer than two, or not a regular constant)."""
    def read(_node: Regex) -> Layout | None:
        layout: Layout = []
        at = 0
        for item in _items(regex):
            node = _regex_node(item)
            if node.max_len != node.min_len or len(layout) >= MAX_ITEMS:
                break
            layout.append((at, node.min_len, item))
            at += node.min_len
        return layout if len(layout) >= 2 else None

    from .regex_readings import reading  # at the first membership (issue 39)

    return reading(_LAYOUTS, regex, read)


def _items(regex: Term, limit: int = MAX_ITEMS) -> list[Term]:
    """The items of a concatenation, nested ones flattened and ``(_ re.loop k k)``
    (``(_ re.^ k)``) read as ``k`` copies of its body, up to ``limit``."""
    out: list[Term] = []
    stack = [regex]
    while stack and len(out) < limit:
        r = stack.pop()
        if r.op == "re.++":
            stack.extend(reversed(r.args))
        elif r.op in ("re.loop", "re.^") and r.indices and \
                r.indices[0] == r.indices[-1] and r.indices[0] <= MAX_ITEMS:
            stack.extend([r.args[0]] * r.indices[0])
        else:
            out.append(r)
    return out
