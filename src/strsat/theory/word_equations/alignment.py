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
from ...terms.formulas import by_id
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
    out = Alignment()

    def emit(premises: Iterable[Term], conclusion: Term, kind: Inference) -> None:
        out.lemmas.append(Lemma(tuple(premises), conclusion, kind))

    a, b = end.items(left), end.items(right)
    done_a: list[Term] = []
    done_b: list[Term] = []
    i = j = 0
    off_a = off_b = 0  # characters of a constant already walked
    while i < len(a) and j < len(b):
        x, y = a[i], b[j]
        if x is y and off_a == 0 and off_b == 0:
            done_a.append(x)
            done_b.append(y)
            i += 1
            j += 1
            continue
        aligned = mk("=", length_of(done_a), length_of(done_b))
        why = base | end.premises(left, i) | end.premises(right, j)
        hyps = by_id(why) + [aligned]
        if x.op == "const" and y.op == "const":
            cx, cy = end.rest(x, off_a), end.rest(y, off_b)
            n = min(len(cx), len(cy))
            if cx[:n] != cy[:n]:
                out.clash_at_end = all(t.op == "const" for t in done_a + done_b)
                emit(hyps, FALSE, Inference.NF_CONST_MISMATCH)
                return out
            piece = end.word(cx[:n])
            done_a.append(piece)
            done_b.append(piece)
            off_a += n
            off_b += n
            if off_a == len(x.value):  # type: ignore[arg-type]
                i, off_a = i + 1, 0
            if off_b == len(y.value):  # type: ignore[arg-type]
                j, off_b = j + 1, 0
            continue
        if x.op == "var" and y.op == "var":
            lx, ly = length(x), length(y)
            if lx == ly:
                emit(hyps + [mk("=", _len(x), _len(y))], mk("=", x, y),
                     Inference.NF_UNIFY)
                done_a.append(x)
                done_b.append(y)
                i += 1
                j += 1
                continue
            short, long_ = (x, y) if lx < ly else (y, x)
            if depth(long_) >= MAX_SPLIT_DEPTH or depth(short) >= MAX_SPLIT_DEPTH:
                return out
            k = skolem(end.split, long_, short)
            emit(hyps + [mk("<", _len(short), _len(long_))], mk("=", long_, end.then(short, k)),
                 Inference.NF_SPLIT_VAR)
            return out
        # a variable against (the rest of) a constant
        var_on_a = x.op == "var"
        var, const, off = (x, y, off_b) if var_on_a else (y, x, off_a)
        rest = end.rest(const, off)
        lv = length(var)
        if lv > len(rest):
            if depth(var) >= MAX_SPLIT_DEPTH:
                return out
            whole = end.word(rest)
            k = skolem(end.split, var, whole)
            emit(hyps + [mk(">=", _len(var), integer(len(rest)))],
                 mk("=", var, end.then(whole, k)), Inference.NF_SPLIT_CONST)
            return out
        piece = end.word(rest[:lv])
        emit(hyps + [mk("=", _len(var), integer(lv))], mk("=", var, piece),
             Inference.NF_SPLIT_CONST)
        done_a.append(var if var_on_a else piece)
        done_b.append(piece if var_on_a else var)
        if var_on_a:
            i += 1
            off_b += lv
            if lv == len(rest):
                j, off_b = j + 1, 0
        else:
            j += 1
            off_a += lv
            if lv == len(rest):
                i, off_a = i + 1, 0
    return out
