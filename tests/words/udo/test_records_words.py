"""The campaign's record book in words (game.words.udo.records): the best glory is said in words, without hints."""

from __future__ import annotations

from game.files.records import Record, RecordBook
from game.words.udo import records as udo_records


def test_records_say_best_glory_without_hints_in_words():
    kept = (Record(hero="udo", won=False, glory=3, rank="", masters=("crane",), lost_to="tiger", assisted=True,
                   date="2026-01-01T10:00", seed=1),)
    udo = udo_records.tabs(RecordBook(records=kept))[0]
    shown = {row.label: row.value for row in udo.sections[0].rows}
    assert shown["Best result"] == "none yet" and shown["With hints (apart)"] == "1 played, 0\u20131"
    assert not any("(-" in value for value in shown.values())
