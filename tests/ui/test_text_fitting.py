"""Text fitting gives the answers of trying every size and every word, from few fonts; open fonts are bounded by
their count and rendered lines by their pixels."""

from __future__ import annotations

import random

import pygame
import pytest

from game.content.udo import udo_catalog
from game.files.paths import asset
from game.ui import text
from game.ui.book_text import rules_text
from game.ui.text import faces, fitting
from game.words.udo.card_text import effect_text


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((640, 360))


def samples() -> list[str]:
    catalog = udo_catalog()
    cards = list(catalog.starters) + [master.special_move for master in catalog.masters]
    found = [card.name for card in cards] + [master.name for master in catalog.masters]
    found += [effect_text(effect) for card in cards for effect in card.effects]
    found += [line for line in rules_text("udo").replace("**", "").split("\n") if line]
    return found + ["", "X", "two  spaces", "far too long for any width at all"]


def every_size_fit(line: str, max_size: int, width_px: int, bold: bool) -> int:
    sizes = [s for s in range(text.MIN_SIZE, max(text.MIN_SIZE, max_size) + 1) if text.width(line, s, bold) <= width_px]
    return max(sizes, default=text.MIN_SIZE)


def every_size_fit_block(line: str, max_size: int, width_px: int, height_px: int, bold: bool) -> int:
    for size in range(max(text.MIN_SIZE, max_size), text.MIN_SIZE - 1, -1):
        lines = text.wrap(line, size, width_px, bold)
        if (len(lines) * text.line_height(size, bold) <= height_px
                and all(text.width(part, size, bold) <= width_px for part in lines)):
            return size
    return text.MIN_SIZE


def word_by_word_wrap(line: str, size: int, width_px: int, bold: bool) -> list[str]:
    lines: list[str] = []
    for paragraph in line.split("\n"):
        current = ""
        for word in filter(None, paragraph.split(" ")):
            candidate = f"{current} {word}" if current else word
            if current and text.width(candidate, size, bold) > width_px:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines


def test_fit_and_fit_block_find_what_trying_every_size_finds() -> None:
    chooser = random.Random(7)
    lines = samples()
    for _ in range(120):
        line, bold = chooser.choice(lines), chooser.random() < 0.4
        size, width_px, height_px = chooser.randrange(4, 60), chooser.randrange(5, 400), chooser.randrange(5, 200)
        assert text.fit(line, size, width_px, bold) == every_size_fit(line, size, width_px, bold)
        assert text.fit_block(line, size, width_px, height_px, bold)[0] == every_size_fit_block(
            line, size, width_px, height_px, bold)


def test_one_size_fits_every_line_at_the_size_of_the_widest_never_under_the_least_legible() -> None:
    lines = ["Master Crane  +1", "Master Iron Body  +2"]
    size = text.one_size(lines, 30, 160, bold=True)
    assert size == min(text.fit(line, 30, 160, bold=True) for line in lines) >= text.least_legible()
    assert all(text.width(line, size, bold=True) <= 160 for line in lines)
    assert text.one_size(lines, 30, 4) == text.least_legible() and text.one_size([], 30, 160) == 30


def test_wrapped_words_are_drawn_line_under_line_and_the_y_under_the_last_is_given() -> None:
    words, size = "A master's special move is gained once the master is defeated", 18
    lines = text.wrap(words, size, 160)
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    bottom = text.draw_wrapped(surface, words, size, (255, 255, 255), 160, 200, 20, anchor="midtop")
    assert len(lines) > 1 and bottom == 20 + len(lines) * text.line_height(size)
    drawn = surface.get_bounding_rect()
    assert drawn.top >= 20 and drawn.bottom <= bottom + 2 and drawn.w <= 160 and abs(drawn.centerx - 200) <= 2


def test_fit_box_finds_the_largest_size_whose_line_fits_both_ways_and_never_goes_under_the_least() -> None:
    line = "Master Iron Body"
    size = text.fit_box(line, 40, 10, 150, 20, bold=True)
    assert text.width(line, size, bold=True) <= 150 and text.line_height(size, bold=True) <= 20
    assert text.width(line, size + 1, bold=True) > 150 or text.line_height(size + 1, bold=True) > 20
    assert text.fit_box(line, 40, 10, 150, 200, bold=True) == text.fit(line, 40, 150, bold=True)
    assert text.fit_box(line, 40, 10, 5, 5) == 10 and text.fit_box(line, 6, 10, 500, 500) == 10


