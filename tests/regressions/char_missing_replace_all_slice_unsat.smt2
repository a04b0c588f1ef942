; issue 39 (CHAR_MISSING): replace_all(x, "a", "b") holds no "a", nor does a slice of it;
; before, 0.5 s of theory rounds.  Unsat by this argument: z3 says unknown, cvc5 no answer in 10 s
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun i () Int)
(assert (str.contains (str.substr (str.replace_all x "a" "b") i 2) "a"))
(check-sat)
