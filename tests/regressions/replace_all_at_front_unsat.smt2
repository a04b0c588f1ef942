; issue 26 (seed 2612 f00861, REPLACE_ALL_AT_FRONT): y ++ "abb" begins with y, so its
; replace_all is "0" ++ ... (y non-empty) or "abb" (y empty): either is <= "b0"
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun y () String)
(assert (not (str.<= (str.replace_all (str.++ y "abb") y "0") "b0")))
(check-sat)
