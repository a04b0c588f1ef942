"""Decisions of a Python execution over symbolic values, and the tracers that see them.

CPython's ``str`` and ``int`` operations are total only in part (paper 001,
Table 2: ``index`` of a missing substring, ``s[i]`` out of range, ``int()`` of
a non-numeral raise).  The symbolic values of :mod:`strsat.python` make every
such point explicit as a :class:`Decision` — a Bool term and the way the
execution went — and hand it to the active :class:`Tracer`:

* ``BRANCH``: a truth value Python needs (``if``, ``while``, ``and``/``or``,
  ``bool()``, ``in``, the truthiness of a string);
* ``RAISE``: the condition under which an operation raises (``exception`` names
  the exception class); ``taken`` is True on the raising side;
* ``DOMAIN``: the fragment an operation is modelled exactly on (``lower()`` of a
  string without non-ASCII cased characters, ``int()`` of ASCII digits); outside
  it the operation raises :class:`~strsat.errors.UnsupportedError` rather than
  approximate;
* ``CONCRETE``: a symbolic value made concrete because Python needs a real one
  (``len()`` must return an ``int``, a repetition count, ``print``); the
  condition is ``term == value``.

Some results are easier for a solver as an auxiliary variable with a defining
formula than as a term (``strip()``: ``s = p·k·q`` with ``p``, ``q`` whitespace
and ``k`` starting and ending otherwise, instead of ``str.rev`` and
``str.indexof_re``); with an active tracer such an operation calls
:meth:`Tracer.define`, and the definitions join every path condition.

Two tracers come with the layer.  :class:`Path` builds constraints without any
input: it refuses branches (Python cannot take both sides), assumes the
non-raising side of each ``RAISE`` and the modelled side of each ``DOMAIN``, and
records them, so that :meth:`Path.condition` and :meth:`Path.flipped` give the
constraint of the path and of each exception.  :class:`Trace` runs on concrete
inputs (concolic execution, as the explorer of issue 12 does): every value
carries its concrete value, each decision follows it and is recorded.
Subclass either and override :meth:`Tracer.decide` to steer or bound an
execution.  The active tracer is a context variable: ``with Path() as p: ...``.
"""

from __future__ import annotations

import contextlib
import contextvars
import enum
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from ..api.errors import ApiSortError, ApiValueError
from ..errors import StrsatError, UnsupportedError
from ..terms import BOOL, INT, STRING, TRUE, Term, const, mk, var
from ..terms.evaluate import Evaluator
from ..terms.naming import named_after
from .tables import Table, split_tables


class Kind(enum.Enum):
    BRANCH = "branch"
    RAISE = "raise"
    DOMAIN = "domain"
    CONCRETE = "concrete"


@dataclass(frozen=True)
class Decision:
    """One decision of an execution: ``condition`` evaluated to ``taken``."""

    kind: Kind
    condition: Term
    taken: bool
    #: what decided: ``"str.index"``, ``"if"``, ``"len()"`` ...
    what: str
    #: the exception class of a RAISE decision
    exception: type[BaseException] | None = None
    #: what a path prefix holding this decision may state instead of :meth:`literal`:
    #: implied by it, and the same where the decisions after it hold (a case image's
    #: tests, stated again over the model a later use read: :mod:`.case_image`); None:
    #: the literal
    prefix: Term | None = None

    def literal(self) -> Term:
        """The condition as the execution took it (negated when ``taken`` is False)."""
        return self.condition if self.taken else mk("not", self.condition)

    def in_prefix(self) -> Term:
        """The literal a prefix of the path states (:attr:`prefix`, else the literal)."""
        return self.literal() if self.prefix is None else self.prefix

    def flipped(self) -> Term:
        """The condition of the other side."""
        return mk("not", self.condition) if self.taken else self.condition


class SymbolicBranchError(StrsatError):
    """Python needs a concrete truth value or number that a symbolic value does not have
    outside a concrete execution (a :class:`Trace`).  Not a ``TypeError``: code under
    analysis that catches those must not swallow it."""


