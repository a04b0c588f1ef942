; issue 38 (brief unknown38): urlsplit's netloc search url.find("/", 2) in the text after
; the scheme's colon is always below the text's length (found or -1): its negation is unsat.
; fsspec infer_storage_options' dumped checks held it; a search from 2 was no reading before.
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const x String)
(define-fun i () Int (str.indexof x ":" 0))
(define-fun u () String (str.substr x (+ i 1) (- (str.len x) (+ i 1))))
(assert (> i 0))
(assert (str.prefixof "//" u))
(assert (not (< (str.indexof u "/" 2) (str.len u))))
(check-sat)
