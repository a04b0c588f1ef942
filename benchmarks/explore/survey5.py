# ruff: noqa  (copied library code, kept as written)
"""Issue 38's fifth survey set (``run_library.py survey5``): string-, bytes- and
int-handling functions of CPython 3.11.7 modules that no earlier set used (heldout,
realcode, survey, survey2, survey3, survey4, libcode, libcalls, re_functions, classes,
accel, exloops, exmodels), copied unchanged apart from ``str``/``bytes``/``int``
annotations on the explored parameters; each block names its file and lines.  A nested
function is copied at module level; a small wrapper runs what needs an object or what a
user reaches through a public entry point (its library's arcs are measured too:
``run_library.py``'s ``ALSO_MEASURE``):

encodings.normalize_encoding; imaplib's Internaldate2tuple, ParseFlags and Int2AP;
unittest.util's _common_shorten_repr with _shorten and safe_repr (``shorten_pair`` calls
it with two strings, as ``assertEqual``'s message does); reprlib.Repr.repr_str (through
the installed ``reprlib.repr``: ``short_repr``); sqlite3.dbapi2's convert_timestamp
(nested in register_adapters_and_converters); ctypes.macholib's dylib_info and
framework_info; idlelib.squeezer.count_lines_with_wrapping; idlelib.format's
reformat_paragraph with is_all_white and get_indent; distutils.fancy_getopt.wrap_text;
xmlrpc.server.resolve_dotted_attribute (``dotted_attribute`` resolves a name on
``SERVICE``); email.charset.Charset.__init__ (through the installed class:
``charset_codecs``); importlib.metadata's Sectioned and Pair (entry-point text, through
the installed ``Sectioned.section_pairs``: ``entry_point_sections``);
argparse.ArgumentParser._parse_optional with _get_option_tuples (module functions here,
``self.`` the module's ``PARSER.``, a parser of four options; ``option_kind`` calls it);
unittest.main._convert_name; _strptime._strptime (through the installed
``datetime.strptime``: ``strptime_minute``).

The PyPI functions of the set (humanize 4.17, email-validator 2.4, isodate 0.7.2,
python-dateutil 2.9, docutils 0.19) run from the installed packages (``run_library.py
survey5``); their code does not enter this repository.  Those whose parameters carry no
annotation (isodate, dateutil, docutils) run through a wrapper here that annotates the
string and hands it on, and their own arcs are measured.
"""

import argparse
import calendar
import datetime
import os
import re
import reprlib
import string
import time
from gettext import gettext as _
from email.charset import Charset
from importlib.metadata import Sectioned
from os.path import commonprefix


# --- Lib/encodings/__init__.py, lines 43-69 -------------------------------------------

def normalize_encoding(encoding: str):

    """ Normalize an encoding name.

        Normalization works as follows: all non-alphanumeric
        characters except the dot used for Python package names are
        collapsed and replaced with a single underscore, e.g. '  -;#'
        becomes '_'. Leading and trailing underscores are removed.

        Note that encoding names should be ASCII only.

    """
    if isinstance(encoding, bytes):
        encoding = str(encoding, "ascii")

    chars = []
    punct = False
    for c in encoding:
        if c.isalnum() or c == '.':
            if punct and chars:
                chars.append('_')
            if c.isascii():
                chars.append(c)
            punct = False
        else:
            punct = True
    return ''.join(chars)


# --- Lib/imaplib.py, lines 107-112 (patterns), 1442-1501 ------------------------------

Flags = re.compile(br'.*FLAGS \((?P<flags>[^\)]*)\)')
InternalDate = re.compile(br'.*INTERNALDATE "'
        br'(?P<day>[ 0123][0-9])-(?P<mon>[A-Z][a-z][a-z])-(?P<year>[0-9][0-9][0-9][0-9])'
        br' (?P<hour>[0-9][0-9]):(?P<min>[0-9][0-9]):(?P<sec>[0-9][0-9])'
        br' (?P<zonen>[-+])(?P<zoneh>[0-9][0-9])(?P<zonem>[0-9][0-9])'
        br'"')

Months = ' Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
Mon2num = {s.encode():n+1 for n, s in enumerate(Months[1:])}

