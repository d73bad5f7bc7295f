"""The lessons: each played to its end through the real table's input, a wrong drop that does not go on, nothing
saved or recorded, the first opening's offer made once and remembered, the Tutorial button, and the screenshot
scene of every step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.master import commands as master_cmd
from game.files import settings
from game.games import GAMES, game, members
from game.scenes.base import Stack
from game.scenes.choice import LessonChoiceScene
from game.scenes.confirm import ConfirmScene
from game.scenes.lesson import has_lesson, lesson_for
from game.scenes.lesson_scene import DO, TOLD, WATCH, LessonScene, at_step
from game.scenes.menu import OFFER, MenuScene
from game.tools.screenshot import drawn
from game.ui.shade import SHADE, outside, shade
from game.ui.viewport import Viewport
from tests.scenes.helpers import (
    SIZE,
    button_point,
    click,
    context,
    drag,
    frame,
    frames_until,
    key,
    play_point,
    press_and_hold,
    still,
)

TAUGHT = [entry.id for entry in GAMES if has_lesson(entry.id)]
STEP = 1.0  # the seconds of each frame a lesson is played on by, between moves: every glide ends within one, so
# a step is explained after a frame or two (frames of a tenth of a second drew each glide's way in ten pictures)


def test_the_lessons_this_build_has():
    """Kenpo has a lesson; a family that has none offers none."""
    assert "kenpo" in TAUGHT
    assert all(has_lesson(entry.id) == (entry.id in entry.front().lessons) for entry in GAMES)


def lesson_stack(ruleset_id: str, size: tuple[int, int] = SIZE) -> tuple[Stack, LessonScene, pygame.Surface]:
    ctx, surface = context(size)
    stack = Stack(MenuScene(ctx))
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    stack.scenes.append(scene)
    frame(stack, surface)
    return stack, scene, surface


def make_step(stack: Stack, scene: LessonScene, surface: pygame.Surface) -> None:
    """Makes the step's command as a player would: its switch pressed, then its card dragged onto its target, or its
    target clicked."""
    step = scene.step
    vp = scene.ctx.viewport
    if step.press is not None:
        click(stack, surface, vp.rect(scene._place(step.press)).center)
    place = scene._place(step.target) if step.target is not None else None
    assert place is not None, f"step {scene.index + 1}: its target {step.target!r} is nowhere on the table"
    end = vp.rect(place).center
    if step.card is not None:
        drag(stack, surface, scene.table.by_key[step.card].rect.center, end)
    else:
        click(stack, surface, end)


def play_until(stack: Stack, scene: LessonScene, surface: pygame.Surface, reached: Callable[[], bool],
               make: Callable[[Stack, LessonScene, pygame.Surface], None] | None = None) -> None:
    """Plays the lesson as a player would, each step made (by `make`, else with the mouse) and each explanation left
    with Enter, until `reached()`."""
    while not reached():
        key(stack, surface, pygame.K_RETURN) if scene.phase == TOLD else (make or make_step)(stack, scene, surface)
        frames_until(stack, surface, lambda: scene.phase in (DO, TOLD) and scene._idle(), dt=STEP)


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_every_step_is_made_through_the_table_and_the_lesson_ends_on_the_menu(ruleset_id):
    stack, scene, surface = lesson_stack(ruleset_id)
    steps = scene.lesson.steps
    assert 4 <= len(steps) <= 15  # a few minutes: a whole turn and its answer at most (and DGM's own, in two)
    for index, step in enumerate(steps):
        assert scene.index == index
        if step.command is not None:
            assert scene.phase == DO
            logged = len(scene.campaign.session.log)
            make_step(stack, scene, surface)
            assert len(scene.campaign.session.log) > logged, f"step {index + 1}: the command was not made"
        frames_until(stack, surface, lambda: scene.phase == TOLD, dt=STEP)
        assert scene.phase == TOLD, f"step {index + 1} was never explained"
        key(stack, surface, pygame.K_RETURN)  # Next (Finish after the last)
    assert isinstance(stack.top, MenuScene)


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_wrong_drop_snaps_back_with_the_hint_and_the_lesson_waits(ruleset_id):
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)  # the first step asking for a card
    index, logged = scene.index, len(scene.campaign.session.log)
    alike = [getattr(command, "card", None) for command in scene.step.alike]  # its identical copies would do
    other = next(card for card in scene.table.by_key if card not in (scene.step.card, scene.step.target, *alike)
                 and scene.table.slots[card].zone == "hand")
    target = scene.ctx.viewport.rect(scene._place(scene.step.target)).center
    drag(stack, surface, scene.table.by_key[other].rect.center, target)
    frame(stack, surface)
    assert (scene.index, scene.phase, len(scene.campaign.session.log)) == (index, DO, logged)
    assert [toast.message for toast in scene.table.toasts] == [scene.campaign.hint]
    assert scene.step.hint in scene.campaign.hint and "Tab" in scene.campaign.hint  # for the mouse and the keys
    drag(stack, surface, scene.table.by_key[other].rect.center, target)  # the same refusal again: still one toast
    frame(stack, surface)
    assert [toast.message for toast in scene.table.toasts] == [scene.campaign.hint]
    vp, table = scene.ctx.viewport, scene.table
    for toast in table.toasts:  # the hint hides neither the lesson's own words nor the status line
        clear = table.keep_clear() + table.covered
        assert toast.box(vp, surface.get_rect(), clear).collidelist([vp.rect(rect) for rect in clear]) < 0
    key(stack, surface, pygame.K_RETURN)  # Next is not lit until the step is made
    assert (scene.index, scene.phase) == (index, DO)


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_hint_a_wrong_drop_is_refused_with_is_set_while_the_player_reads_the_step(ruleset_id, monkeypatch):
    """The lesson refuses every move but its step's with the step's hint (LessonCampaign): its words are set in the
    time the frames leave, so the frame of a first refusal only draws them."""
    from game.ui import text

    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    frames_until(stack, surface, stack.still, dt=STEP)  # the player reads: frames with time to spare after each
    alike = [getattr(command, "card", None) for command in scene.step.alike]
    other = next(card for card in scene.table.by_key if card not in (scene.step.card, scene.step.target, *alike)
                 and scene.table.slots[card].zone == "hand")
    set_now: list[str] = []
    rendered = text._rendered
    monkeypatch.setattr(text, "_rendered", lambda words, *rest: set_now.append(words) or rendered(words, *rest))
    drag(stack, surface, scene.table.by_key[other].rect.center,
         scene.ctx.viewport.rect(scene._place(scene.step.target)).center)
    assert any(toast.message == scene.campaign.hint for toast in scene.table.toasts)
    assert not [words for words in set_now if words.strip() and words in scene.campaign.hint]


def menu_stack() -> tuple[Stack, MenuScene, pygame.Surface]:
    ctx, surface = context()
    menu = MenuScene(ctx)
    stack = Stack(menu)
    frame(stack, surface)
    return stack, menu, surface


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_card_let_go_over_skip_tutorial_is_a_drop_on_the_table_not_a_press(ruleset_id):
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    skip = next(b for b in scene.buttons if b.label == "Skip tutorial").screen_rect(scene.ctx.viewport).center
    index = scene.index
    drag(stack, surface, scene.table.by_key[scene.step.card].rect.center, skip)
    assert stack.top is scene and scene.index == index
    click(stack, surface, skip)  # a press of it asks, as Esc does, and Leave leaves
    assert isinstance(stack.top, ConfirmScene) and stack.top.question == "Leave the lesson?"
    click(stack, surface, button_point(stack.top, "Leave"))
    assert isinstance(stack.top, MenuScene)


def every_file(home: Path) -> dict[str, bytes]:
    return {str(path.relative_to(home)): path.read_bytes() for path in sorted(home.rglob("*"))
            if path.is_file() and path.name != "settings.json"}


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_lesson_writes_no_save_and_no_record_and_leaves_a_saved_game_alone(ruleset_id, private_home):
    from game.files import saves
    from game.tools.screenshot import played

    saves.save(played(ruleset_id, 3, 4))  # the player's own game in progress
    before = every_file(private_home)
    stack, scene, surface = lesson_stack(ruleset_id)
    for _ in scene.lesson.steps:
        if scene.step.command is not None:
            make_step(stack, scene, surface)
        frames_until(stack, surface, lambda: scene.phase == TOLD, dt=STEP)
        key(stack, surface, pygame.K_RETURN)
    assert isinstance(stack.top, MenuScene)
    assert every_file(private_home) == before


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_first_opening_offers_the_lesson_once_and_the_answer_is_remembered(ruleset_id):
    stack, menu, surface = menu_stack()
    family = game(ruleset_id).family
    click(stack, surface, play_point(menu, family))
    offer = stack.top
    assert isinstance(offer, ConfirmScene) and offer.question == OFFER
    click(stack, surface, button_point(offer, "No, thanks"))
    assert stack.top is not offer and not isinstance(stack.top, LessonScene) and stack.top is not menu
    settings.forget()  # a new start of the game
    assert family in settings.current().lessons_offered
    del stack.scenes[1:]
    menu.resume(None)
    click(stack, surface, play_point(menu, family))
    assert not isinstance(stack.top, ConfirmScene | LessonScene) and stack.top is not menu  # straight to the game


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_player_with_a_game_in_progress_is_not_offered_the_lesson(ruleset_id):
    from game.files import saves
    from game.tools.screenshot import played

    saves.save(played(ruleset_id, 3, 4))
    stack, menu, surface = menu_stack()
    click(stack, surface, play_point(menu, game(ruleset_id).family))
    assert not isinstance(stack.top, ConfirmScene | LessonScene) and stack.top is not menu
    assert game(ruleset_id).family in settings.current().lessons_offered


def choose_lesson(stack: Stack, surface: pygame.Surface, ruleset_id: str) -> None:
    """Where the family teaches several games, the lesson of `ruleset_id` is chosen (by its title)."""
    if isinstance(stack.top, LessonChoiceScene):
        click(stack, surface, button_point(stack.top, game(ruleset_id).title))


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_yes_gives_the_lesson_and_skipping_it_opens_the_game(ruleset_id):
    stack, menu, surface = menu_stack()
    ctx = menu.ctx
    click(stack, surface, play_point(menu, game(ruleset_id).family))
    click(stack, surface, button_point(stack.top, "Yes"))
    choose_lesson(stack, surface, ruleset_id)
    lesson = stack.top
    assert isinstance(lesson, LessonScene) and lesson.lesson.steps == lesson_for(ctx, ruleset_id).steps
    click(stack, surface, button_point(lesson, "Skip tutorial"))
    click(stack, surface, button_point(stack.top, "Leave"))
    assert stack.scenes[:1] == [menu] and len(stack.scenes) == 2
    assert type(stack.top) is type(game(ruleset_id).front().screens().open(ctx))


def test_the_menu_has_a_tutorial_button_for_each_game_with_a_lesson_and_it_opens_it():
    stack, menu, surface = menu_stack()
    ctx = menu.ctx
    tutorials = [b for b in menu.buttons if b.label == "Tutorial"]
    assert [b.action.args[0].id for b in tutorials] == [g.id for g in menu.shown() if has_lesson(g.id)]
    click(stack, surface, tutorials[0].screen_rect(ctx.viewport).center)
    choose_lesson(stack, surface, tutorials[0].action.args[0].id)
    assert isinstance(stack.top, LessonScene)
    assert tutorials[0].action.args[0].family in settings.current().lessons_offered  # no offer later
    key(stack, surface, pygame.K_ESCAPE)  # Esc leaves the lesson, back to the menu
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert stack.top is menu


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_words_a_step_opens_with_are_set_while_the_player_reads_the_last_step(ruleset_id, text_size,
                                                                                  monkeypatch):
    """And its panel is placed then too: at the Largest text, where the panel grows and is placed clear of what the
    player keeps in sight, placing it took a third of the frame that opens the step."""
    from game.scenes import lesson_panel
    from game.ui import text

    settings.change(text_size=text_size)
    stack, scene, surface = lesson_stack(ruleset_id)
    if scene.phase == DO:
        make_step(stack, scene, surface)
    frames_until(stack, surface, lambda: scene.phase == TOLD, dt=STEP)
    frames_until(stack, surface, stack.still, dt=0.0)  # the player reads: frames with time to spare after each
    set_now: list[str] = []
    rendered = text._rendered
    monkeypatch.setattr(text, "_rendered", lambda words, *rest: set_now.append(words) or rendered(words, *rest))
    placed_now: list[object] = []
    placed = lesson_panel.placed
    monkeypatch.setattr(lesson_panel, "placed", lambda *args: placed_now.append(args) or placed(*args))
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))  # Next
    stack.update(0.0)
    stack.draw(surface)  # the frame that opens the step
    words = scene.words_panel._lines(scene.step.say, scene.words_panel._room(scene.words_panel.rect))[1]
    assert scene.index == 1 and words and not set(set_now) & {*words, scene.words_panel._head(1)}
    assert placed_now == []


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_next_steps_words_are_the_first_thing_a_lesson_just_opened_makes_ahead(ruleset_id, monkeypatch):
    """A lesson opens on words to read, and Enter goes on: the first piece it makes in the time its frames leave
    (Scene.ahead, asked once a piece) is the next step's words, before the faces its table makes."""
    from game.ui import text

    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    stack.scenes.append(scene)
    for _ in range(50):  # the opening step's answer plays, with no time left after its frames
        if scene.phase == TOLD:
            break
        stack.update(STEP)
        stack.draw(surface)
    assert scene.phase == TOLD
    assert scene.ahead()  # one piece
    set_now: list[str] = []
    rendered = text._rendered
    monkeypatch.setattr(text, "_rendered", lambda words, *rest: set_now.append(words) or rendered(words, *rest))
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))  # Next
    stack.update(0.0)
    stack.draw(surface)
    words = scene.words_panel._lines(scene.step.say, scene.words_panel._room(scene.words_panel.rect))[1]
    assert scene.index == 1 and words and not set(set_now) & set(words)


