"""What a computer did, shown at every seated table (game.ui.shown), each test parametrised over the games: the
table is every game's `table` screenshot scene, waiting for the person at seat 0, with every other seat a computer
at the weakest level that answers at once."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.games import game
from game.scenes.base import Stack
from game.scenes.computer import ComputerSeat
from game.scenes.settings import SETTINGS_MARK
from game.tools.shooting import ShotRequest
from game.ui.drag import CardSprite
from game.ui.face_cache import pictures_drawn
from game.ui.shown import LOG_AHEAD
from game.ui.tween import GLIDE, scaled
from tests.scenes.helpers import WAITING, context, frame, frames_until, settled, still, watch_decisions
from tests.scenes.test_table_hint import SEATED, table


def with_computers(ruleset_id: str, shot: str = "table", players: int | None = None) -> tuple[
        Stack, pygame.Surface, Any]:
    """The screenshot scene `shot` (a table waiting for seat 0), every other seat a quick computer."""
    if shot == "table" and players is None:
        stack, surface, scene = table(ruleset_id)
    else:
        ctx, surface = context()
        stack = game(ruleset_id).tools().shots[shot](ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, players))
        frame(stack, surface, 0.0)
        scene = stack.top
    quick_computers(scene)
    return stack, surface, scene


def quick_computers(scene: Any) -> None:
    """Every seat of the table but the viewer's a computer at the game's weakest level, answering at once."""
    ruleset_id = scene.campaign.session.ruleset.id
    level = game(ruleset_id).bots().levels[0]
    scene.computers = {seat: ComputerSeat(ruleset_id, seat, level, scene.campaign.session.seed + seat, pause=0.0)
                       for seat in range(len(scene.names)) if seat != scene.viewer}


def the_computers_turn(stack: Stack, surface: pygame.Surface, scene: Any) -> None:
    """The person at the screen plays a legal command, then the computers play until it is the person's move again
    (or the game is over), and every card has landed."""
    session = scene.campaign.session
    assert scene.submit(session.legal(scene.viewer)[0])
    frames_until(stack, surface, lambda: session.ruleset.is_over(session.state)
                 or (session.ruleset.to_act(session.state) == scene.viewer and not scene.moving()))


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_each_command_of_a_computer_is_one_move_shown_and_lit_where_its_cards_landed(ruleset_id, monkeypatch):
    stack, surface, scene = with_computers(ruleset_id)
    decided = watch_decisions(monkeypatch)
    the_computers_turn(stack, surface, scene)
    assert decided, "no computer played"
    moves = scene.shown.moves
    assert [move.cards for move in moves] == [scene.played_cards(command) for _, command in decided]
    lit = scene.shown.places()
    for move in moves:  # each move lit: its cards still in sight where they lie, or its seat's place
        in_sight = [card for card in move.cards if card in scene.by_key]
        if in_sight:
            rects = [scene.by_key[card].rect for card in in_sight]
            assert all(any(rect == box for m, box in lit if m is move) for rect in rects)
        elif not move.cards:
            assert any(m is move for m, _ in lit)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_computers_moves_are_drawn_and_read_once_the_person_acts(ruleset_id, monkeypatch):
    stack, surface, scene = with_computers(ruleset_id)
    the_computers_turn(stack, surface, scene)
    assert scene.shown.places()
    still(stack, surface, 0.0)
    shown = pygame.image.tobytes(surface, "RGB")
    moves = list(scene.shown.moves)
    scene.shown.read()
    still(stack, surface, 0.0)
    assert pygame.image.tobytes(surface, "RGB") != shown  # the lights were drawn
    scene.shown.moves = moves
    session = scene.campaign.session
    scene.computers = {}  # nobody plays on: the person's command is the last
    assert scene.submit(session.legal(session.ruleset.to_act(session.state))[0])
    assert scene.shown.moves == []


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_log_keeps_every_line_and_page_up_reads_it_back_to_the_first(ruleset_id, monkeypatch):
    from game.ui import text

    stack, surface, scene = table(ruleset_id)
    said = [f"Line {k} of the turn." for k in range(1, 31)]
    scene.log_lines()[:] = said  # the list a table draws its log from (Kenpo's box of the computer's turn)
    monkeypatch.setattr(scene, "log_lines", lambda: said)  # and a table that makes its log afresh (Master's)
    drawn: list[str] = []
    real = text.render

    def render(line: str, size: int, color: Any, bold: bool = False) -> pygame.Surface:
        drawn.append(line)
        return real(line, size, color, bold)

    monkeypatch.setattr(text, "render", render)
    scene.draw(surface)
    assert said[-1] in drawn and said[0] not in drawn and any("earlier" in line for line in drawn)
    read = set(drawn)
    for _ in said[1:]:  # a line back a press, to the first
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
        drawn.clear()
        scene.draw(surface)
        read |= set(drawn)
    assert said[0] in drawn and not any("earlier" in line for line in drawn)
    assert all(line in read for line in said)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    drawn.clear()
    scene.draw(surface)
    assert any(f"{len(said) - 2} later" in line for line in drawn)  # one line forth again


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_lines_a_scroll_of_the_log_brings_into_sight_are_made_between_frames(ruleset_id, monkeypatch):
    """Reading the log back or forth repaints the table's still layer, the log in it: the lines that come into sight
    (or become the newest, brighter), and the words saying what is scrolled out, were made after the frame before."""
    stack, surface, scene = table(ruleset_id)
    said = [f"Line {k} of the turn, with a few more words." for k in range(1, 31)]
    scene.log_lines()[:] = said  # as the test above
    monkeypatch.setattr(scene, "log_lines", lambda: said)
    for key in (pygame.K_PAGEUP,) * (LOG_AHEAD + 1) + (pygame.K_PAGEDOWN,) * LOG_AHEAD:
        scene.draw(surface)
        for _ in range(1000):
            if not scene.ahead():
                break
        made = pictures_drawn()
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        scene.draw(surface)
        assert pictures_drawn() == made, pygame.key.name(key)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_at_instant_animations_a_computers_move_is_shown_whole_in_no_time(ruleset_id, monkeypatch):
    """Every beat of a computer's move lasts the player's animation speed times its length: at "instant", frames of
    no time at all show the computers' whole turn, and nothing is left moving."""
    settings.change(animation="instant")
    stack, surface, scene = with_computers(ruleset_id)
    decided = watch_decisions(monkeypatch)
    session = scene.campaign.session
    assert scene.submit(session.legal(scene.viewer)[0])
    rules = session.ruleset
    for _ in range(WAITING):  # each frame finds the decision asked for in it made
        if rules.is_over(session.state) or (decided and rules.to_act(session.state) == scene.viewer):
            break
        settled(stack, surface, 0.0)
    assert decided, "the computers' move never came: a beat of the person's took time"
    frame(stack, surface, 0.0)
    assert not scene.timeline.busy
    assert not any(sprite.moving for sprite in scene.by_key.values())


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_every_card_of_a_computers_turn_glides_for_the_one_glide_time_at_the_players_speed(ruleset_id, monkeypatch):
    settings.change(animation="slow")
    glides: list[float] = []
    real = CardSprite.glide

    def glide(self: CardSprite, *args: Any, **kwargs: Any) -> None:
        real(self, *args, **kwargs)
        if self.tween is not None:
            glides.append(self.tween.duration)

    monkeypatch.setattr(CardSprite, "glide", glide)
    stack, surface, scene = with_computers(ruleset_id)
    the_computers_turn(stack, surface, scene)
    assert glides and set(glides) == {scaled(GLIDE)}


