"""``csv.reader`` and ``csv.writer`` over symbolic strings (issue 38: a C module with no
pure-Python twin).

``_csv`` is C code and nothing in the standard library defines it again in Python, so
a program that reads its input with ``csv.reader`` (``DictReader``, ``Sniffer.has_header``
and every CSV-shaped parser built on them) had its input made concrete at the call.
Here both are written again from CPython 3.11's ``Modules/_csv.c``:

* **reader**: the same state machine (``parse_process_char``: start of record, start of
  field, escaped character, unquoted field, quoted field, escape and quote inside a
  quoted field, eating a line end), with the end of each line a state input of its own;
  ``Reader_iternext``'s loop over lines (a quoted field or an escaped line end goes on to
  the next line), the end of input (``unexpected end of data`` under ``strict``),
  ``line_num``, the field size limit, ``QUOTE_NONNUMERIC``'s ``float()`` of unquoted
  fields and every ``csv.Error`` message.  On a symbolic line a run of ordinary
  characters inside a field is one pair of auxiliary strings (the run, free of the
  characters that matter in that state, and the rest, empty or starting with one of
  them: a word equation, no decision), so a field's length stays free on the path; a
  character that matters is tested once against all of them (one ``BRANCH``), then
  against each in CPython's order (a site each).  The decisions of a row's first
  :data:`NAMED_FIELDS` fields are sites of their own.
* **writer**: ``writerow``'s ``join_append`` (a field is quoted when it holds the
  delimiter, the quote character, the escape character or a character of the line
  terminator; quote characters doubled or escaped; ``need to escape, but no escapechar
  set``; ``single empty field record must be quoted``), ``QUOTE_ALL``/``NONNUMERIC``/
  ``NONE``, ``writerows``; the line is handed to the file's ``write``.

The dialect is CPython's own: ``_csv.Dialect`` validates the arguments (its errors are
the call's), with a symbolic delimiter, quote or escape character (``Sniffer``'s) decided
to be one character long and then kept as a term; a symbolic flag is decided by its
truth; a symbolic ``quoting`` or line terminator is made concrete with a note.
Partial: a line longer than :data:`LINE_LIMIT` characters is made concrete (noted); the
field size limit is checked on a field's concrete length (a symbolic field past it in
another run raises there).
"""

from __future__ import annotations

import _csv
import csv
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..terms import STRING, Term, mk, string
from . import termops as T
from .context import Kind, decide, define
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

#: longest symbolic line walked a character at a time; a longer one is made concrete
LINE_LIMIT = 2048
#: no dialect argument (``_csv.c`` then reads ``quotechar=None`` as ``QUOTE_NONE``)
NO_DIALECT: Any = object()
_CHARS = ("delimiter", "quotechar", "escapechar")
_FLAGS = ("doublequote", "skipinitialspace", "strict")

# parse states (``_csv.c``'s ParserState)
(START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD,
 QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL) = range(9)


class Char:
    """A one-character text: its term and its concrete value (None when not known)."""

    __slots__ = ("term", "value")

    def __init__(self, term: Term, value: str | None) -> None:
        self.term, self.value = term, value

    @staticmethod
    def of(text: Any) -> Char | None:
        """A dialect character as a :class:`Char` (None for an unset one)."""
        if text is None:
            return None
        if isinstance(text, SymStr):
            return Char(text.term, text.value)
        return Char(string(text), text)


