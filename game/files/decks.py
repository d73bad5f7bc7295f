"""The player's named decks: one plain-text file per deck (`<name>.txt`, see game.files.deck_text) in a folder per game
family in the user folder, and decks brought in and sent out as text (the clipboard, or a file the player names).

A deck file that cannot be read whole (too large, not text, not UTF-8, a folder) is reported with its problem and
left exactly as it is: it is never written over, renamed over or deleted. A file read with lines it could not read
is kept as a copy beside it before it is saved over. Knows no game: the caller names the family and its cards.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from game.files import damaged, reading, storage
from game.files import names as naming
from game.files.deck_text import BadLine, DeckText, parse, to_text
from game.files.names import drawable
from game.files.paths import decks_dir

MAX_BYTES = 64 * 1024  # a deck of a hundred lines is 2 kB: a deck file larger than this is not one
MOST_DECKS = 300  # deck files read from one folder; more are listed as not read
MOST_NAME = 40  # characters of a deck's name
SUFFIX = ".txt"
# A name the game gives a file is one every file system it runs on takes, and that reads the same wherever the file
# is sent: letters and digits, spaces and some punctuation, never a separator or one of : * ? " < > | (which Windows
# refuses). The en and em dashes are taken everywhere, like any letter.
_ALLOWED = re.compile(r"^[\w \-'()&+,!\u2013\u2014]+$")
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)), *(f"lpt{n}" for n in range(10))}


class DeckError(Exception):
    """Something asked of the decks that cannot be done, in words for the player; `path`, the file they speak of (its
    whole path is in the words where they give it), for a screen to name it as it names files (by its name, its folder
    once)."""

    def __init__(self, words: str, path: Path | None = None) -> None:
        super().__init__(words)
        self.path = path


@dataclass(frozen=True)
class SavedDeck:
    """A deck file: its name, its cards (printed name -> copies) and the lines it could not read; or, when the file
    cannot be read whole, `damaged` says why (it is left as it is)."""

    name: str
    path: Path
    cards: dict[str, int]
    bad: tuple[BadLine, ...] = ()
    damaged: str | None = None

    @property
    def size(self) -> int:
        return sum(self.cards.values())


def shown_name(name: str) -> str:
    """A deck's name as a screen can draw it: each character no face of the game draws (a deck file named outside
    the game, "สวัสดี") written as its code, "[U+0E2A]"."""
    return "".join(char if drawable(char) else f"[U+{ord(char):04X}]" for char in name)


def name_problem(name: str, family: str | None = None) -> str | None:
    """Why `name` cannot name a deck file, or None when it can: a name is letters, digits, single spaces and - ' ( )
    & + , ! – — that the game's typeface draws, at most MOST_NAME characters. With `family`, the name of one of its
    deck files (named outside the game: "สวัสดี — ü") is taken as it is, whatever it holds, so long as a screen can
    show it: the file system took it already, and saving under it keeps the player's name."""
    if family is not None and naming.problem(name) is None and _named(family, name):
        return None
    shown = shown_name(name if len(name) <= MOST_NAME else name[:MOST_NAME] + "\u2026")
    if not name.strip():
        return "a deck needs a name"
    if name != name.strip():
        return "a deck's name cannot begin or end with a space"
    if "  " in name:  # the notices and questions, which wrap words, and the file's title line show them as one
        return "a deck's name cannot have two spaces in a row"
    if len(name) > MOST_NAME:
        return f"a deck's name has at most {MOST_NAME} characters"
    undrawn = naming.undrawn(name)
    if undrawn is not None:
        return f"{undrawn[0].upper()}{undrawn[1:]}, so a deck cannot be named with them"  # not quoted: not drawn
    if not _ALLOWED.match(name):
        odd = sorted({ch for ch in name if not _ALLOWED.match(ch)})
        listed = " ".join(_listed(ch) for ch in odd)
        return f"\u201c{shown}\u201d cannot name a file: leave out {listed}"
    if name.casefold() in _RESERVED:
        return f"\u201c{name}\u201d is a name the system keeps for itself"
    return None


def _listed(char: str) -> str:
    if not char.isprintable():
        return "an unprintable character"
    return repr(char) if drawable(char) else f"U+{ord(char):04X}"


