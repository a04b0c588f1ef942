(set-info :status unsat)
; The prefixes x·"abbcd"·y and y·"cbbaa"·x have the same length whatever x and y
; are, so they are equal strings (EQ_SPLIT_BALANCED); then letter counts refute them
; ("d" once against never).  Without the split, z and t absorb every count.
(set-logic QF_S)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(declare-const t String)
(assert (= (str.++ x "abbcd" y z) (str.++ y "cbbaa" x "ab" t)))
(check-sat)
