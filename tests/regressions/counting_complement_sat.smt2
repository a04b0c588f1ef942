(set-info :status sat)
; a membership in the complement of a counting regex: determinising Σ*·a·Σ{200}
; (2^200 subsets) took the whole limit in the length axiom; as a negated membership
; (IN_RE_COMP) its difference is explored lazily: x = "a" (issue 39)
(set-logic QF_SLIA)
(declare-fun x () String)
(assert (str.in_re x (re.comp (re.++ re.all (str.to_re "a") ((_ re.loop 200 200) re.allchar)))))
(assert (str.in_re x (re.++ re.all (str.to_re "a") re.all)))
(check-sat)