class Dialect:
    """The dialect a reader or writer works with: CPython's validated ``_csv.Dialect``
    (:attr:`c`), and its characters as :class:`Char` (symbolic ones kept)."""

    def __init__(self, dialect: Any, fmtparams: dict[str, Any], what: str) -> None:
        overrides, kept = {}, {}
        for name in (*_CHARS, *_FLAGS, "quoting", "lineterminator"):
            value = fmtparams.get(name, getattr(dialect, name, None)
                                  if dialect is not NO_DIALECT
                                  and not isinstance(dialect, str | SymStr) else None)
            if not isinstance(value, SymValue):
                continue
            if name in _CHARS and isinstance(value, SymStr):
                one = decide(Kind.BRANCH, T.eq(T.length(value.term), T.num(1)),
                             None if value.value is None else len(value.value) == 1,
                             f"{what}: a one-character {name}")
                overrides[name] = value._concrete(f"{what}: the {name}") if not one \
                    or value.value is None else value.value
                if one:
                    kept[name] = value
            elif name in _FLAGS and isinstance(value, SymBool | SymInt):
                overrides[name] = bool(value)
            else:
                overrides[name] = value._concrete(f"{what}: a symbolic {name}")
        if isinstance(dialect, SymStr):
            dialect = dialect._concrete(f"{what}: a symbolic dialect name")
        given = () if dialect is NO_DIALECT else (dialect,)  # none: quotechar=None quotes none
        self.c = _csv.Dialect(*given, **{**fmtparams, **overrides})
        self.delimiter = Char.of(kept.get("delimiter", self.c.delimiter))
        self.quotechar = Char.of(kept.get("quotechar", self.c.quotechar))
        self.escapechar = Char.of(kept.get("escapechar", self.c.escapechar))
        self.quoting: int = self.c.quoting
        self.doublequote: bool = self.c.doublequote
        self.skipinitialspace: bool = self.c.skipinitialspace
        self.strict: bool = self.c.strict
        self.lineterminator: str = self.c.lineterminator


class Pos:
    """A place in a text: the unread rest of it (a term: a plain text's rest is a
    constant) and its offset (None when the text's value is not known), and, for a place
    reached by :meth:`Text.run`, the run read to get there (its term and value)."""

    __slots__ = ("rest", "value", "run", "_split")

    def __init__(self, rest: Term, value: int | None,
                 run: tuple[Term, str | None] | None = None) -> None:
        self.rest, self.value, self.run = rest, value, run
        self._split: tuple[Char, Pos] | None = None


