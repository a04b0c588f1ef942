(set-info :status sat)
(set-logic QF_S)
; the membership is on y, which equals x only in some candidates: a CONST_PATTERN lemma
; that reads it as x's language must name y = x among its premises (it once did not,
; and answered unsat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (= "aab" (str.++ x z)))
(assert (or (= x y) (= z y)))
(assert (str.in_re y (re.+ (str.to_re "b"))))
(check-sat)
(get-value (x y z))
