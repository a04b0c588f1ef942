"""Characters top-level facts fix, put in the place of the terms that read them.

A symbolic executor's path condition tests a prefix, a suffix or a character and then
reads characters under it: ``s.startswith("admin")`` and later ``s[:5] != "admin"``,
``s.endswith(".com")`` and ``s[-4:]``, ``s[3] == "0"`` and ``s[3:5]``
(``(str.prefixof "admin" s)``, ``(not (= (str.substr s 0 5) "admin"))``).  Reduced
separately, the membership ``s ∈ admin·Σ*`` and the equation ``s = k·a·k'`` with
``|k| = 0`` meet only in the fixed-length search, which refutes one length of ``s``
at a time until the limit.  Here the top-level conjuncts that fix a *window* of a
String variable ``v`` — characters counted from its start or from its end — are
*facts*:

* ``str.prefixof c v`` (``c`` a non-empty constant): the first ``|c|`` characters;
* ``str.suffixof c v``: the last ``|c|`` characters;
* ``(= (str.at v i) c)`` or ``(= (str.substr v i n) c)`` with constants ``i >= 0``
  and ``|c| = n >= 1`` (either side): the characters ``i`` to ``i + n - 1``;
* the same with the index ``(- (str.len v) k)``, ``k >= n``: characters counted from
  the end;
* ``str.in_re v R`` (``R`` ground): the places where every word of ``R`` has one and
  the same character, from the start and from the end (``regex.alphabets.positions``:
  a date format's ``\\d{4}-\\d{2}-\\d{2}`` fixes the ``-`` at indices 4 and 7, and the
  slices a parser then reads at offsets computed from ``s[4] == "-"`` become constants);
* ``str.contains v w``, ``str.prefixof w v`` or ``str.suffixof w v`` (``w`` a non-empty
  constant) with a second conjunct bounding ``|v| <= |w|`` (``(not (> (str.len v) 1))``,
  as an explorer's path states ``len(s) <= 1``): ``v`` is ``w``, every character and
  its length, the two conjuncts one fact (both stay, a conjunct rewritten with it gains
  the origins of both).

A variable whose length and every character are known is itself the constant in the
other conjuncts (``s`` in ``str.replace_all (ite (= (str.at s 0) "\t") …) …``).

Each known character implies that ``v`` is long enough to hold it.  In every conjunct
that is not a fact,

* ``str.at v i`` and ``str.substr v i n`` (``i`` a constant, or ``|v| - k``) are the
  constant when every character they read is known (``""`` when ``n <= 0`` and
  ``i >= 0``),
* ``str.prefixof d v`` (``str.suffixof d v``) with ``d`` a constant is ``false`` when
  a known character from the start (the end) differs from ``d``'s, and ``true`` when
  every character of ``d`` is known and equal.

Each is an equation the facts imply, so the conjuncts keep their meaning: the facts
stay as they are, models are unchanged, and a rewritten conjunct's *origins* gain those
of the facts it used (an unsat core over the result maps to original formulas that are
unsatisfiable).  Two facts of one variable that give one place two characters
contradict each other, and the variable is left alone (the loop refutes the pair at
once).  Contextual simplification in the sense of the rewriters of cvc5 and z3 (a
known fact used in its siblings), restricted to what costs one walk.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..terms import FALSE, STRING, TRUE, Term, const, integer
from ..terms.ops import VAR
from ..terms.walk import preorder, substitute
from .eliminate import conjuncts_with_origins, regrouped
from .inline import Inlined
from .problem import conjuncts

if TYPE_CHECKING:
    from ..regex.ast import Regex

#: The operators whose applications the known characters may fix.
_READERS = frozenset({"str.at", "str.substr", "str.prefixof", "str.suffixof"})

#: A place of a variable: ``(0, i)``, the character at index ``i``; ``(1, k)``, the
#: character at index ``|v| - k`` (``k >= 1``: ``(1, 1)`` is the last).
Place = tuple[int, int]
#: What the facts fix: for each variable, each known place's character and the index of
#: the fact (conjunct) that fixes it.
Known = dict[Term, dict[Place, tuple[str, int]]]
#: For each variable a membership gives one length: the length and the fact's index.
Lengths = dict[Term, tuple[int, int]]


def _int(t: Term) -> int | None:
    value = t.value if t.op == "const" else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _string_var(t: Term) -> bool:
    return t.op == VAR and t.sort is STRING


def _index(e: Term, v: Term) -> Place | None:
    """The place an index term ``e`` of ``v`` names: a constant ``i >= 0``, or
    ``(- (str.len v) k)`` with a constant ``k >= 1``."""
    i = _int(e)
    if i is not None:
        return (0, i) if i >= 0 else None
    if e.op == "-" and len(e.args) == 2 and e.args[0].op == "str.len" \
            and e.args[0].args[0] is v:
        k = _int(e.args[1])
        return (1, k) if k is not None and k >= 1 else None
    return None


def _window(t: Term, most: int) -> tuple[Term, list[Place]] | None:
    """``(v, places)`` for ``str.at v i`` or ``str.substr v i n`` (``i`` as for
    :func:`_index`, ``n`` a constant): the places of the characters it reads, in order,
    when ``v`` is long enough to hold the first of them (an empty list: it is ``""``);
    else None.  None too past ``most`` places (the caller knows no more of them: a
    ``str.substr v 3 99999999999999999999999`` of a fuzzed script listed its places until
    the memory ran out)."""
    if t.op not in ("str.at", "str.substr") or not _string_var(t.args[0]):
        return None
    v = t.args[0]
    start = _index(t.args[1], v)
    n = 1 if t.op == "str.at" else _int(t.args[2])
    if start is None or n is None:
        return None
    if n <= 0:
        return v, []
    anchor, i = start
    if (n if anchor == 0 else min(n, i)) > most:
        return None
    if anchor == 0:
        return v, [(0, i + j) for j in range(n)]
    return v, [(1, i - j) for j in range(min(n, i))]


#: By ground regex: the places every word of its language has one character at, and
#: the one length of its words if they have one.
_REGEX_PLACES: dict[Term, tuple[list[tuple[Place, str]], int | None] | None] = {}
#: Places looked at from each end of a language's words.
MAX_PLACES = 64
#: Rounds of fixing per conjunct (a length fixed, then the readers it made constant).
MAX_ROUNDS = 3


def _regex_places(regex: Term) -> tuple[list[tuple[Place, str]], int | None] | None:
    """The places (from the start and from the end) where every word of ``regex``'s
    language has one and the same character, with the character; and the length of
    its words when they have one (kept for the session; None: neither, or not a
    regular constant)."""
    def read(node: Regex) -> tuple[list[tuple[Place, str]], int | None] | None:
        from ..regex.alphabets import positions

        fixed: list[tuple[Place, str]] = []
        for anchor in (0, 1):
            for i, chars in enumerate(positions(node, bool(anchor), MAX_PLACES)):
                if chars.size() == 1:
                    fixed.append(((anchor, i + anchor), chr(chars.min())))
        length = node.min_len if node.max_len == node.min_len else None
        return (fixed, length) if fixed or length is not None else None

    from .regex_readings import reading  # at the first membership (issue 39)

    return reading(_REGEX_PLACES, regex, read)


def fact(c: Term) -> tuple[Term, list[tuple[Place, str]]] | None:
    """``(v, [(place, character), ...])`` when the conjunct ``c`` fixes characters of
    the String variable ``v`` (the module doc), else None."""
    if c.op == "str.in_re":
        if not _string_var(c.args[0]) or not c.args[1].ground:
            return None
        found = _regex_places(c.args[1])
        return None if found is None else (c.args[0], found[0])
    if c.op in ("str.prefixof", "str.suffixof"):
        word, v = c.args
        w = word.value if word.op == "const" else None
        if not isinstance(w, str) or not w or not _string_var(v):
            return None
        if c.op == "str.prefixof":
            return v, [((0, p), ch) for p, ch in enumerate(w)]
        return v, [((1, len(w) - p), ch) for p, ch in enumerate(w)]
    if c.op != "=" or len(c.args) != 2 or c.args[0].sort is not STRING:
        return None  # (a chained equation of three or more terms is no fact)
    for reader, word in (c.args, c.args[::-1]):
        w = word.value if word.op == "const" else None
        window = _window(reader, len(w)) if isinstance(w, str) and w else None
        if window is not None and len(window[1]) == len(w):  # type: ignore[arg-type]
            v, places = window
            return v, list(zip(places, w, strict=True))  # type: ignore[arg-type]
    return None


def length_fact(c: Term) -> tuple[Term, int] | None:
    """``(v, n)`` when the conjunct ``c`` is a membership of the String variable ``v``
    in a language whose words all have the length ``n``."""
    if c.op != "str.in_re" or not _string_var(c.args[0]) or not c.args[1].ground:
        return None
    found = _regex_places(c.args[1])
    return None if found is None or found[1] is None else (c.args[0], found[1])


def _subject(t: Term) -> Term:
    return t.args[1] if t.op in ("str.prefixof", "str.suffixof") else t.args[0]


def length_at_most(c: Term) -> tuple[Term, int] | None:
    """``(v, n)`` when the conjunct ``c`` bounds the length of the String variable ``v``
    by the constant ``n`` from above: ``(<= (str.len v) n)``, ``(< (str.len v) n+1)``,
    ``(= (str.len v) n)`` (either side, or mirrored), or the negation of the opposite
    comparison (``(not (> (str.len v) n))``, as the path conditions of ``strsat explore``
    state ``len(s) <= n``)."""
    op, args = c.op, c.args
    if op == "not" and args[0].op in _NEGATED:
        op, args = _NEGATED[args[0].op], args[0].args
    if len(args) != 2 or op not in _STRICT:
        return None
    left, right = args
    if op in (">", ">=") or (op == "=" and left.op != "str.len"):
        left, right = right, left
        op = {">": "<", ">=": "<=", "=": "="}[op]
    n = _int(right)
    if n is None or left.op != "str.len" or not _string_var(left.args[0]):
        return None
    return left.args[0], n - _STRICT[op]


#: ``(not (OP a b))`` as ``(OP' a b)``.
_NEGATED = {">": "<=", ">=": "<", "<": ">=", "<=": ">"}
#: The comparisons a length bound is read from, with what a strict one takes off.
_STRICT = {"<": 1, "<=": 0, "=": 0, ">": 1, ">=": 0}
#: The tests of a constant word ``w`` in a variable that a bound ``|v| <= |w|`` makes the
#: whole of the variable.
_WHOLE = frozenset({"str.contains", "str.prefixof", "str.suffixof"})


def _whole_word(c: Term) -> tuple[Term, str] | None:
    """``(v, w)`` for ``str.contains v w``, ``str.prefixof w v`` or ``str.suffixof w v``
    with ``w`` a non-empty constant and ``v`` a String variable."""
    if c.op not in _WHOLE or len(c.args) != 2:
        return None
    v, word = c.args if c.op == "str.contains" else c.args[::-1]
    w = word.value if word.op == "const" else None
    return (v, w) if isinstance(w, str) and w and _string_var(v) else None


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether a top-level conjunct of ``formulas`` is a fact (or a test of a constant
    word in a variable, :func:`_whole_words`) and some formula applies a reader (or
    ``str.len``) to a variable (cheap: no term is built; a membership's language is
    read once per session)."""
    return any(fact(c) is not None or _whole_word(c) is not None
               for c in conjuncts(list(formulas))) and any(
        (t.op in _READERS or t.op == "str.len") and _subject(t).op == VAR
        for t in preorder(formulas))


