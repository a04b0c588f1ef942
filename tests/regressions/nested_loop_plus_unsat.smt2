(set-info :status unsat)
; (a{1,100000})+ is a+, so every member ends in "a" (z3 regression 5731's pattern;
; the nested loop used to expand to 100,000 states and time out).
(declare-const s String)
(assert (str.in_re s
  (re.inter
    (re.+ ((_ re.loop 1 100000) (str.to_re "a")))
    (re.comp (re.++ re.all (str.to_re "a"))))))
(check-sat)
