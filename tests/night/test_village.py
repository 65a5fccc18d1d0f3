"""Ninja Night villages: map loading, its errors, the generator and the geometry."""

import random
from pathlib import Path

import pytest

from ninjas.night import data
from ninjas.night.village import (
    LEVELS,
    Building,
    Tree,
    Village,
    VillageError,
    load_village,
    named_village,
    random_village,
    village_names,
)


def tmx(buildings, trees, *, diameter="60", layers=("buildings", "trees"), floors_type="int"):
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="60"'
        ' height="60" tilewidth="1" tileheight="1" infinite="0" nextlayerid="3"'
        ' nextobjectid="99">',
    ]
    if diameter is not None:
        out.append(
            f'<properties><property name="diameter" type="float" value="{diameter}"/></properties>'
        )
    n = 1
    if "buildings" in layers:
        out.append('<objectgroup id="1" name="buildings">')
        for x, y, w, h, f in buildings:
            prop = (
                ""
                if f is None
                else (
                    f'<properties><property name="floors" type="{floors_type}" value="{f}"/>'
                    "</properties>"
                )
            )
            out.append(f'<object id="{n}" x="{x}" y="{y}" width="{w}" height="{h}">{prop}</object>')
            n += 1
        out.append("</objectgroup>")
    if "trees" in layers:
        out.append('<objectgroup id="2" name="trees">')
        for x, y, r in trees:
            out.append(
                f'<object id="{n}" x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}">'
                f'<properties><property name="radius" type="float" value="{r}"/></properties>'
                "<ellipse/></object>"
            )
            n += 1
        out.append("</objectgroup>")
    out.append("</map>")
    return "\n".join(out)


GOOD = [(10, 20, 10, 10, 1), (26, 20, 10, 10, 2), (42, 20, 10, 10, 1)]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "broken.tmx"
    path.write_text(text)
    return path


def test_hand_made_villages_load_and_obey_the_rules():
    names = village_names()
    assert len(names) >= 3
    for name in names:
        v = named_village(name)
        assert len(v.buildings) == data.BUILDINGS
        assert sum(b.floors == 2 for b in v.buildings) == data.SECOND_FLOORS
        assert len(v.trees) == data.TREES
        assert all(t.radius == data.TREE_RADIUS for t in v.trees)
        for i, a in enumerate(v.buildings):
            for b in v.buildings[:i]:
                assert a.gap(b) >= data.SPACING


def test_a_hand_made_map_copied_elsewhere_loads(tmp_path):
    path = tmp_path / "copy.tmx"
    path.write_bytes((LEVELS / "plaza.tmx").read_bytes())
    v = load_village(path)
    assert v.name == "copy" and v.buildings == named_village("plaza").buildings
    assert Tree(31.0, 45.0, 3.0) == Tree(31, 45, 3)


def test_a_village_of_fewer_buildings_than_the_rules_need_is_refused(tmp_path):
    """Six groups of 3 tokens and five of 2 need 11 roofs: a village of three would
    crash the table when the tokens are laid."""
    with pytest.raises(VillageError, match="3 buildings, the rules need 11") as info:
        load_village(write(tmp_path, tmx(GOOD, [(31, 45, 3)])))
    assert info.value.code == "bad_count"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (tmx(GOOD, [], layers=("trees",)), "missing object layer 'buildings'"),
        (tmx(GOOD, [], layers=("buildings",)), "missing object layer 'trees'"),
        (tmx([(10, 20, 10, 10, 1), (15, 25, 10, 10, 1)], []), "overlap"),
        (tmx([(0, 0, 10, 10, 1)], []), "off the board"),
        (tmx([(10, 20, 10, 10, None)], []), "no 'floors'"),
        (tmx([(10, 20, 10, 10, 3)], []), "floors=3"),
        (tmx([(10, 20, 10, 10, "two")], [], floors_type="string"), "not an int"),
        (tmx(GOOD, [(15, 25, 3)]), "tree 0 stands on the roof of building 0"),
        (tmx(GOOD, [], diameter=None), "diameter"),
        ("<map", "not a readable Tiled map"),
    ],
)
def test_every_map_error_names_file_and_problem(tmp_path, text, problem):
    path = write(tmp_path, text)
    with pytest.raises(VillageError) as info:
        load_village(path)
    assert str(path) in str(info.value)
    assert problem in str(info.value)


