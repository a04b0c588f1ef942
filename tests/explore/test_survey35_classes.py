"""The classes the thirty-fifth survey took (issue 38; benchmarks/explore/2026-12-07-survey35.md).

1. ``re.findall``/``finditer``/``split``/``sub`` of a pattern that matches a maximal run
   of a class (croniter's ``field_re = re.compile(r"\\S+")``, ``[^,]+``) searched each
   match from the last one's end: the positions nested, and the check for a fifth field
   ran out of work (croniter's ``len(expressions) not in {5, 6, 7}``: no expression with
   five fields in 10 s, the search over).  Now each match cuts the rest of the subject
   (``python/re_chars.py``'s ``run_class``; tests/python/test_re_runs.py checks it
   against CPython).
2. The plain call's confirmation compared a returned list (tuple, dict) of objects
   without an ``__eq__`` of their own by CPython's ``==``, which compares such items by
   identity: never equal, so every such run was reported as a divergence (cssselect's
   ``parse`` returns a list of ``Selector`` objects); and such an object by its repr,
   which a symbolic attribute made fail.  Now lists, tuples and dicts are compared item by
   item and such objects by their attributes made plain (``explore/explorer.py``'s
   ``_equal``).
3. ``_codecs.charmap_decode`` (the single-byte codecs' ``decode``: w3lib's
   ``bytes((number,)).decode("cp1252")`` of a numeric entity in 0x80-0x9f) was C code
   whose symbolic bytes were made concrete.  Now each byte is the decoding table's
   character at its code, an undefined byte one ``RAISE`` decision
   (``python/charmap_model.py``; tests/python/test_charmap_model.py against CPython)."""

from __future__ import annotations

import textwrap

from explore.helpers import disagreements, explore_source

FIELDS = textwrap.dedent('''
    import re

    field_re = re.compile(r"\\S+")


    def fields(expr: str):
        parts = field_re.findall(expr)
        if len(parts) not in {5, 6, 7}:
            return "bad"
        return parts[4]
    ''')

OBJECTS = textwrap.dedent('''
    class Element:
        __slots__ = ("name", "ns")

        def __init__(self, name, ns=None):
            self.name, self.ns = name, ns


    class Selector:
        def __init__(self, tree):
            self.tree = tree

        def __repr__(self):
            return "Selector[%s]" % (self.tree.name or "*")


    def parse(s: str):
        if s.startswith("#"):
            return [Selector(Element(s[1:]))]
        return (Selector(Element(s, "x")), {"k": Element(s)})
    ''')


def test_a_fifth_field_of_a_run_pattern_is_found(tmp_path) -> None:
    result = explore_source(tmp_path, "s35_fields.py", FIELDS, "fields", max_paths=10)
    assert any(e.value != "bad" for e in result.examples), [e.args for e in result.examples]
    assert result.summary.unknown == {}, result.summary.unknown


def test_returned_objects_are_compared_by_their_attributes(tmp_path) -> None:
    result = explore_source(tmp_path, "s35_objects.py", OBJECTS, "parse", max_paths=4)
    assert len(result.examples) == 2
    assert disagreements(result) == [], disagreements(result)


CP1252 = textwrap.dedent('''
    def entity(n: int):
        if 0x80 <= n <= 0x9F:
            try:
                c = bytes((n,)).decode("cp1252")
            except UnicodeDecodeError:
                return "undefined"
            if c == "\\u20ac":
                return "euro"
            return "letter" if c.isalpha() else "other"
        return "outside"
    ''')


def test_a_single_byte_codec_decodes_symbolically(tmp_path) -> None:
    result = explore_source(tmp_path, "s35_cp1252.py", CP1252, "entity", max_paths=8)
    assert {e.value for e in result.examples} == {"undefined", "euro", "letter", "other",
                                                  "outside"}
    assert [n for n in result.summary.notes if "undefined byte" not in n] == []
