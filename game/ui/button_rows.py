"""Buttons that read as one thing set their labels at one size: a row of buttons side by side (a set-up's choices, a
deck's actions, a dialog's answers), and rows of buttons as wide stacked one over another across the same width (a
table's column of Hint and a play, not the narrower Undo and Redo under them, whose labels shrink further). Where one
label must shrink to fit its button, the others of its group stand no larger, so no group mixes a shrunk label with
whole ones at their full size (Button.row_size finds the one size). A button whose label has a largest size of its
own (a one-symbol button, a gear) keeps its size. Worked out from where the buttons lie in design space, for every
screen that draws its buttons, with the groups a screen names (one_size) joined in."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence

from game.ui.kept import kept
from game.ui.widgets import Button

APART = 24  # design px: buttons this close or closer, side by side or stacked, read as one group
GROUPS_KEPT = 500  # layouts whose groups are kept (_GROUPS), emptied when full
_GROUPS: dict[Hashable, list[tuple[int, ...]]] = {}
ALIGNED = 4  # design px: stacked rows whose ends lie this close read as one column


def share_sizes(buttons: Sequence[Button]) -> None:
    """Gives each of `buttons` the group its label shares one size with (`Button.shared`): its row, and the rows
    stacked with it across the same width, with the buttons a screen grouped itself (`Button.row`). Worked out again
    only when the buttons, or where they lie, have changed since the screen's last frame: each button keeps the
    layout it was grouped in (`Button.grouped`), so a button made anew is always grouped, whatever its id; and the
    groups of a layout found once are found again for buttons made anew where those lay (`_GROUPS`: a table lays its
    buttons out again after every move)."""
    laid_out = tuple((id(button), button.rect, button.size, id(button.row)) for button in buttons)
    if buttons and buttons[0].grouped == laid_out and all(b.grouped is buttons[0].grouped for b in buttons):
        return
    at = {id(button): k for k, button in enumerate(buttons)}
    shape = tuple((tuple(button.rect), button.size, tuple(at.get(id(b), -1) for b in button.row)) for button in buttons)
    known = _GROUPS.get(shape)
    groups = _groups(buttons) if known is None else [tuple(buttons[k] for k in group) for group in known]
    if known is None and all(id(b) in at for group in groups for b in group):  # (none of a row outside these)
        kept(_GROUPS, shape, lambda: [tuple(at[id(b)] for b in group) for group in groups], GROUPS_KEPT)
    for button, shared in zip(buttons, groups, strict=True):
        button.grouped, button.shared = laid_out, shared


def _groups(buttons: Sequence[Button]) -> list[tuple[Button, ...]]:
    """Each button's group, as `share_sizes` gives it."""
    groups: dict[int, tuple[Button, ...]] = {}
    for group in _stacked(_rows(buttons)):
        common = Counter(button.size for button in group).most_common(1)[0][0]
        alike = [button for button in group if button.size == common]
        shared = tuple(dict.fromkeys([*alike, *(other for button in alike for other in button.row)]))
        for button in group:
            groups[id(button)] = shared if button in alike and len(shared) > 1 else ()
    return [groups[id(button)] for button in buttons]


def _rows(buttons: Sequence[Button]) -> list[list[Button]]:
    """The buttons in rows, left to right: of one top and height, each no further than APART from the one before."""
    rows: list[list[Button]] = []
    for button in sorted(buttons, key=lambda b: (b.rect[1], b.rect[3], b.rect[0])):
        last = rows[-1][-1] if rows else None
        if last is not None and last.rect[1] == button.rect[1] and last.rect[3] == button.rect[3] and (
                button.rect[0] - (last.rect[0] + last.rect[2]) <= APART):
            rows[-1].append(button)
        else:
            rows.append([button])
    return rows


def _stacked(rows: list[list[Button]]) -> list[list[Button]]:
    """The rows joined into groups: a row joins the group over it when the two span the same width (their ends within
    ALIGNED), stand no further than APART apart and are made of buttons as wide (within ALIGNED): a table's Hint over
    its play, not the narrow Undo and Redo under them, whose labels shrink further (at the Largest text in a small
    window, Kenpo's End turn and Rest would be set as small as Undo's)."""
    groups: list[tuple[float, float, float, list[Button]]] = []  # left, right, bottom, the buttons
    for row in sorted(rows, key=lambda row: row[0].rect[1]):
        left, right = row[0].rect[0], row[-1].rect[0] + row[-1].rect[2]
        top, bottom = row[0].rect[1], row[0].rect[1] + row[0].rect[3]
        over = next((k for k, (ends_left, ends_right, ends_at, buttons) in enumerate(groups)
                     if abs(ends_left - left) <= ALIGNED and abs(ends_right - right) <= ALIGNED
                     and 0 <= top - ends_at <= APART and _as_wide(buttons[-len(row):], row)), None)
        if over is None:
            groups.append((left, right, bottom, row))
        else:
            groups[over] = (left, right, bottom, groups[over][3] + row)
    return [group for *_, group in groups]


def _as_wide(above: list[Button], row: list[Button]) -> bool:
    """Whether the widest buttons of two rows are as wide (within ALIGNED)."""
    return abs(max(b.rect[2] for b in above) - max(b.rect[2] for b in row)) <= ALIGNED