def test_a_lesson_chosen_opens_without_reading_the_saves_and_they_are_read_when_the_menu_comes_back(monkeypatch):
    stack, menu, surface = menu_stack()
    tutorial = next(b for b in menu.buttons if b.label == "Tutorial" and len(members(b.action.args[0].family)) > 1)
    click(stack, surface, tutorial.screen_rect(menu.ctx.viewport).center)
    assert isinstance(stack.top, LessonChoiceScene)
    listed: list[str] = []
    read = MenuScene._listed
    monkeypatch.setattr(MenuScene, "_listed", lambda self, g: listed.append(g.family) or read(self, g))
    choose_lesson(stack, surface, tutorial.action.args[0].id)
    assert isinstance(stack.top, LessonScene) and listed == []  # the menu under the lesson is not drawn
    click(stack, surface, button_point(stack.top, "Skip tutorial"))
    click(stack, surface, button_point(stack.top, "Leave"))
    assert stack.top is menu and listed  # back at the menu: read again


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_screenshot_scene_shows_every_step(ruleset_id, tmp_path):
    from game.tools.screenshot import render, scene_names

    assert "tutorial" in scene_names(ruleset_id)
    ctx, surface = context()
    count = len(lesson_for(ctx, ruleset_id).steps)
    for number in range(1, count + 1):
        scene = at_step(ctx, lesson_for(ctx, ruleset_id), number)
        scene.draw(surface)  # (a table knows where some of its places are once it is drawn)
        assert scene.index == number - 1 and scene.phase in (DO, TOLD)
        if scene.step.command is not None:
            step = scene.step
            copies = [getattr(command, "card", None) for command in step.alike]  # identical copies, lit too
            parts = (step.card, step.press, step.target, *copies)
            assert scene.phase == DO and len(scene.lit()) == sum(part is not None for part in parts), f"step {number}"
    pictures = [render(ruleset_id, "tutorial", tmp_path / f"{n}.png", 0, n, (1024, 600), 0).read_bytes()
                for n in (1, count)]
    assert pictures[0] != pictures[1]


