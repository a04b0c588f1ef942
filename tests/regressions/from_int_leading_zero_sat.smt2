; issue 39: the sat twin of from_int_leading_zero_unsat: "0" then a digit occurs in
; from_int(i) past its first character (i = 100 and w = "0" do).  z3, cvc5: sat
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun w () String)
(declare-fun i () Int)
(assert (= (str.indexof (str.from_int i) (str.++ "0" w) 0) 1))
(assert (= (str.len w) 1))
(assert (not (= i 0)))
(check-sat)
