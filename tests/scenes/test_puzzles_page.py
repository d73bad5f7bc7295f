"""The Puzzles page: it lists a game's puzzles with their goals and solved marks, opens one at the game's own table
with its words in a panel, the computer answering; solving it says so, keeps it as solved and offers the next one;
a goal no longer reachable says "Not this time" with Restart; nothing of it is saved over a game in progress or
recorded."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import puzzles, solved
from game.files.paths import campaign_path, records_path
from game.games import game
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from game.scenes.puzzle import FAILED, PuzzleScene
from game.scenes.puzzles import HELPED, PER_PAGE, PuzzlesScene
from tests.scenes.helpers import context, frame, frames_until, key


def click(stack: Stack, scene: Any, label: str) -> None:
    button = next((b for b in scene.buttons if b.label == label), None) or next(
        b for b in scene.buttons if b.label.startswith(label))
    centre = scene.ctx.viewport.rect(button.rect).center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle(pygame.event.Event(kind, pos=centre, button=1))


def played_out(stack: Stack, surface: pygame.Surface, scene: PuzzleScene, commands: tuple[Any, ...]) -> None:
    """The commands played through the table as the player's drops are, the computer answering between them."""
    for command in commands:
        frames_until(stack, surface, lambda: scene.attempt.players_move() or scene.status is not None)
        assert scene.table.submit(command) is not False
    frames_until(stack, surface, lambda: scene.status is not None)


@pytest.mark.parametrize("ruleset_id", ["kenpo", "master"])
def test_the_menu_opens_every_games_puzzles_listed_with_their_goals(ruleset_id):
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, stack.top, "Puzzles")
    frame(stack, surface)
    page = stack.top
    assert isinstance(page, PuzzlesScene)
    click(stack, page, game(ruleset_id).front().short)
    frame(stack, surface)
    shelf = puzzles.shelf(ruleset_id)
    assert page.ruleset_id == ruleset_id and page.problems == []
    assert [b.label for b in page.buttons][:len(shelf.puzzles)] == [
        f"{n}. {puzzle.title}" for n, puzzle in enumerate(shelf.puzzles, 1)]
    assert [puzzle.goal_words() for puzzle in page.puzzles] == [puzzle.goal_words() for puzzle in shelf.puzzles]


@pytest.mark.parametrize(("ruleset_id", "number"), [("kenpo", 1), ("kenpo", 3), ("master", 1)])
def test_solving_a_puzzle_at_its_table_says_so_keeps_it_and_saves_no_game(ruleset_id, number):
    ctx, surface = context()
    stack = Stack(PuzzlesScene(ctx, ruleset_id))
    frame(stack, surface)
    click(stack, stack.top, f"{number}. ")  # the third Kenpo puzzle: the computer moves first
    frame(stack, surface)
    scene = stack.top
    assert isinstance(scene, PuzzleScene) and scene.index == number - 1
    click(stack, scene, "Puzzle hint")
    frame(stack, surface)
    assert scene.words()[0] == f"Hint: {scene.puzzle.data.hint}"
    played_out(stack, surface, scene, scene.puzzle.solution)
    assert scene.status is True and "Solved" in scene.words()[0]
    frame(stack, surface)
    assert stack.top is scene  # the table's own end of the game (its result, the next fight) is not shown
    assert solved.load()[0].keys == {scene.puzzle.key} and solved.load()[0].with_help(scene.puzzle.key)
    assert not campaign_path(ruleset_id).exists() and not records_path().exists()
    click(stack, scene, "Next puzzle")
    frame(stack, surface)
    assert isinstance(stack.top, PuzzleScene) and stack.top.index == number
    click(stack, stack.top, "Leave")
    frame(stack, surface)
    assert isinstance(stack.top, PuzzlesScene) and scene.puzzle.key in stack.top.solved


def test_a_puzzle_whose_goal_can_no_longer_be_met_says_not_this_time_and_restarts():
    ctx, surface = context()
    scene = PuzzleScene(ctx, puzzles.shelf("kenpo").puzzles, 0)
    stack = Stack(scene)
    frame(stack, surface)
    while scene.status is None:  # a card that is not the answer, then End turn, until the turn allowed is over
        frames_until(stack, surface, lambda: scene.attempt.players_move() or scene.status is not None)
        legal = scene.campaign.legal()
        ending = [command for command in legal if type(command).__name__ == "EndTurn"]
        if scene.status is None:
            scene.table.submit(ending[0] if ending else next(c for c in legal if c not in scene.puzzle.solution))
        frame(stack, surface)
    assert scene.status is False and scene.words()[0].startswith(FAILED)
    assert solved.load()[0].keys == frozenset()
    click(stack, scene, "Restart")
    frame(stack, surface)
    again = stack.top
    assert isinstance(again, PuzzleScene) and again is not scene and again.status is None


