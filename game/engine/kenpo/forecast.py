"""What playing a card would do, worked out from one seat's view by the rules' own scoring: what the ring shows
while a card is held over it (a drop on a square is a PlayCard with that move).

For each square a held Action card may move to: what each waiting attack of the opponent would score against
the seat there, what the card itself would score against the opponent from there (if the opponent stayed),
what a defence card would prevent there, and whether stepping there calls a Break; each of those points with its
parts (game.engine.explained), as the duel's forecast tells its numbers ("7 = 5 arrow toward the opponent + 2
movement bonus"). Also the value of every waiting attack where the fighters stand now, for the arrows on the ring.
Reads only the view: the opponent's hand never enters.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine.core import Command
from game.engine.explained import Figure, Part
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.combos import defence_targets, fake_bonus, makes_move, mirrored_now
from game.engine.kenpo.geometry import destination, relation, side_by_side
from game.engine.kenpo.scoring import Hit, points_figure, prevented_by, raw_points, resolve
from game.engine.kenpo.state import KenpoState, Played

Square = tuple[int, int]


@dataclass(frozen=True)
class SquareForecast:
    square: Square
    move: str | None  # the PlayCard move of a drop here; None when this turn's movement is already made
    incoming: tuple[tuple[str, int], ...]  # each waiting attack of the opponent: (card, points against the seat)
    outgoing: int | None  # the held attack's points against the opponent from here; None for a non-attack
    guard: int | None  # the most the held defence card prevents here; None for a non-defence
    breaks: bool  # stepping here calls a Break: everything waiting resolves at once
    # the points above with their parts, by card: the held attack's first, then each waiting attack's
    figures: tuple[tuple[str, Figure], ...] = ()


def played_as(catalog: Catalog, view: KenpoState, seat: int, card: str, move: str | None) -> Played:
    """The card as it would lie on the table if played now with `move` (or this turn's movement)."""
    table = view.tables[seat]
    kind = catalog.card(card)
    used = move if move is not None else view.step
    return Played(card=card, move=used if kind.kind == "action" else None, mirrored=mirrored_now(catalog, table),
                  bonus=fake_bonus(catalog, table, card) if kind.attack else 0, on=table[-1].card if table else None)


def _moved(view: KenpoState, seat: int, square: Square, played: Played) -> KenpoState:
    positions = (square, view.positions[1]) if seat == 0 else (view.positions[0], square)
    tables = list(view.tables)
    tables[seat] = tables[seat] + (played,)
    return replace(view, positions=positions, tables=(tables[0], tables[1]))


def drop_squares(catalog: Catalog, view: KenpoState, seat: int, card: str,
                 legal: list[Command]) -> dict[Square, SquareForecast]:
    """The squares where dropping `card` is a legal play, each with its forecast. Effect cards have none:
    they are dropped on the seat's cards in play."""
    plays = [c for c in legal if isinstance(c, cmd.PlayCard) and c.card == card]
    if not plays or catalog.card(card).kind != "action":
        return {}
    moving = makes_move(view)
    here, there = view.positions[seat], view.positions[1 - seat]
    found: dict[Square, SquareForecast] = {}
    for play in plays:
        square = destination(seat, here, play.move) if moving and play.move is not None else here
        if square in found:
            continue
        found[square] = forecast(catalog, view, seat, card, play.move if moving else None, square, there)
    return found


def forecast(catalog: Catalog, view: KenpoState, seat: int, card: str, move: str | None, square: Square,
             opponent: Square) -> SquareForecast:
    played = played_as(catalog, view, seat, card, move)
    after = _moved(view, seat, square, played)
    hits, _ = resolve(catalog, after, 1 - seat)
    printed = catalog.card(card)
    toward = relation(seat, square, opponent)
    outgoing = raw_points(catalog, played, toward) if printed.attack else None
    guard = None
    if printed.defence:
        guard = prevented_by(catalog, played, toward) if defence_targets(catalog, view, seat, card,
                                                                         played.move or "none") else 0
    first_card_break = (not view.tables[seat] and printed.abilities.break_on_forward
                        and "forward" in view.last_steps[1 - seat])
    breaks = (move is not None and side_by_side(square, opponent)) or first_card_break
    figures = [(card, points_figure(catalog, played, toward))] if printed.attack else []
    figures += [(hit.card, _scored(catalog, after, 1 - seat, hit)) for hit in hits]
    return SquareForecast(square, move, tuple((h.card, h.points) for h in hits), outgoing, guard, breaks,
                          tuple(figures))


def _scored(catalog: Catalog, view: KenpoState, attacker: int, hit: Hit) -> Figure:
    """What a waiting attack scores (`hit`, resolved in `view`), with its parts: its worth toward the defender,
    doubled on a blocked Kick, less what the defender's defences prevent."""
    played = next(p for p in view.tables[attacker] if p.card == hit.card)
    toward = relation(attacker, view.positions[attacker], view.positions[1 - attacker])
    parts = points_figure(catalog, played, toward).parts
    if hit.doubled and hit.raw:
        parts += (Part("doubled on a blocked Kick", hit.raw),)
    if hit.prevented:
        parts += (Part("your defences", -hit.prevented),)
    return Figure("Points", parts)


def waiting_strikes(catalog: Catalog, view: KenpoState, attacker: int) -> tuple[tuple[str, int], ...]:
    """The attacker's attacks on the table and what each would score where the fighters stand now."""
    hits, _ = resolve(catalog, view, attacker)
    return tuple((h.card, h.points) for h in hits)


def strikes_changed(catalog: Catalog, view: KenpoState, attacker: int) -> int:
    """How far the points of the attacker's waiting strikes stand from the arrows their cards print toward the other
    fighter, all together: what a movement bonus, a Hand Fake, a doubling and a defence change (0: as printed)."""
    toward = relation(attacker, view.positions[attacker], view.positions[1 - attacker])
    played = {p.card: p for p in view.tables[attacker]}
    return sum(points - points_figure(catalog, played[card], toward).parts[0].amount
               for card, points in waiting_strikes(catalog, view, attacker))


@dataclass(frozen=True)
class GuardOption:
    """A waiting attack a held defence card may reduce: what the card prevents from it, what all the
    opponent's waiting attacks would then score against the seat (a Jab doubles when its Kick is blocked), and what
    the card would score back (a Hard Block meeting an attack that deals damage)."""

    target: str
    prevented: int
    taken: int
    hit_back: int


def guard_options(catalog: Catalog, view: KenpoState, seat: int, card: str, move: str | None
                  ) -> dict[str, GuardOption]:
    """Each waiting attack the defence card may reduce when played with `move`, from the square the fighter
    would then stand on."""
    played = played_as(catalog, view, seat, card, move)
    used = played.move or "none"
    square = destination(seat, view.positions[seat], move) if move is not None else view.positions[seat]
    toward = relation(seat, square, view.positions[1 - seat])
    options = {}
    for target in defence_targets(catalog, view, seat, card, used):
        aimed = replace(played, target=target)
        hits, guards = resolve(catalog, _moved(view, seat, square, aimed), 1 - seat)
        options[target] = GuardOption(target, prevented_by(catalog, aimed, toward), sum(h.points for h in hits),
                                      sum(guard.hit_back for guard in guards if guard.card == card))
    return options


def is_moving(view: KenpoState) -> bool:
    return makes_move(view)


STEP_PLACES = {"forward": "Forward", "back": "Back", "left": "Left", "right": "Right", "none": "Standing still"}
# each movement as the player at the screen names it: its own fighter is seen from behind (game.words.kenpo.telling)


def no_place_attempts(catalog: Catalog, view: KenpoState, seat: int, card: str) -> list[tuple[str, Command]]:
    """The plays of a held card for the engine to say why it refuses each (game.ui.no_place): the card making
    the turn's movement with each movement it allows (named from the player's side), else played on this turn's
    movement; a defence card against each waiting attack."""
    kind = catalog.card(card)
    moves: list[str | None] = [None]
    if kind.kind == "action" and makes_move(view):
        moves = list(catalog.moves(card, mirrored_now(catalog, view.tables[seat]))) or [None]
    targets: list[str | None] = [p.card for p in view.tables[1 - seat] if catalog.card(p.card).attack] \
        if kind.defence else []
    return [(STEP_PLACES[move] if move is not None else "", cmd.PlayCard(seat=seat, card=card, move=move, target=t))
            for move in moves for t in (targets or [None])]
