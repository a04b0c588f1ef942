# ruff: noqa: B905  (written as a user would)
"""A version comparison written the way a user would (issue 26, §4): two dotted
versions of three numeric parts, compared part by part.  ``split('.')``, a loop over
``zip``, ``isdigit`` and ``int()`` comparisons."""


def compare_versions(a: str, b: str) -> int:
    """-1, 0 or 1 as ``a`` is older than, the same as or newer than ``b``."""
    left = a.split(".")
    right = b.split(".")
    if len(left) != 3 or len(right) != 3:
        raise ValueError("a version has three parts")
    for x, y in zip(left, right):
        if not x.isdigit() or not y.isdigit():
            raise ValueError("version parts are numbers")
        if int(x) < int(y):
            return -1
        if int(x) > int(y):
            return 1
    return 0


def compare_releases(a: str, b: str) -> int:
    """The same with the habits of release tags: surrounding spaces, a ``v`` prefix,
    a shortcut for equal tags, one error per side."""
    a = a.strip()
    b = b.strip()
    if a == b:
        return 0
    if a.startswith("v"):
        a = a[1:]
    if b.startswith("v"):
        b = b[1:]
    left = a.split(".")
    right = b.split(".")
    if len(left) != 3:
        raise ValueError(f"{a!r} is not MAJOR.MINOR.PATCH")
    if len(right) != 3:
        raise ValueError(f"{b!r} is not MAJOR.MINOR.PATCH")
    for x, y in zip(left, right):
        if not x.isdigit():
            raise ValueError(f"{x!r} is not a number")
        if not y.isdigit():
            raise ValueError(f"{y!r} is not a number")
        if int(x) != int(y):
            return -1 if int(x) < int(y) else 1
    return 0
