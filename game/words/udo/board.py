"""The combo board in words: what its status line asks of the player (or, in a replay, tells of the moment), what a
combo's steps come to, the live forecast of a card held over a combo, what a revealed attack takes if it hits, and a
command the Hint suggests."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog, is_a
from game.engine.udo.combos import forecast, steps_for
from game.engine.udo.sides import face
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState
from game.play.udo.forecast import Preview

STEP_WORDS = {"deal": "Deal {}", "block": "Block {}", "charge": "Charge +{}", "recover": "Recover {}",
              "enrage": "ENRAGE {}", "retrieve": "Planning: take {}", "keep": "keep {}"}
CHOICE_LINES = {  # what the player is asked while a chosen step is pending
    "recover": "Recover: choose a card from your discard pile.",
    "enrage": "ENRAGE {}: choose the calm cards of yours to flip.",
    "retrieve": "Planning: take {} from your discard pile.",
    "keep": "Planning: keep {} of the cards taken in your hand; the others are discarded.",
}


def status_line(catalog: Catalog, state: UdoState, use_charge: bool) -> str:
    """What the player should do now, in one line."""
    if state.pending and state.pending[0][0] in CHOICE_LINES:
        kind, count = state.pending[0]
        return CHOICE_LINES[kind].format(count)
    if state.phase == PLAY:
        return f"Turn {state.turn}: drag cards from your hand to build combos, then press \"Fight!\""
    if state.phase == RESOLVE_COMBOS:
        if state.resolving is None:
            spend = f" Charge {state.charge} will be spent." if use_charge and state.charge else ""
            return f"Click a combo to resolve it.{spend}"
        kind, value = state.pending[0]
        if kind == "deal":
            return f"Deal {value}: click a heart of {value} or less."
        return f"Block {value}: click an attack of Block {value} or less."
    if state.phase == RESOLVE_ATTACKS and not state.revealed:
        return "Every attack has hit. Click a kept attack to ENRAGE cards before Kai is checked, or End turn."
    if state.phase == RESOLVE_ATTACKS:
        return "Click each attack that got through to choose the card it takes."
    return ""


PILE_TITLES = {"discard": "Your discard pile", "exhausted": "Exhausted: gone for good"}  # a pile looked through


def side_labels(enraged: bool) -> tuple[str, str]:
    """Over the two sides of one of Kai's cards read enlarged: the side it shows (ENRAGED or calm), and its other."""
    now, then = ("ENRAGED", "calm") if enraged else ("calm", "ENRAGED")
    return f"Showing: {now} side", f"Other side: {then}"


WATCHED_CHOICES = {  # what a replay shows while a chosen step is pending
    "recover": "Recover: a card is taken back from the discard pile.",
    "enrage": "ENRAGE {}: calm cards are flipped.",
    "retrieve": "Planning: {} taken from the discard pile.",
    "keep": "Planning: {} of the cards taken kept in hand; the others discarded.",
}


def watched_line(state: UdoState) -> str:
    """What a replay shows now, in one line: the moment of the turn, never what to click (the player only watches)."""
    if state.pending and state.pending[0][0] in WATCHED_CHOICES:
        kind, count = state.pending[0]
        return f"Turn {state.turn}: {WATCHED_CHOICES[kind].format(count)}"
    if state.phase == PLAY:
        return f"Turn {state.turn}: combos are built from the hand."
    if state.phase == RESOLVE_COMBOS and state.resolving is None:
        return f"Turn {state.turn}: the combos are resolved, one by one."
    if state.phase == RESOLVE_COMBOS:
        kind, value = state.pending[0]
        return f"Turn {state.turn}: {'Deal' if kind == 'deal' else 'Block'} {value}."
    if state.phase == RESOLVE_ATTACKS:
        return f"Turn {state.turn}: the attacks that got through take their cards."
    return ""


def combo_said(catalog: Catalog, state: UdoState, index: int, use_charge: bool, double: bool) -> tuple[str, int]:
    """The words over a combo: X and what its finisher will do if resolved now (the combo resolving: the X it resolves
    at, with the Charge it spent and Kai's doubling); and by how much something besides its cards (a Guard, an Opening,
    Charge spent, Kai's doubling) changes X."""
    combo = state.combos[index]
    if state.resolving == index:
        x, steps = state.x, steps_for(face(catalog, state, combo[-1]), state.x, catalog.is_kai)
    else:
        resolving = state.phase == RESOLVE_COMBOS
        x, steps = forecast(catalog, state, combo, use_charge and resolving, double and resolving)
    return f"X={x}: {steps_text(steps)}", x - len(combo)


def steps_text(steps: tuple[tuple[str, int], ...]) -> str:
    counts = Counter(steps)
    parts = []
    for (kind, value), times in counts.items():
        words = STEP_WORDS[kind].format(value)
        parts.append(words if times == 1 else f"{words} \u00d7{times}")
    return ", ".join(parts) or "nothing"


