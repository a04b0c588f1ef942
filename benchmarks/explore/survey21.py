# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-first survey set (``run_library.py survey21``, brief "survey21"):
everyday text code of pure-Python libraries that no earlier set used (the sets of
``run_library.py`` and ``tests/explore``; grepped by module and function name), each run
unchanged from the installed package through a small wrapper that hands it what a user's
code would; the library code's own arcs are measured (``ALSO_MEASURE``):

pydantic 2's ``pydantic.v1`` ``color.parse_str`` (``color_str``),
``datetime_parse.parse_duration`` (``duration``) and ``types.ByteSize.validate``
(``byte_size``); attrs' ``converters.to_bool`` (``to_bool``); pip 23.2.1's vendored
cachecontrol ``CacheController.parse_cache_control`` (``cache_control``), webencodings
``lookup`` (``encoding_label``) and distro
``LinuxDistribution._parse_distro_release_content`` (``distro_line``); pip's
``utils.misc.redact_auth_from_url`` (``redact_url``) and ``models.wheel.Wheel``
(``wheel_file``); jedi's ``inference.docstrings._search_param_in_docstr``
(``docstr_type``); jsonpath-ng's ``lexer.JsonPathLexer.tokenize`` (``jsonpath_tokens``);
traitlets' ``utils.text.wrap_paragraphs`` (``wrap_paras``).  Their code does not enter
this repository.
"""

from attr.converters import to_bool as attrs_to_bool
from jedi.inference.docstrings import _search_param_in_docstr
from jsonpath_ng.exceptions import JsonPathLexerError
from jsonpath_ng.lexer import JsonPathLexer
from pip._internal.exceptions import InvalidWheelFilename
from pip._internal.models.wheel import Wheel
from pip._internal.utils.misc import redact_auth_from_url
from pip._vendor import webencodings
from pip._vendor.cachecontrol.controller import CacheController
from pip._vendor.distro.distro import LinuxDistribution
from pydantic.v1.color import parse_str
from pydantic.v1.datetime_parse import parse_duration
from pydantic.v1.errors import ColorError, DurationError, PydanticValueError
from pydantic.v1.types import ByteSize
from traitlets.utils.text import wrap_paragraphs


def color_str(text: str):
    try:
        rgba = parse_str(text)
    except ColorError:
        return None
    return (rgba.r, rgba.g, rgba.b, rgba.alpha)


def duration(text: str):
    try:
        delta = parse_duration(text)
    except (DurationError, ValueError, OverflowError):
        return None
    return (delta.days, delta.seconds, delta.microseconds)


def byte_size(text: str):
    try:
        return int(ByteSize.validate(text))
    except PydanticValueError:
        return None


def to_bool(text: str):
    try:
        return attrs_to_bool(text)
    except ValueError:
        return None


def cache_control(header: str):
    return CacheController.parse_cache_control(None, {"cache-control": header})


def encoding_label(label: str):
    encoding = webencodings.lookup(label)
    return None if encoding is None else encoding.name


def distro_line(line: str):
    return LinuxDistribution._parse_distro_release_content(line)


def redact_url(url: str):
    try:
        return redact_auth_from_url(url)
    except ValueError:
        return None


def wheel_file(filename: str):
    try:
        wheel = Wheel(filename)
    except InvalidWheelFilename:
        return None
    return (wheel.name, wheel.version, wheel.build_tag, wheel.pyversions, wheel.plats)


def docstr_type(docstr: str):
    return _search_param_in_docstr(docstr, "size")


def jsonpath_tokens(text: str):
    try:
        return [(t.type, t.value) for t in JsonPathLexer().tokenize(text)]
    except JsonPathLexerError:
        return None


def wrap_paras(text: str):
    return wrap_paragraphs(text, 20)
