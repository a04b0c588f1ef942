; Constant ends of a subject where no occurrence of the pattern can begin or end
; (CONTAINS_ENDPOINT, INDEXOF_ENDPOINT, REPLACE_ENDPOINT).
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (or
  (not (= (str.contains (str.++ "AC" x "B") (str.++ "C" y "D")) (str.contains (str.++ "C" x) (str.++ "C" y "D"))))
  (not (= (str.indexof (str.++ x "ABCD") "CA" 0) (str.indexof (str.++ x "A") "CA" 0)))
  (not (= (str.replace (str.++ "ab" x "cd") (str.++ "b" y "c") z)
          (str.++ "a" (str.replace (str.++ "b" x "c") (str.++ "b" y "c") z) "d")))))
(check-sat)
