; issue 39: |replace_all(x, "-", "")| = 15000 with x in ([0-9]{3}-)* (benchmarks/long issue39.py,
; separator at n = 20,000): the fast path weighs "-" 0 and every other character 1 and
; searches (automaton state, weight) pairs (regex/weighted.py): 5,000 groups from a few states
; (before: 1.5 s of CPU for the sat file in the fixed-length search)
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace_all x "-" "")))
(assert (str.in_re x (re.* (re.++ ((_ re.loop 3 3) (re.range "0" "9")) (str.to_re "-")))))
(assert (= (str.len y) 15000))
(check-sat)
(exit)
