"""The reference evaluator: the value of a term under an assignment, per SMT-LIB 2.6.

This is the oracle of every test and of model validation.  Each operator's
meaning is a plain Python function documented with the standard's rule, in
:mod:`strsat.terms.string_ops` (strings, integers) and
:mod:`strsat.terms.regex_membership` (regex functions); regular languages are
normalised by :mod:`strsat.terms.regex_nodes` and decided by derivatives,
never by an automaton whose size grows with loop bounds.

Contract:

- :func:`evaluate` gives the Python value (bool/int/str) of a Bool, Int or
  String term; variables the model does not mention take the defaults of
  model completion: ``""``, ``0``, ``false``.  A RegLan term has no Python
  value and raises :class:`SortError` (use :func:`matches`/:func:`to_regex`).
- :func:`holds` is :func:`evaluate` of a formula; :func:`matches` decides
  membership of a concrete string in a RegLan term.
- When the value depends on something the assignment does not fix
  (``(div t 0)``, ``(mod t 0)``, a RegLan variable without value, a language
  equality beyond the comparison budget) the result is :class:`Undetermined`,
  never a guess; ``and``/``or``/``=>``/``ite``/``*`` still decide when the
  undetermined part cannot matter (``(or true (= (div x 0) 1))`` is true), and so
  do the functions whose other arguments already fix the value: ``replace``,
  ``replace_all``, ``replace_re``, ``replace_re_all`` of a string where the pattern
  does not occur (the replacement is not read), ``at``/``substr`` at a position
  outside the string (``i < 0`` reads nothing else; ``""`` reads no index) or of a
  length ``n ≤ 0``.
- An :class:`Evaluator` with ``open_variables`` leaves the variables the model does
  not mention undetermined instead of completing them, so :meth:`Evaluator.truth` of a
  formula says whether a partial assignment already decides it (the small-witness
  enumeration of the engine prunes by it).
- An application of an uninterpreted function (:mod:`.functions`) takes the value
  the model's interpretation gives (``Model.functions``: a table, or a definition
  whose body is evaluated with the parameters bound to the arguments' values); a
  function the model does not interpret makes it undetermined.
- SMT-LIB leaves ``(div m 0)``/``(mod m 0)`` to the model (they behave as
  unary functions of ``m``); a :class:`Model` carries their values as a table
  ``by_zero[(op, m)]`` (the engine's from its integer core, ``strsat validate``'s
  from z3's ``div0``/``mod0`` entries), and an :class:`Evaluator` over it uses
  them instead of answering undetermined.

The walk is iterative with one memo per :class:`Evaluator` (shared subterms are
evaluated once); associative operators (``str.++``, ``re.++``, ``re.union``,
``re.inter``, ``and``, ``or``, ``+``, ``*``) are flattened first, so a
100,000-deep chain is evaluated in linear time without recursion.
"""

from __future__ import annotations

import sys

from strsat.static import TYPE_CHECKING, Any, cast

from ..deadline import Deadline, current
from ..errors import SortError, ValueRangeError
from ..kept_units import Cost, charge_steps
from ..lazy import OnFirstUse
from . import string_ops as so
from .ops import APPLY
from .sorts import BOOL, INT, REGLAN, STRING, outside_alphabet
from .string_ops import Undetermined
from .term import Term, Value
from .walk import flatten

# The regex layer (derivative nodes, membership) and the grammars are loaded at their
# first use: a file without regexes or grammars never loads them (issue 39, start-up).
if TYPE_CHECKING:
    import weakref
    from collections.abc import Callable, Mapping

    from . import grammars as _grammars
    from . import regex_membership as _membership
    from . import regex_nodes as rx
    from .functions import FunctionSymbol, Interpretation
    from .regex_nodes import Re
else:
    rx = OnFirstUse(globals(), "rx", ".regex_nodes", __package__)
    _membership = OnFirstUse(globals(), "_membership", ".regex_membership", __package__)
    _grammars = OnFirstUse(globals(), "_grammars", ".grammars", __package__)

__all__ = ["COMPLETION_DEFAULTS", "Evaluator", "Model", "ParentWalks", "Undetermined",
           "evaluate", "holds", "matches", "to_regex", "HANDLERS"]

