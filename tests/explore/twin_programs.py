"""Functions that validate their input with a C accelerator of the standard library and
branch on the result (issue 38, item 1: the accelerator's pure-Python twin runs)."""

import bisect
import collections
import datetime
import decimal
import functools
import heapq
import json
import operator


def json_shape(document: str) -> str:
    try:
        value = json.loads(document)
    except json.JSONDecodeError as error:
        return "invalid at 0" if error.pos == 0 else "invalid later"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "list"
    return "scalar"


def json_quoted(text: str) -> str:
    encoded = json.dumps(text)
    if len(encoded) > len(text) + 2:
        return "escaped"
    return "plain"


def iso_month(text: str) -> str:
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        return "invalid"
    if day.month == 2:
        return "february"
    return "other"


def iso_time(text: str) -> str:
    try:
        moment = datetime.time.fromisoformat(text)
    except ValueError:
        return "invalid"
    return "morning" if moment.hour < 12 else "afternoon"


def make_date(year: int, month: int, day: int) -> str:
    try:
        made = datetime.date(year, month, day)
    except ValueError:
        return "invalid"
    if made.month == 12 and made.day == 25:
        return "christmas"
    return "other"


def duration(days: int, hours: int) -> str:
    length = datetime.timedelta(days=days, hours=hours)
    if length < datetime.timedelta(hours=5):
        return "short"
    if length.days > 2:
        return "long"
    return "medium"


def price(text: str) -> str:
    try:
        value = decimal.Decimal(text)
    except decimal.InvalidOperation:
        return "invalid"
    if not isinstance(value, decimal.Decimal):
        return "not a decimal"
    if value < decimal.Decimal("10"):
        return "cheap"
    if value + 1 > 100:
        return "expensive"
    return "fair"


def total(a: int, b: int) -> str:
    if operator.add(a, b) == 10 and operator.mul(a, 2) == 8:
        return "four and six"
    return "other"


def joined(text: str) -> str:
    if functools.reduce(operator.add, text.split(","), "") == "ab":
        return "ab"
    return "other"


def rank(score: int) -> str:
    place = bisect.bisect_left([10, 20, 30], score)
    return ("low", "middle", "high", "top")[place]


def smallest(a: int, b: int) -> str:
    heap = [5]
    heapq.heappush(heap, a)
    heapq.heappush(heap, b)
    return "new" if heapq.heappop(heap) != 5 else "old"


def ordered(first: str, second: str) -> str:
    table = collections.OrderedDict()
    table[first] = 1
    table[second] = 2
    if len(table) == 1:
        return "one"
    return "two"
