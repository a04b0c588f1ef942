"""Context-free grammars as payloads of ``str.in_grammar`` (issue 27), and their
reference membership test.

A :class:`Grammar` is plain immutable data: a start nonterminal and, for each
nonterminal, its alternatives; an alternative is a tuple of symbols, each a
terminal :class:`Chars` (a union of code-point ranges: a literal character is a
one-point range) or a :class:`Nt` (a nonterminal by name).  The empty tuple is the
empty word.  Nothing here normalises a grammar: left recursion, ε-cycles,
unproductive and unreachable nonterminals are all allowed, and the recogniser below
is correct for all of them.

A term cannot hold an arbitrary object, so a grammar is *registered* once
(:func:`register`, interned by value) and the membership term is the indexed
application ``((_ str.in_grammar k) x)`` whose index ``k`` names it; the printer
writes ``(str.in_grammar x NAME)``.  Generic term rebuilders keep indices, so every
pass of the solver keeps the grammar without knowing about it.

:func:`accepts` is Earley's recogniser (Earley 1970) with the nullable-completion fix
of Aycock and Horspool (2002): it is the evaluator's semantics of ``str.in_grammar``
and deliberately shares no code with the solver's procedures
(:mod:`strsat.theory.grammar`), which it checks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from strsat.static import TypeVar, cast

from ..deadline import Deadline
from ..errors import SortError

__all__ = ["Chars", "Grammar", "Nt", "Symbol", "accepts", "grammar_of", "least_set",
           "nullable_symbol", "register"]


class Chars:
    """A terminal: the characters of the given inclusive code-point ranges."""

    __slots__ = ("ranges",)
    ranges: tuple[tuple[int, int], ...]

    def __init__(self, ranges: Iterable[tuple[int, int]]) -> None:
        object.__setattr__(self, "ranges", tuple(sorted(set(ranges))))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("grammar symbols are immutable")

    @classmethod
    def char(cls, ch: str) -> Chars:
        return cls(((ord(ch), ord(ch)),))

    def __contains__(self, code: int) -> bool:
        return any(lo <= code <= hi for lo, hi in self.ranges)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chars) and other.ranges == self.ranges

    def __hash__(self) -> int:
        return hash(("Chars", self.ranges))

    def __repr__(self) -> str:
        def one(lo: int, hi: int) -> str:
            return repr(chr(lo)) if lo == hi else f"[{chr(lo)!r}-{chr(hi)!r}]"
        return "|".join(one(lo, hi) for lo, hi in self.ranges)


class Nt:
    """A nonterminal occurrence, by name."""

    __slots__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "name", name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("grammar symbols are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Nt) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("Nt", self.name))

    def __repr__(self) -> str:
        return self.name


Symbol = Chars | Nt
Alternative = tuple[Symbol, ...]
T = TypeVar("T")


class Grammar:
    """A context-free grammar: ``name`` (for printing), ``start`` and ``rules``, a tuple
    of ``(nonterminal, alternatives)`` in declaration order.  Equal grammars (same
    name, start and rules) are interchangeable.  Well-formedness (every nonterminal
    defined) is checked here; the front-ends (:mod:`strsat.theory.grammar.frontends`)
    check the rest and give located messages."""

    __slots__ = ("name", "start", "rules", "_table", "_hash", "_derived")
    name: str
    start: str
    rules: tuple[tuple[str, tuple[Alternative, ...]], ...]
    _table: dict[str, tuple[Alternative, ...]]
    _hash: int
    _derived: dict[object, object]

    def __init__(self, name: str, start: str,
                 rules: Iterable[tuple[str, Iterable[Alternative]]]) -> None:
        fixed = tuple((nt, tuple(tuple(alt) for alt in alts)) for nt, alts in rules)
        table = dict(fixed)
        if len(table) != len(fixed):
            raise SortError(f"grammar {name}: a nonterminal is defined twice")
        if start not in table:
            raise SortError(f"grammar {name}: the start symbol {start} has no rule")
        for nt, alts in fixed:
            for alt in alts:
                for s in alt:
                    if isinstance(s, Nt) and s.name not in table:
                        raise SortError(f"grammar {name}: {s.name} (used in {nt}) is not "
                                        "defined")
                    if not isinstance(s, Chars | Nt):
                        raise SortError(f"grammar {name}: {s!r} is not a grammar symbol")
        setter = object.__setattr__
        setter(self, "name", name)
        setter(self, "start", start)
        setter(self, "rules", fixed)
        setter(self, "_table", table)
        setter(self, "_hash", hash((name, start, fixed)))
        setter(self, "_derived", {})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("grammars are immutable")

    def derived(self, key: object, build: Callable[[], T]) -> T:
        """What ``build()`` returns, computed once for this grammar under ``key`` (the
        function that derives it).  A grammar's analyses (nullable nonterminals, binary
        form, length set) depend on the immutable grammar alone, so the grammar keeps
        them and they go when it goes; a ``build`` that raises (a deadline) keeps nothing."""
        got = self._derived.get(key, self._derived)
        if got is self._derived:
            got = self._derived[key] = build()
        return cast(T, got)

    def alternatives(self, nt: str) -> tuple[Alternative, ...]:
        return self._table[nt]

    @property
    def nonterminals(self) -> list[str]:
        return [nt for nt, _ in self.rules]

    def terminals(self) -> list[Chars]:
        """The distinct terminal symbols, in order of first use."""
        seen: dict[Chars, None] = {}
        for _, alts in self.rules:
            for alt in alts:
                for s in alt:
                    if isinstance(s, Chars):
                        seen.setdefault(s, None)
        return list(seen)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grammar) and other._hash == self._hash and \
            (other.name, other.start, other.rules) == (self.name, self.start, self.rules)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Grammar({self.name}: {len(self.rules)} nonterminals, start {self.start})"


# ---- the registry ------------------------------------------------------------------

#: (process-wide, not a cache: a grammar's index is its name inside ``str.in_grammar``
#: terms, which are hash-consed for the process too; one entry per distinct grammar)
_BY_GRAMMAR: dict[Grammar, int] = {}
_BY_INDEX: list[Grammar] = []


def register(g: Grammar) -> int:
    """The index naming ``g`` in ``str.in_grammar`` terms (one per distinct grammar)."""
    k = _BY_GRAMMAR.get(g)
    if k is None:
        k = _BY_GRAMMAR[g] = len(_BY_INDEX)
        _BY_INDEX.append(g)
    return k


def grammar_of(index: int) -> Grammar:
    """The registered grammar of an index (SortError when none is)."""
    if not 0 <= index < len(_BY_INDEX):
        raise SortError(f"str.in_grammar: no grammar is registered under index {index}",
                        op="str.in_grammar")
    return _BY_INDEX[index]


# ---- Earley's recogniser -------------------------------------------------------------


def least_set(rules: Iterable[tuple[str, Iterable[Alternative]]],
              holds: Callable[[Symbol, set[str]], bool]) -> set[str]:
    """The least set ``S`` of nonterminals such that a nonterminal with an alternative
    whose every symbol ``holds(symbol, S)`` is in ``S`` (a fixpoint: the nullable
    nonterminals, the productive ones).  ``rules`` is read once a round."""
    out: set[str] = set()
    changed = True
    while changed:
        changed = False
        for nt, alts in rules:
            if nt not in out and any(all(holds(s, out) for s in alt) for alt in alts):
                out.add(nt)
                changed = True
    return out


def nullable_symbol(s: Symbol, nullable: set[str]) -> bool:
    """Whether ``s`` derives the empty word, given the nullable nonterminals."""
    return isinstance(s, Nt) and s.name in nullable


def _nullable(g: Grammar) -> set[str]:
    return least_set(g.rules, nullable_symbol)


#: Words of this length or more have their :func:`accepts` answers kept by the grammar
#: (a word of length 1,000 takes seconds on an ambiguous grammar, and a witness is checked
#: by the step that finds it, the fixed-length step and the validation: three objects
#: that share the grammar); at most ``_LONG_ENTRIES`` a grammar.
_LONG, _LONG_ENTRIES = 200, 64


def accepts(g: Grammar, s: str, deadline: Deadline | None = None) -> bool:
    """``s ∈ L(g)`` (answers on words of ``_LONG`` characters or more are remembered by
    the grammar: :meth:`Grammar.derived`)."""
    if len(s) < _LONG:
        return _earley(g, s, deadline)
    long_answers: dict[str, bool] = g.derived(accepts, dict)
    answer = long_answers.get(s)
    if answer is None:
        answer = _earley(g, s, deadline)
        if len(long_answers) >= _LONG_ENTRIES:
            long_answers.clear()
        long_answers[s] = answer
    return answer


#: An Earley item: ``(nonterminal, alternative index, dot, origin)``.
_Item = tuple[str, int, int, int]


def _earley(g: Grammar, s: str, deadline: Deadline | None = None) -> bool:
    """``s ∈ L(g)``: Earley's recogniser, O(|s|³·|g|) at worst, iterative.

    Predicting a nullable nonterminal also advances over it (Aycock–Horspool), so
    ε-rules and ε-cycles need no special case; left recursion terminates because a
    set never holds an item twice."""
    n = len(s)
    sets: list[set[_Item]] = [set() for _ in range(n + 1)]
    # waiting[i][A]: the items of set i whose dot stands before A (for completion)
    waiting: list[dict[str, list[_Item]]] = [{} for _ in range(n + 1)]
    sets[0].update((g.start, k, 0, 0) for k in range(len(g.alternatives(g.start))))
    null = g.derived(_nullable, lambda: frozenset(_nullable(g)))
    steps = 0
    for i in range(n + 1):
        steps = _close(g, null, s, i, sets, waiting, steps, deadline)
        if i < n and not sets[i + 1]:
            return False
    rules = g._table
    return any(nt == g.start and origin == 0 and dot == len(rules[nt][k])
               for (nt, k, dot, origin) in sets[n])


def _close(g: Grammar, null: frozenset[str], s: str, i: int, sets: list[set[_Item]],
           waiting: list[dict[str, list[_Item]]], steps: int, deadline: Deadline | None
           ) -> int:
    """Earley set ``i`` closed under prediction and completion, its scans entered into
    set ``i + 1``; returns the number of items processed so far (``steps`` before)."""
    rules = g._table
    n = len(s)
    cur = sets[i]
    wait = waiting[i]
    agenda = list(cur)
    code = ord(s[i]) if i < n else -1

    def add(new: _Item) -> None:
        if new not in cur:
            cur.add(new)
            agenda.append(new)

    while agenda:
        item = agenda.pop()
        nt, k, dot, origin = item
        alt = rules[nt][k]
        steps += 1
        if deadline is not None and steps % 512 == 0:
            deadline.check("grammar membership")
        if dot < len(alt):
            sym = alt[dot]
            if isinstance(sym, Nt):  # predict
                name = sym.name
                first = name not in wait
                wait.setdefault(name, []).append(item)
                if first:
                    for j in range(len(rules[name])):
                        add((name, j, 0, i))
                if name in null:
                    add((nt, k, dot + 1, origin))
            elif code >= 0 and code in sym:  # scan
                sets[i + 1].add((nt, k, dot + 1, origin))
        elif origin < i:  # complete
            for (pnt, pk, pdot, porigin) in waiting[origin].get(nt, ()):
                add((pnt, pk, pdot + 1, porigin))
        # origin == i: nt derived ε here, so it is nullable and every item waiting
        # for it in this set was advanced when it was predicted (Aycock–Horspool)
    return steps
