"""A curated list of health conditions and medications (lower case; matched as whole words)."""

_CONDITIONS = """diabetes; type 1 diabetes; type 2 diabetes; adhd; autism; asperger's; aspergers; depression;
clinical depression; anxiety disorder; generalized anxiety disorder; social anxiety; panic disorder;
panic attacks; ptsd; ocd; bipolar disorder; bipolar ii; bipolar ii disorder; bipolar i disorder; schizophrenia; borderline personality disorder; bpd;
eating disorder; anorexia; bulimia; insomnia; sleep apnea; narcolepsy; asthma; copd; cancer;
breast cancer; prostate cancer; leukemia; lymphoma; melanoma; brain tumor; psoriasis; eczema; rosacea;
lupus; arthritis; rheumatoid arthritis; osteoarthritis; fibromyalgia; chronic fatigue syndrome;
long covid; multiple sclerosis; parkinson's; parkinson's disease; alzheimer's; dementia; epilepsy;
migraines; crohn's; crohn's disease; ulcerative colitis; ibs; celiac disease; coeliac disease; hiv;
hepatitis; hepatitis c; tuberculosis; endometriosis; pcos; infertility; hypothyroidism;
hyperthyroidism; hashimoto's; high blood pressure; hypertension; heart disease; heart condition;
heart failure; arrhythmia; kidney disease; liver disease; cirrhosis; dyslexia; dyspraxia; tourette's;
cerebral palsy; scoliosis; chronic pain; tinnitus; glaucoma; macular degeneration; alcoholism;
gender dysphoria; postpartum depression; sickle cell anemia; anemia; anaemia; gout; shingles; anxiety;
miscarriage; miscarriages; stillbirth; addiction; drug addiction; heroin addiction; opioid addiction;
alcohol addiction; gambling addiction; substance abuse; substance use disorder; opioid use disorder;
ckd; t1d; t2d; afib; a-fib; pmdd; ibd; dvt; esrd; tbi; uti; utis; mdd; pre-diabetes; prediabetes;
c-ptsd; cptsd; complex ptsd; sickle cell; sickle cell disease"""
# (the last line, session 20: clinical abbreviations as patients write them, from the NHS's and NIH MedlinePlus'
# condition names, that are no English word in any case; those that are, POTS, EDS, GAD, CHF (Swiss francs), GERD (a
# German given name), are cues/health.py's acronyms, read only where the words around say so); session 21: complex
# PTSD as the NHS names it and patients shorten it (C-PTSD, CPTSD); everyday11: sickle cell disease as the NHS names
# it and patients shorten it ("a sickle cell warrior")
_MEDICATIONS = """sertraline; zoloft; fluoxetine; prozac; citalopram; escitalopram; lexapro; paroxetine; venlafaxine;
effexor; bupropion; wellbutrin; mirtazapine; lithium; lamotrigine; quetiapine; seroquel; aripiprazole;
abilify; olanzapine; risperidone; adderall; ritalin; methylphenidate; vyvanse; concerta; xanax;
alprazolam; valium; diazepam; klonopin; clonazepam; metformin; insulin; ozempic; semaglutide; wegovy;
mounjaro; levothyroxine; synthroid; lisinopril; amlodipine; atorvastatin; statins; warfarin; eliquis;
prednisone; methotrexate; humira; inhaler; albuterol; ventolin; epipen; chemo; chemotherapy;
radiation therapy; dialysis; antidepressants; antidepressant; ssris; ssri; antipsychotics;
beta blockers; birth control; hrt; testosterone; estrogen; prep; suboxone; methadone; gabapentin;
tramadol; oxycodone; antihistamines"""

CONDITIONS = frozenset(t.strip() for t in _CONDITIONS.replace("\n", " ").split(";") if t.strip())
MEDICATIONS = frozenset(t.strip() for t in _MEDICATIONS.replace("\n", " ").split(";") if t.strip())
# Sensory and physical disabilities said of a person (WordNet's adjectives of the senses and of paralysis) → the
# condition. They generalize to "disabled", not "chronically ill".
_DISABILITIES = {
    "deaf": "deafness", "hard of hearing": "hearing loss", "blind": "blindness", "visually impaired": "visual impairment",
    "partially sighted": "visual impairment", "paraplegic": "paraplegia", "quadriplegic": "quadriplegia",
    "tetraplegic": "quadriplegia", "paralyzed": "paralysis", "paralysed": "paralysis",
}
DISABILITY_ADJECTIVES = frozenset(_DISABILITIES)
# Adjectives of a condition ("I'm diabetic") → the condition, the disabilities among them.
ADJECTIVES = {
    "diabetic": "diabetes", "asthmatic": "asthma", "bipolar": "bipolar disorder", "autistic": "autism",
    "epileptic": "epilepsy", "anorexic": "anorexia", "dyslexic": "dyslexia", "celiac": "celiac disease",
    "coeliac": "celiac disease", "depressed": "depression", "pre-diabetic": "prediabetes", "prediabetic": "prediabetes", "hiv positive": "hiv", "hiv+": "hiv",
    **_DISABILITIES,
}
# Everyday words that are also conditions: need a first-person cue.
WEAK = frozenset({"anxiety", "depression", "insomnia", "ocd", "add", "chronic pain", "arthritis", "depressed", "inhaler",
                  "addiction"})  # "addiction" alone is also a habit ("the addiction to phones")
