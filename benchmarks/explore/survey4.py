# ruff: noqa  (copied library code, kept as written)
"""Issue 38's fourth survey set (``run_library.py survey4``): string-, bytes- and
int-handling functions of CPython 3.11.7 modules that no earlier set used (heldout,
realcode, survey, survey2, survey3, libcode, libcalls, re_functions, classes; posixpath's
``normpath`` was used, ``expandvars`` was not), copied unchanged apart from
``str``/``bytes``/``int`` annotations on the explored parameters; methods that read
nothing of ``self`` but class attributes are module functions here (those attributes are
module-level names below, with the values of 3.11.7), and a small wrapper runs what needs
an object, a file or a list:
cmd.Cmd.parseline, importlib.util.resolve_name (with importlib._bootstrap._resolve_name),
distutils.version's StrictVersion.parse and LooseVersion.parse (as ``strict_version`` and
``loose_version``, returning what they store), distutils.versionpredicate.split_provision
(which builds the installed ``distutils.version.StrictVersion``), tarfile's nti (with nts)
and itn, imghdr.what (``image_kind`` gives it the header bytes), sndhdr.test_au (with
get_long_be and get_long_le; ``au_header`` gives it the bytes), curses.ascii.unctrl (with
_ctoi and isprint), stat.filemode, logging.handlers.SysLogHandler.encodePriority (its name
tables are the class's), logging.config.BaseConfigurator.cfg_convert (over ``CONFIG``, the
logging documentation's example of a ``cfg://`` target), smtpd.SMTPChannel._getaddr
(which calls email._header_value_parser) and _getparams (``smtp_params`` splits the
parameter string as ``smtp_MAIL`` does), xmlrpc.client.Transport.get_host_info,
zipfile.ZipFile._sanitize_windows_name, tabnanny.Whitespace (``whitespace_profile``),
netrc's _netrclex and netrc._parse (``netrc_hosts`` parses a text through io.StringIO),
encodings.idna.ToASCII (with nameprep) and posixpath.expandvars.  Each block names its
file and lines.  The PyPI functions of the set (dask, Markdown, charset-normalizer,
python-dotenv, wcwidth) run from the installed packages (``run_library.py survey4``);
their code does not enter this repository, apart from ``dotenv_variables``, which runs
the installed ``dotenv.variables.parse_variables`` (a generator) to its end.
"""

import io
import os
import re
import stat
import string
import stringprep
import warnings
from email._header_value_parser import get_addr_spec, get_angle_addr
from logging.handlers import SysLogHandler
from stat import (S_IFBLK, S_IFCHR, S_IFDIR, S_IFIFO, S_IFLNK, S_IFREG, S_IFSOCK, S_IRGRP,
                  S_IROTH, S_IRUSR, S_ISGID, S_ISUID, S_ISVTX, S_IWGRP, S_IWOTH, S_IWUSR,
                  S_IXGRP, S_IXOTH, S_IXUSR)
from tarfile import GNU_FORMAT, InvalidHeaderError, NUL, PAX_FORMAT
from unicodedata import ucd_3_2_0 as unicodedata
import urllib.parse
import base64

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import distutils.version

import dotenv.variables
from cmd import Cmd


# ---- cmd.py (lines 50, 172-190: Cmd.parseline) -------------------------------------------
IDENTCHARS = string.ascii_letters + string.digits + '_'
identchars = IDENTCHARS

def parseline(line: str):
    """Parse the line into a command name and a string containing
    the arguments.  Returns a tuple containing (command, args, line).
    'command' and 'args' may be None if the line couldn't be parsed.
    """
    line = line.strip()
    if not line:
        return None, None, line
    elif line[0] == '?':
        line = 'help ' + line[1:]
    elif line[0] == '!':
        if hasattr(Cmd, 'do_shell'):
            line = 'shell ' + line[1:]
        else:
            return None, None, line
    i, n = 0, len(line)
    while i < n and line[i] in identchars: i = i+1
    cmd, arg = line[:i], line[i:].strip()
    return cmd, arg, line


