(set-info :status sat)
; issue 26 random formula (seed 2612, f00079): y = "a", i = 0 is a model; at the old first
; length bound 8 the core chose |y| = 3 and the fixed-length search spent 18,000 nodes on
; reduction skolems; the first bound 2 finds the short model at once
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (str.< y (str.replace_all (str.++ y y) (str.substr y i 12) y)))
(assert (>= (- (str.to_int "12") (- 1 i)) i))
(check-sat)
