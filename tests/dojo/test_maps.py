"""Dojo boards from Tiled hexagonal maps: the offset -> axial mapping, the hand-made
levels and every loading error (RULINGS section 4)."""

import pytest

from ninjas.dojo.hexgrid import BoardError, distance, dojo_sites, neighbours
from ninjas.dojo.maps import board_names, load_board, named_board, offset_to_axial

from .tmxmaker import tmx

# A 3 x 3 map: on every stagger axis/index, Tiled's own neighbour rule must give the same
# six cells as axial adjacency (Tiled's HexagonalRenderer: a staggered row/column sits half
# a hex right/down).
PINNED = {
    # (axis, index): centre (1, 1) -> its axial hex, and its Tiled neighbours (col, row)
    ("y", "odd"): ((1, 1), [(0, 1), (2, 1), (1, 0), (2, 0), (1, 2), (2, 2)]),
    ("y", "even"): ((0, 1), [(0, 1), (2, 1), (0, 0), (1, 0), (0, 2), (1, 2)]),
    ("x", "odd"): ((1, 1), [(1, 0), (1, 2), (0, 1), (2, 1), (0, 2), (2, 2)]),
    ("x", "even"): ((1, 0), [(1, 0), (1, 2), (0, 0), (2, 0), (0, 1), (2, 1)]),
}


@pytest.mark.parametrize(("axis", "index"), list(PINNED))
def test_offset_to_axial_matches_tiled_neighbours(axis, index, tmp_path):
    centre_axial, tiled_neighbours = PINNED[(axis, index)]
    assert offset_to_axial(1, 1, axis, index) == centre_axial
    got = {offset_to_axial(c, r, axis, index) for c, r in tiled_neighbours}
    assert got == set(neighbours(centre_axial))
    # And a real map file: row 0 column 0 is plains, the centre is a mountain.
    path = tmp_path / "pin.tmx"
    path.write_text(tmx(["ppp", "pmp", "ppp"], axis, index))
    board = load_board(path).terrain_map()
    assert board[centre_axial] == "mountain"
    assert len(board) == 9
    assert sum(t == "mountain" for t in board.values()) == 1


def test_the_hand_made_levels_load_and_differ():
    names = board_names()
    assert len(names) >= 3
    shapes = set()
    for n in names:
        b = named_board(n)
        assert len(dojo_sites(b)) >= 2
        assert {"water", "forest", "mountain", "plains"} <= set(b.terrain_map().values())
        # shape up to translation
        hs = b.hexes()
        q0 = min(q for q, _ in hs)
        r0 = min(r for _, r in hs)
        shapes.add(frozenset((q - q0, r - r0) for q, r in hs))
        far = max(distance(a, c) for a in dojo_sites(b) for c in dojo_sites(b))
        assert far >= 3
    assert len(shapes) == len(names)
    with pytest.raises(BoardError, match="no Dojo board named 'nowhere'"):
        named_board("nowhere")


def test_map_errors_name_the_file_and_the_problem(tmp_path):
    def write(name, text):
        p = tmp_path / name
        p.write_text(text)
        return p

    with pytest.raises(BoardError, match="missing.tmx: no such map file"):
        load_board(tmp_path / "missing.tmx")
    with pytest.raises(BoardError, match="junk.tmx: not a readable Tiled map"):
        load_board(write("junk.tmx", "<map"))
    with pytest.raises(BoardError, match="square.tmx: not hexagonal"):
        load_board(write("square.tmx", tmx(["ppp"] * 3, orientation="orthogonal")))
    with pytest.raises(BoardError, match="lava.tmx: unknown terrain 'lava' at column 1, row 0"):
        load_board(write("lava.tmx", tmx(["pxp", "ppp", "ppp"])))
    with pytest.raises(BoardError, match="pieces.tmx: the board is in pieces"):
        load_board(write("pieces.tmx", tmx(["pp...pp", "pp...pp"])))
    with pytest.raises(BoardError, match="tiny.tmx: no room for two Dojos"):
        load_board(write("tiny.tmx", tmx(["p"])))
    bare = tmx(["ppp"] * 3).replace(
        '<properties><property name="terrain" value="plains"/></properties>', ""
    )
    with pytest.raises(BoardError, match="bare.tmx: the tile at column 0, row 0 has no"):
        load_board(write("bare.tmx", bare))


def test_board_for_a_name_or_random():
    import random

    from ninjas.dojo.maps import board_for

    assert board_for("island", random.Random(1)) == named_board("island")
    assert board_for("random", random.Random(5)) == board_for("random", random.Random(5))
    with pytest.raises(BoardError, match="no Dojo board named"):
        board_for("atlantis", random.Random(1))
