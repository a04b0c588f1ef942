(set-info :status sat)
; issue 26: the sat twin of from_int_growth_unsat.smt2: "1" ++ z = from_int(|z| + 9) holds
; for z = "0" (from_int(10) = "10"); the bound recheck must not turn it into unsat
(set-logic QF_SLIA)
(declare-fun z () String)
(declare-fun y () String)
(assert (= "1" y))
(assert (= (str.++ y z) (str.from_int (+ (str.len z) 9))))
(check-sat)
