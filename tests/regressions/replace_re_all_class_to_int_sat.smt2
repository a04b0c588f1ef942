; issue 39 (checks27): str.to_int of a text with blanks, "_" and "." removed by replace_re_all of
; a one-character class (float(s) as the explorer writes it). The evaluator matched the
; class with derivative threads, a find_match and its units per match: sat at 61,211
; units before, 17,878 with the class scanned (regex_membership).
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const s String)
(assert (str.in_re s (re.+ (re.union (re.range "0" "9") (re.range "\u{660}" "\u{669}") (str.to_re "_") (str.to_re " ") (str.to_re ".")))))
(assert (>= (str.len s) 12))
(assert (= (str.to_int (str.replace_re_all s (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ") (str.to_re "_") (str.to_re ".")) "")) 4250))
(assert (str.contains s "_"))
(assert (str.contains s "."))
(check-sat)
