"""Each attribute's docstring stands under its own line: a name set between a line and
its docstring leaves that docstring under the new one and the new one's after it, two
strings in a row, the first read as the wrong name's (final_picture.py's BAND took
SECONDS' words, s23; 17 older places, such as WIN_NOW's words under CAPTURE)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("ninjas", "scenes", "tools")


def _is_text(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def strays(source: str) -> list[int]:
    """The lines of strings standing right under another string (one docstring each)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            pairs = zip(body, body[1:], strict=False)
            found += [b.lineno for a, b in pairs if _is_text(a) and _is_text(b)]
    return found


def test_no_docstring_stands_under_another() -> None:
    bad = [
        f"{path.relative_to(ROOT)}:{line}"
        for folder in FOLDERS
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line in strays(path.read_text(encoding="utf-8"))
    ]
    assert not bad, "a docstring under another (move it under its own name): " + ", ".join(bad)


def test_a_name_set_between_a_line_and_its_docstring_is_found() -> None:
    source = 'SECONDS = 2.4\nBAND = 96\n"""The strip."""\n"""How long it shows."""\n'
    assert strays(source) == [4]
    assert strays('SECONDS = 2.4\n"""How long."""\nBAND = 96\n"""The strip."""\n') == []
