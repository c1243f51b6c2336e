"""Passwords, API keys, tokens and private keys pasted with code, configs, logs and stack traces (category
`secret`), and the account names those pastes carry: a home directory's owner in a path, the user of an
`ssh user@host` command, the user of a connection string (postgres://user:pass@host), the user a log line names
(OpenSSH's "Accepted publickey for X from", PostgreSQL's and MySQL's 'for user "X"', key=value logs' "user=X")
(category `username`).

The key shapes are those of Yelp's detect-secrets plugins (aws.py, github_token.py, gitlab_token.py,
slack.py, stripe.py, twilio.py, openai.py, jwt.py, private_key.py, basic_auth.py, keyword.py), read once
here as regexes rather than called per draft: the library scans a file line by line through every plugin
and costs far more per text than the pre-filter's budget (bench/results/secrets/README.md has the numbers).
A bare word after "password" is kept only when it cannot be an ordinary word (wordfreq): "my password is
too long" and "password reset email" say nothing secret."""

from __future__ import annotations

import re
from functools import lru_cache

from ...records import Finding
from ..context import Context
from ..recognizer import Recognizer

_REASON = "A password, key or token gives access to your accounts; never paste one into a chat."
_USER_REASON = "An account name in a path or command can identify you."

# (kind, regex): the whole match is the secret unless the regex has a group named "v". Each regex is scanned
# only when the lower-cased draft holds one of its needles (_NEEDLES, in the same order): most drafts hold none.
_KEY_SHAPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private_key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
                               r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s]*)")),
    ("api_key", re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])")),  # AWS key id
    ("token", re.compile(r"(?<![\w])(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_\w{82})(?!\w)")),  # GitHub
    ("token", re.compile(r"(?<![\w-])glpat-[\w-]{20}(?![\w-])")),  # GitLab personal access token
    ("token", re.compile(r"(?<![\w-])xox[abposr]-(?:\d+-)+[A-Za-z0-9-]{10,}")),  # Slack
    ("api_key", re.compile(r"(?<!\w)[rs]k_(?:live|test)_[0-9A-Za-z]{24,}(?!\w)")),  # Stripe
    ("api_key", re.compile(r"(?<!\w)(?:AC|SK)[0-9a-f]{32}(?!\w)")),  # Twilio account / key SID
    ("api_key", re.compile(r"(?<![\w-])sk-(?:proj-|svcacct-|admin-|ant-api\d\d-)?[A-Za-z0-9_-]{20,}(?![\w-])")),  # OpenAI, Anthropic
    ("api_key", re.compile(r"(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])")),  # Google API key
    ("token", re.compile(r"(?<![\w-])eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*")),  # JWT: base64url of '{"' twice
    ("token", re.compile(r"(?i)(?<!\w)bearer\s+(?P<v>[A-Za-z0-9._~+/-]{16,}=*)")),
    # user:password@ in a URL (detect-secrets basic_auth.py); the password, not the user
    ("password", re.compile(r"(?i)\b[a-z][a-z0-9+.-]{1,15}://[^\s:/@]{1,64}:(?P<v>[^\s:/@]{1,128})@[\w.-]")),
)

_NEEDLES: tuple[tuple[str, ...], ...] = (
    ("private key",), ("akia", "asia", "abia", "acca", "a3t"), ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ("glpat-",), ("xox",), ("k_live_", "k_test_"), ("ac", "sk"), ("sk-",), ("aiza",), ("eyj",), ("bearer",), ("://",),
)
_ASSIGNED_NEEDLES = ("pass", "pwd", "secret", "key", "token")
_SAID_NEEDLES = ("pass", "pwd", "pw", "pin")
_HOME_NEEDLES = ("/home/", "/users/", "\\users\\", "documents and settings")
_SSH_NEEDLES = ("ssh", "scp", "sftp", "mosh")
_URL_USER_NEEDLES = ("://",)
_LOG_USER_NEEDLES = ("accepted ", "failed ", "invalid user", "for user", "user=", "username=", "login=", "ruser=")