def _whole_words(items: list[Term]) -> list[tuple[Term, str, int, int]]:
    """``(v, w, k, j)``: the conjunct ``k`` tests the constant word ``w`` in ``v``
    (contains, prefix or suffix) and the conjunct ``j`` bounds ``|v| <= |w|``, so
    ``v = w`` (a smaller bound contradicts the test: the loop refutes the pair)."""
    bounds: dict[Term, tuple[int, int]] = {}
    tests: list[tuple[Term, str, int]] = []
    for k, c in enumerate(items):
        bound = length_at_most(c)
        if bound is not None:
            v, n = bound
            if v not in bounds or n < bounds[v][0]:
                bounds[v] = (n, k)
            continue
        found = _whole_word(c)
        if found is not None:
            tests.append((*found, k))
    out: list[tuple[Term, str, int, int]] = []
    for v, w, k in tests:
        most = bounds.get(v)
        if most is not None and most[0] == len(w):
            out.append((v, w, k, most[1]))
    return out


def _known(items: list[Term]) -> tuple[Known, Lengths, set[int], dict[int, int]]:
    """The characters the facts among ``items`` fix, the lengths their memberships fix,
    the facts' indices, and for a fact that holds with a second conjunct (a word that a
    length bound makes the whole of its variable) that conjunct's index; a variable two
    facts give different characters at one place (or two lengths) is left out."""
    known: Known = {}
    lengths: Lengths = {}
    facts: set[int] = set()
    pair: dict[int, int] = {}
    clash: set[Term] = set()
    for k, c in enumerate(items):
        found = fact(c)
        if found is None:
            continue
        facts.add(k)
        v, chars = found
        places = known.setdefault(v, {})
        for place, ch in chars:
            held = places.setdefault(place, (ch, k))
            if held[0] != ch:
                clash.add(v)
        size = length_fact(c)
        if size is not None and lengths.setdefault(v, (size[1], k))[0] != size[1]:
            clash.add(v)
    for v, w, k, j in _whole_words(items):  # v = w: a fact of the pair (k, j)
        facts.update((k, j))
        pair[k] = j
        places = known.setdefault(v, {})
        for p, ch in enumerate(w):
            for place in ((0, p), (1, len(w) - p)):
                if places.setdefault(place, (ch, k))[0] != ch:
                    clash.add(v)
        if lengths.setdefault(v, (len(w), k))[0] != len(w):
            clash.add(v)
    for v in clash:
        known.pop(v, None)
        lengths.pop(v, None)
    return known, lengths, facts, pair


