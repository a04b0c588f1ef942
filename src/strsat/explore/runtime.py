"""The hooks the rewritten code calls (see :mod:`.instrument`), by concern: calls,
lookups by key, formatting, branches.

Calls with symbolic arguments (issue 38, item 1), in this order: a *model* of the
callee (the layer's builtins and ``str`` methods, ``re``'s functions and compiled
patterns, a dict's lookups, ``int.from_bytes``, ``io.StringIO`` and ``io.BytesIO``,
``json``'s scanner objects, and the pure-Python twin of any C accelerator the
importing module's source names in a guarded import: :mod:`.twins`); a class,
constructed with its rewritten ``__new__``/``__init__``; code that takes symbolic
values as it is (rewritten code, the layer's, the containers' methods, the builtins
that only pass values along: ``sorted``, ``zip`` ...); any other pure-Python function,
rewritten on its first call (:mod:`.callees`); and last, C code: each symbolic
argument (also inside lists, tuples, sets and dicts) is made concrete, which the
tracer records as ``term == value`` (a *pin*) with a note naming the callee and the
line.  A bound method, a property and an iterator's ``__next__`` of an object whose
class is followed run rewritten without a symbolic argument too.

The module keeps Python's own builtins (``str``, ``int``, ``bool``, ``len``,
``isinstance``, ``type`` ...): a *call* of one of them with a symbolic argument
goes to the layer's version (``str(n)`` is the symbolic ``str_(n)``), and
``isinstance``/``type`` see a ``SymStr`` as a ``str`` and a ``SymInt`` as an
``int``.  A cache (``functools.lru_cache``/``cache``) around a function is called
through to the function when an argument is symbolic (hashing would pin it).

A lookup in a dict or a set (``d[k]``, ``d.get(k)``, ``k in d``) with a symbolic key
is one decision over the keys (issue 38, item 3); a symbolic stored key is compared
with the key one decision at a time; stores of symbolic keys decide the same way and
keep the keys symbolic (:mod:`.keyed`).
"""

from __future__ import annotations

import _csv
import builtins
import codecs
import collections
import functools
import importlib
import inspect
import io
import itertools
import json.decoder
import json.scanner
import math
import operator
import os
import re
import struct
import sys
import types
import unicodedata
from collections.abc import Callable
from functools import reduce
from typing import Any

from ..errors import OutsideAlphabetError
from ..python import SymBool, SymInt, SymStr, SymValue, active, csv_model, str_method
from ..python import re as python_re
from ..python.beyond_alphabet import guarded, run_concretely
from ..python.binascii_model import MODELS as BINASCII_MODELS
from ..python.binascii_qp import MODELS as QP_MODELS
from ..python.binascii_uu import MODELS as UU_MODELS
from ..python.builtins import (
    bin_,
    bool_,
    chr_,
    format_,
    hex_,
    int_,
    intern_,
    len_,
    oct_,
    ord_,
    pow_,
    range_,
    str_,
)
from ..python.bytes_array import ByteArray
from ..python.bytes_builtins import bytearray_, bytes_, bytes_method
from ..python.bytes_values import SymBytes
from ..python.case_image import CaseImage, settled
from ..python.char_codes import percent_c
from ..python.char_image import CharImage
from ..python.charmap_model import MODELS as CHARMAP_MODELS
from ..python.const_index import HOLE, index_constants, representable
from ..python.container_repr import container_repr, holds_symbolic
from ..python.context import placing
from ..python.digest_compare import MODELS as DIGEST_MODELS
from ..python.exception_text import holds_symbolic_args
from ..python.float_format import float_text, format_float, formattable
from ..python.float_math import FLOAT_MATH_MODELS
from ..python.float_parse import PendingFloat, float_
from ..python.format_parse import formatter_parser
from ..python.format_spec import format_value
from ..python.formatting import format_string
from ..python.index_pick import pick_item, settle_slice, store_position
from ..python.int_gcd import MODELS as GCD_MODELS
from ..python.literal_eval import MODELS as LITERAL_EVAL_MODELS
from ..python.membership import contains_in_sequence
from ..python.memory_view import ByteView, memoryview_
from ..python.percent_spec import printf_as_format
from ..python.percent_symbolic import is_mapping_argument, percent_symbolic
from ..python.ranges import SymRange
from ..python.re_callback import applies, sub_with_function
from ..python.re_match import SymMatch
from ..python.re_mrab import is_mrab_pattern, mrab_method
from ..python.re_scanner import scan as scanner_scan
from ..python.sequences import OPERATORS, compare_sequences
from ..python.str_fallbacks import maketrans
from ..python.str_repr import in_repr_domain, str_repr_of
from ..python.str_subclass import (
    class_attribute,
    is_hybrid,
    missing,
    real,
    rebased,
    stands_for,
    subclass_value,
)
from ..python.struct_model import MODELS as STRUCT_MODELS
from ..python.struct_model import struct_method
from ..python.unicodedata_model import MODELS as UNICODEDATA_MODELS
from ..python.unicodedata_model import UCD_3_2_0_MODELS
from ..python.values import BUILTIN_TYPES, builtin_type
from ..python.which import decide_member
from ..terms import string
from . import char_filters
from .attributes import delattr_, getattr_, hasattr_, setattr_, tie_constant, tying
from .bytesio import ByteBuffer, shadow_bytes_method
from .c_mappings import LOOKUP_NAMES, c_mapping, items_dict
from .callees import Callees
from .char_finds import FIND, find
from .char_rewrite import ACCUMULATE, CHARS, P_AND, P_CALL, P_COMPARE, P_IN, P_METHOD, P_NOT, P_OR
from .char_scans import SCAN, scan
from .codec_twins import MISSING as NO_CODEC
from .codec_twins import codecs_call, pure_codec
from .deques import MODELLED as DEQUE_MODELLED
from .deques import method as deque_method
from .generated import generated, run_generated
from .generators import stand_in
from .getters import getter_call
from .instrument import (
    ATTR,
    AUGITEM,
    BINOP,
    BRANCH,
    CALL,
    COMPARE,
    DELITEM,
    DICT,
    DICTOF,
    FORMAT,
    FSTRING,
    GETITEM,
    IN,
    INPLACE,
    ITER,
    KWARGS,
    MARK,
    MATCH,
    METHOD,
    PERCENT,
    RAISED,
    SETATTR,
    SETITEM,
    SETOF,
    TRUTH,
    UNOP,
    uncached,
)
from .iteration import ITERTOOLS, chars, itertools_call
from .keyed import (
    CONSTRUCTORS,
    KEY_LIMIT,
    KEYED_METHODS,
    augitem,
    count_elements,
    delitem,
    dict_getitem,
    dict_of,
    fromkeys,
    hashing_iteration,
    keyed_call,
    keyed_method,
    keyed_symbolically,
    keyword_names,
    make_dict,
    note_order_reads,
    note_set_order,
    orderless_items,
    placed_iteration,
    set_of,
    setitem,
)
from .keyed import contains as contains_key
from .matching import match as match_pattern
from .operators import OPERATOR_BUILTINS, Operators
from .slots import NOT_HERE, PythonStr, slot_call, string_result, truth
from .string_sets import LAZY_METHODS, StringCharacters, operate
from .string_sets import plain as plain_set
from .stringio import TextBuffer, shadow_method, subclass_shadowed
from .twin_values import fields
from .twins import TWIN_CLASSES, Twins, by_identity, public_class, twin_isinstance
from .twins import pure_module as twins_pure_module
from .unbound import dict_merge, slot_model

#: ``json``'s pure-Python scanner and string codecs, by their private names (which the
#: type stubs leave out)
_json_decoder: Any = json.decoder
_json_scanner: Any = json.scanner

#: Builtins that only pass their arguments along (or call their methods): symbolic
#: values go through them unchanged.
PASS_THROUGH = (
    "abs", "all", "any", "callable", "delattr", "dict", "divmod", "enumerate", "filter",
    "frozenset", "getattr", "hasattr", "isinstance", "issubclass", "iter", "list",
    "map", "max", "min", "next", "object", "pow", "repr", "reversed", "round", "set", "setattr",
    "slice", "sorted", "sum", "super", "tuple", "type", "vars", "zip", "ascii", "format",
    "property", "staticmethod", "classmethod",
)
_PASS_IDS = frozenset(id(getattr(builtins, n)) for n in PASS_THROUGH)
#: containers that store symbolic values as they are (a ``deque`` too: :mod:`.deques`)
_CONTAINERS = (list, tuple, dict, set, frozenset, collections.deque)
def _has_char_filter(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether an argument is a comprehension over characters not run yet
    (:mod:`.char_filters`)."""
    for a in args:
        if type(a) in _CHAR_KINDS:
            return True
    return bool(kwargs) and any(type(a) in _CHAR_KINDS for a in kwargs.values())


#: the values of :mod:`.char_filters` that its consumers read as terms
_CHAR_KINDS = (char_filters.CharFilter, char_filters.CharSeq)


def _ran(args: tuple[Any, ...], kwargs: dict[str, Any]
         ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The arguments with each :class:`.char_filters.CharFilter` run as written."""
    return tuple(map(char_filters.ran, args)), {k: char_filters.ran(v)
                                                for k, v in kwargs.items()}


def _by_concrete_name(f: Callable[..., Any]) -> Callable[..., Any]:
    """``f(obj, name, ...)`` (``getattr`` and its kin) with the name made concrete."""
    return lambda obj, name, *rest: f(
        obj, concrete(name, f"{f.__name__}() of a symbolic attribute name"), *rest)


#: What a call of a builtin becomes when an argument is symbolic.
_SYMBOLIC_BUILTINS: dict[int, Callable[..., Any]] = {
    id(builtins.len): len_, id(builtins.int): int_, id(builtins.str): str_,
    id(builtins.ord): ord_, id(builtins.chr): chr_, id(builtins.bool): bool_,
    id(builtins.range): range_, id(builtins.isinstance): lambda o, c: isinstance_(o, c),
    id(builtins.bytes): bytes_, id(builtins.bytearray): bytearray_,
    id(builtins.format): format_, id(builtins.hex): hex_, id(builtins.oct): oct_,
    id(builtins.bin): bin_, id(builtins.pow): pow_,
    id(builtins.float): float_,
    id(builtins.repr): lambda o: loose_repr(o), id(builtins.ascii): lambda o: loose_repr(o, True),
    id(builtins.type): lambda *a: type_(*a),
    id(os.fspath): lambda p: fspath(p), id(os.fsdecode): lambda p: fspath(p),
    id(builtins.print): lambda *a, **k: print_plain(*a, **k),
    id(operator.index): lambda i: (i if type(i) is SymInt else SymInt(i.term, i.value))
    if isinstance(i, SymInt) else operator.index(i),
    id(builtins.id): lambda obj: identity(obj),
    id(builtins.hash): lambda obj: hash_(obj),
    # string.Formatter().parse (``_string`` has no stubs)
    id(importlib.import_module("_string").formatter_parser): formatter_parser,
    **{id(getattr(builtins, n)): _by_concrete_name(getattr(builtins, n))
       for n in ("getattr", "hasattr", "setattr", "delattr")},
}
# a name among the object's attribute names is a decision (.attributes)
_SYMBOLIC_BUILTINS[id(builtins.getattr)] = functools.partial(
    getattr_, _SYMBOLIC_BUILTINS[id(builtins.getattr)])
_SYMBOLIC_BUILTINS[id(builtins.hasattr)] = functools.partial(
    hasattr_, _SYMBOLIC_BUILTINS[id(builtins.hasattr)])
_SYMBOLIC_BUILTINS[id(builtins.setattr)] = functools.partial(
    setattr_, _SYMBOLIC_BUILTINS[id(builtins.setattr)])
_SYMBOLIC_BUILTINS[id(builtins.delattr)] = functools.partial(
    delattr_, _SYMBOLIC_BUILTINS[id(builtins.delattr)])
#: a twin module's ``isinstance`` (:func:`.twins.twin_isinstance`): symbolic values as
#: the types they stand for, then twin classes as their public C classes
_SYMBOLIC_BUILTINS[id(twin_isinstance)] = \
    lambda o, c: isinstance_(o, c) or twin_isinstance(o, c)
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in UNICODEDATA_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in BINASCII_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in CHARMAP_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in DIGEST_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in QP_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in UU_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in STRUCT_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in LITERAL_EVAL_MODELS.items())
# math.floor/ceil/trunc call the number's __floor__/__ceil__/__trunc__: symbolic for a
# SymInt/SymBool and float() of a symbolic str (python/float_decimal.py); any other
# argument made concrete, with a note
_SYMBOLIC_BUILTINS.update(
    (id(f), lambda x, f=f: f(x if isinstance(x, SymInt | SymBool | PendingFloat)
                             else concrete(x, _called(f))))
    for f in (math.floor, math.ceil, math.trunc))
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in GCD_MODELS.items())
_SYMBOLIC_BUILTINS.update((id(c), model) for c, model in FLOAT_MATH_MODELS.items())
# float.__repr__(x), float.__str__(x) called unbound (json's encoder): the layer's text of
# a decimal literal's float (:mod:`strsat.python.float_format`), else the value read, noted
_SYMBOLIC_BUILTINS.update(
    (id(f), lambda x, f=f: (float_text(x, "") if formattable(x) else None) or
     f(concrete(x, _called(f))))
    for f in (float.__repr__, float.__str__))
_SYMBOLIC_BUILTINS[id(sys.intern)] = intern_  # pathlib's parts: the string itself
_SYMBOLIC_BUILTINS[id(str.maketrans)] = maketrans  # static: no receiver (str.maketrans(k, v))
_SYMBOLIC_BUILTINS[id(getattr(collections, "_count_elements"))] = count_elements  # noqa: B009
_DEPTH = 4
#: the items of a container looked at for symbolic values (:func:`_holds_symbolic`)
ITEMS_LOOKED_AT = 64


