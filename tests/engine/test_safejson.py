"""JSON within bounds: a text nested deeper than its bounds is refused before it is parsed (brackets inside strings
nest nothing); a line whose text alone bounds it is not walked again, and what a walk would refuse is still refused."""

from __future__ import annotations

from itertools import accumulate

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import safejson
from game.engine.safejson import SAVE_LINE, JsonError, loads


@pytest.fixture
def walks(monkeypatch) -> list[object]:
    seen: list[object] = []
    real = safejson.check
    monkeypatch.setattr(safejson, "check", lambda value, limits: seen.append(value) or real(value, limits))
    return seen


def test_a_short_line_with_no_surrogate_escape_is_parsed_without_a_second_walk(walks) -> None:
    assert safejson.loads('{"kind": "CardPlayed", "card_id": "lead_jab", "seat": 1}') == {
        "kind": "CardPlayed", "card_id": "lead_jab", "seat": 1}
    assert walks == []


def test_a_line_longer_than_the_longest_string_allowed_is_walked(walks) -> None:
    limits = safejson.Limits(string=10)
    with pytest.raises(safejson.JsonError, match="a text of 11 characters"):
        safejson.loads('["abcdefghijk"]', limits)
    assert safejson.loads('["abc", "defghij"]', limits) == ["abc", "defghij"]
    assert len(walks) == 2


@pytest.mark.parametrize("escape", ["\\ud800", "\\uDFFF", "\\udc00x"])
def test_a_lone_surrogate_escape_in_a_short_line_is_refused(escape: str) -> None:
    with pytest.raises(safejson.JsonError, match="lone surrogate"):
        safejson.loads(f'{{"name": "{escape}"}}')


def test_a_surrogate_pair_escape_is_walked_and_kept(walks) -> None:
    assert safejson.loads('"\\ud83d\\ude00"') == "\U0001F600"
    assert len(walks) == 1


def test_a_number_beyond_the_largest_allowed_is_refused_as_it_is_parsed(walks) -> None:
    with pytest.raises(safejson.JsonError, match="beyond the largest allowed"):
        safejson.loads('{"atk": -1001}', safejson.CARD_DATA)
    assert walks == []


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


@given(text=st.lists(st.sampled_from(["[", "{", "]", "}", "[[[[", "{{{{", "{[{[", "]]]]", "}}}}", ", 1"]),
                     max_size=40).map("".join),
       limit=st.integers(min_value=2, max_value=12))
def test_a_text_is_deeper_than_a_bound_when_some_start_of_it_opens_more_brackets_than_it_closes(text, limit):
    openings = [1 if char in "[{" else -1 for char in text if char in "[]{}"]
    deepest = max(accumulate(openings), default=0)
    assert (safejson._depth(text) > limit) == (deepest > limit)


@pytest.mark.parametrize(("line", "said"), [
    ('{"kind": "Card', "is not valid JSON: Unterminated string starting at line 1, column 10"),
    ('{"kind": }', "is not valid JSON: Expecting value at line 1, column 10"),
    ('{"a": 1}\n{"b"', "is not valid JSON: Extra data at line 2, column 1"),
])
def test_a_text_that_is_not_json_says_where_once_in_words_that_read(line, said) -> None:
    with pytest.raises(JsonError) as refused:
        loads(line)
    assert str(refused.value) == said
