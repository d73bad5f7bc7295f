"""New campaign, Continue after the window closed, and the scenes each leads to."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.files import writer
from game.files.paths import campaign_path
from game.games import Game, families
from game.scenes.base import Stack
from game.scenes.menu import MenuScene, about
from game.scenes.udo.combo_board import ComboBoardScene
from game.scenes.udo.hero_select import HeroSelectScene
from game.scenes.udo.master_select import MasterSelectScene
from game.ui import palette
from tests.scenes.helpers import WHOLE_AT_A_GLANCE, button_point, click, context, frame, open_game, play_point


def test_continue_appears_only_when_a_save_exists():
    ctx, _ = context()
    assert not any(b.label.startswith("Continue") for b in MenuScene(ctx).buttons)
    campaign_path("kai").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(ctx)
    assert [b.action.args[1] for b in menu.buttons if b.label.startswith("Continue")] == ["kai"]
    assert any("Kai, the Tempest's campaign" in found.line for found in menu.saved["udo"])  # how far: unreadable


def test_every_game_in_progress_has_its_own_continue_named_on_its_tile():
    ctx, _ = context()
    for ruleset_id in ("udo", "kai", "kenpo"):
        campaign_path(ruleset_id).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    menu = MenuScene(ctx)
    named = {b.label: b.action.args[1] for b in menu.buttons if b.label.startswith("Continue")}
    assert named == {"Continue Udo": "udo", "Continue Kai": "kai", "Continue": "kenpo"}


def test_the_menu_holds_more_games_than_a_page_and_turns_the_page(monkeypatch):
    from game.scenes import menu as menu_module

    many = [Game(f"{entry.id}{n}", entry.title, entry.family, entry.players, entry.blurb) for n in range(4)
            for entry in families()]
    monkeypatch.setattr(menu_module, "families", lambda: many)
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    assert menu.pages == -(-len(many) // 6) >= 2 and len(menu.shown()) == 6
    tiles = [ctx.viewport.rect(menu.tile(i)) for i in range(6)]
    assert all(surface.get_rect().contains(tile) for tile in tiles)
    click(stack, surface, button_point(menu, "Games \u25b6"))
    assert menu.page == 1 and len(menu.shown()) == min(6, len(many) - 6)


def test_new_campaign_then_closing_and_continuing_returns_to_the_same_moment():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    if isinstance(stack.top, HeroSelectScene):
        click(stack, surface, button_point(stack.top, "Play Master Udo"))
    select = stack.top
    assert isinstance(select, MasterSelectScene)
    click(stack, surface, button_point(select, "Fight!"))
    board = stack.top
    assert isinstance(board, ComboBoardScene)
    card = board.state.hand[0]
    start = board.by_key[card].rect.center
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    target = board.ctx.viewport.rect(board.zones["new_combo"]).center
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    moment = board.state
    assert moment.combos  # the play happened and was saved at once
    # The window closes without any goodbye; a new process opens the menu and continues.
    ctx2, surface2 = context()
    again = Stack(MenuScene(ctx2))
    frame(again, surface2)
    click(again, surface2, play_point(again.top, "udo", "Continue Udo"))
    assert isinstance(again.top, ComboBoardScene)
    assert again.top.state == moment


def test_a_damaged_save_is_never_offered_to_continue_but_named_damaged_on_its_tile_with_what_was_kept():
    ctx, surface = context()
    path = campaign_path("udo")
    path.write_text("this is not a save\n", encoding="utf-8")
    cut = campaign_path("matcg", "hotseat")
    cut.write_text(WHOLE_AT_A_GLANCE + '{"batch": 0, "type": "Dr', "utf-8")  # a torn line after the last one
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    assert not any(b.label.startswith("Continue") for b in menu.buttons)
    [udo] = menu.saved["udo"]
    assert udo.damaged and udo.line == ("Master Udo's campaign: its save is damaged and cannot be continued. "
                                        "It was kept as udo-campaign.jsonl.bak.")
    [duel] = menu.saved["matcg"]
    assert duel.damaged and "was cut short" in duel.line and "matcg-hotseat-campaign.jsonl.bak" in duel.line
    for kept in (path, cut):
        assert kept.with_name(kept.name + ".bak").exists() and not kept.exists()
    menu.resume(None)  # back from another screen: still named, until the game is closed
    assert menu.saved["udo"] == [udo] and not any(b.label.startswith("Continue") for b in menu.buttons)


def test_the_continue_list_names_a_damaged_save_but_cannot_continue_it():
    from game.scenes.choice import ContinueChoiceScene

    ctx, surface = context()
    for kind in ("computer", "2v2"):
        campaign_path("matcg", kind).write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    campaign_path("dgm").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    campaign_path("matcg", "hotseat").write_text("this is not a save\n", encoding="utf-8")
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "Continue\u2026"))
    listed = stack.top
    assert isinstance(listed, ContinueChoiceScene)
    assert not any(b.label.startswith("Hot-seat duel:") for b in listed.buttons)
    [(row, damaged)] = listed.damaged
    assert damaged.startswith("Hot-seat duel") and "kept as matcg-hotseat-campaign.jsonl.bak" in damaged
    assert sum(b.enabled for b in listed.buttons) == len(listed.buttons) == 4  # three to continue, and Back
    assert all(not row.colliderect(b.rect) for b in listed.buttons)
    listed.draw(surface)
    words = surface.subsurface(listed.ctx.viewport.rect(row.inflate(-8, -8)))
    assert palette.ERROR_RED in {tuple(words.get_at((x, y)))[:3] for x in range(0, words.get_width(), 2)
                                 for y in range(words.get_height())}  # said in red, as on the menu's tile


def test_the_menu_opens_without_loading_card_data_or_pydantic():
    """The first frame comes before any card file is read (the start-up benchmark depends on it)."""
    import subprocess
    import sys

    code = "import sys, game.scenes.menu; print(sorted(m for m in ('pydantic', 'game.rulesets') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_with_two_heroes_new_campaign_asks_which_and_starts_that_hero(monkeypatch):
    from game.scenes.udo import hero_select
    from game.words.udo import heroes

    for module in (heroes, hero_select):  # the menu's choice to open it, and the heroes it offers
        monkeypatch.setattr(module, "playable_heroes", lambda: ["udo", "kai"])
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    assert isinstance(stack.top, HeroSelectScene)
    click(stack, surface, button_point(stack.top, "Play Master Udo"))
    assert isinstance(stack.top, MasterSelectScene) and stack.top.campaign.rules.id == "udo"


# ----- which game Continue opens, how far along it is, and nothing replaced unasked ----------------------


def saved_text(ruleset_id: str, kind: str | None = None) -> str:
    """The text of a ruleset's save (of a kind of table) as the game last meant it (once its write is done:
    game.files.writer); "" when there is none."""
    writer.wait_for(campaign_path(ruleset_id, kind))
    path = campaign_path(ruleset_id, kind)
    return path.read_text(encoding="utf-8") if path.exists() else ""


def saved_games() -> dict[str, object]:
    """A campaign of each hero and a duel against the computer, played some way by bots and saved."""
    from game.ai.udo import make_bot
    from game.engine.core import Session
    from game.files import saves
    from game.rulesets import ruleset
    from game.words.kenpo.seating import VERSUS, Table
    from tests.scenes.kenpo.helpers import greedy_played

    sessions = {}
    for hero, commands in (("udo", 60), ("kai", 14)):
        rules = ruleset(hero)
        session = Session.new(rules, 5)
        bot = make_bot("greedy", 5)
        for _ in range(commands):
            session.submit(bot.choose(rules, rules.view(session.state, 0)))
        saves.save(session)
        sessions[hero] = session
    duel = greedy_played(3, 40)
    duel.notes["table"] = Table(VERSUS, "hard", 1).notes()
    saves.save(duel)
    sessions["kenpo"] = duel
    return sessions


def test_each_continue_is_named_says_how_far_its_game_is_and_opens_that_game():
    sessions = saved_games()
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    udo, kai, duel = (sessions[k].state for k in ("udo", "kai", "kenpo"))
    lines = {found.ruleset_id: found.line for family in menu.saved.values() for found in family}
    assert lines["udo"].startswith(f"{len(udo.defeated)} of 4 masters down, glory {udo.glory}")
    assert lines["kai"].startswith(f"0 of 4 masters down, glory 0, turn {kai.turn}")
    whose = "your turn" if duel.seat == 1 else "the computer's turn"
    assert lines["kenpo:computer"] == (f"Computer (Hard) {duel.scores[0]} \u2013 {duel.scores[1]} You, turn "
                                       f"{duel.turn}, {whose}")
    click(stack, surface, play_point(menu, "udo", "Continue Kai"))
    assert isinstance(stack.top, ComboBoardScene) and stack.top.campaign.rules.id == "kai"
    assert stack.top.campaign.session.state == kai


def test_the_menu_names_the_games_in_progress_without_loading_card_data_or_pydantic(tmp_path):
    """Saves in the user folder; the menu is built and draws its first frame in a fresh process."""
    import os
    import subprocess
    import sys

    saved_games()
    code = ("import os, sys, pygame; os.environ['SDL_VIDEODRIVER'] = 'dummy'; pygame.init();"
            "from game.app import make_context; from game.scenes.menu import MenuScene;"
            "surface = pygame.display.set_mode((1280, 720)); menu = MenuScene(make_context((1280, 720)));"
            "menu.draw(surface);"
            "print([f.line for fam in menu.saved.values() for f in fam]);"
            "print(sorted(m for m in ('pydantic', 'game.rulesets', 'game.files.saves', 'game.content.udo',"
            " 'game.engine.udo') if m in sys.modules))")
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    shown, loaded = out.stdout.strip().splitlines()[-2:]
    assert "masters down" in shown and " You, turn" in shown
    assert loaded == "[]"


def test_a_new_campaign_for_a_hero_with_one_in_progress_asks_first_and_keeps_it_unless_told():
    from game.scenes.confirm import ConfirmScene

    saved_games()
    before = saved_text("kai")
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    assert isinstance(stack.top, HeroSelectScene)
    click(stack, surface, button_point(stack.top, "Play Kai, the Tempest"))
    confirm = stack.top
    assert isinstance(confirm, ConfirmScene) and "Kai" in confirm.question
    assert any("masters down" in line for line in confirm.lines)
    click(stack, surface, button_point(confirm, "Keep it"))
    assert isinstance(stack.top, HeroSelectScene) and saved_text("kai") == before
    click(stack, surface, button_point(stack.top, "Play Kai, the Tempest"))
    click(stack, surface, button_point(stack.top, "Replace it"))
    assert isinstance(stack.top, MasterSelectScene) and stack.top.campaign.rules.id == "kai"
    assert saved_text("kai") != before


def test_the_hero_choice_continues_each_heros_campaign_and_enter_the_newest():
    sessions = saved_games()
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    chooser = stack.top
    assert isinstance(chooser, HeroSelectScene) and set(chooser.kept) == {"udo", "kai"}
    newest = next(iter(chooser.kept))
    click(stack, surface, button_point(chooser, "Continue Udo"))
    assert isinstance(stack.top, ComboBoardScene) and stack.top.campaign.session.state == sessions["udo"].state
    stack = Stack(HeroSelectScene(ctx))
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    frame(stack, surface)
    assert isinstance(stack.top, ComboBoardScene) and stack.top.campaign.rules.id == newest


def test_a_new_campaign_with_none_in_progress_starts_at_once():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    click(stack, surface, button_point(stack.top, "Play Master Udo"))
    assert isinstance(stack.top, MasterSelectScene)


def test_a_new_duel_with_one_of_its_kind_in_progress_asks_first_and_one_of_another_kind_never_ends_it():
    from game.scenes.confirm import ConfirmScene
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.kenpo.setup import KenpoSetupScene
    from tests.scenes.kenpo.helpers import hot_seat

    saved_games()  # a duel against the computer
    before = saved_text("kenpo", "computer")
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "kenpo")
    assert isinstance(stack.top, KenpoSetupScene)
    click(stack, surface, button_point(stack.top, "Start the duel"))  # a person at Yellow, the computer at Red
    assert isinstance(stack.top, ConfirmScene)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))  # Esc keeps it
    frame(stack, surface)
    assert isinstance(stack.top, KenpoSetupScene) and saved_text("kenpo", "computer") == before
    hot_seat(stack, surface)
    click(stack, surface, button_point(stack.top, "Start the duel"))  # another kind of table: at once
    assert isinstance(stack.top, RingArenaScene) or stack.top.__class__.__name__ == "CurtainScene"
    assert saved_text("kenpo", "computer") == before and saved_text("kenpo", "hotseat") != ""
    menu = MenuScene(ctx)
    assert {b.label: b.action.args[1] for b in menu.buttons if b.label.startswith("Continue")} == {
        "Continue Udo": "udo", "Continue Kai": "kai", "Continue v. computer": "kenpo:computer",
        "Continue hot-seat": "kenpo:hotseat"}


def test_the_continue_lines_of_master_and_martial_arts_say_the_seats_the_round_or_turn_and_whose_turn():
    fixtures = Path(__file__).parents[1] / "fixtures" / "saves"
    for ruleset_id in ("master", "matcg"):
        campaign_path(ruleset_id).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(fixtures / f"{ruleset_id}-v1-{'midround' if ruleset_id == 'master' else 'midfight'}.jsonl",
                        campaign_path(ruleset_id))
    menu = MenuScene(context()[0])
    lines = {found.ruleset_id: found.line for family in menu.saved.values() for found in family}
    assert lines["master"] == "Master, 4 seats, round 1 of 2, Ben's turn"
    assert lines["matcg"] == "Duel, turn 4, your turn"


def test_the_continue_line_of_a_duel_names_the_fighter_a_counter_attack_gave_the_turn_to():
    """A counter-attack takes the turn over: the line names the fighter in control, whom the table (its curtain at
    one screen) hands the game to, not the one whose turn it began as."""
    import random

    from game.engine.core import Session
    from game.files import saves
    from game.files.matcg import progress
    from game.rulesets import ruleset
    from game.words.matcg.seating import Chair, Seating

    rng, session = random.Random(4), Session.new(ruleset("matcg"), 4)
    session.notes["table"] = Seating((Chair(), Chair())).notes()
    # random play until a counter-attack takes the turn over, and its fighter is to play on once it is answered
    while session.state.active == session.state.owner or session.ruleset.to_act(session.state) != session.state.active:
        to_act = session.ruleset.to_act(session.state)
        assert to_act is not None
        session.submit(rng.choice(session.legal(to_act)))
    path = saves.save(session, campaign_path("matcg", "hotseat"))
    assert progress(path) == f"turn {session.state.turn}, Player {session.state.active + 1}'s turn"


def test_the_continue_line_of_a_two_on_two_names_whose_turn_it_is_as_the_players_named_them():
    from game.engine.core import Session
    from game.files import saves
    from game.files.matcg import progress
    from game.rulesets import ruleset
    from game.words.matcg.seating import Chair, Seating

    names = ("Ana", "Bo", "Chen", "Dara")
    session = Session.new(ruleset("matcg"), 5, {"mode": "2v2"})
    session.notes["table"] = Seating((Chair(),) * 4, titles=names).notes()
    path = saves.save(session, campaign_path("matcg", "2v2"))
    to_act = session.ruleset.to_act(session.state)
    assert to_act is not None
    assert progress(path) == f"turn 1, {names[to_act]}'s turn"


def test_the_continue_line_of_a_duel_waiting_for_the_players_answer_to_the_computers_attack_says_it_is_their_move():
    """The computer's turn, but the game waits for the person to answer its attack: the line said "the computer's
    turn", which a returning player reads as nothing to do."""
    import random

    from game.engine.core import Session
    from game.engine.matcg.state import BLOCK
    from game.files import saves
    from game.files.matcg import progress
    from game.rulesets import ruleset
    from game.words.matcg.seating import Chair, Seating

    rng, session = random.Random(3), Session.new(ruleset("matcg"), 3)
    session.notes["table"] = Seating((Chair(), Chair("computer", "normal"))).notes()
    while not (session.state.phase == BLOCK and session.state.active == 1):
        to_act = session.ruleset.to_act(session.state)
        assert to_act is not None
        session.submit(rng.choice(session.legal(to_act)))
    path = saves.save(session, campaign_path("matcg", "computer"))
    assert progress(path) == f"turn {session.state.turn}, your move: answer the attack"


