"""The mypyc experiment's build (2026-12-02-mypyc.md): not a supported install.

Run from the checkout's root::

    SKIP="$(tr '\\n' ' ' < benchmarks/startup/mypyc/skip.txt)" \\
        python benchmarks/startup/mypyc/setup_exp.py build_ext --inplace -j 2

It writes extension modules beside the sources (``src/**/*.so``), which shadow the
``.py`` files: delete them afterwards (``find src -name '*.so' -delete; rm -rf build``).
"""

import os

from mypyc.build import mypycify
from setuptools import setup

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "modules.txt")) as f:
    paths = [line.strip() for line in f if line.strip()]
skip = set(os.environ.get("SKIP", "").split())
paths = [p for p in paths if p not in skip]
setup(name="strsat-exp", packages=[],
      ext_modules=mypycify(paths, opt_level=os.environ.get("OPT", "3"), multi_file=True,
                           target_dir=os.environ.get("TARGET", "/tmp/mypyc-build")))
