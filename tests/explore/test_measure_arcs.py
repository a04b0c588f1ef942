"""The coverage pass counts every arc of the measured functions beside their branch arcs
(issue 24 states its goal in coverage.py's arcs)."""

from __future__ import annotations

import importlib.util

from strsat.explore.measure import branch_coverage, reachable

SOURCE = '''\
def f(s):
    if s == "a":
        return 1
    return 2


def g(s):
    return f(s) + 1
'''


def load(tmp_path):  # noqa: ANN001, ANN201
    path = tmp_path / "arcs_module.py"
    path.write_text(SOURCE)
    spec = importlib.util.spec_from_file_location("arcs_module", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module, str(path.resolve())


def test_all_arcs_of_a_function_and_of_its_callee(tmp_path) -> None:  # noqa: ANN001
    module, path = load(tmp_path)
    scope = reachable(module.g, vars(module), path)
    assert sorted(scope) == ["f", "g"]
    # coverage.py's possible arcs: f's 2->3, 2->4, 3->exit, 4->exit; g's 8->exit
    one = branch_coverage(module.g, [(["a"], {}, 0.0)], path, scope)
    assert (one.branches, one.covered) == (2, 1)
    assert (one.arcs, one.arcs_covered) == (5, 3)
    both = branch_coverage(module.g, [(["a"], {}, 0.0), (["b"], {}, 0.1)], path, scope)
    assert (both.branches, both.covered) == (2, 2)
    assert (both.arcs, both.arcs_covered) == (5, 5)


def test_no_call_covers_nothing(tmp_path) -> None:  # noqa: ANN001
    module, path = load(tmp_path)
    cov = branch_coverage(module.f, [], path, ["f"])
    assert (cov.covered, cov.arcs_covered) == (0, 0)
