"""The Python API in z3py's shape (issue 11): ``from strsat import *``.

Expressions (:mod:`.expr`) wrap strsat terms and overload Python's operators;
the functions (:mod:`.functions`) have z3py's names and argument orders; the
:class:`Solver` (:mod:`.solver`) is incremental and returns validated
:class:`Model` objects with Python values; errors are typed (:mod:`.errors`).
Python's own ``str``/``int`` semantics with exceptions are in :mod:`strsat.python`.
"""

from __future__ import annotations

import sys

from .. import API_NAMES as _API_NAMES
from .. import MODULE_NAMES as _MODULE_NAMES
from .. import REFUSED_NAMES as _REFUSED_NAMES
from .errors import *  # noqa: F403
from .expr import *  # noqa: F403
from .functions import *  # noqa: F403
from .grammars import *  # noqa: F403
from .model import *  # noqa: F403
from .params import get_param, reset_params, set_option, set_param
from .predicates import *  # noqa: F403
from .solver import *  # noqa: F403
from .toplevel import *  # noqa: F403
from .uninterpreted import *  # noqa: F403
from .values import IntValue, StrValue
from .z3interop import *  # noqa: F403

#: ``from z3 import *`` binds ``z3`` to z3py's module (z3/__init__.py star-imports its
#: submodule ``z3.z3``), and scripts write ``z3.sat``: this module plays that part.
z3 = sys.modules[__name__]

#: One list of the names, kept in :data:`strsat.API_NAMES`; ``from strsat import *`` also
#: defines z3py's names for what strsat does not decide (:mod:`.refused`) and ``z3``.
__all__ = [*_API_NAMES, *_REFUSED_NAMES, *_MODULE_NAMES]


def __getattr__(name: str) -> object:
    if name in _REFUSED_NAMES:
        from .refused import refused

        return refused(name)
    raise AttributeError(f"module 'strsat.api' has no attribute {name!r}")