def Internaldate2tuple(resp: bytes):
    """Parse an IMAP4 INTERNALDATE string.

    Return corresponding local time.  The return value is a
    time.struct_time tuple or None if the string has wrong format.
    """

    mo = InternalDate.match(resp)
    if not mo:
        return None

    mon = Mon2num[mo.group('mon')]
    zonen = mo.group('zonen')

    day = int(mo.group('day'))
    year = int(mo.group('year'))
    hour = int(mo.group('hour'))
    min = int(mo.group('min'))
    sec = int(mo.group('sec'))
    zoneh = int(mo.group('zoneh'))
    zonem = int(mo.group('zonem'))

    # INTERNALDATE timezone must be subtracted to get UT

    zone = (zoneh*60 + zonem)*60
    if zonen == b'-':
        zone = -zone

    tt = (year, mon, day, hour, min, sec, -1, -1, -1)
    utc = calendar.timegm(tt) - zone

    return time.localtime(utc)



def Int2AP(num: int):

    """Convert integer to A-P string representation."""

    val = b''; AP = b'ABCDEFGHIJKLMNOP'
    num = int(abs(num))
    while num:
        num, mod = divmod(num, 16)
        val = AP[mod:mod+1] + val
    return val



def ParseFlags(resp: bytes):

    """Convert IMAP4 flags response to python tuple."""

    mo = Flags.match(resp)
    if not mo:
        return ()

    return tuple(mo.group('flags').split())


# --- Lib/unittest/util.py, lines 7-52 --------------------------------------------------


_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - \
               (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN +
                _PLACEHOLDER_LEN + _MIN_END_LEN)
assert _MIN_DIFF_LEN >= 0

def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s

def _common_shorten_repr(*args):
    args = tuple(map(safe_repr, args))
    maxlen = max(map(len, args))
    if maxlen <= _MAX_LENGTH:
        return args

    prefix = commonprefix(args)
    prefixlen = len(prefix)

    common_len = _MAX_LENGTH - \
                 (maxlen - prefixlen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        assert _MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN + \
               (maxlen - prefixlen) < _MAX_LENGTH
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + s[prefixlen:] for s in args)

    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN)
                 for s in args)

def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + ' [truncated]...'


def shorten_pair(first: str, second: str):
    """The two strings as ``assertEqual``'s failure message shows them."""
    return _common_shorten_repr(first, second)


# --- Lib/reprlib.py, Repr.repr_str (lines 126-133), through reprlib.repr ------------

def short_repr(x: str):
    return reprlib.repr(x)


# --- Lib/sqlite3/dbapi2.py, lines 64-76 (nested in register_adapters_and_converters) --

def convert_timestamp(val: bytes):
    datepart, timepart = val.split(b" ")
    year, month, day = map(int, datepart.split(b"-"))
    timepart_full = timepart.split(b".")
    hours, minutes, seconds = map(int, timepart_full[0].split(b":"))
    if len(timepart_full) == 2:
        microseconds = int('{:0<6.6}'.format(timepart_full[1].decode()))
    else:
        microseconds = 0

    val = datetime.datetime(year, month, day, hours, minutes, seconds, microseconds)
    return val



# --- Lib/ctypes/macholib/dylib.py, lines 9-42 -----------------------------------------

DYLIB_RE = re.compile(r"""(?x)
(?P<location>^.*)(?:^|/)
(?P<name>
    (?P<shortname>\w+?)
    (?:\.(?P<version>[^._]+))?
    (?:_(?P<suffix>[^._]+))?
    \.dylib$
)
""")

def dylib_info(filename: str):
    """
    A dylib name can take one of the following four forms:
        Location/Name.SomeVersion_Suffix.dylib
        Location/Name.SomeVersion.dylib
        Location/Name_Suffix.dylib
        Location/Name.dylib

    returns None if not found or a mapping equivalent to:
        dict(
            location='Location',
            name='Name.SomeVersion_Suffix.dylib',
            shortname='Name',
            version='SomeVersion',
            suffix='Suffix',
        )

    Note that SomeVersion and Suffix are optional and may be None
    if not present.
    """
    is_dylib = DYLIB_RE.match(filename)
    if not is_dylib:
        return None
    return is_dylib.groupdict()


# --- Lib/ctypes/macholib/framework.py, lines 9-45 -------------------------------------

STRICT_FRAMEWORK_RE = re.compile(r"""(?x)
(?P<location>^.*)(?:^|/)
(?P<name>
    (?P<shortname>\w+).framework/
    (?:Versions/(?P<version>[^/]+)/)?
    (?P=shortname)
    (?:_(?P<suffix>[^_]+))?
)$
""")

