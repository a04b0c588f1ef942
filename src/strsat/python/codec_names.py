"""A symbolic codec name (``b.decode(charset)``, ``s.encode(name)``): CPython's
``codecs.lookup`` as decisions over the names, not a pinned name.

CPython finds a codec by the name lower-cased (ASCII letters only) and normalised by
``encodings.normalize_encoding``: every run of characters other than ASCII letters,
digits and ``.`` becomes one ``_`` between two kept characters and nothing at either end
(so ``"UTF-8"``, ``" utf_8 "`` and ``"Utf--8"`` are ``utf_8``); then its alias table, the
name with ``.`` read as ``_``, and the modules of the ``encodings`` package.  For an
ASCII name that is a regular language per codec: for each normalised name ``w`` that
CPython resolves (the alias table's keys and the package's modules, with each ``_``
also spelt ``.``; each resolved by CPython itself when the table is built), the raw
names are ``P* w₁ … P*`` with each letter of ``w`` in either case, each ``_`` a run
``P+`` and ``P`` the other ASCII characters (not NUL).

The decisions, in CPython's order: a NUL raises ``ValueError`` (``RAISE``); a name
beyond ASCII is made concrete, with a note (non-ASCII letters and digits vanish in the
normalisation and would make every language larger); then one ``BRANCH`` per codec the
layer models (:data:`MODELLED`: utf-8, latin-1, ascii); then a name of another codec
CPython has is made concrete, with a note; what is left raises ``LookupError``
(``RAISE``, CPython's message).  A codec registered by a library's own search function
is not in the languages: when CPython resolves a name the decisions call unknown, the
name is made concrete instead of raising.
"""

from __future__ import annotations

import codecs
import encodings
import encodings.aliases
import functools
import pkgutil
from itertools import product

from ..terms import Term, mk, string
from . import termops as T
from .context import MINOR, Kind, concretize, decide
from .str_strip import evaluated

#: The codecs modelled symbolically, by CPython's canonical name.
MODELLED = ("utf-8", "iso8859-1", "ascii")
NAME_ASCII = "codec name (ASCII)"
MINOR.add(NAME_ASCII)
_KEPT = frozenset("abcdefghijklmnopqrstuvwxyz0123456789.")


def _chars(chars: str) -> Term:
    return mk("re.union", *[mk("str.to_re", string(c)) for c in chars])


def _other() -> Term:
    """``P``: the ASCII characters other than letters, digits, ``.`` and NUL."""
    spans = [("\x01", "-"), ("/", "/"), (":", "@"), ("[", "`"), ("{", "\x7f")]
    return mk("re.union", *[mk("re.range", string(a), string(b)) for a, b in spans])


def _raw(norm: str, p: Term) -> Term:
    """The ASCII names (without NUL) that ``normalize_encoding`` of their lower case maps
    to ``norm``."""
    parts = [mk("re.*", p)]
    for c in norm:
        if c == "_":
            parts.append(mk("re.+", p))
        elif c.isalpha():
            parts.append(_chars(c + c.upper()))
        else:
            parts.append(mk("str.to_re", string(c)))
    parts.append(mk("re.*", p))
    return mk("re.++", *parts)


def _spellings(name: str) -> set[str]:
    """``name`` with each ``_`` also spelt ``.`` (CPython reads ``.`` as ``_`` in the alias
    table), at most 16 spellings."""
    cuts = name.split("_")
    if len(cuts) > 5:
        return {name}
    return {"".join(a + b for a, b in zip(cuts, (*seps, ""), strict=True))
            for seps in product("_.", repeat=len(cuts) - 1)}


@functools.cache
def languages() -> dict[str, Term]:
    """Per canonical codec name (:data:`MODELLED`, and ``""`` for all the others
    together), the language of the ASCII names CPython resolves to it."""
    names = set(encodings.aliases.aliases) | {
        m.name for m in pkgutil.iter_modules(encodings.__path__)}
    found: dict[str, set[str]] = {}
    for name in names:
        for norm in _spellings(name):
            if not norm or not set(norm) <= _KEPT | {"_"} or "__" in norm or \
                    norm.startswith("_") or norm.endswith("_"):
                continue
            try:
                canonical = codecs.lookup(norm).name
            except LookupError:
                continue
            key = canonical if canonical in MODELLED else ""
            found.setdefault(key, set()).add(norm)
    p = _other()
    return {key: mk("re.union", *[_raw(n, p) for n in sorted(norms)])
            for key, norms in found.items()}


def lookup(term: Term, value: str | None, method: str) -> str:
    """CPython's canonical name of the codec a symbolic name resolves to, after the
    decisions of the module docstring (CPython's ``ValueError``/``LookupError`` raised on
    their sides)."""
    what = f"the encoding of {method}()"
    concrete = evaluated(term, value)
    nul = mk("str.contains", term, string("\x00"))
    if decide(Kind.RAISE, nul, None if concrete is None else "\x00" in concrete, what,
              ValueError):
        raise ValueError("embedded null character")
    plain = mk("str.in_re", term, mk("re.*", mk("re.range", string("\x01"),
                                                 string("\x7f"))))
    if not decide(Kind.BRANCH, plain, None if concrete is None else concrete.isascii(),
                  NAME_ASCII):
        return codecs.lookup(concretize(term, concrete, f"{what} beyond ASCII")).name
    langs = languages()
    for name in MODELLED:
        holds = None if concrete is None else _resolves(concrete) == name
        if decide(Kind.BRANCH, mk("str.in_re", term, langs[name]), holds, f"{what}: {name}"):
            return name
    known = None if concrete is None else _resolves(concrete) is not None
    if decide(Kind.RAISE, T.neg(mk("str.in_re", term, langs[""])),
              None if known is None else not known, what, LookupError):
        if concrete is not None and _resolves(concrete) is not None:  # a library's codec
            return codecs.lookup(concretize(term, concrete, f"{what} (a registered codec)")).name
        raise LookupError(f"unknown encoding: {concrete}")
    return codecs.lookup(concretize(term, concrete,
                                    f"{what} (a codec the layer does not model)")).name


def _resolves(name: str) -> str | None:
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


__all__ = ["MODELLED", "languages", "lookup"]