def test_a_damaged_puzzle_file_is_one_line_on_the_page_under_the_others(monkeypatch, tmp_path):
    shipped = puzzles.folder("kenpo")
    folder = tmp_path / "kenpo"
    folder.mkdir()
    for path in sorted(shipped.glob("*.json"))[:2]:
        (folder / path.name).write_bytes(path.read_bytes())
    (folder / "03-cut.json").write_text('{"format": "martial-masters-puzzle", "version": 1, "rule', encoding="utf-8")
    monkeypatch.setattr(puzzles, "folder", lambda ruleset_id: folder)
    ctx, surface = context((1024, 600))
    stack = Stack(PuzzlesScene(ctx, "kenpo"))
    frame(stack, surface)
    page = stack.top
    assert [puzzle.path.name for puzzle in page.puzzles] == [path.name for path in sorted(shipped.glob("*.json"))[:2]]
    assert len(page.problems) == 1 and "03-cut.json" in page.problems[0] and "\n" not in page.problems[0]


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_a_campaign_puzzle_opens_at_the_fight_with_the_master_its_goal_names(ruleset_id):
    ctx, _ = context((1024, 600))
    shelf = puzzles.shelf(ruleset_id).puzzles
    for index, puzzle in enumerate(shelf):
        scene = PuzzleScene(ctx, shelf, index)
        assert scene.campaign.state.master == puzzle.data.goal["master"]
        assert scene.attempt.players_move() and scene.campaign.legal()  # the board's cards play: the fight is on


def solved_at_its_table(ruleset_id: str, ask: int | None) -> PuzzlesScene:
    """The first puzzle opened from the page and solved by its solution, after `ask` is pressed (the table's Hint)
    when it is given; the page it was left for."""
    ctx, surface = context()
    page = PuzzlesScene(ctx, ruleset_id)
    stack = Stack(page)
    frame(stack, surface)
    click(stack, page, "1. ")
    frame(stack, surface)
    scene = stack.top
    assert isinstance(scene, PuzzleScene)
    attempt = scene.attempt
    assert attempt is not None
    if ask is not None:
        frames_until(stack, surface, lambda: attempt.players_move() and not scene.moving())
        key(stack, surface, ask)
        assert scene.table.hint.active
        frame(stack, surface)
        click(stack, scene, "Restart")  # the hint seen, the puzzle set again: solved after it, still with help
        frame(stack, surface)
        scene = stack.top
        assert isinstance(scene, PuzzleScene) and not scene.table.hint.active
    played_out(stack, surface, scene, scene.puzzle.solution)
    assert scene.status is True
    click(stack, scene, "Leave")
    frame(stack, surface)
    assert stack.top is page
    return page


def test_a_puzzle_solved_after_the_tables_own_hint_is_marked_solved_with_help_on_the_page():
    page = solved_at_its_table("kenpo", pygame.K_h)
    key_ = page.puzzles[0].key
    assert key_ in page.solved and page.solved.with_help(key_) and solved.load()[0].with_help(key_)
    assert page.progress().startswith(f"1 of {len(page.puzzles)} solved, 1 of them with help")


def test_a_puzzle_solved_without_a_hint_is_marked_solved_alone_and_counted_on_the_page():
    page = solved_at_its_table("kenpo", None)
    key_ = page.puzzles[0].key
    assert key_ in page.solved and not page.solved.with_help(key_)
    assert page.progress().startswith(f"1 of {len(page.puzzles)} solved.")
    assert HELPED == "With help"


def test_a_list_of_more_puzzles_than_a_page_turns_its_pages_by_the_wheel_the_keys_and_its_buttons(monkeypatch,
                                                                                                 tmp_path):
    shipped = sorted(puzzles.folder("kenpo").glob("*.json"))
    folder = tmp_path / "kenpo"
    folder.mkdir()
    for number in range(1, 14):  # thirteen: the shipped ones again under new names, for a list of two pages
        (folder / f"{number:02}-{shipped[(number - 1) % len(shipped)].stem[3:]}.json").write_bytes(
            shipped[(number - 1) % len(shipped)].read_bytes())
    monkeypatch.setattr(puzzles, "folder", lambda ruleset_id: folder)
    ctx, surface = context((1024, 600))
    page = PuzzlesScene(ctx, "kenpo")
    stack = Stack(page)
    frame(stack, surface)

    def listed() -> list[str]:
        return [b.label.split(".")[0] for b in page.buttons if b.label[0].isdigit()]

    assert len(page.puzzles) == 13 and page.pages == 2 and listed() == [str(n) for n in range(1, PER_PAGE + 1)]
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))  # the wheel turned down
    frame(stack, surface)
    assert listed() == [str(n) for n in range(PER_PAGE + 1, 14)]
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frame(stack, surface)
    assert page.page == 0
    key(stack, surface, pygame.K_PAGEDOWN)
    assert page.page == 1
    key(stack, surface, pygame.K_PAGEDOWN)  # the last page stays
    assert page.page == 1
    click(stack, page, "Previous")
    frame(stack, surface)
    assert page.page == 0
    click(stack, page, "Next")
    frame(stack, surface)
    click(stack, page, "13. ")  # the thirteenth opens, with the whole list behind it
    frame(stack, surface)
    assert isinstance(stack.top, PuzzleScene) and stack.top.index == 12 and len(stack.top.puzzles) == 13


