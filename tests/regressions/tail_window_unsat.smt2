; issue 38 (brief unknown38): Python's url[delim:] with delim = -1 (a missed search) is the
; last character (substr x (|x| - 1) 1), and x[1:len(x) - 1] the text between the ends;
; a string of at least two characters cannot end in "a" with its middle and end in "b"+.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const x String)
(assert (= (str.substr x (- (str.len x) 1) 1) "a"))
(assert (str.in_re (str.substr x 1 (- (str.len x) 2)) (re.+ (str.to_re "b"))))
(assert (str.suffixof "b" x))
(check-sat)
