"""Cactus and scatter plots of result records (matplotlib, imported only here).

* Cactus: for each solver, its solved runs sorted by time; x = number of
  instances solved, y = time of that instance (log scale).
* Scatter: one point per file run by both solvers; x = the peer's wall time,
  y = strsat's (log-log), unsolved runs (including wrong answers) drawn at
  the "unsolved" line above the time limit; diagonal y = x.
Each figure is written as PNG and SVG.
"""

from __future__ import annotations

import os
from typing import Any

from .report import solved, solver_order
from .results import Record

FLOOR = 0.01  # seconds: log axes cannot show 0


def _plt() -> Any:
    """matplotlib's pyplot on the Agg backend (imported here: it takes a second to load
    and only ``report --plots`` needs it)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, out_dir: str, stem: str) -> list[str]:
    paths = []
    for ext in ("png", "svg"):
        p = os.path.join(out_dir, f"{stem}.{ext}")
        fig.savefig(p, dpi=130, bbox_inches="tight")
        paths.append(p)
    return paths


def _limit(records: list[Record]) -> float:
    return max((float(r.get("timeout") or 0) for r in records), default=1.0) or 1.0


def cactus(records: list[Record], out_dir: str, title: str = "") -> list[str]:
    """Write ``cactus.png``/``cactus.svg``; return their paths."""
    plt = _plt()
    limit = _limit(records)
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for s in solver_order(records):
        times = sorted(max(FLOOR, r["wall"]) for r in records if r["solver"] == s and solved(r))
        n = sum(1 for r in records if r["solver"] == s)
        ax.plot(range(1, len(times) + 1), times, marker="o", markersize=3, linewidth=1.5,
                label=f"{s} ({len(times)}/{n} solved)", drawstyle="steps-post")
    ax.set_yscale("log")
    bottom = ax.get_ylim()[0]
    ax.set_ylim(bottom, limit * 2.5)  # room above the limit line for its label
    ax.axhline(limit, color="grey", linestyle=":", linewidth=1)
    ax.text(0.01, limit * 1.15, f"time limit {limit:g} s", color="grey", fontsize=8,
            transform=ax.get_yaxis_transform(), va="bottom")
    ax.set_xlabel("instances solved")
    ax.set_ylabel("wall-clock time per instance (s, log scale)")
    ax.set_title(title or "Cactus plot: solved instances vs time")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0)
    paths = _save(fig, out_dir, "cactus")
    plt.close(fig)
    return paths


def scatter(records: list[Record], out_dir: str, ref: str, peer: str) -> list[str]:
    """Write ``scatter-REF-vs-PEER.png``/``.svg``; return their paths."""
    plt = _plt()
    limit = _limit(records)
    unsolved_at = limit * 2.0
    a = {r["file"]: r for r in records if r["solver"] == ref}
    b = {r["file"]: r for r in records if r["solver"] == peer}
    common = sorted(set(a) & set(b))
    groups: dict[str, tuple[list[float], list[float]]] = {}
    for f in common:
        ra, rb = a[f], b[f]
        y = max(FLOOR, ra["wall"]) if solved(ra) else unsolved_at
        x = max(FLOOR, rb["wall"]) if solved(rb) else unsolved_at
        if ra.get("wrong") or rb.get("wrong"):
            g = "wrong answer (either solver)"
        elif solved(ra) or solved(rb):
            res = ra["result"] if solved(ra) else rb["result"]
            g = f"{res}"
        else:
            g = "neither solved"
        groups.setdefault(g, ([], []))
        groups[g][0].append(x)
        groups[g][1].append(y)
    fig, ax = plt.subplots(figsize=(5.5, 5.5))
    style = {"sat": ("tab:green", "o", 22), "unsat": ("tab:blue", "s", 22),
             "neither solved": ("dimgrey", "x", 30),
             "wrong answer (either solver)": ("red", "X", 40)}
    for g in ("sat", "unsat", "neither solved", "wrong answer (either solver)"):
        if g in groups:
            c, m, size = style[g]
            ax.scatter(groups[g][0], groups[g][1], c=c, marker=m, s=size, alpha=0.8,
                       label=f"{g} ({len(groups[g][0])})", zorder=3)
    values = [v for xs, ys in groups.values() for v in xs + ys]
    lo, hi = max(FLOOR, min(values, default=FLOOR)) / 1.5, unsolved_at * 1.4
    ax.plot([lo, hi], [lo, hi], color="black", linewidth=0.8, label="y = x (equal time)")
    # above the limit: the band where unsolved runs are drawn
    ax.axhspan(limit, hi, color="grey", alpha=0.12, linewidth=0)
    ax.axvspan(limit, hi, color="grey", alpha=0.12, linewidth=0)
    ax.axhline(limit, color="grey", linestyle=":", linewidth=1)
    ax.axvline(limit, color="grey", linestyle=":", linewidth=1)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(lo, hi)
    ax.set_ylim(lo, hi)
    ax.set_xlabel(f"{peer} wall-clock time (s, log scale)")
    ax.set_ylabel(f"{ref} wall-clock time (s, log scale)")
    ax.set_title(f"{ref} vs {peer}: {len(common)} files, time limit {limit:g} s\n"
                 f"(shaded: unsolved, drawn at {unsolved_at:g} s; below the diagonal: "
                 f"{ref} faster)", fontsize=9)
    ax.grid(True, which="both", alpha=0.3)
    ax.text(lo * 1.3, unsolved_at * 1.12, f"{ref} unsolved", color="dimgrey", fontsize=8,
            va="bottom")
    ax.text(unsolved_at * 1.12, lo * 1.3, f"{peer} unsolved", color="dimgrey", fontsize=8,
            rotation=90, ha="left", va="bottom")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.13), ncol=2, fontsize=8)
    paths = _save(fig, out_dir, f"scatter-{_safe(ref)}-vs-{_safe(peer)}")
    plt.close(fig)
    return paths


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in name)


def all_plots(records: list[Record], out_dir: str, ref: str | None = None) -> list[str]:
    """The cactus plot and a scatter plot of ``ref`` (default strsat) vs each peer."""
    os.makedirs(out_dir, exist_ok=True)
    solvers = solver_order(records)
    paths = cactus(records, out_dir)
    ref = ref or (solvers[0] if solvers else None)
    for peer in solvers:
        if ref is not None and peer != ref:
            paths += scatter(records, out_dir, ref, peer)
    return paths
