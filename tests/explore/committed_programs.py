# ruff: noqa
"""Programs of tests/explore/test_committed.py: patterns with possessive repeats and atomic
groups of bodies larger than a class (the shape of packaging's ``VERSION_PATTERN``)."""

import re

VERSION = re.compile(
    r"""v?+(?:(?P<epoch>[0-9]+)!)?+(?P<release>[0-9]+(?:\.[0-9]+)*+)
    (?P<pre>[._-]?+(?P<pre_l>a|b|rc)[._-]?+(?P<pre_n>[0-9]+)?)?+
    (?P<post>-(?P<post_n1>[0-9]+)|[._-]?(?P<post_l>post|r)[._-]?(?P<post_n2>[0-9]+)?)?+""",
    re.VERBOSE)


def version_kind(text: str):
    m = VERSION.fullmatch(text)
    if m is None:
        return "invalid"
    if m.group("epoch"):
        return "epoch"
    if m.group("pre"):
        return "pre"
    if m.group("post"):
        return "post"
    if "." in m.group("release"):
        return "dotted"
    return "plain"


def first_word(text: str):
    m = re.match(r"(?>(?:alpha|a)[0-9]*|b+)(.?)", text)
    if m is None:
        return None
    if m.group(1) == "x":
        return True
    return False
