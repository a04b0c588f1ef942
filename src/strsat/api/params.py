"""z3py's parameters: ``set_param``/``set_option``/``get_param`` and ``Solver.set``.

strsat honours what applies to it:

* ``timeout`` (milliseconds): a global ``set_param(timeout=ms)`` bounds every check of a
  :class:`~strsat.api.Solver` that has no ``set(timeout=...)`` of its own (and of
  ``solve``/``prove``);
* ``rlimit`` of a :class:`~strsat.api.Solver` (``s.set(rlimit=n)``): each check's work
  limit in engine units (docs/explanation/engine.md#budgets), the timeout then only the outer limit;
* ``max_memory`` (``memory``) of a :class:`~strsat.api.Solver`, in MB: past it a check
  answers ``unknown`` (``reason_unknown()`` is ``memory``) and the solver goes on;
* ``random_seed`` (``smt.random_seed``) of a :class:`~strsat.api.Solver`: the seed of the
  engine's random choices (z3's core, the grammar samplers);
* ``model.completion`` (``model_evaluator.completion``): the default of
  ``Model.eval(e, model_completion=...)``;
* ``encoding``: only ``unicode`` (strsat's alphabet is SMT-LIB 2.6's, U+0000..U+2FFFF);
  ``ascii``/``bmp`` would change answers, so they are refused.

Every other parameter z3 knows (its global ones, the pretty-printer's ``max_depth``,
``html_mode``..., and the module parameters ``smt.*``, ``sat.*``, ``parallel.*``...:
seeds, tactics, string-solver choice, proofs, verbosity) is accepted and has no effect:
none changes what strsat answers.  A name z3 does not know either is refused by name
(:class:`~strsat.api.errors.ApiValueError`), as z3 refuses it.  The values are kept for
:func:`get_param`.  This is the API layer's one default context (DESIGN: no other
module-level state).
"""

from __future__ import annotations

from .errors import ApiSortError, ApiValueError

#: z3's global parameters (``z3 -p``) and its pretty-printer's options.
_GLOBAL = frozenset({
    "auto_config", "ctrl_c", "debug_ref_count", "dot_proof_file", "dump_models", "encoding",
    "memory_high_watermark", "memory_high_watermark_mb", "memory_max_alloc_count",
    "memory_max_size", "model", "model_validate", "proof", "rlimit", "smtlib2_compliant",
    "stats", "suppress_platform_verbose", "timeout", "trace", "trace_file_name", "type_check",
    "unsat_core", "verbose", "warning", "well_sorted_check",
    # pretty printing (z3py's set_pp_option)
    "html_mode", "max_lines", "max_width", "max_indent", "max_visited", "max_depth",
    "max_args", "rational_to_decimal", "precision", "ellipses", "fpa_pretty",
})
#: Parameters of a z3 Solver (``s.set(...)``) without a module prefix.
_SOLVER = frozenset({
    "timeout", "unsat_core", "random_seed", "model", "proof", "rlimit", "max_memory",
    "mbqi", "auto_config", "ctrl_c", "threads", "core.minimize", "core.minimize_partial",
    "elim_unconstrained", "solve_eqs", "ignore_solver1", "solver2_timeout",
    "solver2_unknown", "smtlib2_log", "arith.solver", "relevancy", "candidate_models",
    "lookahead_simplify", "cancel_backup_file", "phase", "max_conflicts", "memory",
})
#: z3's parameter modules: ``module.name`` is accepted (with no effect) for each.
_MODULES = frozenset({
    "ackermannization", "algebraic", "combined_solver", "dl", "fp", "fixedpoint", "lp",
    "model", "model_evaluator", "nlsat", "nnf", "opt", "parallel", "parser", "pi", "pp",
    "qe", "rcf", "rewriter", "sat", "seq", "sls", "smt", "smt_parallel", "solver", "str",
    "tactic", "memory", "core", "simplifier", "prof",
})
_COMPLETION = frozenset({"model.completion", "model_evaluator.completion"})

#: (process-wide, not a cache: z3py's ``set_param`` values are global to the process too)
_values: dict[str, object] = {}


def normalise(name: object, where: str) -> str:
    """z3's spelling of a parameter name (lower case, ``_`` for ``-``)."""
    if not isinstance(name, str) or not name:
        raise ApiSortError(where, name, "a parameter name (str)")
    return name.strip().lstrip(":").lower().replace("-", "_")


def known(name: str, solver: bool) -> bool:
    """A parameter z3 knows (globally, or for a solver when ``solver``)."""
    if name in _GLOBAL or (solver and name in _SOLVER):
        return True
    module, dot, rest = name.partition(".")
    return bool(dot and rest) and module in _MODULES