def forecast_lines(catalog: Catalog, state: UdoState, found: Preview) -> list[tuple[str, str]]:
    """The forecast panel's lines, most important first, each with what it tells: "problem" (the card may not go
    there, or the combo could not resolve yet), "x", "steps", "reach" or "out of reach" (the hearts and attacks its
    steps reach), "charge", "double" (X with Charge spent, doubled by Kai) and "ready"."""
    if found.problem is not None:
        return [(found.problem, "problem")]
    finisher = face(catalog, state, found.cards[-1]).name
    where = "New combo" if len(found.cards) == 1 else f"{len(found.cards)} cards"
    out = [(f"{where}, {finisher} finishes: X={found.x}", "x"),
           *([(f"X {found.x_parts}", "x")] if found.x_parts else []),
           (steps_text(found.steps), "steps")]
    reach = []
    if any(kind == "deal" for kind, _ in found.steps):
        reach.append(f"covers {_count(len(found.hearts), 'heart')}" if found.hearts else "no heart in reach")
    if any(kind == "block" for kind, _ in found.steps) and state.revealed:
        reach.append(f"blocks {_attack_names(catalog, found.attacks)}" if found.attacks else "blocks no attack")
    if reach:
        out.append(("; ".join(reach), "reach" if found.hearts or found.attacks else "out of reach"))
    if found.x_with_charge is not None:
        out.append((f"X={found.x_with_charge} if you spend your Charge", "charge"))
    if found.x_doubled is not None:
        out.append((f"X={found.x_doubled} if ENRAGED Kai doubles it", "double"))
    if found.unfinished is not None:
        out.append((found.unfinished, "problem"))
    else:
        out.append(("Every condition holds: ready to resolve", "ready"))
    return out


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _attack_names(catalog: Catalog, attacks: tuple[str, ...]) -> str:
    names = list(dict.fromkeys(catalog.attack(a).name for a in attacks))
    return names[0] if len(names) == 1 else f"any of {len(names)} attacks"


class HitWords(NamedTuple):
    """What a revealed attack takes if it hits, in two short lines, where the card it takes comes from ("hand",
    "discard", or "none": no card of its name is left, and the hit loses the campaign), and the same in fewer words
    for less room (a replay's smaller board at the Largest text)."""

    first: str
    second: str
    source: str
    short: tuple[str, str]


def hit_words(catalog: Catalog, state: UdoState, attack: str) -> HitWords:
    """What a revealed attack takes if it hits.

    Cards in combos count as in hand: by the time attacks resolve they are back in hand (or the
    finisher in the discard pile, where it can still be exhausted).
    """
    cost = catalog.attack(attack).cost
    held = [c for c in state.hand + tuple(c for combo in state.combos for c in combo)
            if is_a(face(catalog, state, c).name, cost)]
    spent = [c for c in state.discard if is_a(face(catalog, state, c).name, cost)]
    if held:
        total = len(held) + len(spent)
        what = face(catalog, state, held[0]).name if total == 1 else f"one of your {total} {cost} cards"
        return HitWords("If it hits, you lose", what, "hand",
                        ("Hit: you lose", what if total == 1 else f"a {cost} card"))
    if spent:
        what = face(catalog, state, spent[0]).name if len(spent) == 1 else f"one of {len(spent)} discarded"
        return HitWords("If it hits, you exhaust", what, "discard", ("Hit: you exhaust", what))
    return HitWords(f"No {cost} card left:", "if it hits, you lose!", "none", (f"No {cost} card:", "a hit loses!"))


Chosen = cmd.RecoverCard | cmd.EnrageCard | cmd.RetrieveCard | cmd.KeepCard  # a card chosen from a list
CHOSEN: dict[type[Chosen], str] = {cmd.RecoverCard: "recover", cmd.EnrageCard: "ENRAGE", cmd.RetrieveCard: "take back",
                                   cmd.KeepCard: "keep"}


def hint_words(catalog: Catalog, plan: tuple[tuple[str, ...], ...] | None, command: Command | None) -> str:
    """What the hint suggests, in a few words (the Hint's line says it and how to take it): the combos it plans, else
    its command."""
    if plan is not None:
        if not plan:
            return "keep your cards this turn, your combos taken back"
        return f"build {len(plan)} combo{'s' if len(plan) > 1 else ''}"
    return describe(catalog, command)


def describe(catalog: Catalog, command: Command | None) -> str:
    """A suggested command in words (no full stop: the Hint's line goes on)."""
    if isinstance(command, cmd.ResolveCombo):
        charge = ", spending your Charge" if command.spend_charge else ""
        double = ", doubled by ENRAGED Kai" if command.double else ""
        return f"resolve combo {command.combo + 1} next{charge}{double}"
    if isinstance(command, cmd.SpendKeptAttack):
        return f"discard the kept {catalog.attack(command.attack).name} to ENRAGE cards"
    if isinstance(command, cmd.CoverHeart):
        return "cover the glowing heart"
    if isinstance(command, cmd.BlockAttack):
        return f"block {catalog.attack(command.attack).name}"
    if isinstance(command, Chosen):
        return f"{CHOSEN[type(command)]} {catalog.card(command.card).name}"
    if isinstance(command, cmd.EndTurn):
        return "end the turn (press \"End turn\")"
    if isinstance(command, cmd.FinishPlaying):
        return "fight now, building no more combos this turn (press \"Fight!\")"
    if isinstance(command, cmd.TakeHit):
        return f"let {catalog.attack(command.attack).name} take {catalog.card(command.card).name}"
    return "nothing to suggest"
