"""Test helpers: random regex syntax trees, their SMT-LIB terms, their Python ``re``
patterns, and a naive membership oracle (brute force over splits) that also
covers complement, intersection and difference.

A tree is a tuple: ("lit", s) | ("cls", ((lo, hi), ...)) | ("alt", a, b) |
("cat", a, b) | ("star", a) | ("plus", a) | ("opt", a) | ("rep", a, m, n) |
("comp", a) | ("inter", a, b) | ("diff", a, b) | ("all",) | ("none",) | ("any",).
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import strategies as st

from strsat.terms import Term, integer, mk, string

ALPHABET = "abc"

_leaf = st.one_of(
    st.text(ALPHABET, max_size=3).map(lambda s: ("lit", s)),
    st.lists(st.tuples(st.sampled_from(ALPHABET), st.sampled_from(ALPHABET)), min_size=1,
             max_size=2).map(lambda rs: ("cls", tuple((min(a, b), max(a, b)) for a, b in rs))),
)


def _extend(classic: bool):
    def ext(children):
        opts = [
            st.tuples(st.just("alt"), children, children),
            st.tuples(st.just("cat"), children, children),
            st.tuples(st.just("star"), children),
            st.tuples(st.just("plus"), children),
            st.tuples(st.just("opt"), children),
            st.tuples(st.just("rep"), children, st.integers(0, 3), st.integers(0, 3)).map(
                lambda t: (t[0], t[1], min(t[2], t[3]), max(t[2], t[3]))),
        ]
        if not classic:
            opts += [
                st.tuples(st.just("comp"), children),
                st.tuples(st.just("inter"), children, children),
                st.tuples(st.just("diff"), children, children),
                st.tuples(st.just("rep"), children, st.integers(0, 4), st.integers(0, 4)),
            ]
        return st.one_of(*opts)
    return ext


#: Trees of the fragment shared with Python's ``re``.
classic_regexes = st.recursive(_leaf, _extend(True), max_leaves=6)
#: Trees with complement, intersection, difference and empty loops (i > j).
extended_regexes = st.recursive(
    st.one_of(_leaf, st.sampled_from([("all",), ("none",), ("any",)])),
    _extend(False), max_leaves=6)
words = st.text(ALPHABET, max_size=7)


def to_term(tree: tuple) -> Term:
    """The SMT-LIB RegLan term of a tree (iterative to avoid recursion on deep trees
    is unnecessary here: trees are small)."""
    kind = tree[0]
    if kind == "lit":
        return mk("str.to_re", string(tree[1]))
    if kind == "cls":
        parts = [mk("re.range", string(a), string(b)) for a, b in tree[1]]
        return parts[0] if len(parts) == 1 else mk("re.union", *parts)
    if kind == "all":
        return mk("re.all")
    if kind == "none":
        return mk("re.none")
    if kind == "any":
        return mk("re.allchar")
    sub = [to_term(c) for c in tree[1:] if isinstance(c, tuple)]
    if kind == "alt":
        return mk("re.union", *sub)
    if kind == "cat":
        return mk("re.++", *sub)
    if kind == "inter":
        return mk("re.inter", *sub)
    if kind == "diff":
        return mk("re.diff", *sub)
    if kind == "star":
        return mk("re.*", sub[0])
    if kind == "plus":
        return mk("re.+", sub[0])
    if kind == "opt":
        return mk("re.opt", sub[0])
    if kind == "comp":
        return mk("re.comp", sub[0])
    if kind == "rep":
        if tree[2] == tree[3] and tree[2] % 2 == 0:
            return mk("re.^", sub[0], indices=(tree[2],))
        return mk("re.loop", sub[0], indices=(tree[2], tree[3]))
    raise AssertionError(kind)


def to_python(tree: tuple) -> str:
    """A Python ``re`` pattern with the same language (classic fragment only)."""
    kind = tree[0]
    if kind == "lit":
        return re.escape(tree[1])
    if kind == "cls":
        return "[" + "".join(f"{a}-{b}" for a, b in tree[1]) + "]"
    if kind == "alt":
        return f"(?:{to_python(tree[1])}|{to_python(tree[2])})"
    if kind == "cat":
        return f"(?:{to_python(tree[1])})(?:{to_python(tree[2])})"
    if kind == "star":
        return f"(?:{to_python(tree[1])})*"
    if kind == "plus":
        return f"(?:{to_python(tree[1])})+"
    if kind == "opt":
        return f"(?:{to_python(tree[1])})?"
    if kind == "rep":
        return f"(?:{to_python(tree[1])}){{{tree[2]},{tree[3]}}}"
    raise AssertionError(kind)


def naive_member(tree: tuple, w: str) -> bool:
    """Membership by the definition of each operator, brute force over splits."""

    @cache
    def m(t: tuple, s: str) -> bool:
        kind = t[0]
        if kind == "lit":
            return s == t[1]
        if kind == "cls":
            return len(s) == 1 and any(a <= s <= b for a, b in t[1])
        if kind == "all":
            return True
        if kind == "none":
            return False
        if kind == "any":
            return len(s) == 1
        if kind == "alt":
            return m(t[1], s) or m(t[2], s)
        if kind == "inter":
            return m(t[1], s) and m(t[2], s)
        if kind == "diff":
            return m(t[1], s) and not m(t[2], s)
        if kind == "comp":
            return not m(t[1], s)
        if kind == "cat":
            return any(m(t[1], s[:k]) and m(t[2], s[k:]) for k in range(len(s) + 1))
        if kind == "star":
            return power_range(t[1], s, 0, None)
        if kind == "plus":
            return power_range(t[1], s, 1, None)
        if kind == "opt":
            return s == "" or m(t[1], s)
        if kind == "rep":
            return power_range(t[1], s, t[2], t[3])
        raise AssertionError(kind)

    @cache
    def power(t: tuple, s: str, k: int) -> bool:
        # s in L(t)^k
        if k == 0:
            return s == ""
        return any(m(t, s[:j]) and power(t, s[j:], k - 1) for j in range(len(s) + 1))

    def power_range(t: tuple, s: str, lo: int, hi: int | None) -> bool:
        if hi is not None and lo > hi:
            return False
        # With k > |s| + lo, extra factors can only be empty: L^k for k >= |s|+1 adds nothing
        # new beyond k = max(lo, |s|) when eps in L, and nothing at all otherwise.
        top = len(s) + max(lo, 1) if hi is None else hi
        return any(power(t, s, k) for k in range(lo, top + 1))

    return m(tree, w)


def naive_replace_re(w: str, member, t: str, nonempty: bool) -> str | None:
    """The leftmost-shortest replacement by the standard's definition, or None."""
    for i in range(len(w) + 1):
        for j in range(i + (1 if nonempty else 0), len(w) + 1):
            if member(w[i:j]):
                return w[:i] + t + w[j:]
    return None


def naive_replace_re_all(w: str, member, t: str) -> str:
    out = []
    rest = w
    while True:
        found = None
        for i in range(len(rest) + 1):
            for j in range(i + 1, len(rest) + 1):
                if member(rest[i:j]):
                    found = (i, j)
                    break
            if found:
                break
        if found is None:
            out.append(rest)
            return "".join(out)
        i, j = found
        out.append(rest[:i] + t)
        rest = rest[j:]


def int_term(n: int) -> Term:
    return integer(n) if n >= 0 else mk("-", integer(-n))
