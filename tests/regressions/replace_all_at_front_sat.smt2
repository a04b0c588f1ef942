; issue 26 (REPLACE_ALL_AT_FRONT): the sat side of replace_all_at_front_unsat
; (y = "a": "00bb" > "0")
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun y () String)
(assert (not (str.<= (str.replace_all (str.++ y "abb") y "0") "0")))
(assert (not (= y "")))
(check-sat)
