"""``st.from_regex(p)`` as one draw constrained to the pattern's language (issue 42, item 2).

Hypothesis builds a ``from_regex`` value from many small draws (characters, repetition
counts, alternatives) and joins them in its own code, then filters with
``regex.fullmatch``: no single draw is the string, so no single draw could carry the
membership.  In a test run with strsat's backend, a draw of ``st.from_regex(p,
fullmatch=...)`` is made by :class:`RegexMembership` instead:

1. a *marker* choice (a boolean of probability :data:`MARKER_P`); when it is false, the
   pattern's own strategy draws as always;
2. when it is true, one string choice over the strategy's alphabet, kept only if
   CPython's ``re`` accepts it (``fullmatch``, or ``search`` for ``fullmatch=False``:
   what ``from_regex`` promises), else the test case is invalid.

strsat's provider sets the marker (a forced choice) when the layer models ``p``
(:func:`strsat.python.re_match.pattern_term`) and hands a symbolic string whose draw
carries the membership as its constraint, so the solver picks the string inside the
language.  Under Hypothesis's own provider (its random test cases, the replay of a
failure, shrinking) the same two choices replay the same value: every failure is one
Hypothesis reproduces and shrinks (the string, by its own shrinker, kept in the
language by the check).  Patterns the layer cannot model keep the pattern's own
strategy (its draws made concrete by the provider, with a statistic).

A ``from_regex`` passed to another strategy (``st.lists(st.from_regex(...))``,
``st.tuples``, ``st.builds``) reaches ``draw`` inside that strategy as Hypothesis built it,
from its arguments unwrapped; :func:`rebuilt` builds such a strategy from its arguments as
they are, so the ``from_regex`` strategy is drawn as itself.

The substitution is made by a wrapper of ``ConjectureData.draw`` installed with the
backend (:func:`install`, when the first strsat-backed run starts; Hypothesis offers no
hook at the end of a run to remove it).  The wrapper changes nothing outside a test run
whose backend is strsat's: for a ``from_regex`` strategy (or one built on it) it looks at
the run's settings (Hypothesis's ``execute_once`` frame), and calls the original
``draw`` for every other strategy and every other run.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hypothesis.strategies import SearchStrategy

from ..errors import UnsupportedError
from . import sampled_draws
from .instrument import find_state

if TYPE_CHECKING:
    from ..terms import Term

#: the probability of the marker choice under Hypothesis's own provider (a string drawn
#: at random over the alphabet seldom matches: its own strategy draws nearly always)
MARKER_P = 2.0**-10
#: the name of a wrapped function's original, kept on the wrapper
ORIGINAL = "_strsat_original"
#: the attributes of a lazy strategy holding its rebuilt form (:func:`rebuilt`) and its
#: spec (:func:`spec_of`; an empty tuple: none)
REBUILT = "_strsat_rebuilt"
SPEC = "_strsat_spec"


@dataclass(frozen=True)
class RegexSpec:
    """A ``from_regex`` draw the layer may model: the pattern, its flags (without
    ``re.UNICODE``), ``fullmatch`` or ``search``, and the alphabet's code-point intervals."""

    pattern: str
    flags: int
    mode: str
    intervals: Any  # Hypothesis's IntervalSet

    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, self.flags)

    def accepts(self, value: str) -> bool:
        """CPython's answer: ``value`` is a string ``from_regex`` promises."""
        return getattr(self.compiled(), self.mode)(value) is not None

    def language(self) -> Term:
        """The RegLan term of the accepted strings; raises ``UnsupportedError``."""
        from ..python.re_match import pattern_term  # the layer: loaded when a run draws

        return pattern_term(self.pattern, self.flags, self.mode)


