# ruff: noqa  (copied library code, kept as written)
"""Issue 38's ninth survey set (``run_library.py survey9``): string- and bytes-handling
functions of CPython 3.11.7 and of PyPI packages that no earlier set used (heldout,
realcode, survey, survey2-survey8, libcode, libcalls, re_functions, classes, accel,
exloops, exmodels, loopbound, regex38; grepped by name), copied unchanged apart from
``str``/``bytes`` annotations on the explored parameters; each block names its file and
lines.  A function that takes a tuple, a list or a mapping runs through a small wrapper
that hands it what a user's code would:

urllib.parse.urldefrag and quote_from_bytes; optparse._match_abbrev (``long_abbrev``:
three long options); datetime._parse_isoformat_time (with _parse_hh_mm_ss_ff);
email.utils.decode_params (``param_pair``: one parameter after the content type);
urllib.robotparser.RobotFileParser.parse (``robots_line``: one rule line after
``User-agent: *``, then ``can_fetch``); argparse.ArgumentParser._parse_optional
(``argparse_optional``: a parser with ``-v/--verbose`` and ``--output``).

The PyPI functions of the set (werkzeug 3.1.8, requests 2.34.2, urllib3 2.7.0,
validators 0.36.0, python-dateutil 2.9.0.post0, all in the ``bench`` extra) run from
the installed packages; their code does not enter this repository.  Each runs through a
wrapper here that annotates the argument, and the library's own arcs are measured:
``range_header`` (``werkzeug.http.parse_range_header``), ``header_links``
(``requests.utils.parse_header_links``), ``encode_invalid`` (urllib3's
``_encode_invalid_chars`` with the path's allowed characters), ``card`` (``validators.
card_number``) and ``iso_datetime`` (``dateutil.parser.isoparse``).
"""

import argparse
import re
import urllib.parse
import urllib.robotparser
from datetime import timedelta, timezone
from email.utils import unquote, quote, decode_rfc2231
from optparse import BadOptionError, AmbiguousOptionError
from urllib.parse import (_coerce_args, urlparse, urlunparse, DefragResult,
                          _ALWAYS_SAFE_BYTES, _byte_quoter_factory)

import dateutil.parser
import requests.utils
import urllib3.util.url
import validators
import werkzeug.http


# ---- urllib/parse.py (lines 624-638) -----------------------------------------------------

def urldefrag(url: str):
    """Removes any existing fragment from URL.

    Returns a tuple of the defragmented URL and the fragment.  If
    the URL contained no fragments, the second element is the
    empty string.
    """
    url, _coerce_result = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return _coerce_result(DefragResult(defrag, frag))

# ---- urllib/parse.py (lines 933-951) -----------------------------------------------------

