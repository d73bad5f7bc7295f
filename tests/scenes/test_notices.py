"""The start-up notices as the menu shows them: each a sentence, the folder said within the first, and how to put
them away after it."""

from __future__ import annotations

from game.files.paths import settings_path
from game.scenes.notices import CLOSE, shown


def test_a_notice_told_on_stderr_without_a_full_stop_is_shown_as_a_sentence():
    told = shown(["another copy of Martial Masters (process 7) is using the user folder: this window does not save "
                  "there", "The settings hold until the game is closed."])
    assert told == [f"another copy of Martial Masters (process 7) is using the user folder: this window does not save "
                    f"there. {CLOSE}", "The settings hold until the game is closed."]


def test_the_folder_of_the_files_named_is_said_inside_the_first_notices_sentence():
    (told,) = shown([f"{settings_path()}: is not a file"])
    assert told == f"settings.json: is not a file (in {settings_path().parent}). {CLOSE}"


def test_a_table_shows_a_notice_from_the_files_naming_the_file_not_its_whole_path():
    """A save that could not be written while a table is open is told on that table as the menu tells it: the file by
    its name, its folder said once (game.scenes.table.TableScene.update)."""
    from game.files import storage
    from game.scenes.table import TableScene
    from tests.scenes.helpers import context

    ctx, _surface = context()
    scene = TableScene(ctx)
    storage.notice(f"{settings_path()}: could not be written (the disk is full)", echo=False)
    scene.update(0.0)
    (toast,) = scene.toasts
    assert toast.message == f"settings.json: could not be written (the disk is full) (in {settings_path().parent})."
