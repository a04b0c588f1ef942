"""Session 34's lead sweep, tried last: modules no earlier set used much
(email.utils.parsedate_tz, os.path.commonprefix, saxutils.unescape, calendar.isleap)."""

import calendar
import email.utils
import os.path
from xml.sax import saxutils


def mail_date(s: str) -> str:
    t = email.utils.parsedate_tz(s)
    if t is None:
        return "invalid"
    if t[9] is None:
        return "no zone"
    if t[0] < 2000:
        return "old"
    return "recent"


def shared(a: str, b: str) -> str:
    p = os.path.commonprefix([a, b])
    if not p:
        return "none"
    if p.endswith("/"):
        return "dir"
    return "partial" if len(p) < len(a) else "whole"


def entities(s: str) -> str:
    t = saxutils.unescape(s, {"&quot;": '"'})
    if t == s:
        return "plain"
    if '"' in t and "<" in t:
        return "both"
    return "some"


def leap_label(year: int) -> str:
    if year < 1:
        return "bad"
    if calendar.isleap(year):
        return "century" if year % 100 == 0 else "leap"
    return "common"
