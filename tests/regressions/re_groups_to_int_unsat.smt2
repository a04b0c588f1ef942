; session 19 (an unseen trial's validate_rfc3339): regex groups cut a date into fields of
; fixed width; the month field's int() < 1 is excluded by the pattern (0[1-9]|1[0-2]) for
; every length of the unread tail (RE_CONCAT_EMPTY reading to_int's value as a word;
; the fixed-length tier blocked one tail length a round). z3 and Z3-Noodler: unsat.
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const d String)
(declare-const y String)
(declare-const r1 String)
(declare-const s1 String)
(declare-const r2 String)
(declare-const m String)
(declare-const r3 String)
(assert (str.in_re d (re.++ ((_ re.loop 4 4) (re.range "0" "9")) (str.to_re "-") (re.union (re.++ (str.to_re "1") (re.range "0" "2")) (re.++ (str.to_re "0") (re.range "1" "9"))) (str.to_re "-") ((_ re.loop 2 2) (re.range "0" "9")) (re.* (re.range "a" "z")))))
(assert (= d (str.++ y r1)))
(assert (= (str.len y) 4))
(assert (= r1 (str.++ s1 r2)))
(assert (= (str.len s1) 1))
(assert (= r2 (str.++ m r3)))
(assert (= (str.len m) 2))
(assert (str.in_re m (re.+ (re.range "0" "9"))))
(assert (not (= (str.to_int y) 0)))
(assert (< (str.to_int m) 1))
(check-sat)
