"""The script interpreter: commands, responses, scoping, errors."""

from __future__ import annotations

import pytest

import strsat
from strsat.engine import CheckResult, Engine, Status
from strsat.smtlib import Interpreter


def run(script: str, **kw) -> list[str]:
    return Interpreter(**kw).run(script)


def test_ground_problem_gets_sat_model_and_values() -> None:
    out = run("""
        (set-logic QF_SLIA)
        (declare-fun x () String)
        (declare-const n Int)
        (declare-const b Bool)
        (declare-const unused String)
        (define-fun twice ((s String)) String (str.++ s s))
        (assert (= x (twice "a\\u{e9}")))
        (assert (= n (- (str.len x) 10)))
        (assert (not b))
        (check-sat)
        (get-model)
        (get-value (x (str.len x) (twice "q") n))
    """)
    assert out == [
        "sat",
        '(\n  (define-fun x () String "a\\u{e9}a\\u{e9}")\n  (define-fun n () Int (- 6))\n'
        '  (define-fun b () Bool false)\n  (define-fun unused () String "")\n)',
        '((x "a\\u{e9}a\\u{e9}")\n ((str.len x) 4)\n ((twice "q") "qq")\n (n (- 6)))',
    ]


class GroundOnlyEngine(Engine):
    """The engine reduced to the exact ground check (a fixed unknown path for tests)."""

    def check(self, assumptions=(), deadline=None) -> CheckResult:
        from strsat.deadline import Deadline
        from strsat.engine.procedures.ground import check_ground

        return check_ground(self.assertions() + list(assumptions), deadline or Deadline(None))


def test_unsat_and_unknown_with_reason() -> None:
    out = run(engine_factory=GroundOnlyEngine, script="""
        (declare-const x String)
        (declare-const y String)
        (assert (= x "ab"))
        (push 1)
        (assert (str.prefixof "b" x))
        (check-sat)
        (pop 1)
        (assert (str.prefixof x y))
        (check-sat)
        (get-info :reason-unknown)
        (get-model)
    """)
    assert out[0] == "unsat"
    assert out[1] == "unknown"
    assert out[2].startswith('(:reason-unknown "incomplete: no decision procedure yet for')
    assert "str.prefixof" in out[2]
    assert out[3].startswith('(error "12:9: no model available')


def test_print_success_and_echo_and_info() -> None:
    out = run("""
        (set-option :print-success true)
        (declare-const x Int)
        (echo "a ""quoted"" word")
        (get-info :name)
        (get-info :error-behavior)
        (get-info :assertion-stack-levels)
        (set-info :status sat)
        (get-info :status)
        (get-option :print-success)
        (set-option :produce-proofs true)
        (get-info :no-such-key)
        (set-option :print-success false)
        (declare-const y Int)
    """)
    assert out == ["success", "success", '"a ""quoted"" word"', '(:name "strsat")',
                   "(:error-behavior continued-execution)", "(:assertion-stack-levels 0)",
                   "success", "(:status sat)", "true", "unsupported", "unsupported"]


def test_errors_are_reported_with_position_and_execution_continues() -> None:
    out = run('(declare-const x String)\n(assert (str.len x))\n(assert (= x 1))\n'
              '(check-sat)\n(frobnicate)\n)\n(assert (= x "a"))\n(declare-const x Int)\n'
              '(get-proof)\n(exit)\n(check-sat)\n')
    assert out[0] == '(error "2:9: expected a Bool term, found one of sort Int")'
    assert out[1] == '(error "3:9: =: arguments of different sorts String and Int")'
    assert out[2] == "unknown"  # assertions were rejected: never sat
    assert out[3] == '(error "5:2: unknown command frobnicate")'
    assert out[4] == """(error "6:1: unexpected ')'")"""
    assert out[5] == '(error "8:16: x is already declared")'
    assert out[6] == "unsupported"
    assert len(out) == 7  # nothing after exit


def test_rejected_assertion_makes_check_sat_unknown_until_popped() -> None:
    out = run("""
        (declare-const x String)
        (push)
        (assert (forall ((i Int)) (= x "a")))
        (assert (= x "a"))
        (check-sat)
        (get-info :reason-unknown)
        (pop)
        (assert (= x "a"))
        (check-sat)
    """)
    assert out[0].startswith('(error "4:18: unsupported: quantifiers')
    assert out[1] == "unknown"
    assert "an assertion was rejected" in out[2]
    assert out[3] == "sat"


def test_declarations_are_scoped_unless_global() -> None:
    out = run("""
        (push 1)
        (declare-const x String)
        (define-sort Str () String)
        (pop 1)
        (assert (= x ""))
        (declare-const y Str)
        (set-option :global-declarations true)
        (push 1)
        (declare-const z Int)
        (pop 1)
        (assert (= z 1))
        (check-sat)
    """)
    assert out[0] == '(error "6:20: unknown constant x")'
    assert out[1] == '(error "7:26: unknown sort Str")'
    assert out[2] == "unknown"  # the rejected assertion on line 6 is still live
    assert len(out) == 3


