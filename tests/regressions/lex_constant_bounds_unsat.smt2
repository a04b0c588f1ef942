(set-info :status unsat)
(set-logic QF_SLIA)
; one character strictly between "A" and "B": none
(declare-fun x () String)
(assert (= (str.len x) 1))
(assert (str.< "A" x))
(assert (str.< x "B"))
(check-sat)
