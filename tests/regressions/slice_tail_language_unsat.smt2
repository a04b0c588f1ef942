; issue 38 (engine/slice_languages.py): Pillow's ImageColor.getrgb checks
; "#[a-f0-9]{6}$" on the lower-cased color, then reads bytes.fromhex(color[1:]); the
; flip "fromhex fails" is infeasible ($ allows one "\n", which fromhex skips). The slice
; from 1 to the end (Python's clamp in its start) gets the language after "#".
; main d2b46e02: unknown at the limit (the fixed-length search); this: unsat at ~1,700.
(set-info :status unsat)
(set-option :reproducible-resource-limit 20000)
(set-logic QF_SLIA)
(declare-const s String)
(define-fun hex () RegLan (re.union (re.range "0" "9") (re.range "a" "f")))
(define-fun ws () RegLan (re.union (str.to_re " ") (str.to_re "\u{9}") (str.to_re "\u{a}")
  (str.to_re "\u{d}") (str.to_re "\u{b}") (str.to_re "\u{c}")))
(assert (<= (str.len s) 100))
(assert (str.in_re (str.to_lower s)
  (re.++ (str.to_re "#") ((_ re.loop 6 6) hex) (re.union (str.to_re "\u{a}") (str.to_re "")))))
(define-fun start () Int (ite (> 1 (str.len (str.to_lower s))) (str.len (str.to_lower s)) 1))
(assert (not (str.in_re (str.substr (str.to_lower s) start (- (str.len (str.to_lower s)) start))
  (re.++ (re.* (re.++ (re.* ws) hex hex)) (re.* ws)))))
(check-sat)
