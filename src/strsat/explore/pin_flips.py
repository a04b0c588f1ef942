"""Flips of pins: another value where a symbolic value was made concrete (issue 38: "it
makes values concrete at module boundaries").

A call the layer cannot follow (a C function without a model: ``zlib.crc32(b)``,
``math.gcd``) gets the input's concrete values, recorded as a *pin* ``term == v``
(:meth:`strsat.python.context.Context.concretize`), and the run goes on concretely: the
branches on what the call returned are decided on plain values, so no recorded decision
leads to their other sides and no flip could reach them.  CrossHair, at the same place,
draws other values on later iterations.

Here a pin is also a flip when a branch of the explored code after it has a side no run
took (the concrete frontier, :attr:`~.search_state.SearchState.open_concrete`): the run's
decisions before the pin, then ``term`` equal to none of the values the runs through that
place pinned so far -- the solver picks another value, and the run goes on with it.  A
place is the pin's trie node (the decisions before it), site and calling context; at most
:data:`MAX_VALUES` values are asked for at one place, and only the first
:data:`PINS_PER_RUN` pins of a run are flipped (later ones usually follow from them).
Such a flip ranks with the flips towards a concrete branch's untaken side while fewer
than :data:`~.search_state.REFUTED_LIMIT` of its place's flips were barren (their runs
covered nothing new), and with the covered ones after that.

The solver picks readable values first, so "another value" alone gives ``"f"``, ``"g"``,
``"h"``... of one kind.  A string pin's flip therefore also asks, the more values its
place had, for a character outside a wider class each time (:data:`LADDER`: lower-case
letters, letters, letters and digits, printable ASCII, ASCII, Latin-1), as CrossHair's
draws reach digits, punctuation and control characters; when no such value exists the
flip asks for another value alone (:func:`excluded` with ``widen=False``).
"""

from __future__ import annotations

from typing import Any

from ..python import Kind
from ..terms import STRING, Term, mk, string
from .search_state import FLIPPABLE, Run, SearchState, Target

__all__ = ["LADDER", "MAX_VALUES", "PINS_PER_RUN", "excluded", "pin_targets", "widened"]

#: The most values asked for at one pin place.
MAX_VALUES = 8
#: The pins of one run that become flips (its first ones).
PINS_PER_RUN = 4

#: A pin place: the id of its prefix's trie node, its site, its calling context.
PinPlace = tuple[int, Any, Any]


def _range(lo: str, hi: str) -> Term:
    return mk("re.range", string(lo), string(hi))


#: The classes a string pin's flip asks for a character outside of, by the number of
#: values its place had (the first flip: another value alone).
LADDER: tuple[Term, ...] = (
    _range("a", "z"),
    mk("re.union", _range("a", "z"), _range("A", "Z")),
    mk("re.union", _range("a", "z"), _range("A", "Z"), _range("0", "9")),
    _range(" ", "~"),
    _range("\x00", "\x7f"),
    _range("\x00", "\xff"),
)


def pin_targets(state: SearchState, run: Run) -> list[Target]:
    """The flips of the run's first pins whose place has room for another value (the
    pins' values recorded in :attr:`~.search_state.SearchState.pin_values`, the places
    decided after each in :attr:`~.search_state.SearchState.pin_leads`)."""
    trace = run.trace
    decisions = trace.decisions
    after_node: dict[int, dict[Any, Any]] = {}  # decision index -> the trie node after it
    for node, i in run.nodes:
        d = decisions[i]
        after_node[i] = node.get((d.condition, d.taken), node)
    made: list[Target] = []
    node, depth, pins, first_pin = state.root, 0, 0, None
    for i, d in enumerate(decisions):
        if i in after_node:
            node, depth = after_node[i], depth + 1
            continue
        if d.kind is not Kind.CONCRETE or i >= len(trace.sites):
            continue
        pinned = first_pin is not None
        if first_pin is None:
            first_pin = i
        pins += 1
        if pins > PINS_PER_RUN:
            break
        site, context = trace.sites[i], trace.contexts[i]
        place: PinPlace = (id(node), site, context)
        values = state.pin_values.setdefault(place, [])
        if d.condition in values:
            continue
        values.append(d.condition)
        state.pin_leads.setdefault((site, context), set()).update(_places_after(run, i))
        if len(values) >= MAX_VALUES:
            continue
        made.append(Target(run, i, node, (d.condition, False), site, context, 1, depth,
                           pinned, pin=place))
    return made


def _places_after(run: Run, index: int) -> set[tuple[Any, Any]]:
    """The concrete branches and decided sites of ``run`` after its decision ``index``."""
    trace = run.trace
    places: set[tuple[Any, Any]] = {(branch, None) for at, branch, _ in trace.concrete
                                    if at > index}
    places.update((trace.sites[j], trace.contexts[j]) for _, j in run.nodes
                  if j > index and trace.decisions[j].kind in FLIPPABLE)
    return places


def excluded(state: SearchState, target: Target, widen: bool = True) -> Term:
    """The flipped side of a pin's flip: its term equal to none of the values pinned at
    its place so far, and (``widen``, a string pin) holding a character outside the
    class of :data:`LADDER` for that many values."""
    assert target.pin is not None
    conditions = state.pin_values.get(target.pin) or [target.flip[0]]
    sides = [mk("not", c) for c in conditions]
    rung = _rung(state, target) if widen else None
    if rung is not None:
        term, wider = rung
        outside = mk("re.inter", mk("re.allchar"), mk("re.comp", wider))
        sides.append(mk("str.in_re", term, mk("re.++", mk("re.all"), outside, mk("re.all"))))
    return mk("and", *sides) if len(sides) > 1 else sides[0]


def widened(state: SearchState, target: Target) -> bool:
    """Whether :func:`excluded` asks more than another value for this flip now."""
    return _rung(state, target) is not None


def _rung(state: SearchState, target: Target) -> tuple[Term, Term] | None:
    """A string pin's term and the class of :data:`LADDER` its flip asks to leave, by
    the number of values its place had (None: the first value, another sort, past the
    ladder, not a pin's flip)."""
    if target.pin is None:
        return None
    pin = target.flip[0]
    if not (pin.op == "=" and len(pin.args) == 2 and pin.args[1].op == "const"):
        return None
    term = pin.args[0]
    step = len(state.pin_values.get(target.pin) or ()) - 2
    if term.sort is not STRING or not 0 <= step < len(LADDER):
        return None
    return term, LADDER[step]