@pytest.mark.parametrize("mode", ["duel", "2v2", "army"])
def test_the_continue_line_names_the_fighter_the_game_waits_for_at_every_moment_of_a_fight(mode):
    """Whose move it is, read from the save's events as plain text, is the seat the rules wait for: the turn's
    fighter, or another answering it (an attack, a Strategy card, a counter-attack, the judges' draw); in the
    Discard Phase, what is done, not by whom (a hand's size is not read)."""
    import random

    from game.engine.core import Session
    from game.engine.matcg.state import DISCARD
    from game.files import saves
    from game.files.matcg import progress
    from game.rulesets import ruleset
    from game.words.matcg.seating import Chair, Seating

    rng, session = random.Random(7), Session.new(ruleset("dgm"), 7, {"mode": mode})
    names = tuple(f"Fighter{chr(65 + seat)}" for seat in range(session.state.seats))
    session.notes["table"] = Seating((Chair(),) * session.state.seats, titles=names).notes()
    answers = 0
    for _ in range(150):
        to_act = session.ruleset.to_act(session.state)
        if to_act is None:
            break
        if session.state.turn > 0:
            line = progress(saves.save(session, campaign_path("dgm", mode)))
            answering = to_act != session.state.active
            discarding = session.state.phase == DISCARD and session.state.responder is None
            whose = (", discarding down to the hand limit" if discarding else
                     f", {names[to_act]}'s {'move: ' if answering else ''}")
            assert line is not None and whose in line, line
            answers += answering
        session.submit(rng.choice(session.legal(to_act)))
    assert answers


