# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-second survey set (``run_library.py survey22``, brief "survey22"):
everyday text code of pure-Python libraries that no earlier set used (the sets of
``run_library.py`` and ``tests/explore``; grepped by module and function name), each run
unchanged from the installed package through a small wrapper that hands it what a user's
code would; the library code's own arcs are measured (``ALSO_MEASURE``):

IPython 8's ``utils.text.strip_email_quotes`` (``email_quotes``); xmltodict 1.0's
``_validate_name`` (``xml_name``) and ``_process_namespace`` (``xml_namespace``);
joserfc 1.6's ``util.base64_to_int`` (``b64_int``) and ``_rfc7515.compact.decode_header``
(``jws_header``); cfn-lint 1's ``jsonschema._format.is_date`` (``cfn_date``);
samtranslator 1.110's ``ArnGenerator.get_partition_name`` (``partition``); pyasn1 0.6's
``univ.BitString`` of named bits (``asn1_bits``) and ``univ.ObjectIdentifier``
(``asn1_oid``); backrefs 8.3's ``uniprops.get_unicode_property`` (``unicode_prop``);
griffe's Google-style docstring parser ``parse_google`` (``google_sections``); lark
1.3's ``load_grammar.eval_escaping`` (``lark_literal``).  Their code does not enter this
repository.
"""

import logging

from backrefs.uniprops import get_unicode_property
from cfnlint.jsonschema._format import is_date
from griffe import Docstring, parse_google
from IPython.utils.text import strip_email_quotes
from joserfc._rfc7515.compact import decode_header
from joserfc.errors import DecodeError
from joserfc.util import base64_to_int
from lark.exceptions import GrammarError
from lark.load_grammar import eval_escaping
from pyasn1.error import PyAsn1Error
from pyasn1.type import namedval, univ
from samtranslator.translator.arn_generator import ArnGenerator
from xmltodict import _process_namespace, _validate_name

logging.getLogger("griffe").setLevel(logging.CRITICAL)


class KeyUsage(univ.BitString):
    """A named-bits BIT STRING as a user's ASN.1 module declares it (RFC 5280's)."""

    namedValues = namedval.NamedValues(
        ("digitalSignature", 0), ("nonRepudiation", 1), ("keyEncipherment", 2),
        ("dataEncipherment", 3), ("keyAgreement", 4), ("keyCertSign", 5), ("cRLSign", 6))


NAMESPACES = {"http://www.w3.org/1999/xhtml": "html", "urn:example:a": "a"}


def email_quotes(text: str):
    return strip_email_quotes(text)


def xml_name(name: str):
    try:
        _validate_name(name, "element")
    except ValueError:
        return False
    return True


def xml_namespace(name: str):
    return _process_namespace(name, NAMESPACES)


def b64_int(text: str):
    try:
        return base64_to_int(text)
    except ValueError:  # binascii.Error
        return None


def jws_header(segment: str):
    try:
        return decode_header(segment.encode("ascii"))
    except DecodeError:
        return None


def cfn_date(text: str):
    try:
        return is_date(text)
    except ValueError:
        return None


def partition(region: str):
    return ArnGenerator.get_partition_name(region)


def asn1_bits(text: str):
    try:
        bits = KeyUsage(text)
    except PyAsn1Error:
        return None
    return bits.asBinary()


def asn1_oid(text: str):
    try:
        return tuple(univ.ObjectIdentifier(text))
    except PyAsn1Error:
        return None


def unicode_prop(prop: str, value: str):
    try:
        return len(get_unicode_property(prop, value))
    except ValueError:
        return None


def google_sections(text: str):
    sections = parse_google(Docstring(text, lineno=1))
    return [section.kind.value for section in sections]


def lark_literal(text: str):
    try:
        return eval_escaping(text)
    except GrammarError:
        return None
