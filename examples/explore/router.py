"""A URL router: a method and a path to a handler name and its parameters.

Routes are matched part by part (``/users/<id>``, ``/users/<id>/posts``, ``/files/<rest>``,
``/search?q=...``); a helper parses the query string.  ``int()`` of a non-numeric user id
raises, and the router turns that into a 400."""

METHODS = {"GET": "read", "POST": "write", "DELETE": "delete"}


def parse_query(query: str) -> dict[str, str]:
    params = {}
    for pair in query.split("&"):
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError("query parameter without =")
        params[key] = value
    return params


def route(method: str, path: str) -> str:
    access = METHODS.get(method)
    if access is None:
        return "405 method not allowed"
    path, _, query = path.partition("?")
    if not path.startswith("/"):
        return "400 relative path"
    parts = path[1:].split("/")
    if parts[0] == "users":
        if len(parts) == 1:
            return f"users.list ({access})"
        try:
            user = int(parts[1])
        except ValueError:
            return "400 bad user id"
        if user <= 0:
            return "404 no such user"
        if len(parts) == 3 and parts[2] == "posts":
            return f"users.posts {user} ({access})"
        if len(parts) == 2:
            return f"users.show {user} ({access})"
        return "404 not found"
    if parts[0] == "files" and len(parts) > 1:
        if access != "read":
            return "403 read only"
        return "files.get " + "/".join(parts[1:])
    if parts[0] == "search":
        params = parse_query(query)
        term = params.get("q", "")
        if not term:
            return "400 empty search"
        return f"search {term}"
    return "404 not found"
