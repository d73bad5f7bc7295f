"""What can happen in a fight (the steps of a turn that move no card are in game.engine.matcg.step_events).
Events hold ids and plain values, never objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.core import SECRET, Event, Visibility
from game.engine.matcg import step_events as ts


@dataclass(frozen=True)
class FightStarted(Event):
    """The rule set, each seat's deck (a starter deck's id, or the name of a deck of the player's own) and every
    physical card each seat plays with (in the deck's printed order: the cards themselves travel here, so a fight
    with a deck of one's own refolds exactly), whether the Anything Goes sideboards joined, and the starting
    health."""

    ruleset: str
    starter: tuple[str, ...]
    cards: tuple[tuple[str, ...], ...]
    anything_goes: bool
    health: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    """A seat's deck and discards shuffled together into this order, top first. Nobody sees the order."""

    seat: int
    order: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> Visibility:
        return SECRET


@dataclass(frozen=True)
class TeamsFormed(Event):
    """Two-on-Two: the seats that fight together (a duel has no such event: each seat alone)."""

    teams: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class ArmyFormed(Event):
    """Army of One: the Hero's seat, the goal ("leader" or "all") and each seat's starting health (the Hero's
    the rule set's, every enemy's a third of it until the leader is named)."""

    hero: int
    goal: str
    health: tuple[int, ...]


@dataclass(frozen=True)
class LeaderNamed(Event):
    """Army of One: the enemies' leader, named by `seat` for them (or at set-up, by the seat named itself); it
    begins with `health` (half the Hero's) and has the first turn."""

    seat: int
    leader: int
    health: int


@dataclass(frozen=True)
class HeroExhausted(Event):
    """Army of One: the Hero's turn is an exhausted one (it has run out of cards to draw): it draws nothing and
    the turn is skipped."""

    seat: int
    turn: int


@dataclass(frozen=True)
class EventsSetAside(Event):
    """DGM challenge: the seat's Event cards taken out of its deck before the shuffle."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ChallengeDealt(Event):
    """DGM challenge: one Event dealt at random from those set aside, in play for the whole fight."""

    card: str
    hidden_information: ClassVar[bool] = True


@dataclass(frozen=True)
class FirstSeatChosen(Event):
    seat: int
    hidden_information: ClassVar[bool] = True


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards from the top of a seat's deck into its hand; only that seat sees which."""

    seat: int
    cards: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> Visibility:
        return self.seat


@dataclass(frozen=True)
class PositionPrepared(Event):
    """A fight begun from a prepared position: health, ADR, the discards and Events in play (taken from the
    decks), whose turn it is, the turn number and the phase."""

    health: tuple[int, ...]
    adr: tuple[int, ...]
    discards: tuple[tuple[str, ...], ...]
    events: tuple[str | None, ...]
    turn: int
    seat: int
    phase: str


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class RecoveryTaken(Event):
    """The seat's deck is empty: it skips this turn and reshuffles (the Recovery Phase)."""

    seat: int


@dataclass(frozen=True)
class EventPlayed(Event):
    """An Event card into play above the seat's deck; its own earlier Event (if any) goes to its discards."""

    seat: int
    card: str
    replaced: str | None


@dataclass(frozen=True)
class StrategyPlayed(Event):
    """A Strategy card onto the table, waiting to resolve; its ADR is spent now, whatever becomes of it."""

    seat: int
    card: str
    cost: int


@dataclass(frozen=True)
class StrategyCancelled(Event):
    """A Strategy card on the table cancelled by another: discarded without effect, its ADR still spent."""

    seat: int
    card: str
    by: str


@dataclass(frozen=True)
class StrategyResolved(Event):
    """A Strategy card's effects happen now (the events that follow); it goes to the discards."""

    seat: int
    card: str


@dataclass(frozen=True)
class CardCancelled(Event):
    """A card played by a diverted seat: it does nothing and is discarded (a Strategy card's ADR is spent)."""

    seat: int
    card: str
    cost: int


@dataclass(frozen=True)
class Healed(Event):
    seat: int
    amount: int
    health: int


@dataclass(frozen=True)
class AttackPlayed(Event):
    """An attack onto the table, waiting for the target's answer. `kind`: "attack" begins a combo, "link"
    continues one, "counter" is a counter-attack (it takes the turn over)."""

    seat: int
    target: int
    card: str
    kind: str
    bonus: int


@dataclass(frozen=True)
class BlockPlayed(Event):
    """A Defense card, or an Attack card for its DEF, against the waiting attack."""

    seat: int
    card: str


@dataclass(frozen=True)
class TeammateCalled(Event):
    """Two-on-Two and Army of One: the target of the waiting attack leaves its answer to a teammate, who defends
    for it."""

    seat: int
    teammate: int


@dataclass(frozen=True)
class FighterKnockedOut(Event):
    """Two-on-Two and Army of One: a fighter at 0 health while its side fights on. It is out of the fight: its
    hand goes to its discards, and it takes no more turns."""

    seat: int
    by: int  # the seat whose blow (or block) knocked it out


@dataclass(frozen=True)
class AttackCancelled(Event):
    """The waiting attack neutralised: it and its blocks go to the discards, dealing nothing."""

    seat: int
    card: str
    by: str


@dataclass(frozen=True)
class AttackResolved(Event):
    """The waiting attack met its blocks: `damage` = ATK - DEF (never below 0) off the target's health. The attack
    and its blocks go to the discards."""

    seat: int
    target: int
    card: str
    atk: int
    defense: int
    damage: int
    health: int


@dataclass(frozen=True)
class DamageReflected(Event):
    """A block that stopped all the damage hurt the attacker."""

    seat: int
    amount: int
    health: int
    by: str


@dataclass(frozen=True)
class AdrEarned(Event):
    seat: int
    amount: int
    adr: int


@dataclass(frozen=True)
class SwitchBonusEarned(Event):
    """Army of One: the Hero's link hit another enemy than the move before it: +1 ADR for the switch."""

    seat: int
    target: int
    adr: int


@dataclass(frozen=True)
class ComboEnded(Event):
    """The attack or combo is over: "blocked", "stopped", "missed", "cancelled" or (Two-on-Two, Army of One)
    "knockout"."""

    seat: int
    reason: str


@dataclass(frozen=True)
class CardDiscarded(Event):
    """A card from the hand to the discards (the DGM hand limit)."""

    seat: int
    card: str


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int


@dataclass(frozen=True)
class FightWon(Event):
    seat: int
    reason: str  # "knockout", "judges" (the turn limit), "exhausted" (DGM: nobody has a card left) or
    # "repetition" (a turn about to begin for the third time in the same position)
    health: tuple[int, ...]


@dataclass(frozen=True)
class FightDrawn(Event):
    reason: str  # as FightWon's, or "agreed" (a draw the judges offered, accepted by every fighter)
    health: tuple[int, ...]


@dataclass(frozen=True)
class PeopleSeated(Event):
    """The seats a person plays (the others the computer), named at set-up: a fight with a person in it is not
    stopped by the judges at the turn limit; they offer a draw instead. A fight of computers has no such event."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class DrawOffered(Event):
    """The judges offer a draw before `seat`'s turn `turn` begins; the standing fighters answer in this order."""

    seat: int
    turn: int
    answering: tuple[int, ...]


@dataclass(frozen=True)
class DrawAccepted(Event):
    seat: int


@dataclass(frozen=True)
class DrawDeclined(Event):
    """The fighter would rather fight on: the offer is off, and the turn it waited before begins."""

    seat: int


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        FightStarted, TeamsFormed, DeckShuffled, EventsSetAside, ChallengeDealt, FirstSeatChosen, CardsDrawn,
        PositionPrepared, TurnBegan, RecoveryTaken, ts.PhaseBegan, EventPlayed, StrategyPlayed, ts.AnswerAwaited,
        StrategyCancelled, StrategyResolved, ts.FocusGained, ts.GuardRaised, ts.Diverted, CardCancelled, Healed,
        AttackPlayed, BlockPlayed, AttackCancelled, AttackResolved, DamageReflected, AdrEarned, ts.LinkAwaited,
        ts.CounterAwaited, ts.CounterDeclined, ComboEnded, CardDiscarded, TurnEnded, FightWon, FightDrawn,
        TeammateCalled, FighterKnockedOut, ArmyFormed, LeaderNamed, HeroExhausted, SwitchBonusEarned, PeopleSeated,
        DrawOffered, DrawAccepted, DrawDeclined,
    )
}