def spec_of(strategy: Any) -> tuple[RegexSpec, tuple[tuple[str, Any], ...]] | None:
    """The spec of a ``st.from_regex(...)`` strategy over ``str`` and the ``.map`` and
    ``.filter`` applied to it; None for any other strategy."""
    from hypothesis.strategies._internal.lazy import LazyStrategy

    if type(strategy) is not LazyStrategy or \
            getattr(strategy.function, "__name__", "") != "from_regex":
        return None
    known = getattr(strategy, SPEC, None)
    if known is not None:
        return known or None
    lazy: Any = strategy  # its arguments are name-mangled private attributes
    names = ("regex", "fullmatch", "alphabet")
    given = {**dict(zip(names, lazy._LazyStrategy__args, strict=False)),
             **lazy._LazyStrategy__kwargs}
    found: Any = ()
    with contextlib.suppress(AttributeError, TypeError, ValueError, re.error):
        found = (_spec(given["regex"], bool(given.get("fullmatch")),
                       _chars(given.get("alphabet"))), tuple(lazy._transformations))
    with contextlib.suppress(AttributeError, TypeError):
        setattr(strategy, SPEC, found)  # read again at each draw
    return found or None


def _chars(alphabet: Any) -> Any:
    """``from_regex``'s character strategy for its ``alphabet`` argument."""
    from hypothesis.strategies import characters
    from hypothesis.strategies._internal.strings import OneCharStringStrategy

    return characters(codec="utf-8") if alphabet is None else \
        OneCharStringStrategy.from_alphabet(alphabet)


def _spec(regex: Any, fullmatch: bool, chars: Any) -> RegexSpec:
    from hypothesis.strategies._internal import lazy

    pattern, flags = (regex.pattern, regex.flags) if isinstance(regex, re.Pattern) \
        else (regex, 0)
    if not isinstance(pattern, str):
        raise TypeError("a bytes pattern")
    re.compile(pattern, flags)
    unwrap: Any = lazy.unwrap_strategies  # untyped in Hypothesis
    intervals = getattr(unwrap(chars), "intervals", None)
    if intervals is None:
        raise TypeError("an alphabet without intervals")
    return RegexSpec(pattern, flags & ~re.UNICODE, "fullmatch" if fullmatch else "search",
                     intervals)


def modelled(spec: RegexSpec) -> str | None:
    """None when the layer models the pattern, else why not."""
    try:
        spec.language()
    except UnsupportedError as exc:
        return str(exc)
    return None


class RegexMembership:
    """The draw of a ``from_regex`` strategy in a strsat-backed run (module docstring)."""

    def __init__(self, original: Any, spec: RegexSpec) -> None:
        self.original = original
        self.spec = spec

    def draw(self, data: Any, draw: Callable[..., Any]) -> Any:
        provider = data.provider
        symbolic = getattr(provider, "regex_symbolic", None)
        if symbolic is None:  # Hypothesis's own provider: the marker is a choice
            marker = data.draw_boolean(MARKER_P)
        else:  # strsat's: set (a symbolic draw, or its replay) or cleared, never solved
            marker = data.draw_boolean(MARKER_P, forced=bool(symbolic(self.spec)))
        if not marker:
            return draw(data, self.original)
        if symbolic is not None:
            provider.membership = self.spec
        try:
            value = data.draw_string(self.spec.intervals)
        finally:
            if symbolic is not None:
                provider.membership = None
        if type(value) is str and not self.spec.accepts(value):
            data.mark_invalid(f"not a string of from_regex({self.spec.pattern!r})")
        return value


class _Wiring:
    """The provider class :func:`install` was given (set once; a wiring of the process,
    not a cache): :mod:`.provider` builds on this module, so it hands its class in."""

    provider: type | None = None


def strsat_run() -> bool:
    """Whether the test run drawing now has strsat's backend (its settings name a
    provider that is the installed :class:`~.provider.StrsatProvider` or a subclass)."""
    from hypothesis.internal.conjecture.providers import AVAILABLE_PROVIDERS

    from . import PROVIDER

    state = find_state()
    backend = getattr(getattr(state, "settings", None), "backend", None)
    provider = AVAILABLE_PROVIDERS.get(backend or "")
    if isinstance(provider, str):
        return provider == PROVIDER
    base = _Wiring.provider
    return isinstance(provider, type) and base is not None and issubclass(provider, base)


