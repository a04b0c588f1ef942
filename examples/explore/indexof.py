"""Paper 001, Table 6: the IndexOf progression, in Python.

``contains_c`` tests that ``s`` contains ``c`` different, non-overlapping strings with a
long common prefix (``s.IndexOf(s_i) != -1`` in the C# original, ``s.find(w) != -1``
here), for c = 1..6.  Each has c + 1 paths: the i-th test failing (i = 1..c), or all
passing, which needs a string holding all c words.  ``strsat explore
examples/explore/indexof.py:contains_6``.
"""

PREFIX = "Microsoft.Research.Pex.Strings."
WORDS = [PREFIX + w for w in ("Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot")]
A, B, C, D, E, F = WORDS


def contains_1(s: str) -> bool:
    if s.find(A) != -1:
        return True
    return False


def contains_2(s: str) -> bool:
    if s.find(A) != -1 and s.find(B) != -1:
        return True
    return False


def contains_3(s: str) -> bool:
    if s.find(A) != -1 and s.find(B) != -1 and s.find(C) != -1:
        return True
    return False


def contains_4(s: str) -> bool:
    if (s.find(A) != -1 and s.find(B) != -1 and s.find(C) != -1
            and s.find(D) != -1):
        return True
    return False


def contains_5(s: str) -> bool:
    if (s.find(A) != -1 and s.find(B) != -1 and s.find(C) != -1
            and s.find(D) != -1 and s.find(E) != -1):
        return True
    return False


def contains_6(s: str) -> bool:
    if (s.find(A) != -1 and s.find(B) != -1 and s.find(C) != -1
            and s.find(D) != -1 and s.find(E) != -1 and s.find(F) != -1):
        return True
    return False