class Text:
    """A line (or a field) read from the start: a plain ``str`` in Python, a symbolic one
    by decisions over the unread rest (each a ``BRANCH`` named by :attr:`what`).  The
    character at a place and the rest after it, and a run of ordinary characters and
    the rest after it, are auxiliary variables defined by a word equation (the rest is
    their concatenation), so a field's length stays free on the path and each decision
    reads the same terms in every run that reaches it."""

    def __init__(self, text: Any, what: str) -> None:
        if isinstance(text, SymStr):
            value = text.value
            if value is not None and len(value) > LINE_LIMIT:
                text = text._concrete(f"{what}: a line of more than {LINE_LIMIT} characters")
        self.symbolic = isinstance(text, SymStr)
        self.term: Term = text.term if self.symbolic else string(text)
        self.value: str | None = text.value if self.symbolic else text
        self.what = what
        self.start = Pos(self.term, 0)
        self._holds = False

    def _plain(self, present: list[tuple[int, Char]]) -> bool:
        """Whether the text and the characters tested are plain (tested in Python)."""
        return not self.symbolic and all(x.term.is_const for _, x in present)

    def _suffix(self, p: Pos) -> str | None:
        return None if self.value is None or p.value is None else self.value[p.value:]

    def whole(self) -> tuple[Term, str | None]:
        return self.term, self.value

    def more(self, p: Pos) -> bool:
        """Whether a character is left at ``p``."""
        rest = self._suffix(p)
        if not self.symbolic:
            return bool(rest)
        return decide(Kind.BRANCH, T.gt(T.length(p.rest), 0),
                      None if rest is None else rest != "", self.what)

    def _split(self, p: Pos) -> tuple[Char, Pos]:
        """The character at ``p`` (known to be there) and the place after it."""
        if p._split is None:
            rest = self._suffix(p)
            after = None if p.value is None else p.value + 1
            if not self.symbolic:
                p._split = (Char(string((rest or " ")[0]), (rest or " ")[0]),
                            Pos(string((rest or " ")[1:]), after))
            else:
                def split(c: Term, tail: Term) -> Term:
                    empty = T.eq(T.length(p.rest), T.num(0))
                    return T.disj(T.conj(empty, T.eq(c, string("")), T.eq(tail, string(""))),
                                  T.conj(T.neg(empty), T.eq(p.rest, T.concat(c, tail)),
                                         T.eq(T.length(c), T.num(1))))
                c, tail = define(f"{self.what} (a character)", [
                    (STRING, T.substr(p.rest, 0, 1), None if rest is None else rest[:1]),
                    (STRING, T.substr(p.rest, 1, T.sub(T.length(p.rest), 1)),
                     None if rest is None else rest[1:])], split)
                p._split = (Char(c, None if rest is None else rest[:1]), Pos(tail, after))
        return p._split

    def char(self, p: Pos) -> Char:
        return self._split(p)[0]

    def after(self, p: Pos) -> Pos:
        """The place after the character at ``p``."""
        return self._split(p)[1]

    def run(self, p: Pos, chars: list[Char | str | None]) -> Pos:
        """The first place from ``p`` holding one of ``chars``, or the end, with the run
        of ordinary characters up to it (:attr:`Pos.run`): no decision."""
        present = _present(chars)
        rest = self._suffix(p)
        found = None if rest is None or any(x.value is None for _, x in present) else \
            min([k for k in (rest.find(x.value) for _, x in present  # type: ignore[arg-type]
                             ) if k >= 0] + [len(rest)])
        at = None if p.value is None or found is None else p.value + found
        if self._plain(present):
            assert rest is not None and found is not None
            return Pos(string(rest[found:]), at, (string(rest[:found]), rest[:found]))
        least: Term = T.length(p.rest)
        for _, x in present:
            k = T.indexof(p.rest, x.term, 0)
            least = T.ite(T.conj(T.ge(k, 0), T.lt(k, least)), k, least)

        def split(run: Term, after: Term) -> Term:
            first = T.at(after, 0)
            return T.conj(T.eq(p.rest, T.concat(run, after)),
                          _none_of(run, present),
                          T.disj(T.eq(after, string("")),
                                 *(T.eq(first, x.term) for _, x in present)))
        head = None if rest is None or found is None else rest[:found]
        tail = None if rest is None or found is None else rest[found:]
        run, after = define(f"{self.what} (a run of ordinary characters)", [
            (STRING, T.substr(p.rest, 0, least), head),
            (STRING, T.substr(p.rest, least, T.sub(T.length(p.rest), least)), tail)], split)
        return Pos(after, at, (run, head))

    def holds(self, chars: list[Char | str | None], what: str) -> bool:
        """Whether the text holds one of ``chars`` (one decision; at most once a text:
        after a true answer, True without one)."""
        if self._holds:
            return True
        present = _present(chars)
        v = self.value
        if self._plain(present):
            self._holds = any(str(x.value) in (v or "") for _, x in present)
        else:
            self._holds = decide(
                Kind.BRANCH, T.disj(*(mk("str.contains", self.term, x.term)
                                      for _, x in present)),
                None if v is None or any(x.value is None for _, x in present)
                else any(str(x.value) in v for _, x in present), f"{self.what} ({what})")
        return self._holds

    def which(self, p: Pos, chars: list[Char | str | None], kind: str, some: bool = False
              ) -> int:
        """The index in ``chars`` (unset ones skipped) of the first equal to the character
        at ``p``, or -1: one decision for "none of them" (none when ``some``: one of them
        is known to be there), then one for each in turn."""
        c = self.char(p)
        present = _present(chars)
        if not present:
            return -1
        if self._plain(present):
            return next((k for k, x in present if c.value == x.value), -1)
        if not some and not self._test(T.disj(*(T.eq(c.term, x.term) for _, x in present)),
                                       present, c, kind):
            return -1
        for n, (k, x) in enumerate(present):
            # each test a site of its own (the explorer unrolls a site a few times a run)
            if n == len(present) - 1 or self._test(T.eq(c.term, x.term), [(k, x)], c,
                                                   f"{kind}: {_shown(x)}"):
                return k
        return -1  # pragma: no cover - the last one holds when any does

    def _test(self, condition: Term, present: list[tuple[int, Char]], c: Char, kind: str
              ) -> bool:
        known = c.value is not None and all(x.value is not None for _, x in present)
        concrete = any(c.value == x.value for _, x in present) if known else None
        return decide(Kind.BRANCH, condition, concrete, f"{self.what} ({kind})")


#: fields of a row whose decisions are sites of their own (the later ones share one)
NAMED_FIELDS = 3


