"""A grammar in the binary ε-free form the procedures work on, and the analyses
that validate a grammar (issue 27).

:func:`normalise` turns any :class:`~strsat.terms.grammars.Grammar` (left recursion,
ε-rules, ε-cycles, unit cycles, useless nonterminals allowed) into a
:class:`Binary` grammar with the same language minus ε, in the classic order
(Hopcroft–Ullman §4.4–4.5; the order BIN, DEL, UNIT of Lange and Leiß 2009, which
keeps the size quadratic):

1. BIN: every alternative longer than two symbols becomes a chain of fresh
   nonterminals, so each alternative has at most two symbols;
2. DEL: ε-alternatives are removed; an alternative ``X Y`` with a nullable symbol
   also gets the variant without it (so at most three variants per alternative);
3. UNIT: alternatives ``A → B`` are replaced by ``A → α`` for every non-unit
   ``B ⇒* α`` (the unit pairs are closed transitively, so unit cycles vanish);
4. TRIM: unproductive, then unreachable nonterminals are removed.

Afterwards each alternative is one terminal or two symbols each deriving a non-empty
word: every derivation step of a non-empty length splits it into strictly smaller
parts, so every procedure that expands derivations by length terminates
(left recursion and ε-cycles included).  Whether ε itself is in the language is
kept in :attr:`Binary.nullable`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...terms.grammars import Alternative, Chars, Grammar, Nt, Symbol, least_set, nullable_symbol

#: A symbol of the binary form: a terminal, or a nonterminal by its index.
BSym = Chars | int
#: Rules being normalised: each nonterminal's alternatives, in order.
Rules = dict[str, list[Alternative]]


@dataclass(frozen=True)
class Binary:
    """A binary ε-free grammar: nonterminals ``0..n-1`` (``start`` among them,
    or ``start`` None when only ε or nothing is derivable), ``alts[A]`` a list of
    alternatives, each ``(t,)`` with ``t`` a terminal or ``(X, Y)``."""

    names: tuple[str, ...]
    alts: tuple[tuple[tuple[BSym, ...], ...], ...]
    start: int | None
    nullable: bool
    terminals: tuple[Chars, ...]

    @property
    def size(self) -> int:
        return sum(len(a) for a in self.alts)


def nullable_set(rules: Rules) -> set[str]:
    return least_set(rules.items(), nullable_symbol)


def _productive_symbol(s: Symbol, productive: set[str]) -> bool:
    return isinstance(s, Chars) or s.name in productive


def productive_set(rules: Rules) -> set[str]:
    return least_set(rules.items(), _productive_symbol)


def reachable_set(rules: Rules, start: str) -> set[str]:
    seen = {start}
    stack = [start]
    while stack:
        nt = stack.pop()
        for a in rules.get(nt, ()):
            for s in a:
                if isinstance(s, Nt) and s.name not in seen:
                    seen.add(s.name)
                    stack.append(s.name)
    return seen


def problems(g: Grammar) -> tuple[list[str], list[str], bool]:
    """(unproductive nonterminals, unreachable ones, language empty) of ``g``."""
    rules = {nt: list(alts) for nt, alts in g.rules}
    prod = productive_set(rules)
    reach = reachable_set(rules, g.start)
    unproductive = [nt for nt in rules if nt not in prod]
    unreachable = [nt for nt in rules if nt not in reach]
    return unproductive, unreachable, g.start not in prod


def normalise(g: Grammar) -> Binary:
    """The binary ε-free form of ``g`` (kept by the grammar; see the module doc)."""
    return g.derived(normalise, lambda: _normalised(g))


def _normalised(g: Grammar) -> Binary:
    rules = _trimmed({nt: list(alts) for nt, alts in g.rules}, g.start)  # TRIM first
    if rules is None:  # (a smaller input for the rest)
        return Binary((), (), None, False, ())
    binary = _binarised(rules)  # BIN
    null = nullable_set(binary)
    null_start = g.start in null
    proper = _trimmed(_unit_free(_epsilon_free(binary, null)), g.start)  # DEL, UNIT, TRIM
    if proper is None:
        return Binary((), (), None, null_start, ())
    return _numbered(proper, g.start, null_start)


def _trimmed(rules: Rules, start: str) -> Rules | None:
    """TRIM: the productive, then reachable, part of ``rules`` (None: ``start`` is
    unproductive)."""
    prod = productive_set(rules)
    rules = {nt: [a for a in alts if all(isinstance(s, Chars) or s.name in prod for s in a)]
             for nt, alts in rules.items() if nt in prod}
    if start not in rules:
        return None
    reach = reachable_set(rules, start)
    return {nt: alts for nt, alts in rules.items() if nt in reach}


def _binarised(rules: Rules) -> Rules:
    """BIN: alternatives longer than two become chains of fresh nonterminals."""
    binary: Rules = {}
    fresh = 0
    for nt, alts in rules.items():
        out: list[Alternative] = []
        for a in alts:
            target = out
            while len(a) > 2:
                fresh += 1
                name = f"{nt}\x00{fresh}"  # no user symbol holds NUL
                target.append((a[0], Nt(name)))
                target = binary[name] = []
                a = a[1:]
            target.append(a)
        binary[nt] = out
    return binary


def _epsilon_free(binary: Rules, null: set[str]) -> dict[str, set[Alternative]]:
    """DEL: ε-alternatives dropped; ``X Y`` with a nullable symbol also without it."""
    nonull: dict[str, set[Alternative]] = {}
    for nt, alts in binary.items():
        variants: set[Alternative] = set()
        for a in alts:
            if len(a) == 2:
                x, y = a
                variants.add(a)
                if isinstance(y, Nt) and y.name in null:
                    variants.add((x,))
                if isinstance(x, Nt) and x.name in null:
                    variants.add((y,))
            elif len(a) == 1:
                variants.add(a)
        nonull[nt] = variants
    return nonull


def _unit_free(nonull: dict[str, set[Alternative]]) -> Rules:
    """UNIT: ``A → B`` replaced by the non-unit alternatives of every ``B`` with
    ``A ⇒* B`` (unit pairs closed transitively)."""
    unit: dict[str, set[str]] = {nt: {nt} for nt in nonull}
    changed = True
    while changed:
        changed = False
        for nt in nonull:
            for b in list(unit[nt]):
                for a in nonull[b]:
                    if len(a) == 1 and isinstance(a[0], Nt) and a[0].name not in unit[nt]:
                        unit[nt].add(a[0].name)
                        changed = True
    proper: Rules = {}
    for nt in nonull:
        seen: dict[Alternative, None] = {}
        for b in sorted(unit[nt]):
            for a in sorted(nonull[b], key=repr):
                if not (len(a) == 1 and isinstance(a[0], Nt)):
                    seen.setdefault(a, None)
        proper[nt] = list(seen)
    return proper


def _numbered(proper: Rules, start: str, null_start: bool) -> Binary:
    """The trimmed rules with nonterminals numbered (``start`` is 0)."""
    names = list(proper)
    names.remove(start)
    names.insert(0, start)
    index = {nt: i for i, nt in enumerate(names)}
    terminals: dict[Chars, None] = {}
    alts_out: list[tuple[tuple[BSym, ...], ...]] = []
    for nt in names:
        row = []
        for a in proper[nt]:
            syms: list[BSym] = []
            for s in a:
                if isinstance(s, Nt):
                    syms.append(index[s.name])
                else:
                    terminals.setdefault(s, None)
                    syms.append(s)
            row.append(tuple(syms))
        alts_out.append(tuple(row))
    return Binary(tuple(names), tuple(alts_out), 0, null_start, tuple(terminals))
