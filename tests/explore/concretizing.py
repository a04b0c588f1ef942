"""One function per way a symbolic value is made concrete (issue 38, item 2):
test_notes.py explores each and checks that a note names the operation and its line."""

import binascii
import os


def c_call(s: str) -> str:
    return "yes" if os.path.exists(s) else "no"


def hashed(s: str) -> int:
    return hash(s) % 7


def set_order(s: str) -> str:
    # list(set): the hash order (sorted(set) reads it in an order-free way since survey19;
    # "".join(set) and [*set] are not yet noted: a known silent case); a set of one item
    # has one order (survey27), so a second item is always there
    return "".join(list({*s, "-"}))


def printed(s: str) -> str:
    print(s)
    return "ok"


def spec(n: int) -> str:
    return f"{n:n}"  # the locale-dependent type n is not modelled


def conversion(s: str) -> str:
    return f"{s + chr(0x2028)!r}"  # a non-printable character past Latin-1: not modelled


def printf(s: str) -> str:
    return "%8r" % s  # noqa: UP031 - the printf-style operator is the point (a width on %r)


def repeated(s: str, n: int) -> str:
    return s * n if n < 3 else ""


def unmodelled(n: int) -> str:
    return chr(n) if n > 0x30000 else ""


def as_float(s: str) -> float:
    return float(s) if s.isdigit() else 0.0


def formatted(s: str) -> str:
    return "{:n}".format(len(s))  # noqa: UP032 - str.format is the point


#: longer than strsat.python.const_index.MAX_TABLE
_LONG = [0.5] * 70_000


def indexed(n: int) -> str:
    # a str, or a list of ints or strs, indexed symbolically is one term
    # (strsat.python.const_index), a short list of anything by decisions
    # (strsat.python.index_pick); a list longer than the table bound is not: its index
    # is made concrete
    return "abcdef"[n % 3: n % 3 + 1] + ["x", "y", "z"][n % 3] + str(_LONG[n % 70_000])


def identified(s: str) -> str:
    return "same" if id(s) == id(s) else "other"


def idna_unicode(s: str) -> bytes:
    # beyond ASCII: encodings.idna runs rewritten (strsat.explore.codec_twins); punycode's
    # sorted(set(...)) of the symbolic characters reads the set in an order-free way
    # (keyed.orderless_items): no set-order note
    return ("é" + s).encode("idna")


def printf_symbolic(s: str) -> str:
    return (s + "%5s") % ("a",)  # a width in a symbolic format string


def checksum(s: str) -> int:
    return binascii.crc32(s.encode()) % 3  # a table-driven checksum: concrete


def hex_sep(s: str) -> bytes:
    return binascii.hexlify(b"ab", s[:1] or "-")  # a symbolic separator: concrete


def table(k: str) -> str:
    return "abc".translate(str.maketrans(k, "z"))  # a table of symbolic keys: concrete
