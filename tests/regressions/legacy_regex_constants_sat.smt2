(set-info :status sat)
(set-logic QF_S)
; z3's and OSTRICH's older names of re.all and re.none (ostrich-tests/simple-replace-3b).
(declare-fun x () String)
(declare-fun y () String)
(assert (= x (str.replace y "e" "X")))
(assert (str.in.re x (re.++ re-full-set (str.to.re "e") re-full-set)))
(assert (not (str.in.re y re-empty-set)))
(check-sat)
