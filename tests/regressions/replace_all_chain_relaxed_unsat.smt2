(set-info :status unsat)
(set-logic QF_SLIA)
; issue 39's long `chain` twin: z = replace_all(replace_all(x, "a", "bb"), "b", "c") keeps
; no "b", whatever |z| says; the one-variable fast path decides the facts it has a shape
; for and leaves out |z| = 40000 (an unsat subset is an unsat whole)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (= y (str.replace_all x "a" "bb")))
(assert (= z (str.replace_all y "b" "c")))
(assert (str.in_re x (re.* (str.to_re "a"))))
(assert (= (str.len z) 40000))
(assert (str.contains z "b"))
(check-sat)
