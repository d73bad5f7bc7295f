"""One size a row: Settings, Records, Replays and the deck builder never set one label of a row or a group shrunk
to fit beside the others at their full size; a label too long for the row's size at the least legible size is set on
two lines instead (Records' "Easy, Normal and Hard (2)"). At 1024x600 with the Largest text, where most shrink."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from game.files import puzzles, settings
from game.files.paths import campaign_path, finished_dir
from game.layout.matcg import deck as at
from game.scenes.base import Stack
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from game.scenes.matcg.setup import DuelSetupScene
from game.scenes.menu import MenuScene, about
from game.scenes.puzzle import PuzzleScene
from game.scenes.records import RecordsScene
from game.scenes.replays import ReplaysScene
from game.scenes.settings import ROWS, SettingsScene
from game.tools import lived_in
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.ui import text
from game.ui.button_rows import share_sizes
from game.ui.face_cache import forget_pictures
from game.ui.viewport import Viewport
from game.ui.widgets import Button, one_size
from tests.scenes.helpers import WHOLE_AT_A_GLANCE, context
from tests.ui.helpers import texts_drawn

SMALL = (1024, 600)


@pytest.fixture(autouse=True)
def largest() -> None:
    settings.change(text_size="largest")
    forget_pictures()  # every button's label is set afresh, under the spy


@contextmanager
def sizes_set(plain: bool = False) -> Iterator[dict[str, set[int]]]:
    """The pixel sizes each line was set at while the block ran (text.render, under draw and the buttons); with
    `plain`, of the lines not set in bold only."""
    found: dict[str, set[int]] = {}
    real = text.render

    def render(line: str, size: int, color: Any, bold: bool = False) -> pygame.Surface:
        if not (plain and bold):
            found.setdefault(line, set()).add(text.pixels(size))
        return real(line, size, color, bold)

    text.render = render  # type: ignore[assignment]  # a spy of the same shape
    try:
        yield found
    finally:
        text.render = real  # type: ignore[assignment]


def drawn_at(text_size: str, window: tuple[int, int], make: Callable[[Any], Any]) -> tuple[Any, dict[str, set[int]]]:
    """The scene `make` opens, drawn once at `text_size` in a window of `window`, with the sizes its lines were set
    at (sizes_set)."""
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(window)
    scene = make(ctx)
    with sizes_set() as found:
        Stack(scene).draw(surface)
    return scene, found


def one_size_among(found: dict[str, set[int]], lines: list[str]) -> set[int]:
    sizes = set().union(*(found[line] for line in lines))
    assert min(sizes) >= text.LEAST_PX
    return sizes


def test_a_row_of_buttons_sets_every_label_on_one_line_at_one_size():
    pygame.init()
    pygame.display.set_mode(SMALL)
    viewport = Viewport(*SMALL)
    labels = ["0%", "1280\u00d7720", "1920\u00d71080", "Full screen"]
    row = [Button(label, (380 + k * 130, 100, 120, 38), lambda: None) for k, label in enumerate(labels)]
    one_size(row)
    surface = pygame.Surface(SMALL)
    with sizes_set() as found:
        for button in row:
            button.draw(surface, viewport)
    assert len(one_size_among(found, labels)) == 1
    assert Button("0%", (380, 100, 100, 38), lambda: None).row_size(viewport) is None  # a button on its own


def test_settings_sets_each_row_of_choices_and_each_column_of_words_at_one_size():
    ctx, surface = context(SMALL)
    scene = SettingsScene(ctx)
    with sizes_set() as found:
        Stack(scene).draw(surface)
    for row, choices in zip(ROWS, scene.rows, strict=True):  # each row's choices share one size ("On" is in several)
        assert len({button.row_size(ctx.viewport) for button in choices}) == 1, row.label
    assert len(one_size_among(found, [row.label for row in ROWS])) == 1
    assert len(one_size_among(found, [row.about for row in ROWS])) == 1


def test_settings_sets_each_row_at_one_size_again_after_the_text_size_is_changed_there():
    settings.change(text_size="normal")
    ctx, surface = context(SMALL)
    stack = Stack(SettingsScene(ctx))
    stack.draw(surface)  # every button drawn at the Normal text
    largest = next(button for button in stack.top.buttons if button.label == "Largest")
    pos = largest.screen_rect(ctx.viewport).center
    with sizes_set() as found:  # the frame that shows the choice (what it makes ahead after it is for other sizes)
        for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
            stack.handle(event)
        stack.update(1 / 60)
        stack.draw(surface)
    for row, choices in zip(ROWS, stack.top.rows, strict=True):
        labels = [label for label, _ in row.choices]
        assert all(label in found for label in labels), row.label  # none shown as drawn at the Normal text
        assert len({button.row_size(ctx.viewport) for button in choices}) == 1, row.label


def test_a_rows_one_size_follows_its_buttons_when_they_are_laid_out_again():
    pygame.init()
    pygame.display.set_mode(SMALL)
    viewport = Viewport(*SMALL)
    row = [Button(label, (380 + k * 130, 100, 120, 38), lambda: None) for k, label in enumerate(["Slow", "Fast"])]
    one_size(row)
    wide = row[0].row_size(viewport)
    row[1].rect = (510, 100, 40, 38)  # "Fast" given less room: the row is set smaller to keep it on one line
    assert wide is not None and row[0].row_size(viewport) < wide


def test_the_deck_builders_chips_and_rows_of_actions_are_each_at_one_size():
    ctx, surface = context(SMALL)
    scene = DeckBuilderScene(ctx, "matcg")
    by_length = sorted(scene.shown(), key=lambda card: len(card.name))
    for card in by_length[:5] + by_length[-5:]:  # the deck's list mixes the shortest names with the longest
        scene.draft.add(card.id)
    scene.refresh()
    with sizes_set() as found, sizes_set(plain=True) as plain:
        Stack(scene).draw(surface)
    for group in (["All", "Attack", "Defense", "Strategy", "Event"], ["MATCG", "DGM"],
                  ["Normal play", "Anything Goes"], ["Empty deck", "Starter deck\u2026", "Sample hand"],
                  ["Save", "Load\u2026", "Rename", "Delete"]):
        assert len(one_size_among(found, group)) == 1, group
    names = [card.name for card in scene.deck_cards()[:at.LIST_ROWS]]
    listed = [line for line in plain if any(line == name or (line.endswith("\u2026") and name.startswith(line[:-1]))
                                            for name in names)]  # the deck list's names, whole or cut at the least
    assert len(listed) == len(names) > 5 and len(one_size_among(plain, listed)) == 1


def test_records_tables_set_their_labels_at_one_size_and_a_long_one_on_two_lines():
    ctx, surface = context(SMALL)
    with sizes_set() as found:
        Stack(RecordsScene(ctx, lived_in.book(1), opened="master")).draw(surface)
    levels = ["Easy (2)", "Hard (3)", "Easy and Hard (1)", "Normal and Hard (1)", "Easy, Normal and", "Hard (2)"]
    assert len(one_size_among(found, levels)) == 1
    assert "Easy, Normal and Hard (2)" not in found  # on two lines, not shrunk onto one
    tabs = ["Master Udo", "Kai", "Kenpo Masters", "Martial Arts duel", "Two-on-Two", "Championship", "Master"]
    assert len(one_size_among(found, tabs)) == 1


def test_replays_rows_say_when_at_a_readable_size():
    folder = finished_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("udo-1-1.jsonl", "matcg-1-2.jsonl"):
        (folder / name).write_text("{}\n", encoding="utf-8")
    settings.change(text_size="normal")
    ctx, surface = context(SMALL)
    scene = ReplaysScene(ctx)
    with sizes_set() as found:
        Stack(scene).draw(surface)
    assert len(one_size_among(found, [kept.when for kept in scene.kept])) == 1
    assert len(one_size_among(found, [scene._title(kept) for kept in scene.kept])) == 1


def test_the_duel_set_up_sets_each_row_of_choices_at_one_size():
    ctx, surface = context(SMALL)
    with sizes_set() as found:
        Stack(DuelSetupScene(ctx, "matcg")).draw(surface)
    levels = [label for label in found if label.startswith("Computer: ")]
    assert len(levels) >= 3 and len(one_size_among(found, ["Person", *levels])) == 1, levels


def test_a_menu_tiles_continues_are_at_one_size_where_one_is_set_on_two_lines():
    for kind in ("computer", "hotseat"):
        path = campaign_path("kenpo", kind)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    ctx, surface = context(SMALL)
    menu = MenuScene(ctx)
    continues = [b for b in menu.buttons if b.label.startswith("Continue ")]
    assert {b.label for b in continues} >= {"Continue v. computer", "Continue hot-seat"}
    with sizes_set() as found:
        Stack(menu).draw(surface)
    lines = [line for line in found if line.startswith("Continue") or line in ("v. computer", "hot-seat", "computer")]
    assert any(label not in found for label in ("Continue v. computer", "Continue hot-seat")), lines  # two lines
    assert len(one_size_among(found, lines)) == 1, {line: found[line] for line in lines}


def test_a_menu_tiles_title_is_larger_than_the_words_under_it_and_whole_or_the_games_short_name():
    """At the Largest text in a 1024x600 window the titles, shrunk to fit beside Tutorial and Play, were set no
    larger than the line about the game and the rows of games in progress under them. A full title that fits only
    smaller gives way to the game's short name (its tab on the Rules screen); at the Normal text every title is
    whole."""
    path = campaign_path("kenpo", "computer")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(WHOLE_AT_A_GLANCE, encoding="utf-8")
    for text_size in ("normal", "largest"):
        menu, found = drawn_at(text_size, SMALL, MenuScene)
        words = [about(game) for game in menu.shown()] + [found.line for found in menu.saved["kenpo"]]
        under = [line for line in found if any(line in each for each in words)]
        names = {game.family: (game.front().title, game.front().short) for game in menu.shown()}
        for family, (title, short) in names.items():
            others = {name for other, each in names.items() if other != family for name in each}
            shown = [line for line in found
                     if line not in under and line not in others and (line in title or line in short)]
            whole = [set(name.split()) for name in ((title, short) if text_size == "largest" else (title,))]
            assert set(" ".join(shown).split()) in whole, shown
            assert min(one_size_among(found, shown)) > max(one_size_among(found, under)), (shown, under)


def test_replays_titles_are_larger_at_the_largest_text_than_at_the_normal_one():
    folder = finished_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for ruleset_id, name in (("dgm", "dgm-1-1.jsonl"), ("kai", "kai-1-2.jsonl")):  # the longest titles of all
        (folder / name).write_text(f'{{"ruleset": "{ruleset_id}"}}\n', encoding="utf-8")
    pixels = {}
    for text_size in ("normal", "largest"):
        scene, found = drawn_at(text_size, SMALL, ReplaysScene)
        (pixels[text_size],) = one_size_among(found, [scene._title(kept) for kept in scene.kept])
    assert pixels["largest"] >= 1.4 * pixels["normal"], pixels


def test_the_deck_lists_numbers_stand_in_columns_each_under_the_same_number(monkeypatch):
    ctx, surface = context(SMALL)
    scene = DeckBuilderScene(ctx, "matcg")
    by_length = sorted(scene.shown(), key=lambda card: len(card.name))
    for card in by_length[:4] + by_length[-4:]:  # short names and long ones, whose numbers were pushed aside
        scene.draft.add(card.id)
    scene.refresh()
    rights: dict[str, set[int]] = {}
    real = text.draw

    def draw(target, line, size, color, bold=False, **anchor):
        if "midright" in anchor and line[:3] in ("ATK", "DEF", "LNK", "CPT", "ADR"):
            rights.setdefault(line[:3], set()).add(anchor["midright"][0])
        return real(target, line, size, color, bold, **anchor)

    monkeypatch.setattr(text, "draw", draw)
    forget_pictures()  # the rows drawn afresh, under the spy
    Stack(scene).draw(surface)
    assert {"ATK", "DEF", "LNK"} <= set(rights), rights
    assert all(len(xs) == 1 for xs in rights.values()), rights


def test_the_deck_builders_title_and_judged_by_stand_clear_of_the_rule_set_chosen(monkeypatch):
    """At the Largest text "Judged by" touched the ring round MATCG, the rule set chosen: it stands as far from the
    ring as the rule sets' buttons stand from each other, and the title as far from it."""
    ctx, surface = context(SMALL)
    scene = DeckBuilderScene(ctx, "matcg")
    drawn = texts_drawn(monkeypatch)
    Stack(scene).draw(surface)
    vp = ctx.viewport
    (ring,) = (button.screen_rect(vp).inflate(vp.px(8), vp.px(8)) for button in scene.ringed
               if button.label == "MATCG")
    apart = vp.px(at.APART)  # the rule sets' buttons' gap
    assert ring.left - drawn["Judged by"].right >= apart
    assert drawn["Judged by"].left - drawn["Deck builder"].right >= apart


