(set-info :status unsat)
(set-logic QF_SLIA)
; cvc5 issue6214-2 in other words: str.from_int(|y|) inside a star can only add digits,
; and a one-letter x in [a-c] is neither a pair (a|b)a nor digits (REDUCE_RE_BOUNDS)
(declare-fun x () String)
(declare-fun y () String)
(assert (str.in_re x (re.range "a" "c")))
(assert (str.in_re x (re.* (re.union (re.++ (re.union (str.to_re "a") (str.to_re "b")) (str.to_re "a")) (str.to_re (str.from_int (str.len y)))))))
(check-sat)
