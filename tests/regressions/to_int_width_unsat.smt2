; issue 26 (FL_TO_INT_WIDTH): 13 characters spell at most 10^13 - 1; the length axioms of
; to_int stop at 12 digits, so each value k >= 10^13 was blocked one per round
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(assert (= (str.len x) 13))
(assert (>= (str.to_int x) 10000000000000))
(check-sat)
