"""What lights up while a card is held, and what the drop would do.

Each target comes from one of the engine's legal commands for the held card (an attack onto the opponent, a block
onto the waiting attack, a Strategy or Event card onto its zone, a discard), with the zone it lights and a forecast
worked out by the engine's own values from the seat's view: the damage it would deal (the opponent's hand is
hidden, so the forecast says what block would stop it), whether it links, the ADR a hit earns; for a block, the
damage it lets through and whether a counter-attack follows. A number it names that something in play changes (an
ATK a boost raised, a DEF an Event lowered, the LNK to reach) is told with its parts, as the card's tooltip tells it
("ATK 6 = 4 printed + 2 Boost ATK").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.core import Command
from game.engine.matcg import army
from game.engine.matcg import cards as c
from game.engine.matcg import commands as cmd
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import ATTACK, COUNTER, LINK, Attack, MatcgState, seat_of
from game.engine.matcg.teamplay import attack_target
from game.layout.matcg.places import FIGHTER, fighter_zone
from game.ui.matcg.faces import printed

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
                                *_attack(catalog, view, viewer, command, target, names)))
        elif isinstance(command, cmd.Block):
            found.append(Target(zone, command, *_block(catalog, rules, view, viewer, held, names)))
        elif isinstance(command, cmd.PlayStrategy):
            found.append(Target(zone, command, *_strategy(catalog, view, viewer, held)))
        elif isinstance(command, cmd.PlayEvent):
            found.append(Target(zone, command, *_event(catalog, view, viewer, held)))
        else:
            found.append(Target(zone, command, "Discard it", (f"Hand limit {rules.hand_limit}",)))
    return found


def parts(catalog: Catalog, view: MatcgState, seat: int, card: str, names: tuple[str, ...]) -> list[str]:
    """The lines of those of `card`'s numbers named here (`names`: "ATK", "DEF", "LNK") that something in play
    changes, each with its parts, for the card's seat `seat`."""
    return [figure.line() for figure in v.figures(catalog, view, seat, card) if figure.name in names and figure.changed]


def _attack(catalog: Catalog, view: MatcgState, seat: int, command: cmd.PlayAttack, target: int,
            names: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    card = command.card
    move = printed(catalog, card)
    assert isinstance(move, c.AttackCard)
    kind = {ATTACK: "attack", LINK: "link", COUNTER: "counter"}.get(view.phase, "attack")
    atk = v.atk(catalog, view, Attack(seat, target, card, view.focus[seat], kind))
    health = view.health[target]
    lines = [f"Unblocked: {atk} damage ({names[target]}: health {health} to {max(0, health - atk)})",
             *parts(catalog, view, seat, card, ("ATK",))]
    if v.has(move, c.NoAttackBlock):
        lines.append(f"Only a Defense card can block it; DEF {atk}+ stops it")
    elif atk:
        lines.append(f"A block of DEF {atk} or more stops it")
    after = view.last if kind == "link" else view.guard if kind == "counter" else None
    if after is not None:
        need = v.lnk(catalog, view, after)
        lines.append(f"Links: CPT {move.cpt} \u2265 LNK {need} of {printed(catalog, after).name}")
        lines += parts(catalog, view, seat_of(after), after, ("LNK",))
    chain = {"attack": 0, "link": view.chain, "counter": 1}[kind] + 1
    lines.append(f"If it hits: +1 ADR (move {chain} of the combo)" if chain >= 2
                 else "If it hits: no ADR yet; each link after it earns 1")
    if kind == "link" and army.switched(view, seat, target):
        lines.append(f"Switches to {names[target]}: +1 ADR more if it hits")
    title = {"attack": "Attack", "link": "Link the combo", "counter": "Counter-attack"}[kind]
    aimed = f" on {names[target]}" if view.teams else ""
    return f"{title}{aimed}: {move.name}, ATK {atk}", tuple(lines)


def _block(catalog: Catalog, rules: RuleSet, view: MatcgState, seat: int, card: str,
           names: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    attack = view.attack
    assert attack is not None
    guard = printed(catalog, card)
    atk = v.atk(catalog, view, attack)
    blocked = Attack(attack.seat, attack.target, attack.card, attack.bonus, attack.kind, attack.blocks + (card,))
    defense = v.defense(catalog, view, blocked, atk)
    damage = max(0, atk - defense)
    health = view.health[attack.target]
    taker = "you take" if attack.target == seat else f"{names[attack.target]} takes"
    lines = [f"ATK {atk} against DEF {defense}: {taker} {damage} (health {health} to {max(0, health - damage)})",
             *parts(catalog, view, attack.seat, attack.card, ("ATK",)), *parts(catalog, view, seat, card, ("DEF",))]
    if damage == 0:
        lines.append(f"Stops it all: the combo breaks; you may counter (CPT \u2265 LNK {v.lnk(catalog, view, card)})")
    elif rules.counter_after_partial_block:
        lines.append("Some damage gets through: a counter only once they stop linking")
    else:
        lines.append("Some damage gets through: no counter-attack")
    if isinstance(guard, c.DefenseCard) and v.has(guard, c.Stack):
        lines.append("You may add another Defense card to this block")
    return f"Block with {guard.name}", tuple(lines)


def _strategy(catalog: Catalog, view: MatcgState, seat: int, card: str) -> tuple[str, tuple[str, ...]]:
    move = printed(catalog, card)
    assert isinstance(move, c.StrategyCard)
    lines = [f"Costs {move.adr} ADR (you have {view.adr[seat]})", c.rules_text(move)]
    if view.responder == seat and view.stack:
        lines.insert(0, f"Cancels {printed(catalog, view.stack[-1][1]).name}")
    elif v.has(move, c.Cancel) and view.attack is not None and view.attack.target == seat:
        lines.insert(0, f"Neutralises {printed(catalog, view.attack.card).name}")
    return f"Play {move.name}", tuple(lines)


def _event(catalog: Catalog, view: MatcgState, seat: int, card: str) -> tuple[str, tuple[str, ...]]:
    move = printed(catalog, card)
    lines = [c.rules_text(move)]
    current = view.events[seat]
    if current is not None:
        lines.append(f"Replaces your {printed(catalog, current).name}")
    return f"Put {move.name} into play", tuple(lines)
