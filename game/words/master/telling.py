"""The table's words: the status line (what to do now), the news of what happened (the log beside the piles and
the curtain's "since your last turn"), and the banners. All of it reads only the seat's view and public events."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command, Event
from game.engine.master import commands as cmd
from game.engine.master import events as ev
from game.engine.master.cards import Catalog, WildCard
from game.engine.master.scoring import experience, rounds_won, totals
from game.engine.master.state import MasterState, PlacedSet, Steal
from game.play.grammar import article, does, within
from game.words.chairs import belonging, whose_turn
from game.words.history import still_held

GOLD, DIM, LIT = "gold", "dim", "lit"  # the tones of a line beside a pile: a total, an aside, what to do now


def card_name(catalog: Catalog, card_id: str) -> str:
    """"Sport 7", "Train wild"."""
    card = catalog.card(card_id)
    skill = catalog.skills_by_id[card.skill]
    return f"{skill.wild_name} wild" if isinstance(card, WildCard) else f"{skill.name} {card.value}"


def set_value(catalog: Catalog, cards: tuple[str, ...]) -> int:
    return sum(catalog.value_of[card] for card in cards)


def set_words(catalog: Catalog, placed: PlacedSet) -> str:
    """"Sport set (14 EXP)"."""
    return f"{catalog.skills_by_id[placed.skill].name} set ({set_value(catalog, placed.cards)} EXP)"


def answer_words(catalog: Catalog, skill: str) -> str:
    known = catalog.skills_by_id[skill]
    return f"{article(known.name)} {known.name} card or the {known.wild_name} wild"


def news_of(event: Event, catalog: Catalog, names: tuple[str, ...], before: MasterState) -> list[str]:
    """A line about a public event (`before` is the view just before it), or nothing."""
    if isinstance(event, ev.SetFormed):
        taken = f", taking {card_name(catalog, event.taken)} from the discard pile" if event.taken else ""
        skill = catalog.skills_by_id[event.skill].name
        worth = set_value(catalog, event.cards)
        return [f"{names[event.seat]} laid {article(skill)} {skill} set ({worth} EXP){taken}."]
    if isinstance(event, ev.CardDiscarded):
        return [f"{names[event.seat]} discarded {card_name(catalog, event.card)}."]
    if isinstance(event, ev.StealDefended | ev.SetStolen):
        return [steal_words(catalog, names, before, event)]
    if isinstance(event, ev.TurnPassed):
        return [f"{does(names[event.seat], 'was')} passed over: no cards left."]
    if isinstance(event, ev.RoundEnded):
        return [round_words(event, names)]
    return []  # a steal attempted is told once answered (while awaited, `steal_under_way` says it)


def steal_words(catalog: Catalog, names: tuple[str, ...], before: MasterState,
                answer: ev.StealDefended | ev.SetStolen) -> str:
    """A steal once answered (`before`: the view while it awaited the answer): who tried it with which card on whose
    set, and who blocked it with which card, or what the thief gained."""
    steal, top = _awaiting(before)
    thief, owner, played = names[steal.attacker], names[steal.target], card_name(catalog, steal.card)
    if isinstance(answer, ev.StealDefended):
        return (f"{thief} tried to steal {belonging(owner)} {set_words(catalog, top)} with {played}: "
                f"{within(owner)} blocked it with {card_name(catalog, answer.card)}.")
    gained = set_value(catalog, top.cards) + catalog.value_of[steal.card]
    return f"{thief} stole {belonging(owner)} {set_words(catalog, top)} with {played}: +{gained} EXP."


def steal_under_way(catalog: Catalog, view: MasterState, names: tuple[str, ...]) -> list[str]:
    """The steal that awaits its answer at `view`, said as under way (none awaits: nothing)."""
    if view.steal is None:
        return []
    steal, top = _awaiting(view)
    owner = names[steal.target]
    return [f"{does(names[steal.attacker], 'is')} attempting to steal {belonging(owner)} {set_words(catalog, top)} "
            f"with {card_name(catalog, steal.card)}: {within(owner)} must answer."]


def _awaiting(view: MasterState) -> tuple[Steal, PlacedSet]:
    """The steal awaiting its answer at `view`, and the set it is after (a steal is only ever on a top set)."""
    steal = view.steal
    top = view.top_set(steal.target) if steal is not None else None
    assert steal is not None and top is not None
    return steal, top


def round_words(event: ev.RoundEnded, names: tuple[str, ...]) -> str:
    best = max(event.experience)
    winners = " and ".join(names[seat] for seat in event.winners)
    said = f"{winners} shared" if len(event.winners) > 1 else f"{winners} won"
    return f"Round {event.round} over: {said} it with {best} EXP."


def round_titles(event: ev.RoundEnded, names: tuple[str, ...]) -> tuple[str, str]:
    """A round's end as the banner tells it: its title and the line under it."""
    title, _, sub = round_words(event, names).partition(": ")
    return title, sub[0].upper() + sub[1:]


