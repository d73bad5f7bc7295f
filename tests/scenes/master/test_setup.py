"""The menu's Master tile, the set-up (seats, people's names, the computer's levels, rounds), Continue of the match
in progress, and the screenshot command's Master scenes."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from game.engine.master import commands as cmd
from game.files import saves, writer
from game.files.paths import campaign_path
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.master.board import MasterTableScene
from game.scenes.master.setup import MasterSetupScene
from game.scenes.menu import MenuScene
from game.words.chairs import COMPUTER, PERSON
from game.words.master.seating import Chair, Seating, offered_levels
from tests.scenes.helpers import button_point, click, context, drag, frame, key, open_game, play_point
from tests.scenes.master.helpers import area_point, card_point, mouse_play


def kind_point(scene: MasterSetupScene, seat: int, label: str) -> tuple[int, int]:
    from game.scenes.master.setup import KIND_W, KIND_X, ROW_H, ROWS_TOP

    kinds = ["Person", *(level.title() for level in scene.choices.levels)]
    x = KIND_X + kinds.index(label) * (KIND_W + 10) + KIND_W / 2
    return scene.ctx.viewport.point(x, ROWS_TOP + seat * ROW_H + 23)


def test_the_menu_shows_the_master_tile_and_its_play_opens_the_set_up():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    assert any(game.family == "master" for game in menu.shown())
    open_game(stack, surface, "master")
    assert isinstance(stack.top, MasterSetupScene)
    assert not any(b.label == "Continue the match" for b in stack.top.buttons)


def test_the_set_up_seats_people_by_name_and_computers_by_level_for_the_rounds_chosen():
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    assert {level.title() for level in offered_levels()} == {"Easy", "Normal", "Hard"}
    click(stack, surface, button_point(setup, "3"))
    click(stack, surface, kind_point(setup, 1, "Person"))
    click(stack, surface, kind_point(setup, 2, "Hard"))
    name = ctx.viewport.rect(setup.seats.name_rect(1)).center
    click(stack, surface, name)
    assert setup.seats.editing == 1
    for _ in range(len("Player 2")):
        key(stack, surface, pygame.K_BACKSPACE)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    key(stack, surface, pygame.K_RETURN)
    click(stack, surface, button_point(setup, "+"))
    click(stack, surface, button_point(setup, "Start the match"))
    table = stack.top
    assert isinstance(table, CurtainScene)  # two people share the screen: the curtain names the first to play
    click(stack, surface, (640, 360))
    scene = stack.top
    assert isinstance(scene, MasterTableScene)
    session = scene.campaign.session
    assert session.state.players == 3 and session.state.rounds == 4
    assert scene.seating.chairs == (Chair(PERSON, "Player 1"), Chair(PERSON, "Ana"), Chair(COMPUTER, "Computer 3",
                                                                                          "hard"))
    saved = saves.read(campaign_path("master", "computer"))  # saved at once, seating and all
    assert Seating.from_notes(saved.notes, 3) == scene.seating


def test_tab_goes_to_the_next_person_s_name_round_to_the_first_past_the_computers():
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    click(stack, surface, button_point(setup, "4"))
    click(stack, surface, kind_point(setup, 0, "Person"))
    click(stack, surface, kind_point(setup, 1, "Hard"))
    click(stack, surface, kind_point(setup, 2, "Person"))
    click(stack, surface, kind_point(setup, 3, "Easy"))  # people at seats 0 and 2, computers at 1 and 3
    click(stack, surface, ctx.viewport.rect(setup.seats.name_rect(0)).center)
    key(stack, surface, pygame.K_TAB)
    assert setup.seats.editing == 2
    key(stack, surface, pygame.K_TAB)
    assert setup.seats.editing == 0

def test_a_table_of_computers_only_cannot_start():
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    click(stack, surface, kind_point(setup, 0, "Easy"))
    assert not next(b for b in setup.buttons if b.label == "Start the match").enabled
    assert isinstance(stack.top, MasterSetupScene)


def test_one_person_against_the_computer_plays_at_once_with_no_curtain():
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "Start the match"))
    scene = stack.top
    assert isinstance(scene, MasterTableScene) and scene.viewer == 0 and len(scene.computers) == 3
    assert {key for key, slot in scene.slots.items() if slot.zone == "hand"} == set(scene.campaign.state.hands[0])


def test_continue_brings_back_the_same_match_at_the_same_moment():
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "2"))
    click(stack, surface, button_point(stack.top, "Start the match"))
    scene = stack.top
    while scene.campaign.session.ruleset.to_act(scene.campaign.session.state) != 0:
        frame(stack, surface, 2.0)  # the computer opens (it may)
    card = scene.campaign.state.hands[0][0]
    drag(stack, surface, card_point(scene, card), area_point(scene, 0))  # waits as the first card of a set
    assert scene.staged == card
    mouse_play(stack, surface, scene, cmd.DiscardCard(seat=0, card=card))  # from where it waits
    moment = scene.campaign.session.state
    assert card in moment.discard
    # The window closes; a new process opens the menu, which names the match in progress, and continues it.
    ctx2, surface2 = context()
    menu = Stack(MenuScene(ctx2))
    frame(menu, surface2)
    assert any(b.label == "Continue v. computer" for b in menu.top.buttons)
    click(menu, surface2, play_point(menu.top, "master", "Continue v. computer"))
    resumed = menu.top
    assert isinstance(resumed, MasterTableScene) and resumed.campaign.session.state == moment
    assert resumed.seating == scene.seating and resumed.viewer == 0


def test_the_set_up_offers_continue_and_names_the_match_in_progress():
    ctx, surface = context()
    first = Stack(MasterSetupScene(ctx))
    frame(first, surface)
    click(first, surface, button_point(first.top, "Start the match"))
    again = Stack(MasterSetupScene(ctx))
    frame(again, surface)
    setup = again.top
    assert setup.saved is not None and "round 1 of 3" in setup.saved
    key(again, surface, pygame.K_RETURN)
    assert isinstance(again.top, MasterTableScene)


def test_a_seating_that_cannot_be_read_makes_every_seat_a_person_so_every_hand_stays_hidden():
    assert Seating.from_notes({"table": "nonsense"}, 3).people == frozenset({0, 1, 2})
    renamed = Seating.from_notes({"table": {"chairs": [{"kind": "person", "name": "Ana"},
                                                       {"kind": "computer", "name": "X", "level": "grandmaster"}]}},
                                 2)
    assert renamed.chairs[0] == Chair(PERSON, "Ana") and renamed.chairs[1].level in offered_levels()


# ----- the screenshot command ---------------------------------------------------------------------------


@pytest.mark.parametrize("scene", ["set_table", "set_answer", "master_setup"])
def test_the_screenshot_command_renders_master_scenes(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--ruleset", "master", "--scene", scene, "--out", str(out), "--seed", "4",
                 "--steps", "12", "--size", "1024x600", "--players", "4"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 600)


def test_the_screenshot_command_shows_each_seat_its_own_view(tmp_path):
    pictures = []
    for seat in (0, 5):
        out = tmp_path / f"seat{seat}.png"
        assert main(["screenshot", "--ruleset", "master", "--scene", "set_table", "--seat", str(seat), "--players",
                     "6", "--out", str(out), "--seed", "4", "--steps", "10"]) == 0
        pictures.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert pictures[0] != pictures[1]


def test_the_screenshot_command_refuses_a_table_the_game_cannot_seat(tmp_path, capsys):
    assert main(["screenshot", "--ruleset", "master", "--scene", "set_table", "--players", "7", "--out",
                 str(tmp_path / "x.png")]) == 2
    assert "2 to 6 seats" in capsys.readouterr().err
    assert main(["screenshot", "--ruleset", "master", "--scene", "set_table", "--seat", "3", "--out",
                 str(tmp_path / "x.png")]) == 2
    assert "seat 3" in capsys.readouterr().err


def test_starting_a_match_over_one_in_progress_asks_first_unless_settings_say_just_start():
    from game.files import settings
    from game.scenes.confirm import ConfirmScene

    ctx, surface = context()
    first = Stack(MasterSetupScene(ctx))
    frame(first, surface)
    click(first, surface, button_point(first.top, "Start the match"))
    saved = saves.read(campaign_path("master", "computer")).seed
    again = Stack(MasterSetupScene(ctx))
    frame(again, surface)
    click(again, surface, button_point(again.top, "Start the match"))
    assert isinstance(again.top, ConfirmScene) and again.top.question == "Replace the match in progress?"
    click(again, surface, button_point(again.top, "Keep it"))
    assert isinstance(again.top, MasterSetupScene) and saves.read(campaign_path("master", "computer")).seed == saved
    settings.change(confirm_replace=False)
    click(again, surface, button_point(again.top, "Start the match"))
    assert isinstance(again.top, MasterTableScene) and again.top.campaign.session.seed != saved


def test_the_set_up_remembers_the_seats_names_and_rounds_of_the_last_match_started():
    from game.files import settings

    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    click(stack, surface, button_point(setup, "5"))
    click(stack, surface, kind_point(setup, 1, "Person"))
    click(stack, surface, kind_point(setup, 3, "Hard"))
    click(stack, surface, ctx.viewport.rect(setup.seats.name_rect(1)).center)
    key(stack, surface, pygame.K_a, pygame.KMOD_CTRL)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    key(stack, surface, pygame.K_RETURN)
    click(stack, surface, button_point(setup, "+"))
    click(stack, surface, button_point(setup, "Start the match"))
    writer.wait_for()
    settings.forget()  # the game closes and opens again: the settings are read from the file
    again = MasterSetupScene(context()[0])
    assert again.choices.players == 5 and again.choices.rounds == setup.choices.rounds
    assert [(c.kind, c.name if not c.computer else c.level) for c in again.choices.seating.chairs] == [
        (c.kind, c.name if not c.computer else c.level) for c in setup.choices.seating.chairs]
    assert again.choices.chairs[1].name == "Ana" and again.choices.chairs[3].level == "hard"


def first_name_selected() -> tuple[Stack, pygame.Surface, MasterSetupScene]:
    """The set-up opened, its first name box clicked and its whole name selected with Ctrl+A."""
    ctx, surface = context()
    setup = MasterSetupScene(ctx)
    stack = Stack(setup)
    frame(stack, surface)
    click(stack, surface, ctx.viewport.rect(setup.seats.name_rect(0)).center)
    key(stack, surface, pygame.K_a, pygame.KMOD_CTRL)
    return stack, surface, setup


def test_ctrl_a_selects_the_whole_name_so_what_is_typed_or_backspace_replaces_it():
    stack, surface, setup = first_name_selected()
    assert setup.seats.selected
    frame(stack, surface)  # drawn with the name lit
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Bo"))
    assert setup.choices.chairs[0].name == "Bo"
    key(stack, surface, pygame.K_a, pygame.KMOD_CTRL)
    key(stack, surface, pygame.K_BACKSPACE)
    assert setup.choices.chairs[0].name == ""


def test_a_seat_name_takes_hebrew_letters_and_refuses_letters_the_game_cannot_draw_naming_the_script():
    stack, surface, setup = first_name_selected()
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="\u05e2\u05d1"))  # Hebrew: drawn right to left
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="\u0928"))  # Devanagari: no face of the game draws it
    assert setup.choices.chairs[0].name == "\u05e2\u05d1"
    assert [toast.message for toast in setup.toasts] == [
        "The game cannot draw Devanagari letters yet, so a name cannot hold them."]


def test_a_match_at_one_screen_and_one_against_the_computer_are_kept_apart_and_each_continued():
    """Master kept one match in progress: a match of people alone at one screen ended the one against the computer.
    Each kind of table keeps its own (game.files.kinds); the set-up's Continue and its question before replacing are
    of the kind its seats make, and the menu offers both."""
    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "2"))
    click(stack, surface, button_point(stack.top, "Start the match"))  # a person and the computer
    against = saves.read(campaign_path("master", "computer")).batches
    again = Stack(MasterSetupScene(ctx))
    frame(again, surface)
    setup = again.top
    assert setup.choices.kind() == "computer" and any(b.label == "Continue the match" for b in setup.buttons)
    click(again, surface, kind_point(setup, 1, "Person"))
    assert setup.choices.kind() == "hotseat" and not any(b.label == "Continue the match" for b in setup.buttons)
    click(again, surface, button_point(setup, "Start the match"))  # no question: the other kind's match stays
    assert isinstance(again.top, CurtainScene)
    assert saves.read(campaign_path("master", "computer")).batches == against
    assert saves.is_saved(campaign_path("master", "hotseat"))
    menu = Stack(MenuScene(context()[0]))
    frame(menu, surface)
    continues = {b.label: b.action.args[1] for b in menu.top.buttons if b.label.startswith("Continue")}
    assert continues.items() >= {("Continue v. computer", "master:computer"), ("Continue hot-seat", "master:hotseat")}
