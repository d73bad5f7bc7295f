"""The card data of every release, by digest (assets/released-cards.json).

A save carries the card data it was played with (game/files/saves.py), so that a game begun before a release changed
a card resumes on the cards it was dealt. Its checksum cannot tell those cards from ones edited by hand: anyone can
seal a file again. What can is this list: a save is trusted with its card data only when some release shipped exactly
those cards. Rulings written beside the cards (game.engine.ruled) change no card and are left out of the digest.

A release that changes a card adds the digest of its card data to the list
(tests/reliability/test_released_cards.py fails until it does); a digest once released stays forever."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

from game.content.loader import ContentError, read_json
from game.files.paths import asset

PATH = ("released-cards.json",)


def digest(content: Any) -> str:
    """The digest of card data as JSON holds it (a save's header or a ruleset's `content()`), rulings left out."""
    cards = {key: value for key, value in content.items() if key != "rulings"} if isinstance(content, dict) else content
    text = json.dumps(cards, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


@cache
def released(ruleset_id: str) -> frozenset[str]:
    """The digests of the card data every release shipped for the ruleset; ContentError for a damaged list."""
    path = asset(*PATH)
    data = read_json(path)
    if not isinstance(data, dict) or not all(
            isinstance(key, str) and isinstance(value, list) and all(isinstance(d, str) for d in value)
            for key, value in data.items()):
        raise ContentError(path, ["(top level): an object of ruleset ids, each a list of digests, was expected"])
    return frozenset(data.get(ruleset_id, ()))
