"""Modules imported at their first use (issue 39: what a file does not need, it does
not load).

:class:`OnFirstUse` stands in a module's namespace for a module that only some inputs
need (the regex layer for a file without regexes, a reduction for a file without its
operator): the first attribute read imports the module and puts it in the namespace in
place of the stand-in, so later reads find the module itself and cost nothing more.
The type checker sees the plain import (``if TYPE_CHECKING: from . import m as _m``).
"""

from __future__ import annotations

import importlib

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

__all__ = ["OnFirstUse"]


class OnFirstUse:
    """The stand-in for module ``name`` (relative to ``package``), bound as ``alias`` in
    ``namespace`` (the importing module's ``globals()``)."""

    __slots__ = ("_alias", "_name", "_namespace", "_package")

    def __init__(self, namespace: dict[str, Any], alias: str, name: str,
                 package: str | None = None) -> None:
        self._namespace = namespace
        self._alias = alias
        self._name = name
        self._package = package

    def __getattr__(self, attr: str) -> Any:
        module = importlib.import_module(self._name, self._package)
        self._namespace[self._alias] = module
        return getattr(module, attr)
