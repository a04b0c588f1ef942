"""Every Python-semantics operation against CPython (issue 11, item 2): on random
strings of small alphabets (where the boundary cases hide) and of full Unicode, the
concrete execution, the symbolic term and the raising conditions agree with CPython,
including which exception is raised (oracle: ``semantics_oracle.check``)."""

from __future__ import annotations

import operator
import re

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, SYM_STR, agreement_tests

from strsat.explore.runtime import percent
from strsat.python import builtins as B
from strsat.python import re as sym_re

SMALL = "ab@. 1_-"
small_text = st.text(alphabet=SMALL, max_size=6)
unicode_text = st.text(alphabet=st.characters(max_codepoint=0x2FFFF, exclude_categories=["Cs"]),
                       max_size=5)
texts = st.one_of(small_text, small_text, unicode_text)
pieces = st.one_of(st.text(alphabet="ab@. ", max_size=2), st.sampled_from(["", "a", "ab", "@"]))
indices = st.integers(-8, 8)
bounds = st.one_of(st.none(), indices)

S, I, B_, P = SYM_STR, SYM_INT, SYM_BOOL, PLAIN
#: Ints around the ends of C's int and Py_ssize_t (CPython raises OverflowError past them).
c_ints = st.sampled_from([2 ** 31 - 1, 2 ** 31, -2 ** 31, -2 ** 31 - 1, 2 ** 63 - 1, 2 ** 63,
                          -2 ** 63, -2 ** 63 - 1, 2 ** 70, -2 ** 70])
counts = st.one_of(st.integers(-1, 3), st.sampled_from([2 ** 63 - 1, 2 ** 63, -2 ** 63,
                                                        -2 ** 63 - 1, 2 ** 64]))
bools = st.booleans()
#: lower, upper, title-case and uncased characters (ǅ is title case, ª lower, ǈ title)
cased_text = st.text(alphabet="aZ1 _\u01c5\u01c4\u01c6\u00aa\u03a3\u00df\u1f88\u2160", max_size=4)
patterns_no_anchor = st.sampled_from([r"a+", r"b\.", r"\d\d", r"[ab]*@", r"1$", r"@\Z", r"a*"])
positions = st.one_of(st.integers(-3, 8), st.none())
octal_text = st.text(alphabet="\\0178a", max_size=7)
lined_text = st.text(alphabet=" \ta\nb", max_size=7)
#: MULTILINE patterns that begin with ^ and never match a newline (modelled line by line),
#: and some that are not (run concretely)
line_subs = st.sampled_from([r"^[ \t]+$", r"^$", r"^a*$", r"(?m)^[ab]+$", r"^ ", r"^a|b$",
                             r"^\s+$", r"^[^a]+$"])
line_finds = st.sampled_from([r"(^[ \t]*)(?:[^ \t\n])", r"^a+", r"^(a)(b*)", r"^[ab]$",
                              r"(?:^ )", r"^", r"^(?P<x>b)", r"(^[^ ]*)"])

