; Transitivity of str.<= (LEX_TRANS) and the derived literal simplified under the
; equalities (EXTF_SIMPLIFY): "G"·xp <= y <= "E" is impossible.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun w () String)
(declare-fun xp () String)
(assert (str.<= x y))
(assert (str.< y w))
(assert (= x (str.++ "Go" xp)))
(assert (= w "Ga"))
(check-sat)
