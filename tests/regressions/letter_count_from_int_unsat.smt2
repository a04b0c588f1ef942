; issue 39 (random formulas, seed 2207 f00943, its core): x·"b" = from_int(i)·x has one b
; more on the left, and from_int(i) holds digits only (LETTER_COUNT with the from_int
; skolems counted as digits; before: unknown, 133 core rounds).  z3 unknown, cvc5 and
; Z3-Noodler no answer in 10 s; unsat by the argument: counting b, |x|_b + 1 =
; |from_int(i)|_b + |x|_b, so from_int(i) would hold a b, but it holds digits only
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun i () Int)
(assert (= (str.++ x "b") (str.++ (str.from_int i) x)))
(check-sat)
