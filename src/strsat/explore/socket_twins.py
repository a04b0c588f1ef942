"""Pure-Python twins of ``socket``'s address converters (issue 38: C functions without
one).  ``requests.utils.is_ipv4_address``/``is_valid_cidr`` and many validators test an
address with ``socket.inet_aton``/``inet_pton``: C code, which made the input concrete.
These functions compute what CPython's (on glibc) compute, written with the plain string
operations the explorer follows, and run rewritten like a library's code (listed in
:data:`.twins.DELEGATES`, entered although they are strsat's: :data:`.runtime.
FOLLOWED_MODULES`), so each test of the text is a decision.  Each call on plain values is
checked against the C function (:meth:`.twins.Twins.boundary`).

* ``inet_aton(s)`` (glibc's ``inet_aton``): up to four parts separated by ``.``, each a
  C integer literal (``0x``/``0X`` hex, a leading ``0`` octal, else decimal; an empty
  part, a part of only ``0x`` and an ``8``/``9`` in an octal one are errors), the last part
  filling the remaining bytes, each earlier one a byte; the text may end at a whitespace
  character (what follows is ignored), and a NUL ends it (CPython then rejects an
  embedded NUL as a ``ValueError``).  Errors: ``OSError("illegal IP address string passed
  to inet_aton")``.
* ``inet_pton(AF_INET, s)``: exactly four decimal parts of 1-3 digits, no leading zero,
  each at most 255; ``inet_pton(AF_INET6, s)``: eight groups of 1-4 hex digits with at
  most one ``::``, the last two groups possibly a dotted quad as above.  Errors:
  ``OSError("illegal IP address string passed to inet_pton")``; another family: CPython's
  ``OSError(97, ...)`` from the C function.
"""

from __future__ import annotations

import socket

_HEX = "0123456789abcdefABCDEF"
_WHITESPACE = " \t\n\v\f\r"


def _aton_error() -> OSError:
    return OSError("illegal IP address string passed to inet_aton")


def _pton_error() -> OSError:
    return OSError("illegal IP address string passed to inet_pton")


def _c_number(text: str, start: int) -> tuple[int, int]:
    """glibc's ``strtoul`` of a part at ``start``: its value and where it stops (the
    value -1 for no digit)."""
    i, base = start, 10
    if i < len(text) and text[i] == "0":
        base, i = 8, i + 1
        if i < len(text) and text[i] in "xX":
            base, i = 16, i + 1
    value, digits = 0, 0
    while i < len(text):
        c = text[i]
        if base == 16 and c in _HEX:
            value = value * 16 + int(c, 16)
        elif c in "0123456789" and (base == 10 or c not in "89"):
            value = value * base + int(c)
        else:
            break
        digits += 1
        i += 1
    if digits == 0 and base != 8:
        return -1, i  # no digit ("0x" alone is no number either)
    return value, i


def inet_aton(string: str) -> bytes:
    """``socket.inet_aton`` (see the module docstring)."""
    if not isinstance(string, str):
        return socket.inet_aton(string)  # CPython's TypeError
    if "\x00" in string:
        raise ValueError("embedded null character")
    parts: list[int] = []
    i = 0
    while True:
        if i >= len(string) or string[i] not in "0123456789":
            raise _aton_error()
        value, i = _c_number(string, i)
        if value < 0:
            raise _aton_error()
        if i < len(string) and string[i] == ".":
            if len(parts) >= 3 or value > 255:
                raise _aton_error()
            parts.append(value)
            i += 1
            continue
        if i < len(string) and string[i] not in _WHITESPACE:
            raise _aton_error()
        break
    room = 4 - len(parts)
    if value >= 256 ** room:
        raise _aton_error()
    return bytes(parts) + value.to_bytes(room, "big")


def _quad(text: str) -> bytes | None:
    """The four bytes of a strict dotted quad (``inet_pton``'s), else None."""
    out = []
    for part in text.split("."):
        if not part or len(part) > 3 or any(c not in "0123456789" for c in part) or \
                (len(part) > 1 and part[0] == "0"):
            return None
        value = int(part)
        if value > 255:
            return None
        out.append(value)
    return bytes(out) if len(out) == 4 else None


def _groups(text: str, last: bool) -> list[int] | None:
    """The 16-bit groups of one side of ``::`` (``last``: it may end in a dotted quad)."""
    if text == "":
        return []
    out: list[int] = []
    pieces = text.split(":")
    for k, piece in enumerate(pieces):
        if last and k == len(pieces) - 1 and "." in piece:
            quad = _quad(piece)
            if quad is None:
                return None
            out += [quad[0] * 256 + quad[1], quad[2] * 256 + quad[3]]
            continue
        if not piece or len(piece) > 4 or any(c not in _HEX for c in piece):
            return None
        out.append(int(piece, 16))
    return out


def inet_pton(family: int, ip_string: str) -> bytes:
    """``socket.inet_pton`` (see the module docstring)."""
    if family not in (socket.AF_INET, socket.AF_INET6) or not isinstance(ip_string, str):
        return socket.inet_pton(family, ip_string)  # CPython's own error
    if "\x00" in ip_string:
        raise ValueError("embedded null character")
    if family == socket.AF_INET:
        quad = _quad(ip_string)
        if quad is None:
            raise _pton_error()
        return quad
    halves = ip_string.split("::")
    if len(halves) > 2:
        raise _pton_error()
    if len(halves) == 2:
        head, tail = _groups(halves[0], False), _groups(halves[1], True)
        if head is None or tail is None or len(head) + len(tail) > 7:
            raise _pton_error()
        groups = head + [0] * (8 - len(head) - len(tail)) + tail
    else:
        whole = _groups(ip_string, True)
        if whole is None or len(whole) != 8:
            raise _pton_error()
        groups = whole
    return b"".join(g.to_bytes(2, "big") for g in groups)


__all__ = ["inet_aton", "inet_pton"]
