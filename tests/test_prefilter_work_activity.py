"""The work said by its verb in the first person (cues/work_activity.py): a table of (text, expected
spans and stand-ins) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.work_activity import FORMS, VERBS, WorkActivityRecognizer

REC = WorkActivityRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("I teach.", [("teach", "work")]),
    # what is taught, its level and subject, goes with the verb: it named the job and the school system
    ("I teach high school English", [("teach high school English", "work")]),
    ("I teach year 9 science at a comp", [("teach year 9 science", "work")]),
    ("I've taught GCSE maths for a decade", [("taught GCSE maths", "worked")]),
    ("We teach P.E. and coach", [("teach P.E.", "work")]),
    ("I teach kindergarten in Ohio", [("teach kindergarten", "work")]),
    # near misses: a subject that starts a longer noun, a subject taught to someone, the author's own people
    ("I teach art classes on weekends", [("teach", "work with")]),
    ("I teach my son maths", []),
    ("I taught him maths once", []),
    ("times are changing where i teach - now", [("teach", "work")]),
    ("I taught at a school for years", [("taught", "worked")]),
    ("I've taught for 20 years", [("taught", "worked")]),
    ("I edited for a magazine", [("edited", "worked")]),
    ("I nurse on the night shift", [("nurse", "work")]),
    ("I edit manuscripts for a living", [("edit", "work with")]),
    ("Teaching has shown me that", [("Teaching", "Work")]),
    ("Nursing taught me patience", [("Nursing", "Work")]),
    ("Teaching teens is exhausting", [("Teaching", "Working with")]),
    ("I love teaching young minds", [("teaching", "working with")]),
    ("my teaching career ended", [("teaching", "work")]),
    ("for my nursing gig", [("nursing", "work")]),
    ("I counsel teens at a clinic", [("counsel", "work with")]),
    ("I'd counsel patience", []),
    ("We counsel clients on taxes", []),  # clients: any trade has them
    ("I treat kids with asthma", [("treat", "work with")]),
    ("Treating patients has taught me humility", [("Treating", "Working with")]),
    ("I see about forty patients a day", [("patients", "people")]),
    ("We saw twenty-five new patients today", [("patients", "people")]),
    ("I have 30 students this year", [("students", "people")]),
    ("I have two kids", []),  # kids: anyone's
    ("I had patience", []),
    ("there were 30 students in my class", []),
    ("I treat her well", []),
    ("We treat people right here", []),
    ("I was treated as a patient", []),
    # near misses: someone else, the author's own people or self, one time, another sense, not a verb of work
    ("She teaches math.", []),
    ("I want to teach.", []),
    ("I teach my son to swim", []),
    ("I teach myself guitar", []),
    ("I taught him a lesson", []),
    ("I was teaching my son to ride a bike", []),
    ("Teaching is hard, my mom says.", []),
    ("my nursing bra broke", []),
    ("I'm nursing a hangover", []),
    ("I edit my photos at night", []),
    ("we farm out the work", []),
    ("I farm wheat", []),  # "farm" takes only the people of the work as an object
    ("I treat myself to cake", []),  # "treat" is no title's verb in WordNet
    ("my patience is thin", []),
    ("students of history all say so", []),
    ("after 30 years of teaching kids I retired", []),  # cues/work_field.py's
]


@pytest.mark.parametrize("text,expected", CASES)
def test_work_activity(text, expected):
    assert found(text) == expected


def test_forms():
    assert FORMS["taught"][0] == "teach" and FORMS["programming"] == ("program", "gerund")
    assert FORMS["coding"] == ("code", "gerund") and FORMS["ghostwritten"] == ("ghostwrite", "participle")
    assert "write" not in VERBS and "cook" not in VERBS and "drive" not in VERBS  # everyday acts


SENTENCES = [
    # "teach science" is a trade's verb and object (cues/trade_activity.py: WordNet's "science teacher"): one word
    ("I teach science, so stars humble me.", "I work, so stars humble me."),
    ("Teaching has shown me that kids are resilient.", "Work has shown me that kids are resilient."),
    ("Teaching teens really throws you in.", "Working with teens really throws you in."),
    ("I've taught for two years.", "I've worked for two years."),
    ("I've taught high school English for 12 years.", "I've worked for 12 years."),
    ("I teach 7th grade math at a middle school.", "I work at a middle school."),
    ("I teach math.", "I work."),
    # with cues/life_stage.py's twenty years or more of one's own life
    ("I've taught for 20 years.", "I've worked for years."),
    ("It was for my nursing gig.", "It was for my work gig."),
    ("I teach my son to swim.", "I teach my son to swim."),
    ("I'm nursing a hangover.", "I'm nursing a hangover."),
    # the people of a job after "my" (cues/occupation.py's clientele)
    ("My parishioners bring me casseroles.", "The people I work with bring me casseroles."),
    ("I was one of my school's freshmen.", "I was one of my school's freshmen."),
    ("I see about forty patients a day.", "I see about forty people a day."),
    ("I treat kids with asthma.", "I work with kids with a health condition."),
    ("The code review took all day at work.", "The review took all day at work."),  # cues/jargon.py
    # WordNet's students, patients and churchgoers (data/clientele.py)
    ("My sophomores never read the syllabus.", "The people I work with never read the syllabus."),
    ("Our outpatients wait for hours.", "Those we serve wait for hours."),
    ("I love teaching sophomores.", "I love working with sophomores."),
    # near misses: the singular of a year, a rank, a body of students, the author's own patience
    ("I was a sophomore then.", "I was a sophomore then."),
    ("My seniors at work are nice.", "My seniors at work are nice."),
    ("Our students union is broke.", "Our students union is broke."),
    ("My patience is thin.", "My patience is thin."),
]


def test_clientele_from_wordnet():
    from models.prefilter.data.clientele import clientele

    people = clientele()
    assert people["sophomores"] == "education" and people["freshmen"] == "education"
    assert people["outpatients"] == "healthcare" and people["parishioners"] == "public service"
    # another sense first, or a word that describes rather than names whom a job serves
    assert not {"majors", "juniors", "seniors", "auditors", "scholars", "overachievers", "inmates"} & set(people)
    assert "customers" not in people and "clients" not in people


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