def test_rulesets_without_a_lesson_have_no_tutorial_scene():
    from game.tools.screenshot import scene_names

    for entry in GAMES:
        assert ("tutorial" in scene_names(entry.id)) == (entry.id in TAUGHT)


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_table_offers_no_undo_during_a_lesson(ruleset_id):
    """The lesson's game is never undone, so its table shows Undo and Redo greyed even after the player's move."""
    stack, scene, surface = lesson_stack(ruleset_id)
    first = next(index for index, step in enumerate(scene.lesson.steps) if step.command is not None)
    while scene.index < first:
        key(stack, surface, pygame.K_RETURN)
    make_step(stack, scene, surface)
    frames_until(stack, surface, lambda: scene.phase == TOLD)
    table_buttons = [b for b in scene.table.buttons if b.label in ("Undo", "Redo")]
    assert table_buttons, "the table has Undo and Redo buttons"
    assert not any(b.enabled for b in table_buttons)


def test_the_shade_round_the_lit_boxes_is_the_same_after_a_resize():
    """A window made smaller and larger again shades the table as a lesson opened at that size does."""
    ctx, surface = context()
    scene = at_step(ctx, lesson_for(ctx, "udo"), 2)
    stack = Stack(scene)
    still(stack, surface)
    assert scene.phase == DO
    for size in [(1024, 600), (1280, 720)]:
        surface = pygame.display.set_mode(size)
        ctx.viewport = Viewport(*size)
        stack.resized()
        still(stack, surface)
        resized = surface.copy()
        fresh = at_step(ctx, lesson_for(ctx, "udo"), 2)
        fresh.clock = scene.clock  # the ring round the lit boxes pulses
        drawn(Stack(fresh), surface)
        assert pygame.image.tobytes(resized, "RGB") == pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("colour", [(200, 100, 50), (10, 220, 90)])
