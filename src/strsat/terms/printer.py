"""Printing terms and values as SMT-LIB 2.6 text (``repr`` of a term, models, messages).

String literals follow the 2.6 theory of strings: printable ASCII characters
(0x20..0x7E) stand for themselves, a quote is doubled (``""``), every other
character is written ``\\u{h}`` with lower-case hex digits, and a backslash is
written ``\\u{5c}`` when a ``u`` follows it (otherwise the reader would see an
escape).  Negative integers are written ``(- n)``.

Printing is iterative.  A term with much sharing (its tree far larger than its
DAG) is printed with ``let`` bindings for the shared subterms, so that output
stays linear in the DAG size.
"""

from __future__ import annotations

from .ops import APPLY, CONST, OPS, VAR
from .sorts import BOOL, INT, STRING, Sort
from .string_ops import smt_from_int
from .term import Term, Value, print_terms_with
from .walk import postorder

#: The characters of a simple symbol (SMT-LIB 2.6, section 3.1); a digit does not start one.
_SYMBOL_CHARS = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                 "~!@$%^&*_+=<>.?/-")


def is_simple_symbol(name: str) -> bool:
    """``name`` is a simple symbol: non-empty, of :data:`_SYMBOL_CHARS` only, not
    starting with a digit (string methods, no ``re`` pattern: issue 39)."""
    return bool(name) and not name.strip(_SYMBOL_CHARS) and not name[0].isdigit()


_RESERVED = frozenset({
    "_", "!", "as", "let", "exists", "forall", "match", "par", "BINARY", "DECIMAL",
    "HEXADECIMAL", "NUMERAL", "STRING",
})


def quote_string(s: str) -> str:
    """The SMT-LIB 2.6 string literal (with quotes) denoting ``s``."""
    out: list[str] = ['"']
    n = len(s)
    for i, ch in enumerate(s):
        code = ord(ch)
        if ch == '"':
            out.append('""')
        elif ch == "\\":
            out.append("\\u{5c}" if i + 1 < n and s[i + 1] == "u" else "\\")
        elif 0x20 <= code <= 0x7E:
            out.append(ch)
        else:
            out.append(f"\\u{{{code:x}}}")
    out.append('"')
    return "".join(out)


def quote_symbol(name: str) -> str:
    """``name`` as an SMT-LIB symbol: bare if simple, else ``|name|``."""
    if is_simple_symbol(name) and name not in _RESERVED:
        return name
    return f"|{name}|"


def value_to_smtlib(value: Value, sort: Sort) -> str:
    """The SMT-LIB literal of a Bool, Int or String value."""
    if sort is BOOL:
        if not isinstance(value, bool):
            raise TypeError(f"not a Bool value: {value!r}")
        return "true" if value else "false"
    if sort is INT:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"not an Int value: {value!r}")
        return smt_from_int(value) if value >= 0 else f"(- {smt_from_int(-value)})"
    if sort is STRING:
        if not isinstance(value, str):
            raise TypeError(f"not a String value: {value!r}")
        return quote_string(value)
    raise TypeError(f"no literal of sort {sort}")


def _head(term: Term) -> str:
    if term.op == APPLY:  # an uninterpreted function: its name
        return quote_symbol(str(term.value))
    if term.op == "str.in_grammar":
        return term.op
    if term.indices:
        return "(_ " + term.op + "".join(f" {k}" for k in term.indices) + ")"
    return term.op


def _leaf(term: Term) -> str:
    if term.op == CONST:
        return value_to_smtlib(term.value, term.sort)  # type: ignore[arg-type]
    return quote_symbol(str(term.value))


def _close(term: Term) -> str:
    """The end of an application: ``)``; `` NAME)`` for ``(str.in_grammar s NAME)``."""
    if term.op == "str.in_grammar":
        from .grammars import grammar_of  # loaded only where grammars are used

        return f" {quote_symbol(grammar_of(term.indices[0]).name)})"
    return ")"


def _is_bare(term: Term) -> bool:
    """Nullary operators (``re.none`` ...) print without parentheses."""
    info = OPS.get(term.op)
    return not term.args and info is not None and info.arity == 0 and not term.indices


def _much_shared(root: Term) -> bool:
    """True if the tree of ``root`` is over 10,000 nodes and twice its DAG."""
    sizes: dict[int, int] = {}
    for t in postorder(root):
        sizes[t.id] = 1 + sum(sizes[c.id] for c in t.args)
    tree = sizes[root.id]
    return tree > 10_000 and tree > 2 * len(sizes)


def _shared(root: Term) -> list[Term]:
    """Non-leaf subterms with more than one parent occurrence, children first."""
    refs: dict[int, int] = {}
    order = list(postorder(root))
    for t in order:
        for c in t.args:
            refs[c.id] = refs.get(c.id, 0) + 1
    return [t for t in order if t.args and refs.get(t.id, 0) > 1]


def term_to_smtlib(term: Term, limit: int | None = None, share: bool | None = None) -> str:
    """``term`` as SMT-LIB text.

    ``limit`` truncates the output to about that many characters (ending in
    ``...``), for messages.  ``share`` prints shared subterms once with ``let``;
    by default it is used only when the tree is much larger than the DAG.
    """
    if share is None:
        share = limit is None and _much_shared(term)
    names: dict[int, str] = {}
    bindings: list[Term] = []
    if share:
        taken = {str(t.value) for t in postorder(term) if t.op == VAR}
        for t in _shared(term):
            k = len(names) + 1
            name = f"_let_{k}"
            while name in taken:
                k += 1000
                name = f"_let_{k}"
            names[t.id] = name
            bindings.append(t)
    out: list[str] = []
    size = 0
    for b in bindings:
        out.append(f"(let (({names[b.id]} ")
        size += _emit(b, names, out, limit, size, skip_self=True)
        out.append(")) ")
        if limit is not None and size > limit:
            break
    _emit(term, names, out, limit, size, skip_self=False)
    out.append(")" * len(bindings))
    text = "".join(out)
    if limit is not None and len(text) > limit:
        return text[:limit] + "..."
    return text


def _emit(root: Term, names: dict[int, str], out: list[str], limit: int | None, size0: int,
          skip_self: bool) -> int:
    """Append the text of ``root`` to ``out`` (shared subterms by name); its length."""
    start = len(out)
    size = size0
    # Stack items: a term to print, or a literal string to append.
    stack: list[Term | str] = [root]
    first = True
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            size += len(item)
            continue
        if item.id in names and not (first and skip_self):
            text = names[item.id]
        elif not item.args:
            text = _leaf(item) if item.op in (CONST, VAR) else (
                item.op if _is_bare(item) else f"({_head(item)})")
        else:
            out.append("(" + _head(item))
            size += 1 + len(item.op)
            stack.append(_close(item))
            for child in reversed(item.args):
                stack.append(child)
                stack.append(" ")
            first = False
            if limit is not None and size > limit:
                break
            continue
        first = False
        out.append(text)
        size += len(text)
        if limit is not None and size > limit:
            break
    return sum(len(s) for s in out[start:])


__all__ = ["quote_string", "quote_symbol", "term_to_smtlib", "value_to_smtlib"]


print_terms_with(term_to_smtlib)
