"""``RE_CONCAT_EMPTY`` (paper 000): a class that equals a concatenation.

The concatenation of the items' languages (each variable's memberships, negative ones
complemented; repeated variables taken independently, which only over-approximates)
meets the class's languages nowhere: a search over paths of the concatenated automaton
against the class's automata.  When that finds no conflict, items without memberships
that are the cut ``pre(s, c)`` of a substring reduction at a small constant are read as
``Σ^c`` with ``|item| = c`` among the premises.  When that finds none either, an item
``x`` with ``k = str.to_int(x)`` whose core value is ``v ≥ 0`` at length ``n`` is read as
the one word ``v`` padded with zeros to ``n`` (``k = v``, ``|x| = n`` among the premises)
and the items before it as ``Σ^|item|``: the explorer's regex groups cut a match into
fields of fixed width, and a field's ``int()`` that the pattern excludes (month 00) is
refuted for every length of the rest at once (the fixed-length tier blocked one length
vector a round).  The memberships and values in the explanation are shrunk by greedy
deletion.
"""

from __future__ import annotations

from ...kept_units import filling
from ...regex import ast as R
from ...terms import FALSE, Term, integer, mk
from ...terms.formulas import by_id
from ...terms.values import text_of
from ..seam.context import Lemma
from ..seam.inferences import Inference
from .class_state import ClassState
from .emptiness import MAX_SHRINK_TESTS
from .memberships import Membership, contained_words
from .search import Outcome, is_empty

#: Core lengths up to which a free item of RE_CONCAT_EMPTY is read as Σ^n.
MAX_PINNED = 4
#: Core lengths up to which an item before a ``to_int``-valued item is read at its length
#: (its languages ∩ Σ^n).
MAX_LEADING_PIN = 16
#: Emptiness tests that widen one side of a valued item's interval.
MAX_WIDEN_TESTS = 12
#: Valued items: item -> (x, k, lo, hi, n) for ``k = str.to_int(x)``, ``lo ≤ k ≤ hi``, ``|x| = n``.
Valued = dict[Term, tuple[Term, Term, int, int, int]]
#: Product states of one RE_CONCAT_EMPTY search (it runs on every new concatenation).
CONCAT_SEARCH_STATES = 20_000


