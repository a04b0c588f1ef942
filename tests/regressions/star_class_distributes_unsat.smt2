(set-info :status unsat)
(set-logic QF_S)
; a concatenation lies in C* (C a set of characters) exactly when each part does:
; the parts of x·y·"z"·x are in [abcz]* and x, y in [a-u]*, so x, y are in [abc]*
; and x·"c"·y·"z"·x cannot leave [abcz]*
(declare-fun x () String)
(declare-fun y () String)
(assert (str.in_re (str.++ x y "z" x) (re.* (re.union (str.to_re "z") (re.range "a" "c")))))
(assert (str.in_re (str.++ x y) (re.* (re.range "a" "u"))))
(assert (not (str.in_re (str.++ x "c" y "z" x) (re.* (re.union (str.to_re "z") (re.range "a" "c"))))))
(check-sat)
