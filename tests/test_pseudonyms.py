"""Reversible stand-ins: consistent, never shared, shaped like the original, restored from the vault only."""

import re

import pytest

from models.errors import InputError
from models.generalize import generalize
from models.restore import StreamRestorer, restore
from models.standins import EXAMPLE_DOMAINS, KINDS
from models.suggestions import apply
from models.vault import StandIn, Vault
from tests.prefilter_support import PF

# One original per reversible kind, as a user would type it.
ORIGINALS = {
    "person": "John Okafor",
    "organization": "Acme Analytics",
    "email": "john.okafor@gmail.com",
    "phone": "+353 87 123 4567",
    "address": "12 Harcourt Street",
    "id_number": "AB1234567",
    "financial": "4111 1111 1111 1111",
    "url": "https://okafor-family.ie/photos/2023",
    "ip_address": "84.203.17.9",
    "username": "u/okafor_j",
}


def test_every_kind_has_a_sample():
    assert set(ORIGINALS) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_same_value_same_stand_in_and_round_trip(kind):
    vault = Vault(seed=1)
    original = ORIGINALS[kind]
    first = vault.pseudonym(kind, original)
    assert first != original and original.casefold() not in first.casefold()
    assert vault.pseudonym(kind, original) == first
    assert vault.pseudonym(kind, " " + original + " ") == first
    reply = f"Here you go: {first}. Done."
    assert restore(reply, vault).text == f"Here you go: {original}. Done."
    # A stored map gives the same restoration.
    again = Vault.from_json(vault.to_json())
    assert restore(reply, again).text == reply.replace(first, original)


@pytest.mark.parametrize("seed", range(20))
def test_no_two_values_share_a_stand_in(seed):
    vault = Vault(seed=seed)
    values = [f"{first} {last}" for first in ("John", "Mary", "Anna", "Tom", "Lena")
              for last in ("Okafor", "Byrne", "Novak", "Silva")]
    stand_ins = [vault.pseudonym("person", v) for v in values]
    assert len(set(s.casefold() for s in stand_ins)) == len(values)
    assert not {s.casefold() for s in stand_ins} & {v.casefold() for v in values}
    emails = [vault.pseudonym("email", f"user{i}@mail.com") for i in range(30)]
    assert len(set(emails)) == 30


def test_name_words_are_consistent():
    vault = Vault(seed=3)
    john = vault.pseudonym("person", "John Okafor")
    mary = vault.pseudonym("person", "Mary Okafor")
    alone = vault.pseudonym("person", "John")
    assert john.split()[1] == mary.split()[1]  # the family stays a family
    assert alone == john.split()[0]
    assert john.split()[0] != mary.split()[0]
    reply = f"Dear Mr. {john.split()[1]}, {alone} asked me to write."
    assert restore(reply, vault).text == "Dear Mr. Okafor, John asked me to write."


def test_stand_in_shapes():
    vault = Vault(seed=5)
    email = vault.pseudonym("email", "john.okafor@gmail.com")
    assert re.fullmatch(r"[a-z]+\.[a-z]+@(" + "|".join(map(re.escape, EXAMPLE_DOMAINS)) + ")", email)
    phone = vault.pseudonym("phone", "+353 87 123 4567")
    assert phone.startswith("+353 ") and re.sub(r"\d", "9", phone) == "+999 99 999 9999"
    us = vault.pseudonym("phone", "(555) 123-4567")
    assert re.fullmatch(r"\(\d{3}\) \d{3}-\d{4}", us) and us != "(555) 123-4567"
    address = vault.pseudonym("address", "12 Harcourt Street")
    assert re.fullmatch(r"[1-9]\d [A-Z][a-z]+ Street", address) and "Harcourt" not in address
    ident = vault.pseudonym("id_number", "AB1234567")
    assert re.fullmatch(r"[A-Z]{2}\d{7}", ident)
    url = vault.pseudonym("url", "https://okafor-family.ie/photos/2023")
    assert re.fullmatch(r"https://[a-z]+\.example\.(com|org|net)/[a-z0-9]{6}/\d{4}", url)
    ip = vault.pseudonym("ip_address", "84.203.17.9")
    assert ip.startswith(("192.0.2.", "198.51.100.", "203.0.113."))
    handle = vault.pseudonym("username", "u/okafor_j")
    assert re.fullmatch(r"u/[a-z]+_[a-z]+", handle)
    female = vault.pseudonym("person", "Mary")
    from faker.providers.person.en_US import Provider

    assert female in Provider.first_names_female


