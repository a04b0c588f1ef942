; A function of two arguments with lengths and Bool results (issue 41): p(s, |s|) holds for
; every s of length 2 in the language, but not for "ab".
(set-info :status unsat)
(set-logic QF_UFSLIA)
(declare-fun p (String Int) Bool)
(declare-const s String)
(declare-const t String)
(assert (str.in_re s (re.+ (str.to_re "ab"))))
(assert (= (str.len s) 2))
(assert (p s (str.len s)))
(assert (= t (str.++ "a" "b")))
(assert (not (p t 2)))
(check-sat)
