"""What the duel's forecast says of a held card's play (game.play.matcg.targets lights where it may go): each line
worked out by the engine's own values from the seat's view. For an attack, the damage it would deal (the opponent's
hand is hidden, so it says what block would stop it), whether it links, the ADR a hit earns; for a block, the damage
it lets through and whether a counter-attack follows; for a Strategy or an Event, its cost and what it replaces or
cancels. A number it names that something in play changes (an ATK a boost raised, a DEF an Event lowered, the LNK
to reach) is told with its parts, as the card's tooltip tells it ("ATK 6 = 4 printed + 2 Boost ATK").
Each returns (a title, the lines).
"""

from __future__ import annotations

from game.engine.matcg import army
from game.engine.matcg import cards as c
from game.engine.matcg import commands as cmd
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog, printed
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import ATTACK, COUNTER, LINK, Attack, MatcgState, seat_of

Told = tuple[str, tuple[str, ...]]


def parts(catalog: Catalog, view: MatcgState, seat: int, card: str, names: tuple[str, ...]) -> list[str]:
    """The lines of those of `card`'s numbers named here (`names`: "ATK", "DEF", "LNK") that something in play
    changes, each with its parts, for the card's seat `seat`."""
    return [figure.line() for figure in v.figures(catalog, view, seat, card) if figure.name in names and figure.changed]


def attack(catalog: Catalog, view: MatcgState, seat: int, command: cmd.PlayAttack, target: int,
           names: tuple[str, ...]) -> Told:
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


def block(catalog: Catalog, rules: RuleSet, view: MatcgState, seat: int, card: str,
           names: tuple[str, ...]) -> Told:
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


def strategy(catalog: Catalog, view: MatcgState, seat: int, card: str) -> Told:
    move = printed(catalog, card)
    assert isinstance(move, c.StrategyCard)
    lines = [f"Costs {move.adr} ADR (you have {view.adr[seat]})", c.rules_text(move)]
    if view.responder == seat and view.stack:
        lines.insert(0, f"Cancels {printed(catalog, view.stack[-1][1]).name}")
    elif v.has(move, c.Cancel) and view.attack is not None and view.attack.target == seat:
        lines.insert(0, f"Neutralises {printed(catalog, view.attack.card).name}")
    return f"Play {move.name}", tuple(lines)


def event(catalog: Catalog, view: MatcgState, seat: int, card: str) -> Told:
    move = printed(catalog, card)
    lines = [c.rules_text(move)]
    current = view.events[seat]
    if current is not None:
        lines.append(f"Replaces your {printed(catalog, current).name}")
    return f"Put {move.name} into play", tuple(lines)


def discard(rules: RuleSet) -> Told:
    return "Discard it", (f"Hand limit {rules.hand_limit}",)
