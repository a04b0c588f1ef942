; issue 26 (FL_VALUE_PAIR_CLASH, FL_TO_INT_CLASH): a digit of from_int(k) is never a
; letter from_code(c); the clash of one pair of values widens to every pair whose two
; characters differ (one lemma per length instead of one per value of k; k has 4 to 8 digits)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun k () Int)
(declare-fun c () Int)
(assert (<= 1000 k 99999999))
(assert (= (str.at (str.from_int k) 3) (str.from_code c)))
(assert (<= 97 c 122))
(check-sat)