def _ordinal(before: int) -> str:
    """The name of a row's field after ``before`` others, in its decisions' names: the
    first :data:`NAMED_FIELDS` each a site of their own (the explorer unrolls a site a
    few times a run, so each of them gets its own loops), the later ones one site (a
    site of each would be a new branch to reach in every longer row)."""
    return f"field {before + 1}" if before < NAMED_FIELDS else \
        f"field {NAMED_FIELDS + 1} or later"


def _shown(c: Char) -> str:
    """A character as a decision's name shows it: a constant's ``repr``, else a name."""
    return repr(c.value) if c.term.is_const else "a symbolic dialect character"


def _present(chars: list[Char | str | None]) -> list[tuple[int, Char]]:
    """The set characters of ``chars`` with their indexes, as :class:`Char`."""
    return [(k, x if isinstance(x, Char) else Char(string(x), x))
            for k, x in enumerate(chars) if x is not None]


def _none_of(run: Term, present: list[tuple[int, Char]]) -> Term:
    """``run`` holds none of the characters: a regular membership when all are
    constants, else a ``str.contains`` each."""
    if all(x.term.is_const for _, x in present):
        ordinary = mk("re.diff", mk("re.allchar"),
                      mk("re.union", *(mk("str.to_re", x.term) for _, x in present))
                      if len(present) > 1 else mk("str.to_re", present[0][1].term))
        return mk("str.in_re", run, mk("re.*", ordinary))
    return T.conj(*(T.neg(mk("str.contains", run, x.term)) for _, x in present))


class Field:
    """A field being read: the pieces it was read from (terms and their values)."""

    def __init__(self) -> None:
        self.pieces: list[tuple[Term, str | None]] = []
        self.length = 0  # concrete

    def add(self, piece: tuple[Term, str | None]) -> None:
        self.pieces.append(piece)
        self.length += len(piece[1] or "")

    def add_char(self, c: Char | str) -> None:
        """One character: a plain one, or a dialect's or a text's (a term)."""
        self.add((string(c), c) if isinstance(c, str) else (c.term, c.value))

    def nonempty(self) -> bool:
        """Whether the field holds a character (a decision when its length is a term)."""
        field = self.value()
        if not isinstance(field, SymStr):
            return bool(field != "")
        return decide(Kind.BRANCH, T.gt(T.length(field.term), 0),
                      None if field.value is None else field.value != "",
                      "csv.reader (a field left at the end of the input)")

    def value(self) -> Any:
        """The field: a ``str`` when every piece is plain, else a :class:`SymStr`."""
        values = [v for _, v in self.pieces]
        if all(t.is_const for t, _ in self.pieces) and None not in values:
            return "".join(values)  # type: ignore[arg-type]
        return SymStr(T.concat(*(t for t, _ in self.pieces)),
                      None if None in values else "".join(values))  # type: ignore[arg-type]


_NEWLINES = ("\n", "\r")


