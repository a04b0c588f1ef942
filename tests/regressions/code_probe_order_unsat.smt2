(set-info :status unsat)
; issue 26: to_code(y) read through replace_re and str.< (order mode): FL_CODE_PROBE blocks
; a region of codes per lemma where the order-mode cut kept one code
(set-logic QF_SLIA)
(declare-fun y () String)
(declare-fun i () Int)
(assert (= (str.len y) 1))
(assert (str.< (str.replace_re y (re.range "1" "a") (str.from_code i)) "b"))
(assert (str.< "c" (str.++ (str.from_code i) y)))
(assert (str.in_re y (re.range "2" "9")))
(check-sat)
