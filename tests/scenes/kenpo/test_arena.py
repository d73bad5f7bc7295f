"""The ring arena driven by the mouse: drops become commands, illegal drops change nothing and say why, a defence
asks for its target, the hot-seat curtain hides the next hand until clicked, the computer plays its own seat,
a Break is one moment, saves resume, and the screenshot command shows each seat its own view."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.__main__ import main
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.forecast import drop_squares
from game.engine.kenpo.geometry import START
from game.engine.kenpo.state import Played
from game.layout.kenpo.ring import held_token
from game.scenes import computer as ring_bot
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.kenpo.arena import RingArenaScene, arena_for, new_duel
from game.scenes.kenpo.setup import KenpoSetupScene
from game.scenes.menu import MenuScene
from game.scenes.picker import PickerScene
from game.scenes.result import ResultOverlay
from game.ui import text
from game.ui.kenpo.held import token_words
from game.ui.overlaid import zoom_box
from game.words.kenpo.ring import forecast_rows
from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table, offered_levels
from tests.scenes.helpers import (
    button_point,
    click,
    context,
    drag,
    frame,
    frames_until,
    key,
    open_game,
    press_and_hold,
    zone_point,
)
from tests.scenes.kenpo.helpers import (
    CATALOG,
    arena,
    card,
    card_point,
    dealt,
    greedy_played,
    hot_seat,
    kind_point,
    settle,
    square_point,
)

YELLOW = ("front_kick", "jab", "side_kick", "burst_of_speed", "block", "hard_block", "elbow_strike", "blitz")
RED = ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch", "hard_block")


def choice_point(stack: Stack, target: str) -> tuple[int, int]:
    """Where an attack is shown in the picker that asks which attack a defence card reduces."""
    picker = stack.top
    assert isinstance(picker, PickerScene)
    return picker.ctx.viewport.rect(picker._rects()[target]).center


# ----- drag and drop -----------------------------------------------------------------------------


def test_dropping_a_card_on_a_lit_square_plays_it_with_that_movement():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    state = scene.campaign.session.state
    assert state.tables[0] == (Played(card(0, "front_kick"), "forward"),)
    assert state.positions[0] == (1, 1)


def test_dropping_on_the_fighters_own_square_stands_still():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, START[0]))
    assert scene.campaign.session.state.tables[0] == (Played(card(0, "front_kick"), "none"),)


def test_the_seat_at_the_screen_is_at_the_bottom_facing_up():
    _, _, yellow = arena(dealt(YELLOW, RED), seat=0)
    _, _, red = arena(dealt(YELLOW, RED), seat=1)
    for scene in (yellow, red):
        mine, theirs = scene.tokens[scene.viewer].pos, scene.tokens[1 - scene.viewer].pos
        assert mine[1] > theirs[1]
    # Yellow's left is the table's right: on Yellow's screen it is on the left.
    assert square_point(yellow, (2, 0))[0] < square_point(yellow, (0, 0))[0]


def test_holding_a_card_lights_the_squares_it_may_move_to_with_what_waits_there():
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)
    press_and_hold(stack, card_point(scene, card(1, "front_kick")), square_point(scene, (1, 2)))
    lit = scene.drops.forecasts(scene.drag.sprite.key)
    # Red's Front Kick may go forward, back (off the ring: no), left, right or stay; forward is Yellow's square.
    assert set(lit) == {(1, 2), (0, 2), (2, 2)}
    assert lit[(1, 2)].incoming == ((card(0, "front_kick"), 5),)  # Yellow's kick, straight in front: 5
    assert lit[(0, 2)].incoming == ((card(0, "front_kick"), 2),)  # a step aside: only the corner arrow, 2
    assert lit[(1, 2)].outgoing == 7  # 5 straight ahead, +2 for standing still
    frame(stack, surface, 0.0)  # draws, held card and all


def test_the_square_under_a_held_card_tells_each_number_with_its_parts():
    """The ring's forecast showed only totals (issue 34): over a lit square, each is told with its parts, as the
    duel's forecast tells its numbers."""
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)
    press_and_hold(stack, card_point(scene, card(1, "front_kick")), square_point(scene, (1, 2)))
    square = scene.drops.forecasts(scene.drag.sprite.key)[(1, 2)]
    assert [figure.value for _, figure in square.figures] == [square.outgoing, square.incoming[0][1]]
    assert forecast_rows(scene.catalog, scene.names, scene.viewer, square) == [
        ("Red", "Front Kick 7 = 5 arrow toward the opponent + 2 movement bonus"),
        ("Yellow", "Front Kick 5: arrow toward the opponent")]
    said: list[str] = []
    real_draw = text.draw

    def draw(target: pygame.Surface, line: str, *args, **kwargs) -> pygame.Rect:
        said.append(line)
        return real_draw(target, line, *args, **kwargs)

    text.draw = draw
    try:
        frame(stack, surface, 0.0)
    finally:
        text.draw = real_draw
    assert "Red" in said and any(line.startswith("Front Kick 7 = 5 arrow") for line in said)


@pytest.mark.parametrize(("seed", "steps"), [(1, 6), (1, 12), (2, 12), (3, 15), (5, 6)])  # waiting attacks in each
def test_every_number_a_lit_square_shows_adds_up_from_its_parts(seed, steps):
    session = greedy_played(seed, steps)
    seat = session.ruleset.to_act(session.state)
    view = session.view(seat)
    legal = session.ruleset.legal_commands(view, seat)
    squares = [square for held in view.hands[seat]
               for square in drop_squares(CATALOG, view, seat, held, legal).values()]
    assert squares and any(square.incoming for square in squares)
    for square in squares:
        shown = ([square.outgoing] if square.outgoing is not None else []) + [p for _, p in square.incoming]
        assert [figure.value for _, figure in square.figures] == shown


