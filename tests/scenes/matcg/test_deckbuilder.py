"""The deck builder driven with the mouse: filter the collection, build a deck of 50 by clicks and drags and see the
legality check turn green, save it, load it again, bring in text with bad lines, and see a damaged deck file listed
with its problem and left as it is."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import decks
from game.files.matcg.draft import card_names, saved_deck_choices
from game.files.paths import decks_dir
from game.layout.matcg import deck as at
from game.layout.panel_list import choice_row
from game.scenes.base import Stack
from game.scenes.confirm import ConfirmScene
from game.scenes.deck_exchange import ExchangeScene
from game.scenes.listing import ListChoiceScene, ReportScene
from game.scenes.matcg.deckbuilder import DeckBuilderScene
from game.scenes.matcg.sample_hand import SampleHandScene
from game.ui import palette
from tests.scenes.helpers import click, context, drag, frame


def press(stack: Stack, surface: pygame.Surface, label: str) -> None:
    button = next(b for b in stack.top.buttons if b.label == label)
    assert button.enabled, label
    click(stack, surface, button.screen_rect(stack.top.ctx.viewport).center)


def type_into(stack: Stack, surface: pygame.Surface, field, words: str) -> None:
    click(stack, surface, stack.top.ctx.viewport.rect(field.rect).center)
    for _ in range(len(field.value)):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=words))
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    frame(stack, surface)


def tile_point(scene: DeckBuilderScene, shown: int) -> tuple[int, int]:
    return scene.ctx.viewport.rect(at.tile_rect(shown)).center


def legality_colour(scene: DeckBuilderScene, surface: pygame.Surface) -> tuple[int, int, int]:
    return tuple(surface.get_at(scene.ctx.viewport.point(at.DECK_X + 4, 190)))[:3]


def build_fifty(stack: Stack, surface: pygame.Surface) -> None:
    """Four copies of each normal card of the collection, by clicks, until the deck holds 52."""
    scene = stack.top
    shown = 0
    while scene.draft.size < 50:
        card = scene.visible[shown]
        if card.card_class == "normal":
            for _ in range(4):
                click(stack, surface, tile_point(scene, shown))
        shown += 1


def saved_tiger(bench: tuple[Stack, pygame.Surface]) -> tuple[Stack, pygame.Surface, Any]:
    """The bench's deck built to 52 by clicks (build_fifty) and saved as "Tiger Style"."""
    stack, surface = bench
    scene = stack.top
    build_fifty(stack, surface)
    type_into(stack, surface, scene.name, "Tiger Style")
    press(stack, surface, "Save")
    return stack, surface, scene


def test_filters_narrow_the_collection_by_type_words_and_ranges(bench):
    stack, surface = bench
    scene = stack.top
    assert len(scene.visible) == len(scene.catalog.cards)
    press(stack, surface, "Defense")
    assert scene.visible and all(card.kind == "defense" for card in scene.visible)
    press(stack, surface, "All")
    type_into(stack, surface, scene.search, "shin")
    assert [card.name for card in scene.visible] == ["Shin Block"]
    press(stack, surface, "Clear filters")
    slider = scene.sliders["atk"]
    track = slider.track(scene.ctx.viewport)

    def at_value(value: int) -> tuple[int, int]:
        return scene.ctx.viewport.point(track.x + 8 + (track.w - 16) * (value - 1) / 4, track.centery)

    click(stack, surface, at_value(2))  # the nearer knob, the low one, comes to 2
    drag(stack, surface, at_value(5), at_value(4))  # the high knob is dragged down to 4
    assert scene.filters.range_of("atk") == (2, 4)
    assert scene.visible and all(card.kind == "attack" and 2 <= card.atk <= 4 for card in scene.visible)
    press(stack, surface, "Style: every style")
    assert scene.filters.style is not None and all(card.style == scene.filters.style for card in scene.visible)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_sliders_knobs_stay_clear_of_its_label_at_every_text_size(text_size):
    """At 1024x600 with the Largest text the low knob of ATK, DEF, ADR, LNK and CPT sat over the end of its label."""
    from game.files import settings
    from game.ui import text

    settings.change(text_size=text_size)
    ctx, surface = context((1024, 600))
    scene = DeckBuilderScene(ctx, "matcg")
    vp = ctx.viewport
    for slider in scene.sliders.values():
        x, y, _, h = slider.rect
        label = text.render(slider.label, slider.label_size(vp), palette.TEXT, bold=True)
        ink = label.get_bounding_rect().move(label.get_rect(midleft=vp.point(x, y + h / 2)).topleft)
        assert not ink.colliderect(slider.knob(slider.bounds[0], vp)), slider.label  # the low knob at its lowest


