; issue 27: a^n b^n and (aa)^k b^k share no non-empty word at any length: the Parikh
; images (#a = #b and #a = 2·#b) meet only at the empty word, which the length excludes
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-grammar B ((S ("a" S "b") ())))
(declare-grammar D ((S ("aa" S "b") ())))
(declare-const y String)
(assert (str.in_grammar y B))
(assert (str.in_grammar y D))
(assert (> (str.len y) 0))
(check-sat)
