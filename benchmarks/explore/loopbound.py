"""Brief "loopbound" (issue 38): searches over constant tables, and ``str`` subclasses
built from a symbolic string.  Not a test.

Searches (the loop bound counts only the iterations that read new data,
``strsat.explore.loops``):

* ``idna_codepoint`` -- the IDNA 2008 class of a code point as ``idna.core`` asks it
  (PyPI idna 3.13 as installed): ``idna.intranges.intranges_contain``, a
  ``bisect.bisect_left`` over 1,237 encoded ranges (eleven steps) and then two over a
  handful; its arcs are measured too (``run_library.py``'s ``ALSO_MEASURE``);
* ``unicode_block`` -- the Unicode block of a character, written here after fontTools'
  ``unicodedata.block`` (``bisect_right`` over the blocks' first code points; 64 blocks
  of Unicode 15's Blocks.txt, U+0000 to U+2BFF);
* ``file_kind`` -- the kind of a file from its first bytes, written here after
  ``imghdr``/``filetype``'s tables of magic prefixes (fourteen, tried in order);
* wcwidth 0.7.0's ``wcwidth`` (``bisearch`` over its tables; in survey4) is named by
  ``run_library.py loopbound`` directly.

``str`` subclasses (``strsat.python.str_subclass``):

* ``addr_spec`` -- ``email._header_value_parser.get_addr_spec`` (CPython 3.11.7), whose
  tokens are ``Terminal(str)`` instances, through a wrapper (its arcs measured);
* survey4's ``_getaddr`` (``smtpd.SMTPChannel._getaddr``) is named directly.

    PYTHONPATH=$PWD/src python benchmarks/explore/loopbound.py --max-paths 100 \\
        --timeout 300 [NAME ...]        # strsat alone at a count budget, arcs measured
"""

from __future__ import annotations

import bisect
import os
import sys
from email._header_value_parser import get_addr_spec

from idna import idnadata
from idna.intranges import intranges_contain

# ---- idna (PyPI idna 3.13): the classes of code points of idna.core.check_label -------


def idna_codepoint(ch: str) -> str:
    if not ch:
        return "empty"
    cp_value = ord(ch)
    if intranges_contain(cp_value, idnadata.codepoint_classes["PVALID"]):
        return "PVALID"
    if intranges_contain(cp_value, idnadata.codepoint_classes["CONTEXTJ"]):
        return "CONTEXTJ"
    if intranges_contain(cp_value, idnadata.codepoint_classes["CONTEXTO"]):
        return "CONTEXTO"
    return "DISALLOWED"


# ---- after fontTools.unicodedata.block: bisect over Blocks.txt's first code points -------

BLOCK_STARTS = (
    0x0000, 0x0080, 0x0100, 0x0180, 0x0250, 0x02B0, 0x0300, 0x0370, 0x0400, 0x0500,
    0x0530, 0x0590, 0x0600, 0x0700, 0x0750, 0x0780, 0x07C0, 0x0800, 0x0840, 0x0860,
    0x0870, 0x08A0, 0x0900, 0x0980, 0x0A00, 0x0A80, 0x0B00, 0x0B80, 0x0C00, 0x0C80,
    0x0D00, 0x0D80, 0x0E00, 0x0E80, 0x0F00, 0x1000, 0x10A0, 0x1100, 0x1200, 0x1380,
    0x13A0, 0x1400, 0x1680, 0x16A0, 0x1700, 0x1720, 0x1740, 0x1760, 0x1780, 0x1800,
    0x18B0, 0x1900, 0x1950, 0x1980, 0x19E0, 0x1A00, 0x1A20, 0x1AB0, 0x1B00, 0x1B80,
    0x1BC0, 0x1C00, 0x1C50, 0x2C00)
BLOCK_NAMES = (
    "Basic Latin", "Latin-1 Supplement", "Latin Extended-A", "Latin Extended-B",
    "IPA Extensions", "Spacing Modifier Letters", "Combining Diacritical Marks",
    "Greek and Coptic", "Cyrillic", "Cyrillic Supplement", "Armenian", "Hebrew", "Arabic",
    "Syriac", "Arabic Supplement", "Thaana", "NKo", "Samaritan", "Mandaic",
    "Syriac Supplement", "Arabic Extended-B", "Arabic Extended-A", "Devanagari", "Bengali",
    "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
    "Thai", "Lao", "Tibetan", "Myanmar", "Georgian", "Hangul Jamo", "Ethiopic",
    "Ethiopic Supplement", "Cherokee", "Unified Canadian Aboriginal Syllabics", "Ogham",
    "Runic", "Tagalog", "Hanunoo", "Buhid", "Tagbanwa", "Khmer", "Mongolian",
    "Unified Canadian Aboriginal Syllabics Extended", "Limbu", "Tai Le", "New Tai Lue",
    "Khmer Symbols", "Buginese", "Tai Tham", "Combining Diacritical Marks Extended",
    "Balinese", "Sundanese", "Batak", "Lepcha", "Ol Chiki", "Glagolitic")


def unicode_block(char: str) -> str:
    if len(char) != 1:
        raise TypeError(f"expected a single character, got {char!r}")
    index = bisect.bisect_right(BLOCK_STARTS, ord(char)) - 1
    name = BLOCK_NAMES[index]
    if name.startswith(("Latin", "Basic Latin")):
        return "latin"
    if name in ("Ogham", "Runic", "Glagolitic"):
        return "historic"
    if "Arabic" in name or name in ("Syriac", "Thaana", "NKo"):
        return "right-to-left"
    return "other"


# ---- after imghdr / filetype: a table of magic prefixes tried in order -----------------

SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"), (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"), (b"GIF89a", "image/gif"), (b"BM", "image/bmp"),
    (b"II*\x00", "image/tiff"), (b"MM\x00*", "image/tiff"), (b"RIFF", "riff"),
    (b"%PDF-", "application/pdf"), (b"PK\x03\x04", "application/zip"),
    (b"\x1f\x8b", "application/gzip"), (b"BZh", "application/x-bzip2"),
    (b"\x7fELF", "application/x-elf"), (b"\xfd7zXZ\x00", "application/x-xz"))


def file_kind(head: bytes) -> str:
    for magic, kind in SIGNATURES:
        if head.startswith(magic):
            if kind == "riff":
                return "audio/wav" if head[8:12] == b"WAVE" else "video/avi"
            return kind
    if not head:
        return "empty"
    return "application/octet-stream"


# ---- email._header_value_parser (CPython 3.11.7): tokens are Terminal(str) -------------


def addr_spec(value: str) -> str:
    """``get_addr_spec`` of a MAIL command's address (``smtpd``'s ``_getaddr``)."""
    spec, rest = get_addr_spec(value)
    if rest:
        return "rest: " + rest
    if spec.domain is None:
        return "no domain"
    return spec.addr_spec


# ---- measuring -------------------------------------------------------------------------

#: run_library.py's names of this set
NAMES = ("wcwidth._wcwidth:wcwidth", "idna_codepoint", "unicode_block", "file_kind",
         "addr_spec", "survey4.py:_getaddr")


def main(argv: list[str]) -> None:
    """strsat alone, at a count budget, on the names given (else the set's): the arcs
    its inputs take (measured as ``run_library.py`` measures them), paths, runs, checks,
    concretizations and the load before and after each run (``search38.py``'s table)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import search38  # noqa: PLC0415

    search38.main(["loopbound", "--max-paths", "100", "--timeout", "300", *argv])


if __name__ == "__main__":
    main(sys.argv[1:])