#: The ``what`` of decisions that are the layer's own case splits (both sides modelled
#: exactly, no branch of the program) or limits only absurd inputs reach (a numeral
#: past 4,300 digits): an explorer flips them after the program's branches.
MINOR: set[str] = set()
#: The ``what`` of the layer's splits that an explorer flips after the program's branches
#: when they are decided in a library the program's code only reaches through another
#: (not the explored code, nor the package a wrapper calls): splits whose other side
#: makes every later check dearer and rarely changes what the caller sees
#: (``str.expandtabs``'s no-tab split in ``inspect.cleandoc`` under griffe's docstring
#: parser: one ``ite`` per character in every condition of the lines after it).
LIBRARY_MINOR: set[str] = set()

#: The ``what`` of ``DOMAIN`` decisions whose other side is a wider *symbolic* model of
#: the operation, exact on every value of this one's domain too (``lower()``'s ASCII map
#: on the case-safe strings, then the map of the run's scripts, then every character's:
#: :mod:`.str_case`).  A tracer may *decline* such a decision for a value inside it
#: (answer False without recording it): the layer then takes the wider model, whose own
#: decisions hold for the value.  The explorer declines one when a flip refuted under it
#: needs another tier (explore/flipping.py, "widening").
WIDER: set[str] = set()


_ACTIVE: contextvars.ContextVar[Tracer | None] = contextvars.ContextVar(
    "strsat_python_tracer", default=None)


class Tracer:
    """Records the decisions of an execution; the active one sees every decision."""

    def __init__(self) -> None:
        self.decisions: list[Decision] = []
        #: formulas that define auxiliary variables (see :meth:`define`)
        self.definitions: list[Term] = []
        #: the values of the auxiliary variables for the current input, when known
        self.aux_values: dict[Term, Any] = {}
        #: the auxiliary variable of each term defined so far (keeps the terms alive)
        self._aux: dict[Term, Term] = {}
        self._tokens: list[contextvars.Token[Tracer | None]] = []
        #: what the layer worked out under this tracer that holds for its definitions
        #: only, by what worked it out (``"lines"``: the lines of the texts
        #: :func:`strsat.python.re_shortcuts.sub_by_lines` built); each bounded by its user
        self.derived: dict[str, dict[Any, Any]] = {}
        #: the table values made under this tracer (:mod:`.tables`), by their ite term
        self.tables: dict[Term, Table] = {}
        #: characters a wider model (:data:`WIDER`) taken for a declined decision covers
        #: besides the run's own (the explorer's: those of the flip it widens for)
        self.hints = ""
        #: what to do when the tracer's outermost activation ends (a cache that outlives
        #: the run gives back the symbolic values it kept: see :meth:`at_exit`)
        self._at_exit: dict[Any, Callable[[], None]] = {}

    def at_exit(self, key: Any, action: Callable[[], None]) -> None:
        """Run ``action`` when the outermost ``with`` of this tracer ends, once per
        ``key`` (the first action given for it)."""
        self._at_exit.setdefault(key, action)

    # -- activation --------------------------------------------------------------------

    def __enter__(self) -> Tracer:
        self._tokens.append(_ACTIVE.set(self))
        return self

    def __exit__(self, *exc: object) -> None:
        _ACTIVE.reset(self._tokens.pop())
        while not self._tokens and self._at_exit:
            self._at_exit.pop(next(iter(self._at_exit)))()

    # -- the hook -------------------------------------------------------------------------

    def decide(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None = None) -> bool:
        """The way the execution goes at ``condition`` (``concrete`` is its truth value
        when the operands are concrete, else None); records the decision (a condition
        on a table value alone as a membership of its key: :func:`.tables.split_tables`)."""
        if self.tables:
            condition = split_tables(condition, self.tables)
        taken = self.choose(kind, condition, concrete, what, exception)
        self.decisions.append(Decision(kind, condition, taken, what, exception))
        return taken

    def choose(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None) -> bool:
        raise NotImplementedError

    def concretize(self, term: Term, concrete: Any, what: str) -> Any:
        """A concrete value for ``term`` (recorded as ``term == value``)."""
        if concrete is None:
            raise SymbolicBranchError(
                f"{what} needs a concrete value of the symbolic {term.sort} {_text(term)}; "
                "it has one only in a concrete execution (strsat.python.Trace, "
                "strsat explore)")
        pin = mk("=", term, const(concrete))
        self.decisions.append(Decision(Kind.CONCRETE, split_tables(pin, self.tables)
                                       if self.tables else pin, True, what))
        return concrete

    def define(self, what: str, parts: list[tuple[Any, Term, Any]], definition: Any
               ) -> list[Term]:
        r"""Fresh auxiliary variables, one per ``(sort, value, concrete)`` of ``parts``,
        standing for the terms ``value``, with the formula ``definition(*variables)``.

        The definition must hold for exactly one choice of the variables whatever the
        inputs (total and functional), namely their ``value``\ s: then
        ``∃k. definition(k) ∧ φ(k)`` is ``φ(value)``, and so is its negation, so the
        definitions can join every path condition.  A solver often finds them easier
        than the terms (word equations instead of ``str.rev``)."""
        # named after the term each one stands for, by its structural hash (not its
        # serial, which depends on what the process made before: issue 40): the same
        # term -- the same operation on the same inputs -- gets the same variables once
        known_vars = [self._aux.get(value) for _, value, _ in parts]
        if all(k is not None for k in known_vars):
            return known_vars  # type: ignore[return-value]
        ks = [var(named_after(what, value), sort) for sort, value, _ in parts]
        self._aux.update((value, k) for (_, value, _), k in zip(parts, ks, strict=True))
        self.definitions.append(definition(*ks))
        for k, (_, value, concrete) in zip(ks, parts, strict=True):
            known = concrete if concrete is not None else self.evaluate(value)
            if known is not None:
                self.aux_values[k] = known
        return ks

    def evaluate(self, term: Term) -> Any:
        """The value of ``term`` for the current input, when the tracer has one."""
        return None

    # -- reading the path --------------------------------------------------------------------

    def condition(self, upto: int | None = None) -> Term:
        """The definitions and the decisions as taken (the first ``upto`` of them)."""
        lits = self.definitions + [d.literal() for d in self.decisions[:upto]]
        return mk("and", *lits) if lits else TRUE

    def flipped(self, index: int) -> Term:
        """The path up to decision ``index``, then its other side: for a RAISE decision
        taken as "no exception", the inputs that raise there."""
        d = self.decisions[index]
        return mk("and", self.condition(index), d.flipped())

    def exceptions(self) -> list[tuple[int, Decision]]:
        """The RAISE decisions, with their indices."""
        return [(i, d) for i, d in enumerate(self.decisions) if d.kind is Kind.RAISE]


