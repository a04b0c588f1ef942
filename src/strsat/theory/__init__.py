"""The string theory's sub-procedures, one module each (see docs/engine.md).

Every step implements :class:`strsat.theory.context.TheoryStep`: it names the
eager axioms of the atoms it owns, and once per round it reads the round's
:class:`~strsat.theory.context.SolverState` and returns a
:class:`~strsat.theory.context.StepResult` (consistent, lemmas, or a model, with
hints for the later steps).  Steps never call each other; the order is data in
:mod:`strsat.engine.strategy`.
"""
