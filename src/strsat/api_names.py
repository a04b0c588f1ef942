"""The names of the Python API that ``from strsat import *`` binds (:mod:`strsat.api`),
kept apart from the package's ``__init__`` so that the ``strsat`` program, which never
reads them, does not load them (issue 39: some 450 strings to unmarshal at every start).
``strsat.API_NAMES``, ``strsat.REFUSED_NAMES`` and ``strsat.MODULE_NAMES`` read them."""

from __future__ import annotations

#: The names ``from strsat import *`` gives; each lives in :mod:`strsat.api`.
API_NAMES = (
    "Abs", "AllChar", "And", "ApiError", "ApiIndexError", "ApiSortError", "ApiValueError",
    "ArithRef", "ArithSortRef", "AstRef", "AtLeast", "AtMost", "Bool", "BoolExpr", "BoolRef",
    "BoolSort", "BoolSortRef", "BoolVal", "BoolVector", "Bools", "CharIsDigit", "CharToInt",
    "CharVal", "CheckSatResult", "Complement", "Concat", "Const", "Consts", "Contains", "Decl",
    "Diff", "Distinct", "Empty", "Expr", "ExprRef", "Extract", "FreshBool", "FreshConst",
    "FreshFunction", "FreshInt", "FreshString", "Full", "FuncDeclRef", "FuncEntry",
    "FuncInterp", "Function", "Grammar", "GrammarError", "If",
    "Implies", "InGrammar", "InRe", "IndexOf",
    "Int", "IntExpr", "IntNumRef", "IntSort", "IntToStr", "IntVal", "IntValue", "IntVector",
    "Intersect", "Ints", "IsDigit", "LastIndexOf", "Length", "Loop", "Model", "ModelRef",
    "Not", "Option", "Or", "PbEq", "PbGe", "PbLe", "Plus", "PrefixOf", "Product", "Range",
    "Re", "ReRef", "ReSort", "ReSortRef", "RegexExpr", "Replace", "ReplaceAll", "ReplaceRe",
    "ReplaceReAll", "SeqRef", "SeqSortRef", "SimpleSolver", "Solver", "SolverFor",
    "SolverStateError", "SortRef", "Star", "Statistics", "StrFromCode", "StrToCode",
    "StrToInt", "StrValue", "String", "StringExpr", "StringSort", "StringVal", "StringValRef",
    "Strings", "SubSeq", "SubString", "SuffixOf", "Sum", "SymbolicBoolError", "Union",
    "UnsupportedFeatureError", "Xor", "Z3Exception", "Z3_OP_UNINTERPRETED", "eq", "from_z3",
    "get_full_version", "get_param", "get_version", "get_version_string", "is_K", "is_add",
    "is_algebraic_value",
    "is_and", "is_app", "is_arith", "is_array", "is_array_sort", "is_as_array", "is_bool",
    "is_bv", "is_bv_sort", "is_bv_value", "is_const", "is_const_array", "is_distinct",
    "is_div", "is_eq", "is_expr", "is_false", "is_fp", "is_fp_value", "is_func_decl", "is_ge",
    "is_gt", "is_idiv", "is_implies", "is_int", "is_int_value", "is_le", "is_lt", "is_map",
    "is_mod", "is_mul", "is_not", "is_or", "is_pattern", "is_probe", "is_quantifier",
    "is_rational_value", "is_re", "is_real", "is_select", "is_seq", "is_store", "is_string",
    "is_string_value", "is_sub", "is_tactic", "is_to_int", "is_to_real", "is_true", "is_var",
    "main_ctx", "parse_smt2_file", "parse_smt2_string", "prove", "reset_params", "sat",
    "set_option", "set_param", "simplify", "solve", "solve_using", "substitute", "to_z3",
    "unknown", "unsat",
)