class Path(Tracer):
    """Builds a path condition without inputs (see the module docstring)."""

    def choose(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None) -> bool:
        if concrete is not None:
            return concrete
        if kind is Kind.RAISE:
            return False
        if kind is Kind.DOMAIN:
            return True
        raise SymbolicBranchError(
            f"{what}: Python needs the truth value of {_text(condition)}, which is "
            "symbolic; build a formula with & | ~ and the .contains()/.eq() methods, or "
            "run the code concretely (strsat.python.Trace, strsat explore)")


class UnknownInputError(StrsatError):
    """A :class:`Trace` needs the value of an input it was not given (``Trace({"s": ..})``
    and a ``SymStr("t")``).  Not a ``ValueError``: code under analysis must not catch it."""


class _Inputs(Mapping[Term, Any]):
    """The inputs of a :class:`Trace`; asking whether an input variable (not an auxiliary
    one, whose names hold ``!``) is present raises :class:`UnknownInputError` when it is
    not, instead of letting the evaluator default it to ``""``/0/False."""

    def __init__(self, values: dict[Term, Any]) -> None:
        self.given = values

    def __getitem__(self, key: Term) -> Any:
        return self.given[key]

    def __contains__(self, key: object) -> bool:
        if key in self.given:
            return True
        if isinstance(key, Term) and key.op == "var" and "!" not in str(key.value):
            known = ", ".join(sorted(str(v.value) for v in self.given)) or "none"
            raise UnknownInputError(f"the trace has no value for the input {key.value!r} "
                                    f"({key.sort}); its inputs: {known}")
        return False

    def __iter__(self) -> Iterator[Term]:
        return iter(self.given)

    def __len__(self) -> int:
        return len(self.given)