# ---- importlib/util.py (lines 27-39), importlib/_bootstrap.py (lines 1035-1041) ----------
def resolve_name(name: str, package: str):
    """Resolve a relative module name to an absolute one."""
    if not name.startswith('.'):
        return name
    elif not package:
        raise ImportError(f'no package specified for {repr(name)} '
                          '(required for relative module names)')
    level = 0
    for character in name:
        if character != '.':
            break
        level += 1
    return _resolve_name(name[level:], package, level)

def _resolve_name(name, package, level):
    """Resolve a relative module name to an absolute one."""
    bits = package.rsplit('.', level - 1)
    if len(bits) < level:
        raise ImportError('attempted relative import beyond top-level package')
    base = bits[0]
    return '{}.{}'.format(base, name) if name else base


# ---- distutils/version.py (lines 130-150: StrictVersion.parse; 302, 309-322: LooseVersion.parse)
version_re = re.compile(r'^(\d+) \. (\d+) (\. (\d+))? ([ab](\d+))?$',
                        re.VERBOSE | re.ASCII)

def strict_version(vstring: str):
    """``StrictVersion.parse`` (unchanged below), returning the pair it stores."""
    match = version_re.match(vstring)
    if not match:
        raise ValueError("invalid version number '%s'" % vstring)

    (major, minor, patch, prerelease, prerelease_num) = \
        match.group(1, 2, 4, 5, 6)

    if patch:
        version = tuple(map(int, [major, minor, patch]))
    else:
        version = tuple(map(int, [major, minor])) + (0,)

    if prerelease:
        prerelease = (prerelease[0], int(prerelease_num))
    else:
        prerelease = None
    return version, prerelease

component_re = re.compile(r'(\d+ | [a-z]+ | \.)', re.VERBOSE)

def loose_version(vstring: str):
    """``LooseVersion.parse`` (unchanged below), returning the list it stores."""
    components = [x for x in component_re.split(vstring)
                          if x and x != '.']
    for i, obj in enumerate(components):
        try:
            components[i] = int(obj)
        except ValueError:
            pass

    return components


# ---- distutils/versionpredicate.py (lines 141-165) ----------------------------------------
_provision_rx = None

def split_provision(value: str):
    """Return the name and optional version number of a provision.

    The version number, if given, will be returned as a `StrictVersion`
    instance, otherwise it will be `None`.

    >>> split_provision('mypkg')
    ('mypkg', None)
    >>> split_provision(' mypkg( 1.2 ) ')
    ('mypkg', StrictVersion ('1.2'))
    """
    global _provision_rx
    if _provision_rx is None:
        _provision_rx = re.compile(
            r"([a-zA-Z_]\w*(?:\.[a-zA-Z_]\w*)*)(?:\s*\(\s*([^)\s]+)\s*\))?$",
            re.ASCII)
    value = value.strip()
    m = _provision_rx.match(value)
    if not m:
        raise ValueError("illegal provides specification: %r" % value)
    ver = m.group(2) or None
    if ver:
        ver = distutils.version.StrictVersion(ver)
    return m.group(1), ver


# ---- tarfile.py (lines 168-224: nts, nti, itn) ------------------------------------------
def nts(s, encoding, errors):
    """Convert a null-terminated bytes object to a string.
    """
    p = s.find(b"\0")
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)

def nti(s: bytes):
    """Convert a number field to a python number.
    """
    # There are two possible encodings for a number field, see
    # itn() below.
    if s[0] in (0o200, 0o377):
        n = 0
        for i in range(len(s) - 1):
            n <<= 8
            n += s[i + 1]
        if s[0] == 0o377:
            n = -(256 ** (len(s) - 1) - n)
    else:
        try:
            s = nts(s, "ascii", "strict")
            n = int(s.strip() or "0", 8)
        except ValueError:
            raise InvalidHeaderError("invalid header")
    return n