def quote_from_bytes(bs: bytes, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str, and does
    not perform string-to-bytes encoding.  It always returns an ASCII string.
    quote_from_bytes(b'abc def\x3f') -> 'abc%20def%3f'
    """
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        # Normalize 'safe' by converting to bytes and removing non-ASCII chars
        safe = safe.encode('ascii', 'ignore')
    else:
        # List comprehensions are faster than generator expressions.
        safe = bytes([c for c in safe if c < 128])
    if not bs.rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bs.decode()
    quoter = _byte_quoter_factory(safe)
    return ''.join([quoter(char) for char in bs])

# ---- optparse.py (lines 1652-1675) -------------------------------------------------------

def _match_abbrev(s: str, wordmap):
    """_match_abbrev(s : string, wordmap : {string : Option}) -> string

    Return the string key in 'wordmap' for which 's' is an unambiguous
    abbreviation.  If 's' is found to be ambiguous or doesn't match any of
    'words', raise BadOptionError.
    """
    # Is there an exact match?
    if s in wordmap:
        return s
    else:
        # Isolate all words with s as a prefix.
        possibilities = [word for word in wordmap.keys()
                         if word.startswith(s)]
        # No exact match, so there had better be just one possibility.
        if len(possibilities) == 1:
            return possibilities[0]
        elif not possibilities:
            raise BadOptionError(s)
        else:
            # More than one possible completion: ambiguous prefix.
            possibilities.sort()
            raise AmbiguousOptionError(s, possibilities)

# ---- datetime.py (lines 265-266, 361, 364-456) -------------------------------------------

def _is_ascii_digit(c):
    return c in "0123456789"

_FRACTION_CORRECTION = [100000, 10000, 1000, 100, 10]

def _parse_hh_mm_ss_ff(tstr):
    # Parses things of the form HH[:?MM[:?SS[{.,}fff[fff]]]]
    len_str = len(tstr)

    time_comps = [0, 0, 0, 0]
    pos = 0
    for comp in range(0, 3):
        if (len_str - pos) < 2:
            raise ValueError("Incomplete time component")

        time_comps[comp] = int(tstr[pos:pos+2])

        pos += 2
        next_char = tstr[pos:pos+1]

        if comp == 0:
            has_sep = next_char == ':'

        if not next_char or comp >= 2:
            break

        if has_sep and next_char != ':':
            raise ValueError("Invalid time separator: %c" % next_char)

        pos += has_sep

    if pos < len_str:
        if tstr[pos] not in '.,':
            raise ValueError("Invalid microsecond component")
        else:
            pos += 1

            len_remainder = len_str - pos

            if len_remainder >= 6:
                to_parse = 6
            else:
                to_parse = len_remainder

            time_comps[3] = int(tstr[pos:(pos+to_parse)])
            if to_parse < 6:
                time_comps[3] *= _FRACTION_CORRECTION[to_parse-1]
            if (len_remainder > to_parse
                    and not all(map(_is_ascii_digit, tstr[(pos+to_parse):]))):
                raise ValueError("Non-digit values in unparsed fraction")

    return time_comps

def _parse_isoformat_time(tstr: str):
    # Format supported is HH[:MM[:SS[.fff[fff]]]][+HH:MM[:SS[.ffffff]]]
    len_str = len(tstr)
    if len_str < 2:
        raise ValueError("Isoformat time too short")

    # This is equivalent to re.search('[+-Z]', tstr), but faster
    tz_pos = (tstr.find('-') + 1 or tstr.find('+') + 1 or tstr.find('Z') + 1)
    timestr = tstr[:tz_pos-1] if tz_pos > 0 else tstr

    time_comps = _parse_hh_mm_ss_ff(timestr)

    tzi = None
    if tz_pos == len_str and tstr[-1] == 'Z':
        tzi = timezone.utc
    elif tz_pos > 0:
        tzstr = tstr[tz_pos:]

        # Valid time zone strings are:
        # HH                  len: 2
        # HHMM                len: 4
        # HH:MM               len: 5
        # HHMMSS              len: 6
        # HHMMSS.f+           len: 7+
        # HH:MM:SS            len: 8
        # HH:MM:SS.f+         len: 10+

        if len(tzstr) in (0, 1, 3):
            raise ValueError("Malformed time zone string")

        tz_comps = _parse_hh_mm_ss_ff(tzstr)

        if all(x == 0 for x in tz_comps):
            tzi = timezone.utc
        else:
            tzsign = -1 if tstr[tz_pos - 1] == '-' else 1

            td = timedelta(hours=tz_comps[0], minutes=tz_comps[1],
                           seconds=tz_comps[2], microseconds=tz_comps[3])

            tzi = timezone(tzsign * td)

    time_comps.append(tzi)

    return time_comps

# ---- email/utils.py (lines 43, 389-390, 392-438) -----------------------------------------

EMPTYSTRING = ''

rfc2231_continuation = re.compile(r'^(?P<name>\w+)\*((?P<num>[0-9]+)\*?)?$',
    re.ASCII)

def decode_params(params):
    """Decode parameters list according to RFC 2231.

    params is a sequence of 2-tuples containing (param name, string value).
    """
    new_params = [params[0]]
    # Map parameter's name to a list of continuations.  The values are a
    # 3-tuple of the continuation number, the string value, and a flag
    # specifying whether a particular segment is %-encoded.
    rfc2231_params = {}
    for name, value in params[1:]:
        encoded = name.endswith('*')
        value = unquote(value)
        mo = rfc2231_continuation.match(name)
        if mo:
            name, num = mo.group('name', 'num')
            if num is not None:
                num = int(num)
            rfc2231_params.setdefault(name, []).append((num, value, encoded))
        else:
            new_params.append((name, '"%s"' % quote(value)))
    if rfc2231_params:
        for name, continuations in rfc2231_params.items():
            value = []
            extended = False
            # Sort by number
            continuations.sort()
            # And now append all values in numerical order, converting
            # %-encodings for the encoded segments.  If any of the
            # continuation names ends in a *, then the entire string, after
            # decoding segments and concatenating, must have the charset and
            # language specifiers at the beginning of the string.
            for num, s, encoded in continuations:
                if encoded:
                    # Decode as "latin-1", so the characters in s directly
                    # represent the percent-encoded octet values.
                    # collapse_rfc2231_value treats this as an octet sequence.
                    s = urllib.parse.unquote(s, encoding="latin-1")
                    extended = True
                value.append(s)
            value = quote(EMPTYSTRING.join(value))
            if extended:
                charset, language, value = decode_rfc2231(value)
                new_params.append((name, (charset, language, '"%s"' % value)))
            else:
                new_params.append((name, '"%s"' % value))
    return new_params

# ---- wrappers: what a caller hands these functions ----------------------------------------

def long_abbrev(opt: str):
    return _match_abbrev(opt, {'--verbose': None, '--version': None, '--output': None})


def param_pair(name: str, value: str):
    return decode_params([('text/plain', ''), (name, value)])


def robots_line(line: str):
    parser = urllib.robotparser.RobotFileParser()
    parser.parse(['User-agent: *', line])
    return parser.can_fetch('bot', '/private/page'), parser.crawl_delay('bot')


_ARGPARSER = argparse.ArgumentParser(prog='tool')
_ARGPARSER.add_argument('-v', '--verbose', action='store_true')
_ARGPARSER.add_argument('--output')


def argparse_optional(arg: str):
    found = _ARGPARSER._parse_optional(arg)
    return None if found is None else found[1:]


def range_header(value: str):
    return werkzeug.http.parse_range_header(value)


def header_links(value: str):
    return requests.utils.parse_header_links(value)


def encode_invalid(component: str):
    return urllib3.util.url._encode_invalid_chars(component, urllib3.util.url._PATH_CHARS)


def card(value: str):
    return validators.card_number(value) is True


def iso_datetime(text: str):
    return dateutil.parser.isoparse(text)
