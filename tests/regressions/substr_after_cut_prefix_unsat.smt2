; x starts with "c" but not with "cd"; the rest of x (a substring from 1) starts with y,
; which starts with "dd".  RE_CONCAT_EMPTY reads the one-character cut as Σ^1.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const x String)
(declare-const y String)
(assert (not (str.prefixof "cd" x)))
(assert (str.prefixof y (str.substr x 1 (- (str.len x) 1))))
(assert (str.prefixof "dd" y))
(assert (str.prefixof "c" x))
(check-sat)