def test_define_sort_with_parameters_and_define_const() -> None:
    out = run("""
        (define-sort Same (X) X)
        (define-const k (Same Int) 4)
        (declare-const n (Same Int))
        (assert (= n (* k 2)))
        (check-sat)
        (get-value (n))
    """)
    assert out == ["sat", "((n 8))"]


def test_named_terms_and_get_assignment_and_get_assertions() -> None:
    out = run("""
        (declare-const n Int)
        (assert (! (= n 3) :named three))
        (assert (=> three (> n 0)))
        (check-sat)
        (get-assignment)
        (get-assertions)
    """)
    assert out[0] == "sat"
    assert out[1] == "((three true))"
    assert out[2] == "(\n  (! (= n 3) :named three)\n  (=> three (> n 0))\n)"


def test_check_sat_assuming() -> None:
    out = run("""
        (declare-const b Bool)
        (declare-const n Int)
        (assert (= n 2))
        (check-sat-assuming ((> n 5)))
        (check-sat-assuming (b (not b)))
        (check-sat-assuming ((= n 2)))
    """)
    assert out == ["unsat", "unsat", "sat"]


def test_other_theories_are_unsupported() -> None:
    out = run("""
        (declare-fun f (Int) Int)
        (declare-const r Real)
        (declare-sort U 0)
        (define-fun-rec g ((x Int)) Int x)
        (declare-datatypes ((T 0)) (((c))))
        (declare-fun h (Int) Real)
        (declare-fun k ((Array Int Int)) Int)
    """)
    assert out[0].startswith('(error "3:26: unsupported: real arithmetic')
    assert "unsupported: uninterpreted sorts" in out[1]
    assert "unsupported: recursive functions" in out[2]
    assert "unsupported: datatypes" in out[3]
    assert out[4].startswith('(error "7:30: unsupported: real arithmetic')
    assert out[5].startswith('(error "8:25: unsupported: arrays')


def test_reset_and_reset_assertions() -> None:
    out = run("""
        (declare-const x Int)
        (assert (= x 1))
        (reset-assertions)
        (assert (= x 2))
        (check-sat)
        (get-value (x))
        (reset)
        (assert (= x 2))
    """)
    assert out[:2] == ["sat", "((x 2))"]
    assert out[2] == '(error "9:20: unknown constant x")'


def test_pop_too_far_is_an_error() -> None:
    assert run("(push 2)(pop 3)(pop 2)(pop 1)") == [
        '(error "1:9: cannot pop 3 levels: only 2 pushed")',
        '(error "1:23: cannot pop 1 levels: only 0 pushed")']


def test_options_validation() -> None:
    out = run("""
        (set-option :print-success maybe)
        (set-option :timeout -3)
        (set-option :regular-output-channel 3)
        (set-option :strsat.string-escapes 2.5)
        (declare-const x String)
        (assert (= x "\\x41"))
        (check-sat)
        (get-value (x))
    """)
    assert out[0].startswith("(error") and "true or false" in out[0]
    assert out[1].startswith("(error")
    assert out[2].startswith("(error") and "a string" in out[2]
    assert out[3:] == ["sat", '((x "A"))']


class _SlowEngine(Engine):
    """Records the deadline it was given."""

    seen: list = []

    def check(self, assumptions=(), deadline=None) -> CheckResult:
        _SlowEngine.seen.append(deadline.remaining())
        return CheckResult(Status.UNKNOWN, reason="timeout")


def test_timeouts_reach_the_engine() -> None:
    _SlowEngine.seen = []
    Interpreter(timeout=5, engine_factory=_SlowEngine).run(
        "(check-sat)(set-option :timeout 1000)(check-sat)")
    first, second = _SlowEngine.seen
    assert 4 < first <= 5 and 0.5 < second <= 1.0


def test_stats_block_after_each_check_sat() -> None:
    (out,) = run("(declare-const x String)(assert (= x \"\"))(check-sat)", stats=True)
    lines = out.split("\n")
    assert lines[:2] == ["sat", "(:stats"] and lines[-1] == ")"
    assert "  :status sat" in lines and any(ln.startswith("  :time ") for ln in lines)
    stats = run("(check-sat)(get-info :all-statistics)")[1]
    assert stats.startswith("(:all-statistics (:check-sat-calls 1 ")


class _Crash(Engine):
    def check(self, assumptions=(), deadline=None) -> CheckResult:
        raise ZeroDivisionError("boom")


def test_internal_errors_become_error_responses() -> None:
    out = Interpreter(engine_factory=_Crash).run("(check-sat)\n(echo \"after\")")
    assert out == ['(error "1:1: internal error: ZeroDivisionError: boom")', '"after"']


