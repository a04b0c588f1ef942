; issue 39 (engine/char_alphabets.py): the sat twin of alphabet_chain_unsat, x ends in
; digits.  z3, cvc5: sat
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (str.suffixof "01" x))
(assert (= (str.++ x y) z))
(assert (str.contains (str.from_int i) z))
(assert (>= (str.len y) 2))
(check-sat)