#: Operators evaluated on the flattened list of their same-operator descendants.
_FLAT = frozenset({"str.++", "re.++", "re.union", "re.inter", "and", "or", "+", "*"})
#: Operators that decide themselves when some argument is undetermined.
_UNDET_AWARE = frozenset({"and", "or", "=>", "ite", "*", "str.replace", "str.replace_all",
                          "str.replace_re", "str.replace_re_all", "str.at", "str.substr"})

#: The values model completion gives variables a model omits (SMT-LIB leaves them free).
COMPLETION_DEFAULTS: dict[Any, Value] = {BOOL: False, INT: 0, STRING: ""}



class _WeakRegexes:
    """A :class:`weakref.WeakKeyDictionary` from term to (regex, the steps of its
    evaluation), made at the first regex kept: a run that evaluates no regex does not
    import :mod:`weakref` (issue 39)."""

    __slots__ = ("_table",)

    def __init__(self) -> None:
        self._table: weakref.WeakKeyDictionary[Term, tuple[Re, Cost]] | None = None

    def get(self, t: Term) -> tuple[Re, Cost] | None:
        return None if self._table is None else self._table.get(t)

    def __contains__(self, t: Term) -> bool:
        return self._table is not None and t in self._table

    def __setitem__(self, t: Term, value: tuple[Re, Cost]) -> None:
        if self._table is None:
            import weakref

            self._table = weakref.WeakKeyDictionary()
        self._table[t] = value


#: Normalised regexes of ground RegLan terms, kept while the term lives, each with the
#: steps of its evaluation (:func:`_ground_regex`).
_REGEX_CACHE = _WeakRegexes()


def _ground_regex(t: Term, e: Evaluator) -> tuple[Any, Cost]:
    """The value of the ground RegLan application ``t`` and the steps of its evaluation
    on its own (a new evaluator, sharing no memo with ``e``): its own steps and the
    costs of the ground RegLan terms it met (evaluated on their own in turn), kept with
    the value in :data:`_REGEX_CACHE`.  An evaluator charges these steps the first time
    its check meets the regex, kept or not (:func:`strsat.kept_units.charge_steps`), so
    its steps do not depend on the regexes the process evaluated before: a kept regex
    was free and a new one was not, and a search charged by those steps (the
    small-witness enumeration) took another path after other checks."""
    kept = _REGEX_CACHE.get(t)
    if kept is not None:
        return kept
    # the ground RegLan terms below ``t`` not kept, children first (``t`` last), each
    # evaluated once its own are: no evaluation waits on another (a 100,000-deep chain)
    alone: dict[int, tuple[Any, Cost]] = {}
    done: set[int] = set()
    stack: list[tuple[Term, bool]] = [(t, False)]
    while stack:
        u, expanded = stack.pop()
        if expanded:
            inner = Evaluator(deadline=e.deadline, by_zero=e.by_zero)
            inner._unit, inner._deps, inner._alone = u, [], alone
            value = inner.value(u)
            cost = Cost(inner._steps, tuple(inner._deps))
            alone[u.id] = value, cost
            if _is_regex(value):
                _REGEX_CACHE[u] = (value, cost)
            continue
        if u.id in done:
            continue
        done.add(u.id)
        if u.args and not (u.sort is REGLAN and u in _REGEX_CACHE):
            if u.sort is REGLAN:
                stack.append((u, True))
            stack.extend((c, False) for c in reversed(u.args))
    return alone[t.id]


