"""Solving one component for fixed lengths: layout, alphabet, propagators, search.

:meth:`ComponentSolver.solve` returns an :class:`Outcome`: a model of the
component's variables (checked by the reference evaluator), or the lemmas
that block the candidate, with ``incomplete`` set when the search stopped at
its node limit (the lemma then does not come from an exhaustive search).

Lemmas (all valid in the theory), most general first:

* ``FL_CONTAINS_BOUND``: a variable shorter than a superstring bound of the
  constants it must contain (:mod:`.bounds`) — every shorter length at once;
* ``FL_CLASH``: a clash of constants in the union-find, explained by the
  alignments on the path between the two constants and the linear facts that
  position it (see :mod:`.layout`) — every length vector that puts the same
  characters on top of each other;
* otherwise ``FL_BLOCK`` / ``FL_INT_BLOCK``: not (literals, lengths of their
  variables, integer values read) of an unsatisfiable subset of the component:
  :meth:`ComponentSolver.minimize` drops the variables the failure does not
  need (each drop proven by another exhaustive search), so the lemma blocks
  every length vector that agrees on the remaining variables.

Before the search, a definition ``k = f(args)`` whose output cannot have
``|k|`` (:func:`.problem.output_lengths`) fails the component at once.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ...deadline import Deadline
from ...terms import INT, STRING, Term, integer, mk, string
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.walk import free_vars, postorder
from ..equalities import length_of
from ..inferences import Inference
from .alphabet import DIGITS, LETTERS, Alphabet, shared_alphabet
from .automata import MaskNFA, RegexCache, labels
from .bounds import MAX_PATTERNS, superstring_bound
from .layout import Alignment, Layout, Side
from .problem import (
    CHECK,
    CONTAINS,
    DEF,
    DEQ,
    DIGIT,
    EQ,
    FALSE,
    LEX,
    NCONTAINS,
    NDIGIT,
    NPREFIX,
    NSUFFIX,
    PREFIX,
    RE,
    SUFFIX,
    TRUE,
    Constraint,
    items,
    output_lengths,
)
from .propagators import CaseMap, Clause, Evaluate, Flags, Lex, RegularProp
from .search import ContainsChoice, Search
from .store import Store

#: Clashes explained per call at most (each gives one lemma).
MAX_EXPLAINED = 8
#: Least extra search nodes and seconds spent shrinking a block lemma.
MINIMIZE_NODES = 2_000
MINIMIZE_SECONDS = 0.1
#: A negated contains with more aligned pairs than this is only checked when assigned.
MAX_NCONTAINS_PAIRS = 200_000

_DIGIT_OPS = frozenset({"str.is_digit", "str.to_int", "str.from_int"})
_CASE_OPS = frozenset({"str.to_lower", "str.to_upper"})
_ORDER_OPS = frozenset({"str.<", "str.<="})
_CELLWISE_OPS = frozenset({"str.rev", "str.to_lower", "str.to_upper"})
_REPLACE_OPS = frozenset({"str.replace", "str.replace_all", "str.replace_re",
                          "str.replace_re_all"})


@dataclass
class Outcome:
    model: dict[Term, str] | None = None
    lemmas: list[tuple[Term, Inference]] = field(default_factory=list)
    incomplete: str | None = None
    nodes: int = 0
    #: the constraints the block lemma is made of (None for a model or clash lemmas)
    core: list[Constraint] | None = None
    #: constraints dropped from the component's block lemma by :meth:`ComponentSolver.minimize`
    dropped: int = 0


def _conjunction_lemma(parts: list[Term]) -> Term:
    uniq = list(dict.fromkeys(parts))
    if not uniq:
        return mk("=", integer(0), integer(1))  # unreachable: a component has a literal or a length
    return mk("not", uniq[0] if len(uniq) == 1 else mk("and", *uniq))


def _item_length(it: Term, lengths: dict[Term, int]) -> int:
    return len(it.value) if it.op == "const" else lengths[it]  # type: ignore[arg-type]


def _constant(items: list[Term]) -> str | None:
    if items and all(i.op == "const" for i in items):
        return "".join(i.value for i in items)  # type: ignore[misc]
    return None


def _regex_factor(r: Term) -> str | None:
    """``t`` when every word of ``r`` contains ``t``: ``r`` is ``[Σ*] · str.to_re(t…) ·
    [Σ*]`` (contains, prefix and suffix memberships of the reductions)."""
    parts = list(r.args) if r.op == "re.++" else [r]
    if parts and parts[0].op == "re.all":
        parts = parts[1:]
    if parts and parts[-1].op == "re.all":
        parts = parts[:-1]
    if parts and all(a.op == "str.to_re" and a.args[0].op == "const" for a in parts):
        return "".join(a.args[0].value for a in parts)  # type: ignore[misc]
    return None


def _patterns(c: Constraint) -> list[tuple[Term, str]]:
    """(variable, constant it must contain) pairs that ``c`` implies."""
    kind, data = c.kind, c.data
    if kind == CONTAINS:
        s, t = data
        p = _constant(t)
        return [(s[0], p)] if p and len(s) == 1 and s[0].op == "var" else []
    if kind in (PREFIX, SUFFIX):
        t, s = data
        p = _constant(t)
        return [(s[0], p)] if p and len(s) == 1 and s[0].op == "var" else []
    if kind == RE and data[2] and len(data[0]) == 1 and data[0][0].op == "var":
        p = _regex_factor(data[1])
        return [(data[0][0], p)] if p else []
    if kind == EQ:
        out: list[tuple[Term, str]] = []
        for v in (side[0] for side in data if len(side) == 1 and side[0].op == "var"):
            for side in data:
                run: list[str] = []
                for it in [*side, None]:
                    if it is not None and it.op == "const":
                        run.append(it.value)  # type: ignore[arg-type]
                    elif run:
                        out.append((v, "".join(run)))
                        run = []
        return out
    return []


class ComponentSolver:
    """Builds and searches one component."""

    def __init__(self, constraints: list[Constraint], lengths: dict[Term, int],
                 hints: dict[Term, str], regexes: RegexCache, deadline: Deadline,
                 node_limit: int) -> None:
        self.constraints = constraints
        self.vars = list(dict.fromkeys(v for c in constraints for v in c.vars))
        self.lengths = {x: lengths[x] for x in self.vars}
        self.hints = hints
        self.regexes = regexes
        self.deadline = deadline
        self.node_limit = node_limit
        self.flags = Flags()

    # ---- lemmas ------------------------------------------------------------------

    def block(self, constraints: list[Constraint] | None = None) -> tuple[Term, Inference]:
        """not (literals, integer facts, lengths of the variables) of ``constraints``."""
        cs = self.constraints if constraints is None else constraints
        parts: list[Term] = [c.reason for c in cs if c.reason is not None]
        facts = [f for c in cs for f in c.facts]
        xs = list(dict.fromkeys(v for c in cs for v in c.vars))
        parts += facts
        parts += [mk("=", mk("str.len", x), integer(self.lengths[x])) for x in xs]
        kind = Inference.FL_INT_BLOCK if facts else Inference.FL_BLOCK
        return _conjunction_lemma(parts), kind

    def _fail(self, constraints: list[Constraint] | None = None) -> Outcome:
        return Outcome(lemmas=[self.block(constraints)],
                       core=self.constraints if constraints is None else constraints)

    # ---- solving -----------------------------------------------------------------

    def solve(self) -> Outcome:
        """Solve the component; a block lemma from an exhaustive search is then
        shrunk to an unsatisfiable subset (:meth:`minimize`)."""
        began = time.perf_counter()
        outcome = self._solve()
        if (outcome.model is None and outcome.incomplete is None
                and outcome.core is self.constraints and len(self.vars) > 1):
            core = self.minimize(outcome.nodes, time.perf_counter() - began)
            if len(core) < len(self.constraints):
                outcome.dropped = len(self.constraints) - len(core)
                outcome.core = core
                outcome.lemmas = [self.block(core)]
        return outcome

    def minimize(self, nodes_used: int, seconds_used: float) -> list[Constraint]:
        """A subset of the constraints that is still unsatisfiable for these
        lengths, found by dropping variables: without the constraints on ``v``,
        is the rest still unsatisfiable (exhaustive search)?  Then ``v``, its
        length and its literals leave the block lemma, which so rules out every
        length vector that agrees on the remaining variables.  Bounded by
        :data:`MINIMIZE_NODES` (or 4× the first search's) nodes, 3× the first
        search's time (at least :data:`MINIMIZE_SECONDS`) and one attempt per
        variable; a sub-search that hits a bound keeps the variable (sound
        either way: any exhaustively unsatisfiable subset gives a valid lemma)."""
        core = [c for c in self.constraints if c.kind != TRUE]
        budget = max(MINIMIZE_NODES, 4 * nodes_used)
        stop = time.perf_counter() + max(MINIMIZE_SECONDS, 3 * seconds_used)
        degree: dict[Term, int] = {}
        for c in core:
            for v in c.vars:
                degree[v] = degree.get(v, 0) + 1
        for v in sorted(self.vars, key=lambda v: (degree.get(v, 0), -self.lengths[v], v.id)):
            if budget <= 0 or time.perf_counter() > stop:
                break
            trial = [c for c in core if v not in c.vars]
            if len(trial) == len(core) or not trial:
                continue
            self.deadline.check("fixed-length lemma shrinking")
            sub = ComponentSolver(trial, self.lengths, {}, self.regexes, self.deadline,
                                  min(budget, self.node_limit))
            res = sub._solve()
            budget -= max(1, res.nodes)
            if res.model is None and res.incomplete is None and res.core is not None:
                keep = {id(c) for c in res.core}
                core = [c for c in trial if id(c) in keep]
        return core

    def _solve(self) -> Outcome:
        lengths = self.lengths
        for c in self.constraints:
            if c.kind == FALSE:
                return self._fail([c])
        bounded = self._contains_bounds()
        if bounded:
            return Outcome(lemmas=bounded)
        layout = Layout(lengths)
        contains: list[tuple[list[Term], list[Term]]] = []
        for c in self.constraints:
            failed = self._static(c, layout, contains)
            if failed:
                return self._fail([c])
        if layout.clashes:
            return self._explain_clashes(layout)
        for c in self.constraints:  # a node for every constant character
            for part in c.data:
                if isinstance(part, list):
                    layout.nodes(part)
            if c.kind == DEF and c.data[1].op in _CELLWISE_OPS:
                layout.nodes(items(c.data[1].args[0]) or [])
        return self._search(layout, contains)

    def _static(self, c: Constraint, layout: Layout,
                contains: list[tuple[list[Term], list[Term]]]) -> bool:
        """Alignments of equations, prefixes, suffixes; True when ``c`` is false
        for these lengths alone."""
        lengths = self.lengths

        def total(items: list[Term]) -> int:
            return sum(_item_length(i, lengths) for i in items)

        if c.kind == EQ:
            sides = c.data
            n = total(sides[0])
            if any(total(s) != n for s in sides[1:]):
                return True
            for a, b in zip(sides, sides[1:], strict=False):
                side_a = Side(a, [_item_length(i, lengths) for i in a])
                side_b = Side(b, [_item_length(i, lengths) for i in b])
                layout.align(Alignment(c.reason, c.facts, side_a, side_b, 0, n))
        elif c.kind in (PREFIX, SUFFIX, CONTAINS):
            a, b = c.data
            la, lb = total(a), total(b)
            if c.kind == CONTAINS:
                a, b, la, lb = b, a, lb, la  # contains(s, t): t must fit in s
            if la > lb:
                return True
            if c.kind == CONTAINS and 0 < la < lb:
                contains.append((b, a))
                return False
            # suffixof, and contains with |t| = |s|, place the short side at |b| - |a|:
            # that length fact belongs to every explanation through this alignment
            d = 0 if c.kind == PREFIX else lb - la
            start = None if c.kind == PREFIX else mk("-", length_of(b), length_of(a))
            side_a = Side(a, [_item_length(i, lengths) for i in a], start, d)
            side_b = Side(b, [_item_length(i, lengths) for i in b])
            layout.align(Alignment(c.reason, c.facts, side_a, side_b, d, d + la))
        elif c.kind == DIGIT:
            return total(c.data[0]) != 1
        elif c.kind == DEF and c.data[0].sort is STRING:
            possible = output_lengths(c.data[1], lengths.__getitem__)
            return possible is not None and lengths[c.data[0]] not in possible
        return False

    def _contains_bounds(self) -> list[tuple[Term, Inference]]:
        """``FL_CONTAINS_BOUND`` lemmas for variables shorter than the constants
        they must contain allow (:mod:`.bounds`)."""
        found: dict[Term, dict[str, Constraint]] = {}
        for c in self.constraints:
            if c.reason is None:
                continue
            for v, pattern in _patterns(c):
                found.setdefault(v, {}).setdefault(pattern, c)
        lemmas: list[tuple[Term, Inference]] = []
        for v, by_pattern in found.items():
            if len(by_pattern) > MAX_PATTERNS:
                continue
            bound, kept = superstring_bound(tuple(sorted(by_pattern)))
            if self.lengths[v] >= bound:
                continue
            cs = list({id(by_pattern[p]): by_pattern[p] for p in kept}.values())
            parts: list[Term] = [c.reason for c in cs if c.reason is not None]
            parts += [f for c in cs for f in c.facts]
            parts.append(mk("<", mk("str.len", v), integer(bound)))
            lemmas.append((_conjunction_lemma(parts), Inference.FL_CONTAINS_BOUND))
        return lemmas

    def _explain_clashes(self, layout: Layout) -> Outcome:
        lemmas: list[tuple[Term, Inference]] = []
        for a, b in layout.clashes[:MAX_EXPLAINED]:
            why = layout.explain(a, b)
            if why is None:
                continue
            literals, facts = why
            lemma = _conjunction_lemma(literals + facts)
            if all(lemma is not lem for lem, _ in lemmas):
                lemmas.append((lemma, Inference.FL_CLASH))
        return Outcome(lemmas=lemmas) if lemmas else self._fail()

    # ---- the search --------------------------------------------------------------

    def _search(self, layout: Layout, contains: list[tuple[list[Term], list[Term]]]
                ) -> Outcome:
        n_nodes = len(layout._parent)
        roots: dict[int, int] = {}
        cls = [0] * n_nodes
        for node in range(n_nodes):
            r = layout.find(node)
            k = roots.get(r)
            if k is None:
                k = roots[r] = len(roots)
            cls[node] = k

        def classes(items: list[Term]) -> list[int]:
            return [cls[n] for n in layout.nodes(items)]

        var_classes = {x: [cls[n] for n in layout.cells(x)] for x in self.vars}
        automata: dict[int, object] = {}
        for i, c in enumerate(self.constraints):
            if c.kind == RE:
                nfa = self.regexes.automaton(c.data[1], c.data[2], self.deadline)
                if nfa is None:
                    c.kind = CHECK
                else:
                    automata[i] = nfa
        alphabet = self._alphabet(list(automata.values()))
        store = Store(alphabet, len(roots), self.deadline)
        for ch, node in layout.char_node.items():
            if not store.assign(cls[node], ch):
                return self._fail()

        def read(x: Term) -> str:
            value = store.value
            return "".join(chr(value[k]) for k in var_classes[x])

        regular: list[RegularProp] = []
        full = alphabet.full
        digits = alphabet.mask_of(DIGITS)
        for i, c in enumerate(self.constraints):
            ok = True
            kind = c.kind
            if kind == RE:
                regular.append(RegularProp(store, classes(c.data[0]),
                                           MaskNFA(automata[i], alphabet, self.deadline)))  # type: ignore[arg-type]
            elif kind == DIGIT:
                ok = store.narrow(classes(c.data[0])[0], digits)
            elif kind == NDIGIT:
                xs = classes(c.data[0])
                if len(xs) == 1:
                    ok = store.narrow(xs[0], full & ~digits)
            elif kind in (DEQ, NPREFIX, NSUFFIX, NCONTAINS):
                ok = self._clauses(c, store, classes, read)
            elif kind == LEX:
                ok = Lex(store, classes(c.data[0]), classes(c.data[1]), c.strict).advance(store)
            elif kind == DEF:
                k, app = c.data
                inputs = [v for v in c.vars if v is not k]
                store.add_firing(Evaluate(app, inputs, read, self.deadline, self.flags,
                                          var_classes[k]),
                                 {q for v in inputs for q in var_classes[v]})
                ok = self._cellwise(store, k, app, var_classes, classes)
                early = self._output_length_check(k, app)
                if early is not None:
                    term, early_inputs = early
                    store.add_firing(Evaluate(term, early_inputs, read, self.deadline, self.flags),
                                     {q for v in early_inputs for q in var_classes[v]})
            elif kind == CHECK:
                store.add_firing(Evaluate(c.term, c.vars, read, self.deadline, self.flags),
                                 {q for v in c.vars for q in var_classes[v]})
            if not ok:
                return self._fail()
        if not store.propagate():
            return self._fail()
        for r in regular:  # backward sets from the propagated root domains
            r.refresh(store)
            if not r.advance(store):
                return self._fail()
        if not store.propagate():
            return self._fail()
        order = self._order(var_classes, store)
        hints = self._hint_values(var_classes)
        choices = [ContainsChoice(classes(s), classes(t), self.deadline) for s, t in contains]
        choices.sort(key=lambda ch: len(ch.s) - len(ch.t))
        constraints = self.constraints

        def accept() -> bool:
            return self._accept(constraints, read)

        search = Search(store, order, choices, hints, accept, self.deadline, self.node_limit)
        found = search.run()
        outcome: Outcome
        if found:
            outcome = Outcome(model={x: read(x) for x in self.vars})
        else:
            outcome = self._fail()
            if found is None:
                outcome.incomplete = (f"fixed-length search: node limit {self.node_limit} "
                                      f"reached on {len(self.vars)} variables")
            elif self.flags.undetermined is not None:
                outcome.incomplete = ("fixed-length search: evaluation undetermined: "
                                      f"{self.flags.undetermined}")
        outcome.nodes = search.nodes
        return outcome

    def _cellwise(self, store: Store, k: Term, app: Term, var_classes: dict[Term, list[int]],
                  classes) -> bool:  # type: ignore[no-untyped-def]
        """Definitions that act position by position (lengths already checked equal):
        ``rev`` links ``k[j]`` with ``x[n-1-j]``; ``to_lower``/``to_upper`` map cells
        (:class:`CaseMap`).  The evaluation of the definition still checks the result."""
        if app.op not in _CELLWISE_OPS:
            return True
        xs_items = items(app.args[0])
        if xs_items is None:
            return True
        xs, ks = classes(xs_items), var_classes[k]
        if len(xs) != len(ks):
            return False
        if app.op == "str.rev":
            return all(store.link(a, b) for a, b in zip(ks, reversed(xs), strict=True))
        CaseMap(store, xs, ks, app.op == "str.to_lower")
        return True

    def _output_length_check(self, k: Term, app: Term) -> tuple[Term, list[Term]] | None:
        """For ``k = replace(_all|_re|_re_all)(s, t, u)``: the length of the result
        does not depend on the characters of ``u``, so ``|f(s, t, u')| = |k|``
        with ``u'`` any constant of ``u``'s length is checked as soon as ``s`` and
        ``t`` are assigned (without waiting for ``u``)."""
        if app.op not in _REPLACE_OPS:
            return None
        s_, t_, u_ = app.args
        u_items = items(u_)
        if u_items is None:
            return None
        before = set(free_vars(s_)) | set(free_vars(t_))
        if all(v in before for v in u_items if v.op == "var"):
            return None  # the evaluation of the definition fires as early
        dummy = string("?" * sum(_item_length(i, self.lengths) for i in u_items))
        term = mk("=", mk("str.len", mk(app.op, s_, t_, dummy)), integer(self.lengths[k]))
        return term, [v for v in self.vars if v in before]

    def _accept(self, constraints: list[Constraint], read) -> bool:  # type: ignore[no-untyped-def]
        model = {x: read(x) for x in self.vars}
        ev = Evaluator(model, self.deadline)
        try:
            return all(ev.holds(c.term) for c in constraints)
        except Undetermined as exc:
            self.flags.undetermined = str(exc)
            return False

    def _clauses(self, c: Constraint, store: Store, classes, read) -> bool:  # type: ignore[no-untyped-def]
        """Disequality-like constraints as clauses over pairs of classes."""
        groups: list[list[tuple[int, int]]] = []
        if c.kind == DEQ:
            sides = [classes(s) for s in c.data]
            if any(len(s) != len(sides[0]) for s in sides):
                return True
            groups.append([(a[p], b[p]) for a, b in zip(sides, sides[1:], strict=False)
                           for p in range(len(a))])
        else:
            a, b = (classes(s) for s in c.data)
            if c.kind == NCONTAINS:
                a, b = b, a  # not contains(s, t): t occurs at no offset of s
            la, lb = len(a), len(b)
            if la > lb:
                return True
            if c.kind == NPREFIX:
                groups.append(list(zip(a, b, strict=False)))
            elif c.kind == NSUFFIX:
                groups.append(list(zip(a, b[lb - la:], strict=False)))
            else:
                if la == 0:
                    return False
                if (lb - la + 1) * la > MAX_NCONTAINS_PAIRS:
                    store.add_firing(Evaluate(c.term, c.vars, read, self.deadline, self.flags),
                                     set(a) | set(b))
                    return True
                groups.extend(list(zip(a, b[o:o + la], strict=False)) for o in range(lb - la + 1))
        value = store.value
        for pairs in groups:
            live = []
            satisfied = False
            for x, y in pairs:
                if x == y:
                    continue
                if value[x] >= 0 and value[y] >= 0:
                    if value[x] != value[y]:
                        satisfied = True
                        break
                    continue
                live.append((x, y))
            if satisfied:
                continue
            if not live:
                return False
            clause = Clause(store, live)
            if not clause.update(store):
                return False
        return True

    # ---- alphabet, order, hints -----------------------------------------------------

    def _alphabet(self, nfas: list) -> Alphabet:  # type: ignore[type-arg]
        from ...regex.charset import INTERVALS

        sets = []
        chars: set[int] = set()
        ops: set[str] = set()
        order_mode = False
        ev = Evaluator({}, self.deadline)
        for c in self.constraints:
            if c.kind == TRUE:
                continue
            ground: dict[int, bool] = {}
            for t in postorder(c.term):
                ground[t.id] = t.op != "var" and all(ground[a.id] for a in t.args)
                ops.add(t.op)
                if t.sort is STRING and ground[t.id]:
                    try:
                        chars.update(ord(ch) for ch in ev.evaluate(t))  # type: ignore[union-attr]
                    except Undetermined:
                        pass
                elif t.op == "re.range":
                    lo, hi = t.args
                    if lo.op == "const" and hi.op == "const":
                        if len(lo.value) == 1 and len(hi.value) == 1:  # type: ignore[arg-type]
                            sets.append(INTERVALS.range(ord(lo.value), ord(hi.value)))  # type: ignore[arg-type]
                    else:
                        order_mode = True
            if c.kind == LEX:
                order_mode = True
            if "str.to_code" in ops:
                for t in postorder(c.term):
                    if t.op == "const" and t.sort is INT and 0 <= t.value <= 0x2FFFF:  # type: ignore[operator]
                        chars.add(int(t.value))  # type: ignore[arg-type]
            if c.kind in (DIGIT, NDIGIT):
                ops.add("str.is_digit")
        if ops & _ORDER_OPS:
            order_mode = True
        for nfa in nfas:
            sets.extend(labels(nfa))
        if ops & _DIGIT_OPS:
            sets.append(DIGITS)
        if ops & _CASE_OPS:
            sets.extend(LETTERS)
        sets.extend(INTERVALS.char(ch) for ch in chars)
        return shared_alphabet(sets, order_mode, chars)

    def _order(self, var_classes: dict[Term, list[int]], store: Store) -> list[int]:
        """Cells to decide: inputs before outputs of definitions, busier variables
        first, each variable left to right."""
        outputs = {c.data[0] for c in self.constraints if c.kind == DEF}
        degree: dict[Term, int] = {}
        for c in self.constraints:
            for v in c.vars:
                degree[v] = degree.get(v, 0) + 1
        xs = sorted(self.vars, key=lambda v: (v in outputs, -degree.get(v, 0), v.id))
        seen: set[int] = set()
        order: list[int] = []
        value = store.value
        for x in xs:
            for k in var_classes[x]:
                if k not in seen and value[k] < 0:
                    seen.add(k)
                    order.append(k)
        return order

    def _hint_values(self, var_classes: dict[Term, list[int]]) -> dict[int, int]:
        out: dict[int, int] = {}
        for x in self.vars:
            h = self.hints.get(x)
            if h is not None and len(h) == self.lengths[x]:
                for k, ch in zip(var_classes[x], h, strict=False):
                    out.setdefault(k, ord(ch))
        return out
