"""The strategy's steps are made, and their modules loaded, at their first use
(issue 39, :mod:`strsat.engine.strategy`): a run loads only the procedures its formula
needs; a step made inside an assertion scope has its state scoped from then on."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from strsat.caches import ScopedMemo
from strsat.engine.scopes import Scopes
from strsat.engine.strategy import STEPS, LazyStep, StepSpec, atom_key
from strsat.terms import EMPTY, INT, STRING, Term, integer, mk, string, var

#: Modules of the steps and layers a formula without their constructs does not load.
LAZY = ["strsat.theory.lex.step", "strsat.theory.regular.step", "strsat.theory.grammar.step",
        "strsat.theory.dashed.step", "strsat.regex.construct", "strsat.regex.from_smtlib",
        "strsat.regex.lengths"]
#: ... and those of the steps a round makes (none when the core decides).
ROUND = ["strsat.theory.word_equations.step", "strsat.theory.fixed_length.step",
         "strsat.theory.functions.extf", "strsat.theory.functions.congruence",
         "strsat.theory.dashed.reading", "strsat.regex.ast"]

LENGTHS_UNSAT = """(declare-const x String)
(declare-const y String)
(assert (> (+ (str.len x) (str.len y)) 12))
(assert (< (str.len x) 5))
(assert (< (str.len y) 5))
(check-sat)
"""
#: The same with a ``mod``, which keeps it from the lengths' procedure
#: (engine/procedures/lengths_only.py): the loop's core refutes it.
LENGTHS_MOD_UNSAT = LENGTHS_UNSAT.replace(
    "(check-sat)", "(assert (= (mod (str.len x) 2) 1))\n(check-sat)")

EQUATION = """(declare-const x String)
(declare-const y String)
(declare-const z String)
(assert (= (str.++ x "ab" z) (str.++ "b" y)))
(assert (> (str.len x) 3))
(assert (not (= z y)))
(check-sat)
"""


def _loaded(tmp_path: Path, script: str, modules: list[str]) -> tuple[str, dict[str, bool]]:
    """The answer of ``strsat FILE`` in a fresh interpreter, and which of ``modules``
    the run loaded."""
    path = tmp_path / "f.smt2"
    path.write_text(script)
    code = ("import sys\nfrom strsat.cli import main\n"
            f"main([{str(path)!r}])\n"
            f"print(*[m in sys.modules for m in {modules!r}])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    return out[0], dict(zip(modules, (o == "True" for o in out[1:]), strict=True))


def test_a_formula_the_core_refutes_loads_no_step(tmp_path: Path) -> None:
    answer, loaded = _loaded(tmp_path, LENGTHS_MOD_UNSAT,
                             ["strsat.engine.loop", *LAZY, *ROUND])
    assert answer == "unsat"
    assert loaded.pop("strsat.engine.loop")  # the loop decided it
    assert not any(loaded.values()), loaded


def test_a_formula_of_lengths_alone_loads_neither_the_loop_nor_a_step(tmp_path: Path
                                                                      ) -> None:
    answer, loaded = _loaded(tmp_path, LENGTHS_UNSAT, ["strsat.engine.loop", *LAZY, *ROUND])
    assert answer == "unsat"
    assert not any(loaded.values()), loaded  # the lengths' procedure decided it


def test_an_equation_loads_its_steps_and_no_other(tmp_path: Path) -> None:
    answer, loaded = _loaded(tmp_path, EQUATION, LAZY + ROUND[:2])
    assert answer == "sat"
    assert loaded.pop("strsat.theory.word_equations.step")
    assert loaded.pop("strsat.theory.fixed_length.step")
    assert not any(loaded.values()), loaded


#: A membership beside equations, as a symbolic executor's path condition (kaluza's
#: ``new.*`` files): the loop runs the word equations, the regular step and the
#: fixed-length search once, and answers sat.
MEMBERSHIP = """(declare-const x String)
(declare-const y String)
(declare-const z String)
(declare-const i Int)
(assert (ite (>= i 0)
  (and (= x (str.++ y z)) (= i (str.len y)) (= z "_utm.")
       (not (str.in_re y (re.++ (str.to_re "_u") (str.to_re "tm.")))))
  (not (str.in_re x (str.to_re "_utm.")))))