def framework_info(filename: str):
    """
    A framework name can take one of the following four forms:
        Location/Name.framework/Versions/SomeVersion/Name_Suffix
        Location/Name.framework/Versions/SomeVersion/Name
        Location/Name.framework/Name_Suffix
        Location/Name.framework/Name

    returns None if not found, or a mapping equivalent to:
        dict(
            location='Location',
            name='Name.framework/Versions/SomeVersion/Name_Suffix',
            shortname='Name',
            version='SomeVersion',
            suffix='Suffix',
        )

    Note that SomeVersion and Suffix are optional and may be None
    if not present
    """
    is_framework = STRICT_FRAMEWORK_RE.match(filename)
    if not is_framework:
        return None
    return is_framework.groupdict()


# --- Lib/idlelib/squeezer.py, lines 28-81 ---------------------------------------------

def count_lines_with_wrapping(s: str, linewidth: int = 80):
    """Count the number of lines in a given string.

    Lines are counted as if the string was wrapped so that lines are never over
    linewidth characters long.

    Tabs are considered tabwidth characters long.
    """
    tabwidth = 8  # Currently always true in Shell.
    pos = 0
    linecount = 1
    current_column = 0

    for m in re.finditer(r"[\t\n]", s):
        # Process the normal chars up to tab or newline.
        numchars = m.start() - pos
        pos += numchars
        current_column += numchars

        # Deal with tab or newline.
        if s[pos] == '\n':
            # Avoid the `current_column == 0` edge-case, and while we're
            # at it, don't bother adding 0.
            if current_column > linewidth:
                # If the current column was exactly linewidth, divmod
                # would give (1,0), even though a new line hadn't yet
                # been started. The same is true if length is any exact
                # multiple of linewidth. Therefore, subtract 1 before
                # dividing a non-empty line.
                linecount += (current_column - 1) // linewidth
            linecount += 1
            current_column = 0
        else:
            assert s[pos] == '\t'
            current_column += tabwidth - (current_column % tabwidth)

            # If a tab passes the end of the line, consider the entire
            # tab as being on the next line.
            if current_column > linewidth:
                linecount += 1
                current_column = tabwidth

        pos += 1 # After the tab or newline.

    # Process remaining chars (no more tabs or newlines).
    current_column += len(s) - pos
    # Avoid divmod(-1, linewidth).
    if current_column > 0:
        linecount += (current_column - 1) // linewidth
    else:
        # Text ended with newline; don't count an extra line after it.
        linecount -= 1

    return linecount



# --- Lib/idlelib/format.py, lines 120-154, 178-185 ------------------------------------

def reformat_paragraph(data: str, limit: int):
    """Return data reformatted to specified width (limit)."""
    lines = data.split("\n")
    i = 0
    n = len(lines)
    while i < n and is_all_white(lines[i]):
        i = i+1
    if i >= n:
        return data
    indent1 = get_indent(lines[i])
    if i+1 < n and not is_all_white(lines[i+1]):
        indent2 = get_indent(lines[i+1])
    else:
        indent2 = indent1
    new = lines[:i]
    partial = indent1
    while i < n and not is_all_white(lines[i]):
        # XXX Should take double space after period (etc.) into account
        words = re.split(r"(\s+)", lines[i])
        for j in range(0, len(words), 2):
            word = words[j]
            if not word:
                continue # Can happen when line ends in whitespace
            if len((partial + word).expandtabs()) > limit and \
                   partial != indent1:
                new.append(partial.rstrip())
                partial = indent2
            partial = partial + word + " "
            if j+1 < len(words) and words[j+1] != " ":
                partial = partial + " "
        i = i+1
    new.append(partial.rstrip())
    # XXX Should reformat remaining paragraphs as well
    new.extend(lines[i:])
    return "\n".join(new)

def is_all_white(line):
    """Return True if line is empty or all whitespace."""

    return re.match(r"^\s*$", line) is not None

def get_indent(line):
    """Return the initial space or tab indent of line."""
    return re.match(r"^([ \t]*)", line).group()


# --- Lib/distutils/fancy_getopt.py, lines 373-426 -------------------------------------

WS_TRANS = {ord(_wschar) : ' ' for _wschar in string.whitespace}

