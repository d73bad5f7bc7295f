"""Issue 31: a save is trusted with the card data it carries only when a release shipped exactly those cards.

The checksum cannot tell a card edited by hand from one a release changed (anyone can seal a file again), and the
rules cannot either while the edited card has not been played: its game re-derives move for move. The list of
released card data (assets/released-cards.json, game.content.releases) can."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import rulesets
from game.content import releases
from game.games import GAMES
from tests.reliability.test_rederived_saves import parts, played, refused_by_verify, sealed

RULESETS = [entry.id for entry in GAMES]
FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "saves").glob("*.jsonl"))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_shipped_card_data_is_a_released_one(ruleset_id):
    """A change to a card is a release: its digest joins assets/released-cards.json (and stays there forever)."""
    shipped = releases.digest(rulesets.ruleset(ruleset_id).content())
    assert shipped in releases.released(ruleset_id), (
        f"the {ruleset_id} cards changed: add {shipped} to {ruleset_id} in assets/released-cards.json")


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_the_card_data_of_every_released_save_is_a_released_one(path):
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert releases.digest(header["content"]) in releases.released(header["ruleset"])


def test_rulings_written_beside_the_cards_do_not_change_their_digest():
    content = rulesets.ruleset("udo").content()
    assert releases.digest({**content, "rulings": ["another ruling"]}) == releases.digest(content)


def numbers(content):
    """Every (mapping, key) of a whole number in card data."""
    found, stack = [], [content]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.extend((item, key) for key, value in item.items() if type(value) is int)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_card_number_edited_before_the_card_is_played_is_refused_whatever_its_checksum(ruleset_id, tmp_path,
                                                                                         capsys):
    header, events = parts(played(ruleset_id, 3))
    for mapping, key in numbers(header["content"])[::7]:  # numbers the three moves cannot all have used
        mapping[key] += 1
    path = tmp_path / "edited.jsonl"
    path.write_text(sealed(header, events), encoding="utf-8")
    assert "not that of any release" in refused_by_verify(path, capsys)


def test_a_damaged_list_of_released_cards_refuses_saves_in_one_line_and_never_crashes(monkeypatch, tmp_path,
                                                                                        capsys):
    listing = tmp_path / "released-cards.json"
    listing.write_text("[1, 2", encoding="utf-8")
    monkeypatch.setattr(releases, "asset", lambda *parts: listing)
    releases.released.cache_clear()
    try:
        path = tmp_path / "sound.jsonl"
        path.write_text(sealed(*parts(played("kenpo", 5))), encoding="utf-8")
        assert "released-cards.json" in refused_by_verify(path, capsys)
    finally:
        releases.released.cache_clear()