class Runtime:
    """The hooks for one rewritten module, and the callees its calls enter.

    ``files`` are the source files of the explored module and of the modules of its
    package (``root``, its folder; ``modules``, their ``__name__``, which their classes
    carry); ``followed`` the files of any other module (the standard library,
    site-packages) whose functions a call entered, rewritten one function at a time on
    the first call (:mod:`.callees`)."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.followed: set[str] = set()
        self.modules: set[str] = set()
        self.root: str | None = None
        self._hooks: dict[str, Any] = {
            CALL: self.call, METHOD: self.method, IN: self.contains, GETITEM: self.getitem,
            FSTRING: fstring, FORMAT: self.format_piece, PERCENT: self.percent,
            BRANCH: self.branch,
            COMPARE: self.compare, ITER: self.iterable, ATTR: self.attribute,
            SETITEM: self.setitem, DELITEM: self.delitem, AUGITEM: augitem, DICT: make_dict,
            DICTOF: dict_of, SETOF: set_of, MARK: mark, RAISED: raised, TRUTH: self.truth,
            KWARGS: keyword_names, MATCH: self.match_case, SETATTR: self.store_attribute,
            CHARS: char_filters.chars, ACCUMULATE: char_filters.accumulate, SCAN: scan,
            FIND: find,
            P_AND: char_filters.p_and, P_OR: char_filters.p_or, P_NOT: char_filters.p_not,
            P_CALL: char_filters.p_call, P_METHOD: char_filters.p_method,
            P_IN: char_filters.p_in, P_COMPARE: char_filters.p_compare}
        #: operators whose methods are Python, run rewritten (:mod:`.operators`)
        self.operators = Operators(self.call, lambda o: symbolic(o) or self._holds(o))
        self._hooks.update({BINOP: self.operators.binary, UNOP: self.operators.unary,
                            INPLACE: self.inplace})
        self.callees = Callees(self._hooks)
        #: ``str()`` of an object whose ``__str__`` is Python, for ``format``/``%s``
        self.python_str = PythonStr(self._python_str, _holds_deep, _class_attribute,
                                    self._python_repr, self._python_format)
        #: the pure-Python scanner standing for each of ``json``'s C scanners, by id
        self.scanners: dict[int, tuple[Any, Any]] = {}
        #: the pure-Python twins of C accelerators (:mod:`.twins`)
        self.twins = Twins(self, symbolic, concrete, plain,
                           modelled=lambda c: id(c) in _SYMBOLIC_BUILTINS)

    @property
    def module(self) -> str:
        return next(iter(self.modules), "")

    def bind(self, file: str, module: str, root: str | None = None) -> None:
        self.files.add(file)
        self.modules.add(module)
        if self.root is None:
            self.root = root

    def hooks(self) -> dict[str, Any]:
        """The hooks, by name, with the builtins the rewritten module replaces."""
        return {**self._hooks, "print": print_plain, "__import__": import_}

    # -- calls ------------------------------------------------------------------------------

    def call(self, f: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """``f(*args, **kwargs)`` in the rewritten program: routed to the layer's own
        objects and models, rewritten code, twins, or CPython (noted), in that order
        (:meth:`_first_route`, :meth:`_adjusted`, :meth:`_builtin_route`,
        :meth:`_symbolic_call`)."""
        if not args and not kwargs and id(f) in _FRAME_BUILTINS:
            return _frame_builtin(f, sys._getframe(1))
        if _has_char_filter(args, kwargs):  # any(c in S for c in s): one term
            made = char_filters.consume(f, args, kwargs)
            if made is not char_filters.NOT_HERE:
                return made
            args, kwargs = _ran(args, kwargs)
        if f is builtins.filter and not kwargs:  # "".join(filter(str.isdigit, s))
            made = char_filters.filtered(args, lambda it: self._call(f, (args[0], it), {}))
            if made is not char_filters.NOT_HERE:
                return made
        return self._call(f, args, kwargs)

    def _call(self, f: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
              ) -> Any:
        """:meth:`call` past :mod:`.char_filters`' consumers."""
        note_order_reads(f, args, kwargs)  # "".join(s), iter(s) of a set: its hash order
        if type(f) is staticmethod:  # callable since 3.10 (pyparsing's parse actions)
            f = f.__func__
        made = self._first_route(f, args, kwargs)
        if made is not _MISSING:
            return made
        f, args, kwargs = self._adjusted(f, args, kwargs)
        made = self._builtin_route(f, args, kwargs)
        if made is not _MISSING:
            return made
        if not _symbolic_in(args, kwargs) and not _iterated_symbolic(f, args):
            return self._plain_call(f, args, kwargs)
        return self._symbolic_call(f, args, kwargs)

    def _first_route(self, f: Callable[..., Any], args: tuple[Any, ...],
                     kwargs: dict[str, Any]) -> Any:
        """The routes taken before the arguments are adjusted (a C buffer's method, a
        twin class's method), or ``_MISSING``."""
        if (f is builtins.getattr or f is builtins.hasattr) and len(args) >= 2 and tying():
            tie_constant(args[0], args[1])  # getattr(o, "port") after setattr(o, key, v)
        if type(f) is types.BuiltinMethodType and isinstance(f.__self__, io.StringIO | io.BytesIO):
            made = _c_buffer_call(f, args, kwargs)  # feedparser's StringIO(newline='')
            if made is not _MISSING:
                return made
        if type(f) is types.MethodType and type(f.__self__) in TWIN_CLASSES:
            return self.twins.method_call(f, args, kwargs)  # a twin Decimal's method
        if type(f) not in _PLAIN_CALLABLES and not isinstance(f, type):
            slot = _class_attribute(type(f), "__call__")
            if type(slot) is types.FunctionType and not self.own(slot) and (
                    _symbolic_in(args, kwargs) or self._holds(f)
                    or _objects_hold_symbolic(args, kwargs)):
                # a library's callable object (an attrs validator, a matcher): its
                # __call__ rewritten (CPython's call would run it as written)
                return self.call(types.MethodType(slot, f), *args, **kwargs)
        return _MISSING

    def _adjusted(self, f: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
                  ) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
        """``f`` and its arguments with generators swapped for their rewritten twins and
        the callables and iterables handed to higher-order builtins made the layer's."""
        owner = getattr(f, "__self__", None)
        if type(owner) is types.GeneratorType and \
                type(f) in (types.MethodWrapperType, types.BuiltinMethodType):
            # feedparser's self._parse = self._parsegen().__next__, made as written
            f = getattr(self._generator(owner), f.__name__)
        elif f is builtins.next and args and type(args[0]) is types.GeneratorType:
            args = (self._generator(args[0]), *args[1:])
        if id(f) in _HIGHER_ORDER:  # map(str, xs), sorted(xs, key=str.lower) ...
            if args and id(f) in (_MAP, _FILTER):
                args = (self.callable(args[0]), *args[1:])
            if "key" in kwargs:
                kwargs["key"] = self.callable(kwargs["key"])
        if id(f) in _ITERATING and args:  # list(lexer): its rewritten __next__
            first = 1 if id(f) in (_MAP, _FILTER) else 0
            last = len(args) if id(f) in (_MAP, _ZIP) else first + 1
            if id(f) in _MIN_MAX and len(args) > 1:
                last = first  # max(a, b): the arguments are the items, not an iterable
            # sorted(s): the layer's characters, not a length hint that pins len(s)
            orderless = id(f) in _ORDERLESS and "key" not in kwargs and last - first == 1 \
                and (len(args) == 1 or id(f) not in _MIN_MAX)
            args = (*args[:first],
                    *(self._iterated(a, id(f), orderless) for a in args[first:last]),
                    *args[last:])
        return f, args, kwargs

    def _builtin_route(self, f: Callable[..., Any], args: tuple[Any, ...],
                       kwargs: dict[str, Any]) -> Any:
        """The builtins and library callables the layer answers itself whatever the
        arguments (itertools, ``str``, codecs, buffers, constructors...), or
        ``_MISSING``."""
        if id(f) in ITERTOOLS:  # groupby(s), pairwise(parts) ...: values passed along
            return itertools_call(f, args, kwargs, self.iterable, self.callable)
        if (f is _csv.reader and args and not _plain_lines(args[0])) or f is _csv.writer:
            return self._csv(f, args, kwargs)  # csv.reader(io.StringIO(s)): the layer's
        if getattr(f, "__self__", None) is int and getattr(f, "__name__", "") == "from_bytes" \
                and args and not isinstance(args[0], bytes | bytearray):
            return int_from_bytes(*args, **kwargs)  # ipaddress: int.from_bytes(map(...))
        if type(f) is functools.partial and not self.own(f.func):
            # the function under it runs as a call of its own (rewritten, or a model)
            return self.call(f.func, *f.args, *args, **{**f.keywords, **kwargs})
        bound = getattr(f, "__self__", None)
        if type(f) is _METHOD_WRAPPER and isinstance(bound, type) and \
                f == type.__call__.__get__(bound) and _symbolic_in(args, kwargs):
            # a metaclass's super().__call__(*args): the class made as type.__call__ does
            made = self.construct_plain(bound)
            if made is not None:
                return made(*args, **kwargs)
        if f is _STR_NEW and _symbolic_in(args, kwargs):  # super().__new__(cls, value)
            return str_new(*args, **kwargs)
        if f is _INT_NEW and _symbolic_in(args, kwargs):  # super().__new__(cls, v, base)
            return int_new(*args, **kwargs)
        if f is _FLOAT_NEW and _symbolic_in(args, kwargs):  # super().__new__(cls, v)
            return float_new(*args, **kwargs)
        if id(f) in OPERATOR_BUILTINS:  # abs(d) of a Decimal twin: its __abs__ rewritten
            made = self.operators.builtin(f, args, kwargs)
            if made is not NOT_HERE:
                return made
        if id(f) in _SLOT_BUILTINS:  # len(acc) of a Python __len__, str(ValueError(s))
            made = slot_call(f, args, kwargs, self.call, lambda o: _holds_symbolic(o, 2),
                             _class_attribute)
            if made is not NOT_HERE:
                return made
        if f is str and len(args) == 1 and not kwargs:
            made = self._python_str(args[0])
            if made is not _MISSING:
                return made
        if f is repr and len(args) == 1 and not kwargs and \
                self.python_str.applies_repr(args[0]):
            return self.python_str.repr(args[0])  # repr(terminal): its class's __repr__
        if f is format and 1 <= len(args) <= 2 and not kwargs and \
                self.python_str.applies_format(*args):
            return self.python_str.format(*args)  # format(d, "f"): its class's __format__
        if (f is str and (len(args) > 1 or kwargs)) or f is codecs.encode or \
                f is codecs.decode:  # str(b, "idna"), codecs.decode(b, "punycode")
            coded = pure_codec(args[0], "decode", args[1:], kwargs, self.call) if f is str \
                and args else codecs_call(f, args, kwargs, self.call)
            if coded is not NO_CODEC:
                return coded
        if f is memoryview and len(args) == 1 and not kwargs and \
                isinstance(args[0], SymBytes | ByteArray | ByteView):
            return memoryview_(args[0])  # the layer's view: the bytes stay symbolic
        if f is bytearray and (not args or isinstance(args[0], bytes | SymValue | ByteArray
                                                      | int | list | tuple)
                               or "encoding" in kwargs or len(args) > 1):
            return bytearray_(*args, **kwargs)  # the layer's: symbolic bytes stored
        if f is io.StringIO:  # every one: an empty buffer written to later gets symbolic text
            return TextBuffer(*args, **kwargs)
        if isinstance(f, type) and issubclass(f, io.StringIO) and \
                f.__init__ is io.StringIO.__init__ and f.__new__ is io.StringIO.__new__ and \
                _symbolic_in(args, kwargs):  # class StringBuffer(StringIO), made of s
            return subclass_shadowed(f, args, kwargs)
        if type(f) is type and f in CONSTRUCTORS and len(args) <= 1:
            return CONSTRUCTORS[f](*args, **kwargs)  # set(parts): symbolic items kept
        return _MISSING

    def _csv(self, f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``csv.reader``/``csv.writer`` (:mod:`strsat.python.csv_model`): lines and rows
        iterated as the program would, fields converted and lines written by calls of the
        program's kind (``float``, ``str``, the file's ``write``)."""
        if f is _csv.reader:
            return csv_model.reader(*args, lines=self.iterable,
                                    convert=lambda v: self.call(float, v), **kwargs)
        return csv_model.writer(*args, to_str=lambda v: self.call(str, v), rows=self.iterable,
                                write=lambda fo, line: self.call(fo.write, line), **kwargs)

    def _symbolic_call(self, f: Callable[..., Any], args: tuple[Any, ...],
                       kwargs: dict[str, Any]) -> Any:
        """A call with symbolic arguments: a slot or getter model, a model, a
        constructor, the program's own or rewritten code, a twin, else CPython's
        (:meth:`foreign`, noted)."""
        slot = slot_model(f, args, kwargs, concrete)  # object.__setattr__(self, k, v)
        if slot is None:  # itemgetter(1)(pair)
            slot = getter_call(f, args, kwargs, self.getitem, self.attribute, self.method)
        if slot is not None:
            return slot()
        model = self.model(f)
        if model is not None:
            try:
                return self._handing(model, args, kwargs)
            except OutsideAlphabetError:  # text beyond U+2FFFF met a symbolic value
                return run_concretely(_called(f), f, args, kwargs, concrete)

        if type(f) is types.MethodDescriptorType and f.__objclass__ in _CONTAINERS and \
                args and isinstance(args[0], f.__objclass__):
            # copy.copy(d) calls dict.copy(d): the container's method bound, as d.copy()
            return self.call(f.__get__(args[0]), *args[1:], **kwargs)
        if isinstance(f, type) and f not in _CONTAINERS:
            construct = self.construct(f)
            if construct is not None:
                return construct(*args, **kwargs)
        if self.own(f):
            if _layer(f):  # the layer's re.sub reached as re.sub: what it is handed, too
                return self._handing(f, args, kwargs)
            return f(*args, **kwargs)
        twin = self.twin(f)
        if twin is not None:
            return twin(*args, **kwargs)
        cached = uncached(f)
        if cached is not f and self.own(cached):
            return cached(*args, **kwargs)
        if generated(cached):
            # pure Python made by exec/eval, without source (a namedtuple's __new__, a
            # dataclass's __init__, networkx's argmap wrappers): it runs as written, the
            # values stay symbolic, and the Python functions it calls (__post_init__,
            # converters) run rewritten
            return run_generated(cached, args, kwargs, self.call, self._generated_routable(args))
        if self._own_callable(f):  # the program's callable object: its __call__ rewritten
            return f(*args, **kwargs)
        if isinstance(f, type) and _struct_sequence(f):
            # a C struct sequence (time.struct_time, os.stat_result) stores its items as
            # they are: symbolic ones stay symbolic (_strptime's result)
            return f(*args, **kwargs)
        return self.foreign(f, args, kwargs)

    def _plain_call(self, f: Callable[..., Any], args: tuple[Any, ...],
                    kwargs: dict[str, Any]) -> Any:
        """A call none of whose arguments is symbolic: a method of an instance holding
        symbolic values, or a pure-Python function of another module given objects that
        hold some (``dataclasses.asdict(record)``, ``copy.copy(obj)``), runs rewritten;
        a C callable gets the program's callbacks as C can call them; else ``f`` as is."""
        holder = (type(f) is types.MethodType and self._holds(f.__self__)) or (
            type(f) is types.FunctionType and not self.own(f)
            and (_objects_hold_symbolic(args, kwargs) or self._fed_rewritten(args)))
        if holder:
            twin = self.twin(f)
            if twin is not None:
                return twin(*args, **kwargs)
        if isinstance(f, type) and f not in _CONTAINERS and (
                not self.own(f) or _foreign_exception(f, self.modules)) and \
                (_objects_hold_symbolic(args, kwargs) or self._fed_rewritten(args)):
            # a class of another module given objects that hold symbolic values
            # (contextlib's _GeneratorContextManager(func, (tokenizer,), {}); graphql's
            # GraphQLSyntaxError(source, position, ...), whose __init__ reads the source's
            # symbolic body), or a generator of rewritten code (csv.DictReader(lines)):
            # its rewritten __init__, so what it calls with them runs rewritten too
            construct = self.construct(f)
            if construct is not None:
                return construct(*args, **kwargs)
        if (type(f) in _C_CALLABLES or isinstance(f, type)) and not self.own(f) and \
                self._fed_rewritten(args):
            # C code handed a generator of rewritten code (Counter's _count_elements(self,
            # gen), OrderedDict(gen)): the layer's model, else the pure twin (unchecked: a
            # check would drain the generator), which take what it yields as Python does
            fed = _SYMBOLIC_BUILTINS.get(id(f)) or self.twins.of(f, checked=False)
            if fed is not None:
                return fed(*args, **kwargs)
        sub = _pattern_sub(f, args, kwargs)
        if sub is not None:  # Template.substitute: pattern.sub(convert, template)
            pattern, repl, text, count = sub
            return sub_with_function(pattern, functools.partial(self.call, repl), text, count,
                                     f.__name__ == "subn")
        if type(f) in _C_CALLABLES and not self.own(f) and _hands_callbacks(args, kwargs):
            # an accelerator handed the program's functions (cmp_to_key(cmp),
            # bisect(a, x, key=k)): its pure twin, which calls them as Python does, so
            # what they return stays symbolic (no check: it would call them again)
            twin = self.twins.of(f, checked=False)
            if twin is not None:
                return twin(*args, **kwargs)
        if (type(f) in _C_CALLABLES and not self.own(f)) or (
                type(f) is types.FunctionType and _modelled(f)):  # re.sub(p, fn, s)
            args, kwargs = _callbacks_to_c(f, args, kwargs)
            return _c_call(f, args, kwargs)
        return f(*args, **kwargs)

    def _fed_rewritten(self, args: tuple[Any, ...]) -> bool:
        """Whether an argument is a generator running rewritten code (the program's or a
        followed callee's): what it yields may be symbolic, so the function it is handed
        runs rewritten (python-dotenv's ``resolve_variables(self.parse())`` stored the
        parsed names into its ``OrderedDict`` by their concrete hashes)."""
        return any(type(a) is types.GeneratorType and (
            _runs_rewritten(a) or self.callees.mine(a.gi_code)) for a in args)

    def model(self, f: Any) -> Callable[..., Any] | None:
        """What stands for ``f`` when an argument is symbolic (``f`` itself is not
        entered): the layer's version of a builtin (``len``, ``str`` ...), of a ``str``
        method bound to a plain string, of ``re``'s functions and of a compiled pattern's
        methods, a dict's lookups by key, or the pure-Python twin of a C accelerator
        (:func:`accelerators`; ``json``'s scanner)."""
        replacement = _SYMBOLIC_BUILTINS.get(id(f))
        if replacement is not None:
            return replacement
        kind = type(f)
        if kind in _C_METHODS:
            owner = f.__self__
            name = getattr(f, "__name__", "")
            if type(owner) is str:
                return lambda *a, **k: str_method(owner, name, *a, **k)  # _join = "".join
            if owner is dict and name == "fromkeys":
                return fromkeys
            if type(owner) is bytes or owner is bytes:  # bytes.fromhex, b",".join
                return lambda *a, **k: bytes_method(owner, name, *a, **k)
            if type(owner) is re.Pattern:
                # a pattern compiled outside the rewritten code (by another module, a
                # library): the layer's pattern of the same text and flags (str or bytes)
                return getattr(_layer_pattern(owner.pattern, owner.flags), name, None)
            if is_mrab_pattern(owner):  # a pattern of the regex package (cfn-lint's)
                return mrab_method(owner, name)
            if name == "__getitem__" and _python_missing(owner):
                return functools.partial(self.getitem, owner)  # quoter = cache.__getitem__
            if name in LOOKUP_NAMES and c_mapping(owner):  # rpds' HashTrieMap.get(k)
                return functools.partial(self._c_mapping_lookup, f)
            if type(owner) is types.MappingProxyType:  # tomllib's table.get(k)
                owner = proxied(owner)
            if isinstance(owner, dict | set | frozenset) and name in KEYED_METHODS:
                return functools.partial(keyed_call, owner, name)
            if owner is unicodedata.ucd_3_2_0 and name in UCD_3_2_0_MODELS:
                return UCD_3_2_0_MODELS[name]  # stringprep's, the idna codec's nameprep
            if type(owner) is struct.Struct:  # struct.Struct("!I").pack
                return struct_method(owner, name)
            if type(owner) in (list, tuple) and name == "index":  # MONTHS.index(mon)
                return functools.partial(sequence_index, owner)
            if type(owner) is collections.deque and name in DEQUE_MODELLED:
                modelled: Callable[..., Any] = deque_method(owner, name, plain)
                return modelled
        if kind is _STR_METHOD and getattr(f, "__objclass__", None) in (str, bytes):
            layer: Callable[..., Any] = symbolic_callable(f)  # partial(str.replace, s,
            return layer  # "a")("b"): the layer's method
        if kind is _C_SCANNER:
            return self._scanner(f)
        if kind is types.MethodType and f.__func__ is _SCANNER_SCAN:
            return functools.partial(scanner_scan, f.__self__, call=self.call)
        if f is io.StringIO:
            return TextBuffer
        if f is io.BytesIO:
            return ByteBuffer
        if (kind in _C_CALLABLES or isinstance(f, type) or not isinstance(
                f, types.FunctionType | types.MethodType | functools.partial)) and \
                not self.own(f):  # functools.partial takes symbolic values as it is
            return self.twins.of(f)
        return None

    def _handing(self, model: Callable[..., Any], args: tuple[Any, ...],
                 kwargs: dict[str, Any]) -> Any:
        """``model(*args, **kwargs)`` (a model, or the layer's function), a Python
        function of another module handed to it (``Pattern.sub(convert, s)``) called
        through :meth:`call` (:meth:`_handed`): rewritten, so the values it is given stay
        symbolic in it."""
        handed: dict[int, tuple[Any, Any]] = {}
        made = model(*(self._handed(a, handed) for a in args),
                     **{k: self._handed(v, handed) for k, v in kwargs.items()})
        # a model that gives back what it was handed (getattr's default, a dict.get's)
        # gives the program its own function, not the trampoline
        wrapper, value = handed.get(id(made), (None, None))
        return value if wrapper is made else made

    def _handed(self, value: Any, handed: dict[int, tuple[Any, Any]]) -> Any:
        """An argument of a model call: a pure-Python function of another module (or a
        ``functools.partial`` of one: mdurl's ``re.sub(p, partial(repl, cache=c), s)``)
        as :meth:`callable` makes it (recorded in ``handed``, by the wrapper's id, so that
        a model returning it returns ``value``: jmespath's ``getattr(self, name,
        self._error_nud_token)`` with a symbolic name), anything else as it is."""
        if type(value) in _HANDED_KINDS and not self.own(value):
            def through(*a: Any, **k: Any) -> Any:
                return self.call(value, *a, **k)

            handed[id(through)] = (through, value)  # kept alive: ids stay unique
            return through
        return value

    def callable(self, f: Any) -> Any:
        """``f`` as passed to ``map``/``filter``/``key=``: :func:`symbolic_callable`, and a
        pure-Python function of another module calls through :meth:`call` (so it runs
        rewritten when its argument is symbolic)."""
        g = symbolic_callable(f)
        if g is f and type(f) in _HANDED_KINDS and not self.own(f):
            return lambda *a, **k: self.call(f, *a, **k)
        return g

    def attribute(self, obj: Any, name: str) -> Any:
        """``obj.name``: a ``property`` (or ``functools.cached_property``) of a class whose
        methods run rewritten (:meth:`_holds`) runs its rewritten getter (``urlsplit(u)
        .port``, ``ip.is_private``); anything else as Python looks it up."""
        kind = type(obj)
        if name == "__class__" and (_as_type(kind) or kind in TWIN_CLASSES
                                    or isinstance(obj, PendingFloat)):
            return type_(obj)  # s.__class__ is str; singledispatch's args[0].__class__
        if kind in _PLAIN_ATTRIBUTES or isinstance(obj, type | types.ModuleType):
            return getattr(obj, name)
        if tying():  # an attribute set by a symbolic name may be this one
            tie_constant(obj, name)
        if is_hybrid(kind):
            return self._subclass_attribute(obj, name)
        if kind is super and is_hybrid(type(obj.__self__)) and \
                stands_for(obj.__thisclass__) is not None:
            return self._subclass_attribute(obj.__self__, name,
                                            stands_for(obj.__thisclass__), obj)
        raw = _class_attribute(kind, name)
        if isinstance(raw, property):
            getter = raw.fget
        elif isinstance(raw, functools.cached_property):
            state = getattr(obj, "__dict__", None)
            if state is None or name in state:
                return getattr(obj, name)
            getter = raw.func
        else:
            return getattr(obj, name)
        getter = uncached(getter)  # @property over @lru_cache: hashing would pin ``obj``
        if type(getter) is not types.FunctionType or not self._holds(obj):
            return getattr(obj, name)
        twin = self._twin_function(getter)
        if twin is None:
            return getattr(obj, name)
        value = twin(obj)
        if isinstance(raw, functools.cached_property):
            obj.__dict__[name] = value
        return value

    def _subclass_attribute(self, obj: Any, name: str, start: type | None = None,
                            parent: Any = None) -> Any:
        """``obj.name`` of an instance of a ``str`` subclass holding a symbolic value
        (:mod:`strsat.python.str_subclass`): the subclass's own attribute as Python finds
        it (a property's getter rewritten, a method bound to ``obj``: it runs rewritten,
        :meth:`_holds`), else the instance's, else ``str``'s (``SymStr``'s, symbolic);
        ``__class__`` is the subclass.  ``super().name`` in a method of the class
        ``start``: the classes after it only (``parent``, the ``super`` object, finds
        ``str``'s)."""
        cls = stands_for(type(obj))
        if name == "__class__" and start is None:
            return cls
        raw, owner = class_attribute(obj, name, start)
        if missing(raw):
            return getattr(obj if parent is None else parent, name)
        raw = rebased(raw, owner)
        getter = uncached(raw.fget) if isinstance(raw, property) else None
        if type(getter) is types.FunctionType:
            return (self._twin_function(getter) or getter)(obj)
        descriptor = type(raw)
        if hasattr(descriptor, "__set__") or hasattr(descriptor, "__delete__"):
            return raw.__get__(obj, cls)
        state = vars(obj)
        if name in state and start is None:
            return state[name]
        return raw.__get__(obj, cls) if hasattr(descriptor, "__get__") else raw

    def method(self, obj: Any, name: str, /, *args: Any, **kwargs: Any) -> Any:
        """``obj.name(args)``."""
        if _has_char_filter(args, kwargs):  # "".join(c for c in s if P(c)): one term
            if name == "join" and type(obj) is str:
                made = char_filters.join(obj, args, kwargs)
                if made is not char_filters.NOT_HERE:
                    return made
            args, kwargs = _ran(args, kwargs)
        if type(obj) is StringCharacters:  # set(s).issubset(C): one term; else the set
            if obj._made is None and name in LAZY_METHODS:
                return getattr(obj, name)(*args, **kwargs)
            obj = obj.made()
        if type(obj) is str and name == "format" and (_symbolic_in(args, kwargs) or any(
                holds_symbolic_args(a) or self.python_str.applies(a, True) or
                self.python_str.applies_repr(a) or self.python_str.applies_format(a)
                for a in (*args, *kwargs.values()))):
            # "{}".format(tokens), "{!r}".format(ValueError(s)): the layer's format
            return format_string(obj, args, kwargs, self.python_str)
        if type(obj) is super and name in ("__repr__", "__str__") and not args and \
                not kwargs and isinstance(getattr(obj, "__self__", None), SymStr) and \
                getattr(getattr(obj, name), "__func__", None) in (SymValue.__repr__,
                                                                   SymValue.__str__):
            # super().__repr__() in a str subclass's method (email's Terminal): str's
            inner = getattr(obj, "__self__")  # noqa: B009 (super's, typeshed lacks it)
            plain = SymStr(inner.term, inner.value)  # str's methods, not the subclass's
            return loose_repr(plain) if name == "__repr__" else str_(plain)
        if type(obj) is super and name == "__repr__" and not args and not kwargs:
            made = self._list_repr(obj)
            if made is not _MISSING:
                return made
        if name == "join" and (type(obj) in (str, bytes) or obj in (str, bytes)):
            note_order_reads(getattr(obj, name), args, kwargs)  # not through call below
        if type(obj) is str and (name == "join" or _symbolic_in(args, kwargs)):
            return str_method(obj, name, *args, **kwargs)
        if obj is str and name != "maketrans" and args and isinstance(args[0], str | SymStr) \
                and (name == "join" or _symbolic_in(args, kwargs)):
            return str_method(args[0], name, *args[1:], **kwargs)  # str.lower(s)
        if (type(obj) is bytes or obj is bytes) and (name == "join"
                                                     or _symbolic_in(args, kwargs)):
            return bytes_method(obj, name, *args, **kwargs)  # b",".join(parts)
        if name in ("encode", "decode") and isinstance(obj, SymStr | SymBytes):
            coded = pure_codec(obj, name, args, kwargs, self.call)  # b.decode("idna")
            if coded is not NO_CODEC:
                return coded
        keyed = keyed_method(obj, name, args)
        if keyed is not None:
            return keyed(*args, **kwargs)
        return self.call(self.attribute(obj, name), *args, **kwargs)

    def format_piece(self, value: Any, conversion: int, spec: Any) -> Any:
        """One field of an f-string (:func:`format_piece`); ``{obj}``/``{obj!s}`` of an
        object whose ``__str__`` is Python and holds symbolic values runs that method
        rewritten (:class:`.slots.PythonStr`), then the spec applies to its string; with
        no conversion, one whose ``__format__`` is Python runs that method rewritten."""
        if conversion == -1 and self.python_str.applies_format(value, spec or ""):
            return self.python_str.format(value, spec or "")
        if conversion in (-1, ord("s")) and self.python_str.applies(
                value, formatted=conversion == -1 and not spec):
            value, conversion = self.python_str(value), -1
            if not spec:
                return value
        elif conversion == ord("r") and self.python_str.applies_repr(value):
            value, conversion = self.python_str.repr(value), -1
            if not spec:
                return value
        return format_piece(value, conversion, spec)

    def percent(self, left: Any, right: Any) -> Any:
        """``left % right`` (:func:`percent`), ``%s`` of an object whose ``__str__`` is
        Python and holds symbolic values running that method rewritten; a symbolic
        format with a mapping argument, :func:`~strsat.python.percent_symbolic.
        percent_symbolic` with each ``%(key)`` found by :meth:`getitem`; ``%`` of other
        operands is the operator (:mod:`.operators`)."""
        if not isinstance(left, str | bytes | bytearray | SymStr | SymBytes):
            return self.operators.binary(left, right, "%")
        if isinstance(left, SymStr) and is_mapping_argument(right):
            # a symbolic format and a mapping: each %(key) looked up by getitem (rewritten)
            return percent_symbolic(left, right, self.getitem)
        return percent(left, right, self.python_str)

    def inplace(self, left: Any, right: Any, op: str) -> Any:
        """``left op= right`` (:meth:`.operators.Operators.inplace`); ``text %= args`` of a
        string without an ``__imod__`` (``str`` and ``bytes`` have none: CPython runs
        ``text % args``) is :meth:`percent`, as ``text % args`` is (humanfriendly's
        ``format(msg, size, tokens)``: ``text %= args`` with ``%r`` of a list)."""
        if op == "%" and isinstance(left, str | bytes | SymStr | SymBytes) and \
                not hasattr(type(left), "__imod__"):
            return self.percent(left, right)
        return self.operators.inplace(left, right, op)

    def iterable(self, obj: Any) -> Any:
        """``obj`` as a loop or a builtin iterates it: an iterator of a class whose
        methods run rewritten (:meth:`_holds`) is driven by its rewritten ``__iter__`` and
        ``__next__`` (CPython's own iteration would call the originals); one with a
        ``send`` (a coroutine-like object ``yield from`` delegates to) is handed back as
        it is."""
        kind = type(obj)
        if kind is char_filters.CharFilter or kind is char_filters.CharSeq:
            return self.iterable(char_filters.ran(obj))  # iterated as written
        if kind is types.GeneratorType:
            return self._generator(obj)
        if kind is StringCharacters:  # set(s) iterated: the set made, read as a set
            obj = obj.made()
            kind = type(obj)
        if kind is set or kind is frozenset:
            note_set_order(obj)
        elif hashing_iteration(obj):  # an OrderedDict or its view: walked without hashing
            return placed_iteration(obj)
        if kind in _PLAIN_ITERABLES or isinstance(obj, SymValue | ByteArray | ByteView) or \
                type(getattr(kind, "__next__", getattr(kind, "__iter__", None))) \
                is not types.FunctionType or hasattr(kind, "send") or not self._holds(obj):
            return obj
        return self._iterate(obj)

    def _generator(self, gen: types.GeneratorType[Any, Any, Any]
                   ) -> types.GeneratorType[Any, Any, Any]:
        """The generator that steps for ``gen``: one of rewritten code standing for it
        when it was made by code that ran as written and its arguments hold symbolic
        values now (:func:`.generators.stand_in`), else ``gen``."""
        made = stand_in(gen, self._twin_function,
                        lambda v: symbolic(v) or self._holds(v))
        return gen if made is None else made

    def _iterated(self, obj: Any, f: int, orderless: bool = False) -> Any:
        """``obj`` as the iterating builtin ``f`` (an id) reads it: :meth:`iterable`; a C
        ``OrderedDict`` (or its view) walked without hashing, as a list (``reversed``
        reverses it), and as it is for ``dict``, which reads it as a mapping; a set
        holding symbolic values read by a builtin whose result does not depend on the
        order (``orderless``: ``sorted(flags)``) in an order of its own, without a note
        (:func:`orderless_items`); a symbolic ``str`` read by ``set``/``frozenset`` as
        it is (its characters kept as the string, :mod:`.string_sets`)."""
        if f in _SET_MAKERS and type(obj) in (SymStr, CaseImage):
            return settled(obj)
        if type(obj) is StringCharacters:  # sorted(set(s)): the set made, read as a set
            obj = obj.made()
        if orderless and type(obj) in (set, frozenset) and any(map(symbolic, obj)) and \
                all(type(x) in _TOTALLY_ORDERED for x in obj):
            return orderless_items(obj)
        if hashing_iteration(obj):
            return obj if f == _DICT else list(placed_iteration(obj))
        if f == _REVERSED and self._holds(obj) and \
                type(getattr(type(obj), "__reversed__", None)) is types.FunctionType:
            # reversed(od) of a pure OrderedDict: its __reversed__, rewritten (iterated
            # forwards, a generator would not be reversible)
            return Reversed(self.call(types.MethodType(type(obj).__reversed__, obj)))
        return chars(self.iterable(obj), f == _REVERSED)

    def _iterate(self, obj: Any) -> Any:
        iterator = self.call(types.MethodType(type(obj).__iter__, obj)) \
            if type(getattr(type(obj), "__iter__", None)) is types.FunctionType else obj
        step = getattr(type(iterator), "__next__", None)
        if type(step) is not types.FunctionType:
            yield from iterator
            return
        step = self._twin_function(step) or step
        while True:
            try:
                item = step(iterator)
            except StopIteration:
                return
            yield item

    def getitem(self, obj: Any, key: Any) -> Any:
        """``obj[key]`` (:func:`getitem`); with a symbolic key, a ``__getitem__`` written in
        Python that is not rewritten yet (``os.environ``'s, a ``UserDict``'s, a
        ``Mapping``'s) runs through :meth:`call`, rewritten like any callee, instead of
        as written (where the key met C code unnoted)."""
        if type(obj) is char_filters.CharSeq:  # numb[-1] of kept characters
            return obj.get(key)
        method = self._python_slot(obj, "__getitem__", key)
        if method is None and _python_missing(obj) and keyed_symbolically(obj, key):
            # its __missing__ rewritten
            return dict_getitem(obj, key, functools.partial(_settled_missing, self.call))
        return getitem(obj, key) if method is None else self.call(method, key)

    def setitem(self, value: Any, obj: Any, key: Any) -> None:
        """``obj[key] = value`` (:func:`setitem`); a ``__setitem__`` written in Python
        that is not rewritten yet (a ``dict`` subclass's: ``http.cookies.Morsel``'s, which
        lower-cases the key and tests it against its attribute names) runs through
        :meth:`call`, rewritten like any callee, when the key or the value is symbolic:
        CPython's store would run it as written, where the key met C code (a hash, a
        ``%r``) and was made concrete."""
        if type(obj) is char_filters.CharSeq:  # numb[-1] = "X" of kept characters
            obj.put(key, value)
            return
        method = self._python_store(obj, "__setitem__", key, value)
        if method is None:
            setitem(value, obj, _list_place(obj, key))
        else:
            self.call(method, key, value)

    def delitem(self, obj: Any, key: Any) -> None:
        """``del obj[key]`` (:func:`delitem`); a ``__delitem__`` written in Python runs
        rewritten, as for :meth:`setitem`."""
        method = self._python_store(obj, "__delitem__", key)
        if method is None:
            delitem(obj, _list_place(obj, key))
        else:
            self.call(method, key)

    def store_attribute(self, value: Any, obj: Any, name: str) -> None:
        """``obj.name = value``: a ``property`` whose setter is a Python function, of an
        object whose methods run rewritten (:meth:`_holds`) or given a symbolic value,
        runs its rewritten setter; a ``__setattr__`` written in Python given a symbolic
        value runs through :meth:`call` (rewritten); anything else is CPython's store."""
        kind = type(obj)
        if kind not in _PLAIN_ATTRIBUTES and not isinstance(obj, type | types.ModuleType):
            raw = _class_attribute(kind, name)
            if type(raw) is property and type(raw.fset) is types.FunctionType and (
                    symbolic(value) or self._holds(obj)):
                twin = self._twin_function(uncached(raw.fset))
                if twin is not None:
                    twin(obj, value)
                    return
            slot = getattr(kind, "__setattr__", None)  # the slot first: symbolic() walks
            if type(slot) is types.FunctionType and not self.own(slot) and symbolic(value):
                self.call(types.MethodType(slot, obj), name, value)
                return
        setattr(obj, name, value)

    def _python_store(self, obj: Any, name: str, *operands: Any) -> Any:
        """``obj``'s ``name`` (``__setitem__``/``__delitem__``) bound to it, when an
        operand is symbolic and the slot is a pure-Python function that is not rewritten
        already (a builtin container's slots are C: never); else None."""
        if isinstance(obj, SymValue) or not any(symbolic(o) for o in operands):
            return None
        slot = getattr(type(obj), name, None)
        if type(slot) is not types.FunctionType or self.own(slot):
            return None
        return types.MethodType(slot, obj)

    def contains(self, item: Any, container: Any) -> Any:
        """``item in container`` (:func:`contains`); a ``__contains__`` written in Python
        runs rewritten, as for :meth:`getitem`; in a tuple or list, an item whose
        ``__eq__`` is written in Python and holds symbolic values is compared with each
        element by :meth:`compare` (CPython's search would run that ``__eq__`` as written:
        ``email.header``'s ``lastcs not in (None, 'us-ascii')`` of a ``Charset``)."""
        method = self._python_slot(container, "__contains__", item)
        if method is not None:
            return self.call(method, item)
        if type(container) in (tuple, list, collections.deque) and \
                self._python_eq(item, None) is not None:
            return any(element is item or self.compare(item, element, "==")
                       for element in container)
        return contains(item, container)

    def compare(self, left: Any, right: Any, op: str) -> Any:
        """``left op right`` (:func:`compare`); ``==``/``!=`` of an object whose class
        writes ``__eq__``/``__ne__`` in Python and that holds symbolic values run that
        method rewritten (as written, what it reads would meet C code: ``str(self)`` of
        a ``__str__`` giving a symbolic string is CPython's ``TypeError``); a
        ``NotImplemented`` answer falls to the other operand and then to identity, as
        CPython's.  ``is``/``is not`` beside a constant bool: :func:`_bool_identity`."""
        if op in ("is", "is not"):
            return _bool_identity(left, right, op == "is")
        if type(left) is StringCharacters or type(right) is StringCharacters:
            got = operate(left, right, op)  # set(s) <= ALLOWED: one term
            if got is not None:
                return got
            left, right = plain_set(left), plain_set(right)
        if op in ("==", "!="):
            methods = [(m, other) for first, other in ((left, right), (right, left))
                       if (m := self._python_eq(first, op)) is not None]
            for method, other in methods:  # the left operand's first, then the right's
                got = self.call(method, other)
                if got is not NotImplemented:
                    return got
            if len(methods) == 2:  # both declined: identity
                return (left is right) == (op == "==")
        else:
            ordered = self.operators.order(left, right, op)  # a Python __lt__ rewritten
            if ordered is not NOT_HERE:
                return ordered
        return compare(left, right, op)

    def _python_eq(self, obj: Any, op: str | None) -> Any:
        """``obj``'s ``__eq__`` (``__ne__`` for ``op`` ``"!="``) bound to it, when that is
        a pure-Python function that is not rewritten already and ``obj`` holds symbolic
        values; else None."""
        if isinstance(obj, SymValue) or type(obj) in _CONTAINERS or obj is None or \
                isinstance(obj, str | bytes | int | float):
            return None
        slot = getattr(type(obj), "__ne__" if op == "!=" else "__eq__", None)
        if type(slot) is not types.FunctionType or self.own(slot) or \
                not _holds_symbolic(obj, 2):
            return None
        return types.MethodType(slot, obj)

    def _python_slot(self, obj: Any, name: str, key: Any) -> Any:
        """``obj``'s ``name`` bound to it, when ``key`` is symbolic or ``obj`` holds
        symbolic values (``fields[2]`` of a library's record over the input text) and the
        slot is a pure-Python function of a class other than a builtin container's that
        is not rewritten already; else None."""
        if isinstance(obj, dict | list | tuple | str | bytes | set | frozenset) or \
                not (symbolic(key) or self._holds(obj)):
            return None
        slot = getattr(type(obj), name, None)
        if type(slot) is not types.FunctionType or self.own(slot):
            return None
        return types.MethodType(slot, obj)

    def _generated_routable(self, args: tuple[Any, ...]) -> Callable[[object], bool]:
        """:meth:`_routable` for a call of generated code on ``args``: a callable object
        that the class of ``args[0]`` holds is left as it is (generated code reads it as
        an attribute, and the plain function it would be rebound to would bind as a
        method, with ``self`` for an argument)."""
        held = {id(v) for klass in type(args[0]).__mro__ for v in vars(klass).values()} \
            if args else set()
        return lambda f: self._routable(f) and (type(f) is types.FunctionType
                                                or id(f) not in held)

    def _routable(self, f: object) -> bool:
        """Whether a function generated code calls is handed to :meth:`call` (a pure-Python
        function of a library, not the layer's nor the program's own), or a library's
        callable object whose class's ``__call__`` is one (networkx's compiled ``argmap``
        wrapper calls its ``_dispatchable`` object: :meth:`_first_route` runs its
        ``__call__`` rewritten)."""
        if type(f) is types.FunctionType:
            return not self.own(f)
        slot = _call_slot(f)
        return slot is not None and not self.own(slot)

    def _own_callable(self, f: Any) -> bool:
        """Whether ``f`` is an instance of a class whose ``__call__`` is :meth:`own` (the
        program's own class, rewritten): CPython's call runs it as it is, with the
        symbolic arguments (a functor ``Coerce(int)(s)`` of the program's)."""
        slot = _call_slot(f)
        return slot is not None and self.own(slot)

    def own(self, f: Any) -> bool:
        """Whether ``f`` takes symbolic arguments as it is: rewritten code, the layer's,
        a builtin that only passes values along, a container's method."""
        if id(f) in _PASS_IDS:
            return True
        kind = type(f)
        if kind is types.FunctionType:
            return (_rewritten_code(f) and f.__code__.co_filename in self.files) or \
                self.callees.mine(f.__code__) or _layer(f)
        if kind is types.MethodType:
            return (isinstance(f.__self__, SymValue) and not is_hybrid(type(f.__self__))) \
                or self.own(f.__func__)
        if kind is types.BuiltinMethodType:  # also C methods bound to an object
            owner = f.__self__
            if type(owner) is types.GeneratorType:
                # a coroutine fed symbolic values (prompt_toolkit's ANSI parser sends each
                # character): its code rewritten, in the program or a followed callee
                return f.__name__ in ("send", "throw") and (
                    _runs_rewritten(owner) or self.callees.mine(owner.gi_code))
            return isinstance(owner, _CONTAINERS) or owner is builtins and \
                id(f) in _PASS_IDS
        if isinstance(f, type):
            return f in _CONTAINERS or f.__module__ in self.modules or \
                issubclass(f, BaseException) or f is functools.partial
        if kind is types.WrapperDescriptorType:  # ValueError.__init__(self, message)
            return _storing(f, f.__objclass__)
        if kind is types.MethodWrapperType:  # super().__init__(message)
            return f.__name__ == "__init__" and _storing(f, type(f.__self__))
        if isinstance(f, functools.partial):
            return self.own(f.func)
        return _layer(f)

    def _holds(self, obj: Any) -> bool:
        """Whether a method of ``obj`` runs rewritten without a symbolic argument: an
        instance of a class of the explored package or of a module a call entered
        already (``shlex.split``'s ``shlex`` reads its input in ``read_token()``), or
        one holding symbolic values (in its ``__dict__``, two objects deep, or as a
        tuple: a namedtuple of parts)."""
        if isinstance(obj, SymValue) or type(obj) in _CONTAINERS:
            return is_hybrid(type(obj))  # a str subclass's instance: its own methods
        if type(obj) in TWIN_CLASSES:
            return True
        module = getattr(type(obj), "__module__", None)
        if module in self.modules:
            return True
        file = getattr(sys.modules.get(module or ""), "__file__", None)
        if file is not None and (file in self.followed or file in self.files):
            return True
        return _holds_symbolic(obj, 2)

    def twin(self, f: Any) -> Any:
        """The rewritten version of the pure-Python function ``f`` (:mod:`.callees`,
        rewritten on its first call), else None.  A bound method (an instance's method,
        a ``classmethod`` bound to its class) becomes the rewritten function bound to
        the same object; a class is constructed by :meth:`construct`."""
        f = uncached(f)
        if type(f) is types.MethodType:
            func = self._twin_function(uncached(f.__func__))
            return None if func is None else types.MethodType(func, f.__self__)
        if isinstance(f, type):
            return self.construct(f)
        return self._twin_function(f)

    def _twin_function(self, f: Any) -> types.FunctionType | None:
        """The rewritten plain function ``f`` (None: not a pure-Python function, the
        layer's, a module whose model takes precedence, or no source)."""
        if type(f) is not types.FunctionType or _layer(f) or _modelled(f):
            return None
        if self.own(f):
            return f
        # a function of an accelerated module naming an accelerated name the layer does
        # not model (json's c_make_encoder): the twin module's, which takes the pure path
        f = self.twins.function(f) or f
        g = self.callees.rewritten(f)
        if g is not None:
            file = g.__code__.co_filename  # a frozen module's: its source file
            if file not in self.files:
                inside = self.root is not None and \
                    _realpath(file).startswith(self.root + os.sep)
                (self.files if inside else self.followed).add(file)
        return g

    def construct(self, cls: type[Any]) -> Callable[..., Any] | None:
        """``cls(...)`` as ``type.__call__`` makes it, with each pure-Python ``__new__``
        and ``__init__`` rewritten (:meth:`twin`) and C ones that only store their
        arguments (``object``'s, ``BaseException``'s, ``tuple.__new__``) taking symbolic
        values; a metaclass's own ``__call__`` (``Enum``'s) rewritten.  None: called as
        it is (a C ``__new__``/``__init__`` that would need concrete values)."""
        meta: object = vars(type(cls)).get("__call__") or type.__call__
        for klass in inspect.getmro(type(cls)):
            if "__call__" in vars(klass):
                meta = vars(klass)["__call__"]
                break
        if type(meta) is types.FunctionType:
            func = self._twin_function(meta)
            return None if func is None else functools.partial(func, cls)
        if meta is not type.__call__:
            return None
        return self.construct_plain(cls)

    def construct_plain(self, cls: type[Any]) -> Callable[..., Any] | None:
        """``type.__call__(cls, ...)`` (:meth:`construct` past a metaclass's ``__call__``;
        a metaclass's ``super().__call__(*args)``, a caching or singleton metaclass's):
        ``__new__`` then ``__init__`` as :meth:`construct` runs them; None: called as it
        is."""
        new: Callable[..., object] = cls.__new__
        init: Callable[..., object] = cls.__init__
        if new is _STR_NEW and issubclass(cls, str):
            return self._value_subclass(cls, str_new)
        if new is _INT_NEW and issubclass(cls, int):
            return self._value_subclass(cls, int_new)
        if new is _FLOAT_NEW and issubclass(cls, float) and cls is not float:
            return self._value_subclass(cls, float_new)
        if not (_storing(new, cls) or type(new) is types.FunctionType) or not (
                _storing(init, cls) or type(init) is types.FunctionType):
            return None

        def construct(*args: Any, **kwargs: Any) -> Any:
            if init is dict.__init__ and not _storing_dict(args):  # C reads the items:
                merge = None
                if new is dict.__new__ and _symbolic_in(args, kwargs):
                    made = dict.__new__(cls)
                    merge = dict_merge(made, args, kwargs)  # pairs, inserted one by one
                if merge is not None:
                    merge()
                    return made
                # else CPython's call as before (noted where a symbolic value is an argument)
                return self.foreign(cls, args, kwargs) if _symbolic_in(args, kwargs) \
                    and not self.own(cls) else cls(*args, **kwargs)
            if new is object.__new__:
                if init is object.__init__ and (args or kwargs):
                    return cls(*args, **kwargs)  # CPython's TypeError
                obj: object = object.__new__(cls)
            elif _storing(new, cls):
                obj = new(cls, *args, **kwargs)
            else:
                obj = self.call(new, cls, *args, **kwargs)
            if isinstance(obj, cls):
                kind = type(obj).__init__
                if _storing(kind, cls):
                    kind(obj, *args, **kwargs)
                else:
                    self.call(kind, obj, *args, **kwargs)
            return obj

        return construct

    def match_case(self, subject: Any, pattern: tuple[Any, ...], names: tuple[str, ...]
                   ) -> tuple[Any, ...] | None:
        """A ``case`` of a ``match`` statement (:func:`.matching.match`)."""
        return match_pattern(self, isinstance_, subject, pattern, names)

    def truth(self, obj: Any) -> Any:
        """``obj`` for its truth (``not obj``): a Python ``__bool__``/``__len__`` of an
        object holding symbolic values runs rewritten (:func:`.slots.truth`)."""
        if type(obj) is char_filters.CharSeq:
            return obj.truth()
        return truth(obj, self.call, lambda o: _holds_symbolic(o, 2), _class_attribute)

    def branch(self, test: Any, line: int, column: int) -> Any:
        """The test of an ``if``/``while``/conditional expression (:func:`branch`), its
        truth as :meth:`truth` gives it."""
        if type(test) is char_filters.CharSeq:  # if numb: (kept characters)
            return branch(test.truth(), line, column, 2)
        return branch(truth(test, self.call, lambda o: _holds_symbolic(o, 2),
                            _class_attribute), line, column, 2)

    def _python_str(self, obj: Any) -> Any:
        """``str(obj)`` when ``obj``'s class defines ``__str__`` in Python (a
        ``TokenList`` joining its symbolic tokens, a ``str`` subclass's override), or
        ``__repr__`` and no ``__str__`` (``email.charset.Charset``): that method,
        rewritten (as written, CPython's ``str`` would run it unrewritten and make what it
        reads concrete); a ``str`` subclass's instance without one is its string.
        ``_MISSING``: neither (the ordinary ``str()``)."""
        if is_hybrid(type(obj)):
            raw, _ = class_attribute(obj, "__str__")
            if missing(raw):
                return str_(obj)
            return string_result(self.call(self._subclass_attribute(obj, "__str__")),
                                 "__str__")
        slot = "__str__"
        method = _class_attribute(type(obj), slot)
        if method is object.__str__:  # str() of it is its repr(): email's Charset
            slot = "__repr__"
            method = _class_attribute(type(obj), slot)
        if type(method) is not types.FunctionType or isinstance(obj, SymValue | PendingFloat) \
                or not _holds_deep(obj):  # (the layer's floats: their methods are its models)
            return _MISSING
        return string_result(self.call(types.MethodType(method, obj)), slot)

    def _list_repr(self, parent: super) -> Any:
        """``super().__repr__()`` in a method of a ``list`` subclass (``email``'s
        ``TokenList.__repr__``) when ``list``'s is the one found: ``[a, b]`` of each
        item's ``repr()`` as the program's ``repr`` gives it (a ``Terminal``'s
        ``__repr__`` rewritten, a symbolic string's exact text); CPython's C
        ``list.__repr__`` would call the items' Python ``__repr__`` as written.
        ``_MISSING``: not that case (or a list that holds itself: CPython's ``[...]``)."""
        inner = getattr(parent, "__self__", None)
        start = getattr(parent, "__thisclass__", None)
        if not isinstance(inner, list) or start is None or start not in type(inner).__mro__:
            return _MISSING
        order = type(inner).__mro__
        owner = next((k for k in order[order.index(start) + 1:] if "__repr__" in vars(k)),
                     None)
        items = list(list.__iter__(inner))
        if owner is not list or any(item is inner for item in items) or \
                not any(_holds_deep(item) for item in items):
            return _MISSING
        pieces: list[Any] = ["["]
        for i, item in enumerate(items):
            if i:
                pieces.append(", ")
            pieces.append(self.python_str.repr(item) if self.python_str.applies_repr(item)
                          else loose_repr(item))
        pieces.append("]")
        return fstring(*pieces)

    def _python_format(self, obj: Any, spec: str) -> Any:
        """``format(obj, spec)`` when :meth:`.slots.PythonStr.applies_format` holds: the
        ``__format__`` its class writes, rewritten."""
        return self.call(types.MethodType(_class_attribute(type(obj), "__format__"), obj),
                         spec)

    def _python_repr(self, obj: Any) -> Any:
        """``repr(obj)`` when :meth:`.slots.PythonStr.applies_repr` holds: the
        ``__repr__`` its class writes, rewritten."""
        if is_hybrid(type(obj)):
            return self.call(self._subclass_attribute(obj, "__repr__"))
        return self.call(types.MethodType(_class_attribute(type(obj), "__repr__"), obj))

    def _value_subclass(self, cls: type[Any], new: Callable[..., Any]) -> Callable[..., Any]:
        """``cls(...)`` for a ``str``, ``int`` or ``float`` subclass without a ``__new__``
        of its own: ``new`` makes the instance (:func:`str_new`, :func:`int_new`: it holds
        the symbolic value; :func:`float_new`: made concrete, with a note), then a Python
        ``__init__`` runs rewritten."""
        init = cls.__init__

        def construct(*args: Any, **kwargs: Any) -> Any:
            obj = new(cls, *args, **kwargs)
            if type(init) is types.FunctionType:
                self.call(init, obj, *args, **kwargs)
            return obj

        return construct

    def _scanner(self, scanner: Any) -> Callable[..., Any]:
        """The pure-Python twin of one of ``json``'s C scanners (``py_make_scanner`` over
        the same settings, with ``py_scanstring``), made once per scanner."""
        known = self.scanners.get(id(scanner))
        if known is None:
            context = types.SimpleNamespace(
                parse_object=_json_decoder.JSONObject, parse_array=_json_decoder.JSONArray,
                parse_string=_json_decoder.py_scanstring, memo={},
                **{k: getattr(scanner, k) for k in (
                    "strict", "object_hook", "object_pairs_hook", "parse_float",
                    "parse_int", "parse_constant")})
            known = self.scanners[id(scanner)] = (scanner, _json_scanner.py_make_scanner(context))
        return lambda *a, **k: self.call(known[1], *a, **k)

    def _c_mapping_lookup(self, f: Any, *args: Any, **kwargs: Any) -> Any:
        """A C mapping's ``get``/``__getitem__``/``__contains__`` (``f``, bound) of a
        symbolic key: the lookup of the dict of its items (:mod:`.c_mappings`), else
        CPython's on the concrete key (:meth:`foreign`)."""
        items = items_dict(f.__self__, args[0]) if args else None
        if items is None:
            return self.foreign(f, args, kwargs)
        return keyed_call(items, f.__name__, *args, **kwargs)

    def foreign(self, f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        what = _called(f)
        plain_args = tuple(a if by_identity(f, a, i == 0) else concrete(a, what)
                           for i, a in enumerate(args))
        plain_kwargs = {k: concrete(v, what) for k, v in kwargs.items()}
        result = _c_call(f, plain_args, plain_kwargs)
        for given, made in zip((*args, *kwargs.values()), (*plain_args, *plain_kwargs.values()),
                               strict=True):
            if type(given) is ByteArray:  # struct.pack_into(fmt, buffer, ...), readinto
                given.copied_back(made)
        return result


def import_(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
            level: int = 0) -> Any:
    """``import``, where ``re`` is the layer's (its matching functions are symbolic)."""
    if name == "re" and level == 0:
        return python_re
    return builtins.__import__(name, globals, locals, fromlist, level)


#: ``re``'s functions the layer models (its ``re``): they take precedence over CPython's
#: pure-Python ``re`` module, whose parser and compiler would be slow to follow
RE_MODELS = ("compile", "escape", "findall", "finditer", "fullmatch", "match", "search",
             "split", "sub", "subn")
_SYMBOLIC_BUILTINS.update((id(getattr(re, n)), getattr(python_re, n)) for n in RE_MODELS
                          if hasattr(python_re, n))
#: modules whose functions are never entered rewritten: the layer's model of them takes
#: precedence (``re``), or they are strsat's own
MODELLED_MODULES = ("re", "sre_compile", "strsat")
#: modules of those above whose pure-Python functions are entered all the same: the
#: layer has no model of them (``re._parser.parse(pattern)`` called by the program)
FOLLOWED_MODULES = ("re._parser", "re._constants", "re._casefix", "sre_parse",
                    "sre_constants", "strsat.explore.socket_twins")


def pure_module(module: str, blocked: str) -> Any:
    """The standard library's ``module`` executed again with its C accelerator
    ``blocked`` (:func:`.twins.pure_module`); None if that fails."""
    return twins_pure_module(module, (blocked,))


_C_SCANNER: Any = getattr(__import__("json.scanner").scanner, "c_make_scanner", None)
#: ``re.Scanner.scan`` (not in typeshed), run by the layer (:mod:`strsat.python.re_scanner`)
_SCANNER_SCAN: Any = re.Scanner.scan  # type: ignore[attr-defined]


#: ``types.SimpleNamespace``'s C ``__new__`` (it allocates, ignoring the arguments) and
#: ``__init__`` (the keywords stored in the instance's ``__dict__``, unread; a positional
#: argument is CPython's ``TypeError``, which reads none)
_NAMESPACE_NEW: Any = types.SimpleNamespace.__new__
_NAMESPACE_INIT: Any = types.SimpleNamespace.__init__


def _storing(method: Any, cls: type) -> bool:
    """Whether the C ``__new__``/``__init__`` ``method`` of ``cls`` only stores its
    arguments, so that symbolic values may pass: ``object``'s, ``tuple.__new__``,
    ``dict.__new__`` (it ignores them: a ``Counter``'s Python ``__init__`` fills it),
    ``dict.__init__`` (a ``dict`` subclass without its own, tblib's ``_AttrDict(frame,
    tb_next=...)``: given a plain dict and keywords it copies the values without reading
    them, :func:`_storing_dict`), ``types.SimpleNamespace``'s (importlib_metadata's
    ``_EntryPointMatch(**match.groupdict())``), and a builtin exception's (not ``UnicodeError``'s,
    whose fields are typed)."""
    if method is object.__new__ or method is object.__init__ or method is tuple.__new__ \
            or method is dict.__new__ or method is list.__new__ or method is dict.__init__:
        return True  # dict.__init__: of a plain dict and keywords only (_storing_dict)
    if method is _NAMESPACE_NEW or method is _NAMESPACE_INIT:
        return True  # types.SimpleNamespace(**fields): its __dict__ holds them as given
    if type(method) is types.MethodWrapperType and method.__name__ == "__init__" and \
            isinstance(method.__self__, list):
        return True  # a list subclass's super().__init__(items): list's, which stores them
    if not issubclass(cls, BaseException) or issubclass(cls, UnicodeError):
        return False
    if type(method) is types.MethodWrapperType:
        return True  # a bound C __init__ of an exception instance (its class is checked)
    owner = getattr(method, "__objclass__", None) or getattr(method, "__self__", None)
    return isinstance(owner, type) and owner.__module__ == "builtins" and \
        issubclass(owner, BaseException)


def _foreign_exception(cls: type[Any], modules: Any) -> bool:
    """An exception class of a module outside the explored package: :meth:`Runtime.own`
    counts every exception class as the program's (constructed as it is when an argument
    is symbolic), but its Python ``__init__`` is not rewritten."""
    return issubclass(cls, BaseException) and cls.__module__ not in modules


def _storing_dict(args: tuple[Any, ...]) -> bool:
    """Whether ``dict.__init__(obj, *args, **kwargs)`` only stores values: no positional
    argument, or one plain ``dict`` (its keys hashed already; an iterable of pairs, or a
    mapping whose ``keys()`` is Python, would be read by C)."""
    return not args or (len(args) == 1 and type(args[0]) is dict)


def _modelled(f: types.FunctionType) -> bool:
    """Whether ``f``'s module is one whose functions are not entered (see
    :data:`MODELLED_MODULES`)."""
    module = f.__module__ or ""
    if module in FOLLOWED_MODULES:
        return False
    return any(module == m or module.startswith(m + ".") for m in MODELLED_MODULES)


#: the types of C methods bound to an object (``builtin_method``: one bound with its
#: class, PyCMethod, as a compiled pattern's)
_C_METHODS = (types.BuiltinMethodType, type(re.compile("").match))
#: the types of C callables (functions, bound methods, slot wrappers)
_C_CALLABLES = frozenset({*_C_METHODS, types.BuiltinFunctionType, types.WrapperDescriptorType,
                          types.MethodWrapperType, types.MethodDescriptorType})
#: the builtin types of the layer's classes that are no ``SymValue`` (those are
#: :data:`~strsat.python.values.BUILTIN_TYPES`, lazy images of a ``str`` included)
_AS_TYPE: dict[type, type] = {SymRange: range}
#: builtins that iterate their first argument (:meth:`Runtime.iterable`)
_ITERATING = frozenset(id(getattr(builtins, n)) for n in (
    "list", "tuple", "set", "frozenset", "dict", "sorted", "enumerate", "sum", "min", "max",
    "any", "all", "zip", "map", "filter", "reversed")) | {id(collections.deque)}
#: iterables CPython's own iteration serves (no Python ``__next__`` to rewrite)
_PLAIN_ITERABLES = frozenset({str, list, tuple, dict, set, frozenset, range, bytes,
                              collections.deque,
                              types.GeneratorType, enumerate, zip, map, filter, reversed,
                              type({}.items()), type({}.keys()), type({}.values())})
#: iterating builtins whose result does not depend on the order they read a set in
#: (``sorted``/``min``/``max`` without ``key``: a set's items are distinct, no ties)
_ORDERLESS = frozenset(id(getattr(builtins, n)) for n in (
    "sorted", "min", "max", "set", "frozenset", "any", "all"))
_MIN_MAX = frozenset((id(builtins.min), id(builtins.max)))
_SET_MAKERS = frozenset((id(builtins.set), id(builtins.frozenset)))
#: the items such a builtin reads in any order with the same result: totally ordered,
#: never equal when distinct (not floats: NaN; not tuples or frozensets: mixed or
#: partial orders, whose errors and results depend on the comparisons made; not a
#: subclass, which may order its own way)
_TOTALLY_ORDERED = frozenset({str, int, bool, bytes, SymStr, SymInt, SymBool, SymBytes,
                               CaseImage})
_MAP, _FILTER, _ZIP = id(builtins.map), id(builtins.filter), id(builtins.zip)
_REVERSED = id(builtins.reversed)
_DICT = id(builtins.dict)
_HIGHER_ORDER = frozenset(id(getattr(builtins, n)) for n in ("map", "filter", "sorted", "min",
                                                              "max"))
_STR_METHOD = type(str.lower)
_STR_NEW = str.__new__
_METHOD_WRAPPER = type(type.__call__.__get__(object))
_INT_NEW = int.__new__
_FLOAT_NEW = float.__new__


def str_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    """``str.__new__(cls, value)`` with a symbolic ``value``: for a subclass of ``str``, an
    instance of it holding the symbolic string (:func:`.str_subclass.subclass_value`);
    ``str`` itself gives ``str(value)``; decoding arguments, the C call (made concrete,
    with a note)."""
    if isinstance(cls, type) and issubclass(cls, str) and len(args) == 1 and not kwargs \
            and isinstance(args[0], SymValue) and not isinstance(args[0], SymBytes):
        value = str_(args[0])
        return value if cls is str else subclass_value(cls, value)
    what = "a call to str.__new__"
    return _STR_NEW(cls, *(concrete(a, what) for a in args),
                    **{k: concrete(v, what) for k, v in kwargs.items()})


def int_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    """``int.__new__(cls, x[, base])`` with a symbolic argument (``ByteSize(n)``, pyasn1's
    ``super().__new__(cls, value, base)``): the layer's ``int(x[, base])`` (its decisions
    and CPython's errors), then for a subclass of ``int`` an instance of it holding the
    symbolic int (:func:`.str_subclass.subclass_value`); a plain result (a float's
    ``int()`` read concretely) becomes a real instance.  Not a class: CPython's call
    (its ``TypeError``)."""
    if not (isinstance(cls, type) and issubclass(cls, int)):
        return _INT_NEW(cls, *args, **kwargs)
    value = int_(*args, **kwargs)
    if isinstance(value, SymInt):
        plain_int = value if type(value) is SymInt else SymInt(value.term, value.value)
        return plain_int if cls is int else subclass_value(cls, plain_int)
    return _INT_NEW(cls, value)


def float_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    """``float.__new__(cls, x)`` with a symbolic argument (``Ratio(n)`` of a ``float``
    subclass): the layer's ``float(x)`` (a symbolic string's parse and its
    ``ValueError`` decided), then, for a subclass, the value made concrete with a note
    naming the class -- instances of ``float`` subclasses are not kept symbolic (the
    layer's floats are ``float`` objects of its own classes: a subclass's instance
    cannot be one)."""
    if not (isinstance(cls, type) and issubclass(cls, float)) or kwargs or len(args) > 1:
        return _FLOAT_NEW(cls, *(concrete(a, "a call to float.__new__") for a in args),
                          **{k: concrete(v, "a call to float.__new__")
                             for k, v in kwargs.items()})
    value = float_(*args)
    if cls is float:
        return value
    if isinstance(value, PendingFloat):
        value = value.pinned(f"{cls.__qualname__}() (an instance of a float subclass is "
                             "not kept symbolic)")
    return _FLOAT_NEW(cls, value)


#: (bounded and process-wide: a pure function of a file name; files do not move during a run)
@functools.lru_cache(maxsize=1024)
def _realpath(file: str) -> str:
    """``os.path.realpath`` of a code object's file, remembered (a method call of a
    class outside the rewritten module asks for it each time)."""
    return os.path.realpath(file)


#: (bounded and process-wide: a pure function of a pattern's text and flags)
@functools.lru_cache(maxsize=256)
def _layer_pattern(pattern: str | bytes, flags: int) -> Any:
    """The layer's compiled pattern of a ``re.Pattern``'s text and flags."""
    return python_re.compile(re.compile(pattern, flags))


def symbolic_callable(f: Any) -> Any:
    """``f`` as passed to ``map``/``filter``/``key=``: a builtin with a symbolic version
    (``str``, ``len`` ...) becomes that version, an unbound ``str`` method (``str.lower``)
    one that accepts a ``SymStr``, a dict's or set's bound lookup (``counts.get``) the
    keyed one (:mod:`.keyed`)."""
    if not callable(f):
        return f
    replacement = _SYMBOLIC_BUILTINS.get(id(f))
    if replacement is not None:
        return replacement
    if type(f) is types.BuiltinMethodType and type(f.__self__) is str:
        receiver, name = f.__self__, f.__name__
        return lambda *a, **k: str_method(receiver, name, *a, **k)
    if type(f) is types.BuiltinMethodType and isinstance(f.__self__, dict | set | frozenset) \
            and f.__name__ in KEYED_METHODS:  # max(counts, key=counts.get)
        return functools.partial(keyed_call, f.__self__, f.__name__)
    if type(f) is _STR_METHOD and getattr(f, "__objclass__", None) is str:
        name = f.__name__
        return lambda obj, *a, **k: str_method(obj, name, *a, **k) \
            if isinstance(obj, str | SymStr) else f(obj, *a, **k)
    if type(f) is _STR_METHOD and getattr(f, "__objclass__", None) is bytes:
        name = f.__name__  # map(bytes.decode, parts)
        return lambda obj, *a, **k: getattr(obj, name)(*a, **k) \
            if isinstance(obj, SymBytes) else f(obj, *a, **k)
    return f


def int_from_bytes(items: Any, byteorder: str = "big", *, signed: bool = False) -> Any:
    """``int.from_bytes`` of an iterable of ints (a symbolic ``bytes``'s, base64's
    ``from_bytes(s[i: i + 5])``), some symbolic: CPython's value (the
    items as base-256 digits) and its ``ValueError`` for an item outside 0-255, each
    range test a decision; an iterable of concrete ints, or bytes, as CPython."""
    values = list(iter(items))  # not list(b): its length hint made len(b) concrete
    if not any(isinstance(v, SymValue) for v in values) or byteorder not in ("big", "little"):
        return int.from_bytes(values, byteorder, signed=signed)  # type: ignore[arg-type]
    result: Any = 0
    for v in values if byteorder == "big" else reversed(values):
        if not isinstance(v, int | SymInt) or isinstance(v, bool):
            order: Any = byteorder  # "big" or "little" (tested above)
            return int.from_bytes(concrete(values, "int.from_bytes"), order, signed=signed)
        if v < 0 or v > 255:
            raise ValueError("bytes must be in range(0, 256)")
        result = result * 256 + v
    if signed and values:
        top = values[0] if byteorder == "big" else values[-1]
        if top >= 128:
            result = result - 256 ** len(values)
    return result


def type_(*args: Any) -> Any:
    """``type(x)``: ``str`` for a ``SymStr``, ``int`` for a ``SymInt``, ``bool`` for a
    ``SymBool``, ``float`` for the layer's floats (``float(s)`` of a symbolic string, a
    quotient of symbolic ints: :class:`~strsat.python.float_parse.PendingFloat`'s
    subclasses; natsort's ``type(first) in (int, float)``)."""
    kind = _as_type(type(args[0])) if len(args) == 1 else None
    if kind is not None:
        return kind
    if len(args) == 1 and isinstance(args[0], PendingFloat):
        return float
    if len(args) == 1 and type(args[0]) in TWIN_CLASSES:  # a twin Decimal: decimal.Decimal
        return public_class(args[0]) or type(args[0])
    if len(args) == 1 and is_hybrid(type(args[0])):  # a str subclass holding a SymStr
        return stands_for(type(args[0]))
    if len(args) == 3 and (isinstance(args[0], SymValue) or symbolic(args[2])):
        # a class made with a symbolic name (pytz's type(zone, (DstTzInfo,), {...})):
        # CPython's type() takes str names only, the name and the attributes' names made
        # concrete (noted), the attributes' values kept
        name, bases, namespace = args
        return type(concrete(name, "type() of a symbolic class name"), bases,
                    {concrete(k, "type() of a symbolic attribute name"): v
                     for k, v in namespace.items()})
    return type(*args)


def _as_type(kind: type) -> type | None:
    """The builtin type an instance of the layer's class ``kind`` stands for (``str`` for
    a ``SymStr`` and a case map's or a character function's image); None otherwise."""
    return builtin_type(kind) or _AS_TYPE.get(kind)


def isinstance_(obj: Any, classinfo: Any) -> bool:
    """``isinstance`` seeing symbolic values as the types they stand for (``str | None``
    and nested tuples included)."""
    kind = _as_type(type(obj)) or stands_for(type(obj))
    if kind is None:
        public = public_class(obj) if type(obj) in TWIN_CLASSES else None
        return isinstance(obj, classinfo) or (public is not None and
                                              issubclass(public, classinfo))
    return issubclass(kind, classinfo)


def fspath(path: Any) -> Any:
    """``os.fspath``/``os.fsdecode`` of a ``SymStr``: the string itself (CPython returns a
    ``str`` argument as it is); other values as CPython."""
    if isinstance(path, SymStr):
        return path
    return os.fspath(path)


def mark() -> int:
    """The number of decisions the active tracer holds (before a ``raise``'s exception is
    built; :meth:`.instrument.Rewriter.visit_Raise`)."""
    return len(getattr(active(), "decisions", ()))


def raised(start: int, exc: Any) -> Any:
    """``exc``, after telling the tracer that its decisions from ``start`` on were made
    while building it, in the calling frame (:meth:`.tracer.RunTrace.raising`)."""
    raising = getattr(active(), "raising", None)
    if raising is not None:
        raising(start, sys._getframe(1).f_code)  # noqa: SLF001 - the raise's own frame
    return exc


class Reversed:
    """What ``reversed`` is handed for an object whose class's ``__reversed__`` is Python
    code (:meth:`Runtime._iterated`): the iterator that method made, rewritten, which
    ``reversed`` gives back as it is."""

    __slots__ = ("made",)

    def __init__(self, made: Any) -> None:
        self.made = made

    def __reversed__(self) -> Any:
        return self.made


def _runs_rewritten(gen: types.GeneratorType[Any, Any, Any]) -> bool:
    """Whether the generator ``gen`` runs rewritten code (its frame's builtins hold the
    hooks): a value it is sent reaches that code as a call's argument would."""
    frame = gen.gi_frame
    return frame is not None and CALL in frame.f_builtins


def _rewritten_code(f: types.FunctionType) -> bool:
    """Whether ``f`` is a function of a rewritten module (its builtins hold the hooks)."""
    table = f.__globals__.get("__builtins__")
    return isinstance(table, dict) and CALL in table


#: modules whose functions take symbolic values as they are: the layer, and the
#: explorer's own ``StringIO``/``BytesIO`` (a read of a symbolic size)
_LAYER_MODULES = ("strsat.python", "strsat.explore.stringio", "strsat.explore.bytesio")


def _layer(f: Any) -> bool:
    module = getattr(f, "__module__", None) or ""
    return module.startswith(_LAYER_MODULES)


#: the builtins that read their caller's frame when called without arguments (by id)
_FRAME_BUILTINS = frozenset(map(id, (builtins.globals, builtins.locals, builtins.vars,
                                     builtins.dir)))
#: the folder of strsat's own modules (frames there are the hooks', not the program's)
_OWN_FOLDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _frame_builtin(f: Any, frame: Any) -> Any:
    """``globals()``, ``locals()``, ``vars()`` or ``dir()`` called by rewritten code: of the
    program's frame, the first out of strsat's own modules (called through the hook,
    CPython's would read the hook's frame: bitmath's ``globals()[unit]`` a ``KeyError``)."""
    while frame is not None and frame.f_code.co_filename.startswith(_OWN_FOLDER):
        frame = frame.f_back
    if frame is None:  # pragma: no cover - a hook is always called by the program
        return f()
    if f is builtins.globals:
        return frame.f_globals
    if f is builtins.dir:
        return sorted(frame.f_locals)
    return frame.f_locals  # locals(), and vars() without an argument


def _class_attribute(kind: type, name: str) -> Any:
    """``name`` as the class ``kind`` (or a base) defines it, unbound; None if none does."""
    for klass in kind.__mro__:
        found = vars(klass).get(name, _MISSING)
        if found is not _MISSING:
            return found
    return None


_MISSING = object()
#: the builtins :func:`.slots.slot_call` may take (by id: a quick test on every call)
_SLOT_BUILTINS = frozenset(map(id, (builtins.len, builtins.int, builtins.str, builtins.repr,
                                    builtins.ascii, builtins.float)))
#: what a model (``re.sub``'s repl) or ``map``/``key=`` is handed that calls through
#: :meth:`Runtime.call` when not the program's own: a function, a bound method, a partial
_HANDED_KINDS = (types.FunctionType, types.MethodType, functools.partial)
#: callables that are not instances of a class with a Python ``__call__``
_PLAIN_CALLABLES = frozenset({types.FunctionType, types.MethodType, types.BuiltinFunctionType,
                              types.BuiltinMethodType, types.MethodWrapperType,
                              types.WrapperDescriptorType, types.MethodDescriptorType,
                              types.ClassMethodDescriptorType, functools.partial})
#: types whose attributes are never a library's property (the fast path of
#: :meth:`Runtime.attribute`)
_PLAIN_ATTRIBUTES = frozenset({str, int, bool, float, list, tuple, dict, set, frozenset,
                               bytes, type(None), SymStr, SymInt, SymBool, CaseImage})


def _pattern_sub(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
                 ) -> tuple[Any, Any, Any, Any] | None:
    """``(pattern, function, text, count)`` of a call of a compiled pattern's C ``sub``
    or ``subn`` (or of ``re.sub``/``re.subn``, CPython's or the layer's ``re`` that the
    program imports, its pattern compiled as they compile it)
    with a Python function as the replacement and a plain text
    (:func:`strsat.python.re_callback.applies`), else None: its matches are CPython's,
    and what the function returns is joined symbolically (``_callbacks_to_c`` made it
    concrete)."""
    module_level = f is re.sub or f is re.subn or f == python_re.sub or f == python_re.subn
    if not module_level and (type(f) not in _C_METHODS
                             or getattr(f, "__name__", None) not in ("sub", "subn")):
        return None
    names = ("pattern", "repl", "string", "count", "flags") if module_level else \
        ("repl", "string", "count")
    if len(args) > len(names) or not set(kwargs) <= set(names[len(args):]):
        return None
    bound = {**dict(zip(names, args, strict=False)), **kwargs}
    if "repl" not in bound or "string" not in bound:
        return None
    repl, text, count = bound["repl"], bound["string"], bound.get("count", 0)
    pattern: Any = getattr(f, "__self__", None)
    if module_level:
        if type(bound.get("pattern")) is not str or type(bound.get("flags", 0)) is not int:
            return None
        pattern = re.compile(bound["pattern"], bound.get("flags", 0))  # re.sub's _compile
    if type(repl) not in (types.FunctionType, types.MethodType) or \
            not applies(pattern, repl, text, count):
        return None
    return pattern, repl, text, count


#: the program's callbacks handed to C code: Python functions and bound methods
_CALLBACKS = (types.FunctionType, types.MethodType)


def _hands_callbacks(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether an argument is a Python function or method (a callback for C code)."""
    return any(type(a) in _CALLBACKS for a in (*args, *kwargs.values()))


def _callbacks_to_c(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
                    ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The arguments of the C function ``f``, with each Python function among them
    wrapped so that what it returns to the C code is made concrete (with a note):
    ``Pattern.sub(convert, template)`` joins what ``convert`` returns, and C code
    cannot take symbolic values."""
    name = getattr(f, "__qualname__", None) or getattr(f, "__name__", "C code")

    def wrap(value: Any) -> Any:
        if type(value) not in _CALLBACKS:
            return value

        def callback(*a: Any, **k: Any) -> Any:
            result = value(*a, **k)
            return concrete(result, f"a value returned to {name}") if symbolic(result) \
                else result

        return callback

    return tuple(wrap(a) for a in args), {k: wrap(v) for k, v in kwargs.items()}


def _python_missing(obj: Any) -> bool:
    """Whether ``obj`` is a dict whose class's ``__missing__`` is Python code (and its
    ``__getitem__`` dict's): a lookup that misses runs it, rewritten
    (``urllib.parse``'s ``_Quoter`` caches the quoting of each byte so)."""
    kind = type(obj)
    return isinstance(obj, dict) and kind.__getitem__ is dict.__getitem__ and \
        type(getattr(kind, "__missing__", None)) is types.FunctionType


def _settled_missing(call: Callable[..., Any], missing: Any, mapping: dict[Any, Any],
                     key: Any) -> Any:
    """``missing(mapping, key)`` run rewritten (by ``call``).  The entries it stores (a
    cache's: ``self[b] = res``) keep their symbolic keys and values while the run lasts
    (a later lookup compares with them, exact; ``len`` and iteration see them), and
    when the run ends they are replaced by their concrete keys and values
    (:func:`_settle`), so that the mapping, which may outlive the run (a cache made by
    an ``lru_cache``'d factory), never holds another run's symbolic values (without a
    tracer, at once)."""
    before = {id(k) for k in dict.keys(mapping)}
    try:
        return call(missing, mapping, key)
    finally:
        if any(id(k) not in before and (isinstance(k, SymValue) or isinstance(v, SymValue))
               for k, v in dict.items(mapping)):
            tracer = active()
            if tracer is not None:
                tracer.at_exit(("settle", id(mapping)), functools.partial(_settle, mapping))
            else:
                _settle(mapping)


def _settle(mapping: dict[Any, Any]) -> None:
    """Replace the symbolic keys and values of ``mapping`` by their concrete values, in
    place and in order (CPython's run stored the same entries)."""
    entries = list(dict.items(mapping))
    if not any(isinstance(k, SymValue) or isinstance(v, SymValue) for k, v in entries):
        return
    with placing():
        dict.clear(mapping)
    for k, v in entries:
        dict.__setitem__(mapping, k.value if isinstance(k, SymValue) else k,
                         v.value if isinstance(v, SymValue) else v)


#: whether a class's MRO declares ``__slots__``, by class (:func:`_has_slots`)
_SLOTTED: dict[type, bool] = {}


def _has_slots(kind: type) -> bool:
    """Whether a class of ``kind``'s MRO declares ``__slots__`` (so that its objects
    store attributes outside their ``__dict__``)."""
    found = _SLOTTED.get(kind)
    if found is None:
        found = _SLOTTED[kind] = any("__slots__" in vars(k) for k in kind.__mro__
                                     if k is not object)
    return found


def _holds_symbolic(obj: Any, depth: int) -> bool:
    """Whether ``obj`` holds a symbolic value in its ``__dict__`` or its ``__slots__``
    (``zipfile.ZipInfo``'s; objects ``depth`` deep), as a tuple's or a list's item (a
    tuple in a list too: ``email.header.Header``'s ``_chunks`` of ``(text, Charset)``) or
    as a value of a ``dict`` subclass.  Each container's first :data:`ITEMS_LOOKED_AT`
    items are looked at, a plain ``dict``'s too (babel's ``Locale`` holds its locale's
    whole data: read item by item on every call of its methods, it took most of a run)."""
    if symbolic(obj, 0, ITEMS_LOOKED_AT):
        return True
    if type(obj) is types.MethodType:  # a reader's bound method: tokenize(buffer.readline)
        return _holds_symbolic(obj.__self__, depth)
    if isinstance(obj, tuple | list | collections.deque):  # a namedtuple, a list
        # subclass's items (the first ITEMS_LOOKED_AT, and a list subclass's own, such as a
        # TokenList of TokenLists), a deque's (email.feedparser's BufferedSubFile._lines)
        items = itertools.islice(tuple.__iter__(obj) if isinstance(obj, tuple) else
                                 list.__iter__(obj) if isinstance(obj, list) else
                                 collections.deque.__iter__(obj), ITEMS_LOOKED_AT)
        return any(symbolic(v, 0, ITEMS_LOOKED_AT) or (depth > 0 and (isinstance(
            v, list | tuple) or hasattr(v, "__dict__") or _has_slots(type(v)))
            and _holds_symbolic(v, depth - 1))  # sqlparse's Statement(tokens): slotted
            for v in items)
    if isinstance(obj, dict) and type(obj) is not dict:  # tblib's _AttrDict of a frame's
        # fields, nested (a plain dict is symbolic()'s)
        return any(symbolic(v, 0, ITEMS_LOOKED_AT) or (depth > 0 and
                                                        _holds_symbolic(v, depth - 1))
                   for v in itertools.islice(dict.values(obj), ITEMS_LOOKED_AT))
    if depth <= 0:
        return False
    state = getattr(obj, "__dict__", None)
    if type(state) is dict and any(_holds_symbolic(v, depth - 1) for v in state.values()):
        return True
    return _has_slots(type(obj)) and any(_holds_symbolic(v, depth - 1)
                                         for _, v in fields(obj))


def _holds_deep(obj: Any, limit: int = 512) -> bool:
    """Whether ``obj`` holds a symbolic value at any depth, through lists, tuples,
    deques, ``__dict__`` and ``__slots__`` (:func:`_holds_symbolic`'s places), looking at
    ``limit`` objects at most (each once): a parse tree's ``__str__`` (``email``'s
    ``AddressList`` of ``Mailbox`` of ... of ``ValueTerminal``) reads tokens nested
    deeper than :data:`_DEPTH`."""
    todo: list[Any] = [obj]
    seen: set[int] = set()
    while todo and len(seen) < limit:
        item = todo.pop()
        if symbolic(item):
            return True
        if id(item) in seen or isinstance(item, str | int | float | bytes | type):
            continue
        seen.add(id(item))
        if type(item) is types.MethodType:
            todo.append(item.__self__)
        if isinstance(item, tuple | list | collections.deque):
            todo.extend(itertools.islice(
                tuple.__iter__(item) if isinstance(item, tuple) else
                list.__iter__(item) if isinstance(item, list) else
                collections.deque.__iter__(item), ITEMS_LOOKED_AT))
        if isinstance(item, dict):
            todo.extend(itertools.islice(dict.values(item), ITEMS_LOOKED_AT))
        state = getattr(item, "__dict__", None)
        if type(state) is dict:
            todo.extend(state.values())
        if _has_slots(type(item)):
            todo.extend(v for _, v in fields(item))
    return False




def _c_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``f(*args, **kwargs)`` of C code; when it refuses a symbolic value it read off an
    argument's attributes (csv's reader reads ``dialect.delimiter`` of the dialect class
    ``Sniffer.sniff`` built from the sample: ``TypeError('"delimiter" must be string,
    not SymStr')``), those attributes are made concrete in place (pinned, noted) and the
    call is made again: CPython's call on the concrete values, not a divergence."""
    try:
        return f(*args, **kwargs)
    except TypeError as e:
        # (the layer's classes, BUILTIN_TYPES, are the names C code's TypeError gives)
        if not any(f" {t.__name__}" in str(e) for t in BUILTIN_TYPES) or \
                not _pin_attributes((*args, *kwargs.values()), _called(f)):
            raise
    return f(*args, **kwargs)


def _pin_attributes(objects: tuple[Any, ...], what: str) -> bool:
    """The symbolic attributes (in ``__dict__``, of an instance or a class) of
    ``objects`` made concrete in place, each with a note; whether there was one."""
    pinned = False
    for obj in objects:
        if isinstance(obj, SymValue) or type(obj) in _CONTAINERS:
            continue
        attributes = getattr(obj, "__dict__", None)
        if not isinstance(attributes, dict | types.MappingProxyType):
            continue
        for name, value in list(attributes.items()):
            if isinstance(value, SymValue):
                try:
                    setattr(obj, name, concrete(value, f"{what}: attribute {name}"))
                except (AttributeError, TypeError):
                    continue
                pinned = True
    return pinned


def _objects_hold_symbolic(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether an argument is an object holding a symbolic value (:func:`_holds_symbolic`:
    a dataclass instance, an object two deep), so that a pure-Python callee of another
    module runs rewritten instead of as written (where C code meets the value)."""
    return any(_holds_symbolic(a, 2) for a in args) or \
        any(_holds_symbolic(v, 2) for v in kwargs.values())


def _c_buffer_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """A method of a CPython ``StringIO`` (``BytesIO``) given a symbolic value, and its
    later calls in the run: its :class:`TextBuffer` (:class:`ByteBuffer`) standing for it
    (:func:`.stringio.shadow_method`, :func:`.bytesio.shadow_bytes_method`).
    Else ``_MISSING``."""
    shadow = shadow_method if isinstance(f.__self__, io.StringIO) else shadow_bytes_method
    routed = shadow(f, _symbolic_in(args, kwargs))
    return _MISSING if routed is None else routed(*args, **kwargs)


def _plain_lines(lines: Any) -> bool:
    """Whether CPython's ``csv.reader`` may read ``lines`` as it is: a list or tuple of
    plain values, or a file of CPython's (not an explorer's ``StringIO``)."""
    if type(lines) in (list, tuple):
        return not symbolic(lines)
    return isinstance(lines, io.IOBase) and type(lines) not in (TextBuffer, ByteBuffer)


def _symbolic_in(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    return any(symbolic(a) for a in args) or any(symbolic(v) for v in kwargs.values())


def symbolic(value: Any, depth: int = 0, limit: int | None = None) -> bool:
    """Whether ``value`` is or holds (in builtin containers, namedtuples included) a
    symbolic value; ``limit``: the items of each container looked at (all: None)."""
    if isinstance(value, SymValue) or type(value) in TWIN_CLASSES:
        return True
    if type(value) in (TextBuffer, ByteBuffer):  # a StringIO (BytesIO) over a symbolic value
        return not value.closed and isinstance(value.getvalue(), SymValue)
    if isinstance(value, PendingFloat):  # float() of a symbolic str (or a quotient of ints)
        return value.pending()
    if type(value) is ByteArray:  # the layer's bytearray: C code gets CPython's
        return True
    if type(value) is ByteView:  # the layer's memoryview: C code gets CPython's
        return not isinstance(value.data, bytes)
    if type(value) is SymMatch:  # a match of a symbolic string (a ``sub`` callback's)
        return True
    if type(value) is SymRange:  # range() of a symbolic bound: len() of it is symbolic
        return True
    if depth >= _DEPTH or not (type(value) in _CONTAINERS or _named(value)
                               or type(value) in _DICT_VIEWS):
        return False
    if type(value) is dict:
        pairs = value.items() if limit is None else itertools.islice(value.items(), limit)
        return any(symbolic(k, depth + 1, limit) or symbolic(v, depth + 1, limit)
                   for k, v in pairs)
    items = value if limit is None else itertools.islice(value, limit)
    return any(symbolic(v, depth + 1, limit) for v in items)


def _call_slot(f: object) -> types.FunctionType | None:
    """The Python function that is the ``__call__`` of ``f``'s class, for a callable
    object (not a plain callable, a class or None)."""
    if type(f) in _PLAIN_CALLABLES or isinstance(f, type) or f is None:
        return None
    slot = _class_attribute(type(f), "__call__")
    return slot if type(slot) is types.FunctionType else None


#: ``d.keys()``, ``d.values()``, ``d.items()``: a view holds the dict's symbolic values
#: (voluptuous's ``base_validate(path, data.items(), out)``), the method that makes it
_DICT_VIEWS: dict[type, str] = {type({}.keys()): "keys", type({}.values()): "values",
                                type({}.items()): "items"}
#: CPython's iterators over a list or a tuple (``reversed(result)``, ``iter(parts)``):
#: what they have yet to give is their sequence's items, which ``__reduce__`` shows
#: without advancing them (base58's ``bytes(reversed(result))`` of symbolic ints; only
#: ``bytes``/``bytearray`` look: every ``next(it)`` routed as a symbolic call would cost
#: the codecs' loops twice the time)
_SEQUENCE_ITERATORS: frozenset[type] = frozenset({type(reversed([])), type(iter([])),
                                                 type(iter(()))})


#: the builtins that read a whole iterable into a value of the layer's
_READ_WHOLE = (bytes, bytearray)


def _iterated_symbolic(f: Any, args: tuple[Any, ...]) -> bool:
    """Whether ``f(it)`` is ``bytes``/``bytearray`` of a list's or tuple's iterator whose
    items to come hold a symbolic value: the layer's model reads them
    (:func:`~strsat.python.bytes_builtins.bytes_`), not CPython's ``__index__``."""
    return len(args) == 1 and type(args[0]) in _SEQUENCE_ITERATORS and \
        any(f is g for g in _READ_WHOLE) and any(symbolic(v) for v in _to_come(args[0]))


def _to_come(iterator: Any) -> list[Any]:
    """The items a list's or tuple's iterator (:data:`_SEQUENCE_ITERATORS`) has yet to
    give, in their order, without advancing it."""
    made = iterator.__reduce__()
    if len(made) < 3:  # an exhausted one: (iter, ([],))
        return []
    items, index = made[1][0], made[2]
    if made[0] is reversed:
        return list(items[index::-1]) if index >= 0 else []
    return list(items[index:])


def _called(f: Any) -> str:
    """"a call to module.name" of a callable, for a note."""
    name = getattr(f, "__qualname__", None) or getattr(f, "__name__", None) or repr(f)
    module = getattr(f, "__module__", None)
    return f"a call to {module + '.' if module and module != 'builtins' else ''}{name}"


def concrete(value: Any, what: str, depth: int = 0) -> Any:
    """``value`` with its symbolic values made concrete (recorded by the tracer)."""
    if isinstance(value, SymValue):
        if is_hybrid(type(value)):  # a real instance of the str subclass
            return real(value, value._concrete(what))
        return value._concrete(what)
    if type(value) in TWIN_CLASSES:  # C code gets the C object (a pure date's fields)
        return TWIN_CLASSES[type(value)].to_c(value, what)
    if isinstance(value, PendingFloat):  # its operands pinned (noted), a plain float
        return value.pinned(what)
    if type(value) is TextBuffer:  # C code gets CPython's StringIO, at the same place
        made = io.StringIO(concrete(value.getvalue(), what))
        made.seek(value.tell())
        return made
    if type(value) is ByteBuffer:  # C code gets CPython's BytesIO, at the same place
        made_bytes = io.BytesIO(concrete(value.getvalue(), what))
        made_bytes.seek(concrete(value.tell(), what))
        return made_bytes
    if type(value) is ByteArray:  # C code gets CPython's bytearray (its writes copied back)
        return bytearray(concrete(value.data, what))
    if type(value) is ByteView:  # C code gets CPython's memoryview of the content
        return memoryview(concrete(value.data, what))
    if type(value) is SymMatch:  # C code gets CPython's match
        return value.concrete(what)
    if depth >= _DEPTH or not symbolic(value):
        return value
    if type(value) in _DICT_VIEWS:  # C code gets the same view of the dict made concrete
        made = concrete(dict(value.mapping), what, depth)
        return getattr(made, _DICT_VIEWS[type(value)])()
    if type(value) is dict:
        return {concrete(k, what, depth + 1): concrete(v, what, depth + 1)
                for k, v in value.items()}
    if _named(value):
        return type(value)(*(concrete(v, what, depth + 1) for v in value))
    if type(value) is collections.deque:  # its maxlen kept
        return collections.deque((concrete(v, what, depth + 1) for v in value), value.maxlen)
    return type(value)(concrete(v, what, depth + 1) for v in value)


def plain(value: Any, depth: int = 0) -> Any:
    """``value`` with symbolic values replaced by their concrete values, unrecorded
    (for output only)."""
    if isinstance(value, SymValue):
        if is_hybrid(type(value)) and value.value is not None:
            return real(value, value.value)
        return value.value
    if type(value) in TWIN_CLASSES:
        return TWIN_CLASSES[type(value)].to_c_plain(value)
    if type(value) is ByteArray:
        return bytearray(plain(value.data))
    if type(value) is ByteView:
        return memoryview(plain(value.data))
    if type(value) is SymMatch:  # a match the function returns: CPython's
        match = value.plain()
        return value if match is None else match
    if depth >= _DEPTH or not (type(value) in _CONTAINERS or _named(value)
                               or _struct_sequence(type(value))):
        return value
    if _struct_sequence(type(value)):  # time.struct_time: its items
        return type(value)(tuple(plain(v, depth + 1) for v in value))
    if type(value) is dict:
        return {plain(k, depth + 1): plain(v, depth + 1) for k, v in value.items()}
    if _named(value):
        return type(value)(*(plain(v, depth + 1) for v in value))
    if type(value) is collections.deque:
        return collections.deque((plain(v, depth + 1) for v in value), value.maxlen)
    return type(value)(plain(v, depth + 1) for v in value)


def _struct_sequence(kind: type) -> bool:
    """Whether ``kind`` is a C struct sequence (``time.struct_time``, ``os.stat_result``):
    a tuple subclass that stores the items it is given as they are."""
    return issubclass(kind, tuple) and hasattr(kind, "n_sequence_fields")


def _named(value: Any) -> bool:
    """Whether ``value`` is a namedtuple (a tuple subclass made from its fields)."""
    return isinstance(value, tuple) and type(value) is not tuple and \
        hasattr(type(value), "_fields")


def print_plain(*args: Any, **kwargs: Any) -> None:
    """``print`` of the concrete values (printing decides nothing: no pin, but a note)."""
    if _symbolic_in(args, kwargs):
        _note("print: symbolic values shown as their concrete values (not pinned)")
    builtins.print(*(plain(a) for a in args), **{k: plain(v) for k, v in kwargs.items()})


# the rewritten module's ``print`` is this function (:meth:`Runtime.hooks`): a call of it
# is the builtin's (routed as an ordinary call it pinned every argument, with a note)
_SYMBOLIC_BUILTINS[id(print_plain)] = print_plain


def identity(obj: Any) -> int:
    """``id()`` of a symbolic value: the identity of the object standing for it, with a
    note (CPython's identities of equal strings or small ints may differ)."""
    if isinstance(obj, SymValue):
        _note("id() of a symbolic value: the identity of its symbolic object")
    return id(obj)


def hash_(obj: Any) -> int:
    """``hash()`` with a symbolic argument, as CPython's ``hash`` of it reaches the
    layer's ``__hash__``: while a dict or set places a key decided distinct from its
    stored ones (:func:`~strsat.python.context.placing`, a class's own ``__hash__``
    reached from there) the concrete value's hash, neither pinned nor noted; elsewhere
    (a hash cached in ``__init__``, as packaging's ``Tag`` does) the concrete value's
    hash unrecorded, the run loose from there, with a note (the tracer's ``hash()``)."""
    return hash(obj)


def _note(text: str) -> None:
    """A note in the active tracer (with the line it is made at), if it keeps notes."""
    note = getattr(active(), "note", None)
    if note is not None:
        note(text)


# -- membership and lookups ------------------------------------------------------------------


def sequence_index(seq: list[Any] | tuple[Any, ...], item: Any, start: Any = 0,
                   stop: Any = sys.maxsize) -> Any:
    """``seq.index(item[, start[, stop]])`` of a symbolic ``item``: CPython's loop, each
    comparison a decision, and its ``ValueError`` where none holds, whose message shows
    the item's concrete text (a message decides nothing: neither pinned nor decided).
    Before, the C method's message asked the item for its ``repr``: the input pinned on
    every miss (``http.cookiejar``'s ``MONTHS_LOWER.index(mon)``)."""
    if type(start) is not int or type(stop) is not int:
        return seq.index(item, start, stop)  # CPython's (a symbolic bound: its __index__)
    window = range(*slice(start, stop).indices(len(seq)))
    found = _index_by_member(seq, item, window)
    if found is not None:
        return found
    for i in window:
        candidate = seq[i]
        if candidate is item or candidate == item:
            return i
    if type(seq) is tuple:
        raise ValueError("tuple.index(x): x not in tuple")
    raise ValueError(f"{plain(item)!r} is not in list")


def _index_by_member(seq: list[Any] | tuple[Any, ...], item: Any, window: range) -> int | None:
    """``seq.index(item)`` over ``window`` of a symbolic ``str`` (``int``) item among plain
    ``str`` (``int``) items, as one decision over the window's distinct items (the item
    is one of them or none) then halvings to which (:func:`~strsat.python.which.decide_member`):
    shortuuid's ``alphabet.index(char)`` over 57 letters took a comparison per letter,
    and the miss (its ``ValueError``) lay past the loop bound.  None: not such a case (the
    caller compares item by item); a miss raises CPython's ``ValueError``."""
    kind = str if type(item) in (SymStr, CaseImage) else int if type(item) is SymInt \
        else None
    if kind is None or item.value is None or not window or \
            any(type(seq[i]) is not kind for i in window):
        return None
    members = sorted({seq[i] for i in window})
    # a case map's image: its memberships are the string's own (:mod:`.case_image`)
    key = item.among if type(item) is CaseImage else item.term
    if not decide_member(key, members, item.value, "list.index"):
        if type(seq) is tuple:
            raise ValueError("tuple.index(x): x not in tuple")
        raise ValueError(f"{plain(item)!r} is not in list")
    return next(i for i in window if seq[i] == item.value)


@guarded(lambda item, container: item in container, "in")
def contains(item: Any, container: Any) -> Any:
    """``item in container``; in a tuple or list of plain and symbolic strs, ints and
    bytes, one formula (:mod:`~strsat.python.membership`); a function of one symbolic
    character in a plain container, one membership of the character
    (:meth:`~strsat.python.char_image.CharImage.within`)."""
    if type(item) in (CharImage, CaseImage):
        member = item.within(container)
        if member is not None:
            return member
    if type(container) is StringCharacters:  # x in set(s): one term
        if container._made is None:
            return container.__contains__(item)
        container = container.made()
    if type(container) in (tuple, list, collections.deque):
        found = contains_in_sequence(
            item, list(container) if type(container) is collections.deque else container)
        if found is not None:
            return found
    if type(container) is types.MappingProxyType and symbolic(item):
        container = proxied(container)
    elif symbolic(item) and c_mapping(container):  # a C mapping: its items' dict
        items = items_dict(container, item)
        if items is None:  # C's lookup, on the concrete key (rpds panics on a symbolic one)
            return concrete(item, f"a lookup in a C {type(container).__name__}") in container
        container = items
    if isinstance(item, SymValue) and type(container) is str:
        return str_method(container, "__contains__", item)
    if isinstance(item, SymValue) and type(container) is bytes:
        return bytes_method(container, "__contains__", item)
    if keyed_symbolically(container, item):
        return contains_key(container, item)
    return item in container


@guarded(lambda left, right, op: OPERATORS[op](left, right), "a comparison")
def compare(left: Any, right: Any, op: str) -> Any:
    """``left op right``; two tuples or two lists with symbolic items give one formula
    instead of a decision per item (:func:`strsat.python.sequences.compare_sequences`)."""
    if isinstance(left, tuple | list) and isinstance(right, tuple | list):
        outcome = compare_sequences(op, left, right)
        if outcome is not None:
            return outcome
    return OPERATORS[op](left, right)


@guarded(operator.getitem, "obj[key]")
def getitem(obj: Any, key: Any) -> Any:
    """``obj[key]``; in a dict with a symbolic key (given or stored), one decision over
    the keys (:func:`_find_key`); a plain ``str`` indexed or sliced by a symbolic int
    (``'==='[:4 - paderr]``, email.header.decode_header) as the constant string it is,
    symbolically (the index was made concrete by ``__index__``), and a plain ``bytes``
    likewise (an int, or a ``bytes`` slice); a list or tuple of plain
    ints or strs indexed so, as one term, and a table of ints with ``None`` holes with one
    decision more (:mod:`strsat.python.const_index`); a list, tuple or range of anything
    else indexed or sliced so, its position settled by decisions a search can flip
    (:mod:`strsat.python.index_pick`)."""
    if type(obj) is types.MappingProxyType and symbolic(key):  # a read-only table
        obj = proxied(obj)
    elif symbolic(key) and c_mapping(obj):  # a C mapping (rpds' HashTrieMap): its items'
        items = items_dict(obj, key)
        if items is None:  # C's lookup, on the concrete key (rpds panics on a symbolic one)
            return obj[concrete(key, f"a lookup in a C {type(obj).__name__}")]
        obj = items
    if isinstance(obj, dict) and keyed_symbolically(obj, key):
        return dict_getitem(obj, key)
    if type(obj) is str and _symbolic_index(key) and representable(obj):
        return SymStr(string(obj), obj)[key]
    if type(obj) is bytes and _symbolic_index(key):  # a table of bytes (b'ABC..'[i])
        return SymBytes(string(obj.decode("latin-1")), obj)[key]
    if type(obj) in (list, tuple) and _symbolic_index(key):
        got = index_constants(obj, key)
        if got is HOLE:
            return None
        if got is not None:
            return got
    if type(obj) in (list, tuple, range) and _symbolic_index(key):
        if isinstance(key, slice):
            settled = settle_slice(len(obj), key)
            if settled is not None:
                return obj[settled]
        else:
            item = pick_item(obj, key)
            if item is not None:
                return item[0]
    return obj[key]


def _list_place(obj: Any, key: Any) -> Any:
    """The key ``obj[key] = v`` / ``del obj[key]`` stores at: for a plain ``list`` and a
    symbolic int ``key`` (or a slice with symbolic bounds), the position (the bounds)
    settled by decisions a search can flip (:mod:`strsat.python.index_pick`), where
    CPython's ``__index__`` made it concrete; else ``key`` itself."""
    if type(obj) is not list or not _symbolic_index(key):
        return key
    settled: Any = settle_slice(len(obj), key) if isinstance(key, slice) \
        else store_position(obj, key)
    return key if settled is None else settled


def proxied(proxy: types.MappingProxyType[Any, Any]) -> Any:
    """The mapping a read-only ``MappingProxyType`` shows (tomllib's
    ``BASIC_STR_ESCAPE_REPLACEMENTS``), for a lookup by a symbolic key: a copy, when it
    is a plain ``dict`` (its lookups are :mod:`.keyed`'s); else the proxy itself (a
    ``dict`` subclass may look keys up its own way)."""
    inner = proxy.copy()
    return inner if type(inner) is dict else proxy


def _symbolic_index(key: Any) -> bool:
    """Whether ``key`` is a symbolic int (or bool), or a slice with one among its bounds."""
    if isinstance(key, slice):
        return any(isinstance(k, SymInt | SymBool) for k in (key.start, key.stop, key.step))
    return isinstance(key, SymInt | SymBool)


# -- f-strings --------------------------------------------------------------------------------


def format_piece(value: Any, conversion: int, spec: Any) -> Any:
    """One ``{value!conversion:spec}`` of an f-string; a symbolic ``str``/``int``
    stays symbolic without a format spec and with one the layer models
    (:func:`strsat.python.format_spec.format_value`).  A spec built from a symbolic
    value (``f"{x:.{n}f}"``) is made concrete, with a note."""
    if isinstance(spec, SymValue):
        spec = spec._concrete("an f-string format spec built from a symbolic value")
    if formattable(value) and (conversion == -1 and type(spec) is str or not spec):
        made = float_text(value, spec or "")  # a decimal literal's float (!s, !r: repr)
        if made is not None:
            return made
    if isinstance(value, SymValue) and not spec and conversion in (-1, ord("s")):
        return value if isinstance(value, SymStr) else str_(value)
    if not spec and holds_symbolic_args(value):  # f"{exc}" of ValueError(s)
        return str_repr_of(value, conversion == ord("a")) if conversion in (
            ord("r"), ord("a")) else str_(value)
    if holds_symbolic(value) and (conversion in (ord("s"), ord("r"), ord("a")) or not spec):
        value, conversion = container_repr(value, conversion == ord("a")), -1
        if not spec:
            return value  # a list's, tuple's or dict's str() is its repr()
    if isinstance(value, SymValue) and type(spec) is str and conversion in (-1, ord("s")):
        got = format_value(str_(value) if conversion == ord("s") else value, spec)
        if got is not None:
            return got
    if conversion in (ord("r"), ord("a")) and isinstance(value, SymStr | SymInt | SymBool):
        value, conversion = loose_repr(value, conversion == ord("a")), -1
        if not spec:
            return value
        got = format_value(value, spec) if isinstance(value, SymValue) and type(spec) is str \
            else None
        if got is not None:
            return got
    if isinstance(value, SymValue):
        value = value._concrete("an f-string field with a format spec or a conversion")
    if conversion == ord("r"):
        value = repr(value)
    elif conversion == ord("s"):
        value = str(value)
    elif conversion == ord("a"):
        value = ascii(value)
    return format(value, spec if spec is not None else "")


def loose_repr(value: Any, ascii_only: bool = False) -> Any:
    """``repr()`` (``ascii()``) of a value in an f-string (``{s!r}``), ``%r`` or a call:
    of a symbolic ``str``/``int``/``bool`` the layer's exact term
    (:func:`strsat.python.str_repr.str_repr_of`) where it models the string.  Beyond
    that (a ``str`` with non-printable characters past Latin-1, another symbolic value)
    it is almost always an error message, which decides nothing: its concrete text, *not
    pinned* (the input stays free), with a note; the run is loose from there, as after
    an unrecorded hash, so no later flip claims infeasibility."""
    run = ascii if ascii_only else repr
    loosen = getattr(active(), "loosen", None)
    if holds_symbolic(value):
        return container_repr(value, ascii_only)
    if holds_symbolic_args(value) or formattable(value):  # %r of ValueError(s), a float
        return str_repr_of(value, ascii_only)
    if not isinstance(value, SymValue):
        return run(value)
    if isinstance(value, SymInt | SymBool) or (isinstance(value, SymStr) and (
            value.value is None or loosen is None or in_repr_domain(value.value, ascii_only))):
        return str_repr_of(value, ascii_only)
    if value.value is None or loosen is None:
        return run(value._concrete("repr()"))  # pinned, noted (or refused by a Path)
    loosen("repr() of a symbolic value in a message (!r, %r): its concrete text, "
           "not pinned")
    return run(value.value)


def branch(test: Any, line: int, column: int, depth: int = 1) -> Any:
    """The test of an ``if``/``while``/conditional expression: a symbolic value passes
    through (its ``__bool__`` records the decision in the frame that tests it); a concrete
    one is tested here, once, and the outcome recorded by the run's tracer, if any
    (``depth``: how many frames up the rewritten code's frame is)."""
    tracer = active()
    record = getattr(tracer, "concrete_branch", None)
    if isinstance(test, SymValue):
        if record is None:
            return test
        return _Decided(test, sys._getframe(depth).f_code, line, column, record)
    taken = bool(test)
    if record is not None:
        record(sys._getframe(depth).f_code, line, column, taken)
    return taken


class _Decided:
    """A symbolic test of an ``if``/``while``/conditional expression, whose truth the
    frame's jump asks for: the decision is made then, where it stands (its site is the
    jump's, as for the bare value), and the side it took is recorded for the branch, whose
    test is concrete on other runs (``if k in keys and len(keys) == 2``: the concrete
    frontier sees a side no run took only if it knows the sides the decisions took)."""

    __slots__ = ("test", "code", "line", "column", "record")

    def __init__(self, test: SymValue, code: types.CodeType, line: int, column: int,
                 record: Callable[..., None]) -> None:
        self.test, self.code, self.line, self.column, self.record = \
            test, code, line, column, record

    def __bool__(self) -> bool:
        taken = bool(self.test)
        self.record(self.code, self.line, self.column, taken, True)
        return taken


def fstring(*pieces: Any) -> Any:
    if not any(isinstance(p, SymStr) for p in pieces):
        return "".join(pieces)
    return reduce(lambda a, b: a + b, pieces)


_PERCENT = re.compile(r"%(?:\(([^()]*)\))?([-+ #0]*)(\*|\d*)(?:\.(\d*))?(.)", re.DOTALL)


@guarded(operator.mod, "%")
def percent(left: Any, right: Any, python_str: PythonStr | None = None) -> Any:
    """``left % right``; a plain format string with only ``%s``, ``%d``, ``%i``, ``%c`` and ``%%``
    (also ``%(name)s`` with a dict) keeps symbolic ``str``/``int`` arguments symbolic, and
    so do flags, a width and a string's precision on ``%s``, ``%d``, ``%i``, ``%u``, ``%x``,
    ``%X``, ``%o`` (:mod:`~strsat.python.percent_spec`; other specifications, or a
    mismatch, format the concrete values as CPython does, with a note), and a ``*``
    width taken from the arguments, a symbolic one too (:func:`_star_width`).  ``python_str``:
    ``%s`` of an object whose ``__str__`` is Python (:class:`.slots.PythonStr`)."""
    if type(left) is bytes and symbolic(right):
        return bytes_method(left, "__mod__", right)
    items = right if type(right) is tuple else \
        tuple(right.values()) if type(right) is dict else (right,)
    if type(left) is not str or not (symbolic(right) or any(
            map(holds_symbolic_args, items)) or (python_str is not None and any(
                python_str.applies(v) or python_str.applies_repr(v) for v in items))):
        return left % right
    by_name = type(right) is dict
    args = right if type(right) is tuple else (right,)
    pieces: list[Any] = []
    pos, used = 0, 0
    for m in _PERCENT.finditer(left):
        key, flags, width, precision, spec = m.groups()
        plain = not (flags or width or precision is not None)
        modelled = "sdiracfFeEgGuxXo%" if plain else "sdiuxXofFeEgG"
        star = width == "*"  # the width is the next argument (an int)
        if spec not in modelled or (key is not None) != (by_name and spec != "%") or (
                key is None and spec != "%" and used + star >= len(args)) or (
                key is not None and key not in right) or (star and (
                    key is not None or spec not in "sdiuxXo" or not set(flags) <= set("0-+")
                    or not isinstance(args[used], int | SymInt))):
            return left % concrete(right, "printf-style formatting")
        pieces.append(left[pos:m.start()])
        pos = m.end()
        if spec == "%":
            pieces.append("%")
            continue
        if star:
            width = args[used]
            used += 1
            if isinstance(width, int):  # a plain width: written in, a negative one "-"
                flags, width = (flags + "-", str(-int(width))) if width < 0 \
                    else (flags, str(int(width)))
        if key is not None:
            value = right[key]
        else:
            value = args[used]
            used += 1
        if isinstance(width, SymInt):
            pieces.append(_star_width(value, flags, width, precision, spec))
        elif not plain or spec in "uxXo":  # ('%x' % n: the spec "x")
            pieces.append(_percent_spec(value, flags, width, precision, spec))
        elif spec == "s":
            pieces.append(value if isinstance(value, SymStr) else python_str(value)
                          if python_str is not None and python_str.applies(value)
                          else str_(value))
        elif spec == "r" and python_str is not None and python_str.applies_repr(value):
            pieces.append(python_str.repr(value))
        elif spec in "ra":
            pieces.append(loose_repr(value, spec == "a"))
        elif spec == "c":
            pieces.append(percent_c(value))
        elif spec in "fFeEgG" and formattable(value):
            pieces.append(format_float(value, ".6" + spec) or
                          f"%{spec}" % concrete(value, "printf-style formatting"))
        elif spec in "fFeEgG":  # (an int's text is no float's: '%e' % 5 is 5.000000e+00)
            pieces.append(f"%{spec}" % concrete(value, "printf-style formatting"))
        elif isinstance(value, SymInt | SymBool):
            pieces.append(str_(value if isinstance(value, SymInt) else value.as_int()))
        else:
            pieces.append(f"%{spec}" % concrete(value, "printf-style formatting"))
    if (not by_name and used != len(args)) or "%" in left[pos:]:
        return left % concrete(right, "printf-style formatting")
    pieces.append(left[pos:])
    return fstring(*pieces)


def _star_width(value: Any, flags: str, width: SymInt, precision: str | None,
                conversion: str) -> Any:
    """One conversion whose ``*`` width is a symbolic int (babel's ``'%0*d' % (num,
    value)``, ``num`` the length of a pattern field).  CPython (``unicode_format_arg_parse``)
    left-adjusts by the absolute value of a negative width; the text converted without a
    width is padded as the width asks: ``ljust`` for ``-`` or a negative width, ``zfill``
    for ``0`` on a number (zeros after its sign, as ``%0Nd`` writes them), else
    ``rjust`` (``%s`` ignores ``0``) -- each the layer's padding to a symbolic width (a
    width outside ``Py_ssize_t``: its ``OverflowError``)."""
    text = _percent_spec(value, flags.replace("0", "").replace("-", ""), "", precision,
                         conversion)
    negative = width < 0
    if negative and width == -2 ** 63:
        return text  # CPython's ``-width`` of the least ssize_t stays negative: no padding
    size = -width if negative else width
    if "-" in flags or negative:
        return str_method(text, "ljust", size)
    if "0" in flags and conversion != "s":
        return str_method(text, "zfill", size)
    return str_method(text, "rjust", size)


def _percent_spec(value: Any, flags: str, width: str, precision: str | None,
                  conversion: str) -> Any:
    """One conversion with flags, a width or a precision: the ``format()`` spec that
    formats the same, else the concrete value formatted by CPython (noted)."""
    if conversion == "s" and isinstance(value, SymInt | SymBool):
        value = str_(value)
    if precision is not None and conversion in "diuxXo" and isinstance(value, SymInt):
        return _int_precision(value, flags, width, precision, conversion)
    spec = printf_as_format(value, flags, width, precision, conversion)
    done = None if spec is None else format_value(value, spec)
    if done is not None:
        return done
    text = f"%{flags}{width}{'' if precision is None else '.' + precision}{conversion}"
    return text % concrete(value, "printf-style formatting")


def _bool_identity(left: Any, right: Any, positive: bool) -> Any:
    """``left is right`` (``is not`` unless ``positive``) where the program wrote a bool
    constant on one side (aniso8601's ``componentstr.isdigit() is False``): ``True`` and
    ``False`` are singletons, so a symbolic bool is that constant exactly when it equals
    it (a formula, not the layer object's identity, which was never the constant: the
    run took the other side, the plain call this one); beside anything but a bool it is
    never identical.  Other operands: CPython's identity."""
    for one, other in ((left, right), (right, left)):
        if type(one) is SymBool:
            if type(other) is bool or type(other) is SymBool:
                return compare(one, other, "==" if positive else "!=")
            return not positive
    return (left is right) == positive


def _int_precision(value: SymInt, flags: str, width: str, precision: str,
                   conversion: str) -> Any:
    """``'%.3x' % n`` (netaddr's ``'%.2x' % int(w, 16)``): the precision of an int
    conversion is a least number of digits, which no ``format()`` spec writes.  CPython
    (``_PyUnicode_FormatLong``, then ``unicode_format_arg_output``) writes the sign, the
    ``#`` prefix (``0x``, ``0X``, ``0o``), then the magnitude's digits zero-padded to the
    precision; a width pads that with spaces on the left, on the right for ``-``, or with
    zeros after the sign and prefix for ``0``.  The sign is one decision (``n < 0``)."""
    negative = bool(value < 0)
    magnitude = -value if negative else value
    kind = "d" if conversion in "iu" else conversion
    least = int(precision or 0)
    digits = format_value(magnitude, f"0{least}{kind}" if least else kind)
    if digits is None:  # pragma: no cover - format_value models every int spec used
        text = f"%{flags}{width}.{precision}{conversion}"
        return text % concrete(value, "printf-style formatting")
    sign = "-" if negative else ("+" if "+" in flags else (" " if " " in flags else ""))
    head = sign + ("0" + conversion if "#" in flags and conversion in "xXo" else "")
    size = int(width or 0)
    if size and "-" not in flags and "0" in flags:
        digits = str_method(digits, "zfill", size - len(head))
    text = head + digits if head else digits
    if size and "-" in flags:
        return str_method(text, "ljust", size)
    return str_method(text, "rjust", size) if size else text


__all__ = ["KEY_LIMIT", "PASS_THROUGH", "Runtime", "concrete", "contains", "format_piece",
           "fstring", "getitem", "percent", "plain", "print_plain", "symbolic"]
