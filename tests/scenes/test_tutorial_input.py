"""Every lesson finished with the mouse alone (cards dragged, places and buttons clicked, Next and Finish clicked)
and with the keyboard alone (Tab to a card, Enter picks it up, Tab to its place, Enter lays it; Tab to a button or a
spot to click, Enter presses it; Enter for Next and Finish)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.engine.kenpo.geometry import START
from game.scenes.lesson_scene import DO, TOLD, LessonScene
from game.scenes.menu import MenuScene
from tests.scenes.helpers import aim_at, button_point, click, drag, frames_until, key, tab_to_card
from tests.scenes.test_tutorial import STEP, TAUGHT, lesson_stack, make_step, play_until

ALL_LESSONS = ["udo", "kai", "kenpo", "matcg", "dgm", "master"]


def test_every_game_but_none_has_a_lesson():
    assert sorted(TAUGHT) == sorted(ALL_LESSONS)


def target(scene: LessonScene) -> pygame.Rect:
    """The step's target, in design space."""
    place = scene._place(scene.step.target) if scene.step.target is not None else None
    assert place is not None, f"step {scene.index + 1}: its target {scene.step.target!r} is nowhere on the table"
    return place


def within(spots: list[Any], place: pygame.Rect) -> str:
    """The label of the spot (a place the held card may go, or a spot to click) lying most over `place`."""
    def overlap(spot: Any) -> int:
        common = pygame.Rect(spot.rect).clip(place)
        return common.w * common.h

    best = max(spots, key=overlap, default=None)
    assert best is not None and overlap(best) > 0, f"no spot the keyboard reaches lies over {place}: {spots}"
    return best.label  # type: ignore[no-any-return]


def table_button(scene: LessonScene, label: str) -> Any:
    return next((b for b in scene.table.buttons if b.label.startswith(label)), None)


def settle(stack: Any, surface: pygame.Surface, scene: LessonScene, index: int) -> None:
    frames_until(stack, surface, lambda: scene.index == index and scene.phase == TOLD, dt=STEP)
    assert scene.phase == TOLD, f"step {index + 1} was never explained"


def tab_to_button(stack: Any, surface: pygame.Surface | None, scene: LessonScene, label: str) -> None:
    for _ in range(len(scene.key_cards()) + len(scene.focusable()) + 1):
        found = scene.focus.find(scene.focusable())
        if found is not None and found.label.startswith(label) and not hasattr(found, "click"):
            return
        key(stack, surface, pygame.K_TAB)
    raise AssertionError(f"Tab never reached the button {label!r}")


def keyboard_step(stack: Any, surface: pygame.Surface | None, scene: LessonScene) -> None:
    """The step made by Tab and Enter; with no `surface` its keys' frames are not drawn (what the keyboard reaches is
    the scene's to say, not its picture's)."""
    step = scene.step
    if step.press is not None:
        tab_to_button(stack, surface, scene, step.press)
        key(stack, surface, pygame.K_RETURN)
    if step.card is not None:
        tab_to_card(stack, surface, step.card)
        key(stack, surface, pygame.K_RETURN)
        assert scene.focus.carrying() == step.card, f"step {scene.index + 1}: Enter did not pick the card up"
        aim_at(stack, surface, within(scene.key_targets(), target(scene)))
    elif table_button(scene, step.target or "") is not None:
        tab_to_button(stack, surface, scene, step.target or "")
    else:
        tab_to_card(stack, surface, within(scene.key_cards(), target(scene)))
    key(stack, surface, pygame.K_RETURN)


def finish(ruleset_id: str, make: Callable[[Any, pygame.Surface, LessonScene], None],
           advance: Callable[[Any, pygame.Surface, LessonScene], None]) -> None:
    """Plays the whole lesson, each step made by `make` and each explanation left by `advance`; it ends on the menu."""
    stack, scene, surface = lesson_stack(ruleset_id)
    for index, step in enumerate(scene.lesson.steps):
        if step.command is not None:
            assert scene.phase == DO
            logged = len(scene.campaign.session.log)
            make(stack, surface, scene)
            assert len(scene.campaign.session.log) > logged, f"step {index + 1}: the command was not made"
        settle(stack, surface, scene, index)
        advance(stack, surface, scene)
    assert isinstance(stack.top, MenuScene)


@pytest.mark.parametrize("ruleset_id", ALL_LESSONS)
def test_the_lesson_is_finished_with_the_mouse_alone(ruleset_id):
    finish(ruleset_id, lambda stack, surface, scene: make_step(stack, scene, surface),
           lambda stack, surface, scene: click(stack, surface, button_point(scene, "Finish" if scene.last else "Next")))


