"""IN_RE_NORMAL's syntactic pre-test (``_shape``: may the regex hold ε, is it surely
nonempty) reads each shared sub-regex once: a regex is a DAG, and read as a tree the
regexes of ``textwrap``'s word splitter cost 21 million calls in one check."""

from __future__ import annotations

import pytest

from strsat.rewrite.rules import strings as rules
from strsat.terms import STRING, Term, mk, string, var
from strsat.terms.evaluate import evaluate

DEPTH = 16


def _doubled(base: Term, op: str) -> Term:
    """``base`` under ``DEPTH`` levels of ``op(r, r)``: 2**DEPTH leaves as a tree,
    ``DEPTH`` + 1 distinct terms."""
    r = base
    for _ in range(DEPTH):
        r = mk(op, r, r)
    return r


@pytest.mark.parametrize("op", ["re.++", "re.union"])
def test_shared_sub_regexes_are_read_once(monkeypatch: pytest.MonkeyPatch, op: str) -> None:
    calls = 0
    shape = rules._shape

    def counted(*args: object) -> tuple[bool, bool]:
        nonlocal calls
        calls += 1
        return shape(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(rules, "_shape", counted)
    letters = mk("re.range", string("a"), string("z"))
    r = _doubled(letters, op)
    # a concatenation of nonempty letters: no ε, nonempty; a union of them: the same
    assert rules._maybe_trivial(r) is False
    assert calls <= 4 * (DEPTH + 1), calls
    starred = _doubled(mk("re.*", letters), op)
    calls = 0
    assert rules._maybe_trivial(starred) is True
    assert calls <= 4 * (DEPTH + 1), calls


def test_shapes_of_mixed_regexes_agree_with_the_evaluator() -> None:
    x = var("x", STRING)
    a, b = mk("str.to_re", string("a")), mk("str.to_re", string(""))
    cases = [mk("re.++", a, a), mk("re.union", a, b), mk("re.++", b, b),
             mk("re.union", mk("re.none"), a), mk("re.++", a, mk("re.none")),
             mk("re.loop", a, indices=(0, 2)), mk("re.+", mk("re.union", a, b))]
    for r in cases:
        nullable, nonempty = rules._shape(r)
        holds_empty = evaluate(mk("str.in_re", x, r), {x: ""})
        if not nullable:
            assert not holds_empty, r
        if nonempty:
            assert any(evaluate(mk("str.in_re", x, r), {x: w}) for w in ("", "a", "aa")), r
