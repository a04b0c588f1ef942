(set-info :status unsat)
(set-logic QF_SLIA)
; cvc5-regress/regress0/strings/idof-same: the first occurrence of y in x·y·x ends inside
; x·y (INDEXOF_TRUNCATE).
(declare-fun x () String)
(declare-fun y () String)
(assert (not (= (str.indexof (str.++ x y x) y 0) (str.indexof (str.++ x y) y 0))))
(check-sat)
