"""Bounds of ``str.to_code`` from the alphabets of top-level memberships.

A symbolic executor's path condition keeps the domain of an input as a membership —
``x ∈ [\\u{0}-\\u{7f}]*`` after ``isascii()``, ``data ∈ [\\u{0}-\\u{ff}]*`` for bytes, the
first character's class as ``at(s, 0) ∈ R`` after ``s[0].isalpha()`` — and compares the
codes of characters read from it: ``ord(url[0]) > 128`` with ``url = ws·s·ws`` after
``strip()``, the last byte of ``data[:3]``.  Two sets of characters are kept per string
term ``t`` of the conjuncts, each with the conjuncts it follows from:

* ``ALL(t)``, holding every character of ``t``, and
* ``FIRST(t)``, holding ``t``'s first character when ``t`` is not empty.

A top-level ``t ∈ R`` gives ``ALL(t) ⊆ alphabet(R)`` and ``FIRST(t) ⊆ first(R)``
(:mod:`strsat.regex.alphabets`); for a ``t`` of at most one character (``str.at``,
``str.from_code``) both are ``singles(R)``, the language's one-character words, and
under a negated membership the characters outside them; a top-level ``a = b`` makes
both sets of ``a`` and ``b`` bound each other; a constant has its own; and the sets
follow the terms' structure — a concatenation's characters are its parts' (its first is one of the
parts' firsts), a part's are the whole's (the first part's first is the whole's
first), ``at``/``substr`` read characters of their string (at index 0 its first), and
``at(s, 0)`` *is* ``s``'s first character, ``ite`` one of its branches', ``replace``
its subject's or its replacement's (``replace_re_all(s, R, r)``: its subject's outside
``R``'s one-character words, or its replacement's — each such character of ``s`` is
inside a match).  Sets shrink by intersection to a fixpoint, and
each ``str.to_code(t)`` gets the fact::

    (str.to_code t) = -1  or  (str.to_code t) ∈ FIRST(t) ∩ ALL(t)

as a disjunction of ranges (the hull when there are many).  Asserted beside the
conjuncts, it lets the integer core refute a code outside the sets at once, where the
procedures met the membership and the code separately (a one-character ``x`` in ASCII,
not in ``str.isalpha``'s class of 700 ranges and with ``(> (str.to_code x) 128)`` was
unknown after its whole budget; so was urlsplit's scheme scan reading ``url[0]``).
This is the integer abstraction of a string's characters of paper 001 (Pex: each
string term's integer facts stated with it) fed by the alphabet abstraction of cvc5's
extended-function rewriter (Reynolds et al., CAV 2019, §4), on character sets rather
than on the constants' characters of :mod:`.char_alphabets`; the regular step states
the same bound per membership inside the loop (``RE_CHAR_CODE``).  The codes'
sets then bound the Int ``ite`` terms reading them (:mod:`.int_bounds`: a Horner sum
of hex digits).  Each fact is implied by the conjuncts of its origins: a core through it
stays a core of the input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..regex.charset import INTERVALS, IntervalSet
from ..terms import FALSE, STRING, Term, integer, mk
from ..terms.formulas import conj, disj
from ..terms.ops import CONST
from ..terms.walk import preorder
from .eliminate import conjuncts_with_origins
from .inline import Inlined

if TYPE_CHECKING:
    from ..regex.ast import Regex

__all__ = ["add_code_bounds", "character_sets", "may_apply"]

#: Past this many conjuncts the facts are not looked for (small path conditions are the
#: target; each conjunct is walked once).
MAX_CONJUNCTS = 2_000
#: Ranges of a bound written as a disjunction; past it, the bound is the hull.
MAX_RANGES = 16
#: Rounds of propagation (each shrinks a set or ends it; cycles of equations settle in
#: a few).
MAX_ROUNDS = 12

#: A set of characters and the indices of the conjuncts it follows from.
Bound = tuple[IntervalSet, frozenset[int]]
_NONE: frozenset[int] = frozenset()


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether the formulas hold both a ``str.to_code`` and a ``str.in_re`` (cheap: one
    walk, no term built)."""
    code = member = False
    for t in preorder(list(formulas)):
        code = code or t.op == "str.to_code"
        member = member or t.op == "str.in_re"
        if code and member:
            return True
    return False


