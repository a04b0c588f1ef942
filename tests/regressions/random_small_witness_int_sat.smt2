; issue 39: random formulas seed 4343 f00405: three strings and an integer (outside the
; enumeration's old shape of two strings, no integers); before: unknown after 10 s
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(declare-fun i () Int)
(assert (str.in_re (str.replace_all (str.++ "12" "aab") (str.replace y x z) (str.from_code 12)) (re.+ (re.+ re.allchar))))
(assert (not (= (str.++ (str.++ z x) y) (str.replace_all (str.replace_re x (re.* re.allchar) "ba") x (str.replace y y "0")))))
(assert (not (str.< (str.at (str.at x i) (+ i i)) (str.++ (str.replace_all z y x) (str.replace x y "0")))))
(assert (not (= (str.len x) (- (+ 5 i) (- i i)))))
(check-sat)
