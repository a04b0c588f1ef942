"""The fast path keeps the automata of a session's regexes across checks: an explorer's
checks over one table of keys (``name in html5``) build its union once (issue 38), and
the engine's reset lets them go."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.regex import construct
from strsat.smtlib import parse_term
from strsat.terms import STRING, var

X = var("name", STRING)
KEYS = " ".join(f'(str.to_re "key{i:03d};")' for i in range(300))
MEMBER = f"(str.in_re name (re.union {KEYS}))"
FLIPS = ['(str.suffixof "7;" name)', '(str.prefixof "key2" name)',
         '(not (str.prefixof "key0" name))']


@pytest.fixture
def union_builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The states of each automaton built of 300 states or more."""
    built: list[int] = []
    real = construct.build

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        nfa = real(*args, **kwargs)
        if nfa.n_states >= 300:
            built.append(nfa.n_states)
        return nfa

    monkeypatch.setattr(construct, "build", counting)
    return built


def _flips(engine: Engine) -> None:
    engine.add(parse_term(MEMBER, [X]))
    for flip in FLIPS:
        engine.push()
        engine.add(parse_term(flip, [X]))
        result = engine.check(deadline=Deadline(20))
        assert result.status is Status.SAT and result.model is not None
        word = result.model[X]
        assert isinstance(word, str) and word.startswith("key") and word.endswith(";")
        engine.pop()


def test_checks_over_one_key_set_build_its_automaton_once(union_builds: list[int]) -> None:
    _flips(Engine())
    assert len(union_builds) == 1


def test_the_reset_drops_the_kept_automata(union_builds: list[int]) -> None:
    engine = Engine()
    _flips(engine)
    engine.reset()
    _flips(engine)
    assert len(union_builds) == 2
