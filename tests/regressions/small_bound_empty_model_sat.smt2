(set-info :status sat)
; issue 26 random formula (seed 2612, f00537): x = y = "" with j < 0 is a model, but with
; lengths up to 8 the core followed the replace_all/substr reductions into 120-literal
; fixed-length components, each blocked alone (unknown at 8 s); the loop's first length
; bound is now 2, so the core tries the short lengths first
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (str.suffixof (str.++ (str.from_code j) y) (str.replace_all x (str.substr x i j) (str.replace_all x y "b"))))
(check-sat)
