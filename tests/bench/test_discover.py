"""Discovery: families, manifests and :status labels."""

from __future__ import annotations

from pathlib import Path

from strsat_bench.discover import discover

from .helpers import write


def test_families_and_status(tmp_path: Path) -> None:
    write(tmp_path / "a" / "x" / "f1.smt2", status="sat")
    write(tmp_path / "a" / "x" / "deep" / "f2.smt2", status="unsat")
    write(tmp_path / "b" / "f3.smt2")
    write(tmp_path / "top.smt2")
    tasks = discover([str(tmp_path)], depth=2)
    fam = {Path(t.file).name: (t.family, t.expected) for t in tasks}
    assert fam["f1.smt2"] == ("a/x", "sat")
    assert fam["f2.smt2"] == ("a/x", "unsat")
    assert fam["f3.smt2"] == ("b", None)
    assert fam["top.smt2"] == (tmp_path.name, None)
    assert all(Path(t.file).is_absolute() for t in tasks)


def test_manifest_wins_and_slices_keep_family_names(tmp_path: Path) -> None:
    write(tmp_path / "set" / "fam" / "sub" / "f1.smt2", status="unsat")
    write(tmp_path / "set" / "fam" / "sub" / "f2.smt2", status="sat")
    write(tmp_path / "set" / "fam" / "sub" / "f3.smt2", status="sat")
    (tmp_path / "set" / "manifest.csv").write_text(
        "path,expected,other\nfam/sub/f1.smt2,sat,1\nfam/sub/f2.smt2,none,2\n")
    tasks = discover([str(tmp_path / "set" / "fam" / "sub")])
    got = {Path(t.file).name: (t.family, t.expected, t.rel) for t in tasks}
    assert got["f1.smt2"] == ("fam/sub", "sat", "fam/sub/f1.smt2")  # manifest over :status
    assert got["f2.smt2"][1] is None  # listed as unlabelled: the file is not read
    assert got["f3.smt2"][1] == "sat"  # not listed: its :status


def test_family_instance_manifest_inside_the_family(tmp_path: Path) -> None:
    write(tmp_path / "seeds" / "wordeq" / "w1.smt2")
    (tmp_path / "seeds" / "wordeq" / "manifest.csv").write_text(
        "family,instance,expected\nwordeq,w1.smt2,unsat\n")
    (tmp_path / "seeds" / "manifest.csv").write_text(
        "family,instance,expected\nwordeq,w1.smt2,unsat\n")
    for p in (tmp_path / "seeds", tmp_path / "seeds" / "wordeq"):
        (t,) = discover([str(p)])
        assert (t.family, t.expected, t.rel) == ("wordeq", "unsat", "wordeq/w1.smt2")


def test_sample_include_and_duplicates(tmp_path: Path) -> None:
    for i in range(20):
        write(tmp_path / f"f{i:02d}.smt2")
    assert len(discover([str(tmp_path), str(tmp_path / "f01.smt2")])) == 20
    s1 = discover([str(tmp_path)], sample=5, seed=3)
    s2 = discover([str(tmp_path)], sample=5, seed=3)
    assert [t.file for t in s1] == [t.file for t in s2] and len(s1) == 5
    assert len(discover([str(tmp_path)], include=r"f1\d")) == 10


def test_families_come_in_the_manifest_order(tmp_path: Path) -> None:
    for fam in ("sqli", "longstr", "extra"):
        write(tmp_path / "seeds" / fam / "f.smt2")
    (tmp_path / "seeds" / "manifest.csv").write_text(
        "family,instance,expected\nsqli,f.smt2,sat\nlongstr,f.smt2,unsat\n")
    tasks = discover([str(tmp_path / "seeds")])
    assert [t.family for t in tasks] == ["sqli", "longstr", "extra"]
    assert [t.family for t in discover([str(tmp_path / "seeds" / "longstr")])] == ["longstr"]


def test_symbolic_links_to_folders_are_followed_once(tmp_path: Path) -> None:
    write(tmp_path / "real" / "sub" / "f1.smt2", status="sat")
    (tmp_path / "top").mkdir()
    (tmp_path / "top" / "linked").symlink_to(tmp_path / "real", target_is_directory=True)
    (tmp_path / "top" / "again").symlink_to(tmp_path / "real", target_is_directory=True)
    (tmp_path / "real" / "sub" / "loop").symlink_to(tmp_path / "real", target_is_directory=True)
    tasks = discover([str(tmp_path / "top")])
    assert [(t.rel, t.expected) for t in tasks] == [("again/sub/f1.smt2", "sat")]