def wrap_text(text: str, width: int):
    """wrap_text(text : string, width : int) -> [string]

    Split 'text' into multiple lines of no more than 'width' characters
    each, and return the list of strings that results.
    """
    if text is None:
        return []
    if len(text) <= width:
        return [text]

    text = text.expandtabs()
    text = text.translate(WS_TRANS)
    chunks = re.split(r'( +|-+)', text)
    chunks = [ch for ch in chunks if ch] # ' - ' results in empty strings
    lines = []

    while chunks:
        cur_line = []                   # list of chunks (to-be-joined)
        cur_len = 0                     # length of current line

        while chunks:
            l = len(chunks[0])
            if cur_len + l <= width:    # can squeeze (at least) this chunk in
                cur_line.append(chunks[0])
                del chunks[0]
                cur_len = cur_len + l
            else:                       # this line is full
                # drop last chunk if all space
                if cur_line and cur_line[-1][0] == ' ':
                    del cur_line[-1]
                break

        if chunks:                      # any chunks left to process?
            # if the current line is still empty, then we had a single
            # chunk that's too big too fit on a line -- so we break
            # down and break it up at the line width
            if cur_len == 0:
                cur_line.append(chunks[0][0:width])
                chunks[0] = chunks[0][width:]

            # all-whitespace chunks at the end of a line can be discarded
            # (and we know from the re.split above that if a chunk has
            # *any* whitespace, it is *all* whitespace)
            if chunks[0][0] == ' ':
                del chunks[0]

        # and store this line in the list-of-all-lines -- as a single
        # string, of course!
        lines.append(''.join(cur_line))

    return lines


# --- Lib/xmlrpc/server.py, lines 124-146 ----------------------------------------------

def resolve_dotted_attribute(obj, attr, allow_dotted_names=True):
    """resolve_dotted_attribute(a, 'b.c.d') => a.b.c.d

    Resolves a dotted attribute name to an object.  Raises
    an AttributeError if any attribute in the chain starts with a '_'.

    If the optional allow_dotted_names argument is false, dots are not
    supported and this function operates similar to getattr(obj, attr).
    """

    if allow_dotted_names:
        attrs = attr.split('.')
    else:
        attrs = [attr]

    for i in attrs:
        if i.startswith('_'):
            raise AttributeError(
                'attempt to access private attribute "%s"' % i
                )
        else:
            obj = getattr(obj,i)
    return obj


class _Service:
    """An object served as xmlrpc.server's documentation shows: public methods, a
    public attribute holding another object, and a private name."""

    class system:
        @staticmethod
        def listMethods():
            return ["add", "system.listMethods"]

    @staticmethod
    def add(x, y):
        return x + y

    _secret = "hidden"


SERVICE = _Service()


def dotted_attribute(attr: str):
    return resolve_dotted_attribute(SERVICE, attr)


# --- Lib/email/charset.py, Charset.__init__ (lines 206-235), through the class --------

def charset_codecs(name: str):
    c = Charset(name)
    return c.header_encoding, c.body_encoding, c.output_charset, c.input_codec


# --- Lib/importlib/metadata/__init__.py, Sectioned and Pair, through section_pairs ---

def entry_point_sections(text: str):
    return [(s.name, s.value.name, s.value.value) for s in Sectioned.section_pairs(text)]


# --- Lib/argparse.py, lines 2229-2330: ArgumentParser._parse_optional and
# _get_option_tuples, with ``self`` the parser below (``PARSER.``) ------------------------

PARSER = argparse.ArgumentParser(prog="tool")
PARSER.add_argument("-v", "--verbose", action="store_true")
PARSER.add_argument("-o", "--output")
PARSER.add_argument("--only")
PARSER.add_argument("-1", "--one", action="store_true")

