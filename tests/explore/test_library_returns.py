"""A flip refuted by its own condition (an empty unsat core) promotes the last decision of
the calls made just before it (:meth:`strsat.explore.flipping.Flipping._promote_returns`):
``posixpath.relpath``'s result starts with ``..`` because ``commonprefix``'s loop
returned at its first part (the count of shared parts is a plain 0)."""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    import posixpath


    def relative(path: str) -> str:
        if not path.startswith("/"):
            return "relative"
        r = posixpath.relpath(path, "/srv/app")
        if r.startswith(".."):
            return "outside"
        if r == ".":
            return "root"
        return "inside"
''')


@pytest.mark.slow
def test_a_constant_prefix_chosen_by_a_library_loop_is_flipped_at_its_return(
        tmp_path: Any) -> None:
    # ``r.startswith("..")`` false is refuted with an empty core 25 times (the ``..``
    # parts are constants); promoted, ``c != s2[i]`` at commonprefix's first part is
    # flipped and its run refuted again one part further, up to ``/srv/app`` (path 21;
    # not in 60 paths before)
    result = explore_source(tmp_path, "relative_path.py", SOURCE, "relative", max_paths=24,
                            check_timeout=10.0, coverage=False)
    assert ("return", "root") in outcomes(result)
