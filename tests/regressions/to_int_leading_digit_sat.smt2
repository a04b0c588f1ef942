(set-info :status sat)
(set-logic QF_SLIA)
; to_int("1" ++ x) = j, 0 <= j < 3: j = 1 with x = "".  The fixed-length tier
; reads k = to_int(s) as s = zfill(k, |s|); a clash through it once blocked the
; value k at every length (the lemma did not name |x|) and answered unsat.
(declare-fun x () String)
(declare-fun z () String)
(declare-fun j () Int)
(assert (= (str.to_int (str.++ "1" x)) j))
(assert (< j (str.to_code z)))
(assert (< j 3))
(assert (>= j 0))
(check-sat)
