# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's nineteenth survey set (``run_library.py survey19``, brief "survey19"):
everyday text code -- dispatchers on status codes and enums, parsers, validators -- of
CPython 3.11.7 and of PyPI packages that no earlier set used (the sets of
``run_library.py`` and ``tests/explore``; grepped by module and function name).  Each runs
unchanged from the standard library or the installed package through a small wrapper that
hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

``http.client.responses`` read by a status code (``status_reason``); ``signal.Signals``
of a number (``signal_name``: the enum's value lookup); ``http.cookies.Morsel``'s
attributes (``morsel_attr``); ``email._header_value_parser.parse_mime_parameters``
(``mime_params``); ``email.headerregistry.Address`` of an addr-spec
(``header_address``); ``urllib.request.proxy_bypass_environment`` (``no_proxy``);
``mailbox.mboxMessage``'s flags (``mbox_flags``).

The PyPI functions run from the installed packages; their code does not enter this
repository: validators' ``mac_address`` (``mac``) and ``url`` (``url_ok``), packaging's
``utils.parse_sdist_filename`` (``sdist_name``) and ``tags.parse_tag`` (``wheel_tag``),
inflection's ``ordinalize`` (``ordinal``).
"""

import email._header_value_parser as hvp
import http.client
import http.cookies
import mailbox
import signal
import urllib.request
from email.headerregistry import Address

import inflection
import validators
from packaging.tags import parse_tag
from packaging.utils import parse_sdist_filename


# ---- the standard library ----------------------------------------------------------------

def status_reason(code: str):
    n = int(code)
    phrase = http.client.responses.get(n)
    if phrase is None:
        return "unknown"
    kind = {1: "info", 2: "ok", 3: "redirect", 4: "client", 5: "server"}[n // 100]
    return (kind, phrase)


def signal_name(value: str):
    try:
        return signal.Signals(int(value)).name
    except ValueError:
        return None


def morsel_attr(key: str, value: str):
    morsel = http.cookies.Morsel()
    morsel.set("session", value, value)
    morsel[key] = "1"
    return morsel.OutputString()


def mime_params(value: str):
    params = hvp.parse_mime_parameters(value)
    return (list(params.params), len(params.all_defects))


def header_address(addr_spec: str):
    address = Address(addr_spec=addr_spec)
    return (address.username, address.domain, str(address))


def no_proxy(host: str, no: str):
    return urllib.request.proxy_bypass_environment(host, {"no": no})


def mbox_flags(flags: str):
    message = mailbox.mboxMessage()
    message.set_flags(flags)
    message.add_flag("R")
    return (message["Status"], message["X-Status"], message.get_flags())


# ---- PyPI, as installed ------------------------------------------------------------------

def mac(value: str):
    return validators.mac_address(value) is True


def url_ok(value: str):
    return validators.url(value) is True


def sdist_name(filename: str):
    name, version = parse_sdist_filename(filename)
    return (name, str(version))


def wheel_tag(tag: str):
    return sorted(str(t) for t in parse_tag(tag))


def ordinal(number: str):
    return inflection.ordinalize(number)
