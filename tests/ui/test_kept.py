"""What is worked out once and found again (game.ui.kept): a table lays out its buttons anew after every move, and
they are drawn as the ones they replace were, their label-size groups found as before, while a button that reads or
lies otherwise is drawn anew; a toast is painted once for the seconds it stands; every store is bounded and is
emptied with the pictures when the text size changes."""

from __future__ import annotations

import pygame

from game.files import settings
from game.ui import text, widgets
from game.ui.button_rows import _groups, share_sizes
from game.ui.face_cache import forget_pictures
from game.ui.kept import Kept, kept
from game.ui.toasts import TOAST_FADE, Toast
from game.ui.viewport import Viewport
from game.ui.widgets import Button, one_size
from tests.ui.helpers import rendered


def test_a_store_finds_what_it_keeps_and_is_emptied_once_full():
    store: dict[int, str] = {}
    made: list[int] = []

    def make(n: int) -> str:
        made.append(n)
        return str(n)

    assert [kept(store, n, lambda n=n: make(n), 3) for n in (1, 2, 1, 3)] == ["1", "2", "1", "3"]
    assert made == [1, 2, 3] and len(store) == 3
    kept(store, 4, lambda: make(4), 3)  # full: emptied, then the new one kept
    assert store == {4: "4"}


def test_a_function_is_made_again_only_for_other_arguments_a_rect_by_its_numbers_or_another_text_size():
    made: list[tuple[object, ...]] = []
    pieces = Kept[object, str](10)

    def picture(words: str, rect: pygame.Rect) -> str:
        made.append((words, tuple(rect)))
        return words

    pieces.made(picture, "X=2", pygame.Rect(1, 2, 3, 4))
    pieces.made(picture, "X=2", pygame.Rect(1, 2, 3, 4))  # another rect, the same numbers
    pieces.made(picture, "X=3", pygame.Rect(1, 2, 3, 4))
    with text.at_scale(settings.TEXT_SCALES["largest"]):
        pieces.made(picture, "X=3", pygame.Rect(1, 2, 3, 4))
    assert made == [("X=2", (1, 2, 3, 4)), ("X=3", (1, 2, 3, 4)), ("X=3", (1, 2, 3, 4))]
    forget_pictures()
    assert pieces.store == {}


def _buttons(label: str) -> list[Button]:
    row = [Button(label, (100, 100, 120, 44), lambda: None), Button("Undo", (228, 100, 120, 44), lambda: None)]
    one_size(row)
    return row


def test_buttons_made_anew_as_they_were_are_drawn_from_the_lines_kept_and_others_are_drawn_anew(monkeypatch):
    pygame.init()
    surface, vp = pygame.Surface((1280, 720)), Viewport(1280, 720)
    forget_pictures()
    for button in _buttons("Fight!"):
        button.draw(surface, vp)
    lines = rendered(monkeypatch)
    for button in _buttons("Fight!"):  # the table after a move: the same buttons, made anew
        button.draw(surface, vp)
    assert lines == []
    for button in _buttons("End turn"):
        button.draw(surface, vp)
    assert {line for line, _ in lines} == {"End turn"}  # laid out, then drawn: Undo beside it is as it was


def test_buttons_made_anew_where_others_lay_share_their_sizes_as_those_were_found():
    first = [Button("Hint", (1000, 400, 200, 44), lambda: None), Button("Fight!", (1000, 454, 200, 52), lambda: None),
             Button("Undo", (1000, 516, 96, 44), lambda: None), Button("Redo", (1104, 516, 96, 44), lambda: None)]
    share_sizes(first)
    again = [Button(b.label, b.rect, lambda: None) for b in first]
    share_sizes(again)
    assert [[again.index(b) for b in button.shared] for button in again] == [
        [first.index(b) for b in button.shared] for button in first]
    assert [button.shared for button in again] == _groups(again)
    assert again[2].shared == (again[2], again[3])  # Undo and Redo as a row of their own, not with Hint


def test_a_toast_is_painted_once_while_it_stands_and_only_fades_at_the_end(monkeypatch):
    pygame.init()
    surface, vp = pygame.Surface((1280, 720)), Viewport(1280, 720)
    toast = Toast("That card cannot start a combo.", (640, 300))
    toast.draw(surface, vp)
    made = []
    real = pygame.Surface

    def surfaces(*args, **kwargs) -> pygame.Surface:
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame, "Surface", surfaces)
    for _ in range(30):
        toast.update(1 / 60)
        toast.draw(surface, vp)
    toast.seconds = TOAST_FADE / 2
    box = toast.draw(surface, vp)
    assert made == []
    monkeypatch.setattr(pygame, "Surface", real)
    picture = toast._made(vp)[1]
    assert picture.get_alpha() == 127 and picture.get_size() == box.size


def test_a_toast_is_painted_anew_at_another_text_size():
    pygame.init()
    vp = Viewport(1280, 720)
    toast = Toast("That card cannot start a combo.", (640, 300))
    normal = toast._made(vp)[1].get_width()
    with text.at_scale(settings.TEXT_SCALES["largest"]):
        assert toast._made(vp)[1].get_width() > normal


def test_a_choice_that_changes_one_label_of_a_row_fits_only_that_label_again(monkeypatch):
    """Settings ticks the value chosen (colour-blind marks): its rows fitted every label of their group again."""
    pygame.init()
    vp = Viewport(1280, 720)
    forget_pictures()
    row = [Button(label, (100 + 160 * k, 100, 150, 40), lambda: None) for k, label in enumerate(("Slow", "Normal",
                                                                                                   "Fast", "Off"))]
    one_size(row)
    row[0].row_size(vp)
    fitted: list[str] = []
    real = widgets._fit
    monkeypatch.setattr(widgets, "_fit", lambda label, *args: fitted.append(label) or real(label, *args))
    row[2].label = "\u2713 Fast"
    assert row[0].row_size(vp) is not None
    assert fitted == ["\u2713 Fast"]