@pytest.mark.parametrize("ruleset_id", ALL_LESSONS)
def test_the_lesson_is_finished_with_the_keyboard_alone(ruleset_id):
    finish(ruleset_id, lambda stack, surface, scene: keyboard_step(stack, None, scene),  # the frames after it draw
           lambda stack, surface, scene: key(stack, surface, pygame.K_RETURN))  # Next (Finish after the last)


@pytest.mark.parametrize("ruleset_id", ["udo", "kenpo"])
def test_esc_puts_a_card_carried_by_the_keyboard_back_and_a_second_esc_asks_before_leaving_the_lesson(ruleset_id):
    from game.scenes.confirm import ConfirmScene

    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None,
               lambda stack, scene, surface: keyboard_step(stack, surface, scene))
    tab_to_card(stack, surface, scene.step.card)
    key(stack, surface, pygame.K_RETURN)
    assert scene.focus.carrying() == scene.step.card
    key(stack, surface, pygame.K_ESCAPE)
    assert stack.top is scene and scene.focus.carrying() is None and scene.table.drag is None
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, ConfirmScene) and stack.top.question == "Leave the lesson?"
    key(stack, surface, pygame.K_ESCAPE)  # Stay
    assert stack.top is scene
    key(stack, surface, pygame.K_ESCAPE)
    click(stack, surface, button_point(stack.top, "Leave"))
    assert isinstance(stack.top, MenuScene)


@pytest.mark.parametrize("ruleset_id", ALL_LESSONS)
def test_the_tables_menu_asks_the_lessons_question_as_esc_does(ruleset_id):
    from game.scenes.confirm import ConfirmScene

    stack, scene, surface = lesson_stack(ruleset_id)
    click(stack, surface, table_button(scene, "Menu").screen_rect(scene.ctx.viewport).center)
    assert isinstance(stack.top, ConfirmScene) and stack.top.question == "Leave the lesson?"


def lit_first(scene: LessonScene) -> pygame.Rect:
    """What the step lights for the player to use first (design space): its switch, else its card, else its target."""
    step = scene.step
    place = scene._place(step.press or step.card or step.target or "")
    assert place is not None, f"step {scene.index + 1} lights nothing to use"
    return place


@pytest.mark.parametrize("ruleset_id", ALL_LESSONS)
@pytest.mark.parametrize("first_key", [pygame.K_TAB, pygame.K_RETURN])
def test_the_keyboards_focus_starts_on_what_the_step_lights(ruleset_id, first_key):
    """At every step the player makes, the first Tab stops on the lit thing, and Enter with no focus uses it."""
    stack, scene, surface = lesson_stack(ruleset_id)
    for index, step in enumerate(scene.lesson.steps):
        if step.command is not None:
            key(stack, surface, first_key)
            if first_key == pygame.K_TAB:
                found = scene.focus.find([*scene.key_cards(), *scene.focusable()])
                assert found is not None and found.label == within([found], lit_first(scene)), f"step {index + 1}"
            elif step.card is not None:
                assert scene.focus.carrying() == step.card, f"step {index + 1}: Enter did not pick the card up"
            elif step.press is None:
                assert scene.campaign.made, f"step {index + 1}: Enter did not use the lit {step.target}"
            if not scene.campaign.made:
                if scene.focus.carrying() is not None:
                    key(stack, surface, pygame.K_ESCAPE)
                if first_key == pygame.K_RETURN and step.press is not None:  # Enter pressed the switch
                    click(stack, surface, scene.ctx.viewport.rect(target(scene)).center)
                else:
                    make_step(stack, scene, surface)
        settle(stack, surface, scene, index)
        key(stack, surface, pygame.K_RETURN)


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
@pytest.mark.parametrize("first_key", [pygame.K_TAB, pygame.K_RETURN])
def test_once_the_steps_switch_is_pressed_the_focus_moves_on_to_its_target(ruleset_id, first_key):
    """A step with a switch and a target: Enter presses the switch, then the focus is on the lit target, so the next
    Enter makes the step (as it does after a switch pressed with no focus, whose first Tab stops on the target)."""
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.phase == DO and scene.step.press is not None and scene._idle())
    if first_key == pygame.K_TAB:
        key(stack, surface, pygame.K_TAB)  # on the switch, which Enter presses
        key(stack, surface, pygame.K_RETURN)
    else:  # the switch pressed by its own key, the focus nowhere
        click(stack, surface, scene.ctx.viewport.rect(scene._place(scene.step.press)).center)
        key(stack, surface, pygame.K_TAB)
    found = scene.focus.find([*scene.key_cards(), *scene.focusable()])
    assert found is not None and found.label == within([found], target(scene))
    key(stack, surface, pygame.K_RETURN)
    assert scene.campaign.made


def test_once_a_step_is_explained_the_keyboards_focus_is_on_next():
    stack, scene, surface = lesson_stack("udo")
    key(stack, surface, pygame.K_RETURN)
    keyboard_step(stack, surface, scene)  # the card laid: the focus would go on to the card after it
    settle(stack, surface, scene, 1)
    assert scene.focus.find(scene.focusable()) is scene.own_buttons()[0]
    assert scene.own_buttons()[0].label == "Next"


