"""The menu's Martial Arts tile, the set-up (the rule set, each seat a person or the computer at a level, each
seat's deck, Anything Goes, the DGM challenge Event), Continue of the duel in progress, and the screenshot command's
duel scenes."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.choices import deck_choices
from game.scenes.matcg.setup import DuelSetupScene
from game.scenes.menu import MenuScene
from game.words.matcg.seating import deck_name, picked
from tests.scenes.helpers import button_point, click, frame, play_point
from tests.scenes.matcg.helpers import choose_deck, deck_buttons, set_up


def row_point(setup: DuelSetupScene, label: str, row: int = 0) -> tuple[int, int]:
    """The `row`-th button with this label (seat 1's before seat 2's)."""
    found = [b for b in setup.buttons if b.label == label]
    return found[row].screen_rect(setup.ctx.viewport).center


def test_the_menu_tile_opens_a_set_up_offering_both_rule_sets():
    stack, surface, setup = set_up()
    assert setup.choices.rulesets == ["matcg", "dgm"] and setup.choices.ruleset_id == "matcg"
    assert {"The rulebook", "DGM house rules"} <= {b.label for b in setup.buttons}
    assert not any(b.label == "Continue the duel" for b in setup.buttons)


def test_the_decks_offered_are_the_one_list_of_deck_choices():
    stack, surface, setup = set_up()
    labels = [label for label, _ in deck_choices("matcg")]
    starters = [value for _, value in deck_choices("matcg")]
    assert [b.label for b in deck_buttons(setup)] == [picked("matcg", starters[0]), picked("matcg", starters[1])]
    click(stack, surface, deck_buttons(setup)[1].screen_rect(setup.ctx.viewport).center)
    assert [choice.label for choice in stack.top.choices] == labels and stack.top.lit == 1  # seat 2's deck lit


def test_the_set_up_starts_a_dgm_duel_with_the_seats_decks_and_options_chosen():
    stack, surface, setup = set_up()
    click(stack, surface, button_point(setup, "DGM house rules"))
    assert any(b.label == "Challenge Event" for b in setup.buttons)
    decks = deck_choices("dgm")
    choose_deck(stack, surface, 0, decks[2][0])
    choose_deck(stack, surface, 1, decks[3][0], by_keys=True)
    click(stack, surface, row_point(setup, "Computer: Hard", 1))
    click(stack, surface, button_point(setup, "Anything Goes"))
    click(stack, surface, button_point(setup, "Challenge Event"))
    click(stack, surface, button_point(setup, "Start the duel"))
    table = stack.top
    assert isinstance(table, DuelTableScene)
    session = table.campaign.session
    state = session.state
    assert session.ruleset.id == "dgm" and state.starter == (decks[2][1], decks[3][1])
    assert state.anything_goes and state.challenge is not None
    assert table.seating.computers == {1: "hard"} and table.viewer == 0


def test_the_rulebook_has_no_challenge_and_a_table_of_computers_cannot_start():
    stack, surface, setup = set_up()
    assert not any(b.label == "Challenge Event" for b in setup.buttons)
    click(stack, surface, row_point(setup, "Computer: Easy", 0))
    start = next(b for b in setup.buttons if b.label == "Start the duel")
    assert not start.enabled


def test_two_people_start_behind_the_curtain():
    stack, surface, setup = set_up()
    click(stack, surface, row_point(setup, "Person", 1))
    click(stack, surface, button_point(setup, "Start the duel"))
    frame(stack, surface)
    assert isinstance(stack.top, CurtainScene)


def test_continue_brings_back_the_same_duel_at_the_same_moment():
    stack, surface, setup = set_up()
    click(stack, surface, button_point(setup, "DGM house rules"))
    click(stack, surface, button_point(setup, "Start the duel"))
    table = stack.top
    session = table.campaign.session
    seat = session.ruleset.to_act(session.state)
    if seat == table.viewer:
        table.submit(session.legal(seat)[0])
    saved = session.state
    click(stack, surface, button_point(table, "Menu"))
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    menu = stack.top
    assert isinstance(menu, MenuScene)
    click(stack, surface, play_point(menu, "matcg", "Continue DGM v. computer"))
    again = stack.top
    assert isinstance(again, DuelTableScene) and again.campaign.session.state == saved


@pytest.mark.parametrize("scene", ["duel_table", "duel_answer", "duel_setup", "duel_result", "team_table",
                                   "team_answer", "team_setup", "army_table", "army_answer", "army_setup"])
def test_the_screenshot_command_renders_the_duel_scenes(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--ruleset", "dgm", "--scene", scene, "--out", str(out), "--seed", "2",
                 "--steps", "3", "--size", "1024x600"]) == 0
    assert out.stat().st_size > 10_000


def test_a_table_picture_holds_a_card_from_the_part_of_a_long_hand_that_shows(tmp_path):
    """At seed 11 after 30 steps, seat 0 of a Two-on-Two holds 8 cards, 5 in sight, and some attacks it may play are
    out of sight: the picture holds one it can see (the command had ended with a bare card id)."""
    out = tmp_path / "team_table.png"
    assert main(["screenshot", "--ruleset", "matcg", "--scene", "team_table", "--out", str(out), "--seed", "11",
                 "--steps", "30"]) == 0


def test_a_deck_saved_in_the_deck_builder_is_offered_to_each_seat_and_starts_the_duel():
    """The set-up opens the deck builder; back from it, a deck saved there is a choice of both seats (under the
    rule set it is legal for) and the duel starts with it."""
    from game.content.matcg import catalog
    from game.files import decks
    from game.scenes.matcg.deckbuilder import DeckBuilderScene

    stack, surface, setup = set_up()
    click(stack, surface, button_point(setup, "Deck builder"))
    assert isinstance(stack.top, DeckBuilderScene)
    shop = catalog()
    karate = next(deck for deck in shop.starter_decks if deck.id == "karate")
    counts: dict[str, int] = {}
    for card_id in karate.ids("matcg", False):
        counts[card_id] = counts.get(card_id, 0) + 1
    names = {card.id: card.name for card in shop.cards}
    decks.save("matcg", "Crane Wing", {names[i]: n for i, n in counts.items()}, "Crane Wing", names.values())
    click(stack, surface, button_point(stack.top, "Back"))
    if stack.top is not setup:  # a deck not saved: the builder asks before putting it away
        click(stack, surface, button_point(stack.top, "Leave"))
    assert stack.top is setup
    label = next(label for label, value in deck_choices("matcg") if isinstance(value, dict))
    assert label.startswith("Crane Wing")
    choose_deck(stack, surface, 1, label)
    assert deck_buttons(setup)[1].label == picked("matcg", setup.choices.decks[1]) == "Crane Wing  \u25be"
    click(stack, surface, button_point(setup, "Start the duel"))
    table = stack.top
    assert isinstance(table, DuelTableScene)
    assert table.campaign.session.table.option("decks")[1] == {"name": "Crane Wing", "cards": counts}


def test_the_set_up_opens_with_the_choices_of_the_last_fight_started():
    from game.engine.matcg.teams import ARMY
    from game.files import settings, writer
    from tests.scenes.helpers import context

    stack, surface, setup = set_up()
    click(stack, surface, button_point(setup, "DGM house rules"))
    click(stack, surface, button_point(setup, "Army of One"))
    click(stack, surface, button_point(setup, "Defeat every enemy"))
    click(stack, surface, button_point(setup, "Anything Goes"))
    chairs, decks = list(setup.choices.chairs), list(setup.choices.decks)
    click(stack, surface, button_point(setup, "Start the fight"))
    writer.wait_for()
    settings.forget()  # the game opens again
    again = DuelSetupScene(context()[0]).choices
    assert (again.ruleset_id, again.mode, again.goal, again.anything_goes) == ("dgm", ARMY, "all", True)
    assert again.chairs == chairs and again.decks == decks


def test_a_seat_name_typed_in_letters_the_game_cannot_draw_properly_is_refused_naming_the_script():
    from game.scenes.seat_names import SeatNamesScene

    stack, surface, setup = set_up()
    click(stack, surface, row_point(setup, "Person", 1))
    click(stack, surface, button_point(setup, "Names\u2026"))
    names = stack.top
    assert isinstance(names, SeatNamesScene)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana \U0001f94b"))
    assert [field.value for field in names.fields] == ["", ""]
    assert [toast.message for toast in names.toasts] == ["The game cannot draw emoji yet, so a name cannot hold them."]


def test_people_at_one_screen_name_their_seats_and_the_table_calls_them_so():
    from game.files import settings, writer
    from game.scenes.seat_names import SeatNamesScene
    from tests.scenes.helpers import context, key

    stack, surface, setup = set_up()
    assert not next(b for b in setup.buttons if b.label == "Names\u2026").enabled  # one person: "You"
    click(stack, surface, row_point(setup, "Person", 1))
    click(stack, surface, button_point(setup, "Names\u2026"))
    names = stack.top
    assert isinstance(names, SeatNamesScene) and names.labels == ["Seat 1", "Seat 2"]
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    key(stack, surface, pygame.K_TAB)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ben"))
    key(stack, surface, pygame.K_RETURN)
    assert stack.top is setup and setup.choices.seating().names == ("Ana", "Ben")
    click(stack, surface, button_point(setup, "Start the duel"))
    curtain, table = stack.top, stack.scenes[-2]
    assert isinstance(curtain, CurtainScene) and curtain.name in ("Ana", "Ben")
    assert isinstance(table, DuelTableScene) and table.names == ("Ana", "Ben")
    writer.wait_for()
    settings.forget()  # the game opens again: the names are offered again
    assert DuelSetupScene(context()[0]).choices.seating().names == ("Ana", "Ben")


def test_names_that_would_not_tell_the_seats_apart_are_not_used():
    stack, surface, setup = set_up()
    click(stack, surface, row_point(setup, "Person", 1))
    setup.choices.typed = {0: "Ana", 1: "Ana"}
    assert setup.choices.seating().names == ("Player 1", "Player 2")
    setup.choices.typed = {0: "You"}
    assert setup.choices.seating().names == ("Player 1", "Player 2")


LONGEST = "The Long Road of the Tiger and the Crane"  # 40 characters


def save_decks(count: int) -> list[str]:
    """`count` legal decks saved (the first named with 40 characters), as the set-up labels them."""
    from game.content.matcg import catalog
    from game.files import decks
    from game.files.matcg.draft import Draft

    shop = catalog()
    draft = Draft(shop, "matcg", False)
    draft.starter("karate")
    names = [card.name for card in shop.cards]
    for n in range(count):
        name = LONGEST if n == 0 else f"Deck {n:02}"
        decks.save("matcg", name, draft.by_name(), name, names)
    return [label for label, value in deck_choices("matcg") if isinstance(value, dict)]


@pytest.mark.parametrize("mode, count", [("Duel", 0), ("Duel", 1), ("Duel", 5), ("Duel", 30), ("Two-on-Two", 30),
                                         ("Army of One", 5)])
def test_any_number_of_saved_decks_with_names_of_any_length_is_chosen_from_a_button_per_seat(mode, count):
    from game.files import settings
    from game.ui import text
    from game.ui.widgets import two_lines

    settings.change(text_size="largest")
    saved = save_decks(count)
    assert len(saved) == count and (not saved or saved[-1] == f"{LONGEST}, 54 cards")  # as the list shows it
    stack, surface, setup = set_up(mode, (1024, 600))
    vp = setup.ctx.viewport
    assert len(deck_buttons(setup)) == len(setup.choices.chairs)
    offered = deck_choices("matcg")
    first = saved[-1] if saved else offered[2][0]
    choose_deck(stack, surface, 0, offered[-1][0], by_keys=True)
    choose_deck(stack, surface, 1, first)
    assert setup.choices.decks[:2] == [offered[-1][1], next(value for label, value in offered if label == first)]
    assert deck_buttons(setup)[1].label == (f"{LONGEST}  \u25be" if saved else picked("matcg", setup.choices.decks[1]))
    for button in deck_buttons(setup)[:2]:  # the whole name shows, at the Largest text in the smallest window
        room, height = button.screen_rect(vp).w - vp.px(12), button.screen_rect(vp).h
        one_line = text.legible_line(button.label, vp.px(button.size), room, bold=True)[0] == button.label
        assert one_line or two_lines(button.label, vp.px(button.size), room, height) is not None  # or on two
        assert button.rect[0] + button.rect[2] <= 1280


def test_a_saved_deck_a_seat_brought_is_its_deck_again_and_one_deleted_since_gives_way_and_is_told():
    """The duel set-up remembered only starter decks: a deck from the builder was forgotten by the next fight."""
    from game.content.matcg import catalog
    from game.files import decks, settings, writer
    from tests.scenes.helpers import context

    stack, surface, setup = set_up()
    shop = catalog()
    names = {card.id: card.name for card in shop.cards}
    karate = next(deck for deck in shop.starter_decks if deck.id == "karate")
    counts: dict[str, int] = {}
    for card_id in karate.ids("matcg", False):
        counts[names[card_id]] = counts.get(names[card_id], 0) + 1
    decks.save("matcg", "Crane Wing", counts, "Crane Wing", names.values())
    label = next(label for label, value in deck_choices("matcg") if isinstance(value, dict))
    choose_deck(stack, surface, 1, label)
    first = setup.choices.decks[0]
    click(stack, surface, button_point(setup, "Start the duel"))
    writer.wait_for()
    settings.forget()  # the game opens again
    again = DuelSetupScene(context()[0])
    assert again.choices.decks == [first, setup.choices.decks[1]] and again.toasts == []
    decks.delete("matcg", "Crane Wing", names.values())
    settings.forget()
    gone = DuelSetupScene(context()[0])
    assert gone.choices.decks[1] in [value for _, value in deck_choices("matcg")]
    instead = deck_name("matcg", gone.choices.decks[1])
    assert instead != "?" and [toast.message for toast in gone.toasts] == [
        f"Seat 2's deck \u201cCrane Wing\u201d is no longer among the decks offered: Seat 2 brings {instead} instead."]
