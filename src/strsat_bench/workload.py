"""The branch conditions of the in-process workloads (``strsat bench-api`` and its
``--soak``): what a symbolic executor of string-handling code asserts, drawn at random
over two string inputs."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from strsat import api as A


def branch_conditions(rng: random.Random, s: Any = None, t: Any = None
                      ) -> list[Callable[[], Any]]:
    """Branch conditions over the inputs ``s`` and ``t`` (strsat expressions; by
    default the String constants named ``s`` and ``t``)."""
    if s is None or t is None:
        s, t = A.Strings("s t")
    words = ["http", "://", "www.", ".com", "@", "admin", "a", "/", "?q=", "..", "%2e", "x"]

    def w() -> str:
        return rng.choice(words)

    def k(hi: int = 12) -> int:
        return rng.randint(0, hi)

    regexes = [A.Plus(A.Range("a", "z")), A.Star(A.Union(A.Re("ab"), A.Re("c"))),
               A.Concat(A.Star(A.AllChar()), A.Re("@"), A.Plus(A.Range("a", "z"))),
               A.Concat(A.Plus(A.Range("0", "9")), A.Option(A.Re(".")),
                        A.Star(A.Range("0", "9")))]
    return [
        lambda: A.PrefixOf(w(), s),
        lambda: A.SuffixOf(w(), s),
        lambda: A.Contains(s, w()),
        lambda: A.IndexOf(s, w()) == k(),
        lambda: A.IndexOf(s, w(), k(4)) > k(8),
        lambda: A.Length(s) > k(20),
        lambda: A.Length(s) == k(24),
        lambda: s[k(6)] == rng.choice("ah/:.@0"),
        lambda: A.SubString(s, k(4), k(5)) == w(),
        lambda: A.InRe(s, rng.choice(regexes)),
        lambda: s == t + w(),
        lambda: A.Contains(t, w()),
        lambda: t == A.SubString(s, k(3), k(6)),
        lambda: A.Length(t) < A.Length(s) - k(3),
    ]


__all__ = ["branch_conditions"]