def turn_words(view: MasterState, names: tuple[str, ...], mine: bool) -> tuple[str, str]:
    """The turn panel's two lines: the round and turn, and who is to act (`mine`: a person at this screen)."""
    small = f"Round {view.round} of {view.rounds} \u00b7 turn {view.turn}"
    if view.over:
        return small, "Match over"
    to_act = view.to_act if view.to_act is not None else view.seat
    if view.steal is not None:
        return small, ("Answer the steal!" if mine else f"{names[to_act]} must answer")
    return small, whose_turn(names[to_act], mine)


def curtain_words(catalog: Catalog, view: MasterState, names: tuple[str, ...], seat: int) -> tuple[str, str]:
    """The curtain's words to the seat handed the screen: the scores, and what it is to do."""
    scores = experience(catalog, view)
    # each seat's experience in brackets, apart from a name that ends in a number ("Player 2 (7 EXP)")
    score = "   ".join(f"{name} ({points} EXP)" for name, points in zip(names, scores, strict=True))
    if view.steal is not None and view.steal.target == seat:
        return score, f"answer {names[view.steal.attacker]}'s steal"
    return score, "your turn"


def suggested(catalog: Catalog, names: tuple[str, ...], command: Command, held: str) -> str:
    """What the Hint suggests doing with `held`, the card of the hand the command plays last."""
    name = card_name(catalog, held)
    if isinstance(command, cmd.FormSet):
        partner = next(card for card in command.cards if card != held)
        return f"lay {name} with {card_name(catalog, partner)} as a set"
    if isinstance(command, cmd.AttemptSteal):
        return f"steal {belonging(names[command.target])} top set with {name}"
    if isinstance(command, cmd.DefendSteal):
        return f"defend your set with {name}"
    return f"discard {name}"


def area_lines(catalog: Catalog, view: MasterState, seat: int, laying: bool) -> list[tuple[str, str]]:
    """What a seat's area says beside its pile, each line with its tone ("", GOLD, DIM or LIT): its sets and top
    set, its totals over the rounds played, and, where its player may lay a set now (`laying`), how."""
    sets = len(view.sets[seat])
    lines = [(f"{sets} set{'s' if sets != 1 else ''}" if sets else "no sets", "")]
    top = view.top_set(seat)
    if top is not None:
        lines.append((f"top: {catalog.skills_by_id[top.skill].name}, {set_value(catalog, top.cards)} EXP", ""))
    if view.past:
        won = rounds_won(view)[seat]
        lines.append((f"Total {totals(view)[seat]} EXP", GOLD))
        lines.append((f"{won} round{'s' if won != 1 else ''} won", DIM))
    if sets == 1:
        lines.append(("first set: safe from steals", DIM))
    if laying:
        lines.append(("Drop two cards of a set in this area to lay it.", LIT))
    return lines


@dataclass(frozen=True)
class Moment:
    """What the status line is about."""

    view: MasterState
    viewer: int
    names: tuple[str, ...]
    legal: list[Command]
    person: bool  # the seat at the screen is a person's
    thinking: str | None = None  # the computer seat deciding now, by name
    held: str | None = None  # the card being dragged
    staged: str | None = None  # the first card of a set being formed


