"""The description of a ``match`` statement's pattern that :mod:`.matching` reads, built
from its syntax tree by the rewriter (:meth:`.instrument.Rewriter.visit_Match`).

A description is a tuple expression, evaluated where the ``case`` stands (so value
patterns and classes are looked up as CPython looks them up, at match time):
``("wild",)``, ``("capture", name)``, ``("value", expr)``, ``("is", constant)``,
``("as", pattern, name)``, ``("or", (patterns...))``, ``("seq", (patterns...))`` with
``("star", name or None)`` among them, ``("map", (keys...), (patterns...), rest)``,
``("class", cls, (positional...), (names...), (keyword patterns...))``."""

from __future__ import annotations

import ast
from collections.abc import Callable


def describe(pattern: ast.pattern, visit: Callable[[ast.expr], ast.expr]
             ) -> tuple[ast.expr, list[str]]:
    """The description of ``pattern`` (its expressions rewritten by ``visit``) and the
    names it binds, in order of first appearance."""
    names: list[str] = []

    def bind(name: str | None) -> ast.expr:
        if name is not None and name not in names:
            names.append(name)
        return ast.Constant(name)

    def tup(*items: ast.expr) -> ast.expr:
        return ast.Tuple(list(items), ast.Load())

    def walk(p: ast.pattern) -> ast.expr:
        c = ast.Constant
        if isinstance(p, ast.MatchValue):
            return tup(c("value"), visit(p.value))
        if isinstance(p, ast.MatchSingleton):
            return tup(c("is"), c(p.value))
        if isinstance(p, ast.MatchAs):
            if p.pattern is None:
                return tup(c("wild")) if p.name is None else tup(c("capture"), bind(p.name))
            inner = walk(p.pattern)
            return tup(c("as"), inner, bind(p.name))
        if isinstance(p, ast.MatchOr):
            return tup(c("or"), tup(*(walk(q) for q in p.patterns)))
        if isinstance(p, ast.MatchStar):
            return tup(c("star"), bind(p.name))
        if isinstance(p, ast.MatchSequence):
            return tup(c("seq"), tup(*(walk(q) for q in p.patterns)))
        if isinstance(p, ast.MatchMapping):
            keys = tup(*(visit(k) for k in p.keys))
            values = tup(*(walk(q) for q in p.patterns))
            return tup(c("map"), keys, values, bind(p.rest))
        if isinstance(p, ast.MatchClass):
            positional = tup(*(walk(q) for q in p.patterns))
            keyword = tup(*(walk(q) for q in p.kwd_patterns))
            return tup(c("class"), visit(p.cls), positional,
                       tup(*(c(a) for a in p.kwd_attrs)), keyword)
        raise NotImplementedError(type(p).__name__)  # pragma: no cover - PEP 634's kinds

    return walk(pattern), names


__all__ = ["describe"]
