(set-info :status unsat)
; x contains y·z·w, hence each of y, z, w; every disjunct denies one of them
; (the middle one through z = u).
(set-logic QF_S)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(declare-const w String)
(declare-const u String)
(assert (str.contains x (str.++ y z w)))
(assert (or (not (str.contains x y)) (and (= z u) (not (str.contains x u))) (not (str.contains x w))))
(check-sat)
