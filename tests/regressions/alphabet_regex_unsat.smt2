; issue 39 (engine/char_alphabets.py): every word of (ab)+ holds "b", the variable is part
; of a concatenation that holds no "b", and the replace result keeps it.  Unsat by this
; argument (z3: unknown, cvc5: no answer in 10 s)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun w () String)
(assert (str.in_re x (re.+ (str.to_re "ab"))))
(assert (= w (str.replace_all (str.++ "a" x) "a" "c")))
(assert (not (str.contains (str.++ y w) "b")))
(check-sat)