def test_start_up_notices_name_the_game_and_the_file_not_its_path_and_esc_or_a_click_puts_them_away():
    from game.files import storage
    from game.scenes.base import Quit
    from game.scenes.confirm import ConfirmScene

    path = campaign_path("kenpo", "hotseat")
    storage.notice(f"{path}: is not a file, so it cannot be read or saved; move it away", echo=False)
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface, 0.1)
    menu = stack.top
    [told] = [toast.message for toast in menu.toasts]
    assert told.startswith("Ancient Arts: Kenpo Masters, kenpo-hotseat-campaign.jsonl: is not a file")
    assert told.count(str(path.parent)) == 1 and str(path) not in told  # the folder said once, at the end
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert stack.top is menu and not menu.toasts and not isinstance(menu.outcome, Quit)
    storage.notice(f"{path.with_name('tournament.json')}: is not a file, so it cannot be read or saved; move it "
                   f"away", echo=False)
    frame(stack, surface, 0.1)
    [box] = menu._toast_boxes()
    click(stack, surface, box.center)
    assert stack.top is menu and not menu.toasts
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(stack.top, ConfirmScene)  # with no notice, Esc asks to quit as before


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_start_up_notices_cover_no_button_of_the_menu(monkeypatch, text_size, size):
    """Three notices of a start-up over a lived-in folder (games in progress, so tiles with Continue) stand between
    the menu's buttons, its footer's among them, at the smallest and a large window, at Normal and Largest text."""
    from game.files import settings, storage
    from game.files.paths import records_path
    from game.ui.toasts import Toast
    from tests.reliability.lived_in import lived_in

    settings.change(text_size=text_size)
    lived_in()
    path = campaign_path("kenpo", "hotseat")
    for told in (f"{path} could not be read: it is damaged (line 3 is not JSON); it was set aside as {path.name}.bak.",
                 f"{records_path()} is damaged and was set aside as records.json.bak; a new record book starts.",
                 f"{campaign_path('udo')} was written by a later version of the game; it is left alone."):
        storage.notice(told, echo=False)
    drawn: list[pygame.Rect] = []
    draw = Toast.draw
    monkeypatch.setattr(Toast, "draw", lambda self, *a, **k: drawn.append(draw(self, *a, **k)) or drawn[-1])
    ctx, surface = context(size)
    stack = Stack(MenuScene(ctx))
    frame(stack, surface, 0.1)
    menu = stack.top
    buttons = [button.screen_rect(ctx.viewport) for button in menu.buttons]
    assert len(drawn) == 3 and drawn == menu._toast_boxes()
    assert all(box.collidelist(buttons) < 0 and surface.get_rect().contains(box) for box in drawn), (drawn, buttons)
    assert any(button.label.startswith("Continue") for button in menu.buttons)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_start_up_notices_leave_a_tiles_no_game_in_progress_line_readable(text_size, size):
    """Two notices of a start-up over a folder with a game in progress of one game only: the line "No game in
    progress" of the others' tiles is never under a notice (the lowest was laid over the lowest tiles' lines, above
    the footer, where no row of a game in progress held it off)."""
    from game.files import saves, settings, storage
    from game.files.paths import records_path
    from game.ui.menu_tile import saved_rows
    from tests.reliability.hostile import small_session

    settings.change(text_size=text_size)
    saves.save(small_session())
    path = campaign_path("kenpo", "hotseat")
    for told in (f"{path} could not be read: it is damaged (line 3 is not JSON); it was set aside as {path.name}.bak.",
                 f"{records_path()} is damaged and was set aside as records.json.bak; a new record book starts."):
        storage.notice(told, echo=False)
    ctx, surface = context(size)
    stack = Stack(MenuScene(ctx))
    frame(stack, surface, 0.1)
    menu, vp = stack.top, ctx.viewport
    none = [vp.rect(saved_rows(vp, menu.tile(index), 0, about(game))[0]) for index, game in enumerate(menu.shown())
            if not menu.saved[game.family]]
    assert len(none) == 3 and len(menu._toast_boxes()) == 2
    assert all(box.collidelist(none) < 0 for box in menu._toast_boxes()), (menu._toast_boxes(), none)


