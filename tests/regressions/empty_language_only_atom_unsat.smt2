; issue 26: the unsat side of empty_language_only_atom_sat: w must lie in an empty
; language, or i has a one-digit decimal form of code below 48
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun w () String)
(declare-fun i () Int)
(assert (or (str.in_re w (re.inter (str.to_re "ba") (re.union (re.range "1" "b") (re.range "2" "a")))) (< (str.to_code (str.from_int i)) 48)  ))
(assert (= (str.len (str.from_int i)) 1))
(check-sat)
