; issue 39: the sat twin of char_missing_replace_all_slice_unsat (replace, not replace_all,
; leaves the second "a"; from_int holds digits, and "7" is one)
(set-info :status sat)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun i () Int)
(assert (str.contains (str.substr (str.replace x "a" "b") i 2) "a"))
(assert (str.contains (str.from_int i) "7"))
(check-sat)
