; importlib.util.resolve_name's path condition: name.startswith(".") and name[0] != "."
; (the loop enumerated lengths until the limit; the fast path reads str.at as a language)
(set-info :status unsat)
(set-logic QF_SLIA)
(declare-const name String)
(assert (str.prefixof "." name))
(assert (not (= (str.at name 0) ".")))
(check-sat)
