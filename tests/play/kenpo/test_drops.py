"""The ring's drops (game.play.kenpo.drops.RingDrops), read off a view with no arena drawn: a drop on a square
names the card's move there, a square no move reaches says why, an effect card goes on the cards in play, and a
defence that may reduce several waiting attacks asks which."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command, Session
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.forecast import guard_options
from game.layout import layout
from game.layout.kenpo.ring import square_rect
from game.play.kenpo.drops import ONE_SQUARE, Choice, RingDrops, played_cards
from tests.scenes.kenpo.helpers import CATALOG, card, dealt

YELLOW = ("front_kick", "jab", "side_kick", "burst_of_speed", "block", "hard_block", "elbow_strike", "blitz")
RED = ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch", "hard_block")


class Ring:
    """What RingDrops reads of the arena (game.play.kenpo.drops.DroppingRing), for the seat at the screen."""

    def __init__(self, session: Session[Any], seat: int) -> None:
        ring = layout("ring")
        self.zones: dict[str, pygame.Rect] = {name: ring.zone(name) for name in ring.zones}
        self.session, self.viewer, self.catalog = session, seat, CATALOG
        self.state = session.view(seat)

    def _legal(self) -> list[Command]:
        return self.session.legal(self.viewer)


def at(ring: Ring, square: tuple[int, int]) -> tuple[float, float]:
    return square_rect(ring.zones, ring.viewer, square).center


def test_a_card_dropped_on_a_square_one_step_ahead_plays_with_the_move_forward():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    found = RingDrops(ring).command(card(0, "front_kick"), at(ring, (1, 1)))
    assert found == cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward")


def test_a_square_two_steps_away_says_a_fighter_moves_one_square_at_a_time():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    assert RingDrops(ring).command(card(0, "front_kick"), at(ring, (0, 2))) == ONE_SQUARE


def test_an_effect_card_dropped_on_the_cards_in_play_is_played_there_and_on_nothing_is_no_command():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    drops = RingDrops(ring)
    assert drops.command(card(0, "burst_of_speed"), ring.zones["my_table"].center) == \
        cmd.PlayCard(seat=0, card=card(0, "burst_of_speed"))
    assert drops.command(card(0, "burst_of_speed"), (2.0, 2.0)) is None


def two_waiting(move: str) -> tuple[Ring, RingDrops]:
    """Red's ring, and where its drops go, once Yellow has laid a Front Kick (making `move`) and a Jab and ended its
    turn: two attacks waiting."""
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move=move))
    session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
    session.submit(cmd.EndTurn(seat=0))
    ring = Ring(session, seat=1)
    return ring, RingDrops(ring)


def test_a_defence_that_may_reduce_two_waiting_attacks_asks_which():
    ring, drops = two_waiting("forward")
    found = drops.command(card(1, "block"), at(ring, (1, 2)))
    assert isinstance(found, Choice) and set(found.options) == {card(0, "front_kick"), card(0, "jab")}
    assert drops.against(found, card(0, "jab")) == cmd.PlayCard(seat=1, card=card(1, "block"), move=found.move,
                                                                target=card(0, "jab"))


def test_the_squares_a_card_may_go_to_are_worked_out_once_per_view():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    drops = RingDrops(ring)
    legal = ring._legal()
    ring._legal = lambda: legal  # type: ignore[method-assign]  # the same list, as the arena's for one moment
    first = drops.forecasts(card(0, "front_kick"))
    assert (1, 1) in first and drops.forecasts(card(0, "front_kick")) is first


def test_the_square_a_suggested_card_is_let_go_on_is_the_one_its_move_leads_to_and_back_to_a_command():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    drops = RingDrops(ring)
    kick = cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward")
    square = drops.square_for(kick)
    assert square == (1, 1) and drops.command(kick.card, at(ring, square)) == kick
    assert drops.square_for(cmd.PlayCard(seat=0, card=card(0, "burst_of_speed"))) is None  # onto the cards in play


def test_a_defence_whose_every_answer_scores_the_same_is_played_against_the_first_waiting_attack_unasked():
    ring, drops = two_waiting("none")
    # Standing still, two squares from the attacker, neither attack reaches: whichever the Block meets, nothing is
    # taken and nothing hit back.
    assert drops.command(card(1, "block"), at(ring, (1, 2))) == \
        cmd.PlayCard(seat=1, card=card(1, "block"), move="none", target=card(0, "front_kick"))
    # A step forward, next to the attacker: the kick blocked leaves 6 taken, the Jab blocked 7, so it asks.
    assert isinstance(drops.command(card(1, "block"), at(ring, (1, 1))), Choice)


def test_a_hard_block_hits_back_only_against_an_attack_that_would_deal_damage():
    for kick_move, hit_back in (("forward", 1), ("none", 0)):  # next to the Red fighter, or two squares away
        session = dealt(YELLOW, RED)
        session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move=kick_move))
        session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
        session.submit(cmd.EndTurn(seat=0))
        options = guard_options(CATALOG, session.view(1), 1, card(1, "hard_block"), "none")
        assert [option.hit_back for option in options.values()] == [hit_back, hit_back]


def test_the_places_a_held_card_may_be_let_go_on_are_named_for_the_keyboard():
    ring = Ring(dealt(YELLOW, RED), seat=0)
    drops = RingDrops(ring)
    squares = drops.places(card(0, "front_kick"))
    assert ("square (1, 1)", square_rect(ring.zones, 0, (1, 1))) in squares
    assert len(squares) == len(drops.forecasts(card(0, "front_kick")))
    assert drops.places(card(0, "burst_of_speed")) == [("your cards in play", ring.zones["my_table"])]
    ring._legal = lambda: []  # type: ignore[method-assign]  # not the player's turn: an effect card goes nowhere
    assert drops.places(card(0, "burst_of_speed")) == []


def test_a_card_played_is_the_one_card_of_the_hand_a_command_plays_and_the_buttons_play_none():
    jab = card(0, "jab")
    assert played_cards(cmd.PlayCard(seat=0, card=jab, move="forward")) == (jab,)
    assert played_cards(cmd.EndTurn(seat=0)) == () and played_cards(cmd.Rest(seat=0)) == ()
