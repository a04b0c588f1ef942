# ruff: noqa  (copied library code, kept as written)
"""Issue 38's eighth survey set (``run_library.py survey8``): string- and bytes-handling
functions of CPython 3.11.7 that no earlier set used (heldout, realcode, survey,
survey2-survey7, libcode, libcalls, re_functions, classes, accel, exloops, exmodels,
loopbound, regex38), copied unchanged apart from ``str``/``bytes`` annotations on the
explored parameters; each block names its file and lines.  A function that takes a
tuple or a list runs through a small wrapper that hands it what a user's code would:

urllib.parse._splittag; email.utils.collapse_rfc2231_value (``rfc2231_text``: the
charset and the text of a decoded triple); quopri.needsquoting; difflib.IS_LINE_JUNK;
xml.etree.ElementTree._escape_cdata; http.cookiejar's user_domain_match (with
liberal_is_HDN) and join_header_words (``header_pair``: one pair);
ipaddress._split_optional_netmask; getopt.long_has_args (``long_option``: three long
options).

The PyPI functions of the set (dnspython 2.9.2, tornado 6.6.1, both in the ``bench``
extra) run from the installed packages; their code does not enter this repository.
Each runs through a wrapper here that annotates the argument, and the library's own
arcs are measured: ``ipv4_aton`` (``dns.ipv4.inet_aton``), ``dns_ttl``
(``dns.ttl.from_text``) and ``url_unescape_bytes`` (``tornado.escape.url_unescape``
with ``encoding=None``: ``unquote_to_bytes``).
"""

import re
from email.utils import unquote
from ipaddress import AddressValueError
from getopt import GetoptError
from gettext import gettext as _

import dns.ipv4
import dns.ttl
import tornado.escape


# ---- urllib/parse.py (lines 1189-1194) ---------------------------------------------------

def _splittag(url: str):
    """splittag('/path#tag') --> '/path', 'tag'."""
    path, delim, tag = url.rpartition('#')
    if delim:
        return path, tag
    return url, None

# ---- email/utils.py (lines 308-325) ------------------------------------------------------

def collapse_rfc2231_value(value, errors='replace',
                           fallback_charset='us-ascii'):
    if not isinstance(value, tuple) or len(value) != 3:
        return unquote(value)
    # While value comes to us as a unicode string, we need it to be a bytes
    # object.  We do not want bytes() normal utf-8 decoder, we want a straight
    # interpretation of the string as character bytes.
    charset, language, text = value
    if charset is None:
        # Issue 17369: if charset/lang is None, decode_rfc2231 couldn't parse
        # the value, so use the fallback_charset.
        charset = fallback_charset
    rawbytes = bytes(text, 'raw-unicode-escape')
    try:
        return str(rawbytes, charset, errors)
    except LookupError:
        # charset is not a known codec.
        return unquote(text)

# ---- quopri.py (lines 9, 21-34) ----------------------------------------------------------

ESCAPE = b'='

def needsquoting(c: bytes, quotetabs: bool, header: bool):
    """Decide whether a particular byte ordinal needs to be quoted.

    The 'quotetabs' flag indicates whether embedded tabs and spaces should be
    quoted.  Note that line-ending tabs and spaces are always encoded, as per
    RFC 1521.
    """
    assert isinstance(c, bytes)
    if c in b' \t':
        return quotetabs
    # if header, we have to escape _ because _ is used to escape space
    if c == b'_':
        return header
    return c == ESCAPE or not (b' ' <= c <= b'~')

# ---- difflib.py (lines 1045-1059) --------------------------------------------------------

def IS_LINE_JUNK(line: str, pat=re.compile(r"\s*(?:#\s*)?$").match):
    r"""
    Return True for ignorable line: iff `line` is blank or contains a single '#'.
    """

    return pat(line) is not None

# ---- xml/etree/ElementTree.py (lines 1022-1037) ------------------------------------------

