; s[3] == "0" and s[4] == "0" and then s[3:5] != "00" and s.startswith("ab01"), beside a
; length fact of two variables: the character facts fix the slice and the prefix test
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const s String)
(declare-const t String)
(assert (<= (str.len t) 40))
(assert (not (< (str.len t) (- (str.len s) 2))))
(assert (= (str.at s 3) "0"))
(assert (= "0" (str.at s 4)))
(assert (or (not (= (str.substr s 3 2) "00")) (str.prefixof "ab01" s)))
(check-sat)
