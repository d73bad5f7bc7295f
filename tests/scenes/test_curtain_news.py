"""The curtain's "Since your last turn", at every table where people share one screen: each person, as the curtain
comes down for them, reads everything they may know that happened since their own last command (the moves of every
other person and computer, whoever held the screen in between), and nothing told only to another seat; a game saved
and continued tells the same."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Session
from game.files import saves
from game.games import game
from game.play.history import awaited, told, words_for
from game.rulesets import ruleset
from game.scenes import computer as computer_seat
from game.scenes.base import Stack
from game.scenes.curtain import MOST_NEWS, CurtainScene, news_lines
from game.scenes.opening import campaign_for
from tests.scenes.helpers import click, context, frame, frames_until


def master_table(ctx: Any, session: Session[Any], people: frozenset[int]) -> Any:
    from game.scenes.master.board import MasterTableScene
    from game.words.chairs import COMPUTER, PERSON
    from game.words.master.seating import Chair, Seating, computer_name, default_name

    seating = Seating(tuple(Chair(PERSON, default_name(s)) if s in people else Chair(COMPUTER, computer_name(s),
                                                                                      "easy")
                            for s in range(session.table.seats)))
    session.notes["table"] = seating.notes()
    return MasterTableScene(ctx, campaign_for(ctx, session, seating), seating)


def duel_table(ctx: Any, session: Session[Any], people: frozenset[int]) -> Any:
    from game.scenes.matcg.board import DuelTableScene
    from game.words.chairs import COMPUTER, PERSON
    from game.words.matcg.seating import Chair, Seating

    seating = Seating(tuple(Chair(PERSON) if s in people else Chair(COMPUTER, "easy")
                            for s in range(session.table.seats)))
    session.notes["table"] = seating.notes()
    return DuelTableScene(ctx, campaign_for(ctx, session, seating), seating)


def ring(ctx: Any, session: Session[Any], people: frozenset[int]) -> Any:
    from game.play.campaign import Campaign
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import HOTSEAT, Table

    session.notes["table"] = Table(HOTSEAT).notes()
    return RingArenaScene(ctx, Campaign(session, autosave=False, seat=0), Table(HOTSEAT))


def championship() -> tuple[Any, Any]:
    """A Championship of two people, and its first match."""
    from game.engine.tournament import CHAMPIONSHIP, Tournament
    from game.files.matcg.cup import Cup, Entrant
    from game.scenes.matcg.choices import deck_choices

    decks = deck_choices("matcg")
    entrants = tuple(Entrant(f"Fighter {n + 1}", None, decks[n][1], decks[n][0]) for n in range(2))
    cup = Cup("matcg", False, entrants, Tournament(CHAMPIONSHIP, 2, 3, ()))
    return cup, cup.tournament.next_match


def cup_session() -> Session[Any]:
    from game.files.matcg.cup_match import match_session

    return match_session(*championship())


def cup_table(ctx: Any, session: Session[Any], people: frozenset[int]) -> Any:
    """The match at the tournament's duel table."""
    from game.scenes.matcg.cup_duel import cup_table as table_of_the_match

    return table_of_the_match(ctx, *championship(), session=session)


@dataclass(frozen=True)
class HotSeatTable:
    """A table of a game with people at one screen (and computers at the other seats)."""

    ruleset_id: str
    options: dict[str, Any]
    people: frozenset[int]
    opened: Callable[[Any, Session[Any], frozenset[int]], Any]
    seed: int = 5
    made: Callable[[], Session[Any]] | None = None  # the table's own game, where it makes one

    def session(self) -> Session[Any]:
        return self.made() if self.made is not None else Session.new(ruleset(self.ruleset_id), self.seed,
                                                                     self.options)


TABLES = {
    "master, three people and a computer": HotSeatTable("master", {"seats": 4}, frozenset({0, 1, 2}), master_table),
    "kenpo, two people": HotSeatTable("kenpo", {}, frozenset({0, 1}), ring),
    "matcg Two-on-Two, three people and a computer": HotSeatTable("matcg", {"mode": "2v2"}, frozenset({0, 1, 2}),
                                                                  duel_table),
    # seat 1 names seat 3 the leader, who begins: the Hero, the enemy naming the leader and the leader are people
    "matcg Army of One, three people and seven computers": HotSeatTable("matcg", {"mode": "army"},
                                                                        frozenset({0, 1, 3}), duel_table),
    "matcg tournament match, two people": HotSeatTable("matcg", {}, frozenset({0, 1}), cup_table,
                                                        made=cup_session),
}


