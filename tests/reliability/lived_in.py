"""A lived-in user folder, as a player's is after a while: several saved decks with odd names (legal, too large for
one rule set, with a bad line, damaged), a game in progress of several games, an old finished game, a record book."""

from __future__ import annotations

from game.content.matcg import catalog as shipped_catalog
from game.engine.core import Session
from game.files import decks, finished, records, saves
from game.files.matcg.draft import Draft
from game.files.paths import decks_dir
from game.rulesets import ruleset
from tests.reliability.hostile import small_session

ODD_DECK_NAMES = ("Tiger Style", "Crane's (old) & new", "ÉCOLE-Jùdō 2", "a", "9 lives, +1!")


def saved_decks() -> list[str]:
    """Saves a legal deck under each odd name, and leaves beside them a deck with a bad line and a damaged file."""
    catalog = shipped_catalog()
    names = [card.name for card in catalog.cards]
    starters = sorted(catalog.decks_by_id)
    for number, name in enumerate(ODD_DECK_NAMES):
        draft = Draft(catalog, "matcg", False)
        draft.starter(starters[number % len(starters)])
        decks.save("matcg", name, draft.by_name(), name, names)
    folder = decks_dir("matcg")
    (folder / "half read.txt").write_text("4 No Such Card\n", encoding="utf-8")
    (folder / "damaged.txt").write_bytes(b"\xff\xfe\x00 not text")
    return list(ODD_DECK_NAMES)


def lived_in() -> None:
    """Saved decks, games in progress (Udo, Martial Arts), a finished game kept for Replays, a record book."""
    saved_decks()
    saves.save(small_session())
    fight = Session.new(ruleset("matcg"), seed=8, options={"mode": "2v2"})
    saves.save(fight)
    finished.keep(small_session())
    records.add(records.Record(hero="udo", won=True, glory=9, rank="Legend", masters=("crane",),
                               date="2026-11-21T18:30", seed=4))
