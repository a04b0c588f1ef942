(set-info :status sat)
; a replace chain ending in a sink membership: only a second "<" survives the first
; replace; the input's language is the exact preimage of the sink (issue 39)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace (str.replace x "<" "&lt;") ">" "&gt;")))
(assert (str.in_re y (re.++ re.all (str.to_re "<script") re.all)))
(check-sat)
