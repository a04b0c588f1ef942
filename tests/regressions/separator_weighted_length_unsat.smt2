; issue 39: |replace_all(x, "-", "")| = 15001 with x in ([0-9]{3}-)* (benchmarks/long issue39.py,
; separator at n = 20,000): the fast path weighs "-" 0 and every other character 1 and
; searches (automaton state, weight) pairs (regex/weighted.py): 5,000 groups from a few states
; (the sat twin at 15,000 took 1.5 s of CPU in the fixed-length search; this one is fastpath.empty)
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace_all x "-" "")))
(assert (str.in_re x (re.* (re.++ ((_ re.loop 3 3) (re.range "0" "9")) (str.to_re "-")))))
(assert (= (str.len y) 15001))
(check-sat)
(exit)
