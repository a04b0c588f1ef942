"""``hmac.compare_digest`` / ``secrets.compare_digest`` / ``operator._compare_digest`` of
symbolic values agree with CPython (``strsat.python.digest_compare``): two ``str`` (the
ASCII ``TypeError``), two ``bytes``, and the other pairs run by CPython."""

from __future__ import annotations

import _operator
import hmac
import secrets

from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, check

from strsat.python.digest_compare import MODELS, compare_digest

TEXT = st.text(alphabet="ab\x7f\x80é", max_size=3)
DATA = st.binary(max_size=3)


@settings(max_examples=60, deadline=None)
@given(TEXT, TEXT, st.sampled_from([(SYM_STR, SYM_STR), (SYM_STR, PLAIN), (PLAIN, SYM_STR)]))
def test_strings_agree_with_cpython(a: str, b: str, kinds: tuple[str, str]) -> None:
    check(compare_digest, kinds, [a, b])
    check(compare_digest, kinds, [a, a])


@settings(max_examples=40, deadline=None)
@given(DATA, DATA, st.sampled_from([(SYM_BYTES, SYM_BYTES), (SYM_BYTES, PLAIN)]))
def test_bytes_agree_with_cpython(a: bytes, b: bytes, kinds: tuple[str, str]) -> None:
    check(compare_digest, kinds, [a, b])
    check(compare_digest, kinds, [a, a])


def test_mixed_operands_raise_cpythons_type_error() -> None:
    check(compare_digest, (SYM_STR, PLAIN), ["a", b"a"])
    check(compare_digest, (SYM_BYTES, PLAIN), [b"a", "a"])
    check(compare_digest, (SYM_STR, PLAIN), ["a", 1])


def test_every_public_name_is_modelled() -> None:
    assert secrets.compare_digest in MODELS and hmac.compare_digest in MODELS
    assert _operator._compare_digest in MODELS
