"""`looktwice anonymize`: anonymize one draft (or a JSONL batch) with the engine in-process."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from models.errors import InputError, LookTwiceError

from proxy.command_line import MODEL_HELP, add_remote_option, check_model_ref


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("anonymize", help="anonymize a draft and print the result",
                              description="Find what identifies the author of a draft and generalize it.")
    p.add_argument("file", nargs="?", default="-", metavar="FILE|-", help="the draft (default: stdin)")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object with the suggestions")
    out.add_argument("--jsonl", action="store_true",
                     help='batch: each input line {"id", "text"} gives one output line {"id", ...--json fields}')
    p.add_argument("--model", metavar="MODEL", help=MODEL_HELP)
    add_remote_option(p)
    p.add_argument("--backend", choices=("llama_cpp", "ctransformers"), default="llama_cpp",
                   help="model runtime (ctransformers needs the 'legacy' extra)")
    p.add_argument("--max-rounds", type=int, default=3, metavar="N", help="RLAA rounds at most (1-10)")
    p.add_argument("--threshold", choices=("high", "medium", "low"), default="medium",
                   help="lowest validity tier that gets an edit")
    p.add_argument("--protect", metavar="a,b,…", help="categories to protect (default: all)")
    p.add_argument("--no-llm", action="store_true", help="pre-filter alone, no model")
    p.add_argument("--style", choices=("generalize", "placeholder", "pseudonym"), default="generalize",
                   help="generalize (default: 'a European city'), placeholder ('[PERSON_1]') or pseudonym "
                        "(plausible stand-ins for names, emails, phones…; attributes are still generalized)")
    p.add_argument("--map", metavar="MAP.json", dest="map_path",
                   help="with placeholder/pseudonym: the stand-in map of this conversation; read if it exists "
                        "(same values keep their stand-ins) and written back (0600; it holds the originals)")
    p.add_argument("--no-adapter", action="store_true",
                   help="the embedded model without its trained attacker adapter (models/adapters/)")
    p.add_argument("--temperature", type=float, metavar="T",
                   help="sample every step at this temperature (0: reproducible; default: each step's own)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from models.vault import Vault

    from .stand_in_map import read_map, write_map

    policy = _policy(args)
    if not args.no_llm:
        check_model_ref(args.model, args.allow_remote_model)
    reversible = policy.style != "generalize"
    if args.map_path and not reversible:
        raise InputError("--map needs --style placeholder or --style pseudonym")
    vault = read_map(args.map_path) if args.map_path else Vault()
    data = _read(args.file)
    if args.jsonl:
        engine = _engine(args)
        code = _batch(engine, policy, data, vault if reversible else None)
    else:
        from models.draft import decode_draft

        draft = decode_draft(data, "stdin" if args.file == "-" else args.file)
        engine = _engine(args)
        result = engine.anonymize(draft, policy, vault=vault if reversible else None)
        if args.json:
            _write({**_result_json(result), **({"stand_ins": vault.to_json()} if reversible else {})})
        else:
            sys.stdout.write(result.text + ("" if result.text.endswith("\n") else "\n"))
        code = 0
    if args.map_path:
        write_map(args.map_path, vault)
    return code


def _engine(args: argparse.Namespace) -> Any:
    from models.engine import Engine

    engine = Engine.load(args.model, use_llm=not args.no_llm, backend=args.backend,
                         allow_remote=args.allow_remote_model)
    if args.temperature is not None and engine.backend is not None:
        if not 0.0 <= args.temperature <= 2.0:
            raise InputError("--temperature must be between 0 and 2")
        engine.backend.temperature_override = args.temperature
    return engine


def _policy(args: argparse.Namespace) -> Any:
    from models.policy import Policy

    protect = None
    if args.protect is not None:
        protect = [p.strip() for p in args.protect.split(",") if p.strip()]
        if not protect:
            raise InputError("--protect needs at least one category")
    fields: dict[str, Any] = {"site": "cli", "mode": "suggest", "threshold": args.threshold,
                              "max_rounds": args.max_rounds, "style": args.style}
    if protect is not None:
        fields["protect"] = protect
    return Policy(**fields)


def _read(name: str) -> bytes:
    try:
        if name == "-":
            return sys.stdin.buffer.read()
        with open(name, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise InputError(f"cannot read {name}: {exc.strerror or exc}") from None


def _batch(engine: Any, policy: Any, data: bytes, vault: Any) -> int:
    """One vault for the whole batch (when the style is reversible): a JSONL file is one conversation."""
    from models.draft import validate_draft
    from protocol.errors import code_for

    failures = 0
    for number, raw in enumerate(data.splitlines(), start=1):
        if not raw.strip():
            continue
        item_id: Any = None
        try:
            try:
                item = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise InputError(f"line {number} is not a JSON object ({exc})") from None
            if not isinstance(item, dict):
                raise InputError(f"line {number} is not a JSON object")
            item_id = item.get("id")
            if "text" not in item:
                raise InputError(f"line {number} has no \"text\"")
            result = engine.anonymize(validate_draft(item["text"]), policy, vault=vault)
            extra = {"stand_ins": vault.to_json()} if vault is not None else {}
            _write({"id": item_id, **_result_json(result), **extra})
        except LookTwiceError as exc:  # the code from the one table: a bad line is bad_request
            failures += 1
            _write({"id": item_id, "error": {"code": code_for(exc).value, "message": str(exc)}})
    return 0 if failures == 0 else 3


def _result_json(result: Any) -> dict[str, Any]:
    """The `done` event's fields without the per-round statistics."""
    return {k: v for k, v in result.to_json().items() if k != "round_stats"}


def _write(obj: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()
