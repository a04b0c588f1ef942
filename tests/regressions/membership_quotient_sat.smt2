(set-info :status sat)
(set-logic QF_S)
; the quotient keeps satisfiable combinations: "ab"·x·"c" ∈ (abc)+ gives x ∈ c(abc)*ab
(declare-fun x () String)
(assert (str.in_re (str.++ "ab" x "c") (re.+ (str.to_re "abc"))))
(assert (not (str.in_re (str.++ x "c") (re.* (str.to_re "cab")))))
(assert (> (str.len x) 2))
(check-sat)
(get-model)
