; The soak's round 97,395 (seed 1): as room_lemma_after_pruning_dropped_sat, with an
; indexof fact; it is sat (s = "ab../admin" shapes: the first "/" at 4).
(set-info :status sat)
(set-logic QF_SLIA)
(declare-const s String)
(declare-const t String)
(assert (<= (str.len s) 40))
(assert (<= (str.len t) 40))
(assert (str.contains s "admin"))
(assert (= (str.indexof s "/" 0) 4))
(assert (= t (str.substr s 2 2)))
(check-sat)
