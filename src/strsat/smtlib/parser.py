"""From s-expressions to sorts and sort-checked terms (SMT-LIB standard 2.6,
sections 3.5-3.6; theory of Strings, with the 2.5 spellings of the operator table).

The term parser is a loop over an explicit task stack (no recursion), so terms
nested 100,000 deep parse.  It resolves names in this order: ``let`` bindings
(innermost first), then the script's declared constants and defined functions,
then the theory's constants and operators.  ``define-fun`` functions with
parameters are expanded at their use by substitution; ``(! t :named n)``
defines ``n`` as ``t``.

Every error raises a :class:`~strsat.errors.StrsatError` positioned (attributes
``line``/``col``) at the offending token or list.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, cast

from ..errors import ParseError, SortError, StrsatError, UnsupportedError, ValueRangeError
from ..terms import BOOL, INT, MAX_CHAR, REGLAN, STRING, Sort, Term, mk, string
from ..terms import integer as int_literal
from ..terms.ops import OPS, SPELLINGS, OpInfo, lookup
from ..terms.string_ops import smt_to_int
from ..terms.term import FALSE, TRUE, apply_row
from ..terms.walk import substitute
from .lexer import BINARY, DECIMAL, HEXADECIMAL, KEYWORD, NUMERAL, SYMBOL, Token
from .lexer import STRING as STRING_TOKEN
from .literals import ESCAPES_26, decode_literal
from .sexpr import SExpr, SList, to_text
from .symbols import Macro, SortDef, Symbols

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..terms.functions import FunctionSymbol

_BASE_SORTS = {"Bool": BOOL, "Int": INT, "String": STRING, "RegLan": REGLAN}

#: Sorts of other theories, by the feature that would be needed.
_FOREIGN_SORTS = {
    "Real": "real arithmetic", "Array": "arrays", "Seq": "sequences", "BitVec": "bit-vectors",
    "FloatingPoint": "floating point", "Float32": "floating point",
    "Float64": "floating point", "RoundingMode": "floating point", "Set": "sets",
    "Bag": "bags", "UnicodeStrings": "the Unicode string sort", "Char": "characters as a sort",
}

#: Function symbols of other theories (prefix -> feature), for clear messages.
_FOREIGN_PREFIXES = (
    ("seq.", "sequences"), ("bv", "bit-vectors"), ("fp.", "floating point"),
    ("set.", "sets"), ("bag.", "bags"), ("char.", "characters"), ("re.", "regex extensions"),
    ("str.", "string extensions"), ("int.", "integer extensions"), ("ubv_", "bit-vectors"),
    ("sbv_", "bit-vectors"),
)
_FOREIGN_FUNS = {
    "select": "arrays", "store": "arrays", "to_real": "real arithmetic",
    "to_int": "real arithmetic", "is_int": "real arithmetic", "/": "real arithmetic",
    "int2bv": "bit-vectors", "bv2nat": "bit-vectors", "bv2int": "bit-vectors",
    "concat": "bit-vectors", "extract": "bit-vectors", "extend": "bit-vectors",
    "iff": "the 'iff' connective (use '=')", "implies": "the 'implies' connective (use '=>')",
    "if": "the 'if' connective (use 'ite')",
}

_BINDERS = {"forall": "quantifiers", "exists": "quantifiers", "lambda": "lambda terms",
            "match": "datatypes (match)"}


def located(exc: StrsatError, where: SExpr | tuple[int, int]) -> StrsatError:
    """Attach a source position to ``exc`` unless it has one."""
    if getattr(exc, "line", 0):
        return exc
    line, col = where if isinstance(where, tuple) else (where.line, where.col)
    if isinstance(exc, ParseError):
        exc.line, exc.col = line, col
    else:
        exc.line = line  # type: ignore[attr-defined]
        exc.col = col  # type: ignore[attr-defined]
    return exc


def _err(msg: str, where: SExpr) -> ParseError:
    return ParseError(msg, where.line, where.col)


def describe(e: SExpr, limit: int = 60) -> str:
    """Short source text of ``e`` for messages."""
    return to_text(e, limit)


def symbol_of(e: SExpr, what: str = "symbol") -> str:
    """The name of a symbol token; ParseError otherwise."""
    if isinstance(e, Token) and e.kind == SYMBOL:
        return e.symbol
    raise _err(f"expected a {what}, found {describe(e)}", e)


def numeral_value(digits: str) -> int:
    """The value of a numeral of any length (``int()`` refuses more than 4,300 digits)."""
    return smt_to_int(digits)


def numeral_of(e: SExpr, what: str = "numeral") -> int:
    if isinstance(e, Token) and e.kind == NUMERAL:
        return numeral_value(e.text)
    raise _err(f"expected a {what}, found {describe(e)}", e)


def _is_char(e: SExpr) -> bool:
    """``e`` is z3's character literal ``(_ Char N)``."""
    return (isinstance(e, SList) and len(e) == 3 and isinstance(e[0], Token)
            and e[0].text == "_" and isinstance(e[1], Token) and e[1].text == "Char")