@pytest.mark.parametrize("ruleset_id", ["kai", "dgm"])
def test_the_puzzles_pages_tabs_of_a_games_rulesets_are_half_as_large_again_at_the_largest_text(ruleset_id):
    """The tabs under Master Udo & Kai and Martial Arts TCG named each ruleset by its whole title: too long to grow,
    they stayed at the least legible size (11 px) at the Largest text. Named by what tells them apart, they are set
    at one size, the Largest text's half as large again as the Normal's."""
    from game.games import game, members
    from game.scenes.puzzles import PuzzlesScene

    pixels = {}
    for text_size in ("normal", "largest"):
        scene, found = drawn_at(text_size, SMALL, lambda ctx: PuzzlesScene(ctx, ruleset_id))
        tabs = [button.label for button in scene.buttons[-len(members(game(ruleset_id).family)) - 1:-1]]
        (pixels[text_size],) = one_size_among(found, tabs)
    assert pixels["largest"] >= 1.5 * pixels["normal"], pixels


@pytest.mark.parametrize("window", [SMALL, (1920, 1080)])
def test_the_puzzles_pages_tabs_of_the_games_are_half_as_large_again_at_the_largest_text(window):
    """The games' tabs shared the list's width in quarters: "Master Udo & Kai" did not fit a quarter at the Largest
    text at 1024x600, so the row was set at 15 px against the Normal's 11 (1.36x). Each as wide as its name needs,
    the row is set whole at one size, the Largest half as large again as the Normal, side by side inside the list's
    width."""
    from game.games import families
    from game.scenes.puzzles import LEFT, WIDTH, PuzzlesScene

    names = [entry.front().short for entry in families()]
    pixels = {}
    for text_size in ("normal", "largest"):
        scene, found = drawn_at(text_size, window, lambda ctx: PuzzlesScene(ctx, "matcg"))
        (pixels[text_size],) = one_size_among(found, names)  # a name cut short is not among the lines set whole
        ctx = scene.ctx
        tabs = [button.screen_rect(ctx.viewport) for button in scene.buttons if button.label in names]
        assert all(left.right < right.left for left, right in zip(tabs, tabs[1:], strict=False)), tabs
        span = ctx.viewport.rect((LEFT, 0, WIDTH, 1))
        assert span.left <= tabs[0].left and tabs[-1].right <= span.right + 1, (span, tabs)
    assert pixels["largest"] >= 1.5 * pixels["normal"], pixels


