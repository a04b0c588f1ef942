"""MkDocs hooks: pages that are generated from the code when the site is built.

A page asks for generated text with an HTML comment on a line of its own:

- ``<!-- generated: cli ARGS -->``: the ``--help`` of ``strsat ARGS`` (``-`` for the
  main command), as argparse prints it;
- ``<!-- generated: inferences -->``: the table of inference kinds, each with its rule
  (``strsat.theory.seam.inferences.Inference``);
- ``<!-- generated: operators -->``: the operator table (``strsat.terms.ops``), with each
  operator's sorts, other spellings and whether it is an extension;
- ``<!-- generated: api -->``: the Python API, one section per group of :data:`API_GROUPS`,
  each name rendered from its docstring by mkdocstrings;
- ``<!-- generated: plot NAME -->``: the figure ``NAME`` of ``benchmarks/results/figures.py``
  drawn from the results committed in ``benchmarks/results/`` (inline SVG).

Nothing generated is committed: the site is built with ``mkdocs build --strict`` (README).
"""

from __future__ import annotations

import functools
import os
import posixpath
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_MARK = re.compile(r"^<!-- generated: (\w+)(?: (.*?))? -->$", re.MULTILINE)


#: a Sphinx role as Markdown renders it inside a docstring: ``:class:<code>~a.b.C</code>``
_ROLE = re.compile(r":(?:py:)?(?:class|func|meth|mod|data|attr|exc|obj):<code>(~?)([^<]+)</code>")


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Docstrings cite names with Sphinx roles (``:func:`SubString```); mkdocstrings shows
    them as written.  A role becomes the name in code, linked to its entry in the API
    reference when it is a public name."""
    anchors = api_anchors()
    here = posixpath.dirname(page.url.rstrip("/")) if page.url else ""
    target_page = posixpath.relpath("reference/api/", here or ".") + "/" \
        if page.url != "reference/api/" else ""

    def link(m: re.Match[str]) -> str:
        path = m.group(2).lstrip(".")
        shown = path.rsplit(".", 1)[-1].rstrip("()") if m.group(1) else path
        name = path.rsplit(".", 1)[-1].rstrip("()")
        anchor = anchors.get(name)
        code = f"<code>{shown}</code>"
        return f'<a href="{target_page}#{anchor}">{code}</a>' if anchor else code

    return _ROLE.sub(link, html)


@functools.cache
def api_anchors() -> dict[str, str]:
    """Each public API name's anchor on the API reference page (mkdocstrings' ids are
    the paths of the ``:::`` directives)."""
    return {name: f"{module}.{name}" for name, module in api_modules().items()}


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    return _MARK.sub(lambda m: _generate(m.group(1), (m.group(2) or "").strip(),
                                         page.file.src_path), markdown)


def _generate(kind: str, args: str, where: str) -> str:
    if kind == "cli":
        return "```text\n" + cli_help(args) + "```"
    if kind == "inferences":
        return inference_table()
    if kind == "api":
        return api_reference()
    if kind == "operators":
        return operator_table()
    if kind == "plot":
        return plot(args)
    raise ValueError(f"{where}: unknown generated block {kind!r}")


@functools.cache
def cli_help(args: str) -> str:
    """``strsat ARGS --help`` at a fixed width, from this checkout's sources."""
    env = dict(os.environ, COLUMNS="92", PYTHONPATH=str(ROOT / "src"))
    argv = [] if args == "-" else args.split()
    out = subprocess.run([sys.executable, "-m", "strsat", *argv, "--help"],
                         capture_output=True, text=True, env=env, check=True, timeout=120)
    return out.stdout


def inference_table() -> str:
    sys.path.insert(0, str(ROOT / "src"))
    from strsat.theory.seam.inferences import Inference

    rows = ["| kind | role | rule |", "|---|---|---|"]
    for kind in Inference:
        rule = kind.value.replace("|", "\\|").replace("[", "\\[")
        rows.append(f"| `{kind.name}` | {kind.role.name.lower()} | {rule} |")
    return "\n".join(rows)


