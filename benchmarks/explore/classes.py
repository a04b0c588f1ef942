"""Small functions written the way library code is written, one per class of operation
the explorer's Python layer could not follow on main 95dfd81 (brief "exclass", issue 38):
a dict or set receiving symbolic keys, unannotated and optional parameters, ``Counter``,
``sorted``/``reversed`` of a string, ``itertools.groupby``, and the classes still noted
(a ``re.escape`` pattern, ``str.encode('idna')``, ``%`` and ``format_map`` of a symbolic
format string, ``int(s, 16)``), and (brief "exbytes") ``bytes`` patterns, codecs named
by the input, ``strip`` of a symbolic set, ``re.escape`` inside a pattern, the escape
codecs and the ``bytes`` methods with ASCII rules.  ``run_library.py classes`` runs them
beside CrossHair.
Annotations as a library would write them (some parameters unannotated on purpose)."""
# ruff: noqa: ANN001, ANN201

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter, defaultdict
from typing import Optional


def letter_profile(word: str) -> str:
    vowels = {}
    consonants = 0
    for ch in word.lower():
        if ch in "aeiou":
            vowels[ch] = vowels.get(ch, 0) + 1
        elif ch.isalpha():
            consonants += 1
    if not vowels:
        return "no vowels" if consonants else "empty"
    if len(vowels) == 1 and consonants == 0:
        return "one vowel only"
    if max(vowels.values()) >= 2:
        return "repeated vowel"
    return "mixed"


def dominant(text: str) -> str:
    counts = defaultdict(int)
    for word in text.split():
        counts[word] += 1
    if not counts:
        raise ValueError("no words")
    top = ""
    for word in counts:
        if not top or counts[word] > counts[top]:
            top = word
    return top if counts[top] > 1 else "tie"


def dedupe(s: str) -> str:
    seen = set()
    for part in s.split(","):
        if part in seen:
            return "duplicate " + part
        seen.add(part)
    if len(seen) > 2:
        return "many"
    return "few"


def parse_fields(text: str) -> str:
    fields = {}
    for item in text.split(";"):
        if "=" not in item:
            continue
        name, value = item.split("=", 1)
        fields.setdefault(name.strip().lower(), []).append(value)
    if any(len(values) > 1 for values in fields.values()):
        raise ValueError("duplicate field")
    fields = {name: values[0] for name, values in fields.items()}
    if "host" in fields and fields["host"] == "":
        return "empty host"
    return "ok %d" % len(fields)  # noqa: UP031


def hextet(text: str) -> int:
    digits = {c: i for i, c in enumerate("0123456789abcdef")}
    value = 0
    for ch in text.lower():
        if ch not in digits:
            raise ValueError("not hex")
        value = value * 16 + digits[ch]
    if len(text) > 4:
        raise ValueError("too long")
    return value


def join_words(words, sep=None):
    parts = words.split(sep)
    if sep is not None and not parts[-1]:
        raise ValueError("trailing separator")
    return (sep or "-").join(p.strip().lower() for p in parts)


def remove_suffix(name: str, suffix: Optional[str] = None) -> str:  # noqa: UP045
    if suffix is None:
        return name.rstrip("/")
    if not name.endswith(suffix):
        raise ValueError("no such suffix")
    return name[: len(name) - len(suffix)]


def unescape(data: str, entities={}) -> str:  # noqa: B006 - as xml.sax.saxutils writes it
    data = data.replace("&lt;", "<")
    if entities:
        for k, v in entities.items():
            data = data.replace(k, v)
    return data.replace("&amp;", "&")


def census(s: str) -> str:
    c = Counter(s)
    if c["a"] > 2:
        return "many a"
    if len(c) == 1 and s:
        return "one kind"
    return "other"


def sorted_chars(s: str) -> str:
    chars = sorted(s)
    if chars and chars[0] == "a" and chars[-1] == "z":
        return "a to z"
    return "other"


def longest_run(s: str) -> int:
    best = 0
    for _, run in itertools.groupby(s):
        n = len(list(run))
        if n > best:
            best = n
    if best >= 3:
        return 3
    return best


def escaped_pattern(s: str, delim: str) -> str:
    if len(delim) != 1:
        return "bad"
    if re.search("a" + re.escape(delim) + "b", s):
        return "found"
    return "none"


def to_idna(host: str) -> bytes:
    b = host.encode("idna")
    if b.startswith(b"xn--"):
        return b
    return b.lower()


def percent_format(fmt: str) -> str:
    out = fmt % ("a",)
    if out.endswith("a"):
        return "ends"
    return "other"


def format_mapped(fmt: str) -> str:
    out = fmt.format_map({"name": "x"})
    if out == "x!":
        return "hello"
    return "other"


