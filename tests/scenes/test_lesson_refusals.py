"""What a lesson says when it refuses a move, and what it draws over its panel: a refusal says what is true now (the
step's hint while the step waits, said for the mouse and the keys; once it is made, to read its words and press
Next), a toast made stale by the step going on goes, and a card enlarged with its glossary, the hint and the toasts
are drawn over the lesson's panel, never under it."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import DO, TOLD, WATCH, LessonScene, settle
from game.ui.face_cache import forget_pictures
from game.ui.toasts import Toast
from game.words.lesson import BY_KEYS_CARD, WAIT
from tests.scenes.helpers import context, drag, frame, frames_until, key, tab_to_card
from tests.scenes.test_tutorial import TAUGHT, lesson_stack, make_step, play_until
from tests.scenes.test_tutorial_input import tab_to_button


def wrong_drop(stack, scene: LessonScene, surface: pygame.Surface) -> None:
    """A card of the hand the step does not ask for, dropped on the step's target (or where its card goes)."""
    alike = [getattr(command, "card", None) for command in scene.step.alike]
    other = next(card for card in scene.table.by_key if card not in (scene.step.card, scene.step.target, *alike)
                 and scene.table.slots[card].zone == "hand")
    place = scene._place(scene.step.target) if scene.step.target is not None else None
    assert place is not None
    drag(stack, surface, scene.table.by_key[other].rect.center, scene.ctx.viewport.rect(place).center)


def enter(stack, surface: pygame.Surface) -> None:
    """Enter, then a frame too short for the computer's answer to end."""
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    frame(stack, surface, 0.05)


def test_enter_while_the_computer_answers_an_end_of_turn_says_to_read_and_go_on_and_the_stale_hint_goes():
    """At Kenpo's step 3, End turn pressed again (by its key, E) while the computer played said 'Press "End
    turn"...' although the turn was handed over, and that toast stayed once Next was lit. While the computer's answer
    plays out the key waits; once it has, the press is refused with the words to read and go on."""
    stack, scene, surface = lesson_stack("kenpo")
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    wrong_drop(stack, scene, surface)
    assert [toast.message for toast in scene.table.toasts] == [scene.campaign.hint]
    make_step(stack, scene, surface)  # the step made: the hint's toast is no longer true
    assert scene.phase != DO and scene.table.toasts == []
    play_until(stack, scene, surface, lambda: scene.step.target == "End turn" and scene.phase == DO)
    tab_to_button(stack, surface, scene, "End turn")
    enter(stack, surface)
    assert scene.phase == WATCH
    table = scene.table
    assert table.timeline.busy and table.played_by != table.viewer  # the computer's answer plays out
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e"))  # End turn again (E)
    frame(stack, surface, 0.05)
    assert table.toasts == []  # the table does not show the person's turn yet: the key waits for it, saying nothing
    frames_until(stack, surface, lambda: not table.timeline.busy)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e"))
    frame(stack, surface, 0.05)  # once it does, the press is refused
    assert [toast.message for toast in table.toasts] == [WAIT]
    assert "Enter" in WAIT


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_refusal_once_the_step_is_made_says_to_read_its_words_and_press_next(ruleset_id):
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    wrong_drop(stack, scene, surface)
    said = scene.campaign.hint
    assert [toast.message for toast in scene.table.toasts] == [said] and said != WAIT
    command = scene.step.command
    assert command is not None
    scene.table.submit(command)
    frame(stack, surface, 0.0)
    assert said not in [toast.message for toast in scene.table.toasts]
    refused = scene.campaign.refused(command)
    assert refused is not None and refused.message == WAIT


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_card_enlarged_the_hint_and_the_toasts_are_drawn_over_the_lesson_panel(ruleset_id):
    """At Master Udo's lesson the card the keyboard rested on was enlarged under the panel, its glossary over it."""
    stack, scene, surface = lesson_stack(ruleset_id)
    drawn: list[str] = []
    painter = scene.table.painter
    for name in ("paint_cards", "paint_hints"):
        real = getattr(painter, name)
        setattr(painter, name, lambda surface, real=real, name=name: drawn.append(name) or real(surface))
    real_toasts = scene.table.paint_toasts
    scene.table.paint_toasts = lambda surface: drawn.append("toasts") or real_toasts(surface)
    real_panel = scene.words_panel.draw
    scene.words_panel.draw = lambda surface: drawn.append("panel") or real_panel(surface)
    scene.draw(surface)
    assert drawn == ["paint_cards", "panel", "paint_hints", "toasts"]


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_every_refusal_says_the_mouse_s_way_and_the_keys_and_fits_the_smallest_window_at_the_largest_text(
        ruleset_id):
    """The refusals said only "drag ...": a keyboard player was never told Tab and Enter."""
    settings.change(text_size="largest")
    forget_pictures()
    ctx, surface = context((1024, 600))
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    window = surface.get_rect()
    for number in range(len(scene.lesson.steps)):
        settle(scene, lambda: scene.phase != WATCH and scene._idle(), 30)
        scene.draw(surface)
        said = scene.campaign.hint
        if scene.step.command is not None:
            assert scene.step.hint in said and "Tab" in said and "Enter" in said, (number + 1, said)
        clear = scene.table.keep_clear() + scene.table.covered
        box = Toast(said, (640, 400)).box(ctx.viewport, window, clear)
        assert window.contains(box) and box.collidelist([ctx.viewport.rect(rect) for rect in clear]) < 0, (
            number + 1, box)
        if scene.step.command is not None:
            scene.table.submit(scene.step.command)
        settle(scene, lambda: scene.phase == TOLD, 30)
        if number < len(scene.lesson.steps) - 1:
            scene.next()


def test_a_refusal_s_keys_hold_where_enter_points_the_card_picked_up_at_the_lit_place_at_once():
    """At Kenpo's first attack, Enter on Front Kick points it at the lit square at once: the refusal said "Tab to the
    card, Enter, Tab to the lit place, Enter", and that Tab took the card off the lit square, so the last Enter was
    refused again. The keys' way says Tab only until the lit place is pointed at, which it may be already."""
    stack, scene, surface = lesson_stack("kenpo")
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    wrong_drop(stack, scene, surface)
    said = scene.campaign.hint
    assert said.endswith(BY_KEYS_CARD) and "until the lit place is pointed at" in said and "already" in said
    card = scene.step.card
    assert card is not None
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    key(stack, surface, pygame.K_RETURN)  # no Tab: the card points at the lit square already
    assert scene.phase != DO


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_refusal_s_toast_leaves_in_sight_the_lit_place_it_names(ruleset_id):
    """At Kenpo's first attack, a card dropped on the lit square ahead was refused with words drawn over that
    square, the very place they told the player to drop Front Kick on."""
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    wrong_drop(stack, scene, surface)
    frame(stack, surface)
    vp, window = scene.ctx.viewport, surface.get_rect()
    [toast] = scene.table.toasts
    box = toast.box(vp, window, scene.table.toasts_clear_of())
    place = scene._place(scene.step.target) if scene.step.target is not None else None
    assert place is not None and not box.colliderect(vp.rect(place))