def test_an_illegal_drop_changes_nothing_and_shows_the_engines_reason():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    before = scene.campaign.session.state
    side_kick = card(0, "side_kick")
    home = scene.by_key[side_kick].pos
    drag(stack, surface, card_point(scene, side_kick), square_point(scene, (1, 1)))
    assert scene.campaign.session.state == before
    assert any("Side Kick does not allow the movement 'forward'" in toast.message for toast in scene.toasts)
    frame(stack, surface)
    assert scene.by_key[side_kick].pos == home


def test_a_drop_two_squares_away_is_explained_and_changes_nothing():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    before = scene.campaign.session.state
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (0, 2)))
    assert scene.campaign.session.state == before
    assert any("one square at a time" in toast.message for toast in scene.toasts)


def test_an_effect_card_is_dropped_on_the_cards_in_play():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    drag(stack, surface, card_point(scene, card(0, "burst_of_speed")), zone_point(scene, "my_table"))
    assert scene.campaign.session.state.tables[0] == (Played(card(0, "burst_of_speed"), None),)


def test_a_defence_asks_in_the_picker_which_waiting_attack_it_reduces_then_plays_against_the_one_clicked():
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)
    before = session.state
    drag(stack, surface, card_point(scene, card(1, "block")), square_point(scene, (1, 2)))
    picker = stack.top
    assert session.state == before and scene.choosing is not None and isinstance(picker, PickerScene)
    assert set(picker.cards) == {card(0, "front_kick"), card(0, "jab")}
    assert picker.title == "Block reduces which attack?" and "Which attack does Block reduce?" in scene.status_line()
    # The Play Example: blocking the kick leaves it 2, but the Jab on a blocked kick doubles to 4.
    assert picker.notes[card(0, "front_kick")] == "block 3\nyou take 6"
    assert picker.notes[card(0, "jab")] == "block 3\nyou take 5"  # the kick scores its 5, the Jab's 2 are blocked
    click(stack, surface, choice_point(stack, card(0, "jab")))
    assert stack.top is scene and scene.choosing is None
    assert session.state.tables[1] == (Played(card(1, "block"), "none", target=card(0, "jab")),)


def test_a_defence_question_can_be_declined():
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)
    before = session.state
    drag(stack, surface, card_point(scene, card(1, "block")), square_point(scene, (1, 2)))
    assert isinstance(stack.top, PickerScene)
    key(stack, surface, pygame.K_ESCAPE)
    assert scene.choosing is None and session.state == before and stack.top is scene
    assert any(toast.message == "Block stays in your hand." for toast in scene.toasts)


def test_end_turn_rest_and_undo_from_buttons_and_keys():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0, table=Table(HOTSEAT))
    assert not next(b for b in scene.buttons if b.label == "Rest").enabled  # no rest on the first turn
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    assert next(b for b in scene.buttons if b.label == "Undo").enabled
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.campaign.session.state.tables[0] == () and card(0, "front_kick") in scene.state.hands[0]
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    key(stack, surface, pygame.K_e)
    assert scene.campaign.session.state.seat == 1


# ----- hot-seat: the curtain ------------------------------------------------------------------------


def test_the_curtain_hides_the_next_hand_until_it_is_clicked():
    ctx, surface = context()
    session = dealt(YELLOW, RED)
    stack = Stack(arena_for(ctx, session, Table(HOTSEAT)))
    frame(stack, surface)
    assert isinstance(stack.top, CurtainScene) and not stack.top.overlay  # opaque: nothing of the table shows
    assert stack.top.name == "Yellow"
    click(stack, surface, (640, 360))
    scene = stack.top
    assert isinstance(scene, RingArenaScene) and scene.viewer == 0
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    click(stack, surface, button_point(scene, "End turn"))
    settle(stack, surface)
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Red"
    assert scene.viewer == 0  # the screen changes hands only behind the curtain, once it is clicked
    assert not any(slot.zone == "hand" and key.startswith("red") for key, slot in scene.slots.items())
    # told to Red, who takes the screen next, from its end of the ring: Yellow came toward it
    assert "Yellow played Front Kick, moving toward you." in stack.top.news
    click(stack, surface, (640, 360))
    assert stack.top is scene and scene.viewer == 1
    hand = {key for key, slot in scene.slots.items() if slot.zone == "hand"}
    assert hand == set(session.state.hands[1])


# ----- versus the computer ---------------------------------------------------------------------------


def test_the_computer_plays_its_seat_card_by_card_from_its_own_view(monkeypatch):
    import os

    from game.scenes.worker import Thinker

    seen, pids = [], []
    real = Thinker.start

    def watched(self, call, *args):  # what crosses to the thinking process: the bot, the rules and the view
        seen.append(args[-1])
        return real(self, call, *args)

    monkeypatch.setattr(Thinker, "start", watched)
    monkeypatch.setattr(ring_bot, "THINK", 0.0)
    level = offered_levels()[-1]
    stack, surface, scene = arena(dealt(YELLOW, RED, first=1), seat=0, table=Table(VERSUS, level, 0))
    scene.computers[1].pause = 0.0

    def back_to_the_person() -> bool:
        if scene.computers[1]._thinker.ready():
            pids.append(scene.computers[1]._thinker._worker.process.pid)
        return scene.campaign.state.seat == 0 and not scene.timeline.busy

    frames_until(stack, surface, back_to_the_person)  # each frame finds the decision asked for in it made
    assert seen
    assert all(set(view.hands[0]) == {"hidden"} for view in seen)  # it never saw the player's hand
    assert len(scene.campaign.session.batches) - 1 == len(seen)  # one command per decision
    assert pids and os.getpid() not in pids  # decided in the thinking process


