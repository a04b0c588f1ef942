"""The layer's lazy values of a ``str`` are ``str`` to a program's type tests (issue 38,
brief casemap39): a case map's image (:class:`~strsat.python.case_image.CaseImage`) and a
character function's (:class:`~strsat.python.char_image.CharImage`) are subclasses of
``SymStr`` that the explorer's ``isinstance``/``type``/``__class__`` and the layer's
``sys.intern`` did not list (:data:`strsat.python.values.BUILTIN_TYPES` now names each
class's builtin type, inherited by its subclasses).  On 49dd4242 each test below ran a
path CPython does not run (a false divergence)."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_reproducible, disagreements, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "image_types_programs.py")


def _explore(function: str, max_paths: int) -> object:
    result = explore_file(PROGRAMS, function, timeout=None, max_paths=max_paths,
                          check_timeout=10.0, coverage=False, reproducible=True)
    check_reproducible(result, result.module, function)
    assert disagreements(result) == [], disagreements(result)
    return result


def test_a_case_image_is_a_str_to_every_type_test() -> None:
    result = _explore("case_images", 4)
    assert ("return", "not a str") not in outcomes(result)  # type: ignore[arg-type]
    assert {("return", "abc"), ("return", "str")} <= outcomes(result)  # type: ignore[arg-type]


def test_a_library_builds_a_charset_of_a_lower_case_name() -> None:
    """The ``email.header`` failure of CI (``decode_header('=??b??=')``), as its cause."""
    result = _explore("charset_of", 8)
    assert ("return", "other") in outcomes(result)  # type: ignore[arg-type]


def test_a_character_functions_image_is_a_str() -> None:
    result = _explore("char_name", 6)
    assert ("return", "not a str") not in outcomes(result)  # type: ignore[arg-type]
    assert {("return", "latin"), ("return", "other")} <= outcomes(result)  # type: ignore[arg-type]