@pytest.mark.parametrize("script", [
    "(get-model)", "(get-value (x))", "(assert)", "(declare-const)", "(push x)",
    "(set-option)", "(check-sat-assuming x)", "(define-fun f (x) Int 1)", "(get-info)",
    "check-sat", "((check-sat))", '(echo 3)', "(define-sort S (A A) Int)",
])
def test_malformed_commands_get_errors(script: str) -> None:
    out = run("(declare-const x Int)" + script)
    assert len(out) == 1 and out[0].startswith("(error "), out


def test_regex_constants_in_models() -> None:
    out = run("""
        (declare-const r RegLan)
        (declare-const x String)
        (declare-const unused RegLan)
        (assert (= r (re.+ (str.to_re "a"))))
        (assert (= x "aa"))
        (assert (str.in_re x r))
        (check-sat)
        (get-model)
        (get-value (r))
    """)
    assert out[0] == "sat"
    assert out[1] == ('(\n  (define-fun r () RegLan (re.+ (str.to_re "a")))\n'
                      '  (define-fun x () String "aa")\n)')
    assert out[2].startswith('(error "10:21: get-value of a RegLan term')


def test_encoding_narrows_the_alphabet_of_variables_literals_and_from_code() -> None:
    out = run(r"""
        (set-option :encoding ascii)
        (declare-const x String)
        (assert (= (str.len x) 2))
        (assert (not (str.in_re x (re.* (re.range "a" "z")))))
        (assert (= (str.to_code (str.at x 0)) 255))
        (check-sat)
        (get-value ((str.from_code 300) (str.from_code 65) (str.to_code (str.at x 0))))
        (assert (str.in_re x (re.++ (re.inter re.allchar (re.comp (re.range "\u{0}" "\u{FF}")))
                                    re.all)))
        (check-sat)
    """)
    assert out[0] == "sat"
    assert out[1].startswith('(((str.from_code 300) "")\n ((str.from_code 65) "A")\n')
    assert out[1].endswith("255))")
    assert out[2] == "unsat"


def test_encoding_errors_and_reset() -> None:
    out = run(r"""
        (set-option :encoding utf8)
        (set-option :encoding bmp)
        (declare-const y String)
        (set-option :encoding unicode)
        (assert (= y "\u{10000}"))
        (check-sat)
        (get-option :encoding)
        (reset)
        (get-option :encoding)
        (declare-const y String)
        (assert (= y "\u{10000}"))
        (check-sat)
    """)
    assert "expects one of unicode, bmp, ascii" in out[0]
    assert "must be set before any declaration" in out[1]
    assert out[2].startswith('(error "6:') and "outside the alphabet of :encoding bmp" in out[2]
    assert out[3:] == ["unknown", "bmp", "unicode", "sat"]


def test_output_channels_are_honoured(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "responses.txt"
    out = run(f"""
        (set-option :print-success true)
        (set-option :diagnostic-output-channel "stdout")
        (set-option :regular-output-channel "{path}")
        (check-sat)
        (get-option :print-success)
        (set-option :regular-output-channel "stderr")
        (echo "to stderr")
        (set-option :regular-output-channel "stdout")
        (get-option :diagnostic-output-channel)
        (set-option :regular-output-channel "{tmp_path}/no/such/dir/f")
    """)
    # a set-option's own success goes to the channel it sets
    assert path.read_text().splitlines() == ["success", "sat", "true"]
    assert capsys.readouterr().err.splitlines() == ["success", '"to stderr"']
    assert out[:4] == ["success", "success", "success", '"stdout"']
    assert out[4].startswith('(error "11:45: :regular-output-channel: cannot write')
    assert len(out) == 5


def test_options_tool_clients_send() -> None:
    """What pySMT, z3 and cvc5 front-ends send at start-up is accepted (SMT-LIB 2.6
    §4.1.7); capabilities strsat lacks are accepted off and ``unsupported`` on."""
    out = run("""
        (set-option :print-success true)
        (set-option :diagnostic-output-channel "stdout")
        (set-option :produce-models true)
        (set-option :random-seed 7)
        (set-option :interactive-mode true)
        (set-option :global-declarations false)
        (set-option :verbosity 0)
        (set-option :reproducible-resource-limit 0)
        (set-option :produce-assignments true)
        (set-option :produce-unsat-assumptions true)
        (set-option :produce-assertions true)
        (set-option :produce-proofs false)
        (set-option :produce-unsat-model-cores false)
        (set-option :produce-proofs true)
        (set-logic QF_SLIA)
        (get-info :name)
        (get-info :version)
        (get-info :authors)
        (get-info :error-behavior)
        (get-option :random-seed)
        (get-option :produce-proofs)
        (declare-fun s () String)
        (check-sat)
        (get-info :reason-unknown)
    """)
    assert out[:13] == ["success"] * 13
    assert out[13] == "unsupported"
    assert out[14] == "success"
    assert out[15:19] == ['(:name "strsat")', f'(:version "{strsat.__version__}")',
                          '(:authors "the strsat developers")',
                          "(:error-behavior continued-execution)"]
    assert out[19:21] == ["7", "false"]
    assert out[21:23] == ["success", "sat"]
    assert out[23].startswith("(error") and "did not answer unknown" in out[23]
