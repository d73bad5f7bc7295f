"""The Kenpo table's status line says the computer is thinking only while a computer seat decides: at a table where
no one decides for the other seat (a lesson playing it by script), it says whose turn it is."""

from __future__ import annotations

from typing import Any

from game.engine.kenpo import commands as cmd
from game.words.kenpo.lesson import RED, YOU, start
from game.words.kenpo.telling import Moment, status_line


def red_to_play() -> Any:
    session = start()
    session.submit(cmd.PlayCard(seat=YOU, card="yellow_front_kick_1", move="forward"))
    session.submit(cmd.EndTurn(seat=YOU))
    assert session.state.seat == RED
    return session


def test_the_computer_is_thinking_only_while_a_computer_seat_decides():
    session = red_to_play()
    names = ("You", "Computer")
    catalog = session.ruleset.catalog
    deciding = Moment(session.state, YOU, names, session.legal(YOU), thinking=True)
    assert status_line(deciding, catalog) == "The computer is thinking..."
    scripted = Moment(session.state, YOU, names, session.legal(YOU), thinking=False)
    assert status_line(scripted, catalog) == "Computer to play."