def test_stand_in_never_a_word_the_user_wrote():
    for seed in range(30):
        vault = Vault(seed=seed)
        draft = "Kevin and Lowe and Smith and Johnson met John Okafor"
        vault.avoid(draft)
        stand_in = vault.pseudonym("person", "John Okafor")
        assert not set(stand_in.casefold().split()) & set(draft.casefold().split())


def test_placeholders_numbered_per_tag_and_continue_after_reload():
    vault = Vault()
    assert vault.placeholder("name", "John Okafor") == "[PERSON_1]"
    assert vault.placeholder("name", "Mary") == "[PERSON_2]"
    assert vault.placeholder("name", "john  okafor") == "[PERSON_1]"
    assert vault.placeholder("email", "a@b.com") == "[EMAIL_1]"
    again = Vault.from_json(vault.to_json())
    assert again.placeholder("name", "Tom") == "[PERSON_3]"


GARBLED = ["[PERSON_1]", "Person 1", "[person_1]", "PERSON_1", "[[PERSON_1]]", "person-1", "[ PERSON_1 ]",
           "Person_1"]


@pytest.mark.parametrize("variant", GARBLED)
def test_garbled_placeholders_are_restored(variant):
    vault = Vault()
    vault.placeholder("name", "John Okafor")
    assert restore(f"Hi {variant}, thanks.", vault).text == "Hi John Okafor, thanks."


def test_garbled_pseudonyms_are_restored():
    vault = Vault(seed=8)
    name = vault.pseudonym("person", "John Okafor")
    phone = vault.pseudonym("phone", "(555) 123-4567")
    email = vault.pseudonym("email", "john.okafor@gmail.com")
    digits = re.sub(r"\D", "", phone)
    reply = (f"{name.upper()} — call {digits[:3]}-{digits[3:6]}-{digits[6:]} or mail {email.upper()}. "
             f"{name.replace(' ', '  ')}'s deposit.")
    out = restore(reply, vault)
    assert out.text == ("JOHN OKAFOR — call (555) 123-4567 or mail john.okafor@gmail.com. "
                        "John Okafor's deposit.")
    assert [s.original for s in out.spans] == ["JOHN OKAFOR", "(555) 123-4567", "john.okafor@gmail.com",
                                               "John Okafor"]


def test_nothing_restored_that_is_not_in_the_vault():
    vault = Vault(seed=2)
    vault.placeholder("name", "John Okafor")
    name = vault.pseudonym("person", "Anna Byrne")
    reply = (f"[PERSON_2] and [PERSON_12] and PERSON_10 and [EMAIL_1] and {name.replace(' ', '')} and x{name.split()[0]} "
             "and 555-0100 and someone@example.com")
    out = restore(reply, vault)
    assert out.text == reply and out.spans == ()
    assert restore("nothing here", Vault()).text == "nothing here"


def test_stream_restores_stand_ins_split_anywhere():
    vault = Vault(seed=4)
    name = vault.pseudonym("person", "John Okafor")
    vault.placeholder("email", "john@gmail.com")
    reply = f"Dear {name}, I wrote to [EMAIL_1] and to Email 1 about {name.split()[0]}'s flat."
    expected = "Dear John Okafor, I wrote to john@gmail.com and to john@gmail.com about John's flat."
    for size in (1, 2, 3, 5, 7, 50):
        stream = StreamRestorer(vault)
        out = "".join(stream.feed(reply[i : i + size]) for i in range(0, len(reply), size)) + stream.finish()
        assert out == expected, size


def test_pseudonym_style_replaces_identifiers_and_generalizes_attributes():
    draft = ("Write to my landlord John Okafor at 12 Harcourt Street about the deposit. "
             "Mail john.okafor@gmail.com. I'm 34 and I live in Dublin.")
    vault = Vault(seed=11)
    vault.avoid(draft)
    findings = PF.find(draft)
    out = draft
    for f in reversed(findings):
        out = out[: f.start] + generalize(f, "pseudonym", vault) + out[f.end :]
    assert "John Okafor" not in out and "Harcourt" not in out and "gmail" not in out
    assert "in my thirties" in out and "a European city" in out  # attributes stay generalized
    kinds = {e.kind for e in vault.entries()}
    assert {"person", "address", "email"} <= kinds and "city_country" not in kinds
    restored = restore(out, vault).text
    for value in ("John Okafor", "12 Harcourt Street", "john.okafor@gmail.com"):
        assert value in restored
    assert "Dublin" not in restored  # a generalized attribute is never reversible


