; issue 39: the sat twin of letter_count_from_int_unsat: with a digit in place of "b" the
; letters balance (x = "77", i = 7).  z3, cvc5: sat
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun i () Int)
(assert (= (str.++ x "7") (str.++ (str.from_int i) x)))
(assert (>= (str.len x) 2))
(check-sat)