class Reader:
    """``_csv.reader``'s object: an iterator of rows (lists of fields), with
    :attr:`dialect` and :attr:`line_num` (see the module docstring)."""

    def __init__(self, lines: Iterator[Any], dialect: Dialect,
                 convert: Callable[[Any], Any]) -> None:
        self._lines, self._d, self._convert = lines, dialect, convert
        self.dialect = dialect.c
        self.line_num = 0
        self._reset()

    def _reset(self) -> None:
        self._fields: list[Any] = []
        self._field = Field()
        self._state = START_RECORD
        self._numeric = False

    def __iter__(self) -> Reader:
        return self

    def __next__(self) -> list[Any]:
        self._reset()
        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if self._state == IN_QUOTED_FIELD or self._field.nonempty():
                    if self._d.strict:
                        raise _csv.Error("unexpected end of data") from None
                    self._save()
                    break
                raise
            if not isinstance(line, str | SymStr):
                raise _csv.Error(f"iterator should return strings, not {type(line).__name__}"
                                 " (the file should be opened in text mode)")
            self.line_num += 1
            self._line(Text(line, "csv.reader"))
            if self._state == START_RECORD:
                break
        fields, self._fields = self._fields, []
        return fields

    def _line(self, text: Text) -> None:
        """``parse_process_char`` of each character of a line, then of its end; a run of
        ordinary characters in a field taken at once."""
        p = text.start
        while True:
            text.what = f"csv.reader, {_ordinal(len(self._fields))}"
            some = False
            if self._state in (IN_FIELD, IN_QUOTED_FIELD):
                q = text.run(p, self._specials())
                self._add(text, p, q)
                p, some = q, True
            if not text.more(p):
                self._process(text, None, False)
                return
            self._process(text, p, some)
            p = text.after(p)

    def _specials(self) -> list[Char | str | None]:
        """The characters that end a run of ordinary ones in the present state."""
        d = self._d
        if self._state == IN_FIELD:
            return ["\n", "\r", d.escapechar, d.delimiter]
        return [d.escapechar, d.quotechar if d.quoting != csv.QUOTE_NONE else None]

    # -- the state machine (parse_process_char) ---------------------------------------------

    def _save(self) -> None:
        field = self._field.value()
        self._field = Field()
        if self._numeric:
            self._numeric = False
            field = self._convert(field)
        self._fields.append(field)

    def _add(self, text: Text, p: Pos, q: Pos | None = None) -> None:
        """The character at ``p`` (or the run up to ``q``) added to the field."""
        self._field.add(q.run if q is not None and q.run is not None
                        else (text.char(p).term, text.char(p).value))
        self._check_limit()

    def _add_char(self, c: str) -> None:
        self._field.add_char(c)
        self._check_limit()

    def _check_limit(self) -> None:
        """``parse_add_char``'s limit, on the field's concrete length once grown (a
        character past it is CPython's error before it is added; a symbolic field past it
        in another run is that run's error)."""
        limit = csv.field_size_limit()
        if self._field.length > limit:
            raise _csv.Error(f"field larger than field limit ({limit})")

    def _end_of_line(self, eol: bool) -> None:
        self._save()
        self._state = START_RECORD if eol else EAT_CRNL

    def _process(self, text: Text, p: Pos | None, some: bool) -> None:
        """One character (``p``; None: the end of the line); ``some``: it is known to be
        one of :meth:`_specials`."""
        d, state = self._d, self._state
        quoting = d.quoting != csv.QUOTE_NONE
        if state == START_RECORD:
            if p is not None:  # an empty line is the empty row
                self._state = START_FIELD
                self._start_field(text, p, quoting, record=True)
        elif state == START_FIELD:
            self._start_field(text, p, quoting)
        elif state == ESCAPED_CHAR:
            if p is not None and text.which(p, list(_NEWLINES), "line end") >= 0:
                self._add(text, p)
                self._state = AFTER_ESCAPED_CRNL
                return
            if p is None:
                self._add_char("\n")
            else:
                self._add(text, p)
            self._state = IN_FIELD
        elif state == AFTER_ESCAPED_CRNL:
            if p is not None:
                self._in_field(text, p, some)
        elif state == IN_FIELD:
            self._in_field(text, p, some)
        elif state == IN_QUOTED_FIELD:
            if p is None:
                return
            k = text.which(p, self._specials(), "csv special character", some)
            if k == 0:
                self._state = ESCAPE_IN_QUOTED_FIELD
            elif k == 1:
                self._state = QUOTE_IN_QUOTED_FIELD if d.doublequote else IN_FIELD
            else:  # pragma: no cover - a run stops only at one of them
                self._add(text, p)
        elif state == ESCAPE_IN_QUOTED_FIELD:
            if p is None:
                self._add_char("\n")
            else:
                self._add(text, p)
            self._state = IN_QUOTED_FIELD
        elif state == QUOTE_IN_QUOTED_FIELD:
            self._after_quote(text, p, quoting)
        elif state == EAT_CRNL:
            if p is None:
                self._state = START_RECORD
            elif text.which(p, list(_NEWLINES), "line end") < 0:
                raise _csv.Error("new-line character seen in unquoted field - do you need "
                                 "to open the file in universal-newline mode?")

    def _start_field(self, text: Text, p: Pos | None, quoting: bool, record: bool = False
                     ) -> None:
        """START_FIELD (and START_RECORD, which differs in a line end: no field saved)."""
        d = self._d
        if p is None:
            self._end_of_line(True)
            return
        space = " " if d.skipinitialspace else None
        k = text.which(p, ["\n", "\r", d.quotechar if quoting else None, d.escapechar,
                           space, d.delimiter], "csv special character")
        if k in (0, 1):
            if record:
                self._state = EAT_CRNL
            else:
                self._end_of_line(False)
        elif k == 2:
            self._state = IN_QUOTED_FIELD
        elif k == 3:
            self._state = ESCAPED_CHAR
        elif k == 4:
            pass  # a space at the start of a field, skipped
        elif k == 5:
            self._save()
        else:
            if d.quoting == csv.QUOTE_NONNUMERIC:
                self._numeric = True
            self._add(text, p)
            self._state = IN_FIELD

    def _in_field(self, text: Text, p: Pos | None, some: bool) -> None:
        d = self._d
        if p is None:
            self._end_of_line(True)
            return
        k = text.which(p, ["\n", "\r", d.escapechar, d.delimiter], "csv special character",
                       some)
        if k in (0, 1):
            self._end_of_line(False)
        elif k == 2:
            self._state = ESCAPED_CHAR
        elif k == 3:
            self._save()
            self._state = START_FIELD
        else:
            self._add(text, p)

    def _after_quote(self, text: Text, p: Pos | None, quoting: bool) -> None:
        d = self._d
        if p is None:
            self._end_of_line(True)
            return
        k = text.which(p, [d.quotechar if quoting else None, d.delimiter, "\n", "\r"],
                       "csv special character")
        if k == 0:
            self._add(text, p)
            self._state = IN_QUOTED_FIELD
        elif k == 1:
            self._save()
            self._state = START_FIELD
        elif k in (2, 3):
            self._end_of_line(False)
        elif not d.strict:
            self._add(text, p)
            self._state = IN_FIELD
        else:
            raise _csv.Error(f"'{d.c.delimiter}' expected after '{d.c.quotechar}'")