# key = value in configs and code (detect-secrets keyword.py's denylist, shortened): the value is the secret.
_ASSIGNED = re.compile(
    r"(?i)(?<![a-z])(?P<k>password|passwd|passwort|pwd|passphrase|secret(?:_access)?_key|secret|"
    r"api_?key|apikey|access_?key|auth_?token|access_?token|token|private_key)"
    r"[\"']?\s*(?::=|=>|[:=])\s*[\"']?(?P<v>[^\s\"',;)}\]]{4,200})")

# "my password is X", "pw: X", "passcode X": the keyword and the next token.
_SAID = re.compile(r"(?i)\b(?P<k>password|passcode|passphrase|passwd|pwd|pw|pin)\b(?P<sep>\s+(?:is|was|=)\s+|\s*[:=]\s*|\s+)"
                   r"[\"'“]?(?P<v>[^\s\"'”<>]{2,63}[^\s\"'”<>.,;:])[\"'”.,;:]*(?=\s|$)")

# /home/NAME/, /Users/NAME/, C:\Users\NAME\: the name; the path stays.
_HOME = re.compile(r"(?:(?<![\w.])/home/|(?<![\w.])/Users/|\b[A-Za-z]:\\{1,2}(?:Users|Documents and Settings)\\{1,2})"
                   r"(?P<v>[A-Za-z0-9][\w.-]{0,63})(?=[/\\\"'\s:]|$)")
_SSH = re.compile(r"(?<![\w-])(?:ssh|scp|sftp|mosh|ssh-copy-id)\s+(?:-{1,2}[\w-]+(?:\s+[^\s@-][^\s@]*)?\s+)*"
                  r"(?:[^\s@]*\s+)??(?P<v>[A-Za-z_][\w.-]{0,31})@(?:[\w-]+\.)*[\w-]+")
# scheme://USER[:password]@host: the user of a connection string (the password is a _KEY_SHAPES secret).
_URL_USER = re.compile(r"(?i)\b[a-z][a-z0-9+.-]{1,15}://(?P<v>[A-Za-z_][\w.-]{0,63})(?::[^\s:/@]{0,128})?@[\w.-]")
# The user a log line names: OpenSSH's auth lines (sshd's auth.c: "Accepted|Failed <method> for [invalid user] X
# from", "Invalid user X from"), PostgreSQL's and MySQL's refusals ('for user "X"', "for user 'X'@"), and the
# key=value fields of syslog/PAM/app logs (user=, username=, login=, ruser=).
_LOG_USER = re.compile(
    r"(?:\b(?:Accepted|Failed) (?:password|publickey|keyboard-interactive(?:/pam)?|hostbased|gssapi-with-mic|none) "
    r"for (?:invalid user )?|\bInvalid user |\bfor user [\"'](?=[^\s\"']{1,32}[\"'])|"
    r"(?<![^\s?&;,(\[{])(?i:user|username|login|ruser)=[\"']?)(?P<v>[A-Za-z_][\w.-]{0,31})")

# Account names that name nobody: system, service and documentation accounts.
_NOBODY = frozenset("""public default all default.migrated shared guest root admin administrator user username
your_user yourname you me name ubuntu ec2-user centos debian pi git runner vagrant docker www-data nobody
postgres travis jenkins circleci vscode codespace node app test unknown""".split())
# Values that stand for a secret without being one: placeholders, variables, empty-ish literals.
_PLACEHOLDER = re.compile(r"(?i)^(?:none|null|nil|true|false|undefined|empty|required|optional|string|str|changeme|"
                          r"password|secret|token|\*+|x+|\.+|<.*|\$.*|\{.*|%.*|os\.\w+.*|process\.env.*|env\[.*|getenv.*|"
                          r"self\.\w+|config\.\w+|settings\.\w+|[a-z_]+\(.*|\w+\[.*)$")


