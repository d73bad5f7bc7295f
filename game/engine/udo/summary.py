"""What a campaign of Master Udo (or Kai) came to, counted from its event log: the turns, the glory and masters won,
the combos, the attacks blocked and taken and the cards they cost."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.core import Event
from game.engine.summary import Figure, Summary
from game.engine.udo import events as ev


def summary(log: Sequence[Event]) -> Summary:
    prepared = [e for e in log if isinstance(e, ev.PositionSet)]
    defeated = [e for e in log if isinstance(e, ev.MasterDefeated)]
    combos = [e.cards for e in log if isinstance(e, ev.ComboStarted | ev.DoubledComboStarted)]
    hits = [e for e in log if isinstance(e, ev.AttackHit)]
    turns = [e.turn for e in log if isinstance(e, ev.StepBegan | ev.TurnEnded)]

    def count(kind: type[Event]) -> int:
        return sum(isinstance(e, kind) for e in log)

    figures = (
        ("Glory", sum(e.glory for e in prepared) + sum(e.glory for e in defeated)),
        ("Masters defeated", sum(len(e.defeated) for e in prepared) + len(defeated)),
        ("Combos", len(combos)),
        ("Biggest combo (cards)", max(combos, default=0)),
        ("Hearts covered", count(ev.HeartCovered)),
        ("Attacks blocked", count(ev.AttackBlocked)),
        ("Attacks taken", len(hits)),
        ("Cards lost for good", sum(e.exhausted for e in hits)),
        ("Cards recovered", count(ev.CardRecovered)),
    )
    return Summary(max(turns, default=0), tuple(Figure(label, (value,)) for label, value in figures))