class Writer:
    """``_csv.writer``'s object: ``writerow``/``writerows`` write a line each to the
    file's ``write`` (see the module docstring)."""

    def __init__(self, write: Callable[[Any], Any], dialect: Dialect,
                 to_str: Callable[[Any], Any], rows: Callable[[Any], Iterable[Any]]) -> None:
        self._write, self._d, self._str, self._rows = write, dialect, to_str, rows
        self.dialect = dialect.c

    def writerow(self, row: Any) -> Any:
        d = self._d
        try:
            fields = iter(self._rows(row))
        except TypeError:
            raise _csv.Error(f"iterable expected, not {type(row).__name__}") from None
        line: list[Term | str] = []
        values: list[str] | None = []
        count, empty = 0, True
        for field in fields:
            if d.quoting == csv.QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            else:
                quoted = d.quoting == csv.QUOTE_ALL
            text = "" if field is None else field if isinstance(field, str | SymStr) \
                else self._str(field)
            piece, value, holds = self._join(text, quoted, count)
            empty = empty and not holds and count == 0
            line.extend(piece)
            values = None if values is None or value is None else [*values, value]
            count += 1
        if count and empty:
            if d.quoting == csv.QUOTE_NONE:
                raise _csv.Error("single empty field record must be quoted")
            mark = d.c.quotechar or ""
            line, values = [mark + mark], [mark + mark]
        line.append(d.lineterminator)
        values = None if values is None else [*values, d.lineterminator]
        return self._write(_text_of(line, values))

    def writerows(self, rows: Any) -> None:
        for row in self._rows(rows):
            self.writerow(row)

    def _join(self, text: Any, quoted: bool, count: int
              ) -> tuple[list[Term | str], str | None, bool]:
        """``join_append``: the field's text as written (with the delimiter before it),
        its concrete value, and whether it wrote anything (``rec_len``); ``count``: the
        fields written before it."""
        d, separated = self._d, count > 0
        out: list[Term | str] = []
        value: str | None = ""
        if separated:
            out.append(d.delimiter.term if d.delimiter else "")
            value = _join_value(value, d.delimiter)
        line = Text(text, f"csv.writer, {_ordinal(count)}")
        specials: list[Char | str | None] = [d.quotechar, d.escapechar, d.delimiter,
                                             *d.lineterminator]
        body = Field()
        p = line.start
        while line.holds(specials, "a field holding a csv special character"):
            q = line.run(p, specials)
            body.add(q.run)  # type: ignore[arg-type]
            if not line.more(q):
                break
            k = line.which(q, specials, "csv special character", some=True)
            escape = d.quoting == csv.QUOTE_NONE
            if not escape:
                if k == 0:
                    if d.doublequote:
                        body.add_char(d.quotechar)  # type: ignore[arg-type]
                    else:
                        escape = True
                elif k == 1:
                    escape = True
                if not escape:
                    quoted = True
            if escape:
                if d.escapechar is None:
                    raise _csv.Error("need to escape, but no escapechar set")
                body.add_char(d.escapechar)
            body.add_char(line.char(q))
            p = line.after(q)
        else:
            body.add(line.whole())  # none: the field as it is, one decision
        wrote = body.value()
        if isinstance(wrote, SymStr) and not (separated or quoted):  # a record of one field
            holds = decide(Kind.BRANCH, T.gt(T.length(wrote.term), 0),
                           None if wrote.value is None else wrote.value != "",
                           "csv.writer (a record of one empty field)")
        else:
            holds = not (isinstance(wrote, str) and wrote == "")
        pieces: list[Term | str] = [wrote.term if isinstance(wrote, SymStr) else wrote]
        written: str | None = wrote.value if isinstance(wrote, SymStr) else wrote
        if quoted:
            mark = d.quotechar
            if mark is None:  # QUOTE_ALL without a quote character: CPython's own error
                raise _csv.Error("quotechar must be set if quoting enabled")
            pieces = [mark.term, *pieces, mark.term]
            written = None if written is None or mark.value is None else \
                mark.value + written + mark.value
        out.extend(pieces)
        value = None if value is None or written is None else value + written
        return out, value, separated or holds or quoted


