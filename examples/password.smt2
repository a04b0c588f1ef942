; A password policy: strsat finds a password that satisfies every rule.
(set-logic QF_SLIA)
(set-option :produce-models true)
(declare-const password String)
(declare-const user String)
(assert (= user "admin"))
; 8 to 12 characters, with a digit, an upper-case letter and a symbol
(assert (<= 8 (str.len password) 12))
(assert (str.in_re password (re.++ (re.* re.allchar) (re.range "0" "9") (re.* re.allchar))))
(assert (str.in_re password (re.++ (re.* re.allchar) (re.range "A" "Z") (re.* re.allchar))))
(assert (str.in_re password (re.++ (re.* re.allchar) (re.union (str.to_re "!") (str.to_re "#")) (re.* re.allchar))))
; not the user name, and not starting with it
(assert (not (str.contains (str.to_lower password) user)))
(assert (not (str.prefixof (str.substr user 0 3) password)))
; it ends the way the site wants
(assert (str.suffixof "!" password))
(check-sat)
(get-model)
