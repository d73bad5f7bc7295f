"""Whole turns of Kenpo Masters as a bot plans them: the distinct ways to play this turn's cards, and the
match each leaves behind.

A cheap stand-in for the engine's `decide`: it lists plays with the engine's own `plays`, so every command
is one the engine accepts, but it folds them without events. It does the arithmetic of a resolution, a Break
and a rest exactly (through `scoring.resolve`), and it cannot know the cards a draw brings: a Line counts
them in `drawn` instead of putting them in a hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command
from game.engine.fast import reviser
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.combos import fake_bonus, mirrored_now, plays, rest_problem
from game.engine.kenpo.evolve import put
from game.engine.kenpo.geometry import START, destination, side_by_side
from game.engine.kenpo.scoring import resolve
from game.engine.kenpo.state import OVER, KenpoState, Played

Signature = tuple[object, ...]


@dataclass(frozen=True, slots=True)
class Line:
    """One way to play a whole turn: its commands, the match after it (the other seat to act, or over),
    whether it called a Break, and the cards each seat drew that the state's hands do not show."""

    commands: tuple[Command, ...]
    state: KenpoState
    broke: bool
    drawn: tuple[int, int]


def play_card(catalog: Catalog, state: KenpoState, play: cmd.PlayCard) -> tuple[KenpoState, bool]:
    """The state after one card is played (no resolution yet), and whether it calls a Break."""
    seat, table = play.seat, state.tables[play.seat]
    card = catalog.card(play.card)
    moving = play.move is not None
    positions, steps = state.positions, state.steps
    if moving:
        assert play.move is not None
        positions = put(positions, seat, destination(seat, positions[seat], play.move))
        steps = steps + (play.move,)
    step = play.move if moving else state.step
    played = Played(card=play.card, move=step if card.kind == "action" else None, target=play.target,
                    mirrored=mirrored_now(catalog, table),
                    bonus=fake_bonus(catalog, table, play.card) if card.attack else 0,
                    on=table[-1].card if table else None)
    hand = list(state.hands[seat])
    hand.remove(play.card)
    after = _card_played(state, hands=put(state.hands, seat, tuple(hand)),
                         tables=put(state.tables, seat, table + (played,)), positions=positions, step=step, steps=steps,
                         free_step=card.abilities.moves_again if moving else state.free_step)
    broke = (moving and side_by_side(positions[0], positions[1])) or (
        not table and card.abilities.break_on_forward and "forward" in state.last_steps[1 - seat])
    return after, broke


def _result(catalog: Catalog, state: KenpoState, scores: tuple[int, int]) -> tuple[str, int | None]:
    """The phase and winner after a resolution: at the winning score the higher total wins, equal totals draw."""
    if max(scores) < catalog.winning_score:
        return state.phase, state.winner
    return OVER, None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)


# The copies a turn's end, a Break and a card played make of the state, each filling in exactly the fields it
# changes (game.engine.fast.reviser): a search makes hundreds of thousands of them a match.
_turn_ended = reviser(KenpoState, "tables", "seat", "turn", "fresh", "step", "free_step", "steps", "rested",
                      "last_steps", "rested_last", "scores", "phase", "winner")
_broken = reviser(KenpoState, "tables", "seat", "turn", "fresh", "step", "free_step", "steps", "rested", "positions",
                  "last_steps", "rested_last", "scores", "phase", "winner")
_card_played = reviser(KenpoState, "hands", "tables", "positions", "step", "steps", "free_step")


def end_turn(catalog: Catalog, state: KenpoState, rested: bool = False) -> KenpoState:
    """The seat to act ends its turn: the other seat's waiting attacks resolve against it; its own attacks stay."""
    seat = state.seat
    other = 1 - seat
    hits, guards = resolve(catalog, state, other)
    scores = put(state.scores, other, state.scores[other] + sum(h.points for h in hits))
    scores = put(scores, seat, scores[seat] + sum(g.hit_back for g in guards))
    cards = catalog.cards_by_id
    kept = tuple(p for p in state.tables[seat] if cards[p.card].attack)
    phase, winner = _result(catalog, state, scores)
    return _turn_ended(state, tables=((), kept) if seat else (kept, ()), seat=other, turn=state.turn + 1,
                       fresh=False, step=None, free_step=False, steps=(), rested=False,
                       last_steps=put(state.last_steps, seat, state.steps),
                       rested_last=put(state.rested_last, seat, rested), scores=scores, phase=phase, winner=winner)


