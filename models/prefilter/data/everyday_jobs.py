"""Everyday names of jobs that no occupation index lists (data/occupation_index.py): acronyms said in capitals,
clipped and regional forms, and platform work. Each word's source is Wiktionary's sense "a person who works as…"
(or the expansion it gives for an acronym), read by hand (jobs2 helper, 2026-11-28); the field is data/jobs.py's.

Written from the words of issue 11/12's note (the lead's misses: medic, RN, tradie, youtuber, …) and the everyday
forms of the same kinds; a word also an ordinary word ("streamer", "sailor", "sparky") is only counted after a
self-reference with its article right before it (cues/occupation.py), as every single-word index title is.
"""

from __future__ import annotations

# (title as written, field of data/jobs.py FIELD_NOUNS or "" for none, Wiktionary's sense in short)
EVERYDAY_JOBS: tuple[tuple[str, str, str], ...] = (
    # acronyms: only in capitals ("the RN ratio" is no job either: cues/occupation.py needs a self-reference)
    ("RN", "healthcare", "registered nurse"),
    ("LPN", "healthcare", "licensed practical nurse (US)"),
    ("LVN", "healthcare", "licensed vocational nurse (US)"),
    ("CNA", "healthcare", "certified nursing assistant (US)"),
    ("EMT", "healthcare", "emergency medical technician"),
    ("GP", "healthcare", "general practitioner (UK, AU, IE)"),
    ("locum GP", "healthcare", "a GP standing in for another"),
    ("HCA", "healthcare", "healthcare assistant (UK)"),
    ("CPA", "finance", "certified public accountant (US)"),
    # everyday9: India's and the big tech firms' ladder title, with its grade after it ("SDE II", "SDE III")
    ("SDE", "tech", "software development engineer"),
    ("DJ", "creative", "disc jockey"),
    ("PCSO", "public service", "police community support officer (UK)"),
    ("HVAC tech", "trades", "heating, ventilation and air conditioning technician"),
    ("HVAC technician", "trades", "heating, ventilation and air conditioning technician"),
    # clipped and regional forms
    ("locum", "healthcare", "a doctor or pharmacist standing in for another"),
    ("physio", "healthcare", "clipping of physiotherapist (UK, AU)"),
    ("vet tech", "healthcare", "veterinary technician (US)"),
    ("tradie", "trades", "tradesperson (AU, NZ)"),
    ("sparky", "trades", "electrician (UK, AU slang)"),
    ("sparkie", "trades", "electrician (UK, AU slang)"),
    ("chippy", "trades", "carpenter (UK, AU slang)"),
    ("chippie", "trades", "carpenter (UK, AU slang)"),
    ("brickie", "trades", "bricklayer (UK, AU)"),
    ("postie", "transport", "postman or postwoman (UK, AU)"),
    # everyday9: the clipped form of the ONS index's "shift leader" (Wiktionary "lead", noun: one who leads)
    ("shift lead", "", "shift leader"),
    ("binman", "", "refuse collector (UK)"),
    ("bin man", "", "refuse collector (UK)"),
    ("dustman", "", "refuse collector (UK)"),
    ("council worker", "public service", "someone employed by a local council (UK, AU)"),
    ("trucker", "transport", "truck driver (US)"),
    ("dispatcher", "transport", "someone who sends out vehicles or emergency services"),
    ("doula", "healthcare", "a woman who gives support during childbirth"),
    ("nanny", "education", "a person employed to look after children (as ONS files nannies with childcare)"),
    ("lifeguard", "public service", "a person employed to watch over swimmers"),
    ("medic", "healthcare", "a medical doctor, student or military medical worker"),
    ("caregiver", "healthcare", "a person who cares for the sick or disabled (US)"),
    ("carer", "healthcare", "a person who cares for the sick or disabled (UK)"),
    ("scrum master", "tech", "the facilitator of a Scrum software team"),
    # platform work (Wiktionary: "a person who creates content for …")
    ("streamer", "creative", "one who broadcasts live video online"),
    ("youtuber", "creative", "one who uploads videos to YouTube"),
    ("vlogger", "creative", "one who keeps a video blog"),
    ("tiktoker", "creative", "one who makes TikTok videos"),
    ("podcaster", "creative", "one who hosts a podcast"),
    ("influencer", "creative", "one paid to promote products on social media"),
    ("content creator", "creative", "one who makes media for online platforms"),
    ("sailor", "transport", "a member of a ship's crew"),
)