_SORT_OF = {bool: BOOL, int: INT, str: STRING}


def input_values(inputs: Mapping[Any, Any]) -> dict[Term, Any]:
    """``inputs`` keyed by terms: a key may be a variable term, a symbolic value, or the
    name of an input as a user writes it (``{"s": "ab", "n": 3}``: the sort is the
    value's type)."""
    out: dict[Term, Any] = {}
    for key, value in inputs.items():
        term = getattr(key, "term", key)
        if isinstance(term, Term):
            out[term] = value
            continue
        if not isinstance(key, str) or not key:
            raise ApiSortError("Trace", key, "an input name (non-empty str), a variable term "
                               "or a symbolic value")
        sort = _SORT_OF.get(type(value))
        if sort is None:
            raise ApiValueError(f"Trace input {key!r}", value,
                                "is not a str, int or bool (the input's sort comes from it)")
        out[var(key, sort)] = value
    return out


class Trace(Tracer):
    """A concrete (concolic) execution: every decision follows the concrete values.

    ``inputs`` maps the input variables (their names, terms or symbolic values) to their
    values; a decision whose operands carry no concrete value is evaluated under it (an
    input missing from it raises :class:`UnknownInputError`).  An operation the layer
    does not model is run on the concrete values after recording them (``CONCRETE``
    decisions), with a line in :attr:`notes`, rather than refused.
    """

    def __init__(self, inputs: Mapping[Any, Any] | None = None) -> None:
        super().__init__()
        self.inputs: Mapping[Term, Any] = _Inputs(input_values(inputs or {}))
        #: what was made concrete or run concretely, and where: each note once, in order
        self.notes: list[str] = []
        #: how many times each note was made
        self.note_counts: dict[str, int] = {}

    def choose(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None) -> bool:
        if concrete is not None:
            return concrete
        return bool(self._evaluator().holds(condition))

    def concretize(self, term: Term, concrete: Any, what: str, note: bool = True) -> Any:
        """The concrete value of ``term``, recorded as a pin, with a note naming ``what``
        and where (issue 38: no value is made concrete in silence); ``note`` False when
        the caller writes its own note (:func:`fallback`)."""
        if concrete is None:
            concrete = self._evaluator().evaluate(term)
        value = Tracer.concretize(self, term, concrete, what)
        if note:
            self.note(f"{what}: a symbolic value made concrete")
        return value

    def add_input(self, variable: Term, value: Any) -> None:
        """An input that appears during the execution (a value a Hypothesis strategy
        draws, :mod:`strsat.hypothesis`), with its concrete value."""
        self.inputs = _Inputs({**self.inputs, variable: value})

    def note(self, text: str) -> None:
        """Record a note, with :meth:`where` the execution stands: once in
        :attr:`notes`, counted each time in :attr:`note_counts`."""
        where = self.where()
        if where:
            text = f"{text} ({where})"
        if text not in self.note_counts:
            self.notes.append(text)
            self.note_counts[text] = 0
        self.note_counts[text] += 1

    def where(self) -> str:
        """Where the execution stands, for a note ("" here; the explorer's tracer names
        the line of the explored code)."""
        return ""

    def _evaluator(self) -> Evaluator:
        return Evaluator(_Inputs({**self.inputs, **self.aux_values}))

    def evaluate(self, term: Term) -> Any:
        return self._evaluator().evaluate(term)


def active() -> Tracer | None:
    """The active tracer, if any."""
    return _ACTIVE.get()


