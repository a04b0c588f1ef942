"""The mantissa of a decimal literal drawn by Hypothesis, shared by the float tests
(``test_float_steps``, ``test_float_format``): a sign, an integer part, a point and a
fraction, leading and trailing zeros included."""

from __future__ import annotations

from hypothesis import strategies as st


def mantissa(draw: st.DrawFn, digits: st.SearchStrategy[str]) -> str:
    """``[+-]? whole ("." frac?)?`` or ``"." frac``, each part drawn from ``digits``."""
    whole = draw(st.one_of(st.just(""), digits))
    frac = draw(st.one_of(st.just(""), digits))
    if not whole and not frac:
        whole = "0"
    return draw(st.sampled_from(["", "-", "+"])) + whole + ("." + frac if frac or
                                                           draw(st.booleans()) else "")
