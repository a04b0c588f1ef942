"""Each of the layer's classes stands for one builtin type
(:data:`strsat.python.values.BUILTIN_TYPES`, issue 38, brief casemap39): ``SymStr`` and
its lazy values -- a case map's image (:class:`~strsat.python.case_image.CaseImage`), a
character function's (:class:`~strsat.python.char_image.CharImage`) -- are ``str`` to
the layer's ``isinstance``, ``sys.intern`` and error messages; a hybrid class (an
instance of a ``str`` subclass) is not listed.  On 49dd4242 a case image was a
``KeyError`` in ``isinstance_``, a ``TypeError`` in ``intern_`` and "CaseImage" in
messages (the explorer read the same lists: ``isinstance(s.lower(), str)`` was False)."""

from __future__ import annotations

import unicodedata

import pytest

from strsat.python import SymStr, Trace
from strsat.python.builtins import intern_, isinstance_
from strsat.python.case_image import METHODS, CaseImage
from strsat.python.char_image import CharImage
from strsat.python.str_subclass import hybrid_class
from strsat.python.unicodedata_model import MODELS
from strsat.python.values import SymValue, python_type_name


def _images(text: str) -> list[SymValue]:
    s = SymStr("s", text)
    made: list[SymValue] = [getattr(s, m)() for m in METHODS]
    made.append(MODELS[unicodedata.name](SymStr("c", text[:1] or "a"), ""))
    return made


@pytest.mark.parametrize("text", ["Straße", "", "ǅ"])
def test_every_lazy_str_is_a_str(text: str) -> None:
    with Trace({}):
        images = _images(text)
        assert {type(v) for v in images} == {CaseImage, CharImage}, images
        for value in images:
            assert isinstance_(value, str) and isinstance_(value, (bytes, str))
            assert not isinstance_(value, int)
            assert intern_(value) is value
            assert python_type_name(value) == "str"


def test_the_builtin_types_of_the_layer() -> None:
    from strsat.python.values import BUILTIN_TYPES  # (new in casemap39)

    assert {k.__name__: v for k, v in BUILTIN_TYPES.items()}.items() >= {
        "SymStr": str, "SymInt": int, "SymBool": bool, "SymBytes": bytes,
        "CaseImage": str, "CharImage": str}.items()


def test_a_hybrid_class_stands_for_its_own_class() -> None:
    from strsat.python.values import BUILTIN_TYPES, builtin_type  # (new in casemap39)

    class Name(str):
        pass

    kind = hybrid_class(Name)
    assert issubclass(kind, SymStr) and builtin_type(kind) is None
    assert kind not in BUILTIN_TYPES