class _Undet:
    """Internal value of an undetermined subterm (carries the first reason)."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


def _describe(term: Term) -> str:
    from .printer import term_to_smtlib

    text = term_to_smtlib(term)
    return text if len(text) <= 200 else text[:200] + "..."


# ---- operator semantics ----------------------------------------------------------

if TYPE_CHECKING:
    Handler = Callable[[list[Any], Term, "Evaluator"], Any]


def _chain(test: Callable[[Any, Any], bool]) -> Handler:
    """A chainable predicate: ``(op a b c)`` is ``(op a b) and (op b c)``."""
    return lambda v, _t, _e: all(test(v[k], v[k + 1]) for k in range(len(v) - 1))


def _and(v: list[Any], _t: Term, _e: Evaluator) -> Any:
    """``and``: false if some argument is false, else undetermined if one is, else true."""
    if any(x is False for x in v):
        return False
    return next((x for x in v if isinstance(x, _Undet)), True)


def _or(v: list[Any], _t: Term, _e: Evaluator) -> Any:
    """``or``: true if some argument is true, else undetermined if one is, else false."""
    if any(x is True for x in v):
        return True
    return next((x for x in v if isinstance(x, _Undet)), False)


def _implies(v: list[Any], t: Term, e: Evaluator) -> Any:
    """``=>`` (right-assoc): ``(=> a b c)`` = ``(=> a (=> b c))`` = ``(or (not a) (not b) c)``."""
    negs = [x if isinstance(x, _Undet) else not x for x in v[:-1]]
    return _or([*negs, v[-1]], t, e)


def _ite(v: list[Any], _t: Term, _e: Evaluator) -> Any:
    """``ite``: the then/else value by the condition; with an undetermined condition,
    the common value of both branches if they agree."""
    c, a, b = v
    if isinstance(c, _Undet):
        if not isinstance(a, _Undet) and not isinstance(b, _Undet) and _same(a, b):
            return a
        return c
    return a if c else b


def _is_regex(value: object) -> bool:
    """``value`` is a regex (:class:`~.regex_nodes.Re`): none exists before
    :mod:`.regex_nodes` is loaded, so that check loads nothing."""
    nodes = sys.modules.get(_NODES)
    return nodes is not None and isinstance(value, nodes.Re)


_NODES = "strsat.terms.regex_nodes"


def _same(a: Any, b: Any) -> bool:
    if _is_regex(a):
        return _membership.equivalent(a, b)
    return bool(a == b)


def _mul(v: list[Any], _t: Term, _e: Evaluator) -> Any:
    """``*``: the product; 0 when some factor is 0, even next to an undetermined one."""
    if any(x == 0 and not isinstance(x, _Undet) for x in v):
        return 0
    und = next((x for x in v if isinstance(x, _Undet)), None)
    if und is not None:
        return und
    out = 1
    for x in v:
        out *= x
    return out


def _division(op: str, fn: Callable[[int, int], int]) -> Handler:
    """``div``/``mod`` (left-assoc); division by zero asks the model's interpretation
    (``Evaluator.by_zero``) and is undetermined without one."""
    def apply(v: list[Any], _t: Term, e: Evaluator) -> int:
        acc: int = v[0]
        for x in v[1:]:
            acc = e.by_zero(op, acc) if x == 0 and e.by_zero is not None else fn(acc, x)
        return acc
    return apply


def _minus(v: list[Any], _t: Term, _e: Evaluator) -> int:
    """``-``: negation with one argument, left-associative subtraction otherwise."""
    out: int = v[0]
    if len(v) == 1:
        return -out
    for x in v[1:]:
        out -= x
    return out


def _eq(v: list[Any], _t: Term, _e: Evaluator) -> bool:
    """``=`` (chainable): all arguments equal (regular languages: same language)."""
    return all(_same(v[k], v[k + 1]) for k in range(len(v) - 1))


def _distinct(v: list[Any], _t: Term, _e: Evaluator) -> bool:
    """``distinct`` (pairwise): no two arguments equal."""
    if v and _is_regex(v[0]):
        return not any(_membership.equivalent(v[i], v[j]) for i in range(len(v))
                       for j in range(i + 1, len(v)))
    return len(set(v)) == len(v)


def _range(v: list[Any], _t: Term, _e: Evaluator) -> Re:
    """``re.range``: the one-character strings ``c`` with ``a <= c <= b`` when ``a`` and ``b``
    are one-character strings; the empty language otherwise."""
    a, b = v
    if len(a) != 1 or len(b) != 1:
        return rx.NONE
    return rx.chars([(ord(a), ord(b))])


def _diff(v: list[Any], _t: Term, _e: Evaluator) -> Re:
    """``re.diff`` (left-assoc): the strings of the first argument in none of the others."""
    return rx.inter([v[0], *(rx.comp(x) for x in v[1:])])


def _re_loop(v: list[Any], t: Term, _e: Evaluator) -> Re:
    """``(_ re.loop i j)``: ``r^i | ... | r^j``; the empty language when ``i > j``."""
    lo, hi = t.indices
    return rx.loop(v[0], lo, hi)


HANDLERS: dict[str, Handler] = {
    # core
    "not": lambda v, _t, _e: not v[0],
    "and": _and,
    "or": _or,
    "xor": lambda v, _t, _e: sum(1 for x in v if x) % 2 == 1,
    "=>": _implies,
    "=": _eq,
    "distinct": _distinct,
    "ite": _ite,
    # integers
    "+": lambda v, _t, _e: sum(v),
    "-": _minus,
    "*": _mul,
    "div": _division("div", so.smt_div),
    "mod": _division("mod", so.smt_mod),
    "abs": lambda v, _t, _e: so.smt_abs(v[0]),
    "<": _chain(lambda a, b: a < b),
    "<=": _chain(lambda a, b: a <= b),
    ">": _chain(lambda a, b: a > b),
    ">=": _chain(lambda a, b: a >= b),
    # strings
    "str.++": lambda v, _t, _e: "".join(v),
    "str.len": lambda v, _t, _e: so.smt_len(v[0]),
    "str.<": _chain(so.smt_lt),
    "str.<=": _chain(so.smt_le),
    "str.at": lambda v, _t, _e: so.smt_at(*v),
    "str.substr": lambda v, _t, _e: so.smt_substr(*v),
    "str.prefixof": lambda v, _t, _e: so.smt_prefixof(*v),
    "str.suffixof": lambda v, _t, _e: so.smt_suffixof(*v),
    "str.contains": lambda v, _t, _e: so.smt_contains(*v),
    "str.indexof": lambda v, _t, _e: so.smt_indexof(*v),
    "str.replace": lambda v, _t, _e: so.smt_replace(*v),
    "str.replace_all": lambda v, _t, _e: so.smt_replace_all(*v),
    "str.replace_re": lambda v, _t, e: _membership.smt_replace_re(v[0], v[1], v[2],
                                                                 deadline=e.deadline),
    "str.replace_re_all": lambda v, _t, e: _membership.smt_replace_re_all(
        v[0], v[1], v[2], deadline=e.deadline),
    "str.is_digit": lambda v, _t, _e: so.smt_is_digit(v[0]),
    "str.to_code": lambda v, _t, _e: so.smt_to_code(v[0]),
    "str.from_code": lambda v, _t, _e: so.smt_from_code(v[0]),
    "str.to_int": lambda v, _t, _e: so.smt_to_int(v[0]),
    "str.from_int": lambda v, _t, _e: so.smt_from_int(v[0]),
    "str.in_re": lambda v, _t, e: _membership.smt_in_re(v[0], v[1], deadline=e.deadline),
    "str.to_re": lambda v, _t, _e: rx.literal(v[0]),
    # regular languages
    "re.none": lambda _v, _t, _e: rx.NONE,
    "re.all": lambda _v, _t, _e: rx.ALL,
    "re.allchar": lambda _v, _t, _e: rx.ALLCHAR,
    "re.++": lambda v, _t, _e: rx.concat_all(v),
    "re.union": lambda v, _t, _e: rx.union(v),
    "re.inter": lambda v, _t, _e: rx.inter(v),
    "re.*": lambda v, _t, _e: rx.loop(v[0], 0, None),
    "re.+": lambda v, _t, _e: rx.loop(v[0], 1, None),
    "re.opt": lambda v, _t, _e: rx.loop(v[0], 0, 1),
    "re.range": _range,
    "re.comp": lambda v, _t, _e: rx.comp(v[0]),
    "re.diff": _diff,
    "re.loop": _re_loop,
    "re.^": lambda v, t, _e: rx.loop(v[0], t.indices[0], t.indices[0]),
    # extensions
    "str.to_lower": lambda v, _t, _e: so.smt_to_lower(v[0]),
    "str.to_upper": lambda v, _t, _e: so.smt_to_upper(v[0]),
    "str.rev": lambda v, _t, _e: so.smt_rev(v[0]),
    "str.update": lambda v, _t, _e: so.smt_update(*v),
    "str.indexof_re": lambda v, _t, e: _membership.smt_indexof_re(v[0], v[1], v[2],
                                                                 deadline=e.deadline),
    "str.in_grammar": lambda v, t, e: _grammars.accepts(_grammars.grammar_of(t.indices[0]),
                                                         v[0], e.deadline),
}


def _decided_by(strict: Handler, early: Callable[[list[Any], Evaluator], Any]) -> Handler:
    """``strict`` when every argument is determined; else the value ``early`` reads off
    the determined ones (:data:`_OPEN` when it needs the others), else undetermined."""
    def apply(v: list[Any], t: Term, e: Evaluator) -> Any:
        und = next((x for x in v if isinstance(x, _Undet)), None)
        if und is None:
            return strict(v, t, e)
        value = early(v, e)
        return und if value is _OPEN else value
    return apply


#: What an early reading returns when the determined arguments do not fix the value.
_OPEN = object()


def _is_str(x: object) -> bool:
    return isinstance(x, str)


def _replace_early(v: list[Any], _e: Evaluator) -> Any:
    """``replace(s, t, u)`` is ``s`` when ``t ≠ ""`` does not occur in ``s``."""
    s, t = v[0], v[1]
    return s if _is_str(s) and _is_str(t) and t and t not in s else _OPEN


def _replace_all_early(v: list[Any], _e: Evaluator) -> Any:
    """``replace_all(s, t, u)`` is ``s`` when ``t`` is empty or does not occur in ``s``."""
    s, t = v[0], v[1]
    return s if _is_str(s) and _is_str(t) and (not t or t not in s) else _OPEN


def _replace_re_early(nonempty: bool) -> Callable[[list[Any], Evaluator], Any]:
    """``replace_re(s, r, u)`` (``replace_re_all``: a non-empty match) is ``s`` when no
    substring of ``s`` is in ``L(r)``."""
    def early(v: list[Any], e: Evaluator) -> Any:
        s, r = v[0], v[1]
        if not _is_str(s) or not _is_regex(r):
            return _OPEN
        found = _membership.find_match(r, s, 0, nonempty=nonempty, deadline=e.deadline)
        return s if found is None else _OPEN
    return early


def _outside(s: Any, i: Any) -> bool:
    """Position ``i`` is outside ``s`` by what is determined of them: ``i < 0``, ``s``
    empty, or both known and ``i ≥ |s|``."""
    if isinstance(i, int) and i < 0:
        return True
    return s == "" or (_is_str(s) and isinstance(i, int) and i >= len(s))


def _at_early(v: list[Any], _e: Evaluator) -> Any:
    """``at(s, i)`` is ``""`` when ``i`` is outside ``s``."""
    return "" if _outside(v[0], v[1]) else _OPEN


def _substr_early(v: list[Any], _e: Evaluator) -> Any:
    """``substr(s, i, n)`` is ``""`` when ``i`` is outside ``s`` or ``n ≤ 0``."""
    s, i, n = v
    return "" if _outside(s, i) or (isinstance(n, int) and n <= 0) else _OPEN


HANDLERS.update({
    "str.replace": _decided_by(HANDLERS["str.replace"], _replace_early),
    "str.replace_all": _decided_by(HANDLERS["str.replace_all"], _replace_all_early),
    "str.replace_re": _decided_by(HANDLERS["str.replace_re"], _replace_re_early(False)),
    "str.replace_re_all": _decided_by(HANDLERS["str.replace_re_all"],
                                      _replace_re_early(True)),
    "str.at": _decided_by(HANDLERS["str.at"], _at_early),
    "str.substr": _decided_by(HANDLERS["str.substr"], _substr_early),
})


# ---- the walk ---------------------------------------------------------------------


class Model(dict[Term, Any]):
    """A model as plain data: the values of constants (``dict[Term, Value]``),
    ``by_zero``, the model's values of ``(div m 0)`` and ``(mod m 0)`` — which SMT-LIB
    leaves to the model — keyed by ``(op, m)`` (:class:`Evaluator` reads them; None:
    the model says nothing about them), and ``functions``, the interpretations of the
    uninterpreted functions (:mod:`.functions`; an application of a function the model
    does not interpret is undetermined)."""

    def __init__(self, values: Mapping[Term, Any] | None = None,
                 by_zero: Mapping[tuple[str, int], int] | None = None,
                 functions: Mapping[FunctionSymbol, Interpretation] | None = None) -> None:
        super().__init__(values or {})
        self.by_zero: Mapping[tuple[str, int], int] | None = by_zero
        self.functions: dict[FunctionSymbol, Interpretation] = dict(functions or {})


def _lookup(table: Mapping[tuple[str, int], int]) -> Callable[[str, int], int]:
    """``by_zero(op, m)`` answered from a table; undetermined where it has no entry."""
    def by_zero(op: str, m: int) -> int:
        try:
            return table[(op, m)]
        except KeyError:
            raise Undetermined(f"({op} {m} 0) is unspecified in SMT-LIB "
                               f"and the model does not define {op}0") from None
    return by_zero


class ParentWalks:
    """The parent counts of :meth:`Evaluator._count_parents`, shared by the evaluators
    that one search makes for its candidates (the small-witness enumeration makes one
    per candidate and evaluates the same assertions in the same order under each).

    The walk that counts a root's parents stops at the terms the evaluator has already
    evaluated and at the ground RegLan applications (evaluated on their own:
    :func:`_ground_regex`); which terms those are depends only on the roots evaluated
    before (in order: evaluation visits every operand whatever the values), not on the
    assignment nor on the regexes kept.  So an evaluator takes the counts of a root from
    here when it has evaluated the same roots before it, every evaluation of it
    finished; the counts are then the ones its own walk would find, and the evaluation
    and its steps are the same."""

    __slots__ = ("counts",)

    def __init__(self) -> None:
        #: (the roots evaluated before, in order; the root) -> its parent counts
        self.counts: dict[tuple[tuple[int, ...], int], dict[int, int]] = {}


class Evaluator:
    """Evaluates terms under one assignment, sharing a memo across calls.

    ``model`` maps variables to Python values (or literal terms; a RegLan
    variable to a RegLan term).  Use one evaluator for all assertions of a
    model so that shared subterms are evaluated once.  ``by_zero(op, m)``, if
    given, is the value of ``(op m 0)`` for ``op`` in ``div``/``mod``; by default
    the table of a :class:`Model`, if ``model`` is one.  With ``open_variables`` a
    variable the model does not mention is undetermined (not completed): a formula
    is then decided (:meth:`truth`) only where the assigned variables fix it.
    ``walks``, if given, shares the walks that count parents with other evaluators of
    the same terms (:class:`ParentWalks`).
    """

    _CHECK_EVERY = 128

    def __init__(self, model: Mapping[Term, Any] | None = None,
                 deadline: Deadline | None = None,
                 by_zero: Callable[[str, int], int] | None = None,
                 functions: Mapping[FunctionSymbol, Interpretation] | None = None,
                 open_variables: bool = False, walks: ParentWalks | None = None) -> None:
        self.model: Mapping[Term, Any] = model if model is not None else {}
        self.open_variables = open_variables
        #: without one, the running check's (a model's validation stops at its limit)
        self.deadline: Deadline | None = deadline if deadline is not None else current()
        if by_zero is None and isinstance(model, Model) and model.by_zero is not None:
            by_zero = _lookup(model.by_zero)
        self.by_zero = by_zero
        if functions is None and isinstance(model, Model):
            functions = model.functions
        self.functions: Mapping[FunctionSymbol, Interpretation] = functions or {}
        self._memo: dict[int, Any] = {}
        self._ground: dict[int, bool] = {}
        self._parents: dict[int, int] = {}
        self._steps = 0
        self._walks = walks
        #: the roots evaluated so far, in order (kept with ``walks`` only)
        self._history: tuple[int, ...] = ()
        #: every evaluation so far finished
        self._settled = True
        #: the ground RegLan term this evaluator evaluates by its operands (the
        #: others are evaluated on their own: :func:`_ground_regex`), and the costs of
        #: those it met (then its steps are its own)
        self._unit: Term | None = None
        self._deps: list[Cost] | None = None
        #: the values and costs of the ground RegLan terms evaluated for the one that
        #: contains :attr:`_unit` (:func:`_ground_regex`)
        self._alone: dict[int, tuple[Any, Cost]] | None = None

    # public ------------------------------------------------------------------

    @property
    def steps(self) -> int:
        """Terms evaluated so far (a measure of the work done, for callers that charge
        it to a work budget)."""
        return self._steps

    def evaluate(self, term: Term) -> Value:
        """The value of a Bool, Int or String term (see :func:`evaluate`)."""
        if term.sort is REGLAN:
            raise SortError("a RegLan term has no value on its own; "
                            "use it in str.in_re or evaluate it with matches()",
                            op=term.op)
        return cast(Value, self._finish(self.value(term)))

    def holds(self, formula: Term) -> bool:
        """The truth value of a Bool term."""
        if formula.sort is not BOOL:
            raise SortError(f"holds() needs a Bool term, got sort {formula.sort}", op=formula.op)
        return bool(self._finish(self.value(formula)))

    def truth(self, formula: Term) -> bool | None:
        """The truth value of a Bool term, or None where it is undetermined (with
        ``open_variables``: where it depends on a variable without a value)."""
        if formula.sort is not BOOL:
            raise SortError(f"truth() needs a Bool term, got sort {formula.sort}", op=formula.op)
        v = self.value(formula)
        return None if isinstance(v, _Undet) else bool(v)

    def regex(self, term: Term) -> Re:
        """The normalised regex of a RegLan term (string subterms under the model)."""
        if term.sort is not REGLAN:
            raise SortError(f"not a RegLan term (sort {term.sort})", op=term.op)
        return cast("Re", self._finish(self.value(term)))

    # internal ----------------------------------------------------------------

    @staticmethod
    def _finish(v: Any) -> Any:
        if isinstance(v, _Undet):
            raise Undetermined(v.reason)
        return v

    def value(self, root: Term) -> Any:
        """The internal value of ``root``: bool/int/str, a :class:`Re`, or undetermined."""
        memo = self._memo
        if root.id in memo:
            return memo[root.id]
        walks = self._walks
        if walks is None:
            self._count_parents(root)
        else:
            settled = self._shared_count(root, walks)
        ground = self._ground
        operands: dict[int, tuple[Term, ...] | list[Term]] = {}
        stack = [root]
        while stack:
            t = stack[-1]
            tid = t.id
            if tid in memo:
                stack.pop()
                continue
            ops = operands.get(tid)
            if ops is None and t.args:
                # First visit: schedule the operands (children first).
                if t.sort is REGLAN and t.ground and t is not self._unit:
                    known = None if self._alone is None else self._alone.get(tid)
                    memo[tid], cost = known or _ground_regex(t, self)
                    ground[tid] = True
                    stack.pop()
                    if self._deps is None:
                        self._steps += charge_steps(cost)
                    else:
                        self._deps.append(cost)
                    continue
                ops = self._operands(t) if t.op in _FLAT else t.args
                operands[tid] = ops
                pending = [c for c in ops if c.id not in memo]
                if pending:
                    pending.reverse()
                    stack.extend(pending)
                    continue
            # All operands are evaluated (the stack discipline guarantees it).
            stack.pop()
            if ops is None:
                ops = ()
            memo[tid] = self._apply(t, ops)
            ground[tid] = (t.op != "var" and t.op != APPLY
                           and all(ground[c.id] for c in ops))
            self._steps += 1
            if self.deadline is not None and self._steps % self._CHECK_EVERY == 0:
                self.deadline.check("evaluation")
        if walks is not None:
            self._history += (root.id,)
            self._settled = settled
        return memo[root.id]

    def _shared_count(self, root: Term, walks: ParentWalks) -> bool:
        """:meth:`_count_parents` through ``walks``; whether the evaluator stays settled
        once ``root`` is evaluated (:class:`ParentWalks`)."""
        settled, self._settled = self._settled, False  # until the evaluation finishes
        key = (self._history, root.id)
        if settled:
            counts = walks.counts.get(key)
            if counts is not None:
                self._parents = counts
                return True
        self._count_parents(root)
        if settled:
            walks.counts[key] = self._parents
        return settled

    def _count_parents(self, root: Term) -> None:
        """How many parents each not-yet-evaluated subterm of ``root`` has (in the DAG),
        below the ground RegLan applications other than :attr:`_unit`."""
        memo = self._memo
        parents = self._parents = {}
        seen = {root.id}
        stack = [root]
        unit = self._unit
        while stack:
            t = stack.pop()
            if t.sort is REGLAN and t.ground and t.args and t is not unit:
                continue
            for c in t.args:
                parents[c.id] = parents.get(c.id, 0) + 1
                if c.id not in seen and c.id not in memo:
                    seen.add(c.id)
                    stack.append(c)

    def _operands(self, t: Term) -> list[Term]:
        """The arguments of ``t``; for an associative operator, the arguments of the
        maximal tree of unshared same-operator subterms below ``t``.  A shared subterm
        stays an operand (evaluated once), so the work stays linear in the DAG."""
        if t.op not in _FLAT:
            return list(t.args)
        parents, memo = self._parents, self._memo
        return flatten(t.args, t.op, lambda c: parents.get(c.id, 0) == 1 and c.id not in memo)

    def _apply(self, t: Term, ops: tuple[Term, ...] | list[Term]) -> Any:
        op = t.op
        if op == "const":
            return t.value
        if op == "var":
            return self._lookup(t)
        values = [self._memo[c.id] for c in ops]
        if op not in _UNDET_AWARE:
            und = next((x for x in values if isinstance(x, _Undet)), None)
            if und is not None:
                return und
        if op == APPLY:
            return self._call(t, tuple(values))
        try:
            return HANDLERS[op](values, t, self)
        except Undetermined as exc:
            return _Undet(f"{exc} in {_describe(t)}")

    def _call(self, app: Term, args: tuple[Any, ...]) -> Any:
        """The value of an uninterpreted function's application under the model's
        interpretation (a table, or a definition whose body is evaluated with the
        parameters bound to ``args``); undetermined when the model has none.  (An
        application is made by :mod:`.functions`, loaded by then: issue 39, start-up.)"""
        from .functions import FunctionDefinition, symbol_of

        symbol = symbol_of(app)
        interp = self.functions.get(symbol)
        if interp is None:
            return _Undet(f"the model does not interpret the function {symbol.name}")
        if isinstance(interp, FunctionDefinition):
            inner = Evaluator(dict(zip(interp.params, args, strict=True)), self.deadline,
                              self.by_zero, self.functions)
            return inner.value(interp.body)
        return interp(args)

    def _lookup(self, v: Term) -> Any:
        if v not in self.model:
            if v.sort is REGLAN or self.open_variables:
                return _Undet(f"no value for the variable {v.value}")
            return COMPLETION_DEFAULTS[v.sort]
        value = self.model[v]
        if isinstance(value, Term):
            if value.sort is not v.sort:
                raise SortError(f"model value for {v.value} has sort {value.sort}, "
                                f"expected {v.sort}", op=str(v.value))
            if v.sort is REGLAN:
                return Evaluator(deadline=self.deadline).value(value)
            if value.op != "const":
                raise SortError(f"model value for {v.value} is not a literal", op=str(v.value))
            return value.value
        return _check_value(v, value)


def _check_value(v: Term, value: Any) -> Any:
    sort = v.sort
    ok = ((sort is BOOL and isinstance(value, bool))
          or (sort is INT and isinstance(value, int) and not isinstance(value, bool))
          or (sort is STRING and isinstance(value, str))
          or (sort is REGLAN and _is_regex(value)))
    if not ok:
        raise SortError(f"model value {value!r} for {v.value} is not of sort {sort}",
                        op=str(v.value))
    if sort is STRING:
        bad = outside_alphabet(value)
        if bad is not None:
            raise ValueRangeError(f"model value for {v.value} has character "
                                  f"U+{bad:X} outside the alphabet 0..0x2FFFF")
    return value


# ---- module-level entry points ------------------------------------------------------


def evaluate(term: Term, model: Mapping[Term, Any] | None = None, *,
             deadline: Deadline | None = None) -> Value:
    """The value of a Bool, Int or String ``term`` under ``model``.

    Variables missing from ``model`` take ``""``, ``0``, ``false``.  Raises
    :class:`Undetermined` when the value is not fixed by the assignment,
    :class:`SortError` for a RegLan term or an ill-sorted model value,
    :class:`ResourceLimit` when ``deadline`` expires.
    """
    return Evaluator(model, deadline).evaluate(term)


def holds(formula: Term, model: Mapping[Term, Any] | None = None, *,
          deadline: Deadline | None = None) -> bool:
    """The truth value of the Bool term ``formula`` under ``model``."""
    return Evaluator(model, deadline).holds(formula)


def to_regex(regex: Term, model: Mapping[Term, Any] | None = None, *,
             deadline: Deadline | None = None) -> Re:
    """The normalised regex (:class:`Re`) of a RegLan term under ``model``."""
    return Evaluator(model, deadline).regex(regex)


def matches(regex: Term, s: str, model: Mapping[Term, Any] | None = None, *,
            deadline: Deadline | None = None) -> bool:
    """``s`` belongs to the language of the RegLan term ``regex`` (its string
    subterms evaluated under ``model``)."""
    if outside_alphabet(s) is not None:
        raise ValueRangeError("string has a character outside the alphabet 0..0x2FFFF")
    return _membership.accepts(to_regex(regex, model, deadline=deadline), s, deadline)