def decide(kind: Kind, condition: Term, concrete: bool | None, what: str,
           exception: type[BaseException] | None = None) -> bool:
    """Ask the active tracer; without one, follow ``concrete`` or refuse."""
    if condition.sort is not BOOL:
        raise TypeError("a decision needs a Bool term")
    tracer = _ACTIVE.get()
    if tracer is not None:
        return tracer.decide(kind, condition, concrete, what, exception)
    if concrete is not None:
        return concrete
    if kind is Kind.BRANCH:
        return Path().choose(kind, condition, concrete, what, exception)
    side = "raise " + exception.__name__ if exception is not None else "leave its domain"
    raise SymbolicBranchError(
        f"{what} may {side} (when {_text(condition)}); run it inside "
        "`with strsat.python.Path() as path:` to collect that condition, or in a concrete "
        "execution")


#: set while a container places keys whose equalities with its stored keys were decided
_PLACING: contextvars.ContextVar[bool] = contextvars.ContextVar("strsat_placing", default=False)


@contextlib.contextmanager
def placing() -> Iterator[None]:
    """Inside: ``hash()`` of a symbolic value is its concrete value's hash, neither pinned
    nor noted.  For a dict or a set that has decided the key's equality with each of
    its stored keys (:mod:`strsat.explore.keyed`): where the key lands then follows
    from those decisions (a dict's order is its insertion order; a set's iteration
    order, which the hash does decide, is noted where it is iterated)."""
    token = _PLACING.set(True)
    try:
        yield
    finally:
        _PLACING.reset(token)


def is_placing() -> bool:
    """Whether :func:`placing` is active."""
    return _PLACING.get()


def table(term: Term, cases: Table) -> None:
    """Register the table value ``term`` (:func:`.tables.table_value`) with the active
    tracer, whose decisions on it become memberships of its key."""
    tracer = _ACTIVE.get()
    if tracer is not None:
        tracer.tables[term] = cases


def define(what: str, parts: list[tuple[Any, Term, Any]], definition: Any) -> list[Term]:
    """The ``value`` terms of ``parts``, or with an active tracer auxiliary variables
    defined by ``definition`` (see :meth:`Tracer.define`)."""
    tracer = _ACTIVE.get()
    if tracer is None:
        return [value for _, value, _ in parts]
    return tracer.define(what, parts, definition)


def concretize(term: Term, concrete: Any, what: str) -> Any:
    tracer = _ACTIVE.get()
    if tracer is not None:
        return tracer.concretize(term, concrete, what)
    if concrete is not None:
        return concrete
    return Path().concretize(term, None, what)


#: what an operation run on concrete values gives (see :func:`fallback`)
Ran = TypeVar("Ran")


def fallback(what: str, operands: list[Any], run: Callable[..., Ran]) -> Ran:
    """An operation the layer does not model: in a concrete execution (:class:`Trace`)
    its symbolic operands are made concrete (recorded) and ``run`` computes the result
    on the concrete values, with a note; elsewhere :class:`UnsupportedError`.

    The result is ``run``'s, a plain Python value: a method that falls back returns its
    symbolic value or a plain one (``SymStr | str``; :mod:`strsat.python.values`'
    ``Str``, ``Int`` ...)."""
    tracer = _ACTIVE.get()
    if not isinstance(tracer, Trace):
        raise unsupported(what, "not modelled symbolically; in a concrete execution "
                          "(strsat.python.Trace, strsat explore) it runs on concrete values")
    values = []
    for o in operands:
        term = getattr(o, "term", None)
        if term is None:
            values.append(o)
        elif hasattr(o, "_concrete"):  # a symbolic value knows its Python value's type
            values.append(o._concrete(what))
        else:
            values.append(tracer.concretize(term, o.value, what, note=False))
    tracer.note(f"{what}: not modelled symbolically, ran on concrete values")
    return run(*values)


def unsupported(what: str, detail: str) -> UnsupportedError:
    return UnsupportedError(f"Python semantics of {what}", detail)


def _text(term: Term, limit: int = 160) -> str:
    text = str(term)
    return text if len(text) <= limit else text[:limit] + "..."


__all__ = ["MINOR", "WIDER", "Decision", "Kind", "Path", "SymbolicBranchError", "Trace",
           "Tracer", "UnknownInputError", "active", "input_values",
           "concretize", "decide", "define", "fallback", "is_placing", "placing", "unsupported"]
