"""strsat: a string constraint solver for the SMT-LIB 2.6 theory of Unicode strings."""

__version__ = "0.1.0"
