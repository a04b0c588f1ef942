; Unsat twin: no underscore, so the part is a plain numeral. The first part of a comma list read by int() with underscores, past int()'s
; 4,300-digit limit (an explorer's check of docutils' positive_int_list): the three
; memberships of the part are jointly propagated by the fixed-length search.
(set-info :status unsat)

(set-logic QF_SLIA)
(declare-const s String)
(assert (str.contains s ","))
(assert (not (= (str.indexof s "," 0) (- 1))))
(assert (= (str.indexof s "," (+ (str.indexof s "," 0) 1)) (- 1)))
(assert (not (str.in_re (str.substr s 0 (str.indexof s "," 0)) (re.+ (re.range "0" "9")))))
(assert (not (str.in_re (str.substr s 0 (str.indexof s "," 0)) (re.++ (re.* (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ") (str.to_re "\u{85}") (str.to_re "\u{a0}") (str.to_re "\u{1680}") (re.range "\u{2000}" "\u{200a}") (re.range "\u{2028}" "\u{2029}") (str.to_re "\u{202f}") (str.to_re "\u{205f}") (str.to_re "\u{3000}"))) (re.opt (re.union (str.to_re "+") (str.to_re "-"))) (re.+ (re.range "0" "9")) (re.* (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ") (str.to_re "\u{85}") (str.to_re "\u{a0}") (str.to_re "\u{1680}") (re.range "\u{2000}" "\u{200a}") (re.range "\u{2028}" "\u{2029}") (str.to_re "\u{202f}") (str.to_re "\u{205f}") (str.to_re "\u{3000}")))))))
(assert (str.in_re (str.substr s 0 (str.indexof s "," 0)) (re.++ (re.* (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ") (str.to_re "\u{85}") (str.to_re "\u{a0}") (str.to_re "\u{1680}") (re.range "\u{2000}" "\u{200a}") (re.range "\u{2028}" "\u{2029}") (str.to_re "\u{202f}") (str.to_re "\u{205f}") (str.to_re "\u{3000}"))) (re.opt (re.union (str.to_re "+") (str.to_re "-"))) (re.++ (re.range "0" "9") (re.* (re.++ (re.opt (str.to_re "_")) (re.range "0" "9")))) (re.* (re.union (re.range "\u{9}" "\u{d}") (str.to_re " ") (str.to_re "\u{85}") (str.to_re "\u{a0}") (str.to_re "\u{1680}") (re.range "\u{2000}" "\u{200a}") (re.range "\u{2028}" "\u{2029}") (str.to_re "\u{202f}") (str.to_re "\u{205f}") (str.to_re "\u{3000}"))))))
(assert (not (<= (str.len (str.substr s 0 (str.indexof s "," 0))) 4300)))
(assert (not (str.contains (str.substr s 0 (str.indexof s "," 0)) "_")))
(check-sat)
