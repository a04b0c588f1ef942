; issue 39 (checks27): two concatenations sharing their last variable y, each outside a
; "the 4th-last character is (not) b" language (complement DFAs, half their states final):
; jointly empty once y has 4 characters (RE_SPLIT_EMPTY). The split search chose each
; final state after the last item one by one: unknown at 400,000 units before, unsat
; at 3,921 with the set of final states as one choice, at 534 with entry sets too
; (split_entry_sets_unsat.smt2).
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(assert (not (str.in_re (str.++ x y) (re.++ re.all (str.to_re "b") ((_ re.^ 3) re.allchar)))))
(assert (not (str.in_re (str.++ z y) (re.++ re.all (re.diff re.allchar (str.to_re "b")) ((_ re.^ 3) re.allchar)))))
(assert (str.in_re y (re.++ ((_ re.^ 4) re.allchar) re.all)))
(check-sat)