def check(name: str, value: object, where: str, solver: bool = False) -> None:
    """Refuse an unknown name, a bad timeout, a narrowing encoding."""
    if not known(name, solver):
        raise ApiValueError(where, name, "is not a parameter z3 or strsat knows "
                            "(docs/reference/api.md lists what strsat honours)")
    if name == "timeout" and (isinstance(value, bool) or not isinstance(value, int)
                              or value < 0):
        raise ApiSortError(where, value, "a timeout in milliseconds (int >= 0)")
    if name == "rlimit" and solver and (isinstance(value, bool) or not isinstance(value, int)
                                         or value < 0):
        raise ApiSortError(where, value, "a work limit in engine units (int >= 0)")
    if name in ("max_memory", "memory", "random_seed", "smt.random_seed") and solver and (
            isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise ApiSortError(where, value, "a number (int >= 0)")
    if name == "encoding" and str(value).lower() != "unicode":
        raise ApiValueError(where, value, "is an encoding strsat does not provide: strings "
                            "range over SMT-LIB 2.6's U+0000..U+2FFFF (unicode); bound "
                            "the characters with InRe(x, Star(Range(...))) instead")


def pairs(args: tuple[object, ...], kws: dict[str, object], where: str
          ) -> list[tuple[str, object]]:
    """``(name, value)`` of z3py's ``f("a", 1, "b", 2)`` and ``f(a=1, b=2)`` forms."""
    if len(args) % 2:
        raise ApiSortError(where, args, "parameter/value pairs")
    pairs = [(normalise(k, where), v) for k, v in zip(args[::2], args[1::2], strict=True)]
    return pairs + [(normalise(k, where), v) for k, v in kws.items()]


def set_param(*args: object, **kws: object) -> None:
    """Set z3py's global parameters: ``set_param("timeout", 1000)`` or
    ``set_param(timeout=1000)``.

    strsat honours ``timeout`` (milliseconds, for every check of a :class:`Solver`
    without its own, and of :func:`solve`/:func:`prove`), ``model.completion`` (the
    default of ``Model.eval(e, model_completion=...)``) and ``encoding`` (only
    ``unicode``).  Every other parameter z3 knows is accepted and changes nothing; a name
    z3 does not know either is refused, as z3 refuses it.

    Raises:
        ApiValueError: An unknown name, or an ``encoding`` other than ``unicode``.
        ApiSortError: A timeout that is not an int >= 0.

    Examples:
        >>> set_param("model.completion", True)
        >>> x, y = Strings("x y")
        >>> s = Solver()
        >>> s.add(x == "a")
        >>> s.check()
        sat
        >>> s.model().eval(x + y)
        'a'
        >>> reset_params()
        >>> set_param(no_such_param=1)
        Traceback (most recent call last):
        ...
        strsat.api.errors.ApiValueError: set_param: the Python str 'no_such_param' is not ...
    """
    given = pairs(args, kws, "set_param")
    for name, value in given:
        check(name, value, "set_param")
    for name, value in given:
        _values[name] = value


set_option = set_param
"""z3py's other name for :func:`set_param`.

Examples:
    >>> set_option(timeout=2000)
    >>> get_param("timeout")
    '2000'
    >>> reset_params()
"""


def get_param(name: str) -> str:
    """The value set with :func:`set_param`, as z3 gives it: a string (``""`` when unset).

    Raises:
        ApiValueError: A name z3 does not know.

    Examples:
        >>> get_param("timeout")
        ''
        >>> set_param(timeout=5000)
        >>> get_param("timeout")
        '5000'
        >>> reset_params()
    """
    key = normalise(name, "get_param")
    if key not in _values:
        if not known(key, False):
            raise ApiValueError("get_param", name, "is not a parameter z3 or strsat knows")
        return ""
    value = _values[key]
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def reset_params() -> None:
    """Forget every parameter set with :func:`set_param`.

    Examples:
        >>> set_param(timeout=5000)
        >>> reset_params()
        >>> get_param("timeout")
        ''
    """
    _values.clear()


def default_timeout_ms() -> int | None:
    """The global ``timeout`` (None when unset or 0)."""
    value = _values.get("timeout")
    return value or None  # type: ignore[return-value]


def default_completion() -> bool:
    """The global ``model.completion``."""
    return any(bool(_values.get(k)) and str(_values[k]).lower() != "false"
               for k in _COMPLETION)


__all__ = ["check", "default_completion", "default_timeout_ms", "get_param", "known",
           "normalise", "pairs", "reset_params", "set_option", "set_param"]
