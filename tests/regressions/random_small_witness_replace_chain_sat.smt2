; issue 39: random formulas seed 5151 f00279: three strings and an index under a replace
; chain and from_code(12)'s character; the small-witness enumeration finds x = "\u{c}" in
; 20 evaluations (before: unknown after 40 s in the fixed-length search)
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (str.suffixof (str.replace (str.replace_all z y "a") z (str.replace z x x)) (str.++ y (str.replace_all "ba" y "ba"))))
(assert (str.in_re (str.replace (str.from_code 12) (str.replace_all z z x) "ab") (re.* (re.range "a" "b"))))
(assert (str.<= (str.replace "abb" (str.substr x i i) (str.at y i)) z))
(check-sat)
