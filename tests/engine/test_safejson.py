"""JSON nested deeper than its bounds is refused before it is parsed; brackets inside strings nest nothing."""

from __future__ import annotations

import pytest

from game.engine.safejson import SAVE_LINE, JsonError, loads

DEPTH = SAVE_LINE.depth


def nest(levels: int, opening: str = "[", closing: str = "]") -> str:
    """`levels` arrays (or objects) one inside the other, the innermost empty."""
    return opening * (levels - 1) + opening[0] + closing * levels


@pytest.mark.parametrize("brackets", [("[", "]"), ('{"a":', "}")], ids=["arrays", "objects"])
@pytest.mark.parametrize("deeper", [DEPTH + 1, 10_000])
def test_a_text_nested_as_deep_as_the_bound_is_read_and_any_deeper_is_refused(brackets, deeper):
    assert loads(nest(DEPTH, *brackets)) is not None
    with pytest.raises(JsonError, match=f"nests deeper than {DEPTH} levels"):
        loads(nest(deeper, *brackets))


def test_brackets_inside_strings_nest_nothing():
    text = '["' + "[{" * DEPTH + '", ' + nest(DEPTH - 1) + "]"
    assert loads(text)[0] == "[{" * DEPTH


def test_many_brackets_side_by_side_are_no_deeper_than_one():
    assert loads("[" + ", ".join(["[]"] * (DEPTH * 4)) + "]") == [[]] * (DEPTH * 4)