def fix_known_prefixes(formulas: Sequence[Term], eliminated: Inlined | None,
                       deadline: Deadline, simplify: Callable[[Term], Term]) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with the
    characters their facts fix put in place, with origins and ``eliminated``'s
    definitions; None when no conjunct changed (``eliminated`` then stands as it is)."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "fixing known characters")
    known, lengths, facts, pair = _known(items)
    if not known and not lengths:
        return None
    changed = False
    for k, c in enumerate(items):
        if k in facts:
            continue  # the facts stay as they are (none is rewritten by another)
        used: set[int] = set()
        new = c
        # a known length turns a slice's clamped offsets into constants, whose readers
        # the next round fixes
        for _ in range(MAX_ROUNDS):
            deadline.check("fixing known characters")
            mapping: dict[Term, Term] = {}
            for t in preorder(new):
                value = _fixed_value(t, known, lengths, used)
                if value is not None:
                    mapping[t] = value
            if not mapping:
                break
            rewritten = simplify(substitute(new, mapping))
            if rewritten is new:
                break
            new = rewritten
        if new is c:
            continue
        changed = True
        items[k] = new
        used.update([pair[j] for j in used if j in pair])
        origins[k] = origins[k].union(*(origins[j] for j in used))
    if not changed:
        return None
    return regrouped(items, origins, definitions)


