"""A table in motion, whatever the game: the engine's events played as beats, every card gliding toward its slot
and the cards that leave sight gliding away before they go; a click while beats play shows at once where the game
stands. For the tables whose cards glide out of sight rather than vanish.

A base of a game's motion mixin. The motion supplies `_on_beat` (what a beat shows: its news, its banner, the cards
moved to the view after it), and may add what else moves each frame (`_fly`) or ends at a click (`_skipped`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes.table import Cards, GameTable, View
from game.ui.drag import CardSprite


class Gliding(GameTable[View, Cards]):
    sprites: Any
    slots: dict[str, Any]
    leaving: list[Any]  # cards gliding out of sight, gone once they arrive
    clock: float
    _on_beat: Callable[..., None]  # (beat, quick=False): what a beat shows; `quick` while the beats are skipped

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.leaving = []

    def animate(self, dt: float) -> None:
        """One frame of motion: beats apply, cards glide, the banner fades."""
        self.clock += dt
        for beat in self.timeline.update(dt):
            self._on_beat(beat)
        vp = self.ctx.viewport
        for sprite in list(self.by_key.values()) + self.leaving:
            sprite.advance(dt)
            sprite.rect = vp.rect((*sprite.pos, *sprite.size))  # hit tests follow the cards between frames
        for sprite in [s for s in self.leaving if not s.moving]:
            self.leaving.remove(sprite)
            sprite.kill()
        self._fly(dt)
        self._fade(dt)

    def moving(self) -> bool:
        """Cards glide away too."""
        return bool(self.leaving) or super().moving()

    def _fly(self, dt: float) -> None:
        """What else moves each frame: nothing by default."""

    def _skip(self) -> None:
        """A click while beats play: show where the game stands at once."""
        if self.timeline.busy:
            for beat in self.timeline.finish():
                self._on_beat(beat, quick=True)
            for sprite in self.by_key.values():
                sprite.finish()
            for sprite in self.leaving:
                sprite.kill()
            self.leaving.clear()
            self._skipped()

    def _skipped(self) -> None:
        """What else ends at once when the beats are skipped: nothing by default."""

    def resized(self) -> None:
        for sprite in self.by_key.values():
            sprite.finish()

    def top_sprite(self, pos: tuple[int, int]) -> CardSprite | None:
        """The card drawn uppermost at `pos`, of those in sight (not gliding away)."""
        under = [s for s in self.sprites.get_sprites_at(pos) if isinstance(s, CardSprite) and s not in self.leaving]
        return under[-1] if under else None

    def home(self, sprite: CardSprite) -> None:
        """A card let go where nothing takes it glides back to its slot."""
        slot = self.slots.get(sprite.key)
        if slot is None:
            sprite.kill()
            self.by_key.pop(sprite.key, None)
            return
        sprite.settle((slot.x, slot.y), slot.size)
        self.sprites.change_layer(sprite, slot.layer)
