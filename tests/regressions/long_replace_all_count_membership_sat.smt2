(set-info :status sat)
; x ∈ a*: every character of x is an occurrence, so |y| = 2|x| fixes |x| = 2,000
; (RE_PARIKH_COUNT); the core's other (|x|, count) pairs were refuted one per round,
; and the dashed check of the witness (bc)^k was quadratic in its runs (issue 39)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace_all x "a" "bc")))
(assert (= (str.len y) 4000))
(assert (str.in_re x (re.* (str.to_re "a"))))
(check-sat)
