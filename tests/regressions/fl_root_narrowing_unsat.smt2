; issue 39 (checks28): the str.to_lower check of the explorer (a strip's pieces split
; again): r is both the tail of s, which ends in a non-space, and the head of t, all
; spaces. A membership narrowed only the cell at its front, so the clash on r's
; last cell waited until the search had assigned every cell of a before it, for
; each length vector: 7,507 units at 7e11cd4f; 1,980 with every cell narrowed at
; the root (RegularProp.narrow_all).
(set-option :reproducible-resource-limit 4000)
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const a String)
(declare-const b String)
(declare-const r String)
(declare-const s String)
(declare-const t String)
(define-fun ws () RegLan (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ")))
(assert (= s (str.++ a r)))
(assert (= t (str.++ r b)))
(assert (str.in_re s (re.union (str.to_re "") (re.++ (re.diff re.allchar ws) re.all (re.diff re.allchar ws)))))
(assert (str.in_re t (re.* ws)))
(assert (not (str.in_re s (re.union (str.to_re "max") (str.to_re "min") (str.to_re "median") (str.to_re "rounds")))))
(assert (and (>= (str.len a) 7) (<= (str.len a) 8) (<= (str.len b) 3)))
(assert (<= 1 (str.len r) 2))
(check-sat)
