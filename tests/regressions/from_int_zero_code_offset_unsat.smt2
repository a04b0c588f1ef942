; issue 39 (seed 1919 f00262, reduced): the search starts at to_code(z) and finds "0"·w at
; 0 or 1 (1 when i = 0: from_int(0) = "0" is too short); a positive i spells no leading
; zero.  z3 unknown, cvc5: unsat
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun w () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (= (str.indexof (str.from_int i) (str.++ "0" w) (str.to_code z)) (str.len (str.at "1" i))))
(check-sat)