def test_engine_pseudonym_round_trip_and_conversation_consistency():
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine(prefilter=PF)
    policy = Policy(site="chatgpt.com", mode="suggest", style="pseudonym")
    vault = Vault()
    first = engine.anonymize("Please write to John Okafor at john.okafor@gmail.com.", policy, vault=vault)
    second = engine.anonymize("Also tell John Okafor the rent is late.", policy, vault=vault)
    stand_in = vault.pseudonym("person", "John Okafor")
    assert stand_in in first.text and stand_in in second.text
    assert "John Okafor" not in first.text + second.text
    assert restore(first.text, vault).text == "Please write to John Okafor at john.okafor@gmail.com."
    placeholder = engine.anonymize("Please write to John Okafor.", Policy(site="x", style="placeholder"))
    assert placeholder.text == "Please write to [PERSON_1]."


def test_bad_maps_are_input_errors():
    with pytest.raises(InputError):
        Vault.from_json({"entries": [{"original": "a"}]})
    with pytest.raises(InputError):
        Vault.from_json([])
    twice = {"entries": [StandIn("a", "X Y", "person", "pseudonym").to_json(),
                         StandIn("b", "x y", "person", "pseudonym").to_json()]}
    with pytest.raises(InputError, match="twice"):
        Vault.from_json(twice)
    with pytest.raises(InputError):
        Vault().pseudonym("age", "34")


def test_suggestions_apply_with_stand_ins():
    # The stand-in is an ordinary replacement: the existing apply path needs nothing new.
    from models.suggestions import from_findings
    from functools import partial

    vault = Vault(seed=1)
    draft = "Mail john.okafor@gmail.com today"
    suggestions = [s for s in from_findings(PF.find(draft), "pseudonym", partial(generalize, vault=vault))]
    for i, s in enumerate(suggestions):
        object.__setattr__(s, "id", f"s{i}")
    text = apply(draft, suggestions)
    assert "@example." in text and restore(text, vault).text == draft


def test_protect_list_is_applied_whatever_the_detectors_say():
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine(prefilter=PF)
    draft = "Our project Bluefinch ships in May; ask anna novak or mail anna@corp.io."
    terms = ("Bluefinch", "Anna Novak", "anna@corp.io")
    out = engine.anonymize(draft, Policy(site="x", style="generalize"), protect_terms=terms)
    for term in terms:
        assert term.lower() not in out.text.lower()
    vault = Vault(seed=1)
    pseudo = engine.anonymize(draft, Policy(site="x", style="pseudonym"), vault=vault, protect_terms=terms)
    kinds = {e.original: e.kind for e in vault.entries()}
    assert kinds == {"Bluefinch": "organization", "anna novak": "person", "anna@corp.io": "email"}
    assert restore(pseudo.text, vault).text == draft


def test_titles_stay_and_mentions_of_one_person_share_words():
    vault = Vault(seed=9)
    titled = vault.pseudonym("person", "Dr. John Okafor")
    plain = vault.pseudonym("person", "John Okafor")
    family = vault.pseudonym("person", "Okafor")
    assert titled.startswith("Dr. ") and titled[4:] == plain
    assert family == plain.split()[1]
    assert restore(f"{titled} and {family}", vault).text == "Dr. John Okafor and Okafor"


def test_llm_flagged_quotes_keep_their_words_under_reversible_styles():
    from models.generalize import generalize_span

    vault = Vault(seed=2)
    out = generalize_span("name", "my landlord John Okafor", "pseudonym", vault)
    stand_in = vault.pseudonym("person", "John Okafor")
    assert out == f"my landlord {stand_in}"
    assert generalize_span("name", "my landlord John Okafor", "placeholder", vault) == "my landlord [PERSON_1]"
    assert generalize_span("name", "Mary Byrne", "pseudonym", vault) == vault.pseudonym("person", "Mary Byrne")
    assert generalize_span("name", "the woman upstairs", "pseudonym", vault) is None
    assert generalize_span("city_country", "in Dublin", "pseudonym", vault) == "in a European city"
