"""Every deduction strsat makes has a name, documented here with its rule.

Statistics (``--stats``) count lemmas by these names.  Add a member here before
using a new kind; the rule text is the specification of the inference.  Every member
is produced somewhere (``tests/theory/test_inferences.py`` checks that the solver's
source names each one), so this list is what strsat actually infers.
"""

from __future__ import annotations

from ...names import Names


class Role(Names):
    """What a lemma of an inference does to the search (read by the loop and the steps)."""

    PROPAGATION = "a consequence that narrows the candidate (the default)"
    SPLIT = "a case split: the candidate may satisfy it; deferred while stronger lemmas exist"
    VECTOR_BLOCK = "rules out one vector of lengths only; waits for the round's splits"


class Inference(Names):
    """Named inferences; the value is the rule (premises ⊢ conclusion)."""

    @property
    def role(self) -> Role:
        """The inference's :class:`Role` (``_ROLES``; propagation unless listed)."""
        return _ROLES.get(self, Role.PROPAGATION)

    # ---- length abstraction (papers 001 Table 4, 002 §4.2) -----------------------
    LEN_EQ = "x = t ⊢ |x| = |t|  (asserted when the equation is registered)"
    LEN_RE = "x ∈ R ⊢ |x| ∈ lengths(R)  (finite union of arithmetic progressions)"
    LEN_NONNEG = "⊢ |x| ≥ 0 ∧ (|x| = 0 ⇔ x = \"\")"
    LEN_PRED = "contains/prefixof/suffixof(s, t) ⊢ |t| ≤ |s|"
    LEN_DISTINCT = ("distinct(s1, …, sn) of strings ⊢ Σ ite(|si| = 0, 1, 0) ≤ 1  (one empty"
                    " string; a distinct too long to expand into disequalities)")
    LETTER_COUNT = ("s = t where some letter a cannot balance: Σ_x (occ_s(x) − occ_t(x))·|x|_a ="
                    " count_t(a) − count_s(a) has no solution |x|_a ≥ 0 (sign or gcd) ⊢ ⊥"
                    "  (Parikh image of a word equation)")

    # ---- equalities and normal forms ---------------------------------------------
    EXTF_SIMPLIFY = ("x1 = e1 ∧ … ∧ xn = en ⊢ f(…) = simplify(f(…)[xi ↦ ei]) when the"
                     " rewriter turns the application, read under the equalities, into a"
                     " term without extended functions (context-dependent simplification,"
                     " theory/functions/extf.py)")
    INDEXOF_CONTAINS = ("¬contains(s, t) ⊢ indexof(s, t, i) = −1;  contains(s, t) ⊢"
                        " indexof(s, t, 0) ≥ 0  (s, t compared by equality classes; stated"
                        " when the core's value of the indexof violates it,"
                        " theory/functions/extf.py)")
    INDEXOF_PREFIX = ("prefixof(c, s) with c constant, t constant, i ≥ 0 constant and"
                      " p = the first occurrence of t in c at or after i ⊢ indexof(s, t, i) = p"
                      "  (an earlier occurrence in s would end past c, so start after p)")
    INDEXOF_EXTEND = ("indexof(a, t, i) = p ≥ 0 ⊢ indexof(a·b, t, i) = p  (the first occurrence"
                      " in a is the first in a·b: an earlier one would end past a, so start"
                      " after p)")
    LEX_TRANS = ("a ≤ b ∧ b ≤ c ⊢ a ≤ c  (strict if either is; str.< and str.<=, ¬(a < b) read"
                 " as b ≤ a; theory/lex)")
    LEX_FIRST_CHAR = ("a ≤ b (or a < b) where a is surely non-empty and every first character a"
                      " can have exceeds every one b can have ⊢ ⊥  (first characters from"
                      " constants, memberships and positive lengths; theory/lex/heads.py)")
    LEX_CHARS = ("a ≤ b (or a < b) where every character a can hold is ≥ every one b can hold"
                 " ⊢ prefixof(a, b)  (no first difference can have a's character below b's;"
                 " characters from constants, memberships and the constants a concatenation"
                 " holding the term equals; theory/lex/heads.py)")
    LEX_CYCLE = ("a1 ⋈ a2 ∧ … ∧ an ⋈ a1 with each ⋈ in {<, ≤} and one < ⊢ ⊥  (transitivity"
                 " closed over a cycle of the equality classes; theory/lex)")
    LEX_IRREFLEXIVE = "a < b ∧ a = b ⊢ ⊥  (a, b compared by equality classes; theory/lex)"
    LEX_TOTAL = "a ≤ b ∧ b ≤ a ⊢ a = b  (antisymmetry; ¬(a < b) read as b ≤ a; theory/lex)"
    CONGRUENCE = ("x1 = y1 ∧ … ∧ xn = yn ⊢ f(x1, …, xn) = f(y1, …, yn)  (string functions"
                  " and predicates over the equality classes, and the reductions' witnesses"
                  " that are functions of their arguments, e.g. ctn_pre(s, t))")
    CONST_PATTERN = ("c = x1·…·xn, c constant, with the memberships of the x_i ⊢ ⋁ over its"
                     " solutions of the solution's lengths  (⊥ when none; exhaustive anchored"
                     " search, theory/word_equations/patterns.py)")
    CODE_INJECTIVE = ("to_code(a) = to_code(b) ∧ to_code(a) ≥ 0 ⊢ a = b  (a code names one"
                      " character)")
    NOT_CONTAINS_NF = ("¬contains(s, t) where t's normal form occurs inside s's normal form"
                       " ⊢ ⊥")
    EQ_CONST_CONFLICT = "x = \"a..\" ∧ x = \"b..\" with different constants ⊢ ⊥"
    NF_CONST_MISMATCH = "u·c·v = u·d·w with distinct characters c ≠ d at aligned positions ⊢ ⊥"
    NF_UNIFY = "u·x·v = u·y·w ∧ |x| = |y| ⊢ x = y  (arrangement: aligned boundaries)"
    NF_SPLIT_VAR = "u·x·v = u·y·w ∧ |x| > |y| ⊢ x = y·k  (arrangement: y cuts x; paper 002)"
    NF_SPLIT_CONST = "u·x·v = u·c·w ∧ |x| ≥ |c| ⊢ x = c·k;  |x| < |c| ⊢ x = prefix of c"
    OVERLAP_CONJUGATE = "x·α = β·x with constants α, β that are not conjugate (β = uv, α = vu) ⊢ ⊥"
    OVERLAP_SOLVED = ("x·α = β·x with constants α, β ≠ \"\" ⊢ x ∈ ⋃ β*·β[0:i] over the i with"
                      " β[i:]·β[0:i] = α  (exact: the solutions of the overlap;"
                      " Lyndon–Schützenberger)")
    CONST_OVERLAP = ("A·c·B = A'·d·B' with constants c, d ⊢ |A'| − |A| ≥ |c| ∨ |A| − |A'| ≥ |d|"
                     " ∨ ⋁ |A'| − |A| = o over the offsets o where c and d agree  (Z3str2"
                     " overlap of constants, decided by the core's lengths)")
    COMMUTE_ROOT = ("x·y = y·x ∧ x ∈ (w)* ∧ x ≠ \"\", w primitive ⊢ y ∈ (w)*  (commuting words"
                    " are powers of one primitive root)")
    DEQ_SAME_NF = "s ≠ t ∧ s and t have the same normal form ⊢ ⊥"

    # ---- context-free grammars (issue 27; paper 000 §3.3, Bar-Hillel) ---------------
    LEN_GRAMMAR = ("x ∈ L(G) ⊢ |x| ∈ lengths(G) ∩ [0, N] ∨ |x| > N  (the exact length set of"
                   " G up to N, from the length fixpoint; N = the longest word when G is"
                   " finite, and then without the disjunct |x| > N)")
    GRAMMAR_RE_EMPTY = ("x ∈ L(G) ∧ x ∈ R1 ∧ … ∧ x ∈ Rk with L(G) ∩ L(R1 ∩ … ∩ Rk) = ∅ ⊢ ⊥"
                        "  (productive triples of the lazy grammar–automaton product;"
                        " exact, no bound)")
    GRAMMAR_LENGTH = ("x ∈ L(G) ∧ x ∈ R1 ∧ … ∧ x ∈ Rk ⊢ |x| ∈ lengths(L(G) ∩ L(R1 ∩ … ∩ Rk))"
                      " ∩ [0, N] ∨ |x| > N  (length sets of the product's triples, stated when"
                      " the core's |x| ≤ N lies outside them)")
    GRAMMAR_FIXED_EMPTY = ("x ∈ L(G1) ∧ … ∧ x ∈ L(Gm) ∧ x ∈ R… ∧ the other literals on x alone"
                           " ⊢ |x| ≠ n  (exhaustive CYK-propagation search over the minterms"
                           " of length n finds no word)")
    GRAMMAR_PARIKH = ("x ∈ L(G1) ∧ … ∧ x ∈ L(Gm) [∧ |x| = n] ⊢ ⊥ when the Parikh supersets of"
                      " the Gi (Verma–Seidl–Schwentick flow equations without connectivity,"
                      " linear arithmetic) share no letter vector [of total n]")
    GRAMMAR_FIXED_LIMIT = ("as GRAMMAR_FIXED_EMPTY when the search stopped at its node limit"
                           "  (a pruning lemma, not valid)")
    GRAMMAR_PUMP = ("w ∈ L(G1) ∩ … ∩ L(Gm) ∩ L(R…), |w| = m < n, pumps p = (i ≤ k ≤ l ≤ j)"
                    " read off derivation trees of w (A over [i, j) above A over [k, l)) whose"
                    " pumped words at t = 1, 2 are in every Gi ⊢ the candidate x = w with each"
                    " chosen p repeated t_p more times, Σ t_p·(k − i + j − l) = n − m  (aligned"
                    " pumping, theory/grammar/pump.py: a witness, a hint checked exactly in every"
                    " grammar and by the reference evaluator; never a lemma, never ⊥)")

    # ---- regular constraints (papers 000, 004) -----------------------------------
    RE_EMPTY = "x ∈ R1 ∧ … ∧ x ∉ S1 ∧ … with L(R1) ∩ … ∩ ¬L(S1) ∩ … = ∅ ⊢ ⊥"
    RE_CONST = "x = \"w\" ∧ x ∈ R with w ∉ L(R) (or x ∉ R with w ∈ L(R)) ⊢ ⊥"
    RE_ITEM_LENGTH = ("x ∈ L ∧ v ∈ L_v ∧ x = v·w·… with w a constant ⊢ |v| ∈ lengths({u ∈ L_v :"
                      " u·w·Σ* ∩ L ≠ ∅})  (where x can be cut before w)")
    RE_PARIKH_COUNT = ("x ∈ R, k = replace_all(x, c, r) with c one character ⊢ (|x|, n) in the"
                       " Parikh image of R's automaton with c apart (move counts, Kirchhoff,"
                       " connectivity), n = ra_count(x, c) the number of c in x")
    RE_CHAR_CODE = ("x ∈ R, k = at(y, i) with y = x, c = to_code(k) ⊢ c = -1 ∨ c ∈ alphabet(R)"
                    "  (the characters of R's words); for i = 0, c = -1 ∨ c ∈ first(R)"
                    "  (the characters that begin R's words)")
    RE_INTER_LENGTH = "x ∈ R1 ∧ … ∧ x ∉ S1 ∧ … ⊢ |x| ∈ lengths(R1 ∩ … ∩ ¬S1 ∩ …)"
    RE_CONCAT_EMPTY = "x1·…·xn ∈ R with each xi ∈ Ri: no path through R's automaton ⊢ ⊥ (000)"
    RE_ROOM = ("x = i1·…·in ∈ Σ*·w·Σ* (the class's concatenation, no constant holds w) and"
               " no item without memberships has room for w ⊢ ⋁ |v| ≥ |w| over those items"
               "  (a pruning lemma, not valid: w may straddle items; it steers the core to"
               " lengths where the witness fits one item)")
    RE_SPLIT_EMPTY = ("memberships of concatenations sharing variables: no states at the"
                      " items' boundaries give every variable a common word ⊢ ⊥ (Norn)")

    # ---- fixed-length tier (paper 001 §5) -----------------------------------------
    FL_BLOCK = ("no strings of lengths |x1| = l1, …, |xn| = ln satisfy the literals L"
                " ⊢ ¬(L ∧ ⋀ |xi| = li)")
    FL_INT_BLOCK = "as FL_BLOCK, with the values of the integer terms the literals read"
    FL_CODE_REGION = ("FL_INT_BLOCK of literals L whose only reader of k = to_code(x) is that"
                      " definition (x = chr(v)), v in an interval [lo, hi] of a region of the"
                      " other literals' alphabet (paper 004 minterms) ⊢ ¬(L ∧ lo ≤ k ≤ hi ∧"
                      " lengths): a swap of v and v' (order mode: an order-preserving map,"
                      " [lo, hi] cut to keep |cells| values of room) maps solutions onto v")
    FL_VALUE_PROBE = ("FL_INT_BLOCK of literals L with definitions k_i = to_code(x_i) /"
                      " to_int(x_i) that no other literal reads, and an exhaustive search of L"
                      " with x_i ∈ Σ / [0-9]^|x_i| in place of x_i = chr(v_i) / zfill(v_i, |x_i|)"
                      " finds no solution ⊢ ¬(L ∧ ⋀ 0 ≤ k_i ≤ max / < 10^|x_i| ∧ lengths)")
    FL_CODE_PROBE = ("FL_INT_BLOCK of literals L whose only reader of k = to_code(x) is that"
                     " definition (x = chr(v)) and an exhaustive search of L with x ∈ [lo-hi]"
                     " in place of x = chr(v) finds no solution ⊢ ¬(L ∧ lo ≤ k ≤ hi ∧ lengths)"
                     " (every code of the band spells an x of the probe)")
    FL_CODE_CLASH = ("FL_CLASH whose path starts at x = chr(v) of k = to_code(x) = v (no other"
                     " premise mentions k) and ends at a constant c ⊢ the clash with"
                     " 0 ≤ k ≤ max ∧ k ≠ c in place of k = v (any other code's character"
                     " takes the same path)")
    FL_TO_INT_PAD = ("FL_CLASH whose path starts at a padding 0 at position p of x ="
                     " zfill(K, n) of k = to_int(x) = K (|x| = n named, no other premise"
                     " mentions k) ⊢ the clash with 0 ≤ k < 10^(n−1−p) in place of k = K")
    FL_TO_INT_CLASH = ("FL_CLASH whose path starts at digit p of x = zfill(K, n) of k ="
                       " to_int(x) = K (|x| = n named, no other premise mentions k) and ends at"
                       " a constant c ⊢ the clash with 0 ≤ k < 10^n ∧ digit_p(k) ≠ c in place"
                       " of k = K (no digit condition when c is no digit): any other digit"
                       " there takes the same path")
    FL_TO_INT_WIDTH = ("k = to_int(x) with |x| = n named ⊢ ¬(k = to_int(x) ∧ |x| = n ∧"
                       " k ≥ 10^n): n characters spell at most 10^n − 1")
    FL_VALUE_PAIR_CLASH = ("FL_CLASH whose path runs between the characters of two integer"
                           " definitions k1 = v1, k2 = v2 (x = chr(k) of k = to_code(x), or digit"
                           " p of x = zfill(k, n) of k = to_int(x), |x| = n named; each alignment"
                           " used once, no other premise mentions k1 or k2) ⊢ the clash with"
                           " dom(k1) ∧ dom(k2) ∧ char(k1) ≠ char(k2) in place of k1 = v1 ∧"
                           " k2 = v2, char(k) = k or 48 + digit_p(k)")
    FL_TO_INT_DIGITS = ("FL_CLASH whose path runs from position p to position q of x ="
                        " zfill(K, n) of k = to_int(x) = K through variable cells (|x| = n"
                        " named, no other premise mentions k) ⊢ the clash with 0 ≤ k < 10^n ∧"
                        " digit_p(k) ≠ digit_q(k) in place of k = K, digit_r(k) ="
                        " (k div 10^(n−1−r)) mod 10")
    FL_TO_INT_PREFIX = ("FL_INT_BLOCK of literals L whose only reader of k = to_int(x) is that"
                        " definition (x = zfill(K, n), |x| = n named), where L without it and"
                        " x ∈ P·[0-9]^(n−p) (P: the first p digits of K) has no solution"
                        " (exhaustive search) ⊢ ¬(L ∧ P·10^(n−p) ≤ k < (P+1)·10^(n−p) ∧"
                        " lengths): every k of the interval spells x in that language")
    FL_CLASH = ("aligned positions of L1 … Lk put two different constant characters in one"
                " class, where ⋀ (start + Σ|items before| = p − i ∧ |item| > i) fix those"
                " positions ⊢ ¬(L1 ∧ … ∧ Lk ∧ those facts)")
    FL_CONTAINS_BOUND = ("L1 … Lk make s contain the constants t1 … tk (contains, Σ*tΣ*, prefix,"
                         " suffix, s = …t…) ⊢ ¬(L1 ∧ … ∧ Lk ∧ |s| < B), B = Σ|ti| minus the"
                         " largest suffix–prefix overlaps (a superstring bound)")

    # ---- dashed-string tier (paper 003) ------------------------------------------
    DASH_CONFLICT = ("the literals L (integer values read: facts F) admit no strings: SWEEP"
                     " and the propagators of their dashed strings empty a domain ⊢ ¬(L ∧ F)")
    DASH_LENGTH = ("the dashed strings of L ∧ F give every solution lo ≤ |x| ≤ hi"
                   " ⊢ ¬(L ∧ F ∧ |x| < lo)  (resp. |x| > hi)")
    DASH_INDEX = ("k = indexof(s, t, i), t constant: the dashed string of s under L ∧ F cannot"
                  " hold t[0] before position p ⊢ ¬(L ∧ F ∧ 0 ≤ k < max(i, p))")
    DASH_BLOCK = ("no strings of lengths |x1| = l1, …, |xn| = ln satisfy L ∧ F (propagation,"
                  " or an exhaustive dashed-string search) ⊢ ¬(L ∧ F ∧ ⋀ |xi| = li)")

    # ---- reductions of library functions (paper 001 Table 3; theory/reductions/) --
    # Definitions k = f(args) (k a purification skolem); pre(x, n) = substr(x, 0, n),
    # suf(x, n) = substr(x, n, |x| - n); ctn_pre/ctn_suf(s, t): s = ctn_pre·t·ctn_suf at
    # the first occurrence of t in s.  "exact": the lemma implies k = f(args).
    REDUCE_SIMPLIFY = ("k = f(args) ⊢ k = simplify(f(args));  atom ⊢ atom ⇔ simplify(atom)"
                       " (when the simplifier changes it)")
    REDUCE_SUBSTR = ("k = substr(s, i, n) ⊢ ite(0 ≤ i < |s| ∧ n > 0, s = p·k·q ∧ |p| = i ∧"
                     " (|q| = |s| − (i + n) ∨ q = \"\") ∧ |k| ≤ n, k = \"\"),"
                     " p = pre(s, i), q = suf(s, i + n)  (exact)")
    REDUCE_AT = ("k = at(s, i) ⊢ ite(0 ≤ i < |s|, s = p·k·q ∧ |p| = i ∧ |k| = 1, k = \"\"),"
                 " p = pre(s, i), q = suf(s, i + 1)  (exact)")
    REDUCE_UPDATE = ("k = update(s, i, t) ⊢ ite(0 ≤ i < |s|, k = substr(s, 0, i)·"
                     "substr(t, 0, |s| − i)·substr(s, i + |t|, |s|), k = s)  (exact)")
    REDUCE_INDEXOF = ("k = indexof(x, y, n) ⊢ ite(n < 0 ∨ n > |x|, k = −1, x = p·r ∧ |p| = n ∧"
                      " ite(y = \"\", k = n, ite(contains(r, y), r = a·y·b ∧"
                      " ¬contains(a·substr(y, 0, |y| − 1), y) ∧ k = n + |a|, k = −1))),"
                      " p = pre(x, n), r = suf(x, n), a/b = ctn_pre/ctn_suf(r, y)  (exact)")
    ABS_INDEXOF = "k = indexof(x, y, n) ⊢ k = −1 ∨ (n ≤ k ∧ k + |y| ≤ |x|)  (paper 001 Table 4)"
    REDUCE_REPLACE = ("k = replace(x, y, z) ⊢ ite(y = \"\", k = z·x, ite(contains(x, y),"
                      " x = a·y·b ∧ ¬contains(a·substr(y, 0, |y| − 1), y) ∧ k = a·z·b, k = x)),"
                      " a/b = ctn_pre/ctn_suf(x, y)  (exact)")
    ABS_REPLACE = ("k = replace(_all)(x, y, z) ⊢ (|y| ≥ |z| ⇒ |x| ≥ |k|) ∧ (|y| ≤ |z| ⇒"
                   " |x| ≤ |k|)  (paper 001 Table 4)")
    REDUCE_REPLACE_ALL = ("k = replace_all(x, y, z) ⊢ ite(y = \"\" ∨ ¬contains(x, y), k = x,"
                          " x = a·y·b ∧ ¬contains(a·substr(y, 0, |y| − 1), y) ∧ k = a·z·r ∧"
                          " (¬contains(b, y) ⇒ r = b)), r = ra_rest(b, y, z) standing for"
                          " replace_all(b, y, z)  (one unfolding; not exact)")
    ABS_REPLACE_ALL_COUNT = ("k = replace_all(x, y, z), y ≠ \"\" a constant ⊢ c ≥ 0 ∧"
                             " |k| = |x| + c·(|z| − |y|) ∧ c·|y| ≤ |x| ∧ (c = 0 ⇔"
                             " ¬contains(x, y)), c = ra_count(x, y) the number of occurrences;"
                             " z variable: |z| = j ⇒ |k| = |x| + c·(j − |y|) for each j ≤ |y|,"
                             " and c ≥ 1 ⇒ |k| − |x| on the side of |z| − |y| away from 0")
    ABS_REPLACE_ALL_REST = ("k = replace_all(x, y, z) unfolded as x = a·y·b, k = a·z·r, y ≠ \"\""
                            " a constant ⊢ the count of r = replace_all(b, y, z):"
                            " c_b ≥ 0 ∧ |r| = |b| + c_b·(|z| − |y|) ∧ c_b·|y| ≤ |b| ∧ (c_b = 0"
                            " ⇔ ¬contains(b, y)) ∧ (contains(x, y) ⇒ c_x = c_b + 1)")
    ABS_REPLACE_ALL_GONE = ("k = replace_all(x, y, z), y a constant of one character not in the"
                            " constant z ⊢ k ∈ (Σ ∖ {y})*, i.e. ¬contains(k, y)  (k is pieces"
                            " of x between the occurrences of y and copies of z; one character"
                            " lies in one piece)")
    REDUCE_REPLACE_RE = ("k = replace_re(x, R, z), R ground: ε ∈ R ⊢ k = z·x (exact); else ⊢"
                         " ite(x ∈ Σ*RΣ*, x = a·m·b ∧ m ∈ R ∖ RΣ⁺ ∧ a ∉ Σ*RΣ* ∧ k = a·z·b,"
                         " k = x) (not exact: leftmost only partly)")
    REDUCE_REPLACE_RE_ALL = ("k = replace_re_all(x, R, z), R' = R ∖ {ε} ⊢ ite(x ∈ Σ*R'Σ*,"
                             " x = a·m·b ∧ m ∈ R' ∖ R'Σ⁺ ∧ a ∉ Σ*R'Σ* ∧ k = a·z·r ∧"
                             " (b ∉ Σ*R'Σ* ⇒ r = b), k = x), r = rra_rest(b, R, z)  (not exact)")
    REDUCE_RE_TERMS = ("x ∈ R1·…·Rn, each part ground or str.to_re(t) ⊢ x = k1·…·kn with k_i = t"
                       " for the term parts, k_i ∈ (ground run) for the others  (positive only;"
                       " not exact)")
    REDUCE_RE_BOUNDS = ("x ∈ R with string terms inside R ⊢ x ∈ over(R);  x ∉ R ⊢ x ∉ under(R),"
                        " over/under replacing each non-ground part by the language of all"
                        " its values it can take (str.from_int: ε | 0 | [1-9][0-9]*; at,"
                        " from_code: ε | Σ; else Σ*) or by ∅, by polarity under re.comp and"
                        " the right side of re.diff  (not exact)")
    REDUCE_INDEXOF_RE = ("k = indexof_re(x, R, n) ⊢ (n < 0 ∨ n > |x| ⇒ k = −1) ∧ (k = −1 ∨"
                         " n ≤ k ≤ |x|); R ground, ε ∈ R: 0 ≤ n ≤ |x| ⇒ k = n (exact); else"
                         " 0 ≤ n ≤ |x| ⇒ x = p·r ∧ |p| = n ∧ ite(r ∈ Σ*RΣ*, r = a·m·b ∧ m ∈ R ∧"
                         " a ∉ Σ*RΣ* ∧ k = n + |a|, k = −1)  (not exact)")
    REDUCE_TO_INT = ("k = to_int(s) ⊢ ite(s ∈ [0-9]⁺, k ≥ 0, k = −1) ∧ (|s| = 1 ∧ k ≥ 0 ⇒"
                     " k = to_code(s) − 48)  (not exact)")
    ABS_TO_INT_DIGITS = "k = to_int(s) ⊢ k ≥ 10^l ⇒ |s| > l  for l = 1 … 12"
    ABS_TO_INT_CONST_ENDS = ("k = to_int(s1·…·sn) ⊢ k ≥ 0 ⇒ si ∈ [0-9]* for each part (a"
                             " numeral's parts are digits);  k = to_int(c·s) with a"
                             " constant c ⊢ k ≥ 0 ⇒ k ≥ int(c)·10^l when"
                             " |s| ≥ l (l = 0 … 12): the leading digits weigh at least"
                             " that, and past 12 digits k ≥ int(c)·10^12·(|s| − 11) (a"
                             " linear floor under 10^|s|, so the core needs no length bound;"
                             " seed 3131 f00464);  k = to_int(s·c) ⊢ k ≥ 0 ⇒"
                             " k mod 10^|c| = int(c): the"
                             " trailing digits are the last ones;  a constant part with a"
                             " non-digit ⊢ k = −1  (issue 39: to_int(\"12\"·x) = 2, seed"
                             " 7373 f01134)")
    REDUCE_FROM_INT = ("k = from_int(n) ⊢ ite(n < 0, k = \"\", ite(n = 0, k = \"0\","
                       " k ∈ [1-9][0-9]* ∧ to_int(k) = n))  (exact, given to_int)")
    ABS_FROM_INT_DIGITS = "k = from_int(n) ⊢ (n < 10^l ⇔ |k| ≤ l)  for l = 1 … 12"
    ABS_FROM_INT_GROWTH = ("k = from_int(n) ⊢ (n ≥ 10^12 ⇒ |k| ≤ n − 10^12 + 13): past the"
                           " digit bounds a number gains at most one digit per increment, so"
                           " the core needs no length bound to refute |from_int(n)| > that"
                           " (issue 26: \"a\"·z = from_int(|z|) ran the bound to 2^22)")
    REDUCE_TO_CODE = "k = to_code(s) ⊢ ite(|s| = 1, 0 ≤ k ≤ 0x2FFFF, k = −1)  (not exact)"
    REDUCE_FROM_CODE = ("k = from_code(n) ⊢ ite(0 ≤ n ≤ 0x2FFFF, |k| = 1 ∧ to_code(k) = n,"
                        " k = \"\")  (exact, given to_code)")
    REDUCE_CASE = ("k = to_lower(s) ⊢ |k| = |s| ∧ k ∉ Σ*[A-Z]Σ* ∧ (s ∉ Σ*[A-Z]Σ* ⇒ k = s);"
                   " dually for to_upper with [a-z]  (not exact)")
    REDUCE_REV = ("k = rev(s) ⊢ |k| = |s| ∧ (|s| ≤ 1 ⇒ k = s) ∧ (|s| ≥ 1 ⇒ s = f·r ∧ |f| = 1 ∧"
                  " k = r'·f ∧ s = i·l ∧ |l| = 1 ∧ k = l·i'), f/r = pre/suf(s, 1), i/l ="
                  " pre/suf(s, |s| − 1), r' = pre(k, |k| − 1), i' = suf(k, 1)  (not exact)")
    # Atoms (lemmas for both polarities; "exact": they fix the atom's truth value).
    REDUCE_CONTAINS = "contains(s, t) ⇒ s = a·t·b,  a/b = ctn_pre/ctn_suf(s, t)"
    REDUCE_CONTAINS_RE = ("contains(s, c), c constant ⊢ contains(s, c) ⇔ s ∈ Σ*·c·Σ*;"
                          " contains(c, t), c short constant ⊢ ⇔ t ∈ factors(c)  (exact)")
    REDUCE_NOT_CONTAINS = "¬contains(s, t) ⇒ t ≠ \"\" ∧ s ≠ t  (not exact)"
    REDUCE_PREFIX = ("prefixof(s, t) ⇒ t = s·q;  ¬prefixof(s, t) ⇒ |s| > |t| ∨ (t = p·q ∧"
                     " |p| = |s| ∧ p ≠ s),  p = pre(t, |s|), q = suf(t, |s|)  (exact)")
    REDUCE_SUFFIX = ("suffixof(s, t) ⇒ t = p·s;  ¬suffixof(s, t) ⇒ |s| > |t| ∨ (t = p·q ∧"
                     " |q| = |s| ∧ q ≠ s),  p = pre(t, |t| − |s|), q = suf(t, |t| − |s|)"
                     "  (exact)")
    REDUCE_PREFIX_RE = ("prefixof(c, t), c constant ⊢ prefixof(c, t) ⇔ t ∈ c·Σ*;"
                        " prefixof(s, c) ⊢ ⇔ s ∈ prefixes(c)  (exact, regular)")
    REDUCE_SUFFIX_RE = ("suffixof(c, t), c constant ⊢ suffixof(c, t) ⇔ t ∈ Σ*·c;"
                        " suffixof(s, c) ⊢ ⇔ s ∈ suffixes(c)  (exact, regular)")
    REDUCE_LT_SPLIT = ("¬prefixof(s, t) ∧ ¬prefixof(t, s) ⇒ s = w·c·u ∧ t = w·d·v ∧ |c| = 1 ∧"
                       " |d| = 1 ∧ c ≠ d  (w, c, d, u, v: lt_* skolems of (s, t))")
    REDUCE_LT = ("s < t ⇔ s ≠ t ∧ (prefixof(s, t) ∨ (¬prefixof(t, s) ∧ c < d));  c < d is"
                 " the character atom of the pair (c, d: lt_c, lt_d), decided by the"
                 " fixed-length search in order mode; chains split into pairs  (cvc5's"
                 " reduction without integer codes; theory/lex)")
    REDUCE_LT_RE = ("s < c, c constant ⊢ s < c ⇔ s ∈ (proper prefixes of c) ∪ ⋃_i c[:i]·"
                    "[0, c_i)·Σ*;  c < t ⇔ t ∈ c·Σ⁺ ∪ ⋃_i c[:i]·(c_i, max]·Σ*  (exact)")
    REDUCE_LEQ = "s ≤ t ⇔ s = t ∨ s < t  (exact)"
    REDUCE_IS_DIGIT = "is_digit(s) ⇔ s ∈ [0-9]  (exact)"

    @property
    def rule(self) -> str:
        return self.value


#: The inferences whose role is not propagation.
_ROLES: dict[Inference, Role] = {
    Inference.NF_UNIFY: Role.SPLIT,
    Inference.NF_SPLIT_VAR: Role.SPLIT,
    Inference.NF_SPLIT_CONST: Role.SPLIT,
    Inference.FL_BLOCK: Role.VECTOR_BLOCK,
    Inference.FL_INT_BLOCK: Role.VECTOR_BLOCK,
    Inference.FL_CODE_REGION: Role.VECTOR_BLOCK,
    Inference.FL_CODE_PROBE: Role.VECTOR_BLOCK,
    Inference.FL_VALUE_PROBE: Role.VECTOR_BLOCK,
    Inference.FL_TO_INT_PREFIX: Role.VECTOR_BLOCK,
    Inference.FL_TO_INT_WIDTH: Role.VECTOR_BLOCK,
    Inference.DASH_BLOCK: Role.VECTOR_BLOCK,
}