def _foreign_feature(name: str) -> str | None:
    if name in _FOREIGN_FUNS:
        return _FOREIGN_FUNS[name]
    for prefix, feature in _FOREIGN_PREFIXES:
        if name.startswith(prefix):
            return feature
    return None


# ---- tasks of the term parser's stack machine ---------------------------------
_EVAL = 0      # evaluate an s-expression, push its term
_APPLY = 1     # pop n argument terms, push the application
_LET = 2       # pop the binding terms, open the let scope, evaluate the body
_UNLET = 3     # close a let scope
_ANNOT = 4     # process the attributes of (! t ...)
_AS = 5        # check the sort of (as t S)
_MACRO = 6     # pop n argument terms, expand a macro
_CALL = 7      # pop n argument terms, apply a declared (uninterpreted) function
_OPERATOR = 8  # pop n argument terms, apply an operator of the table (no special form)
_MADE = 9      # keep the term of a list just evaluated, by its key

#: Spellings of the operators whose applications have no special form here (every row
#: of the table but the operators that :meth:`TermParser._expand_operator` and
#: :meth:`TermParser._apply` treat apart; no reserved word is a spelling) -> their row.
#: An application of one of them, when no let or declaration shadows its name, goes
#: straight to :data:`_OPERATOR` (the common case: one dict look-up).
_PLAIN_OPERATORS = {
    spelling: OPS[name] for spelling, name in SPELLINGS.items()
    if name not in ("re.loop", "-", "str.in_grammar", "str.indexof", "xor", "re.^")
}