def add_code_bounds(formulas: Sequence[Term], eliminated: Inlined | None,
                    deadline: Deadline, simplify: Callable[[Term], Term]) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with one code
    bound added per ``str.to_code(t)`` whose ``t`` the sets of the module doc bound,
    each with the origins of the conjuncts it follows from; None when there is none."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "bounding character codes")
    if len(items) > MAX_CONJUNCTS or FALSE in items:
        return None
    sets = character_sets(items, deadline)
    if sets is None:
        return None
    every, firsts = sets
    facts: list[Term] = []
    fact_origins: list[frozenset[int]] = []
    codes: dict[Term, Bound] = {}
    for t in preorder(items):
        if t.op != "str.to_code" or t in codes or t.args[0].op == CONST:
            continue
        bound = _meet(every.get(t.args[0]), firsts.get(t.args[0]))
        if bound is None or bound[0].is_full():
            continue
        codes[t] = bound
        facts.append(_fact(t, bound[0]))
        fact_origins.append(frozenset().union(*(origins[k] for k in bound[1])))
    from .int_bounds import integer_bounds  # at the first bounded code (issue 39)

    for fact, why in integer_bounds(items, codes, deadline):
        facts.append(fact)
        fact_origins.append(frozenset().union(*(origins[k] for k in why)))
    if not facts:
        return None
    return Inlined(items + facts, origins + fact_origins, definitions)


def character_sets(items: Sequence[Term], deadline: Deadline
                   ) -> tuple[dict[Term, Bound], dict[Term, Bound]] | None:
    """``ALL`` and ``FIRST`` (module doc) of the string terms of ``items``, by term,
    each with the indices of the conjuncts it follows from (a term missing: any
    character); None when no membership narrows any."""
    every: dict[Term, Bound] = {}
    firsts: dict[Term, Bound] = {}
    for k, c in enumerate(items):
        positive = c.op == "str.in_re"
        if not positive and not (c.op == "not" and c.args[0].op == "str.in_re"):
            continue
        member = c if positive else c.args[0]
        t = member.args[0]
        sets = _language_sets(member.args[1])
        if sets is None:
            continue
        why = frozenset((k,))
        if _at_most_one_character(t):
            # its character (if any) is one of the language's one-character words, or
            # under the negation one outside them
            chars = sets[2] if positive else ~sets[2]
            _narrow(every, t, chars, why)
            _narrow(firsts, t, chars, why)
        elif positive:
            _narrow(every, t, sets[0], why)
            _narrow(firsts, t, sets[1], why)
    if not every and not firsts:
        return None
    links = _links(items)
    for _ in range(MAX_ROUNDS):
        deadline.check("bounding character codes")
        changed = False
        for link in links:
            changed = link(every, firsts) or changed
        if not changed:
            break
    return every, firsts


#: By ground regex: its alphabet, first characters and one-character words.
_LANGUAGES: dict[Term, tuple[IntervalSet | None, IntervalSet | None, IntervalSet] | None] = {}


def _language_sets(regex: Term
                   ) -> tuple[IntervalSet | None, IntervalSet | None, IntervalSet] | None:
    """``alphabet``, ``first`` and ``singles`` (:mod:`strsat.regex.alphabets`) of the
    ground ``regex`` (kept for the session), or None when it is not a regular
    constant."""
    def read(node: Regex) -> tuple[IntervalSet | None, IntervalSet | None, IntervalSet]:
        from ..regex.alphabets import alphabet, first, singles

        return alphabet(node), first(node), singles(node)

    from .regex_readings import reading  # at the first membership (issue 39)

    return reading(_LANGUAGES, regex, read)


# ---- sets ------------------------------------------------------------------------------------


def _narrow(table: dict[Term, Bound], t: Term, chars: IntervalSet | None,
            why: frozenset[int]) -> bool:
    """Meet ``t``'s set with ``chars`` (None: any character) following from ``why``;
    whether it shrank."""
    if chars is None or chars.is_full():
        return False
    known = table.get(t)
    if known is None:
        table[t] = (chars, why)
        return True
    met = known[0] & chars
    if met == known[0]:
        return False
    table[t] = (met, known[1] | why)
    return True


