"""Rules for the extended functions valid for all strings (issue 15, part 2).

``str.replace``, ``str.contains``, ``str.indexof``, ``str.prefixof`` and
``str.suffixof`` of concatenations, in the spirit of cvc5's extended-function
rewriter (Reynolds et al., CAV 2017 and 2019): a pattern that occurs at the very
front, parts of the subject that cannot contribute an occurrence, constant ends of
the subject that no occurrence can begin or end in, and lengths that force a
containment or a prefix to be an equality.  Each rule's text in :data:`RULES` is its
statement; each is checked by Hypothesis against the reference evaluator on every
assignment of short strings (``tests/rewrite/test_extended_rules.py``).

"Always ``|s| ≤ |t|``" is decided syntactically (:func:`never_longer`): the
non-constant components of ``s`` are a sub-multiset of those of ``t`` and ``s`` has no
more constant characters.  "``u`` is a part of ``s``" (:func:`is_part`): ``u`` is a
contiguous run of ``s``'s components, a constant inside one of its constants, or a
``str.at``/``str.substr`` of a part (every value of those is a substring).
"""

from __future__ import annotations

from strsat.static import Tally

from ...terms import TRUE, Term, integer, mk, string
from .build import cat, components, is_part, strip_common
from .registry import RuleContext, document, rule

document(
    REPLACE_AT_FRONT="(str.replace t·s t r) ⊢ r·s  (t occurs at 0, so its first occurrence"
                     " is there; t may be a constant prefix of a constant)",
    REPLACE_ALL_AT_FRONT="(str.replace_all t·s t r) ⊢ (ite (= t \"\") t·s r·(str.replace_all s"
                         " t r)); r·(str.replace_all s t r) for a constant t ≠ \"\" (the"
                         " leftmost non-overlapping occurrences: the first is at 0, and the"
                         " scan resumes after it)",
    REPLACE_CONST_CASES="(str.replace c p r) ⊢ (ite (= p \"\") r·c (ite (= p w1) c1·r·c1' …"
                        " c)) for a constant c of 1 to 3 characters, a non-constant p and a"
                        " non-constant r,"
                        " over the distinct substrings wi of c, with c = ci·wi·ci' at wi's"
                        " first occurrence (p is \"\", a substring of c, or occurs nowhere in"
                        " c; cvc5 reasons by the same finite cases, Reynolds et al., CAV 2019"
                        " §4)",
    INDEXOF_AT_FRONT="(str.indexof t·s t 0) ⊢ 0",
    INDEXOF_TRUNCATE="(str.indexof s1·t·s2 t 0) ⊢ (str.indexof s1·t t 0) when t's components"
                     " are a run of the subject's (the first occurrence starts by |s1|, so it"
                     " ends inside s1·t)",
    INDEXOF_IN_HEAD="(str.indexof c·s t i) ⊢ p for constants c, t and 0 ≤ i when t occurs in c"
                    " at or after i, first at p (an occurrence reaching into s would start"
                    " after p)",
    UPDATE_IN_HEAD="(str.update c·s i t) ⊢ update(c, i, t)·s for constants c, t, i with"
                   " 0 ≤ i and i + |t| ≤ |c| (the overwritten characters lie in c);"
                   " (str.update c i u·s) ⊢ c[:i]·u[:|c|-i] for constants c, u, i with"
                   " 0 ≤ i < |c| ≤ i + |u| (only the first |c| - i characters of the"
                   " replacement are written)",
    REPLACE_NCONTRIB="(str.replace s1·s2 c r) ⊢ (str.replace s1 c r)·s2 for a one-character"
                     " constant c when every component of s2 is a constant without c or a"
                     " part of s1  (an occurrence of c in s2 means one in s1, which comes"
                     " first)",
    CONTAINS_NCONTRIB="(str.contains s c) ⊢ (str.contains s' c) for a one-character constant"
                      " c, where s' drops the components of s that are constants without c"
                      " or parts of the components kept (order does not matter here)",
    INDEXOF_NCONTRIB="(str.indexof s1·s2 c 0) ⊢ (str.indexof s1 c 0) under the condition of"
                     " REPLACE_NCONTRIB",
    CONTAINS_ENDPOINT="(str.contains a·s·b t) ⊢ (str.contains a2·s·b1 t) where a = a1·a2, b ="
                      " b1·b2 are constants and no occurrence of t can start in a1 or end in"
                      " b2 (they disagree with t's constant first or last characters)",
    INDEXOF_ENDPOINT="(str.indexof s·b t i) ⊢ (str.indexof s·b1 t i) where b = b1·b2 is a"
                     " constant and no occurrence of t can end in b2 (same occurrences;"
                     " a start past |s·b1| then has none either)",
    REPLACE_ENDPOINT="(str.replace a·s·b t r) ⊢ a1·(str.replace a2·s·b1 t r)·b2 for the a1,"
                     " b2 of CONTAINS_ENDPOINT",
    CONTAINS_LEN_EQ="(str.contains s t) ⊢ (= s t) when always |s| ≤ |t|",
    AFFIX_LEN_EQ="(str.prefixof t s), (str.suffixof t s) ⊢ (= s t) when always |s| ≤ |t|",
    AFFIX_TRUNCATE="(str.prefixof t s1·s2) ⊢ (str.prefixof t s1) when always |t| ≤ |s1|;"
                   " (str.suffixof t s1·s2) ⊢ (str.suffixof t s2) when always |t| ≤ |s2|",
    CONTAINS_PART="(str.contains s u) ⊢ true when u is a part of s (a contiguous run of its"
                  " components, a constant inside one of its constants, or a str.at or"
                  " str.substr of a part)",
    SUBSTR_CONST_HEAD="(str.substr c·s i n), (str.at c·s i) with a constant c and constants"
                      " i, n: inside c (0 ≤ i, i + n ≤ |c|) ⊢ the constant c[i:i+n]; past it"
                      " (i ≥ |c|) ⊢ (str.substr s i-|c| n), (str.at s i-|c|)",
    SUBSTR_TO_END="(str.substr s 0 n) ⊢ s when always n ≥ |s| (n a sum of lengths and"
                  " non-negative constants covering s's components)",
    SUBSTR_PREFIX="(str.substr s1·s2 0 n) ⊢ s1 when always n = |s1| (n a linear sum of"
                  " lengths and constants equal to s1's components' lengths; s1 may end"
                  " inside a constant component)",
)


