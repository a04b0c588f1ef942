; Python's "a" <= c <= "z" on the characters of s, as the explorer's checks read a loop
; over s (a ROT13 coder): each str.<= of one character against a constant is a range
; of characters (LEX_CHAR), not a lexicographic order for the lex procedure to search.
; Within 2,000 work units (it took 40,673 before the rule).
(set-info :status sat)
(set-option :reproducible-resource-limit 2000)
(set-logic QF_SLIA)
(declare-const s String)
(assert (< 0 (str.len s)))
(assert (not (str.<= "a" (str.at s 0))))
(assert (< 1 (str.len s)))
(assert (str.<= "a" (str.at s 1)))
(assert (str.<= (str.at s 1) "z"))
(assert (not (not (= (str.len (str.at s 1)) 1))))
(assert (not (or (< (+ (mod (+ (- (str.to_code (str.at s 1)) 97) 13) 26) 97) 0) (> (+ (mod (+ (- (str.to_code (str.at s 1)) 97) 13) 26) 97) 1114111))))
(assert (<= (+ (mod (+ (- (str.to_code (str.at s 1)) 97) 13) 26) 97) 196607))
(assert (< 2 (str.len s)))
(assert (not (str.<= "a" (str.at s 2))))
(assert (< 3 (str.len s)))
(assert (str.<= "a" (str.at s 3)))
(assert (str.< (str.at s 3) "{"))
(check-sat)
