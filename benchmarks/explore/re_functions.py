# ruff: noqa: UP030, UP031, UP032, B904 - the standard library's code, copied as written
"""Functions copied from CPython 3.11's standard library (annotations only, module state
inlined), which branch on ``re`` (issue 38, item 5): json.decoder's py_scanstring,
configparser's line parse, shlex.quote, http.cookiejar.split_header_words and
string.Template.substitute.  Explored by ``benchmarks/explore/re_compare.py``."""

import re

# json.decoder
FLAGS = re.VERBOSE | re.MULTILINE | re.DOTALL
STRINGCHUNK = re.compile(r'(.*?)(["\\\x00-\x1f])', FLAGS)
BACKSLASH = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}


def py_scanstring(s: str, end: int = 1, strict: bool = True) -> tuple:
    chunks = []
    _append = chunks.append
    begin = end - 1
    while 1:
        chunk = STRINGCHUNK.match(s, end)
        if chunk is None:
            raise ValueError("Unterminated string starting at", s, begin)
        end = chunk.end()
        content, terminator = chunk.groups()
        if content:
            _append(content)
        if terminator == '"':
            break
        elif terminator != '\\':
            if strict:
                msg = "Invalid control character {0!r} at".format(terminator)
                raise ValueError(msg, s, end)
            else:
                _append(terminator)
                continue
        try:
            esc = s[end]
        except IndexError:
            raise ValueError("Unterminated string starting at", s, begin) from None
        if esc != 'u':
            try:
                char = BACKSLASH[esc]
            except KeyError:
                msg = "Invalid \\escape: {0!r}".format(esc)
                raise ValueError(msg, s, end)
            end += 1
        else:
            raise ValueError("unicode escapes left out", s, end)
        _append(char)
    return ''.join(chunks), end


# configparser.RawConfigParser._SECT_TMPL / _OPT_TMPL
SECTCRE = re.compile(r"""
        \[                                 # [
        (?P<header>.+)                     # very permissive!
        \]                                 # ]
        """, re.VERBOSE)
OPTCRE = re.compile(r"""
        (?P<option>.*?)                    # very permissive!
        \s*(?P<vi>=|:)\s*                  # any number of space/tab,
                                           # followed by any of the
                                           # allowed delimiters,
                                           # followed by any space/tab
        (?P<value>.*)$                     # everything up to eol
        """, re.VERBOSE)


def config_line(line: str) -> str:
    mo = SECTCRE.match(line)
    if mo:
        sectname = mo.group('header')
        return "default" if sectname == "DEFAULT" else "section"
    mo = OPTCRE.match(line)
    if not mo:
        return "error"
    optname, vi, optval = mo.group('option', 'vi', 'value')
    if not optname:
        return "error"
    optname = optname.rstrip()
    if optval is not None:
        optval = optval.strip()
        if optval == '""':
            optval = ''
    return "option" if optval else "empty option"


# shlex.quote
_find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s: str) -> str:
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


# http.cookiejar.split_header_words (one header)
HEADER_TOKEN_RE = re.compile(r"^\s*([^=\s;,]+)")
HEADER_QUOTED_VALUE_RE = re.compile(r"^\s*=\s*\"([^\"\\]*(?:\\.[^\"\\]*)*)\"")
HEADER_VALUE_RE = re.compile(r"^\s*=\s*([^\s;,]*)")
HEADER_ESCAPE_RE = re.compile(r"\\(.)")


def split_header_words(text: str) -> list:
    result = []
    orig_text = text
    pairs = []
    while text:
        m = HEADER_TOKEN_RE.search(text)
        if m:
            text = text[m.end():]
            name = m.group(1)
            m = HEADER_QUOTED_VALUE_RE.search(text)
            if m:
                text = text[m.end():]
                value = m.group(1)
                value = HEADER_ESCAPE_RE.sub(r"\1", value)
            else:
                m = HEADER_VALUE_RE.search(text)
                if m:
                    text = text[m.end():]
                    value = m.group(1)
                    value = value.rstrip()
                else:
                    value = None
            pairs.append((name, value))
        elif text.lstrip().startswith(","):
            text = text.lstrip()[1:]
            if pairs:
                result.append(pairs)
            pairs = []
        else:
            non_junk, nr_junk_chars = re.subn(r"^[=\s;]*", "", text)
            assert nr_junk_chars > 0, (
                "split_header_words bug: '%s', '%s', %s" %
                (orig_text, text, pairs))
            text = non_junk
    if pairs:
        result.append(pairs)
    return result


# string.Template.substitute (the class's pattern, mapping given)
_TEMPLATE = re.compile(r"""
    \$(?:
      (?P<escaped>\$) |
      (?P<named>(?a:[_a-z][_a-z0-9]*)) |
      {(?P<braced>(?a:[_a-z][_a-z0-9]*))} |
      (?P<invalid>)
    )
    """, re.VERBOSE | re.IGNORECASE)


def substitute(template: str) -> str:
    mapping = {"who": "tim", "what": "kung pao"}

    def convert(mo):
        named = mo.group('named') or mo.group('braced')
        if named is not None:
            return str(mapping[named])
        if mo.group('escaped') is not None:
            return '$'
        if mo.group('invalid') is not None:
            raise ValueError('Invalid placeholder in string')
        raise ValueError('Unrecognized named group in pattern')
    return _TEMPLATE.sub(convert, template)