#: z3py's names for what strsat does not decide (strsat.api.refused says why): ``from
#: strsat import *`` defines them, and using one raises a typed error.
REFUSED_NAMES = (
    "AlgebraicNumRef", "AndThen", "ApplyResult", "Array", "ArrayRef", "ArraySort",
    "ArraySortRef", "BV2Int", "BVAddNoOverflow", "BVAddNoUnderflow", "BVMulNoOverflow",
    "BVMulNoUnderflow", "BVRedAnd", "BVRedOr", "BVSDivNoOverflow", "BVSNegNoOverflow",
    "BVSubNoOverflow", "BVSubNoUnderflow", "BitVec", "BitVecNumRef", "BitVecRef", "BitVecSort",
    "BitVecSortRef", "BitVecVal", "BitVecs", "Cbrt", "CharFromBv", "CharRef",
    "CharSort", "CharSortRef", "CharToBv", "Cond", "Context",
    "CreateDatatypes", "Datatype", "DatatypeRef", "DatatypeSort", "DatatypeSortRef",
    "DeclareSort", "Default", "DisjointSum", "EmptySet", "EnumSort", "Exists", "Ext", "FP",
    "FPNumRef", "FPRef", "FPSort", "FPSortRef", "FPVal", "FPs", "FailIf", "FailIfNotDecided",
    "Fixedpoint", "Float128", "Float16", "Float32", "Float64", "FloatDouble", "FloatHalf",
    "FloatQuadruple", "FloatSingle", "ForAll", "FullSet", "Goal",
    "Int2BV", "IsInt", "IsMember", "IsSubset", "K", "LShR", "Lambda", "LinearOrder", "Map",
    "MultiPattern", "OnClause", "Optimize", "OptimizeObjective", "OrElse", "ParAndThen",
    "ParOr", "ParThen", "PartialOrder", "PatternRef", "PiecewiseLinearOrder", "Probe",
    "PropClosures", "Q", "QuantifierRef", "RNA", "RNE", "RTN", "RTP", "RTZ", "RatNumRef",
    "RatVal", "Real", "RealSort", "RealVal", "RealVector", "Reals", "RecAddDefinition",
    "RecFunction", "Repeat", "RepeatBitVec", "RotateLeft", "RotateRight",
    "RoundNearestTiesToAway", "RoundNearestTiesToEven", "RoundTowardNegative",
    "RoundTowardPositive", "RoundTowardZero", "SDiv", "SRem", "Select", "SeqFoldLeft",
    "SeqFoldLeftI", "SeqMap", "SeqMapI", "SeqSort", "SetAdd", "SetComplement", "SetDel",
    "SetDifference", "SetHasSize", "SetIntersect", "SetSort", "SetUnion", "SignExt", "Sqrt",
    "Store", "Tactic", "Then", "ToInt", "ToReal", "TransitiveClosure", "TreeOrder", "TryFor",
    "TupleSort", "UDiv", "UGE", "UGT", "ULE", "ULT", "URem", "Unit", "Update",
    "UserPropagateBase", "Var", "When", "With", "WithParams", "ZeroExt", "describe_probes",
    "describe_tactics", "fpAbs", "fpAdd", "fpBVToFP", "fpDiv", "fpEQ", "fpFMA", "fpFPToFP",
    "fpGEQ", "fpGT", "fpInfinity", "fpIsInf", "fpIsNaN", "fpIsZero", "fpLEQ", "fpLT", "fpMax",
    "fpMin", "fpMinusInfinity", "fpMinusZero", "fpMul", "fpNEQ", "fpNaN", "fpNeg",
    "fpPlusInfinity", "fpPlusZero", "fpRealToFP", "fpRem", "fpSignedToFP", "fpSqrt", "fpSub",
    "fpToFP", "fpToIEEEBV", "fpToReal", "fpToSBV", "fpToUBV", "fpUnsignedToFP", "fpZero",
    "probe_description", "probes", "simplify_param_descrs", "tactic_description",
    "tactics",
)

#: Names the star import binds to a module, as z3's binds ``z3`` (its module ``z3.z3``):
#: ``z3`` is :mod:`strsat.api`, so ``z3.sat`` and ``z3.Solver()`` work after it.
MODULE_NAMES = ("z3",)


__all__ = ["API_NAMES", "MODULE_NAMES", "REFUSED_NAMES"]
