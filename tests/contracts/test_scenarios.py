"""Every ruleset can begin from a prepared position (a scenario file), validated as strictly as a save."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Session
from game.files import saves
from game.files.scenarios import ScenarioFileError, load
from game.games import GAMES, game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "scenarios"
SCENARIOS = sorted(FIXTURES.glob("*.json"))


def test_every_registered_ruleset_has_a_scenario_to_start_from():
    assert {path.name.split("-")[0] for path in SCENARIOS} >= {entry.id for entry in GAMES}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_scenario_plays_to_the_end_saves_and_replays(path, tmp_path):
    session: Session[Any] = load(path)
    rules = session.ruleset
    bots = game(rules.id).bots()
    players: dict[int, Any] = {}
    for _ in range(3000):
        assert rules.check(session.state) == []
        seat = rules.to_act(session.state)
        if seat is None:
            break
        bot = players.setdefault(seat, bots.make(bots.levels[0], seat))
        assert session.submit(bot.choose(rules, session.view(seat))).ok
    assert rules.is_over(session.state) and rules.outcome(session.state) is not None
    saved = saves.save(session, tmp_path / "game.jsonl")
    again = saves.read(saved)
    assert again.state == session.state


def _first_card_list(position: dict[str, Any]) -> list[Any]:
    """The first list of card ids in a position (a hand, a deck), searched depth first."""
    stack: list[Any] = [position]
    while stack:
        value = stack.pop(0)
        if isinstance(value, dict):
            stack = list(value.values()) + stack
        elif isinstance(value, list) and value and all(isinstance(item, str) for item in value):
            return value
        elif isinstance(value, list):
            stack = list(value) + stack
    raise AssertionError("no list of cards in the position")


def _duplicated(data: dict[str, Any]) -> dict[str, Any]:
    cards = _first_card_list(data["position"])
    cards.append(cards[0])
    return data


DAMAGE = {
    "not JSON": lambda data: "{",
    "not a scenario": lambda data: {**data, "format": "martial-masters-save"},
    "a newer version": lambda data: {**data, "version": 99},
    "an unknown ruleset": lambda data: {**data, "ruleset": "chess"},
    "an unknown key": lambda data: {**data, "cheat": True},
    "a position that is a list": lambda data: {**data, "position": []},
    "a card placed twice": _duplicated,
    "a field of the wrong type": lambda data: {**data, "position": {**data["position"],
                                                                   next(iter(data["position"])): 7}},
    "a key the position does not have": lambda data: {**data, "position": {**data["position"], "extra": 1}},
    "a seed that is text": lambda data: {**data, "seed": "7"},
}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_scenario_is_refused_in_one_line_naming_the_file(path, damage, tmp_path):
    data = json.loads(path.read_text(encoding="utf-8"))
    broken = DAMAGE[damage](copy.deepcopy(data))
    target = tmp_path / path.name
    target.write_text(broken if isinstance(broken, str) else json.dumps(broken), encoding="utf-8")
    with pytest.raises(ScenarioFileError) as caught:
        load(target)
    message = str(caught.value)
    assert message.startswith(str(target)) and "\n" not in message and "Traceback" not in message


def test_kenpo_scenario_says_which_card_is_missing_and_where_fighters_may_stand(tmp_path):
    data = json.loads((FIXTURES / "kenpo-close-finish.json").read_text(encoding="utf-8"))
    missing = copy.deepcopy(data)
    gone = missing["position"]["decks"][0].pop()
    target = tmp_path / "missing.json"
    target.write_text(json.dumps(missing), encoding="utf-8")
    with pytest.raises(ScenarioFileError, match=f"seat 0's card '{gone}' is in none of its hand, deck and discards"):
        load(target)
    same = copy.deepcopy(data)
    same["position"]["positions"] = [[1, 1], [1, 1]]
    target.write_text(json.dumps(same), encoding="utf-8")
    with pytest.raises(ScenarioFileError, match="both fighters stand on the same square"):
        load(target)


@pytest.mark.parametrize("row", [[[0, 1], [2, 1]], [[1, 2], [0, 2]], [[0, 0], [1, 0]]])
def test_kenpo_scenario_refuses_both_fighters_on_the_same_horizontal_line(row, tmp_path):
    """Rulebook, Breaks: "If at any point, both players end up on the same horizontal line (side by side, or with a
    space between), a 'Break' is called", so no turn starts with them there."""
    data = json.loads((FIXTURES / "kenpo-close-finish.json").read_text(encoding="utf-8"))
    data["position"]["positions"] = row
    target = tmp_path / "one-row.json"
    target.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioFileError, match=f"both fighters stand on row {row[0][1]}: fighters on one "
                                                "horizontal line call a Break at once"):
        load(target)


def test_udo_scenario_refuses_a_campaign_already_won_and_cards_never_owned(tmp_path):
    data = json.loads((FIXTURES / "udo-two-masters-down.json").read_text(encoding="utf-8"))
    rules = game("udo").rules()
    won = copy.deepcopy(data)
    won["position"]["defeated"] = [m.id for m in rules.catalog.masters][: rules.catalog.masters_to_defeat]
    target = tmp_path / "won.json"
    target.write_text(json.dumps(won), encoding="utf-8")
    with pytest.raises(ScenarioFileError, match="the campaign would be won"):
        load(target)
    stranger = copy.deepcopy(data)
    stranger["position"]["hand"].append(rules.catalog.masters[5].special_move.id)
    target.write_text(json.dumps(stranger), encoding="utf-8")
    with pytest.raises(ScenarioFileError, match="is placed more often than the hero owns it"):
        load(target)
