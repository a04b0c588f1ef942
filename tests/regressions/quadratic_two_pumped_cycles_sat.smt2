(set-info :status sat)
(set-logic QF_SLIA)
; str_2/quad-length-039: two variables must both grow, by two different cycles of the
; Nielsen graph (engine/quadratic.py pumps pairs of cycles).
(declare-fun x1 () String)
(declare-fun x2 () String)
(declare-fun z () String)
(declare-fun t1 () String)
(declare-fun t2 () String)
(declare-fun t3 () String)
(assert (= (str.++ "ab" z x1 "abdc" x2 t2 t3) (str.++ z "ba" x2 "dcba" x1 t1)))
(assert (> (str.len x1) 16000))
(assert (> (str.len z) 32000))
(check-sat)
