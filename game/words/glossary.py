"""Every game's keywords and what they mean, in one place for the table's tooltips and the Rules screen's glossary
page: a game declares its `Glossary` (its front's `glossary`), and what a hovered card or forecast explains is an
`Explained`, its numbers (game.engine.explained.Figure, built by the rules from the state) and its keywords."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.engine.explained import Figure


@dataclass(frozen=True, slots=True)
class Term:
    """A keyword and its meaning in one short line; `only` names the game of the family it belongs to, if just one
    ("Kai", "DGM")."""

    name: str
    meaning: str
    only: str = ""


@dataclass(frozen=True, slots=True)
class Glossary:
    """A family's keywords, in the order its glossary page lists them."""

    terms: tuple[Term, ...]

    def term(self, name: str) -> Term:
        """The entry of a keyword, whatever its case; KeyError for one the glossary lacks."""
        for term in self.terms:
            if term.name.lower() == name.lower():
                return term
        raise KeyError(name)

    def terms_of(self, names: Iterable[str]) -> tuple[Term, ...]:
        """The entries of these keywords, each once, in the order named."""
        return tuple(self.term(name) for name in dict.fromkeys(names))

    def page(self, title: str) -> str:
        """The glossary page (markdown, as the Rules screen reads it): a table of every keyword and its meaning."""
        rows = [f"| {term.name}{f' ({term.only})' if term.only else ''} | {term.meaning} |" for term in self.terms]
        return "\n".join([f"# Glossary: {title}", "", "Every keyword of the game's cards and rules, as the table "
                          "explains it when you rest the mouse on a card (or move the keyboard's focus to it).", "",
                          "| Keyword | Meaning |", "|---|---|", *rows])


@dataclass(frozen=True, slots=True)
class Explained:
    """What a card or forecast under the mouse explains: its numbers, each with its parts, and its keywords."""

    figures: tuple[Figure, ...] = ()
    terms: tuple[Term, ...] = ()

    def only(self, names: Iterable[str]) -> Explained | None:
        """Just the numbers and keywords named (one a number or keyword under the mouse); None when none of them is
        here."""
        wanted = set(names)
        figures = tuple(figure for figure in self.figures if figure.name in wanted)
        terms = tuple(term for term in self.terms if term.name in wanted)
        return Explained(figures, terms) if figures or terms else None

    def rows(self) -> list[tuple[str, str]]:
        """One (head, words) row per number, ("ATK 6", "= 4 printed + 2 Boost ATK"), ("Deal 2, twice", "cards"),
        then per keyword that is not the name of one of those numbers (the glossary page gives those)."""
        named = {figure.name for figure in self.figures}
        return ([(figure.head(), figure.told()) for figure in self.figures]
                + [(term.name, term.meaning) for term in self.terms if term.name not in named])


NOTHING = Explained()
