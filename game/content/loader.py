"""Reads card data from assets/ and validates it; a bad file is reported whole, with its name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError


class ContentError(Exception):
    """A data file that cannot be used. The message names the file and lists every problem."""

    def __init__(self, path: Path, problems: list[str]):
        self.path = path
        self.problems = problems
        listing = "\n".join(f"  - {problem}" for problem in problems)
        super().__init__(f"{path}: {len(problems)} problem(s)\n{listing}")


def read_json(path: Path) -> object:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ContentError(path, [f"cannot be read ({error.strerror or error})"]) from None
    except UnicodeDecodeError:
        raise ContentError(path, ["is not UTF-8 text"]) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ContentError(path, [f"is not valid JSON: {error.msg} at line {error.lineno}"]) from None


M = TypeVar("M", bound=BaseModel)


def load_model(path: Path, model: type[M]) -> M:
    """The pydantic `model` read from the JSON file at `path`; every problem is reported at once."""
    data = read_json(path)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(path, [describe(e) for e in error.errors()]) from None


def describe(error: Any) -> str:
    """One problem of a pydantic validation error, as `where: what`."""
    where = ".".join(str(part) for part in error.get("loc", ())) or "(top level)"
    return f"{where}: {error.get('msg', 'invalid')}"


