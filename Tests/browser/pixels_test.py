#!/usr/bin/env python3
"""pixels.py: PNGs whose rows use every filter, RGB and RGBA, odd widths, decode to the pixels they were
written from; and WCAG's contrast ratio at its ends."""

import os
import random
import struct
import sys
import unittest
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pixels  # noqa: E402


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(kind, row, previous, bpp):
    """`row` written with PNG filter `kind`, straight from the specification."""
    out = bytearray()
    for i, value in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i]
        c = previous[i - bpp] if i >= bpp else 0
        predictor = (0, a, b, (a + b) >> 1, paeth(a, b, c))[kind]
        out.append((value - predictor) & 0xFF)
    return bytes(out)


def encode_png(width, height, channels, rows, kinds):
    """A PNG of `rows` (bytes, `channels` a pixel), row y written with filter kinds[y]."""
    stride = width * channels
    raw, previous = bytearray(), bytes(stride)
    for row, kind in zip(rows, kinds):
        raw.append(kind)
        raw += filtered(kind, row, previous, channels)
        previous = row

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    colour = {3: 2, 4: 6}[channels]
    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw)))
            + chunk(b"IEND", b""))


class PixelsTests(unittest.TestCase):
    def test_every_filter_decodes_to_the_pixels_written(self):
        rng = random.Random(7)
        for width, height, channels in ((37, 23, 3), (64, 16, 4), (1, 5, 3), (129, 9, 4)):
            rows = [bytes(rng.randrange(256) for _ in range(width * channels)) for _ in range(height)]
            # Smooth rows too, where the predictors are near the values and sums wrap less often.
            for y in range(0, height, 3):
                rows[y] = bytes((x * 3 + y * 5) % 256 for x in range(width * channels))
            kinds = [y % 5 for y in range(height)]
            rng.shuffle(kinds)
            image = pixels.decode_png(encode_png(width, height, channels, rows, kinds))
            self.assertEqual(image[:3], (width, height, channels))
            self.assertEqual([bytes(row) for row in image[3]], rows, f"{width}x{height}x{channels}")

    def test_max_rows_decodes_only_the_first_rows(self):
        rows = [bytes([y] * 30) for y in range(8)]
        image = pixels.decode_png(encode_png(10, 8, 3, rows, [1, 2, 3, 4, 0, 1, 2, 3]), max_rows=3)
        self.assertEqual([bytes(row) for row in image[3]], rows[:3])

    def test_not_a_png_is_refused(self):
        with self.assertRaises(ValueError):
            pixels.decode_png(b"GIF89a" + bytes(20))

    def test_contrast_runs_from_one_to_twenty_one(self):
        self.assertAlmostEqual(pixels.contrast((0, 0, 0), (255, 255, 255)), 21, places=6)
        self.assertAlmostEqual(pixels.contrast((120, 30, 200), (120, 30, 200)), 1, places=6)


if __name__ == "__main__":
    unittest.main()
