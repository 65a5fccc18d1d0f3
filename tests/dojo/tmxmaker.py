"""Write a Dojo hex TMX from rows of letters (w f m p, '.' empty, anything else -> gid 5 'lava')."""

GID = {".": 0, "w": 1, "f": 2, "m": 3, "p": 4, "x": 5}
NAMES = ["water", "forest", "mountain", "plains", "lava"]


def tmx(rows, axis="y", index="odd", orientation="hexagonal"):
    h = len(rows)
    w = max(len(r) for r in rows)
    csv = ",\n".join(",".join(str(GID[c]) for c in r.ljust(w, ".")) for r in rows)
    tiles = "".join(
        f'  <tile id="{i}"><properties><property name="terrain" value="{n}"/></properties>'
        f'<image width="64" height="64" source="{n}.png"/></tile>\n'
        for i, n in enumerate(NAMES)
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="{orientation}" renderorder="right-down" '
        f'width="{w}" height="{h}" tilewidth="64" tileheight="56" infinite="0" hexsidelength="32" '
        f'staggeraxis="{axis}" staggerindex="{index}" nextlayerid="2" nextobjectid="1">\n'
        f' <tileset firstgid="1" name="terrain" tilewidth="64" tileheight="64" tilecount="5" columns="0">\n'
        f'  <grid orientation="orthogonal" width="1" height="1"/>\n{tiles} </tileset>\n'
        f' <layer id="1" name="board" width="{w}" height="{h}">\n  <data encoding="csv">\n{csv}\n</data>\n </layer>\n</map>\n'
    )
