"""Uninterpreted functions in z3py's shape (issue 41): ``Function``, ``FreshFunction``
and the interpretations a model gives them, ``FuncInterp`` and ``FuncEntry``.

``f = Function("f", StringSort(), IntSort())`` declares ``f`` from strings to integers
(the last sort is the range); ``f(x)`` applies it (:class:`~.expr.FuncDecl`).  The
solver decides applications by Ackermann's reduction (``engine/ackermann.py``), and
``m[f]`` is a :class:`FuncInterp`: the entries (argument values to a value) and the
value of every other argument tuple, as z3py's ``as_list()``/``else_value()``/
``num_entries()``/``entry(i)`` read them.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from ..errors import StrsatError
from ..terms import Value, var
from ..terms.functions import FunctionSymbol, FunctionTable, define_fun, function
from .errors import ApiIndexError, ApiSortError
from .expr import Decl, FuncDecl, SortRef
from .values import py_value, z3_text


def _signature(where: str, sig: Sequence[object]) -> list[SortRef]:
    """The sorts of ``Function(name, *sig)``; a single list of sorts is spread (z3py)."""
    items = list(sig[0]) if len(sig) == 1 and isinstance(sig[0], list | tuple) else list(sig)
    if not items:
        raise ApiSortError(where, sig, "the argument sorts and the range sort")
    for s in items:
        if not isinstance(s, SortRef):
            raise ApiSortError(where, s, "a sort: StringSort(), IntSort() or BoolSort()")
    return items  # type: ignore[return-value]


def _declare(where: str, name: str, sorts: list[SortRef]) -> Decl:
    *domain, range_ = sorts
    if not domain:  # z3py: a function of no argument is a constant; f() gives it
        return _constant(where, name, range_)
    try:
        symbol = function(name, [s.sort for s in domain], range_.sort)
    except StrsatError as exc:
        raise ApiSortError(where, sorts, f"sorts among StringSort(), IntSort() and "
                           f"BoolSort() ({exc})") from None
    return FuncDecl(symbol)


def _constant(where: str, name: str, sort: SortRef) -> Decl:
    from ..terms import BOOL, INT, STRING

    if sort.sort not in (BOOL, INT, STRING):
        raise ApiSortError(where, sort, "StringSort(), IntSort() or BoolSort()")
    return Decl(var(name, sort.sort))


def Function(name: str, *sig: object) -> Decl:  # noqa: N802 - z3py's name
    """The uninterpreted function ``name`` from the argument sorts to the last sort.

    ``Function("f", StringSort(), IntSort(), BoolSort())`` is ``f : String × Int → Bool``
    (SMT-LIB ``declare-fun``); calling it applies it, with ``str``/``int``/``bool``
    arguments read as literals (z3py wants ``f(StringVal("a"))``).  The solver decides
    applications by Ackermann's reduction; a model's ``m[f]`` is a :class:`FuncInterp`.
    With only a range sort it declares a constant, as in z3py.

    Args:
        name: The function's name.
        *sig: The argument sorts then the range sort (``StringSort()``, ``IntSort()``,
            ``BoolSort()``), or one list of them.

    Raises:
        ApiSortError: No sorts, or a sort that is not one of these.

    Examples:
        >>> f = Function("f", StringSort(), IntSort())
        >>> x, y = Strings("x y")
        >>> s = Solver()
        >>> s.add(f(x) == 1, f(y) == 2, Length(x) == 1, Length(y) == 1, PrefixOf("a", x))
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[x], m[y] != "a", m.eval(f(x)), m[f]("a")
        ('a', True, 1, 1)
        >>> prove(Implies(x == y, f(x) == f(y)))
        proved
    """
    if not isinstance(name, str) or not name:
        raise ApiSortError("Function", name, "a name (str)")
    return _declare("Function", name, _signature("Function", sig))


_fresh = itertools.count()


def FreshFunction(*sig: object) -> Decl:  # noqa: N802
    """An uninterpreted function with a new name ``f!k`` (z3py's naming), as
    :func:`Function`.

    Examples:
        >>> g = FreshFunction(IntSort(), IntSort())
        >>> str(g).startswith("f!"), g.arity()
        (True, 1)
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(g(n) == 5, g(3) == 4, n == 3)
        >>> s.check()
        unsat
    """
    return _declare("FreshFunction", f"f!{next(_fresh)}", _signature("FreshFunction", sig))


class FuncEntry:
    """One entry of a :class:`FuncInterp`: argument values and the function's value there.

    ``arg_value(i)`` and ``value()`` are Python values, ``as_list()`` is
    ``[arg1, ..., argn, value]``.

    Examples:
        >>> f = Function("f", IntSort(), IntSort())
        >>> s = Solver()
        >>> s.add(f(1) == 10, f(2) == 20, f(3) == 20)
        >>> s.check()
        sat
        >>> fi = s.model()[f]
        >>> table = {}
        >>> for i in range(fi.num_entries()):
        ...     entry = fi.entry(i)
        ...     table[entry.arg_value(0)] = entry.value()
        >>> [table.get(k, fi.else_value()) for k in (1, 2, 3)]
        [10, 20, 20]
    """

    __slots__ = ("_args", "_value")

    def __init__(self, args: tuple[Value, ...], value: Value) -> None:
        self._args = args
        self._value = value

    def num_args(self) -> int:
        return len(self._args)

    def arg_value(self, idx: int) -> object:
        if isinstance(idx, bool) or not isinstance(idx, int) \
                or not 0 <= idx < len(self._args):
            raise ApiIndexError("FuncEntry.arg_value", idx, f"is out of range: the entry "
                                f"has {len(self._args)} arguments")
        return py_value(self._args[idx])

    def value(self) -> object:
        return py_value(self._value)

    def as_list(self) -> list[object]:
        """``[arg1, ..., argn, value]``."""
        return [*(py_value(a) for a in self._args), py_value(self._value)]

    def __repr__(self) -> str:
        return "[" + ", ".join(z3_text(v) for v in self.as_list()) + "]"


class FuncInterp:
    """A function's interpretation in a model (z3py's ``FuncInterp``): finitely many entries
    and the value of every other argument tuple.

    ``entry(i)``/``num_entries()`` read the entries, ``else_value()`` the value elsewhere,
    ``as_list()`` both as z3py's list; calling it gives the value at Python arguments.
    The table leaves out the entries whose value is the else value.

    Examples:
        >>> f = Function("f", StringSort(), IntSort())
        >>> s = Solver()
        >>> s.add(f("a") == 1, f("b") == 2)
        >>> s.check()
        sat
        >>> fi = s.model()[f]
        >>> fi("a"), fi("b"), fi.arity()
        (1, 2, 1)
        >>> s.model().eval(f("a") + f("b"))
        3
    """

    __slots__ = ("symbol", "table")

    def __init__(self, symbol: FunctionSymbol, table: FunctionTable) -> None:
        self.symbol = symbol
        self.table = table

    def else_value(self) -> object:
        return py_value(self.table.default)

    def num_entries(self) -> int:
        return len(self.table.entries)

    def arity(self) -> int:
        return self.symbol.arity

    def entry(self, idx: int) -> FuncEntry:
        entries = list(self.table.entries.items())
        if isinstance(idx, bool) or not isinstance(idx, int) or not 0 <= idx < len(entries):
            raise ApiIndexError("FuncInterp.entry", idx, f"is out of range: the "
                                f"interpretation has {len(entries)} entries")
        args, value = entries[idx]
        return FuncEntry(args, value)

    def as_list(self) -> list[object]:
        """``[[arg1, ..., value], ..., else_value]``, as z3py's."""
        return [*(self.entry(i).as_list() for i in range(self.num_entries())),
                self.else_value()]

    def __call__(self, *args: object) -> object:
        """The value at the arguments (plain Python values)."""
        return py_value(self.table(tuple(args)))  # type: ignore[arg-type]

    def sexpr(self) -> str:
        """The ``define-fun`` of the function (``get-model``'s line)."""
        return define_fun(self.symbol, self.table)

    def __repr__(self) -> str:
        """z3py's format: ``[1 -> 2, else -> 3]``; ``[("a", 5) -> 4, else -> 3]``."""
        parts = []
        for args, value in self.table.entries.items():
            key = ", ".join(z3_text(py_value(a)) for a in args)
            parts.append(f"{key if len(args) == 1 else f'({key})'} -> "
                         f"{z3_text(py_value(value))}")
        parts.append(f"else -> {z3_text(py_value(self.table.default))}")
        return "[" + ", ".join(parts) + "]"

    __str__ = __repr__


__all__ = ["FreshFunction", "FuncEntry", "FuncInterp", "Function"]
