; issue 27: paper 000 §3.3's random17 pair at length 100 (benchmarks/grammars, seed 27): sat,
; its common words are rare (none found by the search in 20,000 nodes); aligned pumping
; of a common word of length 17 or 19 gives one (theory/grammar/pump.py)
(set-info :status sat)
(set-logic QF_SLIA)
(declare-grammar G0 ((|<start>| (|<n2>| |<n2>| |<n3>|) (|<n3>| |<n1>|) ("b" "a" "b")) (|<n1>| (|<start>|) (|<n1>| |<n1>| |<n2>|) (|<n1>| |<n2>| "b") ("b")) (|<n2>| ("b" |<n2>| |<start>|) (|<n4>| |<n4>|) ("b" "a")) (|<n3>| (|<n4>| |<n1>| "b") ("a" "b")) (|<n4>| (|<n1>| "b") (|<start>| |<start>|) ("b"))))
(declare-grammar G1 ((|<start>| ("a") (|<n2>| |<n1>|) (|<start>|) (|<n1>| |<start>| "b") ("a" "a") ("a" |<start>|) (|<n1>|)) (|<n1>| ("a" |<n2>| "a") ("a")) (|<n2>| (|<n2>|) ("a" "a" |<n2>|) ("b" "b" |<start>|) ("a" "b"))))
(declare-const x String)
(assert (str.in_grammar x G0))
(assert (str.in_grammar x G1))
(assert (= (str.len x) 100))
(check-sat)