def itn(n: int, digits: int = 8, format: int = PAX_FORMAT):
    """Convert a python number to a number field.
    """
    # POSIX 1003.1-1988 requires numbers to be encoded as a string of
    # octal digits followed by a null-byte, this allows values up to
    # (8**(digits-1))-1. GNU tar allows storing numbers greater than
    # that if necessary. A leading 0o200 or 0o377 byte indicate this
    # particular encoding, the following digits-1 bytes are a big-endian
    # base-256 representation. This allows values up to (256**(digits-1))-1.
    # A 0o200 byte indicates a positive number, a 0o377 byte a negative
    # number.
    original_n = n
    n = int(n)
    if 0 <= n < 8 ** (digits - 1):
        s = bytes("%0*o" % (digits - 1, n), "ascii") + NUL
    elif format == GNU_FORMAT and -256 ** (digits - 1) <= n < 256 ** (digits - 1):
        if n >= 0:
            s = bytearray([0o200])
        else:
            s = bytearray([0o377])
            n = 256 ** digits + n

        for i in range(digits - 1):
            s.insert(1, n & 0o377)
            n >>= 8
    else:
        raise ValueError("overflow in number field")

    return s


# ---- imghdr.py (lines 16-117: what and its tests) ----------------------------------------
def what(file, h=None):
    f = None
    try:
        if h is None:
            if isinstance(file, (str, PathLike)):
                f = open(file, 'rb')
                h = f.read(32)
            else:
                location = file.tell()
                h = file.read(32)
                file.seek(location)
        for tf in tests:
            res = tf(h, f)
            if res:
                return res
    finally:
        if f: f.close()
    return None


#---------------------------------#
# Subroutines per image file type #
#---------------------------------#

tests = []

def test_jpeg(h, f):
    """JPEG data with JFIF or Exif markers; and raw JPEG"""
    if h[6:10] in (b'JFIF', b'Exif'):
        return 'jpeg'
    elif h[:4] == b'\xff\xd8\xff\xdb':
        return 'jpeg'

tests.append(test_jpeg)

def test_png(h, f):
    if h.startswith(b'\211PNG\r\n\032\n'):
        return 'png'

tests.append(test_png)

def test_gif(h, f):
    """GIF ('87 and '89 variants)"""
    if h[:6] in (b'GIF87a', b'GIF89a'):
        return 'gif'

tests.append(test_gif)

def test_tiff(h, f):
    """TIFF (can be in Motorola or Intel byte order)"""
    if h[:2] in (b'MM', b'II'):
        return 'tiff'

tests.append(test_tiff)

def test_rgb(h, f):
    """SGI image library"""
    if h.startswith(b'\001\332'):
        return 'rgb'

tests.append(test_rgb)

def test_pbm(h, f):
    """PBM (portable bitmap)"""
    if len(h) >= 3 and \
        h[0] == ord(b'P') and h[1] in b'14' and h[2] in b' \t\n\r':
        return 'pbm'

tests.append(test_pbm)

def test_pgm(h, f):
    """PGM (portable graymap)"""
    if len(h) >= 3 and \
        h[0] == ord(b'P') and h[1] in b'25' and h[2] in b' \t\n\r':
        return 'pgm'

tests.append(test_pgm)

def test_ppm(h, f):
    """PPM (portable pixmap)"""
    if len(h) >= 3 and \
        h[0] == ord(b'P') and h[1] in b'36' and h[2] in b' \t\n\r':
        return 'ppm'

tests.append(test_ppm)

def test_rast(h, f):
    """Sun raster file"""
    if h.startswith(b'\x59\xA6\x6A\x95'):
        return 'rast'

tests.append(test_rast)

def test_xbm(h, f):
    """X bitmap (X10 or X11)"""
    if h.startswith(b'#define '):
        return 'xbm'

tests.append(test_xbm)

def test_bmp(h, f):
    if h.startswith(b'BM'):
        return 'bmp'

tests.append(test_bmp)

