"""`python -m proxy`: the service, as `looktwice serve` runs it."""

from .command_line import main

raise SystemExit(main())
