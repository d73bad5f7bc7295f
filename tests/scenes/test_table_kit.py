"""The table kit (house style 16): every game's table has one shared base and holds its parts (game.scenes.seated,
game.scenes.turns, game.scenes.chaired); no table class grows past five classes in its MRO, and no scene says what
another must supply with a `NotImplementedError` stub. The turn controller, the chairs and the glide are read off
small fake tables, as their protocols describe them."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

import game.scenes as scenes
from game.layout.slot import Slot
from game.scenes.base import Push, Replace
from game.scenes.card_table import CardTable
from game.scenes.chaired import Chairs
from game.scenes.glide import Glide
from game.scenes.hotseat import HotSeat
from game.scenes.lesson_scene import idle
from game.scenes.turns import HAND_OVER, Turns
from game.ui.drag import CardSprite
from game.ui.timeline import Beat, Timeline

MOST_CLASSES = 5  # its own class, the kit, the card table, TableScene and Scene


def test_no_table_class_has_more_than_five_classes_in_its_mro():
    grown = []
    for found in pkgutil.walk_packages(scenes.__path__, "game.scenes."):
        module = importlib.import_module(found.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and (hasattr(cls, "draw") or hasattr(cls, "handle")):
                classes = [c for c in cls.__mro__ if c is not object]
                if len(classes) > MOST_CLASSES:
                    grown.append(f"{cls.__module__}.{cls.__name__}: {len(classes)}")
    assert grown == []


def test_no_scene_module_stubs_what_another_must_supply():
    folder = Path(scenes.__file__).parent
    stubbed = [str(path.relative_to(folder)) for path in sorted(folder.rglob("*.py"))
               if "raise NotImplementedError" in path.read_text(encoding="utf-8")]
    assert stubbed == []


# ----- the turn controller --------------------------------------------------------------------------


class Rules:
    def __init__(self) -> None:
        self.over, self.turn = False, 1

    def is_over(self, state: Any) -> bool:
        return self.over

    def to_act(self, state: Any) -> int | None:
        return None if self.over else self.turn


class Computer:
    """A computer's seat whose decision the engine refuses."""

    seat = 1

    def poll(self, rules: Any, view: Any, dt: float) -> str:
        return "refused"


class Table:
    """What Turns reads of a table (game.scenes.turns.TurnTable), with a computer at seat 1 and one person at 0."""

    def __init__(self) -> None:
        self.rules = Rules()
        session = SimpleNamespace(ruleset=self.rules, state="state", seed=1, view=lambda seat: "view",
                                  legal=lambda seat: ["first", "last"])
        self.campaign = SimpleNamespace(session=session)
        self.viewer = 0
        self.names = ("Ann", "Computer")
        self.seats = SimpleNamespace(fallback=lambda legal: legal[-1])
        self.outcome: Any = None
        self.played: list[str] = []
        self.results = 0
        self.coming: str | None = None  # the scene that takes the table's place, once declared
        self.closed = False
        self.turns = Turns(self)  # type: ignore[arg-type]  # a fake of only what these tests reach
        self.turns.sit({1: Computer()}, frozenset({0}))  # type: ignore[dict-item]

    def submit(self, command: str, at: Any = None) -> bool:
        self.played.append(command)
        return command != "refused"

    def _result(self) -> str:
        self.results += 1
        return "the result"

    def _next_scene(self) -> Any:
        coming = self.coming
        return None if coming is None else lambda: coming

    def _close(self) -> None:
        self.closed = True


def test_a_computers_refused_command_is_followed_by_the_one_its_seats_fall_back_on():
    table = Table()
    assert table.turns.due()
    table.turns.next(0.1)
    assert table.played == ["refused", "last"]


def test_the_result_of_a_game_over_is_shown_once():
    table = Table()
    table.rules.over = True
    assert table.turns.due()
    table.turns.next(0.1)
    assert isinstance(table.outcome, Push) and table.outcome.scene == "the result" and table.result_shown
    table.outcome = None
    table.turns.next(0.1)
    assert table.outcome is None and table.results == 1 and not table.turns.due()


def test_a_table_whose_moment_ends_its_part_is_shown_a_while_then_the_next_scene_takes_its_place():
    """The campaign's board: a fight over is shown HAND_OVER seconds, then the next master's choice replaces it."""
    table = Table()
    table.rules.over = True
    table.coming = "the next master"
    assert not table.turns.due()  # the wait shows the same picture: the window rests, its looks counting the time
    table.turns.next(HAND_OVER - 0.5)
    assert table.outcome is None and not table.closed and table.results == 0
    table.coming, table.rules.over = None, False  # taken back meanwhile: the wait starts again once it comes again
    table.turns.next(0.1)
    table.coming, table.rules.over = "the next master", True
    table.turns.next(HAND_OVER - 0.5)
    assert table.outcome is None
    table.turns.next(0.5)
    assert isinstance(table.outcome, Replace) and table.outcome.scene == "the next master" and table.closed


