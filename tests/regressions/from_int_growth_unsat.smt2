(set-info :status unsat)
; issue 26 random formula (seed 2613, f00446): y = "a" and y ++ z = from_int(|z|): the length
; facts refute it (ABS_FROM_INT_GROWTH past 12 digits), but z3's unsat core named the length
; bound at every size and the loop doubled it to 2^22 (unknown); now rechecked without it
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (= "a" y))
(assert (= (str.indexof y (str.replace_all x y "0") (str.len y)) (- (str.len "1") (+ j i))))
(assert (= "1" (str.at z (str.len "abb"))))
(assert (= (str.++ y z) (str.from_int (str.len z))))
(check-sat)