def test_a_deck_of_50_built_by_clicks_turns_the_legality_check_green(bench):
    stack, surface = bench
    scene = stack.top
    assert scene.draft.problems() == ["0 cards: a deck holds at least 50"]
    assert legality_colour(scene, surface) == palette.ATTACK_RED_DARK
    build_fifty(stack, surface)
    assert scene.draft.size == 52 and scene.draft.problems() == []
    assert legality_colour(scene, surface) == palette.RECOVER_GREEN
    press(stack, surface, "DGM")
    assert scene.draft.problems() == ["52 cards: DGM decks hold 40 to 50"]
    assert legality_colour(scene, surface) == palette.ATTACK_RED_DARK


def test_a_fifth_copy_is_refused_with_a_reason_told_once_however_often_it_is_clicked(bench):
    """Each click past the fourth copy stacked one more toast of the same words."""
    stack, surface = bench
    scene = stack.top
    for _ in range(7):
        click(stack, surface, tile_point(scene, 0))
    assert scene.draft.copies(scene.visible[0].id) == 4
    assert [toast.message for toast in scene.toasts] == [f"A deck holds at most 4 copies of {scene.visible[0].name}."]


def test_cards_are_dragged_into_the_deck_and_out_of_it(bench):
    stack, surface = bench
    scene = stack.top
    card = scene.visible[1]
    deck_point = scene.ctx.viewport.point(at.DECK_X + 200, 450)
    drag(stack, surface, tile_point(scene, 1), deck_point)
    drag(stack, surface, tile_point(scene, 1), deck_point)
    assert scene.draft.counts == {card.id: 2}
    _, body, _ = at.row_rects(0)
    drag(stack, surface, scene.ctx.viewport.rect(body).center, tile_point(scene, 6))
    assert scene.draft.counts == {card.id: 1}
    minus, _, plus = at.row_rects(0)
    click(stack, surface, scene.ctx.viewport.rect(plus).center)
    assert scene.draft.counts == {card.id: 2}
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tile_point(scene, 1), button=3))
    click(stack, surface, scene.ctx.viewport.rect(minus).center)
    assert scene.draft.counts == {}


def test_a_saved_deck_is_loaded_again_and_offered_to_the_set_up(bench):
    stack, surface, scene = saved_tiger(bench)
    path = decks_dir("matcg") / "Tiger Style.txt"
    assert path.read_text(encoding="utf-8").startswith("# Tiger Style\n4 ")
    built = dict(scene.draft.counts)
    [(label, value)] = saved_deck_choices("matcg")
    assert label == "Tiger Style, 52 cards" and value == {"name": "Tiger Style", "cards": built}  # as a starter's
    assert saved_deck_choices("dgm") == []  # 52 cards: too many under DGM

    press(stack, surface, "Empty deck")
    assert scene.draft.counts == {}
    press(stack, surface, "Load\u2026")
    chooser = stack.top
    assert isinstance(chooser, ListChoiceScene)
    click(stack, surface, chooser.ctx.viewport.rect(choice_row(0)).center)
    assert stack.top is scene and scene.draft.counts == built and scene.draft.loaded == "Tiger Style"

    type_into(stack, surface, scene.name, "White Tiger")
    press(stack, surface, "Rename")
    assert [d.name for d in decks.saved("matcg", [])] == ["White Tiger"]
    press(stack, surface, "Delete")
    assert isinstance(stack.top, ConfirmScene)
    press(stack, surface, "Delete it")
    assert decks.saved("matcg", []) == []


def test_text_with_bad_lines_is_brought_in_and_every_bad_line_named(bench, monkeypatch):
    stack, surface = bench
    scene = stack.top
    monkeypatch.setattr(decks, "clipboard_text", lambda: "4 shin block\n999999 Teep\n-1 Teep\n2 Flying Dragon\n")
    press(stack, surface, "Import or export as text\u2026")
    assert isinstance(stack.top, ExchangeScene)
    press(stack, surface, "Paste a deck from the clipboard")
    report = stack.top
    assert isinstance(report, ReportScene)
    assert [line.split(":")[0] for line in report.lines] == ["line 2 \u201c999999 Teep\u201d",
                                                             "line 3 \u201c-1 Teep\u201d",
                                                             "line 4 \u201c2 Flying Dragon\u201d"]
    assert "there is no card \u201cFlying Dragon\u201d" in report.lines[2]
    press(stack, surface, "Close")
    assert stack.top is scene and scene.draft.by_name() == {"Shin Block": 4}