def test_buttons_side_by_side_or_stacked_across_one_width_share_one_size_where_they_lie():
    """No screen names these groups: where the buttons lie makes them (game.ui.button_rows). A one-symbol button
    keeps its own size; a button apart from the others keeps its own."""
    pygame.init()
    pygame.display.set_mode(SMALL)
    viewport = Viewport(*SMALL)
    side = [Button("Empty deck", (700, 500, 120, 34), lambda: None),
            Button("Starter deck and more", (828, 500, 120, 34), lambda: None)]
    under = [Button("Save", (700, 540, 120, 34), lambda: None),  # as wide, stacked: one group
             Button("Load", (828, 540, 120, 34), lambda: None)]
    wide = Button("Import or export as text", (700, 580, 248, 34), lambda: None)  # wider: its own
    gear = Button("\u2699", (956, 300, 34, 34), lambda: None, size=36)
    apart = Button("Back", (100, 500, 120, 34), lambda: None)
    share_sizes([*side, *under, wide, gear, apart])
    assert {button.row_size(viewport) for button in side + under} == {side[1].row_size(viewport)}
    assert side[1].row_size(viewport) is not None
    assert gear.row_size(viewport) is None and apart.row_size(viewport) is None and wide.row_size(viewport) is None


@pytest.mark.parametrize("window", [SMALL, (1920, 1080)])
def test_the_deck_builders_block_of_actions_and_a_tables_column_of_buttons_each_read_at_one_size(window):
    ctx, surface = context(window)
    with sizes_set() as found:
        Stack(DeckBuilderScene(ctx, "matcg")).draw(surface)
    for actions in (["Empty deck", "Starter deck\u2026", "Sample hand"], ["Save", "Load\u2026", "Rename", "Delete"]):
        assert len(one_size_among(found, actions)) == 1
    for ruleset_id, groups in (("udo", (("Hint", "Fight!"), ("Undo", "Redo"))),
                               ("kenpo", (("End turn", "Rest"), ("Undo", "Redo", "Hint")))):
        ctx, surface = context(window)
        stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, 0, 0), "table")
        stack.draw(surface)
        for labels in groups:  # the wide buttons of the column, then the row of narrower ones under them
            column = {b.label: b.row_size(ctx.viewport) for b in stack.top.buttons if b.label in labels}
            assert set(column) == set(labels) and len(set(column.values())) == 1, column
        wide, narrow = ({b.row_size(ctx.viewport) for b in stack.top.buttons if b.label in labels} for labels in groups)
        assert None in wide or max(wide) >= max(narrow), (wide, narrow)  # not set smaller than the narrow row


