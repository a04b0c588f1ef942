; issue 39 (CONTAINS_REPLACE): replace(x, y, x) is x, x·x or holds x: it always contains x
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(assert (not (str.contains (str.replace x y x) x)))
(check-sat)
