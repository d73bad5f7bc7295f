"""What lights up while a card is held, and what the drop would do.

Each target comes from one of the engine's legal commands for the held card (an attack onto the opponent, a block
onto the waiting attack, a Strategy or Event card onto its zone, a discard), with the zone it lights and its
forecast, told by the words layer (game.words.matcg.forecast).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.core import Command
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import Catalog, printed
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teamplay import attack_target
from game.layout.matcg.places import FIGHTER, fighter_zone
from game.words.matcg import forecast as told

CARD_COMMANDS = (cmd.PlayAttack, cmd.Block, cmd.PlayStrategy, cmd.PlayEvent, cmd.DiscardCard)  # a card of the hand
ZONES = {cmd.PlayAttack: "opponent", cmd.Block: "fight", cmd.PlayStrategy: "strategy", cmd.PlayEvent: "my_event",
         cmd.DiscardCard: "my_discard"}


@dataclass(frozen=True)
class Target:
    zone: str  # the table's zone the drop lands on
    command: Command
    title: str  # what the drop does, in a few words
    lines: tuple[str, ...]  # the forecast


def drop_command(targets: list[Target], zones: Mapping[str, pygame.Rect], seat: int, card: str,
                 at: tuple[float, float]) -> Command | None:
    """The command a drop of `card` at `at` asks for: a lit target's, else what a drop on that zone would ask (the
    engine then says why not; on another fighter's panel at a table of teams, an attack aimed at that fighter), or
    None for a drop on nothing."""
    for target in targets:
        if zones[target.zone].collidepoint(at):
            return target.command
    for kind, zone in ZONES.items():
        if zone in zones and zones[zone].collidepoint(at):
            return kind(seat=seat, card=card)
    for zone, rect in zones.items():
        if zone.startswith(FIGHTER) and rect.collidepoint(at):
            return cmd.PlayAttack(seat=seat, card=card, target=int(zone.removeprefix(FIGHTER)))
    return None


WAYS = {"attack": cmd.PlayAttack, "defense": cmd.Block, "strategy": cmd.PlayStrategy, "event": cmd.PlayEvent}


def no_place_attempts(catalog: Catalog, session: Any, seat: int, card: str) -> list[tuple[str, Command]]:
    """The play a held card's kind makes (an Attack card answering an attack, a block), for the engine to say why it
    refuses it (game.ui.no_place)."""
    kind = printed(catalog, card).kind
    attack = session.view(seat).attack
    way = cmd.Block if kind == "attack" and attack is not None and attack.seat != seat else WAYS[kind]
    return [("", way(seat=seat, card=card))]


def held_targets(catalog: Catalog, rules: RuleSet, view: MatcgState, viewer: int, legal: list[Command],
                 held: str, names: tuple[str, ...]) -> list[Target]:
    found = []
    for command in legal:
        if getattr(command, "card", None) != held or type(command) not in ZONES:
            continue
        zone = ZONES[type(command)]
        if isinstance(command, cmd.PlayAttack):
            target = attack_target(view, command)
            found.append(Target(fighter_zone(view, viewer, target), command,
                                *told.attack(catalog, view, viewer, command, target, names)))
        elif isinstance(command, cmd.Block):
            found.append(Target(zone, command, *told.block(catalog, rules, view, viewer, held, names)))
        elif isinstance(command, cmd.PlayStrategy):
            found.append(Target(zone, command, *told.strategy(catalog, view, viewer, held)))
        elif isinstance(command, cmd.PlayEvent):
            found.append(Target(zone, command, *told.event(catalog, view, viewer, held)))
        else:
            found.append(Target(zone, command, *told.discard(rules)))
    return found
