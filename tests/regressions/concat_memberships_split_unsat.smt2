(set-info :status unsat)
; x·"z"·y ∈ (z|a)*b with x, y over [a-u] forces y to end in b; then "a"·x·"z"·"a"·y
; ends in b and lies in (z|a)*b as well, so its negation conflicts.  No single
; equality class sees this: the two concatenations share x and y (RE_SPLIT_EMPTY).
(set-logic QF_S)
(declare-const x String)
(declare-const y String)
(assert (str.in_re (str.++ x "z" y) (re.++ (re.* (re.union (str.to_re "z") (str.to_re "a"))) (str.to_re "b"))))
(assert (str.in_re x (re.* (re.range "a" "u"))))
(assert (str.in_re y (re.* (re.range "a" "u"))))
(assert (not (str.in_re (str.++ "a" x "z" "a" y) (re.++ (re.* (re.union (str.to_re "z") (str.to_re "a"))) (str.to_re "b")))))
(check-sat)