def three_long_notices() -> None:
    """At the Largest text, the three long start-up notices of a lived-in folder (a folder where a save goes, a
    settings file with bad values), beside a Continue row on every tile."""
    from game.files import settings, storage
    from game.files.paths import settings_path
    from tests.reliability.lived_in import lived_in

    settings.change(text_size="largest")
    lived_in()
    fixtures = Path(__file__).parents[1] / "fixtures" / "saves"
    for fixture, kept in (("kai-v1-midfight", campaign_path("kai")), ("master-v1-midround", campaign_path("master")),
                          ("kenpo-v1-midmatch", campaign_path("kenpo", "computer")),
                          ("matcg-v1-midfight", campaign_path("matcg", "computer"))):
        shutil.copy(fixtures / f"{fixture}.jsonl", kept)  # a tile with two Continue rows, and one on every tile
    old, folder = campaign_path("kenpo"), campaign_path("kenpo", "hotseat")
    for told in (f"{old}: {folder.name} is a folder, not a save, so this game keeps its old name and goes on being "
                 f"saved there; move {folder.name} away",
                 f"{folder}: is not a file, so it cannot be read or saved; move it away",
                 f"{settings_path()}: holds bad settings (music_volume: must be a whole number from 0 to 100, not "
                 "'loud'; curtain: must be true or false, not None). It was kept as settings.json.bak. Those settings "
                 "are back to their defaults; the other settings are kept."):
        storage.notice(told, echo=False)


