"""Issue 38, item 2: no symbolic value is made concrete in silence.

Every pin of the layer is a ``CONCRETE`` decision, and the only place that makes one is
:meth:`strsat.python.context.Tracer.concretize`, reached through
:meth:`~strsat.python.context.Trace.concretize`, which writes a note with the place
(``FILE:LINE``) unless its caller writes its own (:func:`~strsat.python.context.fallback`,
the one caller that does).  The explorer's unrecorded hash (a dict or a set placing a
symbolic key) and ``print`` write notes of their own.  The first test checks those
facts on the source of the layer and of the explorer (the registry of concretization
paths: every call of ``concretize``/``_concrete``/``fallback``); the second drives one
function per way of making a value concrete (``concretizing.py``) and checks that each
gives a note naming its line, counted in the summary.
"""

from __future__ import annotations

import ast
import os

import pytest

from explore.helpers import HERE, ROOT
from strsat.explore import explore_file

LAYER = [os.path.join(ROOT, "src", "strsat", part) for part in ("python", "explore")]
PROGRAM = os.path.join(HERE, "concretizing.py")


def _sources() -> dict[str, ast.Module]:
    out = {}
    for folder in LAYER:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    out[path] = ast.parse(f.read(), path)
    return out


def _calls(tree: ast.Module, names: set[str]) -> list[ast.Call]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in names:
                out.append(node)
    return out


def test_every_concretization_path_goes_through_the_noting_one() -> None:
    sources = _sources()
    sites = {path: _calls(tree, {"concretize", "_concrete", "fallback"})
             for path, tree in sources.items()}
    assert sum(len(s) for s in sites.values()) > 20  # the registry is not empty
    for path, tree in sources.items():
        # a CONCRETE decision is made in one place: Tracer.concretize
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Decision":
                kind = node.args[0] if node.args else None
                if isinstance(kind, ast.Attribute) and kind.attr == "CONCRETE":
                    assert path.endswith(os.path.join("python", "context.py")), path
        # ``note=False`` (the caller writes the note) only in fallback, which notes
        for call in sites[path]:
            quiet = [k for k in call.keywords if k.arg == "note"]
            if quiet:
                assert path.endswith("context.py"), (path, call.lineno)
        # every call passes what is made concrete: the note's text
        for call in sites[path]:
            if isinstance(call.func, ast.Attribute) and call.func.attr == "_concrete":
                assert call.args, (path, call.lineno)
    context = sources[next(p for p in sources if p.endswith(os.path.join("python",
                                                                          "context.py")))]
    fallback = next(n for n in ast.walk(context)
                    if isinstance(n, ast.FunctionDef) and n.name == "fallback")
    assert _calls(fallback, {"note"}), "fallback writes its own note"  # type: ignore[arg-type]


def _lines(function: str) -> range:
    with open(PROGRAM, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    node = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    return range(node.lineno, (node.end_lineno or node.lineno) + 1)


@pytest.mark.parametrize(("function", "what"), [
    ("c_call", "a call to"),  # C code (os.stat): its symbolic arguments pinned
    ("hashed", "hash"),
    ("set_order", "iteration order of a set"),  # a set's order is the hash's: loose
    ("printed", "print"),
    ("spec", "format spec"),
    ("conversion", "repr() of a symbolic value"),  # loose, not pinned
    ("printf", "printf-style"),
    ("repeated", "s * n"),
    ("unmodelled", "chr() beyond"),  # an operation the layer runs concretely
    ("as_float", "float"),
    ("formatted", "str.format"),
    ("indexed", "index"),
    ("identified", "id()"),  # the identity of the symbolic object, noted
    ("printf_symbolic", "printf-style formatting of a symbolic format string"),
    ("checksum", "binascii.crc32"),
    ("table", "str.maketrans of symbolic strings"),  # str.maketrans(k, v): static
    ("hex_sep", "binascii.hexlify with a symbolic separator"),
])
def test_each_way_of_making_a_value_concrete_is_noted(function: str, what: str) -> None:
    result = explore_file(PROGRAM, function, timeout=None, check_timeout=300.0,
                          max_paths=3, coverage=False)
    notes = result.summary.notes
    found = [n for n in notes if what in n]
    assert found, notes
    assert any(f"concretizing.py:{line}" in n for n in found for line in _lines(function)), \
        found
    assert all(result.summary.note_counts[n] >= 1 for n in found)
    assert "made concrete or run concretely" in result.summary.text()


def test_sorted_set_is_read_without_a_note() -> None:
    """punycode's ``sorted(set(...))`` of symbolic characters gives CPython's result in
    any reading order (``keyed.orderless_items``): exact, so no set-order note."""
    result = explore_file(PROGRAM, "idna_unicode", timeout=None, check_timeout=300.0,
                          max_paths=3, coverage=False)
    assert not [n for n in result.summary.notes if "iteration order of a set" in n]
