"""Passwords, keys, tokens and home-directory usernames pasted with code, configs and logs (issue 11), and the
near misses that share their shapes: hashes, UUIDs, git SHAs, "password reset", image data URLs, "/home/" alone."""

import pytest

from tests.prefilter_support import PF, texts

AWS = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
GHP = "ghp_16C7e42F292c6912E7710c838347Ae178B4a"
JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeKf36POk6yJV_adQssw5c"
OPENAI = "sk-proj-abc123DEF456ghi789JKL012mno345PQR"
PEM = "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7bq98\n-----END RSA PRIVATE KEY-----"

SECRETS = [
    # (text, expected secret spans)
    (f"export AWS_SECRET_ACCESS_KEY={AWS}", [AWS]),
    ("aws_access_key_id = AKIAIOSFODNN7EXAMPLE", ["AKIAIOSFODNN7EXAMPLE"]),
    (f"my token is {GHP} can you check", [GHP]),
    ("postgres://admin:hunter2@db.internal.acme.com:5432/prod", ["hunter2"]),
    ("My password is Tr0ub4dor&3", ["Tr0ub4dor&3"]),
    ("my password is correcthorsebatterystaple", ["correcthorsebatterystaple"]),
    ("wifi pw: Sunny2024!", ["Sunny2024!"]),
    ("the door passcode 4471 works", ["4471"]),
    (f"Authorization: Bearer {JWT}", [JWT]),
    (f"OPENAI_API_KEY={OPENAI}", [OPENAI]),
    (f"key = '{PEM}'", [PEM]),
    ('DB_PASSWORD="s3cr3t-Pa55"', ["s3cr3t-Pa55"]),
    ("client_secret: 9f86d081884c7d659a2feaa0c55ad015", ["9f86d081884c7d659a2feaa0c55ad015"]),
    ("SLACK=xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp", ["xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp"]),
    ("stripe.api_key = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'", ["sk_live_4eC39HqLyjWDarjtT1zdp7dc"]),
    ("gitlab: glpat-Ab3dEf6hIj9kLm2nOp5q", ["glpat-Ab3dEf6hIj9kLm2nOp5q"]),
    # near misses
    ("I forgot my password again", []),
    ("Click the password reset email link", []),
    ("my password is too long for the form", []),
    ("commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 fixed it", []),
    ("request id 550e8400-e29b-41d4-a716-446655440000 failed with 500", []),
    ("sha256 of the file is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", []),
    ("<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\">", []),
    ("password = os.environ['DB_PASSWORD']", []),
    ("password: <your password here>", []),
    ("token = None", []),
    ("pin the tweet to the top", []),
    ("Use a password manager, passwords are hard", []),
    ("The passcode is required on iPhones", []),
]

USERS = [
    # (text, expected username spans)
    ('File "/home/jsmith/projects/payroll/app.py", line 12', ["jsmith"]),
    (r"C:\Users\Priya.Sharma\Documents\taxes_2023.xlsx", ["Priya.Sharma"]),
    ("open /Users/mkowalski/Desktop/cv.pdf", ["mkowalski"]),
    ("ssh jsmith@10.0.4.17", ["jsmith"]),
    ("ssh -i ~/.ssh/id_ed25519 -p 2222 dana.r@bastion.acme.io", ["dana.r"]),
    # near misses
    ("files live under /home/ on Linux", []),
    (r"C:\Users\Public\Documents\setup.exe", []),
    ("ssh root@192.168.1.10 then reboot", []),
    ("git clone git@github.com:org/repo.git", []),
    ("/home/runner/work/repo/repo/test.py failed", []),
]


@pytest.mark.parametrize("text,expected", SECRETS)
def test_secrets(text, expected):
    assert texts(text, "secret") == expected


@pytest.mark.parametrize("text,expected", USERS)
def test_home_and_ssh_usernames(text, expected):
    assert [t for t in texts(text, "username")] == expected


def test_url_password_is_no_email():
    assert texts("postgres://admin:hunter2@db.internal.acme.com:5432/prod", "email") == []
    assert texts("write to hunter2@acme.com", "email") == ["hunter2@acme.com"]


def test_replacements_through_the_engine():
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine.load(use_llm=False)
    draft = (f'My password is Tr0ub4dor&3 and File "/home/jsmith/app.py" uses {GHP} with {OPENAI}.')
    out = engine.anonymize(draft, Policy()).text
    assert out == 'My password is [password] and File "/home/[user]/app.py" uses [token] with [API key].'
    assert engine.anonymize(f"-----\n{PEM}\n", Policy()).text == "-----\n[private key]\n"
