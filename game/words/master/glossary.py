"""Master's keywords and what a card under the mouse explains: a card's experience, and for a card in a set what
the set and its player's experience come to, card by card. Meanings from the rulebook and this edition's rulings
(assets/master/rules.md)."""

from __future__ import annotations

from game.engine.explained import Figure, Part
from game.engine.master.cards import Catalog, WildCard
from game.engine.master.scoring import experience_figure, set_figure
from game.engine.master.state import MasterState
from game.words.glossary import Explained, Glossary, Term

GLOSSARY = Glossary((
    Term("EXP", "Experience: each card in your sets is worth its number (a wild card 5); the most wins the round."),
    Term("Skill", "One of the four kinds of card, each with its colour and symbol: Knowledge, Arts, Life, Sport."),
    Term("Knowledge", "A skill: blue, with a book. Its wild card is Study."),
    Term("Arts", "A skill: purple, with a brush. Its wild card is Practice."),
    Term("Life", "A skill: green, with a leaf. Its wild card is Memory."),
    Term("Sport", "A skill: orange, with a ball. Its wild card is Train."),
    Term("Wild card", "A golden card worth 5 that stands for any card of the one skill it serves."),
    Term("Study", "The wild card of Knowledge."),
    Term("Practice", "The wild card of Arts."),
    Term("Memory", "The wild card of Life."),
    Term("Train", "The wild card of Sport."),
    Term("Set", "Two identical cards (or a card and its skill's wild) laid in your area: their EXP is yours."),
    Term("Top set", "The last set laid in an area: the only one that can be stolen."),
    Term("First set", "A player's first set can never be stolen."),
    Term("Steal", "Lay a card of a rival's top set's skill (or its wild) on it: unanswered, the set is yours."),
    Term("Answer", "Stop a steal with a card of that skill or its wild: both cards go to the discard pile."),
    Term("Discard", "Put a card face up on the discard pile; the next players may form a set with it."),
    Term("Round", "Ends once the draw pile is empty and every hand played out; a match is 3 rounds unless the "
                  "set-up chooses 1 to 9."),
))


def keywords(catalog: Catalog, card_id: str) -> tuple[str, ...]:
    """The keywords a card shows: its skill (and wild card's name) and what it counts for."""
    card = catalog.card(card_id)
    skill = next(skill for skill in catalog.skills if skill.id == card.skill)
    wild = ("Wild card", skill.wild_name) if isinstance(card, WildCard) else ()
    return (*wild, skill.name, "EXP")


def explain(catalog: Catalog, state: MasterState, key: str) -> Explained:
    """A card: its worth, and in a set the set's and its player's experience, card by card."""
    if key not in catalog.by_id:
        return Explained()
    for seat, sets in enumerate(state.sets):
        placed = next((placed for placed in sets if key in placed.cards), None)
        if placed is not None:
            return Explained((set_figure(catalog, placed), experience_figure(catalog, state, seat)),
                             GLOSSARY.terms_of((*keywords(catalog, key), "Set")))
    worth = Figure("EXP", (Part("wild card" if isinstance(catalog.card(key), WildCard) else "its number",
                                catalog.value_of[key]),))
    return Explained((worth,), GLOSSARY.terms_of(keywords(catalog, key)))