# ---- syntactic facts ----------------------------------------------------------------


def _shape(parts: list[Term]) -> tuple[Tally[Term], int]:
    """The non-constant components (a multiset) and the number of constant characters."""
    variable: Tally[Term] = Tally()
    chars = 0
    for p in parts:
        if p.op == "const":
            chars += len(p.value)  # type: ignore[arg-type]
        else:
            variable[p] += 1
    return variable, chars


def never_longer(s: list[Term], t: list[Term]) -> bool:
    """``|cat(s)| ≤ |cat(t)|`` under every assignment (syntactically)."""
    vs, cs = _shape(s)
    vt, ct = _shape(t)
    return cs <= ct and all(vt[v] >= n for v, n in vs.items())


def _const_char(t: Term) -> str | None:
    if t.op == "const" and isinstance(t.value, str) and len(t.value) == 1:
        return t.value
    return None


def _noncontributing_split(parts: list[Term], c: str) -> int | None:
    """The least ``k`` (``0 < k < len(parts)``) such that every part from ``k`` on is a
    constant without ``c`` or a part of ``parts[:k]``; None if there is none."""
    for k in range(1, len(parts)):
        head = parts[:k]
        if all((p.op == "const" and c not in p.value)  # type: ignore[operator]
               or (p.op != "const" and is_part(p, head)) for p in parts[k:]):
            return k
    return None


