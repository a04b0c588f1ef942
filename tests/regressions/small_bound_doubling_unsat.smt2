(set-info :status unsat)
; issue 26 random formula (seed 2612, f00659): unsat whatever the bound, so the first bound 2
; must double away (an unsat core with the bound literal) before the answer
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (or (str.contains (str.replace y y (str.substr "a" 5 i)) (str.++ (str.from_int 5) x)) (str.<= (str.replace_re (str.from_int i) (re.comp (str.to_re "12")) (str.replace y "a1" y)) (str.at (str.replace_all "ba" y "aab") (str.indexof y z 2)))))
(assert (= (+ (- 1) i) 12))
(assert (or (>= (str.len z) (str.to_code (str.replace z z z))) (= "ba" z)))
(assert (str.< z (str.replace (str.replace_all x z y) (str.at "aab" 3) (str.++ "0" y))))
(check-sat)
