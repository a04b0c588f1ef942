# Origin: written for strsat after blog-style "solve Wordle with z3" scripts: the feedback
# of earlier guesses becomes constraints on a five-letter word (green: the letter at that
# position, yellow: elsewhere, grey: absent), and the candidates are enumerated.
from z3 import *

word = String("word")
s = Solver()
s.add(Length(word) == 5, InRe(word, Star(Range("a", "e"))))

# guess "abcde": a green, b yellow, c grey, d grey, e yellow
s.add(word.at(0) == "a")
s.add(Contains(word, "b"), word.at(1) != "b")
s.add(Not(Contains(word, "c")), Not(Contains(word, "d")))
s.add(Contains(word, "e"), word.at(4) != "e")
# guess "aebba": a green at 0 only, e yellow, b green at 2, b grey elsewhere
s.add(word.at(2) == "b", word.at(1) != "e", word.at(3) != "b", word.at(4) != "a")

candidates = []
while s.check() == sat:
    w = s.model()[word].as_string()
    candidates.append(w)
    s.add(word != w)
print(s.check())
print(len(candidates) > 0, all(w[0] == "a" and w[2] == "b" for w in candidates))