def test_the_window_keeps_drawing_while_the_computer_thinks(monkeypatch):
    from tests.scenes.gate import Gate, gated_bot

    monkeypatch.setattr(ring_bot, "make_bot", gated_bot)
    with Gate() as gate:
        stack, surface, scene = arena(dealt(YELLOW, RED, first=1), seat=0,
                                      table=Table(VERSUS, offered_levels()[0], 0))
        for _ in range(5):
            frame(stack, surface, 0.2)  # returns at once although the decision is not made
        assert scene.computers[1].thinking and len(scene.campaign.session.batches) == 1
        gate.open()
        frames_until(stack, surface, lambda: len(scene.campaign.session.batches) > 1, dt=0.2)


# ----- a Break, the result ---------------------------------------------------------------------------


def test_a_break_is_one_moment_banner_points_flying_then_both_fighters_back():
    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.EndTurn(seat=0))
    session.submit(cmd.PlayCard(seat=1, card=card(1, "round_kick"), move="right"))
    session.submit(cmd.EndTurn(seat=1))
    stack, surface, scene = arena(session, seat=0)
    assert session.state.positions == ((1, 1), (2, 2))
    scores = session.state.scores
    drag(stack, surface, card_point(scene, card(0, "jab")), square_point(scene, (1, 2)))
    assert any(beat.event.__class__.__name__ == "BreakCalled" for beat in scene.timeline._queue)
    seen_banner = seen_flight = False
    for _ in range(80):
        frame(stack, surface, 0.05)
        seen_banner |= scene.banner is not None and scene.banner[0] == "BREAK!"
        seen_flight |= bool(scene.flyers)
    assert seen_banner and seen_flight
    settle(stack, surface)
    assert session.state.positions == START and session.state.scores != scores
    assert scene.tokens[0].pos == scene.centre_of(0) and scene.state == scene.campaign.state


def test_the_end_of_a_match_offers_rematch_and_menu():
    stack, surface, scene = arena(greedy_played(2, 2000), seat=0)
    settle(stack, surface)
    assert isinstance(stack.top, ResultOverlay)
    assert "wins" in stack.top.board.headline or "draw" in stack.top.board.headline
    click(stack, surface, button_point(stack.top, "Menu"))
    assert isinstance(stack.top, MenuScene)


# ----- setup, menu and saves -------------------------------------------------------------------------


def test_the_menu_opens_the_kenpo_setup_and_a_hotseat_duel_starts_behind_the_curtain():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "kenpo")
    assert isinstance(stack.top, KenpoSetupScene)
    assert not any(b.label == "Continue the duel" for b in stack.top.buttons)
    hot_seat(stack, surface)
    click(stack, surface, button_point(stack.top, "Start the duel"))
    assert isinstance(stack.top, CurtainScene)


