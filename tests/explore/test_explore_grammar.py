"""``strsat explore --grammar PARAM=FILE`` (issue 27): every input is a sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strsat.errors import GrammarError
from strsat.explore import explore_file
from strsat.explore.grammars import load_grammar
from strsat.terms.grammars import accepts

ROOT = Path(__file__).resolve().parents[2]
PARSER = ROOT / "examples" / "grammars" / "expr_parser.py"
GRAMMAR = ROOT / "examples" / "grammars" / "expr.json"


def test_every_input_is_a_sentence() -> None:
    name, g = load_grammar(f"text={GRAMMAR}")
    result = explore_file(str(PARSER), "evaluate", timeout=20, max_paths=4, coverage=False,
                          grammars={name: g})
    assert len(result.examples) >= 2
    for e in result.examples:
        line = json.loads(e.line())
        assert accepts(g, line["args"][0]), line["args"]
    assert json.loads(result.examples[0].line())["args"] == ["0+0"]


@pytest.mark.parametrize(("spec", "message"), [
    ("text", "--grammar expects PARAM=FILE"),
    ("text=/nonexistent.json", "cannot read /nonexistent.json"),
])
def test_bad_specs(spec: str, message: str) -> None:
    with pytest.raises(GrammarError, match=None) as info:
        load_grammar(spec)
    assert message in str(info.value)


def test_unknown_parameter(tmp_path: Path) -> None:
    name, g = load_grammar(f"nope={GRAMMAR}")
    with pytest.raises(GrammarError, match="no str parameter nope"):
        explore_file(str(PARSER), "evaluate", timeout=5, coverage=False, grammars={name: g})


def test_cli_reports_a_bad_grammar_file(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from strsat.cli import main

    bad = tmp_path / "g.json"
    bad.write_text('{"<start>": ["<x>"]}')
    code = main(["explore", f"{PARSER}:evaluate", "--grammar", f"text={bad}",
                 "--timeout", "5"])
    assert code == 2
    assert "<x> (used in <start>) is not defined" in capsys.readouterr().err


def test_the_grammar_gets_past_a_check_the_explorer_cannot_see_into() -> None:
    """examples/grammars/checked_expr.py validates with Python's compiler (run on
    concrete values): without the grammar the input is pinned there, and only other
    values at the pin get past it (strsat.explore.pin_flips: a few single characters);
    with it, every input is valid and the evaluator's branches are explored (paths
    counted, not time)."""
    checked = ROOT / "examples" / "grammars" / "checked_expr.py"
    plain = explore_file(str(checked), "evaluate", timeout=60, max_paths=6, coverage=False)
    assert json.loads(plain.examples[0].line())["outcome"] == "raise"
    plain_returns = [e for e in plain.examples if json.loads(e.line())["outcome"] == "return"]
    assert len(plain_returns) < 6
    name, g = load_grammar(f"text={ROOT / 'examples' / 'grammars' / 'pyexpr.json'}")
    guided = explore_file(str(checked), "evaluate", timeout=60, max_paths=6, coverage=False,
                          grammars={name: g})
    assert len(guided.examples) == 6
    for e in guided.examples:
        line = json.loads(e.line())
        assert accepts(g, line["args"][0]) and line["outcome"] == "return", line