#: The names of ``from strsat import *`` by purpose (``is_*`` predicates are their own
#: group); a test checks that every name of ``strsat.API_NAMES`` is in exactly one group.
API_GROUPS: dict[str, tuple[str, ...]] = {
    "Solving": ("Solver", "SimpleSolver", "SolverFor", "CheckSatResult", "sat", "unsat",
                "unknown", "Statistics", "solve", "solve_using", "prove", "simplify",
                "substitute", "parse_smt2_string", "parse_smt2_file"),
    "Models and values": ("Model", "ModelRef", "StrValue", "IntValue", "StringValRef",
                          "IntNumRef"),
    "Constants": ("String", "Strings", "StringVal", "Int", "Ints", "IntVal", "Bool", "Bools",
                  "BoolVal", "Const", "Consts", "FreshString", "FreshInt", "FreshBool",
                  "FreshConst", "IntVector", "BoolVector", "CharVal"),
    "String functions": ("Concat", "Length", "SubString", "SubSeq", "Extract", "Contains",
                         "PrefixOf", "SuffixOf", "IndexOf", "LastIndexOf", "Replace",
                         "ReplaceAll", "StrToInt", "IntToStr", "StrToCode", "StrFromCode",
                         "IsDigit", "CharIsDigit", "CharToInt"),
    "Regular expressions": ("Re", "InRe", "Star", "Plus", "Option", "Loop", "Union",
                            "Intersect", "Complement", "Diff", "Range", "AllChar", "Full",
                            "Empty", "ReplaceRe", "ReplaceReAll"),
    "Grammars": ("Grammar", "InGrammar", "GrammarError"),
    "Uninterpreted functions": ("Function", "FreshFunction", "FuncInterp", "FuncEntry"),
    "Integers and Booleans": ("Abs", "Sum", "Product", "And", "Or", "Not", "Xor", "Implies",
                              "If", "Distinct", "AtLeast", "AtMost", "PbEq", "PbGe", "PbLe"),
    "Expressions and sorts": ("Expr", "StringExpr", "IntExpr", "BoolExpr", "RegexExpr", "Decl",
                              "SortRef", "StringSort", "IntSort", "BoolSort", "ReSort", "eq",
                              "AstRef", "ExprRef", "ArithRef", "ArithSortRef", "BoolRef",
                              "BoolSortRef", "SeqRef", "SeqSortRef", "ReRef", "ReSortRef",
                              "FuncDeclRef"),
    "z3py interop": ("from_z3", "to_z3"),
    "Parameters and versions": ("set_param", "get_param", "reset_params", "set_option",
                                "get_version", "get_version_string", "get_full_version",
                                "main_ctx", "Z3_OP_UNINTERPRETED"),
    "Errors": ("ApiError", "ApiSortError", "ApiValueError", "ApiIndexError",
               "SolverStateError", "SymbolicBoolError", "UnsupportedFeatureError",
               "Z3Exception"),
}
PREDICATES = "z3py predicates"


def api_groups() -> dict[str, list[str]]:
    """:data:`API_GROUPS` with the ``is_*`` predicates of ``strsat.API_NAMES`` as the last."""
    sys.path.insert(0, str(ROOT / "src"))
    import strsat

    groups = {name: list(names) for name, names in API_GROUPS.items()}
    groups[PREDICATES] = sorted(n for n in strsat.API_NAMES if n.startswith("is_"))
    return groups


@functools.cache
def api_modules() -> dict[str, str]:
    """The module that defines each public API name, as mkdocstrings finds it."""
    sys.path.insert(0, str(ROOT / "src"))
    import strsat.api

    found = {}
    for names in api_groups().values():
        for name in names:
            obj = getattr(strsat.api, name)
            module = getattr(obj, "__module__", None)
            if getattr(obj, "__name__", None) != name or not isinstance(module, str) or \
                    not module.startswith("strsat"):
                module = _defining_module(name)  # an alias (ArithRef) or a value (sat)
            found[name] = module
    return found


def api_reference() -> str:
    modules = api_modules()
    parts = []
    for group, names in api_groups().items():
        parts.append(f"## {group}\n")
        parts.extend(f"::: {modules[name]}.{name}\n" for name in names)
    return "\n".join(parts)


def _defining_module(name: str) -> str:
    """The module of ``strsat.api`` whose source assigns ``name`` (for values such as
    ``sat`` that carry no ``__module__`` of their own)."""
    # a top-level assignment naming it, also in a chain (``ExprRef = AstRef = Expr``)
    pattern = re.compile(rf"^(?![\s#])(?!def |class )[^\n#]*\b{re.escape(name)}"
                         rf"\s*(?::[^=\n]*)?=(?!=)", re.MULTILINE)
    for path in sorted((ROOT / "src" / "strsat" / "api").glob("*.py")):
        if pattern.search(path.read_text(encoding="utf-8")):
            return f"strsat.api.{path.stem}"
    raise LookupError(f"no module of strsat.api defines {name!r}")


def operator_table() -> str:
    sys.path.insert(0, str(ROOT / "src"))
    from strsat.terms import ops

    def sort(s: Any) -> str:
        return "any" if s is None else str(s)

    rows = ["| operator | arguments → result | meaning | also spelled |", "|---|---|---|---|"]
    for op in ops.operators():
        if op.variadic:
            args = f"{sort(op.args[0])} × {op.min_args}+ ({op.variadic})"
        else:
            args = " × ".join(sort(a) for a in op.args) or "—"
        indices = f" (indices: {op.n_indices})" if op.n_indices else ""
        name = f"`{op.name}`" + (" *(extension)*" if op.extension else "")
        aliases = ", ".join(f"`{a}`" for a in op.aliases)
        summary = op.summary.replace("|", "\\|")
        rows.append(f"| {name} | {args} → {sort(op.result)}{indices} | {summary} | {aliases} |")
    return "\n".join(rows)


def plot(name: str) -> str:
    sys.path.insert(0, str(ROOT / "benchmarks" / "results"))
    import figures

    return figures.svg(name)
