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


def png(width, height, seed):
    """A deterministic tiled gradient with a band, as an RGB PNG."""
    rows = []
    base = (seed * 47) % 256
    for y in range(height):
        row = bytearray([0])  # filter: none
        for x in range(width):
            # 8-pixel tiles keep the file a few KB.
            tx, ty = x // 8, y // 8
            band = 60 if abs(ty - height // 16 - (tx * (seed % 5 - 2)) // 3) < 1 else 0
            row += bytes(((base + tx * 16 + band) % 256, (base // 2 + ty * 16) % 256, (255 - base + (tx + ty) * 8) % 256))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


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
            (images / f"{photo_id}.png").write_bytes(png(96, 72, seed))
    response = {"photos": {"page": 1, "pages": 1, "perpage": len(photos), "total": len(photos), "photo": photos},
                "stat": "ok"}
    (ROOT / "photos.json").write_text(json.dumps(response, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
