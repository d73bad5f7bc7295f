"""A tournament's set-up remembers each entrant's deck with its name and who plays it (game.files.matcg.cup_setup,
kept in the settings by game.files.setups): a starter deck by its id, a saved deck by its name. In a lived-in folder,
where saved decks are deleted, renamed or damaged since, an entrant whose deck is gone brings its first deck instead,
and the set-up says so as it opens; nothing it reads back stops it opening."""

from __future__ import annotations

from game.content.matcg import catalog
from game.files import decks, settings, setups, storage, writer
from game.files.matcg.draft import FAMILY, Draft, card_names
from game.files.paths import decks_dir, settings_path
from game.scenes.matcg.cup_setup import DuelEntries, cup_setup
from game.words.matcg.seating import deck_name
from tests.scenes.helpers import context

SAVED = ("Tiger Style", "My Kung Fu", "Kárate de Zoë")  # the player's decks, brought by the first three entrants


def save_decks() -> None:
    """The player's saved decks, each a starter deck's cards under a name of its own."""
    for name in SAVED:
        draft = Draft(catalog(), "matcg")
        draft.starter("karate")
        decks.save(FAMILY, name, draft.by_name(), name, card_names(catalog()))


def started() -> DuelEntries:
    """A tournament set up and started (its choices remembered): Ann, Bo and Zoë bringing the saved decks, Dara
    the Muay Thai starter deck."""
    entries = DuelEntries(None)
    choices = entries.choices
    for number, name in enumerate(("Ann", "Bo", "Zoë", "Dara")):
        choices.name(number, name)
    offered = dict((deck["name"], deck) for _, deck in choices.decks() if isinstance(deck, dict))
    for number, name in enumerate(SAVED):
        choices.choose_deck(number, offered[name])
    choices.choose_deck(3, "muay_thai")
    choices.remember()
    return entries


def brought(entries: DuelEntries) -> list[tuple[str, str]]:
    return [(e.name, deck_name("matcg", e.deck)) for e in entries.choices.entrants]


def test_each_entrants_deck_comes_back_with_its_name_a_saved_one_by_its_name():
    save_decks()
    chosen = brought(started())
    again = DuelEntries(None)
    assert brought(again) == chosen == [("Ann", "Tiger Style"), ("Bo", "My Kung Fu"), ("Zoë", "Kárate de Zoë"),
                                        ("Dara", "Muay Thai")]
    assert again.choices.lost == []
    setup = cup_setup(context()[0])
    assert setup.toasts == [] and setup.entries.own_label(2).startswith("Kárate de Zoë")


def test_a_deck_deleted_renamed_or_damaged_since_gives_way_to_the_first_deck_and_the_set_up_says_so():
    save_decks()
    first = [deck_name("matcg", e.deck) for e in DuelEntries(None).choices.entrants]  # each entrant's by default
    started()
    names = card_names(catalog())
    decks.delete(FAMILY, "Tiger Style", names)
    decks.rename(FAMILY, "My Kung Fu", "Kung Fu Two")
    (decks_dir(FAMILY) / "Kárate de Zoë.txt").write_bytes(b"\xff\xfe not a deck")
    again = DuelEntries(None)
    assert brought(again) == [("Ann", first[0]), ("Bo", first[1]), ("Zoë", first[2]), ("Dara", "Muay Thai")]
    assert again.choices.lost == [
        f"Ann's deck \u201cTiger Style\u201d is no longer among the decks offered: Ann brings {first[0]} instead.",
        f"Bo's deck \u201cMy Kung Fu\u201d is no longer among the decks offered: Bo brings {first[1]} instead.",
        f"Zoë's deck \u201cKárate de Zoë\u201d is no longer among the decks offered: Zoë brings {first[2]} instead."]
    setup = cup_setup(context()[0])
    [told] = [toast.message for toast in setup.toasts]
    assert told == " ".join(again.choices.lost)


def test_a_saved_deck_whose_name_was_not_kept_or_is_garbled_is_told_gone_without_a_name():
    save_decks()
    started()
    kept = setups.remembered("tournament")
    kept.pop("deck1")  # a line the settings could not hold
    kept["deck2"] = "../../etc/passwd"
    setups.remember("tournament", kept)
    again = DuelEntries(None)
    assert [e.name for e in again.choices.entrants] == ["Ann", "Bo", "Zoë", "Dara"]
    assert again.choices.lost[0].startswith("Ann's deck is no longer among the decks offered")
    assert "\u201c../../etc/passwd\u201d" in again.choices.lost[1]
    assert brought(again)[2] == ("Zoë", "Kárate de Zoë")


def test_a_damaged_settings_file_opens_the_set_up_at_its_first_choices():
    save_decks()
    started()
    writer.wait_for(settings_path())  # the choices written, then the file damaged
    settings_path().write_bytes(b"{not json")
    settings.forget()
    setup = cup_setup(context()[0])
    assert [e.name for e in setup.choices.entrants] == ["Fighter 1", "Fighter 2", "Fighter 3", "Fighter 4"]
    assert setup.choices.lost == [] and setup.toasts == []
    assert any("settings.json" in notice for notice in storage.take_notices())  # set aside, and said by the table
