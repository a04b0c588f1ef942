(set-info :status unsat)
(set-logic QF_S)
; x = sv·"b" must end in "b", but the regex makes it end in "a"
(declare-fun x () String)
(declare-fun sv () String)
(assert (str.in_re x (re.++ (str.to_re sv) (re.+ (str.to_re "a")))))
(assert (= x (str.++ sv "b")))
(check-sat)
