(set-info :status sat)
(set-logic QF_SLIA)
; issue 26 random formula (seed 26, f00717): j = to_int("1" ++ x) < to_code(z).  The core
; guessed j = 0, 1, 2, ... at each length, each blocked by a clash of a padding 0 with
; "1"; FL_TO_INT_PAD blocks every j < 10^|x| at once.
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (not (>= (- i (- i j)) (str.to_code z))))
(assert (= (str.to_int (str.++ "1" x)) j))
(assert (< 1 i))
(assert (str.in_re (str.replace (str.replace_all "0" "ab" y) (str.++ z z) "0") (re.* re.allchar)))
(check-sat)
