"""The classes the fifth survey found (issue 38; benchmarks/explore/2026-12-02-survey5.md):
an attribute looked up by a name the input holds (``getattr``/``hasattr``,
:mod:`strsat.explore.attributes`), ``int()`` of a symbolic ``bytes``
(``strsat.python.conversions``), and a function or class of the module handed back as
the result (the module runs twice; the two copies are the same definition)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes

ATTRIBUTES = textwrap.dedent('''
    class Commands:
        greeting = "hello"

        def do_add(self):
            return "added"

        def do_list(self):
            return "listed"


    COMMANDS = Commands()


    def dispatch(line: str) -> str:
        handler = getattr(COMMANDS, "do_" + line, None)
        if handler is None:
            return "unknown"
        return handler()


    def has(name: str) -> str:
        if name.startswith("_"):
            return "private"
        if hasattr(COMMANDS, name):
            return "attribute " + name
        return "none"


    def lookup(name: str):
        if name.startswith("_"):
            return "private"
        return getattr(Commands, name)
''')


def test_a_symbolic_attribute_name_is_a_decision_over_the_names(tmp_path) -> None:  # noqa: ANN001
    """Before, the name was made concrete with a note and the search never named an
    attribute: ``dispatch`` gave only ``unknown``, ``has`` only ``none``/``private``."""
    result = explore_source(tmp_path, "commands.py", ATTRIBUTES, "dispatch")
    assert {("return", "added"), ("return", "listed"), ("return", "unknown")} \
        <= outcomes(result)
    assert not [n for n in result.summary.notes if "attribute name" in n], \
        result.summary.notes
    result = explore_source(tmp_path, "commands.py", ATTRIBUTES, "has")
    got = outcomes(result)
    assert {("return", "private"), ("return", "none")} <= got
    found = {value for kind, value in got if kind == "return"
             and str(value).startswith("attribute ")}
    assert found & {"attribute greeting", "attribute do_add", "attribute do_list"}, got


def test_a_function_or_class_handed_back_is_not_a_disagreement(tmp_path) -> None:  # noqa: ANN001
    """``lookup`` returns the module's own functions (the class's methods): the
    concolic run's copy and the plain call's are the same definition, not noted."""
    result = explore_source(tmp_path, "commands.py", ATTRIBUTES, "lookup")
    assert ("raise", "AttributeError") in outcomes(result)
    assert any(e.outcome == "return" and "do_" in str(e.value_repr) for e in result.examples
               if getattr(e, "value_repr", None)), [e.line() for e in result.examples]
    assert not [n for n in result.summary.notes if "the plain call" in n], \
        result.summary.notes


BYTES_INT = textwrap.dedent('''
    def field(data: bytes) -> str:
        year, _, rest = data.partition(b"-")
        if len(year) != 4:
            return "short"
        number = int(year)
        if number > 1999:
            return "recent"
        return "old"
''')


def test_int_of_bytes_is_symbolic(tmp_path) -> None:  # noqa: ANN001
    """``int(b)`` reads the bytes' latin-1 text: both numeric sides and CPython's
    ``ValueError`` are reached, and nothing is noted as made concrete (before: ``int()
    of a symbolic bytes: not modelled symbolically``)."""
    result = explore_source(tmp_path, "fields.py", BYTES_INT, "field")
    assert {("return", "short"), ("return", "recent"), ("return", "old"),
            ("raise", "ValueError")} <= outcomes(result)
    assert not [n for n in result.summary.notes if "int()" in n], result.summary.notes


BYTES_TABLE = textwrap.dedent('''
    def letter(i: int) -> str:
        table = b"ABCDEFGHIJKLMNOP"
        c = table[i]
        if c == 66:
            return "B"
        return table[i:i + 2].decode()
''')


def test_a_plain_bytes_indexed_by_a_symbolic_int_is_a_term(tmp_path) -> None:  # noqa: ANN001
    """``table[i]`` of a constant ``bytes`` (imaplib's ``Int2AP``, alphabets) keeps the
    index symbolic, as a constant ``str`` does: before, the index was made concrete
    (``an index: a symbolic value made concrete``) and one path came out."""
    result = explore_source(tmp_path, "table.py", BYTES_TABLE, "letter")
    got = outcomes(result)
    assert {("return", "B"), ("raise", "IndexError")} <= got, got
    assert any(kind == "return" and value != "B" for kind, value in got), got
    assert not [n for n in result.summary.notes if "index" in n], result.summary.notes


CHECKING = textwrap.dedent('''
    from __future__ import annotations

    TYPE_CHECKING = False
    if TYPE_CHECKING:
        from typing import TypeAlias

        Text: TypeAlias = str
        Missing = NoSuchName | str


    def shout(value: Text, digits: int | None = None) -> str:
        if value.startswith("!"):
            return "loud"
        if digits is not None and digits > 2:
            return f"{len(value):.{digits}f}"
        return "quiet"
''')


def test_an_alias_defined_for_type_checkers_only_is_resolved(tmp_path) -> None:  # noqa: ANN001
    """humanize's ``value: NumberOrString`` (defined under ``if TYPE_CHECKING:`` with
    ``from __future__ import annotations``): ``typing.get_type_hints`` fails, and the
    parameter was refused; the block's statements define it (one that fails, ``Missing``,
    is skipped).  The f-string spec built from the symbolic ``digits`` is pinned with a
    note instead of handing a symbolic spec to ``format`` (a ``TypeError`` before)."""
    result = explore_source(tmp_path, "alias.py", CHECKING, "shout")
    got = outcomes(result)
    assert {("return", "loud"), ("return", "quiet")} <= got, got
    assert any(kind == "return" and value not in ("loud", "quiet") for kind, value in got), got
    assert [n for n in result.summary.notes if "format spec built from a symbolic" in n], \
        result.summary.notes
    assert not [n for n in result.summary.notes if "the plain call" in n], result.summary.notes


def test_an_attribute_of_a_symbolic_value_keeps_the_concrete_lookup(tmp_path) -> None:  # noqa: ANN001
    """``getattr(s, name)`` on a symbolic ``str``: the layer's ``SymStr`` has attributes
    of its own (``term``), so ``dir`` is not CPython's: the name is made concrete with
    its note, and every input found behaves as in CPython (explore_source checks)."""
    source = textwrap.dedent('''
        def method(s: str, name: str) -> str:
            if name.startswith("_"):
                return "private"
            if getattr(s, name, None) is None:
                return "none"
            return "found"
    ''')
    result = explore_source(tmp_path, "method.py", source, "method")
    assert {("return", "private"), ("return", "none")} <= outcomes(result)
    assert [n for n in result.summary.notes if "attribute name" in n], result.summary.notes
