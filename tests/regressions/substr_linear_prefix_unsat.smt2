(set-info :status unsat)
(set-logic QF_SLIA)
; cvc5-regress/regress0/proofs/big-ss-len-include: the substring's length is the prefix's
; length as a linear sum (SUBSTR_PREFIX), so the substring is that prefix.
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun w () String)
(assert (not (= (str.substr (str.++ "abcd" x "-" y "-" z "-" w "-" x "-" x "-" x "-" x "-abc")
                            0 (+ 12 (* 5 (str.len x)) (str.len y) (str.len z) (str.len w)))
                (str.++ "abcd" x "-" y "-" z "-" w "-" x "-" x "-" x "-" x "-"))))
(check-sat)