class ConcatenationRules(ClassState):
    """``RE_CONCAT_EMPTY`` of one class."""

    def concatenation(self) -> list[Lemma]:
        """RE_CONCAT_EMPTY (paper 000): the class equals a concatenation whose
        items' languages, concatenated, miss the class's languages.  The
        memberships in the explanation are shrunk by greedy deletion."""
        expanded = self._expansion()
        if expanded is None:
            return []
        cc, exp = expanded
        groups = self._item_memberships()
        items: list[Term] = list(exp.items)
        item_mems: list[Membership] = []
        for it in items:
            if it.op != "const":
                item_mems += [m for m in groups.get(self.classes.find(it), [])
                              if m.ast(self.languages) is not None]
        item_mems = list(dict.fromkeys(item_mems))
        used = list(self.mems) + item_mems
        pins: dict[Term, int] = {}
        nonempty: set[Term] = set()
        valued: Valued = {}
        if self._concat_empty(items, used) is not Outcome.NONE:
            pins = self._pinned_lengths(items, used)
            if not pins or self._concat_empty(items, used, pins) is not Outcome.NONE:
                nonempty = self._nonempty_items(items, used)
                if not nonempty or self._concat_empty(items, used, pins, nonempty) \
                        is not Outcome.NONE:
                    valued = self._valued_items(items)
                    if not valued:
                        return []
                    pins = {**pins, **self._leading_pins(items, valued)}
                    if self._concat_empty(items, used, pins, nonempty, valued) \
                            is not Outcome.NONE:
                        return []
                    pins, valued = self._fewer_values(items, used, nonempty, pins, valued)
                    valued = self._widened(items, used, nonempty, pins, valued)
                for it in list(nonempty):  # keep only the non-emptiness needed
                    if self._concat_empty(items, used, pins, nonempty - {it}, valued) \
                            is Outcome.NONE:
                        nonempty.discard(it)
        tests = 0
        for m in list(used):
            if tests >= MAX_SHRINK_TESTS:
                break
            rest = [u for u in used if u is not m]
            if not any(u in self.mems for u in rest):
                continue
            tests += 1
            if self._concat_empty(items, rest, pins, nonempty, valued) is Outcome.NONE:
                used = rest
        why = set(exp.premises) | self.classes.explain(self.anchor, cc)
        why |= {mk("=", mk("str.len", it), integer(n)) for it, n in pins.items()}
        why |= {mk(">=", mk("str.len", it), integer(1)) for it in nonempty}
        for it, (x, k, lo, hi, n) in valued.items():
            why |= {mk("=", mk("str.len", x), integer(n))} | self.classes.explain(x, it)
            if lo == hi:
                why.add(mk("=", k, integer(lo)))
                continue
            why.add(mk("<=", integer(lo), k))
            if hi < 10 ** n - 1:
                why.add(mk("<=", k, integer(hi)))
        why |= self.premises([m for m in used if m in self.mems])
        for m in used:
            if m not in self.mems:
                why |= m.reasons
                why |= self.classes.explain(m.subject, self.classes.representative(m.subject))
        return [Lemma(tuple(by_id(why)), FALSE, Inference.RE_CONCAT_EMPTY)]

    def _pinned_lengths(self, items: list[Term], used: list[Membership]) -> dict[Term, int]:
        """Items without memberships that are the cut ``pre(s, c)`` of a substring
        reduction at a constant ``c`` ≤ :data:`MAX_PINNED` equal to their core length
        (pinning every short free item steered the core into other length vectors:
        slog_stranger_3837 lost its model)."""
        definition = getattr(self.state.skolems, "definition", None)
        if definition is None:
            return {}
        with_mems = {self.classes.find(m.subject) for m in used if m not in self.mems}
        pins: dict[Term, int] = {}
        for it in items:
            if it.op == "const" or self.classes.find(it) in with_mems:
                continue
            d = definition(it)
            if d is None or d[0] != "pre" or len(d[1]) != 2 or d[1][1].op != "const":
                continue
            n = self.state.ints.get(mk("str.len", it))
            if n is not None and 0 < n <= MAX_PINNED and n == d[1][1].value:
                pins[it] = n
        return pins

    def _valued_items(self, items: list[Term]) -> Valued:
        """Items ``x`` with a definition ``k = str.to_int(x)`` whose core value ``v`` is
        not negative and core length ``n``: ``x`` is then the word ``str(v)`` padded with
        zeros to ``n`` (``to_int`` reads a word of digits only, leading zeros allowed),
        with ``k = v`` and ``|x| = n`` among the premises.  The fixed-length tier
        blocks such a value one length vector at a time (regex groups of a date parsed
        by ``int()``: every length of the unread tail); read here as a language, one
        lemma covers every length of the items after it."""
        if not any(it.op != "const" for it in items):
            return {}
        roots = {self.classes.find(it): it for it in items if it.op != "const"}
        out: Valued = {}
        for d in self.state.definitions:
            if d.op != "=" or len(d.args) != 2 or d.args[1].op != "str.to_int":
                continue
            k, x = d.args[0], d.args[1].args[0]
            it = roots.get(self.classes.find(x))
            v = self.state.ints.get(k)
            n = self.state.ints.get(mk("str.len", x))
            if it is not None and v is not None and n is not None and n > 0 \
                    and 0 <= v < 10 ** n and it not in out:
                out[it] = (x, k, v, v, n)
        return out

    def _leading_pins(self, items: list[Term], valued: Valued
                      ) -> dict[Term, int]:
        """Items before the last valued item (not valued themselves) whose core length
        is at most :data:`MAX_LEADING_PIN`, read at that length (their languages ∩
        ``Σ^n``, ``|item| = n`` among the premises; the first longer one ends the run):
        they fix where the valued item's digits stand in the class's words (regex
        groups cut a matched string into fields of fixed width)."""
        last = max(i for i, it in enumerate(items) if it in valued)
        pins: dict[Term, int] = {}
        for it in items[:last]:
            if it.op == "const" or it in valued:
                continue
            n = self.state.ints.get(mk("str.len", it))
            if n is None or n > MAX_LEADING_PIN:
                return pins
            pins[it] = n
        return pins

    def _fewer_values(self, items: list[Term], used: list[Membership], nonempty: set[Term],
                      pins: dict[Term, int], valued: Valued
                      ) -> tuple[dict[Term, int], Valued]:
        """Drop the valued items the conflict does not need (greedy; a dropped item
        before the last valued one is read as ``Σ^n`` instead), so that the lemma does
        not name the values of fields it does not depend on."""
        for it in list(valued):
            trial = {k: v for k, v in valued.items() if k is not it}
            if not trial:
                break
            trial_pins = self._leading_pins(items, trial)
            if self._concat_empty(items, used, trial_pins, nonempty, trial) is Outcome.NONE:
                pins, valued = trial_pins, trial
        return pins, valued

    def _widened(self, items: list[Term], used: list[Membership], nonempty: set[Term],
                 pins: dict[Term, int], valued: Valued) -> Valued:
        """Each valued item's value widened to an interval the conflict still refutes
        (its words: :func:`~strsat.regex.decimal_range.decimal_range`), by doubling
        and then halving on each side within :data:`MAX_WIDEN_TESTS` tests: month 13
        to 99 of a pattern ``0[1-9]|1[0-2]`` is one lemma, not 87.  Sound as any
        subset: refuting the interval refutes each of its values."""
        for it in list(valued):
            for side in (1, -1):
                valued = self._stretch(items, used, nonempty, pins, valued, it, side)
        return valued

    def _stretch(self, items: list[Term], used: list[Membership], nonempty: set[Term],
                 pins: dict[Term, int], valued: Valued, it: Term, side: int) -> Valued:
        """``valued`` with ``it``'s interval stretched on one side (``1``: up)."""
        x, k, lo, hi, n = valued[it]
        edge = 10 ** n - 1 if side > 0 else 0
        good = hi if side > 0 else lo

        def refutes(end: int) -> bool:
            a, b = (lo, end) if side > 0 else (end, hi)
            trial = {**valued, it: (x, k, a, b, n)}
            return self._concat_empty(items, used, pins, nonempty, trial) is Outcome.NONE

        bad: int | None = None
        step = 1
        for _ in range(MAX_WIDEN_TESTS):
            if bad is None:
                if good == edge:
                    break
                end = min(edge, good + step) if side > 0 else max(edge, good - step)
                step *= 2
            else:
                end = (good + bad) // 2 if side > 0 else -((-good - bad) // 2)
                if end == good:
                    break
            if refutes(end):
                good = end
            else:
                bad = end
        a, b = (lo, good) if side > 0 else (good, hi)
        return {**valued, it: (x, k, a, b, n)}

    def _nonempty_items(self, items: list[Term], used: list[Membership]) -> set[Term]:
        """Items with memberships that the core makes non-empty: read as ``L ∩ Σ⁺``
        (with ``|item| ≥ 1`` among the premises) they refute ``z·s ∈ 1*`` for ``z ∈
        2*`` — the leading letter the stabilisation of Z3-Noodler's noodles (Blahoudek
        et al., CAV 2023) finds, as one lemma that holds for every length of ``s``."""
        with_mems = {self.classes.find(m.subject) for m in used if m not in self.mems}
        out: set[Term] = set()
        for it in items:
            if it.op == "const" or self.classes.find(it) not in with_mems:
                continue
            n = self.state.ints.get(mk("str.len", it))
            if n is not None and n > 0:
                out.add(it)
        return out

    def _concat_empty(self, items: list[Term], used: list[Membership],
                      pins: dict[Term, int] | None = None,
                      nonempty: set[Term] | frozenset[Term] = frozenset(),
                      valued: Valued | None = None) -> Outcome:
        """Emptiness of (items' languages concatenated) ∩ the class's languages,
        with only the memberships ``used`` (each item's; negative ones complemented);
        an item of ``pins`` is read as its languages ∩ ``Σ^n``, one of
        ``nonempty`` as its languages ∩ ``Σ⁺``, one of ``valued`` (``to_int`` value in
        ``[lo, hi]`` at length ``n``) as its languages ∩ those values' ``n``-digit words."""
        own = [m for m in used if m in self.mems]
        asts: list[R.Regex] = []
        for it in items:
            if it.op == "const":
                asts.append(R.literal(text_of(it)))
                continue
            root = self.classes.find(it)
            mine = [m.ast(self.languages) if m.positive
                    else R.comp(m.ast(self.languages))  # type: ignore[arg-type]
                    for m in used if m not in self.mems and self.classes.find(m.subject) is root]
            if pins and it in pins:
                mine = [*mine, R.loop(R.ALLCHAR, pins[it], pins[it])]
            if mine and it in nonempty:
                mine = [*mine, R.concat(R.ALLCHAR, R.ALL)]
            if valued and it in valued:
                from ...regex.decimal_range import decimal_range

                _, _, lo, hi, n = valued[it]
                mine = [*mine, decimal_range(lo, hi, n)]
            asts.append(R.inter(*mine) if mine else R.ALL)  # type: ignore[arg-type]
        whole = R.concat(*asts)
        if whole is R.ALL or not own:
            return Outcome.LIMIT
        if R.ALL in asts and contained_words(own, self.languages) is not None:
            return Outcome.FOUND  # a free item can hold a superstring of every word
        key = (whole, frozenset(m.sig for m in own))
        table = self.step._concat
        if table.charged(key, self.budget, "regular concatenation"):
            return table[key]
        with filling() as fill:
            outcome = Outcome.LIMIT
            whole_nfa = self.languages.nfa(whole, self.budget, self.state.stats)
            parts = self.split(own)
            if whole_nfa is not None and parts is not None:
                outcome, _, generated = is_empty([whole_nfa, *parts[0]], parts[1],
                                                 self.budget, CONCAT_SEARCH_STATES)
                self.state.stats.count("regular.product_states", generated)
        self.step.remember(table, key, outcome, outcome, fill.cost)
        return outcome
