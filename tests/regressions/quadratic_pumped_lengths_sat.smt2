(set-info :status sat)
(set-logic QF_SLIA)
; str_2/quad-length-005: a quadratic word equation whose solutions need a cycle of the
; Nielsen graph taken thousands of times (|x3| > 32000); the loop's arrangements time out.
(declare-fun x3 () String)
(declare-fun x4 () String)
(assert (= (str.++ x3 "abbc" x4) (str.++ x4 "cbba" x3)))
(assert (> (str.len x3) 32000))
(check-sat)
