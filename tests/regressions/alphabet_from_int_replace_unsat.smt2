; issue 39 (engine/char_alphabets.py), seed 4939 f00604 reduced: contains(x, "abb") puts
; "a" in x, so replace(x.x, p, x.x) holds "a" whatever p is, and from_int holds digits only.
; Before, a timeout in the integer core (FL_TO_INT_DIGITS lemmas).  z3: unsat (cvc5: no
; answer in 10 s)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (= (str.from_int (- j i)) (str.replace (str.++ x x) (str.replace_re x re.allchar y) (str.++ x x))))
(assert (str.contains x "abb"))
(check-sat)
