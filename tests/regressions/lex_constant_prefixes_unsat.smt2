(set-info :status unsat)
; Lexicographic order decided by constant prefixes: "A"·x < "B"·y whatever x, y
; ("A" < "B" at the first character), and "AD"·x > "AC"·y (common "A", then D > C).
(set-logic QF_SLIA)
(declare-const x String)
(declare-const y String)
(assert (or (not (str.<= (str.++ "A" x) (str.++ "B" y)))
            (str.< (str.++ "AD" x) (str.++ "AC" y))
            (not (str.<= (str.++ x "b") (str.++ x "c" y)))))
(check-sat)