class TermParser:
    """Parses sorts and terms against a :class:`Symbols` table."""

    def __init__(self, symbols: Symbols | None = None, escapes: str = ESCAPES_26,
                 on_named: Callable[[str, Term], None] | None = None) -> None:
        self.symbols = symbols if symbols is not None else Symbols()
        self.escapes = escapes
        self.on_named = on_named
        self._lets: dict[str, list[Term]] = {}

    # ---- sorts ---------------------------------------------------------------

    def sort(self, e: SExpr) -> Sort:
        """The sort denoted by ``e`` (after ``define-sort`` expansion)."""
        budget = 10_000  # define-sort expansion steps (guards against cycles)
        subst: dict[str, SExpr] = {}
        while True:
            budget -= 1
            if budget < 0:
                raise _err("sort definitions expand without end", e)
            if isinstance(e, Token):
                if e.kind != SYMBOL:
                    raise _err(f"expected a sort, found {describe(e)}", e)
                name = e.symbol
                if name in subst:
                    e = subst.pop(name)
                    continue
                args: list[SExpr] = []
            else:
                if not e:
                    raise _err("expected a sort, found ()", e)
                head = e[0]
                if isinstance(head, Token) and head.kind == SYMBOL and head.text == "_":
                    name = symbol_of(e[1], "sort name") if len(e) > 1 else "_"
                    feature = _FOREIGN_SORTS.get(name, f"indexed sort {describe(e)}")
                    raise located(UnsupportedError(feature, f"sort {describe(e)}"), e)
                name = symbol_of(head, "sort name")
                args = list(e[1:])
            defined = self.symbols.sorts.get(name)
            if defined is None and name in _BASE_SORTS:
                defined = _BASE_SORTS[name]
            if isinstance(defined, Sort):
                if args:
                    raise _err(f"sort {name} takes no parameters", e)
                return defined
            if isinstance(defined, SortDef):
                if len(args) != len(defined.params):
                    raise _err(f"sort {name} takes {len(defined.params)} parameters, "
                               f"got {len(args)}", e)
                subst = dict(zip(defined.params, args, strict=True))
                e = defined.body
                continue
            if name in _FOREIGN_SORTS:
                raise located(UnsupportedError(_FOREIGN_SORTS[name], f"sort {describe(e)}"), e)
            raise _err(f"unknown sort {describe(e)}", e)

    # ---- terms ---------------------------------------------------------------

    def term(self, e: SExpr, scope: dict[str, Term] | None = None) -> Term:
        """The sort-checked term denoted by ``e``.

        ``scope`` binds extra names (the parameters of a ``define-fun``).
        """
        if scope:
            for name, t in scope.items():
                self._lets.setdefault(name, []).append(t)
        try:
            return self._run(e)
        finally:
            self._lets.clear()

    def _run(self, root: SExpr) -> Term:
        tasks: list[tuple[int, object, object]] = [(_EVAL, root, None)]
        vals: list[Term] = []
        # the terms of the lists read before outside any let, by their SList._key: a list
        # with the same tokens denotes the same term (issue 39: a leetcode conjunction
        # repeats its subterms, 2,416 applications for 579 distinct terms)
        made: dict[int, Term] = {}
        lets = self._lets
        while tasks:
            kind, x, extra = tasks.pop()
            if kind == _EVAL:
                if isinstance(x, Token):
                    vals.append(self._atom(x))
                else:
                    key = x._key  # type: ignore[attr-defined]
                    if key is not None and not lets:
                        known = made.get(key)
                        if known is not None:
                            vals.append(known)
                            continue
                        tasks.append((_MADE, key, None))
                    self._expand(x, tasks, vals)  # type: ignore[arg-type]
            elif kind == _MADE:
                made[x] = vals[-1]  # type: ignore[index]
            elif kind == _OPERATOR:
                info, n = cast("tuple[OpInfo, int]", extra)
                start = len(vals) - n
                args = tuple(vals[start:])
                del vals[start:]
                try:
                    vals.append(apply_row(info, args))
                except SortError as exc:
                    raise located(exc, x) from None  # type: ignore[arg-type]
            elif kind == _APPLY:
                self._apply(x, extra, vals)  # type: ignore[arg-type]
            elif kind == _MACRO:
                self._apply_macro(x, extra, vals)  # type: ignore[arg-type]
            elif kind == _CALL:
                self._call(x, extra, vals)  # type: ignore[arg-type]
            elif kind == _LET:
                names: list[str] = extra  # type: ignore[assignment]
                n = len(names)
                bound = vals[len(vals) - n:]
                del vals[len(vals) - n:]
                for name, t in zip(names, bound, strict=True):
                    self._lets.setdefault(name, []).append(t)
                tasks.append((_UNLET, None, names))
                tasks.append((_EVAL, x, None))
            elif kind == _UNLET:
                for name in extra:  # type: ignore[attr-defined]
                    stack = self._lets[name]
                    stack.pop()
                    if not stack:
                        del self._lets[name]
            elif kind == _ANNOT:
                self._annotate(x, vals[-1])  # type: ignore[arg-type]
            elif kind == _AS:
                sort = self.sort(extra)  # type: ignore[arg-type]
                if vals[-1].sort is not sort:
                    raise located(SortError(
                        f"(as ...): term has sort {vals[-1].sort}, not {sort}"), x)  # type: ignore[arg-type]
        assert len(vals) == 1
        return vals[0]

    # -- atoms --

    def _atom(self, tok: Token) -> Term:
        kind = tok.kind
        if kind == SYMBOL:
            return self._symbol(tok)
        if kind == NUMERAL:
            return int_literal(numeral_value(tok.text))
        if kind == STRING_TOKEN:
            try:
                return string(decode_literal(tok.text, self.escapes))
            except ValueRangeError as exc:
                raise located(exc, tok) from None
        if kind == DECIMAL:
            raise located(UnsupportedError("real arithmetic", f"decimal {tok.text}"), tok)
        if kind in (HEXADECIMAL, BINARY):
            raise located(UnsupportedError("bit-vectors", f"literal {tok.text}"), tok)
        if kind == KEYWORD:
            raise _err(f"unexpected keyword {tok.text}", tok)
        raise _err(f"unexpected {describe(tok)}", tok)

    def _symbol(self, tok: Token) -> Term:
        name = tok.symbol
        stack = self._lets.get(name)
        if stack:
            return stack[-1]
        binding = self.symbols.funs.get(name)
        if binding is not None:
            if isinstance(binding, Macro):
                raise _err(f"{name} expects {len(binding.params)} arguments", tok)
            if not isinstance(binding, Term):  # a function (:class:`FunctionSymbol`)
                raise _err(f"{name} expects {binding.arity} arguments", tok)
            return binding
        if name[:1] == "-" and name[1:].isascii() and name[1:].isdigit():
            # z3 dialect: -5 as a numeral
            return int_literal(-numeral_value(name[1:]))
        if name == "true":
            return TRUE
        if name == "false":
            return FALSE
        info = lookup(name)
        if info is not None:
            if info.arity == 0 and info.n_indices == 0:
                return mk(info.name)
            raise _err(f"operator {name} used without arguments", tok)
        if name in _BINDERS or name in ("let", "!", "_", "as"):
            raise _err(f"misplaced reserved word {name}", tok)
        feature = _foreign_feature(name)
        if feature is not None and not name.startswith(("str.", "re.")):
            raise located(UnsupportedError(feature, f"symbol {name}"), tok)
        raise _err(f"unknown constant {name}", tok)

    # -- lists --

    def _expand(self, e: SList, tasks: list[tuple[int, object, object]], vals: list[Term]) -> None:
        if not e:
            raise _err("empty application ()", e)
        head = e[0]
        if isinstance(head, Token) and head.kind == SYMBOL:
            name = head.text
            info = _PLAIN_OPERATORS.get(name)
            if info is not None and name not in self._lets and name not in self.symbols.funs:
                tasks.append((_OPERATOR, e, (info, len(e) - 1)))
                for a in e[:0:-1]:
                    tasks.append((_EVAL, a, None))
                return
            if not name.startswith("|") and self._expand_keyword(head, e, tasks, vals):
                return
        args = e[1:]
        if not isinstance(head, Token):
            name, indices = self._indexed_head(head)
            tasks.append((_APPLY, e, (name, indices, len(args))))
        elif not self._expand_application(head, e, tasks, vals):
            return
        for a in args[::-1]:
            tasks.append((_EVAL, a, None))

    def _expand_keyword(self, head: Token, e: SList, tasks: list[tuple[int, object, object]],
                        vals: list[Term]) -> bool:
        """``let``, ``!``, ``_`` and ``as`` (False for any other head; binders are
        unsupported)."""
        word = head.text
        if word == "let":
            self._expand_let(e, tasks)
        elif word == "!":
            if len(e) < 2:
                raise _err("(! t attributes) needs a term", e)
            tasks.append((_ANNOT, e, None))
            tasks.append((_EVAL, e[1], None))
        elif word == "_":
            vals.append(self._indexed_constant(e))
        elif word == "as":
            if len(e) != 3:
                raise _err("(as t S) needs a term and a sort", e)
            tasks.append((_AS, e, e[2]))
            tasks.append((_EVAL, e[1], None))
        elif word in _BINDERS:
            raise located(UnsupportedError(_BINDERS[word], word), head)
        else:
            return False
        return True

    def _expand_application(self, head: Token, e: SList,
                            tasks: list[tuple[int, object, object]], vals: list[Term]) -> bool:
        """The application of the symbol ``head``: a macro, a declared function or an
        operator; True when its arguments are to be evaluated next."""
        args = e[1:]
        if head.kind != SYMBOL:
            raise _err(f"cannot apply {describe(head)}", head)
        name = head.symbol
        stack = self._lets.get(name)
        binding = None if stack else self.symbols.funs.get(name)
        if stack or isinstance(binding, Term):
            raise _err(f"{name} is a constant and takes no arguments", head)
        if isinstance(binding, Macro):
            if len(args) != len(binding.params):
                raise _err(f"{name} expects {len(binding.params)} arguments, "
                           f"got {len(args)}", e)
            tasks.append((_MACRO, e, binding))
        elif binding is not None:  # a function (:class:`FunctionSymbol`)
            if len(args) != binding.arity:
                raise _err(f"{name} expects {binding.arity} arguments, got {len(args)}", e)
            tasks.append((_CALL, e, binding))
        elif name == "seq.unit" and len(args) == 1 and _is_char(args[0]):
            # z3 prints a string in a function's model as (str.++ (seq.unit (_ Char 97)) ...)
            vals.append(self._indexed_constant(args[0]))
            return False
        else:
            return self._expand_operator(name, head, e, tasks, vals)
        return True

    def _expand_operator(self, name: str, head: Token, e: SList,
                         tasks: list[tuple[int, object, object]], vals: list[Term]) -> bool:
        """An operator of the theory (``re.loop`` with numerals, ``(- n)``, the
        ``str.in_grammar`` extension, or any of the table); True as above."""
        args = e[1:]
        if name == "re.loop" and len(args) >= 2 and all(
                isinstance(a, Token) and a.kind == NUMERAL for a in args[1:]):
            bounds = tuple(numeral_value(a.text) for a in args[1:])
            tasks.append((_APPLY, e, ("re.loop", bounds, 1)))
            tasks.append((_EVAL, args[0], None))
            return False
        if name == "-" and len(args) == 1 and isinstance(args[0], Token) \
                and args[0].kind == NUMERAL:
            vals.append(int_literal(-numeral_value(args[0].text)))
            return False
        if name == "str.in_grammar":  # (str.in_grammar s G): an extension
            tasks.append((_APPLY, e, ("str.in_grammar", (self._grammar(e),), 1)))
            tasks.append((_EVAL, args[0], None))
            return False
        if lookup(name) is None:
            raise self._unknown_function(name, head)
        tasks.append((_APPLY, e, (name, (), len(args))))
        return True

    def _expand_let(self, e: SList, tasks: list[tuple[int, object, object]]) -> None:
        if len(e) != 3 or not isinstance(e[1], SList):
            raise _err("let expects ((name term) ...) and a body", e)
        bindings = e[1]
        if not bindings:
            raise _err("let without bindings", bindings)
        names: list[str] = []
        for b in bindings:
            if not isinstance(b, SList) or len(b) != 2:
                raise _err(f"malformed let binding {describe(b)}", b)
            name = symbol_of(b[0], "variable name")
            if name in names:
                raise _err(f"let binds {name} twice", b[0])
            names.append(name)
        tasks.append((_LET, e[2], names))
        for b in reversed(bindings):
            tasks.append((_EVAL, b[1], None))

    def _grammar(self, e: SList) -> int:
        """The registry index of the grammar named in ``(str.in_grammar s G)``."""
        from ..terms.grammars import register

        if len(e) != 3:
            raise _err(f"str.in_grammar expects a string and a grammar name, got "
                       f"{len(e) - 1} arguments", e)
        name = symbol_of(e[2], "grammar name")
        g = self.symbols.grammars.get(name)
        if g is None:
            raise _err(f"unknown grammar {name} (declare it with declare-grammar)", e[2])
        return register(g)  # type: ignore[arg-type]

    def _indexed_head(self, head: SList) -> tuple[str, tuple[int, ...]]:
        if len(head) < 3 or not (isinstance(head[0], Token) and head[0].text == "_"):
            raise _err(f"cannot apply {describe(head)}", head)
        name = symbol_of(head[1], "indexed operator")
        if name == "str.in_grammar":
            raise _err("str.in_grammar names its grammar: (str.in_grammar s G)", head)
        if lookup(name) is None:
            feature = _foreign_feature(name) or f"indexed operator {name}"
            raise located(UnsupportedError(feature, describe(head)), head)
        indices = tuple(numeral_of(i, "numeral index") for i in head[2:])
        return name, indices

    def _indexed_constant(self, e: SList) -> Term:
        if len(e) < 3:
            raise _err(f"malformed indexed identifier {describe(e)}", e)
        name = symbol_of(e[1], "indexed identifier")
        if name == "Char" and len(e) == 3 and isinstance(e[2], Token) and e[2].kind == NUMERAL:
            # z3's character literal (_ Char 97): the one-character string
            code = numeral_value(e[2].text)
            if code > MAX_CHAR:
                raise located(ValueRangeError(
                    f"(_ Char {code}) is outside the alphabet 0..0x2FFFF"), e[2])
            return string(chr(code))
        if name == "char":
            if len(e) != 3:
                raise _err("(_ char #xH) takes one hexadecimal index", e)
            idx = e[2]
            if not (isinstance(idx, Token) and idx.kind == HEXADECIMAL):
                raise _err(f"(_ char ...) expects a hexadecimal such as #x41, found "
                           f"{describe(idx)}", idx)
            code = int(idx.text[2:], 16)
            if code > MAX_CHAR:
                raise located(ValueRangeError(
                    f"(_ char {idx.text}) is outside the alphabet 0..0x2FFFF"), idx)
            return string(chr(code))
        info = lookup(name)
        if info is not None and info.name != "str.in_grammar":
            indices = tuple(numeral_of(i, "numeral index") for i in e[2:])
            try:
                return mk(info.name, indices=indices)
            except SortError as exc:
                raise located(exc, e) from None
        feature = _foreign_feature(name) or f"indexed identifier {name}"
        raise located(UnsupportedError(feature, describe(e)), e)

    def _apply(self, e: SList, spec: tuple[str, tuple[int, ...], int], vals: list[Term]) -> None:
        name, indices, n = spec
        args = vals[len(vals) - n:]
        del vals[len(vals) - n:]
        info = lookup(name)
        if info is None:
            raise self._unknown_function(name, e[0])
        try:
            if info.name == "str.indexof" and len(args) == 2:
                # z3's two-argument form searches from position 0
                vals.append(mk("str.indexof", *args, int_literal(0)))
            elif info.name == "xor" and len(args) == 1:
                vals.append(args[0])  # z3 accepts a one-argument xor
            elif info.name == "re.loop" and len(indices) == 1 and len(args) == 1:
                # z3's one-bound loop: at least ``indices[0]`` repetitions
                r = args[0]
                vals.append(mk("re.++", mk("re.^", r, indices=indices), mk("re.*", r)))
            else:
                vals.append(mk(info.name, *args, indices=indices))
        except SortError as exc:
            raise located(exc, e) from None

    @staticmethod
    def _unknown_function(name: str, where: SExpr) -> StrsatError:
        feature = _foreign_feature(name)
        if feature is not None and not name.startswith(("str.", "re.")):
            return located(UnsupportedError(feature, f"function {name}"), where)
        return _err(f"unknown function {name}", where)

    def _call(self, e: SList, symbol: FunctionSymbol, vals: list[Term]) -> None:
        from ..terms.functions import apply  # loaded by the symbol's declaration

        n = symbol.arity
        args = vals[len(vals) - n:]
        del vals[len(vals) - n:]
        try:
            vals.append(apply(symbol, *args))
        except SortError as exc:
            raise located(exc, e) from None

    def _apply_macro(self, e: SList, macro: Macro, vals: list[Term]) -> None:
        n = len(macro.params)
        args = vals[len(vals) - n:]
        del vals[len(vals) - n:]
        for i, (p, a) in enumerate(zip(macro.params, args, strict=True)):
            if p.sort is not a.sort:
                raise located(SortError(
                    f"{macro.name}: argument {i + 1} has sort {a.sort}, expected {p.sort}",
                    op=macro.name), e)
        vals.append(substitute(macro.body, dict(zip(macro.params, args, strict=True))))

    def _annotate(self, e: SList, t: Term) -> None:
        attrs = e[2:]
        if not attrs:
            raise _err("(! t ...) needs at least one attribute", e)
        i = 0
        while i < len(attrs):
            key = attrs[i]
            if not (isinstance(key, Token) and key.kind == KEYWORD):
                raise _err(f"expected an attribute keyword, found {describe(key)}", key)
            value = attrs[i + 1] if i + 1 < len(attrs) and not (
                isinstance(attrs[i + 1], Token) and attrs[i + 1].kind == KEYWORD) else None
            i += 1 if value is None else 2
            if key.text == ":named":
                if value is None:
                    raise _err(":named needs a symbol", key)
                name = symbol_of(value, "name")
                if name in self.symbols.funs or lookup(name) is not None:
                    raise _err(f"{name} is already defined", value)
                self.symbols.define(name, t)
                if self.on_named is not None:
                    self.on_named(name, t)
            # other attributes (:pattern, :weight, ...) carry no meaning here


__all__ = ["TermParser", "describe", "located", "numeral_of", "symbol_of"]
