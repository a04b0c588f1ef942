(set-info :status unsat)
(set-logic QF_SLIA)
; from_code(to_code(s)) = s for |s| <= 1: to_code is injective on characters
; (one character code at a time was blocked before)
(declare-const s String)
(assert (not (= (str.from_code (str.to_code s)) s)))
(assert (<= (str.len s) 1))
(check-sat)
