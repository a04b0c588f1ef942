"""Reductions of the library functions and string predicates
(docs/explanation/engine.md#preprocessing).

:func:`reduce_definition` turns a purified definition ``k = f(args)`` into
lemmas over core atoms (concatenation equations, lengths, memberships, integer
arithmetic) with new skolems; :func:`reduce_atom` does the same for a string
predicate the core registers, for both polarities.  Each returns
``(lemmas, exact)``:

* every lemma is *valid* for the skolems' intended meaning: with ``k = f(args)``
  (resp. the atom's true value) and each skolem given the value its definition
  names, it holds — so adding it never turns a satisfiable problem unsat;
* ``exact`` is True only if, conversely, the lemmas imply ``k = f(args)`` (resp.
  fix the atom's value), reading every other function or atom they mention with
  its SMT-LIB meaning (the loop reduces or guards those in turn).  Otherwise the
  definition stays guarded and the fixed-length search enforces it.

Chains end: substr/at/update/prefix/suffix/rev lemmas use only concatenation,
lengths and memberships (rev states its first and last characters through
``pre``/``suf`` and never mentions rev again); indexof/replace/replace_all add
contains and substr; contains adds nothing that reduces further; from_int adds
to_int, from_code and str.< add to_code, and to_int/to_code add nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from strsat.static import TYPE_CHECKING

from ...lazy import OnFirstUse
from ...rewrite.simplify import simplify
from ...terms import Term, mk
from ...terms.walk import is_ground
from ..seam.context import Lemma, SkolemFactory
from ..seam.inferences import Inference
from ..seam.reduction_terms import Reduction, Witnesses

# Private names: ``from strsat.theory.reductions import search`` still imports the module.
if TYPE_CHECKING:
    from ..lex import reduction as _lex
    from . import atoms as _atoms
    from . import conversions as _conversions
    from . import positions as _positions
    from . import regexes as _regexes
    from . import search as _search
else:
    _lex = OnFirstUse(globals(), "_lex", "..lex.reduction", __name__)
    _atoms = OnFirstUse(globals(), "_atoms", ".atoms", __name__)
    _conversions = OnFirstUse(globals(), "_conversions", ".conversions", __name__)
    _positions = OnFirstUse(globals(), "_positions", ".positions", __name__)
    _regexes = OnFirstUse(globals(), "_regexes", ".regexes", __name__)
    _search = OnFirstUse(globals(), "_search", ".search", __name__)

__all__ = ["ATOMS", "DEFINITIONS", "reduce_atom", "reduce_definition"]


#: The reduction of each String- or Int-valued function of a purified definition
#: ``k = f(args)`` (see the module doc; a function of the operator table missing here
#: stays guarded).
DEFINITIONS: dict[str, Callable[[Term, tuple[Term, ...], Witnesses], Reduction]] = {
    "str.substr": lambda k, a, w: _positions.reduce_substr(k, a[0], a[1], a[2], w),
    "str.at": lambda k, a, w: _positions.reduce_at(k, a[0], a[1], w),
    "str.update": lambda k, a, w: _positions.reduce_update(k, a[0], a[1], a[2], w),
    "str.indexof": lambda k, a, w: _search.reduce_indexof(k, a[0], a[1], a[2], w),
    "str.replace": lambda k, a, w: _search.reduce_replace(k, a[0], a[1], a[2], w),
    "str.replace_all": lambda k, a, w: _search.reduce_replace_all(k, a[0], a[1], a[2], w),
    "str.replace_re": lambda k, a, w: _regexes.reduce_replace_re(k, a[0], a[1], a[2], w),
    "str.replace_re_all": lambda k, a, w: _regexes.reduce_replace_re_all(k, a[0], a[1], a[2], w),
    "str.indexof_re": lambda k, a, w: _regexes.reduce_indexof_re(k, a[0], a[1], a[2], w),
    "str.to_int": lambda k, a, w: _conversions.reduce_to_int(k, a[0], w),
    "str.from_int": lambda k, a, w: _conversions.reduce_from_int(k, a[0]),
    "str.to_code": lambda k, a, w: _conversions.reduce_to_code(k, a[0]),
    "str.from_code": lambda k, a, w: _conversions.reduce_from_code(k, a[0]),
    "str.to_lower": lambda k, a, w: _conversions.reduce_case(k, a[0], upper=False),
    "str.to_upper": lambda k, a, w: _conversions.reduce_case(k, a[0], upper=True),
    "str.rev": lambda k, a, w: _conversions.reduce_rev(k, a[0], w),
}

#: The reduction of each string predicate (a string atom of the core, both polarities).
ATOMS: dict[str, Callable[[Term, Witnesses], Reduction]] = {
    "str.contains": lambda atom, w: _atoms.reduce_contains(atom, w),
    "str.prefixof": lambda atom, w: _atoms.reduce_prefixof(atom, w),
    "str.suffixof": lambda atom, w: _atoms.reduce_suffixof(atom, w),
    # lexicographic order: its own procedure (strsat.theory.lex)
    "str.<": lambda atom, w: _lex.reduce_lt(atom, w),
    "str.<=": lambda atom, w: _lex.reduce_le(atom, w),
    "str.is_digit": lambda atom, w: _atoms.reduce_is_digit(atom),
}


def reduce_definition(definition: Term, skolems: SkolemFactory) -> Reduction:
    """Lemmas for ``(= k (f args))`` and whether they are exact (see the module doc)."""
    if definition.op != "=" or len(definition.args) != 2:
        return [], False
    k, app = definition.args
    simpler = simplify(app)
    if simpler is not app:
        return [Lemma((), mk("=", k, simpler), Inference.REDUCE_SIMPLIFY)], True
    reduce = DEFINITIONS.get(app.op)
    if reduce is None:
        return [], False
    return reduce(k, app.args, Witnesses(skolems))


def reduce_atom(atom: Term, skolems: SkolemFactory) -> Reduction:
    """Lemmas for a string atom (both polarities) and whether they are exact."""
    op = atom.op
    if op == "=":
        return [], True
    if op == "str.in_grammar":  # owned by the grammar step (theory/grammar)
        return [], True
    if op == "str.in_re":
        if is_ground(atom.args[1]):
            return [], True
        return _regexes.reduce_membership_terms(atom, Witnesses(skolems))
    simpler = simplify(atom)
    if simpler is not atom:
        return [Lemma((), mk("=", atom, simpler), Inference.REDUCE_SIMPLIFY)], True
    reduce = ATOMS.get(op)
    if reduce is None:
        return [], False
    return reduce(atom, Witnesses(skolems))
