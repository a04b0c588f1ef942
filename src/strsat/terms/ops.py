"""The operator table: one row per operator, read by the parser, the printer,
the sort checker and the evaluator.

Each row gives the canonical SMT-LIB 2.6 name, the argument and result sorts,
how the operator takes a variable number of arguments (SMT-LIB attributes
``:left-assoc``, ``:right-assoc``, ``:chainable``, ``:pairwise``), how many
numeral indices it carries (``(_ re.loop i j)``), the legacy (SMT-LIB 2.5 and
solver-specific) spellings that mean the same, and whether it is an extension
outside the SMT-LIB 2.6 standard.

Leaves are not operators: constants use the pseudo-operator ``CONST`` and
variables ``VAR`` (see :mod:`strsat.terms.term`); applications of declared
(uninterpreted) functions use ``APPLY`` (see :mod:`strsat.terms.functions`).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..named_tuples import NamedTuple
from .sorts import BOOL, INT, REGLAN, STRING, Sort

#: Pseudo-operator of literal leaves (Bool, Int and String constants).
CONST = "const"
#: Pseudo-operator of variable leaves (declared constants).
VAR = "var"
#: Pseudo-operator of applications of uninterpreted functions (``value`` is the
#: function's name; :mod:`strsat.terms.functions`).
APPLY = "apply"

#: Marker for polymorphic positions (``=``, ``distinct``, ``ite``).
ANY = None


class OpInfo(NamedTuple):
    """One operator of the table (a named tuple: a dataclass costs start-up time, and
    every run loads this table).

    ``args`` lists the argument sorts of a fixed-arity operator; for a variadic
    operator (``variadic`` set) every argument has sort ``args[0]`` and there
    are at least ``min_args`` of them.  ``None`` in ``args``/``result`` marks a
    polymorphic position, resolved by :func:`strsat.terms.term.mk`.
    """

    name: str
    args: tuple[Sort | None, ...]
    result: Sort | None
    variadic: str | None = None
    min_args: int = 0
    n_indices: int = 0
    aliases: tuple[str, ...] = ()
    extension: bool = False
    summary: str = ""

    @property
    def arity(self) -> int | None:
        """The fixed arity, or None for a variadic operator."""
        return None if self.variadic else len(self.args)


if TYPE_CHECKING:  # a TypedDict costs about 0.6M instructions to make at import
    from collections.abc import Iterator
    from typing import TypedDict, Unpack

    class _Extra(TypedDict, total=False):
        """The optional :class:`OpInfo` fields the table's helpers pass through."""

        n_indices: int
        aliases: tuple[str, ...]
        extension: bool


def _fixed(name: str, args: tuple[Sort | None, ...], result: Sort | None, summary: str,
           **kw: Unpack[_Extra]) -> OpInfo:
    return _row(name, args, result, None, len(args), summary, kw)


def _var(name: str, sort: Sort | None, result: Sort | None, variadic: str, min_args: int,
         summary: str, **kw: Unpack[_Extra]) -> OpInfo:
    return _row(name, (sort,), result, variadic, min_args, summary, kw)


def _row(name: str, args: tuple[Sort | None, ...], result: Sort | None, variadic: str | None,
         min_args: int, summary: str, kw: _Extra) -> OpInfo:
    """The row with every field given by position (the named tuple's quick path)."""
    return _new(OpInfo, (name, args, result, variadic, min_args, kw.get("n_indices", 0),
                         kw.get("aliases", ()), kw.get("extension", False), summary))


_new = tuple.__new__


S, I, B, R = STRING, INT, BOOL, REGLAN

