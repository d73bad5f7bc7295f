"""The player's settings file: kept across a restart, checked on reading, never lost, written only by the copy that
owns the user folder."""

from __future__ import annotations

import json

import pytest

from game.files import settings, storage, writer
from game.files.paths import settings_path
from game.files.settings import Settings


def restart() -> Settings:
    """What a new start of the game reads."""
    settings.forget()
    return settings.current()


def test_settings_survive_a_restart():
    settings.change(music_volume=20, muted=True, window=(1600, 900), fullscreen=True, animation="instant",
                    text_size="large", colour_blind=True, curtain=False, confirm_replace=False)
    kept = restart()
    assert kept == Settings(music_volume=20, muted=True, window=(1600, 900), fullscreen=True, animation="instant",
                            text_size="large", colour_blind=True, curtain=False, confirm_replace=False)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["format"] == "martial-masters-settings"


def test_the_games_whose_lesson_was_offered_are_kept_across_a_restart():
    settings.change(lessons_offered=("kenpo", "udo"))
    assert restart().lessons_offered == ("kenpo", "udo")
    assert json.loads(settings_path().read_text(encoding="utf-8"))["lessons_offered"] == ["kenpo", "udo"]


def test_each_set_ups_last_choices_are_kept_across_a_restart():
    from game.files import setups

    setups.remember("master", {"players": "5", "seat2": "person:Ana"})
    setups.remember("kenpo", {"mode": "hotseat"})
    setups.remember("master", {"players": "3"})
    restart()
    assert setups.remembered("master") == {"players": "3"} and setups.remembered("kenpo") == {"mode": "hotseat"}


def test_every_set_ups_choices_at_their_most_are_kept_together_across_a_restart():
    """A tournament of twenty remembers 45 choices (each entrant's kind and name, and its saved deck's name), an Army
    of One 36 (each seat's kind, deck and name): with Kenpo's and Master's, more than the 64 lines the settings held,
    so the oldest set-up's were lost."""
    from game.engine.matcg.teams import ARMY_SEATS
    from game.engine.tournament import CHAMPIONSHIP, KINDS
    from game.files import setups
    from game.play.master.setup import MOST_SEATS

    most = {"kenpo": 4, "master": 2 + MOST_SEATS, "matcg": 6 + 3 * ARMY_SEATS,
            "tournament": 5 + 2 * KINDS[CHAMPIONSHIP][1]}
    for family, count in most.items():
        setups.remember(family, {f"choice{k}": "yes" for k in range(count)})
    restart()
    assert {family: len(setups.remembered(family)) for family in most} == most


def test_with_no_file_the_defaults_hold_and_nothing_is_said():
    assert restart() == Settings() and storage.take_notices() == []


@pytest.mark.parametrize("damage, said", [
    (b"{not json", "settings.json"),
    (b'{"format": "martial-masters-settings", "version": 1, "music_volume": 150}', "music_volume"),
    (b'{"format": "martial-masters-settings", "version": 1, "animation": "warp"}', "animation"),
    (b'{"format": "martial-masters-settings", "version": 1, "window": [10, 10]}', "window"),
    (b'{"format": "martial-masters-settings", "version": 1, "muted": "yes"}', "muted"),
    (b'{"format": "martial-masters-settings", "version": 1, "lessons_offered": "kenpo"}', "lessons_offered"),
    (b'{"format": "martial-masters-settings", "version": 1, "lessons_offered": ["kenpo", "kenpo"]}',
     "lessons_offered"),
    (b'{"format": "martial-masters-settings", "version": 1, "lessons_offered": ["../x"]}', "lessons_offered"),
    (b'{"format": "martial-masters-settings", "version": 1, "lessons_offered": [7]}', "lessons_offered"),
    (b'{"format": "martial-masters-settings", "version": 1, "animation": ["slow"]}', "animation"),
    (b'{"format": "martial-masters-settings", "version": 1, "text_size": {}}', "text_size"),
    (b'{"format": "martial-masters-settings", "version": 1, "lessons_offered": [[1]]}', "lessons_offered"),
    (b'{"format": "martial-masters-settings", "version": 1, "setups": ["master.players"]}', "setups"),
    (b'{"format": "martial-masters-settings", "version": 1, "setups": ["master.a=1", "master.a=2"]}', "setups"),
    (b'{"format": "something else"}', "not a Martial Masters settings file"),
    (b"\xff\xfe", "UTF-8"),
])
def test_a_damaged_file_gives_the_defaults_one_message_naming_it_and_is_kept_aside(damage, said):
    path = settings_path()
    path.write_bytes(damage)
    assert restart() == Settings()
    (message,) = storage.take_notices()
    assert str(path) in message and said in message and "settings.json.bak" in message
    assert (path.parent / "settings.json.bak").read_bytes() == damage  # nothing of the player's is lost
    settings.change(effects_volume=60)  # the next change writes a good file in its place
    assert restart().effects_volume == 60 and storage.take_notices() == []


def test_one_bad_setting_goes_back_to_its_default_and_every_other_setting_of_the_file_is_kept():
    """A volume typed by hand as a word must not cost the player the text size and colour-blind marks they chose:
    the bad setting alone takes its default, the file is kept aside, and a sound file is written at once."""
    path = settings_path()
    damage = json.dumps({"format": "martial-masters-settings", "version": 1, "music_volume": "loud",
                         "text_size": "largest", "colour_blind": True, "curtain": None}).encode()
    path.write_bytes(damage)
    kept = Settings(text_size="largest", colour_blind=True)
    assert restart() == kept
    (message,) = storage.take_notices()
    assert "music_volume" in message and "curtain" in message and "settings.json.bak" in message
    assert "the other settings are kept" in message
    assert (path.parent / "settings.json.bak").read_bytes() == damage  # nothing of the player's is lost
    writer.wait_for()
    assert restart() == kept and storage.take_notices() == []  # and the next start reads them without a word



