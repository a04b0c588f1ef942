"""A small e-mail address check: one ``@``, a local part of letters, digits and ``._+-``
that neither starts nor ends with a dot, a domain of at least two dot-separated labels of
letters, digits and hyphens, and a top-level domain of at least two letters."""

LOCAL_SPECIALS = "._+-"


def valid_label(label: str) -> bool:
    if not label or len(label) > 63:
        return False
    if label.startswith("-") or label.endswith("-"):
        return False
    for ch in label:
        if not (ch.isalnum() or ch == "-"):
            return False
    return True


def check_email(address: str) -> str:
    """``"ok"``, or why the address is rejected."""
    if address.count("@") != 1:
        return "needs exactly one @"
    local, domain = address.split("@")
    if not local:
        return "empty local part"
    if local[0] == "." or local[-1] == ".":
        return "local part starts or ends with a dot"
    if ".." in local:
        return "two dots in a row"
    for ch in local:
        if not (ch.isalnum() or ch in LOCAL_SPECIALS):
            return "bad character in local part"
    labels = domain.split(".")
    if len(labels) < 2:
        return "domain needs a dot"
    for label in labels:
        if not valid_label(label):
            return "bad domain label"
    tld = labels[-1]
    if len(tld) < 2 or not tld.isalpha():
        return "bad top-level domain"
    return "ok"
