"""The campaign's history in words (game.words.history.Words): what the hero and the masters did, one line a moment.

The big moments are told as the board's banners and toasts tell them (a master defeated, Kai ENRAGED), in the past
tense as every line of the history is, where the banner on the board says them as they happen; the rest tells the
fight move by move. Every card is named by the side it shows in the view the line is told from."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Event
from game.engine.udo import events as ev
from game.engine.udo.cards import Catalog
from game.engine.udo.sides import face
from game.engine.udo.state import PLAY, WON, UdoState

ENRAGED = "Kai is ENRAGED: she may double one combo this turn!"


def defeated(catalog: Catalog, event: ev.MasterDefeated) -> str:
    """The banner of a master defeated, as it happens."""
    move = catalog.card(event.move).name
    return f"{catalog.master(event.master).name} defeated! +{event.glory} glory. {move} joins your hand."


def moment(catalog: Catalog, event: Event) -> tuple[str, str] | None:
    """A big moment of a fight in words, with what it is (the board shows each its own way: game.ui.udo.board_moments):
    a master defeated, the campaign won or lost, an attack blocked, Charge gained, Kai ENRAGED, an attack kept, an
    effect that found no target; None for any other event."""
    if isinstance(event, ev.MasterDefeated):
        return defeated(catalog, event), "defeated"
    if isinstance(event, ev.CampaignWon):
        return "Victory!", "won"
    if isinstance(event, ev.CampaignLost):
        return f"{catalog.attack(event.attack).name} strikes and you cannot answer it.", "lost"
    if isinstance(event, ev.AttackBlocked):
        return f"Blocked {catalog.attack(event.attack).name}!", "blocked"
    if isinstance(event, ev.ChargeGained | ev.BonusChargeGained) and event.amount:
        return f"+{event.amount} Charge", "charge"
    if isinstance(event, ev.KaiEnraged):
        return ENRAGED, "enraged"
    if isinstance(event, ev.AttackKept):
        return f"Kept {catalog.attack(event.attack).name}: ENRAGE {event.charge} later", "kept"
    if isinstance(event, ev.EffectFizzled):
        return f"{event.kind.title()} {event.value} found no target.", "fizzled"
    return None


def ending(catalog: Catalog, state: UdoState) -> tuple[str, str]:
    """The end of a campaign: its headline and the line under it, the glory and rank won or the blow that lost it."""
    if state.phase == WON:
        return "Victory!", f"{state.glory} glory. {catalog.rank(state.glory)}."
    fought = catalog.master(state.master).name if state.master else "The master"
    if state.lost_to is None:
        return "Defeated", f"{fought} stands. Glory so far: {state.glory}."
    attack = catalog.attack(state.lost_to)
    return "Defeated", f"{fought}'s {attack.name} found no {attack.cost} card left to take."


def defeated_row(catalog: Catalog, state: UdoState) -> tuple[str, list[str]]:
    """At a campaign's end, over the cards of the masters defeated, and under each card: its name and the glory it
    gave."""
    masters = [catalog.master(master_id) for master_id in state.defeated]
    return ("Masters defeated" if masters else "No master defeated"), [f"{m.name}  +{m.glory}" for m in masters]


@dataclass(frozen=True)
class CampaignWords:
    catalog: Catalog
    names = ("You",)

    def tell(self, event: Event, before: UdoState, after: UdoState) -> list[str]:
        catalog = self.catalog
        card = getattr(event, "card", None)
        name = face(catalog, before, card).name if isinstance(card, str) else ""
        if isinstance(event, ev.MasterChallenged):
            return [f"You challenged {catalog.master(event.master).name}."]
        if isinstance(event, ev.AttacksRevealed):
            attacks = ", ".join(catalog.attack(a).name for a in event.attacks)
            return [f"{catalog.master(after.master).name if after.master else 'The master'} attacked: {attacks}."]
        if isinstance(event, ev.CardPlayed):
            return [f"You played {name} {'in a new combo' if event.combo >= len(before.combos) else 'on a combo'}."]
        if isinstance(event, ev.CardTakenBack):
            return [f"You took {name} back into your hand."]
        if isinstance(event, ev.ComboResolved):
            return [f"Your combo ending in {face(catalog, before, event.finisher).name} resolved."]
        if isinstance(event, ev.HeartCovered):
            return [f"You dealt {event.damage} and covered a heart."]
        if isinstance(event, ev.AttackBlocked):
            return [f"You blocked {catalog.attack(event.attack).name}."]
        if isinstance(event, ev.AttackHit):
            how = "exhausted" if event.exhausted else "discarded"
            return [f"{catalog.attack(event.attack).name} hit: you {how} {name}."]
        if isinstance(event, ev.CardRecovered | ev.CardKept):
            return [f"You took {name} back into your hand."]
        if isinstance(event, ev.CardEnraged):
            return [f"{face(catalog, after, event.card).name} turned ENRAGED."]
        if isinstance(event, ev.KaiEnraged):
            return ["Kai was ENRAGED: she could double one combo that turn."]
        if isinstance(event, ev.AttackKept):
            return [f"You kept {catalog.attack(event.attack).name} to ENRAGE {event.charge} later."]
        if isinstance(event, ev.MasterDefeated):
            move = catalog.card(event.move).name
            return [f"You defeated {catalog.master(event.master).name}: +{event.glory} glory, and {move} joined your "
                    "hand."]
        if isinstance(event, ev.CampaignWon):
            return [f"Victory, with {event.glory} glory!"]
        if isinstance(event, ev.CampaignLost):
            return [f"{catalog.attack(event.attack).name} struck and you could not answer it: the campaign was lost."]
        return []

    def laid(self, view: UdoState) -> list[str]:
        """The combos laid at a view, one line each, their cards in the order laid: how the coach tells a turn's
        plan (the combos laid, against the combos the computer would have laid), where "played on a combo" would
        not say which."""
        return [f"Combo {k + 1}: {', '.join(face(self.catalog, view, card).name for card in combo)}."
                for k, combo in enumerate(view.combos)] or ["No combo."]

    def turn_begins(self, event: Event) -> bool:
        return isinstance(event, ev.StepBegan) and event.step == PLAY
