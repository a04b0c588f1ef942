(set-info :status unsat)
(set-logic QF_S)
; "&]'"·X = X·"Kia" with X = x·y: the constants are not conjugate
(declare-fun x () String)
(declare-fun y () String)
(assert (= (str.++ "&]'" (str.++ x y)) (str.++ (str.++ x y) "Kia")))
(check-sat)
