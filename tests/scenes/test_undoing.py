"""Undo and Redo shared by the tables (game.scenes.undoing): one person's own commands only, every command of a game of
one seat, and the moments a table names passed through."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pygame

from game.engine.core import Command
from game.scenes.undoing import UndoRedo, never


class FakeSession:
    def __init__(self, seats: int) -> None:
        self.table = SimpleNamespace(seats=seats)
        self.batches: list[int] = []
        self.undone: list[int] = []
        self.state = "state"

    def can_undo(self) -> bool:
        return bool(self.batches)

    def can_redo(self) -> bool:
        return bool(self.undone)


class FakeCampaign:
    def __init__(self, seats: int) -> None:
        self.session = FakeSession(seats)
        self.state = self.since = "state"

    def play(self) -> None:
        self.session.batches.append(len(self.session.batches))
        self.session.undone.clear()

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self, through: Callable[[object], bool]) -> bool:
        self.session.undone.append(self.session.batches.pop())
        while through(self.state) and self.session.batches:
            self.session.undone.append(self.session.batches.pop())
        return True

    def redo(self, through: Callable[[object], bool]) -> bool:
        self.session.batches.append(self.session.undone.pop())
        while through(self.state) and self.session.undone:
            self.session.batches.append(self.session.undone.pop())
        return True

    def take_events(self) -> list:
        return []


class Table:
    """What UndoRedo reads of a table (game.scenes.undoing.UndoingTable)."""

    def __init__(self, people: tuple[int, ...], seats: int = 2, through: Callable[[object], bool] = never) -> None:
        self.viewer = 0
        self.campaign = FakeCampaign(seats)
        self.seating = SimpleNamespace(people=people, open=False)
        self.computers = {}
        self.timeline = SimpleNamespace(extend=lambda beats: None)
        self.forgotten = 0
        self.buttons = []
        self.undo = UndoRedo(self, through)

    def _skip(self) -> None:
        pass

    def _shown_again(self) -> None:
        pass

    def _buttons(self) -> list:
        return self.undo.buttons((0, 0, 10, 10), (20, 0, 10, 10))

    def _beats(self, before, events) -> list:
        return []

    def _forget_undone(self) -> None:
        self.forgotten += 1

    def play(self, seat: int) -> None:
        self.campaign.play()
        self.undo.note(Command(seat=seat))


def press(table: Table, key: int, mod: int) -> bool:
    return table.undo.key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod))


def test_the_person_at_the_screen_undoes_and_redoes_their_own_command_by_keys_and_buttons():
    table = Table(people=(0,))
    table.play(0)
    undo, redo = table._buttons()
    assert undo.enabled and not redo.enabled
    assert press(table, pygame.K_z, pygame.KMOD_CTRL) and table.undo.redoable == 1 and table.forgotten == 1
    assert not table.campaign.session.batches
    assert press(table, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT) and table.undo.redoable == 0
    assert table.campaign.session.batches and table.undo.can_undo()
    assert not press(table, pygame.K_z, 0) and not press(table, pygame.K_x, pygame.KMOD_CTRL)


def test_another_seats_command_ends_the_chance_to_undo():
    table = Table(people=(0,))
    table.play(0)
    table.play(1)
    assert not table.undo.can_undo() and not table.undo.own
    table.undo.undo()
    assert len(table.campaign.session.batches) == 2


def test_at_a_game_of_one_seat_every_command_of_the_log_is_the_players_to_undo():
    table = Table(people=(0,), seats=1)
    table.campaign.play()  # played before the table opened (a campaign continued)
    assert table.undo.can_undo()
    table.undo.undo()
    assert not table.campaign.session.batches and table.undo.can_redo()


def test_undo_and_redo_pass_through_the_moments_the_table_names_as_one_step():
    table = Table(people=(0,), through=lambda view: len(table.campaign.session.batches) == 1)
    table.play(0)
    table.play(0)  # the choice the first command asked for, made at the moment undo and redo pass through
    table.undo.undo()
    assert not table.campaign.session.batches and not table.undo.own and table.undo.redoable == 1
    table.undo.redo()
    assert len(table.campaign.session.batches) == 2 and table.undo.can_undo() and not table.undo.can_redo()
