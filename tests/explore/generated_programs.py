"""Programs handing symbolic strings to ``generated_lib``'s classes, whose generated
``__init__``/``__new__`` call Python code (``tests/explore/test_generated.py``)."""

from generated_lib import Pair, Port, Tagged, Version


def privileged(text: str) -> str:
    try:
        port = Port(text)
    except ValueError:
        return "refused"
    if port.number < 1024:
        return "privileged"
    return "user"


def versioned(major: str, minor: str) -> str:
    try:
        v = Version(major, minor)
    except ValueError:
        return "refused"
    if v.major == "3" and v.minor == "11":
        return "three eleven"
    return "other"


def paired(key: str, value: str) -> str:
    if Pair(key, value).normal() == "a=b":
        return "a is b"
    return "other"


def tagged(name: str) -> str:
    t = Tagged(name)
    if t.tags and t.tags[0] == "db":
        return "database"
    return "plain"
