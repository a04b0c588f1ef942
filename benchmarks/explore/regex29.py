"""Wrappers over library callers of patterns whose subject the explorer pinned (brief
"regex29", issue 38 item 5): doctest's example parser (a lookahead inside a repeated
line), Markdown's ``toc.strip_tags`` (tempered dots, possessive repeats), ``csv.Sniffer``
(backreferences to a group of a wide class).  Measured in
benchmarks/2026-12-06-regex29.md.  Not a test."""

import csv
import doctest

from markdown.extensions import toc


def doctest_examples(s: str) -> str:
    examples = doctest.DocTestParser().get_examples(s)
    if not examples:
        return "none"
    if examples[0].want:
        return "want"
    if len(examples) > 1:
        return "several"
    return "one"


def toc_strip(s: str) -> str:
    text = toc.strip_tags(s)
    if text == s:
        return "same"
    if not text:
        return "empty"
    return "stripped"


def sniff_delimiter(s: str) -> str:
    try:
        dialect = csv.Sniffer().sniff(s)
    except csv.Error:
        return "error"
    if dialect.delimiter == ",":
        return "comma"
    if dialect.quotechar == "'":
        return "single"
    return "other"


def sniff_header(s: str) -> str:
    try:
        return "header" if csv.Sniffer().has_header(s) else "no header"
    except csv.Error:
        return "error"
