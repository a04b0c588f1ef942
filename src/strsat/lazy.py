"""Modules imported at their first use (issue 39: what a file does not need, it does
not load).

:class:`OnFirstUse` stands in a module's namespace for a module that only some inputs
need (the regex layer for a file without regexes, a reduction for a file without its
operator): the first attribute read imports the module and puts it in the namespace in
place of the stand-in, so later reads find the module itself and cost nothing more.
The type checker sees the plain import (``if TYPE_CHECKING: from . import m as _m``).
The import is ``__import__`` of the absolute name, as :func:`importlib.import_module`
does it, without importing :mod:`importlib` (and :mod:`warnings`), about 1.4M
instructions a run.
"""

from __future__ import annotations

import sys

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
        name = absolute_name(self._name, self._package)
        __import__(name)
        module = sys.modules[name]
        self._namespace[self._alias] = module
        return getattr(module, attr)


def absolute_name(name: str, package: str | None) -> str:
    """``name``, relative when it starts with dots, made absolute against ``package``
    (:func:`importlib.util.resolve_name`)."""
    level = len(name) - len(name.lstrip("."))
    if level == 0:
        return name
    if not package:
        raise ImportError(f"relative import of {name!r} without a package")
    parts = package.rsplit(".", level - 1)
    if len(parts) < level:
        raise ImportError(f"{name!r} goes above the top-level package {package!r}")
    rest = name[level:]
    return f"{parts[0]}.{rest}" if rest else parts[0]
