"""Random instances of the reduced operators, shared by the reduction tests:
an application with small concrete argument values (as variables with a model,
or as constants in the term) over small alphabets and small integers."""

from __future__ import annotations

from hypothesis import strategies as st

from strsat.terms import INT, STRING, Term, const, mk, string, var

# ---- strategies ---------------------------------------------------------------------

PIECES = st.sampled_from(["a", "b", "ab", "ba", "aa", "A", "0", "7", "\u00e9"])
STRINGS = st.lists(PIECES, max_size=3).map("".join)
AB_STRINGS = st.lists(st.sampled_from(["a", "b", "ab", "ba", "aa"]), max_size=4).map("".join)
PATTERNS = st.text(alphabet=st.sampled_from("ab"), max_size=3)
DIGITISH = st.text(alphabet=st.sampled_from(list("0123456789") + ["a"]), max_size=4)
INTS = st.one_of(st.integers(0, 4), st.integers(-2, 6))
BIG_INTS = st.one_of(st.integers(-2, 6), st.integers(-2, 12000))
CODES = st.one_of(st.integers(-2, 130), st.sampled_from([0x2FFFF, 0x30000]))


def _regex_leaves() -> st.SearchStrategy[Term]:
    lits = PATTERNS.map(lambda s: mk("str.to_re", string(s)))
    return st.one_of(lits, st.just(mk("re.allchar")),
                     st.just(mk("re.range", string("a"), string("b"))))


REGEXES = st.recursive(
    _regex_leaves(),
    lambda inner: st.one_of(
        st.tuples(inner, inner).map(lambda p: mk("re.++", *p)),
        st.tuples(inner, inner).map(lambda p: mk("re.union", *p)),
        inner.map(lambda r: mk("re.*", r)),
        inner.map(lambda r: mk("re.+", r)),
        inner.map(lambda r: mk("re.opt", r)),
    ),
    max_leaves=4,
)

# argument kinds: string, string over "ab", pattern, int, digit string
S, T, P, I, D = "S", "T", "P", "I", "D"
KINDS = {S: STRINGS, T: AB_STRINGS, P: PATTERNS, I: INTS, D: DIGITISH}

#: operator -> argument kinds ("R": regex, "N": big int, "C": code point)
DEFINITIONS: dict[str, tuple[str, ...]] = {
    "str.substr": (S, I, I),
    "str.at": (S, I),
    "str.update": (S, I, P),
    "str.indexof": (T, P, I),
    "str.replace": (T, P, P),
    "str.replace_all": (T, P, P),
    "str.replace_re": (T, "R", P),
    "str.replace_re_all": (T, "R", P),
    "str.indexof_re": (T, "R", I),
    "str.to_int": (D,),
    "str.from_int": ("N",),
    "str.to_code": (S,),
    "str.from_code": ("C",),
    "str.to_lower": (S,),
    "str.to_upper": (S,),
    "str.rev": (S,),
}
ATOMS: dict[str, tuple[str, ...]] = {
    "str.contains": (T, P),
    "str.prefixof": (P, T),
    "str.suffixof": (P, T),
    "str.<": (S, S),
    "str.<=": (S, S),
    "str.is_digit": (D,),
}

@st.composite
def instances(draw: st.DrawFn, op: str, kinds: tuple[str, ...]
              ) -> tuple[Term, dict[Term, object]]:
    """An application of ``op`` and the values of its variables."""
    args: list[Term] = []
    model: dict[Term, object] = {}
    for n, kind in enumerate(kinds):
        if op in ("str.prefixof", "str.suffixof") and n == 0:
            kind = T  # the subject (second argument) is drawn first below
        if kind == "R":
            r = draw(REGEXES)
            if draw(st.booleans()) and draw(st.booleans()):  # a regex with a variable
                v = var(f"r{n}", STRING)
                model[v] = draw(PATTERNS)
                r = mk("re.union", r, mk("str.to_re", v))
            args.append(r)
            continue
        strategy = {"N": BIG_INTS, "C": CODES, **KINDS}[kind]
        value = draw(strategy)
        subject = next((v for v in [*model.values(), *(a.value for a in args)]
                        if isinstance(v, str)), None)
        if kind == P and subject and draw(st.booleans()):  # a substring of the subject
            lo = draw(st.integers(0, len(subject)))
            value = subject[lo:draw(st.integers(lo, len(subject)))]
        if draw(st.booleans()) or draw(st.booleans()):
            v = var(f"a{n}", INT if isinstance(value, int) else STRING)
            model[v] = value
            args.append(v)
        else:
            args.append(const(value))
    if op in ("str.<", "str.<=") and draw(st.integers(0, 4)) == 0:  # a chain of three
        v = var("a9", STRING)
        model[v] = draw(STRINGS)
        args.append(v)
    return mk(op, *args), model


