"""A followed library's untaken branch is lifted above the near flips by a repeated
decision at most ``REFUTED_LIMIT`` times (``strsat.explore.search.Search._boost_implied``).
``email.utils.parseaddr`` tests ``self.pos < len(self.field)`` at a dozen sites with the
same condition; each repeat whose other side no run took lifted the first decision's
flip to the first rank, and the promoted flips of the library's loops crowded out the
program's own (``sender_domain``: 662 lifts in 600 paths, its ``"no domain"`` at path
551; with the limit at path 362)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import REFUTED_LIMIT, Explorer, Options

SOURCE = textwrap.dedent('''
    from email.utils import parseaddr


    def sender_domain(header: str) -> str:
        name, address = parseaddr(header)
        if not address:
            return "no address"
        if "@" not in address:
            return "local"
        domain = address.rpartition("@")[2]
        if not domain:
            return "no domain"
        if name:
            return domain + " (named)"
        return domain
    ''')


def _explore(path: Path) -> Explorer:
    module = load_file(str(path), Runtime())
    original, rewritten = module.function("sender_domain")
    explorer = Explorer(rewritten, original, module.files or {module.path}, "sender_domain",
                        Options(timeout=None, max_paths=80, reproducible=True),
                        followed=module.followed)
    explorer.explore()
    assert explorer.summary.paths == 80
    return explorer


@pytest.mark.slow
def test_repeats_lift_a_library_branch_a_bounded_number_of_times(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside the same search without the limit (the modules that read it patched): each
    branch lifted at most ``REFUTED_LIMIT`` times, and fewer promoted flips.  (The counts
    depend on the solver's models: on main 452eac6 45 promoted with the limit and 143
    without; with the engine's tree_languages 71 and 209; on d24ae886, with the checks
    bounded by work alone (``reproducible``: the wall-clock backstops made the counts, and
    whether "at most half" held, depend on the load), 144 and 202.  Slow: two searches of
    80 paths, 325 s.)"""
    import strsat.explore.ranking as ranking
    import strsat.explore.recording as recording

    path = tmp_path / "sender.py"
    path.write_text(SOURCE, encoding="utf-8")
    limited = _explore(path)
    assert limited.lifted and max(limited.lifted.values()) <= REFUTED_LIMIT
    for module in (ranking, recording):
        monkeypatch.setattr(module, "REFUTED_LIMIT", 10 ** 6)
    unlimited = _explore(path)
    assert max(unlimited.lifted.values()) > REFUTED_LIMIT
    assert len(limited.boosted) < len(unlimited.boosted), \
        (len(limited.boosted), len(unlimited.boosted))
