"""Relevance: which string literals a candidate of the core needs
(docs/explanation/engine.md#the-loop).

The core's model gives every string atom a truth value, but the theory must only
respect the literals that make the assertions and facts true: for a true disjunction
one true disjunct suffices (preferring ones without string atoms), for a false
conjunction one false conjunct, for ``ite`` the taken branch.  Connectives are
evaluated from memoised leaf values, one core evaluation per leaf and round.  A
formula without any string atom (most length lemmas) adds no literal and is not
walked: whether a term holds one is remembered across rounds (terms are immutable;
the memo is weak).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from ..terms import BOOL, INT, Term
from ..terms.walk import preorder
from ..theory.seam.context import Literal
from .core import is_string_atom


def relevant_literals(formulas: list[Term], leaf: Callable[[Term], bool | int],
                      memo: AtomMemo | None = None) -> list[Literal]:
    """String literals that make ``formulas`` true under the core's model (``leaf``: the
    model's value of a non-connective Bool or Int term).

    For a true disjunction one true disjunct suffices (preferring ones without
    string atoms), for a false conjunction one false conjunct, for ``ite`` the
    taken branch; the rest of the model's atom values do not matter.  ``memo``: what
    the walks found of the terms in earlier rounds (the loop's, across its rounds).
    """
    if memo is None:
        memo = AtomMemo()
    value = _ModelValues(leaf)
    out: dict[Term, bool] = {}
    seen: set[tuple[int, bool]] = set()
    stack: list[tuple[Term, bool]] = [(f, True) for f in formulas if memo.reaches_atoms(f)]
    while stack:
        t, want = stack.pop()
        key = (t.id, want)
        if key in seen:
            continue
        seen.add(key)
        op = t.op
        if is_string_atom(t):
            out[t] = want
        elif op == "not":
            stack.append((t.args[0], not want))
        elif op in ("and", "or"):
            every = (op == "and") == want
            if every:
                stack.extend((c, want) for c in t.args)
            else:
                stack.append((_pick(t.args, want, value, memo), want))
        elif op == "=>":
            if want:
                stack.append(_pick_implied(t.args, memo.implied(t), value))
            else:
                *hyps, concl = t.args
                stack.extend((h, True) for h in hyps)
                stack.append((concl, False))
        elif op == "ite" and t.sort is BOOL:
            cond = bool(value(t.args[0]))
            stack.append((t.args[0], cond))
            stack.append((t.args[1] if cond else t.args[2], want))
        elif (op in ("=", "xor", "distinct") and t.args and t.args[0].sort is BOOL):
            stack.extend((c, bool(value(c))) for c in t.args)
        elif t.sort is BOOL and t.op != "var":
            # an integer atom: the conditions of its integer ite's count too
            if t.id not in memo.without_ites:
                conditions = _int_ite_conditions(t)
                if not conditions:
                    memo.without_ites.add(t.id)
                stack.extend((c, bool(value(c))) for c in conditions)
    return [Literal(a, v) for a, v in out.items()]


class _ModelValues:
    """Values of Bool terms under the core's model, for one round: connectives are
    computed from their children (iteratively), leaves asked of the core once.

    The memo is keyed by the terms' ids (unique for the process's life: terms are
    interned), not the terms: a term's hash is a Python method, and a round looks
    each subterm up several times (about a fifth of a loop round's relevance work)."""

    _CONNECTIVES = frozenset(("not", "and", "or", "=>", "xor"))

    def __init__(self, leaf: Callable[[Term], bool | int]) -> None:
        self._leaf = leaf
        self._memo: dict[int, bool | int] = {}

    def __call__(self, root: Term) -> bool | int:
        memo = self._memo
        known = memo.get(root.id)
        if known is not None:
            return known
        connectives = self._CONNECTIVES
        if root.op not in connectives:  # a leaf: most questions (a guard's atoms)
            known = memo[root.id] = self._leaf(root)
            return known
        stack = [root]
        while stack:
            t = stack[-1]
            tid = t.id
            if tid in memo:
                stack.pop()
                continue
            if t.op not in connectives:
                memo[tid] = self._leaf(t)
                stack.pop()
                continue
            missing = [c for c in t.args if c.id not in memo]
            if missing:
                stack.extend(missing)
                continue
            vals = [bool(memo[c.id]) for c in t.args]
            op = t.op
            if op == "not":
                memo[tid] = not vals[0]
            elif op == "and":
                memo[tid] = all(vals)
            elif op == "or":
                memo[tid] = any(vals)
            elif op == "=>":
                memo[tid] = (not all(vals[:-1])) or vals[-1]
            else:
                memo[tid] = sum(vals) % 2 == 1
            stack.pop()
        return memo[root.id]


def _pick(children: tuple[Term, ...], want: bool, value: Callable[[Term], bool | int],
          memo: AtomMemo) -> Term:
    """A child with the wanted value, preferring one without string atoms."""
    best = None
    for c in children:
        if value(c) is want:
            if not memo.has_atoms(c):
                return c
            if best is None:
                best = c
    assert best is not None, "the core's model falsifies an asserted formula"
    return best


def _pick_implied(args: tuple[Term, ...], atoms: tuple[bool, ...],
                  value: Callable[[Term], bool | int]) -> tuple[Term, bool]:
    """What makes a true ``(=> hyps… concl)`` true: the first false hypothesis or true
    conclusion (in that order) without string atoms, else the first of them.  The
    values are asked in order and only until the choice is made (a lemma's guard is
    usually a false hypothesis without atoms: the conclusion is not evaluated).
    ``args``: the implication's (the hypotheses, then the conclusion); ``atoms``:
    whether each holds string atoms (:meth:`AtomMemo.implied`)."""
    first: tuple[Term, bool] | None = None
    last = len(args) - 1
    for i, c in enumerate(args):
        w = i == last
        if value(c) is w:
            if not atoms[i]:
                return c, w
            if first is None:
                first = (c, w)
    assert first is not None, "the core's model falsifies an asserted implication"
    return first


def _int_ite_conditions(atom: Term) -> list[Term]:
    """Conditions of the Int-valued ``ite`` terms inside an integer atom."""
    out: list[Term] = []
    stack = list(atom.args)
    seen: set[Term] = set()
    while stack:
        u = stack.pop()
        if u in seen or u.sort is not INT:
            continue
        seen.add(u)
        if u.op == "ite":
            out.append(u.args[0])
            stack.extend(u.args[1:])
        else:
            stack.extend(u.args)
    return out


#: What :func:`_has_atoms` and :func:`_reaches_atoms` found, per term; weak, so that
#: the terms of a popped scope or an ended session leave with their users.
_HAS_ATOMS: weakref.WeakKeyDictionary[Term, bool] = weakref.WeakKeyDictionary()
_REACHES_ATOMS: weakref.WeakKeyDictionary[Term, bool] = weakref.WeakKeyDictionary()


def _has_atoms(t: Term) -> bool:
    """True when a Boolean formula contains a string atom (under connectives)."""
    known = _HAS_ATOMS.get(t)
    if known is None:
        known = _HAS_ATOMS[t] = any(is_string_atom(u) for u in preorder(t, _is_bool))
    return known


def _reaches_atoms(t: Term) -> bool:
    """True when a string atom occurs anywhere in ``t`` (under any operator, so also in
    the conditions of integer ``ite`` terms that the walk follows): else the walk of
    ``t`` keeps no literal."""
    known = _REACHES_ATOMS.get(t)
    if known is None:
        known = _REACHES_ATOMS[t] = any(is_string_atom(u) for u in preorder(t, _not_atom))
    return known


def _not_atom(t: Term) -> bool:
    return not is_string_atom(t)


def _is_bool(t: Term) -> bool:
    return t.sort is BOOL


class AtomMemo:
    """What the relevance walks found of terms, kept across a loop's rounds (the terms
    do not change, only the model's values): whether a term holds a string atom (under
    connectives, :func:`_has_atoms`, or anywhere, :func:`_reaches_atoms`), and so each
    argument of an implication, and the integer atoms without integer ``ite``.  Keyed by
    the terms' ids (unique for the process's life), holding no term (a term of a popped
    scope must not live on): the module's weak dictionaries make a weak reference at
    every lookup, and a round looks up every fact (units40: a fifth of a round's
    relevance walk on appscan t04)."""

    __slots__ = ("_has", "_reaches", "_implied", "without_ites")

    def __init__(self) -> None:
        #: the integer atoms without an integer ``ite`` (most: their walk is skipped)
        self.without_ites: set[int] = set()
        self._has: dict[int, bool] = {}
        self._reaches: dict[int, bool] = {}
        self._implied: dict[int, tuple[bool, ...]] = {}

    def has_atoms(self, t: Term) -> bool:
        known = self._has.get(t.id)
        if known is None:
            known = self._has[t.id] = _has_atoms(t)
        return known

    def reaches_atoms(self, t: Term) -> bool:
        known = self._reaches.get(t.id)
        if known is None:
            known = self._reaches[t.id] = _reaches_atoms(t)
        return known

    def implied(self, t: Term) -> tuple[bool, ...]:
        """Whether each argument of ``(=> hyps… concl)`` holds string atoms (flags
        only: a memo holding terms would keep those of a popped scope alive)."""
        known = self._implied.get(t.id)
        if known is None:
            known = self._implied[t.id] = tuple(self.has_atoms(c) for c in t.args)
        return known
