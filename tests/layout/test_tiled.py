"""Layouts come from Tiled: the shipped maps hold every zone the scenes ask for, and hostile maps are refused."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
import pytmx

from game.files.paths import level
from game.layout import Layout, LayoutError, layout, load_layout
from game.layout.tiled import AT_LARGEST

CARD_W, CARD_H = 110, 154
GUTTER = 8
COMBO_BOARD = (
    "master", "attacks", "attack_deck", "attack_discard", "charge", "combos", "new_combo",
    "hand", "discard", "exhausted", "buttons", "status", "glory", "kept",
)
NESTED = {("new_combo", "combos")}  # the only zone allowed to lie inside another


def tmx(objects: str = '<object id="1" name="hand" x="16" y="534" width="1004" height="178"/>',
        layer: str = "zones", head: str = "", size: str = 'width="80" height="45"', extra: str = "",
        tile: int = 16) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>{head}
<map version="1.10" orientation="orthogonal" renderorder="right-down" {size} tilewidth="{tile}"
     tileheight="{tile}" infinite="0" nextlayerid="3" nextobjectid="9">
 <layer id="1" name="floor" width="80" height="45"><data encoding="csv">{",".join(["0"] * 3600)}</data></layer>
 <objectgroup id="2" name="{layer}">{objects}</objectgroup>{extra}
</map>
"""


def write(tmp_path: Path, text: str | bytes, name: str = "hostile.tmx") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def refused(path: Path, required: tuple[str, ...] = ()) -> LayoutError:
    with pytest.raises(LayoutError) as caught:
        load_layout(path, required=required)
    assert str(path) in str(caught.value), "the error names the file"
    return caught.value


@pytest.fixture
def pytmx_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    """Screening must refuse the file before pytmx parses any of it."""

    def fail(*args: object, **kwargs: object) -> None:
        pytest.fail("pytmx was handed a file that should have been refused")  # not an Exception: not caught

    monkeypatch.setattr(pytmx.TiledMap, "parse_xml", fail)


# --- the shipped maps -------------------------------------------------------------------------------------


def test_shipped_map_has_every_zone_inside_the_design_space() -> None:
    board = load_layout(level("combo_board.tmx"), required=COMBO_BOARD)
    assert board.name == "combo_board"
    assert board.size == (1280, 720)
    assert {zone for zone in board.zones if not zone.endswith(AT_LARGEST)} == set(COMBO_BOARD)
    inner = pygame.Rect(0, 0, *board.size).inflate(-2 * GUTTER, -2 * GUTTER)
    for zone, rect in board.zones.items():
        assert inner.contains(rect), f"{zone} {rect} is not {GUTTER} px inside the screen"


def test_shipped_zones_keep_a_gutter_between_them() -> None:
    zones = layout("combo_board").zones
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if a.removesuffix(AT_LARGEST) == b.removesuffix(AT_LARGEST):
            continue  # a zone and its room at the Largest text are the same zone, as two text sizes lay it out
        if (a, b) in NESTED or (b, a) in NESTED:
            inner, outer = (ra, rb) if (a, b) in NESTED else (rb, ra)
            assert outer.contains(inner), f"{a} / {b}"
            continue
        assert not ra.inflate(2 * GUTTER, 2 * GUTTER).colliderect(rb), f"{a} {ra} crowds {b} {rb}"


def test_combo_board_zones_fit_their_cards() -> None:
    board = layout("combo_board")
    assert board.zone("master").size >= (190, 266)
    assert board.zone("attacks").width >= 3 * CARD_W + 2 * GUTTER
    for pile in ("attack_deck", "attack_discard", "discard", "exhausted"):
        assert board.zone(pile).size == (CARD_W, CARD_H), pile
    assert board.zone("hand").height >= CARD_H + 16, "room for a hovered card to rise"
    new_combo = board.zone("new_combo")
    assert new_combo.width >= CARD_W and new_combo.height >= CARD_H


def test_combos_area_holds_ten_cards_in_four_combos_beside_the_new_combo_target() -> None:
    board = layout("combo_board")
    combos, new_combo = board.zone("combos"), board.zone("new_combo")
    four_combos = 55 * (10 + 4) + 3 * GUTTER  # a combo of n cards is 55 * (n + 1) wide
    assert new_combo.left - combos.left >= four_combos + GUTTER
    assert combos.height >= CARD_H


def test_layout_is_cached() -> None:
    assert layout("combo_board") is layout("combo_board")


