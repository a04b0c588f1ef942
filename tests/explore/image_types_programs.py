"""Programs for tests/explore/test_image_types.py: the layer's lazy values of a ``str`` (a
case map's image, :mod:`strsat.python.case_image`; a character function's,
:mod:`strsat.python.char_image`) seen by the type tests of a program and a library."""

from __future__ import annotations

import email.charset
import functools
import sys
import unicodedata


@functools.singledispatch
def _kind(value: object) -> str:
    return "other"


@_kind.register
def _(value: str) -> str:
    return "str"


def _is_str(value: object) -> bool:
    match value:
        case str():
            matched = True
        case _:
            matched = False
    return (matched and isinstance(value, str) and isinstance(value, (bytes, str))
            and type(value) is str and value.__class__ is str and _kind(value) == "str"
            and type(sys.intern(value)) is str)


def case_images(s: str) -> str:
    """Each case map's image is a ``str`` to ``isinstance`` (a ``match`` class pattern),
    ``type()``, ``__class__`` (``singledispatch``) and ``sys.intern``; on 49dd4242 it was
    none of them (``email.header``'s ``Charset(charset.lower())`` took its ``bytes``
    branch: ``str(input_charset, 'ascii')`` raised ``TypeError``)."""
    for image in (s.lower(), s.upper(), s.casefold(), s.swapcase()):
        if not _is_str(image):
            return "not a str"
    if s.lower() == "abc":
        return "abc"
    return "str"


def charset_of(s: str) -> str:
    """email.charset's ``Charset(name.lower())``: ``isinstance(input_charset, str)``."""
    name = s.lower()
    if len(name) > 3:
        return "long"
    try:
        charset = email.charset.Charset(name)
    except email.errors.CharsetError:
        return "not ascii"
    if charset.input_charset == "utf-8":
        return "utf-8"
    return "other"


def char_name(c: str) -> str:
    """``unicodedata.name(c, "")``, a character function's image, is a ``str`` too."""
    if len(c) != 1:
        return "length"
    name = unicodedata.name(c, "")
    if not _is_str(name):
        return "not a str"
    if name.startswith("LATIN"):
        return "latin"
    return "other"
