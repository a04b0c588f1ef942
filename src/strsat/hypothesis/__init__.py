"""A Hypothesis backend: ``@settings(backend="strsat")`` (issue 42).

Installing strsat registers the backend through the ``hypothesis`` entry point
(``_hypothesis_setup_hook``), which names the provider class by its path only, so
``import hypothesis`` does not import strsat.  Then::

    from hypothesis import given, settings, strategies as st

    @settings(backend="strsat")
    @given(st.text())
    def test_parse(s): ...

or, for a whole suite, ``settings.register_profile("strsat", backend="strsat")`` and
``pytest --hypothesis-profile=strsat``.  :mod:`.provider` says what the backend
does; ``docs/tutorials/hypothesis.md`` is the user's page.
"""

from __future__ import annotations

#: the provider's import path, as Hypothesis's ``AVAILABLE_PROVIDERS`` takes it
PROVIDER = "strsat.hypothesis.provider.StrsatProvider"


def _hypothesis_setup_hook(*_args: object, **_kwargs: object) -> None:
    """Register the backend ``strsat`` with Hypothesis (its entry point calls this)."""
    from hypothesis.internal.conjecture.providers import AVAILABLE_PROVIDERS

    AVAILABLE_PROVIDERS["strsat"] = PROVIDER


def register() -> None:
    """Register the backend by hand (a checkout on ``PYTHONPATH``, where no entry point
    is installed)."""
    _hypothesis_setup_hook()


__all__ = ["PROVIDER", "register"]
