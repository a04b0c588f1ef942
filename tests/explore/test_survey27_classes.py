"""The classes the twenty-seventh survey took (issue 38; benchmarks/explore/2026-12-06-survey27.md).

1. A coroutine of another module fed symbolic values (prompt_toolkit's ``ANSI`` parser:
   ``parser = self._parse_corot(); parser.send(None); for c in value: parser.send(c)``).
   The generator runs the callee's rewritten code, but ``Runtime.own`` took ``send`` of
   a generator for the program's only when the generator's frame held the rewritten
   module's hooks in its builtins, which a followed callee's code (the library's globals,
   hooks in its closure) does not: each character was made concrete ("a call to
   generator.send", 206 notes a run, 17 paths and exhausted).  Now ``send``/``throw`` of
   a generator whose code the callees compiled is the program's too.
2. A call's ``**mapping`` whose keys hold symbolic strings (rich's ``Style.parse``:
   ``attributes[STYLE_ATTRIBUTES[word]] = True`` for a symbolic ``word``, then
   ``Style(..., **attributes)``): CPython refuses any key that is not a ``str`` ("keywords
   must be strings"), so the run raised a ``TypeError`` the plain call does not (a
   divergence, reported).  Now the rewritten call hands ``**`` a dict of the names the
   keys hold, each key decided equal to its name (``keyed.keyword_names``).
3. Iterating a set of one item that holds a symbolic value (pytest-benchmark's
   ``', '.join(set(columns) - set(ALLOWED_COLUMNS))`` of one column, in an error message)
   was noted as read in the hash order, and the run loose from there (later flips proved
   nothing infeasible): one item has one order whatever the hashes, and the set's length
   is exact.  Now ``keyed.note_set_order`` notes sets of two items or more only.
4. The set operators ``- & | ^`` (and ``-=`` ...) of builtin sets holding symbolic members
   (the same ``set(columns) - set(ALLOWED_COLUMNS)``) ran CPython's C code, which looks
   a member up by the hash stored with it, the concrete value's: ``{s} - {"min"}`` was
   decided by ``s``'s value with no condition on the path (a silent pin: "min" never
   reached).  Now they are the set methods' models (``keyed.set_operator``), each
   membership one decision."""

from __future__ import annotations

import operator
import textwrap
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from python.semantics_oracle import PLAIN, SYM_STR, check

CODEC = textwrap.dedent('''
    class Escapes:
        """Reads text one character at a time through a coroutine."""

        def __init__(self, value):
            self.value = value
            self.parts = []
            parser = self._parse()
            parser.send(None)
            for c in value:
                parser.send(c)

        def _parse(self):
            while True:
                c = yield
                if c == "\\\\":
                    escaped = yield
                    self.parts.append("esc:" + escaped)
                elif c.isdigit():
                    self.parts.append("digit")
                else:
                    self.parts.append("char")
    ''')

READ = textwrap.dedent('''
    from s27_codec import Escapes


    def read(text: str):
        parts = Escapes(text).parts
        if not parts:
            return "empty"
        if parts[0] == "esc:n":
            return "newline first"
        if parts[0].startswith("esc:"):
            return "escape first"
        return parts[0]
    ''')


def test_a_coroutine_of_another_module_sent_symbolic_characters(tmp_path: Path) -> None:
    (tmp_path / "s27_codec.py").write_text(CODEC, encoding="utf-8")
    result = explore_source(tmp_path, "s27_read.py", READ, "read", max_paths=12)
    got = {value for _, value in outcomes(result)}
    assert {"empty", "newline first", "escape first", "digit", "char"} <= got
    # on d2b46e02: "a call to generator.send: a symbolic value made concrete"
    assert not result.summary.notes, result.summary.notes


KEYWORDS = textwrap.dedent('''
    NAMES = {"b": "bold", "i": "italic", "x": "extra", "s": "size"}


    def style(size=0, bold=False, italic=False):
        return f"{size}:{bold}:{italic}"


    def parse(text: str):
        flags = {}
        for word in text.split():
            name = NAMES.get(word.lower())
            if name is None:
                return "unknown word"
            flags[name] = True
        return style(size=1, **flags)
    ''')


