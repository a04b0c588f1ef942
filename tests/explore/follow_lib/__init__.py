"""A library the explored module ``follow_user.py`` calls (issue 38, item 1): its functions
run rewritten when they are handed symbolic values, whatever they are -- a function
reading a module global that another call mutates, a generator, a ``functools.wraps``
decorator, a closure, a class with an iterator protocol and private names, recursion,
``super()``, a namedtuple result."""

import functools
from collections import namedtuple

Parts = namedtuple("Parts", "head tail")
SEPARATOR = ":"
CALLS = 0


def configure(separator):
    global SEPARATOR
    SEPARATOR = separator


def split_once(text):
    head, sep, tail = text.partition(SEPARATOR)
    if not sep:
        raise ValueError("no separator")
    return Parts(head, tail)


def words(text):
    for word in text.split(",", 1):
        if word:
            yield word


def traced(function):
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        global CALLS
        CALLS += 1
        return function(*args, **kwargs)

    return wrapper


@traced
def shout(word):
    if word.isupper():
        return word
    return word.upper() + "!"


def make_matcher(prefix):
    def match(text):
        return text.startswith(prefix)

    return match


class Tokens:
    def __init__(self, text):
        self.__text = text
        self.__pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.__pos >= len(self.__text):
            raise StopIteration
        char = self.__text[self.__pos]
        self.__pos += 1
        return char


def depth(text, i=0):
    if i < len(text) and text[i] == "(":
        return 1 + depth(text, i + 1)
    return 0


class Base:
    def describe(self, text):
        if text.endswith("?"):
            return "question"
        return "base"


class Child(Base):
    def describe(self, text):
        if text == "kid":
            return "child"
        return super().describe(text)


class Address:
    def __init__(self, text):
        self._text = text

    @property
    def host(self):
        head, _, _ = self._text.partition(":")
        if not head:
            return None
        return head.lower()

    @functools.cached_property
    def port(self):
        _, sep, tail = self._text.partition(":")
        if sep and tail.isascii() and tail.isdigit():
            return int(tail)
        return None


def join_with(separator, left, right):
    if not left:
        return right
    return left + separator + right