def test_the_set_up_seats_a_person_or_the_computer_at_a_level_at_each_colour_but_never_two_computers():
    ctx, surface = context()
    stack = Stack(KenpoSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    labels = [b.label for b in setup.buttons]
    assert all(labels.count(level.title()) == 2 for level in offered_levels()) and labels.count("Person") == 2
    click(stack, surface, kind_point(setup, 0, "Hard"))
    assert setup.choices.table() == Table(OPEN)
    assert not next(b for b in setup.buttons if b.label == "Start the duel").enabled
    click(stack, surface, kind_point(setup, 1, "Person"))
    assert setup.choices.table() == Table(VERSUS, "hard", 1)
    click(stack, surface, button_point(setup, "Start the duel"))
    scene = stack.top
    assert isinstance(scene, RingArenaScene) and scene.table.mode == VERSUS and scene.viewer == 1
    assert scene.names == ("Computer", "You")


def test_a_resumed_kenpo_save_comes_back_to_the_same_moment():
    ctx, surface = context()
    stack = Stack(new_duel(ctx, Table(HOTSEAT)))
    frame(stack, surface)
    click(stack, surface, (640, 360))  # the curtain
    scene = stack.top
    assert isinstance(scene, RingArenaScene)
    seat = scene.viewer
    plays = [c for c in scene.campaign.legal() if isinstance(c, cmd.PlayCard) and c.move is not None]
    play = plays[0]
    square = scene.campaign.session.ruleset.catalog  # noqa: F841 (the catalog is read through the scene)
    from game.engine.kenpo.geometry import destination

    target = destination(seat, scene.state.positions[seat], play.move)
    drag(stack, surface, card_point(scene, play.card), square_point(scene, target))
    moment = scene.campaign.session.state
    assert moment.tables[seat]  # played, and saved at once
    # The window closes; a new process opens the setup and continues.
    ctx2, surface2 = context()
    again = Stack(KenpoSetupScene(ctx2))
    frame(again, surface2)
    assert not any(b.label == "Continue the duel" for b in again.top.buttons)  # none against the computer
    hot_seat(again, surface2)
    click(again, surface2, button_point(again.top, "Continue the duel"))
    assert isinstance(again.top, CurtainScene)
    click(again, surface2, (640, 360))
    resumed = again.top
    assert isinstance(resumed, RingArenaScene) and resumed.table == Table(HOTSEAT)
    assert resumed.campaign.session.state == moment and resumed.viewer == seat


# ----- the screenshot command -------------------------------------------------------------------------


@pytest.mark.parametrize("scene", ["ring_arena", "kenpo_setup"])
def test_the_screenshot_command_renders_kenpo_scenes(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--ruleset", "kenpo", "--scene", scene, "--out", str(out), "--seed", "4",
                 "--steps", "6", "--size", "1024x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 600)


def test_the_screenshot_command_shows_each_seat_its_own_view(tmp_path):
    pictures = []
    for seat in (0, 1):
        out = tmp_path / f"seat{seat}.png"
        assert main(["screenshot", "--ruleset", "kenpo", "--scene", "ring_arena", "--seat", str(seat), "--out",
                     str(out), "--seed", "4", "--steps", "6"]) == 0
        pictures.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert pictures[0] != pictures[1]


def test_the_screenshot_command_refuses_a_seat_that_does_not_exist(tmp_path, capsys):
    assert main(["screenshot", "--ruleset", "kenpo", "--scene", "ring_arena", "--seat", "2", "--out",
                 str(tmp_path / "x.png")]) == 2
    assert "seat 2" in capsys.readouterr().err


# ----- whole matches, every command by the mouse ---------------------------------------------------------


def mouse_play(stack: Stack, surface: pygame.Surface, scene: RingArenaScene, command) -> None:
    """Does `command` the way a player would: a drag, a click on the chosen attack, or a button."""
    from game.engine.kenpo.geometry import destination

    if isinstance(command, cmd.EndTurn):
        click(stack, surface, button_point(scene, "End turn"))
        return
    if isinstance(command, cmd.Rest):
        click(stack, surface, button_point(scene, "Rest"))
        return
    view, seat = scene.state, scene.viewer
    if scene.catalog.card(command.card).kind == "effect":
        target = zone_point(scene, "my_table")
    elif command.move is not None:
        target = square_point(scene, destination(seat, view.positions[seat], command.move))
    else:
        target = square_point(scene, view.positions[seat])
    drag(stack, surface, card_point(scene, command.card), target)
    if scene.choosing is not None:
        click(stack, surface, choice_point(stack, command.target))


def test_two_people_play_a_whole_match_at_one_screen_with_the_mouse():
    from game.ai.kenpo import make_bot

    ctx, surface = context()
    session = greedy_played(21, 0)
    stack = Stack(arena_for(ctx, session, Table(HOTSEAT)))
    frame(stack, surface)
    players = {seat: make_bot("greedy", seat) for seat in (0, 1)}
    curtains = 0
    for _ in range(3000):
        top = stack.top
        if isinstance(top, ResultOverlay):
            break
        if isinstance(top, CurtainScene):
            curtains += 1
            click(stack, surface, (640, 360))
            continue
        scene = top
        assert isinstance(scene, RingArenaScene) and scene.viewer == session.state.seat
        before = len(session.batches)
        mouse_play(stack, surface, scene, players[scene.viewer].choose(session.ruleset, session.view(scene.viewer)))
        assert len(session.batches) == before + 1, scene.toasts[-1].message if scene.toasts else "nothing happened"
        frame(stack, surface, 10.0)
    assert isinstance(stack.top, ResultOverlay) and session.state.over
    assert curtains >= 10


def test_one_person_plays_the_computer_to_the_end_with_the_mouse(monkeypatch):
    from game.ai.kenpo import make_bot

    monkeypatch.setattr(ring_bot, "THINK", 0.0)
    ctx, surface = context()
    session = greedy_played(8, 0)
    stack = Stack(arena_for(ctx, session, Table(VERSUS, offered_levels()[0], 1)))
    player = make_bot("greedy", 1)
    for _ in range(6000):
        top = stack.top
        if isinstance(top, ResultOverlay):
            break
        assert isinstance(top, RingArenaScene) and top.viewer == 1
        if top.acting and not top.timeline.busy:
            mouse_play(stack, surface, top, player.choose(session.ruleset, session.view(1)))
        frame(stack, surface, 0.5)
    assert isinstance(stack.top, ResultOverlay) and session.state.over


def test_a_saved_table_comes_back_as_it_was_even_at_a_level_since_renamed():
    from game.ai.kenpo import LEVELS

    assert Table.from_notes({"table": Table(VERSUS, LEVELS[0], 1).notes()}) == Table(VERSUS, LEVELS[0], 1)
    assert Table.from_notes({"table": Table(HOTSEAT).notes()}) == Table(HOTSEAT)
    renamed = Table.from_notes({"table": {"mode": "versus", "level": "grandmaster", "human": 0}})
    assert renamed.mode == VERSUS and renamed.level in offered_levels() and renamed.human == 0
    assert Table.from_notes({"table": "nonsense"}) == Table(HOTSEAT)  # both hands hidden, whatever happened


def test_undo_takes_back_the_players_own_commands_until_the_computer_answers_never_its_own(monkeypatch):
    monkeypatch.setattr(ring_bot, "THINK", 0.0)
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0, table=Table(VERSUS, offered_levels()[0], 0))
    session = scene.campaign.session
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    key(stack, surface, pygame.K_e)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)  # the computer has not answered: the turn's end comes back
    assert session.state.seat == 0 and session.state.tables[0] == (Played(card(0, "front_kick"), "forward"),)
    key(stack, surface, pygame.K_e)
    for _ in range(400):
        frame(stack, surface, 0.1)
        if session.state.seat == 0:
            break
    assert session.state.seat == 0  # the computer has played its turn
    batches = len(session.batches)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)  # neither its commands nor the player's before them
    assert len(session.batches) == batches
    assert not next(b for b in scene.buttons if b.label == "Undo").enabled


def test_the_next_player_at_a_hot_seat_takes_back_nothing_of_the_last():
    ctx, surface = context()
    stack = Stack(arena_for(ctx, dealt(YELLOW, RED), Table(HOTSEAT)))
    frame(stack, surface)
    click(stack, surface, (640, 360))  # Yellow's curtain
    scene = stack.top
    assert isinstance(scene, RingArenaScene)
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    click(stack, surface, button_point(scene, "End turn"))
    settle(stack, surface)
    click(stack, surface, (640, 360))  # Red's curtain
    assert stack.top is scene and scene.viewer == 1
    assert not next(b for b in scene.buttons if b.label == "Undo").enabled
    batches = len(scene.campaign.session.batches)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.campaign.session.batches) == batches