def _raise_serialization_error(text):
    raise TypeError(
        "cannot serialize %r (type %s)" % (text, type(text).__name__)
        )

def _escape_cdata(text: str):
    # escape character data
    try:
        # it's worth avoiding do-nothing calls for strings that are
        # shorter than 500 characters, or so.  assume that's, by far,
        # the most common case in most applications.
        if "&" in text:
            text = text.replace("&", "&amp;")
        if "<" in text:
            text = text.replace("<", "&lt;")
        if ">" in text:
            text = text.replace(">", "&gt;")
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)

# ---- http/cookiejar.py (lines 534, 589-616) ----------------------------------------------

IPV4_RE = re.compile(r"\.\d+$", re.ASCII)

def liberal_is_HDN(text):
    """Return True if text is a sort-of-like a host domain name.

    For accepting/blocking domains.

    """
    if IPV4_RE.search(text):
        return False
    return True

def user_domain_match(A: str, B: str):
    """For blocking/accepting domains.

    A and B may be host domain names or IP addresses.

    """
    A = A.lower()
    B = B.lower()
    if not (liberal_is_HDN(A) and liberal_is_HDN(B)):
        if A == B:
            # equal IP addresses
            return True
        return False
    initial_dot = B.startswith(".")
    if initial_dot and A.endswith(B):
        return True
    if not initial_dot and A == B:
        return True
    return False

# ---- http/cookiejar.py (lines 428, 434-457) ----------------------------------------------

HEADER_JOIN_ESCAPE_RE = re.compile(r"([\"\\])")

def join_header_words(lists):
    """Do the inverse (almost) of the conversion done by split_header_words.

    Takes a list of lists of (key, value) pairs and produces a single header
    value.  Attribute values are quoted if needed.
    """
    headers = []
    for pairs in lists:
        attr = []
        for k, v in pairs:
            if v is not None:
                if not re.search(r"^\w+$", v):
                    v = HEADER_JOIN_ESCAPE_RE.sub(r"\\\1", v)  # escape " and \
                    v = '"%s"' % v
                k = "%s=%s" % (k, v)
            attr.append(k)
        if attr: headers.append("; ".join(attr))
    return ", ".join(headers)

# ---- ipaddress.py (lines 156-161) --------------------------------------------------------

def _split_optional_netmask(address: str):
    """Helper to split the netmask and raise AddressValueError if needed"""
    addr = str(address).split('/')
    if len(addr) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return addr

# ---- getopt.py (lines 171-190) -----------------------------------------------------------

def long_has_args(opt: str, longopts):
    possibilities = [o for o in longopts if o.startswith(opt)]
    if not possibilities:
        raise GetoptError(_('option --%s not recognized') % opt, opt)
    # Is there an exact match?
    if opt in possibilities:
        return False, opt
    elif opt + '=' in possibilities:
        return True, opt
    # No exact match, so better be unique.
    if len(possibilities) > 1:
        # XXX since possibilities contains all valid continuations, might be
        # nice to work them into the error msg
        raise GetoptError(_('option --%s not a unique prefix') % opt, opt)
    assert len(possibilities) == 1
    unique_match = possibilities[0]
    has_arg = unique_match.endswith('=')
    if has_arg:
        unique_match = unique_match[:-1]
    return has_arg, unique_match

# ---- wrappers: what a caller hands these functions ----------------------------------------

def rfc2231_text(charset: str, text: str):
    return collapse_rfc2231_value((charset, 'en', text))


def header_pair(key: str, value: str):
    return join_header_words([[(key, value)]])


def long_option(opt: str):
    return long_has_args(opt, ['verbose', 'version', 'output='])


def ipv4_aton(text: str):
    return dns.ipv4.inet_aton(text)


def dns_ttl(text: str):
    return dns.ttl.from_text(text)


def url_unescape_bytes(value: str):
    return tornado.escape.url_unescape(value, encoding=None)
