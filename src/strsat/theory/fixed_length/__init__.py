"""The fixed-length tier (paper 001 §5–6): with every length fixed, a finite search.

Modules, bottom-up: :mod:`.alphabet` (regions of interchangeable characters,
values worth trying), :mod:`.layout` (cells, union-find, explanations),
:mod:`.store` (domains, trail, events), :mod:`.automata` (regexes over
regions), :mod:`.propagators`, :mod:`.constraints` (one typed class per kind of
literal: how it places itself on the layout and posts its propagators),
:mod:`.search`, :mod:`.problem` (context -> constraints), :mod:`.solver` (one
component: build, post, propagate, search), :mod:`.step` (the theory step).
"""

from .step import DEFAULT_NODE_LIMIT, FixedLength

__all__ = ["DEFAULT_NODE_LIMIT", "FixedLength"]