(assert (< (- 1) i))
(check-sat)
"""
#: Helpers of the loop, the steps and the passes that such a file does not use: each is
#: loaded where it is first needed (issue 39; imports39's log).
UNUSED_HELPERS = ["strsat.engine.small_witness", "strsat.engine.int_bounds",
                  "strsat.engine.regex_readings", "strsat.collector", "strsat.terms.grammars",
                  "strsat.theory.word_equations.patterns", "strsat.theory.regular.splits",
                  "strsat.regex.quotient", "strsat.regex.decimal_range",
                  "strsat.regex.alphabets",
                  # startup40: a file without functions, character tests or slices
                  "strsat.terms.functions", "strsat.engine.char_positions",
                  "strsat.engine.slice_languages"]


def test_a_file_that_reaches_the_loop_loads_no_helper_it_does_not_use(tmp_path: Path
                                                                      ) -> None:
    steps = ["strsat.theory.word_equations.step", "strsat.theory.regular.step",
             "strsat.theory.fixed_length.step"]
    answer, loaded = _loaded(tmp_path, MEMBERSHIP, steps + UNUSED_HELPERS)
    assert answer == "sat"
    assert all(loaded.pop(m) for m in steps)
    assert not any(loaded.values()), loaded


#: The preparation passes that read memberships (engine/prepare.py) and the fixed-length
#: search's superstring bounds: a file of equations without memberships or patterns
#: loads none of them (startup40).
MEMBERSHIP_PASSES = ["strsat.engine.char_positions", "strsat.engine.slice_languages",
                     "strsat.engine.subject_alphabets", "strsat.engine.code_bounds",
                     "strsat.theory.fixed_length.bounds", "strsat.terms.functions"]


def test_a_file_without_memberships_loads_no_membership_pass(tmp_path: Path) -> None:
    answer, loaded = _loaded(tmp_path, EQUATION,
                             ["strsat.theory.fixed_length.solver", *MEMBERSHIP_PASSES])
    assert answer == "sat"
    assert loaded.pop("strsat.theory.fixed_length.solver")  # the search ran
    assert not any(loaded.values()), loaded


def cat(*parts: Term) -> Term:
    return mk("str.++", *parts)


x, y = var("x", STRING), var("y", STRING)
n = var("n", INT)
ATOMS = [mk("=", x, cat(y, string("ab"))), mk("=", x, EMPTY), mk("=", cat(x, string("a")),
         cat(string("b"), x)), mk("=", n, integer(3)), mk("str.contains", x, y),
         mk("str.prefixof", x, y), mk("str.suffixof", x, y), mk("str.is_digit", x),
         mk("distinct", x, y), mk("str.<", x, y), mk("str.<=", x, y),
         mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab"))))]


@pytest.mark.parametrize("spec", STEPS, ids=lambda s: s.name)
def test_a_lazy_step_states_the_axioms_of_its_step(spec: StepSpec) -> None:
    """Before and after the step is made, its lazy stand-in states exactly the step's
    axioms: the row's ``atoms`` (and ``axioms`` function) agree with the step."""
    lazy = LazyStep(spec)
    before = [lazy.axioms(atom) for atom in ATOMS]
    step = lazy.make()
    after = [step.axioms(atom) for atom in ATOMS]
    assert [[(lem.formula, lem.kind) for lem in ax] for ax in before] == \
           [[(lem.formula, lem.kind) for lem in ax] for ax in after]
    owned = {atom_key(atom) for atom, ax in zip(ATOMS, after, strict=True) if ax}
    assert owned <= spec.atoms


class _Owner:
    scoped = ("items", "memo")

    def __init__(self) -> None:
        self.items: list[int] = []
        self.memo: ScopedMemo = ScopedMemo()


def test_an_owner_registered_inside_scopes_is_restored_by_each_pop() -> None:
    scopes = Scopes()
    scopes.push()
    scopes.push()
    owner = _Owner()  # made at level 2: its state at levels 0 and 1 is its state now
    scopes.register(owner)
    owner.items.append(1)
    owner.memo["a"] = 1
    scopes.push()
    owner.items.append(2)
    owner.memo["b"] = 2
    scopes.pop()
    assert owner.items == [1] and "a" in owner.memo and "b" not in owner.memo
    scopes.pop()
    assert owner.items == [] and "a" not in owner.memo
    owner.items.append(3)
    scopes.pop()
    assert owner.items == [] and scopes.level == 0


def test_the_extended_function_rows_name_the_steps_operators() -> None:
    from strsat.engine.strategy import EXTENDED
    from strsat.theory.functions import extf

    assert EXTENDED == extf.EXTENDED and extf.PREDICATES <= EXTENDED
