; issue 39 (speed4, seed 4939 f00729; CASES_DECIDE): replace("abb", w, "1") begins with "a" or
; "1" whatever w is, both before "b", so the concatenation is before "ba"
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun z () String)
(declare-fun w () String)
(declare-fun i () Int)
(assert (or (= (str.to_code x) i) (str.prefixof (str.replace_re x (re.union (str.to_re "a") (re.range "a" "b")) z) (str.from_code (- i 2)))))
(assert (= i 3))
(assert (str.<= "ba" (str.++ (str.replace "abb" w "1") (str.++ x z))))
(check-sat)
