"""SMT-LIB text into the Python API: z3py's ``Solver.from_string``/``from_file`` and
``parse_smt2_string``/``parse_smt2_file``.

The script runs in an :class:`~strsat.smtlib.Interpreter` that does not solve; only the
commands that build the assertion stack are executed (declarations, definitions,
``assert``, ``push``/``pop``, options), queries (``check-sat``, ``get-*``, ``echo``,
``exit``) are skipped, as z3 does.  The first error stops the reading.
"""

from __future__ import annotations

from ..errors import ParseError
from ..smtlib.interpreter import Interpreter
from ..smtlib.lexer import SYMBOL, Lexer, Token
from ..smtlib.sexpr import Reader, SList
from ..terms import Term
from .errors import ApiValueError

#: commands that change the assertion stack or how the script is read
_BUILDING = frozenset({
    "set-logic", "set-option", "set-info", "declare-const", "declare-fun", "define-fun",
    "define-const", "define-sort", "declare-sort", "declare-datatype", "declare-datatypes",
    "define-fun-rec", "define-funs-rec", "assert", "push", "pop", "reset",
    "reset-assertions",
})


def read_assertions(text: str, where: str) -> list[tuple[Term, str | None]]:
    """The assertions live at the end of the SMT-LIB script ``text``, each with its
    ``:named`` name (or None).  Raises :class:`ApiValueError` with the script's
    ``LINE:COL: message`` on the first error or unsupported feature."""
    responses: list[str] = []
    interp = Interpreter(responses.append, solve=False)
    reader = Reader(Lexer(text))
    while True:
        try:
            cmd = reader.read()
        except ParseError as exc:
            raise ApiValueError(where, _excerpt(text), f"is not an SMT-LIB script strsat "
                                f"reads: {exc}") from None
        if cmd is None:
            break
        head = cmd[0] if isinstance(cmd, SList) and cmd else None
        name = head.text if isinstance(head, Token) and head.kind == SYMBOL else None
        if name not in _BUILDING and name is not None:
            continue
        interp.execute(cmd)
        errors = [r for r in responses if r.startswith("(error")]
        if errors:
            message = errors[0][len('(error "'):-2].replace('""', '"')
            raise ApiValueError(where, _excerpt(text), f"is not an SMT-LIB script strsat "
                                f"reads: {message}")
        responses.clear()
    return [(a.term, a.name) for lvl in interp.levels for a in lvl.assertions]


def _excerpt(text: str, limit: int = 60) -> str:
    one = " ".join(text.split())
    return one if len(one) <= limit else one[:limit] + "..."


__all__ = ["read_assertions"]
