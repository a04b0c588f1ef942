; issue 38 (brief unknown38): urlsplit's scheme url[:i].lower() beyond ASCII, as the Python
; layer writes it one character at a time (a class of capitals shifted by 32, else the
; character), for a scheme of at least one character: its length cannot be 0. The length
; of each mapped character is the character's (tree_languages), so the fact is |x| and
; indexof readings; main leaves the sum of mapped lengths to the loop.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const x String)
(define-fun i () Int (str.indexof x ":" 0))
(define-fun c0 () String (ite (< 0 i) (str.at x 0) ""))
(define-fun c1 () String (ite (< 1 i) (str.at x 1) ""))
(define-fun low0 () String (ite (= c0 "\u{37f}") (str.from_code (+ (str.to_code c0) 116))
  (ite (str.in_re c0 (re.union (re.range "A" "Z") (re.range "\u{c0}" "\u{d6}")))
       (str.from_code (+ (str.to_code c0) 32)) c0)))
(define-fun low1 () String (ite (= c1 "\u{37f}") (str.from_code (+ (str.to_code c1) 116))
  (ite (str.in_re c1 (re.union (re.range "A" "Z") (re.range "\u{c0}" "\u{d6}")))
       (str.from_code (+ (str.to_code c1) 32)) c1)))
(assert (> i 0))
(assert (str.in_re x (re.++ (re.+ (re.range "A" "z")) (str.to_re "://") re.all)))
(assert (not (> (str.len (str.++ low0 low1)) 0)))
(check-sat)
