"""A string split into parts whose later part must have a shape once the first has one
(``zoneinfo``'s ``STD1DST,rule,rule``, brief "exloops", issue 38: multi-part inputs): the
plain search reaches the rules.  (Brief exloops's "kept flips", which flipped the early
``split(",", 1)`` again keeping a run's later decisions, reached them within 30 paths;
they were off by default, cost more than they found on real code and were removed.)
Also ``int(h, 16)`` of plain digits, read by a Horner sum of
:data:`strsat.python.int_parse.SHORT_DIGITS` steps."""

from __future__ import annotations

import textwrap
from pathlib import Path

from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import Explorer, Options

SOURCE = textwrap.dedent('''
    import re

    _NAME = re.compile(r"([A-Z]{3,})([+-]?[0-9]{1,2})?([A-Z]{3,})?")


    def zone(spec: str) -> str:
        head, *rules = spec.split(",", 1)
        m = _NAME.fullmatch(head)
        if m is None:
            raise ValueError("bad zone")
        if m.group(3) is None:
            if rules:
                raise ValueError("rules without daylight time")
            return "standard"
        if not rules:
            raise ValueError("daylight time without rules")
        start, *end = rules[0].split(",", 1)
        if not end:
            raise ValueError("one rule")
        return "two rules"


    def hex_word(h: str) -> str:
        if int(h, 16) == 0x1F:
            return "two digits"
        return "other"
''')


def _explore(tmp_path: Path, name: str, max_paths: int) -> tuple[Explorer, list[str]]:
    """Explore ``name`` of :data:`SOURCE` for ``max_paths`` paths (no time limit)."""
    path = tmp_path / "parts.py"
    path.write_text(SOURCE, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function(name)
    explorer = Explorer(rewritten, original, module.files or {module.path}, name,
                        Options(timeout=None, max_paths=max_paths))
    examples, _ = explorer.explore()
    return explorer, [e.message if e.outcome == "raise" else e.value for e in examples]


def test_the_rules_after_a_daylight_time_name_are_reached(tmp_path: Path) -> None:
    _, outcomes = _explore(tmp_path, "zone", 60)
    # the rules part is reached only with a daylight-time name before the comma
    assert {"one rule", "two rules"} <= set(outcomes), outcomes


def test_int_base_16_of_short_plain_digits(tmp_path: Path) -> None:
    _, outcomes = _explore(tmp_path, "hex_word", 4)
    assert {"two digits", "other"} <= set(outcomes), outcomes
    assert any(str(o).startswith("invalid literal for int() with base 16") for o in outcomes)
