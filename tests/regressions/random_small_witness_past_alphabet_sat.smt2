; issue 39: random formulas seed 3912 f00454: from_code(i) must be empty (i past the
; alphabet, 0x30000 and up) or the character whose replacement by from_int(i) reads
; "12": neither value was among the enumeration's integers (0, -1, 1, 2, 3 and the
; formula's integer constants); before: unknown after 20 s, the fixed-length search
; blocking one code of i at a time
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (not (>= (str.len (str.replace_re z (str.to_re "ab") "b")) i)))
(assert (or (str.in_re (str.from_code (str.len z)) (re.range "0" "b")) (str.in_re (str.replace (str.from_code i) (str.++ x y) (str.from_int i)) (re.* (str.to_re "12")))))
(assert (str.in_re (str.++ z (str.replace y z y)) (str.to_re "abb")))
(assert (= (str.at x (str.indexof "a1" z 2)) y))
(check-sat)
