"""Every deduction strsat makes has a name, documented here with its rule.

Statistics (``--stats``) count lemmas by these names.  Add a member here before
using a new kind; the rule text is the specification of the inference.
"""

from __future__ import annotations

import enum


class Inference(enum.Enum):
    """Named inferences; the value is the rule (premises ⊢ conclusion)."""

    # ---- length abstraction (papers 001 Table 4, 002 §4.2) -----------------------
    LEN_EQ = "x = t ⊢ |x| = |t|  (asserted when the equation is registered)"
    LEN_RE = "x ∈ R ⊢ |x| ∈ lengths(R)  (finite union of arithmetic progressions)"
    LEN_NONNEG = "⊢ |x| ≥ 0 ∧ (|x| = 0 ⇔ x = \"\")"
    LEN_PRED = "contains/prefixof/suffixof(s, t) ⊢ |t| ≤ |s|"

    # ---- reductions of library functions (paper 001 Table 3) --------------------
    REDUCE = "k = f(args) ⊢ its reduction lemma (theory/reductions.py, one per operator)"

    # ---- equalities and normal forms ---------------------------------------------
    EQ_CONST_CONFLICT = "x = \"a..\" ∧ x = \"b..\" with different constants ⊢ ⊥"
    NF_CONST_MISMATCH = "u·c·v = u·d·w with distinct characters c ≠ d at aligned positions ⊢ ⊥"
    NF_LEN_CONFLICT = "s = t ∧ |s| ≠ |t| under the normal forms ⊢ ⊥"
    NF_UNIFY = "u·x·v = u·y·w ∧ |x| = |y| ⊢ x = y  (arrangement: aligned boundaries)"
    NF_SPLIT_VAR = "u·x·v = u·y·w ∧ |x| > |y| ⊢ x = y·k  (arrangement: y cuts x; paper 002)"
    NF_SPLIT_CONST = "u·x·v = u·c·w ∧ |x| ≥ |c| ⊢ x = c·k;  |x| < |c| ⊢ x = prefix of c"
    NF_LEN_SPLIT = "u·x·v = u·y·w ⊢ |x| = |y| ∨ |x| < |y| ∨ |x| > |y|  (decided by the core)"
    OVERLAP_CONJUGATE = "x·α = β·x with constants α, β that are not conjugate (β = uv, α = vu) ⊢ ⊥"
    DEQ_SAME_NF = "s ≠ t ∧ s and t have the same normal form ⊢ ⊥"
    DEQ_SPLIT = "s ≠ t ∧ |s| = |t| ⊢ some aligned character differs"

    # ---- regular constraints (papers 000, 004) -----------------------------------
    RE_EMPTY = "x ∈ R1 ∧ … ∧ x ∉ S1 ∧ … with L(R1) ∩ … ∩ ¬L(S1) ∩ … = ∅ ⊢ ⊥"
    RE_CONST = "x = \"w\" ∧ x ∈ R with w ∉ L(R) (or x ∉ R with w ∈ L(R)) ⊢ ⊥"
    RE_INTER_LENGTH = "x ∈ R1 ∧ … ∧ x ∉ S1 ∧ … ⊢ |x| ∈ lengths(R1 ∩ … ∩ ¬S1 ∩ …)"
    RE_CONCAT_EMPTY = "x1·…·xn ∈ R with each xi ∈ Ri: no path through R's automaton ⊢ ⊥ (000)"

    # ---- fixed-length tier (paper 001 §5) -----------------------------------------
    FL_BLOCK = ("no strings of lengths |x1| = l1, …, |xn| = ln satisfy the literals L"
                " ⊢ ¬(L ∧ ⋀ |xi| = li)")
    FL_INT_BLOCK = "as FL_BLOCK, with the values of the integer terms the literals read"

    # ---- search control --------------------------------------------------------
    BOUND = "fair search: every string variable has |x| ≤ B  (assumption, doubled on need)"

    @property
    def rule(self) -> str:
        return self.value
