"""The fixed-length step searches no variable for a disequation its lengths decide
(theory/fixed_length/step.py ``_true_by_lengths``, issue 39): stringfuzz's
lengths-concats files (500 variables fixed by their lengths) searched every cell."""

from __future__ import annotations

import contextlib
import io
import re

from strsat.cli import main
from strsat.validate import validate_text


def _script(n: int) -> str:
    lines = ["(set-logic QF_S)"]
    lines += [f"(declare-fun v{i} () String)" for i in range(n)]
    lines += [f"(assert (= {30 + i} (str.len v{i})))" for i in range(n)]
    lines += [f"(assert (= {61 + 2 * i} (str.len (str.++ v{i} v{i + 1}))))"
              for i in range(0, n - 1, 3)]
    return "\n".join(lines) + "\n(check-sat)\n"


def _run(text: str, tmp_path, *args: str) -> list[str]:  # noqa: ANN001
    path = tmp_path / "f.smt2"
    path.write_text(text)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main([str(path), *args]) == 0
    return buf.getvalue().splitlines()


def test_variables_fixed_by_their_lengths_are_not_searched(tmp_path) -> None:  # noqa: ANN001
    text = _script(12)
    out = _run(text, tmp_path, "--stats")
    assert out[0] == "sat"
    stats = " ".join(out[1:])
    nodes = re.search(r":fixed_length.nodes (\d+)", stats)
    assert nodes is None or int(nodes.group(1)) == 0, stats  # base: 426 nodes
    model = _run(text + "(get-model)\n", tmp_path)
    assert validate_text(text, "\n".join(model[1:])).valid
