; issue 26 (seed 2612 f00088, FL_TO_INT_PREFIX): the core tried from_int(i) = "196608",
; "196609", ... one value per round; the widened block rules out every "19...." at once
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(assert (str.< (str.from_int i) (str.from_int 12)))
(assert (= (str.replace_re (str.from_code 1) (re.* (str.to_re "1")) y) (str.++ x (str.from_code i))))
(check-sat)
