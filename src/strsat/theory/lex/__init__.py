"""Lexicographic order (``str.<``, ``str.<=``) as a procedure of its own.

Two parts, each where its kind of reasoning lives:

* **Lazy reduction** (:mod:`.reduction`, in the reductions table of
  :mod:`strsat.theory.reductions`): cvc5's reduction of ``str.<=``
  (``StringsPreprocess::reduce``, kind ``STRING_LEQ``; Reynolds et al., cvc5's strings
  theory):  ``s < t ⇔ s ≠ t ∧ (prefixof(s, t) ∨ ∃k. s[0,k) = t[0,k) ∧ code(s[k]) <
  code(t[k]))``, with skolems for the common prefix and the first differing characters.
  It is stated once per atom, for both polarities (the equivalence; ``¬(s < t)`` is
  ``t ≤ s`` by totality).  Unlike cvc5 the comparison of the two differing characters is
  not an integer comparison of their codes: strsat's core is linear integer arithmetic
  without a code-point solver, so ``to_code(c) < to_code(d)`` made the core guess exact
  code points that the fixed-length search then refuted one at a time (a clash per
  guess: 2 s of ``FL_CLASH`` on three-atom formulas).  The reduction instead states
  ``c < d`` as an order atom over two one-character skolems, which the fixed-length
  search decides with its order-mode alphabet (:class:`~strsat.theory.fixed_length.
  propagators.Lex`): the core only picks which of the two is smaller.  A reduction
  belongs in the reductions table because it is a valid formula fixed by the atom
  alone (no round state).
* **Propagation in context** (:mod:`.step`, a step of the strategy): over the round's
  equality classes and constants — irreflexivity (``x < y`` with ``x ~ y`` is a
  conflict), a constant bound of a class against a constant bound of another,
  transitivity (``LEX_TRANS``) and totality (``LEX_TOTAL``: ``¬(s < t) ∧ ¬(t < s) ⇒
  s = t``).  These read the round's literals, so they belong behind the step protocol
  (:class:`~strsat.theory.seam.context.TheoryStep`).

Long strings: the dashed tier compares two strings given by counted loops block by
block (:mod:`strsat.theory.dashed`); the fixed-length tier's :class:`Lex` propagator
walks a pointer to the first undecided pair.
"""

from __future__ import annotations
