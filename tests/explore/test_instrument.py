"""The rewritten module (explore/instrument.py) behaves as written on plain values, and on
symbolic ones it follows the same lines."""

from __future__ import annotations

import os
import sys

import pytest

from explore.helpers import EXAMPLES, PROGRAMS, outcome_of
from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime

SAMPLES = {
    ("email_check.py", "check_email"): [("",), ("a@b.co",), ("a..b@c.de",), ("x@-y.com",),
                                        ("u@v",), ("p+q@r.s1",), ("@@",)],
    ("version.py", "parse_version"): [("1.2.3",), (" v1.0.0-rc1 ",), ("01.2.3",), ("1.2",),
                                      ("1.2.3-",), ("0.0.0",), ("1.x.3",), ("1.2.3-a!",)],
    ("router.py", "route"): [("GET", "/users/12/posts"), ("POST", "/files/a/b"),
                             ("PUT", "/"), ("GET", "/search?q=x&n="), ("GET", "/search?x"),
                             ("DELETE", "/users/0"), ("GET", "users")],
    ("easychair.py", "is_easychair_query"): [("http://www.google.com/EasyChair",),
                                             ("http://live.com/x/EasyChair",), ("",)],
}


@pytest.mark.parametrize("file, name", sorted(SAMPLES))
def test_the_rewritten_module_behaves_as_written(file: str, name: str) -> None:
    module = load_file(os.path.join(EXAMPLES, file), Runtime())
    original, rewritten = module.function(name)
    for args in SAMPLES[file, name]:
        assert outcome_of(rewritten, list(args), {}) == outcome_of(original, list(args), {})


def test_lines_run_in_the_same_order_on_symbolic_values() -> None:
    from strsat.python import SymStr, Trace

    module = load_file(PROGRAMS, Runtime())
    original, rewritten = module.function("checksum")
    text = "12-7x"

    def lines(function, arg):  # noqa: ANN001, ANN202
        seen = []

        def tracer(frame, event, _arg):  # noqa: ANN001, ANN202
            if frame.f_code.co_filename == module.path and event == "line":
                seen.append(frame.f_lineno)
            return tracer

        sys.settrace(tracer)
        try:
            outcome = outcome_of(function, [arg], {})
        finally:
            sys.settrace(None)
        return outcome, seen

    s = SymStr("code", text)
    with Trace({s.term: text}):
        symbolic = lines(rewritten, s)
    assert symbolic == lines(original, text)


def test_tests_of_concrete_values_are_recorded_once_and_constants_untouched() -> None:
    """``if``/``while``/``x if t else y`` tests go through the branch hook (a concrete
    outcome recorded with its line and column, ``__bool__`` called once); ``while True``
    is not rewritten; a symbolic test passes through to decide in its own frame."""
    import ast

    from strsat.explore.instrument import BRANCH, rewrite

    source = ("def f(xs, t):\n"
              "    n = 0\n"
              "    while True:\n"
              "        if xs:\n"
              "            xs.pop()\n"
              "            n += 1\n"
              "        else:\n"
              "            break\n"
              "    return 'odd' if n % 2 else t\n")
    seen: list[tuple[object, int, int]] = []

    class Counted:
        calls = 0

        def __bool__(self) -> bool:
            Counted.calls += 1
            return True

    def hook(test: object, line: int, column: int) -> object:
        seen.append((test, line, column))
        return bool(test)

    namespace: dict[str, object] = {"__builtins__": {
        **vars(__import__("builtins")), **Runtime().hooks(), BRANCH: hook}}
    exec(rewrite(source, "<f>"), namespace)  # noqa: S102 - the test's own source
    f = namespace["f"]
    assert f([1, 2, 3], "even") == "odd"  # type: ignore[operator]
    assert [(line, column) for _, line, column in seen] == [(4, 11)] * 4 + [(9, 20)]
    assert f([], Counted()).__class__ is Counted and Counted.calls == 0  # type: ignore[operator]
    tree = ast.parse(source)
    assert sum(isinstance(n, ast.While | ast.If | ast.IfExp) for n in ast.walk(tree)) == 3
    from strsat.explore.runtime import branch
    from strsat.python import SymBool
    from strsat.terms import BOOL, var

    symbolic = SymBool(var("b", BOOL), True)
    assert branch(symbolic, 1, 0) is symbolic
    tally = Counted.calls
    assert branch(Counted(), 1, 0) is True and Counted.calls == tally + 1
