"""Grammar-constrained ``str`` parameters of ``strsat explore`` (issue 27): the first
input of such a parameter is a sentence of its grammar, and every flip is solved with
the membership ``(str.in_grammar x G)`` among its assertions, so every input the
explorer makes is a sentence.

A grammar file is a Fuzzing Book dictionary in JSON (``*.json``, start symbol
``<start>``) or EBNF in Lark's grammar language (any other suffix, start rule
``start``)."""

from __future__ import annotations

import json
from pathlib import Path

from ..deadline import Deadline
from ..errors import GrammarError
from ..terms import Term
from ..terms.formulas import in_grammar
from ..terms.grammars import Grammar
from ..theory.grammar.frontends import from_dict, from_ebnf
from ..theory.grammar.lengths import grammar_lengths
from ..theory.grammar.normal import normalise
from ..theory.grammar.product import Product, bits

#: The first input is the shortest sentence at least this long (when there is one).
INITIAL_LENGTH = 3


def load_grammar(spec: str) -> tuple[str, Grammar]:
    """``PARAM=FILE`` -> (parameter name, grammar)."""
    name, sep, path = spec.partition("=")
    if not sep or not name or not path:
        raise GrammarError(f"--grammar expects PARAM=FILE, got {spec!r}")
    try:
        text = Path(path).read_text()
    except OSError as exc:
        raise GrammarError(f"--grammar {spec}: cannot read {path} ({exc.strerror})") from None
    if path.endswith(".json"):
        try:
            d = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GrammarError(f"{path}:{exc.lineno}:{exc.colno}: {exc.msg}") from None
        return name, from_dict(d, name=name)
    return name, from_ebnf(text, name=name)


def constraints(grammars: dict[str, Grammar], variables: dict[str, Term]
                ) -> tuple[list[Term], dict[Term, str]]:
    """The memberships to assert and the first values of the constrained parameters."""
    atoms: list[Term] = []
    initial: dict[Term, str] = {}
    for name, g in grammars.items():
        x = variables.get(name)
        if x is None:
            raise GrammarError(f"--grammar {name}: the function has no str parameter {name}")
        atoms.append(in_grammar(x, g))
        lengths = grammar_lengths(g, Deadline(5.0))
        n = next((k for k in range(INITIAL_LENGTH, 65) if k in lengths),
                 next(bits(lengths.low), 0))
        word = Product(normalise(g), None, n, Deadline(5.0)).witness(n) if n else ""
        initial[x] = word if word is not None else ""
    return atoms, initial
