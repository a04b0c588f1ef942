; Parts of a subject that cannot hold the first occurrence of a one-character pattern
; (REPLACE_NCONTRIB, CONTAINS_NCONTRIB, INDEXOF_NCONTRIB), and a prefix decided by lengths
; (AFFIX_TRUNCATE): pairs of terms equal on all strings (benchmarks/rewrite_pairs.py).
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (or
  (not (= (str.++ (str.replace y "A" "B") y) (str.replace (str.++ y y) "A" "B")))
  (not (= (str.replace (str.++ x y "B" x y) "A" z) (str.++ (str.replace (str.++ x y) "A" z) "B" x y)))
  (not (= (str.contains x "B") (str.contains (str.++ (str.at x 1) x) "B")))
  (not (= (str.indexof (str.++ x "C" (str.substr x 1 2)) "A" 0) (str.indexof x "A" 0)))
  (not (= (str.prefixof y (str.++ "B" y)) (str.prefixof y (str.++ "B" (str.++ y "B")))))))
(check-sat)
