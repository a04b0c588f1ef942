"""Path checks over one term tree read as regular languages (issue 38: URL-like parsers).

A symbolic executor's path conditions over one input ``x`` are facts about slices and
searches of one *term tree* ``t`` (``x`` under ``str.replace``/``str.replace_all`` of
constants and concatenations, :func:`.straight_line._tree`).  Each such fact is *read*
as ``t ∈ L`` for a regular language ``L`` (:func:`read`), exactly:

* ``s ∈ R``, ``s = c``, ``str.prefixof c s``, ``str.suffixof c s``, ``str.contains s c``
  (``c`` a constant; :mod:`.fact_shapes`);
* a comparison of a linear integer term over one *measure* with constants
  (:func:`_linear`): ``|s|`` (its values an interval: ``Σ^{lo..hi}``) or
  ``str.indexof s w 0`` (``-1``: ``w`` not in ``s``; ``k`` in ``[a, b]``: an occurrence
  starts in ``[a, b]`` and none before ``a``);
* a slice ``s = str.substr u p q`` (``str.at u i`` is ``str.substr u i 1``) of a
  subject ``u``, pulled back to a language of ``u`` (:func:`_slice`) when its bounds are
  constants, a suffix ``u[c:]`` (``q = |u| + d``, ``d ≥ -c``), or the text before or
  after the first ``w`` (``partition``/``split(w, 1)``: ``p = 0, q = indexof u w 0``, or
  ``p = indexof u w 0 + |w|`` with ``q`` reaching the end).  By SMT-LIB's total semantics
  each slice is a regular function of ``u``: out of range it is ``""``, a missing ``w``
  gives ``indexof = -1``;
* ``not``/``and``/``or`` and Boolean ``ite`` of readings about one tree (complement,
  intersection, union), and ``ite`` terms inside an atom (of sort Int or String) split
  into their two cases, ``(c ∧ A[a]) ∨ (¬c ∧ A[b])``, at most :data:`MAX_ITES` per fact.

Anything else is not read (None): the fact stays the loop's, never approximated.  The
procedure :func:`decide_tree_languages` takes a problem whose conjuncts, once definitions
are inlined and rewritten, all read over trees of String variables, and decides them
with :mod:`.straight_line`'s exact preimages and lazy products: an empty intersection is
``unsat`` (each reading is exact), a word is a model the engine validates (``sat``).
Facts over trees of several variables go to :mod:`.straight_line`, which uses the same
readings (its noodles split each language over a concatenation).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...caches import store
from ...terms import INT, STRING, Term, mk
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.walk import free_vars, preorder, substitute

if TYPE_CHECKING:
    from ...deadline import Deadline
    from ...regex import ast as R
    from ...regex.charset import CharSet
    from ..problem import Problem
    from ..result import CheckResult

#: Distinct ``ite`` terms a fact may hold (more: left to the loop), and the splits its
#: reading may make (each condition is read in both cases).
MAX_ITES, MAX_SPLITS = 8, 128
#: Largest position or length bound read as a language (a loop of that many states).
MAX_BOUND = 200
#: The operators a fact must mention for the procedure to try it (the fast path reads
#: the rest).
SLICING = frozenset({"str.at", "str.substr", "str.indexof", "ite", "str.to_lower",
                     "str.to_upper"})

#: Facts whose readings :func:`read` keeps (the oldest leaves first).
MAX_READINGS = 4096
_READINGS: dict[Term, tuple[Term, R.Regex] | None] = {}

#: A linear integer term: coefficients of its measures (``str.len s``,
#: ``str.indexof s w 0``) and a constant.
_Linear = tuple[dict[Term, int], int]


def takes(problem: Problem) -> bool:
    """Whether some conjunct slices, searches or case-maps a string, or reads a replace
    of constants (cheap and syntactic)."""
    from .straight_line import MAX_INLINED, reads_replace

    return len(problem.parts) <= MAX_INLINED and any(
        reads_replace(c) or any(t.op in SLICING for t in preorder(c)) for c in problem.parts)


def decide_tree_languages(problem: Problem, deadline: Deadline, first: bool = True
                          ) -> CheckResult | None:
    """The answer when every conjunct reads as a language of a tree (:func:`read`), else
    None.  ``first``: trees of one String variable, or of several when some fact reads a
    replace of constants (a sanitised input); a problem over several variables otherwise
    is marked for a later turn, after a share of the loop (the loop answers most of them
    sooner, incrementally).  Later: trees of several variables too (urlsplit's stripped
    whitespace is a variable of its own beside the rest), whose concatenations
    :mod:`.straight_line` cuts into noodles."""
    from .straight_line import decide_readings, reads_replace

    several = not first or any(reads_replace(c) for c in problem.parts)
    return decide_readings(problem, deadline, several)


def read(fact: Term) -> tuple[Term, R.Regex] | None:
    """``(t, L)`` with ``fact ⇔ t ∈ L`` for the tree ``t`` (the module doc's shapes),
    else None.  Remembered per fact: an explorer's checks share their prefix, and each
    check reads every fact of it again (:data:`MAX_READINGS` facts kept)."""
    if fact in _READINGS:
        return _READINGS[fact]
    found = _read_fact(fact)
    store(_READINGS, fact, found, MAX_READINGS)
    return found


def _read_fact(fact: Term) -> tuple[Term, R.Regex] | None:
    # the ASTs of the fact's regexes by term id: a fact's cases read each of its atoms
    # again (a 30-way ite of Unicode categories compared with another: 900 readings of
    # 30 classes of hundreds of ranges, each translated afresh)
    asts: dict[int, R.Regex] = {}
    kept = {t: mk("str.len", c) for t in preorder(fact) if t.op == "str.len"
            for c in (_mapped_character(t.args[0], asts),) if c is not None}
    if kept:
        fact = substitute(fact, kept)
    pushed = {t: _length_cases(t.args[0]) for t in preorder(fact)
              if t.op == "str.len" and t.args[0].op == "ite"}
    if pushed:
        fact = substitute(fact, pushed)
    if sum(1 for t in preorder(fact) if t.op == "ite") > MAX_ITES:
        return None
    found = _read(fact, [MAX_SPLITS], asts)
    return None if found is None or found[0] is None else found  # type: ignore[return-value]


#: A reading: the tree and its language; no tree for a ground fact (``L`` is ``Σ*`` or ∅).
_Reading = tuple["Term | None", "R.Regex"]


def _read(c: Term, ites: list[int], asts: dict[int, R.Regex]) -> _Reading | None:
    from ...regex import ast as R

    if c.op == "not":
        inner = _read(c.args[0], ites, asts)
        return None if inner is None else (inner[0], R.comp(inner[1]))
    if c.op in ("and", "or"):
        parts = [_read(a, ites, asts) for a in c.args]
        trees = {p[0] for p in parts if p is not None and p[0] is not None}
        if None in parts or len(trees) > 1:
            return None
        combine = R.inter if c.op == "and" else R.union
        return (trees.pop() if trees else None), combine(*(p[1] for p in parts))  # type: ignore[index]
    if not free_vars(c):
        try:
            return None, R.ALL if Evaluator({}).holds(c) else R.EMPTY_LANG
        except Undetermined:  # a division by zero: no reading
            return None
    if c.op == "ite":
        cond, a, b = c.args
        return _read(mk("or", mk("and", cond, a), mk("and", mk("not", cond), b)), ites, asts)
    split = _first_ite(c)
    if split is not None:
        ites[0] -= 1
        if ites[0] < 0:
            return None
        cond, a, b = split.args
        return _read(mk("or", mk("and", cond, substitute(c, {split: a})),
                        mk("and", mk("not", cond), substitute(c, {split: b}))), ites, asts)
    found = _atom(c, asts)
    return None if found is None else _lift(*found)


#: The largest code point of SMT-LIB's alphabet.
MAX_CHAR = 0x2FFFF


def _mapped_character(t: Term, asts: dict[int, R.Regex]) -> Term | None:
    """``c`` when ``|t| = |c|`` on every model because ``t`` maps the character ``c`` to
    one character: ``c`` under ``ite`` chains ``(ite (c ∈ C) (str.from_code (+ (str.to_code
    c) d)) …)`` whose every shifted class ``C + d`` lies in the alphabet (the Python
    layer's ``lower()``/``upper()`` beyond ASCII, one character at a time); else None.
    Exact: where ``c ∈ C``, ``c`` is one character and so is its image; elsewhere the
    value is the next case's."""
    c: Term | None = None
    while t.op == "ite" and t is not c:
        cond, image, t = t.args
        guarded = _guard(cond, asts)
        if guarded is None or (c is not None and guarded[0] is not c):
            return None
        c, chars = guarded
        shift = _shift_of(image, c)
        if shift is None or chars.is_empty() or chars.min() + shift < 0 \
                or max(hi for _, hi in chars.ranges()) + shift > MAX_CHAR:
            return None
    return c if c is not None and t is c else None


def _length_cases(t: Term) -> Term:
    """``|t|`` with the length moved into ``t``'s ``ite`` cases: ``|ite(b, x, y)|`` is
    ``ite(b, |x|, |y|)``, ``|str.at u k|`` (``k ≥ 0`` a constant) is ``ite(k < |u|, 1, 0)``
    and a constant's length a number (a sum of the lengths of characters at several
    positions — a case-mapped text's length — becomes a sum over one measure, ``|u|``)."""
    from ...terms import integer

    if t.op == "ite":
        return mk("ite", t.args[0], _length_cases(t.args[1]), _length_cases(t.args[2]))
    if t.op == "const" and isinstance(t.value, str):
        return integer(len(t.value))
    if t.op == "str.at" and t.args[1].op == "const" and isinstance(t.args[1].value, int) \
            and t.args[1].value >= 0:
        u = t.args[0]
        return mk("ite", mk("<", t.args[1], mk("str.len", u)), integer(1), integer(0))
    return mk("str.len", t)


def _guard(cond: Term, asts: dict[int, R.Regex]) -> tuple[Term, CharSet] | None:
    """``(c, C)`` for ``c ∈ C`` written ``(str.in_re c R)`` (``R`` a class of characters) or
    ``(= c "k")`` (one character), else None."""
    from ...regex import ast as R
    from ...regex.charset import INTERVALS
    from ...regex.errors import NotRegularConstant
    from ...regex.from_smtlib import regex_of_term

    if cond.op == "=" and len(cond.args) == 2 and cond.args[0].sort is STRING:
        c, k = cond.args if cond.args[1].op == "const" else cond.args[::-1]
        if k.op == "const" and isinstance(k.value, str) and len(k.value) == 1:
            return c, INTERVALS.range(ord(k.value), ord(k.value))
        return None
    if cond.op != "str.in_re":
        return None
    try:
        node = regex_of_term(cond.args[1], asts)
    except NotRegularConstant:
        return None
    return (cond.args[0], node.chars) if node.kind == R.CHARS and node.chars is not None \
        else None


def _shift_of(image: Term, c: Term) -> int | None:
    """``d`` for ``image = (str.from_code (+ (str.to_code c) d))``, else None."""
    if image.op != "str.from_code" or image.args[0].op != "+" or len(image.args[0].args) != 2:
        return None
    a, b = image.args[0].args
    code, d = (a, b) if a.op == "str.to_code" else (b, a)
    if code.op != "str.to_code" or code.args[0] is not c or d.op != "const" \
            or not isinstance(d.value, int):
        return None
    return d.value


def _first_ite(atom: Term) -> Term | None:
    """An Int- or String-sorted ``ite`` inside the atom ``atom``, else None."""
    for t in preorder(atom):
        if t.op == "ite" and t is not atom and t.sort in (INT, STRING):
            return t
    return None


def _atom(atom: Term, asts: dict[int, R.Regex]) -> tuple[Term, R.Regex] | None:
    """``(s, L)`` with ``atom ⇔ s ∈ L`` for a membership, an equation with a constant, a
    pattern with a constant or a comparison over one measure; else None."""
    from ...regex import ast as R
    from ...regex.errors import NotRegularConstant
    from ...regex.from_smtlib import regex_of_term
    from . import fact_shapes

    if atom.op == "str.in_re":
        try:
            return atom.args[0], regex_of_term(atom.args[1], asts)
        except NotRegularConstant:
            return None
    if atom.op == "str.contains" and atom.args[0].op == "const" \
            and atom.args[1].op != "const":
        c: str = atom.args[0].value  # type: ignore[assignment]
        if _at_most_one_character(atom.args[1]):
            return atom.args[1], _characters_of(c)
        return atom.args[1], _factors(c)
    if atom.op in fact_shapes.PATTERNS and len(atom.args) == 2:
        s, w = atom.args if atom.op == "str.contains" else (atom.args[1], atom.args[0])
        if w.op != "const":
            return None
        return s, fact_shapes.pattern_language(atom.op, w.value)  # type: ignore[arg-type]
    if atom.op == "=" and len(atom.args) == 2 and atom.args[0].sort is STRING:
        a, b = atom.args
        if a.op == "const":
            a, b = b, a
        return (a, R.literal(b.value)) if b.op == "const" else None  # type: ignore[arg-type]
    if atom.op in fact_shapes.COMPARISONS and len(atom.args) == 2 \
            and atom.args[0].sort is INT:
        return _comparison(atom)
    return None


def _linear(t: Term) -> _Linear | None:
    """``t`` as a linear form over measures (``str.len s``, ``str.indexof s w j`` with
    ``w`` a non-empty constant, ``j`` a constant in ``[0, MAX_BOUND]``) with integer
    constants, else None."""
    if t.op == "const" and isinstance(t.value, int) and not isinstance(t.value, bool):
        return {}, t.value
    if t.op == "str.len" or (t.op == "str.indexof" and t.args[1].op == "const"
                             and t.args[1].value != "" and t.args[2].op == "const"
                             and 0 <= t.args[2].value <= MAX_BOUND):  # type: ignore[operator]
        return {t: 1}, 0
    if t.op in ("+", "-"):
        forms = [_linear(a) for a in t.args]
        if any(f is None for f in forms):
            return None
        signs = [1] * len(forms) if t.op == "+" else \
            [-1] if len(forms) == 1 else [1] + [-1] * (len(forms) - 1)
        return _sum([(f, k) for f, k in zip(forms, signs, strict=True)])  # type: ignore[misc]
    if t.op == "*" and len(t.args) == 2:
        forms = [_linear(a) for a in t.args]
        if any(f is None for f in forms):
            return None
        (fa, ca), (fb, cb) = forms  # type: ignore[misc]
        if fa and fb:
            return None
        return _sum([((fb, cb), ca)]) if not fa else _sum([((fa, ca), cb)])
    return None


def _sum(terms: list[tuple[_Linear, int]]) -> _Linear:
    """``Σ k·f`` over ``(f, k)``, zero coefficients dropped."""
    out: dict[Term, int] = {}
    const = 0
    for (coefs, c), k in terms:
        const += k * c
        for m, a in coefs.items():
            out[m] = out.get(m, 0) + k * a
    return {m: a for m, a in out.items() if a}, const


def _comparison(atom: Term) -> tuple[Term, R.Regex] | None:
    """``Σ a·m + b ⋈ 0`` over one measure ``m`` (its values an interval, then its string's
    language: :func:`_measure_language`), or over ``|s|`` and ``str.indexof s w 0``
    (:func:`_two_measures`)."""
    left, right = _linear(atom.args[0]), _linear(atom.args[1])
    if left is None or right is None:
        return None
    coefs, b = _sum([(left, 1), (right, -1)])
    if len(coefs) == 2:
        return _two_measures(coefs, b, atom.op)
    if len(coefs) != 1:
        return None
    ((m, a),) = coefs.items()
    lo, hi = _interval(a, atom.op, -b)
    language = _measure_language(m, lo, hi)
    return None if language is None else (m.args[0], language)


def _two_measures(coefs: dict[Term, int], b: int, op: str) -> tuple[Term, R.Regex] | None:
    """``a·i + c·n + b ⋈ 0`` for ``i = str.indexof s w j`` and ``n = |s|``: where ``w`` is
    missing from ``s[j:]`` ``i = -1`` (a length fact), where it is found
    ``j ≤ i ≤ n - |w|``, and the fact must hold everywhere or nowhere on that region, or
    on a bounded part of it (else None)."""
    from ...regex import ast as R

    i, n = sorted(coefs, key=lambda m: m.op != "str.indexof")
    if i.op != "str.indexof" or n.op != "str.len" or i.args[0] is not n.args[0]:
        return None
    w: str = i.args[1].value  # type: ignore[assignment]
    j: int = i.args[2].value  # type: ignore[assignment]
    a, c = coefs[i], coefs[n]
    lo, hi = _interval(c, op, a - b)
    missing = _measure_language(n, lo, hi)
    # on the region, i = j + k and n = i + |w| + r for k, r ≥ 0, so
    # f = a·i + c·n = (a + c)·(j + k) + c·(|w| + r)
    least = (a + c) * j + c * len(w) if a + c >= 0 and c >= 0 else None
    most = (a + c) * j + c * len(w) if a + c <= 0 and c <= 0 else None
    truth = _constant_truth(op, least, most, b)
    some = _holding(w, j)
    if truth is not None:
        found: R.Regex | None = some if truth else R.EMPTY_LANG
    elif a * c >= 0:  # one sign: a bounded set of (i, n) on one side
        sign = 1 if c > 0 else -1
        found = _bounded_found(sign * a, sign * c, sign * b,
                               op if sign > 0 else _mirror(op), w, j)
    else:
        found = None
    if missing is None or found is None:
        return None
    return n.args[0], R.union(R.inter(missing, _missing_from(w, j)), found)


def _holding(w: str, j: int) -> R.Regex:
    """The strings ``s`` whose ``s[j:]`` holds ``w`` (``str.indexof s w j ≥ 0``)."""
    from ...regex import ast as R

    return R.concat(R.loop(R.ALLCHAR, j, j), R.ALL, R.literal(w), R.ALL)


def _missing_from(w: str, j: int) -> R.Regex:
    """The strings ``s`` whose ``s[j:]`` misses ``w`` (``str.indexof s w j = -1``; a string
    shorter than ``j`` included)."""
    found = _suffix(j, _avoiding(w))
    assert found is not None  # j ≤ MAX_BOUND: _linear's measures
    return found


def _mirror(op: str) -> str:
    """``⋈`` with both sides negated (``-f ⋈ 0`` as ``f ⋈' 0``)."""
    from .fact_shapes import MIRROR

    return MIRROR[op]


#: Pairs (first occurrence, length) a bounded two-measure fact may enumerate.
MAX_PAIRS = 600


def _bounded_found(a: int, c: int, b: int, op: str, w: str, j: int) -> R.Regex | None:
    """The strings whose ``s[j:]`` holds ``w`` with ``a·i + c·n + b ⋈ 0`` (``a ≥ 0 < c``,
    ``i = str.indexof s w j``): the pairs ``(i, n)`` below the bound are finitely many
    (``c·n ≤ -b``), enumerated; ``>``/``>=`` is the complement within those strings."""
    import operator

    from ...regex import ast as R

    below = {"<": operator.lt, "<=": operator.le, "=": operator.eq,
             ">": operator.le, ">=": operator.lt}[op]
    top = -b // c
    if top > MAX_BOUND or (top + 1) ** 2 > 2 * MAX_PAIRS:
        return None
    skip = R.loop(R.ALLCHAR, j, j)
    pairs = [R.inter(R.concat(skip, _first_at(w, k - j, k - j)), R.loop(R.ALLCHAR, n, n))
             for n in range(j + len(w), top + 1) for k in range(j, n - len(w) + 1)
             if below(a * k + c * n + b, 0)]
    low = R.union(R.EMPTY_LANG, *pairs)
    return R.inter(_holding(w, j), R.comp(low)) if op in (">", ">=") else low


def _constant_truth(op: str, least: int | None, most: int | None, b: int) -> bool | None:
    """Whether ``f + b ⋈ 0`` holds for every ``f`` in ``[least, most]`` (True), for none
    (False), or neither (None)."""
    lo = None if least is None else least + b
    hi = None if most is None else most + b
    if op == "=":
        return False if (lo is not None and lo > 0) or (hi is not None and hi < 0) else \
            True if lo == hi == 0 else None
    if op in ("<", "<="):
        strict = op == "<"
        if hi is not None and (hi < 0 or (hi == 0 and not strict)):
            return True
        return False if lo is not None and (lo > 0 or (lo == 0 and strict)) else None
    strict = op == ">"
    if lo is not None and (lo > 0 or (lo == 0 and not strict)):
        return True
    return False if hi is not None and (hi < 0 or (hi == 0 and strict)) else None


def _at_most_one_character(s: Term) -> bool:
    """Whether ``s`` has at most one character on every model by its shape:
    ``str.at``, ``str.substr u p q`` with ``q`` a constant term of at most 1, a constant
    of at most one, or an ``ite`` of such."""
    stack = [s]
    while stack:
        t = stack.pop()
        if t.op == "ite":
            stack.extend(t.args[1:])
        elif t.op == "str.substr":
            q = _linear(t.args[2])
            if q is None or q[0] or q[1] > 1:
                return False
        elif not (t.op == "str.at" or (t.op == "const" and len(t.value) <= 1)):  # type: ignore[arg-type]
            return False
    return True


def _characters_of(c: str) -> R.Regex:
    """``""`` and the characters of ``c``: the strings of at most one character that occur
    in ``c`` (for a subject of at most one character, :func:`_factors` agrees with it
    there and costs a regex of ``|c|²`` nodes — ``ch in string.ascii_letters``)."""
    from ...regex import ast as R
    from ...regex.charset import INTERVALS

    return R.union(R.EPSILON, R.chars(INTERVALS.of_ranges((ord(ch), ord(ch)) for ch in c)))


def _factors(c: str) -> R.Regex:
    """The strings that occur in ``c`` (``str.contains c s``): for each start ``k``, the
    prefixes ``P_k`` of the rest, made from the end (``P_k = ε | c[k]·P_(k+1)``: one node
    per character, where building each start's prefixes afresh took ``|c|²``)."""
    from ...regex import ast as R

    starts = []
    prefixes = R.EPSILON
    for ch in reversed(c):
        prefixes = R.opt(R.concat(R.literal(ch), prefixes))
        starts.append(prefixes)
    return R.union(R.EPSILON, *starts)


def _interval(a: int, op: str, r: int) -> tuple[int | None, int | None]:
    """The integers ``m`` with ``a·m ⋈ r`` (``a ≠ 0``) as ``(lo, hi)``, None unbounded
    (empty when ``hi < lo``)."""
    if op == "=":
        return (r // a, r // a) if r % a == 0 else (0, -1)
    if op in ("<", ">"):
        op, r = ("<=", r - 1) if op == "<" else (">=", r + 1)
    if op == ">=":
        a, r = -a, -r
    return (None, r // a) if a > 0 else (-((-r) // a), None)


def _measure_language(m: Term, lo: int | None, hi: int | None) -> R.Regex | None:
    """The strings ``s`` whose measure ``m`` (``|s|`` or ``str.indexof s w j``) lies in
    ``[lo, hi]``; None past :data:`MAX_BOUND`.  A search from ``j`` is ``-1`` when
    ``s[j:]`` misses ``w`` (``|s| < j`` included), else ``j`` plus the first occurrence
    in ``s[j:]``."""
    from ...regex import ast as R

    if hi is not None and lo is not None and hi < lo:
        return R.EMPTY_LANG
    if m.op == "str.len":
        lo = max(lo or 0, 0)
        if lo > MAX_BOUND or (hi is not None and hi > MAX_BOUND):
            return None
        return R.EMPTY_LANG if hi is not None and hi < lo else R.loop(R.ALLCHAR, lo, hi)
    w: str = m.args[1].value  # type: ignore[assignment]
    start: int = m.args[2].value  # type: ignore[assignment]
    missing = _suffix(start, _avoiding(w)) \
        if (lo is None or lo <= -1) and (hi is None or hi >= -1) else R.EMPTY_LANG
    a = max(lo or 0, start)
    if missing is not None and hi is not None and hi < a:
        return missing
    if missing is None or a > MAX_BOUND or (hi is not None and hi > MAX_BOUND):
        return None
    found = _first_at(w, a - start, None if hi is None else hi - start)
    return R.union(missing, R.concat(R.loop(R.ALLCHAR, start, start), found))


def _avoiding(w: str) -> R.Regex:
    """The strings without an occurrence of ``w``."""
    from ...regex import ast as R

    return R.comp(R.concat(R.ALL, R.literal(w), R.ALL))


def _first_at(w: str, a: int, b: int | None) -> R.Regex:
    """The strings whose first occurrence of ``w`` starts in ``[a, b]``: one starts there
    and none before ``a``."""
    from ...regex import ast as R

    some = R.concat(R.loop(R.ALLCHAR, a, b), R.literal(w), R.ALL)
    if a == 0:
        return some
    return R.inter(some, R.comp(R.concat(R.loop(R.ALLCHAR, 0, a - 1), R.literal(w), R.ALL)))


def _first_end(w: str) -> R.Regex:
    """The strings ending with their first occurrence of ``w``: ``Σ*w`` without an
    occurrence followed by more text."""
    from ...regex import ast as R

    word = R.literal(w)
    return R.inter(R.concat(R.ALL, word), R.comp(R.concat(R.ALL, word, R.ALLCHAR, R.ALL)))


def _lift(s: Term, language: R.Regex) -> tuple[Term, R.Regex] | None:
    """``(t, L')`` with ``s ∈ L ⇔ t ∈ L'``: slices and ASCII case maps pulled back to
    what they read, down to a term that is neither; None for a slice of another shape."""
    from ...terms import integer

    while s.op in ("str.at", "str.substr", "str.to_lower", "str.to_upper"):
        if s.op in ("str.to_lower", "str.to_upper"):
            s, language = s.args[0], _case_preimage(language, s.op == "str.to_lower")
            continue
        u, p = s.args[0], s.args[1]
        q = integer(1) if s.op == "str.at" else s.args[2]
        found = _slice(u, p, q, language)
        if found is None:
            return None
        s, language = u, found
    return s, language


def _slice(u: Term, p: Term, q: Term, language: R.Regex) -> R.Regex | None:
    """The strings ``u`` with ``str.substr u p q ∈ L`` for the bounds of the module doc,
    else None: bounds over ``|u|`` only (:func:`_by_length`), or also over one search
    ``i = str.indexof u w 0``, split where ``w`` is missing (``i = -1``) and found
    (:func:`_found_slice`)."""
    from ...regex import ast as R

    lp, lq = _linear(p), _linear(q)
    if lp is None or lq is None:
        return None
    n = mk("str.len", u)
    searches = {m for m in (*lp[0], *lq[0]) if m is not n}
    if not searches:
        return _by_length(lp, lq, n, language)
    i = searches.pop()
    if searches or i.op != "str.indexof" or i.args[0] is not u:
        return None
    w: str = i.args[1].value  # type: ignore[assignment]
    j: int = i.args[2].value  # type: ignore[assignment]
    missing = _by_length(_missing(lp, i), _missing(lq, i), n, language)
    found = _found_slice(lp, lq, i, n, (w, j), language)
    if missing is None or found is None:
        return None
    return R.union(R.inter(missing, _missing_from(w, j)), found)


def _missing(form: _Linear, i: Term) -> _Linear:
    """``form`` with the search ``i`` at ``-1`` (its string misses the word)."""
    coefs, const = form
    return {m: a for m, a in coefs.items() if m is not i}, const - coefs.get(i, 0)


def _by_length(lp: _Linear, lq: _Linear, n: Term, language: R.Regex) -> R.Regex | None:
    """``str.substr u p q ∈ L`` with ``p`` a constant and ``q`` a constant or ``|u| + d``
    (``n``: ``|u|``): a window, a suffix ``u[p:]`` or ``u`` without its last ``-d``."""
    from ...regex import ast as R

    (pc, p0), (qc, q0) = lp, lq
    if (pc == {n: 1} and p0 >= 0) or (not pc and p0 < 0):  # from the end on, or before 0
        return R.ALL if language.nullable else R.EMPTY_LANG
    if pc == {n: 1} and not qc:
        return _from_end(-p0, q0, language)
    if pc or not set(qc) <= {n}:
        return None
    if not qc:
        return _window(p0, q0, language)
    if qc[n] != 1:
        return None
    if q0 >= -p0:
        return _suffix(p0, language)
    d = -(q0 + p0)
    if p0 + d <= MAX_BOUND:  # u[p:len(u) - d]: "" when |u| <= p + d
        cut = R.concat(R.loop(R.ALLCHAR, p0, p0), language, R.loop(R.ALLCHAR, d, d))
        return R.union(cut, R.loop(R.ALLCHAR, 0, p0 + d)) if language.nullable else cut
    return None


def _from_end(e: int, q: int, language: R.Regex) -> R.Regex | None:
    """The strings ``u`` with ``str.substr u (|u| - e) q ∈ L`` (``e > 0``; Python's
    ``u[-e:]`` clamped, ``u[i:]`` with ``i = -1`` from a missed search): ``""`` when
    ``|u| < e`` or ``q ≤ 0``, else the ``min(e, q)`` characters from ``|u| - e``."""
    from ...regex import ast as R

    if e > MAX_BOUND:
        return None
    if q <= 0:
        return R.ALL if language.nullable else R.EMPTY_LANG
    k = min(q, e)
    window = R.concat(R.ALL, R.inter(language, R.loop(R.ALLCHAR, k, k)),
                      R.loop(R.ALLCHAR, e - k, e - k))
    return R.union(R.loop(R.ALLCHAR, 0, e - 1), window) if language.nullable else window


def _found_slice(lp: _Linear, lq: _Linear, i: Term, n: Term, search: tuple[str, int],
                 language: R.Regex) -> R.Regex | None:
    """The strings ``s`` whose ``s[j:]`` holds ``w`` (``search``: ``(w, j)``, ``i`` the
    first occurrence from ``j``) and whose slice is in ``L``: the text from a constant
    ``p ≤ j`` to the occurrence, the occurrence and what follows, the text after it, or
    a suffix ``u[p:]`` (``q`` at least what remains), else None."""
    from ...regex import ast as R
    from ...regex.quotient import right_quotient

    w, j = search
    (pc, p0), (qc, q0) = lp, lq
    skip = R.loop(R.ALLCHAR, j, j)
    # the texts before a first occurrence of w: a with a·w ending with its first w
    before = right_quotient(_first_end(w), w)
    if not pc and 0 <= p0 <= j and qc == {i: 1} and q0 == -p0:  # s[p:i]
        head = R.inter(R.concat(R.loop(R.ALLCHAR, j - p0, j - p0), before), language)
        return R.concat(R.loop(R.ALLCHAR, p0, p0), head, R.literal(w), R.ALL)
    if pc == {i: 1} and p0 == 0 and qc == {n: 1, i: -1} and q0 >= 0:  # s[i:]
        return R.concat(skip, before, R.inter(language, R.concat(R.literal(w), R.ALL)))
    if pc == {i: 1} and p0 == len(w) and qc == {n: 1, i: -1} and q0 >= -len(w):
        return R.concat(skip, _first_end(w), language)
    some = _holding(w, j)
    if (not pc and p0 < 0) or (pc in ({n: 1}, {n: 1, i: 1}) and p0 >= 0):  # "" (i >= 0)
        return some if language.nullable else R.EMPTY_LANG
    if not pc and qc.get(n) == 1 and qc.get(i, 0) >= 0 and set(qc) <= {n, i} \
            and q0 >= -p0:
        rest = _suffix(p0, language)
        return None if rest is None else R.inter(some, rest)
    return None


def _window(i: int, n: int, language: R.Regex) -> R.Regex | None:
    """The strings ``u`` with ``str.substr u i n ∈ L`` for constants ``i``, ``n``: ``""``
    when ``u`` ends by ``i`` (or ``n ≤ 0``), else up to ``n`` characters from ``i``."""
    from ...regex import ast as R

    if i < 0 or n <= 0:
        return R.ALL if language.nullable else R.EMPTY_LANG
    if i + n > MAX_BOUND:
        return None
    skip = R.loop(R.ALLCHAR, i, i)
    short = R.concat(skip, R.inter(language, R.loop(R.ALLCHAR, 1, n - 1))) if n > 1 \
        else R.EMPTY_LANG
    full = R.concat(skip, R.inter(language, R.loop(R.ALLCHAR, n, n)), R.ALL)
    ended = R.loop(R.ALLCHAR, 0, i) if language.nullable else R.EMPTY_LANG
    return R.union(ended, short, full)


def _suffix(c: int, language: R.Regex) -> R.Regex | None:
    """The strings ``u`` with ``u[c:] ∈ L`` (``""`` when ``|u| ≤ c``)."""
    from ...regex import ast as R

    if c > MAX_BOUND:
        return None
    head = R.concat(R.loop(R.ALLCHAR, c, c), language)
    return R.union(R.loop(R.ALLCHAR, 0, c), head) if language.nullable else head


def _case_preimage(language: R.Regex, lower: bool) -> R.Regex:
    """The strings whose ``str.to_lower`` (``lower``) or ``str.to_upper`` lies in ``L``:
    a map of one character to one, so each class ``C`` of ``L``'s regex becomes the
    characters it maps into ``C`` (complement, intersection and concatenation commute
    with the preimage of such a map)."""
    from ...regex import ast as R
    from ...regex.charset import INTERVALS

    src, dst = (ord("A"), ord("a")) if lower else (ord("a"), ord("A"))
    moved, target = INTERVALS.range(src, src + 25), INTERVALS.range(dst, dst + 25)
    made: dict[int, R.Regex] = {}
    for n in R.postorder(language):
        args = [made[a.id] for a in n.args]
        if n.kind == "chars":
            assert n.chars is not None
            shifted = INTERVALS.of_ranges((lo + src - dst, hi + src - dst)
                                          for lo, hi in (n.chars & target).ranges())
            made[n.id] = R.chars((n.chars - moved) | shifted)
        else:
            made[n.id] = _rebuilt(n, args)
    return made[language.id]


def _rebuilt(n: R.Regex, args: list[R.Regex]) -> R.Regex:
    """The node ``n`` over new children ``args``."""
    from ...regex import ast as R

    if n.kind in ("concat", "union", "inter"):
        return {"concat": R.concat, "union": R.union, "inter": R.inter}[n.kind](*args)
    if n.kind == "comp":
        return R.comp(args[0])
    if n.kind == "star":
        return R.star(args[0])
    if n.kind == "loop":
        return R.loop(args[0], n.lo, n.hi)
    return n  # none, eps