def played_through(ruleset_id: str):
    """The game's lesson played to its last step, each step made and each explanation left with Enter."""
    stack, scene, surface = lesson_stack(ruleset_id)
    for index, step in enumerate(scene.lesson.steps):
        if step.command is not None:
            make_step(stack, scene, surface)
        settle(stack, surface, scene, index)
        if not scene.last:
            key(stack, surface, pygame.K_RETURN)
    return scene


@pytest.mark.parametrize("ruleset_id", ["kenpo", "matcg", "dgm", "master"])
def test_after_the_last_step_no_one_is_said_to_be_thinking(ruleset_id):
    """The lesson plays the computer's answers itself: once it is over, the table's status line does not wait for a
    computer that will never decide."""
    assert "thinking" not in played_through(ruleset_id).table.status_line()


def test_kenpos_lesson_ends_on_the_break_the_player_called_with_the_computer_to_play_next():
    table = played_through("kenpo").table
    assert table.state.seat == 1 and table.state.positions == START and table.state.fresh


def test_the_campaigns_tutorial_asks_which_hero_and_gives_kai_her_own_lesson():
    from game.games import game
    from game.scenes.choice import LessonChoiceScene
    from game.scenes.lesson import lesson_for
    from tests.scenes.test_tutorial import menu_stack

    stack, menu, surface = menu_stack()
    tutorial = next(b for b in menu.buttons if b.label == "Tutorial" and b.action.args[0].family == "udo")
    click(stack, surface, tutorial.screen_rect(menu.ctx.viewport).center)
    choice = stack.top
    assert isinstance(choice, LessonChoiceScene)
    assert [b.label for b in choice.buttons] == [game("udo").title, game("kai").title, "Back"]
    key(stack, surface, pygame.K_ESCAPE)  # Back: the menu again
    assert stack.top is menu
    click(stack, surface, tutorial.screen_rect(menu.ctx.viewport).center)
    click(stack, surface, button_point(stack.top, game("kai").title))
    lesson = stack.top
    assert isinstance(lesson, LessonScene) and lesson.lesson.steps == lesson_for(menu.ctx, "kai").steps
    assert lesson.campaign.session.ruleset.catalog.is_kai


def test_back_from_the_choice_after_yes_to_the_offer_opens_the_game():
    from game.scenes.confirm import ConfirmScene
    from tests.scenes.helpers import play_point
    from tests.scenes.test_tutorial import menu_stack

    stack, menu, surface = menu_stack()
    click(stack, surface, play_point(menu, "udo"))
    assert isinstance(stack.top, ConfirmScene)
    click(stack, surface, button_point(stack.top, "Yes"))
    click(stack, surface, button_point(stack.top, "Back"))
    assert stack.top is not menu and not isinstance(stack.top, LessonScene) and len(stack.scenes) == 2


def test_the_tutorial_screenshot_shows_the_card_the_keyboard_picked_up(tmp_path):
    """`screenshot --scene tutorial --tabs 1 --pick`: the first card, in focus, carried to its first place."""
    from game.tools.screenshot import render

    focused, picked = (render("kai", "tutorial", tmp_path / f"{pick}.png", 0, 2, (1024, 600), 0, tabs=1,
                              pick=pick) for pick in (False, True))
    assert pygame.image.load(str(focused)).get_at((760, 330)) != pygame.image.load(str(picked)).get_at((760, 330))


def make_alike(stack: Any, surface: pygame.Surface, scene: LessonScene) -> None:
    """Makes the step's move as the player may well make it instead (Step.alike): with the identical copy of its
    card, or a set's second card dragged onto its first."""
    step = scene.step
    if not step.alike:
        make_step(stack, scene, surface)
        return
    command, by_key = step.alike[0], scene.table.by_key
    if hasattr(command, "cards"):  # a set: the card dragged onto its partner in the hand
        start, end = by_key[command.cards[1]].rect.center, by_key[command.cards[0]].rect.center
    else:
        start, end = by_key[command.card].rect.center, scene.ctx.viewport.rect(target(scene)).center
    drag(stack, surface, start, end)
    assert scene.campaign.session.log and scene.campaign.made, f"step {scene.index + 1}: {command} was refused"


@pytest.mark.parametrize("ruleset_id", ["udo", "master"])
def test_a_step_takes_its_move_made_with_an_identical_copy_or_a_sets_cards_the_other_way_round(ruleset_id):
    assert any(step.alike for step in lesson_stack(ruleset_id)[1].lesson.steps)
    finish(ruleset_id, make_alike,
           lambda stack, surface, scene: click(stack, surface, button_point(scene, "Finish" if scene.last else "Next")))
