(set-info :status unsat)
; issue 39 random formula (seed 3131, f00464): to_int("12" ++ x) = 2i − 2 makes x digits and i at least
; 6·10^(|x|+1), so indexof(x, "a1", i) is −1; the length facts past 12 digits had no floor on
; the value and the loop doubled the length bound to 2^22 (unknown); ABS_TO_INT_CONST_ENDS' growth floor
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (= (str.to_int (str.++ "12" x)) (- (+ i i) (str.len "a1"))))
(assert (not (str.suffixof (str.substr (str.++ y "a1") (str.indexof x "a1" i) (+ i i)) y)))
(assert (< (str.indexof y (str.substr x i 3) (str.len y)) (+ i (str.len "b"))))
(check-sat)
