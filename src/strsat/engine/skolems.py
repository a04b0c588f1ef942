"""The one place where skolem variables are made.

A skolem stands for a term or a witness of an existential: ``k = substr(x, i, n)``
or "the k with x = y·k".  Each is identified by its kind and the arguments it
depends on, so asking twice gives the same variable (lemmas that mention it
stay consistent).  Names start with ``@``, reserved for solvers by SMT-LIB, so
they never clash with user symbols and are dropped from printed models.

Kinds in use (each a function of its arguments; document new ones here):

* ``purify`` (t) — the value of a purified term: ``k = t``
  (:mod:`strsat.engine.preprocess`; Int-sorted for the integer functions of strings);
* ``cc`` (t) — a concatenation argument of a string predicate: ``k = t``;
* ``ite`` (t) — a String-sorted ``ite``: ``c ⇒ k = a``, ``¬c ⇒ k = b``;
* ``split`` / ``rsplit`` (x, y) — the rest of ``x`` after ``y`` when the word-equation
  alignment from the left / right end places ``y`` inside ``x``: ``x = y·k`` /
  ``x = k·y`` (:mod:`strsat.theory.word_equations.alignment`);

and of the reductions (:mod:`strsat.theory.reductions`):

* ``pre`` / ``suf`` (x, n), n Int — ``substr(x, 0, n)`` / ``substr(x, n, |x| - n)``;
* ``ctn_pre`` / ``ctn_suf`` (s, t) — ``s = ctn_pre·t·ctn_suf`` at the FIRST
  occurrence of t in s (both ``""`` when t does not occur);
* ``rre_pre`` / ``rre_match`` / ``rre_post`` (x, R) — ``x = pre·match·post`` at the
  leftmost, then shortest, match of R in x;
* ``ra_rest`` (b, y, z) — ``replace_all(b, y, z)``; ``ra_count`` (x, y), Int — the
  number of occurrences of y ≠ "" that replace_all replaces in x;
* ``rra_rest`` (b, R, z) — ``replace_re_all(b, R, z)``;
* ``re_part`` (x, R, i), i Int — the i-th part of ``x`` when a membership in a regex
  built from string terms decomposes it.
"""

from __future__ import annotations

from ..terms import STRING, Sort, Term, var


class Skolems:
    """Factory of skolem variables, keyed by (kind, arguments).

    The skolems made in an assertion scope leave with its ``pop`` (:mod:`.scopes`), as
    the definitions and lemmas that mention them do: a session that names its
    variables afresh for each branch keeps only the live scopes' skolems (issue 40).
    Names come from a counter that a ``pop`` does not rewind, so a skolem made after a
    ``pop`` never shares its name with one made before."""

    PREFIX = "@"

    #: What an assertion scope saves and restores (:mod:`.scopes`).
    scoped = ("_made", "_defs", "_depth")

    def __init__(self) -> None:
        self._made: dict[tuple[str, Sort, tuple[int, ...]], Term] = {}
        self._defs: dict[Term, tuple[str, tuple[Term, ...]]] = {}
        self._depth: dict[Term, int] = {}
        #: skolems made so far (the next one's number in its name)
        self._serial = 0

    def skolem(self, kind: str, *args: Term, sort: Sort | None = None) -> Term:
        """The skolem of ``kind`` for ``args`` (a String unless ``sort`` says otherwise)."""
        sort = sort or STRING
        key = (kind, sort, tuple(a.id for a in args))
        made = self._made.get(key)
        if made is None:
            made = var(f"{self.PREFIX}{kind}!{self._serial}", sort)
            self._serial += 1
            self._made[key] = made
            self._defs[made] = (kind, args)
        return made

    def is_skolem(self, t: Term) -> bool:
        return t in self._defs

    def definition(self, t: Term) -> tuple[str, tuple[Term, ...]] | None:
        """(kind, arguments) of a skolem, or None for other terms."""
        return self._defs.get(t)

    def depth(self, t: Term) -> int:
        """0 for non-skolems; else 1 + the largest depth of the skolems it depends on."""
        memo = self._depth
        stack = [t]
        while stack:
            u = stack[-1]
            if u in memo or u not in self._defs:
                stack.pop()
                continue
            deps = [a for a in self._subterms(self._defs[u][1]) if a in self._defs]
            todo = [a for a in deps if a not in memo]
            if todo:
                stack.extend(todo)
                continue
            memo[u] = 1 + max((memo[a] for a in deps), default=0)
            stack.pop()
        return memo.get(t, 0)

    @staticmethod
    def _subterms(args: tuple[Term, ...]) -> set[Term]:
        from ..terms.walk import postorder_many

        return {t for t in postorder_many(list(args)) if t.op == "var"}

    def __len__(self) -> int:
        return len(self._made)
