; issue 39: a replace chain ending in a sink membership with |x| >= 20000 (benchmarks/long
; issue39.py, sink at n = 20,000): the straight-line procedure keeps the long length as an
; interval of |x| and builds a word of exactly 20,000 characters (before: 1.6 s of CPU in the
; dashed and fixed-length steps; now 0.2 s)
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace (str.replace x "<" "&lt;") ">" "&gt;")))
(assert (str.in_re y (re.++ re.all (str.to_re "<script") re.all)))
(assert (>= (str.len x) 20000))
(check-sat)
(exit)