def test_zone_hands_out_copies_so_the_shared_layout_cannot_move() -> None:
    board = load_layout(level("combo_board.tmx"))
    hand = tuple(board.zones["hand"])
    board.zone("hand").move_ip(500, 500)
    assert tuple(board.zone("hand")) == hand


def test_asking_for_an_unknown_zone_names_the_map_and_the_zone() -> None:
    with pytest.raises(LayoutError) as caught:
        layout("combo_board").zone("throne")
    assert "combo_board.tmx" in str(caught.value) and '"throne"' in str(caught.value)


def test_a_good_map_loads(tmp_path: Path) -> None:
    board = load_layout(write(tmp_path, tmx(), "good.tmx"), required=["hand"])
    assert board == Layout("good", (1280, 720), {"hand": pygame.Rect(16, 534, 1004, 178)}, tmp_path / "good.tmx")


# --- hostile and broken files -----------------------------------------------------------------------------

LAUGHS = "".join(
    f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)
)
BILLION_LAUGHS = tmx(objects="&lol9;", head=f'<!DOCTYPE map [<!ENTITY lol0 "lol">{LAUGHS}]>')
EXTERNAL_ENTITY = tmx(objects="&xxe;", head='<!DOCTYPE map [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')


@pytest.mark.usefixtures("pytmx_untouched")
def test_billion_laughs_is_refused_before_expansion(tmp_path: Path) -> None:
    error = refused(write(tmp_path, BILLION_LAUGHS))
    assert error.problems == ["declares a DTD (<!DOCTYPE>), which layout maps may not do"]


@pytest.mark.usefixtures("pytmx_untouched")
def test_external_entity_is_refused(tmp_path: Path) -> None:
    error = refused(write(tmp_path, EXTERNAL_ENTITY))
    assert "DTD" in error.problems[0]


@pytest.mark.usefixtures("pytmx_untouched")
def test_a_file_over_two_megabytes_is_refused_unread(tmp_path: Path) -> None:
    padding = "<!--" + "x" * (3 * 1024 * 1024) + "-->"
    path = write(tmp_path, tmx(extra=padding))
    error = refused(path)
    assert error.problems == [f"is {path.stat().st_size:,} bytes, larger than the {2 * 1024 * 1024:,} allowed"]


@pytest.mark.usefixtures("pytmx_untouched")
def test_a_map_that_is_a_link_to_nothing_is_told_as_such_not_as_too_large(tmp_path: Path) -> None:
    path = tmp_path / "ring.tmx"
    path.symlink_to(tmp_path / "moved.tmx")
    error = refused(path)
    assert error.problems == [f"is a link to {tmp_path / 'moved.tmx'}, which does not exist"]


