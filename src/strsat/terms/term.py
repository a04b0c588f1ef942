"""Immutable, hash-consed terms and their sort-checking constructors.

A :class:`Term` is an operator application, a constant or a variable.  Terms
are interned: two structurally equal terms are the same Python object, so
equality is identity and hashing is O(1).  Interning keys hold the integer ids
of the children (already interned), so building a term never walks its
children and no operation here recurses: a chain 100,000 deep is fine.

A term hashes by its structure (:func:`structural_hash`, computed once from its
fields and its children's hashes), not by its serial nor by Python's per-process
``str`` hash: sets of terms iterate in an order that depends on the terms alone, so a
search steered by such a set takes the same path whatever the process made before and
whatever ``PYTHONHASHSEED`` is (issue 40).

Terms are built only through :func:`mk` (any operator, checked against the
operator table), :func:`const`/:func:`string`/:func:`integer`/:func:`boolean`
and :func:`var`.  Ill-sorted applications raise :class:`SortError` naming the
operator and the offending argument.
"""

from __future__ import annotations

import _thread
import itertools
import zlib

from strsat.static import TYPE_CHECKING, attrgetter, partial, weak_ref

from ..errors import OutsideAlphabetError, SortError
from .interning import Interner, forget
from .ops import APPLY, CONST, OPS, VAR, OpInfo, lookup
from .sorts import BOOL, INT, STRING, Sort, outside_alphabet

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import ClassVar, NoReturn

#: Python value of a constant: bool, int or str.
Value = bool | int | str


