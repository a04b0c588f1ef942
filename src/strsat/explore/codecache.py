"""A disk cache of rewritten modules' code, as CPython's ``__pycache__`` is of compiled
modules: the rewriting of :mod:`.instrument` (parse, rewrite, fix locations, compile;
25 ms for a 35 KB module) runs once per source, and each later ``strsat explore`` of
the file reads the code object back (``marshal``, under a millisecond).

The key is a SHA-256 of the interpreter's bytecode magic number, the rewriter's own
source (a changed rewriter never reads old entries), the file name (it is in the code
object) and the module's source.  The folder is ``$STRSAT_EXPLORE_CACHE`` (empty: no
cache), else ``strsat-explore`` under ``sys.pycache_prefix`` when one is set, else
``strsat/explore`` under ``$XDG_CACHE_HOME`` (``~/.cache``).  Entries are written
atomically (a temporary file, then a rename) unless ``sys.dont_write_bytecode``, and
any entry that cannot be read or is not a code object is built again: a cache fault
never reaches the user.
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import sys
import types
from collections.abc import Callable
from functools import cache

#: The environment variable naming the cache folder (empty: no cache).
ENV = "STRSAT_EXPLORE_CACHE"


def folder() -> str | None:
    """The cache folder, None when the cache is off."""
    chosen = os.environ.get(ENV)
    if chosen is not None:
        return chosen or None
    if sys.pycache_prefix:
        return os.path.join(sys.pycache_prefix, "strsat-explore")
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "strsat", "explore")


@cache
def _rewriter_fingerprint() -> bytes:
    from . import instrument

    with open(instrument.__file__, "rb") as f:
        return hashlib.sha256(f.read()).digest()


def key(source: str, filename: str) -> str:
    h = hashlib.sha256(importlib.util.MAGIC_NUMBER)
    h.update(_rewriter_fingerprint())
    for part in (filename, source):
        data = part.encode("utf-8", "surrogatepass")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def cached(source: str, filename: str,
           build: Callable[[str, str], types.CodeType]) -> types.CodeType:
    """``build(source, filename)``, read from the cache when an earlier call stored it."""
    where = folder()
    if where is None:
        return build(source, filename)
    try:
        path = os.path.join(where, key(source, filename) + ".bin")
    except OSError:  # the rewriter's source is not readable: no cache
        return build(source, filename)
    try:
        with open(path, "rb") as f:
            code = marshal.loads(f.read())
        if isinstance(code, types.CodeType) and code.co_filename == filename:
            return code
    except (OSError, ValueError, EOFError, TypeError):
        pass
    code = build(source, filename)
    if not sys.dont_write_bytecode:
        _store(path, code)
    return code


def _store(path: str, code: types.CodeType) -> None:
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as f:
            f.write(marshal.dumps(code))
        os.replace(temporary, path)
    except OSError:  # a read-only or full disk: the code is still used, not kept
        try:
            os.unlink(temporary)
        except OSError:
            pass


__all__ = ["ENV", "cached", "folder", "key"]