def _parse_optional(arg_string: str):
    # if it's an empty string, it was meant to be a positional
    if not arg_string:
        return None

    # if it doesn't start with a prefix, it was meant to be positional
    if not arg_string[0] in PARSER.prefix_chars:
        return None

    # if the option string is present in the parser, return the action
    if arg_string in PARSER._option_string_actions:
        action = PARSER._option_string_actions[arg_string]
        return action, arg_string, None

    # if it's just a single character, it was meant to be positional
    if len(arg_string) == 1:
        return None

    # if the option string before the "=" is present, return the action
    if '=' in arg_string:
        option_string, explicit_arg = arg_string.split('=', 1)
        if option_string in PARSER._option_string_actions:
            action = PARSER._option_string_actions[option_string]
            return action, option_string, explicit_arg

    # search through all possible prefixes of the option string
    # and all actions in the parser for possible interpretations
    option_tuples = _get_option_tuples(arg_string)

    # if multiple actions match, the option string was ambiguous
    if len(option_tuples) > 1:
        options = ', '.join([option_string
            for action, option_string, explicit_arg in option_tuples])
        args = {'option': arg_string, 'matches': options}
        msg = _('ambiguous option: %(option)s could match %(matches)s')
        PARSER.error(msg % args)

    # if exactly one action matched, this segmentation is good,
    # so return the parsed action
    elif len(option_tuples) == 1:
        option_tuple, = option_tuples
        return option_tuple

    # if it was not found as an option, but it looks like a negative
    # number, it was meant to be positional
    # unless there are negative-number-like options
    if PARSER._negative_number_matcher.match(arg_string):
        if not PARSER._has_negative_number_optionals:
            return None

    # if it contains a space, it was meant to be a positional
    if ' ' in arg_string:
        return None

    # it was meant to be an optional but there is no such option
    # in this parser (though it might be a valid option in a subparser)
    return None, arg_string, None

def _get_option_tuples(option_string):
    result = []

    # option strings starting with two prefix characters are only
    # split at the '='
    chars = PARSER.prefix_chars
    if option_string[0] in chars and option_string[1] in chars:
        if PARSER.allow_abbrev:
            if '=' in option_string:
                option_prefix, explicit_arg = option_string.split('=', 1)
            else:
                option_prefix = option_string
                explicit_arg = None
            for option_string in PARSER._option_string_actions:
                if option_string.startswith(option_prefix):
                    action = PARSER._option_string_actions[option_string]
                    tup = action, option_string, explicit_arg
                    result.append(tup)

    # single character options can be concatenated with their arguments
    # but multiple character options always have to have their argument
    # separate
    elif option_string[0] in chars and option_string[1] not in chars:
        option_prefix = option_string
        explicit_arg = None
        short_option_prefix = option_string[:2]
        short_explicit_arg = option_string[2:]

        for option_string in PARSER._option_string_actions:
            if option_string == short_option_prefix:
                action = PARSER._option_string_actions[option_string]
                tup = action, option_string, short_explicit_arg
                result.append(tup)
            elif option_string.startswith(option_prefix):
                action = PARSER._option_string_actions[option_string]
                tup = action, option_string, explicit_arg
                result.append(tup)

    # shouldn't ever get here
    else:
        PARSER.error(_('unexpected option string: %s') % option_string)

    # return the collected option tuples
    return result


def option_kind(arg: str):
    """What the parser takes ``arg`` for: the option string it names, ``""`` for an
    unknown option, None for a positional (an ambiguous prefix is its error)."""
    try:
        found = _parse_optional(arg)
    except SystemExit:
        return "ambiguous"
    return None if found is None else (found[1] if found[0] is not None else "")


# --- Lib/unittest/main.py, lines 30-44 ------------------------------------------------

def _convert_name(name: str):
    # on Linux / Mac OS X 'foo.PY' is not importable, but on
    # Windows it is. Simpler to do a case insensitive match
    # a better check would be to check that the name is a
    # valid Python module name.
    if os.path.isfile(name) and name.lower().endswith('.py'):
        if os.path.isabs(name):
            rel_path = os.path.relpath(name, os.getcwd())
            if os.path.isabs(rel_path) or rel_path.startswith(os.pardir):
                return name
            name = rel_path
        # on Windows both '\' and '/' are used as path
        # separators. Better to replace both than rely on os.path.sep
        return os.path.normpath(name)[:-3].replace('\\', '.').replace('/', '.')
    return name


# --- Lib/_strptime.py, _strptime, through datetime.strptime ---------------------------

def strptime_minute(text: str):
    return datetime.datetime.strptime(text, "%Y-%m-%d %H:%M")


# --- PyPI packages without annotations: the string handed on ---------------------------

def iso_duration(text: str):
    import isodate

    return isodate.parse_duration(text)


def posix_tz(text: str):
    from dateutil.parser._parser import _parsetz

    return _parsetz(text)


def docutils_id(text: str):
    from docutils.nodes import make_id

    return make_id(text)