class Term:
    """A node of the term DAG.

    Attributes:
        op: canonical operator name, or ``"const"`` / ``"var"`` for leaves.
        args: child terms.
        indices: numeral indices of an indexed operator (``re.loop``, ``re.^``).
        value: the Python value of a constant (bool/int/str), the name of a
            variable or of an applied uninterpreted function, None otherwise.
        sort: the term's sort.
        id: a unique serial number (creation order; children before parents).
        hashcode: the term's hash, a function of its structure only (see
            :func:`structural_hash`).
        rank: the term's place in the order of the check that last asked for it
            (:class:`input_order`, :func:`check_order`).
        ground: no variable and no uninterpreted function occurs in the term (set at
            creation from the children's, so :func:`~strsat.terms.walk.is_ground` is
            one attribute read, not a walk of a
            DAG that may hold a 600-alternative character class).
    """

    __slots__ = ("op", "args", "indices", "value", "sort", "id", "hashcode", "ground", "rank",
                 "__weakref__")

    op: str
    args: tuple[Term, ...]
    indices: tuple[int, ...]
    value: Value | None
    sort: Sort
    id: int
    hashcode: int
    ground: bool
    #: the term's place in the current check's order (see :func:`check_order`), or an
    #: older check's (less than the current floor): the one field set after creation
    rank: int

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("terms are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("terms are immutable")

    # Interned: identity equality is exact; the hash is structural, so the order of a set
    # of terms does not depend on the serials (the process's history) nor on the
    # per-process seed of Python's string hash.

    def __hash__(self) -> int:
        return self.hashcode

    def __reduce__(self) -> NoReturn:
        raise TypeError("terms are interned and are not pickled; print them as SMT-LIB")

    @property
    def is_const(self) -> bool:
        return self.op == CONST

    @property
    def info(self) -> OpInfo | None:
        """The operator table row, or None for leaves."""
        return OPS.get(self.op)

    #: How terms print: :func:`strsat.terms.printer.term_to_smtlib`, which builds on this
    #: module and installs itself (:func:`print_terms_with`) when it loads; until then
    #: :func:`_print_after_loading`, which loads it (a run that prints no term never does:
    #: issue 39).
    _printer: ClassVar[Callable[[Term], str]]

    def __repr__(self) -> str:
        return Term._printer(self)

    __str__ = __repr__


#: The terms' hash-consing (:mod:`.interning`), bound once for :func:`interned`.
INTERNER: Interner[Term] = Interner("terms")
_ids = INTERNER.ids
_interned = INTERNER.table
_enter = INTERNER.enter
_id_of = attrgetter("id")
_hash_of = attrgetter("hashcode")
_ground_of = attrgetter("ground")
_sort_of = attrgetter("sort")
#: Lists that keep every new term alive (innermost last; see :class:`pinned_terms`).
_pins: list[list[Term]] = []


class pinned_terms:
    """Within ``with pinned_terms():`` every new term stays alive until the block ends.

    Serial numbers (``Term.id``) then do not depend on when the garbage collector frees
    a term held only by a reference cycle: re-creating such a term would give it a new
    serial.  No order that steers a search follows the serials any more (terms hash by
    structure and sort by :func:`check_order`), but memo tables keyed by serial stay
    the same from run to run."""

    __slots__ = ("_terms",)

    def __enter__(self) -> None:
        self._terms: list[Term] = []
        _pins.append(self._terms)

    def __exit__(self, *exc: object) -> None:
        for i in range(len(_pins) - 1, -1, -1):
            if _pins[i] is self._terms:
                del _pins[i]
                break


def stable_text_hash(text: str) -> int:
    """A hash of ``text`` that is the same in every process (Python's ``hash`` of a
    ``str`` is seeded per process): CRC-32 of its UTF-8 (lone surrogates allowed) beside
    its length, so the strings that share a CRC still differ by length mostly."""
    return hash((zlib.crc32(text.encode("utf-8", "surrogatepass")), len(text)))


#: Stable codes of the operators and sorts (filled on first use; a code is a function
#: of the name only).
_CODES: dict[str, int] = {}


def name_code(name: str) -> int:
    """:func:`stable_text_hash` of an operator, sort or node kind name, remembered."""
    code = _CODES.get(name)
    if code is None:
        code = _CODES[name] = stable_text_hash(name)
    return code


def structural_hash(op: str, sort: Sort, value: Value | None, indices: tuple[int, ...],
                    child_hashes: tuple[int, ...]) -> int:
    """The hash of the term with these fields and children of these hashes: a tuple of
    ints hashes alike in every process, and a string value enters by
    :func:`stable_text_hash` (a bool or int by itself, deterministic in CPython)."""
    if isinstance(value, str):
        v = stable_text_hash(value)
    elif value is None:
        v = -2
    else:
        v = int(value)
    # name_code's look-ups inline (a new term's hash is on the path of every miss)
    op_code = _CODES.get(op)
    if op_code is None:
        op_code = name_code(op)
    sort_code = _CODES.get(sort._name_)
    if sort_code is None:
        sort_code = name_code(sort._name_)
    return hash((op_code, sort_code, v, indices, child_hashes))


# ---- the order of a check's terms ------------------------------------------------
#
# The orders that steer a search (which variable the enumeration tries first, which
# literal the core sees first, which premise comes first in a lemma) were the terms'
# serials, and the heuristics were tuned on them: a serial follows the order in which
# the input made its terms.  But serials are process-wide, so the order of two terms
# depended on what the process had made before (issue 40).  A check therefore numbers
# its own terms: first the subterms of its formulas, by first occurrence in a post-order
# walk of the formulas in order (the order in which parsing makes them), then every term
# it asks for (made or looked up through :func:`interned`) the first time it asks.  Both
# are functions of the check's input and of its own steps, not of the process's history.
# A term the check never asked for (a module's constant, a term a memo handed back) is
# an older check's: such terms come first, by structure.

_ranks = itertools.count(1)
#: the first rank of the innermost open check (0: no check is open, no term is renumbered)
_floor = 0
#: the first rank of the session (the engine) whose check is open: a term its earlier
#: checks asked for and this one did not keep their order (an incremental session's
#: purification, skolems and lemmas stay with its loop from check to check)
_since = 0
#: the blocks open (in any thread) and the lock of the three
_open = 0
_open_lock = _thread.allocate_lock()  # threading.Lock, without importing threading


def session_start() -> int:
    """The rank from which a new session's (an engine's) checks number their terms: what
    its checks asked for keeps its order in its later checks, what the process asked for
    before the session began does not count (:func:`check_order`)."""
    return next(_ranks)


#: the keys of the terms a check did not ask for: below every rank, by structure (a hash
#: is at least -2**63)
_STALE = 1 << 64


def check_order(t: Term) -> int:
    """The sort key of ``t`` in the current check's order: its rank when the check
    numbered it (the input's order, then the order of first request), after the terms
    that the session's earlier checks asked for and this one did not (by their rank in
    those checks); a term no check of the session asked for comes before all those, by
    its structural hash.  Outside a check every term is ordered by its hash."""
    r = t.rank
    if r >= _since and _floor:
        return r
    return t.hashcode - _STALE


class input_order:
    """``with input_order(formulas):`` numbers the subterms of ``formulas`` (post-order,
    by first occurrence, formulas in order) and then every term asked for, for
    :func:`check_order`.  Inside another such block it goes on with that block's
    numbering (the outer check's terms keep their places; the new ones follow); so do
    checks in several threads at once (they share one numbering, which then depends on
    their timing), and the numbering ends when the last open block closes."""

    __slots__ = ("_formulas", "_session")

    def __init__(self, formulas: Iterable[Term], session: int = 0) -> None:
        self._formulas = formulas
        #: the session's first rank (:func:`session_start`; 0: the check's own)
        self._session = session

    def __enter__(self) -> None:
        global _floor, _since, _open
        with _open_lock:
            if not _open:
                _floor = next(_ranks)
                _since = self._session or _floor
            _open += 1
            floor = _floor
        try:
            self._number(floor)
        except BaseException:  # an interrupt while numbering: this block is not open
            self.__exit__()
            raise

    def __exit__(self, *exc: object) -> None:
        global _floor, _since, _open
        with _open_lock:
            _open -= 1
            if not _open:
                _floor = _since = 0

    def _number(self, floor: int) -> None:
        """Rank the subterms in post-order by first occurrence: a depth-first walk that
        enters a term when it pops it the first time (its children pushed in reverse,
        then marked by ``None`` to be ranked once they are done)."""
        setter = object.__setattr__
        seen: set[int] = set()
        add = seen.add
        ranks = _ranks
        for root in self._formulas:
            stack: list[Term | None] = [root]
            pop, push, extend = stack.pop, stack.append, stack.extend
            while stack:
                t = pop()
                if t is None:  # its children are done
                    t = pop()
                    assert t is not None
                    if t.rank < floor:
                        setter(t, "rank", next(ranks))
                    continue
                tid = t.id
                if tid in seen:
                    continue
                add(tid)
                args = t.args
                if args:
                    push(t)
                    push(None)
                    extend(reversed(args))
                elif t.rank < floor:
                    setter(t, "rank", next(ranks))


class _Draft(Term):
    """A term being made: :class:`Term`'s slots without its guard against assignment,
    so :func:`interned` fills the fields by plain attribute stores (no call each) and
    then makes the node a :class:`Term` (``__class__`` assigned: the same layout)."""

    __slots__ = ()
    __setattr__ = object.__setattr__  # type: ignore[assignment]


_set = object.__setattr__
_new = object.__new__


def interned(op: str, args: tuple[Term, ...], indices: tuple[int, ...], value: Value | None,
             sort: Sort) -> Term:
    """The one term with these fields (made when new).  No sort check: the callers
    (:func:`mk`, the leaves' constructors, :func:`~.walk.rebuild`, uninterpreted
    applications) guarantee the sorts."""
    # the sort by its name: a member's hash is a Python call, its name's hash is cached
    key = (op, sort._name_, type(value), value, indices, tuple(map(_id_of, args)))
    ref = _interned.get(key)
    term = ref() if ref is not None else None  # a weak reference to the live node
    if term is not None:
        if term.rank < _floor:  # first asked for in this check: it comes next in its order
            _set(term, "rank", next(_ranks))
        return term
    draft: _Draft = _new(_Draft)
    draft.op = op
    draft.args = args
    draft.indices = indices
    draft.value = value
    draft.sort = sort
    draft.id = next(_ids)
    draft.hashcode = structural_hash(op, sort, value, indices, tuple(map(_hash_of, args)))
    draft.ground = op != VAR and op != APPLY and all(map(_ground_of, args))
    # made by a check: next in its order; made outside any check: in none (0)
    draft.rank = next(_ranks) if _floor else 0
    _set(draft, "__class__", Term)
    node: Term = draft
    # entered at once unless an entry is under the key (``setdefault`` is atomic: another
    # thread may have entered the same term meanwhile, or a dead node's reference may
    # wait for its removal; Interner.enter settles both under its lock)
    made: weak_ref[Term] = weak_ref(node, partial(forget, _interned, key))
    if _interned.setdefault(key, made) is not made:
        entered = _enter(key, node)
        if entered is not node:
            return entered
    if _pins:
        _pins[-1].append(node)
    return node


# ---- leaves -------------------------------------------------------------------


def var(name: str, sort: Sort) -> Term:
    """The variable (declared constant) ``name`` of ``sort``."""
    if not isinstance(sort, Sort):
        raise SortError(f"not a sort: {sort!r}")
    return interned(VAR, (), (), name, sort)


def string(value: str) -> Term:
    """A String literal; every character must be a code point <= 0x2FFFF."""
    if not isinstance(value, str):
        raise SortError(f"not a string: {value!r}")
    bad = outside_alphabet(value)
    if bad is not None:
        raise OutsideAlphabetError(
            f"character U+{bad:X} is outside the SMT-LIB alphabet 0..0x2FFFF")
    return interned(CONST, (), (), value, STRING)


def integer(value: int) -> Term:
    """An Int literal (any Python int, negative ones included)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise SortError(f"not an integer: {value!r}")
    return interned(CONST, (), (), value, INT)


def boolean(value: bool) -> Term:
    """``true`` or ``false``."""
    return TRUE if value else FALSE


def const(value: Value) -> Term:
    """The literal of a Python bool, int or str."""
    if isinstance(value, bool):
        return boolean(value)
    if isinstance(value, int):
        return integer(value)
    if isinstance(value, str):
        return string(value)
    raise SortError(f"no literal for {value!r}")


TRUE = interned(CONST, (), (), True, BOOL)
FALSE = interned(CONST, (), (), False, BOOL)
EMPTY = interned(CONST, (), (), "", STRING)


# ---- applications ---------------------------------------------------------------


def _describe(op: str, args: Sequence[Term]) -> str:
    parts = " ".join(f"<{a.sort}>" for a in args)
    return f"({op} {parts})" if args else op


def _poly_sort(info: OpInfo, args: Sequence[Term]) -> Sort:
    """Resolve the polymorphic sort of ``=``, ``distinct`` or ``ite``."""
    relevant = args[1:] if info.name == "ite" else args
    sort = relevant[0].sort
    for a in relevant[1:]:
        if a.sort is not sort:
            raise SortError(
                f"{info.name}: arguments of different sorts {sort} and {a.sort}",
                op=info.name, term=_describe(info.name, args))
    return sort


def _check(info: OpInfo, args: Sequence[Term], indices: Sequence[int]) -> Sort:
    """The sort of ``info``'s application to ``args``; SortError when ill-sorted.  The
    common cases first, without indices: the tuple of the arguments' sorts compared with
    the table's (a fixed arity), counted (a variadic operator: every argument of its one
    sort, or of the first argument's for ``=`` and ``distinct``), or ``ite``'s branches
    of one sort (only terms have a ``sort`` that is a :class:`Sort`); anything else,
    and every error, takes :func:`_check_each`."""
    if not indices and not info.n_indices:
        try:
            sorts: tuple[Sort, ...] = tuple(map(_sort_of, args))
        except AttributeError:  # not a term: _check_each names the argument
            return _check_each(info, args, indices)
        want = info.args
        result = info.result
        if info.variadic:
            n = len(sorts)
            one = want[0] if want[0] is not None else sorts[0] if sorts else None
            if n >= info.min_args and sorts.count(one) == n and result is not None:
                return result
        elif sorts == want:
            if result is not None:
                return result
        elif len(sorts) == 3 and info.name == "ite" and sorts[0] is BOOL \
                and sorts[1] is sorts[2]:
            return sorts[1]
    return _check_each(info, args, indices)


def _check_each(info: OpInfo, args: Sequence[Term], indices: Sequence[int]) -> Sort:
    """:func:`_check` argument by argument (polymorphic positions, indices, variadic
    operators, errors)."""
    name = info.name
    if len(indices) != info.n_indices:
        raise SortError(
            f"{name} takes {info.n_indices} indices, got {len(indices)}", op=name,
            term=_describe(name, args))
    for k in indices:
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise SortError(f"{name}: index {k!r} is not a numeral", op=name)
    if info.variadic:
        if len(args) < info.min_args:
            raise SortError(
                f"{name} expects at least {info.min_args} arguments, got {len(args)}",
                op=name, term=_describe(name, args))
        expected: Sequence[Sort | None] = [info.args[0]] * len(args)
    else:
        if len(args) != len(info.args):
            raise SortError(
                f"{name} expects {len(info.args)} arguments, got {len(args)}", op=name,
                term=_describe(name, args))
        expected = info.args
    for pos, (want, arg) in enumerate(zip(expected, args, strict=True)):
        if not isinstance(arg, Term):
            raise SortError(f"{name}: argument {pos + 1} is not a term: {arg!r}", op=name)
        if want is not None and arg.sort is not want:
            raise SortError(
                f"{name}: argument {pos + 1} has sort {arg.sort}, expected {want}",
                op=name, term=_describe(name, args))
    poly = _poly_sort(info, args) if None in expected else None
    return info.result if info.result is not None else poly  # type: ignore[return-value]


def mk(op: str, *args: Term, indices: Sequence[int] = ()) -> Term:
    """The application of operator ``op`` (any accepted spelling) to ``args``.

    Checks arity, argument sorts and indices against the operator table and
    raises :class:`SortError` naming the operator otherwise.
    """
    info = lookup(op)
    if info is None:
        raise SortError(f"unknown operator {op}", op=op)
    sort = _check(info, args, indices)
    return interned(info.name, tuple(args), tuple(indices), None, sort)


def apply_row(info: OpInfo, args: tuple[Term, ...]) -> Term:
    """:func:`mk` of an operator without indices, given its table row (the parser's
    common case: the spelling already looked up)."""
    return interned(info.name, args, (), None, _check(info, args, ()))


def mk_list(op: str, args: Iterable[Term], indices: Sequence[int] = ()) -> Term:
    """:func:`mk` with the arguments given as an iterable."""
    return mk(op, *args, indices=indices)


def print_terms_with(printer: Callable[[Term], str]) -> None:
    """Install how terms print (``repr``/``str``); :mod:`.printer` calls it once."""
    Term._printer = printer


def _print_after_loading(t: Term) -> str:
    """The first term printed: :mod:`.printer` is loaded, installs its printer, and
    prints ``t``."""
    from . import printer  # noqa: F401 - installs term_to_smtlib as Term._printer

    return Term._printer(t)


Term._printer = _print_after_loading


def is_string_literal(t: Term) -> bool:
    return t.op == CONST and t.sort is STRING


def is_int_literal(t: Term) -> bool:
    return t.op == CONST and t.sort is INT


__all__ = [
    "Term", "Value", "var", "string", "integer", "boolean", "const", "mk", "mk_list",
    "TRUE", "FALSE", "EMPTY", "is_string_literal", "is_int_literal", "interned", "apply_row",
    "print_terms_with", "name_code", "check_order", "input_order", "session_start",
    "stable_text_hash", "structural_hash",
]
