"""``math.gcd`` and ``math.lcm`` of symbolic ints (issue 38, brief "survey19").

C functions: a symbolic argument was made concrete (a note, a pin).  What is linear is
modelled exactly here:

* the concrete arguments fold into one constant ``c`` (both functions are associative
  and commutative);
* ``gcd`` with ``c != 0`` is the largest divisor ``d`` of ``|c|`` that divides every
  symbolic argument: ``ite(x mod d1 = 0 ∧ ..., d1, ite(x mod d2 = 0 ∧ ..., d2, ... 1))``
  over the divisors of ``|c|`` in decreasing order (``x mod d`` with a constant ``d`` is
  linear; ``d | 0`` holds, so ``gcd(0, c)`` is ``|c|``);
* ``gcd`` of one symbolic ``x`` alone (``c = 0``) is ``|x|``;
* ``lcm`` of one symbolic ``x`` and ``c != 0`` is ``|x| * (|c| / gcd(x, c))``, the same
  case split (``lcm(0, c)`` is 0); with ``c = 0`` it is 0; of ``x`` alone ``|x|``.

* without a constant, one symbolic argument that takes finitely many nonzero values
  (an ``ite`` tree of constants) bounds the gcd the same way, by the union of their
  divisors.

Partial: ``gcd`` of two or more symbolic arguments without a nonzero constant among
them and none of finitely many nonzero values, ``lcm`` of two or more symbolic
arguments, and a constant with more than :data:`DIVISOR_LIMIT` divisors or above
:data:`CONSTANT_LIMIT` run on the concrete values (:func:`~strsat.python.context.fallback`:
pinned, with a note); an argument that is no int (a float, a ``str``) gets CPython's
``TypeError`` from CPython's own call.
"""

from __future__ import annotations

import math
from typing import Any

from ..terms import Term, integer, mk
from . import termops as T
from .context import Trace, active, concretize, fallback
from .values import SymBool, SymInt, SymValue

#: Largest constant whose divisors are listed (trial division up to its square root)
CONSTANT_LIMIT = 10**12
#: Most divisors of the constant in one case split
DIVISOR_LIMIT = 1024
#: Most constants an argument's ``ite`` tree may take to bound the gcd by their divisors
LEAF_LIMIT = 64


