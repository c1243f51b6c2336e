"""Academic disciplines and the broad area each belongs to (what a field of study generalizes to).

Where the words come from: the names of Wikipedia's "Outline of academic disciplines" (its first two
levels, plus the usual names of university programs under them: "business administration", "fine arts"),
written down by hand and grouped into the areas below; none was copied from any list in a data set.
"""

from __future__ import annotations

# area -> (noun form, modifier form): "studying history" → "studying the humanities",
# "my history curriculum" → "my humanities curriculum".
AREAS: dict[str, tuple[str, str]] = {
    "humanities": ("the humanities", "humanities"),
    "social": ("social science", "social science"),
    "science": ("science", "science"),
    "computing": ("computing", "tech"),
    "engineering": ("engineering", "engineering"),
    "health": ("health sciences", "health"),
    "business": ("business", "business"),
    "law": ("law", "law"),
    "arts": ("the arts", "arts"),
    "education": ("education", "education"),
}

DISCIPLINES: dict[str, str] = {
    # humanities
    "history": "humanities", "art history": "humanities", "philosophy": "humanities", "literature": "humanities",
    "english literature": "humanities", "comparative literature": "humanities", "english": "humanities",
    "linguistics": "humanities", "languages": "humanities", "modern languages": "humanities",
    "classics": "humanities", "religious studies": "humanities", "theology": "humanities",
    "archaeology": "humanities", "archeology": "humanities", "musicology": "humanities",
    "creative writing": "humanities", "ethics": "humanities", "french": "humanities", "spanish": "humanities",
    "german": "humanities", "japanese": "humanities", "chinese": "humanities", "latin": "humanities",
    # social sciences
    "sociology": "social", "psychology": "social", "anthropology": "social", "economics": "social",
    "political science": "social", "politics": "social", "international relations": "social",
    "geography": "social", "criminology": "social", "social work": "social", "communications": "social",
    "communication studies": "social", "media studies": "social", "journalism": "social",
    "gender studies": "social", "public policy": "social", "urban planning": "social",
    "public administration": "social", "development studies": "social", "cultural studies": "social",
    # natural sciences
    "biology": "science", "chemistry": "science", "physics": "science", "geology": "science",
    "astronomy": "science", "astrophysics": "science", "ecology": "science", "environmental science": "science",
    "marine biology": "science", "biochemistry": "science", "neuroscience": "science", "zoology": "science",
    "botany": "science", "genetics": "science", "microbiology": "science", "earth science": "science",
    "oceanography": "science", "biotechnology": "science", "molecular biology": "science",
    "biomimetics": "science", "agronomy": "science", "forestry": "science",
    # formal sciences ("I learnt maths" must not read "I learnt computing": they generalize to science)
    "mathematics": "science", "math": "science", "maths": "science", "statistics": "science",
    "computer science": "computing", "data science": "computing", "information technology": "computing",
    "software engineering": "computing", "informatics": "computing", "computer engineering": "computing",
    "cybersecurity": "computing", "artificial intelligence": "computing", "applied mathematics": "science",
    # engineering and architecture
    "mechanical engineering": "engineering", "civil engineering": "engineering",
    "electrical engineering": "engineering", "chemical engineering": "engineering",
    "aerospace engineering": "engineering", "biomedical engineering": "engineering",
    "industrial engineering": "engineering", "environmental engineering": "engineering",
    "architecture": "engineering", "structural engineering": "engineering", "robotics": "engineering",
    # health
    "medicine": "health", "nursing": "health", "pharmacy": "health", "pharmacology": "health",
    "dentistry": "health", "public health": "health", "nutrition": "health", "physiotherapy": "health",
    "physical therapy": "health", "kinesiology": "health", "veterinary science": "health",
    "veterinary medicine": "health", "occupational therapy": "health", "anatomy": "health",
    "surgery": "health", "transplant surgery": "health", "sports science": "health",
    # business
    "business administration": "business", "marketing": "business", "finance": "business",
    "accounting": "business", "management": "business", "commerce": "business",
    "hospitality management": "business", "human resources": "business", "supply chain management": "business",
    "business": "business", "international business": "business", "digital marketing": "business", "entrepreneurship": "business",
    # law
    "criminal law": "law", "international law": "law", "legal studies": "law", "jurisprudence": "law",
    # arts and design
    "fine arts": "arts", "fine art": "arts", "visual arts": "arts", "graphic design": "arts",
    "fashion design": "arts", "interior design": "arts", "industrial design": "arts", "film studies": "arts",
    "theatre": "arts", "theater": "arts", "drama": "arts", "music": "arts", "photography": "arts",
    "animation": "arts", "dance": "arts", "sound engineering": "arts", "culinary arts": "arts",
    # education
    "early childhood education": "education", "special education": "education", "pedagogy": "education",
}
