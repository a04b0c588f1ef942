; the sat twin of code_of_factor_of_factor_unsat.smt2
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const data String)
(declare-const t String)
(assert (str.in_re data (re.* (re.range "a" "z"))))
(assert (= t (str.substr data 1 3)))
(assert (> (str.to_code (str.at t (- (str.len t) 1))) 120))
(check-sat)
