"""The simplifier: an equivalent, smaller formula (docs/explanation/engine.md#preprocessing).

:func:`simplify` returns a term with the same value as its argument under every
assignment of the free variables.  It walks the DAG bottom-up with an explicit
stack (100,000-deep terms are fine), memoised per :class:`Simplifier`.  At each
node the children are already simplified; the node's rules (module
:mod:`strsat.rewrite.rules`) are tried in order and the first that applies
gives a new term, which is simplified in turn.  Every rule is named and counted
in :attr:`Simplifier.counts`; :data:`strsat.rewrite.rules.RULES` documents them.

Associative operators (``and or + * str.++``) are flattened while walking: the
maximal tree of same-operator subterms that have a single parent is read as
one n-ary node, so a long chain costs linear time, not quadratic.
"""

from __future__ import annotations

from strsat.static import Tally

from ..deadline import current
from ..terms import TRUE, Term
from ..terms.walk import flatten, rebuild, true_wrappers
from .rules import FLAT, RuleContext, rewrite_node

#: Rewrites allowed per simplified node (a safety net against rule cycles:
#: past it, nodes are left as they are, which preserves meaning).
_BUDGET_PER_NODE = 20
_BUDGET_MIN = 10_000
#: Nodes visited per reading of the running check's deadline (deadline.current).
_NODES_PER_READING = 256
#: Entries of a simplifier's memo; past it the memo starts afresh at the next call (a
#: step that keeps one simplifier for the engine's life must not hold every term it
#: ever met: issue 40).
MEMO_LIMIT = 4_096


class Simplifier:
    """Simplifies terms, sharing a memo (and rule counters) across calls."""

    def __init__(self, memo: dict[int, Term] | None = None) -> None:
        self.counts: Tally[str] = Tally()
        self._ctx = RuleContext(self.counts)
        #: term id -> simplified term; the owner may pass one it scopes
        #: (:class:`strsat.caches.ScopedMemo`: entries leave with the scope they were
        #: filled in)
        self._memo: dict[int, Term] = {} if memo is None else memo
        self._budget = _BUDGET_MIN

    def simplify(self, root: Term) -> Term:
        """The simplified form of ``root`` (same value under every assignment).  Reads
        the running check's deadline (:func:`strsat.deadline.current`), if any."""
        memo = self._memo
        done = memo.get(root.id)
        if done is not None:
            return done
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        if root.op == "=" and len(root.args) == 2 and TRUE in root.args:
            peeled = self._peeled(root)
            if peeled is not None:
                return peeled
        parents = self._count_parents(root)
        self._budget += _BUDGET_PER_NODE * len(parents) + _BUDGET_PER_NODE
        operands: dict[int, tuple[Term, ...]] = {}
        waiting: dict[int, Term] = {}
        deadline = current()
        visits = 0
        stack = [root]
        while stack:
            visits += 1
            if deadline is not None and visits % _NODES_PER_READING == 0:
                deadline.check("rewriting")
            t = stack[-1]
            if t.id in memo:
                stack.pop()
                continue
            pending_result = waiting.get(t.id)
            if pending_result is not None:
                # t was rewritten to pending_result, now simplified.
                stack.pop()
                memo[t.id] = memo.get(pending_result.id, pending_result)
                continue
            ops = operands.get(t.id)
            if ops is None:
                ops = self._operands(t, parents)
                operands[t.id] = ops
            pending = [c for c in ops if c.id not in memo]
            if pending:
                pending.reverse()
                stack.extend(pending)
                continue
            node = rebuild(t, tuple(memo[c.id] for c in ops)) if ops else t
            known = memo.get(node.id)
            if known is not None:
                memo[t.id] = known
                stack.pop()
                continue
            result = rewrite_node(node, self._ctx) if self._budget > 0 else None
            if result is None or result is node:
                memo[t.id] = node
                memo[node.id] = node
                stack.pop()
                continue
            self._budget -= 1
            if result.id in memo:
                memo[t.id] = memo[result.id]
                stack.pop()
                continue
            waiting[t.id] = result
            stack.append(result)
        return memo[root.id]

    def _peeled(self, root: Term) -> Term | None:
        """The simplified form of ``root``, ``(= true X)`` (either side, nested), as that
        of ``X`` when the rules would give it: bottom-up, the node ``(= true X')``, with
        ``X'`` the simplified ``X``, is folded to ``X'`` when constant (FOLD) and otherwise
        rewritten to ``X'`` by EQ_BOOL (the first rule of ``=`` that applies, unless
        ``X'`` is an ``ite`` that ITE_LIFT_CONST lifts: then None, the walk decides).
        Spares the walk of the wrappers of every assertion of programs that write
        ``(= true (= true φ))`` (issue 39: kausler's 17,684)."""
        *wrappers, inner = true_wrappers(root)
        result = self.simplify(inner)
        if result.op == "ite":
            return None
        memo = self._memo
        for w in wrappers:
            memo[w.id] = result
        return result

    def _count_parents(self, root: Term) -> dict[int, int]:
        """Parents of each not-yet-simplified subterm of ``root`` (in the DAG)."""
        memo = self._memo
        parents: dict[int, int] = {root.id: 0}
        stack = [root]
        while stack:
            t = stack.pop()
            for c in t.args:
                if c.id in memo:
                    continue
                n = parents.get(c.id)
                if n is None:
                    parents[c.id] = 1
                    stack.append(c)
                else:
                    parents[c.id] = n + 1
        return parents

    def _operands(self, t: Term, parents: dict[int, int]) -> tuple[Term, ...]:
        """The children of ``t``; for an associative operator, the leaves of the
        maximal tree of single-parent same-operator subterms below it."""
        if t.op not in FLAT:
            return t.args
        memo = self._memo
        return tuple(flatten(t.args, t.op,
                             lambda c: parents.get(c.id, 0) == 1 and c.id not in memo))


def simplify(term: Term) -> Term:
    """``term`` simplified: same value under every assignment of its free variables.

    Constant folding of ground subterms with the reference evaluator, flattening,
    Boolean/arithmetic identities and the string rules of
    :data:`strsat.rewrite.rules.RULES`.  Iterative and memoised (per call).
    """
    return Simplifier().simplify(term)
