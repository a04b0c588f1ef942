"""Reading grammars: validation shared by every front-end, the Fuzzing Book's
dictionary format, and EBNF through Lark's grammar reader (issue 27).

Every front-end builds a :class:`~strsat.terms.grammars.Grammar` and passes it to
:func:`checked`, which rejects an empty language (an unproductive start symbol)
with a :class:`~strsat.errors.GrammarError` naming the nonterminals that derive no
word.  Other unproductive and unreachable nonterminals, left recursion and
ε-cycles are accepted: the procedures handle them (:mod:`.normal`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ...errors import GrammarError, SortError
from ...terms.grammars import Alternative, Chars, Grammar, Nt, Symbol
from .normal import problems


def checked(g: Grammar) -> Grammar:
    """``g`` if its language is not empty, else a GrammarError."""
    unproductive, _, empty = problems(g)
    if empty:
        raise GrammarError(
            f"grammar {g.name}: the language is empty: the start symbol {g.start} derives "
            f"no word (unproductive nonterminals: {', '.join(unproductive)})")
    return g


def make(name: str, start: str, rules: Sequence[tuple[str, Sequence[Alternative]]]) -> Grammar:
    """A checked grammar (SortError from the IR becomes a GrammarError)."""
    try:
        g = Grammar(name, start, rules)
    except SortError as exc:
        raise GrammarError(str(exc)) from None
    return checked(g)


def literal(text: str) -> Alternative:
    return tuple(Chars.char(c) for c in text)


# ---- the Fuzzing Book ----------------------------------------------------------------

_NONTERMINAL = re.compile(r"(<[^<> ]*>)")


def from_dict(d: Mapping[str, Sequence[object]], start: str = "<start>",
              name: str = "G") -> Grammar:
    """A grammar in the Fuzzing Book's format (Zeller et al., *The Fuzzing Book*,
    "Grammars"): ``{"<start>": ["<expr>"], "<expr>": ["<term> + <expr>", "<term>"]}``.
    An expansion is a string in which ``<name>`` (no spaces) is a nonterminal when
    the dictionary defines it and text otherwise; an expansion given as a tuple
    ``(text, options)`` uses its text."""
    if not isinstance(d, Mapping):
        raise GrammarError(f"grammar {name}: expected a dict of expansions, got "
                           f"{type(d).__name__}")
    if start not in d:
        raise GrammarError(f"grammar {name}: the start symbol {start} is not defined")
    rules = []
    for nt, expansions in d.items():
        if not isinstance(nt, str) or not isinstance(expansions, Sequence) \
                or isinstance(expansions, str):
            raise GrammarError(f"grammar {name}: {nt!r} must map to a list of expansions")
        alts = []
        for exp in expansions:
            text = exp[0] if isinstance(exp, tuple) and exp else exp
            if not isinstance(text, str):
                raise GrammarError(f"grammar {name}: expansion {exp!r} of {nt} is not a "
                                   "string")
            alt: list[Symbol] = []
            for part in _NONTERMINAL.split(text):
                if not part:
                    continue
                if _NONTERMINAL.fullmatch(part) and part in d:
                    alt.append(Nt(part))
                elif _NONTERMINAL.fullmatch(part):
                    raise GrammarError(f"grammar {name}: {part} (used in {nt}) is not "
                                       "defined")
                else:
                    alt.extend(literal(part))
            alts.append(tuple(alt))
        rules.append((nt, alts))
    return make(name, start, rules)


# ---- EBNF via Lark --------------------------------------------------------------------


def from_ebnf(text: str, start: str = "start", name: str = "G") -> Grammar:
    """A grammar from EBNF in Lark's grammar language (``rule: a "lit" | b*``,
    ``"a".."z"`` ranges, ``?``, ``*``, ``+``, ``[ ]``, ``( )``, terminals in capitals
    built from strings and ranges).  Lark (a maintained parsing library) reads and
    compiles the EBNF to BNF; the terminals must be literal strings or ranges
    (a terminal Lark can only give as a regular expression is rejected), because the
    solver needs their characters, not a regex engine's.  ``%ignore`` is rejected:
    an implicit whitespace rule is not part of the language.  Needs the ``lark``
    package (``pip install strsat[grammar]``)."""
    try:
        from lark import Lark
        from lark.exceptions import GrammarError as LarkGrammarError
        from lark.exceptions import LarkError
        from lark.lexer import PatternRE, PatternStr
    except ImportError:  # pragma: no cover - depends on the environment
        raise GrammarError("from_ebnf needs the lark package (pip install lark)") from None
    try:
        parser = Lark(text, start=start, parser="earley", lexer="basic", keep_all_tokens=True)
    except (LarkError, LarkGrammarError) as exc:
        raise GrammarError(f"grammar {name}: {exc}".strip()) from None
    if parser.ignore_tokens:
        raise GrammarError(f"grammar {name}: %ignore is not supported (whitespace must be "
                           "part of the rules)")
    terminals: dict[str, Alternative | list[Alternative]] = {}
    for td in parser.terminals:
        pat = td.pattern
        if isinstance(pat, PatternStr):
            if pat.flags:
                raise GrammarError(f"grammar {name}: terminal {td.name} has flags "
                                   f"{sorted(pat.flags)}")
            terminals[td.name] = literal(pat.value)
        elif isinstance(pat, PatternRE):
            alts = _simple_regex(pat.value)
            if alts is None:
                raise GrammarError(f"grammar {name}: terminal {td.name} is the regular "
                                   f"expression /{pat.value}/; only strings and ranges "
                                   "are supported")
            terminals[td.name] = alts
    rules: dict[str, list[Alternative]] = {}
    extra: list[tuple[str, list[Alternative]]] = []
    for r in parser.rules:
        origin = r.origin.name
        origin = origin if isinstance(origin, str) else origin.value
        alt: list[Symbol] = []
        for sym in r.expansion:
            if sym.is_term:
                t = terminals[sym.name]
                if isinstance(t, list):
                    alt.append(Nt("%" + sym.name))
                    if ("%" + sym.name) not in dict(extra):
                        extra.append(("%" + sym.name, t))
                else:
                    alt.extend(t)
            else:
                alt.append(Nt(sym.name))
        rules.setdefault(str(origin), []).append(tuple(alt))
    if start not in rules:
        raise GrammarError(f"grammar {name}: no rule for the start symbol {start}")
    ordered = [(start, rules.pop(start)), *rules.items(), *extra]
    return make(name, start, ordered)


_CLASS = re.compile(r"\[((?:[^\]\\]|\\.)-(?:[^\]\\]|\\.)|[^\]\\]|\\.)+\]")


def _simple_regex(rx: str) -> list[Alternative] | None:
    """The alternatives of a regex Lark produced from strings and ranges: a character
    class (``[a-z]``), a literal, or an alternation of such (``(?:a|b)``); else None."""
    body = rx
    if body.startswith("(?:") and body.endswith(")"):
        body = body[3:-1]
    out: list[Alternative] = []
    for part in body.split("|"):
        if _CLASS.fullmatch(part):
            ranges = []
            inner = part[1:-1]
            k = 0
            while k < len(inner):
                c = inner[k]
                if c == "\\":
                    k += 1
                    c = inner[k]
                if k + 2 < len(inner) and inner[k + 1] == "-":
                    hi = inner[k + 2]
                    if hi == "\\":
                        k += 1
                        hi = inner[k + 2]
                    ranges.append((ord(c), ord(hi)))
                    k += 3
                else:
                    ranges.append((ord(c), ord(c)))
                    k += 1
            out.append((Chars(ranges),))
        elif re.fullmatch(r"(?:[^\\.^$*+?()\[\]{}|]|\\.)*", part):
            out.append(literal(re.sub(r"\\(.)", r"\1", part)))
        else:
            return None
    return out
