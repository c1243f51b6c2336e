"""`python -m native_host`: what the browser starts (through the launcher install-host writes)."""

from __future__ import annotations

import sys

from .stdio import claim_stdio

# Before any other import: nothing but frames may reach the original stdout.
_stdin, _frames_out = claim_stdio()


def main() -> int:
    import asyncio
    import logging

    from protocol.config import HOST_LOG, Settings, state_dir
    from protocol.errors import ErrorCode
    from protocol.messages import error_reply

    from .host import make_backend, run_host
    from .output import FrameWriter

    directory = state_dir()
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    try:
        handlers.append(logging.FileHandler(directory / HOST_LOG, encoding="utf-8"))
    except OSError:
        pass
    logging.basicConfig(level=logging.INFO, handlers=handlers,
                        format="%(asctime)s %(process)d %(name)s %(levelname)s %(message)s")

    async def run() -> int:
        writer = FrameWriter(_frames_out)
        try:
            settings = Settings.load(directory)
        except Exception as exc:  # a damaged config.json: say so on the first request, then stop
            await writer.send(error_reply(None, ErrorCode.UNAVAILABLE, f"LookTwice cannot start: {exc}"))
            return 1
        try:
            return await run_host(_stdin, writer, make_backend(settings, directory, writer))
        finally:
            writer.close()

    return asyncio.run(run())


if __name__ == "__main__":
    raise SystemExit(main())
