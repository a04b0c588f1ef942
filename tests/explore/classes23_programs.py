"""Programs for ``test_classes23.py`` (brief classes23, issue 38): ``int`` subclasses built
from symbolic values (pydantic's ``ByteSize``, pyasn1's ``SizedInteger``), urlsplit's
port, a ``bytes.translate`` table.  Not a test."""

from __future__ import annotations

import ast
from urllib.parse import urlsplit


class ByteSize(int):
    """An ``int`` subclass without a ``__new__`` of its own, a method branching on it."""

    unit = "B"

    def human(self) -> str:
        if self >= 1024:
            return "big"
        return "small"


class Sized(int):
    """pyasn1's ``SizedInteger`` shape: ``super().__new__(cls, value, base)``, an
    attribute set on the instance."""

    def __new__(cls, value: str, base: int = 10) -> Sized:
        self = super().__new__(cls, value, base)
        self.bits = base
        return self

    def __repr__(self) -> str:
        return f"Sized({int(self)})"

    def __len__(self) -> int:
        return self.bit_length()  # pyasn1's SizedInteger: its bit length


def byte_size(s: str) -> str:
    if not s.isascii() or not s.isdigit():
        return "not digits"
    b = ByteSize(int(s))
    if not isinstance(b, ByteSize) or type(b) is not ByteSize or b.__class__ is not ByteSize:
        return "lost"
    if type(b + 1) is not int or type(int(b)) is not int:
        return "lost"
    if b == 7:
        return "seven " + b.unit
    return b.human()


def sized(s: str) -> str:
    if len(s) > 2 or not s.isascii():
        return "long"
    try:
        v = Sized(s, 16)
    except ValueError:
        return "bad"
    if type(v) is not Sized or not isinstance(v, int) or v.bits != 16:
        return "lost"
    if v == 255:
        return repr(v)
    if len(v) == 8:
        return "a byte"
    if v < 16:
        return "one digit"
    return "other"



def port(u: str) -> bool:
    """``urlsplit(u).port == 8443``: the port is ``None`` until urllib's ``if not port:``
    (parse.py:215) flips, which the scheme test's ``i > 0`` (no ``:`` after the first
    character) refutes together with ``url[:2] == '//'``."""
    if urlsplit(u).port == 8443:
        return True
    return False


def translated(s: bytes) -> str:
    """``base64.b64decode(s, b"-_")``'s ``altchars`` translation, then a test longer
    than the loop bound."""
    t = s.translate(bytes.maketrans(b"-_", b"+/"))
    if t == b"ab+/ab+/":
        return "yes"
    return "no"


def literal(s: str) -> str:
    """lark's ``load_grammar.eval_escaping``: a triple-quoted literal around the text."""
    try:
        v = ast.literal_eval("u'''%s'''" % s.replace("'", "\\'"))  # noqa: UP031 - lark's
    except SyntaxError:
        return "syntax"
    if v == "a\n":
        return "newline"
    return "other"


def joined_set(a: str, b: str) -> str:
    """A set of symbolic strings read in its hash order (which ``PYTHONHASHSEED`` sets)."""
    return ",".join({a, b, "c"})


def summed_set(n: int) -> int:
    """A set of symbolic ints read in its hash order (the same in every process)."""
    total = 0
    for k in {n, 3}:
        total = total * 10 + k
    return total


class Ratio(float):
    """A ``float`` subclass (its instances are made concrete, with a note)."""


def ratio(s: str) -> str:
    try:
        r = Ratio(s)
    except ValueError:
        return "bad"
    if type(r) is not Ratio:
        return "lost"
    if r > 2.5:
        return "big"
    return "small"