WATCHING = {"Menu", SETTINGS_MARK, "History"}  # the buttons that do not act for the person at the screen


def enabled(scene: Any) -> set[str]:
    return {button.label for button in scene.buttons if button.enabled}


def the_computers_last_move(stack: Stack, surface: pygame.Surface, scene: Any) -> None:
    """The person at the screen plays a legal command, then frames of a fiftieth of a second each until the computers
    have played up to the person's move: the table still plays out the last computer's move."""
    session = scene.campaign.session
    assert scene.submit(session.legal(scene.viewer)[0])
    frames_until(stack, surface, lambda: session.ruleset.to_act(session.state) == scene.viewer, dt=0.02)
    assert scene.timeline.busy and scene.played_by != scene.viewer


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_person_acts_only_once_the_computers_move_has_played_out_on_the_table(ruleset_id):
    stack, surface, scene = with_computers(ruleset_id)
    the_computers_last_move(stack, surface, scene)
    assert not scene.acting and scene._legal() == []
    assert enabled(scene) <= WATCHING  # no Rest, End turn, step or Hint while the table shows the computer's turn
    frames_until(stack, surface, lambda: not scene.timeline.busy, dt=0.02)
    assert scene.acting and "Hint" in enabled(scene)  # the buttons offer the person's turn as the last beat ends


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_a_click_while_the_computers_move_plays_out_shows_the_persons_turn_and_its_buttons_at_once(ruleset_id):
    stack, surface, scene = with_computers(ruleset_id)
    the_computers_last_move(stack, surface, scene)
    scene._skip()  # what a press of the mouse's button does first (CardTable.handle)
    assert scene.acting and "Hint" in enabled(scene)
