"""speed25: a base64 decode with validate=True, then branches on the decoded bytes (the shape
of survey24's oas_byte check: each group decoded by from_code of div/mod of the bytes' codes)."""
import base64
import binascii


def b64_bytes(s: str):
    try:
        data = base64.b64decode(s, validate=True)
    except binascii.Error:
        return "invalid"
    if len(data) < 2:
        return "short"
    if data[0] == 0x89 and data[1] > 0xF0:
        return "magic"
    if data[1] < 16:
        return "low"
    if len(data) > 4 and data[4] == ord("Z"):
        return "z"
    return "other"
