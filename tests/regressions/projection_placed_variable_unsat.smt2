; issue 39 (engine/procedures/projections.py): x.#.y.z in R puts x in {a,b}* and y in
; {a,b} (|y| = 1, y /= "c"), and then x.y.#.z is in R for every z the first membership
; allows, so its negation has no model.  The loop blocked one length vector a round
; (unknown at the limit); the shape of norn's StringReplace files (Z3-Noodler: unsat).
(set-info :status unsat)
(set-option :reproducible-resource-limit 60000)
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(define-fun R () RegLan (re.++ (re.* (re.union (str.to_re "#") (str.to_re "a") (str.to_re "b"))) (re.union (str.to_re "") (re.++ (str.to_re "c") (re.* (re.union (str.to_re "a") (str.to_re "b") (str.to_re "c")))))))
(assert (str.in_re (str.++ x "#" y z) R))
(assert (str.in_re x (re.* (re.range "a" "e"))))
(assert (str.in_re (str.++ y z) (re.* (re.range "a" "e"))))
(assert (not (= y "c")))
(assert (and (<= (+ (str.len y) (- 1)) 0) (<= 0 (+ (str.len y) (- 1)))))
(assert (not (str.in_re (str.++ x y "#" z) R)))
(check-sat)
