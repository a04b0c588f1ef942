; issue 39 (speed4, seed 4939 f01339; INDEXOF_SELF, CASES_DECIDE): indexof(x, x, i) is 0 or -1,
; so from_code of it is "\u{0}" or "", neither at or after "abb"
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (str.<= "abb" (str.from_code (str.indexof x x i))))
(assert (str.suffixof "b" (str.++ y (str.from_code i))))
(check-sat)
