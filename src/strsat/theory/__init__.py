"""The string theory's procedures, by concern (see docs/explanation/engine.md#theory-steps).

Every step implements :class:`strsat.theory.seam.context.TheoryStep`: it names the
eager axioms of the atoms it owns, and once per round it reads the round's
:class:`~strsat.theory.seam.context.SolverState` and returns a
:class:`~strsat.theory.seam.context.StepResult` (consistent, lemmas, or a model, with
hints for the later steps).  Steps never call each other; the order is data in
:mod:`strsat.engine.strategy`.

Folders, lowest first (each folder's ``__init__`` says what it decides and exports):

* :mod:`.seam` — the step protocol, lemmas, the inference catalogue, equality classes
  and normal forms, length axioms: what every step reads and writes.
* :mod:`.reductions` — the reduction lemmas of the extended functions (preprocessing).
* :mod:`.word_equations` — word equations: constants, patterns, overlaps, alignment.
* :mod:`.functions` — congruence and extended functions simplified in context.
* :mod:`.lex` — lexicographic order: its reduction and its step.
* :mod:`.regular` — regular constraints: automata, length sets, memberships.
* :mod:`.grammar` — context-free grammar memberships.
* :mod:`.fixed_length` — the fixed-length search that answers with a model.
* :mod:`.dashed` — dashed strings (paper 003), the tier for long strings.
"""
