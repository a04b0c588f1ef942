; issue 39 (REPLACE_CONST_CASES): the sat twin of replace_const_cases_unsat, x may be
; "ba" itself, so replace("ba", x, y) = y can be a from_int.  z3: sat; cvc5: sat
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (not (= (str.indexof (str.++ x x) (str.++ "ab" y) i) (str.len (str.substr x j i)))))
(assert (= i (str.len (str.from_int j))))
(assert (str.in_re x (re.* re.allchar)))
(assert (= (str.from_int j) (str.replace (str.replace_all "ba" x x) x y)))
(check-sat)
