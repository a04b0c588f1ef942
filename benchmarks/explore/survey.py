# ruff: noqa  (copied library code, kept as written)
"""Issue 38's survey set: string-handling functions nobody here chose, copied unchanged
from CPython 3.11.7's standard library apart from ``str`` annotations on the explored
parameters, methods made module functions (``self``/``cls`` attributes they read become
the module-level names below, with the values of 3.11.7) and a renamed function where
two modules share a name: textwrap.indent, string.capwords, xml.sax.saxutils.unescape,
configparser's BasicInterpolation.before_set and RawConfigParser._convert_to_boolean,
gettext._expand_lang (which calls the installed locale.normalize), locale.normalize
with its _replace_encoding and _append_modifier, email.utils.decode_rfc2231,
email.quoprimime's unquote, header_decode and decode, http.cookies._quote,
urllib.parse's _splittype, _splithost and _splituser, wsgiref.util.is_hop_by_hop,
glob.has_magic, tokenize._get_normal_name, ipaddress's IPv6Address._parse_hextet and
_IPAddressBase._prefix_from_prefix_string, base64._bytes_from_decode_data, html.escape,
string.Template.get_identifiers, logging.StrFormatStyle.validate,
csv.Sniffer._guess_quote_and_delimiter, http.server._url_collapse_path,
urllib.request.parse_http_list, ftplib.parse227, smtplib.quotedata, cgi.parse_header
with its _parseparam, and the hex-string part of uuid.UUID.__init__.  The PyPI
functions of the set run from the installed packages (``run_library.py survey``).
"""

import encodings
import encodings.aliases
import re
import string
import urllib.parse
from locale import locale_alias, locale_encoding_alias

# configparser
_KEYCRE = re.compile(r"%\(([^)]+)\)s")
BOOLEAN_STATES = {'1': True, 'yes': True, 'true': True, 'on': True,
                  '0': False, 'no': False, 'false': False, 'off': False}
# email.utils, email.quoprimime
TICK = "'"
NL = '\n'
from string import hexdigits
# http.cookies
_LegalChars = string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~:"
_UnescapedChars = _LegalChars + ' ()/<=>?@[]{}'
_Translator = {n: '\\%03o' % n
               for n in set(range(256)) - set(map(ord, _UnescapedChars))}
_Translator.update({
    ord('"'): '\\"',
    ord('\\'): '\\\\',
})
_is_legal_key = re.compile('[%s]+' % re.escape(_LegalChars)).fullmatch
# urllib.parse
_typeprog = None
_hostprog = None
# wsgiref.util
_hoppish = {
    'connection', 'keep-alive', 'proxy-authenticate',
    'proxy-authorization', 'te', 'trailers', 'transfer-encoding',
    'upgrade'
}.__contains__
# glob
magic_check = re.compile('([*?[])')
magic_check_bytes = re.compile(b'([*?[])')
# ipaddress
_HEX_DIGITS = frozenset('0123456789abcdefABCDEF')
_max_prefixlen = 32


class NetmaskValueError(ValueError):
    """A Value Error related to the netmask."""


def _report_invalid_netmask(netmask_str):
    msg = '%r is not a valid netmask' % netmask_str
    raise NetmaskValueError(msg) from None


# base64
bytes_types = (bytes, bytearray)
# string.Template
_TEMPLATE_PATTERN = re.compile(r"""
            \$(?:
              (?P<escaped>\$)  |   # Escape sequence of two delimiters
              (?P<named>(?a:[_a-z][_a-z0-9]*))       |   # delimiter and a Python identifier
              {(?P<braced>(?a:[_a-z][_a-z0-9]*))} |   # delimiter and a braced identifier
              (?P<invalid>)             # Other ill-formed delimiter exprs
            )
            """, re.VERBOSE | re.IGNORECASE)
# logging
_str_formatter = string.Formatter()
_FIELD_SPEC = re.compile(r'^(\d+|\w+)(\.\w+|\[[^]]+\])*$')
_FMT_SPEC = re.compile(r'^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$', re.I)
# ftplib


class error_reply(Exception): pass
class error_proto(Exception): pass


