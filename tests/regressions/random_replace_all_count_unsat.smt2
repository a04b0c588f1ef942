; issue 39: random formulas seed 4343 f00448 (|replace_all(x·"1", "ab", y)| <= 1 with y non-empty
; and x non-empty); before, unknown after 10 s
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (= (str.replace_all (str.replace_re "a1" (str.to_re "a") x) "ab" y) (str.from_code (+ (- 1) i))))
(assert (not (= (str.++ x y) x)))
(assert (str.<= (str.from_code (str.len "0")) y))
(assert (not (str.< x (str.++ (str.replace_re y (str.to_re "ab") x) (str.replace_all "aab" "abb" y)))))
(check-sat)
