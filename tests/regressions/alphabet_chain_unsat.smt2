; issue 39 (engine/char_alphabets.py): the characters a variable must hold travel through
; equalities and factors: x holds "b" (suffix), x.y equals z, z is a factor of
; from_int(i) (digits only).  z3: unsat (cvc5: no answer in 10 s)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (str.suffixof "ab" x))
(assert (= (str.++ x y) z))
(assert (str.contains (str.from_int i) z))
(assert (>= (str.len y) 2))
(check-sat)
