; Issue 15: replace(replace(x, "", y), y, x) = x·x for all strings (REPLACE_EMPTY_PAT then
; REPLACE_AT_FRONT); a rewrite-verification query in the style of Noetzli et al. (SAT 2019).
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(assert (not (= (str.replace (str.replace x "" y) y x) (str.++ x x))))
(check-sat)