def test_a_card_let_go_over_a_button_does_not_press_it():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0, table=Table(HOTSEAT))
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    before = scene.campaign.session.state
    drag(stack, surface, card_point(scene, card(0, "jab")), button_point(scene, "End turn"))
    assert scene.campaign.session.state == before  # neither played nor the turn ended


def test_a_card_played_from_under_the_resting_mouse_does_not_take_its_enlarged_face_along():
    stack, surface, scene = arena(dealt(YELLOW, RED), 0)
    jab = card(0, "jab")
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=card_point(scene, jab), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        frame(stack, surface, 0.25)
    assert zoom_box(scene, surface) is not None
    scene.submit(cmd.PlayCard(seat=0, card=jab, move="none"))  # played while the mouse rests where it lay
    settle(stack, surface)
    assert zoom_box(scene, surface) is None


# ----- what can be played, redo, the computer's turn told -------------------------------------------


def test_the_cards_that_can_be_played_now_are_lit_and_the_rest_dimmed():
    stack, surface, scene = arena(dealt(YELLOW, RED), 0, table=Table(HOTSEAT))
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    settle(stack, surface)  # on Front Kick only some cards combo
    legal = {c.card for c in scene.campaign.legal() if isinstance(c, cmd.PlayCard)}
    hand = set(scene.state.hands[0])
    assert scene.lit.playable() == legal and legal and hand - legal  # some can be played, some cannot
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    frame(stack, surface, 0.0)
    for key_ in scene.row.cards:
        sprite = scene.by_key[key_]
        x, y = sprite.rect.centerx, sprite.rect.y + sprite.rect.h * 3 // 4
        shown = surface.get_at((x, y))[:3]
        own = sprite.image.get_at((x - sprite.rect.x, y - sprite.rect.y))[:3]
        assert (shown == own) == (key_ in legal), key_


def test_ctrl_y_and_the_redo_button_play_again_what_undo_took_back():
    stack, surface, scene = arena(dealt(YELLOW, RED), 0, table=Table(HOTSEAT))
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    played = scene.campaign.session.state
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.campaign.session.state.tables[0] == ()
    assert next(b for b in scene.buttons if b.label == "Redo").enabled
    key(stack, surface, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.campaign.session.state == played
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    click(stack, surface, button_point(scene, "Redo"))
    assert scene.campaign.session.state == played
    assert not next(b for b in scene.buttons if b.label == "Redo").enabled


def test_what_the_computer_did_on_its_turn_stays_until_the_player_acts(monkeypatch):
    monkeypatch.setattr(ring_bot, "THINK", 0.0)
    stack, surface, scene = arena(dealt(YELLOW, RED, first=1), seat=0, table=Table(VERSUS, "easy", 0))
    scene.computers[1].pause = 0.0
    frames_until(stack, surface, lambda: scene.campaign.state.seat == 0 and not scene.timeline.busy, 400)
    told = list(scene.their_turn)
    assert told and any(line.startswith("Computer played") for line in told), told
    for _ in range(50):  # ten seconds and more: it stays
        frame(stack, surface, 0.2)
    assert scene.their_turn == told
    playable = sorted(scene.lit.playable())
    scene.submit(cmd.PlayCard(seat=0, card=playable[0], move="none"))
    assert scene.their_turn == []


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (800, 600), (1280, 1024)])
def test_the_piles_and_their_counts_leave_the_turn_line_and_the_status_clear(size):
    """A pile is drawn over its zone with its older cards peeking out above and to the left, its count chip at
    its foot; at no window size may that cover the turn line, the buttons, the status line or a hand."""
    from game.layout import layout
    from game.layout.kenpo.ring import PILE_DEPTH, PILE_STEP
    from game.ui.viewport import Viewport

    zones = layout("ring").zones
    vp = Viewport(*size)
    peek = PILE_DEPTH * PILE_STEP
    for pile in ("my_deck", "my_discard", "opp_deck", "opp_discard"):
        drawn = vp.rect(zones[pile].union(zones[pile].move(-peek, -peek)))
        for other in ("buttons", "status", "hand", "opp_hand", "score_race"):
            assert not drawn.colliderect(vp.rect(zones[other])), f"{pile} covers {other} at {size}"


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_computers_turn_keeps_its_newest_lines_whole_when_not_all_fit(monkeypatch, size, text_size):
    """What scored against the player is said last: when the box cannot hold every line, the oldest give way,
    and a line is shown whole or not at all."""
    from game.files import settings
    from game.ui import text

    settings.change(text_size=text_size)
    said = ["Computer played Hand Block.", "Computer played Burst of Speed.", "Computer played Spinning Backfist.",
            "Break! Both fighters went back to their start squares and drew a card.",
            "Your Reverse Punch scored nothing.", "Your Hand Fake scored nothing.", "Your Front Kick scored nothing.",
            "Computer's Spinning Backfist scored 4."]
    stack, surface, scene = arena(dealt(YELLOW, RED), 0, table=Table(VERSUS, "easy", 0), size=size)
    scene.their_turn = list(said)
    drawn: list[str] = []
    real = text.render

    def render(line: str, size_: int, color, bold: bool = False) -> pygame.Surface:
        drawn.append(line)
        return real(line, size_, color, bold)

    monkeypatch.setattr(text, "render", render)
    scene.draw(surface)
    after = drawn[drawn.index("Computer's turn") + 1:]
    told = " ".join(said)
    shown = " ".join(after[: next((i for i, line in enumerate(after) if line not in told), None)])
    kept = next(k for k in range(len(said)) if " ".join(said[k:]) == shown)  # whole lines, the newest last
    assert 0 < kept and said[-1] in shown