class HandOvers:
    """A table played by bots through the table itself, the people's commands as the person at the screen plays
    them and the computers' by the table; it keeps, apart from the game, the batch of each seat's last command."""

    def __init__(self, spec: HotSeatTable, session: Session[Any] | None = None):
        self.spec = spec
        self.session = session or spec.session()
        ctx, self.surface = context()
        self.scene: Any = spec.opened(ctx, self.session, spec.people)
        self.stack = Stack(self.scene)
        self.last: dict[int, int] = {}
        submit = self.session.submit

        def noted(command: Any) -> Any:
            result = submit(command)
            if result.ok:
                self.last[command.seat] = len(self.session.batches) - 1
            return result

        self.session.submit = noted  # type: ignore[method-assign]
        bots = game(spec.ruleset_id).bots()
        self.bots = {seat: bots.make("normal", spec.seed + seat) for seat in spec.people}
        frame(self.stack, self.surface, 0.1)

    def each_hand_over(self) -> Iterator[tuple[int, CurtainScene]]:
        """Each curtain in turn with the seat it comes down for, until every person at the table has taken the screen
        (after six hand-overs at least) or the game is over; `seen` holds the seats it came down for before."""
        self.seen: set[int] = set()
        for count in range(30):
            if self.seen == self.spec.people and count >= 6:
                return
            curtain = self.next_curtain()
            if curtain is None:
                return
            seat = self.scene.curtain_for
            yield seat, curtain
            self.seen.add(seat)

    def next_curtain(self) -> CurtainScene | None:
        """Frames (the computers playing) until the curtain comes down; None once the game is over."""
        rules = self.session.ruleset
        frames_until(self.stack, self.surface, lambda: isinstance(self.stack.top, CurtainScene)
                     or rules.is_over(self.session.state))
        top = self.stack.top
        return top if isinstance(top, CurtainScene) else None

    def take_and_play(self) -> None:
        """The person the curtain is down for takes the screen and plays until the game waits for another seat."""
        scene = self.scene
        seat = scene.curtain_for
        click(self.stack, self.surface, (640, 360))
        assert scene.viewer == seat
        assert self.stack.top is self.scene
        self.play_on(seat)

    def play_on(self, seat: int) -> None:
        """The person at the screen plays until the game waits for another seat."""
        scene = self.scene
        rules = self.session.ruleset
        while rules.to_act(self.session.state) == seat and not rules.is_over(self.session.state):
            assert scene.submit(self.bots[seat].choose(rules, self.session.view(seat)))
            frames_until(self.stack, self.surface, lambda: not scene.timeline.busy)

    def expected(self, seat: int) -> list[str]:
        """Every line told to `seat` about the commands after its own last one (after the set-up, before any)."""
        since = self.last.get(seat, 0)
        return [entry.text for entry in told(self.session, seat) if entry.batch > since]

    def told_only_to_others(self, seat: int) -> set[str]:
        mine = {entry.text for entry in told(self.session, seat)}
        return {entry.text for other in range(self.session.table.seats) if other != seat
                for entry in told(self.session, other)} - mine


@pytest.fixture(autouse=True)
def quick_computers(monkeypatch):
    monkeypatch.setattr(computer_seat, "THINK", 0.0)


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
def test_each_person_at_the_curtain_reads_every_move_since_their_own_last_turn_and_nothing_hidden(table):
    play = HandOvers(table)
    names = play.scene.names
    for seat, curtain in play.each_hand_over():
        assert seat in table.people and curtain.name == names[seat]
        assert words_for(play.session, seat).names == names  # the news names the seats as the table does
        assert curtain.news == play.expected(seat)
        assert not set(curtain.news) & play.told_only_to_others(seat)
        if seat in play.seen:
            assert curtain.news  # a person back at the screen always has news: others moved in between
        play.take_and_play()
    assert play.seen == table.people


