; issue 38 (engine/slice_languages.py): as slice_tail_language_unsat.smt2, with "0x"
; and a free-length rest: the tail x[2:] of a "0x"-prefixed hex literal can still hold
; an odd number of digits, so fromhex can fail: sat.
(set-info :status sat)
(set-option :reproducible-resource-limit 20000)
(set-logic QF_SLIA)
(declare-const s String)
(define-fun hex () RegLan (re.union (re.range "0" "9") (re.range "a" "f")))
(assert (str.in_re s (re.++ (str.to_re "0x") (re.+ hex))))
(define-fun start () Int (ite (> 2 (str.len s)) (str.len s) 2))
(assert (not (str.in_re (str.substr s start (- (str.len s) start)) (re.* (re.++ hex hex)))))
(assert (> (str.len s) 4))
(check-sat)
