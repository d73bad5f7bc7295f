"""A duel's table opened (or resumed) at any moment shows the news and the combo's ribbon that a walk of its whole
log shows, for every seat, and its History then reads the same telling without walking the log again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.engine.core import Session, visible_to
from game.play.campaign import Campaign
from game.play.history import News
from game.play.matcg.ribbon import Ribbon, turn_ribbon
from game.scenes.history import HistoryScene
from game.scenes.matcg.board import DuelTableScene
from game.words.matcg.seating import Seating
from game.words.matcg.telling import HistoryWords
from tests.reliability.monkey import finished
from tests.scenes.helpers import context

FIGHTS = [("matcg", None), ("dgm", None), ("matcg", {"mode": "2v2"}), ("matcg", {"mode": "army"})]
MOST_LOG = 40  # lines of news a table keeps (game.play.history.News, by default)


def opened(session: Session[Any], seat: int, words: HistoryWords) -> tuple[list[str], Ribbon]:
    """The news and the ribbon a duel table opened on `session` shows to `seat`."""
    news = News(words)
    news.read(session, seat)
    return news.lines, turn_ribbon(session, seat, words)


def walks(session: Session[Any], seat: int, words: HistoryWords) -> Iterator[tuple[list[str], Ribbon]]:
    """The news and the ribbon of a walk of the log, the seat's views made afresh around every event: at its start
    and after each event (the walk of the game cut short there)."""
    rules: Any = session.ruleset
    state, ribbon = rules.initial(), Ribbon()
    lines: list[str] = []
    yield lines[-MOST_LOG:], ribbon
    for event in session.log:
        after = rules.evolve(state, event)
        if visible_to(event, seat):
            lines += words.tell(event, rules.view(state, seat), rules.view(after, seat))
            ribbon = ribbon.add(event, rules.catalog, rules.view(state, seat))
        state = after
        yield lines[-MOST_LOG:], ribbon


def walked(session: Session[Any], seat: int, words: HistoryWords) -> tuple[list[str], Ribbon]:
    """The news and the ribbon of a walk of the whole log."""
    *_, last = walks(session, seat, words)
    return last


def cut(session: Session[Any], batches: int) -> Session[Any]:
    """The game as saved after its first `batches` commands, loaded again."""
    return Session(session.ruleset, session.seed, session.batches[:batches], dict(session.notes), session.table)


def mid_combo(ribbon: Ribbon) -> bool:
    return bool(ribbon.links) and not ribbon.ended


@pytest.mark.parametrize(("ruleset_id", "options"), FIGHTS)
def test_a_table_opened_at_any_moment_shows_the_news_and_ribbon_of_a_walk_of_the_whole_log(ruleset_id, options):
    fight = finished(ruleset_id, 5, "easy", options)
    words = HistoryWords(fight.ruleset.catalog, tuple(f"Seat {seat}" for seat in range(fight.table.seats)))
    resumed_mid_combo = 0
    walk = {seat: list(walks(fight, seat, words)) for seat in range(fight.table.seats)}  # one walk for every cut
    for batches in range(1, len(fight.batches) + 1, 3):
        session = cut(fight, batches)
        for seat in range(session.table.seats):
            shown = opened(session, seat, words)
            assert shown == walk[seat][len(session.log)]
            resumed_mid_combo += mid_combo(shown[1])
    assert resumed_mid_combo


def test_a_duel_resumed_mid_combo_opens_its_history_without_walking_the_log_again(monkeypatch):
    fight = finished("matcg", 11, "easy")
    session = next(cut(fight, batches) for batches in range(len(fight.batches) // 2, len(fight.batches))
                   if mid_combo(walked(cut(fight, batches), 1, HistoryWords(fight.ruleset.catalog, ("A", "B")))[1]))
    ctx, _ = context()
    seating = Seating.from_notes(session.notes)
    scene = DuelTableScene(ctx, Campaign(session, autosave=False, seat=1), seating)
    assert (scene.news.lines, scene.ribbon) == walked(session, 1, scene.words) and mid_combo(scene.ribbon)
    evolved: list[int] = []
    real = session.ruleset.evolve
    monkeypatch.setattr(session.ruleset, "evolve", lambda state, event: evolved.append(1) or real(state, event))
    panel = HistoryScene.of(ctx, session, 1)
    assert [entry.text for entry in panel.entries][-MOST_LOG:] == scene.news.lines and not evolved


@pytest.mark.parametrize(("ruleset_id", "options"), FIGHTS[:2])
def test_a_duel_watched_again_backwards_shows_at_each_moment_the_news_and_ribbon_of_a_walk_to_it(ruleset_id, options):
    from game.play.replay import Replayed

    fight = finished(ruleset_id, 5, "easy", options)
    words = HistoryWords(fight.ruleset.catalog, tuple(f"Seat {seat}" for seat in range(fight.table.seats)))
    replayed: Any = Replayed(fight)
    walk = {seat: list(walks(fight, seat, words)) for seat in range(fight.table.seats)}  # one walk for every moment
    for moment in range(replayed.last, -1, -1):
        replayed.seek(moment)
        for seat in range(fight.table.seats):
            assert opened(replayed, seat, words) == walk[seat][len(replayed.log)]
