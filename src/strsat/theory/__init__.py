"""The string theory's sub-procedures, one module each (see docs/engine.md).

Every step implements :class:`strsat.theory.context.TheoryStep`: it reads a
:class:`TheoryContext` and returns a :class:`StepResult` (consistent, lemmas,
or a model).  Steps never call each other; the order is data in
:mod:`strsat.engine.strategy`.
"""
