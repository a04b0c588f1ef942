"""Pure-Python functions compiled from text that no file holds (issue 38, survey23).

:func:`.generated.generated` knows the functions ``exec`` makes from a ``"<string>"``
(a namedtuple's ``__new__``, a dataclass's ``__init__``).  Libraries also compile text
under a name of their own: networkx's ``argmap`` decorator (every ``@nx._dispatchable``
function, ``parse_edgelist``, ``from_graph6_bytes``...) compiles its wrapper as
``"<class 'networkx.utils.decorators.argmap'> compilation 4"``.  Such a function has no
source to rewrite either, so the explorer runs it as written with the Python functions
it reaches rebound (:func:`.generated.run_generated`), as it runs ``"<string>"`` ones,
instead of calling it on concrete values."""

from __future__ import annotations

import os
import types


def compiled_without_source(f: object) -> bool:
    """Whether ``f`` is a Python function whose code names a made-up file: a name that
    opens with an angle bracket, as ``compile`` callers write it (``"<string>"``,
    networkx's ``"<class '...argmap'> compilation 4"``), and is no file on disk, other than a
    frozen module's (``"<frozen posixpath>"``, whose module has its own source file).  A path
    (a module in a zip archive, a relative name) is not taken for one.

    Asked once the explorer found no source to rewrite ``f`` from (an IPython cell or a
    ``doctest`` example, whose text :mod:`linecache` holds, is rewritten before).
    :mod:`linecache` is no witness here: ``linecache.getlines(name, f.__globals__)``
    hands back the defining module's source under any name (its loader's
    ``get_source``), which is networkx's ``decorators.py`` for its compiled wrappers."""
    if type(f) is not types.FunctionType:
        return False
    name = f.__code__.co_filename
    return name.startswith("<") and not name.startswith("<frozen ") and \
        not os.path.isfile(name)
