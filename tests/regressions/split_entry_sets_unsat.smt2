; issue 39 (checks27): as split_last_item_finals_unsat.smt2 with the 6th-last character:
; x and z occur once (free: the run after them may be in any state they reach), and the
; split search chose the entry of each occurrence of y one state at a time (the pairs of
; states the complement DFAs may be in after x and z). Unknown at 400,000 units before
; (and with the set of final states only), unsat at 2,536 with a set of entry states
; per segment.
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(assert (not (str.in_re (str.++ x y) (re.++ re.all (str.to_re "b") ((_ re.^ 5) re.allchar)))))
(assert (not (str.in_re (str.++ z y) (re.++ re.all (re.diff re.allchar (str.to_re "b")) ((_ re.^ 5) re.allchar)))))
(assert (str.in_re y (re.++ ((_ re.^ 6) re.allchar) re.all)))
(check-sat)
