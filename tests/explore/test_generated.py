"""Functions made by ``exec`` (a dataclass's ``__init__``, a namedtuple's ``__new__``)
run as written, and the library's Python functions they call run rewritten
(issue 38; :mod:`strsat.explore.generated`): the checks a library puts in
``__post_init__`` and default factories keep the input symbolic, each outcome is
reached without a pin, and the class's bindings are put back after each call.
(``paired``, a namedtuple's generated ``__new__``, only stores its arguments: it checks
that the rebinding leaves such a function working.)"""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_outcomes_without_pins
from strsat.explore.generated import generated, run_generated

PROGRAM = os.path.join(HERE, "generated_programs.py")

CASES = {
    "privileged": {("return", "refused"), ("return", "privileged"), ("return", "user")},
    "versioned": {("return", "refused"), ("return", "three eleven"), ("return", "other")},
    "paired": {("return", "a is b"), ("return", "other")},
    "tagged": {("return", "database"), ("return", "plain")},
}


@pytest.mark.parametrize("function", sorted(CASES))
def test_each_outcome_is_reached_without_a_pin(function: str) -> None:
    check_outcomes_without_pins(PROGRAM, function, CASES[function])


def test_bindings_are_put_back_after_a_call_and_after_a_raise() -> None:
    from generated_lib import Port

    assert generated(Port.__init__)
    seen: list[object] = []

    def call(f: object, *args: object, **kwargs: object) -> object:
        seen.append(f)
        return f(*args, **kwargs)  # type: ignore[operator]

    post_init = vars(Port)["__post_init__"]
    obj = object.__new__(Port)
    run_generated(Port.__init__, (obj, "80"), {}, call, lambda f: f is post_init)
    assert obj.number == 80 and seen == [post_init]
    assert vars(Port)["__post_init__"] is post_init
    with pytest.raises(ValueError):
        run_generated(Port.__init__, (object.__new__(Port), "x"), {}, call,
                      lambda f: f is post_init)
    assert vars(Port)["__post_init__"] is post_init and len(seen) == 2


def test_the_names_of_a_generated_code_leave_with_it() -> None:
    """A long session makes classes (and their generated ``__init__``) anew: the names
    read from each code object leave the memo when the code is gone."""
    import gc

    from strsat.explore import generated as module

    namespace: dict[str, object] = {}
    exec("def made(x):\n    return helper(x).strip()\n", namespace)
    code = namespace["made"].__code__  # type: ignore[attr-defined]
    assert module._names(code) == (("helper",), ("strip",))
    assert code in module._NAMES
    before = len(module._NAMES)
    del namespace, code
    gc.collect()
    assert len(module._NAMES) == before - 1