def test_webp(h, f):
    if h.startswith(b'RIFF') and h[8:12] == b'WEBP':
        return 'webp'

tests.append(test_webp)

def test_exr(h, f):
    if h.startswith(b'\x76\x2f\x31\x01'):
        return 'exr'

tests.append(test_exr)

def image_kind(h: bytes):
    """``what`` of a file's first bytes (``what(None, h)``, as ``email.mime.image`` calls it)."""
    return what(None, h)


# ---- sndhdr.py (lines 103-133: test_au; 217-223: get_long_be, get_long_le) -------------
def test_au(h, f):
    """AU and SND files"""
    if h.startswith(b'.snd'):
        func = get_long_be
    elif h[:4] in (b'\0ds.', b'dns.'):
        func = get_long_le
    else:
        return None
    filetype = 'au'
    hdr_size = func(h[4:8])
    data_size = func(h[8:12])
    encoding = func(h[12:16])
    rate = func(h[16:20])
    nchannels = func(h[20:24])
    sample_size = 1 # default
    if encoding == 1:
        sample_bits = 'U'
    elif encoding == 2:
        sample_bits = 8
    elif encoding == 3:
        sample_bits = 16
        sample_size = 2
    else:
        sample_bits = '?'
    frame_size = sample_size * nchannels
    if frame_size:
        nframe = data_size / frame_size
    else:
        nframe = -1
    return filetype, rate, nchannels, nframe, sample_bits

def get_long_be(b):
    return (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]

def get_long_le(b):
    return (b[3] << 24) | (b[2] << 16) | (b[1] << 8) | b[0]

def au_header(h: bytes):
    """``test_au`` of a file's first bytes (``whathdr`` runs each test as ``tf(h, f)``)."""
    return test_au(h, None)


# ---- curses/ascii.py (lines 48-52, 62, 89-99) -------------------------------------------
def _ctoi(c):
    if type(c) == type(""):
        return ord(c)
    else:
        return c

def isprint(c): return 32 <= _ctoi(c) <= 126

def unctrl(c: int):
    bits = _ctoi(c)
    if bits == 0x7f:
        rep = "^?"
    elif isprint(bits & 0x7f):
        rep = chr(bits & 0x7f)
    else:
        rep = "^" + chr(((bits & 0x7f) | 0x20) + 0x20)
    if bits & 0x80:
        return "!" + rep
    return rep


# ---- stat.py (lines 128-166) ------------------------------------------------------------
_filemode_table = (
    ((S_IFLNK,         "l"),
     (S_IFSOCK,        "s"),  # Must appear before IFREG and IFDIR as IFSOCK == IFREG | IFDIR
     (S_IFREG,         "-"),
     (S_IFBLK,         "b"),
     (S_IFDIR,         "d"),
     (S_IFCHR,         "c"),
     (S_IFIFO,         "p")),

    ((S_IRUSR,         "r"),),
    ((S_IWUSR,         "w"),),
    ((S_IXUSR|S_ISUID, "s"),
     (S_ISUID,         "S"),
     (S_IXUSR,         "x")),

    ((S_IRGRP,         "r"),),
    ((S_IWGRP,         "w"),),
    ((S_IXGRP|S_ISGID, "s"),
     (S_ISGID,         "S"),
     (S_IXGRP,         "x")),

    ((S_IROTH,         "r"),),
    ((S_IWOTH,         "w"),),
    ((S_IXOTH|S_ISVTX, "t"),
     (S_ISVTX,         "T"),
     (S_IXOTH,         "x"))
)

def filemode(mode: int):
    """Convert a file's mode to a string of the form '-rwxrwxrwx'."""
    perm = []
    for table in _filemode_table:
        for bit, char in table:
            if mode & bit == bit:
                perm.append(char)
                break
        else:
            perm.append("-")
    return "".join(perm)


# ---- logging/handlers.py (lines 937-948: SysLogHandler.encodePriority) ------------------
facility_names = SysLogHandler.facility_names
priority_names = SysLogHandler.priority_names

