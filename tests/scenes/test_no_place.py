"""A card held with no place to go says so beside it at every table, with why in the engine's own words and how it
goes back (game.ui.no_place), whether the keyboard or the mouse holds it; each test parametrised over the games."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.engine.core import Command, Rejected
from game.games import game
from game.tools.shooting import ShotRequest
from game.ui import no_place
from tests.scenes.helpers import context, frame, key, press_and_hold, tab_to_card

TABLES = [("udo", "table"), ("kai", "table"), ("kenpo", "table"), ("matcg", "table"), ("dgm", "table"),
          ("master", "set_answer")]  # master: any card may be discarded on one's own turn, so only an answer has none
MOVES = 8  # the seat's moves played, at most, to reach a card that has no place


def opened(ruleset_id: str, shot: str) -> tuple[Any, pygame.Surface, Any]:
    ctx, surface = context()
    stack = game(ruleset_id).tools().shots[shot](ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, None))
    frame(stack, surface, 0.0)
    if stack.top.drag is not None:  # a picture of a card being carried (Master's answer): let go of it off its places
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(1, 0, 0)))
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1))
        frame(stack, surface)
    assert stack.top.drag is None
    return stack, surface, stack.top


def has_no_place(stack: Any, surface: pygame.Surface, scene: Any, card: str) -> bool:
    """Picked up by the keyboard, `card` has no place to go (the table lights none); put back either way."""
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    if scene.focus.carrying() != card:
        return False
    none = not scene.key_targets()
    key(stack, surface, pygame.K_ESCAPE)
    return none


def placeless(stack: Any, surface: pygame.Surface, scene: Any) -> str:
    """A card of the hand the keyboard may pick up that has no place now; the seat at the screen plays its first
    legal play of a card until one comes."""
    session = scene.campaign.session
    for _ in range(MOVES):
        for card in [spot.label for spot in scene.key_cards() if spot.label in scene.by_key]:
            if has_no_place(stack, surface, scene, card):
                return card
        seat = session.ruleset.to_act(session.state)
        plays = [c for c in session.legal(seat) if getattr(c, "card", None) in scene.by_key]
        assert plays, "the seat at the screen has no card to play"
        assert scene.submit(plays[0])
        for _ in range(20):
            frame(stack, surface)
        assert not session.ruleset.is_over(session.state)
    raise AssertionError(f"no card without a place in {MOVES} moves")


@dataclass
class Drawn:
    why: list[str]
    box: pygame.Rect
    card: pygame.Rect


def watched(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    seen: list[Drawn] = []
    draw = no_place.draw

    def spy(surface: pygame.Surface, vp: Any, card: pygame.Rect, why: list[str]) -> pygame.Rect:
        box = draw(surface, vp, card, why)
        seen.append(Drawn(list(why), box, card.copy()))
        return box

    monkeypatch.setattr(no_place, "draw", spy)
    return seen


def refusals(scene: Any, card: str) -> list[Rejected | None]:
    return [scene.campaign.session.refusal(command) for _, command in scene.no_place_attempts(card)]


@pytest.mark.parametrize(("ruleset_id", "shot"), TABLES)
def test_a_card_picked_up_by_the_keyboard_with_no_place_says_why_in_the_engines_words_beside_it(ruleset_id, shot,
                                                                                                  monkeypatch):
    stack, surface, scene = opened(ruleset_id, shot)
    card = placeless(stack, surface, scene)
    seen = watched(monkeypatch)
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    assert scene.focus.carrying() == card and scene.key_targets() == []
    refused = refusals(scene, card)
    assert refused and all(r is not None for r in refused)  # every play it could make is refused: truly no place
    drawn = seen[-1]
    assert drawn.why  # why, said
    messages = {r.message for r in refused if r is not None}
    assert all(any(line.endswith(message) for message in messages) for line in drawn.why)  # in the engine's words
    assert all(any(message in line for line in drawn.why) for message in messages)  # every reason said
    assert surface.get_rect().contains(drawn.box) and not drawn.box.colliderect(drawn.card)  # beside it, whole
    key(stack, surface, pygame.K_ESCAPE)
    told = len(seen)
    frame(stack, surface)
    assert scene.focus.carrying() is None and scene.drag is None and len(seen) == told  # put back: said no more


@pytest.mark.parametrize(("ruleset_id", "shot"), TABLES)
def test_a_card_held_by_the_mouse_with_no_place_says_why_wherever_it_is_carried(ruleset_id, shot, monkeypatch):
    stack, surface, scene = opened(ruleset_id, shot)
    card = placeless(stack, surface, scene)
    seen = watched(monkeypatch)
    start = scene.by_key[card].rect.center
    press_and_hold(stack, start, surface.get_rect().center)
    frame(stack, surface, 0.0)
    assert scene.drag is not None and scene.drag.sprite.key == card
    assert seen and seen[-1].why and not seen[-1].box.colliderect(seen[-1].card)


def test_a_card_with_a_place_says_nothing_of_having_none(monkeypatch):
    stack, surface, scene = opened("kenpo", "table")
    seen = watched(monkeypatch)
    card = scene.key_cards()[0].label
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    assert scene.focus.carrying() == card and scene.key_targets() and seen == []


@dataclass(frozen=True)
class Try(Command):
    place: str = ""


class Judge:
    """A session refusing each try with the reason it was given (an empty reason: played)."""

    def __init__(self, reasons: dict[str, str]):
        self.reasons = reasons

    def refusal(self, command: Try) -> Rejected | None:
        reason = self.reasons[command.place]
        return Rejected("no", reason) if reason else None


def test_one_reason_for_every_place_is_said_once_and_differing_reasons_each_with_their_places():
    same = Judge({"a": "Not now.", "b": "Not now."})
    assert no_place.reasons(same, [("Combo 1", Try(place="a")), ("Combo 2", Try(place="b"))]) == ["Not now."]
    differ = Judge({"a": "Needs an Arm.", "b": "Needs an Arm.", "c": "Cannot start a combo."})
    attempts = [("Combo 1", Try(place="a")), ("Combo 2", Try(place="b")), ("New combo", Try(place="c"))]
    assert no_place.reasons(differ, attempts) == ["Combo 1, Combo 2: Needs an Arm.",
                                                  "New combo: Cannot start a combo."]


def test_a_card_one_of_whose_plays_would_be_taken_has_no_reason_to_give():
    judge = Judge({"a": "Needs an Arm.", "b": ""})
    assert no_place.reasons(judge, [("Combo 1", Try(place="a")), ("New combo", Try(place="b"))]) == []


@pytest.mark.parametrize(("ruleset_id", "shot"), [("udo", "table"), ("matcg", "table")])
def test_a_card_held_with_no_place_asks_the_engine_why_once_however_many_frames_it_is_held(ruleset_id, shot,
                                                                                             monkeypatch):
    """Every frame the card was held asked the engine again for each of its plays' refusals: five frames asked five
    times."""
    stack, surface, scene = opened(ruleset_id, shot)
    card = placeless(stack, surface, scene)
    session = scene.campaign.session
    asked: list[Command] = []
    real = session.refusal

    def refusal(command: Command) -> Rejected | None:
        asked.append(command)
        return real(command)

    monkeypatch.setattr(session, "refusal", refusal)
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    for _ in range(5):
        frame(stack, surface)
    assert scene.focus.carrying() == card
    assert len(asked) <= len(scene.no_place_attempts(card))  # once, or not at all: asked when it was held before