def test_a_deck_copied_to_the_clipboard_and_pasted_back_keeps_its_name(bench, monkeypatch):
    """The text copied starts with the deck's name ("# Tiger style"); pasted back, it was named "Imported deck"."""
    stack, surface = bench
    scene = stack.top
    build_fifty(stack, surface)
    type_into(stack, surface, scene.name, "Tiger style")
    copied: list[str] = []
    monkeypatch.setattr(decks, "put_clipboard", lambda text: copied.append(text) or True)
    monkeypatch.setattr(decks, "clipboard_text", lambda: copied[-1])
    press(stack, surface, "Import or export as text\u2026")
    press(stack, surface, "Copy this deck to the clipboard")
    press(stack, surface, "Paste a deck from the clipboard")
    assert isinstance(stack.top, ConfirmScene)  # the deck built is not saved: it is put away only once agreed
    press(stack, surface, "Replace it")
    assert stack.top is scene and scene.draft.name == "Tiger style" and scene.draft.size == 52


def test_martial_arts_shows_a_deck_s_line_with_its_shin_block_and_reads_every_card(bench, monkeypatch):
    stack, surface = bench
    scene = stack.top
    assert sorted(card_names(scene.catalog)) == sorted(card.name for card in scene.catalog.cards)
    monkeypatch.setattr(decks, "clipboard_text", lambda: "4 Shin Block\nTeep\n")
    press(stack, surface, "Import or export as text\u2026")
    assert stack.top.example == "4 Shin Block"
    press(stack, surface, "Paste a deck from the clipboard")
    assert stack.top.lines[0].endswith("as in \u201c4 Shin Block\u201d")


def test_a_deck_is_exported_to_a_file_the_player_names(bench, tmp_path, monkeypatch):
    stack, surface = bench
    build_fifty(stack, surface)
    press(stack, surface, "Import or export as text\u2026")
    exchange = stack.top
    monkeypatch.setattr(decks, "clipboard_text", lambda: f"{tmp_path / 'out.txt'}\nsecond line")
    click(stack, surface, exchange.ctx.viewport.rect(exchange.file.rect).center)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode=""))
    assert exchange.file.value == str(tmp_path / "out.txt")  # the file's name pasted with Ctrl+V
    press(stack, surface, "Write this deck to the file")
    assert exchange.good and (tmp_path / "out.txt").read_text(encoding="utf-8").count("\n") == 14
    press(stack, surface, "Write this deck to the file")
    assert not exchange.good and "exists already" in exchange.message


def test_a_damaged_deck_file_is_shown_with_its_problem_and_not_lost(bench):
    stack, surface = bench
    broken = decks_dir("matcg") / "Broken.txt"
    broken.write_bytes(b"\xff\xfe\x00garbage" * 50)
    press(stack, surface, "Load\u2026")
    chooser = stack.top
    [choice] = chooser.choices
    assert choice.label == "Broken" and not choice.good and "is not UTF-8 text" in choice.detail
    click(stack, surface, chooser.ctx.viewport.rect(choice_row(0)).center)
    assert stack.top is chooser  # it cannot be loaded
    press(stack, surface, "Close")
    assert broken.read_bytes() == b"\xff\xfe\x00garbage" * 50
    assert saved_deck_choices("matcg") == []


def test_a_sample_hand_deals_seven_and_redraws(bench):
    stack, surface = bench
    build_fifty(stack, surface)
    press(stack, surface, "Sample hand")
    hand = stack.top
    assert isinstance(hand, SampleHandScene) and len(hand.hand) == 7
    hands = {tuple(hand.hand)}
    for _ in range(5):
        press(stack, surface, "Redraw")
        hands.add(tuple(hand.hand))
    assert len(hands) > 1 and all(len(h) == 7 for h in hands)


def test_leaving_with_changes_not_saved_asks_first(bench):
    stack, surface = bench
    scene = stack.top
    press(stack, surface, "Starter deck\u2026")
    click(stack, surface, stack.top.ctx.viewport.rect(choice_row(1)).center)
    assert scene.draft.size == 54 and scene.name.value == "Kung Fu (mine)"
    press(stack, surface, "Back")
    assert isinstance(stack.top, ConfirmScene)
    press(stack, surface, "Stay")
    assert stack.top is scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_builder_draws_at_both_window_sizes(size):
    ctx, surface = context(size)
    stack = Stack(DeckBuilderScene(ctx, "dgm", anything_goes=True))
    frame(stack, surface)
    assert stack.top.draft.rules_words() == "DGM, Anything Goes"


