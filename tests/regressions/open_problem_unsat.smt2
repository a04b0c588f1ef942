; Unsat, but only a real procedure can show it: the answer must be unsat or unknown.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const x String)
(assert (str.in_re x (re.+ (str.to_re "ab"))))
(assert (= (str.len x) 3))
(check-sat)