def test_a_call_with_keywords_of_symbolic_names(tmp_path: Path) -> None:
    # explore_source checks each input against the plain call (check_reproducible)
    result = explore_source(tmp_path, "s27_keywords.py", KEYWORDS, "parse", max_paths=18)
    got = outcomes(result)
    assert {("return", "1:True:False"), ("return", "1:False:True"),
            ("return", "unknown word")} <= got
    errors = {f"{e.exception}: {e.message}" for e in result.examples if e.outcome == "raise"}
    assert any("unexpected keyword argument 'extra'" in str(e) for e in errors), errors
    assert any("multiple values for keyword argument 'size'" in str(e) for e in errors), errors
    assert not result.summary.notes, result.summary.notes


def _styled(size: int = 0, bold: bool = False, italic: bool = False) -> str:
    return f"{size}:{bold}:{italic}"


def _keywords(key: object, value: object) -> str:
    from strsat.explore.keyed import keyword_names, setitem

    flags: dict[object, object] = {}
    setitem(value, flags, key)  # the store a rewritten ``flags[key] = value`` makes
    return _styled(size=1, **keyword_names(flags))


@given(st.sampled_from(["bold", "italic", "size", "extra", "", "Bold", "bold "])
       | st.text(st.characters(max_codepoint=0x2FFFF), max_size=4), st.booleans())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_keyword_names_against_cpython(key: str, value: bool) -> None:
    # CPython's result, or its exception's class: TypeError for an unexpected keyword and
    # for a second value of ``size``
    check(_keywords, [SYM_STR, PLAIN], [key, value])


ONE_ITEM = textwrap.dedent('''
    def pick(text: str):
        rest = {w.strip() for w in text.split(",")} - {"min", "max"}
        if not rest:
            return "known"
        joined = "|".join(rest)
        if len(rest) > 1:
            return "several"
        return "long" if len(joined) > 3 else "short"
    ''')


def test_a_set_of_one_symbolic_item_read_in_order(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s27_one_item.py", ONE_ITEM, "pick", max_paths=30)
    got = {value for _, value in outcomes(result)}
    # on d2b46e02 "known" is never reached: {w.strip() ...} - {"min", "max"} by hashes
    assert {"known", "long", "short", "several"} <= got
    for example in result.examples:
        ordered = [n for n in example.notes if "iteration order of a set" in n]
        # on d2b46e02 every path that joins the set carries the note
        assert bool(ordered) is (example.value == "several"), (example, ordered)


_OPS = {"-": operator.sub, "&": operator.and_, "|": operator.or_, "^": operator.xor}
_IN_PLACE = {"-": operator.isub, "&": operator.iand, "|": operator.ior, "^": operator.ixor}


def _set_ops(a: object, b: object, op: str, frozen: bool, in_place: bool) -> tuple[object, ...]:
    from strsat.explore.keyed import NOT_SETS, contains, set_inplace, set_of, set_operator

    left = set_of([a, "x", "min"])
    right = set_of([b, "min"])
    if frozen:
        left = frozenset(left)
    model = set_inplace if in_place else set_operator
    made = model(left, right, op)
    if made is NOT_SETS:  # plain strings: CPython's
        made = (_IN_PLACE if in_place else _OPS)[op](left, right)
    return (type(made).__name__, made is left, len(made),
            *(contains(made, k) for k in ("x", "min", "max", "")))


_WORDS = st.sampled_from(["x", "min", "max", ""]) | st.text(
    st.characters(max_codepoint=0x2FFFF), max_size=2)


@given(_WORDS, _WORDS,
       st.sampled_from(sorted(_OPS)), st.booleans(), st.booleans())
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_set_operators_against_cpython(a: str, b: str, op: str, frozen: bool,
                                       in_place: bool) -> None:
    # the result's type, identity (in place), length and members, as CPython's
    check(lambda x, y: _set_ops(x, y, op, frozen, in_place), [SYM_STR, SYM_STR], [a, b])
