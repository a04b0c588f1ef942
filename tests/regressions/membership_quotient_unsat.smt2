(set-info :status unsat)
(set-logic QF_S)
; w·"a" must avoid a language that every w allowed by the other memberships
; reaches: the constant end moves into the regex (w ∉ R/"a") and meets them
(declare-fun x () String)
(declare-fun y () String)
(assert (str.in_re (str.++ x "z" y) (re.* (re.++ (re.union (str.to_re "z") (str.to_re "a")) (re.* (str.to_re "z")) (str.to_re "a")))))
(assert (str.in_re x (re.* (re.range "a" "u"))))
(assert (str.in_re y (re.* (re.range "a" "u"))))
(assert (not (str.in_re (str.++ x "z" y "a") (re.++ (re.* re.allchar) (str.to_re "aa")))))
(check-sat)
