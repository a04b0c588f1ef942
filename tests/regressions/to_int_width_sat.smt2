; issue 26 (FL_TO_INT_WIDTH): the sat side of to_int_width_unsat
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(assert (= (str.len x) 13))
(assert (>= (str.to_int x) 9999999999990))
(check-sat)
