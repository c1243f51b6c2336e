"""everyday4 (issue 11): the shapes fixed from STUDY4's misses and the lead's leftovers (bench/everyday_drafts.py),
each with near misses: the account and the host of a connection string, the user a log line names, private hosts
and host settings."""

import pytest

from tests.prefilter_support import texts

CONNECTION_USERS = [
    ("DATABASE_URL=postgres://mkowalczyk:Tr0ub4dor99@db.example.org:5432/orders", ["mkowalczyk"]),
    ("mongodb+srv://oadeyemi@cluster0.mongodb.net", ["oadeyemi"]),
    ("Oct 03 14:22:07 web1 sshd[2231]: Accepted publickey for tdoherty from 10.0.0.9 port 51122", ["tdoherty"]),
    ("sshd[88]: Failed password for invalid user gkaur from 10.0.0.9", ["gkaur"]),
    ('FATAL: password authentication failed for user "hlindgren"', ["hlindgren"]),
    ("Access denied for user 'jbloggs'@'localhost'", ["jbloggs"]),
    ("pam_unix(sudo:auth): authentication failure; logname= uid=1000 ruser=akimura", ["akimura"]),
    # near misses: service accounts, prose, a URL without an account
    ("postgres://postgres:s3cret@localhost/app and ssh root@10.0.0.1", []),
    ("The application was accepted for review and the user failed the test.", []),
    ("I failed password resets twice; it's for user support only.", []),
    ("see https://docs.example.org/user=guide", []),
]


@pytest.mark.parametrize("text,expected", CONNECTION_USERS)
def test_the_account_a_paste_names(text, expected):
    assert texts(text, "username") == expected


HOSTS = [
    ("postgres://u1:pw9@db.brightlane-logistics.internal:5432/x", ["db.brightlane-logistics.internal"]),
    ("redis://cache.acme.internal:6379 times out", ["cache.acme.internal"]),
    ("mysql://app:Zq8x@mysql.fjordline.no/prod", ["mysql.fjordline.no"]),
    ("Oct 03 14:22:07 build01.quayside-media.co.uk sshd[2231]: Accepted", ["build01.quayside-media.co.uk"]),
    ("2026-03-11T09:14:02Z ci-runner.nordhaven.se dockerd[771]: pull failed", ["ci-runner.nordhaven.se"]),
    ("nginx: server_name shop.mariposa-crafts.mx;", ["shop.mariposa-crafts.mx"]),
    ("DB_HOST=pg01.kestrel-foods.com.au", ["pg01.kestrel-foods.com.au"]),
    ("ping nas.home.arpa and printer.lan both fail", ["nas.home.arpa", "printer.lan"]),
    # near misses: code, loopback and example hosts, prose with the same words, public sites named in passing
    ('host = os.environ["DB_HOST"] and HOST=0.0.0.0 and host: localhost', []),
    ("postgres://u1:pw9@localhost:5432/x and mysql://a:b@db.example.com/x", []),
    ("I saw it at the local shop; the .local suffix is reserved for mDNS.", []),
    ("Our host was lovely and the server name on the bill was Ana.", []),
    ("I read it on bbc.co.uk and the host of the podcast was funny.", []),
]


@pytest.mark.parametrize("text,expected", HOSTS)
def test_a_private_or_named_host(text, expected):
    assert texts(text, "url") == expected


CONDITIONS = [
    ("since starting metformin the neuropathy in my feet is worse", ["metformin", "neuropathy"]),
    ("the gangrene on my toes spread", ["gangrene"]),
    ("I was diagnosed with endometriosis last spring", ["endometriosis"]),
    ("my nephropathy got worse", ["my nephropathy"]),
    # near misses: a condition word nobody has, the author's home or family, the everyday words of the tree
    ("the reflux in my kitchen sink and the neuropathy in my family history", []),
    ("the project hit stasis and my tubercle of doubt", []),
    ("a lecture about neuropathy in the textbook", []),
]


@pytest.mark.parametrize("text,expected", CONDITIONS)
def test_a_deviation_from_health_in_the_authors_body(text, expected):
    assert texts(text, "health") == expected


AT_WORDS = [
    ("ask @mike or @moonbeam, or Venmo @sarah-okafor-3", ["@mike", "@moonbeam", "@sarah-okafor-3"]),
    ("My Insta: @femke.paints", ["@femke.paints"]),
    # near misses: "@" before an everyday English word is shorthand or a channel-wide mention
    ("meet me @home after work, I'm @work till 6", []),
    ("@here standup moved, @everyone please read", []),
]