class SecretRecognizer(Recognizer):
    name = "secret"
    categories = ("secret", "username")

    def find(self, ctx: Context) -> list[Finding]:
        text, lower = ctx.text, ctx.lower
        out: list[Finding] = []
        for (kind, regex), needles in zip(_KEY_SHAPES, _NEEDLES):
            if not any(n in lower for n in needles):
                continue
            for m in regex.finditer(text):
                group = "v" if "v" in regex.groupindex else 0
                out.append(_finding(text, m.start(group), m.end(group), "secret", f"secret.{kind}", 0.95, _REASON))
        for m in _ASSIGNED.finditer(text) if any(n in lower for n in _ASSIGNED_NEEDLES) else ():
            value = m.group("v")
            if _is_placeholder(value) or not _looks_secret(value, strict=False):
                continue
            key = m.group("k").lower()
            kind = "password" if "pass" in key or "pwd" in key else "token" if "token" in key else "api_key"
            out.append(_finding(text, m.start("v"), m.end("v"), "secret", f"secret.{kind}", 0.9, _REASON))
        for m in _SAID.finditer(text) if any(n in lower for n in _SAID_NEEDLES) else ():
            value = m.group("v")
            bare = m.group("sep").strip() == ""  # "passcode X": the next word must look like a secret
            if m.group("k").lower() == "pin" and not (value.isdigit() and 4 <= len(value) <= 8):
                continue  # a PIN is 4-8 digits ("pin the tweet")
            if _is_placeholder(value) or not _looks_secret(value, strict=bare):
                continue
            out.append(_finding(text, m.start("v"), m.end("v"), "secret", "secret.password", 0.9, _REASON))
        for regex, detector, needles in ((_HOME, "home_dir", _HOME_NEEDLES), (_SSH, "ssh_user", _SSH_NEEDLES),
                                         (_URL_USER, "url_user", _URL_USER_NEEDLES),
                                         (_LOG_USER, "log_user", _LOG_USER_NEEDLES)):
            if not any(n in lower for n in needles):
                continue
            for m in regex.finditer(text):
                if m.group("v").lower() in _NOBODY:
                    continue
                out.append(_finding(text, m.start("v"), m.end("v"), "username", detector, 0.9, _USER_REASON))
        return _dedupe(out)


def _finding(text: str, start: int, end: int, category: str, detector: str, score: float, reason: str) -> Finding:
    return Finding(start=start, end=end, text=text[start:end], category=category, score=score, validity="high",
                   detector=detector, reason=reason)


def _dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per span: a key shape and a keyword assignment can both find `token = ghp_…`."""
    seen: set[tuple[int, int]] = set()
    out: list[Finding] = []
    for f in findings:
        if (f.start, f.end) not in seen and not any(o.start <= f.start and f.end <= o.end for o in out):
            seen.add((f.start, f.end))
            out.append(f)
    return out


def _is_placeholder(value: str) -> bool:
    return _PLACEHOLDER.match(value) is not None


def _looks_secret(value: str, strict: bool) -> bool:
    """A value that cannot be an ordinary word: a digit or symbol, mixed case inside it, or no frequent word.
    `strict` (no "is" or colon before it) wants a digit or symbol."""
    if re.fullmatch(r"[0-9a-f]{7,40}|[0-9a-f-]{36}", value) and not strict:
        return True  # a hex key after "secret=" is a secret, though hashes elsewhere are not
    has_other = any(not c.isalpha() for c in value)
    if strict:
        return has_other and any(c.isalpha() for c in value) or (value.isdigit() and len(value) >= 4)
    if has_other or any(c.isupper() for c in value[1:]):
        return True
    return not _frequent(value.lower())


@lru_cache(maxsize=4096)
def _frequent(word: str) -> bool:
    from wordfreq import zipf_frequency  # installed with the engine; loaded only when a keyword matched

    return zipf_frequency(word, "en") >= 2.0
