; issue 26 (FL_TO_INT_PREFIX): from_int(i) < "12" with four digits needs "10.." or "11..";
; i >= 2000 rules them out.  Each failing value's block widens to every value of its first
; digit (one lemma per leading digit instead of one per value)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun i () Int)
(assert (str.< (str.from_int i) "12"))
(assert (>= i 2000))
(assert (< i 10000))
(check-sat)
