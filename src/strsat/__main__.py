"""``python -m strsat`` is the ``strsat`` command."""

import sys

from .cli import main

sys.exit(main())
