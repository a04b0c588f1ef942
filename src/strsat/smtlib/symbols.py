"""The symbol table of an SMT-LIB script: declared constants, defined functions
and defined sorts, scoped by ``push``/``pop`` (SMT-LIB standard 2.6, 4.1.4).

With ``:global-declarations`` set, declarations and definitions survive ``pop``.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..named_tuples import NamedTuple
from ..terms import Sort, Term
from .sexpr import SExpr

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..terms.functions import FunctionSymbol


class Macro(NamedTuple):
    """A function defined by ``define-fun`` with parameters (expanded at use).
    (Named tuples here and in :class:`SortDef`: dataclasses cost start-up time.)"""

    name: str
    params: tuple[Term, ...]
    body: Term


class SortDef(NamedTuple):
    """A sort defined by ``define-sort``: parameters and the defining sort expression."""

    name: str
    params: tuple[str, ...]
    body: SExpr


if TYPE_CHECKING:
    #: A function symbol's meaning: a term (declared constant, 0-ary definition,
    #: named term), a macro with parameters, or a declared (uninterpreted) function
    #: (:mod:`strsat.terms.functions`, loaded by the first ``declare-fun`` of a
    #: function: issue 39, start-up).
    Binding = Term | Macro | FunctionSymbol


class Symbols:
    """Global names of a script, with one frame per ``push`` level."""

    def __init__(self) -> None:
        self.funs: dict[str, Binding] = {}
        #: declared constants and functions, in declaration order
        self.declared: dict[str, Term | FunctionSymbol] = {}
        self.sorts: dict[str, Sort | SortDef] = {}
        #: Grammars of ``declare-grammar`` (an extension, issue 27), by name.
        self.grammars: dict[str, object] = {}
        self._frames: list[list[tuple[str, str]]] = [[]]
        self.global_declarations = False

    def _record(self, kind: str, name: str) -> None:
        if not self.global_declarations:
            self._frames[-1].append((kind, name))

    def declare(self, name: str, term: Term | FunctionSymbol) -> None:
        """Declare a constant (a variable term) or a function of arguments."""
        self.funs[name] = term
        self.declared[name] = term
        self._record("fun", name)

    def define(self, name: str, binding: Binding) -> None:
        self.funs[name] = binding
        self._record("fun", name)

    def define_sort(self, name: str, sort: Sort | SortDef) -> None:
        self.sorts[name] = sort
        self._record("sort", name)

    def define_grammar(self, name: str, grammar: object) -> None:
        self.grammars[name] = grammar
        self._record("grammar", name)

    def push(self) -> None:
        self._frames.append([])

    def pop(self) -> None:
        for kind, name in reversed(self._frames.pop()):
            if kind == "fun":
                self.funs.pop(name, None)
                self.declared.pop(name, None)
            elif kind == "grammar":
                self.grammars.pop(name, None)
            else:
                self.sorts.pop(name, None)
        if not self._frames:
            self._frames.append([])

    def declared_vars(self) -> Iterator[Term | FunctionSymbol]:
        """The declared constants and functions in scope, in declaration order."""
        return iter(self.declared.values())


__all__ = ["Binding", "Macro", "SortDef", "Symbols"]
