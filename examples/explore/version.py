"""A version-string parser: ``MAJOR.MINOR.PATCH`` with an optional ``-PRERELEASE``.

Raises ``ValueError`` for malformed input (its own, and those of ``int()`` and of
unpacking a ``split`` of the wrong size, which are paths of their own)."""


def parse_number(text: str) -> int:
    if len(text) > 1 and text.startswith("0"):
        raise ValueError("leading zero")
    return int(text)


def parse_version(text: str) -> tuple[int, int, int, str]:
    text = text.strip()
    if text.startswith("v"):
        text = text[1:]
    core, sep, pre = text.partition("-")
    if sep and not pre:
        raise ValueError("empty pre-release")
    major, minor, patch = core.split(".")
    numbers = (parse_number(major), parse_number(minor), parse_number(patch))
    if numbers[0] == 0 and numbers[1] == 0 and numbers[2] == 0:
        raise ValueError("version 0.0.0")
    if pre and not pre.isalnum():
        raise ValueError("bad pre-release")
    return numbers[0], numbers[1], numbers[2], pre


def is_newer(version: str, than_major: int) -> bool:
    major, _, _, pre = parse_version(version)
    return major > than_major or (major == than_major and not pre)