_227_re = None
# smtplib
CRLF = "\r\n"


def indent(text: str, prefix: str, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'.

    If 'predicate' is provided, 'prefix' will only be added to the lines
    where 'predicate(line)' is True. If 'predicate' is not provided,
    it will default to adding 'prefix' to all non-empty lines that do not
    consist solely of whitespace characters.
    """
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())

def capwords(s: str, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.

    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))

def sax_unescape(data: str, entities={}):
    """Unescape &amp;, &lt;, and &gt; in a string of data.

    You can unescape other strings of data by passing a dictionary as
    the optional entities parameter.  The keys and values must all be
    strings; each key will be replaced with its corresponding value.
    """
    data = data.replace("&lt;", "<")
    data = data.replace("&gt;", ">")
    if entities:
        data = __dict_replace(data, entities)
    # must do ampersand last
    return data.replace("&amp;", "&")

def interpolation_before_set(value: str):
    tmp_value = value.replace('%%', '') # escaped percent signs
    tmp_value = _KEYCRE.sub('', tmp_value) # valid syntax
    if '%' in tmp_value:
        raise ValueError("invalid interpolation syntax in %r at "
                         "position %d" % (value, tmp_value.find('%')))
    return value

def _convert_to_boolean(value: str):
    """Return a boolean value translating from other types if necessary.
    """
    if value.lower() not in BOOLEAN_STATES:
        raise ValueError('Not a boolean: %s' % value)
    return BOOLEAN_STATES[value.lower()]

def _expand_lang(loc: str):
    import locale
    loc = locale.normalize(loc)
    COMPONENT_CODESET   = 1 << 0
    COMPONENT_TERRITORY = 1 << 1
    COMPONENT_MODIFIER  = 1 << 2
    # split up the locale into its base components
    mask = 0
    pos = loc.find('@')
    if pos >= 0:
        modifier = loc[pos:]
        loc = loc[:pos]
        mask |= COMPONENT_MODIFIER
    else:
        modifier = ''
    pos = loc.find('.')
    if pos >= 0:
        codeset = loc[pos:]
        loc = loc[:pos]
        mask |= COMPONENT_CODESET
    else:
        codeset = ''
    pos = loc.find('_')
    if pos >= 0:
        territory = loc[pos:]
        loc = loc[:pos]
        mask |= COMPONENT_TERRITORY
    else:
        territory = ''
    language = loc
    ret = []
    for i in range(mask+1):
        if not (i & ~mask):  # if all components for this combo exist ...
            val = language
            if i & COMPONENT_TERRITORY: val += territory
            if i & COMPONENT_CODESET:   val += codeset
            if i & COMPONENT_MODIFIER:  val += modifier
            ret.append(val)
    ret.reverse()
    return ret

def locale_normalize(localename: str):

    """ Returns a normalized locale code for the given locale
        name.

        The returned locale code is formatted for use with
        setlocale().

        If normalization fails, the original name is returned
        unchanged.

        If the given encoding is not known, the function defaults to
        the default encoding for the locale code just like setlocale()
        does.

    """
    # Normalize the locale name and extract the encoding and modifier
    code = localename.lower()
    if ':' in code:
        # ':' is sometimes used as encoding delimiter.
        code = code.replace(':', '.')
    if '@' in code:
        code, modifier = code.split('@', 1)
    else:
        modifier = ''
    if '.' in code:
        langname, encoding = code.split('.')[:2]
    else:
        langname = code
        encoding = ''

    # First lookup: fullname (possibly with encoding and modifier)
    lang_enc = langname
    if encoding:
        norm_encoding = encoding.replace('-', '')
        norm_encoding = norm_encoding.replace('_', '')
        lang_enc += '.' + norm_encoding
    lookup_name = lang_enc
    if modifier:
        lookup_name += '@' + modifier
    code = locale_alias.get(lookup_name, None)
    if code is not None:
        return code
    #print('first lookup failed')

    if modifier:
        # Second try: fullname without modifier (possibly with encoding)
        code = locale_alias.get(lang_enc, None)
        if code is not None:
            #print('lookup without modifier succeeded')
            if '@' not in code:
                return _append_modifier(code, modifier)
            if code.split('@', 1)[1].lower() == modifier:
                return code
        #print('second lookup failed')

    if encoding:
        # Third try: langname (without encoding, possibly with modifier)
        lookup_name = langname
        if modifier:
            lookup_name += '@' + modifier
        code = locale_alias.get(lookup_name, None)
        if code is not None:
            #print('lookup without encoding succeeded')
            if '@' not in code:
                return _replace_encoding(code, encoding)
            code, modifier = code.split('@', 1)
            return _replace_encoding(code, encoding) + '@' + modifier

        if modifier:
            # Fourth try: langname (without encoding and modifier)
            code = locale_alias.get(langname, None)
            if code is not None:
                #print('lookup without modifier and encoding succeeded')
                if '@' not in code:
                    code = _replace_encoding(code, encoding)
                    return _append_modifier(code, modifier)
                code, defmod = code.split('@', 1)
                if defmod.lower() == modifier:
                    return _replace_encoding(code, encoding) + '@' + defmod

    return localename

def _replace_encoding(code, encoding):
    if '.' in code:
        langname = code[:code.index('.')]
    else:
        langname = code
    # Convert the encoding to a C lib compatible encoding string
    norm_encoding = encodings.normalize_encoding(encoding)
    #print('norm encoding: %r' % norm_encoding)
    norm_encoding = encodings.aliases.aliases.get(norm_encoding.lower(),
                                                  norm_encoding)
    #print('aliased encoding: %r' % norm_encoding)
    encoding = norm_encoding
    norm_encoding = norm_encoding.lower()
    if norm_encoding in locale_encoding_alias:
        encoding = locale_encoding_alias[norm_encoding]
    else:
        norm_encoding = norm_encoding.replace('_', '')
        norm_encoding = norm_encoding.replace('-', '')
        if norm_encoding in locale_encoding_alias:
            encoding = locale_encoding_alias[norm_encoding]
    #print('found encoding %r' % encoding)
    return langname + '.' + encoding

def _append_modifier(code, modifier):
    if modifier == 'euro':
        if '.' not in code:
            return code + '.ISO8859-15'
        _, _, encoding = code.partition('.')
        if encoding in ('ISO8859-15', 'UTF-8'):
            return code
        if encoding == 'ISO8859-1':
            return _replace_encoding(code, 'ISO8859-15')
    return code + '@' + modifier

def decode_rfc2231(s: str):
    """Decode string according to RFC 2231"""
    parts = s.split(TICK, 2)
    if len(parts) <= 2:
        return None, None, s
    return parts

def qp_unquote(s):
    """Turn a string in the form =AB to the ASCII character with value 0xab"""
    return chr(int(s[1:3], 16))

def _unquote_match(match):
    """Turn a match in the form =AB to the ASCII character with value 0xab"""
    s = match.group(0)
    return qp_unquote(s)

def header_decode(s: str):
    """Decode a string encoded with RFC 2045 MIME header `Q' encoding.

    This function does not parse a full MIME header value encoded with
    quoted-printable (like =?iso-8859-1?q?Hello_World?=) -- please use
    the high level email.header class for that functionality.
    """
    s = s.replace('_', ' ')
    return re.sub(r'=[a-fA-F0-9]{2}', _unquote_match, s, flags=re.ASCII)

def qp_decode(encoded: str, eol=NL):
    """Decode a quoted-printable string.

    Lines are separated with eol, which defaults to \\n.
    """
    if not encoded:
        return encoded
    # BAW: see comment in encode() above.  Again, we're building up the
    # decoded string with string concatenation, which could be done much more
    # efficiently.
    decoded = ''

    for line in encoded.splitlines():
        line = line.rstrip()
        if not line:
            decoded += eol
            continue

        i = 0
        n = len(line)
        while i < n:
            c = line[i]
            if c != '=':
                decoded += c
                i += 1
            # Otherwise, c == "=".  Are we at the end of the line?  If so, add
            # a soft line break.
            elif i+1 == n:
                i += 1
                continue
            # Decode if in form =AB
            elif i+2 < n and line[i+1] in hexdigits and line[i+2] in hexdigits:
                decoded += qp_unquote(line[i:i+3])
                i += 3
            # Otherwise, not in form =AB, pass literally
            else:
                decoded += c
                i += 1

            if i == n:
                decoded += eol
    # Special case if original string did not end with eol
    if encoded[-1] not in '\r\n' and decoded.endswith(eol):
        decoded = decoded[:-1]
    return decoded

def cookie_quote(str: str):
    r"""Quote a string for use in a cookie header.

    If the string does not need to be double-quoted, then just return the
    string.  Otherwise, surround the string in doublequotes and quote
    (with a \) special characters.
    """
    if str is None or _is_legal_key(str):
        return str
    else:
        return '"' + str.translate(_Translator) + '"'

def _splittype(url: str):
    """splittype('type:opaquestring') --> 'type', 'opaquestring'."""
    global _typeprog
    if _typeprog is None:
        _typeprog = re.compile('([^/:]+):(.*)', re.DOTALL)

    match = _typeprog.match(url)
    if match:
        scheme, data = match.groups()
        return scheme.lower(), data
    return None, url

def _splithost(url: str):
    """splithost('//host[:port]/path') --> 'host[:port]', '/path'."""
    global _hostprog
    if _hostprog is None:
        _hostprog = re.compile('//([^/#?]*)(.*)', re.DOTALL)

    match = _hostprog.match(url)
    if match:
        host_port, path = match.groups()
        if path and path[0] != '/':
            path = '/' + path
        return host_port, path
    return None, url

def _splituser(host: str):
    """splituser('user[:passwd]@host[:port]') --> 'user[:passwd]', 'host[:port]'."""
    user, delim, host = host.rpartition('@')
    return (user if delim else None), host

def is_hop_by_hop(header_name: str):
    """Return true if 'header_name' is an HTTP/1.1 "Hop-by-Hop" header"""
    return _hoppish(header_name.lower())

def has_magic(s: str):
    if isinstance(s, bytes):
        match = magic_check_bytes.search(s)
    else:
        match = magic_check.search(s)
    return match is not None

def _get_normal_name(orig_enc: str):
    """Imitates get_normal_name in tokenizer.c."""
    # Only care about the first 12 characters.
    enc = orig_enc[:12].lower().replace("_", "-")
    if enc == "utf-8" or enc.startswith("utf-8-"):
        return "utf-8"
    if enc in ("latin-1", "iso-8859-1", "iso-latin-1") or \
       enc.startswith(("latin-1-", "iso-8859-1-", "iso-latin-1-")):
        return "iso-8859-1"
    return orig_enc

def _parse_hextet(hextet_str: str):
    """Convert an IPv6 hextet string into an integer.

    Args:
        hextet_str: A string, the number to parse.

    Returns:
        The hextet as an integer.

    Raises:
        ValueError: if the input isn't strictly a hex number from
          [0..FFFF].

    """
    # Reject non-ASCII digits.
    if not _HEX_DIGITS.issuperset(hextet_str):
        raise ValueError("Only hex digits permitted in %r" % hextet_str)
    # We do the length check second, since the invalid character error
    # is likely to be more informative for the user
    if len(hextet_str) > 4:
        msg = "At most 4 characters permitted in %r"
        raise ValueError(msg % hextet_str)
    # Length check means we can skip checking the integer value
    return int(hextet_str, 16)

def _prefix_from_prefix_string(prefixlen_str: str):
    """Return prefix length from a numeric string

    Args:
        prefixlen_str: The string to be converted

    Returns:
        An integer, the prefix length.

    Raises:
        NetmaskValueError: If the input is not a valid netmask
    """
    # int allows a leading +/- as well as surrounding whitespace,
    # so we ensure that isn't the case
    if not (prefixlen_str.isascii() and prefixlen_str.isdigit()):
        _report_invalid_netmask(prefixlen_str)
    try:
        prefixlen = int(prefixlen_str)
    except ValueError:
        _report_invalid_netmask(prefixlen_str)
    if not (0 <= prefixlen <= _max_prefixlen):
        _report_invalid_netmask(prefixlen_str)
    return prefixlen

def _bytes_from_decode_data(s: str):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    try:
        return memoryview(s).tobytes()
    except TypeError:
        raise TypeError("argument should be a bytes-like object or ASCII "
                        "string, not %r" % s.__class__.__name__) from None

def html_escape(s: str, quote=True):
    """
    Replace special characters "&", "<" and ">" to HTML-safe sequences.
    If the optional flag quote is true (the default), the quotation mark
    characters, both double quote (") and single quote (') characters are also
    translated.
    """
    s = s.replace("&", "&amp;") # Must be done first!
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s

def template_identifiers(template: str):
    ids = []
    for mo in _TEMPLATE_PATTERN.finditer(template):
        named = mo.group('named') or mo.group('braced')
        if named is not None and named not in ids:
            # add a named group only the first time it appears
            ids.append(named)
        elif (named is None
            and mo.group('invalid') is None
            and mo.group('escaped') is None):
            # If all the groups are None, there must be
            # another group we're not expecting
            raise ValueError('Unrecognized named group in pattern',
                _TEMPLATE_PATTERN)
    return ids

def validate_format(fmt: str):
    """Validate the input format, ensure it is the correct string formatting style"""
    fields = set()
    try:
        for _, fieldname, spec, conversion in _str_formatter.parse(fmt):
            if fieldname:
                if not _FIELD_SPEC.match(fieldname):
                    raise ValueError('invalid field name/expression: %r' % fieldname)
                fields.add(fieldname)
            if conversion and conversion not in 'rsa':
                raise ValueError('invalid conversion: %r' % conversion)
            if spec and not _FMT_SPEC.match(spec):
                raise ValueError('bad specifier: %r' % spec)
    except ValueError as e:
        raise ValueError('invalid format: %s' % e)
    if not fields:
        raise ValueError('invalid format: no fields')

def _guess_quote_and_delimiter(data: str, delimiters=None):
    """
    Looks for text enclosed between two identical quotes
    (the probable quotechar) which are preceded and followed
    by the same character (the probable delimiter).
    For example:
                     ,'some text',
    The quote with the most wins, same with the delimiter.
    If there is no quotechar the delimiter can't be determined
    this way.
    """

    matches = []
    for restr in (r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)', # ,".*?",
                  r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',   #  ".*?",
                  r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',   # ,".*?"
                  r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)'):                            #  ".*?" (no delim, no space)
        regexp = re.compile(restr, re.DOTALL | re.MULTILINE)
        matches = regexp.findall(data)
        if matches:
            break

    if not matches:
        # (quotechar, doublequote, delimiter, skipinitialspace)
        return ('', False, None, 0)
    quotes = {}
    delims = {}
    spaces = 0
    groupindex = regexp.groupindex
    for m in matches:
        n = groupindex['quote'] - 1
        key = m[n]
        if key:
            quotes[key] = quotes.get(key, 0) + 1
        try:
            n = groupindex['delim'] - 1
            key = m[n]
        except KeyError:
            continue
        if key and (delimiters is None or key in delimiters):
            delims[key] = delims.get(key, 0) + 1
        try:
            n = groupindex['space'] - 1
        except KeyError:
            continue
        if m[n]:
            spaces += 1

    quotechar = max(quotes, key=quotes.get)

    if delims:
        delim = max(delims, key=delims.get)
        skipinitialspace = delims[delim] == spaces
        if delim == '\n': # most likely a file with a single column
            delim = ''
    else:
        # there is *no* delimiter, it's a single column of quoted data
        delim = ''
        skipinitialspace = 0

    # if we see an extra quote between delimiters, we've got a
    # double quoted format
    dq_regexp = re.compile(
                           r"((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)" % \
                           {'delim':re.escape(delim), 'quote':quotechar}, re.MULTILINE)



    if dq_regexp.search(data):
        doublequote = True
    else:
        doublequote = False

    return (quotechar, doublequote, delim, skipinitialspace)

def _url_collapse_path(path: str):
    """
    Given a URL path, remove extra '/'s and '.' path elements and collapse
    any '..' references and returns a collapsed path.

    Implements something akin to RFC-2396 5.2 step 6 to parse relative paths.
    The utility of this function is limited to is_cgi method and helps
    preventing some security attacks.

    Returns: The reconstituted URL, which will always start with a '/'.

    Raises: IndexError if too many '..' occur within the path.

    """
    # Query component should not be involved.
    path, _, query = path.partition('?')
    path = urllib.parse.unquote(path)

    # Similar to os.path.split(os.path.normpath(path)) but specific to URL
    # path semantics rather than local operating system semantics.
    path_parts = path.split('/')
    head_parts = []
    for part in path_parts[:-1]:
        if part == '..':
            head_parts.pop() # IndexError if more '..' than prior parts
        elif part and part != '.':
            head_parts.append( part )
    if path_parts:
        tail_part = path_parts.pop()
        if tail_part:
            if tail_part == '..':
                head_parts.pop()
                tail_part = ''
            elif tail_part == '.':
                tail_part = ''
    else:
        tail_part = ''

    if query:
        tail_part = '?'.join((tail_part, query))

    splitpath = ('/' + '/'.join(head_parts), tail_part)
    collapsed_path = "/".join(splitpath)

    return collapsed_path

def parse_http_list(s: str):
    """Parse lists as described by RFC 2068 Section 2.

    In particular, parse comma-separated lists where the elements of
    the list may include quoted-strings.  A quoted-string could
    contain a comma.  A non-quoted string could have quotes in the
    middle.  Neither commas nor quotes count if they are escaped.
    Only double-quotes count, not single-quotes.
    """
    res = []
    part = ''

    escape = quote = False
    for cur in s:
        if escape:
            part += cur
            escape = False
            continue
        if quote:
            if cur == '\\':
                escape = True
                continue
            elif cur == '"':
                quote = False
            part += cur
            continue

        if cur == ',':
            res.append(part)
            part = ''
            continue

        if cur == '"':
            quote = True

        part += cur

    # append last part
    if part:
        res.append(part)

    return [part.strip() for part in res]

def parse227(resp: str):
    '''Parse the '227' response for a PASV request.
    Raises error_proto if it does not contain '(h1,h2,h3,h4,p1,p2)'
    Return ('host.addr.as.numbers', port#) tuple.'''
    if resp[:3] != '227':
        raise error_reply(resp)
    global _227_re
    if _227_re is None:
        import re
        _227_re = re.compile(r'(\d+),(\d+),(\d+),(\d+),(\d+),(\d+)', re.ASCII)
    m = _227_re.search(resp)
    if not m:
        raise error_proto(resp)
    numbers = m.groups()
    host = '.'.join(numbers[:4])
    port = (int(numbers[4]) << 8) + int(numbers[5])
    return host, port

def quotedata(data: str):
    """Quote data for email.

    Double leading '.', and change Unix newline '\\n', or Mac '\\r' into
    internet CRLF end-of-line.
    """
    return re.sub(r'(?m)^\.', '..',
        re.sub(r'(?:\r\n|\n|\r(?!\n))', CRLF, data))

def _parseparam(s):
    while s[:1] == ';':
        s = s[1:]
        end = s.find(';')
        while end > 0 and (s.count('"', 0, end) - s.count('\\"', 0, end)) % 2:
            end = s.find(';', end + 1)
        if end < 0:
            end = len(s)
        f = s[:end]
        yield f.strip()
        s = s[end:]

def parse_header(line: str):
    """Parse a Content-type like header.

    Return the main content-type and a dictionary of options.

    """
    parts = _parseparam(';' + line)
    key = parts.__next__()
    pdict = {}
    for p in parts:
        i = p.find('=')
        if i >= 0:
            name = p[:i].strip().lower()
            value = p[i+1:].strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
                value = value.replace('\\\\', '\\').replace('\\"', '"')
            pdict[name] = value
    return key, pdict

int_ = int


def uuid_hex(hex: str):
    """uuid.UUID.__init__'s parsing of its ``hex`` argument (its int value)."""
    hex = hex.replace('urn:', '').replace('uuid:', '')
    hex = hex.strip('{}').replace('-', '')
    if len(hex) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    int = int_(hex, 16)
    return int