def test_start_up_notices_too_long_to_stand_between_the_buttons_are_still_never_drawn_over_one_another(monkeypatch):
    """At the Largest text, three long notices find no room between the menu's buttons: each is still drawn whole,
    none over another, inside the window (the third was hidden under the second)."""
    from game.ui.toasts import Toast

    three_long_notices()
    drawn: list[pygame.Rect] = []
    draw = Toast.draw
    monkeypatch.setattr(Toast, "draw", lambda self, *a, **k: drawn.append(draw(self, *a, **k)) or drawn[-1])
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface, 0.1)
    assert len(drawn) == 3 and drawn == stack.top._toast_boxes()
    assert all(surface.get_rect().contains(box) for box in drawn), drawn
    assert all(not a.colliderect(b) for i, a in enumerate(drawn) for b in drawn[i + 1:]), drawn


def test_a_click_on_a_menu_button_a_start_up_notice_covers_presses_it_and_puts_the_notices_away():
    """The notices that find no room between the buttons cover some for eight seconds: a click there used to only
    put the notices away, so the player's first click on Records or Replays did nothing they could see."""
    three_long_notices()
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface, 0.1)
    menu, vp = stack.top, ctx.viewport
    covered = [button for button in menu.buttons if button.enabled and button.screen_rect(vp).collidelist(
        menu._toast_boxes()) >= 0 and not button.label.startswith(("Continue", "Quit"))]
    assert covered, [button.label for button in menu.buttons]
    button = covered[0]
    point = next((x, y) for box in menu._toast_boxes() if (clip := box.clip(button.screen_rect(vp))).w
                 for x, y in [clip.center])
    click(stack, surface, point)
    assert not menu.toasts and stack.top is not menu, button.label