def call_break(catalog: Catalog, state: KenpoState) -> KenpoState:
    """A Break called by the seat to act: everything resolves where the fighters stand, then both go back
    to their start squares (the draws of a card each are left to the caller) and the other seat plays."""
    seat = state.seat
    other = 1 - seat
    theirs, ours = resolve(catalog, state, other), resolve(catalog, state, seat)
    scores = put(state.scores, other, state.scores[other] + sum(h.points for h in theirs[0]))
    scores = put(scores, seat, scores[seat] + sum(h.points for h in ours[0]) + sum(g.hit_back for g in theirs[1]))
    phase, winner = _result(catalog, state, scores)
    return _broken(state, tables=((), ()), seat=other, turn=state.turn + 1, fresh=True, step=None, free_step=False,
                   steps=(), rested=False, positions=START, last_steps=((), ()),
                   rested_last=put(state.rested_last, seat, False), scores=scores, phase=phase, winner=winner)


def signature(catalog: Catalog, state: KenpoState, seat: int) -> Signature:
    """What a partial turn leaves that matters to the rest of it and to its resolution: copies of a card and
    the order of cards that do not interact count once."""
    table = state.tables[seat]
    names = catalog.cards_by_id
    entries = sorted(
        (names[p.card].name, p.move or "", p.target or "", p.mirrored, p.bonus,
         names[p.on].name if p.on and names[p.card].abilities.double_on_blocked_kick else "")
        for p in table)
    last = table[-1] if table else None
    top = (names[last.card].name, last.mirrored, _pending_fakes(catalog, table)) if last else None
    return (state.positions[seat], state.step, state.free_step, top, tuple(entries))


def _pending_fakes(catalog: Catalog, table: tuple[Played, ...]) -> tuple[int, int]:
    """The Hand Fake points waiting for the combo's next attack: (if a Kick, if not)."""
    kick = other = 0
    for played in reversed(table):
        card = catalog.card(played.card)
        if card.attack:
            break
        if card.abilities.fake is not None:
            kick, other = kick + card.abilities.fake.kick, other + card.abilities.fake.other
    return kick, other


class Turns:
    """Lists the lines of a turn from a state where `state.seat` is to act, perhaps part way into its turn.

    At most `max_cards` more cards a line and about `budget` partial turns in all: the short combos are
    listed first (breadth first), so a large hand cuts the long ones, never the single cards.
    """

    def __init__(self, catalog: Catalog, max_cards: int, budget: int):
        self.catalog = catalog
        self.max_cards = max_cards
        self.budget = budget

    def lines(self, state: KenpoState) -> list[Line]:
        catalog, seat = self.catalog, state.seat
        out: list[Line] = []
        if not state.tables[seat] and state.step is None and rest_problem(catalog, state, seat) is None:
            out.append(Line((cmd.Rest(seat=seat),), end_turn(catalog, state, rested=True), False,
                            put((0, 0), seat, catalog.rest_draw)))
        seen: set[Signature] = set()
        layer: list[tuple[tuple[Command, ...], KenpoState]] = [((), state)]
        expanded = 0
        for depth in range(self.max_cards + 1):
            following: list[tuple[tuple[Command, ...], KenpoState]] = []
            for commands, partial in layer:
                if partial.step is not None:
                    out.append(Line(commands + (cmd.EndTurn(seat=seat),), end_turn(catalog, partial), False, (0, 0)))
                if depth == self.max_cards or expanded >= self.budget:
                    continue
                expanded += 1
                for play in plays(catalog, partial, seat):
                    after, broke = play_card(catalog, partial, play)
                    key = signature(catalog, after, seat)
                    if key in seen:
                        continue
                    seen.add(key)
                    if broke:
                        out.append(Line(commands + (play,), call_break(catalog, after), True,
                                        (catalog.break_draw, catalog.break_draw)))
                    else:
                        following.append((commands + (play,), after))
            layer = following
        return out


_redealt = reviser(KenpoState, "hands", "decks")


class Remembered:
    """A Turns whose lines are remembered for the moment they start from with the waiting seat's hand and deck set
    aside: those play no part in listing the lines of the seat to act (its plays, its rest, its resolutions), which
    carry them unchanged. A moment met again with other cards guessed for them (another guessed world whose reply
    or answer played the same cards) takes the lines listed before, dealt those cards, in place of listing anew.
    A search forgets them once it has planned the decision: the next one's moments are of another turn."""

    def __init__(self, turns: Turns):
        self.turns = turns
        self._known: dict[KenpoState, list[Line]] = {}

    def forget(self) -> None:
        self._known.clear()

    def __len__(self) -> int:
        """How many moments' lines are remembered."""
        return len(self._known)

    def lines(self, state: KenpoState) -> list[Line]:
        waiting = 1 - state.seat
        hand, deck = state.hands[waiting], state.decks[waiting]
        key = _redealt(state, hands=put(state.hands, waiting, ()), decks=put(state.decks, waiting, ()))
        known = self._known.get(key)
        if known is None:
            known = self._known[key] = self.turns.lines(state)
            return known
        if not known or (known[0].state.hands[waiting] == hand and known[0].state.decks[waiting] == deck):
            return known
        return [Line(line.commands, _redealt(line.state, hands=put(line.state.hands, waiting, hand),
                                             decks=put(line.state.decks, waiting, deck)), line.broke, line.drawn)
                for line in known]
