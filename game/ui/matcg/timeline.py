"""How long each moment of a duel is shown, as beats of the shared timeline (game.ui.timeline), each showing its
change at once: an attack lands, the damage is taken, ADR is earned, the next turn begins and both players draw."""

from __future__ import annotations

from game.engine.matcg import events as ev
from game.ui.timeline import at_once

PACE: dict[type, float] = {ev.AttackPlayed: 0.45, ev.BlockPlayed: 0.4, ev.AttackResolved: 0.55,
                           ev.StrategyPlayed: 0.4, ev.StrategyResolved: 0.3, ev.EventPlayed: 0.4,
                           ev.CardsDrawn: 0.25, ev.AdrEarned: 0.3, ev.Healed: 0.3, ev.RecoveryTaken: 1.2,
                           ev.TurnBegan: 0.3, ev.DamageReflected: 0.4, ev.AttackCancelled: 0.4,
                           ev.CardDiscarded: 0.2, ev.FightWon: 0.8, ev.FightDrawn: 0.8}

pace = at_once(PACE)