def test_the_collection_scrolls_by_rows_with_the_wheel_and_the_bar(bench):
    stack, surface = bench
    scene = stack.top
    first = scene.tiles()[0]
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tile_point(scene, 0), rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert scene.tiles()[0] == scene.visible[at.COLUMNS]
    for _ in range(3):  # a click under the thumb turns a page, until the last
        click(stack, surface, scene.ctx.viewport.point(at.GRID_BAR[0] + 7, at.GRID_BAR[1] + at.GRID_BAR[3] - 4))
    assert scene.tiles()[-1] == scene.visible[-1] and first not in scene.tiles()
    click(stack, surface, tile_point(scene, 0))
    assert scene.draft.counts == {scene.tiles()[0].id: 1}


def test_typing_with_no_field_chosen_searches(bench):
    stack, surface = bench
    scene = stack.top
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="tai chi"))
    frame(stack, surface)
    assert scene.search.value == "tai chi" and [card.name for card in scene.visible] == ["Tai Chi"]
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert stack.top is scene and not scene.search.focused  # Esc leaves the field, not the builder


def test_a_saved_deck_offered_to_the_set_up_starts_a_fight(bench):
    from game.content.matcg import ruleset
    from game.engine.core import Session

    stack, surface = bench
    scene = stack.top
    press(stack, surface, "Starter deck\u2026")
    click(stack, surface, stack.top.ctx.viewport.rect(choice_row(0)).center)
    press(stack, surface, "DGM")
    for _ in range(4):  # 54 cards: four out make 50, the most DGM allows
        _, body, _ = at.row_rects(0)
        drag(stack, surface, scene.ctx.viewport.rect(body).center, tile_point(scene, 0))
    type_into(stack, surface, scene.name, "Short Karate")
    press(stack, surface, "Save")
    [(label, value)] = saved_deck_choices("dgm")
    session = Session.new(ruleset("dgm"), 5, {"decks": [value, "kung_fu"]})
    assert session.state.starter == ("Short Karate", "kung_fu") and len(session.state.cards[0]) == 50


def test_a_card_dropped_on_a_button_does_not_press_it(bench):
    stack, surface = bench
    scene = stack.top
    save = next(b for b in scene.buttons if b.label == "Save")
    drag(stack, surface, tile_point(scene, 0), save.screen_rect(scene.ctx.viewport).center)
    assert scene.draft.counts == {} and decks.saved("matcg", []) == []


def test_ten_thousand_bad_lines_are_counted_not_all_drawn(bench, monkeypatch):
    stack, surface = bench
    pasted = "4 Teep\n" + "x\n" * 10_000  # 20 kB: within what a pasted deck may be
    monkeypatch.setattr(decks, "clipboard_text", lambda: pasted)
    press(stack, surface, "Import or export as text\u2026")
    press(stack, surface, "Paste a deck from the clipboard")
    report = stack.top
    assert len(report.lines) == 10_000 and report.lines[0].startswith("line 2 ")
    rows = report.rows()
    assert len(rows) == ReportScene.SHOWN and rows[-1] == "\u2026 and 9,987 more lines that could not be read"
    press(stack, surface, "Close")
    assert stack.top.draft.by_name() == {"Teep": 4}


def test_a_click_on_the_legality_check_lists_every_reason(bench, monkeypatch):
    stack, surface = bench
    scene = stack.top
    monkeypatch.setattr(decks, "clipboard_text", lambda: "9 Shin Block\n9 Teep\n9 Lead Jab\n2 Nunchaku\n")
    press(stack, surface, "Import or export as text\u2026")
    press(stack, surface, "Paste a deck from the clipboard")
    assert stack.top is scene and len(scene.draft.problems()) == 5
    click(stack, surface, scene.ctx.viewport.rect(at.LEGALITY).center)
    report = stack.top
    assert isinstance(report, ReportScene) and report.lines == scene.draft.problems()
    assert report.lines[0] == "29 cards: a deck holds at least 50"


