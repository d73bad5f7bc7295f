"""Reads card data from assets/ and validates it; a bad file is reported whole, with its name."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from game.engine import safejson
from game.engine.kenpo.cards import Catalog as KenpoCatalog
from game.engine.udo.cards import Catalog
from game.engine.udo.kai_cards import KaiCards, KaiCatalog
from game.paths import asset


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
    from game import storage

    try:
        return storage.load_json(path, max_bytes, limits)
    except storage.StorageError as error:
        raise ContentError(path, [error.problem]) from None


M = TypeVar("M", bound=BaseModel)


def load_model(path: Path, model: type[M], limits: safejson.Limits = safejson.CARD_DATA) -> M:
    """The pydantic `model` read from the JSON file at `path`; every problem is reported at once."""
    data = read_json(path, limits)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(path, [_describe(e) for e in error.errors()]) from None


def load_catalog(path: Path) -> Catalog:
    return load_model(path, Catalog)


def _describe(error: Any) -> str:
    where = ".".join(str(part) for part in error.get("loc", ())) or "(top level)"
    return f"{where}: {error.get('msg', 'invalid')}"


@cache
def udo_catalog() -> Catalog:
    """The Udo campaign's cards, read once per process."""
    return load_catalog(asset("udo", "cards.json"))


@cache
def kenpo_catalog() -> KenpoCatalog:
    """Ancient Arts: Kenpo Masters' two decks, read once per process."""
    return load_model(asset("kenpo", "cards.json"), KenpoCatalog)


@cache
def kai_catalog() -> KaiCatalog:
    """Kai's campaign: the Udo campaign's masters and attacks with Kai's two-sided cards (assets/kai/)."""
    path = asset("kai", "cards.json")
    cards = load_model(path, KaiCards)
    try:
        return KaiCatalog.model_validate(cards.catalog_data(udo_catalog()))
    except ValidationError as error:
        raise ContentError(path, [_describe(e) for e in error.errors()]) from None
