"""strsat: a string constraint solver for the SMT-LIB 2.6 theory of Unicode strings.

``from strsat import *`` gives the Python API in z3py's shape (:mod:`strsat.api`):
``String``, ``Solver``, ``sat`` ... (and z3py's names for what strsat does not decide,
each raising :class:`~strsat.api.errors.UnsupportedFeatureError` when used), and the
name ``z3`` for the API module, as z3's star import binds it.
``strsat.explore(function)`` generates inputs for the paths of a Python function
(:mod:`strsat.explore`).  The names are loaded on first use
(PEP 562), so ``import strsat`` and the ``strsat`` command stay cheap.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

__version__ = "0.1.0"

if TYPE_CHECKING:
    from typing import Any

    from .api_names import API_NAMES as API_NAMES
    from .api_names import MODULE_NAMES as MODULE_NAMES
    from .api_names import REFUSED_NAMES as REFUSED_NAMES

#: The attributes that :mod:`strsat.api_names` holds (read on first use).
_TABLES = ("API_NAMES", "MODULE_NAMES", "REFUSED_NAMES")


def _names() -> tuple[str, ...]:
    """Every name the star import binds (:mod:`strsat.api_names`)."""
    import importlib

    tables = importlib.import_module(".api_names", __name__)
    return (*tables.API_NAMES, *tables.REFUSED_NAMES, *tables.MODULE_NAMES)


def __getattr__(name: str) -> Any:
    if name in _TABLES:
        import importlib

        return getattr(importlib.import_module(".api_names", __name__), name)
    if name in _names():
        import importlib

        # import_module, not "from . import api": that would ask this hook for "api"
        return getattr(importlib.import_module(".api", __name__), name)
    if name == "__all__":  # from strsat import *
        return list(_names())
    if name == "explore":  # strsat.explore(function, ...): a callable module
        import importlib

        return importlib.import_module(".explore", __name__)
    raise AttributeError(f"module 'strsat' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_names()])
