"""The categories a finding or suggestion can have; a policy's `protect` list names them."""

# The 8 attributes of the PersonalReddit / SynthPAI data sets.
ATTRIBUTES = (
    "age",
    "sex",
    "city_country",
    "birth_city_country",
    "education",
    "occupation",
    "income_level",
    "relationship_status",
)

# Explicit identifiers the pre-filter finds (SPIA's CODE categories and friends).
IDENTIFIERS = (
    "name",
    "email",
    "phone",
    "address",
    "id_number",  # national IDs, passports, driver licences
    "financial",  # credit cards, IBANs
    "url",
    "ip_address",
    "username",  # @handles, u/names
    "organization",  # employers, schools, clinics, shops, agencies a person is tied to
    "secret",  # passwords, API keys, tokens, private keys pasted with code, configs and logs
)

# The special categories of personal data (GDPR art. 9) a draft states or implies: protected by default, like health.
BELIEFS = ("religion", "politics", "sexuality")

# Racial or ethnic origin (GDPR art. 9), after the beliefs.
ORIGINS = ("ethnicity",)

# Trade-union membership (GDPR art. 9), after the origins.
MEMBERSHIPS = ("trade_union",)

# Criminal convictions and offences (GDPR art. 10: neither health nor a belief), protected by default like them.
RECORDS = ("criminal_record",)

CATEGORIES = ATTRIBUTES + ("health",) + BELIEFS + ORIGINS + MEMBERSHIPS + RECORDS + IDENTIFIERS

# What CATEGORIES held when the first policies were stored. A stored policy records the categories it was saved
# with (serving/store.py); one saved before a category existed protects it, as a new policy would: the user never
# had the chance to turn it off.
# Categories added later (the beliefs, `ethnicity`, `trade_union`, `criminal_record`,
# `secret`) are not in it, so a stored policy protects them.
FIRST_STORED_CATEGORIES = ATTRIBUTES + ("health",) + IDENTIFIERS[:IDENTIFIERS.index("secret")]

LABELS = {
    "age": "age",
    "sex": "gender",
    "city_country": "where you live",
    "birth_city_country": "where you were born",
    "education": "education",
    "occupation": "job",
    "income_level": "income",
    "relationship_status": "relationships",
    "health": "health",
    "religion": "religion",
    "politics": "political views",
    "sexuality": "sexual orientation",
    "ethnicity": "racial or ethnic origin",
    "trade_union": "trade union membership",
    "criminal_record": "criminal record",
    "name": "name",
    "email": "email address",
    "phone": "phone number",
    "address": "street address",
    "id_number": "ID number",
    "financial": "card or bank number",
    "url": "link",
    "ip_address": "IP address",
    "username": "username",
    "organization": "organization",
    "secret": "password or key",
}


def is_category(name: str) -> bool:
    return name in CATEGORIES
