"""Programs of the classes the twenty-first survey took (issue 38;
benchmarks/explore/2026-12-05-survey21.md), written here in the shape of the library
code (not copies of it): a wrapper of one package (``S21_WRAPPED``) that calls another
(``S21_DEEP``), as pip's ``redact_auth_from_url`` calls ``urllib.parse.urlsplit``."""

#: the deeper package: a scanner with a branch per character class in a loop (the
#: scheme loop of a URL splitter), then the netloc cut at the first of "/?#"
S21_DEEP = '''
def split_url(url):
    scheme = ""
    for i, ch in enumerate(url):
        if ch == ":":
            scheme, url = url[:i], url[i + 1:]
            break
        if ch.isupper():
            continue
        if ch.isdigit() and i == 0:
            break
        if not (ch.isalnum() or ch in "+-."):
            break
    if url[:2] == "//":
        rest = url[2:]
        cut = len(rest)
        for c in "/?#":
            at = rest.find(c)
            if at >= 0:
                cut = min(cut, at)
        return scheme.lower(), rest[:cut], rest[cut:]
    return scheme.lower(), "", url
'''

#: the wrapped package: the user's code calls ``redact``; its helper's branches on the
#: netloc are the ones the user cares about
S21_WRAPPED = '''
from s21_deep_scan import split_url


def _netloc_user(netloc):
    if "@" not in netloc:
        return None
    user, _, _ = netloc.rpartition("@")
    if ":" in user:
        return user.partition(":")[0] + ":****"
    return "****"


def redact(url):
    scheme, netloc, path = split_url(url)
    user = _netloc_user(netloc)
    if user is None:
        return url
    return scheme + "://" + user + "@" + netloc.rpartition("@")[2] + path
'''

#: the explored module: a wrapper with no branch of its own
S21_USER = '''
from s21_wrapped_redact import redact


def redacted(url: str):
    return redact(url)
'''