def test_wrap_breaks_where_measuring_word_by_word_breaks() -> None:
    chooser = random.Random(8)
    lines = samples() + ["one\n\ntwo", " lead and trail "]
    for _ in range(200):
        line, bold = chooser.choice(lines), chooser.random() < 0.3
        size, width_px = chooser.randrange(8, 50), chooser.randrange(1, 1200)
        assert text.wrap(line, size, width_px, bold) == word_by_word_wrap(line, size, width_px, bold)


def test_fitting_a_line_opens_a_few_fonts_not_one_for_every_size_tried(monkeypatch) -> None:
    opened: list[int] = []
    real_font = pygame.font.Font

    def counting_font(name, size):
        opened.append(size)
        return real_font(name, size)

    monkeypatch.setattr(faces, "_fonts", type(faces._fonts)())
    monkeypatch.setattr(pygame.font, "Font", counting_font)
    fitting._fit.__wrapped__("Special move: Lightspeed Right Leg Whirlwind", 64, 150, False, 1.0)
    assert len(opened) <= 4  # halving the sizes from 64 down to 8 would open six


def test_at_most_fonts_open_fonts_are_open_however_many_sizes_are_measured_and_drawn() -> None:
    for size in range(8, 400):
        text.width(f"Glory {size}", size, bold=size % 2 == 0)
        text.render(f"Round {size}", size, (255, 255, 255), bold=size % 3 == 0)
        text.metrics(size + 1, bold=size % 5 == 0)
        assert text.open_fonts() <= text.FONTS_OPEN


def test_the_heights_of_a_size_are_those_of_its_typeface_opened_afresh() -> None:
    for size in range(8, 120):
        for bold in (False, True):
            face = pygame.font.Font(asset("fonts", faces.FACES[bold]), text.pixels(size))
            heights = text.metrics(size, bold)
            assert (heights.ascent, heights.height, heights.linesize) == (face.get_ascent(), face.get_height(),
                                                                     face.get_linesize())
            assert text.line_height(size, bold) == min(face.get_linesize(), round(text.pixels(size) * text.LEADING))


def test_rendered_text_is_bounded_by_pixels() -> None:
    for size in range(8, 200):
        text.render(f"Line of text at size {size}", size, (255, 255, 255))
    assert text.TEXTS.pixels <= text.TEXTS.max_pixels


def test_a_block_fitted_again_is_not_measured_again_and_a_new_text_size_fits_it_afresh(monkeypatch) -> None:
    from game.files import settings

    line = "Deal X+1 damage, X being the length of the combo it finishes"
    first = text.fit_block(line, 40, 120, 60)
    first[1].append("changed by its caller")
    measured: list[str] = []
    real_wrap = fitting.wrap
    monkeypatch.setattr(fitting, "wrap", lambda *args, **kwargs: measured.append(args[0]) or real_wrap(*args, **kwargs))
    again = text.fit_block(line, 40, 120, 60)
    assert measured == [] and again[1][-1] != "changed by its caller"
    assert again[0] == every_size_fit_block(line, 40, 120, 60, False)
    settings.change(text_size="large")
    text.fit_block(line, 40, 120, 60)
    assert measured  # the text size is part of what the answer depends on


def test_a_line_cut_short_keeps_the_most_characters_that_fit_with_an_ellipsis() -> None:
    pygame.init()
    line = "Packed Tournament Hall"
    assert text.cut(line, 14, text.width(line, 14)) == line
    for room in range(10, text.width(line, 14), 7):
        shown = text.cut(line, 14, room)
        assert shown.endswith("\u2026") and line.startswith(shown[:-1].rstrip())
        assert text.width(shown, 14) <= room or len(shown) == 2
        longer = line[:len(shown[:-1].rstrip()) + 1]
        assert text.width(longer.rstrip() + "\u2026", 14) > room or longer.endswith(" ")


def test_the_longest_wording_that_fits_whole_is_chosen_and_the_last_is_cut_when_none_fits() -> None:
    wordings = ("Hand 5 \u00b7 Deck 12 \u00b7 Discards 3", "Hand 5 \u00b7 Deck 12", "Hand 5")
    for bold in (False, True):
        widths = [text.width(words, 16, bold) for words in wordings]
        assert text.first_fit(wordings, 16, widths[0], bold) == wordings[0]
        assert text.first_fit(wordings, 16, widths[0] - 1, bold) == wordings[1]
        assert text.first_fit(wordings, 16, widths[2], bold) == wordings[2]
        assert text.first_fit(wordings, 16, widths[2] - 1, bold) == wordings[2]  # the last, as it is
        assert text.fitted(wordings, 16, widths[1], bold) == wordings[1]
        cut = text.fitted(wordings, 16, widths[2] - 1, bold)
        assert cut.endswith("\u2026") and text.width(cut, 16, bold) <= widths[2] - 1