def _meet(a: Bound | None, b: Bound | None) -> Bound | None:
    if a is None or b is None:
        return a or b
    return a[0] & b[0], a[1] | b[1]


def _join(bounds: Sequence[Bound | None]) -> Bound | None:
    """The union of the sets (None when one is any character)."""
    chars = INTERVALS.empty
    why = _NONE
    for b in bounds:
        if b is None:
            return None
        chars, why = chars | b[0], why | b[1]
    return chars, why


def _narrow_to_union(table: dict[Term, Bound], t: Term, bounds: Sequence[Bound | None]
                     ) -> bool:
    """Meet ``t``'s set with the union of ``bounds`` (none when one is unknown)."""
    union = _join(bounds)
    return union is not None and _narrow(table, t, union[0], union[1])


def _fact(code: Term, chars: IntervalSet) -> Term:
    """``code = -1 ∨ code ∈ chars`` (the hull past :data:`MAX_RANGES` ranges)."""
    ranges = list(chars.ranges())
    if len(ranges) > MAX_RANGES:
        ranges = [(ranges[0][0], ranges[-1][1])]
    inside = [mk("=", code, integer(lo)) if lo == hi else
              conj(mk("<=", integer(lo), code), mk("<=", code, integer(hi)))
              for lo, hi in ranges]
    return disj(mk("=", code, integer(-1)), *inside)


# ---- links -----------------------------------------------------------------------------------

Tables = dict[Term, Bound]
Link = Callable[[Tables, Tables], bool]


def _at_most_one_character(t: Term) -> bool:
    """``str.at``, ``str.from_code``, ``str.substr`` of a constant length up to 1."""
    if t.op in ("str.at", "str.from_code"):
        return True
    if t.op == "str.substr":
        n = t.args[2]
        return n.op == CONST and isinstance(n.value, int) and n.value <= 1
    return False


def _is_zero(t: Term) -> bool:
    return t.op == CONST and t.value == 0 and not isinstance(t.value, bool)


def _links(items: Sequence[Term]) -> list[Link]:
    """The propagation rules of the module doc, one per top-level equation and per
    string term of ``items`` (constants' sets are seeded as they are met)."""
    links: list[Link] = []
    for k, c in enumerate(items):
        if c.op == "=" and len(c.args) == 2 and c.args[0].sort is STRING:
            links.append(_equal(c.args[0], c.args[1], frozenset((k,))))
    for t in preorder(list(items)):
        if t.sort is not STRING:
            continue
        op, args = t.op, t.args
        if op == "str.++":
            links.append(_concat(t, args))
        elif op in ("str.at", "str.substr"):
            links.append(_read(t, args[0], _is_zero(args[1]),
                               op == "str.at" or _positive(args[2])))
        elif op == "ite":
            links.append(_either(t, (args[1], args[2]), (args[1], args[2])))
        elif op in ("str.replace", "str.replace_all", "str.replace_re"):
            links.append(_either(t, (args[0], args[2]), ()))
            gone = _one_character(args[1]) if op == "str.replace_all" else None
            if gone is not None:
                links.append(_removing(t, args[0], args[2], gone))
        elif op == "str.replace_re_all":
            sets = _language_sets(args[1])
            if sets is not None:
                links.append(_removing(t, args[0], args[2], sets[2]))
    return links


def _one_character(t: Term) -> IntervalSet | None:
    """The character of a one-character constant, else None."""
    if t.op == CONST and isinstance(t.value, str) and len(t.value) == 1:
        return INTERVALS.char(ord(t.value))
    return None


def _positive(t: Term) -> bool:
    return t.op == CONST and isinstance(t.value, int) and not isinstance(t.value, bool) \
        and t.value >= 1


def _sets_of(every: Tables, firsts: Tables, t: Term) -> tuple[Bound | None, Bound | None]:
    """``ALL(t)`` and ``FIRST(t)``, a constant's from its text."""
    if t.op == CONST and isinstance(t.value, str):
        text = t.value
        chars = INTERVALS.of_ranges((ord(ch), ord(ch)) for ch in text)
        head = INTERVALS.char(ord(text[0])) if text else INTERVALS.empty
        return (chars, _NONE), (head, _NONE)
    return every.get(t), _meet(firsts.get(t), every.get(t))


