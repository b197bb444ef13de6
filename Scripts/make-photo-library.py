#!/usr/bin/env python3
"""Writes the photo browser's bundled library: a Flickr-style JSON response and one small PNG per
photo. Deterministic: the same files every run. Everything is made here, nothing is copied.

    Scripts/make-photo-library.py    # rewrites Sources/PhotoBrowser/Resources
"""
import json
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "PhotoBrowser" / "Resources"

PHOTOGRAPHERS = [
    ("10001@N01", "Amara Okafor", "Harbour", ["Morning ferry", "Fish market", "Cranes at dusk", "Low tide",
                                               "Lighthouse", "Net mender", "Rain on the quay", "Last boat"]),
    ("10002@N01", "Jonas Lindqvist", "Forest", ["Birch stand", "Moss and stone", "Fog in the pines", "Fox tracks",
                                                 "Clearing", "Fallen oak", "Spring melt", "Owl at dusk"]),
    ("10003@N01", "Lucía Herrera", "City", ["Night tram", "Rooftops", "Market stall", "Bridge lights",
                                            "Street musician", "Old cinema", "Station clock", "Alley cat"]),
    ("10004@N01", "Kenji Watanabe", "Mountains", ["First snow", "Ridge line", "Hut at dawn", "Glacier tongue",
                                                  "Summit cairn", "Marmot", "Alpine lake", "Storm front"]),
    ("10005@N01", "Priya Raman", "Gardens", ["Lotus pond", "Jasmine", "Stone lantern", "Koi",
                                             "Bamboo path", "Rain garden", "Tea house", "Peonies"]),
    ("10006@N01", "Tomás Novák", "Desert", ["Dune crest", "Salt flat", "Camel train", "Oasis",
                                            "Red canyon", "Night sky", "Sandstorm", "Cactus bloom"]),
]


THEMES = {
    # sky top, sky bottom, ground
    "Harbour": ((86, 140, 200), (190, 215, 235), (40, 90, 140)),
    "Forest": ((120, 170, 210), (210, 225, 215), (60, 110, 60)),
    "City": ((70, 90, 150), (230, 170, 120), (70, 70, 80)),
    "Mountains": ((60, 120, 200), (200, 220, 240), (110, 120, 110)),
    "Gardens": ((130, 190, 230), (225, 240, 230), (90, 150, 80)),
    "Desert": ((90, 150, 220), (240, 220, 180), (220, 170, 100)),
}


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def scene(width, height, theme, title, seed):
    """A small landscape for a photo: sky, horizon, the theme's shapes, a sun or moon. Evening and
    night titles get a darker sky. Flat colours keep each PNG a few KB."""
    top, bottom, ground = THEMES[theme]
    dark = any(word in title.lower() for word in ("dusk", "night", "last", "owl", "storm", "lights"))
    if dark:
        top, bottom = mix(top, (10, 15, 40), 0.7), mix(bottom, (120, 70, 90), 0.5)
    horizon = height * (55 + seed % 15) // 100
    pixels = [[mix(top, bottom, (y // 4 * 4) / max(horizon, 1)) if y < horizon else ground for _ in range(width)]
              for y in range(height)]

    def fill(test, colour):
        for y in range(height):
            for x in range(width):
                if test(x, y):
                    pixels[y][x] = colour

    sun_x, sun_y, radius = width * (20 + seed * 13 % 60) // 100, horizon * 35 // 100, 9
    fill(lambda x, y: (x - sun_x) ** 2 + (y - sun_y) ** 2 <= radius ** 2, (245, 245, 220) if dark else (255, 214, 90))
    if theme == "Harbour":
        fill(lambda x, y: y >= horizon and (y - horizon) % 7 == 0 and (x + y) % 11 < 6, (150, 190, 220))
        hull = width * (30 + seed * 7 % 40) // 100
        fill(lambda x, y: horizon - 6 <= y < horizon and hull - 18 + (horizon - y) <= x <= hull + 18 - (horizon - y), (120, 60, 40))
        fill(lambda x, y: horizon - 22 <= y < horizon - 6 and x == hull, (60, 40, 30))
    elif theme == "Forest":
        for index in range(7):
            cx = (index * width // 6 + seed * 5) % width
            fill(lambda x, y, cx=cx: horizon - 34 <= y <= horizon and abs(x - cx) <= (y - horizon + 34) // 2, (30, 80 + index * 6, 40))
    elif theme == "City":
        for index in range(8):
            left, tall = index * width // 8, 20 + (seed * 7 + index * 13) % 40
            fill(lambda x, y, left=left, tall=tall: left + 1 <= x < left + width // 8 - 1 and horizon - tall <= y < horizon,
                 (50 + index * 5, 55, 70))
            fill(lambda x, y, left=left, tall=tall: left + 3 <= x < left + width // 8 - 3 and horizon - tall + 4 <= y < horizon - 3
                 and x % 5 < 2 and y % 6 < 2, (250, 220, 120) if dark else (180, 200, 220))
    elif theme == "Mountains":
        for index, (cx, tall) in enumerate(((width // 3, 60), (width * 2 // 3 + seed % 20, 75), (width - 10, 45))):
            fill(lambda x, y, cx=cx, tall=tall: horizon - tall <= y < horizon and abs(x - cx) <= (y - horizon + tall),
                 (90 + index * 15, 100 + index * 10, 120))
            fill(lambda x, y, cx=cx, tall=tall: horizon - tall <= y < horizon - tall + 12 and abs(x - cx) <= (y - horizon + tall),
                 (250, 250, 255))
    elif theme == "Gardens":
        for index in range(14):
            cx, cy = (index * 37 + seed * 11) % width, horizon + 6 + (index * 23 + seed) % max(height - horizon - 10, 1)
            colour = ((240, 120, 160), (250, 250, 250), (250, 200, 60))[index % 3]
            fill(lambda x, y, cx=cx, cy=cy: (x - cx) ** 2 + (y - cy) ** 2 <= 9, colour)
    else:  # Desert
        fill(lambda x, y: y >= horizon - 10 and y >= horizon - 10 + int(8 * ((x + seed * 9) % 60 - 30) ** 2 / 900),
             (205, 150, 80))
    rows = []
    for y in range(height):
        rows.append(bytes([0]) + b"".join(bytes(pixel) for pixel in pixels[y]))
    return rows


def png(width, height, rows):
    """An RGB PNG of rows of pixels."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")


def main():
    photos = []
    images = ROOT / "Images"
    images.mkdir(parents=True, exist_ok=True)
    seed = 0
    for owner_index, (owner, name, theme, titles) in enumerate(PHOTOGRAPHERS):
        for index, title in enumerate(titles):
            seed += 1
            photo_id = str(53000000000 + seed * 7919)
            secret = format((seed * 2654435761) % (16 ** 10), "010x")
            photos.append({
                "id": photo_id, "owner": owner, "secret": secret, "server": str(65535 - owner_index),
                "farm": 66, "title": title, "ispublic": 1, "isfriend": 0, "isfamily": 0,
                "description": {"_content": f"{title}, from {name}'s {theme.lower()} series."},
                "datetaken": f"2024-{(index % 12) + 1:02d}-{(seed % 27) + 1:02d} {(8 + index) % 24:02d}:{(seed * 7) % 60:02d}:00",
                "ownername": name,
            })
            (images / f"{photo_id}.png").write_bytes(png(160, 120, scene(160, 120, theme, title, seed)))
    response = {"photos": {"page": 1, "pages": 1, "perpage": len(photos), "total": len(photos), "photo": photos},
                "stat": "ok"}
    (ROOT / "photos.json").write_text(json.dumps(response, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