@pytest.mark.parametrize("window", [SMALL, (1920, 1080)])
def test_settings_words_under_each_label_grow_with_the_text_size_as_the_labels_do(window):
    """At the Largest text the labels grew while the words under them stayed as small as at the Normal text."""
    pixels = {}
    for text_size in ("normal", "largest"):
        _, found = drawn_at(text_size, window, SettingsScene)
        shown = [line for line in found if any(line in row.about for row in ROWS) and line not in
                 [row.label for row in ROWS]]
        assert " ".join(shown).split() == " ".join(row.about for row in ROWS).split()  # every word, none cut
        (pixels[text_size],) = one_size_among(found, shown)
    assert pixels["largest"] >= 1.25 * pixels["normal"], pixels


def test_a_puzzles_row_of_buttons_which_its_panel_draws_itself_reads_at_one_size():
    ctx, surface = context(SMALL)
    scene = PuzzleScene(ctx, puzzles.shelf("kenpo").puzzles, 0)
    Stack(scene).draw(surface)
    sizes = {button.label: button.row_size(ctx.viewport) for button in scene.own_buttons()}
    row = {sizes[label] for label in ("Restart", "Leave")}  # side by side; the wider Puzzle hint keeps its own
    assert len(sizes) == 3 and len(row) == 1 and None not in row, sizes
