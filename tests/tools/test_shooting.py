"""The games the screenshot scenes play by the strongest bots (game.tools.shooting.played): the same request is the
same game, played once and replayed after; a shorter game is the start of a longer one, and a longer one is thought
on from where the last stopped; a game played by other bots is played anew; what one process remembered, another
replays without thinking (the bench's memory session)."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any

from game.ai import master as master_bots
from game.engine import log
from game.tools import shooting
from game.tools.shooting import played, recall, remembered, to_turn_of


class Counted:
    """A bot whose every choice is counted."""

    def __init__(self, bot: Any, asked: list[Any]) -> None:
        self.bot, self.asked = bot, asked

    def choose(self, rules: Any, view: Any) -> Any:
        self.asked.append(view)
        return self.bot.choose(rules, view)


def counted(monkeypatch: Any) -> list[Any]:
    """From now on Master's bots are other bots, choosing as before: every choice they make (the view asked)."""
    asked: list[Any] = []
    make: Callable[[str, int], Any] = master_bots.make_bot
    monkeypatch.setattr(master_bots, "make_bot", lambda level, seed: Counted(make(level, seed), asked))
    return asked


def test_the_same_game_asked_again_is_replayed_without_a_bot_thinking(monkeypatch):
    asked = counted(monkeypatch)
    first = played("master", 31, 4)
    assert len(asked) == 4 and len(first.batches) == 5
    asked.clear()
    again = played("master", 31, 4)
    assert asked == []
    assert log.dumps({}, again.batches) == log.dumps({}, first.batches)
    assert again is not first and again.state == first.state


def test_a_shorter_game_is_the_start_of_a_longer_one_which_thinks_only_past_the_last(monkeypatch):
    asked = counted(monkeypatch)
    played("master", 33, 3)
    asked.clear()
    longer = played("master", 33, 6)
    assert len(asked) == 3
    asked.clear()
    shorter = played("master", 33, 2)
    assert asked == []
    assert log.dumps({}, shorter.batches) == log.dumps({}, longer.batches[:3])
    fresh = counted(monkeypatch)  # other bots again, choosing as before: the game played from its start
    assert log.dumps({}, played("master", 33, 6).batches) == log.dumps({}, longer.batches) and len(fresh) == 6


def test_a_game_asked_of_other_bots_is_played_anew(monkeypatch):
    before = played("master", 32, 3)
    asked = counted(monkeypatch)
    by_others = played("master", 32, 3)
    assert len(asked) == 3
    assert log.dumps({}, by_others.batches) == log.dumps({}, before.batches)  # the same bots, only wrapped


def test_a_game_played_on_to_a_seats_turn_again_is_played_on_without_a_bot_thinking(monkeypatch):
    """`to_turn_of` (every game's `table` and `curtain`) plays on by bots made afresh: from the same game, the same
    commands, remembered and played again; from a game of other bots, played anew."""
    asked = counted(monkeypatch)
    first = to_turn_of(played("master", 35, 3), 35, 0, handed=True)
    thought = len(asked)
    assert thought > 3
    asked.clear()
    again = to_turn_of(played("master", 35, 3), 35, 0, handed=True)
    assert asked == []
    assert log.dumps({}, again.batches) == log.dumps({}, first.batches)
    fresh = counted(monkeypatch)
    assert log.dumps({}, to_turn_of(played("master", 35, 3), 35, 0, handed=True).batches) == log.dumps(
        {}, first.batches) and len(fresh) == thought


def test_what_another_process_remembered_is_replayed_here_without_a_bot_thinking(monkeypatch):
    monkeypatch.setattr(shooting, "_begun", {})  # a process of its own, which has played nothing yet
    monkeypatch.setattr(shooting, "_played_on", {})
    first = to_turn_of(played("master", 36, 4), 36, 0, handed=True)
    handed_over = pickle.loads(pickle.dumps(remembered()))  # as a process of its own hands it back
    monkeypatch.setattr(shooting, "_begun", {})  # this one, which has played nothing either
    monkeypatch.setattr(shooting, "_played_on", {})
    asked: list[Any] = []
    strongest = type(master_bots.make_bot("hard", 0))
    choose = strongest.choose
    monkeypatch.setattr(strongest, "choose", lambda bot, rules, view: asked.append(view) or choose(bot, rules, view))
    recall(handed_over)
    again = to_turn_of(played("master", 36, 4), 36, 0, handed=True)
    assert asked == []
    assert log.dumps({}, again.batches) == log.dumps({}, first.batches)
    shorter = played("master", 36, 2)
    assert asked == [] and log.dumps({}, shorter.batches) == log.dumps({}, first.batches[:3])
    longer = played("master", 36, 6)  # past what was remembered: bots made afresh think on from there
    assert len(asked) == 2 and log.dumps({}, longer.batches[:5]) == log.dumps({}, played("master", 36, 4).batches)



def test_a_game_played_while_another_level_stands_for_the_strongest_is_not_replayed_as_the_strongest(monkeypatch):
    """The bench's quick runs let a weaker level play the scenes' games (game.tools.bench.corpus.bots_at): those
    games are remembered as that level's, never handed to a later picture that asks for the strongest's, nor are the
    games played on from them."""
    from game.tools.bench.corpus import bots_at

    with bots_at(0):
        weaker = played("master", 43, 8)
        weaker_on = to_turn_of(played("master", 43, 8), 43, 0)
    strongest = played("master", 43, 8)
    strongest_on = to_turn_of(played("master", 43, 8), 43, 0)
    monkeypatch.setattr(shooting, "_begun", {})
    monkeypatch.setattr(shooting, "_played_on", {})
    fresh = played("master", 43, 8)
    fresh_on = to_turn_of(played("master", 43, 8), 43, 0)
    assert log.dumps({}, weaker.batches) != log.dumps({}, fresh.batches)  # the levels choose differently here
    assert log.dumps({}, strongest.batches) == log.dumps({}, fresh.batches)
    assert log.dumps({}, weaker_on.batches) != log.dumps({}, fresh_on.batches)
    assert log.dumps({}, strongest_on.batches) == log.dumps({}, fresh_on.batches)
