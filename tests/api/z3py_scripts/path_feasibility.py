# Origin: written for strsat in the style of small symbolic executors built on z3py: the
# branches of a URL router are explored with push/pop and each feasible path gets an
# input that is replayed on the concrete function.
from z3 import *


def route(url):
    if not url.startswith("/"):
        return "bad"
    if url.startswith("/api/"):
        if "v2" in url:
            return "api-v2"
        return "api-v1"
    if url.endswith(".html"):
        return "page"
    return "static"


url = String("url")
paths = {
    "bad": [Not(PrefixOf("/", url))],
    "api-v2": [PrefixOf("/", url), PrefixOf("/api/", url), Contains(url, "v2")],
    "api-v1": [PrefixOf("/", url), PrefixOf("/api/", url), Not(Contains(url, "v2"))],
    "page": [PrefixOf("/", url), Not(PrefixOf("/api/", url)), SuffixOf(".html", url)],
    "static": [PrefixOf("/", url), Not(PrefixOf("/api/", url)),
               Not(SuffixOf(".html", url))],
    "impossible": [PrefixOf("/api/", url), Not(PrefixOf("/", url))],
}
s = Solver()
s.add(Length(url) <= 12)
for label, cond in paths.items():
    s.push()
    s.add(cond)
    r = s.check()
    print(label, r)
    if r == sat:
        value = s.model()[url].as_string()
        assert route(value) == label, (label, value)
    s.pop()