def test_unknown_village_name_is_a_clear_error():
    with pytest.raises(VillageError, match="unknown village"):
        named_village("atlantis")


def test_random_village_is_seeded_and_obeys_spacing():
    a = random_village(random.Random(5))
    b = random_village(random.Random(5))
    assert a.buildings == b.buildings and a.trees == b.trees
    assert len(a.buildings) == data.BUILDINGS
    assert sum(x.floors == 2 for x in a.buildings) == data.SECOND_FLOORS
    for i, x in enumerate(a.buildings):
        for y in a.buildings[:i]:
            assert x.gap(y) >= data.SPACING


def line_village(middle_floors: int = 1, tree: bool = False) -> Village:
    """Start 0 at x 0..10, obstacle 1 at x 20..30, target 2 at x 40..50, all y 0..10."""
    b = [
        Building(0, 0, 10, 10, 1),
        Building(20, 0, 10, 10, middle_floors),
        Building(40, 0, 10, 10, 1),
        Building(0, 30, 10, 10, 1),
        Building(0, -30, 10, 10, 1),
    ]
    trees = [Tree(35, 5, 3)] if tree else []
    return Village("line", 200, b, trees)


def test_grapnel_touches_roof_when_circle_overlaps_it():
    v = line_village()
    # target 2's near edge is 35 from the start centre (x=5); grapnel radius 1.5
    assert v.throw(0, 2, 33.6, fist=False, whole=False)
    assert not v.throw(0, 2, 33.4, fist=False, whole=False)
    assert v.throw(0, 2, 46.4, fist=False, whole=False)
    assert not v.throw(0, 2, 46.6, fist=False, whole=False)


def test_fist_and_experienced_grapnel_must_lie_wholly_inside():
    v = line_village()
    assert v.throw(0, 2, 36.5, fist=True, whole=False)
    assert not v.throw(0, 2, 36.4, fist=True, whole=False)
    assert not v.throw(0, 2, 34.0, fist=False, whole=True)
    assert v.throw(0, 2, 36.5, fist=False, whole=True)


def test_obstacle_higher_than_start_blocks_but_equal_does_not():
    assert line_village(1).reachable(0, 2)
    assert line_village(1).throw(0, 2, 40, fist=False, whole=False)
    high = line_village(2)
    assert not high.reachable(0, 2)
    assert not high.throw(0, 2, 40, fist=False, whole=False)
    treed = line_village(1, tree=True)
    assert not treed.reachable(0, 2)


def test_nearest_roofs_include_ties_and_respect_obstacles():
    v = line_village()
    # buildings 1, 3 and 4 are all 20 from building 0's centre... 1 at (25,5): 20; 3 at (5,35): 30
    assert v.nearest(0) == [1]
    tie = Village(
        "tie",
        200,
        [
            Building(0, 0, 10, 10, 1),
            Building(20, 0, 10, 10, 1),
            Building(0, 20, 10, 10, 1),
            Building(-20, 0, 10, 10, 2),
        ],
        [],
    )
    assert tie.nearest(0) == [1, 2, 3]
    blocked = Village(
        "b",
        200,
        [
            Building(0, 0, 10, 10, 1),
            Building(14, 0, 10, 10, 2),
            Building(28, 0, 10, 10, 1),
            Building(0, 40, 10, 10, 1),
        ],
        [],
    )
    assert blocked.nearest(0) == [1]
    assert not blocked.reachable(0, 2)
