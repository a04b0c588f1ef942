(set-info :status unsat)
(set-logic QF_S)
; x·"z"·y ∈ [abcz]* and x ∈ [a-u]* force x ∈ [abc]*, which x must avoid
(declare-fun x () String)
(declare-fun y () String)
(assert (str.in_re (str.++ x "z" y) (re.* (re.union (str.to_re "z") (re.range "a" "c")))))
(assert (str.in_re x (re.* (re.range "a" "u"))))
(assert (not (str.in_re x (re.* (re.range "a" "c")))))
(check-sat)