def test_a_deck_not_saved_is_put_away_only_when_the_player_agrees(bench):
    stack, surface = bench
    scene = stack.top
    click(stack, surface, tile_point(scene, 0))
    press(stack, surface, "Empty deck")
    assert isinstance(stack.top, ConfirmScene)
    press(stack, surface, "Keep building")
    assert scene.draft.size == 1
    press(stack, surface, "Starter deck\u2026")
    click(stack, surface, stack.top.ctx.viewport.rect(choice_row(0)).center)
    press(stack, surface, "Replace it")
    assert stack.top is scene and scene.draft.size == 54 and scene.name.value == "Karate (mine)"


@pytest.mark.parametrize("name", [
    "\u7a7a\u624b\u306e\u9053 \u2014 \u00fc",
    "Tiger and Crane, the long road to the mountain temple",
])
def test_a_deck_file_named_outside_the_game_keeps_its_name_when_loaded_and_saved_again(bench, name):
    """A name Save would not give a new file (too long, letters the typeface lacks) is the file's own: the deck is
    loaded and saved under it, never offered as "ü" or cut short."""
    stack, surface = bench
    scene = stack.top
    build_fifty(stack, surface)
    type_into(stack, surface, scene.name, "Made Here")
    press(stack, surface, "Save")
    (decks_dir("matcg") / "Made Here.txt").rename(decks_dir("matcg") / f"{name}.txt")
    press(stack, surface, "Empty deck")
    press(stack, surface, "Load\u2026")
    chooser = stack.top
    assert [choice.label for choice in chooser.choices] == [decks.shown_name(name)]
    click(stack, surface, chooser.ctx.viewport.rect(choice_row(0)).center)
    assert stack.top is scene and scene.draft.size == 52 and scene.draft.loaded == name
    assert scene.name.value == name and not any("cannot be saved again" in t.message for t in scene.toasts)
    press(stack, surface, "Save")
    assert [d.name for d in decks.saved("matcg", [])] == [name] and not scene.dirty


def test_rename_with_the_name_unchanged_puts_the_typing_in_the_name_box(bench):
    stack, surface, scene = saved_tiger(bench)
    press(stack, surface, "Load\u2026")
    chooser = stack.top
    click(stack, surface, chooser.ctx.viewport.rect(choice_row(0)).center)
    press(stack, surface, "Rename")  # the advice: type the new name in the name box
    assert scene.name.focused and scene.name.selected and not scene.search.focused
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="White Tiger"))
    assert scene.name.value == "White Tiger" and scene.search.value == ""
    press(stack, surface, "Rename")
    assert [d.name for d in decks.saved("matcg", [])] == ["White Tiger"]


def test_an_emptied_deck_offers_no_rename_delete_or_sample_hand(bench):
    """Empty deck put a saved deck away, but Rename, Delete and Sample hand still looked pressable, as for the deck
    put away."""
    stack, surface, scene = saved_tiger(bench)
    press(stack, surface, "Empty deck")
    frame(stack, surface)
    assert scene.draft.loaded is None and scene.draft.counts == {}
    assert {b.label: b.enabled for b in scene.buttons if b.label in ("Rename", "Delete", "Sample hand")} == {
        "Rename": False, "Delete": False, "Sample hand": False}


def test_enter_in_the_name_box_renames_a_saved_deck_as_the_rename_button_does(bench):
    """Enter after typing a saved deck's new name only left the box: nothing was renamed until Rename was pressed
    again. Enter ends the typing and renames it; Enter with the name unchanged only ends the typing."""
    stack, surface, scene = saved_tiger(bench)
    type_into(stack, surface, scene.name, "White Tiger")  # typed, then Enter
    assert [d.name for d in decks.saved("matcg", [])] == ["White Tiger"] and scene.draft.loaded == "White Tiger"
    assert not scene.name.focused and any("is now" in toast.message for toast in scene.toasts)
    type_into(stack, surface, scene.name, "White Tiger")
    assert not scene.name.focused and [d.name for d in decks.saved("matcg", [])] == ["White Tiger"]


def test_a_deck_just_saved_for_the_first_time_can_be_renamed_and_deleted_at_once(bench):
    """Save gave a new deck its file, but Rename and Delete stayed greyed (and Save lit) until some other change."""
    stack, surface, scene = saved_tiger(bench)
    assert not next(b for b in scene.buttons if b.label == "Save").primary
    type_into(stack, surface, scene.name, "White Tiger")
    press(stack, surface, "Rename")
    assert [d.name for d in decks.saved("matcg", [])] == ["White Tiger"]
    press(stack, surface, "Delete")
    assert isinstance(stack.top, ConfirmScene)


