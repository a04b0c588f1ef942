import collections
import heapq
import json
import re
import statistics
import string


def slug(s: str) -> str:
    s = re.sub(r"[^\w\s-]", "", s.lower())
    s = re.sub(r"[-\s]+", "-", s).strip("-")
    if s == "hello-world":
        return "hw"
    if len(s) > 12:
        return "long"
    return "short"


def camel_to_snake(s: str) -> str:
    out = re.sub(r"(?<!^)(?=[A-Z])", "_", s).lower()
    if out == "my_var_name":
        return "mvn"
    if "__" in out:
        return "double"
    return "other"


def top_word(s: str) -> str:
    words = re.findall(r"[a-z]+", s.lower())
    if not words:
        return "none"
    word, n = collections.Counter(words).most_common(1)[0]
    if n >= 3:
        return "repeated:" + word
    return "single"


def json_user(s: str) -> str:
    try:
        d = json.loads(s)
    except ValueError:
        return "bad"
    if not isinstance(d, dict):
        return "notobj"
    name = d.get("name")
    if isinstance(name, str) and name.startswith("adm"):
        return "admin"
    if d.get("age", 0) > 17:
        return "adult"
    return "user"


def template_keys(s: str) -> str:
    try:
        keys = [f for _, f, _, _ in string.Formatter().parse(s) if f]
    except ValueError:
        return "bad"
    if "user" in keys and len(keys) == 2:
        return "user2"
    if keys:
        return "some"
    return "none"


def median_of(s: str) -> str:
    try:
        nums = [int(x) for x in s.split(",")]
    except ValueError:
        return "bad"
    m = statistics.median(nums)
    if m > 10 and len(nums) >= 3:
        return "big3"
    if heapq.nlargest(1, nums)[0] == 7:
        return "seven"
    return "other"


def phone(s: str) -> str:
    digits = re.sub(r"\D", "", s)
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    if len(digits) != 10:
        return "invalid"
    if digits[:3] == "800":
        return "tollfree"
    return "local"


def email_domain(s: str) -> str:
    local, at, domain = s.rpartition("@")
    if not at or not local:
        return "invalid"
    labels = domain.lower().split(".")
    if len(labels) < 2 or any(not l for l in labels):
        return "badhost"
    if labels[-1] in {"com", "org", "net"}:
        return "generic"
    if len(labels[-1]) == 2:
        return "cc"
    return "other"