def test_a_shortened_block_cuts_a_word_wider_than_its_box_and_runs_past_it_nowhere() -> None:
    """"Roundhouse Kick" in a box narrower than "Roundhouse" ran past the box's edge on its own line: the word is cut
    short there, and a last line ending in an ellipsis never ends in two."""
    pygame.init()
    room = text.width("Roundhouse", 14) * 2 // 3
    two = 2 * text.line_height(14)
    lines = text.shorten(["Roundhouse Kick"], 14, room, two)
    assert lines[0].endswith("\u2026") and "Roundhouse".startswith(lines[0][:-1]) and lines[1] == "Kick"
    assert all(text.width(line, 14) <= room for line in lines)
    three = text.shorten(["Divert their Attention now"], 14, text.width("Divert", 14), two)
    assert len(three) == 2 and three[1].endswith("\u2026") and not three[1].endswith("\u2026\u2026")
    assert all(text.width(line, 14) <= text.width("Divert", 14) for line in three)


def test_the_newest_paragraphs_are_kept_whole_and_the_oldest_give_way() -> None:
    said = ["The first thing said, long enough to take two lines at least.", "A second.", "The newest of all."]
    lines = text.newest(said, 20, 200, 2)
    assert lines == ["A second.", "The newest of all."]
    assert text.newest(said, 20, 200, 20)[-1] == "The newest of all." and len(text.newest(said, 20, 200, 20)) > 3
    longest = text.newest(["one two three four five six seven eight nine ten eleven twelve"], 20, 60, 2)
    assert len(longest) == 2 and longest[-1].endswith("\u2026")


def test_the_least_legible_size_is_the_least_drawn_at_least_px_at_each_text_size_as_it_changes():
    from game.files import settings

    for text_size in ("normal", "largest", "large", "normal"):
        settings.change(text_size=text_size)
        least = text.least_legible()
        assert text.pixels(least) >= text.LEAST_PX, text_size
        assert least == text.MIN_SIZE or text.pixels(least - 1) < text.LEAST_PX, text_size


def test_words_wrapped_at_the_largest_size_that_passes_a_test_or_at_none() -> None:
    """A face's box of words: the largest size from the most down to the least legible one at which the lines pass
    (here: at most two lines), and None where they pass at no size."""
    words = ["Step forward and strike twice"]
    two_lines = text.largest_wrapped(words, 40, 160, lambda size, lines: len(lines) <= 2)
    assert two_lines is not None
    size, lines = two_lines
    assert len(lines) <= 2 and lines == text.wrap(words[0], size, 160)
    assert size == 40 or len(text.wrap(words[0], size + 1, 160)) > 2
    assert text.largest_wrapped(words, 40, 160, lambda size, lines: False) is None


def test_a_line_on_two_rows_splits_at_a_space_else_between_letters_and_is_cut_only_at_the_least_legible_size():
    """A name with no room on one line: "Bartholomew Wu (2)" at a space, at the largest size both rows fit; one
    typed as a single word between two letters; one too long for both rows at the least legible size cut, never
    smaller."""
    size, rows = text.two_rows("Bartholomew Wu (2)", 40, (120, 100), bold=True)
    assert rows in (["Bartholomew", "Wu (2)"], ["Bartholomew Wu", "(2)"])
    assert all(text.width(row, size, True) <= room for row, room in zip(rows, (120, 100), strict=True))
    assert text.width(" ".join(rows), size, True) > 120  # no room on one line
    assert text.fit(rows[0], size + 1, 120, True) == size or text.fit(rows[1], size + 1, 100, True) == size
    size, rows = text.two_rows("W" * 14, 40, (90, 90), bold=True)
    assert "".join(rows) == "W" * 14 and all(text.width(row, size, True) <= 90 for row in rows)
    size, rows = text.two_rows("W" * 40, 40, (60, 60), bold=True)
    assert size == text.least_legible() and rows[0].endswith("\u2026")


@pytest.mark.parametrize("width_px", [60, 200, 420])
def test_balanced_lines_are_as_few_as_the_greedy_wrap_makes_hold_every_word_and_fit(width_px):
    for line in samples():
        greedy, even = text.wrap(line, 20, width_px), text.balanced(line, 20, width_px)
        assert len(even) == len(greedy) and " ".join(even).split() == line.split()
        assert all(text.width(part, 20) <= width_px for part in even if " " in part)