def test_a_duel_against_the_computer_is_named_on_the_menu_by_the_name_its_player_typed_and_the_computers_level():
    from game.files import saves
    from game.files.kenpo import in_progress
    from game.words.kenpo.seating import VERSUS, Table
    from tests.scenes.kenpo.helpers import greedy_played

    duel = greedy_played(3, 40)
    duel.notes["table"] = Table(VERSUS, "hard", 1, players=("Dara",)).notes()
    saves.save(duel)
    (found,) = in_progress()
    assert found.line.startswith("Computer (Hard) ") and "\u2013" in found.line and " Dara, turn " in found.line


HARD = {"mode": "versus", "level": "hard", "human": 0}


@pytest.mark.parametrize(("names", "table", "line"), [
    (["Bo", "Bo"], {"mode": "hotseat"}, "Yellow 0 \u2013 0 Red, turn 1, Yellow's turn; hot-seat"),
    (["  Ana  ", "Ben"], {"mode": "hotseat"}, "Ana (Yellow) 0 \u2013 0 Ben (Red), turn 1, Ana's turn; hot-seat"),
    (["Computer"], HARD, "You 0 \u2013 0 Computer (Hard), turn 1, your turn"),
    (["Dara\u0007"], HARD, "You 0 \u2013 0 Computer (Hard), turn 1, your turn"),
    (["Dara"], {**HARD, "level": "ultra"}, "Dara 0 \u2013 0 Computer, turn 1, your turn"),
])
def test_a_hand_edited_duels_names_are_named_on_the_menu_as_its_table_names_them(names, table, line):
    """Names the table would not take (two alike, "Computer", a bell) read on the menu as Continue will seat them; a
    level the set-up does not offer is not named."""
    from game.engine.core import Session
    from game.files import saves
    from game.files.kenpo import in_progress
    from game.rulesets import ruleset

    duel = Session.new(ruleset("kenpo"), 3)
    duel.notes["table"] = {**table, "names": names}
    saves.save(duel)
    (found,) = in_progress()
    assert found.line == line