def test_the_menus_puzzles_button_counts_the_puzzles_solved_once_one_is():
    shipped = sum(len(puzzles.shelf(ruleset_id).puzzles) for ruleset_id in ("udo", "kai", "kenpo", "matcg", "dgm",
                                                                             "master"))
    ctx, surface = context()
    menu = MenuScene(ctx)
    stack = Stack(menu)
    frame(stack, surface)
    assert "Puzzles" in [b.label for b in menu.buttons]
    solved.mark("kenpo/01-break-at-once", helped=True)
    solved.mark("master/03-steal-back-the-lead")
    solved.mark("kenpo/99-no-such-puzzle")  # a puzzle no longer shipped is not counted
    click(stack, menu, "Puzzles")
    frame(stack, surface)
    click(stack, stack.top, "Back")
    frame(stack, surface)
    assert stack.top is menu and f"Puzzles 2/{shipped}" in [b.label for b in menu.buttons]


def test_the_table_offers_no_undo_during_a_puzzle():
    """A puzzle's game is never undone, so its table shows Undo and Redo greyed even after the player's move."""
    ctx, surface = context()
    scene = PuzzleScene(ctx, puzzles.shelf("kenpo").puzzles, 0)
    stack = Stack(scene)
    frame(stack, surface)
    frames_until(stack, surface, lambda: scene.attempt.players_move())
    assert scene.table.submit(scene.puzzle.solution[0]) is not False
    frame(stack, surface)
    assert scene.campaign.session.can_undo() and not scene.campaign.can_undo() and not scene.campaign.undo()
    table_buttons = [b for b in scene.table.buttons if b.label in ("Undo", "Redo")]
    assert table_buttons, "the table has Undo and Redo buttons"
    assert not any(b.enabled for b in table_buttons)


def test_a_narrow_puzzle_panel_sets_its_buttons_in_one_row_where_they_fit_so_its_brief_is_whole(monkeypatch):
    """Master's puzzle at three seats has its panel where a seat's panel goes, 356 design px wide: its buttons in two
    rows left the brief two lines at the Largest text, cut ("…18 and 22. Both…"). Where the three labels fit one
    row, they take one, and the brief is told whole at 1024x600 at the Largest text."""
    from tests.scenes import test_nothing_cut

    monkeypatch.setitem(test_nothing_cut.STEPS, ("master", "puzzle"), 6)  # "Rob the leader", at three seats
    written = test_nothing_cut.frame("master", "puzzle", "largest")
    cut = [line for line, who, _, _, _ in written.drawn if who.startswith("game.scenes.puzzle:")
           and any(piece in line for piece in written.shortened)]
    assert cut == []
    assert written.cut_labels == []


def test_a_martial_arts_puzzle_won_says_the_fight_is_over_in_its_turn_panel_as_in_its_status_line():
    ctx, surface = context((1024, 600))
    stack = Stack(PuzzlesScene(ctx, "matcg"))
    frame(stack, surface)
    click(stack, stack.top, "2. ")
    frame(stack, surface)
    scene = stack.top
    played_out(stack, surface, scene, scene.puzzle.solution)
    assert scene.campaign.state.over and scene.table.status_line() == "The fight is over."
    assert scene.table.turn_lines()[1] == "The fight is over"  # at once, not "Your turn" while the end is shown


@pytest.mark.parametrize(("ruleset_id", "number"), [("dgm", 3), ("master", 1), ("kenpo", 1)])
def test_once_the_goal_is_decided_the_table_is_dimmed_and_offers_no_move_only_the_panels_buttons(ruleset_id, number):
    """A puzzle to survive is solved while its fight would go on: its table must not invite a move it refuses."""
    ctx, surface = context((1024, 600))
    stack = Stack(PuzzlesScene(ctx, ruleset_id))
    frame(stack, surface)
    click(stack, stack.top, f"{number}. ")
    frame(stack, surface)
    scene = stack.top
    assert isinstance(scene, PuzzleScene)
    played_out(stack, surface, scene, scene.puzzle.solution)
    assert scene.status is True
    table_buttons = [button for button in scene.table.buttons if button.enabled]
    assert table_buttons and scene.buttons == scene.own_buttons() and scene.key_cards() == []
    toasts, log = len(scene.table.toasts), len(scene.campaign.session.log)
    for button in table_buttons:  # a click, and its key, where each of the table's buttons lies
        centre = ctx.viewport.rect(button.rect).center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            stack.handle(pygame.event.Event(kind, pos=centre, button=1))
        frame(stack, surface)
        assert stack.top is scene
    assert len(scene.table.toasts) == toasts and len(scene.campaign.session.log) == log
    scene.table.draw(table := pygame.Surface(surface.get_size()))
    scene.draw(surface)
    corner = (5, surface.get_height() - 5)  # felt, away from the panel
    assert sum(surface.get_at(corner)[:3]) < sum(table.get_at(corner)[:3]) * 0.6
