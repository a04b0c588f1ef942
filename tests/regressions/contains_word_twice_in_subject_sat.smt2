(set-info :status sat)
(set-logic QF_S)
; slog_stranger_532_sink: s occurs twice in the subject (once through a replace), so the
; fixed-length search's backward sets cannot tell which values lead to <SCRIPT; before
; the regular propagator's progress preference it spent 50,000 nodes per length vector
(declare-fun s () String)
(declare-fun r () String)
(declare-fun out () String)
(assert (= r (str.replace s "/.(\u{5c}d+)./" "_$1.")))
(assert (= out (str.++ "    " r " = '" s "';\u{5c}n")))
(assert (str.in_re out (re.++ (re.* re.allchar) (str.to_re "\u{5c}<SCRIPT") (re.* re.allchar))))
(check-sat)