def _files(folder: Path) -> list[Path]:
    """The deck files of a folder, by name, as this copy sees it (a second copy's own decks with them: see
    storage.set_side)."""
    entries = [entry for entry in storage.names(folder) if entry.lower().endswith(SUFFIX) and not entry.startswith(".")]
    return [folder / entry for entry in sorted(entries, key=str.casefold)]


def _named(family: str, name: str) -> bool:
    """Whether a deck file of the family has exactly the name `name`."""
    return any(path.stem == name for path in _files(decks_dir(family)))


def _path(family: str, name: str) -> Path:
    """The file of the deck `name`: an existing one whatever its case, else a new one. A name that would reach
    out of the decks folder (`../x`, a separator, a NUL) names no deck: DeckError."""
    if name in ("", ".", "..") or any(mark in name for mark in ("/", "\\", "\x00")) or Path(name).name != name:
        raise DeckError(f"\u201c{naming.shown(name, '?')}\u201d is not the name of a deck")
    folder = decks_dir(family)
    wanted = name.casefold()
    found = next((path for path in _files(folder) if path.stem.casefold() == wanted), None)
    return found if found is not None else folder / f"{name}{SUFFIX}"


def read_deck(path: Path, names: Iterable[str]) -> DeckText:
    """The deck in a text file; raises storage.StorageError (Missing, Unreadable, Damaged) naming the file."""
    text = reading.read_text(path, MAX_BYTES)
    if "\x00" in text:
        raise storage.Damaged(path, "holds binary data, not the text of a deck")
    return parse(text, names)


def _saved(path: Path, cards: list[str]) -> SavedDeck:
    """The deck in a file of the folder; a file whose name no screen can show (not UTF-8, no visible letter) is
    listed by a name that can be, as not read, and left as it is for the player to rename."""
    unusable = naming.problem(path.stem)
    if unusable is not None:
        return SavedDeck(naming.shown(path.stem, "(a deck without a name)"), path, {},
                         damaged=f"was not read: its file's name {unusable}; rename the file")
    try:
        deck = read_deck(path, cards)
    except storage.StorageError as error:
        return SavedDeck(path.stem, path, {}, damaged=error.problem)
    return SavedDeck(path.stem, path, deck.cards, deck.bad)


def saved(family: str, names: Iterable[str]) -> list[SavedDeck]:
    """Every deck file of the family, by name; those that cannot be read say why."""
    known = list(names)
    files = _files(decks_dir(family))
    decks = [_saved(path, known) for path in files[:MOST_DECKS]]
    decks += [SavedDeck(path.stem, path, {}, damaged=f"not read: the folder holds more than {MOST_DECKS} decks")
              for path in files[MOST_DECKS:]]
    return decks


def load(family: str, name: str, names: Iterable[str]) -> SavedDeck:
    """The saved deck `name`; DeckError when there is none."""
    path = _path(family, name)
    if not storage.exists(path):
        raise DeckError(f"there is no saved deck \u201c{name}\u201d")
    return _saved(path, list(names))


def save(family: str, name: str, cards: Mapping[str, int], title: str, names: Iterable[str]) -> Path:
    """Writes the deck under `name` (atomically). A file of that name that cannot be read whole is never written
    over; one with lines that could not be read is first kept as a copy beside it."""
    problem = name_problem(name, family)
    if problem is not None:
        raise DeckError(problem)
    path = _path(family, name)
    if storage.exists(path) and path.stem != name:
        raise DeckError(f"a deck \u201c{path.stem}\u201d is saved already: only the case differs")
    if storage.exists(path):
        _keep_if_unread(path, list(names))
    _write(path, to_text(cards, title))
    return path


def _keep_if_unread(path: Path, names: list[str]) -> None:
    old = _saved(path, names)
    if old.damaged is not None:
        raise DeckError(f"{path.name} cannot be read ({old.damaged}), so it is left as it is: save under "
                        f"another name", path)
    if old.bad:
        try:
            damaged.keep_copy(path, reading.read_bounded(path, MAX_BYTES))
        except storage.StorageError as error:
            raise DeckError(str(error), error.path) from None


