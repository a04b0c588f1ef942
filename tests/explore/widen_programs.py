"""Programs whose branches need a character beyond the domain the first run's case map
is modelled on (tests/explore/test_widening.py)."""


def small_zhe(s: str) -> str:
    # 'ж'.upper() == 'Ж': 'ж' is not in upper()'s ASCII-safe domain
    if s.upper() == "\u0416" and s != "\u0416":
        return "small zhe"
    return "other"


def capital_zhe(s: str) -> str:
    # 'Ж'.lower() == 'ж': 'Ж' is not in lower()'s ASCII-safe domain
    if s.lower() == "\u0436" and s != "\u0436":
        return "capital zhe"
    return "other"


def small_zhe_joined(s: str) -> str:
    # the image used beyond a test (concatenated): the case map's tiers, widened
    if s.upper() + "!" == "\u0416!" and s != "\u0416":
        return "small zhe"
    return "other"


def capital_zhe_joined(s: str) -> str:
    if s.lower() + "!" == "\u0436!" and s != "\u0436":
        return "capital zhe"
    return "other"


def digraph(s: str) -> str:
    # 'ǆ'.title() == 'Ǆ'.title() == 'ǅ': moved by one code point, an offset no Latin-1
    # character has
    t = s.title()
    if t == "\u01c5" and s != t:
        return "digraph"
    return "other"


def cased_beyond_latin1(s: str) -> str:
    # no constant names the character: the wider levels' classes must hold one
    if len(s) == 1 and s.lower() != s and ord(s) > 0x400:
        return "capital beyond Latin-1"
    return "other"
