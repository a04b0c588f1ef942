; issue 39 (random formulas, seed 1919 f00262): from_int(i) begins with "0" only when
; i = 0 (then it is "0"); the reduction splits n = 0 from n > 0 (REDUCE_FROM_INT) where
; before the core enumerated i.  z3 unknown, cvc5 and Z3-Noodler: unsat
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun w () String)
(declare-fun i () Int)
(assert (= (str.indexof (str.from_int i) (str.++ "0" w) 0) 0))
(assert (not (= i 0)))
(check-sat)
