"""Pixels of a WebDriver screenshot without an imaging library: a PNG decoder for the 8-bit RGB and
RGBA images browsers write, and WCAG's contrast ratio between two colours."""

import functools
import struct
import zlib

CHANNELS = {2: 3, 6: 4}


def decode_png(data, max_rows=None):
    """(width, height, rows): each row a bytearray of RGB or RGBA pixels with `channels` bytes each;
    only the first `max_rows` rows are unfiltered when given (the rest are not needed)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset, idat = 8, []
    width = height = channels = None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in CHANNELS or interlace:
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
            channels = CHANNELS[colour]
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(min(height, max_rows or height)):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        unfilter(kind, row, previous, channels)
        rows.append(row)
        previous = row
    return width, height, channels, rows


def unfilter(kind, row, previous, bpp):
    """Undoes one row's PNG filter in place. Sub and Up, most of a screenshot's rows, add bytes as lanes of
    one integer (`add_bytes`); Average and Paeth go byte by byte."""
    if kind == 1:
        # Each byte plus the sum of the bytes bpp, 2 bpp, ... before it: a prefix sum in log2(len / bpp) steps.
        total, mask, reach = int.from_bytes(row, "little"), (1 << 8 * len(row)) - 1, bpp
        while reach < len(row):
            total = add_bytes(total, (total << 8 * reach) & mask, len(row))
            reach *= 2
        row[:] = total.to_bytes(len(row), "little")
    elif kind == 2:
        total = add_bytes(int.from_bytes(row, "little"), int.from_bytes(previous, "little"), len(row))
        row[:] = total.to_bytes(len(row), "little")
    elif kind == 3:
        for i in range(len(row)):
            left = row[i - bpp] if i >= bpp else 0
            row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
    elif kind == 4:
        unfilter_paeth(row, previous, bpp)
    elif kind != 0:
        raise ValueError(f"unknown PNG filter {kind}")


def unfilter_paeth(row, previous, bpp):
    """Undoes the Paeth filter: each byte plus whichever of left (a), up (b) and up-left (c) is nearest
    to a + b - c, the distances written without it (|b - c|, |a - c|, |a + b - 2c|)."""
    for i in range(min(bpp, len(row))):
        row[i] = (row[i] + previous[i]) & 0xFF  # no left or up-left: up is the nearest
    for i in range(bpp, len(row)):
        a, b, c = row[i - bpp], previous[i], previous[i - bpp]
        pa, pb = b - c, a - c
        pc = pa + pb
        if pa < 0:
            pa = -pa
        if pb < 0:
            pb = -pb
        if pc < 0:
            pc = -pc
        row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF


def add_bytes(x, y, count):
    """The `count` bytes of x and y (little-endian integers) added lane by lane, each modulo 256: the low
    seven bits of each lane add without reaching the next lane, and the top bit is the exclusive or of
    the two top bits and that carry."""
    high, low = lane_masks(count)
    return ((x & low) + (y & low)) ^ ((x ^ y) & high)


@functools.lru_cache(maxsize=8)
def lane_masks(count):
    """The top bit, and the seven bits below it, of each of `count` bytes."""
    return int.from_bytes(b"\x80" * count, "little"), int.from_bytes(b"\x7f" * count, "little")


def pixel(image, x, y):
    """The RGB of pixel (x, y) of a decoded image."""
    _, _, channels, rows = image
    row = rows[y]
    return tuple(row[x * channels:x * channels + 3])


def luminance(rgb):
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first, second):
    """WCAG 2 contrast ratio of two RGB colours (1 to 21)."""
    a, b = sorted((luminance(first), luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)
