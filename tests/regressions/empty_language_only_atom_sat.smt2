; issue 26 (seed 2612 f00496): w occurs only in a membership of an empty language; its
; LEN_RE axiom must name |w| so that the fixed-length search has a length for it
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun w () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (or (str.in_re w (re.inter (str.to_re "ba") (re.union (re.range "1" "b") (re.range "2" "a")))) (< (str.to_code "ba") (str.to_code (str.from_int i)))))
(assert (< (str.to_code (str.from_code j)) (str.len "0")))
(check-sat)
