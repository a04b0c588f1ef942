# Origin: written for strsat after CTF write-ups that invert a character-shifting
# "encryption" with z3py: each output character is the input character's code plus a
# per-position key, and the known ciphertext fixes the input.
from z3 import *

cipher = "KHOORZ"
flag = String("flag")
k = Int("k")
s = Solver()
s.add(Length(flag) == len(cipher), k >= 1, k <= 25)
for i, c in enumerate(cipher):
    code = StrToCode(SubString(flag, i, 1))
    s.add(code >= ord("A"), code <= ord("Z"))
    s.add((code - ord("A") + k) % 26 == ord(c) - ord("A"))
s.add(PrefixOf("HE", flag))
print(s.check())
m = s.model()
print(m[flag].as_string(), m[k].as_long())

# the key is unique: no other key decrypts to a word starting with HE
s.add(k != m[k])
print(s.check())

# StrFromCode builds the characters back
t = Solver()
c0 = Int("c0")
t.add(StrFromCode(c0) == "Q", c0 > 0)
print(t.check(), t.model()[c0].as_long())