def test_the_table_and_the_buttons_keys_are_readable_in_the_smallest_window(monkeypatch):
    """"You play Yellow against the computer (Easy)" is wrapped in the turn's panel rather than shrunk, and the keys
    under the buttons' names are drawn at a readable size, at 1024x600 with the normal text size."""
    from game.ui import text
    from game.ui.face_cache import forget_pictures
    from game.ui.kenpo.paint import TURN_PANEL

    forget_pictures()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real_draw, real_render = text.draw, text.render

    def render(line: str, size: int, color, bold: bool = False) -> pygame.Surface:
        drawn.append((line, size, pygame.Rect(0, 0, 0, 0)))
        return real_render(line, size, color, bold)

    def draw(surface_, line, size, color, bold=False, **anchor):
        rect = real_draw(surface_, line, size, color, bold, **anchor)
        drawn[-1] = (line, size, rect)
        return rect

    monkeypatch.setattr(text, "render", render)
    monkeypatch.setattr(text, "draw", draw)
    _, _, scene = arena(dealt(YELLOW, RED), 0, table=Table(VERSUS, "easy", 0), size=(1024, 600))  # its first frame
    x, y, w, _ = scene.zones["buttons"]
    panel = scene.ctx.viewport.rect((x, y, w, TURN_PANEL))
    small = scene.turn_lines()[0]  # the turn and the table: "Turn 1 · You play Yellow against the computer (Easy)"
    table = [(line, size, rect) for line, size, rect in drawn if " " in line and line in small]
    assert " ".join(line for line, _, _ in table) == small
    assert all(size >= text.READABLE and panel.contains(rect) for _, size, rect in table), table
    keys = {line: size for line, size, _ in drawn if line in ("E", "R: draw 2", "Ctrl+Z", "Ctrl+Y")}
    assert len(keys) == 4 and min(keys.values()) >= text.READABLE, keys


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_card_held_over_the_ring_is_told_by_its_name_on_its_token(monkeypatch, size):
    """Over the ring a held card shrinks to a see-through token too small for its face to print a name: the name is
    written across the token's top, readable, in two lines at most, in a band that starts at the token's left edge
    and may reach past its right edge ("Back Round Kick" lost its last word inside the token's width)."""
    from game.ui import text

    stack, surface, scene = arena(dealt(YELLOW, RED), 0, size=size)
    press_and_hold(stack, card_point(scene, card(0, "side_kick")), square_point(scene, (1, 1)))
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real_draw = text.draw

    def draw(surface_, line, size_, color, bold=False, **anchor):
        rect = real_draw(surface_, line, size_, color, bold, **anchor)
        drawn.append((line, size_, rect))
        return rect

    monkeypatch.setattr(text, "draw", draw)
    scene.draw(surface)
    token = scene.ctx.viewport.rect(held_token(scene.zones["ring"], scene.pointer))
    named = [(line, size_) for line, size_, rect in drawn if rect.colliderect(token) and rect.left >= token.left]
    assert " ".join(line for line, _ in named) == "Side Kick", named
    assert min(size_ for _, size_ in named) >= text.READABLE, named
    for name in ("Back Round Kick", "Burst of Speed", "Spinning Backfist"):  # whole, in two lines at most
        size_, lines = token_words(scene, card(0, name.lower().replace(" ", "_")))
        assert " ".join(lines) == name and len(lines) <= 2 and size_ >= text.READABLE, (name, lines)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_whole_of_the_computers_turn_is_read_by_scrolling_its_box_back_to_its_first_line(monkeypatch, size):
    """The box opens on the newest lines (what scored) and says how many lie before them; the wheel over it goes
    back through the turn to its first line, so "Your Blitz scored nothing" is read with the Block that caused it."""
    from game.ui import text

    said = ["Computer played Hand Block.", "Computer played Burst of Speed.", "Computer played Spinning Backfist.",
            "Break! Both fighters went back to their start squares and drew a card.",
            "Your Reverse Punch scored nothing.", "Your Hand Fake scored nothing.", "Your Front Kick scored nothing.",
            "Computer's Spinning Backfist scored 4."]
    stack, surface, scene = arena(dealt(YELLOW, RED), 0, table=Table(VERSUS, "easy", 0), size=size)
    scene.their_turn = list(said)
    drawn: list[str] = []
    real = text.render

    def render(line: str, size_: int, color, bold: bool = False) -> pygame.Surface:
        drawn.append(line)
        return real(line, size_, color, bold)

    monkeypatch.setattr(text, "render", render)
    scene.draw(surface)
    assert said[-1] in drawn and said[0] not in drawn and any("earlier: scroll" in line for line in drawn)
    scene.pointer = scene.zones["my_table"].center
    read = set(drawn)
    for _ in said:
        stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
        drawn.clear()
        scene.draw(surface)
        read |= set(drawn)
    assert said[0] in drawn and not any("earlier" in line for line in drawn)
    assert all(line in " ".join(read) for line in said[:3] + said[4:])


def naming() -> tuple[Stack, pygame.Surface, KenpoSetupScene]:
    """The Kenpo set-up with Yellow's name field clicked, to be typed in."""
    ctx, surface = context()
    stack = Stack(KenpoSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    hot_seat(stack, surface)
    click(stack, surface, setup.ctx.viewport.rect(setup.seats.name_rect(0)).center)
    for _ in "Yellow":
        key(stack, surface, pygame.K_BACKSPACE)
    return stack, surface, setup


def test_a_hot_seat_name_takes_arabic_letters_and_refuses_letters_the_game_cannot_draw_naming_the_script():
    stack, surface, setup = naming()
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="\u0643\u0627"))  # Arabic: drawn joined, right to left
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="\U0001f94b"))  # an emoji: no face of the game draws it
    assert setup.seats.fields[0].value == "\u0643\u0627"
    assert [toast.message for toast in setup.toasts] == [
        "The game cannot draw emoji yet, so a name cannot hold them."]
    frame(stack, surface)  # the refusal is drawn with the set-up


