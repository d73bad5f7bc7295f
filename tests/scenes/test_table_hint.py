"""The Hint and the playable cards at every seated table (game.scenes.hinting, game.ui.playable), each test
parametrised over the games: the table is every game's `table` screenshot scene, waiting for the person at the
screen."""

from __future__ import annotations

import pickle
from typing import Any

import pygame
import pytest

from game.engine.core import Command, Session
from game.files import settings
from game.games import game
from game.scenes import worker
from game.scenes.advice import SEND_WAIT
from game.scenes.base import Stack
from game.tools.screenshot import render
from game.tools.shooting import ShotRequest
from game.ui import palette
from tests.scenes.helpers import button_point, click, context, focused_card, frame, still, watch_decisions

SEATED = ("kenpo", "matcg", "dgm", "master")  # the tables built on game.scenes.seated
WAIT = 120.0  # seconds a hint may take on a busy machine


def table(ruleset_id: str, size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, Any]:
    ctx, surface = context(size)
    stack = game(ruleset_id).tools().shots["table"](ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, None))
    frame(stack, surface, 0.0)
    return stack, surface, stack.top


def press(stack: Stack, surface: pygame.Surface, key: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    frame(stack, surface, 0.0)


def hinted(stack: Stack, surface: pygame.Surface, scene: Any) -> Command:
    press(stack, surface, pygame.K_h)
    assert scene.hint.wait(WAIT)
    frame(stack, surface, 0.0)
    command = scene.hint.bot.command
    assert command is not None
    return command


def cards_of(command: Command) -> tuple[str, ...]:
    """The cards of the hand a command plays, read off the command itself."""
    cards = getattr(command, "cards", None)
    if isinstance(cards, tuple):
        return cards
    card = getattr(command, "card", None)
    return (card,) if isinstance(card, str) and card else ()


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_h_asks_the_strongest_bot_for_a_legal_command_of_the_seat_in_turn_from_its_own_view(ruleset_id, monkeypatch):
    stack, surface, scene = table(ruleset_id)
    session: Session[Any] = scene.campaign.session
    seat = session.ruleset.to_act(session.state)
    assert seat == scene.viewer
    seen = watch_decisions(monkeypatch)
    command = hinted(stack, surface, scene)
    assert command in session.legal(seat)
    assert [view for view, _ in seen] == [session.view(seat)]  # the search read that seat's view, nothing else
    assert scene.campaign.assisted  # kept with the game: Records tells it


@pytest.mark.parametrize("key", [pygame.K_h, pygame.K_RETURN])
@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_hint_shown_is_played_with_one_key(ruleset_id, key):
    stack, surface, scene = table(ruleset_id)
    session: Session[Any] = scene.campaign.session
    command = hinted(stack, surface, scene)
    expected = Session(session.ruleset, session.seed, list(session.batches), dict(session.notes), session.table)
    assert expected.submit(command).ok
    press(stack, surface, key)
    assert session.state == expected.state
    assert not scene.hint.bot.active


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_with_a_hint_shown_enter_takes_the_hint_not_the_card_in_focus(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    session: Session[Any] = scene.campaign.session
    press(stack, surface, pygame.K_TAB)
    assert focused_card(scene) is not None  # Enter would pick this card up, were no hint shown
    command = hinted(stack, surface, scene)
    expected = Session(session.ruleset, session.seed, list(session.batches), dict(session.notes), session.table)
    assert expected.submit(command).ok
    press(stack, surface, pygame.K_RETURN)
    assert scene.drag is None and session.state == expected.state


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_hint_button_asks_and_then_takes_the_hint(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    session: Session[Any] = scene.campaign.session
    before = session.state
    click(stack, surface, button_point(scene, "Hint"))
    assert scene.hint.wait(WAIT)
    frame(stack, surface, 0.0)
    assert scene.hint.bot.command is not None
    click(stack, surface, button_point(scene, "Take hint"))
    assert session.state is not before


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_esc_puts_the_hint_away_and_the_game_stays_where_it_was(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    before = scene.campaign.session.state
    hinted(stack, surface, scene)
    press(stack, surface, pygame.K_ESCAPE)
    assert not scene.hint.bot.active and scene.campaign.session.state is before
    assert stack.top is scene  # Esc went to the hint, not to the menu


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_hint_button_says_what_each_key_did_before_the_next_frame(ruleset_id):
    stack, surface, scene = table(ruleset_id)

    def key(code: int) -> set[str]:
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
        return {button.label for button in scene.buttons}

    assert "Thinking..." in key(pygame.K_h)
    assert "Hint" in key(pygame.K_ESCAPE)
    hinted(stack, surface, scene)
    assert "Hint" in key(pygame.K_ESCAPE)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_a_hint_asked_again_after_one_stopped_sends_a_new_bot_but_not_the_rules_again(ruleset_id, monkeypatch):
    stack, surface, scene = table(ruleset_id)
    sent: list[int] = []  # the bytes of each job sent to the thinking process
    post = worker._Worker.post

    def counted(self: Any, message: tuple[Any, ...]) -> bool:
        if message[0] == "job":
            sent.append(len(message[2]))
        return post(self, message)

    monkeypatch.setattr(worker._Worker, "post", counted)
    for _ in range(3):  # ask, stop, ask again, each job sent as once its frame is shown (Hint.send), with no frame
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))  # (no answer taken in)
        scene.hint.bot.send()
    assert scene.hint.bot.thinking and len(sent) == 2
    assert sent[1] < len(pickle.dumps(scene.campaign.rules)) < sent[0]
    assert scene.hint.wait(WAIT)
    frame(stack, surface, 0.0)
    assert scene.hint.bot.command in scene.campaign.session.legal(scene.viewer)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_frame_of_h_shows_the_hint_looked_for_and_its_job_is_sent_once_that_frame_is_shown(ruleset_id,
                                                                                                 monkeypatch):
    stack, surface, scene = table(ruleset_id)
    sent: list[str] = []
    post = worker._Worker.post
    monkeypatch.setattr(worker._Worker, "post", lambda self, message: (sent.append(message[0]), post(self, message))[1])
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    stack.update(0.0)
    stack.draw(surface)
    assert scene.hint.bot.thinking and "job" not in sent
    assert any(button.label == "Thinking..." for button in scene.buttons)
    for _ in range(8):  # the time after a frame may go first to the collector or to memory handed back
        stack.after_frame(1 / 60)
        if sent:
            break
    assert sent.count("job") == 1
    assert scene.hint.wait(WAIT)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_frames_that_leave_no_time_send_the_job_themselves_only_once_send_wait_of_them_went_by(ruleset_id,
                                                                                                monkeypatch):
    """The first hint of a game sends its rules too (up to a millisecond): a frame sends it only when SEND_WAIT frames
    in a row left no time for it (the collector's pass or memory handed back took that time, or a busy machine)."""
    stack, surface, scene = table(ruleset_id)
    sent: list[str] = []
    post = worker._Worker.post
    monkeypatch.setattr(worker._Worker, "post", lambda self, message: (sent.append(message[0]), post(self, message))[1])
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    for _ in range(SEND_WAIT):  # the frame of H, then frames with no time after them
        stack.update(0.0)
        stack.draw(surface)
    assert scene.hint.bot.thinking and "job" not in sent
    stack.update(0.0)
    assert sent.count("job") == 1
    assert scene.hint.wait(WAIT)


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_a_hint_that_comes_in_between_frames_is_taken_in_after_the_next_frame_which_shows_it_with_no_picture_drawn(
        ruleset_id, monkeypatch):
    """An answer that comes in while the window waits for its next frame is taken in the time that frame leaves
    (TableHint.ahead: its card laid faintly, its words and the Take hint button made), so neither that frame nor the
    one that shows the hint draws a picture; after a frame that leaves no such time, the next frame takes it in."""
    from game.scenes import advice
    from game.ui.face_cache import pictures_drawn
    from tests.scenes.gate import Gate, gated_bot

    monkeypatch.setattr(advice, "make_bot", gated_bot)  # no answer before the test lets it come in
    for spare in (1 / 60, 0.0):
        stack, surface, scene = table(ruleset_id)
        with Gate() as gate:
            stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
            frame(stack, surface, 0.0)  # the job sent once the frame of H is shown
            gate.open()
            assert scene.hint.bot._thinker.wait(WAIT)  # come in as the window waits, not taken in yet
        drawn = pictures_drawn()
        stack.update(0.0)
        stack.draw(surface)
        assert scene.hint.bot.thinking and not scene.hint.shown and pictures_drawn() == drawn, spare
        stack.after_frame(spare)
        assert scene.hint.shown == (spare > 0), spare
        drawn = pictures_drawn()
        stack.update(0.0)
        stack.draw(surface)
        assert scene.hint.shown and (pictures_drawn() == drawn or not spare), spare
        scene.hint.dismiss()


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_frame_of_h_draws_no_picture_once_the_table_has_rested(ruleset_id):
    """What pressing H first shows (the Hint button saying Thinking..., the line over the status line) is set in the
    time the frames before it left (TableHint.ahead), so that frame only blits it."""
    from game.ui import text
    from game.ui.face_cache import forget_pictures, pictures_drawn

    forget_pictures()  # nothing kept from the tests before, the lines of text (kept at any text size) too
    text.TEXTS.clear()
    stack, surface, scene = table(ruleset_id)
    frame(stack, surface, 0.0)
    drawn = pictures_drawn()
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    stack.update(0.0)
    stack.draw(surface)
    assert scene.hint.bot.thinking and pictures_drawn() == drawn
    scene.hint.dismiss()


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_hint_shows_its_card_or_button_and_changes_the_picture(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    still(stack, surface, 0.0)
    plain = surface.copy()
    command = hinted(stack, surface, scene)
    still(stack, surface, 0.0)
    shown = scene.hint.suggested()
    assert shown.words
    labels = [button.label for button in scene.buttons]
    assert (shown.card in cards_of(command) and shown.card in scene.by_key) or shown.button in labels \
        or shown.place is not None
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("ruleset_id", SEATED)
def test_the_cards_of_the_hand_are_lit_exactly_when_a_legal_command_plays_them(ruleset_id, colour_blind):
    settings.change(colour_blind=colour_blind)
    stack, surface, scene = table(ruleset_id)
    session: Session[Any] = scene.campaign.session
    playable = {card for command in session.legal(scene.viewer) for card in cards_of(command)}
    hand = [key for key, slot in scene.slots.items() if slot.zone in scene.hand_zones and key in scene.by_key]
    assert hand
    assert scene.lit.playable() == frozenset(playable)
    still(stack, surface, 0.0)
    vp = scene.ctx.viewport
    for key in hand:
        sprite = scene.by_key[key]
        x, y = sprite.rect.centerx, sprite.rect.y + sprite.rect.h * 3 // 4
        own = sprite.image.get_at((x - sprite.rect.x, y - sprite.rect.y))[:3]
        assert (surface.get_at((x, y))[:3] == own) == (key in playable), key  # the others are veiled
        radius = max(6, vp.px(11))
        tick = (sprite.rect.right - radius // 2, sprite.rect.top + radius // 2 + radius * 7 // 10)
        ticked = tuple(surface.get_at(tick)[:3]) == palette.HIGHLIGHT
        assert ticked == (colour_blind and key in playable), key


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_nothing_is_lit_or_hinted_while_the_person_at_the_screen_may_not_act(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    scene.campaign.seat = (scene.viewer + 1) % scene.campaign.session.table.seats  # the other seat watches
    assert scene._legal() == []
    assert scene.lit.playable() is None
    press(stack, surface, pygame.K_h)
    assert not scene.hint.bot.active and not scene.campaign.assisted


@pytest.mark.parametrize("ruleset_id", ["udo", "kai", *SEATED])
def test_the_hint_scene_differs_from_the_table_scene(ruleset_id, tmp_path):
    pictures = [pygame.image.load(str(render(ruleset_id, name, tmp_path / f"{name}.png", 1, 0, (1024, 600), 0)))
                for name in ("table", "hint")]
    assert pygame.image.tobytes(pictures[0], "RGB") != pygame.image.tobytes(pictures[1], "RGB")


@pytest.mark.parametrize("ruleset_id", ("kenpo", "matcg", "master"))  # their first hint lays a card somewhere
def test_the_card_suggested_laid_faintly_shows_nothing_of_what_lies_under_it(ruleset_id):
    """The card suggested was laid faintly over a veil that let what lies there show through it: Master's "Sport"
    read over the "Knowledge" of the discard pile's top card. Whatever lies there, the faint card looks the same."""
    stack, surface, scene = table(ruleset_id)
    hinted(stack, surface, scene)
    laid = scene.hint._laid(scene.hint.suggested())
    assert laid is not None
    at = laid[1].clip(surface.get_rect())
    pictures = []
    for under in (palette.TEXT, palette.INK):
        surface.fill(under, at)
        scene.hint.draw(surface)
        pictures.append(pygame.image.tobytes(surface.subsurface(at), "RGB"))
    assert pictures[0] == pictures[1]
