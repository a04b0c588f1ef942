(set-info :status unsat)
; z3's :encoding bmp (code points 0..0xFFFF): str.from_code of a code beyond it
; is the empty string, so it cannot have length 1.
(set-option :encoding bmp)
(declare-const n Int)
(assert (> n 65535))
(assert (= (str.len (str.from_code n)) 1))
(check-sat)
