"""Names typed into a set of fields (game.ui.fields.type_into): Tab hands the keyboard to the next field with its
whole text selected, so that a name the game gave ("Fighter 2") is replaced by what is typed, never typed onto; an
empty field simply takes the typing."""

from __future__ import annotations

import pygame

from game.ui.fields import TextField, type_into
from game.ui.viewport import Viewport

VP = Viewport(1280, 720)


def typed(fields: list[TextField], words: str) -> None:
    for letter in words:
        type_into(fields, pygame.event.Event(pygame.TEXTINPUT, text=letter), VP)


def tab(fields: list[TextField]) -> None:
    type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"), VP)


def test_tab_to_a_named_field_selects_its_name_and_typing_replaces_it():
    fields = [TextField((0, 0, 200, 40), "Ann", focused=True), TextField((0, 50, 200, 40), "Fighter 2"),
              TextField((0, 100, 200, 40), "", placeholder="Fighter 3")]
    tab(fields)
    assert [field.focused for field in fields] == [False, True, False] and fields[1].selected
    typed(fields, "Bo")
    assert [field.value for field in fields] == ["Ann", "Bo", ""]
    tab(fields)
    assert fields[2].focused and not fields[2].selected
    typed(fields, "Cy")
    tab(fields)  # round to the first, its name selected in turn
    typed(fields, "Di")
    assert [field.value for field in fields] == ["Di", "Bo", "Cy"]



def keyed(fields: list[TextField], words: str) -> None:
    """`words` typed as a keyboard sends them: Shift's own key before a capital, each letter's key, then its text."""
    for letter in words:
        if letter.isupper():
            type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT,
                                                 unicode=""), VP)
        type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{letter.lower()}"),
                                             mod=pygame.KMOD_LSHIFT if letter.isupper() else 0, unicode=letter), VP)
        type_into(fields, pygame.event.Event(pygame.TEXTINPUT, text=letter), VP)


def test_a_name_typed_key_by_key_over_a_selected_name_replaces_it():
    """A keyboard sends a letter's key (and Shift's before a capital) before the letter's text: that key put the
    selection away, so "Bo" typed after Tab (or Ctrl+A) made "Fighter 2Bo"."""
    fields = [TextField((0, 0, 200, 40), "Ann", focused=True), TextField((0, 50, 200, 40), "Fighter 2")]
    tab(fields)
    keyed(fields, "Bo")
    assert [field.value for field in fields] == ["Ann", "Bo"]
    type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LCTRL, mod=pygame.KMOD_LCTRL, unicode=""), VP)
    type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="\x01"), VP)
    keyed(fields, "cy")
    assert [field.value for field in fields] == ["Ann", "cy"]
    type_into(fields, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""), VP)
    keyed(fields, "D")
    assert fields[1].value == "cyD"  # a key that types nothing and is no modifier puts the selection away
