"""Paper 001, Fig. 1 (Bjørner, Tillmann, Voronkov: path feasibility for string-manipulating
programs), in Python: is ``s`` a URL encoding a query about EasyChair to Live Search or Google?

The C# original's ``LastIndexOf``, ``Substring``, ``Contains`` and ``StartsWith`` are
``rfind``, slicing, ``in`` and ``startswith``.  Python's slices never raise where
``Substring`` throws (``lastSlash < 7``), so that exception path of the original is an
empty ``t`` here.  ``strsat explore examples/explore/easychair.py:is_easychair_query``.
"""


def is_easychair_query(s: str) -> bool:
    # (1) s contains "/" followed by anything without "/" that contains "EasyChair"
    last_slash = s.rfind("/")
    if last_slash < 0:
        return False
    rest = s[last_slash + 1:]
    if "EasyChair" not in rest:
        return False
    # (2) s starts with "http://"
    if not s.startswith("http://"):
        return False
    # (3) the text between "http://" and the last "/", without a leading "www."
    t = s[len("http://"):last_slash]
    if t.startswith("www."):
        t = t[len("www."):]
    # (4) either "live.com" or "google.com"
    if t != "live.com" and t != "google.com":
        return False
    return True
