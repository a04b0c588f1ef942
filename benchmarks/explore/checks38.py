"""Brief "checks38" (issues 38, 39): functions whose branch flips are costly solver
checks.  Not a test.

    PYTHONPATH=$PWD/src python benchmarks/explore/check_log.py explore \\
        benchmarks/explore/checks38.py:named --timeout 20

``look`` and ``named`` decide membership in ``html.entities.html5`` (2,231 keys; ``named``
is the named-reference part of ``html.unescape``'s ``_replace_charref``, with its search
for the longest known prefix); ``first_byte`` and ``escape_bytes`` branch on the bytes of
the text's UTF-8 encoding (the class of urllib3's ``_encode_invalid_chars``).
"""

from html.entities import html5


def look(name: str) -> str:
    if name in html5:
        value = html5[name]
        if value == "&":
            return "amp"
        if len(name) > 5:
            return "long"
        return "short"
    if name.endswith(";"):
        return "semi"
    return "none"


def named(s: str) -> str:
    if s in html5:
        return html5[s]
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in html5:
            return html5[s[:x]] + s[x:]
    return "&" + s


def first_byte(s: str) -> str:
    b = s.encode("utf-8")
    if len(b) == 0:
        return "empty"
    if b[0] < 128:
        return "ascii"
    if b[0] >= 0xF0:
        return "four"
    if b[0] >= 0xE0:
        return "three"
    return "two"


def escape_bytes(s: str) -> str:
    out = []
    for byte in s.encode("utf-8"):
        if byte < 128:
            out.append(chr(byte))
        elif byte >= 0xC0:
            out.append("%" + str(byte))
        else:
            out.append("+")
    return "".join(out)
