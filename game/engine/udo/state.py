"""The state of a Udo campaign: the fold of its events. Frozen, hashable, compared by value."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.fast import reviser

# The steps of a turn, in order, plus the campaign's other moments.
CHOOSE_MASTER = "choose_master"
REVEAL = "reveal_attacks"  # between fights' turns: the attacks are being drawn
PLAY = "play"
RESOLVE_COMBOS = "resolve_combos"
RESOLVE_ATTACKS = "resolve_attacks"
WON = "won"
LOST = "lost"
SETUP = "setup"
ENDED = (WON, LOST)

# A pending part of an effect: ("deal" | "block" | "recover" | "charge", value), or for Kai
# ("enrage" | "retrieve" | "keep", how many cards are still to be chosen).
Step = tuple[str, int]


@dataclass(frozen=True, slots=True)
class UdoState:
    phase: str = SETUP
    hero: str = "udo"
    hand: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    exhausted: tuple[str, ...] = ()
    combos: tuple[tuple[str, ...], ...] = ()  # each combo from its first card up to its finisher
    charge: int = 0
    master: str | None = None
    covered: frozenset[str] = frozenset()  # hearts of the current master covered by a token
    defeated: tuple[str, ...] = ()  # masters defeated, in order
    glory: int = 0
    deck: tuple[str, ...] = ()  # attack deck, top card first (hidden from the player)
    attack_discard: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()  # attacks revealed this turn and not yet blocked or resolved
    turn_attacks: tuple[str, ...] = ()  # every attack revealed this turn (their openings last all turn)
    turn: int = 0
    resolving: int | None = None  # index of the combo whose finisher is resolving
    x: int = 0  # X of the combo resolving
    pending: tuple[Step, ...] = ()
    lost_to: str | None = None
    # ----- Kai, the Tempest (hero "kai"); always empty or False for Udo ----------------------------
    enraged: frozenset[str] = frozenset()  # Kai's cards showing their ENRAGED side, wherever they are
    kai_enraged: bool = False  # Kai herself: the Tempest card's side, set when the attacks are revealed
    doubled: bool = False  # ENRAGED Kai has doubled a combo this turn
    kept: tuple[str, ...] = ()  # blocked attacks that granted Charge, kept until the end of the fight
    retrieved: tuple[str, ...] = ()  # cards Planning took from the discard, calmed, not yet kept or discarded

    @property
    def over(self) -> bool:
        return self.phase in ENDED

    def owned(self) -> tuple[str, ...]:
        """Every card the hero still has, wherever it is (exhausted cards excluded)."""
        return self.hand + self.discard + tuple(card for combo in self.combos for card in combo) + self.retrieved

    def side(self, card_id: str) -> str:
        """"enraged" or "calm": the side a card shows (master techniques and Udo's cards are "calm")."""
        return "enraged" if card_id in self.enraged else "calm"


revise = reviser(UdoState)  # dataclasses.replace for UdoState, at a fifth of its cost
