; issue 38 (an explorer's check on bytes: data[:3].pop() in the top of the byte range): to_code
; of (str.at (str.substr data 0 n) k) became to_code of an ite (AT_SUBSTR) that no
; procedure looked inside; ITE_CONST_BRANCH lifts it (unknown after 30 s before)
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const data String)
(define-fun n () Int (ite (> 3 (str.len data)) (str.len data) 3))
(define-fun head () String (str.substr data 0 n))
(define-fun last () Int (str.to_code (str.at head (- (str.len head) 1))))
(assert (str.in_re data (re.* (re.range "\u{0}" "\u{ff}"))))
(assert (> (str.len head) 0))
(assert (or (< last 0) (> last 250)))
(check-sat)
