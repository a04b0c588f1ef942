; issue 24 (urlsplit): three deletions leave none of the last deleted character
; (ABS_REPLACE_ALL_GONE); before, a 60 s timeout
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun x () String)
(define-fun y () String (str.replace_all (str.replace_all (str.replace_all x "\u{09}" "") "\u{0d}" "") "\u{0a}" ""))
(assert (str.contains y "\u{0a}"))
(check-sat)
