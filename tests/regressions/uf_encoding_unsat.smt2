; Under :encoding ascii a String-valued function's applications are ASCII words too (issue 41).
(set-info :status unsat)
(set-option :encoding ascii)
(declare-fun h (Int) String)
(assert (= (str.len (h 1)) 1))
(assert (not (str.in_re (h 1) (re.range "\u{0}" "\u{7f}"))))
(assert (not (str.in_re (h 1) (re.range "\u{81}" "\u{ff}"))))
(assert (not (= (h 1) "\u{80}")))
(check-sat)