def test_a_deck_name_typed_in_letters_the_game_cannot_draw_properly_is_refused_naming_the_script(bench):
    stack, surface = bench
    scene = stack.top
    type_into(stack, surface, scene.name, "Karate \u0915\u0930\u093e\u091f\u0947")
    assert scene.name.value == "" and scene.draft.name == ""
    assert [toast.message for toast in scene.toasts] == [
        "The game cannot draw Devanagari letters yet, so a name cannot hold them."]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_card_read_whole_lies_beside_the_tile_or_row_under_the_pointer_clear_of_the_decks_name_and_verdict(
        text_size, monkeypatch):
    """The whole card was drawn from the pointer down, over the tile it explains and its neighbours' words. It is laid
    by the shared placement of tips (game.ui.tip.placed), as the tooltips and a held card's forecast are: in the
    smallest window, beside the tile or the deck list's row under the pointer, over none of it, the deck's name and
    size, or its verdict."""
    from game.files import settings
    from game.scenes.matcg import deck_view

    settings.change(text_size=text_size)
    ctx, surface = context((1024, 600))
    stack = Stack(DeckBuilderScene(ctx, "matcg"))
    scene = stack.top
    vp = scene.ctx.viewport
    for shown in range(4):  # four rows in the deck's list
        click(stack, surface, tile_point(scene, shown))
    boxes: list[pygame.Rect] = []
    real = deck_view.draw_detail
    monkeypatch.setattr(deck_view, "draw_detail", lambda *args: boxes.append(real(*args)) or boxes[-1])
    rows = [at.row_rects(shown) for shown in (0, 3)]
    under = [vp.rect(at.tile_rect(shown)) for shown in (0, 1, 2, 18, 19, 20)] + [
        vp.rect(minus.union(plus)) for minus, _, plus in rows]
    points = [tile_point(scene, shown) for shown in (0, 1, 2, 18, 19, 20)] + [
        vp.rect(body).center for _, body, _ in rows]
    for point, read in zip(points, under, strict=True):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        boxes.clear()
        frame(stack, surface)
        [box] = boxes
        assert surface.get_rect().contains(box), point
        covered = [name for name, rect in (("under the pointer", read), ("name and size", vp.rect(at.HEADER)),
                                           ("verdict", vp.rect(at.LEGALITY))) if box.colliderect(rect)]
        assert covered == [], point


def test_a_deck_name_typed_past_the_name_boxs_room_is_cut_and_the_player_told(bench):
    """A name of 60 characters was cut to 40 with no word."""
    stack, surface = bench
    scene = stack.top
    type_into(stack, surface, scene.name, "The Extremely Long Karate Deck Name That Goes On And On Yes")
    assert scene.name.value == "The Extremely Long Karate Deck Name That"
    assert [toast.message for toast in scene.toasts] == [
        f"A name holds at most {decks.MOST_NAME} characters: the rest was left out."]


def test_a_deck_name_typed_key_by_key_past_the_name_boxs_room_is_told_once(bench):
    """Twenty letters typed one by one past the room stacked twenty toasts of the same words up the screen."""
    stack, surface = bench
    scene = stack.top
    click(stack, surface, scene.ctx.viewport.rect(scene.name.rect).center)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode=""))
    for letter in "The Long Winding Road of the Crane and Tiger Kung Fu Schools":
        stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        frame(stack, surface)
    assert scene.name.value == "The Long Winding Road of the Crane and T"
    assert [toast.message for toast in scene.toasts] == [
        f"A name holds at most {decks.MOST_NAME} characters: the rest was left out."]


def test_a_notice_tells_the_latest_action_only_the_deck_saved_is_forgotten_once_another_is_brought_in(bench, tmp_path):
    """"Saved as “tkd kicks”" stayed on screen over the deck a file had just brought in."""
    stack, surface = bench
    scene = stack.top
    type_into(stack, surface, scene.name, "tkd kicks")
    press(stack, surface, "Save")
    assert any(toast.message.startswith("Saved as") for toast in scene.toasts)
    (tmp_path / "imported.txt").write_text("4 Front Kick\n", encoding="utf-8")
    press(stack, surface, "Import or export as text\u2026")
    exchange = stack.top
    exchange.file.value = str(tmp_path / "imported.txt")
    press(stack, surface, "Read the file")
    assert stack.top is scene and scene.draft.name == "imported" and scene.toasts == []
