"""What the deck builder's buttons do with the deck: start it empty or from a starter deck, deal a sample hand,
save, load, rename and delete it by name, and bring it in or send it out as text. An overlay asked for an answer
is remembered in `waiting`, and its answer comes back through `resume`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.files import decks
from game.files.matcg.draft import Draft, card_names
from game.scenes.base import Pop, Push
from game.scenes.confirm import ConfirmScene
from game.scenes.deck_exchange import CLIPBOARD, ExchangeScene
from game.scenes.listing import Choice, ListChoiceScene, ReportScene
from game.scenes.matcg.sample_hand import SampleHandScene
from game.scenes.notices import about_file, short_folder
from game.ui import palette
from game.ui.toasts import Toast
from game.words.matcg.deck import saved_detail, starter_detail

if TYPE_CHECKING:
    from game.scenes.matcg.deck_bench import DeckBench

IMPORTED = "Imported deck"
REPLACING = ("starter", "load", "exchange")  # the answers that put another deck on the bench


class DeckActions:
    def __init__(self, scene: DeckBench, family: str):
        self.scene = scene
        self.family = family
        self.waiting: str | None = None  # the overlay whose answer `resume` takes
        self.pending: tuple[str, Any] | None = None  # a deck to put on the bench once the player agrees
        self.names = card_names(scene.catalog)

    @property
    def draft(self) -> Draft:
        return self.scene.draft

    def _say(self, message: str, good: bool = True) -> None:
        """The notice of the action just done, in place of any earlier one: a notice tells the latest action only."""
        colour = palette.HIGHLIGHT if good else palette.ERROR_RED
        self.scene.toasts[:] = [Toast(message, (1032, 590), seconds=6.0, color=colour)]

    def _ask(self, waiting: str, overlay: Any) -> None:
        self.waiting = waiting
        self.scene.outcome = Push(overlay)

    def _set(self, cards: dict[str, int], name: str, loaded: str | None, dirty: bool) -> None:
        self.draft.set_by_name(cards, name, loaded)
        self.scene.name.value = name
        self.scene.dirty = dirty
        self.scene.list_scroll.first = 0

    # ----- the buttons ------------------------------------------------------------------------

    def empty(self) -> None:
        self._replace("empty", True)

    def choose_starter(self) -> None:
        choices = []
        for deck in self.scene.catalog.starter_decks:
            size = len(deck.ids(self.draft.ruleset_id, self.draft.anything_goes))
            choices.append(Choice(deck.name, starter_detail(deck.style, size, self.draft.rules_words()), deck.id))
        self._ask("starter", ListChoiceScene(self.scene.ctx, "Start from a starter deck", choices, ""))

    def sample_hand(self) -> None:
        self.scene.outcome = Push(SampleHandScene(self.scene.ctx, self.draft, self.scene.rng.randrange(1 << 30)))

    def choose_saved(self) -> None:
        choices = [self._choice(saved) for saved in decks.saved(self.family, self.names)]
        self._ask("load", ListChoiceScene(self.scene.ctx, "Load a saved deck", choices,
                                      "No deck is saved yet: build one and press \"Save\"."))

    def _choice(self, saved: decks.SavedDeck) -> Choice:
        name = decks.shown_name(saved.name)
        if saved.damaged is not None:
            return Choice(name, f"{decks.shown_name(saved.path.name)} {saved.damaged}; it is left as it is", None,
                          good=False)
        problems = Draft.saved(self.scene.catalog, saved, self.draft.ruleset_id, self.draft.anything_goes).problems()
        detail = saved_detail(saved.size, problems[0] if problems else None, len(saved.bad), self.draft.rules_words())
        return Choice(name, detail, saved, good=not problems and not saved.bad)

    def save(self, replace: bool = False) -> None:
        name = self.scene.name.value.strip()
        problem = decks.name_problem(name, self.family)
        if problem is not None:
            self._say(f"Not saved: {problem}.", False)
            return
        taken = {saved.name.casefold() for saved in decks.saved(self.family, self.names)}
        mine = self.draft.loaded is not None and self.draft.loaded.casefold() == name.casefold()
        if name.casefold() in taken and not mine and not replace:
            self._ask("replace", ConfirmScene(self.scene.ctx, f"Replace the saved deck \u201c{name}\u201d?",
                                              ["Another deck is saved under this name."]))
            return
        try:
            path = decks.save(self.family, name, self.draft.by_name(), name, self.names)
        except decks.DeckError as error:
            self._say(about_file(f"Not saved: {error}", error.path), False)
            return
        self.draft.name, self.draft.loaded = name, path.stem
        self.scene.dirty = False
        if decks.held_back(path):
            self._say(f"Saved as \u201c{path.stem}\u201d in this window's own folder: it joins "
                      f"{short_folder(str(path.parent))} as soon as either copy of the game is closed.")
        else:
            self._say(about_file(f"Saved as \u201c{path.stem}\u201d", path))

    def rename(self) -> None:
        old, new = self.draft.loaded, self.scene.name.value.strip()
        if old is None:
            return
        if new == old:  # the name box takes the keys, its name selected: what is typed replaces it
            self.scene.search.focused, self.scene.name.focused, self.scene.name.selected = False, True, True
            self._say("Type the new name in the name box above, then press Enter or \"Rename\".", False)
            return
        try:
            path = decks.rename(self.family, old, new)
        except decks.DeckError as error:
            self._say(about_file(f"Not renamed: {error}", error.path), False)
            return
        self.draft.name, self.draft.loaded = new, path.stem
        self._say(f"\u201c{old}\u201d is now \u201c{path.stem}\u201d.")

    def delete(self) -> None:
        if self.draft.loaded is not None:
            self._ask("delete", ConfirmScene(self.scene.ctx, f"Delete the saved deck \u201c{self.draft.loaded}\u201d?",
                                             ["The deck you are building stays until you leave."], yes="Delete it"))

    def reasons(self) -> None:
        problems = self.draft.problems()
        if problems:
            self.scene.outcome = Push(ReportScene(self.scene.ctx, f"Why the deck is not legal for "
                                                  f"{self.draft.rules_words()}", problems, more="reasons"))

    def exchange(self) -> None:
        self._ask("exchange", ExchangeScene(self.scene.ctx, self.names, self.draft.by_name(), self.draft.name))

    # ----- the answers ------------------------------------------------------------------------

    def resume(self, value: Any) -> None:
        waiting, self.waiting = self.waiting, None
        pending, self.pending = self.pending, None
        if value is None or value is False:
            return
        if waiting == "put_away" and pending is not None:
            self._apply(*pending)
        elif waiting in REPLACING:
            self._replace(waiting, value)
        else:
            self._apply(waiting, value)

    def _replace(self, waiting: str, value: Any) -> None:
        """A deck replaces the one on the bench: at once if that one is saved, else once the player agrees."""
        if not self.scene.dirty:
            self._apply(waiting, value)
            return
        self.pending = (waiting, value)
        self._ask("put_away", ConfirmScene(self.scene.ctx, "Replace the deck you are building?",
                                           [f"The changes to \u201c{self.draft.name}\u201d are not saved: "
                                            "they are lost once another deck takes its place."],
                                           yes="Replace it", no="Keep building"))

    def _apply(self, waiting: str | None, value: Any) -> None:
        self.scene.toasts.clear()  # the notices of earlier actions: this one replaces them
        if waiting == "empty":
            self._set({}, "New deck", None, False)
        elif waiting == "starter":
            self.draft.starter(value)
            self.scene.name.value = self.draft.name
            self.scene.dirty = True
        elif waiting == "load":
            self._load(value)
            self._report(value.path.name, value.bad, "The deck holds the other lines. The file is left as it is: "
                         "saving over it keeps a copy of it beside it first.")
        elif waiting == "replace":
            self.save(replace=True)
        elif waiting == "delete":
            self._delete()
        elif waiting == "exchange":
            deck, source = value
            file = None if source == CLIPBOARD else Path(source)
            name = (file.stem if file is not None else deck.title or IMPORTED)[:decks.MOST_NAME]
            self._set(deck.cards, name if decks.name_problem(name) is None else IMPORTED, None, True)
            self._report(source if file is None else file.name, deck.bad, "The deck holds the other lines: correct "
                         "these and bring it in again, or add the cards by hand.")
        elif waiting == "leave":
            self.scene.outcome = Pop(None)

    def _load(self, saved: decks.SavedDeck) -> None:
        """The saved deck on the bench, under its file's name, which Save keeps (decks.name_problem takes a deck
        file's own name as it is, even one named outside the game)."""
        self._set(saved.cards, saved.name, saved.name, False)

    def _report(self, source: str, bad: tuple[Any, ...], footer: str) -> None:
        if bad:
            lines = [line.describe() for line in bad]
            self.scene.outcome = Push(ReportScene(self.scene.ctx, f"Lines of {source} that could not be read",
                                                  lines, footer))

    def _delete(self) -> None:
        name = self.draft.loaded
        if name is None:
            return
        try:
            decks.delete(self.family, name, self.names)
        except decks.DeckError as error:
            self._say(about_file(f"Not deleted: {error}", error.path), False)
            return
        self.draft.loaded = None
        self.scene.dirty = True
        self._say(f"\u201c{name}\u201d was deleted.")

