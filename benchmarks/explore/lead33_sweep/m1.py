def fields(s: str) -> str:
    parts = s.split(",")
    if "id" in parts and len(parts) == 7:
        return "five"
    return "other"