def encodePriority(facility: str, priority: str):
    """
    Encode the facility and priority. You can pass in strings or
    integers - if strings are passed, the facility_names and
    priority_names mapping dictionaries are used to convert them to
    integers.
    """
    if isinstance(facility, str):
        facility = facility_names[facility]
    if isinstance(priority, str):
        priority = priority_names[priority]
    return (facility << 3) | priority


# ---- logging/config.py (lines 371-374, 413-445: BaseConfigurator.cfg_convert) -----------
WORD_PATTERN = re.compile(r'^\s*(\w+)\s*')
DOT_PATTERN = re.compile(r'^\.\s*(\w+)\s*')
INDEX_PATTERN = re.compile(r'^\[\s*(\w+)\s*\]\s*')
DIGIT_PATTERN = re.compile(r'^\d+$')

#: the configuration ``cfg://`` paths point into (the logging documentation's example)
CONFIG = {
    'handlers': {
        'email': {
            'class': 'logging.handlers.SMTPHandler',
            'mailhost': 'localhost',
            'fromaddr': 'my_app@domain.tld',
            'toaddrs': ['support_team@domain.tld', 'dev_team@domain.tld'],
            'subject': 'Houston, we have a problem.',
        },
    },
    'custom': {'()': 'my.package.MyHandler', 'alternate': 'cfg://handlers.email'},
}

def cfg_convert(value: str):
    """Default converter for the cfg:// protocol."""
    rest = value
    m = WORD_PATTERN.match(rest)
    if m is None:
        raise ValueError("Unable to convert %r" % value)
    else:
        rest = rest[m.end():]
        d = CONFIG[m.groups()[0]]
        #print d, rest
        while rest:
            m = DOT_PATTERN.match(rest)
            if m:
                d = d[m.groups()[0]]
            else:
                m = INDEX_PATTERN.match(rest)
                if m:
                    idx = m.groups()[0]
                    if not DIGIT_PATTERN.match(idx):
                        d = d[idx]
                    else:
                        try:
                            n = int(idx) # try as number first (most likely)
                            d = d[n]
                        except TypeError:
                            d = d[idx]
            if m:
                rest = rest[m.end():]
            else:
                raise ValueError('Unable to convert '
                                 '%r at %r' % (value, rest))
    #rest should be empty
    return d


# ---- smtpd.py (lines 448-468: SMTPChannel._getaddr and _getparams) ------------------------
def _getaddr(arg: str):
    if not arg:
        return '', ''
    if arg.lstrip().startswith('<'):
        address, rest = get_angle_addr(arg)
    else:
        address, rest = get_addr_spec(arg)
    if not address:
        return address, rest
    return address.addr_spec, rest

def _getparams(params):
    # Return params as dictionary. Return None if not all parameters
    # appear to be syntactically valid according to RFC 1869.
    result = {}
    for param in params:
        param, eq, value = param.partition('=')
        if not param.isalnum() or eq and not value:
            return None
        result[param] = value if eq else True
    return result

def smtp_params(params: str):
    """``_getparams`` of a MAIL command's parameters (``smtp_MAIL``: ``params.split()``)."""
    return _getparams(params.split())


# ---- xmlrpc/client.py (lines 1223-1241: Transport.get_host_info) -------------------------
def get_host_info(host: str):

    x509 = {}
    if isinstance(host, tuple):
        host, x509 = host

    auth, host = urllib.parse._splituser(host)

    if auth:
        auth = urllib.parse.unquote_to_bytes(auth)
        auth = base64.encodebytes(auth).decode("utf-8")
        auth = "".join(auth.split()) # get rid of whitespace
        extra_headers = [
            ("Authorization", "Basic " + auth)
            ]
    else:
        extra_headers = []

    return host, extra_headers, x509


# ---- zipfile.py (lines 1243, 1684-1696: ZipFile._sanitize_windows_name) ------------------
_windows_illegal_name_trans_table = None