def test_a_continue_that_cannot_open_its_save_names_the_file_not_its_path():
    from game.files import saves
    from game.words.kenpo.seating import VERSUS, Table
    from tests.scenes.kenpo.helpers import greedy_played

    duel = greedy_played(3, 40)
    duel.notes["table"] = Table(VERSUS, "hard", 0, players=("Dara",)).notes()
    saves.save(duel)
    path = campaign_path("kenpo", "computer")
    writer.wait_for(path)
    path.write_text(path.read_text(encoding="utf-8").replace('"Dara"', '"Eli"', 1), encoding="utf-8")
    ctx, surface = context((1024, 600))
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    click(stack, surface, play_point(menu, "kenpo", "Continue v. computer"))
    [told] = [toast.message for toast in menu.toasts]
    assert told.startswith("Ancient Arts: Kenpo Masters, kenpo-computer-campaign.jsonl: ")
    assert str(path) not in told and told.count(str(path.parent)) == 1


def test_a_set_ups_continue_that_cannot_open_its_save_names_the_file_not_its_path():
    saved_games()
    path = campaign_path("udo")
    writer.wait_for(path)
    path.write_text(path.read_text(encoding="utf-8").replace('"type"', '"kind"', 1), encoding="utf-8")
    ctx, surface = context((1024, 600))
    stack = Stack(HeroSelectScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "Continue Udo"))
    [told] = [toast.message for toast in stack.top.toasts]
    assert told.startswith("Master Udo vs. the Four Martial Arts Masters, udo-campaign.jsonl: ")
    assert str(path) not in told and told.count(str(path.parent)) == 1 and "Esc" not in told


@pytest.mark.parametrize(("name", "called"), [("Anastasia Konstantinova", "Anastasia Kons"), ("Bo\u0007", "Bo"),
                                              ("\u034f", "Player 1")])
def test_a_master_match_in_progress_names_whose_turn_it_is_as_its_table_names_the_seat(name, called):
    """A name the table would cut or clean (too long, a bell, nothing visible) reads on the menu as it will at the
    table."""
    from game.engine.core import Session
    from game.files import saves
    from game.files.master import progress
    from game.rulesets import ruleset

    session = Session.new(ruleset("master"), 3, {"seats": 3, "rounds": 3})
    session.notes["table"] = {"chairs": [{"kind": "person", "name": name, "level": None},
                                         *({"kind": "person", "name": f"P{seat}", "level": None} for seat in (2, 3))]}
    to_act = session.ruleset.to_act(session.state)
    assert to_act == 0
    assert progress(saves.save(session, campaign_path("master", "hotseat"))) == (
        f"Master, 3 seats, round 1 of 3, {called}'s turn")


