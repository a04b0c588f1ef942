; issue 39 (checks29): humanize's intword check of the explorer. Several memberships of
; one variable (Unicode decimal digits, as int()'s literal regex) and to_int(t) = 2m:
; each FL_TO_INT_PREFIX widening probes prefix.[0-9]^k with a new membership, whose joint
; automaton with the others (the product of all their automata) was rebuilt with every
; product each time: 95,932 units at 23f01123; 21,503 with the joint of the others kept
; (RegexCache._build_joint); 23,382 with MaskNFA's moves charged (mask_nfa), in a third
; of the CPU time.
(set-option :reproducible-resource-limit 50000)
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const t String)
(declare-const m Int)
(define-fun D () RegLan (re.union (re.range "\u{9}" "\u{d}") (re.range "\u{2000}" "\u{200a}") (re.range "\u{2028}" "\u{2029}") (re.range "0" "9") (re.range "\u{660}" "\u{669}") (re.range "\u{6f0}" "\u{6f9}") (re.range "\u{7c0}" "\u{7c9}") (re.range "\u{966}" "\u{96f}")
  (re.range "\u{9e6}" "\u{9ef}") (re.range "\u{a66}" "\u{a6f}") (re.range "\u{ae6}" "\u{aef}") (re.range "\u{b66}" "\u{b6f}") (re.range "\u{be6}" "\u{bef}") (re.range "\u{c66}" "\u{c6f}") (re.range "\u{ce6}" "\u{cef}") (re.range "\u{d66}" "\u{d6f}")))
(assert (str.in_re t (re.+ (re.range "0" "9"))))
(assert (str.in_re t (re.* (re.union (str.to_re "1") (str.to_re "3") (str.to_re "5")))))
(assert (not (str.in_re t (re.++ re.all (str.to_re "55") re.all))))
(assert (not (str.in_re t (re.++ re.all (str.to_re "333") re.all))))
(assert (str.in_re t (re.++ (re.* (re.++ (re.union (str.to_re "1") (str.to_re "3")) (re.opt (str.to_re "5")))) (re.opt (str.to_re "5")))))
(assert (str.in_re t (re.++ (re.* D) (re.opt (str.to_re "0")) (re.* D))))
(assert (str.in_re t (re.++ (re.* D) (re.opt (str.to_re "1")) (re.* D))))
(assert (str.in_re t (re.++ (re.* D) (re.opt (str.to_re "2")) (re.* D))))
(assert (str.in_re t (re.++ (re.* D) (re.opt (str.to_re "3")) (re.* D))))
(assert (= (str.len t) 4))
(assert (= (str.to_int t) (+ (* 2 m) 1)))
(assert (> (str.to_int t) 3500))
(check-sat)
