"""strsat.names: enumerations that behave as ``enum.Enum`` does where strsat reads them."""

from __future__ import annotations

import copy
import enum
import pickle
from typing import Any

import pytest

from strsat.engine.result import Status
from strsat.names import Names
from strsat.terms.sorts import Sort
from strsat.theory.seam.inferences import Inference, Role


class Colour(Names):
    RED = "r"
    GREEN = "g"
    CRIMSON = "r"  # an alias, as in Enum

    @property
    def doubled(self) -> str:
        return self.value * 2

    def shout(self) -> str:
        return self.name.upper()


class ColourEnum(enum.Enum):
    RED = "r"
    GREEN = "g"
    CRIMSON = "r"

    @property
    def doubled(self) -> str:
        return str(self.value) * 2

    def shout(self) -> str:
        return self.name.upper()


@pytest.mark.parametrize("cls", [Colour, ColourEnum])
def test_the_enum_interface_strsat_uses(cls: Any) -> None:
    assert [m.name for m in cls] == ["RED", "GREEN"]
    assert len(cls) == 2
    assert cls.CRIMSON is cls.RED and cls["CRIMSON"] is cls.RED
    assert cls("g") is cls.GREEN
    with pytest.raises(ValueError, match="'b' is not a valid"):
        cls("b")
    assert list(cls.__members__) == ["RED", "GREEN", "CRIMSON"]
    assert cls.RED in cls and cls.RED != cls.GREEN and cls.RED == cls.RED
    assert cls.RED.doubled == "rr" and cls.GREEN.shout() == "GREEN"
    assert isinstance(cls.RED, cls)
    assert {cls.RED: 1}[cls.CRIMSON] == 1 and hash(cls.RED) == hash("RED")
    assert repr(cls.RED) == f"<{cls.__name__}.RED: 'r'>"
    assert str(cls.GREEN) == f"{cls.__name__}.GREEN" == f"{cls.GREEN}"
    assert copy.copy(cls.RED) is cls.RED and copy.deepcopy(cls.GREEN) is cls.GREEN


def test_members_pickle_as_themselves() -> None:
    for member in (Sort.STRING, Status.SAT, Inference.NF_UNIFY, Role.SPLIT):
        assert pickle.loads(pickle.dumps(member)) is member


def test_strsat_enumerations_keep_their_meaning() -> None:
    assert str(Sort.INT) == "Int" and Sort("String") is Sort.STRING
    assert str(Status.UNKNOWN) == "unknown"
    assert Inference.NF_UNIFY.role is Role.SPLIT and Inference.LEN_EQ.role is Role.PROPAGATION
    assert Inference.LEN_EQ.rule == Inference.LEN_EQ.value
    assert len(Inference) == len({m.value for m in Inference}) > 90
