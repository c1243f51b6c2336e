"""Hostnames of the author's own machines, pasted with code, configs and logs (category `url`): the host of a
connection string that carries an account (postgres://user:pass@db.acme-corp.internal:5432), the host field of a
syslog line ("Oct 03 14:22:07 build01.acme.co.uk sshd[2231]: ..."), the value of a host setting (nginx's
server_name, Apache's ServerName, OpenSSH's HostName, HOST= / DB_HOST= / host: in env files and YAML), and any
name under a private suffix (.internal, .local, .lan, .corp, .intranet, .home.arpa: names no public registry
gives out, so they can only be someone's own network).
A host names an employer ("db.brightlane-logistics.internal") or a home network; the draft's question survives the
stand-in ("postgres://[username]:[password]@[link]:5432/orders"). Not hosts of anybody: localhost and the domains
RFC 2606 keeps for examples."""

from __future__ import annotations

import re

from ...records import Finding
from ..context import Context
from ..recognizer import Recognizer
from .url import known_suffix

_REASON = "A server's name can name your employer or your home network."

_HOST = r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{1,62}"
# RFC 6762 (.local), RFC 8375 (.home.arpa), ICANN's 2024 reservation (.internal) and the suffixes networks use
# without registering them (.lan, .corp, .intranet, .localdomain, .intra, .private).
_PRIVATE_SUFFIXES = ("internal", "local", "lan", "corp", "intranet", "localdomain", "intra", "private", "home.arpa")
_PRIVATE = re.compile(r"(?<![\w.-])(?P<h>" + r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:"
                      + "|".join(re.escape(s) for s in _PRIVATE_SUFFIXES) + r"))(?![\w-]|\.\w)", re.IGNORECASE)
# scheme://user[:password]@HOST: a connection string with an account is the author's own server.
_CONNECTION = re.compile(r"(?i)\b[a-z][a-z0-9+.-]{1,15}://[^\s/@]{1,200}@(?P<h>" + _HOST + r")")
# BSD syslog (RFC 3164): "Mmm dd hh:mm:ss HOST program[pid]:"; RFC 5424/ISO stamps: "2026-03-11T09:14:02Z HOST prog".
_SYSLOG = re.compile(r"(?:\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d |\b\d{4}-\d\d-\d\dT)"
                     r"[\d:.]{8,15}(?:Z|[+-]\d\d:?\d\d)? (?P<h>" + _HOST + r") [\w./-]+(?:\[\d+\])?:")
# server_name X; ServerName X; HostName X; HOST=X; DB_HOST: X; "host": "X".
_SETTING = re.compile(r"(?:\b(?i:server_?name|host_?name)\s+|(?<![\w-])(?i:[a-z_]*host(?:_?name)?|server_?name)"
                      r"[\"']?\s*[:=]\s*[\"']?)(?P<h>" + _HOST + r")(?![\w-])")
_NEEDLES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (_PRIVATE, tuple("." + s for s in _PRIVATE_SUFFIXES)),
    (_CONNECTION, ("://",)),
    (_SYSLOG, (":",)),
    (_SETTING, ("host", "server")),
)
_NOBODY = re.compile(r"(?i)^(?:localhost|(?:[\w-]+\.)*example\.(?:com|org|net)|[\w.-]*\.(?:test|example|invalid))$")


class HostRecognizer(Recognizer):
    name = "host"
    categories = ("url",)

    def find(self, ctx: Context) -> list[Finding]:
        text, lower = ctx.text, ctx.lower
        out: list[Finding] = []
        for regex, needles in _NEEDLES:
            if not any(n in lower for n in needles):
                continue
            for m in regex.finditer(text):
                start, end = m.span("h")
                host = text[start:end]
                if _NOBODY.match(host) or any(f.start <= start < f.end for f in out):
                    continue
                if regex is not _PRIVATE and not (known_suffix(host) or _PRIVATE.fullmatch(host)):
                    continue  # "host = os.environ", "server_name main.conf": a name no registry gives out
                out.append(Finding(start=start, end=end, text=host, category="url", score=0.85, validity="high",
                                   detector="host." + ("private" if regex is _PRIVATE else "named"), reason=_REASON))
        return out