def _divisors(n: int) -> list[int] | None:
    """The divisors of ``n > 0`` in increasing order, None past the limits."""
    if n > CONSTANT_LIMIT:
        return None
    low, high = [], []
    i = 1
    while i * i <= n:
        if n % i == 0:
            low.append(i)
            if i * i != n:
                high.append(n // i)
        i += 1
    found = low + high[::-1]
    return found if len(found) <= DIVISOR_LIMIT else None


def _split(args: tuple[Any, ...]) -> tuple[int, list[SymInt]] | None:
    """The concrete arguments' gcd and the symbolic ones (a ``bool`` as its int); None
    when an argument is no int."""
    constant, symbolic = 0, []
    for a in args:
        if isinstance(a, SymBool):
            symbolic.append(a.as_int())
        elif isinstance(a, SymInt):
            symbolic.append(a)
        elif isinstance(a, int):
            constant = math.gcd(constant, a)
        else:
            return None
    return constant, symbolic


def _plain(run: Any, args: tuple[Any, ...]) -> Any:
    """CPython's call when an argument is no int: its ``TypeError`` does not depend on the
    symbolic ints' values (0 stands for them); another symbolic value (a ``str``) is made
    concrete for it, with a note."""
    if any(isinstance(a, SymValue) and not isinstance(a, SymInt | SymBool) for a in args):
        return fallback(f"math.{run.__name__} of a symbolic non-int", list(args), run)
    return run(*(0 if isinstance(a, SymInt | SymBool) else a for a in args))


def _value(run: Any, args: tuple[Any, ...]) -> int | None:
    """CPython's result on the arguments' concrete values (None without them)."""
    values = []
    for a in args:
        if isinstance(a, SymValue):
            if a.value is None:
                return None
            values.append(a.value)
        else:
            values.append(a)
    return int(run(*values))


def _divides(d: int, xs: list[SymInt]) -> Term:
    return T.conj(*(T.eq(mk("mod", x.term, integer(d)), integer(0)) for x in xs))


def _cases(divisors: list[int], xs: list[SymInt], value_of: Any) -> Term:
    """``ite`` over the divisors, largest first: ``value_of(d)`` for the largest ``d``
    dividing every ``x`` (1 divides all: the innermost case)."""
    term = value_of(1)
    for d in divisors[1:]:
        term = T.ite(_divides(d, xs), value_of(d), term)
    return term  # type: ignore[no-any-return]


def gcd(*args: Any) -> Any:
    """``math.gcd(*args)`` (see the module docstring)."""
    split = _split(args)
    if split is None:
        return _plain(math.gcd, args)
    if not split[1]:
        return math.gcd(*args)
    constant, xs = split
    if constant == 1:
        return 1
    if constant == 0 and len(xs) == 1:
        return abs(xs[0])
    divisors = _divisors(abs(constant)) if constant else _bounded_divisors(xs)
    if divisors is None:
        one = _pin_one(xs)
        if one is not None:
            x, value = one
            return gcd(constant, value, *(y for y in xs if y is not x))
        return fallback("math.gcd of symbolic ints", list(args), math.gcd)
    return SymInt(_cases(divisors, xs, integer), _value(math.gcd, args))


#: what the pin of :func:`_pin_one` is noted as
PIN_ONE = "math.gcd of two symbolic ints (the one of the smallest nonzero value)"


def _pin_one(xs: list[SymInt]) -> tuple[SymInt, int] | None:
    """In a concrete execution with two or more symbolic arguments, the one of the
    smallest absolute value but 0 made concrete (a pin, with a note), so that the gcd of
    the others with it is the case split over its divisors (a 0 pinned would say
    nothing of them: ``gcd(0, x)`` is ``|x|`` whatever ``x``): ``Fraction(s)``'s
    ``gcd(numerator, denominator)`` pins the smaller and leaves the other symbolic (both
    were pinned, and ``Fraction(s) == Fraction(1, 2)`` was reached only by a run that
    already held 1 and 2).  None outside one, or with one argument."""
    if len(xs) < 2 or not isinstance(active(), Trace) or any(x.value is None for x in xs):
        return None
    x = min(xs, key=lambda y: (y.value == 0, abs(int(y.value))))
    return x, int(concretize(x.term, x.value, PIN_ONE))


def _leaves(t: Term, out: set[int]) -> bool:
    """Collect the constants an ``ite`` tree of integer constants can take; False for any
    other term (or past :data:`LEAF_LIMIT` constants)."""
    if t.op == "const" and isinstance(t.value, int):
        out.add(t.value)
        return len(out) <= LEAF_LIMIT
    return t.op == "ite" and _leaves(t.args[1], out) and _leaves(t.args[2], out)


def _bounded_divisors(xs: list[SymInt]) -> list[int] | None:
    """Without a constant argument: when one symbolic argument takes finitely many
    nonzero values (an ``ite`` over constants: the denominator a ``Fraction`` reduced by
    a gcd with a constant), the gcd divides one of them, so the union of their divisors
    holds it (``Fraction(n, 6) + Fraction(1, 3)``'s ``gcd(t, g)``); else None."""
    for x in xs:
        values: set[int] = set()
        if _leaves(x.term, values) and 0 not in values:
            found: set[int] = set()
            for v in values:
                ds = _divisors(abs(v))
                if ds is None:
                    return None
                found.update(ds)
            return sorted(found) if len(found) <= DIVISOR_LIMIT else None
    return None


def lcm(*args: Any) -> Any:
    """``math.lcm(*args)`` (see the module docstring)."""
    split = _split(args)
    if split is None:
        return _plain(math.lcm, args)
    if not split[1]:
        return math.lcm(*args)
    constants = [a for a in args if not isinstance(a, SymValue)]
    xs = split[1]
    if any(c == 0 for c in constants):
        return 0
    if len(xs) > 1:
        return fallback("math.lcm of symbolic ints", list(args), math.lcm)
    x = abs(xs[0])
    if not constants:
        return x
    multiple = abs(math.lcm(*constants))
    divisors = _divisors(multiple)
    if divisors is None:
        return fallback("math.lcm of symbolic ints", list(args), math.lcm)
    term = _cases(divisors, xs, lambda d: (x * (multiple // d)).term)
    return SymInt(term, _value(math.lcm, args))


MODELS: dict[Any, Any] = {math.gcd: gcd, math.lcm: lcm}

__all__ = ["CONSTANT_LIMIT", "DIVISOR_LIMIT", "MODELS", "gcd", "lcm"]
