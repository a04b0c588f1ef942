; issue 39 (REPLACE_CONST_CASES, random seed 1919 f00515): x is one character, so
; replace("ba", x, y) is y·"a", "b"·y or "ba": each holds a letter, and from_int(j) holds
; digits only.  z3: unsat; cvc5: no answer in 10 s
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (not (= (str.indexof (str.++ x x) (str.++ "ab" y) i) (str.len (str.substr x j i)))))
(assert (= i (str.len (str.from_int j))))
(assert (str.in_re x re.allchar))
(assert (= (str.from_int j) (str.replace (str.replace_all "ba" x x) x y)))
(check-sat)