def test_hot_seat_players_name_their_seats_and_the_set_up_remembers_its_choices():
    from game.files import settings, writer

    stack, surface, setup = naming()
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    key(stack, surface, pygame.K_TAB)  # on to Red's name
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ben"))
    key(stack, surface, pygame.K_RETURN)
    assert setup.choices.names == ["Ana", "Ben"] and isinstance(stack.top, KenpoSetupScene)
    click(stack, surface, button_point(setup, "Start the duel"))
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name in ("Ana", "Ben")
    arena_scene = stack.scenes[-2]
    assert isinstance(arena_scene, RingArenaScene) and arena_scene.names == ("Ana", "Ben")
    again = Table.from_notes(arena_scene.campaign.session.notes)
    assert again.names() == ("Ana", "Ben") and again.describe() == "Hot-seat: Ana (Yellow) and Ben (Red)"
    writer.wait_for()
    settings.forget()  # the game opens again
    remembered = KenpoSetupScene(context()[0])
    assert [field.value for field in remembered.seats.fields.values()] == ["Ana", "Ben"]


def test_a_hot_seat_duel_is_scored_under_the_names_its_players_typed_each_with_its_colour_beside_it():
    from game.files import kenpo as kenpo_files
    from game.files import writer

    ctx, surface = context()
    stack = Stack(KenpoSetupScene(ctx))
    frame(stack, surface)
    hot_seat(stack, surface)
    for field, name in zip(stack.top.seats.fields.values(), ("Ana", "Ben"), strict=True):
        field.value = name
    click(stack, surface, button_point(stack.top, "Start the duel"))
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.score == "Ana (Yellow) 0 \u2013 0 Ben (Red)"
    writer.wait_for()
    assert KenpoSetupScene(ctx).saved == "Turn 1: Ana (Yellow) 0 \u2013 0 Ben (Red)"  # under the set-up's Continue
    menu = {found.ruleset_id: found.line for found in kenpo_files.in_progress()}  # the menu's and Replays' row
    assert menu["kenpo:hotseat"].startswith("Ana (Yellow) 0 \u2013 0 Ben (Red), turn 1, ")  # the curtain's score
    assert Table(VERSUS, "hard", 1).scoreline((2, 5)) == "Computer (Yellow) 2 \u2013 5 You (Red)"
    assert Table(HOTSEAT).scoreline((2, 5)) == "Yellow 2 \u2013 5 Red"


def test_names_that_cannot_tell_the_seats_apart_give_way_to_the_colours():
    from game.files.kenpo.names import named

    assert named(["", "  "]) == () and named(["Ana", ""]) == ("Ana", "Red")
    assert named(["Ana", "Ana"]) == () and named(["You", "Ben"]) == () and named(["Ana"]) == ()
    assert Table(HOTSEAT).names() == ("Yellow", "Red")