def test_the_shade_darkens_all_but_the_lit_boxes_even_where_they_overlap_or_leave_the_window(colour):
    surface = pygame.Surface((100, 60))
    surface.fill(colour)
    shade(surface, [pygame.Rect(10, 10, 20, 20), pygame.Rect(20, 20, 20, 20), pygame.Rect(90, 50, 30, 30)])
    for lit in [(10, 10), (25, 25), (39, 39), (95, 55), (99, 59)]:
        assert surface.get_at(lit)[:3] == colour
    expected = [round(was * (255 - SHADE) / 255) for was in colour]
    for darker in [(60, 5), (0, 0), (9, 10), (30, 15), (15, 35), (89, 59), (99, 49)]:
        assert all(abs(got - want) <= 1 for got, want in zip(surface.get_at(darker)[:3], expected, strict=True))


boxes = st.builds(pygame.Rect, st.integers(-20, 60), st.integers(-20, 40), st.integers(0, 50), st.integers(0, 40))


@given(st.lists(boxes, max_size=6))
def test_the_parts_outside_the_holes_and_the_holes_cover_the_surface_once(holes):
    bounds = pygame.Rect(0, 0, 50, 30)
    parts = outside(bounds, holes)
    covered = [[0] * bounds.w for _ in range(bounds.h)]
    for part in parts:
        assert bounds.contains(part) and part.w > 0 and part.h > 0
        assert part.collidelist(holes) == -1
        for y in range(part.top, part.bottom):
            for x in range(part.left, part.right):
                covered[y][x] += 1
    for y in range(bounds.h):
        for x in range(bounds.w):
            in_hole = any(hole.collidepoint(x, y) for hole in holes)
            assert covered[y][x] == (0 if in_hole else 1)


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_the_steps_card_is_no_longer_lit_once_picked_up_only_where_it_goes(ruleset_id):
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.step.card is not None)  # the first step asking for a card
    sprite = scene.table.by_key[scene.step.card]
    before = scene.lit()
    assert pygame.Rect(sprite.rect) in before
    target = scene.ctx.viewport.rect(scene._place(scene.step.target))
    press_and_hold(stack, sprite.rect.center, target.center)
    frame(stack, surface, 0.0)
    lit = scene.lit()  # only where it goes: neither the card carried nor an identical copy left in the hand
    assert scene.table.drag is not None and target in lit and len(lit) == 1 + (scene.step.press is not None)


