"""`python -m proxy` is `looktwice serve`."""
import sys

from looktwice.cli import main

raise SystemExit(main(["serve", *sys.argv[1:]]))
