"""Master Udo's campaign in words from its save's notes: how a finished campaign is billed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.words import Billing

if TYPE_CHECKING:
    from game.engine.udo.cards import Catalog
    from game.words.history import Catalogued, Words


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished campaign in the Replays list: the hero's, its score the glory won."""
    return Billing(("You",), scores="{} glory")


def history(rules: Catalogued[Catalog], notes: dict[str, Any], seats: int, viewer: int) -> Words:
    """The campaign in words for one seat (rules, the save's notes, seats, viewer): its history panel, its replays'
    lines and its table's news (game.words.udo.telling)."""
    from game.words.udo.telling import CampaignWords

    return CampaignWords(rules.catalog)