def test_the_master_tables_status_line_says_whose_turn_the_moves_being_shown_lead_to_not_yet_yours():
    stack, scene, surface = lesson_stack("master")
    play_until(stack, scene, surface, lambda: isinstance(scene.step.command, master_cmd.AttemptSteal))
    make_step(stack, scene, surface)  # the steal; the computer lets the set go and discards, shown beat by beat
    table = scene.table
    assert table.timeline.busy and table.campaign.legal()  # the game is at the player's turn already ...
    assert not table.status_line().startswith("Your turn")  # ... but the moves leading there are still shown
    assert table.turn_lines()[1] != "Your turn"  # the turn panel shows the same moment
    frames_until(stack, surface, lambda: not table.timeline.busy)
    assert table.status_line().startswith("Your turn") and table.turn_lines()[1] == "Your turn"


@pytest.mark.parametrize(("ruleset_id", "step", "held"), [("kenpo", 4, False), ("matcg", 4, True), ("master", 4, True)])
def test_a_lit_places_numbers_and_words_are_drawn_over_the_lessons_ring(ruleset_id, step, held):
    """The Kenpo attack's points at the corner of the square to defend, the Martial Arts forecast beside the held
    card (which lies off the lit place where the table has room), Master's chips: the ring round the lit place, and
    all the lesson draws, pass under them, never across."""
    stack, scene, surface = lesson_stack(ruleset_id)
    play_until(stack, scene, surface, lambda: scene.index + 1 >= step)
    if held:
        target = scene.ctx.viewport.rect(scene._place(scene.step.target))
        press_and_hold(stack, scene.table.by_key[scene.step.card].rect.center, target.center)
    frame(stack, surface, 0.0)
    words = [rect.clip(surface.get_rect()) for rect in scene.table.words_on_places()]
    assert words and scene.lit(), "nothing written on or beside the places"
    scene.table.draw(surface)
    alone = [pygame.image.tobytes(surface.subsurface(rect), "RGB") for rect in words]
    scene.draw(surface)
    assert [pygame.image.tobytes(surface.subsurface(rect), "RGB") for rect in words] == alone


