; issue 27: a grammar (left-recursive) with a containment and a length
(set-info :status sat)
(set-logic QF_SLIA)
(declare-grammar E ((E (E "+" T) T) (T (re.range "0" "9") ("(" E ")"))))
(declare-const x String)
(assert (str.in_grammar x E))
(assert (str.contains x "(("))
(assert (>= (str.len x) 9))
(check-sat)
