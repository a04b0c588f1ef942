; issue 39 (checks27): the sat twin of split_last_item_finals_unsat.smt2 (y of 3 or
; more characters: the 4th-last character may lie in x and z).
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(assert (not (str.in_re (str.++ x y) (re.++ re.all (str.to_re "b") ((_ re.^ 3) re.allchar)))))
(assert (not (str.in_re (str.++ z y) (re.++ re.all (re.diff re.allchar (str.to_re "b")) ((_ re.^ 3) re.allchar)))))
(assert (str.in_re y (re.++ ((_ re.^ 3) re.allchar) re.all)))
(check-sat)
