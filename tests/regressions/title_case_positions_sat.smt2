; Python's str.title() as the explorer reads it, one character at a time: the first
; upper-cased, each next one lower- or upper-cased as the one before is cased or not,
; the concatenation equal to a constant. The case mappings keep lengths, so
; EQ_SPLIT_MAX_LENGTH splits the equation by position (the explorer's 11-character
; check: no answer in 200 s before, 484 units after).
(set-info :status sat)
(set-option :reproducible-resource-limit 3000)
(set-logic QF_SLIA)
(declare-const s String)
(assert (= (str.len s) 6))
(assert (= (str.++ (str.to_upper (str.at s 0)) (ite (str.in_re (str.at s 0) (re.union (re.range "A" "Z") (re.range "a" "z"))) (str.to_lower (str.at s 1)) (str.to_upper (str.at s 1))) (ite (str.in_re (str.at s 1) (re.union (re.range "A" "Z") (re.range "a" "z"))) (str.to_lower (str.at s 2)) (str.to_upper (str.at s 2))) (ite (str.in_re (str.at s 2) (re.union (re.range "A" "Z") (re.range "a" "z"))) (str.to_lower (str.at s 3)) (str.to_upper (str.at s 3))) (ite (str.in_re (str.at s 3) (re.union (re.range "A" "Z") (re.range "a" "z"))) (str.to_lower (str.at s 4)) (str.to_upper (str.at s 4))) (ite (str.in_re (str.at s 4) (re.union (re.range "A" "Z") (re.range "a" "z"))) (str.to_lower (str.at s 5)) (str.to_upper (str.at s 5)))) "Hello!"))
(check-sat)
