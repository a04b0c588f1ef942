(set-info :status unsat)
; z3's :encoding ascii (code points 0..255): every string is a word over
; [\u{0}-\u{FF}], so the complement of that language has no member (under the
; default unicode encoding the same assertion is sat).
(set-option :encoding ascii)
(declare-fun X () String)
(assert (not (str.in_re X (re.* (re.union (re.range "\u{0}" "\u{8F}") (re.range "\u{80}" "\u{FF}"))))))
(check-sat)
