"""Find benchmark files, their family and their expected answers.

Family: the folder of a file relative to its *root*, cut to ``depth``
components (``zaligvinder/kaluza``, ``cvc5-regress/regress0``, ``longstr``).
The root is the folder of the outermost ``manifest.csv`` at or above the given
path (so a slice of a benchmark set keeps the set's family names), else the
given folder itself; files directly in the root take the root's name.

Expected answers: a file listed in the manifest takes the manifest's label
(``path,expected,...`` or ``family,instance,expected`` columns; ``none``,
``unknown`` or empty mean unlabelled, and the file is then *not* read: the
manifest may have overruled a wrong ``:status``).  Other files take their
``(set-info :status ...)`` infos, one per ``check-sat``.
"""

from __future__ import annotations

import csv
import os
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .errors import BenchError
from .script import expected_from_statuses, scan

MANIFEST = "manifest.csv"
_LABEL = re.compile(r"^(sat|unsat)(\+(sat|unsat))*$")


@dataclass(frozen=True, slots=True)
class Task:
    """One benchmark file."""

    file: str  # absolute path
    rel: str  # path relative to the root, for display
    family: str
    expected: str | None  # "sat", "unsat", "sat+unsat", ... or None


def load_manifest(path: str) -> dict[str, str | None]:
    """Absolute file path -> expected label, from a manifest csv."""
    base = os.path.dirname(os.path.abspath(path))
    out: dict[str, str | None] = {}
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            cols = set(reader.fieldnames or ())
            if "expected" not in cols or not ({"path"} <= cols or {"family", "instance"} <= cols):
                raise BenchError(f"{path}: manifest needs columns path,expected "
                                 "or family,instance,expected")
            for row in reader:
                if "path" in cols:
                    full = os.path.join(base, row["path"])
                else:  # family/instance, relative to the set's root or inside the family
                    full = os.path.join(base, row["family"], row["instance"])
                    if os.path.basename(base) == row["family"] and not os.path.exists(full):
                        full = os.path.join(base, row["instance"])
                out[os.path.normpath(full)] = _label(row.get("expected"))
    except OSError as e:
        raise BenchError(f"cannot read manifest {path}: {e.strerror}") from None
    return out


def _label(text: str | None) -> str | None:
    t = (text or "").strip().lower()
    return t if _LABEL.match(t) else None


def find_manifests(path: str) -> list[str]:
    """Every ``manifest.csv`` in ``path`` (a folder) or above it, outermost first."""
    d = os.path.abspath(path if os.path.isdir(path) else os.path.dirname(path))
    found = []
    while True:
        cand = os.path.join(d, MANIFEST)
        if os.path.isfile(cand):
            found.append(cand)
        parent = os.path.dirname(d)
        if parent == d:
            return found[::-1]
        d = parent


def _walk(path: str) -> Iterable[str]:
    """The ``.smt2`` files under ``path``, following symbolic links to folders
    (users link their benchmark sets); a folder reached twice (a link cycle, or
    two links to one folder) is walked once."""
    if os.path.isfile(path):
        yield os.path.abspath(path)
        return
    visited: set[str] = set()
    for dirpath, dirnames, filenames in os.walk(path, followlinks=True):
        real = os.path.realpath(dirpath)
        if real in visited:
            dirnames[:] = []
            continue
        visited.add(real)
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".smt2"):
                yield os.path.abspath(os.path.join(dirpath, name))


def family_of(file: str, root: str, depth: int) -> str:
    """The family of ``file`` under ``root`` (see module docstring)."""
    rel_dir = os.path.relpath(os.path.dirname(file), root)
    if rel_dir == "." or rel_dir.startswith(".."):
        return os.path.basename(root.rstrip(os.sep)) or "."
    parts = rel_dir.split(os.sep)
    return "/".join(parts[:max(1, depth)])


def discover(paths: list[str], manifest: str | None = None, depth: int = 2,
             sample: int | None = None, seed: int = 0,
             include: str | None = None) -> list[Task]:
    """The benchmark tasks under ``paths``, sorted by family then path.

    Families listed in a manifest come in the manifest's order (so a report
    lists them as the benchmark set's own tables do), the others after them
    by name.

    ``manifest`` overrides the automatic manifest lookup; ``include`` keeps only
    files whose relative path matches the regular expression; ``sample`` keeps
    a seeded random sample of that many files.
    """
    pattern = re.compile(include) if include else None
    forced = load_manifest(manifest) if manifest else None
    manifests: dict[str, dict[str, str | None]] = {}
    seen: set[str] = set()
    unlisted: set[str] = set()  # files the manifest does not list: read their :status
    tasks: list[Task] = []
    rank: dict[str, int] = {}  # family -> position of its first file in a manifest
    ranked: set[tuple[Any, ...]] = set()
    for p in paths:
        if not os.path.exists(p):
            raise BenchError(f"no such file or folder: {p}")
        found = find_manifests(p)
        labels: dict[str, str | None] = {}
        if found:
            root = os.path.dirname(found[0])
        elif manifest and _under(p, os.path.dirname(os.path.abspath(manifest))):
            root = os.path.dirname(os.path.abspath(manifest))
        else:
            root = os.path.abspath(p if os.path.isdir(p) else os.path.dirname(p))
        if forced is not None:
            labels = forced
        else:
            for mpath in found:  # inner manifests override outer ones
                if mpath not in manifests:
                    manifests[mpath] = load_manifest(mpath)
                labels = {**labels, **manifests[mpath]}
        which = (manifest, tuple(found), root, depth)
        if labels and which not in ranked:
            ranked.add(which)
            for f in labels:
                rank.setdefault(family_of(f, root, depth), len(rank))
        for f in _walk(p):
            if f in seen:
                continue
            rel = os.path.relpath(f, root)
            if pattern and not pattern.search(rel):
                continue
            seen.add(f)
            if f not in labels:
                unlisted.add(f)
            tasks.append(Task(f, rel, family_of(f, root, depth), labels.get(f)))
    if sample is not None and sample < len(tasks):
        tasks = random.Random(seed).sample(tasks, sample)
    tasks = [_with_status(t) if t.file in unlisted else t for t in tasks]
    tasks.sort(key=lambda t: (rank.get(t.family, len(rank)), t.family, t.rel))
    return tasks


def _under(path: str, folder: str) -> bool:
    return os.path.commonpath([os.path.abspath(path), folder]) == folder


def _with_status(t: Task) -> Task:
    """Fill the expected answer from the file's ``:status`` infos."""
    try:
        with open(t.file, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return t
    exp = expected_from_statuses(scan(text))
    return t if exp is None else Task(t.file, t.rel, t.family, exp)
