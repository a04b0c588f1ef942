; issue 39 (CASES_DECIDE): a slice of "abba" at any indices is one of its factors, a
; character of "ab" is "a", "b" or "": no factor followed by one of those holds "aab"
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (str.contains (str.++ (str.substr "abba" i j) (str.at "ab" i)) "aab"))
(check-sat)
