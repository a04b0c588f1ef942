(set-info :status unsat)
; issue 39: an unsat component (a scheme that starts with "/" or "\" and with a non-ASCII
; character) beside a word equation over other variables: unknown at 10 s on 2533703
; (the loop's fixed-length tier blocked one length of x after another); Z3-Noodler unsat
(set-logic QF_SLIA)
(declare-const a String)
(declare-const b String)
(declare-const x String)
(assert (= (str.++ a b) (str.++ b a)))
(assert (str.in_re a (re.* (re.range "\u{0}" " "))))
(assert (not (str.in_re (str.at x 0) (re.* (re.range "\u{0}" "\u{7f}")))))
(assert (or (str.prefixof "/" x) (str.prefixof "\u{5c}" x)))
(check-sat)
