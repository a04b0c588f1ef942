"""The seam between the engine loop and the theory steps, and the state they share.

Every step of the strategy (:mod:`strsat.engine.strategy`) is written against this
folder and nothing else of the engine:

* :mod:`.context` — the step protocol (:class:`~.context.TheoryStep`: ``axioms`` for
  the atoms a step owns, ``check`` once per round), the round's
  :class:`~.context.SolverState` (the literals the core holds, its integer values,
  the equality classes, hints of earlier steps), the answer
  :class:`~.context.StepResult` (consistent, lemmas, a model) and
  :class:`~.context.Lemma`, a valid formula of the theory named by its inference.
  cvc5's ``SolverState`` and ``InferenceManager`` are the models.
* :mod:`.inferences` — the catalogue of inference kinds (:class:`~.inferences.Inference`),
  each with its rule and its :class:`~.inferences.Role` (propagation, split, vector
  block); statistics count lemmas by these names, and a test checks that the source
  produces every member.
* :mod:`.equalities` — the equality classes of the positive string equalities
  (union-find with an explanation graph: the premises of a lemma are the chain of
  literals between two members) and the normal-form *expansion* of a term
  (:class:`~.equalities.Expansion`), where word-equation reasoning starts.
* :mod:`.lengths` — the length abstraction (paper 001 Table 4, paper 002 §4.2): the
  eager length axioms of string atoms, asserted once when an atom first appears.
* :mod:`.reduction_terms` — the vocabulary of lazy reductions (the :data:`Reduction`
  type, the skolem witnesses ``pre``/``suf``/``ctn_pre``/``ctn_suf``, term builders),
  shared by ``reductions/`` and every procedure that reduces its own atoms (``lex/``).

Layering: this folder imports only ``terms``, ``rewrite``, ``deadline`` and ``errors``; every other
part of ``theory`` may import it, it imports none of them.
"""
