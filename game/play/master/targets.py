"""What lights up while a card is held: every place it may be dropped, from the engine's legal commands of the seat
at the screen, each with the command the drop makes and what it is worth; the cards of the hand a command plays;
and the card and place the Hint shows a command with."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command
from game.engine.master import commands as cmd
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.words.master.telling import set_value

CARD_COMMANDS = (cmd.DiscardCard, cmd.AttemptSteal, cmd.DefendSteal)  # one card of the hand each
AREA, STAGED, PAIR, TAKE, DISCARD, STEAL, DEFEND = "area", "staged", "pair", "take", "discard", "steal", "defend"


@dataclass(frozen=True)
class Target:
    kind: str
    seat: int = -1  # the area it lies in (AREA, STAGED, STEAL, DEFEND)
    card: str | None = None  # the partner a set is formed with (STAGED, PAIR, TAKE)
    command: Command | None = None  # what the drop makes; None for the first card of a set (AREA)
    label: str = ""


def held_targets(catalog: Catalog, view: MasterState, viewer: int, legal: list[Command], held: str,
                 staged: str | None) -> list[Target]:
    """The lit targets of `held`, a card of the viewer's hand, while `staged` waits in the viewer's area for its
    partner (`held` itself taken back up from there waits no more)."""
    staged = None if staged == held else staged
    found: list[Target] = []
    top = view.discard[-1] if view.discard else None
    hand = view.hands[viewer] if 0 <= viewer < len(view.hands) else ()
    pairs_in_hand = False
    for command in legal:
        if isinstance(command, cmd.DefendSteal) and command.card == held:
            found.append(Target(DEFEND, viewer, None, command, "Defend: keep your set"))
        elif isinstance(command, cmd.FormSet) and held in command.cards:
            partner = next(card for card in command.cards if card != held)
            worth = f"+{set_value(catalog, command.cards)} EXP"
            if partner == staged:
                found.append(Target(STAGED, viewer, partner, command, f"Lay the set: {worth}"))
            elif partner in hand:
                pairs_in_hand = True
                found.append(Target(PAIR, -1, partner, command, worth))
            elif partner == top:
                found.append(Target(TAKE, -1, partner, command, f"Set with it: {worth}"))
        elif isinstance(command, cmd.AttemptSteal) and command.card == held:
            placed = view.top_set(command.target)
            gain = (set_value(catalog, placed.cards) if placed else 0) + catalog.value_of[held]
            found.append(Target(STEAL, command.target, None, command, f"Steal: win {gain} EXP"))
        elif isinstance(command, cmd.DiscardCard) and command.card == held:
            found.append(Target(DISCARD, -1, None, command, "Discard"))
    if pairs_in_hand and staged is None:
        found.append(Target(AREA, viewer, None, None, "Lay a set here"))
    return found


def no_place_attempts(view: MasterState, viewer: int, held: str) -> list[tuple[str, Command]]:
    """The play a held card makes at this moment, for the engine to say why it refuses it (game.ui.no_place):
    defending the set a steal attacks, or else (on the seat's own turn, where any card may be discarded) a discard."""
    if view.steal is not None:
        return [("", cmd.DefendSteal(seat=viewer, card=held))]
    return [("", cmd.DiscardCard(seat=viewer, card=held))]


def played_cards(command: Command) -> tuple[str, ...]:
    """The cards of the hand a command plays."""
    if isinstance(command, cmd.FormSet):
        return command.cards
    return (command.card,) if isinstance(command, CARD_COMMANDS) else ()


def hinted(catalog: Catalog, view: MasterState, viewer: int, legal: list[Command], staged: str | None,
           command: Command) -> tuple[str, Target | None]:
    """The card of the viewer's hand a command lays last (a set: the second card, onto its partner), which the Hint
    shows held, and the place its drag lights for the command (None: the command is no longer legal)."""
    held = next(card for card in reversed(played_cards(command)) if card in view.hands[viewer])
    return held, next((target for target in held_targets(catalog, view, viewer, legal, held, staged)
                       if target.command == command), None)
