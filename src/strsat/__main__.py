"""``python -m strsat`` is the ``strsat`` command."""

from .cli import run

run()
