"""Issue 31, point 1: a player's own saved decks never close the set-up of a table of more than two.

A saved deck is offered to a seat as the dict of its cards (game.files.matcg.draft.Draft.options_value), which
cannot be hashed: the seats' rows find a deck's label by equality, and each seat's button opens the list of decks.
Tried in a lived-in user folder: several saved decks with odd names (one too large for DGM, one with a bad line, one
damaged), games in progress, a finished game."""

from __future__ import annotations

import pytest

from game.__main__ import main
from game.files.matcg.draft import saved_deck_choices
from game.scenes.matcg.choices import deck_choices
from game.scenes.matcg.setup import DuelSetupScene
from game.words.matcg.seating import picked
from tests.reliability.lived_in import ODD_DECK_NAMES, lived_in
from tests.scenes.helpers import button_point, click
from tests.scenes.matcg.helpers import choose_deck, deck_buttons, set_up


@pytest.mark.parametrize("mode", ["Two-on-Two", "Army of One"])
def test_every_saved_deck_is_chosen_for_a_seat_of_a_big_table_and_the_fight_starts_with_it(mode):
    lived_in()
    offered = [label for label, _ in saved_deck_choices("matcg")]
    assert sorted(label.rsplit(", ", 1)[0] for label in offered) == sorted(ODD_DECK_NAMES)
    stack, surface, setup = set_up(mode)
    assert isinstance(stack.top, DuelSetupScene) and len(setup.choices.chairs) > 2
    for label, value in deck_choices("matcg"):
        choose_deck(stack, surface, 1, label, by_keys=label in offered)
        assert deck_buttons(setup)[1].label == picked("matcg", value) and setup.choices.decks[1] == value
    click(stack, surface, button_point(setup, "Start the fight"))
    assert stack.top is not setup


def test_the_team_set_up_screenshot_is_drawn_over_a_lived_in_folder(tmp_path):
    lived_in()
    out = tmp_path / "team.png"
    assert main(["screenshot", "--ruleset", "matcg", "--scene", "team_setup", "--out", str(out)]) == 0
    assert out.stat().st_size > 0
