(set-info :status sat)
; issue 26 random formula (seed 2613, f00859): to_code of a replace_re read by str.< (order
; mode): the region argument kept one code per block and the core tried 5, 6, 7, ...;
; FL_CODE_PROBE blocks the whole region after one exhaustive probe
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (< (str.len (str.++ y y)) (str.to_code (str.replace_re y (re.inter (re.range "1" "a") re.allchar) x))))
(assert (not (str.contains (str.++ (str.at y 12) (str.from_code 2)) (str.replace_all (str.++ "0" "b") (str.substr "12" i i) (str.from_int j)))))
(assert (str.< y (str.replace_re y (re.* (str.to_re "a")) x)))
(assert (<= (str.indexof (str.replace_re y (str.to_re "1") "0") "ab" (+ i 1)) (str.indexof "ba" (str.substr "ab" i 5) (str.len y))))
(check-sat)
