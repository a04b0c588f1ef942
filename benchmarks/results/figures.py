"""The plots of the documentation's benchmark pages, drawn from the result tables here.

Each table is a CSV file of this folder, written by the command its page gives; each plot
kind reads one shape of table:

- ``cactus FILE.csv`` (``solver,file,result,seconds``): per solver, the files solved
  (``sat``/``unsat``) against the time each took, sorted (a cactus plot);
- ``bars FILE.csv [AXIS LABEL]`` (``label,series,value``): grouped bars, one group per
  label; the rest of the line names the value axis.

:func:`svg` returns the plot as inline SVG (the site's build calls it; nothing drawn is
committed).  Run ``python benchmarks/results/figures.py KIND FILE.csv OUT.svg`` to look at
one.
"""

from __future__ import annotations

import csv
import io
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _rows(name: str) -> list[dict[str, str]]:
    with open(HERE / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _figure():  # type: ignore[no-untyped-def]
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.hashsalt": "strsat", "font.size": 9})
    return plt


def cactus(name: str, axis: str = ""):  # type: ignore[no-untyped-def]
    plt = _figure()
    times: dict[str, list[float]] = defaultdict(list)
    for row in _rows(name):
        if row["result"] in ("sat", "unsat"):
            times[row["solver"]].append(float(row["seconds"]))
    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    for solver in sorted(times):
        ts = sorted(times[solver])
        ax.plot(range(1, len(ts) + 1), ts, label=f"{solver} ({len(ts)})", linewidth=1.4)
    ax.set_yscale("log")
    ax.set_xlabel("files solved")
    ax.set_ylabel("seconds per file")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(loc="upper left", frameon=False)
    return fig


def bars(name: str, axis: str = ""):  # type: ignore[no-untyped-def]
    plt = _figure()
    rows = _rows(name)
    labels = list(dict.fromkeys(r["label"] for r in rows))
    series = list(dict.fromkeys(r["series"] for r in rows))
    value = {(r["label"], r["series"]): float(r["value"]) for r in rows}
    fig, ax = plt.subplots(figsize=(6.4, 0.35 * len(labels) * len(series) + 1.2))
    height = 0.8 / len(series)
    for i, s in enumerate(series):
        ys = [j + i * height for j in range(len(labels))]
        ax.barh(ys, [value.get((label, s), 0.0) for label in labels], height=height, label=s)
    ax.set_yticks([j + 0.4 - height / 2 for j in range(len(labels))], labels)
    ax.invert_yaxis()
    ax.grid(True, axis="x", alpha=0.3)
    if axis:
        ax.set_xlabel(axis)
    ax.legend(loc="best", frameon=False)
    return fig


KINDS = {"cactus": cactus, "bars": bars}


def svg(spec: str) -> str:
    """``KIND FILE.csv [AXIS LABEL]`` drawn as an inline ``<svg>`` element."""
    kind, name, *axis = spec.split()
    fig = KINDS[kind](name, " ".join(axis))
    out = io.StringIO()
    fig.savefig(out, format="svg", bbox_inches="tight", metadata={"Date": None})
    text = out.getvalue()
    return text[text.index("<svg"):]


if __name__ == "__main__":
    kind, name, target, *label = sys.argv[1:]
    Path(target).write_text(svg(" ".join([kind, name, *label])), encoding="utf-8")
