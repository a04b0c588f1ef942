"""Quotients of a regex by a word: Brzozowski derivatives on the AST.

``left_quotient(r, w)`` is ``{u | w·u ∈ L(r)}`` and ``right_quotient(r, w)`` is
``{u | u·w ∈ L(r)}``.  They move the constant ends of a membership onto the
rest: ``c·x·d ∈ R ⇔ x ∈ c\\R/d``, for the positive and the negative literal
alike (the quotient commutes with complement).  Each character is one bottom-up
pass over the nodes (children first, no recursion):

* ``d(chars S) = ε`` if the character is in ``S``, else ``∅``; ``d(ε) = d(∅) = ∅``
* ``d(r1·…·rn) = ⋃_i d(ri)·r(i+1)…rn`` over the ``i`` whose predecessors are all
  nullable (mirrored for the right quotient)
* ``d`` commutes with union, intersection and complement
* ``d(r*) = d(r)·r*``, ``d(r{lo,hi}) = d(r)·r{max(lo−1,0),hi−1}`` (mirrored)
"""

from __future__ import annotations

from . import ast as R


def left_quotient(r: R.Regex, word: str) -> R.Regex:
    for ch in word:
        r = _derive(r, ord(ch), from_left=True)
    return r


def right_quotient(r: R.Regex, word: str) -> R.Regex:
    for ch in reversed(word):
        r = _derive(r, ord(ch), from_left=False)
    return r


def _derive(root: R.Regex, c: int, from_left: bool) -> R.Regex:
    d: dict[int, R.Regex] = {}
    for node in R.postorder(root):
        kind = node.kind
        if kind == R.CHARS:
            out = R.EPSILON if c in node.chars else R.EMPTY_LANG  # type: ignore[operator]
        elif kind in (R.NONE, R.EPS):
            out = R.EMPTY_LANG
        elif kind == R.CONCAT:
            out = _derive_concat(node.args, d, from_left)
        elif kind == R.UNION:
            out = R.union(*(d[a.id] for a in node.args))
        elif kind == R.INTER:
            out = R.inter(*(d[a.id] for a in node.args))
        elif kind == R.COMP:
            out = R.comp(d[node.args[0].id])
        elif kind == R.STAR:
            inner = d[node.args[0].id]
            out = R.concat(inner, node) if from_left else R.concat(node, inner)
        else:  # LOOP
            body = node.args[0]
            rest = R.loop(body, max(node.lo - 1, 0), None if node.hi is None else node.hi - 1)
            inner = d[body.id]
            out = R.concat(inner, rest) if from_left else R.concat(rest, inner)
        d[node.id] = out
    return d[root.id]


def _derive_concat(args: tuple[R.Regex, ...], d: dict[int, R.Regex],
                   from_left: bool) -> R.Regex:
    parts = []
    n = len(args)
    order = range(n) if from_left else range(n - 1, -1, -1)
    for i in order:
        a = args[i]
        if from_left:
            parts.append(R.concat(d[a.id], *args[i + 1:]))
        else:
            parts.append(R.concat(*args[:i], d[a.id]))
        if not a.nullable:
            break
    return R.union(*parts)
