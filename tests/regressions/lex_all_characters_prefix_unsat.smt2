; issue 39, benchmarks/long mixed_lt at n = 500: x ∈ a^n·(a|b)*, y ∈ a*, x < y, |y| < |x|.
; No character of x is below one of y, so x < y only as a proper prefix of y (LEX_CHARS), which
; |y| < |x| forbids (the status by construction; strsat unknown at every n before, z3 unknown
; at 10 s, cvc5 no answer).
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(assert (str.in_re x (re.++ ((_ re.^ 500) (str.to_re "a")) (re.* (re.union (str.to_re "a") (str.to_re "b"))))))
(assert (>= (str.len y) 500))
(assert (str.< x y))
(assert (str.in_re y (re.* (str.to_re "a"))))
(assert (< (str.len y) (str.len x)))
(check-sat)
