(set-info :status sat)
(set-logic QF_S)
; z is built from constants around one free variable s (twice) and must contain
; "<SCRIPT": the word goes into s (a hint), not over z's constants
(declare-fun s () String)
(declare-fun x () String)
(declare-fun y () String)
(declare-fun z () String)
(assert (= x (str.++ "<td><img alt=""" s """ border=""0"" src=""/s/")))
(assert (= y (str.++ " onclick=""insert('/s/.gif','" s "')"" width=""15"" />")))
(assert (= z (str.++ x ".gif"" " y)))
(assert (str.in_re z (re.++ (re.* re.allchar) (str.to_re "<SCRIPT") (re.* re.allchar))))
(check-sat)
(get-value (s))
