; speed25 (issue 39, random formulas seed 2207 f00943 whole): the reductions of the two replace terms
; put x·"b" and from_int(i)·x in one class (k = replace("b", "", x), k = from_int(i)·x), where no
; literal equation holds both: LETTER_COUNT between the expansions of a class's concatenations,
; from_int's skolem holding digits only (21b3eead: unknown at 60,000 units; 578 units).  z3 unsat
(set-info :status unsat)
(set-option :reproducible-resource-limit 10000)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun i () Int)
(declare-fun j () Int)
(assert (= (str.replace (str.replace "" y "b") y (str.replace y y x)) (str.++ (str.from_int i) x)))
(assert (not (= (str.replace_all "abb" "b0" x) (str.from_int (str.to_int x)))))
(assert (or (str.< (str.from_int (str.to_code x)) (str.at x (str.to_int "1"))) (= (str.substr x (+ j j) j) "b0")))
(check-sat)
