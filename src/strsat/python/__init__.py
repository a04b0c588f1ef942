"""Python's ``str``, ``bytes``, ``int`` and ``bool`` semantics over symbolic values (issue 11,
item 2; ``bytes`` and codecs: issue 38, item 4).

``SymStr("s")`` is a string input; its methods mean exactly what CPython's
mean, exceptions included: where CPython raises (``s.index(t)``, ``s[i]``,
``int(s)``, ``s.split("")``) the condition is a decision of the active tracer
(:mod:`.context`), so the raising and the non-raising inputs can both be asked
for.  A :class:`Path` collects a path condition without inputs; a :class:`Trace`
follows concrete inputs (concolic execution; the explorer of issue 12 builds on
it).  ``re`` (:mod:`.regexes`) matches Python patterns; :mod:`.builtins` has
``len``/``int``/``str``/... that return symbolic values.

What is modelled exactly and what is not is listed in ``docs/reference/python-layer.md``.
"""

from __future__ import annotations

from .builtins import (
    BUILTINS,
    bool_,
    bytearray_,
    bytes_,
    chr_,
    int_,
    isinstance_,
    len_,
    ord_,
    range_,
    str_,
    str_method,
)
from .bytes_values import SymBytes
from .codec_registry import install as _install_codecs
from .codec_registry import install_format as _install_format
from .codecs_model import decode as _decode
from .codecs_model import encode as _encode
from .context import (
    Decision,
    Kind,
    Path,
    SymbolicBranchError,
    Trace,
    Tracer,
    UnknownInputError,
    active,
)
from .format_symbolic import format_symbolic as _format_symbolic
from .percent_symbolic import percent_symbolic as _percent_symbolic
from .regexes import ReModule, SymMatch, SymPattern, matches, re
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

# str.encode and bytes.decode call the codecs through the registry (no import circle)
_install_codecs(_encode, _decode)
# str.format, format_map and % of a symbolic format string, the same way
_install_format(_format_symbolic, _percent_symbolic)

__all__ = [
    "BUILTINS", "Decision", "Kind", "Path", "ReModule", "SymBool", "SymBytes", "SymInt",
    "SymMatch", "SymPattern", "SymStr", "SymValue", "SymbolicBranchError", "Trace", "Tracer",
    "UnknownInputError", "active",
    "bool_", "bytearray_", "bytes_", "chr_", "int_", "isinstance_", "len_", "matches", "ord_",
    "range_", "re", "str_", "str_method",
]
