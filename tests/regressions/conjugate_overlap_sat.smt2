(set-info :status sat)
(set-logic QF_SLIA)
; x·"ab" = "ba"·x has the solutions (ba)*b
(declare-fun x () String)
(assert (= (str.++ x "ab") (str.++ "ba" x)))
(assert (> (str.len x) 4))
(check-sat)
(get-model)
