; issue 39: random formulas seed 3912 f00802: the enumeration satisfies it after 14
; evaluations, but ran first at the loop's eighth round (0.67 s of CPU in the rounds
; before); now a short first turn at the second round answers it
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (str.in_re y (re.* re.allchar)))
(assert (str.<= x (str.replace_all (str.++ z z) (str.at z i) (str.replace_re x (re.++ (str.to_re "abb") (str.to_re "b")) "1"))))
(assert (>= i (str.indexof (str.at x i) (str.replace_all y "b" x) (str.to_int y))))
(assert (str.in_re (str.++ (str.replace x x "a1") y) (re.++ (re.++ (str.to_re "a1") (re.range "2" "b")) (re.* (re.range "0" "1")))))
(check-sat)
