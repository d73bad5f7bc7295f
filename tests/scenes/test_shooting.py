"""The games the screenshot scenes play by the strongest bots (game.scenes.shooting.played): the same request is the
same game, played once and replayed after, and a game played by other bots is played anew."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai import master as master_bots
from game.engine import log
from game.scenes.shooting import played


def counted(monkeypatch: Any) -> list[tuple[str, int]]:
    """From now on, every Master bot made (its level and seed), made as before."""
    made: list[tuple[str, int]] = []
    make: Callable[[str, int], Any] = master_bots.make_bot

    def making(level: str, seed: int) -> Any:
        made.append((level, seed))
        return make(level, seed)

    monkeypatch.setattr(master_bots, "make_bot", making)
    return made


def test_the_same_game_asked_again_is_replayed_without_a_bot_thinking(monkeypatch):
    made = counted(monkeypatch)
    first = played("master", 31, 4)
    assert made and len(first.batches) == 5
    made.clear()
    again = played("master", 31, 4)
    assert made == []
    assert log.dumps({}, again.batches) == log.dumps({}, first.batches)
    assert again is not first and again.state == first.state


def test_a_game_asked_with_other_bots_or_another_length_is_played_anew(monkeypatch):
    before = played("master", 32, 3)
    made = counted(monkeypatch)
    by_others = played("master", 32, 3)
    assert made
    assert log.dumps({}, by_others.batches) == log.dumps({}, before.batches)  # the same bots, only wrapped
    made.clear()
    longer = played("master", 32, 4)
    assert made and len(longer.batches) == 5
