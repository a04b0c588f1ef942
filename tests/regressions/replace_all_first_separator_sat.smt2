(set-info :status sat)
; x ∈ ([0-9]{3}-)^k and every "-" erased: the reduction cuts x at its first "-", which
; the membership puts at 3 (RE_ITEM_LENGTH); the core had tried every other cut, one
; refuted length vector per round (issue 39)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace_all x "-" "")))
(assert (str.in_re x (re.* (re.++ ((_ re.loop 3 3) (re.range "0" "9")) (str.to_re "-")))))
(assert (= (str.len y) 300))
(check-sat)