def _join_value(value: str | None, c: Char | None) -> str | None:
    """``value`` with ``c``'s concrete text appended (None when either is unknown)."""
    if value is None or c is None or c.value is None:
        return None if c is not None else value
    return value + c.value


def _text_of(pieces: list[Term | str], values: list[str] | None) -> Any:
    """The written line: a ``str`` when every piece is plain, else a :class:`SymStr`."""
    terms = [string(p) if isinstance(p, str) else p for p in pieces]
    if all(t.is_const for t in terms):
        return "".join(values) if values is not None else \
            "".join(str(t.args[0]) for t in terms)  # pragma: no cover
    return SymStr(T.concat(*terms), None if values is None else "".join(values))


def _is_number(field: Any) -> bool:
    """``PyNumber_Check``: a type with ``__index__``, ``__int__`` or ``__float__``, or a
    complex number (a symbolic ``str`` is none of them)."""
    if isinstance(field, SymStr):
        return False
    if isinstance(field, SymValue):
        return True
    kind = type(field)
    return isinstance(field, complex) or any(
        hasattr(kind, m) for m in ("__index__", "__int__", "__float__"))


def reader(csvfile: Any, dialect: Any = NO_DIALECT, *, lines: Callable[[Any], Iterable[Any]],
           convert: Callable[[Any], Any], **fmtparams: Any) -> Reader:
    """``csv.reader(csvfile, dialect, **fmtparams)`` (``lines`` iterates ``csvfile`` as the
    program would; ``convert`` is ``float`` for ``QUOTE_NONNUMERIC``)."""
    it = iter(lines(csvfile))  # CPython's TypeError for what is not iterable
    return Reader(it, Dialect(dialect, fmtparams, "csv.reader"), convert)


def writer(fileobj: Any, dialect: Any = NO_DIALECT, *, to_str: Callable[[Any], Any],
           rows: Callable[[Any], Iterable[Any]], write: Callable[[Any, Any], Any],
           **fmtparams: Any) -> Writer:
    """``csv.writer(fileobj, dialect, **fmtparams)`` (``write(fileobj, line)`` calls the
    file's ``write``; ``to_str`` is ``str`` of a field; ``rows`` iterates a row)."""
    if not hasattr(fileobj, "write"):
        raise TypeError('argument 1 must have a "write" method')
    return Writer(lambda line: write(fileobj, line), Dialect(dialect, fmtparams, "csv.writer"),
                  to_str, rows)


__all__ = ["LINE_LIMIT", "Dialect", "Reader", "Writer", "reader", "writer"]
