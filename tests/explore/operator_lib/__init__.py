"""A library whose class writes its operators in Python (issue 38: operators of library
objects holding symbolic values run rewritten).  ``Amount`` keeps its text and reads it
with ``len()`` and ``int()`` in each operator, as ``_pydecimal.Decimal`` reads its digits:
run as written (CPython's C operator calling the method), those reads would make the text
concrete."""


class Amount:
    def __init__(self, text):
        if not text.isdigit():
            raise ValueError("not an amount: " + text)
        self.text = text

    def _value(self):
        if len(self.text) > 6:
            raise OverflowError("too many digits")
        return int(self.text)

    def __add__(self, other):
        if isinstance(other, int):
            return Amount(str(self._value() + other))
        if not isinstance(other, Amount):
            return NotImplemented
        return Amount(str(self._value() + other._value()))

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if not isinstance(other, Amount):
            return NotImplemented
        return self._value() - other._value()

    def __neg__(self):
        return -self._value()

    def __abs__(self):
        return Amount(self.text.lstrip("0") or "0")

    def __lt__(self, other):
        if not isinstance(other, Amount):
            return NotImplemented
        return self._value() < other._value()

    def __round__(self, digits=None):
        value = self._value()
        return value if digits is None else round(value, digits)

    def __floor__(self):
        return self._value()

    def __float__(self):
        return self._value() / 4

    def __format__(self, spec):
        if spec == "sep":
            return ",".join(self.text)
        return format(self._value(), spec)

    def __iadd__(self, other):
        if not isinstance(other, Amount):
            return NotImplemented
        self.text = str(self._value() + other._value())
        return self


class Exact(Amount):
    """A subclass whose reflected ``__radd__`` CPython tries first (``Amount + Exact``)."""

    def __radd__(self, other):
        return "exact"


class Prefixed:
    """A callable object (an attrs-validator shape): ``Prefixed("ab")(value)``."""

    def __init__(self, prefix):
        self.prefix = prefix

    def __call__(self, value):
        return len(value) > 3 and value.startswith(self.prefix)


class Letters:
    """A sequence over its text whose ``__getitem__``/``__contains__`` read ``len()``."""

    def __init__(self, text):
        self.text = text

    def __getitem__(self, i):
        if i >= len(self.text):
            raise IndexError(i)
        return self.text[i]

    def __contains__(self, letter):
        return len(self.text) > 2 and letter in self.text