def test_a_master_match_at_the_rulesets_own_table_says_its_seats_round_and_turn_like_any_other():
    """A two-seat match of the rulebook's rounds is saved with no table in its header; its Continue still tells how far
    along it is, not just when it was saved."""
    from game.engine.core import Session, table_for
    from game.files import saves
    from game.files.master import progress
    from game.rulesets import ruleset

    session = Session.new(ruleset("master"), 5)
    session.notes["table"] = {"chairs": [{"kind": "person", "name": name, "level": None} for name in ("Ana", "Ben")]}
    assert session.table == table_for(session.ruleset)  # so the save's header names no table
    assert progress(saves.save(session, campaign_path("master", "hotseat"))) == (
        "Master, 2 seats, round 1 of 3, Ana's turn")


@pytest.mark.parametrize("chairs", [["Ana", "Ben"], [{"kind": "person", "name": "Ana"}], "Ana and Ben"])
def test_a_master_seating_the_table_cannot_read_is_named_on_the_menu_as_the_table_seats_it(chairs):
    """Chairs that are no chairs, or fewer than the seats, made the menu fail before its first frame; the table seats
    a person in every seat by the seat's own name, and the menu now says the same."""
    from game.engine.core import Session
    from game.files import saves
    from game.files.master import progress
    from game.rulesets import ruleset
    from game.words.master.seating import Seating

    session = Session.new(ruleset("master"), 5, {"seats": 2, "rounds": 3})
    session.notes["table"] = {"chairs": chairs}
    assert Seating.from_notes(session.notes, 2).names == ("Player 1", "Player 2")
    assert progress(saves.save(session, campaign_path("master", "hotseat"))) == (
        "Master, 2 seats, round 1 of 3, Player 1's turn")


def test_a_notice_of_a_save_that_failed_to_open_leaves_the_tiles_lines_of_games_in_progress_in_sight():
    """The notice stood over the tile's red line about the damaged save, until put away."""
    from game.ui.menu_tile import saved_rows

    ctx, surface = context((1024, 600))
    campaign_path("matcg", "2v2").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    campaign_path("dgm", "hotseat").write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    campaign_path("matcg", "hotseat").write_text("this is not a save\n", encoding="utf-8")
    campaign_path("matcg", "computer").write_text(WHOLE_AT_A_GLANCE.replace('"version": 1', '"version": "x"'),
                                                  encoding="utf-8")
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    click(stack, surface, button_point(menu, "Continue v. computer"))
    assert stack.top is menu and len(menu.toasts) == 1
    assert any(found.damaged for found in menu.saved["matcg"])
    index, game = next((k, game) for k, game in enumerate(menu.shown()) if game.family == "matcg")
    saved = menu.saved["matcg"]
    rows = [ctx.viewport.rect(row) for row in saved_rows(ctx.viewport, menu.tile(index), len(saved), about(game))]
    rows = rows[:len(saved)]
    assert all(box.collidelist(rows) == -1 for box in menu._toast_boxes())


def test_a_duel_against_the_computer_is_told_whole_on_its_tile_at_the_largest_text_in_the_smallest_window():
    """At the Largest text in a 1024x600 window the Kenpo line ended "Dara (Red) v. the..."."""
    from game.files import saves, settings
    from game.files.kenpo import in_progress
    from game.ui import text
    from game.ui.menu_tile import progress_rect, saved_rows
    from game.words.kenpo.seating import VERSUS, Table
    from tests.scenes.kenpo.helpers import greedy_played

    settings.change(text_size="largest")
    duel = greedy_played(3, 40)
    duel.notes["table"] = Table(VERSUS, "hard", 1, players=("Alexandra",)).notes()
    saves.save(duel)
    ctx, _ = context((1024, 600))
    menu = MenuScene(ctx)
    index, game = next((k, game) for k, game in enumerate(menu.shown()) if game.family == "kenpo")
    vp = ctx.viewport
    (found,) = in_progress()
    row = vp.rect(progress_rect(saved_rows(vp, menu.tile(index), 1, about(game))[0]))
    _, lines = text.readable_block(found.line, text.readable(vp.px(17)), text.readable(0), row.w, row.h)
    assert " ".join(lines) == found.line
