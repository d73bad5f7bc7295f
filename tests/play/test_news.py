"""A table's log (game.play.history.News): told event by event in the game's words, the newest last, as many lines
kept as it keeps, and read again from the seat's telling of the whole game."""

from __future__ import annotations

from game.engine.core import Session
from game.play.history import News, telling, told
from game.rulesets import ruleset
from game.words.master.telling import HistoryWords


class Counting:
    """Words that tell every event as its number."""

    def __init__(self) -> None:
        self.told = 0

    def tell(self, event: object, before: object, after: object) -> list[str]:
        self.told += 1
        return [str(self.told)]

    def turn_begins(self, event: object) -> bool:
        return False


def test_the_log_keeps_its_newest_lines_the_newest_last():
    news = News(Counting(), most=3)  # type: ignore[arg-type]
    for _ in range(5):
        news.tell(object(), None, None)
    assert news.lines == ["3", "4", "5"]


def test_read_again_the_log_is_the_end_of_the_seat_s_telling_of_the_game():
    rules = ruleset("master")
    session = Session.new(rules, 7, {"seats": 3})
    while len(told(session, 0)) < 12 and not session.state.over:
        state = session.state
        session.submit(session.legal(state.to_act if state.to_act is not None else state.seat)[0])
    words = HistoryWords(rules.catalog, ("You", "Ana", "Bo"))
    news = News(words, most=5)
    news.read(session, 0)
    assert news.lines == [entry.text for entry in telling(session, 0, words).entries][-5:]
    assert len(news.lines) == 5
