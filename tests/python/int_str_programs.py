"""Programs explored by test_explore_int_str.py (not tests themselves): int bit
operations and the str methods that are references over the string (issue 38)."""


def hex_pair(text: str) -> str:
    """Two hex groups, folded as ipaddress folds an IPv6 address (``<<=``, ``|=``)."""
    parts = text.split(":")
    if len(parts) != 2:
        return "arity"
    ip_int = 0
    for part in parts:
        if len(part) > 4:
            return "long group"
        ip_int <<= 16
        ip_int |= int(part, 16)
    if ip_int < 0:
        return "negative"
    if ip_int & 0xFFFF == 0:
        return "zero host"
    if ip_int >> 16 == 0:
        return "zero net"
    return "address"


def headline(text: str) -> str:
    """A one-line text judged by its case and its tabs."""
    if len(text.splitlines()) > 1:
        return "lines"
    if text.expandtabs(4) != text:
        return "tabs"
    if text.istitle():
        return "title"
    if text.title() == text.swapcase() != text:
        return "inverted"
    return "plain"


def flags(word: str, mask: int) -> str:
    """Bits of an int argument against constants and each other."""
    if mask & 0b1010 == 0b1000 and mask ^ 3 == 11:
        return "eight"
    if (mask | 0xF0) == 0xFF:
        return "low nibble full"
    if mask >> 3 == 1 and word.isidentifier():
        return "identifier"
    if ~mask == -1:
        return "zero"
    return "other"



def arabic_hour(text: str) -> str:
    """An hour read by ``int()``, whose numeral may hold other scripts' digits."""
    if len(text) > 6:
        return "long"
    try:
        hour = int(text)
    except ValueError:
        return "not a number"
    if hour != 13:
        return "other hour"
    if text.isascii():
        return "thirteen"
    return "thirteen, other script"
