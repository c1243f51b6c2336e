"""`looktwice restore`: put the original values back into a reply, from a saved stand-in map."""

from __future__ import annotations

import argparse
import codecs
import json
import sys
from typing import Any

from models.errors import InputError

_CHUNK = 4096


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "restore", help="restore the original values in a reply from a stand-in map",
        description="Replace the stand-ins of a reply (also garbled ones: 'Person 1', '[person_1]') by the "
                    "originals of a map written by `looktwice anonymize --style pseudonym --map MAP.json`. "
                    "Reads the reply as a stream: a stand-in split across chunks is restored whole.")
    p.add_argument("file", nargs="?", default="-", metavar="FILE|-", help="the reply (default: stdin)")
    p.add_argument("--map", required=True, metavar="MAP.json", dest="map_path",
                   help="the stand-in map (or an `anonymize --json` output that holds one)")
    p.add_argument("--json", action="store_true",
                   help='print {"text", "spans"}: where each stand-in was and what it stood for')
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from models.restore import StreamRestorer, restore

    from .stand_in_map import read_map

    vault = read_map(args.map_path, must_exist=True)
    stream = _open(args.file)
    if args.json:
        text = _decode(stream.read(), args.file)
        sys.stdout.write(json.dumps(restore(text, vault).to_json(), ensure_ascii=False) + "\n")
        return 0
    restorer = StreamRestorer(vault)
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    try:
        # read1: whatever a pipe has now, so a reply streamed into stdin comes out as it arrives.
        while data := stream.read1(_CHUNK):
            sys.stdout.write(restorer.feed(decoder.decode(data)))
            sys.stdout.flush()
        tail = decoder.decode(b"", final=True)
    except UnicodeDecodeError as exc:
        raise InputError(f"{_name(args.file)} is not UTF-8 text ({exc.reason})") from None
    sys.stdout.write(restorer.feed(tail) + restorer.finish())
    return 0


def _open(name: str) -> Any:
    if name == "-":
        return sys.stdin.buffer
    try:
        return open(name, "rb")
    except OSError as exc:
        raise InputError(f"cannot read {name}: {exc.strerror or exc}") from None


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{_name(name)} is not UTF-8 text (invalid byte at offset {exc.start})") from None


def _name(name: str) -> str:
    return "stdin" if name == "-" else name
