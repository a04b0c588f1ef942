"""The expression evaluator of ``expr_parser.py`` behind a syntax check it cannot see
into: Python's compiler validates the text first (as real code validates with a library
or a C extension), so an input that is not an expression stops at the first line.  For
``strsat explore examples/grammars/checked_expr.py:evaluate --grammar
text=examples/grammars/pyexpr.json`` (issue 27): without the grammar the explorer has no
decision to flip before the check (the compiler runs on concrete values); with it,
every input is a sentence, valid Python, and the evaluator's branches are explored."""


def _number(text: str, pos: int) -> tuple[int, int]:
    start = pos
    while pos < len(text) and text[pos].isdigit():
        pos += 1
    if start == pos:
        raise ValueError("number expected")
    return int(text[start:pos]), pos


def _factor(text: str, pos: int) -> tuple[int, int]:
    if pos < len(text) and text[pos] == "(":
        value, pos = _expr(text, pos + 1)
        if pos >= len(text) or text[pos] != ")":
            raise ValueError("missing )")
        return value, pos + 1
    if pos < len(text) and text[pos] == "-":
        value, pos = _factor(text, pos + 1)
        return -value, pos
    return _number(text, pos)


def _term(text: str, pos: int) -> tuple[int, int]:
    value, pos = _factor(text, pos)
    while pos < len(text) and text[pos] in "*/":
        op = text[pos]
        right, pos = _factor(text, pos + 1)
        if op == "*":
            value *= right
        elif right == 0:
            raise ZeroDivisionError("division by zero")
        else:
            value //= right
    return value, pos


def _expr(text: str, pos: int) -> tuple[int, int]:
    value, pos = _term(text, pos)
    while pos < len(text) and text[pos] in "+-":
        op = text[pos]
        right, pos = _term(text, pos + 1)
        value = value + right if op == "+" else value - right
    return value, pos


def evaluate(text: str) -> int:
    try:
        compile(text, "<expr>", "eval")
    except SyntaxError:
        raise ValueError("not an expression") from None
    value, pos = _expr(text, 0)
    if pos != len(text):
        raise ValueError("trailing input")
    if value > 100:
        return 100
    if value < 0:
        return 0
    return value