@pytest.mark.usefixtures("pytmx_untouched")
def test_truncated_xml_is_refused(tmp_path: Path) -> None:
    text = level("combo_board.tmx").read_text()
    error = refused(write(tmp_path, text[: len(text) // 2]))
    assert "not well-formed XML" in error.problems[0]


@pytest.mark.usefixtures("pytmx_untouched")
def test_a_file_that_is_not_a_map_is_refused(tmp_path: Path) -> None:
    error = refused(write(tmp_path, '<tileset name="x" tilewidth="16" tileheight="16"/>'))
    assert error.problems == ["is not a Tiled map: its root element is <tileset>"]


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    assert "cannot be read" in refused(tmp_path / "nowhere.tmx").problems[0]


def test_a_map_without_a_zones_layer_is_refused(tmp_path: Path) -> None:
    error = refused(write(tmp_path, tmx(layer="walls")))
    assert error.problems == ['has no object layers named "zones"; it needs exactly one']


def test_a_zone_with_negative_width_is_refused(tmp_path: Path) -> None:
    zone = '<object id="1" name="hand" x="300" y="534" width="-200" height="178"/>'
    error = refused(write(tmp_path, tmx(objects=zone)))
    assert error.problems == ['zone "hand" has no area: it is -200x178']


def test_duplicate_zone_names_are_refused(tmp_path: Path) -> None:
    zones = (
        '<object id="1" name="hand" x="16" y="534" width="100" height="100"/>'
        '<object id="2" name="hand" x="216" y="534" width="100" height="100"/>'
    )
    error = refused(write(tmp_path, tmx(objects=zones)))
    assert error.problems == ['zone "hand" is defined more than once']


def test_every_problem_is_listed_at_once(tmp_path: Path) -> None:
    zones = (
        '<object id="1" name="master" x="1200" y="16" width="190" height="266"/>'
        '<object id="2" name="hand" x="16" y="534" width="0" height="178"/>'
        '<object id="3" x="16" y="16" width="10" height="10"/>'
        '<object id="4" name="glory" x="16" y="16" width="10" height="10"><ellipse/></object>'
    )
    error = refused(write(tmp_path, tmx(objects=zones)), required=("master", "hand", "charge"))
    assert error.problems == [
        'zone "glory" (object 4) must be a plain rectangle, not <ellipse>',
    ], "shape problems are found while screening, before the rest"
    error = refused(write(tmp_path, tmx(objects=zones.replace("<ellipse/>", ""))), ("master", "hand", "charge"))
    assert error.problems == [
        'zone "master" at 1200,16 190x266 does not lie inside the 1280x720 map',
        'zone "hand" has no area: it is 0x178',
        "object 3 in the zones layer has no name",
        'required zone "charge" is missing',
    ]
    message = str(error)
    assert message.startswith(f"layout map {tmp_path / 'hostile.tmx'}: 4 problem(s)")
    assert all(problem in message for problem in error.problems)


@pytest.mark.usefixtures("pytmx_untouched")
def test_compressed_tile_data_is_refused(tmp_path: Path) -> None:
    text = tmx().replace('<data encoding="csv">', '<data encoding="base64" compression="zlib">')
    error = refused(write(tmp_path, text))
    assert error.problems == ["tile data is compressed (zlib); save layers as CSV"]


@pytest.mark.usefixtures("pytmx_untouched")
@pytest.mark.parametrize(("size", "tile"), [('width="1500" height="1000"', 1), ('width="80" height="45"', 400)])
def test_a_huge_declared_map_is_refused(tmp_path: Path, size: str, tile: int) -> None:
    """Too many tiles for pytmx to allocate, or too many pixels for a pygame.Rect."""
    error = refused(write(tmp_path, tmx(size=size, tile=tile)))
    assert len(error.problems) == 1 and "is too large" in error.problems[0]


@pytest.mark.usefixtures("pytmx_untouched")
def test_an_external_tileset_is_screened_too(tmp_path: Path) -> None:
    write(tmp_path, f"<?xml version='1.0'?>{EXTERNAL_ENTITY.split('?>', 1)[1].split('<map')[0]}<tileset/>", "t.tsx")
    error = refused(write(tmp_path, tmx(extra='<tileset firstgid="1" source="t.tsx"/>')))
    assert error.problems == ['tileset "t.tsx" declares a DTD (<!DOCTYPE>), which layout maps may not do']
    error = refused(write(tmp_path, tmx(extra='<tileset firstgid="1" source="../../etc/x.tsx"/>')))
    assert error.problems == ['tileset "../../etc/x.tsx" lies outside the map\'s folder']


def test_an_external_tileset_is_read_once_through_the_door_and_pytmx_opens_no_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, '<?xml version="1.0"?><tileset version="1.10" name="felt" tilewidth="16" tileheight="16" '
                    'tilecount="4" columns="2"><image source="felt.png" width="32" height="32"/></tileset>', "t.tsx")
    path = write(tmp_path, tmx(extra='<tileset firstgid="1" source="t.tsx"/>'))

    def opened(*args: object, **kwargs: object) -> None:
        pytest.fail("pytmx opened a file itself")

    monkeypatch.setattr(pytmx.pytmx.ElementTree, "parse", opened)
    assert load_layout(path).zone("hand") == pygame.Rect(16, 534, 1004, 178)


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> list[pytmx.TiledMap]:
    """Each map pytmx parses, to see where it would take each image from."""
    maps: list[pytmx.TiledMap] = []
    parse = pytmx.TiledMap.parse_xml

    def kept(tiled: pytmx.TiledMap, root: object) -> pytmx.TiledMap:
        maps.append(tiled)
        return parse(tiled, root)

    monkeypatch.setattr(pytmx.TiledMap, "parse_xml", kept)
    return maps


def in_levels(tmp_path: Path, image: str, tile_image: str = "") -> Path:
    """A map in levels/ whose tileset lies in levels/tilesets/, its image (and a tile's) written from there."""
    (tmp_path / "levels" / "tilesets").mkdir(parents=True)
    tile = f'<tile id="0"><image source="{tile_image}" width="16" height="16"/></tile>' if tile_image else ""
    write(tmp_path / "levels" / "tilesets", '<?xml version="1.0"?><tileset version="1.10" name="felt" tilewidth="16" '
          f'tileheight="16" tilecount="4" columns="2"><image source="{image}" width="32" height="32"/>{tile}'
          "</tileset>", "felt.tsx")
    return write(tmp_path / "levels", tmx(extra='<tileset firstgid="1" source="tilesets/felt.tsx"/>'), "board.tmx")


def taken_from(tiled: pytmx.TiledMap, source: str) -> Path:
    """Where pytmx would load an image the map's tree names `source` from: beside the map (TiledMap.reload_images)."""
    return (Path(tiled.filename).parent / source).resolve()


def test_an_external_tileset_s_image_is_taken_from_the_tileset_s_own_folder(
        tmp_path: Path, parsed: list[pytmx.TiledMap]) -> None:
    assert load_layout(in_levels(tmp_path, "felt.png")).zone("hand") == pygame.Rect(16, 534, 1004, 178)
    assert taken_from(parsed[0], parsed[0].tilesets[0].source) == (tmp_path / "levels/tilesets/felt.png").resolve()


def test_an_external_tileset_s_images_may_climb_to_a_sibling_folder_inside_the_map_s(
        tmp_path: Path, parsed: list[pytmx.TiledMap]) -> None:
    load_layout(in_levels(tmp_path, "../art/felt.png", tile_image="../art/stone.png"))
    tiled = parsed[0]
    assert taken_from(tiled, tiled.tilesets[0].source) == (tmp_path / "levels/art/felt.png").resolve()
    tile = tiled.get_tile_properties_by_gid(tiled.map_gid(1)[0][0])
    assert taken_from(tiled, tile["source"]) == (tmp_path / "levels/art/stone.png").resolve()


@pytest.mark.usefixtures("pytmx_untouched")
def test_an_external_tileset_s_image_outside_the_map_s_folder_is_refused(tmp_path: Path) -> None:
    error = refused(in_levels(tmp_path, "../../felt.png", tile_image="../../../stone.png"))
    assert error.problems == ['tileset "tilesets/felt.tsx" image "../../felt.png" lies outside the map\'s folder',
                              'tileset "tilesets/felt.tsx" image "../../../stone.png" lies outside the map\'s folder']


@pytest.mark.usefixtures("pytmx_untouched")
def test_a_map_s_own_tileset_image_outside_its_folder_is_refused(tmp_path: Path) -> None:
    tileset = '<tileset firstgid="1" name="felt" tilewidth="16" tileheight="16"><image source="../felt.png"/></tileset>'
    error = refused(write(tmp_path, tmx(extra=tileset)))
    assert error.problems == ['tileset "felt" image "../felt.png" lies outside the map\'s folder']


def test_a_tileset_that_is_a_link_round_in_a_loop_is_refused_and_such_an_image_never_opened(tmp_path: Path) -> None:
    (tmp_path / "loop.tsx").symlink_to(tmp_path / "loop.tsx")
    error = refused(write(tmp_path, tmx(extra='<tileset firstgid="1" source="loop.tsx"/>')))
    assert error.problems == [f'tileset "loop.tsx" is a link to {tmp_path / "loop.tsx"}, which does not exist']
    (tmp_path / "loop.png").symlink_to(tmp_path / "loop.png")
    image = '<image source="loop.png" width="32" height="32"/>'
    tileset = f'<tileset firstgid="1" name="felt" tilewidth="16" tileheight="16">{image}</tileset>'
    assert load_layout(write(tmp_path, tmx(extra=tileset))).zone("hand") == pygame.Rect(16, 534, 1004, 178)


@pytest.mark.usefixtures("pytmx_untouched")
def test_a_missing_tileset_in_a_subfolder_is_refused_naming_it(tmp_path: Path) -> None:
    error = refused(write(tmp_path, tmx(extra='<tileset firstgid="1" source="tilesets/gone.tsx"/>')))
    assert error.problems == ['tileset "tilesets/gone.tsx" cannot be read (there is no such file)']


def test_a_zone_moves_toward_its_room_at_the_largest_text_as_far_as_the_text_is_larger() -> None:
    board = layout("combo_board")
    normal, largest = board.zone("status"), board.zone("status" + AT_LARGEST)
    assert board.laid_out(1.0)["status"] == normal and board.laid_out(1.5)["status"] == largest
    halfway = board.laid_out(1.25)["status"]
    assert normal.top > halfway.top > largest.top and normal.bottom < halfway.bottom < largest.bottom
    assert board.laid_out(1.5)["combos"] == board.zone("combos")  # a zone with no room of its own stays put
