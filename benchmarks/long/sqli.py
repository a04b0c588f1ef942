"""Paper 003's SQL-injection problem (G-Strings ``sql.cpp`` model) at long lengths.

``w = p ++ e ++ b1 ++ "=" ++ b2 ++ e ++ s`` for a fixed random ``w``, ``b1, b2 ∈ " "*``,
``|e| >= 1`` (and ``e ∈ [a-zA-Z0-9]+`` in the ``alnum`` variant).  A satisfiable instance
has the pattern planted at a random place; an unsatisfiable one is repaired until no
``'='`` of ``w`` admits the pattern (checked exactly by :func:`injection`).
"""

from __future__ import annotations

import random

from common import Instance, smt_string

#: The characters of the seed instances (upper-case letters, digits, punctuation, space).
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'()*+,-./:;<>?@ "
ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
#: One character in this many is '=' (about as in the seeds).
EQ_EVERY = 36


def _spaces_before(w: str, i: int) -> int:
    n = 0
    while i - 1 - n >= 0 and w[i - 1 - n] == " ":
        n += 1
    return n


def _spaces_after(w: str, i: int) -> int:
    n = 0
    while i + 1 + n < len(w) and w[i + 1 + n] == " ":
        n += 1
    return n


def _shared_length(left: str, right: str, alnum: bool) -> int | None:
    """A ``k >= 1`` with ``left[-k:] == right[:k]`` (all alphanumeric when ``alnum``), or None."""
    if not left or not right:
        return None
    if left[-1] == right[0] and (not alnum or left[-1] in ALNUM):
        return 1
    if len(right) < 2:
        return None
    if alnum:  # e lies inside the alphanumeric run that ends ``left``
        k = 0
        while k < len(left) and left[-1 - k] in ALNUM:
            k += 1
        for j in range(2, min(k, len(right)) + 1):
            if left[-j:] == right[:j]:
                return j
        return None
    pair = right[:2]
    p = left.find(pair)
    while p != -1:
        k = len(left) - p
        if k >= 2 and left[p:] == right[:k]:
            return k
        p = left.find(pair, p + 1)
    return None


def injection(w: str, alnum: bool) -> tuple[int, int, int, int] | None:
    """A solution ``(position of '=', |b1|, |b2|, |e|)`` of the problem, or None."""
    for i, ch in enumerate(w):
        if ch != "=":
            continue
        for b1 in range(_spaces_before(w, i) + 1):
            for b2 in range(_spaces_after(w, i) + 1):
                k = _shared_length(w[:i - b1], w[i + 1 + b2:], alnum)
                if k is not None:
                    return i, b1, b2, k
    return None


def _random_text(rng: random.Random, n: int) -> list[str]:
    return ["=" if rng.randrange(EQ_EVERY) == 0 else rng.choice(ALPHABET) for _ in range(n)]


def instance(rng: random.Random, length: int, sat: bool, alnum: bool, name: str) -> Instance:
    chars = _random_text(rng, length)
    if sat:
        e = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                    for _ in range(rng.randint(3, 8)))
        planted = e + " " * rng.randint(0, 3) + "=" + " " * rng.randint(0, 3) + e
        at = rng.randrange(length - len(planted))
        chars[at:at + len(planted)] = list(planted)
    w = "".join(chars)
    if not sat:
        while (hit := injection(w, alnum)) is not None:
            i = hit[0]
            chars[i] = rng.choice(ALPHABET.replace(" ", ""))  # the '=' goes
            w = "".join(chars)
    else:
        assert injection(w, alnum) is not None
    constraint = ("(assert (str.in_re e (re.+ (re.union (re.range \"a\" \"z\") "
                  "(re.range \"A\" \"Z\") (re.range \"0\" \"9\")))))\n" if alnum else "")
    body = (
        "(declare-fun p () String)\n(declare-fun e () String)\n(declare-fun b1 () String)\n"
        "(declare-fun b2 () String)\n(declare-fun s () String)\n(declare-fun w () String)\n"
        f"(assert (= w {smt_string(w)}))\n"
        "(assert (= w (str.++ p e b1 \"=\" b2 e s)))\n"
        "(assert (str.in_re b1 (re.* (str.to_re \" \"))))\n"
        "(assert (str.in_re b2 (re.* (str.to_re \" \"))))\n"
        "(assert (>= (str.len e) 1))\n" + constraint)
    note = (f"w = p ++ e ++ b1 ++ \"=\" ++ b2 ++ e ++ s, |w| = {length}"
            + (", e alphanumeric" if alnum else ""))
    return Instance(name, "sat" if sat else "unsat", note, body)


def family(rng: random.Random, lengths: list[int]) -> list[Instance]:
    out = []
    for n in lengths:
        for sat in (True, False):
            for alnum in (False, True):
                tag = f"sqli_L{n:06d}_{'sat' if sat else 'unsat'}{'_alnum' if alnum else ''}"
                out.append(instance(rng, n, sat, alnum, tag))
    return out