def _equal(a: Term, b: Term, why: frozenset[int]) -> Link:
    """``a = b``: each side's sets bound the other's."""
    def link(every: Tables, firsts: Tables) -> bool:
        changed = False
        for x, y in ((a, b), (b, a)):
            all_y, first_y = _sets_of(every, firsts, y)
            if all_y is not None:
                changed = _narrow(every, x, all_y[0], all_y[1] | why) or changed
            if first_y is not None:
                changed = _narrow(firsts, x, first_y[0], first_y[1] | why) or changed
        return changed
    return link


def _concat(t: Term, parts: Sequence[Term]) -> Link:
    """``t = p1·…·pn``: ``ALL(t) ⊆ ∪ ALL(pi)``, ``FIRST(t) ⊆ ∪ FIRST(pi)``;
    ``ALL(pi) ⊆ ALL(t)``, ``FIRST(p1) ⊆ FIRST(t)``."""
    def link(every: Tables, firsts: Tables) -> bool:
        sets = [_sets_of(every, firsts, p) for p in parts]
        changed = _narrow_to_union(every, t, [s[0] for s in sets])
        changed = _narrow_to_union(firsts, t, [s[1] for s in sets]) or changed
        whole, head = _sets_of(every, firsts, t)
        if whole is not None:
            for p in parts:
                if p.op != CONST:
                    changed = _narrow(every, p, whole[0], whole[1]) or changed
        if head is not None and parts[0].op != CONST:
            changed = _narrow(firsts, parts[0], head[0], head[1]) or changed
        return changed
    return link


def _read(t: Term, s: Term, at_start: bool, nonempty_with_s: bool) -> Link:
    """``t = at(s, i)`` or ``substr(s, i, n)``: ``ALL(t) ⊆ ALL(s)`` and ``FIRST(t) ⊆
    ALL(s)``, ``FIRST(s)`` at index 0; at index 0 with ``t`` nonempty whenever ``s`` is
    (``at``, a constant ``n ≥ 1``), ``FIRST(s) ⊆ FIRST(t)``."""
    def link(every: Tables, firsts: Tables) -> bool:
        whole, head = _sets_of(every, firsts, s)
        changed = False
        if whole is not None:
            changed = _narrow(every, t, whole[0], whole[1])
            changed = _narrow(firsts, t, whole[0], whole[1]) or changed
        if at_start and head is not None:
            changed = _narrow(firsts, t, head[0], head[1]) or changed
        if at_start and nonempty_with_s and s.op != CONST:
            _part, own = _sets_of(every, firsts, t)
            if own is not None:
                changed = _narrow(firsts, s, own[0], own[1]) or changed
        return changed
    return link


def _removing(t: Term, s: Term, r: Term, gone: IntervalSet) -> Link:
    """``t = replace_re_all(s, R, r)`` with ``gone`` the one-character words of ``R``
    (``replace_all`` with a one-character pattern: that character):
    ``ALL(t) ⊆ (ALL(s) \\ gone) ∪ ALL(r)``.  Every occurrence in ``s`` of a character
    ``c`` of ``gone`` is replaced: the scan, left to right, either meets ``c`` inside an
    earlier match or finds a leftmost match starting at it (``c`` is one, shortest and
    non-empty); the characters of ``t`` are those of ``s`` outside the matches and those
    of the copies of ``r``."""
    def link(every: Tables, firsts: Tables) -> bool:
        kept = _sets_of(every, firsts, s)[0]
        if kept is None:
            return False
        return _narrow_to_union(every, t, [(kept[0] - gone, kept[1]),
                                           _sets_of(every, firsts, r)[0]])
    return link


def _either(t: Term, sources: Sequence[Term], heads: Sequence[Term]) -> Link:
    """``t`` holds characters of ``sources`` only (``ite``'s branches; ``replace``'s
    subject and replacement), and begins with a first of ``heads`` (an ``ite``'s
    branches; none known for ``replace``, whose first may be any of its subject's)."""
    def link(every: Tables, firsts: Tables) -> bool:
        changed = _narrow_to_union(every, t, [_sets_of(every, firsts, p)[0] for p in sources])
        if heads:
            changed = _narrow_to_union(firsts, t, [_sets_of(every, firsts, p)[1]
                                                   for p in heads]) or changed
        return changed
    return link
