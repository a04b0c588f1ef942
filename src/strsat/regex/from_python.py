"""Python ``re`` syntax -> regex AST.

Accepts what ``re.fullmatch`` accepts for ``str`` patterns with the flags
``re.IGNORECASE``, ``re.DOTALL``, ``re.ASCII`` (and their inline forms
``(?i)``, ``(?s)``, ``(?a)``, also scoped ``(?i:...)``).  Rejected with
:class:`RegexUnsupported` naming the construct and its offset: backreferences
(``\\1``, ``(?P=name)``), lookahead/lookbehind, conditionals ``(?(1)...)``,
atomic groups ``(?>...)``, possessive quantifiers, word boundaries
``\\b``/``\\B``, anchors other than at the start/end of a top-level
alternative, and the flags MULTILINE, VERBOSE, LOCALE.  Malformed patterns
raise :class:`RegexSyntaxError` with the offset, as ``re.error`` does.

Alphabet: Python strings range over 0..0x10FFFF, SMT-LIB over 0..0x2FFFF.
The AST denotes ``L(pattern)`` intersected with strings over 0..0x2FFFF:
classes are clipped (``.`` is ``[^\\n]`` within the alphabet, a literal
above 0x2FFFF is the empty language).

Wrappers: ``fullmatch_regex`` (the language itself), ``match_regex`` (a
prefix matches: ``L . Sigma*``), ``search_regex`` (some substring matches:
``Sigma* . L . Sigma*``).  A leading ``^``/``\\A`` drops the leading
``Sigma*``; a trailing ``\\Z`` drops the trailing one; a trailing ``$`` turns
it into ``("" | "\\n")`` (``$`` also matches before a final newline).

The parser is iterative: groups push a frame on an explicit stack.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from . import ast as R
from . import pyclasses as P
from .charset import INTERVALS, MAX_CHAR, IntervalSet
from .errors import RegexSyntaxError, RegexUnsupported

MAXREPEAT = 4294967295
_SUPPORTED_FLAGS = re.IGNORECASE | re.DOTALL | re.ASCII | re.UNICODE
_FLAG_LETTERS = {"i": re.IGNORECASE, "s": re.DOTALL, "a": re.ASCII, "u": re.UNICODE,
                 "m": re.MULTILINE, "x": re.VERBOSE, "L": re.LOCALE}
_FLAG_NAMES = {re.MULTILINE: "MULTILINE", re.VERBOSE: "VERBOSE", re.LOCALE: "LOCALE",
               re.TEMPLATE if hasattr(re, "TEMPLATE") else 0: "TEMPLATE", re.DEBUG: "DEBUG"}
_SIMPLE_ESCAPES = {"a": 7, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92}
_OCT = "01234567"
_DIGITS = "0123456789"
_HEX = "0123456789abcdefABCDEF"

# Anchor kinds.
_BOL, _EOL, _EOS = "^", "$", "\\Z"


@dataclass(frozen=True)
class _Anchor:
    kind: str
    offset: int


#: A member of a class: ``("lit", c)``, ``("range", lo, hi)`` or ``("cat", name, negated)``.
ClassItem: TypeAlias = tuple[Any, ...]

#: An element of a sequence being parsed: a regex or an anchor (resolved at the end).
_Item: TypeAlias = "R.Regex | _Anchor"


@dataclass
class _Frame:
    flags: int
    offset: int
    alts: list[list[_Item]] = field(default_factory=list)
    seq: list[_Item] = field(default_factory=list)
    last_quantified: bool = False
    #: Number of a capturing group, None for other groups.
    group: int | None = None


@dataclass(frozen=True)
class Alternative:
    """A top-level alternative: ``bol`` (starts with ``^``/``\\A``), the body,
    and its end anchor (None, ``"$"`` or ``"\\Z"``)."""

    bol: bool
    body: R.Regex
    eol: str | None


class _Parser:
    def __init__(self, pattern: str, flags: int) -> None:
        self.p = pattern
        self.i = 0
        self.flags = flags
        self.group_names: dict[str, int] = {}
        self.n_groups = 0
        self.closed_groups: set[int] = set()
        #: The first unsupported construct met; raised once the whole pattern
        #: has been checked for syntax errors (which take precedence, as in re).
        self.deferred: RegexUnsupported | None = None

    # -- errors --------------------------------------------------------------

    def error(self, msg: str, offset: int) -> RegexSyntaxError:
        return RegexSyntaxError(msg, self.p, offset)

    def unsupported(self, what: str, offset: int) -> None:
        if self.deferred is None:
            self.deferred = RegexUnsupported(what, self.p, offset)

    # -- main loop --------------------------------------------------------------

    def parse(self) -> list[Alternative]:
        self._global_flags()
        stack = [_Frame(self.flags, 0)]
        while self.i < len(self.p):
            self._next(stack)
        if len(stack) > 1:
            raise self.error("missing ), unterminated subpattern", stack[-1].offset)
        top = stack[0]
        top.alts.append(top.seq)
        alts = [self._alternative(seq) for seq in top.alts]
        if self.deferred is not None:
            raise self.deferred
        return alts

    def _next(self, stack: list[_Frame]) -> None:
        """Read what starts at ``self.i`` into the innermost open group."""
        c = self.p[self.i]
        start = self.i
        frame = stack[-1]
        if c == "(":
            new = self._group_open(frame)
            if new is not None:
                stack.append(new)
        elif c == ")":
            if len(stack) == 1:
                raise self.error("unbalanced parenthesis", start)
            self.i += 1
            stack.pop()
            if frame.group is not None:
                self.closed_groups.add(frame.group)
            self._append(stack[-1], self._close(frame))
        elif c == "|":
            self.i += 1
            frame.alts.append(frame.seq)
            frame.seq = []
            frame.last_quantified = False
        elif c in "*+?{" and self._quantifier(frame):
            pass
        else:
            self.i = start
            self._append(frame, self._atom(c, frame.flags))

    def _atom(self, c: str, flags: int) -> _Item:
        """The atom that starts with ``c`` at ``self.i``: a class, an escape, ``.``, an
        anchor or a literal (a quantifier character that quantifies nothing, too)."""
        if c == "[":
            return self._class(flags)
        if c == "\\":
            return self._escape_atom(flags)
        start = self.i
        self.i += 1
        if c == ".":
            return R.ALLCHAR if flags & re.DOTALL else R.chars(~INTERVALS.char(10))
        if c == "^":
            return _Anchor(_BOL, start)
        if c == "$":
            return _Anchor(_EOL, start)
        return self._lit(ord(c), flags)

    def _append(self, frame: _Frame, item: _Item) -> None:
        frame.seq.append(item)
        frame.last_quantified = False

    # -- flags and groups -----------------------------------------------------

    def _new_group(self, name: str | None = None) -> int:
        self.n_groups += 1
        if name is not None:
            self.group_names[name] = self.n_groups
        return self.n_groups

    def _global_flags(self) -> None:
        """Leading ``(?flags)`` groups set the flags of the whole pattern."""
        p = self.p
        while p.startswith("(?", self.i):
            j = self.i + 2
            while j < len(p) and p[j] in _FLAG_LETTERS:
                j += 1
            if j == self.i + 2 or j >= len(p) or p[j] != ")":
                return
            for ch in p[self.i + 2:j]:
                self.flags |= _FLAG_LETTERS[ch]
            self.i = j + 1
        self._check_flags(self.flags, 0)

    def _check_flags(self, flags: int, offset: int) -> None:
        if flags & re.ASCII and flags & re.LOCALE:
            raise self.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", offset)
        if flags & re.LOCALE:
            raise self.error("bad inline flags: cannot use 'L' flag with a str pattern", offset)
        for bit, name in _FLAG_NAMES.items():
            if bit and flags & bit:
                self.unsupported(f"flag re.{name}", offset)

    def _group_open(self, frame: _Frame) -> _Frame | None:
        p = self.p
        start = self.i
        self.i += 1
        flags = frame.flags
        if not p.startswith("?", self.i):
            return _Frame(flags, start, group=self._new_group())
        self.i += 1
        if self.i >= len(p):
            raise self.error("unexpected end of pattern", self.i)
        c = p[self.i]
        if c == ":":
            self.i += 1
            return _Frame(flags, start)
        if c == "P":
            self.i += 1
            return self._p_extension(frame, start)
        if c == "<" and p.startswith(("<=", "<!"), self.i):
            self.unsupported("lookbehind assertion", start)
            self.i += 2
            return _Frame(flags, start)
        if c == "<":
            # (?<name>...) is accepted from Python 3.12 only
            raise self.error("unknown extension ?<" + p[self.i + 1:self.i + 2], start + 1)
        if c in "=!":
            self.unsupported("lookahead assertion", start)
            self.i += 1
            return _Frame(flags, start)
        if c == "(":
            end = p.find(")", self.i)
            if end < 0:
                raise self.error("missing ), unterminated name", self.i + 1)
            self.unsupported("conditional group (?(...)...)", start)
            self.i = end + 1
            return _Frame(flags, start)
        if c == ">":
            self.unsupported("atomic group (?>...)", start)
            self.i += 1
            return _Frame(flags, start)
        if c == "#":
            end = p.find(")", self.i)
            if end < 0:
                raise self.error("missing ), unterminated comment", start)
            self.i = end + 1
            return None
        return self._scoped_flags(frame, start)

    def _p_extension(self, frame: _Frame, start: int) -> _Frame | None:
        """``(?P<name>...)``, a named group, or ``(?P=name)``, a backreference."""
        p = self.p
        if p.startswith("<", self.i):
            end = p.find(">", self.i + 1)
            if end < 0:
                raise self.error("missing >, unterminated name", self.i + 1)
            name = p[self.i + 1:end]
            if not name:
                raise self.error("missing group name", self.i + 1)
            if not name.isidentifier():
                raise self.error(f"bad character in group name {name!r}", self.i + 1)
            if name in self.group_names:
                raise self.error(f"redefinition of group name {name!r}", self.i + 1)
            self.i = end + 1
            return _Frame(frame.flags, start, group=self._new_group(name))
        if p.startswith("=", self.i):
            end = p.find(")", self.i)
            if end < 0:
                raise self.error("missing ), unterminated name", self.i + 1)
            name = p[self.i + 1:end]
            if name not in self.group_names:
                raise self.error(f"unknown group name {name!r}", self.i + 1)
            if self.group_names[name] not in self.closed_groups:
                raise self.error("cannot refer to an open group", start)
            self.unsupported("backreference (?P=name)", start)
            self.i = end + 1
            self._append(frame, R.EPSILON)
            return None
        raise self.error("unknown extension ?P" + p[self.i:self.i + 1], start + 1)

    def _scoped_flags(self, frame: _Frame, start: int) -> _Frame:
        p = self.p
        on = off = 0
        while self.i < len(p) and p[self.i] in _FLAG_LETTERS:
            on |= _FLAG_LETTERS[p[self.i]]
            self.i += 1
        if p.startswith("-", self.i):
            self.i += 1
            while self.i < len(p) and p[self.i] in _FLAG_LETTERS:
                off |= _FLAG_LETTERS[p[self.i]]
                self.i += 1
            if not off:
                raise self.error("missing flag", self.i)
            if off & (re.ASCII | re.UNICODE | re.LOCALE):
                raise self.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                                 self.i)
        if self.i >= len(p):
            raise self.error("missing -, : or )", self.i)
        if p[self.i] == ")":
            if on == 0 and off == 0:
                raise self.error("unknown extension ?" + p[start + 2:self.i + 1], start + 1)
            raise self.error("global flags not at the start of the expression", start)
        if p[self.i] != ":":
            if on == 0 and off == 0:
                raise self.error("unknown extension ?" + p[self.i], start + 1)
            raise self.error("missing -, : or )", self.i)
        self.i += 1
        if on & off:
            raise self.error("bad inline flags: flag turned on and off", start)
        flags = (frame.flags | on) & ~off
        self._check_flags(flags, start)
        return _Frame(flags, start)

    def _close(self, frame: _Frame) -> R.Regex:
        frame.alts.append(frame.seq)
        bodies = []
        for seq in frame.alts:
            for item in seq:
                if isinstance(item, _Anchor):
                    self.unsupported(f"anchor {item.kind} inside a group", item.offset)
            bodies.append(R.concat(*(x for x in seq if not isinstance(x, _Anchor))))
        return R.union(*bodies)

    def _alternative(self, seq: list[_Item]) -> Alternative:
        k = 0
        bol = False
        while k < len(seq) and isinstance(seq[k], _Anchor) and seq[k].kind == _BOL:
            bol = True
            k += 1
        end = len(seq)
        eol: str | None = None
        while end > k and isinstance(seq[end - 1], _Anchor) and seq[end - 1].kind != _BOL:
            kind = seq[end - 1].kind
            eol = _EOS if (kind == _EOS or eol == _EOS) else _EOL
            end -= 1
        body = seq[k:end]
        for item in body:
            if isinstance(item, _Anchor):
                self.unsupported(
                    f"anchor {item.kind} not at the start or end of the pattern", item.offset)
        regexes = [x for x in body if not isinstance(x, _Anchor)]
        return Alternative(bol, R.concat(*regexes), eol)

    # -- quantifiers ----------------------------------------------------------------

    def _quantifier(self, frame: _Frame) -> bool:
        """Parse a quantifier at ``self.i`` and apply it; False when ``{`` does
        not start a valid repeat (it is then a literal)."""
        p = self.p
        start = self.i
        c = p[start]
        if c == "{":
            j = start + 1
            if j < len(p) and p[j] == "}":
                return False
            k = j
            while k < len(p) and p[k] in _DIGITS:
                k += 1
            lo_text = p[j:k]
            if k < len(p) and p[k] == ",":
                m = k + 1
                while m < len(p) and p[m] in _DIGITS:
                    m += 1
                hi_text = p[k + 1:m]
                k = m
            else:
                hi_text = lo_text
            if k >= len(p) or p[k] != "}":
                return False
            lo = int(lo_text) if lo_text else 0
            hi = int(hi_text) if hi_text else None
            if lo >= MAXREPEAT or (hi is not None and hi >= MAXREPEAT):
                raise self.error("the repetition number is too large", j)
            if hi is not None and hi < lo:
                raise self.error("min repeat greater than max repeat", j)
            self.i = k + 1
        else:
            lo, hi = {"*": (0, None), "+": (1, None), "?": (0, 1)}[c]
            self.i = start + 1
        if not frame.seq or isinstance(frame.seq[-1], _Anchor):
            raise self.error("nothing to repeat", start)
        if frame.last_quantified:
            raise self.error("multiple repeat", start)
        if self.i < len(p) and p[self.i] == "?":
            self.i += 1  # lazy: same language
        elif self.i < len(p) and p[self.i] == "+":
            self.i += 1
            self.unsupported("possessive quantifier", start)
        frame.seq[-1] = R.loop(frame.seq[-1], lo, hi)
        frame.last_quantified = True
        return True

    # -- escapes ----------------------------------------------------------------------

    def _escape_atom(self, flags: int) -> _Item:
        """An escape outside a class: a class item, an anchor or an error."""
        p = self.p
        start = self.i
        if start + 1 >= len(p):
            raise self.error("bad escape (end of pattern)", start)
        c = p[start + 1]
        if c == "A":
            self.i += 2
            return _Anchor(_BOL, start)
        if c == "Z":
            self.i += 2
            return _Anchor(_EOS, start)
        if c in "bB":
            self.unsupported(f"word boundary \\{c}", start)
            self.i += 2
            return _Anchor("\\" + c, start)
        if c in _DIGITS and c != "0":
            j = start + 2
            if j < len(p) and p[j] in _DIGITS:
                if c in _OCT and p[j] in _OCT and j + 1 < len(p) and p[j + 1] in _OCT:
                    value = int(p[start + 1:j + 2], 8)
                    if value > 0o377:
                        raise self.error(
                            f"octal escape value \\{p[start + 1:j + 2]} outside of range 0-0o377",
                            start)
                    self.i = j + 2
                    return self._lit(value, flags)
            self.i = j + 1 if j < len(p) and p[j] in _DIGITS else j
            group = int(p[start + 1:self.i])
            if group not in self.closed_groups:
                if group <= self.n_groups:
                    raise self.error("cannot refer to an open group", start)
                raise self.error(f"invalid group reference {group}", start + 1)
            self.unsupported("backreference", start)
            return R.EPSILON
        item = self._class_escape(in_class=False)
        return self._item_regex([item], False, flags)

    def _class_escape(self, in_class: bool) -> ClassItem:
        """An escape valid inside a class: ``("lit", c)`` or ``("cat", name,
        negated)``; advances past it."""
        p = self.p
        start = self.i
        if start + 1 >= len(p):
            raise self.error("bad escape (end of pattern)", start)
        c = p[start + 1]
        self.i = start + 2
        if c in "dws":
            return ("cat", c, False)
        if c in "DWS":
            return ("cat", c.lower(), True)
        if c in _SIMPLE_ESCAPES:
            return ("lit", _SIMPLE_ESCAPES[c])
        if in_class and c == "b":
            return ("lit", 8)
        if c in "xuU":
            width = {"x": 2, "u": 4, "U": 8}[c]
            digits = p[start + 2:start + 2 + width]
            if len(digits) != width or any(d not in _HEX for d in digits):
                raise self.error(f"incomplete escape \\{c}{digits}", start)
            value = int(digits, 16)
            if value > 0x10FFFF:
                raise self.error(f"bad escape \\{c}{digits}", start)
            self.i = start + 2 + width
            return ("lit", value)
        if c == "N":
            if not p.startswith("{", self.i):
                raise self.error("missing {", self.i)
            end = p.find("}", self.i)
            if end < 0 or end == self.i + 1:
                raise self.error("missing character name", self.i + 1)
            name = p[self.i + 1:end]
            try:
                value = ord(unicodedata.lookup(name))
            except KeyError:
                raise self.error(f"undefined character name {name!r}", start) from None
            self.i = end + 1
            return ("lit", value)
        if c == "0" or (in_class and c in _OCT):
            j = start + 2
            while j < len(p) and j < start + 4 and p[j] in _OCT:
                j += 1
            value = int(p[start + 1:j], 8)
            if value > 0o377:
                raise self.error(f"octal escape value \\{p[start + 1:j]} outside of range 0-0o377",
                                 start)
            self.i = j
            return ("lit", value)
        if c in _DIGITS or (c.isascii() and c.isalpha()):
            raise self.error(f"bad escape \\{c}", start)
        return ("lit", ord(c))

    # -- classes ----------------------------------------------------------------------

    def _class(self, flags: int) -> R.Regex:
        p = self.p
        start = self.i
        self.i += 1
        negate = False
        if p.startswith("^", self.i):
            negate = True
            self.i += 1
        items: list[ClassItem] = []
        first = True
        while True:
            if self.i >= len(p):
                raise self.error("unterminated character set", start)
            c = p[self.i]
            if c == "]" and not first:
                self.i += 1
                break
            first = False
            item_start = self.i
            if c == "\\":
                item = self._class_escape(in_class=True)
            else:
                self.i += 1
                item = ("lit", ord(c))
            if (self.i + 1 < len(p) and p[self.i] == "-" and p[self.i + 1] != "]"):
                self.i += 1
                if p[self.i] == "\\":
                    end_item = self._class_escape(in_class=True)
                else:
                    end_item = ("lit", ord(p[self.i]))
                    self.i += 1
                if item[0] != "lit" or end_item[0] != "lit":
                    raise self.error("bad character range " + p[item_start:self.i], item_start)
                if end_item[1] < item[1]:
                    raise self.error("bad character range " + p[item_start:self.i], item_start)
                items.append(("range", item[1], end_item[1]))
            else:
                items.append(item)
        return self._item_regex(items, negate, flags)

    # -- semantics of literals and classes ------------------------------------------

    def _lit(self, c: int, flags: int) -> R.Regex:
        return self._item_regex([("lit", c)], False, flags)

    def _item_regex(self, items: list[ClassItem], negate: bool, flags: int) -> R.Regex:
        return R.chars(class_set(items, negate, flags))


def _uniq(items: list[ClassItem]) -> list[ClassItem]:
    seen: dict[ClassItem, None] = {}
    for it in items:
        seen.setdefault(it, None)
    return list(seen)


def _raw(items: list[ClassItem], ascii_only: bool) -> IntervalSet:
    out = INTERVALS.empty
    for it in items:
        if it[0] == "lit":
            s = INTERVALS.char(it[1])
        elif it[0] == "range":
            s = INTERVALS.range(it[1], it[2])
        else:
            s = P.category(it[1], ascii_only)
            if it[2]:
                s = ~s
        out = out | s
    return out


def class_set(items: list[ClassItem], negate: bool, flags: int) -> IntervalSet:
    """The characters matched by a class (or single literal) with ``flags``,
    following CPython's compiler (``re._compiler``): under IGNORECASE a
    character ``x`` matches when ``lower(x)`` is in the lower-cased class (BMP
    members, with the extra equivalences), in a category, equal to a non-BMP
    literal member, or in a non-BMP range directly or through ``upper``."""
    items = _uniq(items)
    ascii_only = bool(flags & re.ASCII)
    single = len(items) == 1 and items[0][0] == "lit"
    if not flags & re.IGNORECASE:
        s = _raw(items, ascii_only)
        return ~s if negate else s
    if single:
        c = items[0][1]
        if not P.iscased(c, ascii_only):
            s = INTERVALS.char(c)
            return ~s if negate else s
        lo = P.lower(c, ascii_only)
        target = INTERVALS.char(lo)
        if not ascii_only:
            target = P.with_fixes(target)
        s = P.preimage_lower(target, ascii_only)
        return ~s if negate else s
    hascased = False
    bmp = INTERVALS.empty
    pred = INTERVALS.empty  # values y = lower(x) that satisfy the class
    for it in items:
        if it[0] == "lit":
            c = it[1]
            if c <= P.BMP_MAX:
                bmp = bmp | INTERVALS.char(c)
                hascased = hascased or P.iscased(c, ascii_only)
            else:
                hascased = True
                pred = pred | INTERVALS.char(c)
        elif it[0] == "range":
            a, b = it[1], it[2]
            part = INTERVALS.range(a, min(b, P.BMP_MAX))
            if not part.is_empty():
                bmp = bmp | part
                hascased = hascased or part.intersects(P.cased_bmp(ascii_only))
            if b > P.BMP_MAX:
                hascased = True
                r = INTERVALS.range(a, b)
                pred = pred | r | P.preimage_upper(r)
        else:
            s = P.category(it[1], ascii_only)
            pred = pred | (~s if it[2] else s)
    if not hascased:
        s = _raw(items, ascii_only)
        return ~s if negate else s
    image = P.image_lower(bmp, ascii_only)
    if not ascii_only:
        image = P.with_fixes(image)
    s = P.preimage_lower(pred | image, ascii_only)
    return ~s if negate else s


def parse_python(pattern: str, flags: int = 0) -> list[Alternative]:
    """The top-level alternatives of ``pattern``.  Raises
    :class:`RegexSyntaxError` or :class:`RegexUnsupported`."""
    if not isinstance(pattern, str):
        raise RegexUnsupported("non-str pattern", repr(pattern), 0)
    if flags & ~_SUPPORTED_FLAGS:
        for bit, name in _FLAG_NAMES.items():
            if bit and flags & bit:
                raise RegexUnsupported(f"flag re.{name}", pattern, 0)
        raise RegexUnsupported(f"flags {flags:#x}", pattern, 0)
    return _Parser(pattern, flags).parse()


_NEWLINE_END = R.union(R.EPSILON, R.literal("\n"))


def fullmatch_regex(pattern: str, flags: int = 0) -> R.Regex:
    """The strings ``s`` (over 0..0x2FFFF) with ``re.fullmatch(pattern, s, flags)``."""
    return R.union(*(alt.body for alt in parse_python(pattern, flags)))


def match_regex(pattern: str, flags: int = 0) -> R.Regex:
    """The strings ``s`` with ``re.match(pattern, s, flags)`` (a prefix matches)."""
    return R.union(*(R.concat(alt.body, _tail(alt.eol))
                     for alt in parse_python(pattern, flags)))


def search_regex(pattern: str, flags: int = 0) -> R.Regex:
    """The strings ``s`` with ``re.search(pattern, s, flags)`` (a substring matches)."""
    return R.union(*(R.concat(R.EPSILON if alt.bol else R.ALL, alt.body, _tail(alt.eol))
                     for alt in parse_python(pattern, flags)))


def _tail(eol: str | None) -> R.Regex:
    if eol is None:
        return R.ALL
    if eol == _EOL:
        return _NEWLINE_END
    return R.EPSILON


__all__ = ["Alternative", "MAX_CHAR", "class_set", "fullmatch_regex", "match_regex",
           "parse_python", "search_regex"]
