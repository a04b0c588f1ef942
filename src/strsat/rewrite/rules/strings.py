"""String rules: concatenation, length, substrings, predicates, replace, membership.

Each rule follows from the SMT-LIB definitions (see the docstrings of
:mod:`strsat.terms.string_ops`); the rule texts in :data:`RULES` say which.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, cast

from ...errors import StrsatError
from ...lazy import OnFirstUse
from ...terms import EMPTY, FALSE, MAX_CHAR, TRUE, Term, integer, mk, string
from ...terms.evaluate import to_regex
from ...terms.formulas import conj
from ...terms.walk import flatten, postorder
from .build import cat, components, max_length, strip_common
from .registry import RuleContext, document, rule

# the regex layer is loaded by the first rule that reads a regex (issue 39, start-up)
if TYPE_CHECKING:
    from ...terms import regex_membership as _membership
    from ...terms import regex_nodes as rx
else:
    rx = OnFirstUse(globals(), "rx", "...terms.regex_nodes", __package__)
    _membership = OnFirstUse(globals(), "_membership", "...terms.regex_membership", __package__)

document(
    CONCAT_NORM="(str.++ … (str.++ a b) … \"\" … \"u\" \"v\" …) ⊢ (str.++ … a b … \"uv\" …);"
                " (str.++ a) ⊢ a",
    LEN_CONCAT="(str.len (str.++ a1 … an)) ⊢ (+ (str.len a1) … (str.len an))",
    LEN_SAME="(str.len (f s …)) ⊢ (str.len s) for f in to_lower, to_upper, rev, update;"
             " (str.len (str.replace s c d)), (str.len (str.replace_all s c d)) ⊢ (str.len s)"
             " for constants c, d of one length (each replaced occurrence keeps the length;"
             " c = d = \"\" inserts nothing)",
    ITE_CONST_BRANCH="(f (ite c a b)) ⊢ (ite c (f a) (f b)) for f in str.len, str.to_code,"
                     " str.to_int when a or b is a constant (that branch folds; the other"
                     " keeps f of a string term the procedures read: an explorer's"
                     " to_code of a slice's last byte, (str.at (str.substr s 0 n) k),"
                     " became to_code of an ite that no procedure looked inside)",
    AT_EMPTY="(str.at \"\" i) ⊢ \"\";  (str.at s c) with constant c < 0 ⊢ \"\"",
    AT_SUBSTR="(str.at (str.substr s m n) k) with constant m ≥ 0 ⊢ (ite (and (<= 0 k) (< k n))"
              " (str.at s (+ m k)) \"\")  (position k of the slice is position m + k of s, \"\""
              " past n; past |s| both sides are \"\")",
    SUBSTR_EMPTY="(str.substr s i n) ⊢ \"\" when s = \"\", or constant i < 0, or constant n <= 0",
    SUBSTR_WHOLE="(str.substr s 0 (str.len s)) ⊢ s",
    PREFIX_TRIV="(str.prefixof \"\" t), (str.prefixof t t) ⊢ true;"
                " (str.prefixof s \"\") ⊢ (= s \"\")",
    SUFFIX_TRIV="(str.suffixof \"\" t), (str.suffixof t t) ⊢ true;"
                " (str.suffixof s \"\") ⊢ (= s \"\")",
    PREFIX_STRIP="(str.prefixof w·u w·v) ⊢ (str.prefixof u v) (common leading components"
                 " or constant characters); a differing leading character ⊢ false",
    SUFFIX_STRIP="(str.suffixof u·w v·w) ⊢ (str.suffixof u v); a differing last character"
                 " ⊢ false",
    CONTAINS_TRIV="(str.contains s \"\"), (str.contains s s) ⊢ true;"
                  " (str.contains \"\" t) ⊢ (= t \"\")",
    CONTAINS_COMPONENT="(str.contains (str.++ … t …) t) ⊢ true; (str.contains (str.++ … c …)"
                       " d) with constants, d occurring in c ⊢ true",
    CONTAINS_CASE="(str.contains (str.to_lower s) c) with constant c without ASCII letters ⊢"
                  " (str.contains s c); with an ASCII capital ⊢ false (to_lower maps only"
                  " A..Z, to a..z: a character other than a letter is its own only"
                  " preimage, and no capital is an image); dually for str.to_upper",
    INDEXOF_NEG="(str.indexof s t c) with constant c < 0 ⊢ -1",
    INDEXOF_ZERO="(str.indexof s \"\" 0), (str.indexof s s 0) ⊢ 0",
    INDEXOF_MISSING="(= (str.indexof s t 0) -1), (< (str.indexof s t 0) 0), (<= … -1),"
                    " either side ⊢ (not (str.contains s t)); (>= … 0), (> … -1) ⊢"
                    " (str.contains s t) (from 0 the first occurrence exists iff t is in s,"
                    " \"\" is at 0, and the index is never below -1)",
    REPLACE_EMPTY_PAT="(str.replace s \"\" u) ⊢ (str.++ u s)",
    REPLACE_ID="(str.replace s t t), (str.replace_all s t t) ⊢ s;"
               " (str.replace_all s \"\" u) ⊢ s",
    REPLACE_SELF="(str.replace s s u) ⊢ u",
    REPLACE_CONST="(str.replace c d u) with constants c, d ⊢ c or c1·u·c2 (first occurrence);"
                  " (str.replace \"\" d u) with constant d ≠ \"\" ⊢ \"\"",
    REPLACE_ALL_CONST="(str.replace_all c d u) with constants c, d ≠ \"\" ⊢ c1·u·c2·u·…·cn",
    REPLACE_RE_CONST="(str.replace_re c R u), (str.replace_re_all c R u) with constant c"
                     " and ground R ⊢ the concatenation around the matches (evaluator's"
                     " leftmost-shortest matcher)",
    REPLACE_RE_EMPTY_MATCH="(str.replace_re s R u) with ground R ∋ ε ⊢ (str.++ u s)  (the"
                           " leftmost shortest match is the empty word at 0)",
    IN_RE_TRIV="(str.in_re s re.all) ⊢ true;  (str.in_re s re.none) ⊢ false",
    IN_RE_STAR_CLASS="(str.in_re (str.++ s1 … sn) (re.* C)), C a class of single characters ⊢"
                     " (and (str.in_re s1 (re.* C)) … (str.in_re sn (re.* C)))  (every"
                     " character in C, part by part)",
    IN_RE_TO_RE="(str.in_re s (str.to_re t)) ⊢ (= s t)",
    IN_RE_ALLCHAR="(str.in_re s re.allchar) ⊢ (= (str.len s) 1)",
    IN_RE_COMP="(str.in_re s (re.comp R)) ⊢ (not (str.in_re s R));  (str.in_re s (re.diff A B))"
               " ⊢ (and (str.in_re s A) (not (str.in_re s B)));  (str.in_re s (re.inter A1 …"
               " (re.comp B) …)) ⊢ (and (str.in_re s (re.inter A1 …)) (not (str.in_re s B)))"
               "  (a complement becomes a negated membership, whose difference the regular"
               " step explores lazily instead of determinising R)",
    IN_RE_NORMAL="(str.in_re s R) with ground R whose normal form (strsat.terms.regex_nodes)"
                 " is Σ* ⊢ true, is ∅ ⊢ false",
    IN_RE_CONSUME="(str.in_re u·v (re.++ (str.to_re u) R…)) ⊢ (str.in_re v (re.++ R…)); the same"
                  " at the end (u compared component by component, constants character by"
                  " character: s ∈ to_re(u)·R' iff s = u·w with w ∈ R', and w is v)",
    CASE_IDEMP="(str.to_lower (str.to_lower s)), (str.to_lower (str.to_upper s))"
               " ⊢ (str.to_lower s); dually for str.to_upper",
    REV_REV="(str.rev (str.rev s)) ⊢ s",
    REV_CONCAT="(str.rev (str.++ a1 … an)) ⊢ (str.++ (str.rev an) … (str.rev a1))",
    CASE_CONCAT="(str.to_lower (str.++ a1 … an)) ⊢ (str.++ (str.to_lower a1) …);"
                " same for str.to_upper (both act character by character)",
    LEX_CHAIN="(str.< a b c) ⊢ (and (str.< a b) (str.< b c)); same for str.<=",
    LEX_STRIP="(str.< w·u w·v) ⊢ (str.< u v) (common leading components or constant"
              " characters); a first differing character c, d ⊢ c < d; same for str.<=",
    LEX_TRIV="(str.< s s), (str.< s \"\") ⊢ false; (str.<= s s), (str.<= \"\" s) ⊢ true;"
             " (str.< \"\" s) ⊢ (not (= s \"\")); (str.<= s \"\") ⊢ (= s \"\")",
    LEX_CHAR="(str.<= k·w t), (str.< k·w t) and the other way round, with a constant k·w"
             " and t of at most one character (str.at, ite of those …) ⊢ t in a range of"
             " characters (or \"\"): one character c is above k·w iff c > k, or c = k and"
             " w = \"\" for <=; below it iff c < k, or c = k and (w ≠ \"\" or <=)",
)


def _is_const(t: Term, v: object = None) -> bool:
    return t.op == "const" and (v is None or t.value == v)


@rule("str.++")
def concat_norm(t: Term, ctx: RuleContext) -> Term | None:
    r = cat(list(t.args))
    if r is t:
        return None
    ctx.hit("CONCAT_NORM")
    return r


def lift_const_branch(t: Term, ctx: RuleContext) -> Term | None:
    """ITE_CONST_BRANCH for a unary ``t`` (None when it does not apply)."""
    s = t.args[0]
    if s.op == "ite" and (s.args[1].op == "const" or s.args[2].op == "const"):
        ctx.hit("ITE_CONST_BRANCH")
        return mk("ite", s.args[0], mk(t.op, s.args[1]), mk(t.op, s.args[2]))
    return None


@rule("str.to_code", "str.to_int")
def code_or_number_of_ite(t: Term, ctx: RuleContext) -> Term | None:
    return lift_const_branch(t, ctx)


@rule("str.len")
def length(t: Term, ctx: RuleContext) -> Term | None:
    s = t.args[0]
    lifted = lift_const_branch(t, ctx)
    if lifted is not None:
        return lifted
    if s.op == "str.++":
        ctx.hit("LEN_CONCAT")
        return mk("+", *(mk("str.len", c) for c in s.args))
    if s.op in ("str.to_lower", "str.to_upper", "str.rev", "str.update"):
        ctx.hit("LEN_SAME")
        return mk("str.len", s.args[0])
    if s.op in ("str.replace", "str.replace_all"):
        c, d = s.args[1], s.args[2]
        if c.op == "const" and d.op == "const" and len(c.value) == len(d.value):  # type: ignore[arg-type]
            ctx.hit("LEN_SAME")
            return mk("str.len", s.args[0])
    return None


@rule("str.at")
def at(t: Term, ctx: RuleContext) -> Term | None:
    s, i = t.args
    if s is EMPTY or (_is_const(i) and i.value < 0):  # type: ignore[operator]
        ctx.hit("AT_EMPTY")
        return EMPTY
    if s.op == "str.substr" and _is_const(s.args[1]) \
            and cast(int, s.args[1].value) >= 0:
        # SMT-LIB: substr(s, m, n) is s[m : m + min(n, |s| - m)] (or "" when m > |s| or
        # n <= 0), so its position k is s's position m + k when 0 <= k < n, and "" past n;
        # where m + k >= |s| both sides are "" (at of s past its end)
        inner, m, n = s.args
        ctx.hit("AT_SUBSTR")
        k = i if cast(int, m.value) == 0 else mk("+", m, i)
        inside = mk("and", mk("<=", integer(0), i), mk("<", i, n))
        return mk("ite", inside, mk("str.at", inner, k), EMPTY)
    return None


@rule("str.substr")
def substr(t: Term, ctx: RuleContext) -> Term | None:
    s, i, n = t.args
    if s is EMPTY or (_is_const(i) and cast(int, i.value) < 0) \
            or (_is_const(n) and cast(int, n.value) <= 0) \
            or (_is_const(i) and _is_const(s) and cast(int, i.value) >= len(cast(str, s.value))):
        # (a start at or past a constant's end: empty whatever the length reads)
        ctx.hit("SUBSTR_EMPTY")
        return EMPTY
    if _is_const(i, 0) and n.op == "str.len" and n.args[0] is s:
        ctx.hit("SUBSTR_WHOLE")
        return s
    return None


def _affix(t: Term, ctx: RuleContext, from_end: bool) -> Term | None:
    s, u = t.args
    tag = "SUFFIX" if from_end else "PREFIX"
    if s is EMPTY or s is u:
        ctx.hit(f"{tag}_TRIV")
        return TRUE
    if u is EMPTY:
        ctx.hit(f"{tag}_TRIV")
        return mk("=", s, EMPTY)
    left, right = components(s), components(u)
    changed = strip_common(left, right, from_end)
    if changed is None:
        return None
    ctx.hit(f"{tag}_STRIP")
    if changed is False:
        return FALSE
    return mk(t.op, cat(left), cat(right))


@rule("str.prefixof")
def prefixof(t: Term, ctx: RuleContext) -> Term | None:
    return _affix(t, ctx, from_end=False)


@rule("str.suffixof")
def suffixof(t: Term, ctx: RuleContext) -> Term | None:
    return _affix(t, ctx, from_end=True)


@rule("str.contains")
def contains(t: Term, ctx: RuleContext) -> Term | None:
    s, u = t.args
    if u is EMPTY or s is u:
        ctx.hit("CONTAINS_TRIV")
        return TRUE
    if s is EMPTY:
        ctx.hit("CONTAINS_TRIV")
        return mk("=", u, EMPTY)
    if s.op == "str.++":
        for c in s.args:
            if c is u or (c.op == "const" and u.op == "const"
                          and u.value in c.value):  # type: ignore[operator]
                ctx.hit("CONTAINS_COMPONENT")
                return TRUE
    if s.op in _CASE_MISSING and u.op == "const":
        text = cast(str, u.value)
        if any(c in _CASE_MISSING[s.op] for c in text):
            ctx.hit("CONTAINS_CASE")
            return FALSE
        if not any(c in _ASCII_LETTERS for c in text):
            ctx.hit("CONTAINS_CASE")
            return mk("str.contains", s.args[0], u)
    return None


#: the ASCII letters no ``str.to_lower`` / ``str.to_upper`` result holds
_CASE_MISSING = {"str.to_lower": frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
                 "str.to_upper": frozenset("abcdefghijklmnopqrstuvwxyz")}
_ASCII_LETTERS = _CASE_MISSING["str.to_lower"] | _CASE_MISSING["str.to_upper"]


@rule("str.indexof")
def indexof(t: Term, ctx: RuleContext) -> Term | None:
    s, u, i = t.args
    if _is_const(i) and i.value < 0:  # type: ignore[operator]
        ctx.hit("INDEXOF_NEG")
        return integer(-1)
    if _is_const(i, 0) and (u is EMPTY or u is s):
        ctx.hit("INDEXOF_ZERO")
        return integer(0)
    return None


#: (operator, constant) -> whether ``(op (str.indexof s t 0) constant)`` says "found"
_INDEX_TESTS = {("=", -1): False, ("<", 0): False, ("<=", -1): False,
                (">=", 0): True, (">", -1): True}
_MIRROR = {"=": "=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


@rule("=", "<", "<=", ">", ">=")
def indexof_missing(t: Term, ctx: RuleContext) -> Term | None:
    if len(t.args) != 2:
        return None
    a, b = t.args
    for x, y, op in ((a, b, t.op), (b, a, _MIRROR[t.op])):
        if x.op == "str.indexof" and y.op == "const" and _is_const(x.args[2], 0):
            found = _INDEX_TESTS.get((op, y.value))  # type: ignore[arg-type]
            if found is not None:
                ctx.hit("INDEXOF_MISSING")
                contains = mk("str.contains", x.args[0], x.args[1])
                return contains if found else mk("not", contains)
    return None


@rule("str.replace")
def replace(t: Term, ctx: RuleContext) -> Term | None:
    s, u, v = t.args
    if u is EMPTY:
        ctx.hit("REPLACE_EMPTY_PAT")
        return cat([v, s])
    if u is v:
        ctx.hit("REPLACE_ID")
        return s
    if s is u:
        ctx.hit("REPLACE_SELF")
        return v
    if u.op == "const" and s.op == "const":
        sv, uv = cast(str, s.value), cast(str, u.value)
        k = sv.find(uv)
        ctx.hit("REPLACE_CONST")
        if k < 0:
            return s
        return cat([string(sv[:k]), v, string(sv[k + len(uv):])])
    if s is EMPTY and u.op == "const":
        ctx.hit("REPLACE_CONST")
        return EMPTY
    return None


@rule("str.replace_all")
def replace_all(t: Term, ctx: RuleContext) -> Term | None:
    s, u, v = t.args
    if u is EMPTY or u is v:
        ctx.hit("REPLACE_ID")
        return s
    if s.op == "const" and u.op == "const":
        ctx.hit("REPLACE_ALL_CONST")
        pieces = s.value.split(u.value)  # type: ignore[union-attr,arg-type]
        parts: list[Term] = []
        for k, p in enumerate(pieces):
            if k:
                parts.append(v)
            parts.append(string(p))
        return cat(parts)
    return None


@rule("str.replace_re", "str.replace_re_all")
def replace_re(t: Term, ctx: RuleContext) -> Term | None:
    s, r, v = t.args
    if not ctx.ground(r):
        return None
    if s.op != "const":
        if t.op != "str.replace_re" or _literal_size(r) > MAX_NORMALISED_LITERALS:
            return None
        try:
            nullable = to_regex(r).nullable
        except StrsatError:
            return None
        if not nullable:
            return None
        ctx.hit("REPLACE_RE_EMPTY_MATCH")
        return cat([v, s])
    text: str = s.value  # type: ignore[assignment]
    try:
        regex = to_regex(r)
        parts: list[Term] = []
        pos = 0
        while True:
            found = _membership.find_match(regex, text, pos, nonempty=t.op == "str.replace_re_all")
            if found is None:
                break
            i, j = found
            parts += [string(text[pos:i]), v]
            pos = j
            if t.op == "str.replace_re":
                break
    except StrsatError:
        return None
    parts.append(string(text[pos:]))
    ctx.hit("REPLACE_RE_CONST")
    return cat(parts)


#: Characters of string literals in a regex above which ``in_re`` does not normalise it
#: (building the normal form of ``Σ*·w·Σ*`` for a 100,000-character ``w`` took seconds
#: before any deadline check).
MAX_NORMALISED_LITERALS = 4_096


def _literal_size(r: Term) -> int:
    return sum(len(u.value) for u in postorder(r) if u.op == "const" and isinstance(u.value, str))


def _maybe_trivial(r: Term) -> bool:
    """Whether the ground regex ``r`` may denote Σ* or ∅ (IN_RE_NORMAL builds its normal
    form only then): Σ* holds ε, so a regex surely without ε is not it, and one surely
    nonempty is not ∅ (:func:`_shape`); the normal form was a fifth of the rewriter's
    time on regexes of literals (stringfuzz's many-regexes)."""
    nullable, nonempty = _shape(r)
    return nullable or not nonempty


def _shape(r: Term, memo: dict[int, tuple[bool, bool]] | None = None) -> tuple[bool, bool]:
    """(ε may be in ``r``'s language, the language is surely nonempty), read off the
    syntax; an operator it does not know (intersection, complement, difference): may
    hold ε, may be empty.

    Each shared sub-regex is read once (``memo``, by term id): read as a tree, the
    regexes of ``textwrap``'s word splitter, their classes shared at every level, took
    21 million calls and two minutes of one check's preprocessing (brief slowchecks38)."""
    if memo is None:
        memo = {}
    known = memo.get(r.id)
    if known is None:
        known = memo[r.id] = _shape_of(r, memo)
    return known


def _shape_of(r: Term, memo: dict[int, tuple[bool, bool]]) -> tuple[bool, bool]:
    """:func:`_shape` of ``r`` from its arguments' (read through ``memo``)."""
    op = r.op
    if op == "str.to_re":
        a = r.args[0]
        return not (a.op == "const" and a.value != ""), True
    if op == "re.allchar":
        return False, True
    if op == "re.range":
        lo, hi = r.args
        sure = lo.op == "const" and hi.op == "const" and isinstance(lo.value, str) and \
            isinstance(hi.value, str) and len(lo.value) == len(hi.value) == 1 and \
            lo.value <= hi.value
        return False, sure
    if op in ("re.*", "re.opt", "re.all"):
        return True, True
    if op == "re.none":
        return False, False
    if op in ("re.++", "re.union"):
        shapes = [_shape(a, memo) for a in r.args]
        combine = all if op == "re.++" else any
        return combine(n for n, _ in shapes), combine(e for _, e in shapes)
    if op == "re.+":
        return _shape(r.args[0], memo)
    if op in ("re.loop", "re.^") and r.indices:
        least, most = r.indices[0], r.indices[-1]
        nullable, nonempty = _shape(r.args[0], memo)
        return least == 0 or nullable, least <= most and (least == 0 or nonempty)
    return True, False


def _is_char_class(r: Term) -> bool:
    """``r`` denotes a set of one-character strings (ranges, single characters,
    ``re.allchar`` and unions of them)."""
    for u in flatten(r, "re.union"):
        if u.op == "re.allchar":
            continue
        elif u.op == "re.range":
            if not all(a.op == "const" and len(a.value) == 1 for a in u.args):  # type: ignore[arg-type]
                return False
        elif u.op == "str.to_re":
            a = u.args[0]
            if not (a.op == "const" and len(a.value) == 1):  # type: ignore[arg-type]
                return False
        else:
            return False
    return True


def _symbols(t: Term) -> list[Term]:
    """The components of ``t`` with constants cut into one-character constants."""
    out: list[Term] = []
    for c in components(t):
        if c.op == "const":
            out.extend(string(ch) for ch in c.value)  # type: ignore[union-attr]
        else:
            out.append(c)
    return out


#: Characters of a subject past which IN_RE_CONSUME does not cut constants.
MAX_CONSUMED_SYMBOLS = 1_000


def _consume(s: Term, parts: list[Term]) -> Term | None:
    """IN_RE_CONSUME: ``s ∈ parts[0]·…`` with the leading and trailing ``str.to_re u``
    parts that ``s`` syntactically starts (ends) with taken off both; None if none."""
    if not any(p.op == "str.to_re" and p.args[0].op != "const"  # constants: ground rules
               for p in (parts[0], parts[-1])):
        return None
    subject = _symbols(s)
    if len(subject) > MAX_CONSUMED_SYMBOLS:
        return None
    changed = False
    while parts and parts[0].op == "str.to_re":
        u = _symbols(parts[0].args[0])
        if len(u) > len(subject) or subject[:len(u)] != u:
            break
        subject, parts, changed = subject[len(u):], parts[1:], True
    while parts and parts[-1].op == "str.to_re":
        u = _symbols(parts[-1].args[0])
        if len(u) > len(subject) or subject[len(subject) - len(u):] != u:
            break
        subject, parts, changed = subject[:len(subject) - len(u)], parts[:-1], True
    if not changed:
        return None
    if not parts:
        regex = mk("str.to_re", EMPTY)
    else:
        regex = parts[0] if len(parts) == 1 else mk("re.++", *parts)
    return mk("str.in_re", cat(subject), regex)


def _complement_out(s: Term, r: Term) -> Term | None:
    """IN_RE_COMP: ``s ∈ R`` with the complements at the top of ``R`` (``re.comp``, the
    right of ``re.diff``, the ``re.comp`` parts of ``re.inter``) as negated
    memberships; None when ``R`` has none there."""
    if r.op == "re.comp":
        return mk("not", mk("str.in_re", s, r.args[0]))
    if r.op == "re.diff":
        return conj(mk("str.in_re", s, r.args[0]), mk("not", mk("str.in_re", s, r.args[1])))
    if r.op != "re.inter":
        return None
    parts = list(flatten(r, "re.inter"))
    negated = [p.args[0] for p in parts if p.op == "re.comp"]
    if not negated:
        return None
    kept = [p for p in parts if p.op != "re.comp"]
    positive = ([] if not kept else
                [mk("str.in_re", s, kept[0] if len(kept) == 1 else mk("re.inter", *kept))])
    return conj(*positive, *[mk("not", mk("str.in_re", s, b)) for b in negated])


@rule("str.in_re")
def in_re(t: Term, ctx: RuleContext) -> Term | None:
    s, r = t.args
    if r.op == "re.all" or r.op == "re.none":
        ctx.hit("IN_RE_TRIV")
        return TRUE if r.op == "re.all" else FALSE
    if r.op == "str.to_re":
        ctx.hit("IN_RE_TO_RE")
        return mk("=", s, r.args[0])
    if r.op == "re.allchar":
        ctx.hit("IN_RE_ALLCHAR")
        return mk("=", mk("str.len", s), integer(1))
    complemented = _complement_out(s, r)
    if complemented is not None:
        ctx.hit("IN_RE_COMP")
        return complemented
    if s.op == "str.++" and r.op == "re.*" and _is_char_class(r.args[0]):
        ctx.hit("IN_RE_STAR_CLASS")
        return conj(*[mk("str.in_re", part, r) for part in s.args])
    if r.op == "re.++":
        consumed = _consume(s, list(r.args))
        if consumed is not None:
            ctx.hit("IN_RE_CONSUME")
            return consumed
    if ctx.ground(r) and _maybe_trivial(r) and _literal_size(r) <= MAX_NORMALISED_LITERALS:
        try:
            normal = to_regex(r)
        except StrsatError:
            return None
        if normal is rx.ALL or normal is rx.NONE:
            ctx.hit("IN_RE_NORMAL")
            return TRUE if normal is rx.ALL else FALSE
    return None


@rule("str.to_lower", "str.to_upper")
def case_idempotent(t: Term, ctx: RuleContext) -> Term | None:
    a = t.args[0]
    if a.op in ("str.to_lower", "str.to_upper"):
        ctx.hit("CASE_IDEMP")
        return mk(t.op, a.args[0])
    if a.op == "str.++":
        ctx.hit("CASE_CONCAT")
        return mk("str.++", *(mk(t.op, c) for c in a.args))
    return None


@rule("str.rev")
def rev_rev(t: Term, ctx: RuleContext) -> Term | None:
    a = t.args[0]
    if a.op == "str.rev":
        ctx.hit("REV_REV")
        return a.args[0]
    if a.op == "str.++":
        ctx.hit("REV_CONCAT")
        return mk("str.++", *(mk("str.rev", c) for c in reversed(a.args)))
    return None


@rule("str.<", "str.<=")
def lex(t: Term, ctx: RuleContext) -> Term | None:
    args = t.args
    if len(args) > 2:
        ctx.hit("LEX_CHAIN")
        return conj(*[mk(t.op, args[k], args[k + 1]) for k in range(len(args) - 1)])
    a, b = args
    strict = t.op == "str.<"
    if a is b:
        ctx.hit("LEX_TRIV")
        return FALSE if strict else TRUE
    if b is EMPTY:  # nothing is below "": s <= "" only for s = "" (seed 7331 f00444)
        ctx.hit("LEX_TRIV")
        return FALSE if strict else mk("=", a, EMPTY)
    if a is EMPTY:
        ctx.hit("LEX_TRIV")
        return mk("not", mk("=", b, EMPTY)) if strict else TRUE
    char = _one_character_bound(a, b, strict)
    if char is not None:
        ctx.hit("LEX_CHAR")
        return char
    left, right = components(a), components(b)
    differ: list[tuple[str, str]] = []
    changed = strip_common(left, right, False, differ)
    if changed is None:
        return None
    ctx.hit("LEX_STRIP")
    if changed is False:
        c, d = differ[0]
        return TRUE if c < d else FALSE
    return mk(t.op, cat(left), cat(right))


def _one_character_bound(a: Term, b: Term, strict: bool) -> Term | None:
    """LEX_CHAR for ``a < b`` (``a <= b`` unless ``strict``) with one side a non-empty
    constant and the other of at most one character; None otherwise."""
    if a.op == "const" and isinstance(a.value, str) and b.op != "const" \
            and max_length(b) == 1:
        k, rest = ord(a.value[0]), len(a.value) > 1
        low = k + 1 if strict or rest else k  # b = c above k·w
        return _in_range(b, low, MAX_CHAR, False)
    if b.op == "const" and isinstance(b.value, str) and a.op != "const" \
            and max_length(a) == 1:
        k, rest = ord(b.value[0]), len(b.value) > 1
        high = k if rest or not strict else k - 1  # a = c below k·w, or a = ""
        return _in_range(a, 0, high, True)
    return None


def _in_range(t: Term, low: int, high: int, empty: bool) -> Term:
    """``t`` (at most one character) is a character in ``[low, high]``, or ``""`` when
    ``empty``."""
    parts = [mk("str.to_re", EMPTY)] if empty else []
    if low <= high:
        parts.append(mk("re.range", string(chr(low)), string(chr(high))))
    if not parts:
        return FALSE
    lang = parts[0] if len(parts) == 1 else mk("re.union", *parts)
    return mk("str.in_re", t, lang)