def _sanitize_windows_name(arcname: str, pathsep: str):
    """Replace bad characters and remove trailing dots from parts."""
    global _windows_illegal_name_trans_table
    table = _windows_illegal_name_trans_table
    if not table:
        illegal = ':<>|"?*'
        table = str.maketrans(illegal, '_' * len(illegal))
        _windows_illegal_name_trans_table = table
    arcname = arcname.translate(table)
    # remove trailing dots
    arcname = (x.rstrip('.') for x in arcname.split(pathsep))
    # rejoin, removing empty parts.
    arcname = pathsep.join(x for x in arcname if x)
    return arcname


# ---- tabnanny.py (lines 134-205: Whitespace, its constructor and indent_level) ----------
class Whitespace:
    # the characters used for space and tab
    S, T = ' \t'

    # members:
    #   raw
    #       the original string
    #   n
    #       the number of leading whitespace characters in raw
    #   nt
    #       the number of tabs in raw[:n]
    #   norm
    #       the normal form as a pair (count, trailing), where:
    #       count
    #           a tuple such that raw[:n] contains count[i]
    #           instances of S * i + T
    #       trailing
    #           the number of trailing spaces in raw[:n]
    #       It's A Theorem that m.indent_level(t) ==
    #       n.indent_level(t) for all t >= 1 iff m.norm == n.norm.
    #   is_simple
    #       true iff raw[:n] is of the form (T*)(S*)

    def __init__(self, ws):
        self.raw  = ws
        S, T = Whitespace.S, Whitespace.T
        count = []
        b = n = nt = 0
        for ch in self.raw:
            if ch == S:
                n = n + 1
                b = b + 1
            elif ch == T:
                n = n + 1
                nt = nt + 1
                if b >= len(count):
                    count = count + [0] * (b - len(count) + 1)
                count[b] = count[b] + 1
                b = 0
            else:
                break
        self.n    = n
        self.nt   = nt
        self.norm = tuple(count), b
        self.is_simple = len(count) <= 1

    # return length of longest contiguous run of spaces (whether or not
    # preceding a tab)
    def longest_run_of_spaces(self):
        count, trailing = self.norm
        return max(len(count)-1, trailing)

    def indent_level(self, tabsize):
        # count, il = self.norm
        # for i in range(len(count)):
        #    if count[i]:
        #        il = il + (i//tabsize + 1)*tabsize * count[i]
        # return il

        # quicker:
        # il = trailing + sum (i//ts + 1)*ts*count[i] =
        # trailing + ts * sum (i//ts + 1)*count[i] =
        # trailing + ts * sum i//ts*count[i] + count[i] =
        # trailing + ts * [(sum i//ts*count[i]) + (sum count[i])] =
        # trailing + ts * [(sum i//ts*count[i]) + num_tabs]
        # and note that i//ts*count[i] is 0 when i < ts

        count, trailing = self.norm
        il = 0
        for i in range(tabsize, len(count)):
            il = il + i//tabsize * count[i]
        return trailing + tabsize * (il + self.nt)

def whitespace_profile(ws: str):
    """What ``tabnanny`` reads of a line's leading whitespace (``Whitespace(ws)``)."""
    w = Whitespace(ws)
    return w.n, w.nt, w.norm, w.is_simple, w.longest_run_of_spaces(), w.indent_level(8)


# ---- netrc.py (lines 10-19, 22-65, 80-142: NetrcParseError, _netrclex, netrc._parse) ----
class NetrcParseError(Exception):
    """Exception raised on syntax errors in the .netrc file."""
    def __init__(self, msg, filename=None, lineno=None):
        self.filename = filename
        self.lineno = lineno
        self.msg = msg
        Exception.__init__(self, msg)

    def __str__(self):
        return "%s (%s, line %s)" % (self.msg, self.filename, self.lineno)


