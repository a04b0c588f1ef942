"""z3py's names for what strsat does not decide (issue 22, item 3).

Each name in :data:`REFUSED` is a :class:`Refused` object: ``from strsat import *``
defines it, and calling it (``BitVec("x", 8)``, ``Optimize()``) or reading an
attribute of it raises one :class:`~strsat.api.errors.UnsupportedFeatureError` that
names the feature, says that strsat decides strings, integers and Booleans, and
points to the closest supported way.  ``isinstance(e, BitVecRef)`` is False.
"""

from __future__ import annotations

from typing import Any, NoReturn

from .errors import UnsupportedFeatureError

_BV = ("bit-vectors", "model a bounded integer as an Int with 0 <= n < 2**k; "
       "StrToCode/StrFromCode give a character's code")
_REAL = ("real arithmetic", "use Int (strsat's arithmetic is over the integers)")
_ARRAY = ("arrays and sets", "an array that is only read is a Function(name, IntSort(), "
          "IntSort()); else use one String or Int constant per index, or a String whose "
          "characters are the elements")
_DT = ("datatypes and uninterpreted sorts", "encode the values as Strings or Ints")
_REC = ("recursive functions", "declare the function with Function(...) and assert its "
        "defining equations for the finitely many arguments used, or unroll it with If(...)")
_QUANT = ("quantifiers", "expand the quantifier over the finitely many cases, or use a "
          "regular expression (InRe) for a property of every character")
_OPT = ("optimization (Optimize)", "bound the objective with Solver and search: "
        "s.add(cost < best) after each sat")
_TACTIC = ("tactics, goals and probes", "use Solver() (strsat chooses its own strategy)")
_FIX = ("fixedpoints (Datalog, Horn clauses)", "unroll the recursion to a bounded depth")
_FP = ("floating-point numbers", "use Int for scaled values")
_SEQ = ("sequences of other element sorts and characters", "use String (strsat's "
        "sequences are strings); SubString(s, i, 1) and StrToCode for a character")
_CTX = ("several contexts", "strsat has one context: leave the ctx argument out")
_SPECIAL = ("special relations and user propagators", "declare the relation as "
            "Function(name, S, S, BoolSort()) and assert its axioms for the elements used")

#: z3py name -> (feature, the closest supported way)
REFUSED: dict[str, tuple[str, str]] = {}
for _names, _why in (
    ("BitVec BitVecs BitVecVal BitVecSort BV2Int Int2BV ZeroExt SignExt LShR RotateLeft "
     "RotateRight UDiv URem SRem SDiv ULT ULE UGT UGE RepeatBitVec BVRedAnd BVRedOr "
     "BVAddNoOverflow BVAddNoUnderflow BVSubNoOverflow BVSubNoUnderflow BVMulNoOverflow "
     "BVMulNoUnderflow BVSDivNoOverflow BVSNegNoOverflow BitVecRef BitVecNumRef BitVecSortRef "
     , _BV),
    ("Real Reals RealVal RealSort RatVal Q ToReal ToInt IsInt RealVector Sqrt Cbrt RatNumRef "
     "AlgebraicNumRef", _REAL),
    ("Array ArraySort Select Store K Map Update Default Ext SetSort EmptySet FullSet SetAdd "
     "SetDel SetUnion SetIntersect SetComplement SetDifference SetHasSize IsMember IsSubset "
     "ArrayRef ArraySortRef "
     "", _ARRAY),
    ("Datatype CreateDatatypes DeclareSort EnumSort TupleSort DisjointSum DatatypeRef "
     "DatatypeSortRef DatatypeSort", _DT),
    ("RecFunction RecAddDefinition", _REC),
    ("PartialOrder LinearOrder TreeOrder PiecewiseLinearOrder TransitiveClosure", _SPECIAL),
    ("ForAll Exists Lambda Var MultiPattern QuantifierRef PatternRef",
     _QUANT),
    ("Optimize OptimizeObjective", _OPT),
    ("Tactic Then AndThen OrElse ParOr ParThen ParAndThen TryFor Repeat With WithParams Cond "
     "When Probe FailIf FailIfNotDecided Goal ApplyResult tactics tactic_description "
     "describe_tactics probes probe_description describe_probes simplify_param_descrs "
     "", _TACTIC),
    ("Fixedpoint", _FIX),
    ("FP FPs FPVal FPSort Float16 Float32 Float64 Float128 FloatHalf FloatSingle FloatDouble "
     "FloatQuadruple RNE RNA RTP RTN RTZ RoundNearestTiesToEven RoundNearestTiesToAway "
     "RoundTowardPositive RoundTowardNegative RoundTowardZero fpAdd fpSub fpMul fpDiv fpNeg "
     "fpAbs fpSqrt fpRem fpMin fpMax fpFMA fpIsNaN fpIsInf fpIsZero fpToReal fpToSBV fpToUBV "
     "fpToFP fpToIEEEBV fpBVToFP fpFPToFP fpRealToFP fpSignedToFP fpUnsignedToFP fpNaN "
     "fpPlusInfinity fpMinusInfinity fpInfinity fpPlusZero fpMinusZero fpZero fpEQ fpNEQ fpLT "
     "fpLEQ fpGT fpGEQ FPRef FPNumRef FPSortRef", _FP),
    ("SeqSort Unit SeqMap SeqMapI SeqFoldLeft SeqFoldLeftI CharSort CharFromBv CharToBv "
     "CharRef CharSortRef", _SEQ),
    ("Context", _CTX),
    ("UserPropagateBase PropClosures OnClause", _SPECIAL),
):
    for _n in _names.split():
        REFUSED[_n] = _why


# name: UnsupportedFeatureError's is a str, AttributeError's may be None (always set here)
class RefusedAttribute(UnsupportedFeatureError, AttributeError):  # type: ignore[misc]
    """An attribute of a refused name (``Optimize.minimize``): the same typed error."""


class Refused:
    """The stand-in for a z3py name strsat does not provide (see the module docstring)."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def _raise(self) -> NoReturn:
        feature, hint = REFUSED[self._name]
        raise UnsupportedFeatureError(self._name, feature, hint)

    def __call__(self, *args: object, **kwargs: object) -> NoReturn:
        self._raise()

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        feature, hint = REFUSED[self._name]
        # an AttributeError too, so that hasattr() and introspection tools answer False
        raise RefusedAttribute(self._name, feature, hint)

    def __instancecheck__(self, instance: object) -> bool:
        return False

    def __subclasscheck__(self, cls: object) -> bool:
        return False

    def __mro_entries__(self, bases: tuple[object, ...]) -> NoReturn:
        self._raise()

    def __repr__(self) -> str:
        feature, _ = REFUSED[self._name]
        return f"<{self._name}: not provided by strsat ({feature})>"


def refused(name: str) -> Refused:
    """The stand-in for the z3py name ``name`` (a key of :data:`REFUSED`)."""
    if name not in REFUSED:
        raise KeyError(name)
    return Refused(name)


__all__ = ["REFUSED", "Refused", "RefusedAttribute", "refused"]
