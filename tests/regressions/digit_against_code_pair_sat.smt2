; issue 26 (seed 2612 f00857): x ++ from_int(j) a suffix of from_int(to_int(y)) with
; to_code(x) < 12; the clashes between x = chr(to_code(x)) and the digits of the
; from_int were blocked one pair of values per round
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun j () Int)
(assert (str.suffixof (str.++ x (str.from_int j)) (str.from_int (str.to_int y))))
(assert (not (>= (str.to_code x) (str.to_int (str.replace_re "12" (re.++ (str.to_re "12") (re.range "1" "2")) z)))))
(check-sat)
