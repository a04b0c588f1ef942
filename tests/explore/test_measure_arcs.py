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


SHARED_NAME = '''\
import unicodedata


def normalize(s):
    if s:
        return s.strip()
    return s


class Text:
    def normalize(self, s):
        return s


def clean(s):
    if not s:
        return ""
    return unicodedata.normalize("NFC", s)
'''


def test_a_library_function_sharing_a_name_is_not_counted(tmp_path) -> None:  # noqa: ANN001
    """Issue 38, item 8: ``unicodedata.normalize`` is neither the module's ``normalize``
    nor ``Text.normalize``: the summary counts ``clean``'s own arcs."""
    path = tmp_path / "shared_name.py"
    path.write_text(SHARED_NAME)
    spec = importlib.util.spec_from_file_location("shared_name", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    assert reachable(module.clean, vars(module), str(path.resolve())) == ["clean"]


SHARED_DUNDER = '''\
class Base(ValueError):
    def describe(self):
        return "base"


class Mine(Base):
    def __init__(self, msg):
        super().__init__(msg)


class Other(ValueError):
    def __init__(self, msg):
        object.__setattr__(self, "m", msg)


class Logged:
    def __setattr__(self, k, v):
        super().__setattr__(k, v)


def raise_mine(s):
    if s:
        raise Mine(s)
    return s
'''


def test_a_special_method_name_reaches_only_the_classes_reached(tmp_path) -> None:  # noqa: ANN001
    """Issue 38, item 8: ``super().__init__`` in ``Mine`` is not ``Other.__init__``, and
    ``object.__setattr__`` there would not be ``Logged.__setattr__``; ``Mine``'s base of
    the same file is counted."""
    path = tmp_path / "shared_dunder.py"
    path.write_text(SHARED_DUNDER)
    spec = importlib.util.spec_from_file_location("shared_dunder", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    got = reachable(module.raise_mine, vars(module), str(path.resolve()))
    assert sorted(got) == ["Base.describe", "Mine.__init__", "raise_mine"]
