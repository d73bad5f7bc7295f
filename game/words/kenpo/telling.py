"""The ring arena's words: the status line (what to do now) and the news the curtain tells a returning player.

Both read only the seat's view and public events."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command, Event
from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.rules import SIDE_BY_SIDE
from game.engine.kenpo.state import KenpoState
from game.play.grammar import score
from game.words.chairs import belonging
from game.words.history import still_held


def possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


@dataclass(frozen=True)
class Moment:
    """What the status line is about."""

    view: KenpoState
    viewer: int
    names: tuple[str, str]
    legal: list[Command]
    held: str | None = None  # the card being dragged
    choosing: str | None = None  # the defence card waiting for its target
    thinking: bool = False  # a computer seat is deciding


def status_line(moment: Moment, catalog: Catalog) -> str:
    view, viewer, names = moment.view, moment.viewer, moment.names
    other = names[1 - viewer]
    if view.over:
        return "The match is over."
    if moment.choosing is not None:
        name = catalog.card(moment.choosing).name
        return f"Which attack does {name} reduce? Choose it over the table; Cancel or Esc keeps the card."
    if moment.held is not None:
        return _holding(moment, catalog)
    if view.seat != viewer or not moment.legal:
        if moment.thinking:
            return "The computer is thinking..."
        return f"{names[view.seat]} to play."
    plays = [c for c in moment.legal if isinstance(c, cmd.PlayCard)]
    rest = any(isinstance(c, cmd.Rest) for c in moment.legal)
    if not plays and rest:
        return "No card can be played now: Rest (R) to draw 2 cards."
    if view.step is None and not view.tables[viewer]:
        if rest:
            return "Your turn: drag a card onto a lit square of the ring to move and strike, or Rest (R) to draw 2."
        return "Your turn: drag a card onto a lit square of the ring to move and strike (no resting this turn)."
    if view.step is None:
        return "Now an Action card makes your move: drag it onto a lit square."
    last = catalog.card(view.tables[viewer][-1].card).name
    waiting = any(catalog.card(p.card).attack for p in view.tables[1 - viewer])
    then = f": {possessive(other)} waiting attacks then resolve" if waiting else ""  # none: nothing to warn of
    if plays:
        return f"Combo another card on {last}, or End turn (E){then}."
    return f"End turn (E){then}."


def _holding(moment: Moment, catalog: Catalog) -> str:
    card = catalog.card(moment.held or "")
    other = moment.names[1 - moment.viewer]
    playable = any(isinstance(c, cmd.PlayCard) and c.card == card.id for c in moment.legal)
    if not playable:
        return f"{card.name} cannot be played now: the box beside it says why. Let go, or press Esc, to put it back."
    if card.kind == "effect":
        return f"Drop {card.name} on your cards in play (the glowing area)."
    if moment.view.step is not None and not moment.view.free_step:
        return f"Drop {card.name} on your fighter: your one move this turn is made."
    against = moment.view.tables[1 - moment.viewer]
    if any(catalog.card(p.card).attack for p in against):
        return (f"Drop on a lit square. In red, what {possessive(other)} waiting attacks would score there; below,"
                f" what {card.name} would score.")
    return f"Drop on a lit square: below, what {card.name} is worth from there."


def rest_banner(name: str) -> tuple[str, str]:
    """The banner of a seat that rests, its verbs agreeing with its name ("You rest", "Red rests")."""
    you = name == "You"
    return f"{name} {'rest' if you else 'rests'}", f"and {'draw' if you else 'draws'} 2 cards"


def break_banner(reason: str) -> tuple[str, str]:
    """The banner of a Break, with what called it (game.engine.kenpo.events.BreakCalled's reason)."""
    why = "Side by side" if reason == "side_by_side" else f"{reason[0].upper()}{reason[1:]} calls it"
    return "BREAK!", f"{why}: everything waiting resolves now"


def missed(name: str, prevented: int) -> str:
    """A waiting attack that scores nothing, as the toast over its target says it."""
    return f"{name} blocked" if prevented else f"{name} misses"


# A step said from the side of the player at the screen, who sees its own fighter from behind (its left on the
# screen's left) and the other fighter face on (that fighter's left on the screen's right); to someone watching,
# each fighter's own.
_OWN_STEP = {"forward": "forward", "back": "back", "left": "left", "right": "right"}
_FACING_STEP = {"forward": "toward you", "back": "away from you", "left": "to your right", "right": "to your left"}
_WATCHED_STEP = {"forward": "forward", "back": "back", "left": "to its left", "right": "to its right"}


def step_words(step: str, seat: int, viewer: int) -> str:
    """How seat's step is said to `viewer` (a seat, or anyone else watching)."""
    if viewer == seat:
        return _OWN_STEP[step]
    return (_FACING_STEP if viewer == 1 - seat else _WATCHED_STEP)[step]


def news_of(event: Event, catalog: Catalog, names: tuple[str, str], after: KenpoState, viewer: int) -> list[str]:
    """A line about a public event (`after` is the view once it happened) told to `viewer`, or nothing."""
    if isinstance(event, ev.CardPlayed):
        name = catalog.card(event.card).name
        moving = (f", moving {step_words(event.move, event.seat, viewer)}"
                  if event.move not in (None, "none") and event.on is None else "")
        against = (f" against {belonging(names[1 - event.seat])} {catalog.card(event.target).name}"
                   if event.target is not None else "")  # a defence card's chosen waiting attack
        return [f"{names[event.seat]} played {name}{against}{moving}."]
    if isinstance(event, ev.FighterRested):
        return [f"{names[event.seat]} rested and drew 2 cards."]
    if isinstance(event, ev.AttackResolved):
        name = catalog.card(event.card).name
        if not event.points:  # and why: the other's block, or out of reach
            why = f"{belonging(names[1 - event.seat])} block stopped it" if event.prevented else "out of reach"
            return [f"{possessive(names[event.seat])} {name} scored nothing: {why}."]
        how = [part for part, said in (("doubled", event.doubled), (f"{event.prevented} blocked", event.prevented))
               if said]
        told = f" ({', '.join(how)})" if how else ""
        return [f"{possessive(names[event.seat])} {name} scored {event.points}{told}."]
    if isinstance(event, ev.DefenceResolved) and event.hit_back:
        return [f"{possessive(names[event.seat])} {catalog.card(event.card).name} hit back for {event.hit_back}."]
    if isinstance(event, ev.BreakCalled):
        if event.reason == SIDE_BY_SIDE:
            return ["Break! Both fighters stood on one row."]
        return [f"Break! {possessive(names[event.seat])} {event.reason} called it."]
    if isinstance(event, ev.FightersReset):  # only when the Break left the match running
        return ["Both fighters went back to their start squares; each drew a card."]
    if isinstance(event, ev.TurnEnded):
        waiting = [catalog.card(p.card).name for p in after.tables[event.seat] if catalog.card(p.card).attack]
        if waiting:
            return [f"{possessive(names[event.seat])} turn ended: {', '.join(waiting)} waiting to strike."]
        return [f"{possessive(names[event.seat])} turn ended."]
    return []


@dataclass(frozen=True)
class HistoryWords:
    """The history panel's words (game.words.history.Words): the news lines, and how each match ended."""

    catalog: Catalog
    names: tuple[str, str]
    viewer: int  # the seat the game is told to (its side of the ring), or anyone watching

    def tell(self, event: Event, before: KenpoState, after: KenpoState) -> list[str]:
        if isinstance(event, ev.MatchWon):
            return [f"{self.names[event.seat]} won the match {score(max(event.scores), min(event.scores))}."]
        if isinstance(event, ev.MatchDrawn):
            return [f"The match was drawn {score(*event.scores)}."]
        if isinstance(event, ev.CardsDrawn):  # told only to the seat that drew them
            drawn = ", ".join(self.catalog.card(card).name for card in event.cards)
            return [f"{self.names[event.seat]} drew {drawn}."] if drawn else []
        return news_of(event, self.catalog, self.names, after, self.viewer)

    def turn_begins(self, event: Event) -> bool:
        return isinstance(event, ev.TurnBegan)

    def revealed(self, state: KenpoState, viewer: int) -> list[str]:
        """Once the match is over: what the other seat still held."""
        return still_held(state.hands, viewer, self.names, lambda card: self.catalog.card(card).name)