_TABLE: tuple[OpInfo, ...] = (
    # ---- core ----------------------------------------------------------------
    _fixed("not", (B,), B, "negation"),
    _var("and", B, B, "left-assoc", 0, "conjunction"),
    _var("or", B, B, "left-assoc", 0, "disjunction"),
    _var("xor", B, B, "left-assoc", 2, "exclusive or"),
    _var("=>", B, B, "right-assoc", 2, "implication"),
    _var("=", ANY, B, "chainable", 2, "equality"),
    _var("distinct", ANY, B, "pairwise", 2, "pairwise disequality"),
    _fixed("ite", (B, ANY, ANY), ANY, "if-then-else"),
    # ---- integers -------------------------------------------------------------
    _var("+", I, I, "left-assoc", 1, "addition"),
    _var("-", I, I, "left-assoc", 1, "subtraction; unary: negation"),
    _var("*", I, I, "left-assoc", 1, "multiplication"),
    _var("div", I, I, "left-assoc", 2, "SMT-LIB integer division (floor for positive divisor)"),
    _var("mod", I, I, "left-assoc", 2, "SMT-LIB modulus (always non-negative)"),
    _fixed("abs", (I,), I, "absolute value"),
    _var("<", I, B, "chainable", 2, "less than"),
    _var("<=", I, B, "chainable", 2, "less or equal"),
    _var(">", I, B, "chainable", 2, "greater than"),
    _var(">=", I, B, "chainable", 2, "greater or equal"),
    # ---- strings --------------------------------------------------------------
    _var("str.++", S, S, "left-assoc", 1, "concatenation", aliases=("str.concat",)),
    _fixed("str.len", (S,), I, "length in code points"),
    _var("str.<", S, B, "chainable", 2, "lexicographic order on code points",
         aliases=("str.lt",)),
    _var("str.<=", S, B, "chainable", 2, "lexicographic order or equality",
         aliases=("str.le",)),
    _fixed("str.at", (S, I), S, "character at a position, or empty"),
    _fixed("str.substr", (S, I, I), S, "substring from position with length",
           aliases=("str.substring",)),
    _fixed("str.prefixof", (S, S), B, "first is a prefix of second"),
    _fixed("str.suffixof", (S, S), B, "first is a suffix of second"),
    _fixed("str.contains", (S, S), B, "first contains second"),
    _fixed("str.indexof", (S, S, I), I, "first occurrence at or after a position, or -1"),
    _fixed("str.replace", (S, S, S), S, "replace the first occurrence"),
    _fixed("str.replace_all", (S, S, S), S, "replace all non-overlapping occurrences",
           aliases=("str.replaceall",)),
    _fixed("str.replace_re", (S, R, S), S, "replace the leftmost shortest non-empty match"),
    _fixed("str.replace_re_all", (S, R, S), S, "replace all leftmost shortest non-empty matches"),
    _fixed("str.is_digit", (S,), B, "a single character in '0'..'9'", aliases=("str.isdigit",)),
    _fixed("str.to_code", (S,), I, "code point of a one-character string, else -1",
           aliases=("str.to.code", "str.code")),
    _fixed("str.from_code", (I,), S, "one-character string of a code point, else empty",
           aliases=("str.from.code",)),
    _fixed("str.to_int", (S,), I, "decimal value of a digit string, else -1",
           aliases=("str.to.int", "str.to-int")),
    _fixed("str.from_int", (I,), S, "decimal digits of a non-negative integer, else empty",
           aliases=("int.to.str", "str.from.int", "int.to-str", "str.from-int")),
    _fixed("str.in_re", (S, R), B, "membership in a regular language", aliases=("str.in.re",)),
    _fixed("str.to_re", (S,), R, "the language of one string", aliases=("str.to.re",)),
    # ---- regular languages ----------------------------------------------------
    _fixed("re.none", (), R, "the empty language",
           aliases=("re.nostr", "re.empty", "re-empty-set")),
    _fixed("re.all", (), R, "all strings", aliases=("re.allstr", "re-full-set")),
    _fixed("re.allchar", (), R, "all one-character strings"),
    _var("re.++", R, R, "left-assoc", 1, "concatenation of languages", aliases=("re.concat",)),
    _var("re.union", R, R, "left-assoc", 1, "union of languages"),
    _var("re.inter", R, R, "left-assoc", 1, "intersection of languages"),
    _fixed("re.*", (R,), R, "Kleene star"),
    _fixed("re.+", (R,), R, "Kleene plus"),
    _fixed("re.opt", (R,), R, "zero or one"),
    _fixed("re.range", (S, S), R, "one-character strings between two characters"),
    _fixed("re.comp", (R,), R, "complement", aliases=("re.complement",)),
    _var("re.diff", R, R, "left-assoc", 2, "difference of languages"),
    _fixed("re.loop", (R,), R, "between i and j repetitions", n_indices=2),
    _fixed("re.^", (R,), R, "exactly n repetitions", n_indices=1),
    # ---- extensions (not in SMT-LIB 2.6; z3/cvc5 dialects) ---------------------
    _fixed("str.to_lower", (S,), S, "ASCII lower case", extension=True,
           aliases=("str.tolower", "str.lower")),
    _fixed("str.to_upper", (S,), S, "ASCII upper case", extension=True,
           aliases=("str.toupper", "str.upper")),
    _fixed("str.rev", (S,), S, "reversal", extension=True),
    _fixed("str.update", (S, I, S), S, "overwrite from a position, keeping the length",
           extension=True),
    _fixed("str.indexof_re", (S, R, I), I, "first match of a regex at or after a position",
           extension=True),
    # the index names a registered grammar (strsat.terms.grammars); written
    # (str.in_grammar s G) in SMT-LIB after (declare-grammar G ...) (issue 27)
    _fixed("str.in_grammar", (S,), B, "membership in a context-free language", n_indices=1,
           extension=True),
)

#: Canonical name -> row.
OPS: dict[str, OpInfo] = {op.name: op for op in _TABLE}

#: Any accepted spelling (canonical or legacy) -> canonical name.
SPELLINGS: dict[str, str] = {}
for _op in _TABLE:
    SPELLINGS[_op.name] = _op.name
    for _alias in _op.aliases:
        SPELLINGS[_alias] = _op.name


def lookup(spelling: str) -> OpInfo | None:
    """The row for an operator spelling (canonical or legacy), or None."""
    name = SPELLINGS.get(spelling)
    return OPS[name] if name is not None else None


def operators() -> Iterator[OpInfo]:
    """All rows, in table order."""
    return iter(_TABLE)


#: Operators whose result is Bool: atoms of the Boolean structure.
PREDICATES = frozenset(op.name for op in _TABLE if op.result is BOOL)
#: Boolean connectives (their arguments are formulas).
CONNECTIVES = frozenset({"not", "and", "or", "xor", "=>"})
#: Predicates over strings (``=`` and ``distinct`` aside): the atoms of the string theory.
STRING_PREDICATES = frozenset(op.name for op in _TABLE if op.result is BOOL and STRING in op.args)
#: Integer-valued functions of strings other than the length (which the integer core
#: knows): their values come from the string theory.
STRING_TO_INT = frozenset(op.name for op in _TABLE
                          if op.result is INT and STRING in op.args and op.name != "str.len")
