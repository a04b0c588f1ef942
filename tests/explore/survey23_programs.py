"""Programs of the classes the twenty-third survey took (issue 38;
benchmarks/explore/2026-12-06-survey23.md), written here in the shape of the library
code (not copies of it).

``S23_LIB``: a library with a ``functools.singledispatch`` function registered for
``str`` and ``int`` (setuptools' ``pkg_resources.yield_lines``: the generic case
iterates), and a function compiled from text under a name no file holds that calls a
callable object of the library (networkx's ``argmap`` wrappers around its
``_dispatchable`` objects).  ``S23_USER``: the user's code."""

S23_LIB = '''
import functools


@functools.singledispatch
def lines(value):
    """The stripped non-blank lines of each text of an iterable."""
    found = []
    for item in value:
        found.extend(lines(item))
    return found


@lines.register(str)
def _(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


@lines.register(int)
def _(number):
    return [str(number)]


class Dispatch:
    """A callable object standing for a function (its backends left out)."""

    def __init__(self, func):
        self.func = func

    def __call__(self, *args, **kwargs):
        return self.func(*args, **kwargs)


def _parse(text, base):
    if text.startswith("+"):
        raise ValueError("no sign")
    return int(text, base)


_SOURCE = "def parse(text, base=10):\\n    return dispatched(text, base)\\n"
_space = {"dispatched": Dispatch(_parse)}
exec(compile(_SOURCE, "<library compilation 1>", "exec"), _space)
parse = _space["parse"]


class Upper:
    def __call__(self, text):
        return text.upper()


class Holder:
    """A class holding a callable object (no ``self`` bound when read off an instance)
    and a method compiled from text."""

    convert = Upper()


_METHOD = "def shout(self, text):\\n    return self.convert(text)\\n"
exec(compile(_METHOD, "<library compilation 2>", "exec"), _space)
Holder.shout = _space["shout"]
'''

S23_USER = '''
import s23_lib


def sections(text: str):
    found = s23_lib.lines(text)
    if len(found) == 2 and found[1] == "[b]":
        return "two"
    return len(found)


def counted(n: int):
    found = s23_lib.lines(n)
    if found == ["12"]:
        return "twelve"
    return len(found)


def kind(text: str):
    if text.__class__ is str and text == "ok":
        return "str ok"
    return "other"


def number_kind(n: int, flag: bool):
    if n.__class__ is int and flag.__class__ is bool and n == 7:
        return "seven"
    return n.__class__.__name__


def parsed(text: str):
    try:
        value = s23_lib.parse(text)
    except ValueError:
        return None
    if value == 255:
        return 255
    return value % 7


def shouted(text: str):
    if s23_lib.Holder.shout(s23_lib.Holder(), text) == "AB":
        return "ab"
    return "other"
'''
