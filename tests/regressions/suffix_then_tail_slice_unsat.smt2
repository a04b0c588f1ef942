; s.endswith(".com") and then s[-4:] != ".com", beside a length fact of two variables
; (so not the one-variable fast path): the suffix fact fixes the slice before the loop
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const s String)
(declare-const t String)
(assert (<= (str.len t) 40))
(assert (not (< (str.len t) (- (str.len s) 2))))
(assert (str.suffixof ".com" s))
(assert (not (= (str.substr s (- (str.len s) 4) 4) ".com")))
(check-sat)
