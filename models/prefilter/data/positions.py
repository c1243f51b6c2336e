"""Offices and positions that people in a story are named by ("their Agent, Mr X", "Ms Y, Director of Legal
Affairs", "Judge Z", "the Public Prosecutor"), beside the job titles of data/jobs.py.

Hand-written for this project from the standard parts of European Court of Human Rights judgments (the
composition of the Court and the representation of the parties, as the Rules of Court name them) and the
offices of public administration, justice, police and the armed forces that judgments and news reports
name people by. Each position has the field it generalizes to (data/jobs.py FIELD_NOUNS); a title that
data/jobs.py FIELDS already places (anything with "legal", "police", "officer") keeps that field."""

from __future__ import annotations

POSITIONS: dict[str, str] = {
    # the Court and the parties (Rules of Court)
    "agent": "law", "co-agent": "law", "deputy agent": "law", "government agent": "law",
    "adviser": "law", "advisor": "law", "counsel": "law", "legal adviser": "law",
    "president": "law", "vice-president": "law", "section president": "law",
    "registrar": "law", "deputy registrar": "law", "section registrar": "law", "deputy section registrar": "law",
    "judge": "law", "ad hoc judge": "law", "military judge": "law", "investigating judge": "law",
    "presiding judge": "law", "justice of the peace": "law", "magistrate": "law",
    "prosecutor": "law", "public prosecutor": "law", "chief public prosecutor": "law",
    "deputy public prosecutor": "law", "chief prosecutor": "law", "military prosecutor": "law",
    "notary": "law", "public notary": "law", "bailiff": "law", "solicitor": "law", "barrister": "law",
    "advocate": "law", "ombudsman": "law", "coroner": "law",
    # public administration
    "mayor": "public service", "deputy mayor": "public service", "governor": "public service",
    "district governor": "public service", "prefect": "public service", "sub-prefect": "public service",
    "minister": "public service", "deputy minister": "public service", "secretary of state": "public service",
    "ambassador": "public service", "consul": "public service", "councillor": "public service",
    "member of parliament": "public service", "head of department": "public service",
    "ministerialdirigent": "public service", "ministerialrat": "public service",
    # police and armed forces
    "captain": "public service", "commander": "public service", "colonel": "public service",
    "lieutenant": "public service", "sergeant": "public service", "corporal": "public service",
    "gendarme": "public service", "superintendent": "public service", "chief inspector": "public service",
    "police chief": "public service", "prison governor": "public service", "warden": "public service",
    # heads of institutions (the field follows from what they head, else "business")
    "head": "business", "director": "business", "deputy director": "business", "dean": "education",
    "rector": "education", "chairman": "business", "chairwoman": "business", "chairperson": "business",
    "chief executive": "business", "managing director": "business", "owner": "business",
}

# Positions that take "of the …" after them: "President of the Second Section", "Head of the International
# Law Department", "Director of Legal Affairs".
HEADS_OF = frozenset(
    """president vice-president head director deputy director dean rector chairman chairwoman chairperson
    governor minister registrar""".split()
)
