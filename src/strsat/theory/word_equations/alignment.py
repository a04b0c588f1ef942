"""Aligning the two sides of a word equation from one end (paper 002, Z3str2 §3–4).

:func:`align` walks both expansions from an :class:`End` — the left end reads the
items as written, the right end reads them reversed and each constant backwards —
so one forward walk serves both ends.  With ``P`` and ``Q`` the items already walked
on the two sides, the premises of a lemma are ``base``, the literals behind the items
walked so far (:meth:`End.premises`; not those of the rest: an end that clashes needs
no facts about the other end) and ``|P| = |Q|``.  At the first pair of items that are
not identical:

* two constants that disagree at an aligned character: conflict
  (``NF_CONST_MISMATCH``; at the very end of both sides, with only constants
  walked, it is a clash no length fact can beat);
* two variables ``x``, ``y``: the core's lengths choose the arrangement (paper 002:
  "only arrangements consistent with the length assertions are explored"):
  ``|x| = |y| ⊢ x = y`` (``NF_UNIFY``, the walk goes on), ``|x| < |y| ⊢ y = x·k``
  (``NF_SPLIT_VAR``, ``k·x`` from the right end);
* a variable ``x`` and (the rest of) a constant ``c``: ``|x| ≥ |c| ⊢ x = c·k``, or
  ``|x| = n ≤ |c| ⊢ x = c[0:n]`` (``NF_SPLIT_CONST``; the piece goes on).

Splits of a variable by a skolem at :data:`MAX_SPLIT_DEPTH` are not made (the
fixed-length search decides those candidates).  The walk returns an
:class:`Alignment`; the word-equation step decides which lemmas to send.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...terms import FALSE, Term, integer, mk, string
from ...terms.formulas import by_id, ordered
from ..seam.context import Lemma
from ..seam.equalities import Expansion, length_of, prefix_premises, suffix_premises
from ..seam.inferences import Inference

#: Splits of a variable by a skolem of this depth or more are not made.
MAX_SPLIT_DEPTH = 12


class End:
    """The end of an equation an alignment starts from (``split``: the skolem kind of
    a split made from it)."""

    __slots__ = ("forward", "split")

    def __init__(self, forward: bool, split: str) -> None:
        self.forward = forward
        self.split = split

    def items(self, exp: Expansion) -> list[Term]:
        """The items in walking order."""
        return exp.items if self.forward else exp.items[::-1]

    def rest(self, c: Term, walked: int) -> str:
        """What is left of the constant ``c`` after ``walked`` characters, in walking order."""
        w = c.value
        assert isinstance(w, str)
        return w[walked:] if self.forward else w[:len(w) - walked][::-1]

    def word(self, walked: str) -> Term:
        """A walked piece of a constant, as the constant it is in reading order."""
        return string(walked if self.forward else walked[::-1])

    def then(self, first: Term, rest: Term) -> Term:
        """``first`` met first from this end, then ``rest``."""
        return mk("str.++", first, rest) if self.forward else mk("str.++", rest, first)

    def premises(self, exp: Expansion, k: int) -> set[Term]:
        """The premises behind the items up to the ``k``-th one walked."""
        if self.forward:
            return prefix_premises(exp, k)
        return suffix_premises(exp, len(exp.items) - 1 - k)


LEFT = End(True, "split")
RIGHT = End(False, "rsplit")


class Alignment:
    """The lemmas of one walk, in order, and whether it ended on a clash of constants
    with only constants walked."""

    __slots__ = ("lemmas", "clash_at_end")

    def __init__(self) -> None:
        self.lemmas: list[Lemma] = []
        self.clash_at_end = False


def _len(x: Term) -> Term:
    return mk("str.len", x)


def align(left: Expansion, right: Expansion, base: set[Term], end: End,
          length: Callable[[Term], int], depth: Callable[[Term], int],
          skolem: Callable[[str, Term, Term], Term]) -> Alignment:
    """Walk ``left`` and ``right`` from ``end`` under the core's ``length`` of each
    variable; the lemmas the lengths call for (see the module doc)."""
    walk = _Walk(left, right, base, end, length, depth, skolem)
    while walk.i < len(walk.a) and walk.j < len(walk.b) and walk.step():
        pass
    return walk.out


class _Walk:
    """One alignment walk: the items of both sides in walking order, the position
    ``i``/``j`` in each with the characters ``off_a``/``off_b`` of a constant already
    walked there, and the items walked (``done_a``/``done_b``, the same length)."""

    def __init__(self, left: Expansion, right: Expansion, base: set[Term], end: End,
                 length: Callable[[Term], int], depth: Callable[[Term], int],
                 skolem: Callable[[str, Term, Term], Term]) -> None:
        self.left, self.right, self.base, self.end = left, right, base, end
        self.length, self.depth, self.skolem = length, depth, skolem
        self.out = Alignment()
        self.a, self.b = end.items(left), end.items(right)
        self.done_a: list[Term] = []
        self.done_b: list[Term] = []
        self.i = self.j = 0
        self.off_a = self.off_b = 0

    def step(self) -> bool:
        """Walk past the next pair of items (False: the walk ends here)."""
        x, y = self.a[self.i], self.b[self.j]
        if x is y and self.off_a == 0 and self.off_b == 0:
            self._walked(x, y, 1, 1)
            return True
        if x.op == "const" and y.op == "const":
            return self._constants(x, y)
        if x.op == "var" and y.op == "var":
            return self._variables(x, y)
        return self._variable_constant(x, y)

    def _hypotheses(self) -> list[Term]:
        """The premises of a lemma at this point: ``base``, the items' literals so far
        and ``|P| = |Q|``."""
        end = self.end
        why = self.base | end.premises(self.left, self.i) | end.premises(self.right, self.j)
        return by_id(why) + [mk("=", length_of(self.done_a), length_of(self.done_b))]

    def _emit(self, premises: Iterable[Term], conclusion: Term, kind: Inference) -> None:
        self.out.lemmas.append(Lemma(ordered(premises), conclusion, kind))

    def _walked(self, x: Term, y: Term, di: int, dj: int) -> None:
        """``x`` and ``y`` walked; ``i`` and ``j`` advance by ``di`` and ``dj``."""
        self.done_a.append(x)
        self.done_b.append(y)
        self.i += di
        self.j += dj

    def _constants(self, x: Term, y: Term) -> bool:
        """Two constants: their common part is walked, or they clash."""
        hyps = self._hypotheses()
        cx, cy = self.end.rest(x, self.off_a), self.end.rest(y, self.off_b)
        n = min(len(cx), len(cy))
        if cx[:n] != cy[:n]:
            self.out.clash_at_end = all(t.op == "const" for t in self.done_a + self.done_b)
            self._emit(hyps, FALSE, Inference.NF_CONST_MISMATCH)
            return False
        piece = self.end.word(cx[:n])
        di, dj = int(n == len(cx)), int(n == len(cy))  # a constant walked to its end
        self.off_a = 0 if di else self.off_a + n
        self.off_b = 0 if dj else self.off_b + n
        self._walked(piece, piece, di, dj)
        return True

    def _variables(self, x: Term, y: Term) -> bool:
        """Two variables: unified at equal lengths, else the longer one split."""
        hyps = self._hypotheses()
        lx, ly = self.length(x), self.length(y)
        if lx == ly:
            self._emit(hyps + [mk("=", _len(x), _len(y))], mk("=", x, y), Inference.NF_UNIFY)
            self._walked(x, y, 1, 1)
            return True
        short, long_ = (x, y) if lx < ly else (y, x)
        if self.depth(long_) >= MAX_SPLIT_DEPTH or self.depth(short) >= MAX_SPLIT_DEPTH:
            return False
        k = self.skolem(self.end.split, long_, short)
        self._emit(hyps + [mk("<", _len(short), _len(long_))],
                   mk("=", long_, self.end.then(short, k)), Inference.NF_SPLIT_VAR)
        return False

    def _variable_constant(self, x: Term, y: Term) -> bool:
        """A variable against (the rest of) a constant: the variable is split by the
        whole rest, or is the piece of its length (which the walk goes past)."""
        hyps = self._hypotheses()
        var_on_a = x.op == "var"
        var, const, off = (x, y, self.off_b) if var_on_a else (y, x, self.off_a)
        rest = self.end.rest(const, off)
        lv = self.length(var)
        if lv > len(rest):
            if self.depth(var) >= MAX_SPLIT_DEPTH:
                return False
            whole = self.end.word(rest)
            k = self.skolem(self.end.split, var, whole)
            self._emit(hyps + [mk(">=", _len(var), integer(len(rest)))],
                       mk("=", var, self.end.then(whole, k)), Inference.NF_SPLIT_CONST)
            return False
        piece = self.end.word(rest[:lv])
        self._emit(hyps + [mk("=", _len(var), integer(lv))], mk("=", var, piece),
                   Inference.NF_SPLIT_CONST)
        ends = 1 if lv == len(rest) else 0
        if var_on_a:
            self.off_b = 0 if ends else self.off_b + lv
            self._walked(var, piece, 1, ends)
        else:
            self.off_a = 0 if ends else self.off_a + lv
            self._walked(piece, var, ends, 1)
        return True
