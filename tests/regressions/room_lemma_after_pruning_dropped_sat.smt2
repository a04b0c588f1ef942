; The soak's round 37,799 (seed 1): the regular step's pruning lemma RE_ROOM (some free
; item of s = pre·t·"0"·... holds ".com") was sent again after the pruning literal was
; dropped, ended the round before the fixed-length search, and the loop gave up with
; "fixed_length repeated a known lemma".  It is sat: s = "ab000.com", t = "b".
(set-info :status sat)
(set-logic QF_SLIA)
(declare-const s String)
(declare-const t String)
(assert (<= (str.len s) 40))
(assert (<= (str.len t) 40))
(assert (= t (str.substr s 1 1)))
(assert (= (str.at s 3) "0"))
(assert (= (str.at s 4) "0"))
(assert (str.contains s ".com"))
(check-sat)
