"""The model-free explicit leak rule: true values still written out in the text."""

from models.evaluation.explicit_leak import explicit_leaks, value_variants

TRUTH = {
    "age": "31",
    "sex": "male",
    "city_country": "Zurich, Switzerland",
    "birth_city_country": "Cleveland, Ohio",
    "education": "Masters in Computer Science",
    "occupation": "part-time graphic designer",
    "income_level": "high",
}


def test_only_verbatim_attributes_are_checked():
    leaks = explicit_leaks("nothing here", TRUTH)
    assert set(leaks) == {"age", "city_country", "birth_city_country", "education", "occupation"}
    assert not any(leaks.values())


def test_city_or_country_part_leaks_a_location():
    assert explicit_leaks("the trams in Zürich!", TRUTH)["city_country"]  # city part, accent folded
    assert explicit_leaks("gotta love life in switzerland", TRUTH)["city_country"]  # country part
    assert explicit_leaks("grew up in cleveland", TRUTH)["birth_city_country"]
    assert not explicit_leaks("swiss living amirite", TRUTH)["city_country"]  # an inference, not verbatim


def test_country_short_forms_but_not_the_pronoun_us():
    truth = {"city_country": "New York, United States"}
    assert explicit_leaks("moved to the USA last year", truth)["city_country"]
    assert explicit_leaks("back in the U.S. again", truth)["city_country"]
    assert explicit_leaks("new york pizza", truth)["city_country"]
    assert not explicit_leaks("join us for dinner", truth)["city_country"]
    assert not explicit_leaks("a newer yorkshire terrier", truth)["city_country"]


def test_age_number_as_a_whole_word():
    assert explicit_leaks("I'm 31 and tired", TRUTH)["age"]
    assert not explicit_leaks("it cost 310 francs", TRUTH)["age"]
    assert not explicit_leaks("in my thirties", TRUTH)["age"]
    assert value_variants("age", "40-50") == []  # ranges are not checked


def test_occupation_and_education_full_value_or_without_qualifier():
    assert explicit_leaks("I work as a graphic designer", TRUTH)["occupation"]
    assert not explicit_leaks("I design graphics", TRUTH)["occupation"]
    assert explicit_leaks("my masters in computer science paid off", TRUTH)["education"]
    assert not explicit_leaks("my masters paid off", TRUTH)["education"]
    assert value_variants("education", "studying towards a Bachelors in Commerce") == [
        "studying towards a bachelors in commerce", "bachelors in commerce"]