def install(provider: type) -> None:
    """Wrap ``ConjectureData.draw`` (once per process): a ``from_regex`` strategy drawn in
    a strsat-backed run is drawn by :class:`RegexMembership`, with its ``.map`` and
    ``.filter`` applied after; a ``sampled_from`` drawn by strsat's provider by
    :mod:`.sampled_draws` (the same choice); everything else is the original ``draw``."""
    from hypothesis.internal.conjecture.data import ConjectureData
    from hypothesis.strategies._internal.lazy import LazyStrategy

    _Wiring.provider = provider
    if hasattr(ConjectureData.draw, ORIGINAL):
        return
    original = ConjectureData.draw

    def draw(self: Any, strategy: Any, label: Any = None, observe_as: Any = None) -> Any:
        if type(strategy) is not LazyStrategy:  # the cheap tests first: most draws
            elements = sampled_draws.elements_of(strategy) \
                if hasattr(self.provider, "regex_symbolic") else None
            if elements is not None:  # strsat's provider: the same choice, a symbolic value
                strategy = _Sampled(strategy, elements)
            return original(self, strategy, label, observe_as)
        found = spec_of(strategy)
        if found is None:
            made = rebuilt(strategy)
            return original(self, strategy if made is strategy or not strsat_run() else made,
                            label, observe_as)
        if not strsat_run():
            return original(self, strategy, label, observe_as)
        spec, transforms = found
        substitute: Any = _Membership(RegexMembership(strategy, spec), original)
        for method, fn in transforms:
            substitute = getattr(substitute, method)(fn)
        return original(self, substitute, label, observe_as)

    setattr(draw, ORIGINAL, original)
    ConjectureData.draw = draw  # type: ignore[method-assign]


def rebuilt(strategy: Any) -> Any:
    """A lazy strategy with a ``from_regex`` among its arguments (``st.lists(st.from_regex(
    ...))``, ``st.tuples``, ``st.builds`` ...), built from its arguments as they are:
    Hypothesis builds it from its arguments *unwrapped*, where the ``from_regex`` strategy
    is no longer one :func:`spec_of` knows.  Other strategies are returned as they are.
    The form is kept on the strategy object (an attribute only strsat-backed runs read)."""
    made = getattr(strategy, REBUILT, None)
    if made is not None:
        return strategy if made is False else made
    lazy: Any = strategy
    args, kwargs = lazy._LazyStrategy__args, lazy._LazyStrategy__kwargs
    made = False
    if any(spec_of(s) is not None for s in _strategies_in([*args, *kwargs.values()])):
        try:
            made = lazy.function(*args, **kwargs)
            for method, fn in lazy._transformations:
                made = getattr(made, method)(fn)
        except Exception:  # noqa: BLE001 - Hypothesis's own form is drawn then
            made = False
    with contextlib.suppress(AttributeError, TypeError):
        setattr(strategy, REBUILT, made)
    return strategy if made is False else made


def _strategies_in(values: list[Any]) -> list[Any]:
    """The values, and the items of the lists, tuples and dicts among them."""
    found: list[Any] = []
    for v in values:
        if isinstance(v, list | tuple):
            found.extend(v)
        elif isinstance(v, dict):
            found.extend(v.values())
        else:
            found.append(v)
    return found


class _Membership(SearchStrategy[str]):
    """The Hypothesis strategy whose draw is a :class:`RegexMembership`'s."""

    def __init__(self, membership: RegexMembership, original_draw: Callable[..., Any]) -> None:
        super().__init__()
        self.membership = membership
        self.original_draw = original_draw

    def do_draw(self, data: Any) -> Any:
        return self.membership.draw(data, self.original_draw)

    def __repr__(self) -> str:
        return repr(self.membership.original)


class _Sampled(SearchStrategy[Any]):
    """A ``sampled_from`` strategy drawn by :func:`.sampled_draws.draw` (its label kept)."""

    def __init__(self, original: Any, elements: tuple[Any, ...]) -> None:
        super().__init__()
        self.original = original
        self.elements = elements

    def calc_label(self) -> int:
        label: int = self.original.label
        return label

    def do_draw(self, data: Any) -> Any:
        return sampled_draws.draw(data, self.elements)

    def __repr__(self) -> str:
        return repr(self.original)


__all__ = ["MARKER_P", "RegexMembership", "RegexSpec", "install", "modelled", "spec_of",
           "rebuilt", "strsat_run"]
