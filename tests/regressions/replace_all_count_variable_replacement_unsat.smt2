; issue 39 (random formulas seed 4343 f00448's shape): replace_all with a constant pattern
; and a variable replacement y of length 1 shortens x·"1" by one character per occurrence
; of "ab", at most (|x| + 1) / 2 of them (ABS_REPLACE_ALL_COUNT with |y| = j cases);
; before, unknown after 10 s
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(assert (not (= x "")))
(assert (= (str.len y) 1))
(assert (<= (str.len (str.replace_all (str.++ x "1") "ab" y)) 1))
(check-sat)