def test_at_master_with_three_people_the_first_back_reads_the_others_and_the_computers_moves():
    """The case of the report: a person back at the screen reads what the second and the third person and the
    computer did (a set laid, a card discarded), not only what the person just before them did."""
    play = HandOvers(TABLES["master, three people and a computer"])
    for _ in range(3):
        assert play.next_curtain() is not None
        play.take_and_play()
    curtain = play.next_curtain()  # the first person again, after the second, the third and the computer
    assert curtain is not None and play.scene.curtain_for == 0
    for name in ("Player 2", "Player 3", "Computer 4"):
        assert any(line.startswith(f"{name} laid") or line.startswith(f"{name} discarded")
                   for line in curtain.news), curtain.news


def test_the_news_of_a_person_is_the_same_after_the_game_is_saved_and_continued(tmp_path: Path):
    spec = TABLES["master, three people and a computer"]
    play = HandOvers(spec)
    for _ in range(4):
        assert play.next_curtain() is not None
        play.take_and_play()
    before = play.next_curtain()
    assert before is not None and before.news
    path = saves.save(play.session, tmp_path / "master.json")
    continued = HandOvers(spec, saves.read(path))  # the table opened anew, as Continue opens it
    after = continued.stack.top
    assert isinstance(after, CurtainScene) and continued.scene.curtain_for == play.scene.curtain_for
    assert after.news == before.news


def test_long_news_shows_the_newest_lines_under_one_that_counts_the_rest():
    news = [f"Move {n}." for n in range(12)]
    shown = news_lines(news)
    assert len(shown) == MOST_NEWS and shown[1:] == news[-(MOST_NEWS - 1):]
    assert "6 more" in shown[0]
    assert news_lines(news[:MOST_NEWS]) == news[:MOST_NEWS]



@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
def test_a_person_who_left_in_the_middle_of_a_turn_reads_on_continuing_all_since_their_last_turn(table, tmp_path):
    """A person leaves the table halfway through a turn (a card played, the game still waiting for them): the curtain
    that Continue brings down for them tells what the others did since their last turn, as it did before, and what
    they had played since; not nothing, as if their card played were all that happened."""
    play = HandOvers(table)
    rules = play.session.ruleset
    for _ in range(30):
        curtain = play.next_curtain()
        assert curtain is not None, "no turn of more than one command came"
        seat, last = play.scene.curtain_for, play.last.get(play.scene.curtain_for, 0)
        read = curtain.news
        under_way = waiting(play.session, seat)  # said last while it lasts: told once answered
        click(play.stack, play.surface, (640, 360))
        assert play.scene.submit(play.bots[seat].choose(rules, play.session.view(seat)))
        frames_until(play.stack, play.surface, lambda: not play.scene.timeline.busy)
        if read and rules.to_act(play.session.state) == seat and not rules.is_over(play.session.state):
            break
        while rules.to_act(play.session.state) == seat and not rules.is_over(play.session.state):
            assert play.scene.submit(play.bots[seat].choose(rules, play.session.view(seat)))
            frames_until(play.stack, play.surface, lambda: not play.scene.timeline.busy)
    continued = HandOvers(table, saves.read(saves.save(play.session, tmp_path / "left.json")))
    after = continued.stack.top
    assert isinstance(after, CurtainScene) and continued.scene.curtain_for == seat
    kept = len(read) - len(under_way)
    assert after.news[:kept] == read[:kept]
    assert after.news == [entry.text for entry in told(play.session, seat) if entry.batch > last] + waiting(
        play.session, seat)


def waiting(session: Session[Any], seat: int) -> list[str]:
    """What is under way and awaits an answer, as the seat's curtain says it last (Master's steal)."""
    words = words_for(session, seat)
    return awaited(words, session.view(seat)) if words is not None else []


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
def test_the_tables_log_holds_nothing_told_only_to_the_person_who_left_the_screen(table):
    """The log beside the table kept the lines told to the person before ("Player 2 drew Memory wild."), so the
    next person read the cards drawn into another's hand; the screen changing hands reads the log again for its
    new holder."""
    play = HandOvers(table)
    for seat, _ in play.each_hand_over():
        click(play.stack, play.surface, (640, 360))
        assert play.scene.viewer == seat
        assert not set(play.scene.log_lines()) & play.told_only_to_others(seat)
        play.play_on(seat)
    assert play.seen == table.people