def test_a_game_over_with_no_result_to_read_is_done_with_once():
    """An open table (a replay's) shows no result, and rests once the game is over."""
    table = Table()
    table.rules.over = True
    table._result = lambda: None  # type: ignore[method-assign,assignment]
    table.turns.next(0.1)
    assert table.outcome is None and not table.turns.due()


# ----- the chairs -------------------------------------------------------------------------------------


def chaired(people: frozenset[int], open_table: bool = False, curtain: bool = True) -> Any:
    """A table of two chairs, the computer in those not in `people`, as Chairs reads it (ChairedTable)."""
    session = SimpleNamespace(ruleset=SimpleNamespace(id="matcg", to_act=lambda state: 0, is_over=lambda state: False),
                              state="state", seed=1)
    table = SimpleNamespace(campaign=SimpleNamespace(session=session), state=SimpleNamespace(over=False), viewer=0,
                            names=("Ann", "Bob"), curtain_for=None, claimed=False,
                            timeline=SimpleNamespace(busy=False), played_by=None)

    def sit(computers: dict[int, Any], seated: frozenset[int]) -> None:
        table.computers, table.hotseat = computers, HotSeat(seated, curtain)

    table.turns = SimpleNamespace(sit=sit)
    seating = SimpleNamespace(people=people, open=open_table, names=table.names,
                              computers={seat: "easy" for seat in (0, 1) if seat not in people})
    table.seats = Chairs(table, seating)
    table.seats.seat()
    return table


def test_a_shared_screen_shows_no_hand_until_a_person_has_taken_it():
    table = chaired(frozenset({0, 1}))
    assert table.seats.hide_hand() and not table.seats.acting()
    table.claimed = True
    assert not table.seats.hide_hand() and table.seats.acting() and table.seats.mine(0)


def test_one_person_against_the_computer_sees_their_hand_at_once_and_an_open_table_hides_none():
    alone = chaired(frozenset({0}))
    assert alone.claimed and not alone.seats.hide_hand() and alone.seats.acting()
    assert alone.seats.thinking() is None and set(alone.computers) == {1}
    watched = chaired(frozenset({0, 1}), open_table=True)
    assert not watched.seats.hide_hand()


def test_the_person_acts_once_the_computers_move_has_played_out_and_while_their_own_plays():
    table = chaired(frozenset({0}))
    table.timeline.busy, table.played_by = True, 1  # the computer's command still shown
    assert not table.seats.acting()
    table.timeline.busy = False
    assert table.seats.acting()
    table.timeline.busy, table.played_by = True, 0  # the person acted since: the beats are their own
    assert table.seats.acting()


def test_the_person_who_takes_the_screen_has_nothing_to_undo_and_their_hand_shown_from_its_first_card():
    table = chaired(frozenset({0, 1}))
    forgotten: list[str] = []
    table.undo = SimpleNamespace(forget=lambda: forgotten.append("undo"))
    table.glide = SimpleNamespace(leaving=[CardSprite("gone", "card", (0.0, 0.0))])
    table.hand_first = 4  # the last person's row, turned
    table.seats.forget()
    assert table.claimed and forgotten == ["undo"] and table.glide.leaving == [] and table.hand_first == 0


# ----- the glide --------------------------------------------------------------------------------------


def gliding() -> Any:
    """Two cards in sight at the same place, as Glide reads a table (GlidingTable)."""
    table = SimpleNamespace(sprites=pygame.sprite.LayeredUpdates(), by_key={}, slots={}, clock=0.0,
                            timeline=SimpleNamespace(busy=False))
    for key in ("under", "over"):
        card = CardSprite(key, "card", (0.0, 0.0))
        card.rect = pygame.Rect(0, 0, 50, 70)
        table.sprites.add(card)
        table.by_key[key] = card
    table.glide = Glide(table)
    return table


def test_the_card_under_the_mouse_is_the_uppermost_of_those_in_sight_never_one_gliding_away():
    table = gliding()
    assert table.glide.top_sprite((10, 10)).key == "over"
    table.glide.leaving.append(table.by_key.pop("over"))
    assert table.glide.top_sprite((10, 10)).key == "under" and table.glide.moving()


def test_a_card_let_go_whose_slot_is_gone_leaves_the_table():
    table = gliding()
    CardTable._home(table, table.by_key["over"])  # (every card table's, as it reads the table's cards)
    assert "over" not in table.by_key and len(table.sprites) == 1