def _front_rest(s: Term, t: Term) -> list[Term] | None:
    """The components of ``s`` after ``t`` when ``t`` is a prefix of ``s`` by its
    components (constants compared character by character), else None."""
    left, right = components(s), components(t)
    if not right:
        return left
    changed = strip_common(left, right, from_end=False)
    if changed and not right:
        return left
    return None


# ---- occurrences at the front ---------------------------------------------------------


@rule("str.replace")
def replace_at_front(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, r = t.args
    rest = _front_rest(s, pat)
    if rest is None:
        return None
    ctx.hit("REPLACE_AT_FRONT")
    return cat([r, *rest])


#: Longest constant subject :func:`replace_const_cases` splits (its distinct substrings
#: are the cases: at most six here, one ite each).
MAX_CASE_SUBJECT = 3


@rule("str.replace")
def replace_const_cases(t: Term, ctx: RuleContext) -> Term | None:
    """``REPLACE_CONST_CASES``: a replacement in a short constant by an unknown pattern
    is one of finitely many strings, chosen by which substring of the constant the
    pattern is (issue 39: seed 1919 f00515, ``from_int(j) = replace("ba", x, y)`` with
    ``|x| = 1``: each case holds a letter that a ``from_int`` never holds)."""
    s, pat, r = t.args
    if s.op != "const" or pat.op == "const" or r.op == "const":
        # a constant replacement leaves finitely many closed values, which
        # CASES_DECIDE (rules/cases.py) weighs without a case split (seed 2020 f01194:
        # ``replace("b0", y, "")`` split cost 10,567 -> 77,973 work units)
        return None
    text = str(s.value)
    if not 0 < len(text) <= MAX_CASE_SUBJECT:
        return None
    factors = sorted({text[i:j] for i in range(len(text))
                      for j in range(i + 1, len(text) + 1)}, key=lambda w: (len(w), w))
    out: Term = s  # a non-empty pattern that occurs nowhere in the constant
    for w in reversed(factors):
        k = text.find(w)
        out = mk("ite", mk("=", pat, string(w)),
                 cat([string(text[:k]), r, string(text[k + len(w):])]), out)
    ctx.hit("REPLACE_CONST_CASES")
    return mk("ite", mk("=", pat, string("")), cat([r, s]), out)


@rule("str.replace_all")
def replace_all_at_front(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, r = t.args
    if not components(pat):
        return None  # REPLACE_ID
    rest = _front_rest(s, pat)
    if not rest:  # s is t itself: left to the reduction (an ite here costs a case split)
        return None
    ctx.hit("REPLACE_ALL_AT_FRONT")
    tail = cat([r, mk("str.replace_all", cat(rest), pat, r)])
    if pat.op == "const":
        return tail
    return mk("ite", mk("=", pat, string("")), s, tail)


@rule("str.indexof")
def indexof_at_front(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, i = t.args
    if not (i.op == "const" and i.value == 0) or _front_rest(s, pat) is None:
        return None
    ctx.hit("INDEXOF_AT_FRONT")
    return integer(0)


def _first_run_end(parts: list[Term], pattern: list[Term]) -> int | None:
    """The end of the first run of ``parts`` equal to ``pattern`` (non-empty), or None."""
    n = len(pattern)
    for j in range(len(parts) - n + 1):
        if parts[j:j + n] == pattern:
            return j + n
    return None


@rule("str.indexof")
def truncate_after_pattern(t: Term, ctx: RuleContext) -> Term | None:
    # The same holds for str.replace (replace(s1·t, t, r)·s2), but that form made a
    # stringsolverstests replace file 2x slower in the loop; not used.
    s, pat, i = t.args
    if s.op != "str.++" or _int_const(i) != 0:
        return None
    parts, pattern = components(s), components(pat)
    if not pattern:
        return None
    end = _first_run_end(parts, pattern)
    if end is None or end == len(parts):
        return None
    ctx.hit("INDEXOF_TRUNCATE")
    return mk("str.indexof", cat(parts[:end]), pat, i)


@rule("str.indexof")
def indexof_in_head(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, i = t.args
    start = _int_const(i)
    if start is None or start < 0 or pat.op != "const":
        return None
    head = components(s)[:1]
    if not head or head[0].op != "const" or s.op != "str.++":
        return None
    p = head[0].value.find(pat.value, start)  # type: ignore[union-attr, arg-type]
    if p < 0:
        return None
    ctx.hit("INDEXOF_IN_HEAD")
    return integer(p)


@rule("str.update")
def update_in_head(t: Term, ctx: RuleContext) -> Term | None:
    s, i, r = t.args
    start = _int_const(i)
    if start is None or start < 0:
        return None
    parts = components(s)
    if s.op == "str.++" and parts and parts[0].op == "const" and r.op == "const":
        c, w = str(parts[0].value), str(r.value)
        if start + len(w) <= len(c):
            ctx.hit("UPDATE_IN_HEAD")
            return cat([string(c[:start] + w + c[start + len(w):]), *parts[1:]])
    if s.op == "const" and r.op == "str.++":
        c = str(s.value)
        first = components(r)[0]
        if first.op == "const" and start < len(c) <= start + len(str(first.value)):
            ctx.hit("UPDATE_IN_HEAD")
            return string(c[:start] + str(first.value)[:len(c) - start])
    return None


# ---- parts that contribute no occurrence -------------------------------------------------


@rule("str.replace", "str.indexof")
def noncontributing(t: Term, ctx: RuleContext) -> Term | None:
    s, pat = t.args[0], t.args[1]
    c = _const_char(pat)
    if c is None or s.op != "str.++":
        return None
    if t.op == "str.indexof" and not (t.args[2].op == "const" and t.args[2].value == 0):
        return None
    parts = list(s.args)
    k = _noncontributing_split(parts, c)
    if k is None:
        return None
    head, tail = cat(parts[:k]), cat(parts[k:])
    if t.op == "str.replace":
        ctx.hit("REPLACE_NCONTRIB")
        return cat([mk("str.replace", head, pat, t.args[2]), tail])
    ctx.hit("INDEXOF_NCONTRIB")
    return mk("str.indexof", head, pat, t.args[2])


@rule("str.contains")
def contains_noncontributing(t: Term, ctx: RuleContext) -> Term | None:
    s, pat = t.args
    c = _const_char(pat)
    if c is None or s.op != "str.++":
        return None
    kept = list(s.args)
    k = 0
    while k < len(kept):
        p = kept[k]
        others = kept[:k] + kept[k + 1:]
        if others and ((p.op == "const" and c not in p.value)  # type: ignore[operator]
                       or (p.op != "const" and is_part(p, others))):
            kept = others
        else:
            k += 1
    if len(kept) == len(s.args):
        return None
    ctx.hit("CONTAINS_NCONTRIB")
    return mk("str.contains", cat(kept), pat)


# ---- constant ends no occurrence can use ------------------------------------------------


def _droppable_front(c: str, p: str) -> int:
    """How many leading characters of the constant ``c`` no occurrence of a pattern
    starting with the constant ``p`` (non-empty) can start at."""
    for o in range(len(c)):
        n = min(len(c) - o, len(p))
        if c[o:o + n] == p[:n]:
            return o
    return len(c)


def _droppable_back(c: str, q: str) -> int:
    """How many trailing characters of the constant ``c`` no occurrence of a pattern
    ending with the constant ``q`` (non-empty) can end at."""
    for e in range(len(c), 0, -1):
        n = min(e, len(q))
        if c[e - n:e] == q[len(q) - n:]:
            return len(c) - e
    return len(c)


def _ends(pat: Term) -> tuple[str, str]:
    """The constant first and last components of a pattern ('' when not constant)."""
    parts = components(pat)
    if not parts:
        return "", ""
    first = parts[0].value if parts[0].op == "const" else ""
    last = parts[-1].value if parts[-1].op == "const" else ""
    return first, last  # type: ignore[return-value]


def _endpoint_cut(s: Term, pat: Term, front: bool
                  ) -> tuple[str, list[Term], str] | None:
    """``(dropped front, kept components, dropped back)`` of ``s`` by the constant ends
    of ``pat`` (the front only when ``front``); None when nothing can be dropped."""
    parts = components(s)
    p, q = _ends(pat)
    if not parts or not (p or q):
        return None
    head = tail = ""
    if front and p and parts[0].op == "const":
        k = _droppable_front(parts[0].value, p)  # type: ignore[arg-type]
        if k:
            head = parts[0].value[:k]  # type: ignore[index]
            parts = [string(parts[0].value[k:])] + parts[1:]  # type: ignore[index]
    if q and parts and parts[-1].op == "const":
        k = _droppable_back(parts[-1].value, q)  # type: ignore[arg-type]
        if k:
            value: str = parts[-1].value  # type: ignore[assignment]
            tail = value[len(value) - k:]
            parts = parts[:-1] + [string(value[:len(value) - k])]
    if not head and not tail:
        return None
    return head, [p for p in parts if not (p.op == "const" and not p.value)], tail


@rule("str.contains")
def contains_endpoint(t: Term, ctx: RuleContext) -> Term | None:
    s, pat = t.args
    cut = _endpoint_cut(s, pat, front=True)
    if cut is None:
        return None
    ctx.hit("CONTAINS_ENDPOINT")
    return mk("str.contains", cat(cut[1]), pat)


@rule("str.indexof")
def indexof_endpoint(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, i = t.args
    cut = _endpoint_cut(s, pat, front=False)
    if cut is None:
        return None
    ctx.hit("INDEXOF_ENDPOINT")
    return mk("str.indexof", cat(cut[1]), pat, i)


@rule("str.replace")
def replace_endpoint(t: Term, ctx: RuleContext) -> Term | None:
    s, pat, r = t.args
    cut = _endpoint_cut(s, pat, front=True)
    if cut is None:
        return None
    head, kept, tail = cut
    ctx.hit("REPLACE_ENDPOINT")
    return cat([string(head), mk("str.replace", cat(kept), pat, r), string(tail)])


# ---- lengths ---------------------------------------------------------------------------


@rule("str.contains")
def contains_by_length(t: Term, ctx: RuleContext) -> Term | None:
    s, u = t.args
    if is_part(u, components(s)):
        ctx.hit("CONTAINS_PART")
        return TRUE
    if never_longer(components(s), components(u)):
        ctx.hit("CONTAINS_LEN_EQ")
        return mk("=", s, u)
    return None


@rule("str.prefixof", "str.suffixof")
def affix_by_length(t: Term, ctx: RuleContext) -> Term | None:
    u, s = t.args
    su, ss = components(u), components(s)
    if never_longer(ss, su):
        ctx.hit("AFFIX_LEN_EQ")
        return mk("=", s, u)
    if len(ss) < 2:
        return None
    suffix = t.op == "str.suffixof"
    for k in range(1, len(ss)):
        part = ss[len(ss) - k:] if suffix else ss[:k]
        if never_longer(su, part):
            ctx.hit("AFFIX_TRUNCATE")
            return mk(t.op, u, cat(part))
    return None


# ---- substrings of constant heads ---------------------------------------------------------


def _int_const(t: Term) -> int | None:
    return t.value if t.op == "const" and isinstance(t.value, int) \
        and not isinstance(t.value, bool) else None


@rule("str.substr", "str.at")
def substr_const_head(t: Term, ctx: RuleContext) -> Term | None:
    s, i = t.args[0], _int_const(t.args[1])
    n = 1 if t.op == "str.at" else _int_const(t.args[2])
    parts = components(s)
    if i is None or i < 0 or not parts or parts[0].op != "const" or len(parts) < 2:
        return None
    head: str = parts[0].value  # type: ignore[assignment]
    if n is not None and n > 0 and i + n <= len(head):
        ctx.hit("SUBSTR_CONST_HEAD")
        return string(head[i:i + n])
    if i >= len(head):
        ctx.hit("SUBSTR_CONST_HEAD")
        rest = cat(parts[1:])
        if t.op == "str.at":
            return mk("str.at", rest, integer(i - len(head)))
        return mk("str.substr", rest, integer(i - len(head)), t.args[2])
    return None


def covers_length(n: Term, s: Term) -> bool:
    """``n ≥ |s|`` under every assignment: ``n`` is a sum of ``str.len`` terms and
    non-negative constants whose lengths cover ``s``'s components."""
    summands = list(n.args) if n.op == "+" else [n]
    lengths: Tally[Term] = Tally()
    const = 0
    for u in summands:
        if u.op == "str.len":
            for c in components(u.args[0]):
                if c.op == "const":
                    const += len(c.value)  # type: ignore[arg-type]
                else:
                    lengths[c] += 1
        elif (v := _int_const(u)) is not None and v >= 0:
            const += v
        else:
            return False
    variable, chars = _shape(components(s))
    return chars <= const and all(lengths[v] >= k for v, k in variable.items())


def length_form(n: Term) -> tuple[Tally[Term], int] | None:
    """``n`` as a linear sum ``Σ k·|v| + c`` over the non-constant string components ``v``
    of its ``str.len`` terms, or None when it is not one (products need a constant factor)."""
    form: Tally[Term] = Tally()
    const = 0
    stack: list[tuple[Term, int]] = [(n, 1)]
    while stack:
        u, k = stack.pop()
        if u.op == "+":
            stack.extend((a, k) for a in u.args)
        elif u.op == "-" and len(u.args) == 2:
            stack += [(u.args[0], k), (u.args[1], -k)]
        elif u.op == "*" and len(u.args) == 2 and (f := _int_const(u.args[0])) is not None:
            stack.append((u.args[1], k * f))
        elif u.op == "*" and len(u.args) == 2 and (f := _int_const(u.args[1])) is not None:
            stack.append((u.args[0], k * f))
        elif u.op == "str.len":
            for c in components(u.args[0]):
                if c.op == "const":
                    const += k * len(c.value)  # type: ignore[arg-type]
                else:
                    form[c] += k
        elif (v := _int_const(u)) is not None:
            const += k * v
        else:
            return None
    return Tally({v: k for v, k in form.items() if k}), const


@rule("str.substr")
def substr_prefix(t: Term, ctx: RuleContext) -> Term | None:
    s, i, n = t.args
    if _int_const(i) != 0 or s.op != "str.++":
        return None
    form = length_form(n)
    if form is None or any(k < 0 for k in form[0].values()):
        return None
    want_vars, want_chars = form
    parts = components(s)
    variable: Tally[Term] = Tally()
    chars = 0
    for k, c in enumerate(parts):
        if variable == want_vars and chars <= want_chars and c.op == "const" \
                and chars + len(c.value) >= want_chars:  # type: ignore[arg-type]
            ctx.hit("SUBSTR_PREFIX")  # the prefix ends inside (or at the end of) constant c
            return cat(parts[:k] + [string(c.value[:want_chars - chars])])  # type: ignore[index]
        if c.op == "const":
            chars += len(c.value)  # type: ignore[arg-type]
        else:
            variable[c] += 1
        if chars > want_chars or any(variable[v] > want_vars[v] for v in variable):
            return None
        if k < len(parts) - 1 and chars == want_chars and variable == want_vars:
            ctx.hit("SUBSTR_PREFIX")
            return cat(parts[:k + 1])
    return None


@rule("str.substr")
def substr_to_end(t: Term, ctx: RuleContext) -> Term | None:
    s, i, n = t.args
    if _int_const(i) != 0 or not covers_length(n, s):
        return None
    ctx.hit("SUBSTR_TO_END")
    return s


__all__ = ["covers_length", "is_part", "length_form", "never_longer"]