def test_resting_on_a_cards_ring_of_arrows_explains_the_number_under_the_mouse():
    """The ring of arrows told the whole card wherever the mouse rested on it; as the other tables' numbers, it tells
    the number printed in the square under the mouse: a waiting attack's points with their parts, a movement's bonus."""
    from game.layout.kenpo.card import DIRECTIONS, STEPS
    from game.ui.kenpo.faces import regions
    from game.ui.painter import HOVER_DELAY

    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)

    def rest(key: str, cell: tuple[int, int]) -> tuple[str, ...]:
        sprite = scene.by_key[key]
        art = regions(CATALOG.card(key), sprite.rect.size)["art"].move(sprite.rect.topleft)
        point = (art.centerx + cell[0] * art.w // 3, art.centery + cell[1] * art.h // 3)
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        stack.update(HOVER_DELAY + 0.1)
        assert scene.hovered is not None and scene.hovered[0] == key
        return scene.pointed(key)

    waiting = card(0, "front_kick")  # Yellow's, on the table
    corner = next(name for name in CATALOG.card(waiting).attack if "_" in name)  # no movement goes there
    said = scene.explained(waiting).only(rest(waiting, DIRECTIONS[corner]))
    assert said is not None and [head for head, _ in said.rows()] == [f"Points {said.figures[0].value}"]
    cells = {name: STEPS.get(name, (0, 0)) for name in ("none", *STEPS)}  # standing still: the fighter's own square

    def bonus_alone(key: str) -> tuple[int, int] | None:  # a movement's bonus in a square no attack arrow shares
        printed = CATALOG.card(key)
        return next((cells[name] for name, bonus in printed.moves.items()
                     if bonus and cells[name] not in {DIRECTIONS[d] for d in printed.attack}), None)

    held = next(key for key in scene.state.hands[1] if key in scene.by_key and bonus_alone(key) is not None)
    assert rest(held, bonus_alone(held)) == ("Movement bonus",)  # a card of Red's hand


def held_forecasts(text_size: str, monkeypatch) -> tuple[Any, list[pygame.Rect]]:
    """The screenshot's Reverse Punch held over the ring at 1024x600 and `text_size`: the scene, and the box of each
    forecast drawn for it."""
    from game.app import make_context
    from game.files import settings
    from game.tools.screenshot import scene_stack
    from game.tools.shooting import ShotRequest, drawn
    from game.ui.kenpo import held

    settings.change(text_size=text_size)
    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    stack = scene_stack(ShotRequest(make_context((1024, 600), autosave=False), surface, "kenpo", 1, 0, 0, None),
                        "ring_arena_drag")
    tips: list[pygame.Rect] = []
    real = held.draw_tip
    monkeypatch.setattr(held, "draw_tip", lambda *args, **kwargs: tips.append(real(*args, **kwargs)) or tips[-1])
    drawn(stack, surface)
    return stack.top, tips


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_forecast_of_a_held_card_leaves_the_other_lit_squares_numbers_in_sight(text_size, monkeypatch):
    """Reverse Punch held over the bottom-left square: its forecast lay over the next two lit squares and what each
    would score."""
    from game.layout.kenpo.ring import square_rect

    scene, tips = held_forecasts(text_size, monkeypatch)
    vp = scene.ctx.viewport
    held = scene.drops.forecasts(scene.drag.sprite.key)
    lit = [vp.rect(square_rect(scene.zones, scene.viewer, square)) for square in held]
    assert tips and all(tip is not None and tip.collidelist(lit) == -1 for tip in tips)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_forecast_of_a_held_card_leaves_the_status_line_and_the_fighters_in_sight(text_size, monkeypatch):
    """At the Largest text in the smallest window the same forecast, taller, lay beside the square over the status
    line ("Drop on a lit square..."); lifted above it, it must not cover a fighter instead."""
    from game.layout.kenpo.ring import square_at, square_rect

    scene, tips = held_forecasts(text_size, monkeypatch)
    vp = scene.ctx.viewport
    pointed = vp.rect(square_rect(scene.zones, scene.viewer, square_at(scene.zones, scene.viewer, scene.pointer)))
    fighters = [rect for square in scene.state.positions
                if (rect := vp.rect(square_rect(scene.zones, scene.viewer, square))) != pointed]
    assert tips and fighters
    assert all(tip is not None and tip.collidelist([vp.rect(scene.zones["status"]), *fighters]) == -1 for tip in tips)


def test_the_score_races_names_set_one_a_row_take_the_panels_whole_width(monkeypatch):
    from game.files import settings
    from game.layout import zones_now
    from game.layout.kenpo.ring import score_tracks
    from game.ui.kenpo import panels
    from game.ui.viewport import Viewport

    settings.change(text_size="largest")
    vp = Viewport(1024, 600)
    zone = zones_now("ring")["score_race"]
    names = ("\u00d6l\u00e7\u00fcm \u015eahin-\u00d8r", "Ana")  # the first longer than half the panel
    drawn: dict[str, int] = {}
    monkeypatch.setattr(text, "draw", lambda surface, line, size, *a, **k: drawn.setdefault(line, size))
    colours = (((250, 200, 60), (90, 70, 20)), ((220, 60, 80), (90, 20, 30)))
    panels.score_race_back(pygame.Surface((1024, 600)), vp, zone, score_tracks(zone), names, colours, 20)
    assert drawn[names[0]] == drawn[names[1]] > text.least_legible()  # whole, at one size, above the least


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("names", [
    ("\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba\u3055\u3093\u9054\u3067\u3059", "Ana"),  # 14 letters
    ("Wolfgang Amad\u00e9", "\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba\u3055\u3093\u9054\u3067\u3059"),
    ("\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba\u3055\u3093\u9054\u3067\u3059",
     "\u7a7a\u624b\u306e\u9053\u3092\u884c\u304f\u8005\u305f\u3061\u306e\u5e2b\u7bc4"),
    ("Bartholomew Oz", "Wolfgang Amad\u00e9"),
    ("You", "Computer"),  # "Computer" touched the panel's right edge
])
def test_the_longest_names_under_the_score_race_are_drawn_whole_inside_its_panel(monkeypatch, text_size, names):
    """A 14-letter Chinese or Japanese name (drawn in the fallback face) under the score race is set on two lines
    rather than cut, every line inside the panel's margins and no smaller than the least legible size."""
    from game.files import settings
    from game.layout import zones_now
    from game.layout.kenpo.names import race_tracks
    from game.ui.kenpo import panels
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    vp = Viewport(1024, 600)
    zone = zones_now("ring")["score_race"]
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = text.draw

    def spy(surface, line, size, *args, **kwargs):
        box = real(surface, line, size, *args, **kwargs)
        drawn.append((line, size, box))
        return box

    monkeypatch.setattr(text, "draw", spy)
    colours = (((250, 200, 60), (90, 70, 20)), ((220, 60, 80), (90, 20, 30)))
    tracks = race_tracks(zone, panels.race_names(vp, zone, names))
    panels.score_race_back(pygame.Surface((1024, 600)), vp, zone, tracks, names, colours, 20)
    lines = [(line, size, box) for line, size, box in drawn if not line.startswith("First to")]
    panel = vp.rect(zone).inflate(-2 * vp.px(panels.NAME_MARGIN), 0)
    assert "".join(line for line, _, _ in lines).replace(" ", "") == "".join(names).replace(" ", "")
    assert all(size >= text.least_legible() and panel.contains(box) for _, size, box in lines), (lines, panel)
    assert [box.top for _, _, box in lines] == sorted({box.top for _, _, box in lines})  # each line a row of its own


def test_a_click_while_beats_play_puts_every_card_and_fighter_where_it_goes_at_once():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    assert scene.timeline.busy
    scene._skip()
    assert not scene.timeline.busy and not scene.glide.moving() and not scene.flyers
    assert not any(sprite.moving for sprite in scene.by_key.values())
    assert scene.tokens[0].pos == scene.centre_of(0)


def test_a_jump_to_a_moment_lands_the_points_still_flying_when_no_beat_plays():
    """A replay's jump shows the moment at once (GameTable.show_now): points flying to the score race after their
    beat has ended land with it, as at a click while beats play."""
    from game.ui import palette
    from game.ui.tween import Tween

    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    scene.flyers.launch(("+4", palette.KENPO_YELLOW), Tween((100.0, 100.0), (600.0, 100.0), 5.0))
    assert not scene.timeline.busy and scene.flyers
    scene.show_now()
    assert not scene.flyers and not scene.glide.moving()
