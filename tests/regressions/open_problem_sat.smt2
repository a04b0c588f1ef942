; Not decided by the evaluator alone: the answer must be sat or unknown.
(set-info :status sat)
(set-logic QF_S)
(declare-const x String)
(declare-const y String)
(assert (str.in_re x (re.+ (str.to_re "ab"))))
(assert (= y (str.++ x "c")))
(check-sat)
