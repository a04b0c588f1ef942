(set-info :status unsat)
(set-logic QF_S)
; t appears on the left only and would have to hold -1 letters c
(declare-fun x () String)
(declare-fun y () String)
(declare-fun t () String)
(assert (= (str.++ x "abc" t y) (str.++ y "a" x "ba")))
(check-sat)
