"""``st.from_regex`` drawn as one string of the pattern's language, symbolic
``st.binary()`` draws and ``st.sampled_from`` elements, under ``backend="strsat"``
(issue 42, item 2)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from hypothesis.internal.conjecture.data import ConjectureData

from hypothesis_backend.programs import Planted
from hypothesis_backend.recording import MADE
from strsat.hypothesis.provider import StrsatProvider
from strsat.hypothesis.regex_draws import ORIGINAL, install, spec_of, strsat_run

SLUG = r"[a-z]+-[0-9]+"
DRAWN = "strsat: from_regex drawn as one string of its language"


def _settings(n: int = 100, backend: str = "strsat-recording") -> Any:
    return settings(backend=backend, max_examples=n, database=None, deadline=None,
                    suppress_health_check=list(HealthCheck))


def _falsifying(info: Any) -> str:
    return "\n".join(getattr(info.value, "__notes__", []))


def test_a_bug_behind_a_from_regex_value_is_found_and_reported_plain() -> None:
    seen: list[Any] = []

    @_settings(60)
    @given(st.from_regex(SLUG, fullmatch=True))
    def test(slug: str) -> None:
        seen.append(slug)
        _, _, number = slug.partition("-")
        if number == "42":
            raise Planted("slug 42")

    with pytest.raises(Planted) as info:
        test()
    assert "slug='a-42'" in _falsifying(info)  # shrunk by Hypothesis, in the language
    assert type(seen[-1]) is str and re.fullmatch(SLUG, seen[-1])
    provider = MADE[0]
    assert provider.counts.get(DRAWN, 0) >= 1 and provider.false_alarms == 0


def test_a_property_that_holds_on_the_language_is_no_false_alarm() -> None:
    date = r"(19|20)[0-9]{2}-(0[1-9]|1[0-2])"

    @_settings(40)
    @given(st.from_regex(date, fullmatch=True))
    def test(text: str) -> None:
        year, month = text.split("-")
        assert len(year) == 4 and 1 <= int(month) <= 12 and 1900 <= int(year) < 2100

    test()
    provider = MADE[0]
    assert provider.counts.get(DRAWN, 0) >= 1
    assert provider.replays == 0 and provider.false_alarms == 0


def test_search_semantics_without_fullmatch() -> None:
    """``fullmatch=False``: any string containing a match (``re.search``), so the
    solver may put text around it."""

    @_settings(60)
    @given(st.from_regex(r"[0-9]{3}", fullmatch=False))
    def test(text: str) -> None:
        assert re.search(r"[0-9]{3}", text)
        if text.startswith("id=") and text.endswith("999"):
            raise Planted("prefixed 999")

    with pytest.raises(Planted) as info:
        test()
    assert "text='id=999'" in _falsifying(info)


def test_a_pattern_the_layer_does_not_model_keeps_its_own_strategy() -> None:
    seen: list[Any] = []

    @_settings(20)
    @given(st.from_regex(r"(a+)-\1", fullmatch=True), st.text(max_size=3))
    def test(pair: str, rest: str) -> None:
        seen.append(pair)
        assert re.fullmatch(r"(a+)-\1", pair)

    test()
    provider = MADE[0]
    assert provider.counts.get("strsat: from_regex pattern not modelled", 0) == 1
    assert provider.counts.get("strsat: from_regex drawn by its own strategy (concrete)", 0) >= 1
    assert DRAWN not in provider.counts
    assert any("not modelled" in why for why in provider.incomplete)
    assert all(type(v) is str for v in seen)


def test_mapped_and_listed_regex_draws() -> None:
    @_settings(80)
    @given(st.lists(st.from_regex(r"[A-Z]{2}[0-9]", fullmatch=True).map(lambda s: s.lower()),
                    min_size=1, max_size=3))
    def test(codes: list[str]) -> None:
        for code in codes:
            assert re.fullmatch(r"[a-z]{2}[0-9]", code)
            if code == "zz9":
                raise Planted("zz9")

    with pytest.raises(Planted):
        test()
    assert MADE[0].counts.get(DRAWN, 0) >= 1


def test_the_wrapper_changes_nothing_outside_a_strsat_run() -> None:
    """Under the default backend, the same seed draws the same values with the wrapper
    installed as with Hypothesis's own ``ConjectureData.draw``."""
    install(StrsatProvider)
    wrapper = ConjectureData.draw
    assert not strsat_run()
    assert spec_of(st.text()) is None and spec_of(st.from_regex(SLUG)) is not None

    def values() -> list[str]:
        got: list[str] = []

        @seed(7)
        @_settings(30, backend="hypothesis")
        @given(st.from_regex(SLUG, fullmatch=True))
        def test(slug: str) -> None:
            got.append(slug)

        test()
        return got

    wrapped = values()
    ConjectureData.draw = getattr(wrapper, ORIGINAL)  # type: ignore[method-assign]
    try:
        plain = values()
    finally:
        ConjectureData.draw = wrapper  # type: ignore[method-assign]
    assert wrapped == plain and len(plain) == 30


def test_a_magic_header_in_bytes_is_found() -> None:
    seen: list[Any] = []

    @_settings(60)
    @given(st.binary(min_size=2, max_size=12))
    def test(blob: bytes) -> None:
        seen.append(blob)
        if blob.startswith(b"\x89PNG") and blob[-1] == 0:
            raise Planted("png")

    with pytest.raises(Planted) as info:
        test()
    assert "blob=b'\\x89PNG\\x00'" in _falsifying(info)
    assert type(seen[-1]) is bytes
    provider = MADE[0]
    assert "strsat: concrete bytes draw" not in provider.counts
    assert provider.false_alarms == 0


def test_bytes_draws_keep_their_sizes() -> None:
    lengths: list[int] = []

    @_settings(30)
    @given(st.binary(min_size=3, max_size=6))
    def test(blob: bytes) -> None:
        lengths.append(len(blob))
        total = sum(blob)
        if len(blob) == 5 and total > 500:
            assert total <= 5 * 255

    test()
    assert lengths and all(3 <= n <= 6 for n in lengths)
    assert MADE[0].search.summary.paths >= 2


def test_a_sampled_element_is_symbolic() -> None:
    seen: list[Any] = []

    @_settings(60)
    @given(st.sampled_from(["GET", "POST", "PUT"]), st.text())
    def test(method: str, path: str) -> None:
        seen.append(method)
        if method == "POST" and path.startswith("/admin") and path.endswith("/"):
            raise Planted("admin post")

    with pytest.raises(Planted) as info:
        test()
    assert "method='POST'" in _falsifying(info) and "path='/admin/'" in _falsifying(info)
    assert type(seen[-1]) is str
    assert not any("index" in note for note in MADE[0].search.summary.notes)


def test_a_sampled_from_with_map_draws_as_hypothesis_does() -> None:
    from strsat.hypothesis.sampled_draws import elements_of

    assert elements_of(st.sampled_from(["a", "b"]).map(str.upper)) is None
    assert elements_of(st.sampled_from(["a", 1])) is None
    assert elements_of(st.sampled_from([b"x", b"y"])) == (b"x", b"y")
