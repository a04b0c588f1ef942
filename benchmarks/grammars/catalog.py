"""Grammars of the §3.3 benchmark (paper 000, issue 27): real ones in the Fuzzing Book's
format, and random ones of the sizes of Axelsson et al.'s CFG Analyzer data set
(the source of paper 000's pairs: 2–6 nonterminals, 4–12 productions, alphabet
{a, b}).  Pure data and a seeded generator; no solver code."""

from __future__ import annotations

import random

DIGIT = list("0123456789")
LOWER = list("abcdefghijklmnopqrstuvwxyz")

#: name -> Fuzzing Book dictionary (start symbol "<start>")
REAL: dict[str, dict[str, list[str]]] = {
    # arithmetic expressions with precedence, left recursion
    "arith": {"<start>": ["<expr>"],
              "<expr>": ["<expr>+<term>", "<expr>-<term>", "<term>"],
              "<term>": ["<term>*<factor>", "<factor>"],
              "<factor>": ["<num>", "(<expr>)"],
              "<num>": ["<digit>", "<digit><num>"], "<digit>": DIGIT},
    # sums of single digits, fully parenthesised pairs allowed
    "sums": {"<start>": ["<s>"], "<s>": ["<d>", "<d>+<s>", "(<s>)"], "<d>": DIGIT},
    # URLs
    "url": {"<start>": ["<scheme>://<host><path>"], "<scheme>": ["http", "https", "ftp"],
            "<host>": ["<label>", "<label>.<host>"], "<label>": ["<ch>", "<ch><label>"],
            "<ch>": LOWER[:6] + DIGIT[:2], "<path>": ["", "/<seg><path>"],
            "<seg>": ["", "<ch><seg>"]},
    "url2": {"<start>": ["https://<name>.<tld><rest>"], "<name>": ["<c>", "<c><name>"],
             "<c>": list("abcdef"), "<tld>": ["com", "org", "de"],
             "<rest>": ["", "/", "/<name>"]},
    # a JSON subset
    "json": {"<start>": ["<value>"],
             "<value>": ["<object>", "<array>", "<string>", "<number>", "true", "false",
                         "null"],
             "<object>": ["{}", "{<members>}"], "<members>": ["<pair>", "<pair>,<members>"],
             "<pair>": ["<string>:<value>"], "<array>": ["[]", "[<elements>]"],
             "<elements>": ["<value>", "<value>,<elements>"],
             "<string>": ["\"\"", "\"<chars>\""], "<chars>": ["<ch>", "<ch><chars>"],
             "<ch>": list("abxyz"), "<number>": ["<int>", "-<int>"],
             "<int>": ["<digit>", "<digit><int>"], "<digit>": DIGIT},
    "jsonarr": {"<start>": ["[<items>]", "[]"], "<items>": ["<v>", "<v>,<items>"],
                "<v>": ["<n>", "[<items>]", "[]", "true", "null"],
                "<n>": ["<digit>", "<digit><n>"], "<digit>": DIGIT},
    # a SQL subset
    "sql": {"<start>": ["SELECT <cols> FROM <id><where>"], "<cols>": ["*", "<idlist>"],
            "<idlist>": ["<id>", "<id>,<idlist>"], "<id>": ["<l>", "<l><id>"],
            "<l>": list("abcxyz"), "<where>": ["", " WHERE <cond>"],
            "<cond>": ["<id>=<val>", "<cond> AND <cond>", "(<cond>)"],
            "<val>": ["<digit>", "'<id>'"], "<digit>": DIGIT},
    "sqlstar": {"<start>": ["SELECT * FROM <id><w>"], "<id>": ["<l>", "<l><id>"],
                "<l>": list("abc"), "<w>": ["", " WHERE <id>=<d>"], "<d>": DIGIT},
    # e-mail addresses
    "email": {"<start>": ["<local>@<domain>"], "<local>": ["<word>", "<word>.<local>"],
              "<word>": ["<c>", "<c><word>"], "<c>": list("abcde") + DIGIT[:3] + ["_"],
              "<domain>": ["<word>.<tld>", "<word>.<domain>"], "<tld>": ["com", "org", "io"]},
    "email2": {"<start>": ["<w>@<w>.com"], "<w>": ["<c>", "<c><w>"], "<c>": list("abc")},
    # dates
    "date": {"<start>": ["<year>-<month>-<day>"], "<year>": ["<d><d><d><d>"],
             "<month>": ["0<nz>", "10", "11", "12"],
             "<day>": ["0<nz>", "1<d>", "2<d>", "30", "31"], "<nz>": list("123456789"),
             "<d>": DIGIT},
    "date2": {"<start>": ["20<d><d>-<m>-<dd>", "<d><d><d><d>/<m>/<dd>"],
              "<m>": ["0<d>", "1<d>"], "<dd>": ["<d><d>"], "<d>": DIGIT},
}

#: the pairs of the real part (a common string of the bound's length)
REAL_PAIRS = [("arith", "sums"), ("url", "url2"), ("json", "jsonarr"), ("sql", "sqlstar"),
              ("email", "email2"), ("date", "date2")]

#: grammar ∧ regex ∧ length ∧ contains problems: (grammar, SMT-LIB regex or None,
#: contained constant or None)
MIXED = [
    ("arith", '(re.++ re.all (str.to_re "*") re.all)', "(("),
    ("json", None, "true"),
    ("json", '(re.++ (str.to_re "{") re.all)', "[1"),
    ("url", '(re.++ (str.to_re "https://") re.all)', ".b"),
    ("email", None, ".."),                     # unsat: no empty word between dots
    ("date", '(re.++ re.all (str.to_re "-13-") re.all)', None),   # unsat: month 13
    ("sql", '(re.++ re.all (str.to_re "AND") re.all)', "'a"),
    ("arith", '(re.* (re.range "0" "9"))', None),    # only numbers: every length
]


def random_grammar(rng: random.Random, name: str) -> dict[str, list[str]]:
    """A random grammar of CFG Analyzer's sizes over {a, b} (Fuzzing Book format)."""
    k = rng.randint(2, 6)
    nts = ["<start>"] + [f"<n{i}>" for i in range(1, k)]
    rules: dict[str, list[str]] = {nt: [] for nt in nts}
    total = rng.randint(max(4, k), 12)
    for i in range(total):
        nt = nts[i] if i < k else rng.choice(nts)
        size = rng.randint(1, 3)
        body = "".join(rng.choice(["a", "b", "a", "b", *nts]) for _ in range(size))
        rules[nt].append(body)
    for nt in nts:  # every nonterminal can end
        if not any("<" not in b for b in rules[nt]) and rng.random() < 0.7:
            rules[nt].append(rng.choice(["a", "b", "ab", "ba"]))
    return rules
