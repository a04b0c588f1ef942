; engine/known_prefixes.py and engine/slice_languages.py: a date validated by a regex,
; then its month read at offsets computed from x[4] == "-" (clamped as a Python slice)
; and compared: the format fixes the separators and the length, the month's slice gets
; the month's own language (105,067 work units before, most of them one round per
; value of the month in the fixed-length search)
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const x String)
(assert (str.in_re x (re.++ ((_ re.loop 4 4) (re.range "0" "9")) (str.to_re "-")
  (re.union (re.++ (str.to_re "1") (re.range "0" "2")) (re.++ (str.to_re "0") (re.range "1" "9")))
  (str.to_re "-") ((_ re.loop 2 2) (re.range "0" "9")))))
(assert (> (str.to_int (str.substr x (ite (> (+ 4 (ite (= (str.at x 4) "-") 1 0)) (str.len x))
  (str.len x) (+ 4 (ite (= (str.at x 4) "-") 1 0))) 2)) 12))
(check-sat)
