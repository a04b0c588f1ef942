; Twins of rewrite pairs (benchmarks/rewrite_pairs.py): terms that agree on most short
; strings but differ at x = "AA", y = "AAA", and a replace whose pattern y·x may occur
; across the two parts.
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (not (= (str.prefixof x (str.replace y x "A")) (str.prefixof x (str.replace "A" x y)))))
(assert (not (= (str.++ (str.replace z "A" "B") "A") (str.replace (str.++ z "A") "A" "B"))))
(check-sat)