def test_a_step_that_sets_up_a_new_fight_plays_it_at_a_table_of_its_own():
    """DGM's challenge is chosen at the set-up: its step begins a fight of its own, at a new table, and the lesson's
    first fight is left."""
    ctx, _ = context()
    lesson = lesson_for(ctx, "dgm")
    number = next(index for index, step in enumerate(lesson.steps, 1) if step.fight is not None)
    before, scene = at_step(ctx, lesson, number - 1), at_step(ctx, lesson, number)
    assert before.campaign.state.challenge is None
    assert scene.table.campaign is scene.campaign and scene.campaign.state.challenge is not None
    assert scene.campaign.session.log == lesson.steps[number - 1].fight().log  # nothing of the first fight in it


@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_a_lessons_words_put_the_label_of_a_button_they_ask_to_press_in_quotes(ruleset_id):
    """'Press "To the Resolve Phase"', not "Press To the Resolve Phase", which reads as one sentence."""
    _, scene, _ = lesson_stack(ruleset_id)
    for step in scene.lesson.steps:
        for name in {step.press, step.target} - {None}:
            for words in (step.say, step.then, step.hint):
                assert f"ress {name.lower()}" not in words.lower(), words


def test_a_step_that_opens_with_the_computers_turn_has_it_played_in_the_time_its_first_frame_leaves():
    """Kenpo's sixth step is the computer's whole turn: the frame that opens the step shows its words over the table
    as it stood, and the computer plays in the time that frame leaves (after it is shown), before the next frame."""
    stack, scene, surface = lesson_stack("kenpo")
    steps = scene.lesson.steps
    play_until(stack, scene, surface, lambda: scene.phase == TOLD and scene.index + 1 < len(steps)
               and steps[scene.index + 1].command is None and bool(steps[scene.index + 1].answer))
    events = len(scene.campaign.session.log)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    stack.update(0.0)
    stack.draw(surface)
    assert scene.phase == WATCH and len(scene.campaign.session.log) == events  # the step opened, nothing played
    for _ in range(3):  # what frames leave goes first to a collector's pass or memory handed back, if one is due
        stack.after_frame(1.0)
    assert len(scene.campaign.session.log) > events