class _netrclex:
    def __init__(self, fp):
        self.lineno = 1
        self.instream = fp
        self.whitespace = "\n\t\r "
        self.pushback = []

    def _read_char(self):
        ch = self.instream.read(1)
        if ch == "\n":
            self.lineno += 1
        return ch

    def get_token(self):
        if self.pushback:
            return self.pushback.pop(0)
        token = ""
        fiter = iter(self._read_char, "")
        for ch in fiter:
            if ch in self.whitespace:
                continue
            if ch == '"':
                for ch in fiter:
                    if ch == '"':
                        return token
                    elif ch == "\\":
                        ch = self._read_char()
                    token += ch
            else:
                if ch == "\\":
                    ch = self._read_char()
                token += ch
                for ch in fiter:
                    if ch in self.whitespace:
                        return token
                    elif ch == "\\":
                        ch = self._read_char()
                    token += ch
        return token

    def push_token(self, token):
        self.pushback.append(token)


class netrc:
    def _parse(self, file, fp, default_netrc):
        lexer = _netrclex(fp)
        while 1:
            # Look for a machine, default, or macdef top-level keyword
            saved_lineno = lexer.lineno
            toplevel = tt = lexer.get_token()
            if not tt:
                break
            elif tt[0] == '#':
                if lexer.lineno == saved_lineno and len(tt) == 1:
                    lexer.instream.readline()
                continue
            elif tt == 'machine':
                entryname = lexer.get_token()
            elif tt == 'default':
                entryname = 'default'
            elif tt == 'macdef':
                entryname = lexer.get_token()
                self.macros[entryname] = []
                while 1:
                    line = lexer.instream.readline()
                    if not line:
                        raise NetrcParseError(
                            "Macro definition missing null line terminator.",
                            file, lexer.lineno)
                    if line == '\n':
                        # a macro definition finished with consecutive new-line
                        # characters. The first \n is encountered by the
                        # readline() method and this is the second \n.
                        break
                    self.macros[entryname].append(line)
                continue
            else:
                raise NetrcParseError(
                    "bad toplevel token %r" % tt, file, lexer.lineno)

            if not entryname:
                raise NetrcParseError("missing %r name" % tt, file, lexer.lineno)

            # We're looking at start of an entry for a named machine or default.
            login = account = password = ''
            self.hosts[entryname] = {}
            while 1:
                prev_lineno = lexer.lineno
                tt = lexer.get_token()
                if tt.startswith('#'):
                    if lexer.lineno == prev_lineno:
                        lexer.instream.readline()
                    continue
                if tt in {'', 'machine', 'default', 'macdef'}:
                    self.hosts[entryname] = (login, account, password)
                    lexer.push_token(tt)
                    break
                elif tt == 'login' or tt == 'user':
                    login = lexer.get_token()
                elif tt == 'account':
                    account = lexer.get_token()
                elif tt == 'password':
                    password = lexer.get_token()
                else:
                    raise NetrcParseError("bad follower token %r" % tt,
                                          file, lexer.lineno)
            self._security_check(fp, default_netrc, self.hosts[entryname][0])

    def _security_check(self, fp, default_netrc, login):
        # only a file at the default place is checked (netrc.py lines 144-164): never here
        pass

def netrc_hosts(text: str):
    """The hosts and macros of a ``.netrc`` text (``netrc._parse`` over ``io.StringIO``)."""
    n = netrc.__new__(netrc)
    n.hosts, n.macros = {}, {}
    n._parse("<text>", io.StringIO(text), False)
    return n.hosts, n.macros


# ---- encodings/idna.py (lines 1-3, 8-9, 14-102: nameprep, ToASCII) ----------------------
ace_prefix = b"xn--"
sace_prefix = "xn--"

