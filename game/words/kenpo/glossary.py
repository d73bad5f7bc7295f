"""Kenpo Masters' keywords and what a card under the mouse explains: a waiting attack's points where the fighters
stand now (its arrow, its movement's bonus, the Hand Fakes before it), a block's prevention, and the words on the
card. Meanings from the rule sheet (its Qualifiers, Combos, Resting and Breaks) and this edition's rulings."""

from __future__ import annotations

from game.engine.explained import Figure, Part
from game.engine.kenpo.cards import ActionCard, Card, Catalog
from game.engine.kenpo.geometry import relation
from game.engine.kenpo.scoring import points_figure, prevented_by
from game.engine.kenpo.state import KenpoState
from game.layout.kenpo.card import DIRECTIONS, STEPS
from game.words.glossary import Explained, Glossary, Term

GLOSSARY = Glossary((
    Term("Action", "A card that moves your fighter (yellow arrows) and may attack or defend (red arrows)."),
    Term("Effect", "A card with no movement or arrows: it changes the cards played with it."),
    Term("Movement", "One step a turn, made with your first Action card; every card of the combo must allow it."),
    Term("Movement bonus", "A +/- beside an arrow of movement: added to the card's attack when you move that way."),
    Term("Points", "An attack scores its arrow toward the opponent when adjacent, after blocks; first to 20 wins."),
    Term("Block", "A qualifier: defence arrows prevent that much of one waiting attack, by its direction."),
    Term("Combo", "Cards played on one another in one turn: each must be allowed on the card just before it."),
    Term("Rest", "Skip playing to draw 2 cards; not twice in a row, nor on the first turn or after a Break."),
    Term("Break", "Fighters on one horizontal line: every attack resolves now, both draw 1 and go back to start."),
    Term("Hard", "A qualifier of strong techniques; other cards name it in their combos."),
    Term("Fast", "A qualifier of quick techniques; other cards name it in their combos."),
    Term("Spinning", "A qualifier of spinning techniques; other cards name it in their combos."),
    Term("Rushing", "A qualifier of rushing techniques; other cards name it in their combos."),
    Term("High", "A qualifier of high techniques; other cards name it in their combos."),
    Term("Punch", "A qualifier: a punch. Many cards may be comboed on any Punch."),
    Term("Kick", "A qualifier: a kick. Hand Fake adds more to a Kick."),
    Term("Hand Fake", "The next attack of this combo scores +3 if it is a Kick, +2 if not."),
    Term("Double damage", "A Jab-like card on a Kick that gets blocked scores double."),
    Term("Hit back", "When this block meets an attack, it deals damage back at once."),
    Term("Change Sides", "Every card after it in this combo is mirrored: left and right swap."),
    Term("Moves again", "Fast Footwork: the next Action card of the combo makes a movement of its own."),
    Term("Must move", "Blitz cannot be played standing still; only a defence played while moving reduces it."),
    Term("Side Kick Break", "Played first right after your opponent stepped forward, Side Kick calls a Break."),
    Term("May never combo", "This card can only start a combo: nothing lets it go on another card."),
))


def keywords(card: Card) -> tuple[str, ...]:
    """The keywords a card prints: its kind, its qualifiers, its combo rules and its abilities."""
    found = ["Effect" if card.kind == "effect" else "Action", *card.qualifiers]
    found += ["Movement bonus"] if isinstance(card, ActionCard) and any(card.moves.values()) else []
    combo, able = card.combo, card.abilities
    found += ["Combo"] if combo.goes_on or combo.takes else []
    found += [q for fit in (*combo.goes_on, *combo.takes) for q in (*fit.has, *fit.lacks)]  # "on any Punch"
    found += ["May never combo"] if combo.never else []
    found += ["Hand Fake", "Kick"] if able.fake is not None else []
    found += ["Double damage"] if able.double_on_blocked_kick else []
    found += ["Hit back"] if able.hit_back else []
    found += ["Change Sides", "Action"] if able.mirror else []
    found += ["Moves again"] if able.moves_again else []
    found += ["Must move"] if able.defended_only_moving else []
    found += ["Side Kick Break", "Break"] if able.break_on_forward else []
    return tuple(dict.fromkeys(found))


PICTURED = ("Action", "Effect", "Movement bonus", "Hand Fake", "Kick")  # what the art shows


def region_keywords(card: Card, region: str, cell: tuple[int, int] | None = None) -> tuple[str, ...]:
    """What one part of a card's face names (game.ui.kenpo.faces.regions): its "tags" its qualifiers, its "panel"
    its keywords but those its art pictures (combos and abilities). On an Action card's ring of arrows, the `cell`
    of its 3x3 squares under the mouse ((x, y) from -1 to 1 on the card, forward up) names the number printed there:
    an attack's points (told with their parts while the card waits on the table), a defence's block, a movement's
    bonus (the fighter's own square: standing still's). Its name band, an Effect card's emblem and a square with no
    number tell the whole card."""
    if region == "tags":
        return tuple(card.qualifiers)
    if region == "panel":
        return tuple(word for word in keywords(card) if word not in PICTURED and word not in card.qualifiers)
    if region != "art" or cell is None or not isinstance(card, ActionCard):
        return ()
    step = next((name for name, vector in STEPS.items() if vector == cell), "none" if cell == (0, 0) else None)
    toward = next((name for name, vector in DIRECTIONS.items() if vector == cell), None)
    found = ["Points"] if toward in card.attack else []
    found += ["Block"] if toward in card.defence else []
    found += ["Movement bonus"] if card.moves.get(step or "") else []
    return tuple(found)


def figures(catalog: Catalog, state: KenpoState, key: str) -> tuple[Figure, ...]:
    """A card waiting on the table: an attack's points toward the other fighter where both stand now, or what a
    defence prevents of the attack it aims at."""
    for seat in (0, 1):
        played = next((p for p in state.tables[seat] if p.card == key), None)
        if played is None:
            continue
        toward = relation(seat, state.positions[seat], state.positions[1 - seat])
        card = catalog.card(key)
        if isinstance(card, ActionCard) and card.attack:
            return (points_figure(catalog, played, toward),)
        if isinstance(card, ActionCard) and card.defence and played.target is not None:
            return (Figure("Prevents", (Part("arrow toward the attacker", prevented_by(catalog, played, toward)),)),)
    return ()


def explain(catalog: Catalog, state: KenpoState, key: str) -> Explained:
    if key not in catalog.cards_by_id:
        return Explained()
    return Explained(figures(catalog, state, key), GLOSSARY.terms_of(keywords(catalog.card(key))))
