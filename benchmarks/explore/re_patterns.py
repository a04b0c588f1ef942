"""How many of the standard library's compiled ``str`` patterns the layer's ``re`` models
(issue 38, item 5), and whether its matches agree with CPython's on random subjects.

    PYTHONPATH=src python benchmarks/explore/re_patterns.py

Collects the ``re.Pattern`` objects at module level and in classes of the modules below,
builds each pattern's languages (what is not modelled is counted by construct), and
compares ``span``/``groups``/``lastindex`` of ``match`` and ``search`` in a concrete
execution (``Trace``) with CPython's on six random subjects per pattern made of the
pattern's own characters.
"""

from __future__ import annotations

import collections
import importlib
import random
import re
from typing import Any

from strsat.errors import UnsupportedError
from strsat.python import SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_walk import walkable
from strsat.regex.sre_language import membership
from strsat.regex.sre_tree import parse

MODULES = ["json.decoder", "json.scanner", "json.encoder", "configparser", "csv", "shlex",
           "string", "textwrap", "http.cookiejar", "http.cookies", "email.utils",
           "email._header_value_parser", "email.feedparser", "email.quoprimime",
           "urllib.parse", "urllib.request", "tokenize", "gettext", "locale", "fnmatch",
           "glob", "ipaddress", "_pydecimal", "fractions", "difflib", "argparse", "optparse",
           "calendar", "_strptime", "imaplib", "ftplib", "smtplib", "poplib", "netrc",
           "html", "html.parser", "platform", "sysconfig", "logging", "logging.config",
           "inspect", "pydoc", "doctest", "tarfile", "zipfile", "mimetypes", "pprint",
           "dataclasses", "typing", "ast", "pathlib", "posixpath", "ntpath", "http.server",
           "wsgiref.headers", "email.header", "email._parseaddr", "email.message", "mailbox",
           "uuid", "base64", "plistlib", "tomllib._re"]


def patterns() -> dict[tuple[str, int], str]:
    found: dict[tuple[str, int], str] = {}
    for name in MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        places: list[tuple[str, Any]] = list(vars(module).items())
        places += [(f"{k}.{kk}", vv) for k, v in vars(module).items() if isinstance(v, type)
                   for kk, vv in vars(v).items()]
        for key, value in places:
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found[value.pattern, value.flags & ~re.UNICODE] = f"{name}.{key}"
    return found


def _plain(x: Any) -> Any:
    return getattr(x, "value", x)


def main() -> None:
    found = patterns()
    missing: collections.Counter[str] = collections.Counter()
    modelled = walked = 0
    mismatches = []
    rng = random.Random(0)
    for (pattern, flags), name in sorted(found.items(), key=lambda kv: kv[1]):
        tree = parse(pattern, flags)
        try:
            for mode in ("fullmatch", "match", "search"):
                membership(tree, mode)
        except UnsupportedError as exc:
            missing[getattr(exc, "construct", str(exc))] += 1
            continue
        modelled += 1
        walked += walkable(tree.root)
        alphabet = "".join(sorted({c for c in pattern if c.isprintable()} |
                                  set(" a1\n:=\"'")))[:40]
        for _ in range(6):
            subject = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
            for mode in ("match", "search"):
                real = getattr(re.compile(pattern, flags), mode)(subject)
                expected = real and (real.span(), real.groups(), real.lastindex)
                s = SymStr("s", subject)
                with Trace({"s": subject}):
                    m = getattr(sym_re.compile(pattern, flags), mode)(s)
                    got = m and (tuple(map(_plain, m.span())),
                                 tuple(map(_plain, m.groups())), m.lastindex)
                if got != expected:
                    mismatches.append((name, mode, subject, got, expected))
    print(f"{len(found)} patterns; languages modelled: {modelled}; every group placed: "
          f"{walked}; not modelled: {dict(missing)}; mismatches with CPython: "
          f"{len(mismatches)}")
    for case in mismatches[:10]:
        print("  ", case)


if __name__ == "__main__":
    main()
