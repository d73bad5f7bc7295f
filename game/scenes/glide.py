"""A table in motion, whatever the game: the engine's events played as beats, every card gliding toward its slot
and the cards that leave sight gliding away before they go; a click while beats play shows at once where the game
stands.

A part the table holds (`self.glide = Glide(table)`), reading the table through `GlidingTable`: each beat sounds as
its game's cues say (game.ui.sound.event_cue) as it begins, unless the beats are skipped, and the table's `_on_beat`
shows what a beat does (its news, its banner, the cards moved to the view after it). What a beat starts
before its change (`started`: what flies during its lead), what else glides besides the cards (`pieces`: a fighter's
token, a pawn), what else moves each frame (`fly`) or ends at a click (`skipped`) the table may pass in. The game's
motion says where the shown view puts each card, where a card comes into sight from and where one that leaves sight
glides to (`place`). A card table reads it through `CardMotion` (game.scenes.table_parts); a seated game's table,
whose beats a click skips, holds it as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui import sound
from game.ui.drag import CardSprite, plain_card, settle_cards
from game.ui.shown_table import Placed, Point
from game.ui.timeline import START

if TYPE_CHECKING:
    from game.scenes.context import Context


class GlidingTable(Protocol):
    """What Glide reads of the table: it moves the cards of `by_key` and `sprites`, counts the table's `clock`, plays
    the beats of its timeline with their cues for the seat at the screen, and has the table show what each does."""

    ctx: Context
    sprites: pygame.sprite.LayeredUpdates
    by_key: dict[str, Any]  # the cards in sight, each a CardSprite
    slots: dict[str, Any]  # where each card shown goes
    drag: Any  # the card held, if any (game.ui.drag.Drag)
    clock: float
    campaign: Any  # game.play.campaign.Campaign: its rules say which game's cues a beat plays
    timeline: Any

    @property
    def viewer(self) -> int:
        """The seat at the screen, whose ears the cues are for."""
        ...

    def _on_beat(self, beat: Any, quick: bool = False) -> None:
        """What a beat shows; `quick` while the beats are skipped."""


class Piece(Protocol):
    """Something on the table that glides besides its cards (a fighter's token): it moves on each frame, stands at
    once where it goes when the beats are skipped or the window changes size, and keeps the table moving meanwhile."""

    @property
    def moving(self) -> bool: ...

    def advance(self, dt: float) -> None: ...

    def finish(self) -> None: ...


def _nothing(*_: object) -> None:
    """Nothing else moves, nothing else ends, nothing starts before a beat's change."""


def _nowhere(*_: object) -> None:
    """A card comes into sight at its slot, and leaves sight at once."""


class Glide:
    """The beats played, and every card and piece of the table gliding where the shown view puts it."""

    def __init__(self, table: GlidingTable, fly: Callable[[float], None] = _nothing,
                 skipped: Callable[[], None] = _nothing, started: Callable[[Any], None] = _nothing,
                 pieces: Sequence[Piece] = ()) -> None:
        self.table = table
        self.fly = fly  # what else moves each frame
        self.skipped = skipped  # what else ends at once when the beats are skipped
        self.started = started  # what a beat starts as it begins, before its change (its lead)
        self.pieces = pieces  # what glides besides the cards (read every frame, so a sequence)
        self.leaving: list[Any] = []  # cards gliding out of sight, gone once they arrive

    def animate(self, dt: float) -> None:
        """One frame of motion: beats start and apply, then cards and pieces glide."""
        table = self.table
        table.clock += dt
        self._beats(table.timeline.update(dt))
        vp = table.ctx.viewport
        for sprite in list(table.by_key.values()) + self.leaving:
            sprite.advance(dt)
            sprite.rect = vp.rect((*sprite.pos, *sprite.size))  # hit tests follow the cards between frames
        for sprite in [s for s in self.leaving if not s.moving]:
            self.leaving.remove(sprite)
            sprite.kill()
        for piece in self.pieces:
            piece.advance(dt)
        self.fly(dt)

    def moving(self) -> bool:
        """Cards glide away, or pieces glide."""
        return bool(self.leaving) or any(piece.moving for piece in self.pieces)

    def place(self, slots: dict[str, Any], snap: bool, card: Callable[[str, Point, Point], CardSprite] = plain_card,
              came_from: Callable[[str, Any], Placed | None] = _nowhere,
              goes_to: Callable[[str], Placed | None] = _nowhere, stagger: tuple[float, int] = (0.03, 6)) -> None:
        """Every card toward its slot of `slots`, which become the table's; `snap`: at once. A card new to sight is
        made by `card` where `came_from(key, slot)` says it comes from (None: at its slot); a card that leaves sight
        glides to where `goes_to(key)` says and goes once there (None, held or `snap`: it goes at once)."""
        table = self.table
        table.slots = slots
        held = table.drag.sprite if table.drag is not None else None
        for key in [k for k in table.by_key if k not in slots]:
            gone = table.by_key.pop(key)
            to = None if snap or gone is held else goes_to(key)
            if to is None:
                gone.kill()
            else:
                gone.settle(*to)
                self.leaving.append(gone)

        def enter(key: str, slot: Any) -> CardSprite:
            return card(key, *((None if snap else came_from(key, slot)) or ((slot.x, slot.y), slot.size)))

        settle_cards(table.sprites, table.by_key, slots, enter, snap, held, stagger)

    def resized(self) -> None:
        """The window changed size: every card and piece where it is going, at once."""
        for sprite in self.table.by_key.values():
            sprite.finish()
        self.land_pieces()

    def land_pieces(self) -> None:
        """What glides besides the cards (a fighter's piece, a flying card) lands at once where it is going."""
        for piece in self.pieces:
            piece.finish()

    def top_sprite(self, pos: tuple[int, int]) -> CardSprite | None:
        """The card drawn uppermost at `pos`, of those in sight (not gliding away)."""
        under = [s for s in self.table.sprites.get_sprites_at(pos)
                 if isinstance(s, CardSprite) and s not in self.leaving]
        return under[-1] if under else None

    def _beats(self, notices: list[tuple[str, Any]], quick: bool = False) -> None:
        """Each beat started (with its sound, but while skipped), then its change shown by the table, in the
        timeline's order."""
        table = self.table
        for kind, beat in notices:
            if kind == START:
                if not quick and beat.event is not None:
                    sound.event_cue(table.campaign.rules.id, beat.event, table.viewer)
                self.started(beat)
            else:
                table._on_beat(beat, quick)

    def skip(self) -> None:
        """A click while beats play: show where the game stands at once."""
        table = self.table
        if table.timeline.busy:
            self._beats(table.timeline.finish(), quick=True)
            for sprite in table.by_key.values():
                sprite.finish()
            for sprite in self.leaving:
                sprite.kill()
            self.leaving.clear()
            self.skipped()
            self.land_pieces()
