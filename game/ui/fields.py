"""A one-line text field in design space, for names typed at a set-up or the deck builder: a click inside gives it
the keyboard, a click elsewhere, Enter, Esc or Tab takes it back; Ctrl+V pastes the clipboard's first line and
Ctrl+A selects the whole text, so what is typed next (or Backspace) replaces it. A field for a person's name refuses
what is typed in letters the game cannot draw properly (game.files.names.undrawn), and what goes past its room, and
keeps why for its scene to tell. A set of fields (the players' names at a set-up) takes events through `type_into`,
Tab going from one to the next."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.files import decks
from game.files import names as naming
from game.ui import palette, text
from game.ui.viewport import Viewport

# keys that only change what another key types: pressed alone, they neither type nor put away the selection
MODIFIERS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                       pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK,
                       pygame.K_MODE))


@dataclass
class TextField:
    """One line of typed text (Ctrl+V pastes the clipboard's first line); a click inside gives it the keyboard, a
    click elsewhere, Enter or Esc takes it back."""

    rect: tuple[float, float, float, float]
    value: str = ""
    placeholder: str = ""
    most: int = 40
    focused: bool = False
    selected: bool = False  # the whole text is selected (Ctrl+A): what is typed next replaces it
    names: bool = False  # a person's name: what the game cannot draw properly is refused as it is typed
    refused: str | None = None  # why the last typing was refused, until its scene takes it to tell (`take_refusal`)

    def contains(self, vp: Viewport, pos: tuple[int, int]) -> bool:
        return vp.rect(self.rect).collidepoint(pos)

    def handle(self, event: pygame.event.Event, vp: Viewport) -> bool:
        """True when the text changed. Keys are taken only while focused."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused, self.selected = self.contains(vp, event.pos), False
        elif self.focused and event.type == pygame.TEXTINPUT:
            return self._type(event.text)
        elif self.focused and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.selected = bool(self.value)
                return False
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                return self._type((decks.clipboard_text() or "").split("\n")[0])
            if event.key == pygame.K_BACKSPACE and self.value:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
                return True
            typed = event.dict.get("unicode", "")
            if event.key in MODIFIERS or (typed and typed.isprintable()):
                return False  # a letter's key comes before its TEXTINPUT, Shift before a capital's: the text replaces
            self.selected = False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
        return False

    def take_refusal(self) -> str | None:
        """Why the last typing was refused (None: it was not), said once."""
        refused, self.refused = self.refused, None
        return refused

    def _type(self, typed: str) -> bool:
        kept = "".join(ch for ch in typed if ch.isprintable())
        refused = naming.refusal(kept) if self.names else None
        if refused is not None:
            self.refused = refused
            return False
        before = "" if self.selected else self.value
        new = (before + kept)[: self.most]
        if self.names and len(before + kept) > self.most:
            self.refused = f"A name holds at most {self.most} characters: the rest was left out."
        changed, self.value, self.selected = new != self.value, new, False
        return changed

    def draw(self, surface: pygame.Surface, vp: Viewport, size: int = 19) -> None:
        box = vp.rect(self.rect)
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(6))
        edge = palette.HIGHLIGHT if self.focused else palette.FELT_LINE
        pygame.draw.rect(surface, edge, box, width=vp.px(2), border_radius=vp.px(6))
        shown = self.value + ("|" if self.focused else "")
        ink = palette.TEXT
        if not self.value and not self.focused:
            shown, ink = self.placeholder, palette.DIM_TEXT
        room = box.w - vp.px(16)
        least = text.legible(vp.px(15))
        size_px = max(least, text.fit(shown, vp.px(size), room))
        while len(shown) > 1 and text.width(shown, size_px) > room:
            shown = "\u2026" + shown[2:]  # long text: its end, where the typing is, stays
        if self.focused and self.selected:  # lit: typing replaces it
            lit = pygame.Rect(0, 0, text.width(shown.rstrip("|"), size_px) + vp.px(6), text.line_height(size_px))
            lit.midleft = (box.x + vp.px(5), box.centery)
            pygame.draw.rect(surface, palette.HIGHLIGHT, lit, border_radius=vp.px(4))
            ink = palette.INK
        text.draw(surface, shown, size_px, ink, midleft=(box.x + vp.px(8), box.centery))


def type_into(fields: Sequence[TextField], event: pygame.event.Event, vp: Viewport) -> tuple[bool, list[str]]:
    """Names typed into a set of fields: each field takes the event, and Tab moves the keyboard from the one that had
    it to the next (after the last, the first), its whole text selected, so that what is typed replaces it (a name
    the game gave, "Fighter 2", is not typed onto). Returns whether a field had the keyboard for this key or typed text
    (it goes no further), and why any typing was refused, for the scene to tell."""
    typing = next((k for k, field in enumerate(fields) if field.focused), None)
    refusals = []
    for field in fields:
        field.handle(event, vp)
        refused = field.take_refusal()
        if refused is not None:  # letters the game cannot draw properly, named
            refusals.append(refused)
    if typing is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
        following = fields[(typing + 1) % len(fields)]
        following.focused, following.selected = True, bool(following.value)
    return typing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT), refusals