# name: (operation, argument kinds, argument strategies)
OPERATIONS = {
    "len": (lambda s: B.len_(s) if not isinstance(s, str) else len(s), [S], [texts]),
    "add": (operator.add, [S, S], [texts, texts]),
    "radd": (operator.add, [P, S], [pieces, texts]),
    "mul": (operator.mul, [S, P], [texts, st.integers(-1, 3)]),
    "mul sym count": (operator.mul, [S, I], [small_text, st.integers(-1, 3)]),
    "rmul sym count": (operator.mul, [I, S], [st.integers(-1, 3), small_text]),
    "sym count times plain str": (operator.mul, [I, P], [st.sampled_from(
        [-1, 0, 1, 3, 2 ** 63, -2 ** 63 - 1, 2 ** 64]), pieces]),
    "bool count": (operator.mul, [B_, S], [bools, small_text]),
    "eq": (operator.eq, [S, S], [small_text, small_text]),
    "ne other type": (operator.ne, [S, P], [texts, st.integers()]),
    "lt": (operator.lt, [S, S], [texts, texts]),
    "ge": (operator.ge, [S, P], [texts, pieces]),
    "lt other type": (operator.lt, [S, P], [texts, st.integers()]),
    "add other type": (operator.add, [S, P], [texts, st.integers()]),
    "in": (lambda s, t: t in s, [S, S], [texts, pieces]),
    "contains": (lambda s, t: (t in s) if isinstance(s, str) else s.contains(t), [S, S],
                 [texts, pieces]),
    "truth": (lambda s: bool(s), [S], [texts]),
    "index s[i]": (lambda s, i: s[i], [S, P], [texts, indices]),
    "index s[n]": (lambda s, i: s[i], [S, I], [texts, indices]),
    "index bad type": (lambda s: s[1.5], [S], [texts]),
    "slice": (lambda s, a, b: s[a:b], [S, P, P], [texts, bounds, bounds]),
    "slice sym": (lambda s, a, b: s[a:b], [S, I, I], [texts, indices, indices]),
    "slice reversed": (lambda s: s[::-1], [S], [texts]),
    "find": (lambda s, t, a, b: s.find(t, a, b), [S, S, P, P], [texts, pieces, bounds, bounds]),
    "find sym bounds": (lambda s, t, a, b: s.find(t, a, b), [S, P, I, I],
                        [small_text, pieces, indices, indices]),
    "rfind": (lambda s, t, a, b: s.rfind(t, a, b), [S, S, P, P], [texts, pieces, bounds, bounds]),
    "index": (lambda s, t, a: s.index(t, a), [S, S, P], [texts, pieces, bounds]),
    "rindex": (lambda s, t, a, b: s.rindex(t, a, b), [S, P, P, P],
               [texts, pieces, bounds, bounds]),
    "find bad type": (lambda s: s.find(3), [S], [texts]),
    "count": (lambda s, t, a, b: s.count(t, a, b), [S, S, P, P],
              [texts, pieces, bounds, bounds]),
    "count whole": (lambda s, t: s.count(t), [S, P], [texts, pieces]),
    "startswith": (lambda s, t, a, b: s.startswith(t, a, b), [S, S, P, P],
                   [texts, pieces, bounds, bounds]),
    "endswith": (lambda s, t, a, b: s.endswith(t, a, b), [S, P, P, P],
                 [texts, pieces, bounds, bounds]),
    "startswith tuple": (lambda s, t, u: s.startswith((t, u)), [S, P, P],
                         [texts, pieces, pieces]),
    "endswith tuple": (lambda s, t, u, a: s.endswith((t, u), a), [S, P, P, P],
                       [texts, pieces, pieces, bounds]),
    "startswith bad": (lambda s: s.startswith(1), [S], [texts]),
    "replace": (lambda s, t, u, k: s.replace(t, u, k), [S, P, P, P],
                [texts, pieces, pieces, st.integers(-1, 3)]),
    "replace sym old": (lambda s, t, u: s.replace(t, u), [S, S, P], [small_text, pieces, pieces]),
    "replace first": (lambda s, t, u: s.replace(t, u, 1), [S, S, S], [texts, pieces, pieces]),
    "split": (lambda s, t, k: s.split(t, k), [S, P, P], [texts, pieces, st.integers(-1, 3)]),
    "split sym sep": (lambda s, t: s.split(t), [S, S], [small_text, pieces]),
    "split whitespace": (lambda s, k: s.split(None, k), [S, P], [texts, st.integers(-1, 3)]),
    "split() words": (lambda s: s.split(), [S], [st.text(alphabet=" \t\n\u3000\x1c\x85ab,",
                                                           max_size=12)]),
    "casefold": (lambda s: s.casefold(), [S],
                 [st.one_of(texts, cased_text,
                            st.text(alphabet="aB\u00df\u017f\u0130", max_size=3))]),
    "translate": (lambda s, t: s.translate(t), [S, P],
                  [texts, st.sampled_from([str.maketrans("ab", "xy"), str.maketrans("ab", "ba"),
                                           {ord(" "): "-", ord("@"): None, ord("."): 0x2e},
                                           {ord("a"): "ab"}, {ord("a"): "bb", 0x10FFFF: "x"},
                                           {ord("a"): 2.5}, {"a": "b"}, {ord("a"): 0x110000}])]),
    "capitalize": (lambda s: s.capitalize(), [S],
                   [st.one_of(texts, st.text(alphabet="aZ1 \u01c4\u01c6\u0130\u03a3\u00df\u1f88",
                                             max_size=4))]),
    "splitlines": (lambda s, k: s.splitlines(k), [S, P],
                   [st.one_of(lined_text, st.text(alphabet="a\r\n\x0b\x1c\x85\u2028 ",
                                                   max_size=6), unicode_text), bools]),
    "rsplit": (lambda s, t, k: s.rsplit(t, k), [S, P, P], [texts, pieces, st.integers(-1, 3)]),
    "partition": (lambda s, t: s.partition(t), [S, S], [texts, pieces]),
    "rpartition": (lambda s, t: s.rpartition(t), [S, P], [texts, pieces]),
    "strip": (lambda s, c: s.strip(c), [S, P], [texts, st.one_of(st.none(), pieces)]),
    "lstrip": (lambda s, c: s.lstrip(c), [S, P], [texts, st.one_of(st.none(), pieces)]),
    "rstrip": (lambda s, c: s.rstrip(c), [S, P], [texts, st.one_of(st.none(), pieces)]),
    "strip sym chars": (lambda s, c: s.strip(c), [S, S], [small_text, pieces]),
    "lstrip sym chars": (lambda s, c: s.lstrip(c), [S, S], [small_text, pieces]),
    "rstrip sym chars": (lambda s, c: s.rstrip(c), [S, S], [small_text, pieces]),
    "lower": (lambda s: s.lower(), [S], [texts]),
    "upper": (lambda s: s.upper(), [S], [texts]),
    "isdigit": (lambda s: s.isdigit(), [S], [texts]),
    "isdecimal": (lambda s: s.isdecimal(), [S], [texts]),
    "isnumeric": (lambda s: s.isnumeric(), [S], [texts]),
    "isalpha": (lambda s: s.isalpha(), [S], [texts]),
    "isalnum": (lambda s: s.isalnum(), [S], [texts]),
    "isspace": (lambda s: s.isspace(), [S], [texts]),
    "isascii": (lambda s: s.isascii(), [S], [texts]),
    "islower": (lambda s: s.islower(), [S], [st.one_of(texts, cased_text)]),
    "isupper": (lambda s: s.isupper(), [S], [st.one_of(texts, cased_text)]),
    "join": (lambda sep, a, b: sep.join([a, b, "x"]), [S, S, P], [pieces, texts, pieces]),
    "join chars": (lambda sep, s: B.str_method(sep, "join", s), [P, S], [pieces, small_text]),
    "find in a literal": (lambda s, t: B.str_method(s, "find", t), [P, S], [texts, pieces]),
    "join bad": (lambda sep: sep.join(["a", 1]), [S], [pieces]),
    "removeprefix": (lambda s, t: s.removeprefix(t), [S, S], [texts, pieces]),
    "removesuffix": (lambda s, t: s.removesuffix(t), [S, P], [texts, pieces]),
    "int()": (lambda s: B.int_(s), [S], [st.one_of(texts, st.from_regex(
        r"\s*[+-]?[0-9_]{1,4}\s*", fullmatch=True), st.sampled_from(
        ["12", " -7 ", "+0", "1_0", "\u0663", "\x1c5", "\u20035\u3000", "--1", "1__0",
         "\u00b2", "1\u0663", "007", "", " ", "-", "9" * 4301, "9" * 4300]))]),
    "int() base": (lambda s, b: B.int_(s, b), [S, P], [st.one_of(
        st.text(alphabet="0178abfAFgz _-+xo\u0663\u0e51", max_size=9), texts), st.sampled_from(
        [2, 8, 16, 36, 3])]),
    "str(int)": (lambda n: B.str_(n), [I], [st.integers(-10 ** 6, 10 ** 6)]),
    "ord": (lambda s: B.ord_(s), [S], [texts]),
    "chr": (lambda n: B.chr_(n), [I], [st.one_of(st.integers(-2, 200), st.sampled_from(
        [0x10FFFF, 0x110000, 0x2FFFF, 0x30000]))]),
    "floordiv": (operator.floordiv, [I, I], [st.integers(-9, 9), st.integers(-3, 3)]),
    "rshift": (operator.rshift, [I, P], [st.integers(-300, 300), st.integers(-2, 70)]),
    "lshift": (operator.lshift, [I, P], [st.integers(-300, 300), st.integers(-2, 70)]),
    "shift by a symbolic count": (lambda a, k: (a >> k, 1 << k), [P, I],
                                  [st.integers(-300, 300), st.integers(-2, 9)]),
    "mod": (operator.mod, [I, I], [st.integers(-9, 9), st.integers(-3, 3)]),
    "mod literal": (operator.mod, [I, P], [st.integers(-9, 9), st.integers(-3, 3)]),
    "int arith": (lambda a, b: (a + b) * 2 - b, [I, I], [st.integers(), st.integers()]),
    "re.fullmatch": (lambda s, p: sym_re.fullmatch(p, s), [S, P],
                     [texts, st.sampled_from([r"[a-z]+@[a-z]+\.[a-z]+", r"a*b?", r"\d+",
                                              r"(a|b)*@.*"])]),
    "re.match": (lambda s, p: sym_re.match(p, s), [S, P],
                 [texts, st.sampled_from([r"a+", r"\s*\d", r"[^@]*@$", r"(?i)AB"])]),
    "re.search": (lambda s, p: sym_re.search(p, s), [S, P],
                  [texts, st.sampled_from([r"b\.", r"^a", r"1$", r"\d\d", r"@\Z"])]),
    # issue 24: bool as int, mixed orderings, ints past C's range, Pattern arguments
    "bool arith": (lambda a, b, n: a + b - n * a, [B_, B_, I], [bools, bools, indices]),
    "bool minus bool": (operator.sub, [B_, B_], [bools, bools]),
    "int += bool": (lambda n, b: n + b, [P, B_], [indices, bools]),
    "bool floordiv": (operator.floordiv, [I, B_], [indices, bools]),
    "bool eq int": (operator.eq, [B_, P], [bools, st.integers(-1, 2)]),
    "bool lt int": (operator.lt, [B_, I], [bools, st.integers(-1, 2)]),
    "neg bool": (lambda b: -b, [B_], [bools]),
    "bool bitwise int": (lambda b, n: (b & n, n & b, b | n, n | b, b ^ n, n ^ b), [B_, I],
                         [bools, st.one_of(indices, c_ints)]),
    "bool bitwise plain int": (lambda b, n: (b & n, n | b, b ^ n), [B_, P],
                               [bools, st.integers(-9, 9)]),
    "bool bitwise bool": (lambda a, b: (a & b, a | b, a ^ b, a & True), [B_, B_],
                          [bools, bools]),
    "int gt str": (operator.gt, [I, S], [indices, texts]),
    "str lt int": (operator.lt, [S, I], [texts, indices]),
    "str le plain int": (operator.le, [S, P], [texts, indices]),
    "chr overflow": (lambda n: B.chr_(n), [I], [c_ints]),
    "mul overflow": (operator.mul, [S, I], [texts, st.sampled_from(
        [2 ** 63, -2 ** 63, -2 ** 63 - 1, 2 ** 64, -1, 0, 2])]),
    "split maxsplit": (lambda s, k: s.split("a", k), [S, I], [small_text, counts]),
    "rsplit maxsplit": (lambda s, k: s.rsplit("a", k), [S, P], [small_text, counts]),
    "rsplit sym maxsplit": (lambda s, k: s.rsplit("a", k), [S, I], [small_text, counts]),
    "split sym sep sym maxsplit": (lambda s, t, k: s.split(t, k), [S, S, I],
                                   [small_text, pieces, counts]),
    "split whitespace sym maxsplit": (lambda s, k: s.split(None, k), [S, I], [texts, counts]),
    "rsplit whitespace sym maxsplit": (lambda s, k: s.rsplit(None, k), [S, I],
                                       [texts, counts]),
    "split count maxsplit": (lambda s: s.split("-", s.count("-") - 2), [S],
                             [st.text(alphabet="-a", max_size=7)]),
    "replace count": (lambda s, k: s.replace("a", "xy", k), [S, I], [small_text, counts]),
    "Pattern.search pos": (lambda s, p, a, b: sym_re.compile(p).search(s, a, *(
        () if b is None else (b,))) is not None, [S, P, I, P],
        [texts, patterns_no_anchor, st.integers(-3, 8), positions]),
    "Pattern.match pos endpos": (lambda s, p, a, b: sym_re.compile(p).match(s, a, b)
                                 is not None, [S, P, I, I],
                                 [small_text, patterns_no_anchor, indices, indices]),
    "Pattern.fullmatch pos group": (lambda s, a, b: _group0(sym_re.compile(r"[ab@]*").fullmatch(
        s, a, b)), [S, I, I], [small_text, indices, indices]),
    "Pattern.search anchored": (lambda s, a: sym_re.compile(r"^a").search(s, a) is not None,
                                [S, I], [small_text, st.integers(0, 3)]),
    "Match of a fixed-width search": (lambda s: _extents(sym_re.search(
        r"\\([0-3])[0-7](?P<last>[0-7])", s)), [S], [octal_text]),
    "Match of a search from pos": (lambda s, a: _extents(sym_re.compile(r"[\\](.)").search(
        s, a)), [S, I], [octal_text, st.integers(-2, 7)]),
    "Match of a match": (lambda s: _extents(sym_re.match(r"(a|b)@(\d)", s)), [S],
                         [small_text]),
    "Match of a variable-width search": (lambda s: _extents(sym_re.search(r"a+(b)", s)),
                                         [S], [small_text]),
    "Match of greedy runs": (lambda s, p: _extents(sym_re.match(p, s, re.DOTALL)), [S, P],
                             [st.text(alphabet="ab:/@1\n", max_size=7), st.sampled_from(
                                 [r"([^/:]+):(.*)", r"//([^/#?]*)(.*)", r"(a*)(b*)",
                                  r"([ab]+)(a)", r"(\w+)@(.)", r"(.*):([0-9]*)"])]),
    "Match of greedy runs, fullmatch": (lambda s, p: _extents(sym_re.fullmatch(p, s, re.DOTALL)),
                                        [S, P],
                                        [st.text(alphabet="ab:/@1\n", max_size=7),
                                         st.sampled_from([r"([^:]*):(\d*)", r"(\w+)/(.*)",
                                                          r"(a+)(.*)", r"([ab]*)@",
                                                          r"(.*):([0-9]*)", r"(.*):(.*)",
                                                          r"([a:]*):(\d+)", r"(a*):(.*)",
                                                          r"(.*)@([a@]*)"])]),
    "Pattern.search from pos, class": (lambda s, a: _extents(sym_re.compile(r"[^a](b)").search(
        s, a)), [S, I], [small_text, st.integers(-1, 5)]),
    "Match of a fullmatch": (lambda s, a, b: _extents(sym_re.compile(r"[ab@]*").fullmatch(
        s, a, b)), [S, I, I], [small_text, indices, indices]),
    "Pattern.sub": (lambda s: sym_re.compile(r"\s+").sub("", s), [S], [texts]),
    "re.sub literal": (lambda s, k: sym_re.sub("a@", "-", s, k), [S, P],
                       [small_text, st.integers(0, 2)]),
    "re.subn literal": (lambda s, k: sym_re.subn(r"\.", "", s, k), [S, P],
                        [small_text, st.integers(0, 2)]),
    "re.sub class": (lambda s, r: sym_re.sub(r"[a@]", r, s), [S, P],
                     [small_text, st.sampled_from(["", "x", "ab"])]),
    "re.sub run removed": (lambda s: sym_re.compile(r"[\s.]+").sub("", s), [S], [texts]),
    "re.sub ignorecase": (lambda s: sym_re.sub("A", "_", s, flags=re.IGNORECASE), [S],
                          [small_text]),
    "re.sub backref": (lambda s: sym_re.sub(r"(a)", r"\1\1", s), [S], [small_text]),
    "re.sub class template": (lambda s, r: sym_re.compile(r"([&~|@a])").sub(r, s), [S, P],
                              [st.one_of(small_text, st.text(alphabet="&~|@a\\", max_size=6)),
                               st.sampled_from([r"\\\1", r"<\g<0>>", r"\1\1", "-", r"\\",
                                                r"a\1", r"\2"])]),
    "re.sub range": (lambda s: sym_re.sub(r"[a-c.]", r"[\g<0>]", s), [S], [small_text]),
    "re.split literal": (lambda s, k: sym_re.split("@", s, k), [S, P],
                         [small_text, st.integers(0, 2)]),
    "re.findall literal": (lambda s: sym_re.findall("ab", s), [S], [small_text]),
    "str.format": (lambda a, b, n: B.str_method("{}-{}:{}", "format", a, b, n), [S, P, I],
                   [texts, pieces, indices]),
    "str.format named": (lambda a, f: B.str_method(f, "format", a, 7, k=a, b=True),
                         [S, P], [texts, st.sampled_from(
                             ["{0}{1}", "<{k}|{b}>", "{k!s}{0}", "{1:>3}{0}", "{!r}", "{0}{}",
                              "{2}", "{z}", "{k[0]}", "{{}}{0}", "{"])]),
    "str.format access": (lambda a, f: B.str_method(f, "format", a, [a, "x"], d={"key": a, "n": 7},
                                                    t=(a,)),
                          [S, P], [texts, st.sampled_from(
                              ["{1[0]}-{1[1]}", "{d[key]}", "{d[n]:>3}", "{t[0]!r}", "{1[2]}",
                               "{d[zz]}", "{0[0]}", "{1[0][0]}", "{[0]}", "{t[0][0]}", "{1[0}",
                               "{0}{1[0]}", "{1[-1]}", "{d[key]!s:>4}"])]),
    "str.format_map": (lambda a, f: B.str_method(f, "format_map", {"k": a, "n": 7, "b": True}),
                       [S, P], [texts, st.sampled_from(
                           ["<{k}|{n}>", "{k!s}{b}", "{k:>3}", "{}", "{0}", "{z}", "{k[0]}",
                            "{{}}{k}", "{", "{k.upper}", "{n}{n}{k}"])]),
    "str % args": (lambda a, n, f: percent(f, (a, n)), [S, I, P], [texts, indices, st.sampled_from(
        ["%s=%d", "%s%%%i", "%s", "%r:%d", "%s-%s", "%d%s", "%5s%d", "%s%d%%"])]),
    "str % dict": (lambda a, n, f: percent(f, {"k": a, "n": n}), [S, I, P],
                   [texts, indices, st.sampled_from(["%(k)s=%(n)d", "%(k)s", "%(z)s", "%s",
                                                     "%(k)r", "%(n)i%%"])]),
    "ljust": (lambda s, w, f: s.ljust(w, f), [S, P, P], [texts, st.integers(-1, 9),
                                                         st.sampled_from([" ", "*", "\0"])]),
    "rjust": (lambda s, w: s.rjust(w), [S, P], [texts, st.integers(-1, 9)]),
    "center": (lambda s, w, f: s.center(w, f), [S, P, P], [texts, st.integers(-1, 9),
                                                           st.sampled_from([" ", "-"])]),
    "zfill": (lambda s, w: s.zfill(w), [S, P], [st.one_of(texts, st.text(
        alphabet="+-0a", max_size=5)), st.integers(-1, 8)]),
    "pad bad": (lambda s, f: s.center(4, f), [S, P], [texts, st.sampled_from(["", "ab", 3])]),
    "ljust sym width": (lambda s, w: s.ljust(w), [S, I], [small_text, st.integers(-1, 6)]),
    "center wide": (lambda s, w: s.center(w), [S, P], [texts, st.sampled_from([65, 80, 81])]),
    "center sym width": (lambda s, w, f: s.center(w, f), [S, I, P],
                         [small_text, st.one_of(st.integers(-1, 9), st.sampled_from(
                             [80, 2 ** 63])), st.sampled_from([" ", "*"])]),
    "rjust sym fill": (lambda s, w, f: s.rjust(w, f), [S, P, S],
                       [small_text, st.integers(-1, 9), st.sampled_from(["", "*", "ab", " "])]),
    "center sym width sym fill": (lambda s, w, f: s.center(w, f), [S, I, S],
                                  [small_text, st.integers(-1, 9), st.sampled_from(["-", "xy"])]),
    "re.escape": (lambda s: sym_re.escape(s), [S], [st.one_of(texts, st.text(
        alphabet="()[]{}?*+-|^$\\.&~# \t\n\r\v\fa", max_size=6))]),
    "re.sub line pattern": (lambda s, p: sym_re.sub(p, "", s, flags=re.MULTILINE), [S, P],
                            [lined_text, line_subs]),
    "compiled line pattern sub": (lambda s, r: sym_re.compile(r"^[ \t]+$", re.MULTILINE).sub(
        r, s), [S, P], [lined_text, st.sampled_from(["", "x", "\n"])]),
    "re.findall line pattern": (lambda s, p: sym_re.findall(p, s, re.MULTILINE), [S, P],
                                [lined_text, line_finds]),
    "textwrap.dedent's sub then findall": (lambda s: sym_re.findall(
        r"(^[ \t]*)(?:[^ \t\n])", sym_re.sub(r"^[ \t]+$", "", s, flags=re.MULTILINE),
        re.MULTILINE), [S], [lined_text]),
    "Pattern.split": (lambda s: sym_re.compile(r"@").split(s, maxsplit=1), [S], [texts]),
}


def _extents(m):  # noqa: ANN001, ANN202
    """What a match object tells: its span, group 0, and every group by number and name."""
    if m is None:
        return None
    pattern = m.re.pattern if isinstance(m, re.Match) else m.re_pattern
    out = (m.start(), m.end(), m.span(), m.group(), m[0], m.groups(), m.groupdict())
    return out + ((m.span(1), m.group(1)) if re.compile(pattern).groups else ())


def _group0(m):  # noqa: ANN001, ANN202
    return None if m is None else m.group(0)


#: every operation agrees with CPython (60 examples each; 1000 in the slow run)
test_operation_agrees_with_cpython, test_operation_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 60, 1000)
