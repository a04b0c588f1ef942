; mimetypes.guess_type (issue 38): splitext of base + suffix_map[ext] -- the last '.' lies after the
; last '/', since every suffix the table maps to has a '.' and no '/'.  Reduced from a flip of
; content_kind (benchmarks/explore/libcalls.py) that ran out of the explorer's short budget
; (148,689 units for the whole check; this file 27,843 units at 2678161).
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const base String)
(declare-const ext String)
(declare-const slash Int)
(declare-const dot Int)
(define-fun x () String (str.++ base (ite (= (str.to_lower ext) ".svgz") ".svg.gz" (ite (= (str.to_lower ext) ".tgz") ".tar.gz" (ite (= (str.to_lower ext) ".tbz2") ".tar.bz2" ".tar.xz")))))
(assert (or (and (= slash (- 1)) (not (str.contains x "/")))
            (and (>= slash 0) (<= (+ slash 1) (str.len x)) (= (str.substr x slash 1) "/")
                 (not (str.contains (str.substr x (+ slash 1) (- (str.len x) (+ slash 1))) "/")))))
(assert (or (and (= dot (- 1)) (not (str.contains x ".")))
            (and (>= dot 0) (<= (+ dot 1) (str.len x)) (= (str.substr x dot 1) ".")
                 (not (str.contains (str.substr x (+ dot 1) (- (str.len x) (+ dot 1))) ".")))))
(assert (not (> dot slash)))
(check-sat)
