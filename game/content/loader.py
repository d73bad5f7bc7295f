"""Reads card data from assets/ and validates it; a bad file is reported whole, with its name. Each game's own
catalogs are read by its module in this package (game/content/<family>.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from game.engine import safejson


class ContentError(Exception):
    """A data file that cannot be used. The message names the file and lists every problem."""

    def __init__(self, path: Path, problems: list[str]):
        self.path = path
        self.problems = problems
        listing = "\n".join(f"  - {problem}" for problem in problems)
        super().__init__(f"{path}: {len(problems)} problem(s)\n{listing}")


MAX_BYTES = 4 * 1024 * 1024  # the largest shipped card file is 26 KB


def read_json(path: Path, limits: safejson.Limits = safejson.CARD_DATA, max_bytes: int = MAX_BYTES) -> object:
    """The JSON value of a data file, read within bounds: a regular file of at most `max_bytes`, nested, sized
    and numbered within `limits` (card data: no number beyond a thousand), text that is valid Unicode."""
    from game.files import reading, storage

    try:
        return reading.load_json(path, max_bytes, limits)
    except storage.StorageError as error:
        raise ContentError(path, [error.problem]) from None


M = TypeVar("M", bound=BaseModel)


def load_model(path: Path, model: type[M], limits: safejson.Limits = safejson.CARD_DATA) -> M:
    """The pydantic `model` read from the JSON file at `path`; every problem is reported at once."""
    data = read_json(path, limits)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        from game.files.reading import describe

        raise ContentError(path, [describe(e) for e in error.errors()]) from None

