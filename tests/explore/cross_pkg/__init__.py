"""A package whose functions call into its other modules (issue 24, fifth round):
a re-exported function, a class with a ``classmethod``, an instance method, an
``__init__`` that decides, and a ``re.VERBOSE`` pattern compiled at class level."""

from .util import shout

__all__ = ["shout"]
