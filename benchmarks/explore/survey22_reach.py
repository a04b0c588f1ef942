"""Survey 22's reachable arcs and table (brief "survey22"; not a test): each function of
``run_library.py survey22`` is called on ``HAND`` (one input per case of its branches, read
off the library code) and measured by the harness's coverage pass; the union with the
arcs both tools took in the runs named on the command line is the reachable lower bound
(``survey20_reach.table`` prints the rows: the first file gives CrossHair's column).

    python benchmarks/explore/survey22_reach.py before.jsonl after.jsonl
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for _path in (os.path.dirname(HERE), HERE):
    sys.path.insert(0, _path)

import survey20_reach  # noqa: E402

#: inputs per function: each case of its branches, read off the code
HAND: dict[str, list[tuple[str, ...]]] = {
    'email_quotes': [('> > a\n> > b',), ('> a\n> b\n> more',), ('> a\nplain',), ('',),
                     ('>>x',), ('\t> a\n\t> b',), ('a\nb',)],
    'xml_name': [('item',), ('?x',), ('!x',), ('a<b',), ('a>b',), ('a/b',), ('a"b',),
                 ("a'b",), ('a=b',), ('a b',), ('a\tb',), ('',)],
    'xml_namespace': [('p',), ('http://www.w3.org/1999/xhtml:p',), ('urn:example:a:b',),
                      ('@urn:example:a:b',), ('urn:other:c',), (':x',)],
    'b64_int': [('AQAB',), ('AQ',), ('AQA',), ('A',), ('a+b/',), ('AR',), ('AQ==',), ('!!!!',),
                ('',), ('_-_-',)],
    'jws_header': [('eyJhbGciOiJIUzI1NiJ9',), ('e30',), ('eyJhIjoxfQ',), ('W10',), ('bnVsbA',),
                   ('AQAB',), ('e',), ('é',), ('eyJhbGciOiJIUzI1NiJ9+',)],
    'cfn_date': [('2020-01-31',), ('2020-02-30',), ('2020-13-01',), ('20200101',), ('x',),
                 ('2020-1-01',)],
    'partition': [('us-east-1',), ('cn-north-1',), ('us-iso-east-1',), ('us-isob-east-1',),
                  ('us-gov-west-1',), ('eu-isoe-west-1',), ('us-isof-south-1',),
                  ('eusc-de-east-1',), ('CN-NORTH-1',)],
    'asn1_bits': [('',), ("'101'B",), ("'A5'H",), ("'101'X",), ('digitalSignature, cRLSign',),
                  ('bogus',), ('0x1f',), ('0b101',), ('1011',), ('0xzz',), ("'2'B",),
                  ('12',)],
    'asn1_oid': [('1.3.6.1',), ('1..2',), ('1.-2',), ('1.a',), ('',), ('.1.',)],
    'unicode_prop': [('alpha', 'yes'), ('alpha', 'no'), ('^alpha', 'f'), ('alpha', 'maybe'),
                     ('isalpha', 'y'), ('gc', 'Lu'), ('generalcategory', 'isLu'),
                     ('^gc', 'L'), ('script', 'Latin'), ('bogus', 'x'), ('sc', 'bogus'),
                     ('gc', 'Lx'), ('gc', 'ABC'), ('blk', 'basiclatin')],
    'google_sections': [('Summary.',), ('Args:\n    x (int): an x.\n',),
                        ('Returns:\n    int: y.\n',), ('Raises:\n    ValueError: bad.\n',),
                        ('Yields:\n    str: a.\n',), ('Examples:\n    >>> 1\n    1\n',),
                        ('Note:\n    careful.\n',), ('Args:\n    x: no type\n',),
                        ('Attributes:\n    a (int): b.\n',), ('Args:\nbad',), ('',),
                        ('Warns:\n    UserWarning: w.\n',), ('Other Parameters:\n    y: z\n',)],
    'lark_literal': [('abc',), ('a\\nb',), ('a\\\\b',), ('a\\qb',), ('a\\',), ("it's",),
                     ('a\\"b',), ('\\x4',), ('\\u0041',)],
}


def main() -> None:
    survey20_reach.table("survey22", HAND, sys.argv[1:])


if __name__ == "__main__":
    main()