class Pawn:
    """A piece that glides besides the cards: it takes `left` seconds to arrive."""

    def __init__(self, left: float) -> None:
        self.left = left

    @property
    def moving(self) -> bool:
        return self.left > 0

    def advance(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def finish(self) -> None:
        self.left = 0.0


def beating(pawn: Pawn) -> tuple[Any, list[str]]:
    """A table of no cards playing two beats of a second's lead each, noting when each starts and when it applies."""
    told: list[str] = []

    def on_beat(beat: Beat[str], quick: bool = False) -> None:
        told.append(f"apply {beat.after}{' quick' if quick else ''}")

    table = SimpleNamespace(sprites=pygame.sprite.LayeredUpdates(), by_key={}, slots={}, clock=0.0, _on_beat=on_beat,
                            ctx=SimpleNamespace(viewport=None), timeline=Timeline("before", lambda event: (1.0, 0.0)))
    table.timeline.extend([Beat(None, "before", name, 1.0, 0.0) for name in ("one", "two")])
    table.glide = Glide(table, started=lambda beat: told.append(f"start {beat.after}"), pieces=[pawn])
    return table, told


def test_a_beat_with_a_lead_starts_what_it_shows_before_its_change_applies():
    table, told = beating(Pawn(0.0))
    table.glide.animate(0.5)
    assert told == ["start one"]
    table.glide.animate(0.6)
    assert told == ["start one", "apply one", "start two"]


def test_skipped_beats_each_start_then_apply_quickly():
    table, told = beating(Pawn(0.0))
    table.glide.animate(0.5)
    table.glide.skip()
    assert told == ["start one", "apply one quick", "start two", "apply two quick"]


def test_a_piece_glides_with_the_cards_keeps_the_table_moving_and_stands_in_place_at_a_skip():
    pawn = Pawn(1.0)
    table, _ = beating(pawn)
    table.glide.animate(0.25)
    assert pawn.left == 0.75 and table.glide.moving()
    table.glide.skip()
    assert not pawn.moving and not table.glide.moving()


def test_a_piece_stands_where_it_goes_when_the_window_changes_size():
    pawn = Pawn(1.0)
    table, _ = beating(pawn)
    table.glide.resized()
    assert not pawn.moving


def placing() -> Any:
    """A table with one card in sight, `gone`, that the next view no longer shows."""
    table = SimpleNamespace(sprites=pygame.sprite.LayeredUpdates(), by_key={}, slots={}, clock=0.0, drag=None,
                            timeline=SimpleNamespace(busy=False))
    table.glide = Glide(table)
    table.glide.place({"gone": Slot(0.0, 0.0, 50.0, 70.0, 1, "table")}, True, card)
    return table


def card(key: str, pos: tuple[float, float], size: tuple[float, float]) -> CardSprite:
    return CardSprite(key, "card", pos, size)


def test_a_card_coming_into_sight_starts_where_the_game_says_then_glides_to_its_slot():
    table = placing()
    slots = {"new": Slot(100.0, 100.0, 50.0, 70.0, 1, "hand")}
    table.glide.place(slots, False, card, came_from=lambda key, slot: ((0.0, 300.0), (25.0, 35.0)))
    new = table.by_key["new"]
    assert new.pos == (0.0, 300.0) and new.size == (25.0, 35.0) and new.moving and table.slots == slots


def test_a_card_leaving_sight_glides_where_the_game_says_and_goes_once_there():
    table = placing()
    gone = table.by_key["gone"]
    table.glide.place({}, False, card, goes_to=lambda key: ((400.0, 0.0), (60.0, 84.0)))
    assert table.by_key == {} and table.glide.leaving == [gone] and gone.moving and gone.alive()


def test_a_card_leaving_sight_goes_at_once_when_held_or_when_the_game_sends_it_nowhere():
    table = placing()
    table.drag = SimpleNamespace(sprite=table.by_key["gone"])
    table.glide.place({}, False, card, goes_to=lambda key: ((400.0, 0.0), (60.0, 84.0)))
    assert table.glide.leaving == [] and len(table.sprites) == 0
    unsent = placing()
    unsent.glide.place({}, False, card)
    assert unsent.glide.leaving == [] and len(unsent.sprites) == 0


def test_a_lesson_waits_while_a_card_glides_out_of_sight_or_a_piece_glides():
    table = placing()
    table.glide.place({}, False, card, goes_to=lambda key: ((400.0, 0.0), (60.0, 84.0)))
    assert not idle(table)  # the card on its way to the discards
    table.glide.leaving[0].finish()
    table.glide.leaving.clear()
    assert idle(table)
    pawn = Pawn(1.0)
    paced, _ = beating(pawn)
    paced.timeline = SimpleNamespace(busy=False)
    assert not idle(paced)
    pawn.finish()
    assert idle(paced)