def _write(path: Path, text: str) -> None:
    """Writes a deck file; a second copy of the game writes it in its side folder, where it is listed and played in
    its window until the folder's owner adopts it (game.files.userlock): a deck built there is never lost."""
    try:
        storage.write_atomic(path, text)
    except storage.StorageError as error:
        raise DeckError(str(error), error.path) from None


def held_back(path: Path) -> bool:
    """Whether the deck at `path` is saved in this window's side folder, to join the user folder once either copy
    of the game is closed."""
    own = storage.aside(path)
    return own != path and os.path.isfile(own)


def rename(family: str, old: str, new: str) -> Path:
    """Gives the saved deck `old` the name `new`; never over another deck."""
    problem = name_problem(new)
    if problem is not None:
        raise DeckError(problem)
    source, target = _path(family, old), _path(family, new)
    if not source.exists():
        raise DeckError(f"there is no saved deck \u201c{old}\u201d")
    if target.exists() and target != source:
        raise DeckError(f"a deck \u201c{target.stem}\u201d is saved already")
    if storage.read_only() is not None:
        raise DeckError(f"{source.name} was not renamed ({storage.read_only()})", source)
    target = source.with_name(f"{new}{SUFFIX}")
    try:
        if target.exists():  # the same file: only the case changes
            os.replace(source, target)
        else:
            os.link(source, target)  # fails if the name was taken meanwhile: nothing is replaced
            os.unlink(source)
    except OSError as error:
        raise DeckError(f"{source.name} cannot be renamed ({storage.reason(error)})", source) from None
    return target


def delete(family: str, name: str, names: Iterable[str]) -> None:
    """Deletes a saved deck; one whose file cannot be read whole is left as it is."""
    path = _path(family, name)
    deck = _saved(path, list(names))
    if deck.damaged is not None:
        raise DeckError(f"{path.name} cannot be read ({deck.damaged}), so it is left as it is: move it away "
                        "yourself if you do not want it", path)
    try:
        storage.remove(path)
    except storage.StorageError as error:
        raise DeckError(str(error), error.path) from None


# ----- decks in and out as text ---------------------------------------------------------------------------------


def named_file(typed: str) -> Path:
    """The file a player names: `~` is their home (`~name`, that user's); a name without a folder is in their home.
    DeckError for a name no file can have (a NUL in it) or a home folder the system does not know."""
    text = typed.strip()
    if "\x00" in text:
        raise DeckError("a file's name cannot hold a NUL character")
    try:
        path = Path(text).expanduser()
        return path if path.is_absolute() else Path.home() / path
    except RuntimeError:  # "~name" of no user of this system, or no home folder at all
        raise DeckError(f"{text}: {Path(text).parts[0] if text else '~'} names no home folder on this computer") \
            from None


def import_file(typed: str, names: Iterable[str]) -> DeckText:
    """The deck in the text file the player names; DeckError naming the file and its problem."""
    if not typed.strip():
        raise DeckError("name the text file to bring the deck in from")
    try:
        return read_deck(named_file(typed), names)
    except storage.StorageError as error:
        raise DeckError(str(error), error.path) from None


def export_file(typed: str, cards: Mapping[str, int], title: str) -> Path:
    """Writes the deck as text to a new file the player names; an existing file is never written over."""
    if not typed.strip():
        raise DeckError("name the text file to write the deck to")
    path = named_file(typed)
    if os.path.lexists(path):
        raise DeckError(f"{path} exists already: name a new file", path)
    _write(path, to_text(cards, title))
    return path


def import_text(text: str, names: Iterable[str]) -> DeckText:
    """The deck in pasted text, at most MAX_BYTES of it."""
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise DeckError(f"the text is longer than the {MAX_BYTES:,} bytes a deck could take")
    return parse(text.replace("\x00", ""), names)


def clipboard_text() -> str | None:
    """The text on the system's clipboard, or None when there is none or no clipboard can be read."""
    import pygame.scrap

    try:
        text = pygame.scrap.get_text() if pygame.scrap.has_text() else ""
    except (pygame.error, AttributeError):
        return None
    return text or None


def put_clipboard(text: str) -> bool:
    """Puts `text` on the system's clipboard; False when there is no clipboard to put it on."""
    import pygame.scrap

    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError):
        return False
