"""The rulebook's figures show cards that do what the figures say: three links each reaching the LNK before it and
an attack that falls short; an attack a block absorbs whole, and a counter the block's LNK allows."""

from __future__ import annotations

from game.play.matcg.figures import absorbed, chain


def test_the_combo_figures_links_each_reach_the_last_lnk_and_the_short_one_does_not():
    links, short = chain()
    assert len(links) == len(set(links)) == 3
    assert all(card.cpt >= before.lnk for before, card in zip(links, links[1:], strict=False))
    assert short is not None and short.cpt < links[-1].lnk


def test_the_block_figures_block_absorbs_the_whole_attack_and_allows_the_counter():
    attack, guard, counter = absorbed()
    assert guard.defense >= attack.atk
    assert counter.cpt >= guard.lnk
