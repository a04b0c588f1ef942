; As char_ranges_lex_sat.smt2: four characters of s each between "a" and "z" by str.<=
; (LEX_CHAR: ranges), and s's first four characters spelling "abZd": "Z" is below "a".
; Within 500 work units (1,453 before the rule).
(set-info :status unsat)
(set-option :reproducible-resource-limit 500)
(set-logic QF_SLIA)
(declare-const s String)
(assert (< 5 (str.len s)))
(assert (str.<= "a" (str.at s 0)))
(assert (str.<= (str.at s 0) "z"))
(assert (str.<= "a" (str.at s 1)))
(assert (str.<= (str.at s 1) "z"))
(assert (str.<= "a" (str.at s 2)))
(assert (str.<= (str.at s 2) "z"))
(assert (str.<= "a" (str.at s 3)))
(assert (str.<= (str.at s 3) "z"))
(assert (str.< "a" (str.at s 4)))
(assert (= (str.++ (str.at s 1) (str.at s 2) (str.at s 3)) "bZd"))
(check-sat)
