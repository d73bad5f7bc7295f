"""The ring arena's words besides its status line (game.words.kenpo.telling): the labels of the cards in play, the
turn's panel, the numbers of a lit square with their parts, what the Hint suggests and where its move steps, and a
finished match's headline. Each reads only the seat's view and the seats' names."""

from __future__ import annotations

from game.engine.core import Command
from game.engine.explained import Figure
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.forecast import GuardOption, SquareForecast
from game.engine.kenpo.state import KenpoState
from game.play.grammar import score
from game.words.chairs import belonging, whose_turn
from game.words.kenpo.seating import Table


def table_labels(names: tuple[str, str], viewer: int, seat: int, watched: bool,
                 news: bool = False) -> tuple[str, str]:
    """The labels of the viewer's cards in play and the other's, with `seat` to play: whose combo this turn, whose
    attacks wait (a `watched` table, which nobody plays from, names both seats). With `news`, where the player's
    combo goes still shows what the other did on its turn, until they act: its label says so."""
    mine, other = ("Your" if not watched else _owner(names[viewer])), _owner(names[1 - viewer])
    if news:
        return f"{other} last turn, then your combo", f"{other} waiting attacks"
    if seat == viewer:
        return f"{mine} combo this turn", f"{other} waiting attacks"
    return f"{mine} waiting attacks", f"{other} combo this turn"


def _owner(name: str) -> str:
    """A seat's possessive opening a label: "Red's", "Your" for the seat called "You" (a replay of a match against
    the computer)."""
    owned = belonging(name)
    return owned[0].upper() + owned[1:]


def guard_choice(name: str, options: dict[str, GuardOption]) -> tuple[str, dict[str, str]]:
    """What the defence card `name`, dropped where it may reduce several waiting attacks, asks, and the note under
    each attack: what the card prevents from it, and what all the waiting attacks would then score in all."""
    return f"{name} reduces which attack?", {target: f"block {option.prevented}\nyou take {option.taken}"
                                             for target, option in options.items()}


def turn_lines(view: KenpoState, viewer: int, names: tuple[str, str], table: Table) -> tuple[str, str]:
    """The turn's panel, as every table's: its small line the turn and the table ("Turn 3 · You play Yellow against
    the computer (Normal)"; a watched table only the turn, its replay's bar saying what it is), its large one whose
    turn it is (a watched table, which nobody plays from, names every seat)."""
    whose = whose_turn(names[view.seat], view.seat == viewer and not table.open)
    small = f"Turn {view.turn}" if table.open else f"Turn {view.turn} · {table.describe()}"
    return small, "Match over" if view.over else whose


def forecast_rows(catalog: Catalog, names: tuple[str, str], viewer: int,
                  forecast: SquareForecast) -> list[tuple[str, str]]:
    """The numbers of the square under the held card with their parts, as the duel's forecast tells them: the
    held attack's points from there ("You  Reverse Punch 7 = 5 arrow toward the opponent + 2 movement bonus"),
    then what each waiting attack of the other fighter would score there."""
    theirs = dict(forecast.incoming)
    return [(names[1 - viewer] if card in theirs else names[viewer],
             Figure(catalog.card(card).name, figure.parts).line()) for card, figure in forecast.figures]


def suggested(catalog: Catalog, command: Command, step: str | None) -> str:
    """What the Hint suggests: "end your turn", "rest and draw 2 cards", or a card played, "play Block, stepping back,
    against Front Kick" (`step`: where the square it is let go on lies, as `stepping` says it; None: it goes onto the
    cards in play)."""
    if isinstance(command, cmd.EndTurn):
        return "end your turn"
    if isinstance(command, cmd.Rest):
        return "rest and draw 2 cards"
    assert isinstance(command, cmd.PlayCard)
    against = f", against {catalog.card(command.target).name}" if command.target is not None else ""
    where = " onto your cards in play" if step is None else f", {step}"
    return f"play {catalog.card(command.card).name}{where}{against}"


def stepping(dx: float, dy: float) -> str:
    """Where a fighter's move by (dx, dy) on the screen goes, as the person at the screen sees the ring."""
    if abs(dx) < 1 and abs(dy) < 1:
        return "standing where you are"
    if abs(dx) >= abs(dy):
        return f"stepping to your {'left' if dx < 0 else 'right'}"
    return f"stepping {'forward' if dy < 0 else 'back'}"


def headline(view: KenpoState, names: tuple[str, str], goal: int) -> tuple[str, tuple[str, ...]]:
    """A finished match's headline (who won, or a draw) and the lines under it: the scores, and for a draw why."""
    scores = f"{names[0]} {score(*view.scores)} {names[1]}"
    if view.winner is None:
        return "A draw!", (scores, f"Both reached {goal} with the same total.")
    name = names[view.winner]
    return ("You win!" if name == "You" else f"{name} wins!"), (scores,)
