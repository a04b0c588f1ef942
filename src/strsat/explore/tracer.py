"""The tracer of one concolic run: decisions with their source sites, bounded.

:class:`RunTrace` is the layer's :class:`~strsat.python.Trace` (every decision
follows the concrete input and is recorded) plus what the explorer needs:

* the *site* of each decision -- the line and instruction of the explored
  module's code that made it (the innermost frame of that file), with what
  decided (``if``, ``str.index``, ``for ch in s`` ...) -- and the *activation*
  (the call of that code); a loop's decisions share a site and an activation,
  which is how its iterations are counted;
* the *round* of each decision's activation: the how-many-th call it is from the same
  place of the same activation of its caller, and at least its caller's round (a
  helper called at the third iteration of a loop is in round 3, and so is everything
  it calls).  The search counts a decision's iteration as the larger of its round and
  its count within the activation, so the loop bound cuts a helper's decisions at the
  same iteration as the loop that calls it, as if the helper were written inline; a
  direct recursive call is one round more than its caller, so the loop bound cuts
  recursion too (each
  call is a new activation: without rounds a helper called once per character had
  every one of its decisions at iteration 1, and ``checksum``'s ``int()`` case splits
  were flipped at every character);
* for each decision, the auxiliary definitions (:meth:`Tracer.define`) made since
  the previous one, so that a prefix of the path carries exactly its definitions;
* hashing a symbolic value (a dict or set placing it) uses its concrete hash
  without recording a pin: lookups compare keys by decisions instead
  (:mod:`.runtime`), and the run is *loose* from there (its later flips prove
  nothing infeasible);
* a decision whose condition is one this run decided already (``int(x)`` called twice
  on the same part, ``if m:`` after ``if not m and not q:``) is not recorded again: its
  literal is implied by the first, and its flip could only be infeasible (and with a
  pin before it, never proved so).  Its site is kept in :attr:`RunTrace.implied` with
  the index of the first decision: the other side of that site is reached by flipping
  the first one;
* *declined* sites: a ``DOMAIN`` decision with a wider symbolic model
  (:data:`~strsat.python.context.WIDER`) made at one of them is answered False and not
  recorded, whatever the value, so the layer takes its wider model (the search widens
  a domain a flip needs, :mod:`.search`);
* a budget: a run stops (:class:`RunStopped`, not an ``Exception``, so the
  program's ``except Exception`` cannot swallow it) after ``max_decisions``
  decisions or at the explorer's deadline.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from types import CodeType
from typing import Any

from ..python import Kind, Trace
from ..python.context import WIDER
from ..terms import Term


@dataclass(frozen=True)
class Site:
    """Where a decision was made: a code object, the instruction in it, and what decided."""

    code: CodeType | None
    offset: int
    line: int
    what: str
    kind: Kind

    def describe(self) -> str:
        where = f"line {self.line}" if self.code is not None else "outside the module"
        return f"{where} ({self.what})"


class RunStopped(BaseException):  # noqa: N818 - a control-flow signal, like KeyboardInterrupt
    """A run was stopped by its budget or by the deadline."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RunTrace(Trace):
    """See the module docstring."""

    def __init__(self, inputs: Mapping[Term, Any], files: set[str], max_decisions: int,
                 deadline: float | None, followed: set[str] | None = None,
                 declined: frozenset[Site] = frozenset()) -> None:
        super().__init__(inputs)
        #: the sites whose ``WIDER`` domain decisions this run declines
        self.declined = declined
        #: the explored module's files (and its package's), and the files of the other
        #: modules whose functions run rewritten (their decisions have sites too)
        self.files = files
        self.followed = followed if followed is not None else set()
        self.max_decisions = max_decisions
        self.deadline = deadline
        #: the site of each decision
        self.sites: list[Site] = []
        #: the activation (function call) that made each decision: a loop's iterations
        #: are counted per call
        self.activations: list[int] = []
        #: the call site (code, instruction) of that activation in the module, if any: a
        #: helper's branches count separately for each place that calls it
        self.contexts: list[tuple[CodeType, int] | None] = []
        #: the round of each decision's activation (see the module docstring)
        self.rounds: list[int] = []
        #: branches decided on concrete values (``elif new_comps:``): the number of
        #: decisions made before, the branch (code, line, column) and the side taken
        self.concrete: list[tuple[int, tuple[CodeType, int, int], bool]] = []
        #: the branches whose test was symbolic in this run, and the side the decision
        #: took (``normpath``'s ``... or (new_comps and new_comps[-1] == dotdot)`` is a
        #: plain ``[]`` only when false): with :attr:`concrete`, the sides a branch took
        #: on any run (the concrete frontier, :meth:`.Ranking._frontier`)
        self.symbolic_sides: set[tuple[tuple[CodeType, int, int], bool]] = set()
        #: record the concrete branches of the followed libraries too (the explored
        #: function wraps them: its search ranks their branches as its own)
        self.wrapped = False
        #: the followed libraries' concrete branches and sides recorded in this run (once
        #: each: a library's loops would fill :attr:`concrete`)
        self._library_sides: set[tuple[tuple[CodeType, int, int], bool]] = set()
        #: by frame id: the frame, its activation, calling context and round
        self._frames: dict[int, tuple[Any, int, tuple[CodeType, int] | None, int]] = {}
        #: by frame id: how many packages its code is from the explored files'
        #: (:meth:`_package_depth`)
        self._depth: dict[int, int] = {}
        #: by code object run rewritten in this run: the least package depth it ran at
        #: (0: the explored files; 1: a package their code calls; 2: one that package
        #: calls, and so on)
        self.library_depth: dict[CodeType, int] = {}
        #: calls seen per (caller's activation, call instruction, callee code)
        self._calls: dict[tuple[int, int, CodeType], int] = {}
        #: the definitions made before each decision (index: the decision's index)
        self.defs_before: list[tuple[Term, ...]] = []
        self._pending_defs: list[Term] = []
        #: the index of the first decision after an unrecorded concretisation
        self.loose_from: int | None = None
        #: the time.monotonic() reading of the latest decision (the watchdog's clock)
        self.last_progress = time.monotonic()
        #: the side each condition was decided on in this run, and the decision's index
        self._decided: dict[Term, tuple[bool, int]] = {}
        #: decisions not recorded because they repeat one: (the index of the first, the
        #: repeat's site, its calling context, the side taken)
        self.implied: list[tuple[int, Site, tuple[CodeType, int] | None, bool]] = []
        self._round = 1
        #: the indices of the decisions made while a ``raise`` in the module (or a
        #: followed library) built its exception, in the raise's own frame (:meth:`raising`)
        self.in_raise: set[int] = set()

    def raising(self, start: int, code: CodeType) -> None:
        """The decisions from ``start`` on whose site is in ``code`` were made while a
        ``raise`` there built its exception (``"%r" % x``, ``repr()``, an f-string): real
        decisions of the model, but no branch of the function; the search flips them
        after its own branches (:meth:`.ranking.Ranking._in_raise`)."""
        for i in range(start, len(self.sites)):
            if self.sites[i].code is code:
                self.in_raise.add(i)

    def decide(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None = None) -> bool:
        self._budget()
        if self.declined and kind is Kind.DOMAIN and what in WIDER and \
                self._where(what, kind)[0] in self.declined:
            return False  # the wider model (see the module docstring)
        before = self._decided.get(condition)
        if before is not None:
            taken = self.choose(kind, condition, concrete, what, exception)
            if taken == before[0]:
                site, _, context = self._where(what, kind)
                self.implied.append((before[1], site, context, taken))
                return taken
        taken = super().decide(kind, condition, concrete, what, exception)
        self._decided.setdefault(condition, (taken, len(self.decisions) - 1))
        self._mark(what, kind)
        return taken

    def concretize(self, term: Term, concrete: Any, what: str, note: bool = True) -> Any:
        self._budget()
        if what == "hash()" and concrete is not None:
            # a dict or a set placing a symbolic key, or hash() called on it: the key's
            # own hash, unrecorded (lookups decide over the keys, see .runtime); what
            # follows may depend on it, so no flip after this point claims infeasibility
            if self.loose_from is None:
                self.loose_from = len(self.decisions)
            self.note("hash() of a symbolic value (a dict or set placing it, a class's "
                      "cached hash): its concrete hash, not recorded; later flips prove "
                      "nothing infeasible")
            return concrete
        value = super().concretize(term, concrete, what, note)
        self._mark(what, Kind.CONCRETE)
        return value

    def loosen(self, note: str) -> None:
        """A value used concretely without a pin (see :func:`.runtime.loose_repr`): the run
        is loose from here (no later flip claims infeasibility), with a note."""
        self._budget()
        if self.loose_from is None:
            self.loose_from = len(self.decisions)
        self.note(f"{note}; later flips prove nothing infeasible")

    def where(self) -> str:
        """The line of the explored code running now (``FILE:LINE`` of the innermost frame
        of its files), and of the library code inside it, if any."""
        frame: Any = sys._getframe(2)
        inner = None
        while frame is not None and frame.f_code.co_filename not in self.files:
            if inner is None and frame.f_code.co_filename in self.followed:
                inner = frame
            frame = frame.f_back
        here = "" if frame is None else f"{_short(frame.f_code.co_filename)}:{frame.f_lineno}"
        if inner is not None:
            lib = f"{_short(inner.f_code.co_filename, 2)}:{inner.f_lineno}"
            return f"{here}, in {lib}" if here else lib
        return here or _outside(sys._getframe(2))

    def define(self, what: str, parts: list[tuple[Any, Term, Any]], definition: Any
               ) -> list[Term]:
        before = len(self.definitions)
        ks = super().define(what, parts, definition)
        self._pending_defs.extend(self.definitions[before:])
        return ks

    def assume(self, constraint: Term) -> None:
        """A constraint an input satisfies from here on (a Hypothesis draw's bounds,
        :mod:`strsat.hypothesis`): kept with the definitions made before the next
        decision, so every prefix past this point includes it."""
        self._pending_defs.append(constraint)

    def concrete_branch(self, code: CodeType, line: int, column: int, taken: bool,
                        symbolic: bool = False) -> None:
        """A branch of the explored code decided on a concrete value (recorded for the
        explorer's frontier; not a decision of the path); ``symbolic``: the test was
        symbolic this time (``a or b`` with ``a`` a symbolic true) and a decision took
        ``taken`` (kept in :attr:`symbolic_sides`).
        A followed library's branch is recorded when the explored function wraps it
        (:attr:`wrapped`), each side once per run."""
        if code.co_filename not in self.files:
            if not self.wrapped or code.co_filename not in self.followed or \
                    ((code, line, column), taken) in self._library_sides:
                return
            self._library_sides.add(((code, line, column), taken))
        if symbolic:
            self.symbolic_sides.add(((code, line, column), taken))
        elif len(self.concrete) < self.max_decisions:
            self.concrete.append((len(self.decisions), (code, line, column), taken))

    def _mark(self, what: str, kind: Kind) -> None:
        site, activation, context = self._where(what, kind)
        self.sites.append(site)
        self.activations.append(activation)
        self.contexts.append(context)
        self.rounds.append(self._round)
        self.defs_before.append(tuple(self._pending_defs))
        self._pending_defs.clear()

    def _where(self, what: str, kind: Kind) -> tuple[Site, int, tuple[CodeType, int] | None]:
        """The site, activation and calling context of the decision being made (the
        innermost frame of the explored files); its round is left in ``_round``."""
        frame = sys._getframe(3)
        while frame is not None and not self._tracked(frame.f_code.co_filename):
            frame = frame.f_back  # type: ignore[assignment]
        if frame is None:
            self._round = 1
            return Site(None, 0, 0, what, kind), 0, None
        _, activation, context, self._round = self._known(frame)
        return Site(frame.f_code, frame.f_lasti, frame.f_lineno, what, kind), activation, \
            context

    def _known(self, frame: Any) -> tuple[Any, int, tuple[CodeType, int] | None, int]:
        """The frame's entry: its activation number, calling context and round (its
        callers in the explored files are registered first, outermost first; a loop, not
        a recursion, since the program's own stack may be deep)."""
        chain = []
        while frame is not None and id(frame) not in self._frames:
            chain.append(frame)
            frame = frame.f_back
            while frame is not None and not self._tracked(frame.f_code.co_filename):
                frame = frame.f_back
        outer = None if frame is None else self._frames[id(frame)]
        for callee in reversed(chain):  # outermost first
            if outer is None:
                context, round_ = None, 1
            else:
                caller = outer[0]
                context = (caller.f_code, caller.f_lasti)
                call = (outer[1], caller.f_lasti, callee.f_code)
                self._calls[call] = self._calls.get(call, 0) + 1
                round_ = max(self._calls[call], outer[3])
                if caller.f_code is callee.f_code:
                    round_ = max(round_, outer[3] + 1)  # recursion: one level, one round
            self._package_depth(callee, None if outer is None else outer[0])
            # the frame is kept until the run ends: ids are not reused
            outer = self._frames[id(callee)] = (callee, len(self._frames) + 1, context, round_)
        assert outer is not None
        return outer

    def _package_depth(self, callee: Any, caller: Any) -> None:
        """Record how far ``callee``'s package is from the explored files: 0 in them, one
        more than its (tracked) caller's where its top-level package differs, the
        caller's where it is the same (a package's own helpers), 1 with no tracked
        caller.  A wrapper's search ranks the package it calls first (:meth:`.Ranking.
        _wrapped_library`)."""
        code = callee.f_code
        if code.co_filename in self.files:
            depth = 0
        elif caller is None:
            depth = 1
        else:
            depth = self._depth[id(caller)]
            if depth == 0 or _package(callee) != _package(caller):
                depth += 1
        self._depth[id(callee)] = depth
        if depth < self.library_depth.get(code, depth + 1):
            self.library_depth[code] = depth

    def _tracked(self, file: str) -> bool:
        return file in self.files or file in self.followed

    def release(self) -> None:
        """Forget the frames (after the run)."""
        self._frames.clear()
        self._depth.clear()
        self._calls.clear()

    def _budget(self) -> None:
        self.last_progress = time.monotonic()
        if len(self.decisions) >= self.max_decisions:
            raise RunStopped(f"more than {self.max_decisions} decisions in one run")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise RunStopped("the time limit")


#: the folder of strsat's own modules (their frames are never where a note points)
_OWN = __file__.rsplit("/", 2)[0] + "/"


def _outside(frame: Any) -> str:
    """Where code that is not rewritten holds a symbolic value (a decorator's wrapper of
    another module calling the explored function): its innermost frame outside strsat,
    or "" (strsat's own code, after the function returned)."""
    while frame is not None and frame.f_code.co_filename.startswith(_OWN):
        frame = frame.f_back
    if frame is None:
        return ""
    return f"{_short(frame.f_code.co_filename, 2)}:{frame.f_lineno}, not rewritten"


def _package(frame: Any) -> str:
    """The top-level package of the module whose code ``frame`` runs."""
    name = frame.f_globals.get("__name__")
    return name.partition(".")[0] if isinstance(name, str) else ""


def _short(file: str, parts: int = 1) -> str:
    """The last ``parts`` components of a file's path."""
    return "/".join(file.replace("\\", "/").split("/")[-parts:])


__all__ = ["RunStopped", "RunTrace", "Site"]