def nameprep(label):
    # Map
    newlabel = []
    for c in label:
        if stringprep.in_table_b1(c):
            # Map to nothing
            continue
        newlabel.append(stringprep.map_table_b2(c))
    label = "".join(newlabel)

    # Normalize
    label = unicodedata.normalize("NFKC", label)

    # Prohibit
    for c in label:
        if stringprep.in_table_c12(c) or \
           stringprep.in_table_c22(c) or \
           stringprep.in_table_c3(c) or \
           stringprep.in_table_c4(c) or \
           stringprep.in_table_c5(c) or \
           stringprep.in_table_c6(c) or \
           stringprep.in_table_c7(c) or \
           stringprep.in_table_c8(c) or \
           stringprep.in_table_c9(c):
            raise UnicodeError("Invalid character %r" % c)

    # Check bidi
    RandAL = [stringprep.in_table_d1(x) for x in label]
    if any(RandAL):
        # There is a RandAL char in the string. Must perform further
        # tests:
        # 1) The characters in section 5.8 MUST be prohibited.
        # This is table C.8, which was already checked
        # 2) If a string contains any RandALCat character, the string
        # MUST NOT contain any LCat character.
        if any(stringprep.in_table_d2(x) for x in label):
            raise UnicodeError("Violation of BIDI requirement 2")
        # 3) If a string contains any RandALCat character, a
        # RandALCat character MUST be the first character of the
        # string, and a RandALCat character MUST be the last
        # character of the string.
        if not RandAL[0] or not RandAL[-1]:
            raise UnicodeError("Violation of BIDI requirement 3")

    return label

def ToASCII(label: str):
    try:
        # Step 1: try ASCII
        label = label.encode("ascii")
    except UnicodeError:
        pass
    else:
        # Skip to step 3: UseSTD3ASCIIRules is false, so
        # Skip to step 8.
        if 0 < len(label) < 64:
            return label
        raise UnicodeError("label empty or too long")

    # Step 2: nameprep
    label = nameprep(label)

    # Step 3: UseSTD3ASCIIRules is false
    # Step 4: try ASCII
    try:
        label = label.encode("ascii")
    except UnicodeError:
        pass
    else:
        # Skip to step 8.
        if 0 < len(label) < 64:
            return label
        raise UnicodeError("label empty or too long")

    # Step 5: Check ACE prefix
    if label.startswith(sace_prefix):
        raise UnicodeError("Label starts with ACE prefix")

    # Step 6: Encode with PUNYCODE
    label = label.encode("punycode")

    # Step 7: Prepend ACE prefix
    label = ace_prefix + label

    # Step 8: Check size
    if 0 < len(label) < 64:
        return label
    raise UnicodeError("label empty or too long")


# ---- posixpath.py (lines 290-291, 293-339) ----------------------------------------------
_varprog = None
_varprogb = None

def expandvars(path: str):
    """Expand shell variables of form $var and ${var}.  Unknown variables
    are left unchanged."""
    path = os.fspath(path)
    global _varprog, _varprogb
    if isinstance(path, bytes):
        if b'$' not in path:
            return path
        if not _varprogb:
            import re
            _varprogb = re.compile(br'\$(\w+|\{[^}]*\})', re.ASCII)
        search = _varprogb.search
        start = b'{'
        end = b'}'
        environ = getattr(os, 'environb', None)
    else:
        if '$' not in path:
            return path
        if not _varprog:
            import re
            _varprog = re.compile(r'\$(\w+|\{[^}]*\})', re.ASCII)
        search = _varprog.search
        start = '{'
        end = '}'
        environ = os.environ
    i = 0
    while True:
        m = search(path, i)
        if not m:
            break
        i, j = m.span(0)
        name = m.group(1)
        if name.startswith(start) and name.endswith(end):
            name = name[1:-1]
        try:
            if environ is None:
                value = os.fsencode(os.environ[os.fsdecode(name)])
            else:
                value = environ[name]
        except KeyError:
            i = j
        else:
            tail = path[j:]
            path = path[:i] + value
            i = len(path)
            path += tail
    return path


# ---- python-dotenv 1.2.2 (installed): dotenv.variables.parse_variables, a generator ------
def dotenv_variables(value: str):
    """The atoms of a ``.env`` value (``parse_variables`` run to its end, as
    ``dotenv.main.resolve_variables`` does)."""
    return list(dotenv.variables.parse_variables(value))
