(set-info :smt-lib-version 2.6)
(set-info :source |strsat random formulas, seed 9191 f00391 (issue 39)|)
(set-info :status sat)
; str.from_code i = "" and the substr force |x| = i + 2 with i > 196607: a witness of
; 196,610 characters; a dashed conflict whose explanation kept the integer value of
; to_int sent the core through that value one round at a time
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (= (str.at "" (str.to_code z)) (str.from_code i)))
(assert (or (= "b0" (str.replace (str.substr x i i) "a" (str.replace "abb" z "b"))) (= "a" (str.replace (str.++ x z) x "ab"))))
(assert (<= (str.to_int (str.replace_re z (re.range "0" "a") "ab")) (str.to_code y)))
(check-sat)
