# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's seventeenth survey set (``run_library.py survey17``, brief "survey17"):
everyday string code -- parsers, validators and normalisers -- of CPython 3.11.7 and of
PyPI packages that no earlier set used (heldout, realcode, survey, survey2-survey14,
libcode, libcalls, re_functions, classes, accel, exloops, exmodels, loopbound, regex38,
lead11 and ``tests/explore``; grepped by module and function name).  Each runs unchanged
from the standard library or the installed package through a small wrapper that hands it
what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

glob.escape (``glob_escape``); tomllib.loads (``toml_doc``: tomllib's pure-Python
parser); _pydecimal.Decimal of a string (``decimal_text``); ipaddress.ip_interface
(``ip_iface``); pprint.pformat of a string at width 16 (``pretty_str``);
email._header_value_parser.parse_mime_version (``mime_version``); email.header.Header's
``encode`` at a short line length (``header_fold``).

The PyPI functions run from the installed packages; their code does not enter this
repository: packaging's ``specifiers.Specifier`` (``version_spec``), inflection's
``titleize`` (``title_text``), validators' ``email`` (``valid_email``), email-validator's
``syntax.validate_email_domain_name`` (``mail_domain``), python-dateutil's
``parser.parse`` (``loose_date``), Werkzeug's ``http.parse_dict_header``
(``dict_header``), isodate's ``isodates.parse_date`` (``iso_date``) and urllib3's
``util.url.parse_url`` (``url_parts``).
"""

import _pydecimal
import email._header_value_parser
import email.header
import glob
import ipaddress
import pprint
import tomllib

import dateutil.parser
import email_validator.syntax
import inflection
import isodate.isodates
import packaging.specifiers
import urllib3.util.url
import validators
import werkzeug.http


# ---- the standard library ----------------------------------------------------------------

def glob_escape(path: str):
    return glob.escape(path)


def toml_doc(text: str):
    return tomllib.loads(text)


def decimal_text(text: str):
    return str(_pydecimal.Decimal(text))


def ip_iface(text: str):
    iface = ipaddress.ip_interface(text)
    return (iface.version, str(iface.network))


def pretty_str(text: str):
    return pprint.pformat(text, width=16)


def mime_version(value: str):
    token = email._header_value_parser.parse_mime_version(value)
    return (token.major, token.minor, len(token.defects))


def header_fold(text: str):
    return email.header.Header(text, maxlinelen=24, header_name="Subject").encode()


# ---- PyPI, as installed ------------------------------------------------------------------

def version_spec(spec: str):
    parsed = packaging.specifiers.Specifier(spec)
    return (parsed.operator, parsed.version)


def title_text(word: str):
    return inflection.titleize(word)


def valid_email(value: str):
    return validators.email(value) is True


def mail_domain(domain: str):
    return email_validator.syntax.validate_email_domain_name(
        domain, test_environment=True, globally_deliverable=False)["domain"]


def loose_date(text: str):
    return dateutil.parser.parse(text).isoformat()


def dict_header(value: str):
    return sorted(werkzeug.http.parse_dict_header(value).items())


def iso_date(text: str):
    return isodate.isodates.parse_date(text).isoformat()


def url_parts(url: str):
    return tuple(urllib3.util.url.parse_url(url))