def status_line(moment: Moment, catalog: Catalog) -> str:
    view, viewer, names = moment.view, moment.viewer, moment.names
    if view.over:
        return "The match is over."
    steal = view.steal
    if steal is not None and steal.target == viewer and moment.legal:
        return _answering(moment, catalog)
    if moment.held is not None and moment.legal:
        return _holding(moment, catalog)
    if moment.staged is not None and moment.legal:
        name = card_name(catalog, moment.staged)
        partners = [c for c in moment.legal if isinstance(c, cmd.FormSet) and moment.staged in c.cards
                    and all(card in view.hands[viewer] for card in c.cards)]
        if partners:
            return f"Now drag the partner of {name} onto it (the lit card). Esc puts it back."
        return f"No card in your hand makes a set with {name}: Esc puts it back."
    if moment.legal:
        if any(isinstance(c, cmd.AttemptSteal) for c in moment.legal):
            return ("Your turn: drag two cards that make a set onto your area, or one card onto another player's "
                    "top set to steal it or onto the discard pile.")
        return "Your turn: drag two cards that make a set onto your area, or one card onto the discard pile."
    if steal is not None:
        if steal.attacker == viewer:
            return f"Waiting for {within(names[steal.target])} to answer your steal."
        return f"{does(names[steal.target], 'must answer')} {belonging(names[steal.attacker])} steal."
    if moment.thinking is not None:
        return f"{moment.thinking} is thinking..."
    if view.seat == viewer and moment.person:
        return "Your turn."  # your own move, still being shown
    return f"{names[view.seat]} to play." if 0 <= view.seat < len(names) else ""


def _answering(moment: Moment, catalog: Catalog) -> str:
    view = moment.view
    steal = view.steal
    assert steal is not None
    top = view.top_set(moment.viewer)
    skill = top.skill if top is not None else catalog.skill_of[steal.card]
    defends = any(isinstance(c, cmd.DefendSteal) for c in moment.legal)
    attacker = moment.names[steal.attacker]
    if not defends:
        return f"{attacker} attacks your {catalog.skills_by_id[skill].name} set and you hold no card to defend it: " \
               "press \"Let it go\"."
    return (f"{attacker} attacks your set! Drag {answer_words(catalog, skill)} onto it to keep it, "
            "or press \"Let it go\".")


def _holding(moment: Moment, catalog: Catalog) -> str:
    held = moment.held or ""
    name = card_name(catalog, held)
    mine = [c for c in moment.legal if held in getattr(c, "cards", (getattr(c, "card", None),))]
    kinds = {type(c) for c in mine}
    if cmd.DefendSteal in kinds:
        return f"Drop {name} on your attacked set to keep it."
    if moment.view.steal is not None:
        return f"{name} cannot defend this set."
    parts = []
    if cmd.FormSet in kinds:
        parts.append("on your area or its partner to lay a set")
    if cmd.AttemptSteal in kinds:
        parts.append("on a lit top set to steal it")
    parts.append("on the discard pile to discard it")
    return f"Drop {name} " + ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1] + "."


@dataclass(frozen=True)
class HistoryWords:
    """The history panel's words (game.words.history.Words): the news lines, each round's deal and the cards the seat
    took (its own; the others' are hidden from it, as at Kenpo), and who won the match."""

    catalog: Catalog
    names: tuple[str, ...]

    def tell(self, event: Event, before: MasterState, after: MasterState) -> list[str]:
        if isinstance(event, ev.MatchEnded):
            winners = " and ".join(self.names[seat] for seat in event.winners)
            return [f"{winners} won the match with {max(event.totals)} EXP."]
        if isinstance(event, ev.RoundBegan):
            dealer = self.names[event.dealer]
            return [f"Round {event.round}: {dealer} dealt each player {self.catalog.hand_size} cards."]
        if isinstance(event, ev.CardsDealt | ev.CardsDrawn):  # told only to the seat that took them
            taken = ", ".join(card_name(self.catalog, card) for card in event.cards)
            how = f"{does(self.names[event.seat], 'was')} dealt" if isinstance(event, ev.CardsDealt) \
                else does(self.names[event.seat], "drew")
            return [f"{how} {taken}."] if taken else []
        if isinstance(event, ev.DiscardStarted):
            return [f"{card_name(self.catalog, event.card)} was turned up to start the discard pile."]
        return news_of(event, self.catalog, self.names, before)

    def turn_begins(self, event: Event) -> bool:
        return isinstance(event, ev.TurnBegan)

    def awaited(self, view: MasterState) -> list[str]:
        return steal_under_way(self.catalog, view, self.names)

    def revealed(self, state: MasterState, viewer: int) -> list[str]:
        """Once the match is over: what every other seat still held."""
        return still_held(state.hands, viewer, self.names, lambda card: card_name(self.catalog, card))
