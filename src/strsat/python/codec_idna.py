"""``str.encode("idna")`` of a symbolic string (brief "exclass", issue 38 class 4).

CPython's ``encodings.idna`` codec (RFC 3490) takes a fast path for an ASCII name: the
bytes are the string itself, provided every dot-separated label but the last has 1 to
63 characters and the last fewer than 64; otherwise ``UnicodeError`` ("label empty or
too long" / "label too long").  Here the ASCII case is one decision (the string is
ASCII, a ``BRANCH``), and its error condition one more (a ``RAISE``): the membership
of the string in ``([^.]{1,63}\\.)*[^.]{0,63}`` over ASCII, exact.  The exception
raised is CPython's own, run on the concrete value.  A name beyond ASCII (nameprep,
punycode) runs on the concrete value, with a note; so does an error handler other
than ``strict`` (CPython refuses it with ``UnicodeError``).
"""

from __future__ import annotations

from ..terms import Term, mk, string
from . import termops as T
from .bytes_values import SymBytes
from .context import Kind, decide, fallback
from .strings import SymStr

#: the longest label
LABEL = 63
ASCII_IDNA = "str.encode('idna') (ASCII)"


def _labels() -> Term:
    """The ASCII names whose labels CPython's fast path accepts."""
    label = mk("re.union", mk("re.range", string("\x00"), string("\x2d")),
               mk("re.range", string("\x2f"), string("\x7f")))
    inner = mk("re.++", mk("re.loop", label, indices=(1, LABEL)), mk("str.to_re", string(".")))
    return mk("re.++", mk("re.*", inner), mk("re.loop", label, indices=(0, LABEL)))


def encode_idna(s: SymStr, handler: str, what: str) -> object:
    """``s.encode("idna", handler)`` (see the module docstring)."""
    def run(v: str) -> bytes:
        return v.encode("idna", handler)

    if handler != "strict":
        return fallback(f"{what} with errors={handler!r}", [s], run)
    ascii_only = mk("str.in_re", s.term, mk("re.*", mk("re.range", string("\x00"),
                                                        string("\x7f"))))
    if not decide(Kind.BRANCH, ascii_only, None if s.value is None else s.value.isascii(),
                  ASCII_IDNA):
        return fallback(f"{what} of a name beyond ASCII", [s], run)
    concrete = None
    if s.value is not None:
        try:
            run(s.value)
            concrete = False
        except UnicodeError:
            concrete = True
    if decide(Kind.RAISE, T.neg(mk("str.in_re", s.term, _labels())), concrete, what,
              UnicodeError):
        run(s.value if s.value is not None else "")  # CPython's own exception
        raise UnicodeError("label empty or too long")  # not reached with a value
    return SymBytes(s.term, None if s.value is None else run(s.value))


__all__ = ["ASCII_IDNA", "encode_idna"]
