; issue 39 (seed 6262 f01315; ABS_TO_INT_CONST_ENDS): to_int(x·"12") >= 0 makes x digits, so
; replace(x, z, "a") begins with a digit or "a", never "ba"; before, the fixed-length tier
; enumerated to_int values (FL_TO_INT_PAD, FL_TO_INT_CLASH) until the budget ran out
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (or (>= (str.to_int (str.++ x "12")) (str.len (str.from_code i))) (str.in_re (str.from_int (str.len "abb")) (str.to_re "b0"))))
(assert (str.prefixof "ba" (str.++ (str.replace x z "a") "")))
(assert (or (str.<= x (str.from_int (str.to_int "b"))) (str.in_re "" (re.opt re.allchar))))
(check-sat)
