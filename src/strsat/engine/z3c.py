"""z3's C API for the Boolean and integer core, without z3py (issue 39, item 1).

``import z3`` loads z3py: 13,000 lines of Python that define every sort, tactic and
printer, about a fifth of the instructions of a typical ``strsat`` run that reaches the
loop (docs/explanation/engine.md#start-up).  The core needs some forty functions of the C API:
contexts, Boolean and linear integer terms, one incremental solver with assumptions,
models, unsat cores and two parameters.  This module loads the library that the
``z3-solver`` package ships (located by the import system's finders, as
:func:`importlib.util.find_spec` does, without running the package) and declares those
functions only.  z3 remains a Boolean and integer solver here: no string, sequence or
regex function is declared.

Ownership follows z3py's: a :class:`Context` is created with reference counting
(``Z3_mk_context_rc``), every :class:`Expr` holds one reference to its term and drops it
when collected, and a context deleted first (its ``ref`` is then ``None``) makes the
later drops no-ops.  A long session renews its context (:meth:`Context.adopt` builds the
terms it keeps again in a new one, and the old one is freed with them: z3 gives back what a
context accumulated only when it is deleted, issue 40); a term of one context handed to
another is refused (:class:`Z3Error`), never passed to z3.  Errors do not exit the
process: a no-op error handler is installed, and the calls that can fail on a
well-sorted term are checked (:class:`Z3Error`).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Iterable, Sequence

from strsat.static import TYPE_CHECKING

from ..errors import StrsatError

if TYPE_CHECKING:
    from typing import Any

def _find_spec(name: str) -> Any:
    """:func:`importlib.util.find_spec` of a top-level module not imported yet: the first
    spec a finder of ``sys.meta_path`` gives (``importlib.util`` imports ``contextlib``, a
    tenth of a plain run's instructions, issue 39)."""
    for finder in sys.meta_path:
        find = getattr(finder, "find_spec", None)
        spec = None if find is None else find(name, None)
        if spec is not None:
            return spec
    return None


__all__ = ["Context", "Expr", "Model", "Solver", "Z3Error", "estimated_alloc_bytes", "library"]

L_FALSE, L_UNDEF, L_TRUE = -1, 0, 1
_PRINT_SMTLIB2_COMPLIANT = 2

_P = ctypes.c_void_p
_U = ctypes.c_uint
_ERROR_HANDLER = ctypes.CFUNCTYPE(None, _P, _U)
#: The C API's functions the core calls: name -> (result type, argument types).
_SIGNATURES: dict[str, tuple[Any, list[Any]]] = {
    "Z3_mk_config": (_P, []),
    "Z3_del_config": (None, [_P]),
    "Z3_mk_context_rc": (_P, [_P]),
    "Z3_del_context": (None, [_P]),
    "Z3_interrupt": (None, [_P]),
    "Z3_set_error_handler": (None, [_P, _ERROR_HANDLER]),
    "Z3_set_ast_print_mode": (None, [_P, _U]),
    "Z3_get_error_code": (_U, [_P]),
    "Z3_get_error_msg": (ctypes.c_char_p, [_P, _U]),
    "Z3_inc_ref": (None, [_P, _P]),
    "Z3_dec_ref": (None, [_P, _P]),
    "Z3_mk_bool_sort": (_P, [_P]),
    "Z3_mk_int_sort": (_P, [_P]),
    "Z3_mk_string_symbol": (_P, [_P, ctypes.c_char_p]),
    "Z3_mk_const": (_P, [_P, _P, _P]),
    "Z3_mk_numeral": (_P, [_P, ctypes.c_char_p, _P]),
    "Z3_mk_true": (_P, [_P]),
    "Z3_mk_false": (_P, [_P]),
    "Z3_mk_not": (_P, [_P, _P]),
    "Z3_mk_and": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_or": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_xor": (_P, [_P, _P, _P]),
    "Z3_mk_implies": (_P, [_P, _P, _P]),
    "Z3_mk_ite": (_P, [_P, _P, _P, _P]),
    "Z3_mk_eq": (_P, [_P, _P, _P]),
    "Z3_mk_distinct": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_add": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_sub": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_mul": (_P, [_P, _U, ctypes.POINTER(_P)]),
    "Z3_mk_unary_minus": (_P, [_P, _P]),
    "Z3_mk_div": (_P, [_P, _P, _P]),
    "Z3_mk_mod": (_P, [_P, _P, _P]),
    "Z3_mk_lt": (_P, [_P, _P, _P]),
    "Z3_mk_le": (_P, [_P, _P, _P]),
    "Z3_mk_gt": (_P, [_P, _P, _P]),
    "Z3_mk_ge": (_P, [_P, _P, _P]),
    "Z3_is_eq_ast": (ctypes.c_bool, [_P, _P, _P]),
    "Z3_get_ast_id": (_U, [_P, _P]),
    "Z3_ast_to_string": (ctypes.c_char_p, [_P, _P]),
    "Z3_mk_solver": (_P, [_P]),
    "Z3_solver_inc_ref": (None, [_P, _P]),
    "Z3_solver_dec_ref": (None, [_P, _P]),
    "Z3_solver_assert": (None, [_P, _P, _P]),
    "Z3_solver_push": (None, [_P, _P]),
    "Z3_solver_pop": (None, [_P, _P, _U]),
    "Z3_solver_check_assumptions": (ctypes.c_int, [_P, _P, _U, ctypes.POINTER(_P)]),
    "Z3_solver_get_model": (_P, [_P, _P]),
    "Z3_solver_get_unsat_core": (_P, [_P, _P]),
    "Z3_solver_get_reason_unknown": (ctypes.c_char_p, [_P, _P]),
    "Z3_solver_get_statistics": (_P, [_P, _P]),
    "Z3_solver_set_params": (None, [_P, _P, _P]),
    "Z3_mk_params": (_P, [_P]),
    "Z3_params_inc_ref": (None, [_P, _P]),
    "Z3_params_dec_ref": (None, [_P, _P]),
    "Z3_params_set_uint": (None, [_P, _P, _P, _U]),
    "Z3_update_param_value": (None, [_P, ctypes.c_char_p, ctypes.c_char_p]),
    "Z3_model_inc_ref": (None, [_P, _P]),
    "Z3_model_dec_ref": (None, [_P, _P]),
    "Z3_model_eval": (ctypes.c_bool, [_P, _P, _P, ctypes.c_bool, ctypes.POINTER(_P)]),
    "Z3_get_bool_value": (ctypes.c_int, [_P, _P]),
    "Z3_is_numeral_ast": (ctypes.c_bool, [_P, _P]),
    "Z3_get_numeral_string": (ctypes.c_char_p, [_P, _P]),
    "Z3_ast_vector_inc_ref": (None, [_P, _P]),
    "Z3_ast_vector_dec_ref": (None, [_P, _P]),
    "Z3_ast_vector_size": (_U, [_P, _P]),
    "Z3_ast_vector_get": (_P, [_P, _P, _U]),
    "Z3_mk_ast_vector": (_P, [_P]),
    "Z3_ast_vector_push": (None, [_P, _P, _P]),
    "Z3_get_ast_kind": (_U, [_P, _P]),
    "Z3_get_sort": (_P, [_P, _P]),
    "Z3_get_app_num_args": (_U, [_P, _P]),
    "Z3_get_app_arg": (_P, [_P, _P, _U]),
    "Z3_get_app_decl": (_P, [_P, _P]),
    "Z3_get_decl_kind": (_U, [_P, _P]),
    "Z3_get_decl_name": (_P, [_P, _P]),
    "Z3_get_symbol_kind": (_U, [_P, _P]),
    "Z3_get_symbol_string": (ctypes.c_char_p, [_P, _P]),
    "Z3_get_estimated_alloc_size": (ctypes.c_uint64, []),
    "Z3_stats_inc_ref": (None, [_P, _P]),
    "Z3_stats_dec_ref": (None, [_P, _P]),
    "Z3_stats_size": (_U, [_P, _P]),
    "Z3_stats_get_key": (ctypes.c_char_p, [_P, _P, _U]),
    "Z3_stats_is_uint": (ctypes.c_bool, [_P, _P, _U]),
    "Z3_stats_get_uint_value": (_U, [_P, _P, _U]),
    "Z3_stats_get_double_value": (ctypes.c_double, [_P, _P, _U]),
}


class Z3Error(StrsatError):
    """z3 reported an error for a call of the core (never expected for its terms)."""


class _Library:
    """The C functions of :data:`_SIGNATURES` as attributes (``lib.Z3_mk_eq(...)``), each
    looked up and given its signature at its first use (a run calls about half of them;
    declaring one costs some 20K instructions, issue 39)."""

    def __init__(self, cdll: ctypes.CDLL) -> None:
        self._cdll = cdll

    def __getattr__(self, name: str) -> Any:
        signature = _SIGNATURES.get(name)
        if signature is None:
            raise AttributeError(name)
        fn = getattr(self._cdll, name)
        fn.restype, fn.argtypes = signature
        setattr(self, name, fn)  # found as an attribute from now on
        return fn


_LIB: list[_Library] = []  # the one loaded library (a handle of the process, not a cache)


def _library_path() -> str:
    """The ``libz3`` file of the installed ``z3-solver`` package, the one z3py loads: the
    package ships ``libz3.so.5.4`` and a copy named ``libz3.so``, and the dynamic loader
    would map two copies of the library for two names."""
    spec = _find_spec("z3")
    if spec is None or not spec.submodule_search_locations:
        raise Z3Error("the z3-solver package is not installed")
    for folder in spec.submodule_search_locations:
        for sub in ("lib", ""):
            d = os.path.join(folder, sub)
            if not os.path.isdir(d):
                continue
            names = [n for n in os.listdir(d) if n.startswith("libz3.")
                     and (n.endswith((".so", ".dylib", ".dll")) or ".so." in n)]
            if names:  # z3py's order: the versioned name first
                return os.path.join(d, max(names, key=len))
    raise Z3Error("the z3-solver package has no libz3 library")


def library() -> _Library:
    """The C API, loaded on first use."""
    if not _LIB:
        _LIB.append(_Library(ctypes.CDLL(_library_path())))
    return _LIB[0]


def _array(asts: Sequence[Expr], ctx: Context) -> Any:
    """The C array of the terms ``asts`` of ``ctx`` (:class:`Z3Error` for a term of
    another context)."""
    arr = (_P * len(asts))()
    for i, e in enumerate(asts):
        if e.ctx is not ctx:
            raise _foreign()
        arr[i] = e.ast
    return arr


class Context:
    """A z3 context with reference counting; ``ref`` is its C handle (None once
    deleted)."""

    def __init__(self) -> None:
        lib = self.lib = library()
        conf = lib.Z3_mk_config()
        self.ref: int | None = lib.Z3_mk_context_rc(conf)
        lib.Z3_del_config(conf)
        #: kept alive as long as the context: z3 calls it on an error (instead of exit)
        self._handler = _ERROR_HANDLER(lambda c, e: None)
        lib.Z3_set_error_handler(self.ref, self._handler)
        lib.Z3_set_ast_print_mode(self.ref, _PRINT_SMTLIB2_COMPLIANT)
        self.bool_sort: int = lib.Z3_mk_bool_sort(self.ref)
        self.int_sort: int = lib.Z3_mk_int_sort(self.ref)

    #: contexts deleted in the process so far (the engine returns the C heap's free
    #: pages after a check that deleted one: a context holds some 18 MB)
    deleted = 0

    def __del__(self) -> None:
        if getattr(self, "ref", None) is not None:  # (None too when __init__ failed)
            self.lib.Z3_del_context(self.ref)
            self.ref = None
            Context.deleted += 1

    def set_uint(self, name: str, value: int) -> None:
        """One unsigned parameter of the context (``timeout`` in ms, ``rlimit``): what
        a check of its solvers reads when the solver sets none of its own
        (``Z3_update_param_value``).  Cheaper than :meth:`Solver.set_uint` for a value
        set before every check: z3 validates a solver's parameters against the
        descriptions of its whole tactic tree, some 4M instructions a call once the
        solver has checked (issue 39)."""
        self.lib.Z3_update_param_value(self.ref, name.encode(),
                                       str(max(0, min(value, 2 ** 32 - 1))).encode())
        error = self.error()
        if error is not None:
            raise Z3Error(f"parameter {name}: {error}")

    def interrupt(self) -> None:
        """Make the check in progress in this context return ``unknown`` (safe from
        another thread: the ctypes call of a check releases the GIL)."""
        if self.ref is not None:
            self.lib.Z3_interrupt(self.ref)

    def checked(self, ast: int | None, what: str) -> Expr:
        """``ast`` wrapped, or :class:`Z3Error` when z3 reported an error making it."""
        if not ast:
            raise Z3Error(f"{what}: {self.error() or 'no term'}")
        return Expr(self, ast)

    def error(self) -> str | None:
        code = self.lib.Z3_get_error_code(self.ref)
        if code == 0:
            return None
        return str(self.lib.Z3_get_error_msg(self.ref, code).decode(errors="replace"))

    # ---- terms ----------------------------------------------------------------------

    def const(self, name: str, boolean: bool) -> Expr:
        lib = self.lib
        symbol = lib.Z3_mk_string_symbol(self.ref, name.encode())
        sort = self.bool_sort if boolean else self.int_sort
        return self.checked(lib.Z3_mk_const(self.ref, symbol, sort), "constant")

    def numeral(self, text: str) -> Expr:
        """The integer numeral of decimal ``text`` (with a leading ``-`` if negative)."""
        return self.checked(self.lib.Z3_mk_numeral(self.ref, text.encode(), self.int_sort),
                            "numeral")

    def boolean(self, value: bool) -> Expr:
        lib = self.lib
        return Expr(self, lib.Z3_mk_true(self.ref) if value else lib.Z3_mk_false(self.ref))

    def unary(self, fn: Any, a: Expr) -> Expr:
        if a.ctx is not self:
            raise _foreign()
        return self.checked(fn(self.ref, a.ast), "term")

    def binary(self, fn: Any, a: Expr, b: Expr) -> Expr:
        if a.ctx is not self or b.ctx is not self:
            raise _foreign()
        return self.checked(fn(self.ref, a.ast, b.ast), "term")

    def nary(self, fn: Any, args: Sequence[Expr]) -> Expr:
        return self.checked(fn(self.ref, len(args), _array(args, self)), "term")

    def ite(self, c: Expr, a: Expr, b: Expr) -> Expr:
        for e in (c, a, b):
            if e.ctx is not self:
                raise _foreign()
        return self.checked(self.lib.Z3_mk_ite(self.ref, c.ast, a.ast, b.ast), "ite")

    def same(self, a: Expr, b: Expr) -> bool:
        """Whether ``a`` and ``b`` are the same term (z3py's ``eq``); terms of two
        contexts never are."""
        if a.ctx is not self or b.ctx is not self:
            return False
        return bool(self.lib.Z3_is_eq_ast(self.ref, a.ast, b.ast))

    # ---- renewal ----------------------------------------------------------------------

    def adopt(self, exprs: Iterable[Expr], check: Callable[[int], None] | None = None
              ) -> int:
        """Move ``exprs`` (terms of other contexts) into this context *in place*: each
        :class:`Expr` object is given the equal term of this context and drops its
        reference in its old context, so that whoever holds the object holds a term of
        this context from now on.  The count of objects moved.  A context all of whose
        terms were moved is freed with its last :class:`Solver` and :class:`Model`
        (:meth:`strsat.engine.core.Core.renew`).

        The terms are built again here from their structure (:func:`_Rebuild`), not
        translated by z3: a context that z3 has translated terms into keeps the source
        context's memory alive until it is itself deleted, so a context renewed by
        translation every few thousand checks kept every earlier one (issue 40: about
        55 KiB per 1,000 checks, process-wide, with the source long deleted).
        ``check(n)`` is called after every ``n`` terms rebuilt (the caller's deadline
        reading); whatever it raises leaves every object in its old context: the move
        is all or nothing."""
        groups: dict[int, tuple[Context, list[Expr]]] = {}
        seen: set[int] = set()
        for e in exprs:
            if e.ctx is self or id(e) in seen:
                continue
            seen.add(id(e))
            groups.setdefault(id(e.ctx), (e.ctx, []))[1].append(e)
        lib, ref = self.lib, self.ref
        rebuilt: list[tuple[Context, list[Expr], _Rebuild]] = []
        try:
            for source, group in groups.values():
                if source.ref is None:
                    raise Z3Error("a term of a deleted context")
                rebuild = _Rebuild(source, self, check)
                rebuilt.append((source, group, rebuild))
                for e in group:
                    rebuild.term(e.ast)
            for source, group, rebuild in rebuilt:
                src = source.ref
                for e in group:
                    ast = rebuild.memo[e.ast]
                    lib.Z3_inc_ref(ref, ast)
                    lib.Z3_dec_ref(src, e.ast)
                    e.ctx, e.ast = self, ast
        finally:
            for _, _, rebuild in rebuilt:
                rebuild.release()
        return len(seen)


#: The C API's builder of each declaration kind the core's terms use, found once by
#: building a sample of each (:func:`_kinds`): the enumeration's numbers are z3's.
_KINDS: list[dict[int, tuple[str, str]]] = []


def _kinds(ctx: Context) -> dict[int, tuple[str, str]]:
    """Declaration kind -> (builder, shape: ``0`` constant, ``1`` unary, ``2`` binary,
    ``3`` ite, ``n`` n-ary) for the operators :mod:`.core` builds, read from terms made in
    ``ctx`` (a handle of the process, like the loaded library)."""
    if _KINDS:
        return _KINDS[0]
    lib, ref = ctx.lib, ctx.ref
    x, y = ctx.const("x!kind", False), ctx.const("y!kind", False)
    p, q = ctx.const("p!kind", True), ctx.const("q!kind", True)
    samples: list[tuple[Expr, str, str]] = [
        (ctx.boolean(True), "Z3_mk_true", "0"),
        (ctx.boolean(False), "Z3_mk_false", "0"),
        (ctx.unary(lib.Z3_mk_not, p), "Z3_mk_not", "1"),
        (ctx.unary(lib.Z3_mk_unary_minus, x), "Z3_mk_unary_minus", "1"),
        (ctx.ite(p, x, y), "Z3_mk_ite", "3"),
    ]
    for name in ("Z3_mk_implies", "Z3_mk_xor"):
        samples.append((ctx.binary(getattr(lib, name), p, q), name, "2"))
    for name in ("Z3_mk_eq", "Z3_mk_le", "Z3_mk_lt", "Z3_mk_ge", "Z3_mk_gt", "Z3_mk_div",
                 "Z3_mk_mod"):
        samples.append((ctx.binary(getattr(lib, name), x, y), name, "2"))
    for name in ("Z3_mk_and", "Z3_mk_or"):
        samples.append((ctx.nary(getattr(lib, name), [p, q]), name, "n"))
    for name in ("Z3_mk_add", "Z3_mk_sub", "Z3_mk_mul", "Z3_mk_distinct"):
        samples.append((ctx.nary(getattr(lib, name), [x, y]), name, "n"))
    table: dict[int, tuple[str, str]] = {}
    for e, name, shape in samples:
        kind = int(lib.Z3_get_decl_kind(ref, lib.Z3_get_app_decl(ref, e.ast)))
        table.setdefault(kind, (name, shape))
    equal_bools = ctx.binary(lib.Z3_mk_eq, p, q)  # (an older z3 made ``iff`` of Booleans)
    table.setdefault(int(lib.Z3_get_decl_kind(ref, lib.Z3_get_app_decl(ref, equal_bools.ast))),
                     ("Z3_mk_eq", "2"))
    uninterpreted = int(lib.Z3_get_decl_kind(ref, lib.Z3_get_app_decl(ref, x.ast)))
    table[uninterpreted] = ("Z3_mk_const", "0")
    _KINDS.append(table)
    return table


_NUMERAL_AST, _APP_AST = 0, 1
_STRING_SYMBOL = 1
#: Terms rebuilt between two calls of :meth:`Context.adopt`'s ``check``.
REBUILD_STRIDE = 256


class _Rebuild:
    """The terms of ``source`` built again in ``target`` with the C API's builders (each
    shared subterm once, iteratively: a sum of thousands of terms is fine); ``memo`` maps
    a source term to its target term, each holding one reference until
    :meth:`release`."""

    def __init__(self, source: Context, target: Context,
                 check: Callable[[int], None] | None) -> None:
        self.source, self.target, self._check = source, target, check
        self.kinds = _kinds(source)
        self.memo: dict[int, int] = {}
        self._count = 0

    def release(self) -> None:
        """Drop the memo's references (the moved objects hold their own)."""
        lib, ref = self.target.lib, self.target.ref
        if ref is not None:
            for ast in self.memo.values():
                lib.Z3_dec_ref(ref, ast)
        self.memo.clear()

    def term(self, root: int) -> int:
        """The target's term of the source term ``root``."""
        lib, src = self.source.lib, self.source.ref
        memo = self.memo
        stack: list[tuple[int, bool]] = [(root, False)]
        while stack:
            ast, ready = stack.pop()
            if ast in memo:
                continue
            kind = lib.Z3_get_ast_kind(src, ast)
            if kind == _APP_AST and not ready:
                n = lib.Z3_get_app_num_args(src, ast)
                if n:
                    stack.append((ast, True))
                    stack.extend((lib.Z3_get_app_arg(src, ast, i), False) for i in range(n))
                    continue
            made = self._node(ast, kind)
            lib.Z3_inc_ref(self.target.ref, made)
            memo[ast] = made
            self._count += 1
            if self._check is not None and self._count % REBUILD_STRIDE == 0:
                self._check(REBUILD_STRIDE)
        return memo[root]

    def _node(self, ast: int, kind: int) -> int:
        """The target's term of ``ast``, its arguments already rebuilt."""
        source, target = self.source, self.target
        lib, src, ref = source.lib, source.ref, target.ref
        sort = lib.Z3_get_sort(src, ast)
        if kind == _NUMERAL_AST:
            if sort != source.int_sort:
                raise Z3Error("rebuilding a numeral that is not an integer")
            made = lib.Z3_mk_numeral(ref, lib.Z3_get_numeral_string(src, ast), target.int_sort)
        elif kind == _APP_AST:
            decl = lib.Z3_get_app_decl(src, ast)
            builder = self.kinds.get(lib.Z3_get_decl_kind(src, decl))
            n = lib.Z3_get_app_num_args(src, ast)
            if builder is None:
                raise Z3Error("rebuilding a term of an operator the core does not make")
            name, shape = builder
            args = [self.memo[lib.Z3_get_app_arg(src, ast, i)] for i in range(n)]
            fn = getattr(lib, name)
            if shape == "0" and name == "Z3_mk_const":
                made = self._constant(decl, sort, n)
            elif shape == "0":
                made = fn(ref)
            elif shape == "n":
                made = fn(ref, n, (_P * n)(*args))
            elif len(args) != int(shape):
                raise Z3Error(f"rebuilding {name} of {n} arguments")
            else:
                made = fn(ref, *args)
        else:
            raise Z3Error("rebuilding a term that is no numeral and no application")
        if not made:
            raise Z3Error(f"rebuilding a term: {target.error() or 'failed'}")
        return int(made)

    def _constant(self, decl: int, sort: int, n: int) -> int:
        """The target's constant of the same name and sort (Bool or Int)."""
        source, target = self.source, self.target
        lib, src, ref = source.lib, source.ref, target.ref
        symbol = lib.Z3_get_decl_name(src, decl)
        if n or lib.Z3_get_symbol_kind(src, symbol) != _STRING_SYMBOL:
            raise Z3Error("rebuilding an uninterpreted function or a numbered constant")
        if sort == source.bool_sort:
            target_sort = target.bool_sort
        elif sort == source.int_sort:
            target_sort = target.int_sort
        else:
            raise Z3Error("rebuilding a constant that is neither Bool nor Int")
        name = lib.Z3_get_symbol_string(src, symbol)
        made: int = lib.Z3_mk_const(ref, lib.Z3_mk_string_symbol(ref, name), target_sort)
        return made


def _foreign() -> Z3Error:
    """The error of a term of another context handed to this one (z3 would mix two
    contexts' term tables: undefined behaviour, never attempted)."""
    return Z3Error("a term of another z3 context (one renewed since the term was made)")


def estimated_alloc_bytes() -> int:
    """z3's own count of the bytes it has allocated, all contexts of the process
    (``Z3_get_estimated_alloc_size``): what the soak benchmark and the limits tests read."""
    return int(library().Z3_get_estimated_alloc_size())


class Expr:
    """A z3 term of a :class:`Context`, holding one reference to it."""

    __slots__ = ("ctx", "ast")

    def __init__(self, ctx: Context, ast: int) -> None:
        self.ctx = ctx
        self.ast = ast
        ctx.lib.Z3_inc_ref(ctx.ref, ast)

    def __del__(self) -> None:
        ref = self.ctx.ref
        if ref is not None:
            self.ctx.lib.Z3_dec_ref(ref, self.ast)

    def get_id(self) -> int:
        """z3's identifier of the term (equal terms of a context share it)."""
        ident: int = self.ctx.lib.Z3_get_ast_id(self.ctx.ref, self.ast)
        return ident

    def __str__(self) -> str:
        return str(self.ctx.lib.Z3_ast_to_string(self.ctx.ref, self.ast).decode())

    __repr__ = __str__


class Model:
    """A model of a :class:`Solver`'s last ``sat``."""

    def __init__(self, ctx: Context, model: int) -> None:
        self.ctx = ctx
        self.model = model
        ctx.lib.Z3_model_inc_ref(ctx.ref, model)
        #: the out-parameter of every evaluation, read at once (an array made per
        #: evaluation was a tenth of a model read: a round reads thousands, units40)
        self._out = (_P * 1)()

    def __del__(self) -> None:
        if self.ctx.ref is not None:
            self.ctx.lib.Z3_model_dec_ref(self.ctx.ref, self.model)

    def eval(self, e: Expr) -> int | None:
        """The term of ``e``'s value (model completion on), read at once, or None."""
        if e.ctx is not self.ctx:
            raise _foreign()
        out = self._out
        if not self.ctx.lib.Z3_model_eval(self.ctx.ref, self.model, e.ast, True, out):
            return None
        value: int | None = out[0]
        return value

    def bool_value(self, e: Expr) -> bool | None:
        """``e``'s truth value, or None when the model leaves it undetermined."""
        v = self.eval(e)
        if v is None:
            return None
        b = self.ctx.lib.Z3_get_bool_value(self.ctx.ref, v)
        return None if b == L_UNDEF else b == L_TRUE

    def int_text(self, e: Expr) -> str | None:
        """The decimal text of ``e``'s value, or None when it is no numeral."""
        v = self.eval(e)
        lib, ref = self.ctx.lib, self.ctx.ref
        if v is None or not lib.Z3_is_numeral_ast(ref, v):
            return None
        return str(lib.Z3_get_numeral_string(ref, v).decode())


class Solver:
    """An incremental z3 solver (``Z3_mk_solver``: z3py's ``Solver()``)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.solver = ctx.lib.Z3_mk_solver(ctx.ref)
        ctx.lib.Z3_solver_inc_ref(ctx.ref, self.solver)

    def __del__(self) -> None:
        if self.ctx.ref is not None:
            self.ctx.lib.Z3_solver_dec_ref(self.ctx.ref, self.solver)

    def add(self, e: Expr) -> None:
        if e.ctx is not self.ctx:
            raise _foreign()
        self.ctx.lib.Z3_solver_assert(self.ctx.ref, self.solver, e.ast)

    def push(self) -> None:
        self.ctx.lib.Z3_solver_push(self.ctx.ref, self.solver)

    def pop(self) -> None:
        self.ctx.lib.Z3_solver_pop(self.ctx.ref, self.solver, 1)

    def set_uint(self, name: str, value: int) -> None:
        """One unsigned parameter (``timeout`` in ms, ``rlimit``) of later checks."""
        lib, ref = self.ctx.lib, self.ctx.ref
        params = lib.Z3_mk_params(ref)
        lib.Z3_params_inc_ref(ref, params)
        try:
            symbol = lib.Z3_mk_string_symbol(ref, name.encode())
            lib.Z3_params_set_uint(ref, params, symbol, max(0, min(value, 2 ** 32 - 1)))
            lib.Z3_solver_set_params(ref, self.solver, params)
        finally:
            lib.Z3_params_dec_ref(ref, params)
        error = self.ctx.error()
        if error is not None:
            raise Z3Error(f"parameter {name}: {error}")

    def check(self, assumptions: Sequence[Expr] = ()) -> int:
        """``L_TRUE`` (sat), ``L_FALSE`` (unsat) or ``L_UNDEF``."""
        r: int = self.ctx.lib.Z3_solver_check_assumptions(
            self.ctx.ref, self.solver, len(assumptions), _array(assumptions, self.ctx))
        return r

    def model(self) -> Model:
        m = self.ctx.lib.Z3_solver_get_model(self.ctx.ref, self.solver)
        if not m:
            raise Z3Error(f"model: {self.ctx.error() or 'none'}")
        return Model(self.ctx, m)

    def unsat_core(self) -> list[Expr]:
        lib, ref = self.ctx.lib, self.ctx.ref
        vec = lib.Z3_solver_get_unsat_core(ref, self.solver)
        lib.Z3_ast_vector_inc_ref(ref, vec)
        try:
            return [Expr(self.ctx, lib.Z3_ast_vector_get(ref, vec, i))
                    for i in range(lib.Z3_ast_vector_size(ref, vec))]
        finally:
            lib.Z3_ast_vector_dec_ref(ref, vec)

    def reason_unknown(self) -> str:
        reason = self.ctx.lib.Z3_solver_get_reason_unknown(self.ctx.ref, self.solver)
        return str(reason.decode(errors="replace"))

    def statistic(self, key: str) -> int | float | None:
        """One statistic of the last check (``rlimit count``), or None."""
        lib, ref = self.ctx.lib, self.ctx.ref
        stats = lib.Z3_solver_get_statistics(ref, self.solver)
        lib.Z3_stats_inc_ref(ref, stats)
        try:
            wanted = key.encode()
            for i in range(lib.Z3_stats_size(ref, stats)):
                if lib.Z3_stats_get_key(ref, stats, i) == wanted:
                    if lib.Z3_stats_is_uint(ref, stats, i):
                        return int(lib.Z3_stats_get_uint_value(ref, stats, i))
                    return float(lib.Z3_stats_get_double_value(ref, stats, i))
            return None
        finally:
            lib.Z3_stats_dec_ref(ref, stats)
