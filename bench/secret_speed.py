"""µs per text of the secret recognizer on bench.prefilter_same's texts, and of detect-secrets' own scan of the
same texts (`--library`, run with a Python that has detect-secrets installed): issue 11's question of whether
calling the library per draft fits the pre-filter's budget."""

from __future__ import annotations

import argparse
import time


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--library", action="store_true", help="time detect_secrets.core.scan.scan_line instead")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from bench.prefilter_same import texts

    drafts = [t for group in texts().values() for t in group]
    if args.library:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import default_settings

        with default_settings():
            list(scan_line("warm up"))
            best = min(_time(lambda d: [s for line in d.splitlines() for s in scan_line(line)], drafts)
                       for _ in range(args.repeat))
    else:
        from models.prefilter.context import Context
        from models.prefilter.pii.secret import SecretRecognizer

        recognizer = SecretRecognizer()
        contexts = [Context(d) for d in drafts]
        best = min(_time(recognizer.find, contexts) for _ in range(args.repeat))
    print(f"{len(drafts)} texts, {best / len(drafts) * 1e6:.1f} µs per text ({'detect-secrets' if args.library else 'SecretRecognizer'})")


def _time(fn, items) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    for item in items:
        fn(item)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
