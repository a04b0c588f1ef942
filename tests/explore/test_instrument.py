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
