def year_prefix(s: str) -> str:
    i = 0
    while i < len(s) and s[i].isdigit():
        i += 1
    if i == 4 and s[4:5] == "-":
        return "dated"
    if i > 6:
        return "long-number"
    return "other"


class Lexer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip_spaces(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t":
            self.pos += 1

    def word(self) -> str:
        start = self.pos
        while self.pos < len(self.text) and "a" <= self.text[self.pos] <= "z":
            self.pos += 1
        return self.text[start:self.pos]


def command(s: str) -> str:
    lx = Lexer(s)
    lx.skip_spaces()
    verb = lx.word()
    lx.skip_spaces()
    obj = lx.word()
    if verb == "take" and obj == "lamp":
        return "took"
    if verb and not obj:
        return "intransitive"
    return "unknown"
