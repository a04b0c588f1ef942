"""Boolean formula builders: the one place that spells ``and``, ``or`` and ``=>``.

Lemmas, reductions and rewrite rules all build the same few shapes: a conjunction
or disjunction that is its part when there is one part, an implication
``premises ⇒ conclusion`` that is the conclusion alone when nothing is premised, and
the refutation ``¬(premises)`` of a conflict (what ``premises ⇒ false`` builds).
These builders do no simplification beyond that (``conj(TRUE, x)`` stays a
conjunction): the simplifier and :mod:`strsat.python.termops` fold constants where
they want it.  A lemma's premises are usually a set; :func:`by_id` gives them the
canonical order of the check (deduplicated, by :func:`~.term.check_order`) so that
the same premises make the same term in a check.  :func:`in_grammar` builds the atom of a grammar
membership (registering the grammar under its index).
"""

from __future__ import annotations

from _collections_abc import Set as AbstractSet  # collections.abc's, without collections

from strsat.static import TYPE_CHECKING

from .term import FALSE, TRUE, Term, check_order, mk

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .grammars import Grammar

__all__ = ["by_id", "conj", "disj", "implies", "in_grammar", "ordered", "refute"]


def conj(*parts: Term) -> Term:
    """``(and parts)``; ``true`` when there are none, the part itself when one."""
    if not parts:
        return TRUE
    return parts[0] if len(parts) == 1 else mk("and", *parts)


def disj(*parts: Term) -> Term:
    """``(or parts)``; ``false`` when there are none, the part itself when one."""
    if not parts:
        return FALSE
    return parts[0] if len(parts) == 1 else mk("or", *parts)


def implies(premises: Term | Iterable[Term], conclusion: Term) -> Term:
    """``premises ⇒ conclusion``.

    ``premises`` is one formula or a collection of formulas, in the order given:
    their conjunction is the antecedent, and with no premises the result is the
    conclusion alone.  With the conclusion ``false`` the result is the refutation
    :func:`refute` of the premises, ``¬(p1 ∧ … ∧ pn)`` (the one shape of a conflict
    lemma).
    """
    ps = (premises,) if isinstance(premises, Term) else tuple(premises)
    if conclusion is FALSE:
        return refute(ps)
    if not ps:
        return conclusion
    return mk("=>", conj(*ps), conclusion)


def refute(premises: Iterable[Term]) -> Term:
    """``¬(p1 ∧ … ∧ pn)``: the conflict lemma that no candidate holds all of
    ``premises`` (duplicates dropped, order kept); ``false`` when there are none."""
    ps = tuple(dict.fromkeys(premises))
    if not ps:
        return FALSE
    return mk("not", conj(*ps))


def by_id(premises: Iterable[Term]) -> list[Term]:
    """The distinct formulas of ``premises`` in the check's order of terms, which does
    not depend on the process's history (:func:`~.term.check_order`: the input's
    first; the name is older: the order was the terms' serials, which depended on what
    the process had made before)."""
    return sorted(set(premises), key=check_order)


def ordered(premises: Iterable[Term]) -> tuple[Term, ...]:
    """``premises`` as a lemma's tuple: a set (whose iteration follows the hashes) in the
    check's order (:func:`by_id`), a sequence in its own order."""
    if isinstance(premises, AbstractSet):
        return tuple(sorted(premises, key=check_order))
    return tuple(premises)


def in_grammar(x: Term, g: Grammar) -> Term:
    """The atom ``(str.in_grammar x G)`` (``g`` registered under its index)."""
    from .grammars import register  # loaded only where grammars are used

    return mk("str.in_grammar", x, indices=(register(g),))
