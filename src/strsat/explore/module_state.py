"""The module-level containers of an explored module, put back before each call (issue
38: sets and dicts receiving symbolic keys).

A module's own caches and registries (``_cache = {}``, ``_seen = set()``, a list of
handlers) outlive one call of the explored function: a run would find what earlier runs
stored -- symbolic keys and values among them, which belong to another run's path
condition -- and a flip replayed later would not take the path it was solved for.  Like
the ``functools`` caches :meth:`.instrument.Module.clear_caches` empties, these are put
back to their contents after the module was loaded before every run, the concolic one
and the plain one that confirms it (and the coverage pass's replays), so every call is
explored as the first call into a freshly imported module.  Only the builtin container
types at the namespace's top level are restored (shallow: a dict's values are the same
objects); an object holding state in its attributes is not.
"""

from __future__ import annotations

import collections
from typing import Any

#: the container types put back (their own ``clear``/``update``/``extend`` restore them)
RESTORED: tuple[type[Any], ...] = (dict, set, list, collections.OrderedDict,
                                   collections.defaultdict, collections.Counter,
                                   collections.deque)


class Snapshot:
    """The top-level containers of a namespace and their contents when taken."""

    def __init__(self, namespace: dict[str, Any]) -> None:
        self.saved: list[tuple[Any, list[Any]]] = []
        for name, value in list(namespace.items()):
            if type(value) in RESTORED and not (name.startswith("__") and
                                                name.endswith("__")):
                items = list(value.items()) if isinstance(value, dict) else list(value)
                self.saved.append((value, items))

    def restore(self) -> None:
        """Put each container back to its saved contents (a container whose items are the
        saved objects, in order, is left alone)."""
        for container, items in self.saved:
            if _unchanged(container, items):
                continue
            container.clear()
            if isinstance(container, dict):
                container.update(items)
            elif isinstance(container, set):
                container.update(items)
            else:
                container.extend(items)


def _unchanged(container: Any, items: list[Any]) -> bool:
    if len(container) != len(items):
        return False
    now = container.items() if isinstance(container, dict) else container
    if isinstance(container, dict):
        return all(a[0] is b[0] and a[1] is b[1] for a, b in zip(now, items, strict=True))
    return all(a is b for a, b in zip(now, items, strict=True))