def _fixed_value(t: Term, known: Known, lengths: Lengths, used: set[int]) -> Term | None:
    """The constant ``t`` equals given the known characters and lengths, or None; the
    indices of the facts it rests on join ``used``."""
    if t.op == "str.len" and t.args[0] in lengths:
        size, k = lengths[t.args[0]]
        used.add(k)
        return integer(size)
    if t.op == VAR and t in lengths and t in known:
        return _whole_value(t, known[t], lengths[t], used)
    if t.op not in _READERS or len(t.args) < 2:
        return None
    places = known.get(_subject(t))
    if places is None:
        return None
    if t.op in ("str.prefixof", "str.suffixof"):
        return _test_value(t, places, used)
    window = _window(t, len(places))
    if window is None:
        return None
    chars = [places.get(p) for p in window[1]]
    if any(ch is None for ch in chars):
        return None
    used.update(ch[1] for ch in chars if ch is not None)
    return const("".join(ch[0] for ch in chars if ch is not None))


def _whole_value(v: Term, places: dict[Place, tuple[str, int]], length: tuple[int, int],
                 used: set[int]) -> Term | None:
    """The constant the variable ``v`` is when its length and every character from the
    start are known."""
    size, k = length
    chars = [places.get((0, p)) for p in range(size)]
    if any(ch is None for ch in chars):
        return None
    used.add(k)
    used.update(ch[1] for ch in chars if ch is not None)
    return const("".join(ch[0] for ch in chars if ch is not None))


def _test_value(t: Term, places: dict[Place, tuple[str, int]], used: set[int]
                ) -> Term | None:
    """``str.prefixof d v`` or ``str.suffixof d v`` given ``v``'s known places: false
    at the first known character that differs from ``d``'s, true when all are known."""
    d = t.args[0].value if t.args[0].op == "const" else None
    if not isinstance(d, str) or not d:
        return None
    if t.op == "str.prefixof":
        pairs = [((0, p), ch) for p, ch in enumerate(d)]
    else:
        pairs = [((1, len(d) - p), ch) for p, ch in enumerate(d)]
    found = [(places.get(place), ch) for place, ch in pairs]
    for held, ch in found:
        if held is not None and held[0] != ch:
            used.add(held[1])
            return FALSE
    if any(held is None for held, _ in found):
        return None
    used.update(held[1] for held, _ in found if held is not None)
    return TRUE


__all__ = ["fact", "fix_known_prefixes", "may_apply"]
