"""Every ruling this edition made is written down twice, word for word and in the same order: in the rules text the
game shows (a numbered list under its heading in assets/<game>/rules.md) and beside the card data (the catalog's
`rulings`, from assets/<game>/cards.json; Kai's catalog holds the campaign's rulings and then her own). The Martial
Arts rulings, which name their tests, are checked in tests/engine/matcg/test_cards.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.content.kenpo import kenpo_catalog
from game.content.master import master_catalog
from game.content.udo import kai_catalog, udo_catalog


def numbered(book: str, heading: str) -> list[str]:
    """The numbered list under `heading` in a rules book, each item's words; the numbers must run 1, 2, 3, ..."""
    text = Path("assets", book, "rules.md").read_text(encoding="utf-8")
    section = text.split(f"\n{heading}\n", 1)[1].split("\n#", 1)[0]
    items = [re.match(r"^(\d+)\. (.*)$", line) for line in section.splitlines()]
    found = [item for item in items if item is not None]
    assert [int(item[1]) for item in found] == list(range(1, len(found) + 1)), f"{book}: {heading} is misnumbered"
    return [item[2] for item in found]


CASES = {
    "udo": (udo_catalog, [("udo", "## Rulings")]),
    "kai": (kai_catalog, [("udo", "## Rulings"), ("udo", "## Kai's rulings")]),
    "kenpo": (kenpo_catalog, [("kenpo", "## Rulings")]),
    "master": (master_catalog, [("master", "## Rulings of this edition")]),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_the_rulings_beside_the_card_data_are_the_rules_texts_word_for_word_in_order(game):
    catalog, sections = CASES[game]
    shown = [ruling for book, heading in sections for ruling in numbered(book, heading)]
    assert shown and list(catalog().rulings) == shown



# The game's terms as its pages write them: the rule sets' and the scores' short names, the set-up's choices, the
# phases and the card types and names a title speaks of.
TERMS = ("DGM", "ADR", "ATK", "DEF", "LNK", "CPT", "Anything Goes", "Round Robin", "Recovery Phase", "Event",
         "Strategy", "Tai Chi", "Absolute Focus")


def test_the_martial_arts_rules_titles_write_the_games_terms_as_the_rest_of_the_page_does():
    """A ruling's title was its id made into words ("Dgm hand limit.", "Adr pooled."), beside "DGM" and "ADR"."""
    text = Path("assets", "matcg", "rules.md").read_text(encoding="utf-8")
    titles = re.findall(r"^- \*\*([^*]+)\*\*", text, re.MULTILINE)
    assert len(titles) > 40
    for title in titles:
        for term in TERMS:
            for found in re.findall(rf"\b{re.escape(term)}\b", title, re.IGNORECASE):
                assert found == term, f"{title!r} writes {found!r} for {term!r}"