def test_a_volume_typed_as_a_fraction_is_one_bad_setting_and_every_other_setting_is_kept():
    """A volume written as 0.5 (a fraction of the whole, where the game counts 0 to 100) costs that setting alone."""
    settings_path().write_text(json.dumps({"format": "martial-masters-settings", "version": 1, "music_volume": 0.5,
                                           "text_size": "largest", "colour_blind": True}), encoding="utf-8")
    assert restart() == Settings(text_size="largest", colour_blind=True)
    (message,) = storage.take_notices()
    assert "music_volume" in message and "0.5" in message and "the other settings are kept" in message

@pytest.mark.parametrize("value", [None, 1.5, -1, 10**30, "", "x", [], [[1]], [{}], {}, {"a": [1]}, True],
                         ids=repr)
def test_any_value_of_the_wrong_kind_for_any_setting_is_read_as_damage_never_as_a_crash(value):
    """Every setting, given JSON of any other kind (a list or an object where a name is wanted: unhashable), is either
    a value it takes or a damaged file: the game starts either way."""
    for name in settings._CHECKS:
        settings_path().write_text(json.dumps({"format": "martial-masters-settings", "version": 1, name: value}),
                                   encoding="utf-8")
        try:
            settings.read()
        except storage.Damaged as error:
            assert str(settings_path()) in str(error)


def test_a_later_version_s_settings_the_game_does_not_know_are_left_out():
    settings_path().write_text(json.dumps({"format": "martial-masters-settings", "version": 1, "muted": True,
                                           "haptics": "strong"}), encoding="utf-8")
    assert restart() == Settings(muted=True) and storage.take_notices() == []


def test_a_settings_file_that_cannot_be_read_is_left_alone_and_never_written_over():
    settings_path().mkdir(parents=True)  # a folder where the file should be
    assert restart() == Settings()
    assert len(storage.take_notices()) == 1
    settings.change(muted=True)  # holds for this session
    assert settings.current().muted and settings_path().is_dir()


def test_a_read_only_copy_reads_the_settings_and_writes_nothing():
    settings.change(text_size="largest")
    writer.wait_for()
    before = settings_path().read_bytes()
    storage.set_read_only("another copy of the game owns the user folder")
    try:
        assert restart().text_size == "largest"
        settings.change(text_size="normal")
        writer.wait_for()
        assert settings.current().text_size == "normal" and settings_path().read_bytes() == before
    finally:
        storage.set_read_only(None)


def test_a_value_out_of_range_is_refused_and_nothing_changes():
    with pytest.raises(ValueError, match="master_volume"):
        settings.change(master_volume=101)
    assert settings.current() == Settings() and not settings_path().exists()


def test_the_volume_of_each_kind_is_its_share_of_the_master_volume_and_mute_silences_all():
    assert Settings(master_volume=50, effects_volume=80).volume("effects") == pytest.approx(0.4)
    assert Settings(master_volume=100, music_volume=40).volume("music") == pytest.approx(0.4)
    assert Settings(muted=True).volume("effects") == Settings(muted=True).volume("music") == 0


def test_the_tools_draw_and_time_with_the_default_settings_whatever_the_player_set():
    from game.tools.commands import _tool_run

    settings.change(text_size="largest", animation="instant")
    restart()
    try:
        _tool_run("screenshot")
        assert settings.current() == Settings()
    finally:
        storage.set_read_only(None)
    assert restart().text_size == "largest"  # the player's file is as it was


def test_every_setting_is_checked_compared_and_written():
    changed = Settings(muted=True)
    assert list(changed.as_dict()) == list(Settings.__annotations__)
    assert changed != Settings() and changed == Settings().replaced(muted=True)
    assert hash(changed) == hash(Settings(muted=True))
    with pytest.raises(AttributeError):
        changed.muted = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        Settings(volume=50)


def test_a_bad_line_of_the_set_ups_is_told_alone_not_with_every_line_kept():
    lines = [f"tournament.entrant{k}=karate|person|Entrant with a long name {k}" for k in range(1, 96)]
    path = settings_path()
    path.write_text(json.dumps({"format": settings.FORMAT, "version": settings.VERSION,
                                "setups": [*lines, "master.seat1=person:A\u0007B"]}), encoding="utf-8")
    assert restart().setups == ()
    (message,) = storage.take_notices()
    assert str(path) in message and "'master.seat1=person:A\\x07B'" in message and "entrant1=" not in message
    assert len(message) < len(str(path)) + 400


@pytest.mark.parametrize("name", ["lessons_offered", "window", "master_volume"])
def test_a_bad_value_is_quoted_no_longer_than_a_line(name):
    path = settings_path()
    path.write_text(json.dumps({"format": settings.FORMAT, "version": settings.VERSION,
                                name: ["x" * 190 + str(k) for k in range(150)]}), encoding="utf-8")
    assert restart() == Settings()
    (message,) = storage.take_notices()
    assert str(path) in message and name in message and len(message) < len(str(path)) + 400


def test_a_settings_file_of_a_newer_version_is_left_as_it_is_and_never_written_over():
    path = settings_path()
    path.write_text(json.dumps({"format": settings.FORMAT, "version": settings.VERSION + 1, "muted": True}),
                    encoding="utf-8")
    before = path.read_bytes()
    assert restart() == Settings()
    (message,) = storage.take_notices()
    assert str(path) in message and "newer version" in message
    settings.change(effects_volume=60)  # in force for this session alone
    writer.wait_for()
    assert path.read_bytes() == before and not path.with_name("settings.json.bak").exists()
