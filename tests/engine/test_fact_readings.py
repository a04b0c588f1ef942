"""A fact's reading (engine/procedures/tree_languages.py) translates each regex once: an
``ite`` chain of memberships of character classes (``unicodedata.category(c)``: 30 Unicode
classes of hundreds of ranges) is read case by case, and each case's membership was
translated afresh (issue 38: 819 translations in one check of
``collections.Counter(unicodedata.category(c) for c in s)``)."""

from __future__ import annotations

from strsat.rewrite import Simplifier
from strsat.terms import STRING, integer, mk, string, var

S = var("s", STRING)


def _classes(k: int) -> list:
    """``k`` disjoint classes of six ranges of eight characters each."""
    out = []
    for j in range(k):
        base = 0x100 + j * 0x200
        out.append(mk("re.union", *[mk("re.range", string(chr(base + 16 * r)),
                                       string(chr(base + 16 * r + 7))) for r in range(6)]))
    return out


def _chain(t, classes):  # noqa: ANN001, ANN202
    out = string("C0")
    for j in reversed(range(len(classes))):
        out = mk("ite", mk("str.in_re", t, classes[j]), string(f"K{j}"), out)
    return out


def test_a_fact_reading_translates_each_regex_once(monkeypatch) -> None:  # noqa: ANN001
    """The cases of a chain read each class many times: its AST is made once per
    fact (the category-counter check translated its 30 classes 819 times)."""
    from strsat.engine.procedures import tree_languages
    from strsat.regex import from_smtlib

    made = []
    build = from_smtlib._BUILD["re.range"]
    monkeypatch.setitem(from_smtlib._BUILD, "re.range",
                        lambda t, a: made.append(t) or build(t, a))
    classes = _classes(6)
    first = mk("str.at", S, integer(0))
    fact = Simplifier().simplify(mk("=", _chain(first, classes), string("K4")))
    assert tree_languages._read_fact(fact) is not None
    assert len(made) == len(set(made)) <= 6 * 6