def hex_value(s: str) -> int:
    n = int(s, 16)
    if n > 255:
        raise ValueError("too big")
    return n


# brief "exbytes": bytes patterns, codecs by name, strip sets, escaped patterns, bytes methods

_FLAGS_RESPONSE = re.compile(rb".*FLAGS \((?P<flags>[^\)]*)\)")


def imap_flags(resp: bytes) -> str:
    mo = _FLAGS_RESPONSE.match(resp)
    if not mo:
        return "no flags"
    flags = tuple(mo.group("flags").split())
    if not flags:
        return "empty"
    if b"\\Deleted" in flags:
        return "deleted"
    if len(flags) > 2:
        return "many"
    return "some"


def header_field(line: bytes) -> str:
    m = re.match(rb"([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*\r?\n?$", line)
    if m is None:
        raise ValueError("not a header line")
    name, value = m.group(1).lower(), m.group(2)
    if name == b"content-length":
        if not value.isdigit():
            raise ValueError("bad length")
        return "length"
    if name.startswith(b"x-"):
        return "extension"
    return "other"


def netstring(data: bytes) -> bytes:
    length, colon, rest = data.partition(b":")
    if not colon or not length.isdigit():
        raise ValueError("no length")
    n = len(length)
    if len(rest) != n + 1 or rest[n:] != b",":
        raise ValueError("bad netstring")
    return rest[:n]


def unquote_bytes(data: bytes) -> bytes:
    parts = data.split(b"%")
    out = [parts[0]]
    for item in parts[1:]:
        try:
            out.append(bytes.fromhex(item[:2].decode("ascii")))
            out.append(item[2:])
        except (ValueError, UnicodeDecodeError):
            out.append(b"%")
            out.append(item)
    result = b"".join(out)
    if result.startswith(b"/"):
        return result
    return b"/" + result


def decode_part(data: bytes, charset: str) -> str:
    try:
        text = data.decode(charset)
    except LookupError:
        return "unknown charset"
    except UnicodeDecodeError:
        return "undecodable"
    if text.startswith("="):
        return "encoded"
    return "plain"


def trim_path(path: str, sep: str = "/") -> str:
    inner = path.strip(sep)
    if not inner:
        return "root"
    if path.startswith(sep) and not path.endswith(sep):
        return "absolute"
    return "other"


def numbered(name: str, prefix: str) -> int:
    if not prefix:
        return -1
    if not re.match(re.escape(prefix) + r"[0-9]+\Z", name):
        return 0
    return 1


def mail_word(word: str) -> bytes:
    raw = bytes(word, "raw-unicode-escape")
    if raw.istitle():
        return raw.swapcase()
    return raw.title()

# -- brief "exmisc" (issue 38's remaining classes): conversions, tuple keys, float(),
# unicodedata.normalize beyond ASCII, written the way library code uses them

_SERVICES = {("http", 80): "web", ("https", 443): "secure web", ("ftp", 21): "files",
             ("ssh", 22): "shell"}


def describe_name(name: str) -> str:
    shown = f"{name!r}"
    if shown.startswith('"'):
        return "double quoted"
    if "\\n" in shown:
        return "newline escaped"
    if "\\x" in shown:
        return "control escaped"
    if len(shown) > 8:
        return "long"
    return "short"


def unknown_key(key: str) -> str:
    text = "unknown key %r" % (key,)  # noqa: UP031 - the printf-style %r is the point
    if text.endswith("\\\\'"):
        return "ends in backslash"
    if "{!a}".format(key) != repr(key):  # noqa: UP032 - str.format's !a is the point
        return "beyond ASCII"
    return text


def service_name(scheme: str, port: int) -> str:
    kind = _SERVICES.get((scheme.lower(), port))
    if kind is None:
        raise ValueError("unknown service")
    if kind.endswith("web"):
        return "http family"
    return kind


def pair_counts(text: str) -> str:
    counts = {}
    for word in text.split():
        key = (word[:1], len(word))
        counts[key] = counts.get(key, 0) + 1
    if ("a", 1) in counts:
        return "has a"
    if any(n > 1 for n in counts.values()):
        return "repeated shape"
    return "distinct"


def parse_amount(text: str) -> str:
    try:
        value = float(text)
    except ValueError:
        return "not a number"
    if value != value:
        return "nan"
    if "e" in text.lower():
        return "scientific"
    if value < 0:
        return "negative"
    return "plain"


def slug(title: str) -> str:
    text = unicodedata.normalize("NFKD", title)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = text.strip().lower()
    if not text:
        raise ValueError("empty slug")
    if text != title.strip().lower():
        return "transliterated"
    return text


def same_text(a: str) -> str:
    if unicodedata.normalize("NFC", a) != a:
        return "not composed"
    if unicodedata.normalize("NFKC", a) != a:
        return "compatibility characters"
    return "normal"
