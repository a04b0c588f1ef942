; issue 39 (random formulas, seed 7070 f00062): to_int(replace_all(x, "abb", "a")) > 1 makes x
; digits (in the candidates where replace_all leaves x as it is); x <= substr(from_code(5), 2i,
; to_code(y)) is a factor of "\x05", below every digit: LEX_CHARS makes x a prefix of it,
; impossible (cvc5: unsat; z3: unknown at 2 s; strsat: unknown at 10 s before LEX_CHARS)
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (not (<= (str.to_int (str.replace_all x "abb" "a")) (str.len (str.from_code 12)))))
(assert (str.<= x (str.substr (str.from_code 5) (+ i i) (str.to_code y))))
(assert (>= (+ i (str.len x)) (str.len (str.replace_re "aab" (re.inter (str.to_re "12") (str.to_re "0")) "12"))))
(check-sat)
