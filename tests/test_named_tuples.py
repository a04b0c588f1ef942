"""strsat.named_tuples: named tuples that behave as ``typing.NamedTuple``'s do."""

from __future__ import annotations

import pickle
import typing
from typing import Any

import pytest

from strsat.named_tuples import NamedTuple


class Point(NamedTuple):
    """A point."""

    x: int
    y: int = 0
    label: str = ""

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


class PointTyping(typing.NamedTuple):
    """A point."""

    x: int
    y: int = 0
    label: str = ""

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


class Labelled(Point):
    def shown(self) -> str:
        return f"{self.label}@{self.x}"


@pytest.mark.parametrize("cls", [Point, PointTyping])
def test_the_named_tuple_interface(cls: Any) -> None:
    p = cls(1, 2, "a")
    assert p == (1, 2, "a") and tuple(p) == (1, 2, "a") and hash(p) == hash((1, 2, "a"))
    assert (p.x, p.y, p.label, p[1]) == (1, 2, "a", 2)
    x, y, label = p
    assert (x, y, label) == (1, 2, "a")
    assert cls(3) == (3, 0, "") and cls(3, label="b") == (3, 0, "b") == cls(x=3, label="b")
    assert cls._fields == ("x", "y", "label") == cls.__match_args__
    assert cls._field_defaults == {"y": 0, "label": ""}
    assert p._replace(y=5) == (1, 5, "a") and type(p._replace(y=5)) is cls
    assert p._asdict() == {"x": 1, "y": 2, "label": "a"}
    assert cls._make([4, 5, "c"]) == (4, 5, "c")
    assert repr(p) == f"{cls.__name__}(x=1, y=2, label='a')"
    assert p.norm1() == 3 and cls.__doc__ == "A point."
    assert not hasattr(p, "__dict__")
    with pytest.raises(AttributeError):
        p.x = 3
    with pytest.raises(TypeError):
        cls()
    with pytest.raises(TypeError):
        cls(1, 2, "a", 4)
    with pytest.raises(TypeError):
        cls(1, x=2)
    with pytest.raises(TypeError):
        cls(1, z=2)
    with pytest.raises(ValueError):
        p._replace(z=1)
    match p:
        case cls(1, y, "a"):
            assert y == 2
        case _:
            pytest.fail("the positional pattern did not match")


def test_pickles_and_subclasses() -> None:
    p = Point(1, 2, "a")
    assert pickle.loads(pickle.dumps(p)) == p and type(pickle.loads(pickle.dumps(p))) is Point
    q = Labelled(1, label="z")
    assert q.shown() == "z@1" and q == (1, 0, "z") and Labelled._fields == Point._fields


def test_a_field_without_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError, match="without a default"):
        class Bad(NamedTuple):
            a: int = 0
            b: int
