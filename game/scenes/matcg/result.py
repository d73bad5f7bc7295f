"""The end of a duel, over the dimmed table: who won and how, the health left, and Rematch or Menu."""

from __future__ import annotations

import pygame

from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of
from game.scenes.matcg.words import ENDINGS, does
from game.scenes.result import ResultOverlay
from game.ui import palette, text

PANEL = pygame.Rect(290, 150, 700, 400)


def winners(state: MatcgState, names: tuple[str, ...]) -> str:
    """The winning side by its fighters' names: "Player 1", "Player 1 and Player 3"."""
    assert state.winner is not None
    return " and ".join(names[seat] for seat in team_of(state, state.winner))


def headline(state: MatcgState, names: tuple[str, ...], you: int | None) -> str:
    if state.winner is None:
        return "A draw!"
    if you is not None:
        won = you in team_of(state, state.winner)
        if len(team_of(state, you)) > 1:
            return "Your team wins the fight!" if won else "Your team loses the fight"
        return "You win the fight!" if won else "You lose the fight"
    if state.teams:
        return f"{winners(state, names)} win the fight!"
    return f"{names[state.winner]} wins the fight!"


def how(state: MatcgState, names: tuple[str, ...]) -> str:
    ending = ENDINGS.get(state.result, state.result)
    if state.winner is None:
        return f"Drawn {ending}, on turn {state.turn}"
    if state.teams:
        return f"{winners(state, names)} win {ending}, on turn {state.turn}"
    return f"{does(names, state.winner, 'wins')} {ending}, on turn {state.turn}"


class DuelResultScene(ResultOverlay):
    def __init__(self, ctx, state: MatcgState, names: tuple[str, ...], you: int | None = None):
        super().__init__(ctx, (PANEL.centerx - 200, PANEL.bottom - 84), 190)
        self.state = state
        self.names = names
        self.headline = headline(state, names, you)

    def draw(self, surface: pygame.Surface) -> None:
        vp, state = self.ctx.viewport, self.state
        self.draw_panel(surface, PANEL, palette.GOLD, self.headline, 50, palette.GOLD_LIGHT, 56)
        line = how(state, self.names)
        text.draw(surface, line, text.fit(line, vp.px(22), vp.px(PANEL.w - 60)), palette.TEXT,
                  center=vp.point(PANEL.centerx, PANEL.y + 110))
        won = team_of(state, state.winner) if state.winner is not None else ()
        step = min(44, 230 // max(1, len(self.names)))
        for seat, name in enumerate(self.names):
            y = PANEL.y + 160 + seat * step
            ink = palette.GOLD_LIGHT if seat in won else palette.TEXT
            size = min(24, step - 6)
            text.draw(surface, name, vp.px(size), ink, bold=True, midleft=vp.point(PANEL.x + 120, y))
            health = f"health {max(0, state.health[seat])} of {state.full_health(seat)}, ADR {state.adr[seat]}"
            text.draw(surface, health, vp.px(size - 2), ink, midright=vp.point(PANEL.right - 120, y))
        self.draw_widgets(surface)
