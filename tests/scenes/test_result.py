"""The end of every game and mode: the result shows the game's summary as its engine counts it from the log, Rematch
(Enter, or its button) starts the same set-up on a new seed, and Replay (R, or its button) opens the finished game
from its first move; leaving the replay comes back to the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.engine.kenpo.summary import summary as kenpo_summary
from game.engine.master.summary import summary as master_summary
from game.engine.matcg.summary import summary as matcg_summary
from game.engine.udo.summary import summary as udo_summary
from game.play.campaign import Campaign
from game.scenes.base import Stack
from game.scenes.replay import ReplayScene
from game.scenes.result import FLOOR, ResultOverlay, name_lines, rows_of
from game.scenes.udo.ending import EndingScene
from game.ui import text
from game.ui.viewport import Viewport
from tests.played import finished
from tests.scenes.helpers import SIZE, button_point, click, context, frames_until, key

SMALLEST_WINDOW = (1024, 600)
LEGIBLE_PX = 11  # the typeface's pixel size of every word and number of a result in the smallest window


def _kenpo(ctx: Any, session: Any) -> Any:
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import VERSUS, Table

    return RingArenaScene(ctx, Campaign(session, autosave=False, seat=0), Table(VERSUS, "easy", 0))


def _matcg(ctx: Any, session: Any) -> Any:
    from game.tools.matcg.shots import _table

    return _table(ctx, session, 0)


def _master(ctx: Any, session: Any) -> Any:
    from game.tools.master.shots import _table

    return _table(ctx, session, 0)


def _campaign(ctx: Any, session: Any) -> Any:
    return EndingScene(ctx, Campaign(session, autosave=False))


# (ruleset, start options, the table the game ends at, its summary)
GAMES: dict[str, tuple[str, dict[str, Any] | None, Callable[[Any, Any], Any], Callable[[Any], Any]]] = {
    "udo": ("udo", None, _campaign, udo_summary),
    "kai": ("kai", None, _campaign, udo_summary),
    "kenpo": ("kenpo", None, _kenpo, kenpo_summary),
    "matcg duel": ("matcg", {"mode": "duel"}, _matcg, matcg_summary),
    "dgm duel": ("dgm", {"mode": "duel"}, _matcg, matcg_summary),
    "Two-on-Two": ("matcg", {"mode": "2v2"}, _matcg, matcg_summary),
    "Army of One": ("matcg", {"mode": "army"}, _matcg, matcg_summary),
    "master 2 seats": ("master", {"seats": 2, "rounds": 3}, _master, master_summary),
    "master 6 seats": ("master", {"seats": 6, "rounds": 3}, _master, master_summary),
}


def ended(name: str, size: tuple[int, int] = SIZE) -> tuple[Stack, pygame.Surface, Any, Any]:
    """The stack showing the result of a finished game of `name` in a window of `size`, its surface, the result
    scene and the session."""
    ruleset_id, options, table, _ = GAMES[name]
    session = finished(ruleset_id, 3, options)
    ctx, surface = context(size)
    stack = Stack(table(ctx, session))
    frames_until(stack, surface, lambda: isinstance(stack.top, ResultOverlay | EndingScene))
    return stack, surface, stack.top, session


def set_up(table: Any) -> tuple[Any, ...]:
    """What a game is set up as: its mode, seats, teams and options, but for who among the seats is a person (the
    finished games here were played by the computer alone; a table's rematch notes its people)."""
    return table.mode, table.seats, table.teams, tuple(o for o in table.options if o[0] != "people")


@pytest.mark.parametrize("name", list(GAMES))
def test_the_result_shows_the_summary_its_engine_counts_from_the_log(name: str) -> None:
    stack, surface, result, session = ended(name)
    counted = GAMES[name][3](session.log)
    shown = result.board.rows
    assert all(row in shown for row in rows_of(counted))
    assert result.board.footer.startswith(f"{counted.turns} turns")
    stack.draw(surface)


@pytest.mark.parametrize("name", [name for name in GAMES if GAMES[name][2] is not _campaign])
def test_what_the_player_is_told_of_the_games_record_shows_under_its_result(name: str) -> None:
    """A record book found damaged and set aside as the finished game was recorded is told under the result, at
    every table (the campaign's ending tells it too)."""
    ruleset_id, options, table, _ = GAMES[name]
    ctx, surface = context()
    stack = Stack(table(ctx, finished(ruleset_id, 3, options)))
    told = "records.json could not be read. It was kept as records-1.json."
    stack.top.campaign.notice = told  # type: ignore[attr-defined]
    frames_until(stack, surface, lambda: isinstance(stack.top, ResultOverlay))
    assert [toast.message for toast in stack.top.toasts] == [told]


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("by", ["key", "button"])
def test_rematch_starts_the_same_set_up_on_a_new_seed(name: str, by: str) -> None:
    stack, surface, result, session = ended(name)
    if by == "key":
        key(stack, surface, pygame.K_RETURN)
    else:
        click(stack, surface, button_point(result, "Rematch"))
    fresh = stack.top.campaign.session  # type: ignore[attr-defined]  # the new table's (or master choice's) game
    assert fresh is not session and fresh.ruleset.id == session.ruleset.id
    assert set_up(fresh.table) == set_up(session.table) and fresh.seed != session.seed
    assert not fresh.ruleset.is_over(fresh.state)


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("by", ["key", "button"])
def test_replay_opens_the_finished_game_from_its_first_move(name: str, by: str) -> None:
    stack, surface, result, session = ended(name)
    if by == "key":
        key(stack, surface, pygame.K_r)
    else:
        click(stack, surface, button_point(result, "Replay"))
    replay = stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.replayed.moment == 0 and replay.replayed.last == len(session.batches) - 1
    replay.replayed.seek(replay.replayed.last)
    assert replay.replayed.log == session.log
    key(stack, surface, pygame.K_ESCAPE)
    assert stack.top is result


class Written:
    """The text module as a result scene uses it, noting every word drawn and the pixel size of its typeface."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(text, name)

    def draw(self, surface: pygame.Surface, words: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        self.seen.append((words, text.pixels(size)))
        return text.draw(surface, words, size, *args, **kwargs)

    def render(self, words: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        self.seen.append((words, text.pixels(size)))
        return text.render(words, size, *args, **kwargs)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_word_and_number_of_a_result_is_legible_in_the_smallest_window(name: str, monkeypatch: Any) -> None:
    import game.scenes.result

    _, surface, result, session = ended(name, SMALLEST_WINDOW)
    written = Written()
    monkeypatch.setattr(game.scenes.result, "text", written)  # every result's words, the campaign's end's too
    result.draw(surface)
    shown = {words for words, _ in written.seen}
    assert all(value in shown for _, values in result.board.rows for value in values)
    assert [(words, px) for words, px in written.seen if px < LEGIBLE_PX] == []


@pytest.mark.parametrize("name", ["WWWWWWWWWWWWWW", "Bartholomew Jo", "Enemy 9", "You"])
def test_a_seats_name_is_broken_into_lines_that_fit_its_column_and_lose_nothing(name: str) -> None:
    context(SMALLEST_WINDOW)
    size, width = Viewport(*SMALLEST_WINDOW).px(FLOOR), 58  # a column of the Army of One's ten, at 1024x600
    lines = name_lines(name, size, width)
    assert all(text.width(line, size, bold=True) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == name.replace(" ", "")
