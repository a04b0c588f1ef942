"""``range`` whose bounds may be symbolic ints (the ``range`` builtin of code run over
symbolic values, :data:`strsat.python.builtins.BUILTINS`).

CPython's ``range`` takes only real ints, so the layer's stands in for it when a bound is
symbolic: iterating is the decision ``i < stop`` (``i > stop`` for a negative step) at each
step, so a loop over it unrolls; its length (``len_``, the layer's ``len``), membership of
an int, truth and indexing are symbolic too, each as CPython's ``range_length_obj``,
``range_contains_long``, ``range_bool`` and ``compute_range_item`` compute them (a
negative index counts from the end; out of range, ``IndexError``).  The step is made
concrete (with a note).  What is not modelled (a slice, ``__len__`` called by CPython's
own code, ``repr``, equality, hashing) runs on CPython's ``range`` of the concrete bounds,
with a note.
"""

from __future__ import annotations

import builtins as _py
from collections.abc import Iterator
from typing import Any

from ..terms import Term, integer, mk
from .context import Kind, decide
from .values import SymBool, SymInt, SymValue, floordiv_term, int_of, mod_term


def range_(*args: Any) -> Any:
    """``range(stop)``, ``range(start, stop[, step])``: CPython's own for real bounds,
    :class:`SymRange` when one is symbolic."""
    if not any(isinstance(a, SymValue) for a in args):
        return _py.range(*args)
    if not 1 <= len(args) <= 3:
        return _py.range(*args)  # CPython's TypeError
    for a in args:
        if int_of(a) is None:
            raise TypeError(f"'{type(a).__name__}' object cannot be interpreted as an integer")
    return SymRange(*args)


def _as_int(x: Any) -> Any:
    """An int-like bound as an int or a :class:`SymInt` (a symbolic bool as its int)."""
    if isinstance(x, SymInt):
        return x
    if isinstance(x, SymBool):
        return x.as_int()
    return _py.int(x.__index__())


def _term(x: Any) -> Term:
    return x.term if isinstance(x, SymInt) else integer(x)


def _value(x: Any) -> Any:
    return x.value if isinstance(x, SymInt) else x


class SymRange:
    """The layer's ``range`` (see the module's docstring); ``start``, ``stop`` and ``step``
    are ints or symbolic ints, the step a real int."""

    def __init__(self, *args: Any) -> None:
        start, stop, step = (0, args[0], 1) if len(args) == 1 else (
            (args[0], args[1], 1) if len(args) == 2 else args)
        start, stop, step = _as_int(start), _as_int(stop), _as_int(step)
        if isinstance(step, SymValue):
            step = step._concrete("a range step")
        if step == 0:
            raise ValueError("range() arg 3 must not be zero")
        self.start, self.stop, self.step = start, stop, step

    def _bounds(self, what: str) -> tuple[int, int, int]:
        start, stop = (a._concrete(what) if isinstance(a, SymValue) else a
                       for a in (self.start, self.stop))
        return start, stop, self.step

    def _concrete_range(self, what: str) -> range:
        return _py.range(*self._bounds(what))

    def __iter__(self) -> Iterator[Any]:
        i = self.start
        while True:
            more = i < self.stop if self.step > 0 else i > self.stop
            if isinstance(more, SymBool):
                if not decide(Kind.BRANCH, more.term, more.value, "for i in range(...)"):
                    return
            elif not more:
                return
            yield i
            i = i + self.step

    def length(self) -> Any:
        """``len(self)`` as a symbolic int: ``(hi - lo - 1) // |step| + 1`` where
        ``lo < hi`` (``lo``, ``hi`` the bounds in the step's direction), else 0."""
        lo, hi, step = ((self.start, self.stop, self.step) if self.step > 0
                        else (self.stop, self.start, -self.step))
        diff = mk("-", _term(hi), _term(lo))
        count = mk("+", floordiv_term(mk("-", diff, integer(1)), integer(step)), integer(1))
        term = mk("ite", mk(">", diff, integer(0)), count, integer(0))
        vlo, vhi = _value(lo), _value(hi)
        value = None if vlo is None or vhi is None else \
            (0 if vhi <= vlo else (vhi - vlo - 1) // step + 1)
        return SymInt(term, value)

    def __len__(self) -> int:
        return _py.len(self._concrete_range("len(range(...))"))

    def _holds(self, x: Any) -> SymBool:
        """``x in self`` for an int-like ``x``: between the bounds and on the step."""
        t, v = int_of(x)  # type: ignore[misc]
        start, stop = _term(self.start), _term(self.stop)
        vstart, vstop = _value(self.start), _value(self.stop)
        if self.step > 0:
            inside = mk("and", mk("<=", start, t), mk("<", t, stop))
        else:
            inside = mk("and", mk("<", stop, t), mk("<=", t, start))
        known = v is not None and vstart is not None and vstop is not None
        value = known and ((vstart <= v < vstop) if self.step > 0 else (vstop < v <= vstart))
        if self.step not in (1, -1):
            on_step = mk("=", mod_term(mk("-", t, start), integer(self.step)), integer(0))
            inside = mk("and", inside, on_step)
            value = value and (v - vstart) % self.step == 0
        return SymBool(inside, value if known else None)

    def __contains__(self, x: Any) -> bool:
        if type(x) is _py.int or isinstance(x, bool | SymInt | SymBool):
            held = self._holds(x)
            return decide(Kind.BRANCH, held.term, held.value, "x in range(...)")
        return x in self._concrete_range("x in range(...) for a non-int x")

    def __bool__(self) -> bool:
        lo, hi = (self.start, self.stop) if self.step > 0 else (self.stop, self.start)
        more = lo < hi
        if isinstance(more, SymBool):
            return decide(Kind.BRANCH, more.term, more.value, "bool(range(...))")
        return bool(more)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return self._concrete_range("range(...)[a slice]")[index]
        if int_of(index) is None:
            raise TypeError("range indices must be integers or slices, not "
                            f"{type(index).__name__}")
        n = self.length()
        i = _as_int(index)
        if i < 0:
            i = i + n
        if i < 0 or i >= n:
            raise IndexError("range object index out of range")
        return self.start + i * self.step

    def count(self, x: Any) -> Any:
        if type(x) is _py.int or isinstance(x, bool | SymInt | SymBool):
            return 1 if x in self else 0
        return self._concrete_range("range.count() of a non-int").count(x)

    def index(self, x: Any) -> Any:
        if type(x) is _py.int or isinstance(x, bool | SymInt | SymBool):
            if x not in self:
                raise ValueError(f"{x} is not in range")
            return (_as_int(x) - self.start) // self.step
        return self._concrete_range("range.index() of a non-int").index(x)

    def __reversed__(self) -> Iterator[Any]:
        return reversed(self._concrete_range("reversed(range(...))"))

    def __repr__(self) -> str:
        return repr(self._concrete_range("repr(range(...))"))

    def __eq__(self, other: object) -> Any:
        if isinstance(other, SymRange):
            other = other._concrete_range("range(...) == range(...)")
        if not isinstance(other, _py.range):
            return NotImplemented
        return self._concrete_range("range(...) == range(...)") == other

    def __hash__(self) -> int:
        return hash(self._concrete_range("hash(range(...))"))


__all__ = ["SymRange", "range_"]
