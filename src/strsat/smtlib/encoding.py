"""z3's ``(set-option :encoding ascii|bmp|unicode)``: a script's string alphabet.

SMT-LIB 2.6 fixes the alphabet to the code points 0..0x2FFFF (``unicode``, the
default).  z3 lets a script narrow it to 0..0xFF (``ascii``) or 0..0xFFFF
(``bmp``).  strsat keeps its one alphabet and reads a narrow encoding as extra
constraints, which is exact for the functions whose value does not depend on the
alphabet (every function but ``str.from_code``):

* every String variable of a check, and every String-valued application of an
  uninterpreted function, is asserted to lie in ``(re.* (re.range
  "\\u{0}" "\\u{MAX}"))``, so models, ``re.allchar``, ``re.comp`` and ``re.all``
  range over the narrow alphabet as far as any variable can tell;
* ``(str.from_code n)`` is ``""`` when ``n`` is not a code of the narrow alphabet,
  so it becomes ``(ite (<= 0 n MAX) (str.from_code n) "")``;
* a string literal with a character outside the narrow alphabet is an error.
"""

from __future__ import annotations

from collections.abc import Iterable

from strsat.static import cast

from ..errors import ValueRangeError
from ..terms import STRING, Term, integer, mk, string
from ..terms.ops import APPLY
from ..terms.sorts import MAX_CHAR
from ..terms.walk import fold, free_vars_many, postorder_many, rebuild
from .options import ENCODINGS


def restrict_term(t: Term, encoding: str) -> Term:
    """``t`` with the ``str.from_code`` of the narrow alphabet; raises
    :class:`ValueRangeError` for a literal character outside it."""
    top = ENCODINGS[encoding]
    if top == MAX_CHAR:
        return t

    def combine(s: Term, args: list[Term]) -> Term:
        if s.is_const and s.sort is STRING:
            for ch in cast(str, s.value):
                if ord(ch) > top:
                    raise ValueRangeError(
                        f"character U+{ord(ch):X} is outside the alphabet of "
                        f":encoding {encoding} (0..0x{top:X})")
            return s
        out = rebuild(s, tuple(args))
        if s.op == "str.from_code":
            n = args[0]
            in_range = mk("and", mk("<=", integer(0), n), mk("<=", n, integer(top)))
            return mk("ite", in_range, out, string(""))
        return out

    return fold(t, combine)


def alphabet_constraints(formulas: Iterable[Term], encoding: str) -> list[Term]:
    """One membership in the narrow alphabet's ``Σ*`` per String variable of
    ``formulas`` (none under ``unicode``), in a stable order, then one per String-valued
    application of an uninterpreted function (in the order of a walk)."""
    top = ENCODINGS[encoding]
    if top == MAX_CHAR:
        return []
    formulas = list(formulas)
    sigma_star = mk("re.*", mk("re.range", string("\x00"), string(chr(top))))
    variables = sorted((v for v in free_vars_many(formulas) if v.sort is STRING),
                       key=lambda v: str(v.value))
    variables += [t for t in postorder_many(formulas) if t.op == APPLY and t.sort is STRING]
    return [mk("str.in_re", v, sigma_star) for v in variables]


__all__ = ["ENCODINGS", "alphabet_constraints", "restrict_term"]
