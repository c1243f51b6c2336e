"""Issue 11's small bench: the 41 lines of tests/test_prefilter_secret.py (secrets, home-directory and ssh
usernames, and their near misses), scored per line: a line with an expected span must be flagged, a near miss
must not. `--library` scores detect-secrets' scan_line on the secret lines for comparison, without its
high-entropy plugins (scan_line searches eagerly: they flag every line, "hello world" included)."""

from __future__ import annotations

import argparse


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--library", action="store_true")
    args = parser.parse_args()
    from tests.test_prefilter_secret import SECRETS, USERS

    if args.library:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import default_settings

        with default_settings():
            flagged = [any("High Entropy" not in s.type for s in scan_line(line)) for text, _ in SECRETS for line in [text.replace("\n", " ")]]
        _report("detect-secrets", [(bool(e), f) for (_, e), f in zip(SECRETS, flagged)])
        return
    from tests.prefilter_support import texts

    _report("secret", [(bool(e), bool(texts(t, "secret"))) for t, e in SECRETS])
    _report("username", [(bool(e), bool(texts(t, "username"))) for t, e in USERS])


def _report(what: str, rows: list[tuple[bool, bool]]) -> None:
    positives = sum(e for e, _ in rows)
    caught = sum(e and f for e, f in rows)
    false = sum(f and not e for e, f in rows)
    print(f"{what}: {caught}/{positives} lines caught, {false}/{len(rows) - positives} near misses flagged")


if __name__ == "__main__":
    main()