@pytest.mark.parametrize("text,expected", AT_WORDS)
def test_at_before_an_everyday_word_is_no_handle(text, expected):
    assert texts(text, "username") == expected


MEDIUMS = [
    # a medium one pays through is no place
    ("I sent the money on Zelle yesterday.", []),
    ("Just paid me on Zelle.", []),
    ("the rent on Zelle is late", []),
    ("I paid him through Zelle.", []),
    ("Transfer it using Revolut please.", []),
    # near misses: a place after "on" without money, a place one lives in, an island the gazetteer knows
    ("I live in Zelle now.", ["Zelle"]),
    ("I stayed on Corfu for a week.", ["Corfu"]),
]


@pytest.mark.parametrize("text,expected", MEDIUMS)
def test_a_paying_medium_is_no_place(text, expected):
    assert texts(text, "city_country") == expected


HOSPITALS = [
    ("I talked to the nurse after they admitted me to St. Luke's.", ["St. Luke's"]),
    ("They transferred him to St. Vincent's last night.", ["St. Vincent's"]),
    ("she was readmitted into Mercy General on Friday", ["Mercy General"]),
    # near misses: a saint's town one goes to, "to" after words that tie no one
    ("We went to St. Ives for the weekend and talked to St. John's choir later.", []),
    ("I listened to Radiohead and wrote to Santa.", []),
]


@pytest.mark.parametrize("text,expected", HOSPITALS)
def test_a_hospital_one_is_admitted_to(text, expected):
    assert [t.rstrip(".") for t in texts(text, "organization")] == expected


NAMED_BODIES = [
    ("My insurer Bupa won't cover the MRI.", ["Bupa"]),
    ("he found my school, Westfield High.", ["Westfield High"]),
    ("our union Unite called a strike", ["Unite"]),
    # near misses: a person, a day, a place, a noun that is no group ("my coach", "my gym")
    ("my team Sarah leads is great", []),
    ("my class Monday was cancelled and my family Paris trip too", []),
    ("my coach Trish and my gym Zumba class", []),
]


@pytest.mark.parametrize("text,expected", NAMED_BODIES)
def test_a_name_after_my_group_noun(text, expected):
    assert texts(text, "organization") == expected


NUMBERS = [
    ("thanks for order #40552!", ["40552"]),
    ("your receipt no. 77120 is attached", ["77120"]),
    ("Rear-ended near Kildare, my reg is 191-D-40877.", ["191-D-40877"]),
    # near misses: a quantity ordered, a year, a registration that is a count
    ("we placed an order of 12000 units in 2024", []),
    ("the order number 2024 was a year", []),
]


@pytest.mark.parametrize("text,expected", NUMBERS)
def test_an_order_number_and_an_irish_plate(text, expected):
    assert texts(text, "id_number") == expected


FORMER_AND_CARE = [
    ("single dad, architect, ex-Infosys.", ["ex-Infosys"]),
    ("ex-Goldman Sachs, now teaching", ["ex-Goldman Sachs"]),
    ("he recovers from hip surgery at St. Vincent's", ["St. Vincent's"]),
    ("the nurses at St. Jude's were lovely", ["St. Jude's"]),
    # near misses: an ex-partner, a service, a town; a saint's church or town with no care said
    ("my ex-Mike and an ex-Army medic from ex-London", []),
    ("We prayed at St. Mary's after the operation news, then walked to St. Ives.", []),
    ("the surgery was long; we drove to St. Albans", []),
]


@pytest.mark.parametrize("text,expected", FORMER_AND_CARE)
def test_a_former_employer_and_a_saints_hospital(text, expected):
    assert texts(text, "organization") == expected


ONE_WORD_BY_COPULA = [
    ("my gym is the YMCA on Hennepin and my coach is Trish.", ["Trish"]),
    ("our midwife was Tamsin, and she was great", ["Tamsin"]),
    # near misses: a nationality, a demonym or a faith, a noun that is no person, a character
    ("my coach is Dutch and my tutor is Parisian.", []),
    ("my favourite app is Zorblax.", []),
    ("my hero is Batman", []),
]


@pytest.mark.parametrize("text,expected", ONE_WORD_BY_COPULA)
def test_one_word_named_by_a_copula_after_a_persons_noun(text, expected):
    assert texts(text, "name") == expected
