"""Everyday drafts: what a user types into ChatGPT or a forum, with the identifying values each holds.

Two sets, both written by hand by the lead (session of 2026-11-28 05:15 UTC), not drawn from any data set:
- STUDIED: the drafts whose misses the lead's probes of that session fixed (bank codes, dates of birth,
  schools by level, abbreviated and numbered streets, directionals, "Town, ST", unlisted job titles, festivals
  and saints, short holder numbers, handles, links without a scheme, MAC addresses);
- UNSEEN: drafts written after those fixes, in the same spirit, never used to change a rule.
A second round (everyday2) adds STUDY2 (misses read and fixed) and BLIND2 (numbers only), written before any change
of that round, in new genres and Englishes (see the comment above STUDY2). A third round (everyday3) adds STUDY3 and
BLIND3 the same way (see the comment above STUDY3), and a fourth (everyday4) STUDY4 and BLIND4 (see the comment
above STUDY4), and a fifth (everyday5) STUDY5 and BLIND5 (see the comment above STUDY5), and a sixth (everyday6) STUDY6
and BLIND6 (see the comment above STUDY6), and a seventh (everyday7) STUDY7 and BLIND7 (see the comment above
STUDY7), and an eighth (everyday8) STUDY8 and BLIND8 (see the comment above STUDY8), and a ninth (everyday9) STUDY9
and BLIND9 (see the comment above STUDY9), and a tenth (everyday10) STUDY10 and BLIND10 (see the comment above
STUDY10), and an eleventh (everyday11) STUDY11 and BLIND11 (see the comment above STUDY11). LEAD_S16 holds the
lead's studied probes of forum posts and chat prompts (session of 2026-11-28 08:39 UTC).
A value *remains* when it still occurs in the no-model engine's output (case-folded, whole words). The report
gives values left per set and per kind, for the engine of this checkout; run it from another checkout's
directory (PYTHONPATH) for a before/after.

    PYTHONPATH=$PWD .venv/bin/python -m bench.everyday_drafts --out bench/results/everyday/after.json
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

# (draft, ((kind, value), ...)): the values a careful human would take out or generalize.
STUDIED: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Called my bank (account 12345678, sort code 20-00-00) and they told me to ring 0207 946 0123 ext 44.",
     (("code", "12345678"), ("code", "20-00-00"), ("phone", "0207 946 0123"))),
    ("My routing number is 021000021 and my SWIFT code is DEUTDEFF500.", (("code", "021000021"), ("code", "DEUTDEFF500"))),
    ("My DOB is 14/03/1987 if that matters.", (("birth date", "14/03/1987"),)),
    ("I was born on 3 May 1990 in a small town.", (("birth date", "3 May 1990"),)),
    ("My birthday is May 3rd and I turn 35.", (("birth date", "May 3rd"), ("age", "35"))),
    ("Does anyone else's kid go to Lincoln Elementary? Mrs. Alvarez is the best teacher my son ever had.",
     (("school", "Lincoln Elementary"), ("name", "Alvarez"))),
    ("Anyone know a good dentist near Hawthorne Blvd?", (("street", "Hawthorne Blvd"),)),
    ("My landlord (Mike Brennan, 555-201-4477) won't fix the heater at 4521 W Sunset Blvd Apt 3, Los Angeles, CA 90027.",
     (("name", "Mike Brennan"), ("phone", "555-201-4477"), ("street", "4521 W Sunset Blvd"), ("city", "Los Angeles"),
      ("postal", "90027"))),
    ("I moved to Austin, TX last year.", (("city", "Austin"), ("state", "TX"))),
    ("Please rewrite my cover letter: I have 6 years as a payroll specialist at Kaiser Permanente.",
     (("job", "payroll specialist"), ("organization", "Kaiser Permanente"))),
    ("I was hired as a claims adjuster in 2019.", (("job", "claims adjuster"),)),
    ("I'm Muslim and fast during Ramadan, my manager at Deloitte doesn't get it.", (("organization", "Deloitte"),)),
    ("Our son Liam starts kindergarten at St. Patrick's in September.", (("name", "Liam"),)),
    ("My mom Linda (67) just got diagnosed with stage 3 breast cancer at Mass General.",
     (("name", "Linda"), ("health", "breast cancer"))),
    ("My employee ID is E-448812 and my badge number 30291.", (("code", "E-448812"), ("code", "30291"))),
    ("My Venmo is @sarah-okafor-3 and my Cash App is $sokafor.", (("handle", "sarah-okafor-3"), ("handle", "sokafor"))),
    ("Here's my LinkedIn: linkedin.com/in/sarah-okafor-rn and my portfolio sarahokafor.com",
     (("link", "sarah-okafor-rn"), ("link", "sarahokafor.com"))),
    ("My Insta is sarah.okafor.bakes and my Discord is sarahk#4821.", (("handle", "sarah.okafor.bakes"), ("handle", "sarahk#4821"))),
    ("My IP is 73.162.44.201 apparently, and my MAC address 00:1A:2B:3C:4D:5E.",
     (("code", "73.162.44.201"), ("code", "00:1A:2B:3C:4D:5E"))),
    ("My husband's cousin Ahmed works at the Toyota plant in Georgetown, KY.", (("name", "Ahmed"), ("city", "Georgetown"))),
    ("I go to the Planet Fitness on 5th Ave every morning at 6.", (("street", "5th Ave"),)),
    ("Can you draft a letter to my HOA (Willow Creek Estates) about my neighbor's dog?", (("place", "Willow Creek Estates"),)),
)

UNSEEN: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Date of birth: 22.11.1984. Please update my file, member #7731.", (("birth date", "22.11.1984"), ("code", "7731"))),
    ("I was born on the 9th of February 1979 and grew up on 12th Street.", (("birth date", "9th of February 1979"), ("street", "12th Street"))),
    ("Send the refund to BSB 082-902, account 51234567, name Ruth Abara.",
     (("code", "082-902"), ("code", "51234567"), ("name", "Ruth Abara"))),
    ("My daughter goes to Riverside Primary and her best friend is Maisie Holt.", (("school", "Riverside Primary"), ("name", "Maisie Holt"))),
    ("I live at 77 NE Alberta St, Portland, OR 97211.", (("street", "77 NE Alberta St"), ("city", "Portland"), ("postal", "97211"))),
    ("I've worked as a fleet dispatcher for eight years.", (("job", "fleet dispatcher"),)),
    ("My job title is Senior Revenue Accountant at a hospital group.", (("job", "Revenue Accountant"),)),
    ("DM me on Telegram: kofi_builds or check kofibuilds.dev, that's my portfolio.", (("handle", "kofi_builds"), ("link", "kofibuilds.dev"))),
    ("My GitHub is github.com/mlindqvist if you want to see the code.", (("link", "mlindqvist"),)),
    ("We celebrate Diwali with my in-laws in Leicester every year.", (("city", "Leicester"),)),
    ("My dad was diagnosed with stage II colon cancer at 61.", (("health", "colon cancer"),)),
    ("I teach at Kennedy High and coach the girls' soccer team.", (("school", "Kennedy High"),)),
    ("My IFSC is SBIN0005943 and UPI is priya.n@okaxis.", (("code", "SBIN0005943"), ("handle", "priya.n@okaxis"))),
    ("Our condo is in Maple Grove Commons, unit 4B, off Route 9.", (("place", "Maple Grove Commons"),)),
    ("I'll turn 50 in April and my partner Dev is 47.", (("age", "50"), ("name", "Dev"), ("age", "47"))),
    ("Patient number 80213 at St. Luke's, room 12.", (("code", "80213"),)),
)


# Second round (everyday2, session of 2026-11-28 08:39 UTC), written by hand by the helper before any change, in
# genres and Englishes the first round lacked (tenancy, CV, medical forum, dating, IT ticket, school, insurance,
# visa, travel change, legal, pharmacy, car sale, wedding speech, reference letter; UK, Indian, Australian,
# Nigerian, Filipino, Canadian, South African). Checksummed numbers are valid for their scheme (python-stdnum:
# SA ID, TFN, SIN, Aadhaar, PAN; Medicare's and the VIN's check digits by their published weights).
# STUDY2's misses may be read and fixed; BLIND2 is measured for numbers only, never its outputs.
STUDY2: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Dear Mr Hargreaves, the boiler at 14 Cranbrook Road, Bristol BS6 7BS has been broken for three weeks and my "
     "deposit reference is DPS-7741203. Please fix it or return the deposit.",
     (("name", "Hargreaves"), ("street", "14 Cranbrook Road"), ("postal", "BS6 7BS"), ("code", "DPS-7741203"))),
    ("Please polish my cover letter: I am currently an Associate Consultant at Infosys (employee ID INF-204518) "
     "and for the HR form my PAN is BKRPS4821M.",
     (("organization", "Infosys"), ("code", "INF-204518"), ("id", "BKRPS4821M"))),
    ("My GP Dr Fiona McAllister has me on sertraline for anxiety, is 50mg a lot to start on?",
     (("name", "Fiona McAllister"), ("health", "anxiety"))),
    ("31, nurse from Iloilo, loves karaoke and long drives. Message me on Viber 0917 555 2184 :)",
     (("age", "31"), ("city", "Iloilo"), ("phone", "0917 555 2184"))),
    ("Ticket: user Jason Tremblay, employee #40217, laptop asset tag CA-LT-08832 can't reach the VPN since Monday.",
     (("name", "Jason Tremblay"), ("code", "40217"), ("code", "CA-LT-08832"))),
    ("Hi Mrs Okonkwo, Amelia won't be in tomorrow as she has a dentist appointment in the morning. Thanks!",
     (("name", "Okonkwo"), ("name", "Amelia"))),
    ("Claim for my Hilux, registration CA 456-789, VIN MR0FZ22G7H1234567, policy number OMI-55281934. The other "
     "driver reversed into me at the Engen garage.",
     (("vehicle", "CA 456-789"), ("vehicle", "MR0FZ22G7H1234567"), ("code", "OMI-55281934"))),
    ("My ID number is 8804128775084, is it safe to send it to the insurer on WhatsApp?", (("id", "8804128775084"),)),
    ("Abeg, my NIN is 48213370921 and my BVN is 22145678901, will the embassy check them for my visa?",
     (("id", "48213370921"), ("id", "22145678901"))),
    ("Kindly help, I need to change my flight AI 131 on 14 March, PNR X7KQ2B, seat 23A, to the next day.",
     (("flight", "AI 131"), ("code", "X7KQ2B"), ("seat", "23A"))),
    ("My TFN is 522911267 and my old boss at Coastline Logistics never paid my super, can I take them to Fair Work?",
     (("id", "522911267"), ("organization", "Coastline Logistics"))),
    ("My prescription Rx# 8834217 ran out and the pharmacist won't extend it without my doctor, is that normal in Ontario?",
     (("code", "8834217"),)),
    ("2017 Ford Fiesta, reg LB17 XKD, 62k miles, full service history, call Dave on 07700 900412.",
     (("vehicle", "LB17 XKD"), ("name", "Dave"), ("phone", "07700 900412"))),
    ("When Chidi first brought Ngozi home to Enugu, Mama said he was too quiet. Look at him now!",
     (("name", "Chidi"), ("name", "Ngozi"), ("city", "Enugu"))),
    ("I am pleased to recommend Priya Raman, who worked as a Staff Nurse on my ward from 2019 to 2024.",
     (("name", "Priya Raman"),)),
    ("For my PIP form: NI number SK 55 81 20 D, NHS number 943 476 5919, seen by Dr Patel for my Crohn's.",
     (("id", "SK 55 81 20 D"), ("id", "943 476 5919"), ("name", "Patel"), ("health", "Crohn's"))),
    ("Thandiwe Mokoena, cell 082 555 0193, Johannesburg 2196. Seeking a position as a junior bookkeeper.",
     (("name", "Thandiwe Mokoena"), ("phone", "082 555 0193"), ("postal", "2196"))),
    ("Pa-help po, my PhilHealth number is 12-025467381-9 and my TIN 245-118-903-000, which one goes on the form?",
     (("id", "12-025467381-9"), ("id", "245-118-903-000"))),
    ("My SIN is 141 252 221 and CRA mailed my notice to the old address, H2X 3K8.",
     (("id", "141 252 221"), ("postal", "H2X 3K8"))),
    ("Jess, 28, physio, into trail running and flat whites. Insta @jess.runs.freo",
     (("name", "Jess"), ("age", "28"), ("handle", "jess.runs.freo"))),
    ("Respected Ma'am, my son Aarav (admission number DPS/2019/4471, Aadhaar 9611 0652 9958) was absent due to fever.",
     (("name", "Aarav"), ("code", "DPS/2019/4471"), ("id", "9611 0652 9958"))),
    ("Medicare card 5695 21592 4, and my Bupa policy 7720418, can I claim the physio on both?",
     (("id", "5695 21592 4"), ("code", "7720418"))),
    ("Booking ref ABX4QT, flight BA 2490 on 12 August, seat 31F. I need to add a bag.",
     (("code", "ABX4QT"), ("flight", "BA 2490"), ("seat", "31F"))),
    ("Selling my Swift VXI 2018, MH 12 DE 4471, single owner, contact 98220 41577.",
     (("vehicle", "MH 12 DE 4471"), ("phone", "98220 41577"))),
    ("To whom it may concern, Emily Chen (student number 1007734521) was in my lab section last fall.",
     (("name", "Emily Chen"), ("code", "1007734521"))),
)

BLIND2: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("To the letting agent: my landlady Mrs Pauline Ashworth has kept £950 of my deposit for Flat 3, 27 Mill Lane, "
     "Sheffield S10 2HB, without an itemised list.",
     (("name", "Pauline Ashworth"), ("street", "27 Mill Lane"), ("postal", "S10 2HB"))),
    ("Make this CV better. Name: Sneha Kulkarni, PAN AJTPN7712Q, Mobile +91 98450 11234, Senior Analyst at Wipro.",
     (("name", "Sneha Kulkarni"), ("id", "AJTPN7712Q"), ("phone", "+91 98450 11234"))),
    ("Anyone seen Dr Raj Menon at Westmead for endometriosis? My Medicare number is 3602 26647 5 if it matters for the referral.",
     (("name", "Raj Menon"), ("health", "endometriosis"), ("id", "3602 26647 5"))),
    ("For my NBI clearance they asked for my TIN 318-442-907-000 and my PhilHealth ID 19-203847561-2.",
     (("id", "318-442-907-000"), ("id", "19-203847561-2"))),
    ("Hi IT, this is Marc Gagnon from payroll (emp ID 58821), my Outlook keeps crashing, call me at 613-555-0148 ext 233.",
     (("name", "Marc Gagnon"), ("code", "58821"), ("phone", "613-555-0148"))),
    ("Dear Mr Whitfield, Oliver has been coming home upset about a boy in his class called Harvey.",
     (("name", "Whitfield"), ("name", "Oliver"), ("name", "Harvey"))),
    ("My bakkie (Toyota Hilux, CY 214-556) was hit in Bellville, claim ref SNT/CL/2024/88213, my ID is 7501015781081.",
     (("vehicle", "CY 214-556"), ("code", "SNT/CL/2024/88213"), ("id", "7501015781081"))),
    ("I'm Tunde Bakare, NIN 70123984456, please help me write a cover letter for my Canada study permit.",
     (("name", "Tunde Bakare"), ("id", "70123984456"))),
    ("Please help me write to IndiGo: flight 6E 2134 on 3 Feb, PNR QW8ZLM, I missed it because of the fog.",
     (("flight", "6E 2134"), ("code", "QW8ZLM"))),
    ("I rent in Parramatta and my property manager Kylie Dawson wants to inspect every week, is that legal in NSW?",
     (("city", "Parramatta"), ("name", "Kylie Dawson"))),
    ("Prescription number 6672109 for my daughter Chloe's amoxicillin at the Rexall on Bank Street, can they refill early?",
     (("code", "6672109"), ("name", "Chloe"), ("street", "Bank Street"))),
    ("2018 VW Golf, VIN WVWZZZAU9JW081226, reg YH18 ORP, £9,200 ono, no time wasters.",
     (("vehicle", "WVWZZZAU9JW081226"), ("vehicle", "YH18 ORP"))),
    ("Sipho, I still remember the night you met Lerato at that braai in Soweto, you couldn't stop smiling.",
     (("name", "Sipho"), ("name", "Lerato"), ("city", "Soweto"))),
    ("I recommend Mr. Arjun Nair, who worked as Data Analyst in my team at Tata Consultancy Services, employee code 1184207.",
     (("name", "Arjun Nair"), ("organization", "Tata Consultancy Services"), ("code", "1184207"))),
    ("My National Insurance number is JG 10 37 52 B, the DWP wants it for my PIP claim for fibromyalgia.",
     (("id", "JG 10 37 52 B"), ("health", "fibromyalgia"))),
    ("Contact: Naledi Dlamini, 12 Jan Hofmeyr Road, Westville, naledi.d@gmail.com",
     (("name", "Naledi Dlamini"), ("street", "12 Jan Hofmeyr Road"), ("email", "naledi.d@gmail.com"))),
    ("Hi I'm Rhea, 26, call center agent sa Cebu, add me on FB: rhea.santos.0412",
     (("name", "Rhea"), ("age", "26"), ("handle", "rhea.santos.0412"))),
    ("Service Canada asked for my SIN, it's 658-138-151, and my address 4410 Rue Fabre.",
     (("id", "658-138-151"), ("street", "4410 Rue Fabre"))),
    ("New job form asks for my TFN 519 060 287, is it ok to email it to my manager Brett?",
     (("id", "519 060 287"), ("name", "Brett"))),
    ("My Aadhaar is 6978 7856 6686 but the bank says the name doesn't match my PAN card.", (("id", "6978 7856 6686"),)),
    ("Dear Sir, my daughter Ananya of class 7C needs leave from 10 to 14 Nov for her uncle's wedding.",
     (("name", "Ananya"),)),
    ("Home insurance claim, policy HH-4471-2290, leak at 9 Ashgrove Close, Reading RG2 8PL.",
     (("code", "HH-4471-2290"), ("postal", "RG2 8PL"))),
    ("Air Canada AC 857 Toronto to London on 22 Dec, seat 41K, booking reference 7TR2QM, can I move it to the 23rd?",
     (("flight", "AC 857"), ("seat", "41K"), ("code", "7TR2QM"))),
    ("Tokunbo Toyota Camry 2012 for sale, plate LSR 452 KJ, call Emeka 0803 555 1294.",
     (("vehicle", "LSR 452 KJ"), ("name", "Emeka"), ("phone", "0803 555 1294"))),
    ("Boots says my sertraline isn't ready, my GP is Dr Hannah Cole at Riverside Surgery, what do I do?",
     (("name", "Hannah Cole"), ("organization", "Riverside Surgery"))),
)


# The lead's probes of the session of 2026-11-28 08:39 UTC (forum shorthand, money, care, records; bench/results/
# lead_s16): studied, every miss with a general cause fixed; the misses left are listed in that README.
LEAD_S16: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("AITA for not inviting my SIL (40f) to my kid's party?", (("relative", "SIL"), ("age", "40"))),
    ("Me (19NB) and my roommate (20M) share a flat near uni.", (("age", "19"), ("gender", "NB"), ("age", "20"))),
    ("I'm a 3L at Georgetown Law and my OCI interviews start next week.",
     (("education", "3L"), ("school", "Georgetown Law"))),
    ("I'm a junior at Ohio State studying nursing.", (("education", "junior"), ("school", "Ohio State"),
                                                        ("education", "nursing"))),
    ("I'm a second-year med student at UCSF.", (("education", "second-year med student"), ("school", "UCSF"))),
    ("I've been at Deloitte for six years and HR at Deloitte is useless.", (("organization", "Deloitte"),)),
    ("Our team at Shopify got laid off yesterday.", (("organization", "Shopify"),)),
    ("I'm in the GTA, any recommendations for a dentist?", (("region", "GTA"),)),
    ("Housing in the DMV area is brutal.", (("region", "DMV"),)),
    ("Living in the Twin Cities has been great since we moved from the Midlands.",
     (("region", "Twin Cities"), ("region", "Midlands"))),
    ("My salary is £42,000 before tax.", (("income", "£42,000"),)),
    ("My take-home is about 3,200 a month.", (("income", "3,200"),)),
    ("We get SNAP and WIC for the baby, and I'm on SSDI.", (("benefits", "SNAP"), ("benefits", "WIC"),
                                                           ("benefits", "SSDI"))),
    ("My UPI is priya.n@okaxis, send it there.", (("code", "priya.n@okaxis"),)),
    ("My 35 year old husband snores and my 14yo son wants an iPhone.", (("age", "35"), ("age", "14yo"))),
    ("My student number 1007734521 is on the card.", (("code", "1007734521"),)),
    ("Patient John Q. Doe, DOB 04/12/1961, MRN 00482913.", (("name", "John Q. Doe"), ("birth date", "04/12/1961"),
                                                            ("code", "00482913"))),
    ("My case worker at DCFS, Ms. Jenkins, said the hearing is on the 12th.",
     (("organization", "DCFS"), ("name", "Jenkins"))),
    ("Pastor Okafor visited us after my dad was discharged from Mercy General.",
     (("name", "Okafor"), ("organization", "Mercy General"))),
    ("Is my PhilHealth still valid?", (("health system", "PhilHealth"),)),
    ("Draft an email to Professor Nakamura asking for an extension.", (("name", "Nakamura"),)),
    ("My daughter Emma (8) goes to St. Mary's.", (("name", "Emma"), ("school", "St. Mary's"))),
    ("Coach Rivera benched my son again.", (("name", "Rivera"),)),
    # still missed (the README says why)
    ("I talked to the nurse after they admitted me to St. Luke's.", (("organization", "St. Luke's"),)),
)


# Third round (everyday3, session of 2026-11-28 08:39 UTC), written by hand by the helper before any change, in genres
# the earlier rounds lacked: gaming/Discord chat, parenting groups, fitness and running apps, neighbourhood apps,
# church and club newsletters, job-board replies, roommate listings, reviews naming staff, crowdfunding appeals,
# obituaries and condolences, shift swaps, delivery instructions. Phone numbers are in fictional ranges (555, Ofcom's
# 07700 900xxx). STUDY3's misses may be read and fixed; BLIND3 is measured for numbers only, never its outputs.
STUDY3: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("add me on Steam, my tag is NightOwl_Kev and I'm usually on from 9pm EST", (("handle", "NightOwl_Kev"),)),
    ("Discord mods: user xXShadowRekt99Xx keeps spamming my DMs, my real name is Tyler Boone and he found my school, "
     "Westfield High.", (("handle", "xXShadowRekt99Xx"), ("name", "Tyler Boone"), ("school", "Westfield High"))),
    ("Any moms in the group whose kids go to Little Sprouts Daycare on Elm Road? My Harper (3) starts Monday.",
     (("organization", "Little Sprouts Daycare"), ("street", "Elm Road"), ("name", "Harper"))),
    ("Ran 10k around Lake Harriet this morning in 52:14, meet me at Anytime Fitness on Lyndale Ave.",
     (("place", "Lake Harriet"), ("street", "Lyndale Ave"))),
    ("Strava says my longest run was from my house on Birchwood Drive to the Greenway trailhead.",
     (("street", "Birchwood Drive"),)),
    ("Lost cat near Oakmont and 14th, answers to Biscuit, call Dana at 555-318-2290.",
     (("street", "Oakmont"), ("name", "Dana"), ("phone", "555-318-2290"))),
    ("Please keep Brother Harold Jenkins in your prayers as he recovers from hip surgery at St. Vincent's.",
     (("name", "Harold Jenkins"), ("health", "hip surgery"), ("organization", "St. Vincent's"))),
    ("Congratulations to our treasurer Margaret O'Neill on 25 years with the Riverside Rotary Club!",
     (("name", "Margaret O'Neill"), ("organization", "Riverside Rotary Club"))),
    ("Hi, I saw your posting for a forklift operator. I have my certification and can start Monday. Reach me at "
     "jmorales82@gmail.com.", (("job", "forklift operator"), ("email", "jmorales82@gmail.com"))),
    ("Room for rent in a 3-bed at 218 Carver St, $850/mo, I'm Priya, 26, grad student at Temple.",
     (("street", "218 Carver St"), ("name", "Priya"), ("age", "26"), ("school", "Temple"))),
    ("Five stars for Marcus at the Elmwood Jiffy Lube, he explained everything!", (("name", "Marcus"), ("city", "Elmwood"))),
    ("Our friend Keisha Brown was hit by a car on Route 30 last week and needs help with bills from Lancaster General.",
     (("name", "Keisha Brown"), ("organization", "Lancaster General"))),
    ("Walter James Pruitt, 84, of Cedar Falls, passed away peacefully on March 3, 2026. He is survived by his wife Doris.",
     (("name", "Walter James Pruitt"), ("age", "84"), ("city", "Cedar Falls"), ("name", "Doris"))),
    ("So sorry for your loss, Aunt Bev. Uncle Ray was the kindest man in Millbrook.",
     (("name", "Bev"), ("name", "Ray"), ("city", "Millbrook"))),
    ("Can anyone cover my Saturday close at the Target on Route 9? I'm Jess from electronics, ext 4412.",
     (("name", "Jess"), ("code", "4412"))),
    ("Gate code 4471, blue door at the back, leave it with Mrs. Patel at number 12.", (("code", "4471"), ("name", "Patel"))),
    ("Please buzz unit 1204 and call me on 07700 900461 if nobody answers.", (("code", "1204"), ("phone", "07700 900461"))),
    ("GG everyone, if you want to squad up my PSN is phoenix_rising_04.", (("handle", "phoenix_rising_04"),)),
    ("My son Caleb's pediatrician Dr. Whitfield thinks he might have ADHD, he's in 2nd grade at Oak Hill.",
     (("name", "Caleb"), ("name", "Whitfield"), ("health", "ADHD"), ("school", "Oak Hill"))),
    ("I'm training for the Twin Cities Marathon, my gym is the YMCA on Hennepin and my coach is Trish.",
     (("street", "Hennepin"), ("name", "Trish"))),
)

BLIND3: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Looking for a raid group, I'm a level 60 healer, add me on Battle.net: Moonfang#1187.", (("handle", "Moonfang#1187"),)),
    ("Discord: my main is @quietstorm_22, DM me, I'm Bella from Sacramento.",
     (("handle", "quietstorm_22"), ("name", "Bella"), ("city", "Sacramento"))),
    ("Mums of Bexley group: does anyone use Tiny Steps Nursery on Parkhurst Road? My Oliver is 2.",
     (("organization", "Tiny Steps Nursery"), ("street", "Parkhurst Road"), ("name", "Oliver"))),
    ("PB today! 5k in 24:31 around Victoria Park, then a swim at the gym on Mile End Road.",
     (("place", "Victoria Park"), ("street", "Mile End Road"))),
    ("My Garmin shows I start every run at 6:15 from Fernwood Court and loop past the old mill.",
     (("street", "Fernwood Court"),)),
    ("White van parked outside 42 Juniper Lane for three days, anyone know whose it is? Plate 7KJX291.",
     (("street", "42 Juniper Lane"), ("vehicle", "7KJX291"))),
    ("Our deepest sympathy to the family of Sister Agnes Molloy, who served at Holy Trinity Parish for forty years.",
     (("name", "Agnes Molloy"), ("organization", "Holy Trinity Parish"))),
    ("Welcome our new choir director, Mr. Desmond Achebe, who joins us from Grace Fellowship in Tulsa.",
     (("name", "Desmond Achebe"), ("organization", "Grace Fellowship"), ("city", "Tulsa"))),
    ("Re: the line cook opening, I worked four years at Denny's in Fresno, my number is (559) 555-0142.",
     (("job", "line cook"), ("city", "Fresno"), ("phone", "(559) 555-0142"))),
    ("Roommate wanted by a quiet 29M software tester moving from Leeds, a room near 7 Albion Terrace would be ideal.",
     (("age", "29"), ("job", "software tester"), ("city", "Leeds"), ("street", "7 Albion Terrace"))),
    ("Terrible service from Brandon at the Maple Street Verizon store, he lied about the upgrade fee.",
     (("name", "Brandon"), ("street", "Maple Street"))),
    ("Please help the Nguyen family rebuild after the fire on Sycamore Ave, Linh and her twins lost everything.",
     (("name", "Nguyen"), ("street", "Sycamore Ave"), ("name", "Linh"))),
    ("Eleanor Ruth Haskins, 91, of Bangor, died January 12 at Eastern Maine Medical Center, surrounded by family.",
     (("name", "Eleanor Ruth Haskins"), ("age", "91"), ("city", "Bangor"),
      ("organization", "Eastern Maine Medical Center"))),
    ("Thinking of you all, Grandpa Ernie would have loved seeing the whole Kowalski clan together.",
     (("name", "Ernie"), ("name", "Kowalski"))),
    ("Swap? I'll take your Tuesday night shift on Ward 6B if you take my Sunday, ask for Rosa.",
     (("organization", "Ward 6B"), ("name", "Rosa"))),
    ("Delivery note: side gate code 2580, parcel box behind the green bin, flat 3, 19 Marsh Lane.",
     (("code", "2580"), ("street", "19 Marsh Lane"))),
    ("Leave it with the concierge, door code 7731, tell them it's for Femi in 14C.",
     (("code", "7731"), ("name", "Femi"), ("code", "14C"))),
    ("My Twitch is twitch.tv/crimsonvolt and I stream Valorant on weekends.", (("link", "crimsonvolt"),)),
    ("Our daughter Zara (6) was just diagnosed with type 1 diabetes, her school nurse at Brookside Elementary is amazing.",
     (("name", "Zara"), ("health", "type 1 diabetes"), ("school", "Brookside Elementary"))),
    ("Shift swap: Kevin from the Aldi in Dudley can do my early on Friday, my staff number is 550921.",
     (("name", "Kevin"), ("city", "Dudley"), ("code", "550921"))),
)


# Fourth round (everyday4, session of 2026-11-28 12:14 UTC), written by hand by the helper before the engine ran on
# them, in genres no earlier set had: prompts pasted into ChatGPT with code, configs, logs and stack traces (connection
# strings, hostnames, usernames, paths, email headers); dating-app bios and messages; landlord/tenant emails;
# school-portal messages; insurance claims; medical-portal messages; HR grievances; small-business customer replies;
# travel-group chats; local Facebook-group posts; support tickets; many countries. Phone numbers are in fictional or
# drama ranges (555, ACMA's 0491 570 xxx). STUDY4's misses may be read and fixed; BLIND4 is measured for numbers
# only, never its outputs.
STUDY4: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Why does this fail? DATABASE_URL=postgres://mkowalczyk:Tr0ub4dor99@db.brightlane-logistics.internal:5432/orders",
     (("handle", "mkowalczyk"), ("code", "Tr0ub4dor99"), ("organization", "brightlane-logistics"))),
    ('Getting this: File "/home/anjali.raman/projects/payroll_sync/main.py", line 42, in <module> PermissionError: '
     "[Errno 13] Permission denied", (("handle", "anjali.raman"),)),
    ("Oct 03 14:22:07 build01.quayside-media.co.uk sshd[2231]: Accepted publickey for tdoherty from 81.2.69.160 port "
     "51122, why does it log this twice?",
     (("organization", "quayside-media"), ("handle", "tdoherty"), ("code", "81.2.69.160"))),
    ("Summarize this thread. From: Rafael Quintero <rquintero@vinhos-douro.pt> Subject: late invoice 2024-118",
     (("name", "Rafael Quintero"), ("email", "rquintero@vinhos-douro.pt"))),
    ("34, Dutch, nurse at OLVG, lover of herring and bad puns. Insta: @femke.paints",
     (("age", "34"), ("organization", "OLVG"), ("handle", "femke.paints"))),
    ("Hey Sipho! I'm also from Durban, living in Umhlanga now, text me on 071 555 0183",
     (("name", "Sipho"), ("place", "Umhlanga"), ("phone", "071 555 0183"))),
    ("Dear Mr. Abernethy, the boiler at 14 Rosebery Crescent, Edinburgh EH12 5JX has been broken since Monday.",
     (("name", "Abernethy"), ("street", "14 Rosebery Crescent"), ("postal", "EH12 5JX"))),
    ("Hi Gwen, reminder that rent for unit 3B is due on the 1st, e-transfer to baxter.props@outlook.com as usual.",
     (("name", "Gwen"), ("email", "baxter.props@outlook.com"))),
    ("Dear Ms. Okonkwo, Tobi was absent on Tuesday because of an asthma flare. Kind regards, Adaeze Eze",
     (("name", "Okonkwo"), ("name", "Tobi"), ("health", "asthma"), ("name", "Adaeze Eze"))),
    ("Water damage claim, policy no. HX-2201-7745, insured Gunnar Lindqvist, Storgatan 12, 113 51 Stockholm.",
     (("code", "HX-2201-7745"), ("name", "Gunnar Lindqvist"), ("street", "Storgatan 12"), ("postal", "113 51"))),
    ("Hi Dr. Banerjee, since starting metformin my sugars are better but the neuropathy in my feet is worse.",
     (("name", "Banerjee"), ("health", "neuropathy"))),
    ("I want to file a grievance against my supervisor Craig Dunleavy at the Mississauga warehouse for his comments "
     "about my hijab.", (("name", "Craig Dunleavy"), ("city", "Mississauga"))),
    ("Hi Mrs. Takahashi, thanks for order #40552! Your cake is ready Saturday at our Kitsilano shop. Lena @ Sweet Fern "
     "Bakery", (("name", "Takahashi"), ("code", "40552"), ("name", "Lena"))),
    ("ok guys flight lands 10:40, Jorge's cousin Inês is picking us up, her number is +351 912 555 018",
     (("name", "Jorge"), ("name", "Inês"), ("phone", "+351 912 555 018"))),
    ("Does anyone know who owns the black lab loose on Kauri Street? My neighbour Hemi says it bit his grandson.",
     (("street", "Kauri Street"), ("name", "Hemi"))),
    ("Support: my account kwame.asante (customer ID 0049-22817) got locked after I changed my number.",
     (("handle", "kwame.asante"), ("code", "0049-22817"))),
    ("Fix my nginx config: server_name shop.mariposa-crafts.mx; and send alerts to lucia.fernandez@mariposa-crafts.mx",
     (("link", "shop.mariposa-crafts.mx"), ("email", "lucia.fernandez@mariposa-crafts.mx"))),
    ("Rear-ended on the N7 near Kildare, my reg is 191-D-40877, the other driver was Siobhán Kearney.",
     (("vehicle", "191-D-40877"), ("name", "Siobhán Kearney"))),
    ("My son Mateo (9) needs his Concerta refill before school starts at Cedar Ridge Elementary.",
     (("name", "Mateo"), ("health", "Concerta"), ("school", "Cedar Ridge Elementary"))),
    ("Ravi, 41, single dad, architect in Pune, ex-Infosys.",
     (("name", "Ravi"), ("age", "41"), ("organization", "Infosys"))),
)

BLIND4: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ('Can you explain this? psycopg2.OperationalError: FATAL: password authentication failed for user "hbergstrom" '
     "connecting to pg-prod.nordvik-energi.no", (("handle", "hbergstrom"), ("organization", "nordvik-energi"))),
    ("Here's my .env, why won't it connect? MONGO_URI=mongodb+srv://oadeyemi:Lagos2024!@cluster0.abcde.mongodb.net "
     "SMTP_USER=o.adeyemi@kanoagro.ng",
     (("handle", "oadeyemi"), ("code", "Lagos2024!"), ("email", "o.adeyemi@kanoagro.ng"))),
    ("ssh -i ~/.ssh/id_ed25519 lmoreau@jump.atelier-moreau.fr -p 2222 hangs, any idea?",
     (("handle", "lmoreau"), ("organization", "atelier-moreau"))),
    ("Camille, 29, Montréal (Plateau), ER nurse, dog mom to Poutine. Snap: cami.lvs",
     (("name", "Camille"), ("age", "29"), ("region", "Plateau"), ("job", "ER nurse"), ("handle", "cami.lvs"))),
    ("Loved your profile! I'm Tomasz, I also climb at Bouldergarten in Kraków, my WhatsApp is +48 555 201 774",
     (("name", "Tomasz"), ("organization", "Bouldergarten"), ("phone", "+48 555 201 774"))),
    ("To the letting agent: I'm the tenant at 5/22 Wattle Street, Fitzroy VIC 3065 and the landlord, Mr. Papadakis, "
     "hasn't returned the bond.",
     (("street", "22 Wattle Street"), ("city", "Fitzroy"), ("postal", "3065"), ("name", "Papadakis"))),
    ("Dear tenant of flat 7, please stop parking in bay 4. Regards, Hilary Osei, Greenhow Property Management",
     (("name", "Hilary Osei"), ("organization", "Greenhow Property Management"))),
    ("Hello Mr. Fitzgerald, Aoife won't be at hurling practice Thursday as she has a dentist appointment. Thanks, Niamh",
     (("name", "Fitzgerald"), ("name", "Aoife"), ("name", "Niamh"))),
    ("Dear teacher, my son Arjun Mehta in class 5B has been bullied by two boys since the Diwali break, please call me "
     "at 98205 55031.", (("name", "Arjun Mehta"), ("phone", "98205 55031"))),
    ("Claim ref CLM-88310-B: my bike was stolen from outside 31 Hope Street, Glasgow on 2 March; my Aviva policy is "
     "AV-5542190.", (("code", "CLM-88310-B"), ("street", "31 Hope Street"), ("code", "AV-5542190"))),
    ("Dear Dr. Moreno, my lupus flares keep getting worse since I stopped the hydroxychloroquine. Patient ID 00318852.",
     (("name", "Moreno"), ("health", "sarcoidosis"), ("code", "00318852"))),
    ("HR complaint: my team lead Darren Pike at the Leeds call centre keeps putting me on Friday evenings even though "
     "I observe Shabbat.", (("name", "Darren Pike"), ("city", "Leeds"))),
    ("Hi Greg, sorry the tiles arrived cracked! I'll send new ones to 44 Orchard Rise tomorrow. Cheers, Bronwyn, "
     "Coastal Tile Co.", (("name", "Greg"), ("street", "44 Orchard Rise"), ("name", "Bronwyn"))),
    ("Ayesha's uncle in Istanbul said we can all stay at his place in Kadıköy, his name is Murat Yıldız",
     (("name", "Ayesha"), ("place", "Kadıköy"), ("name", "Murat Yıldız"))),
    ("PSA for Brixton Hill neighbours: someone's been trying car doors on Upper Tulse Hill at night, my Ring camera "
     "caught him at no. 58.", (("region", "Brixton Hill"), ("street", "Upper Tulse Hill"))),
    ("Ticket #55102: the order placed under chen.wei88@163.com hasn't shipped to Room 1203, 88 Jianguo Road, Beijing.",
     (("email", "chen.wei88@163.com"), ("street", "88 Jianguo Road"))),
    ("Log excerpt: 2026-03-11 09:14:02 ERROR auth failed user=pnakamura host=10.40.2.17 "
     "client=yuki-laptop.hq.sakura-denki.co.jp", (("handle", "pnakamura"), ("organization", "sakura-denki"))),
    ("My daughter Chloé (7) got stung by a bee at the beach kids camp, she's allergic, Medicare no. 2953 71825 1",
     (("name", "Chloé"), ("code", "2953 71825 1"))),
    ("AXA claim: my husband Pierre Girard slipped at work and tore his ACL, he works at Renault in Flins.",
     (("name", "Pierre Girard"), ("health", "ACL"), ("organization", "Renault"))),
    ("Selling our kids' bikes, pick up near Westmead Children's Hospital, ask for Ngaire on 0491 570 156.",
     (("name", "Ngaire"), ("phone", "0491 570 156"))),
)


# Fifth round (everyday5, session of 2026-11-28 15:45 UTC), written by hand by the helper before any change, in
# registers the earlier rounds lacked: WhatsApp forwards and family group chats, sports-club notes (GAA, minor hockey,
# junior footy, netball, cricket, school rugby), marketplace and classified ads, matrimonial ads, Indian- and
# Nigerian-style CVs, barangay and parish notices, death announcements and anniversary Masses, invitation letters for
# visas, police statements, scholarship essays, domestic-worker references, carpool and volunteer rosters, alumni
# news, tuition ads; Indian, Nigerian, Filipino, Irish, South African, Canadian, Australian and New Zealand English.
# Names partly from Faker (en_IN, yo_NG, zu_ZA, en_IE, ga_IE, fr_CA, en_NZ), the rest invented; phone numbers in
# fictional or drama ranges (555, Ofcom's 07700 900xxx, ACMA's 0491 570 xxx) or invented. STUDY5's misses may be read
# and fixed; BLIND5 is measured for numbers only, never its outputs.
STUDY5: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Forwarded as received: Pls help share!! Missing since Sunday, Chinonso Eze, 14, last seen around Ikeja City Mall "
     "wearing a red jersey. Call his father on 0803 555 2741.",
     (("name", "Chinonso Eze"), ("age", "14"), ("place", "Ikeja City Mall"), ("phone", "0803 555 2741"))),
    ("Good morning family, Mummy's thanksgiving service holds at Oke-Ado, Ibadan on Saturday 10am. Kindly RSVP to "
     "Bolatito.", (("place", "Oke-Ado"), ("city", "Ibadan"), ("name", "Bolatito"))),
    ("Well done to our U14 girls on Sunday, player of the match Aoife Ní Bhriain. Training Tuesday in Páirc Uí Rinn at 7.",
     (("name", "Aoife Ní Bhriain"), ("place", "Páirc Uí Rinn"))),
    ("Reminder: Atom B practice moved to Westdale Arena Thursday 5:30, and Owen's mom Natalie is doing snacks. Jerseys "
     "go to Coach Lamoureux by Friday.",
     (("place", "Westdale"), ("name", "Owen"), ("name", "Natalie"), ("name", "Lamoureux"))),
    ("Under 12s footy presentation night is at the Frankston Bowls Club, trophies for Lachlan Hoey and Mia Tsakalos, "
     "BYO plate.", (("city", "Frankston"), ("name", "Lachlan Hoey"), ("name", "Mia Tsakalos"))),
    ("Nets at the Greenhill Road ground cancelled, rain. Nets resume Wednesday, contact Gurpreet on 07700 900784 for kit.",
     (("street", "Greenhill Road"), ("name", "Gurpreet"), ("phone", "07700 900784"))),
    ("FS: Samsung A54, barely used, R4500 neg, collection in Pinetown only, WhatsApp Zenzele 082 555 0746.",
     (("city", "Pinetown"), ("name", "Zenzele"), ("phone", "082 555 0746"))),
    ("Free to good home: two-seater couch, must pick up from 63 Kowhai Road, Te Atatu before Sunday. Ask for Mereana.",
     (("street", "63 Kowhai Road"), ("place", "Te Atatu"), ("name", "Mereana"))),
    ("Alliance invited for our daughter, 27, B.Tech, working as a software engineer at Wipro Chennai, 5'3\". Contact "
     "father 94440 55812.",
     (("age", "27"), ("job", "software engineer"), ("organization", "Wipro"), ("city", "Chennai"),
      ("phone", "94440 55812"))),
    ("Curriculum Vitae. Name: Abeer Natarajan. Address: Flat 4C, Srinivasa Apartments, T. Nagar, Chennai 600017. "
     "Mobile: 98401 55239.",
     (("name", "Abeer Natarajan"), ("place", "Srinivasa Apartments"), ("place", "T. Nagar"), ("postal", "600017"),
      ("phone", "98401 55239"))),
    ("I am writing to apply for the Warehouse Supervisor role. For the past four years I have worked as a shift lead "
     "at the Amazon fulfilment centre in Brampton.",
     (("job", "shift lead"), ("organization", "Amazon"), ("city", "Brampton"))),
    ("Dear Parents, Grade 3 will have their field trip on Friday. Please send the signed slip to Teacher Marites by "
     "Wednesday. - Ms. Lorna Dizon, Adviser", (("name", "Marites"), ("name", "Lorna Dizon"))),
    ("Announcement from Barangay San Roque: the clean-up drive is on Saturday, assembly at the covered court beside "
     "Purok 4. Contact Kagawad Reyes.", (("place", "San Roque"), ("name", "Reyes"))),
    ("Hi Dr. Mahlangu, my HbA1c came back at 8.1 and the nurse at Chris Hani Baragwanath said I should ask you about "
     "insulin.", (("name", "Mahlangu"), ("organization", "Chris Hani Baragwanath"))),
    ("Message for the clinic: my son Kabir's EpiPen expired last month and his tree nut allergy review is on the 14th.",
     (("name", "Kabir"), ("health", "EpiPen"), ("health", "tree nut allergy"))),
    ("To the Board of Lakeshore Pines HOA: the Hendersons at lot 112 keep parking their RV on the common lawn.",
     (("place", "Lakeshore Pines"), ("name", "Hendersons"), ("code", "112"))),
    ("Hi Kerry, the dishwasher at Unit 7/41 Wattle Street, Fairfield still isn't fixed, it's been six weeks. "
     "Regards, Lachie.",
     (("name", "Kerry"), ("street", "41 Wattle Street"), ("city", "Fairfield"), ("name", "Lachie"))),
    ("Itinerary: fly into Cebu 3 May on PR 1845, ferry to Bohol, we're staying with Tita Luz in Tagbilaran then Panglao.",
     (("flight", "PR 1845"), ("name", "Luz"), ("city", "Tagbilaran"))),
    ("Lads, the Airbnb in Lahinch is booked for the 12th, it's the blue house beside the chipper, Darragh is driving "
     "from Ennis.", (("city", "Lahinch"), ("name", "Darragh"), ("city", "Ennis"))),
    ("With gratitude to God we announce the transition of our father, Chief Olamide Adeyemi-Bello, 82, retired "
     "headmaster of St. Peter's Grammar School, Abeokuta.",
     (("name", "Olamide Adeyemi-Bello"), ("age", "82"), ("job", "headmaster"), ("school", "St. Peter's Grammar School"),
      ("city", "Abeokuta"))),
    ("Anniversary Mass for the late Bridie Ó Caomháin will be offered in St. Brigid's, Kilcullen on Friday at 7.30pm. "
     "Sadly missed by Séamus and family.",
     (("name", "Bridie Ó Caomháin"), ("organization", "St. Brigid's"), ("city", "Kilcullen"), ("name", "Séamus"))),
    ("Guys I'm outside Tesco Ballymun, whoever has Ciara's spare key bring it, my flat is 22 Shangan Green.",
     (("place", "Ballymun"), ("name", "Ciara"), ("street", "22 Shangan Green"))),
    ("Does anyone have a truck? Moving from my place on Dufferin to my sister Kayla's in Scarborough on Saturday, "
     "paying in pizza.", (("street", "Dufferin"), ("name", "Kayla"), ("place", "Scarborough"))),
    ("Can someone swap my Thursday night at the Royal Alex? I'm the RN on 4E, pager 3317.",
     (("organization", "Royal Alex"), ("job", "RN"), ("code", "3317"))),
    ("Help me write a statement: on 4 June my Bajaj Pulsar, MH 14 GT 2208, was stolen from outside the mall in "
     "Viman Nagar.", (("vehicle", "MH 14 GT 2208"), ("place", "Viman Nagar"))),
    ("My name is Ndumiso Gadlela, I am 19 and in my first year of BCom at Wits, and my mother is a domestic worker in "
     "Soweto.",
     (("name", "Ndumiso Gadlela"), ("age", "19"), ("school", "Wits"), ("job", "domestic worker"), ("place", "Soweto"))),
    ("Please check my invitation letter: I, Kolawole Ogindan, residing at 14 Adeola Odeku Street, Victoria Island, "
     "invite my brother for my wedding.",
     (("name", "Kolawole Ogindan"), ("street", "14 Adeola Odeku Street"), ("place", "Victoria Island"))),
    ("Together with their families, Divya & Shaurya request your presence at their Sangeet on 18 Dec at Hotel "
     "Shivalik View, Sector 10, Chandigarh.",
     (("name", "Divya"), ("name", "Shaurya"), ("organization", "Hotel Shivalik View"), ("city", "Chandigarh"))),
    ("We're adopting a rescue greyhound, our home check is with Rhonda on Tuesday at our place in Wynnum.",
     (("name", "Rhonda"), ("place", "Wynnum"))),
    ("Please support Thando Cebisa, a petrol attendant at the Sasol garage in Pietermaritzburg, whose shack burnt down "
     "on Sunday.", (("name", "Thando Cebisa"), ("job", "petrol attendant"), ("city", "Pietermaritzburg"))),
    ("Carpool for Saturday: I'll grab Brody and Ellie from the Tim Hortons on Portage, then we head to the St. Vital "
     "rink.", (("name", "Brody"), ("name", "Ellie"), ("street", "Portage"), ("place", "St. Vital"))),
    ("Food bank roster: Monday Sinead Moher, Wednesday Paul McShane, keys are with Father Dineen at the parish office.",
     (("name", "Sinead Moher"), ("name", "Paul McShane"), ("name", "Dineen"))),
    ("Class of 2009 update: Barkha Gokhale is now a paediatric cardiologist at Kokilaben Hospital in Andheri and has "
     "twin boys!",
     (("name", "Barkha Gokhale"), ("job", "paediatric cardiologist"), ("organization", "Kokilaben Hospital"),
      ("place", "Andheri"))),
    ("Maths and Physics tuition for Class 9-12 by an IIT Kharagpur alumnus, home visits in Salt Lake Sector V, call "
     "Lakshit 98310 55427.",
     (("school", "IIT Kharagpur"), ("place", "Salt Lake"), ("name", "Lakshit"), ("phone", "98310 55427"))),
    ("To whom it may concern, Nozizwe Ngwazi has worked in our home in Durbanville as a nanny since 2018 and is honest "
     "and reliable.", (("name", "Nozizwe Ngwazi"), ("place", "Durbanville"), ("job", "nanny"))),
    ("Landing at NAIA T3 around 11pm, Kuya Jun will fetch me, if you can't reach me text 0917 555 3306.",
     (("name", "Jun"), ("phone", "0917 555 3306"))),
    ("Draft a letter asking to be excused from jury service, I'm a sole-trader electrician in Athlone and my juror "
     "number is 40-1187.", (("job", "electrician"), ("city", "Athlone"), ("code", "40-1187"))),
    ("reckon we meet at the Coogee pavilion at 6? tell Brendan to bring his esky, I'm on 0491 570 318 if you get lost",
     (("place", "Coogee"), ("name", "Brendan"), ("phone", "0491 570 318"))),
    ("Membership renewal for Rathfarnham Tennis Club: member no. RTC-2214, family of four, direct debit from my AIB "
     "account.", (("organization", "Rathfarnham Tennis Club"), ("code", "RTC-2214"))),
    ("Thank you to Bro. Ramil and Sis. Jovelyn for leading the Simbang Gabi choir at Our Lady of Lourdes Parish, Quezon "
     "City.",
     (("name", "Ramil"), ("name", "Jovelyn"), ("organization", "Our Lady of Lourdes Parish"), ("city", "Quezon City"))),
    ("Hi Madame Fréchette, Élodie will miss French immersion on Friday for her allergist appointment at CHEO.",
     (("name", "Fréchette"), ("name", "Élodie"), ("organization", "CHEO"))),
    ("Portal message: I'm 58, on Ozempic since March, and I've had gallbladder pain since Tuesday, do I need to come in "
     "to the Fremantle clinic?", (("age", "58"), ("health", "Ozempic"), ("city", "Fremantle"))),
    ("Jai Shri Krishna, please join us for Nani's 80th at Sharma Bhawan, Lajpat Nagar on Sunday, lunch from 1pm. - "
     "Teerth", (("age", "80th"), ("organization", "Sharma Bhawan"), ("place", "Lajpat Nagar"), ("name", "Teerth"))),
    ("Profile: Kikelomo Olujimi, B.Sc Accounting (UNILAG, 2016), currently an Audit Associate at KPMG Lagos, NYSC "
     "completed in Kano.",
     (("name", "Kikelomo Olujimi"), ("school", "UNILAG"), ("job", "Audit Associate"), ("organization", "KPMG"),
      ("city", "Kano"))),
    ("2012 Mazda Demio, rego KXR881, WOF till March, $5,200 ono, viewing in Papatoetoe, text Connor 021 555 0917.",
     (("vehicle", "KXR881"), ("place", "Papatoetoe"), ("name", "Connor"), ("phone", "021 555 0917"))),
    ("Congrats to our U16 A side on the win! Man of the match: Njabulo Mbhele. Bus leaves from Maritzburg College at "
     "6am.", (("name", "Njabulo Mbhele"), ("school", "Maritzburg College"))),
    ("Hi Múinteoir Siobhra, Oisín has a temperature today so he'll be off, he should be back in Rang a Dó tomorrow.",
     (("name", "Siobhra"), ("name", "Oisín"))),
    ("My medical aid number is 409112783 and my hospital plan won't cover the MRI at Netcare Milpark.",
     (("code", "409112783"), ("organization", "Netcare Milpark"))),
    ("Found: a brown wallet near Kilkenny Castle with a driving licence for a Gareth Dunne, DM me to claim.",
     (("name", "Gareth Dunne"),)),
    ("Peacefully at Sunnybrook on January 9, Margaret 'Peggy' Costa of Leaside, aged 91, beloved wife of the late Vito.",
     (("organization", "Sunnybrook"), ("name", "Costa"), ("name", "Peggy"), ("place", "Leaside"), ("age", "91"),
      ("name", "Vito"))),
)

BLIND5: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Pls RSVP for Aunty Funmi's 60th, it's at the Eko Hotel, 2pm sharp, dress code gold. Contact Sijuade 0805 555 1190.",
     (("name", "Funmi"), ("age", "60th"), ("name", "Sijuade"), ("phone", "0805 555 1190"))),
    ("U10 Saturday: home game, meet at the clubhouse on Firhouse Road 9:15, Coach Aedan Quigley needs two parents to "
     "mind the nets.", (("street", "Firhouse Road"), ("name", "Aedan Quigley"))),
    ("Hockey moms! Tournament in Sudbury this weekend, we're at the Radisson on Paris St, room 412, bring the Timbits.",
     (("city", "Sudbury"), ("street", "Paris St"), ("code", "412"))),
    ("Netball rego closes Friday, send Jaxon's birth certificate to Kerrie at kerrie.b.netball@bigpond.com.",
     (("name", "Jaxon"), ("name", "Kerrie"), ("email", "kerrie.b.netball@bigpond.com"))),
    ("Selling my Honda Activa, GJ 01 KP 5530, 2019 model, 18k km, in Navrangpura, call Harsh 98250 55613.",
     (("vehicle", "GJ 01 KP 5530"), ("place", "Navrangpura"), ("name", "Harsh"), ("phone", "98250 55613"))),
    ("Cot for sale, R800, collect in Hatfield, Pretoria. Message Minenhle on 072 555 0431.",
     (("place", "Hatfield"), ("city", "Pretoria"), ("name", "Minenhle"), ("phone", "072 555 0431"))),
    ("Bride wanted for our son, 31, MBA, Relationship Manager at HDFC Bank Ludhiana. Reply with biodata to "
     "bhatnagar.family1965@gmail.com",
     (("age", "31"), ("job", "Relationship Manager"), ("organization", "HDFC Bank"), ("city", "Ludhiana"),
      ("email", "bhatnagar.family1965@gmail.com"))),
    ("RESUME - Juwon Olubode | 09 Bode Thomas Street, Surulere, Lagos | juwon.olubode@yahoo.com | 0812 555 4470",
     (("name", "Juwon Olubode"), ("street", "09 Bode Thomas Street"), ("place", "Surulere"),
      ("email", "juwon.olubode@yahoo.com"), ("phone", "0812 555 4470"))),
    ("I've been a barista at the Father Coffee in Braamfontein for three years and I want to apply for the store "
     "manager job.", (("job", "barista"), ("organization", "Father Coffee"), ("place", "Braamfontein"))),
    ("Dear Teacher Rowena, Jhun-Jhun was absent yesterday because of dengue, attached is the medical certificate from "
     "Dr. Villanueva.", (("name", "Rowena"), ("name", "Jhun-Jhun"), ("health", "dengue"), ("name", "Villanueva"))),
    ("Paalala: water interruption in Barangay Maybunga on Tuesday, please store water. - Kap. Manalastas",
     (("place", "Maybunga"), ("name", "Manalastas"))),
    ("Hi Dr. Venter, since starting the lithium I've been very thirsty and my TSH was high at the Mediclinic lab.",
     (("name", "Venter"), ("health", "lithium"), ("organization", "Mediclinic"))),
    ("Portal: my daughter Saoirse, 6, has had a barking cough since Sunday, is there a slot in the Naas surgery "
     "tomorrow?", (("name", "Saoirse"), ("age", "6"), ("city", "Naas"))),
    ("Dear Board of Maple Hollow Condominium: the owner of unit 905, Mr. Hébert, is running an Airbnb in breach of the "
     "declaration.", (("place", "Maple Hollow"), ("code", "905"), ("name", "Hébert"))),
    ("Hi Darren, the mould in the back bedroom of 8 Tallow Close, Maddington is back, can you send someone? Thanks, "
     "Shanice", (("name", "Darren"), ("street", "8 Tallow Close"), ("city", "Maddington"), ("name", "Shanice"))),
    ("Trip plan: Dublin to Galway on the 9am bus, two nights at Sinéad's aunt's B&B in Salthill, then Doolin for the "
     "music.", (("name", "Sinéad"), ("place", "Salthill"))),
    ("Flight QF 421 to Melbourne on the 3rd, then the Overland to Adelaide, staying with my cousin Tayla in Glenelg.",
     (("flight", "QF 421"), ("name", "Tayla"), ("place", "Glenelg"))),
    ("It is with heavy hearts we announce the passing of Mr. Akinwale Afolabi, 77, retired permanent secretary, of "
     "Bodija, Ibadan. Burial at Ogbomoso.",
     (("name", "Akinwale Afolabi"), ("age", "77"), ("job", "permanent secretary"), ("place", "Bodija"),
      ("city", "Ogbomoso"))),
    ("Rest easy Nana Thembi, you raised us in that little house on Vilakazi Street and never once complained.",
     (("name", "Thembi"), ("street", "Vilakazi Street"))),
    ("Lads whoever took my Adidas bag from the dressing room at Dalymount after training, it has my inhaler, ring me "
     "086 555 0482.", (("place", "Dalymount"), ("health", "inhaler"), ("phone", "086 555 0482"))),
    ("Who's driving to the game Saturday? I can take 3 from the Canadian Tire lot on Hespeler Rd, I'm Avery's dad Rob.",
     (("street", "Hespeler Rd"), ("name", "Avery"), ("name", "Rob"))),
    ("Swap request: my Tuesday early at Fiona Stanley ED for anyone's Friday late, I'm Bec, EN, ext 6620.",
     (("organization", "Fiona Stanley"), ("name", "Bec"), ("code", "6620"))),
    ("Help me word an FIR: my phone was snatched near Dadar station by two men on a bike, IMEI 356938035643809.",
     (("place", "Dadar"), ("code", "356938035643809"))),
    ("Scholarship essay: I grew up in Mitchells Plain with my gran, who worked 30 years as a cleaner at Groote Schuur "
     "Hospital.", (("place", "Mitchells Plain"), ("job", "cleaner"), ("organization", "Groote Schuur Hospital"))),
    ("Invitation: I, Ibidapo Falabi, of Plot 22, Gwarinpa Estate, Abuja, will host Mr. Ajani Sobowale for the duration "
     "of his visit.", (("name", "Ibidapo Falabi"), ("place", "Gwarinpa Estate"), ("name", "Ajani Sobowale"))),
    ("You are cordially invited to the Mehndi of Harinakshi & Wriddhish, 6th Feb, Lotus Banquets, Baner Road, Pune.",
     (("name", "Harinakshi"), ("name", "Wriddhish"), ("organization", "Lotus Banquets"), ("street", "Baner Road"))),
    ("Adoption update: Kiwi went to her new family in Howick, thanks to our foster carer Aroha for the last 3 months!",
     (("place", "Howick"), ("name", "Aroha"))),
    ("Givealittle: our neighbour Jason Jellyman lost his job at the Tiwai smelter and needs help with his son's chemo "
     "costs.", (("name", "Jason Jellyman"), ("organization", "Tiwai"), ("health", "chemo"))),
    ("Carpool list: Cathal from Knocknacarra, the Mahedy twins from Barna, and I'll do Tuesdays.",
     (("name", "Cathal"), ("place", "Knocknacarra"), ("name", "Mahedy"), ("place", "Barna"))),
    ("Tidy Towns volunteers this week: Attracta, Finian and Gerardine, meet at the Spar in Kinvara at 10.",
     (("name", "Attracta"), ("name", "Finian"), ("name", "Gerardine"), ("city", "Kinvara"))),
    ("Batch 2011 reunion: guess who's now a flight attendant with Cathay Pacific in Hong Kong, our very own Rhea "
     "Bautista!", (("job", "flight attendant"), ("organization", "Cathay Pacific"), ("name", "Rhea Bautista"))),
    ("Spoken English classes for housewives, Kondapur near Botanical Garden, 4-6pm, 1500/month, call Madhavi "
     "99490 55168.", (("place", "Kondapur"), ("name", "Madhavi"), ("phone", "99490 55168"))),
    ("Reference: Sandile Luvuno worked as a gardener for us in Morningside from 2015 to 2024, very trustworthy.",
     (("name", "Sandile Luvuno"), ("job", "gardener"), ("place", "Morningside"))),
    ("Arriving Mactan on 5J 562, Tito Rodel will wait at the arrival bay, his number is 0998 555 2140.",
     (("flight", "5J 562"), ("name", "Rodel"), ("phone", "0998 555 2140"))),
    ("Letter to the Courts Service: I'm a carer for my mother in Tullamore and cannot serve, panel number 22-0918.",
     (("job", "carer"), ("city", "Tullamore"), ("code", "22-0918"))),
    ("we're at the Icebergs bar in Bondi, Kirra's already here, my number if you can't find us 0491 570 227",
     (("place", "Bondi"), ("name", "Kirra"), ("phone", "0491 570 227"))),
    ("Renewal for Sandymount Hockey Club, membership 3318-F, please bill my Revolut card.",
     (("organization", "Sandymount Hockey Club"), ("code", "3318-F"))),
    ("Shoutout to Ate Mylene and Kuya Arnel for the pancit at the Couples for Christ fellowship in Las Piñas!",
     (("name", "Mylene"), ("name", "Arnel"), ("city", "Las Piñas"))),
    ("Bonjour Mme Champagne, Théo won't be at the garderie today, he has a fever and an appointment at the "
     "Sainte-Justine ER.", (("name", "Champagne"), ("name", "Théo"), ("organization", "Sainte-Justine"))),
    ("Portal: I'm 63, had a stent put in at the Prince Charles in February and now my ankles swell on the amlodipine.",
     (("age", "63"), ("health", "stent"), ("organization", "Prince Charles"), ("health", "amlodipine"))),
    ("Namaste ji, Papa's 75th birthday puja is at our home, B-42 Vasant Kunj, this Sunday, prasad at 1pm. - Abhiram",
     (("age", "75th"), ("place", "Vasant Kunj"), ("name", "Abhiram"))),
    ("Profile: Babawale Iyanda, HND Electrical (Yaba College of Technology), maintenance engineer at Dangote Cement, "
     "Obajana plant.",
     (("name", "Babawale Iyanda"), ("school", "Yaba College of Technology"), ("job", "maintenance engineer"),
      ("organization", "Dangote Cement"), ("place", "Obajana"))),
    ("Ute for sale: 2009 Navara, rego 517 KLP, 310k km, Toowoomba, call Shane 0491 570 664.",
     (("vehicle", "517 KLP"), ("city", "Toowoomba"), ("name", "Shane"), ("phone", "0491 570 664"))),
    ("Congratulations to Mthokozisi Gedeza, selected for the provincial U19 cricket team! He trains at the Kearsney "
     "College nets every afternoon.", (("name", "Mthokozisi Gedeza"), ("school", "Kearsney College"))),
    ("Dia dhuit a Mhúinteoir Gráinne, Caoimhe has a dentist appointment in Portlaoise at 11 so I'll collect her at "
     "10.30.", (("name", "Gráinne"), ("name", "Caoimhe"), ("city", "Portlaoise"))),
    ("Which hospital plan covers dialysis? My gap cover policy is GC-772190 and I'm on the Bonitas scheme.",
     (("health", "dialysis"), ("code", "GC-772190"))),
    ("Found a set of keys at Stephen's Green with a gym card on it, the name on the card is Jayde Barron.",
     (("name", "Jayde Barron"),)),
    ("Peacefully at the Ottawa Civic on March 2, Gilbert Paquin of Orléans, in his 88th year, loving husband of Andrée.",
     (("organization", "Ottawa Civic"), ("name", "Gilbert Paquin"), ("place", "Orléans"), ("age", "88th"),
      ("name", "Andrée"))),
    ("Group chat: anyone know a plumber in Bandra West? Our building is Sea Breeze CHS, flat 1202, the society "
     "secretary is Mr. Kata.",
     (("place", "Bandra West"), ("place", "Sea Breeze CHS"), ("code", "1202"), ("name", "Kata"))),
    ("Kindly share: my younger brother Oreofe, 19, a 200-level student at OAU Ile-Ife, has not been seen since "
     "Thursday. Call 0706 555 8813.", (("name", "Oreofe"), ("age", "19"), ("school", "OAU"), ("phone", "0706 555 8813"))),
)

# Sixth round (everyday6, session of 2026-11-28 19:50 UTC), written by hand by the helper before reading any detector
# code, in registers no earlier round used: council-tax, DMV and benefits-appeal letters, school-admissions appeals,
# job-board profiles and LinkedIn "about" sections, landlord and letting-agent emails, wedding and baby-shower
# invitations, church, mosque, temple and gurdwara newsletters, gig-economy chats (drivers, cleaners), pet-sitting and
# vet messages, small-business reviews that name staff; Scottish, Welsh, Kenyan, Ghanaian, Jamaican, Singaporean,
# Malaysian and Pakistani English. All names, places of business, numbers and codes invented (no Faker in the venv);
# towns and districts are real public place names; phone numbers in fictional ranges (555, Ofcom's 07700 900xxx) or
# invented. STUDY6's misses may be read and fixed; BLIND6 is measured for numbers only, never its outputs.
STUDY6: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Dear Sir/Madam, I am writing to appeal the council tax band for 14 Kilbowie Crescent, Clydebank. My account "
     "number is 40017762 and I have lived here alone since my husband Alasdair passed.",
     (("street", "14 Kilbowie Crescent"), ("city", "Clydebank"), ("id", "40017762"), ("name", "Alasdair"))),
    ("Re: single person discount refused. I live at Flat 2/1, 88 Dumbarton Road, G11 6NX and my son Callum moved out "
     "in March to study at Robert Gordon.",
     (("street", "88 Dumbarton Road"), ("postal", "G11 6NX"), ("name", "Callum"), ("school", "Robert Gordon"))),
    ("I'm appealing the PIP decision dated 3 June. I have ankylosing spondylitis and my GP Dr Mairead Toland at Partick Health "
     "Centre supports this. NI number QQ 12 34 56 C.",
     (("health", "ankylosing spondylitis"), ("name", "Mairead Toland"), ("place", "Partick Health Centre"), ("id", "QQ 12 34 56 C"))),
    ("DMV question: my license D4417-203-88 got suspended after a ticket in Bakersfield, I work as a reach truck driver "
     "at Tulare Cold Storage so I need to drive.",
     (("id", "D4417-203-88"), ("city", "Bakersfield"), ("job", "reach truck driver"), ("organization", "Tulare Cold Storage"))),
    ("We are appealing the refusal of a place at Ysgol Gymraeg Pencae for our daughter Elin, who has a statement for "
     "dyspraxia. We live on Heol y Coed, Rhiwbina.",
     (("school", "Ysgol Gymraeg Pencae"), ("name", "Elin"), ("health", "dyspraxia"), ("street", "Heol y Coed"),
      ("place", "Rhiwbina"))),
    ("About me: Payroll Officer with 9 years at Carmarthenshire County Council, now looking for hybrid roles around "
     "Llanelli. Welsh speaker, CIPP qualified.",
     (("job", "Payroll Officer"), ("organization", "Carmarthenshire County Council"), ("city", "Llanelli"))),
    ("Hi Mr Okonjo, the boiler at 5B Ashgrove Terrace is leaking again. My tenancy ref is LT-20931. I'm home after 4, "
     "my number is 07700 900316.",
     (("name", "Okonjo"), ("street", "5B Ashgrove Terrace"), ("id", "LT-20931"), ("phone", "07700 900316"))),
    ("To Harwell & Finch Lettings: the deposit of £950 for the flat on Cathays Terrace has not been returned, it's "
     "protected with the DPS, certificate 88120-4471.",
     (("organization", "Harwell & Finch Lettings"), ("street", "Cathays Terrace"), ("code", "88120-4471"))),
    ("Together with their families, Wanjiru Kamau and Brian Otieno request the pleasure of your company at "
     "St. Andrew's Church, Kabarak, on Saturday. RSVP Njeri 0722 555 019.",
     (("name", "Wanjiru Kamau"), ("name", "Brian Otieno"), ("place", "St. Andrew's Church"), ("place", "Kabarak"),
      ("name", "Njeri"), ("phone", "0722 555 019"))),
    ("Baby shower for Akosua! Sunday 2pm at Auntie Efua's house, East Legon, near the Shell. Theme is yellow. Call "
     "Kwabena on 024 555 6612 for directions.",
     (("name", "Akosua"), ("name", "Efua"), ("place", "East Legon"), ("name", "Kwabena"), ("phone", "024 555 6612"))),
    ("Parish news: congratulations to Desmond and Marcia Campbell on their 40th anniversary. Sister Hyacinth leads "
     "choir rehearsal at Half Way Tree on Thursday.",
     (("name", "Desmond"), ("name", "Marcia Campbell"), ("name", "Hyacinth"), ("place", "Half Way Tree"))),
    ("Gurdwara Sahib Leamington newsletter: Akhand Path for the late Sardar Harbhajan Singh Dhillon begins Friday. "
     "Langar sewa list with Bibi Kulwant.",
     (("place", "Gurdwara Sahib Leamington"), ("name", "Harbhajan Singh Dhillon"), ("name", "Kulwant"))),
    ("Masjid al-Noor bulletin: the nikah of Bilal Qureshi and Ayesha Siddiqui will be held after Asr. Contact Brother "
     "Imran for parking.",
     (("place", "Masjid al-Noor"), ("name", "Bilal Qureshi"), ("name", "Ayesha Siddiqui"), ("name", "Imran"))),
    ("driver here, your pickup at Tampines Hub, I'm in the grey Toyota SGX4417K, Rahmat. Pls come to taxi stand "
     "lane 2.", (("place", "Tampines Hub"), ("vehicle", "SGX4417K"), ("name", "Rahmat"))),
    ("Hi this is Lorena your cleaner, I can't come Thursday my son Thiago has a fever, can I come Saturday to Maple "
     "Ridge Drive instead?", (("name", "Lorena"), ("name", "Thiago"), ("street", "Maple Ridge Drive"))),
    ("Pet sitting notes: Biscuit is on Apoquel 16mg every morning for his itchy skin, vet is Dr. Farrant at Lisvane "
     "Vets, code for the gate is 5183.",
     (("name", "Farrant"), ("organization", "Lisvane Vets"), ("code", "5183"))),
    ("Our vet at Hillcrest Animal Clinic, Dr. Pooja Raman, was amazing with our senior cat. Front desk Tanisha "
     "remembered our name. Five stars!",
     (("organization", "Hillcrest Animal Clinic"), ("name", "Pooja Raman"), ("name", "Tanisha"))),
    ("Terrible service at the Subang Jaya branch, the manager Mr. Lim Boon Keat shouted at my mother. Order number "
     "SJ-55821.", (("place", "Subang Jaya"), ("name", "Lim Boon Keat"), ("id", "SJ-55821"))),
    ("LinkedIn about: Senior Data Analyst at Habib Metro, ex-Jazz, based in Gulberg, Lahore. IBA Karachi alum. "
     "Open to roles in Dubai.",
     (("job", "Senior Data Analyst"), ("organization", "Habib Metro"), ("organization", "Jazz"), ("place", "Gulberg"),
      ("city", "Lahore"), ("school", "IBA Karachi"))),
    ("Assalam o alaikum sir, my father Muhammad Aslam was admitted in Shifa yesterday for a stroke, kindly grant "
     "me leave till Monday. Regards, Usman, roll no 2019-EE-114.",
     (("name", "Muhammad Aslam"), ("organization", "Shifa"), ("health", "stroke"), ("name", "Usman"),
      ("id", "2019-EE-114"))),
    ("Wah the aircon at my HDB in Yishun Ring Road spoil again, block 845, anyone know a good aircon uncle? "
     "Last one was Ah Huat.", (("street", "Yishun Ring Road"), ("code", "845"), ("name", "Ah Huat"))),
    ("Hi I'm a Grade 3 teacher at SK Taman Megah, selling my late husband's Proton Saga, plate WXY 2281, contact "
     "Puan Rosnah.",
     (("job", "Grade 3 teacher"), ("school", "SK Taman Megah"), ("vehicle", "WXY 2281"), ("name", "Rosnah"))),
    ("Need advice: my landlady in Kilimani says she'll evict me because I complained about the water. I pay 35k to "
     "Mama Wairimu through M-Pesa till 552071.",
     (("place", "Kilimani"), ("name", "Wairimu"), ("code", "552071"))),
    ("Boda guy called Otieno took my phone at Kencom stage. I reported at Central police station, OB number "
     "44/12/11/2026.", (("name", "Otieno"), ("place", "Kencom"), ("id", "44/12/11/2026"))),
    ("Please pray for our sister Abena Mensah who delivered twins at Korle Bu on Tuesday. Thanksgiving service at "
     "Christ the King Church, Osu.",
     (("name", "Abena Mensah"), ("organization", "Korle Bu"), ("place", "Christ the King Church"), ("place", "Osu"))),
    ("Ah beg, who knows a good mechanic around Kasoa? My Corolla GR 4412-19 is making noise. Fiifi recommended one at "
     "Tuba junction.", (("city", "Kasoa"), ("vehicle", "GR 4412-19"), ("name", "Fiifi"), ("place", "Tuba"))),
    ("Mi cousin Tashauna a go UTech come September to do nursing, she from Mandeville. Anybody know a room near Papine?",
     (("name", "Tashauna"), ("school", "UTech"), ("city", "Mandeville"), ("place", "Papine"))),
    ("Review: Donovan at the Spanish Town road branch of Island Auto fixed my brakes same day. Ask for him.",
     (("name", "Donovan"), ("street", "Spanish Town road"), ("organization", "Island Auto"))),
    ("Och the bins on Craigentinny Avenue havnae been lifted in three weeks. I've phoned the council twice, ref "
     "CRM-7712094. My neighbour Morag is disabled.",
     (("street", "Craigentinny Avenue"), ("id", "CRM-7712094"), ("name", "Morag"))),
    ("My wee boy Fraser got a place at Boroughmuir but we're zoned for Tynecastle High. Appeal hearing is on the 14th.",
     (("name", "Fraser"), ("school", "Boroughmuir"), ("school", "Tynecastle High"))),
    ("Driver Deliveroo: I waited 20 min outside Nando's Pontypridd and the customer Gethin never came down from flat 7.",
     (("city", "Pontypridd"), ("name", "Gethin"))),
    ("Profile: Warehouse Team Leader, 6 yrs at Wincanton Swansea (CWL1), forklift counterbalance licence, Neath based.",
     (("job", "Warehouse Team Leader"), ("organization", "Wincanton"), ("code", "CWL1"), ("city", "Neath"))),
    ("Our wedding: Thursday 12 March, Hotel Grand Chancellor, Hobart. Bridesmaids Keely and Tamsin, groomsmen "
     "Rhys and Declan.", (("place", "Hotel Grand Chancellor"), ("city", "Hobart"), ("name", "Keely"), ("name", "Tamsin"),
                          ("name", "Rhys"), ("name", "Declan"))),
    ("Temple newsletter: Sri Murugan Temple Ilford thanks the Sivakumar family for sponsoring the abishekam. Priest "
     "Kurukkal Ramanathan available for house poojas.",
     (("place", "Sri Murugan Temple Ilford"), ("name", "Sivakumar"), ("name", "Ramanathan"))),
    ("I was refused Universal Credit because they say I'm not habitually resident, I came from Gujranwala last year to "
     "join my wife Sadia in Bradford.", (("city", "Gujranwala"), ("name", "Sadia"), ("city", "Bradford"))),
    ("Hi, dog walker here. Pepper pulled towards the canal at Castlefield again, I've put the lead on the hook. Lock "
     "box code 2906. — Roshni", (("place", "Castlefield"), ("code", "2906"), ("name", "Roshni"))),
    ("Complaint to DVLA: my V5C for reg LK19 XRT still shows my old address in Barry. Ref 7734-1120.",
     (("vehicle", "LK19 XRT"), ("city", "Barry"), ("id", "7734-1120"))),
    ("Google review: the nurse at Klinik Kesihatan Seksyen 7, Sister Norhayati, explained my diabetes meds so kindly.",
     (("place", "Klinik Kesihatan Seksyen 7"), ("name", "Norhayati"), ("health", "diabetes"))),
    ("Job post: experienced househelp wanted in Runda, must cook Kenyan meals, call Mrs. Achieng 0733 555 480.",
     (("place", "Runda"), ("name", "Achieng"), ("phone", "0733 555 480"))),
    ("Dear admissions, my son Hamza Tariq (DOB 04/09/2015) was refused at Beaconsfield Grammar even though we live "
     "0.8 miles away on Wattleton Road.",
     (("name", "Hamza Tariq"), ("date", "04/09/2015"), ("school", "Beaconsfield Grammar"), ("street", "Wattleton Road"))),
)

BLIND6: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Council tax arrears for 27 Mossgiel Road, Paisley: I lost my job at the Renfrew depot and my partner Kirsty "
     "has MS. Ref 63320951.",
     (("street", "27 Mossgiel Road"), ("city", "Paisley"), ("place", "Renfrew"), ("name", "Kirsty"), ("health", "MS"),
      ("id", "63320951"))),
    ("Mandatory reconsideration: my ESA was stopped after an assessment in Wrexham. I have COPD and my nurse "
     "Bethan Llwyd can confirm. Claimant ref 5521-0098.",
     (("city", "Wrexham"), ("health", "COPD"), ("name", "Bethan Llwyd"), ("id", "5521-0098"))),
    ("Hi, my Real ID appointment at the Modesto DMV got cancelled. Confirmation 8KQ2-77T. I'm a school bus driver for "
     "Ceres Unified so I need it.",
     (("city", "Modesto"), ("code", "8KQ2-77T"), ("job", "school bus driver"), ("organization", "Ceres Unified"))),
    ("Appeal for our son Osian, refused a place at Ysgol Bro Edern. He has coeliac disease and we live on "
     "Llanedeyrn Road.",
     (("name", "Osian"), ("school", "Ysgol Bro Edern"), ("health", "coeliac disease"), ("street", "Llanedeyrn Road"))),
    ("About: Procurement Analyst at Safaricom, Strathmore alumna, based in Westlands. Passionate about supplier "
     "diversity.",
     (("job", "Procurement Analyst"), ("organization", "Safaricom"), ("school", "Strathmore"), ("place", "Westlands"))),
    ("Dear Ms. Drummond, the damp in the back bedroom at 41 Glenpark Street has come back, my daughter Lily-Mae has "
     "bronchiectasis. Tel 07700 900587.",
     (("name", "Drummond"), ("street", "41 Glenpark Street"), ("name", "Lily-Mae"), ("health", "bronchiectasis"),
      ("phone", "07700 900587"))),
    ("Letting agent Openshaw Moves still hasn't fixed the window at the flat on Rusholme Place. Tenancy ID OM-4410.",
     (("organization", "Openshaw Moves"), ("street", "Rusholme Place"), ("id", "OM-4410"))),
    ("Mr & Mrs Boateng invite you to celebrate the marriage of their daughter Adwoa to Selorm Agbeko at Trinity "
     "Methodist, Tema Community 5.",
     (("name", "Boateng"), ("name", "Adwoa"), ("name", "Selorm Agbeko"), ("place", "Trinity Methodist"),
      ("place", "Tema Community 5"))),
    ("Baby shower for Chantelle, Saturday at the Portmore community centre, gifts to Aunty Paulette. Any questions, "
     "Rohan 876 555 2094.",
     (("name", "Chantelle"), ("city", "Portmore"), ("name", "Paulette"), ("name", "Rohan"), ("phone", "876 555 2094"))),
    ("Church bulletin: we welcome Pastor Emmanuel Kiprono from Eldoret. Get well wishes to Mzee Kariuki after his "
     "knee replacement at Aga Khan.",
     (("name", "Emmanuel Kiprono"), ("city", "Eldoret"), ("name", "Kariuki"), ("health", "knee replacement"),
      ("organization", "Aga Khan"))),
    ("Gurdwara Singh Sabha Southall: the anand karaj of Jaspreet Kaur Sandhu and Harman Gill is on Sunday. "
     "Contact Bhai Sukhdev for sewa.",
     (("place", "Gurdwara Singh Sabha Southall"), ("name", "Jaspreet Kaur Sandhu"), ("name", "Harman Gill"),
      ("name", "Sukhdev"))),
    ("Jamia Masjid newsletter: janazah for Haji Abdul Rehman Chaudhry after Zuhr. Condolences to his son Faisal.",
     (("place", "Jamia Masjid"), ("name", "Abdul Rehman Chaudhry"), ("name", "Faisal"))),
    ("Grab driver: I'm at Jurong Point taxi stand, white Hyundai SLA7721Z, name Kumar. Pls call 9555 3381.",
     (("place", "Jurong Point"), ("vehicle", "SLA7721Z"), ("name", "Kumar"), ("phone", "9555 3381"))),
    ("Hey it's Dayana from the cleaning, the key is under the mat at Birchwood Lane, I'll be 30 min late because my "
     "daughter Valentina's school called.",
     (("name", "Dayana"), ("street", "Birchwood Lane"), ("name", "Valentina"))),
    ("Cat sitter notes: Mochi gets her thyroid tablet at 8, the vet is Dr. Ackroyd at Roundhay Vets. Alarm code "
     "1839.", (("name", "Ackroyd"), ("organization", "Roundhay Vets"), ("code", "1839"))),
    ("Yelp: Kimberly at the Olathe location of Sunflower Dental was rude about my insurance. Never again.",
     (("name", "Kimberly"), ("city", "Olathe"), ("organization", "Sunflower Dental"))),
    ("Manager Encik Faizal at the Shah Alam service centre promised my Myvi would be ready. Job card SA-30917.",
     (("name", "Faizal"), ("city", "Shah Alam"), ("id", "SA-30917"))),
    ("Profile: Audit Senior at A.F. Ferguson, ACCA finalist, LUMS grad, based in DHA Phase 6, Karachi.",
     (("job", "Audit Senior"), ("organization", "A.F. Ferguson"), ("school", "LUMS"), ("place", "DHA Phase 6"),
      ("city", "Karachi"))),
    ("Respected madam, my daughter Zainab is absent as she has typhoid, doctor at Holy Family Hospital advised rest. "
     "Class 7-B, roll 23. Her father, Naveed.",
     (("name", "Zainab"), ("health", "typhoid"), ("organization", "Holy Family Hospital"), ("code", "7-B"),
      ("name", "Naveed"))),
    ("Anyone near Bedok North Ave 3? Need help carrying a fridge to blk 512, paying $30. Ask for Siti.",
     (("street", "Bedok North Ave 3"), ("code", "512"), ("name", "Siti"))),
    ("For sale: Perodua Axia, plate BKR 5520, owner a retired nurse from Hospital Kuala Lumpur, contact Mak Cik Zaleha.",
     (("vehicle", "BKR 5520"), ("organization", "Hospital Kuala Lumpur"), ("name", "Zaleha"))),
    ("Landlord in Roysambu has locked my room over one month arrears. His name is Mr. Njoroge, I pay to paybill "
     "880141.", (("place", "Roysambu"), ("name", "Njoroge"), ("code", "880141"))),
    ("My matatu conductor Kevo at Githurai 45 stage is the only honest one. Sacco is Super Metro.",
     (("name", "Kevo"), ("place", "Githurai 45"), ("organization", "Super Metro"))),
    ("Please join us in prayer for Nana Yaa Asantewaa Owusu who passes through surgery at Komfo Anokye on Monday.",
     (("name", "Yaa Asantewaa Owusu"), ("organization", "Komfo Anokye"))),
    ("Chale, the trotro from Madina to Circle charged me double. The mate's name was Kojo. Car number GT 8812-20.",
     (("place", "Madina"), ("place", "Circle"), ("name", "Kojo"), ("vehicle", "GT 8812-20"))),
    ("Mi son Jermaine start at Calabar High, and him want join the track team under coach Reid. We live in Duhaney "
     "Park.", (("name", "Jermaine"), ("school", "Calabar High"), ("name", "Reid"), ("place", "Duhaney Park"))),
    ("Review: Tamika at the Liguanea branch of Fontana pharmacy helped me with my pressure tablets. Big up!",
     (("name", "Tamika"), ("place", "Liguanea"), ("organization", "Fontana"))),
    ("Aye, the streetlight on Balgreen Road's been oot since October. Reported it, ref ENQ-3310452. I'm 78 and "
     "scared walking back from the Co-op.", (("street", "Balgreen Road"), ("id", "ENQ-3310452"), ("age", "78"))),
    ("Our lassie Isla got intae St Thomas of Aquin's but her brother Ruaridh didnae. Placing request ref PR-5529.",
     (("name", "Isla"), ("school", "St Thomas of Aquin's"), ("name", "Ruaridh"), ("id", "PR-5529"))),
    ("Uber Eats courier: customer Dafydd at Caernarfon, flat above the barbers on Holyhead Road, didn't answer. Left at door.",
     (("name", "Dafydd"), ("city", "Caernarfon"), ("street", "Holyhead Road"))),
    ("CV summary: Shift Manager at Greggs, 4 years, food hygiene level 3, lives in Caerphilly.",
     (("job", "Shift Manager"), ("organization", "Greggs"), ("city", "Caerphilly"))),
    ("Save the date! Ifeoma & Tobenna, 9 May, The Lodge at Ashbury, Leicestershire. Please text Chidinma on 07700 900442.",
     (("name", "Ifeoma"), ("name", "Tobenna"), ("place", "The Lodge at Ashbury"), ("name", "Chidinma"),
      ("phone", "07700 900442"))),
    ("Shri Venkateswara Temple Tividale: Satyanarayana pooja sponsored by the Reddy family. Volunteers report to "
     "Lakshmi aunty.",
     (("place", "Shri Venkateswara Temple Tividale"), ("name", "Reddy"), ("name", "Lakshmi"))),
    ("My JSA sanction letter says I missed an appointment at Merthyr Jobcentre on the 4th but I was at Prince Charles "
     "Hospital with my mam.",
     (("city", "Merthyr"), ("organization", "Prince Charles Hospital"))),
    ("Dog sitting: Bruno is reactive to other dogs, walk him at Roath Park before 7. Spare key with Mrs Pritchard at "
     "no. 12.", (("place", "Roath Park"), ("name", "Pritchard"), ("code", "12"))),
    ("Complaint: my blue badge renewal for Cwmbran was lost. I have Parkinson's. Application number BB-662014.",
     (("city", "Cwmbran"), ("health", "Parkinson's"), ("id", "BB-662014"))),
    ("Google review: Pak Hassan at Bengkel Maju in Klang fixed my aircon, honest price. Call 012-555 7781.",
     (("name", "Hassan"), ("organization", "Bengkel Maju"), ("city", "Klang"), ("phone", "012-555 7781"))),
    ("Wanted: live-in nanny for twins in Karen, must have references. Contact Mrs. Wambui on 0711 555 923.",
     (("place", "Karen"), ("name", "Wambui"), ("phone", "0711 555 923"))),
    ("Appeal: my daughter Maryam Javed, date of birth 17/02/2016, was refused at Tiffin Girls' though we live on "
     "Canbury Park Road.",
     (("name", "Maryam Javed"), ("date", "17/02/2016"), ("school", "Tiffin Girls'"), ("street", "Canbury Park Road"))),
    ("LinkedIn: Customer Success Lead at Hubtel, Ashesi '19, Accra. Former intern at MTN Ghana.",
     (("job", "Customer Success Lead"), ("organization", "Hubtel"), ("school", "Ashesi"), ("city", "Accra"),
      ("organization", "MTN Ghana"))),
)

# Seventh round (everyday7, session of 2026-11-29 00:12 UTC), written by hand by the helper before reading any detector
# code, in registers no earlier round used in these places: car-accident and pothole claims, bond and deposit disputes
# (RTB, Tenancy Tribunal, Quebec's illegal key deposit), scout and guide groups, lost-and-found posts (wallets, pets,
# ID laces), bank and telco support tickets, trip-planning group chats, obituaries and condolence notes, alumni
# reunions, crowdfunding appeals, dating bios, visa cover letters; South African, Nigerian, Indian (Bengaluru, Chennai),
# Filipino, New Zealand, Quebec anglophone, Irish (Cork, Galway) and Hong Kong English. Names partly from Faker 40.63
# (zu_ZA, yo_NG, en_IN, en_NZ, fr_CA, en_IE, ga_IE), the rest invented; towns, districts and public institutions are
# real public names; IDs valid for their scheme where one exists (python-stdnum: SA ID, PAN; HKID by its published
# weights); phone numbers with a 555 block or invented. STUDY7's misses may be read and fixed; BLIND7 is measured for
# numbers only, never its outputs.
STUDY7: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Claim for a collision on 14 March at the corner of Jan Smuts Avenue and Bolton Road, Rosebank. The other driver, "
     "Thabani Njomane, was in a white Toyota Hilux CA 418-229 and drove into my rear bumper. My policy number is "
     "OMI-77310452.",
     (("street", "Jan Smuts Avenue"), ("street", "Bolton Road"), ("place", "Rosebank"), ("name", "Thabani Njomane"),
      ("vehicle", "CA 418-229"), ("id", "OMI-77310452"))),
    ("Good day Mrs Mhlanga, I moved out of unit 12, Sunbird Court, 31 Musgrave Road, Berea on the 28th and you still "
     "haven't paid back the R9 400 deposit. The Rental Housing Tribunal in Durban told me to write first. Londiwe",
     (("name", "Mhlanga"), ("place", "Sunbird Court"), ("street", "31 Musgrave Road"), ("place", "Berea"),
      ("city", "Durban"), ("name", "Londiwe"))),
    ("Good afternoon, I was debited twice for a POS transaction at Shoprite Ikota. Account 0123987456, name "
     "Adetoke Omojola. Please reverse, my line is 0803 555 0147.",
     (("place", "Ikota"), ("id", "0123987456"), ("name", "Adetoke Omojola"), ("phone", "0803 555 0147"))),
    ("Your agent at the MTN office on Allen Avenue swapped my SIM and since then my number 0806 555 0291 has been on "
     "someone else's phone. I am a pharmacist at Reddington Hospital, please escalate.",
     (("street", "Allen Avenue"), ("phone", "0806 555 0291"), ("job", "pharmacist"),
      ("organization", "Reddington Hospital"))),
    ("guys final plan: we leave from Ati's place in HSR Layout at 5am saturday, pick up Qadim near Silk Board, and reach "
     "Coorg by lunch. homestay is Misty Hills Estate, host Mr Poovaiah 94480 55531",
     (("name", "Ati"), ("place", "HSR Layout"), ("name", "Qadim"), ("place", "Silk Board"), ("place", "Misty Hills Estate"),
      ("name", "Poovaiah"), ("phone", "94480 55531"))),
    ("With deep sorrow we inform the passing of Shri K. Ramanathan Seshadri (83), retired Deputy Manager, Indian Bank, on "
     "9th November at his residence, 14 Second Cross Street, West Mambalam. Cremation at Kannammapet.",
     (("name", "Ramanathan Seshadri"), ("age", "83"), ("job", "Deputy Manager"), ("organization", "Indian Bank"),
      ("street", "14 Second Cross Street"), ("place", "West Mambalam"), ("place", "Kannammapet"))),
    ("LOST: brown wallet along Katipunan Ave near Gate 2.5 of Ateneo last Friday night. Contains my UMID and PRC license "
     "ID 0718845. Name inside is Shannon Kimpo. Pls PM or text 0917 555 0123. Reward!",
     (("street", "Katipunan Ave"), ("school", "Ateneo"), ("id", "0718845"), ("name", "Shannon Kimpo"),
      ("phone", "0917 555 0123"))),
    ("Please help our Tatay Ernesto Dalisay, 61, a tricycle driver from Barangay San Roque, Marikina, who was diagnosed "
     "with stage 3 rectal cancer at Amang Rodriguez Medical Center.",
     (("name", "Ernesto Dalisay"), ("age", "61"), ("job", "tricycle driver"), ("place", "Barangay San Roque"),
      ("city", "Marikina"), ("health", "rectal cancer"), ("place", "Amang Rodriguez Medical Center"))),
    ("Kia ora whānau, Kea and Cub night moves to the Cashmere Scout Den on Hackthorne Road this term. Leader Katie Taylor "
     "(Akela) needs parent helpers, text her on 021 555 0184. Jasmine's bee sting allergy kit stays in the first aid box.",
     (("place", "Cashmere Scout Den"), ("street", "Hackthorne Road"), ("name", "Katie Taylor"), ("phone", "021 555 0184"),
      ("name", "Jasmine"), ("health", "bee sting allergy"))),
    ("36, physio at a clinic in Riccarton, originally from Timaru. Weekends are for the Port Hills and trying every "
     "dumpling place on Riccarton Road. Insta @annaorch_chch",
     (("age", "36"), ("job", "physio"), ("city", "Timaru"), ("street", "Riccarton Road"), ("handle", "@annaorch_chch"))),
    ("Dear Colette, we were so sorry to hear about Bernard. We will always remember him coaching the Beaconsfield Minor "
     "Hockey U11s and his years at the CN yard in Pointe-Saint-Charles. The service at St. Edmund's on Beaconsfield "
     "Blvd is Saturday.",
     (("name", "Colette"), ("name", "Bernard"), ("organization", "Beaconsfield Minor Hockey"),
      ("place", "Pointe-Saint-Charles"), ("place", "St. Edmund's"), ("street", "Beaconsfield Blvd"))),
    ("Hi, my internet at 4521 rue Sainte-Catherine O., Westmount H3Z 1R9 has been down since Tuesday. Account 7741 0093 "
     "218. I work from home as a medical transcriptionist, please send a tech.",
     (("street", "4521 rue Sainte-Catherine"), ("city", "Westmount"), ("postal", "H3Z 1R9"), ("id", "7741 0093 218"),
      ("job", "medical transcriptionist"))),
    ("Class of '09 reunion! Twenty years on from Presentation Brothers, drinks in the Castle Inn on South Main Street, "
     "23 Nov. Contact Gerard Murnin (087 555 0192) or Emer McEvaddy.",
     (("school", "Presentation Brothers"), ("place", "Castle Inn"), ("street", "South Main Street"),
      ("name", "Gerard Murnin"), ("phone", "087 555 0192"), ("name", "Emer McEvaddy"))),
    ("To the RTB: my landlord Ray Ó Guairim is keeping my €1,350 deposit for the apartment at 7 Threadneedle Court, "
     "Renmore, Galway H91 X2T4, claiming the carpet was damaged. Tenancy registration number RT0004412871.",
     (("name", "Ray Ó Guairim"), ("street", "7 Threadneedle Court"), ("place", "Renmore"), ("city", "Galway"),
      ("postal", "H91 X2T4"), ("id", "RT0004412871"))),
    ("Dear HSBC, my credit card ending 4471 was charged HK$3,280 at a shop in Mong Kok I never visited. I live in Tseung "
     "Kwan O and was at work at Queen Elizabeth Hospital that day (I'm a ward clerk). Name: Wong Ka-yan, HKID Y123456(9).",
     (("place", "Mong Kok"), ("place", "Tseung Kwan O"), ("organization", "Queen Elizabeth Hospital"),
      ("job", "ward clerk"), ("name", "Wong Ka-yan"), ("id", "Y123456(9)"))),
    ("ok so we meet at Hung Hom station exit D1 at 7:15, Mandy has the Octopus cards. Ferry from Central Pier 5 to Cheung "
     "Chau. Ah Lok's auntie runs the guesthouse on Tung Wan Road, she said ask for Mrs Lau.",
     (("place", "Hung Hom"), ("name", "Mandy"), ("place", "Cheung Chau"), ("name", "Ah Lok"),
      ("street", "Tung Wan Road"), ("name", "Lau"))),
    ("I, Yadavi Srinivasan, employed as Senior Test Engineer at Mindtree, Whitefield, Bengaluru since 2019, request a "
     "short-stay visa to attend my cousin's wedding in Lyon. My passport number is V4418720.",
     (("name", "Yadavi Srinivasan"), ("job", "Senior Test Engineer"), ("organization", "Mindtree"),
      ("place", "Whitefield"), ("city", "Bengaluru"), ("city", "Lyon"), ("id", "V4418720"))),
    ("I am Marites Bondoc, an OFW nurse currently on vacation, and I will be visiting Osaka from 2 to 10 April. My "
     "sponsor is my sister Joy Bondoc-Tanaka of 3-14 Kamishinjo, Higashiyodogawa-ku. I am employed by Hamad Medical "
     "Corporation in Doha.",
     (("name", "Marites Bondoc"), ("job", "nurse"), ("city", "Osaka"), ("name", "Joy Bondoc-Tanaka"),
      ("street", "3-14 Kamishinjo"), ("place", "Higashiyodogawa-ku"), ("organization", "Hamad Medical Corporation"),
      ("city", "Doha"))),
    ("Third party details: Sibusisiwe Sotobe, cell 072 555 0163, ID 8001015009087, driving a silver Polo Vivo ND "
     "441-887. The accident happened on the N3 near the Pavilion off-ramp in Westville.",
     (("name", "Sibusisiwe Sotobe"), ("phone", "072 555 0163"), ("id", "8001015009087"), ("vehicle", "ND 441-887"),
      ("place", "Pavilion"), ("place", "Westville"))),
    ("Transition: Pa Lere Ajewole, JP, aged 88, retired Principal of Baptist High School, Saki. Survived by wife Abebi, "
     "children and grandchildren. Lying in state at 12 Oke-Ogun Road, Saki on Friday.",
     (("name", "Lere Ajewole"), ("age", "88"), ("job", "Principal"), ("school", "Baptist High School"), ("city", "Saki"),
      ("name", "Abebi"), ("street", "12 Oke-Ogun Road"))),
    ("My name is Oreofe Fagunwa, a 300-level Microbiology student at UNIOSUN Osogbo. My mother, a trader at Oja Oba market in "
     "Akure, needs a kidney transplant at LUTH. Any amount helps: GTBank 0157733924.",
     (("name", "Oreofe Fagunwa"), ("school", "UNIOSUN"), ("city", "Osogbo"), ("place", "Oja Oba"), ("city", "Akure"),
      ("health", "kidney transplant"), ("organization", "LUTH"), ("id", "0157733924"))),
    ("Found a child's school bag in the 21G bus from Tambaram to Broadway, has a notebook with name R. Nithya, Class 5B, "
     "St. Joseph's Matriculation, Chromepet. Call 98400 55518.",
     (("place", "Tambaram"), ("name", "Nithya"), ("school", "St. Joseph's Matriculation"), ("place", "Chromepet"),
      ("phone", "98400 55518"))),
    ("Airtel fibre at #38, 4th Main, 2nd Stage, Indiranagar down for 3 days. Customer ID 20098813377. I'm a freelance UX "
     "designer and losing money. Call me on 99860 55540, Samaksh.",
     (("street", "4th Main"), ("place", "Indiranagar"), ("id", "20098813377"), ("job", "UX designer"),
      ("phone", "99860 55540"), ("name", "Samaksh"))),
    ("Cebuana living in BGC, 32, accountant at SGV. Looking for someone who'll eat lechon with me when I'm home in "
     "Talisay.",
     (("place", "BGC"), ("age", "32"), ("job", "accountant"), ("organization", "SGV"), ("city", "Talisay"))),
    ("Hi all, 14th Cork Scout Group hike on Sunday, meet at the Ballincollig Regional Park car park at 9. Scouter in "
     "charge is Lucy Cuffe 086 555 0137. Reminder: Cian's coeliac, please no shared sandwiches.",
     (("place", "Ballincollig Regional Park"), ("name", "Lucy Cuffe"), ("phone", "086 555 0137"), ("name", "Cian"),
      ("health", "coeliac"))),
    ("We're raising funds for Amy-Leigh Bruen, a second-year at NUI Galway, who was badly injured cycling on the "
     "Quincentenary Bridge. She needs months of rehab at the National Rehabilitation Hospital in Dún Laoghaire.",
     (("name", "Amy-Leigh Bruen"), ("school", "NUI Galway"), ("place", "Quincentenary Bridge"),
      ("place", "National Rehabilitation Hospital"), ("city", "Dún Laoghaire"))),
    ("Tenancy Tribunal application: landlord Shane Thompson has not lodged my bond for 22 Kowhai Street, Petone. Bond "
     "amount $2,400. I'm a primary teacher at Petone Central School and can attend hearings after 3:30.",
     (("name", "Shane Thompson"), ("street", "22 Kowhai Street"), ("place", "Petone"), ("job", "primary teacher"),
      ("school", "Petone Central School"))),
    ("HUGHES, Ronald James (Ron). Passed away peacefully at Ranfurly Manor, Feilding, aged 92. Loved husband of the late "
     "Maureen, dad of Craig and Deb. Ron was a shearer and later ran the Kimbolton store.",
     (("name", "HUGHES"), ("name", "Ronald James"), ("place", "Ranfurly Manor"), ("city", "Feilding"), ("age", "92"),
      ("name", "Maureen"), ("name", "Craig"), ("job", "shearer"), ("place", "Kimbolton"))),
    ("DBS Class of 2004 dinner, 12 Jan, Jade Garden in Star House, Tsim Sha Tsui. RSVP Chan Tsz-hin on WhatsApp 6555 "
     "0199. Mr Leung, our old form teacher, will come!",
     (("school", "DBS"), ("place", "Jade Garden"), ("place", "Star House"), ("place", "Tsim Sha Tsui"),
      ("name", "Chan Tsz-hin"), ("phone", "6555 0199"), ("name", "Leung"))),
    ("I was rear-ended on Highway 20 westbound at the Saint-Charles exit in Pointe-Claire. Other driver: Mathieu "
     "Poirier, Quebec plate V45 KLM, insured with Desjardins. My claim number is 2026-88-041773.",
     (("city", "Pointe-Claire"), ("name", "Mathieu Poirier"), ("vehicle", "V45 KLM"), ("id", "2026-88-041773"))),
    ("Capetonian in Joburg, 37. Quantity surveyor by day, trail runner at Klipriviersberg by weekend. Grew up in "
     "Bonteheuwel, matriculated at Spine Road High.",
     (("age", "37"), ("job", "Quantity surveyor"), ("place", "Klipriviersberg"), ("place", "Bonteheuwel"),
      ("school", "Spine Road High"))),
    ("Proud to share that I've joined Zerodha as Engineering Manager! Grateful to my batchmates from NIT Trichy '12 and "
     "to my old boss Indrajit Bains at Flipkart. Moving back to Coimbatore, RS Puram next month.",
     (("organization", "Zerodha"), ("job", "Engineering Manager"), ("school", "NIT Trichy"), ("name", "Indrajit Bains"),
      ("organization", "Flipkart"), ("city", "Coimbatore"), ("place", "RS Puram"))),
    ("Globe, my postpaid account 1-88347125 is being billed for a line I cancelled at the SM Megamall store. Registered "
     "to Michelle Ocampo, Blk 12 Lot 7 Camella Homes, Bacoor, Cavite.",
     (("id", "1-88347125"), ("place", "SM Megamall"), ("name", "Michelle Ocampo"), ("street", "Blk 12 Lot 7"),
      ("place", "Camella Homes"), ("city", "Bacoor"))),
    ("Abeg who's driving to Ilorin on Friday? Akanmu said he'll pick us from Ojota park. We're staying at Subomi's aunty's "
     "house in Tanke, Plot 5 Awolowo Avenue.",
     (("city", "Ilorin"), ("name", "Akanmu"), ("place", "Ojota"), ("name", "Subomi"), ("place", "Tanke"),
      ("street", "Awolowo Avenue"))),
    ("My car, a 2014 Ford Focus reg 141-C-20877, was damaged in the flood at the Kinsale Road roundabout on 3 Oct. I'm a "
     "postman with An Post so I need a courtesy car. Policy AV-3318820.",
     (("vehicle", "141-C-20877"), ("street", "Kinsale Road"), ("job", "postman"), ("organization", "An Post"),
      ("id", "AV-3318820"))),
    ("Lost: black Samsonite backpack on the MTR, Tsuen Wan line, evening of 5 Sept. Inside: laptop, staff card for Hong "
     "Kong Baptist University (name Ho Wing-sze), and my insulin pen. Please contact 9555 0142.",
     (("school", "Hong Kong Baptist University"), ("name", "Ho Wing-sze"), ("health", "insulin"),
      ("phone", "9555 0142"))),
    ("Sub: invitation. My father Mr. Subramanian Iyer (PAN ABCPI1234K), residing at Plot 22, Thiruvalluvar Nagar, Besant "
     "Nagar, Chennai 600090, is visiting me in Toronto where I work as a data engineer at Scotiabank.",
     (("name", "Subramanian Iyer"), ("id", "ABCPI1234K"), ("street", "Thiruvalluvar Nagar"), ("place", "Besant Nagar"),
      ("postal", "600090"), ("city", "Toronto"), ("job", "data engineer"), ("organization", "Scotiabank"))),
    ("1st Rondebosch Scouts: camp at Wolwekloof this weekend. Lift club leaves from the hall on Belmont Road at 16:00. "
     "Parents: Thandazile's mum is on duty, 083 555 0106.",
     (("place", "Rondebosch"), ("place", "Wolwekloof"), ("street", "Belmont Road"), ("name", "Thandazile"),
      ("phone", "083 555 0106"))),
    ("Hi ASB, I've been scammed, someone posing as you got my card details. Account 12-3140-0554321-00. I'm a dairy farm "
     "manager near Morrinsville, can you call me on 027 555 0170, Hayden.",
     (("id", "12-3140-0554321-00"), ("job", "dairy farm manager"), ("city", "Morrinsville"), ("phone", "027 555 0170"),
      ("name", "Hayden"))),
    ("In memory of Odette Blais (née Trottier), 1948–2026, longtime librarian at John Abbott College. Donations to the "
     "Montreal Heart Institute. Visitation at Collins Clarke MacGillivray White, Kirkland.",
     (("name", "Odette Blais"), ("name", "Trottier"), ("job", "librarian"), ("school", "John Abbott College"),
      ("place", "Collins Clarke MacGillivray White"), ("city", "Kirkland"))),
)

BLIND7: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Hi Santam, I hit a pothole on Beyers Naudé Drive in Northcliff and burst two tyres on my Kia Picanto, reg DX 22 KM "
     "GP. Policy 55-0419982. I'm a dental assistant and need the car for work. Nonjabulo",
     (("street", "Beyers Naudé Drive"), ("place", "Northcliff"), ("vehicle", "DX 22 KM GP"), ("id", "55-0419982"),
      ("job", "dental assistant"), ("name", "Nonjabulo"))),
    ("Dear Mr Bikwayo, per the lease for 8 Protea Close, Brackenfell I gave a full calendar month's notice. The R12 000 "
     "deposit plus interest is due within 14 days. My new address is 19 Kloof Nek Road, Tamboerskloof.",
     (("name", "Bikwayo"), ("street", "8 Protea Close"), ("place", "Brackenfell"), ("street", "19 Kloof Nek Road"),
      ("place", "Tamboerskloof"))),
    ("It is with great sadness that the family of Bhekokwakhe Mawewe, 74, former deputy principal of Inanda Seminary, announces "
     "his passing at St Augustine's Hospital. Memorial at the Lutheran church in KwaMashu.",
     (("name", "Bhekokwakhe Mawewe"), ("age", "74"), ("job", "deputy principal"), ("school", "Inanda Seminary"),
      ("place", "St Augustine's Hospital"), ("place", "KwaMashu"))),
    ("Vodacom please help, my contract 0082217734 was upgraded without my consent at the Menlyn Park store. I'm Minenhle "
     "Mkhabela, ID 9202204720083.",
     (("id", "0082217734"), ("place", "Menlyn Park"), ("name", "Minenhle Mkhabela"), ("id", "9202204720083"))),
    ("LOST DOG in Parkhurst: a grey Staffie called Jojo, last seen on 4th Avenue near the Seventh Street shops. Microchip "
     "977200008812345. Call Nhlanhla on 079 555 0128.",
     (("place", "Parkhurst"), ("street", "4th Avenue"), ("code", "977200008812345"), ("name", "Nhlanhla"),
      ("phone", "079 555 0128"))),
    ("I made a transfer of N250,000 from my Access Bank account 0692217783 to Ikeoluwa Oyeniyi and it hasn't arrived. I'm "
     "a civil servant with Lagos State Ministry of Health, please treat urgently.",
     (("id", "0692217783"), ("name", "Ikeoluwa Oyeniyi"), ("job", "civil servant"),
      ("organization", "Lagos State Ministry of Health"))),
    ("Calabar girl living in Abuja, 24. Lawyer at a firm in Maitama. I sing in the choir at Dunamis and I make the best "
     "edikang ikong you'll ever taste.",
     (("city", "Calabar"), ("city", "Abuja"), ("age", "24"), ("job", "Lawyer"), ("place", "Maitama"),
      ("organization", "Dunamis"))),
    ("Kings College Lagos class of 1996: we are organising a 30th anniversary reunion at Eko Hotel in December. Contact "
     "Adebiyi Ajao (0805 555 0177) for the dues.",
     (("school", "Kings College Lagos"), ("place", "Eko Hotel"), ("name", "Adebiyi Ajao"), ("phone", "0805 555 0177"))),
    ("On 2 August at about 7pm, a danfo bus with plate KJA 552 XY collided with my Camry at Ojuelegba under-bridge. The "
     "driver ran away. I am Adetayo Olusanya, of 7 Ogunlana Drive, Yaba.",
     (("vehicle", "KJA 552 XY"), ("place", "Ojuelegba"), ("name", "Adetayo Olusanya"), ("street", "7 Ogunlana Drive"),
      ("place", "Yaba"))),
    ("Reminder for Sunday trek to Skandagiri: cab leaves from Vidhi's flat, Prestige Shantiniketan, at 2am. Zarna is "
     "bringing her cousin Atharv. Carry ID, forest office checks at Kalavara.",
     (("place", "Skandagiri"), ("name", "Vidhi"), ("place", "Prestige Shantiniketan"), ("name", "Zarna"),
      ("name", "Atharv"), ("place", "Kalavara"))),
    ("Our beloved Amma, Smt. Kamala Venkatraman, wife of late Shri V. Venkatraman (Retd. Superintendent, Southern "
     "Railway), attained the lotus feet of the Lord on 12.10.2026 at Mylapore. Sapindikaranam at our residence, 5 Luz "
     "Church Road.",
     (("name", "Kamala Venkatraman"), ("job", "Superintendent"), ("organization", "Southern Railway"),
      ("place", "Mylapore"), ("street", "5 Luz Church Road"))),
    ("HDFC, my debit card was blocked after I tried to pay at a medical store in Koramangala. Cust ID 48812230. I'm a "
     "radiographer at Manipal Hospital, Old Airport Road and need it urgently. - Chameli Borah",
     (("place", "Koramangala"), ("id", "48812230"), ("job", "radiographer"), ("organization", "Manipal Hospital"),
      ("street", "Old Airport Road"), ("name", "Chameli Borah"))),
    ("Help 9-year-old Aadhya fight leukaemia. Her father, Indira's brother, is an auto driver in Hosur and can't afford "
     "the treatment at Narayana Health. Every rupee counts.",
     (("age", "9-year-old"), ("name", "Aadhya"), ("health", "leukaemia"), ("name", "Indira"), ("job", "auto driver"),
      ("city", "Hosur"), ("organization", "Narayana Health"))),
    ("I, Karthik Ramanujam, Assistant Professor of Chemistry at Loyola College, Chennai, have been invited to present at "
     "a conference in Edinburgh. My passport no. is Z2231457.",
     (("name", "Karthik Ramanujam"), ("job", "Assistant Professor"), ("school", "Loyola College"),
      ("city", "Edinburgh"), ("id", "Z2231457"))),
    ("FOUND: a blue ID lace with a Jollibee crew ID, name Rhea Manalastas, at the jeepney stop in front of Robinsons Place "
     "Antipolo. Claim at our sari-sari store, 44 Sumulong Highway.",
     (("organization", "Jollibee"), ("name", "Rhea Manalastas"), ("place", "Robinsons Place Antipolo"),
      ("street", "44 Sumulong Highway"))),
    ("Mga bes! Siargao na tayo! Flight PR 2347 on the 15th. Kim booked us at Bravo Resort in General Luna. Pay your share "
     "to my GCash 0926 555 0184 - Bea",
     (("flight", "PR 2347"), ("name", "Kim"), ("place", "Bravo Resort"), ("place", "General Luna"),
      ("phone", "0926 555 0184"), ("name", "Bea"))),
    ("Ilongga, 33, med tech at St. Paul's Hospital Iloilo. Looking for a guy who won't mind that I go home to Jaro every "
     "Sunday for lola's pancit molo.",
     (("age", "33"), ("job", "med tech"), ("organization", "St. Paul's Hospital Iloilo"), ("place", "Jaro"))),
    ("The family of the late Engr. Rodolfo Pangilinan Sr., 79, of Barangay Malinta, Valenzuela, thanks everyone who "
     "joined the wake at Loyola Memorial Chapels, Guadalupe.",
     (("name", "Rodolfo Pangilinan"), ("age", "79"), ("place", "Barangay Malinta"), ("city", "Valenzuela"),
      ("place", "Loyola Memorial Chapels"), ("place", "Guadalupe"))),
    ("Claim: reversing out at Pak'nSave Albany my Mazda Demio (rego KFT482) was hit by a ute. The driver, Kevin Browne, "
     "gave me his number 022 555 0153 and said he's with AA Insurance.",
     (("place", "Pak'nSave Albany"), ("vehicle", "KFT482"), ("name", "Kevin Browne"), ("phone", "022 555 0153"))),
    ("Old Girls of Wellington East Girls' College, 1988 leavers: reunion at the Backbencher pub, Molesworth Street. "
     "Organised by Melanie Adams, now a senior policy analyst at MBIE.",
     (("school", "Wellington East Girls' College"), ("place", "Backbencher"), ("street", "Molesworth Street"),
      ("name", "Melanie Adams"), ("job", "senior policy analyst"), ("organization", "MBIE"))),
    ("Lost at the Hastings A&P Show: a pounamu pendant on a black cord, it was my koro's. If found please DM "
     "@caitlinjamieson_hb or drop it at my place on Frederick Street in Mahora.",
     (("city", "Hastings"), ("handle", "@caitlinjamieson_hb"), ("street", "Frederick Street"), ("place", "Mahora"))),
    ("Our mate Robert Brown (Robbo), a builder from Ōtaki, fell off scaffolding and broke his spine. He's at Burwood "
     "Spinal Unit for months. All funds go to his partner Danielle and their kids.",
     (("name", "Robert Brown"), ("job", "builder"), ("city", "Ōtaki"), ("health", "broke his spine"),
      ("place", "Burwood Spinal Unit"), ("name", "Danielle"))),
    ("Bell, I was promised 1.5 Gbps at 88 Lakeshore Road, Baie-D'Urfé, H9X 2J6 but I get 200. Call me at 514 555 0147. "
     "Xavier Durand",
     (("street", "88 Lakeshore Road"), ("city", "Baie-D'Urfé"), ("postal", "H9X 2J6"), ("phone", "514 555 0147"),
      ("name", "Xavier Durand"))),
    ("Dear Julie, our deepest sympathies on the loss of your father Jules. He was a gentle giant at Dawson College where "
     "he taught welding for 30 years. We'll be at the funeral at Ste-Geneviève church.",
     (("name", "Julie"), ("name", "Jules"), ("school", "Dawson College"), ("place", "Ste-Geneviève"))),
    ("My landlord Roger Rivard demanded a $1,500 'key deposit' for the 5½ on rue Saint-Viateur in Mile End, which is "
     "illegal in Quebec. I'm a grad student at Concordia and can't afford to lose it.",
     (("name", "Roger Rivard"), ("street", "rue Saint-Viateur"), ("place", "Mile End"), ("school", "Concordia"))),
    ("2nd Dorval Scouts: Beavers meet Tuesdays at 6:30 at the Sarto Desnoyers centre. Colony leader Nicole Fontaine, "
     "438 555 0119. Please tell us about food allergies (Olivia has celiac).",
     (("place", "Dorval"), ("place", "Sarto Desnoyers"), ("name", "Nicole Fontaine"), ("phone", "438 555 0119"),
      ("name", "Olivia"), ("health", "celiac"))),
    ("CONEFREY (Ballinlough, Cork), Denis, peacefully at Marymount Hospice, aged 86. Retired bus driver with Bus "
     "Éireann. Reposing at O'Connor's Funeral Home, Douglas.",
     (("name", "CONEFREY"), ("place", "Ballinlough"), ("name", "Denis"), ("place", "Marymount Hospice"), ("age", "86"),
      ("job", "bus driver"), ("organization", "Bus Éireann"), ("place", "Douglas"))),
    ("Sharon Raight from Blackpool, Cork, mam of three, was diagnosed with motor neurone disease last spring. Her friends "
     "from Glen Rovers are running a table quiz at the Commons Inn.",
     (("name", "Sharon Raight"), ("place", "Blackpool"), ("health", "motor neurone disease"),
      ("organization", "Glen Rovers"), ("place", "Commons Inn"))),
    ("Lads Aran trip is ON. Ferry from Rossaveal at 10:30, bikes from Kilronan. Selina's booked the hostel, I owe her "
     "€40. Jay can't come, he's on shift at UHG.",
     (("place", "Rossaveal"), ("place", "Kilronan"), ("name", "Selina"), ("name", "Jay"), ("organization", "UHG"))),
    ("AIB, I can't log in since I changed phones. Account 58832104, sort code 93-72-11, Kristian Deloughry, "
     "Moycullen.",
     (("id", "58832104"), ("code", "93-72-11"), ("name", "Kristian Deloughry"), ("place", "Moycullen"))),
    ("Galway girl, 30, vet nurse in Oranmore. Sea swims at Blackrock diving tower, trad sessions in Tig Cóilí. Looking "
     "for someone who can handle my two collies.",
     (("age", "30"), ("job", "vet nurse"), ("place", "Oranmore"), ("place", "Blackrock"), ("place", "Tig Cóilí"))),
    ("Hit by a van, 201-CK-4471, on the Carrigrohane Road, Cork, on Friday. I'm a sous chef at Filter café on George's "
     "Quay.",
     (("vehicle", "201-CK-4471"), ("street", "Carrigrohane Road"), ("job", "sous chef"), ("place", "Filter"),
      ("street", "George's Quay"))),
    ("HKU grad, 25, working in audit at Grant Thornton. Grew up in Tai Po, now in Sai Ying Pun. Weekends: hiking Dragon's Back or "
     "yum cha with my po po.",
     (("school", "HKU"), ("age", "25"), ("job", "audit"), ("organization", "Grant Thornton"), ("place", "Tai Po"),
      ("place", "Sai Ying Pun"))),
    ("With deep gratitude we mourn Mr Lee Chi-keung, 81, founder of Kwong Fat Engineering, who passed away at Pamela "
     "Youde Nethersole Eastern Hospital. Funeral at Universal Funeral Parlour, North Point.",
     (("name", "Lee Chi-keung"), ("age", "81"), ("organization", "Kwong Fat Engineering"),
      ("place", "Pamela Youde Nethersole Eastern Hospital"), ("place", "Universal Funeral Parlour"),
      ("place", "North Point"))),
    ("My landlord Mr Cheung still holds two months' deposit for Flat 12B, Block 3, Kornhill Gardens, Quarry Bay. The "
     "agent at Centaline said the oven was damaged. Tenancy ended 30 June.",
     (("name", "Cheung"), ("place", "Kornhill Gardens"), ("place", "Quarry Bay"), ("organization", "Centaline"))),
    ("Please support Tsang Hoi-ling, a Form 5 student at St. Paul's Co-educational College, who needs surgery for "
     "scoliosis. Her mum works as a porter at Sha Tin Hospital.",
     (("name", "Tsang Hoi-ling"), ("school", "St. Paul's Co-educational College"), ("health", "scoliosis"),
      ("job", "porter"), ("organization", "Sha Tin Hospital"))),
    ("Tuks Engineering class of 2010: Olwethu Dlabazane is hosting a braai at her place in Fourways on the 7th. Bring "
     "your own drinks. Her number: 082 555 0135.",
     (("school", "Tuks"), ("name", "Olwethu Dlabazane"), ("place", "Fourways"), ("phone", "082 555 0135"))),
    ("I, Adunni Faleti, a senior nurse at Federal Medical Centre, Owerri, wish to visit my son Olasunmbo, who studies at "
     "the University of Leeds, for his graduation. My passport number is A09981234.",
     (("name", "Adunni Faleti"), ("job", "senior nurse"), ("organization", "Federal Medical Centre"),
      ("city", "Owerri"), ("name", "Olasunmbo"), ("school", "University of Leeds"), ("id", "A09981234"))),
    ("Bharat Scouts & Guides, 3rd Jayanagar Troop: camp at Nandi Hills on Republic Day weekend. Scoutmaster Mr. Anand "
     "Kulkarni, 98451 55527.",
     (("place", "Jayanagar"), ("place", "Nandi Hills"), ("name", "Anand Kulkarni"), ("phone", "98451 55527"))),
    ("BDO, I was charged a PHP 2,500 fee for a transfer to my brother Paolo in Dubai that was never completed. Account "
     "0045-8812-3371. I'm a call center agent at Concentrix, Cebu IT Park.",
     (("name", "Paolo"), ("city", "Dubai"), ("id", "0045-8812-3371"), ("job", "call center agent"),
      ("organization", "Concentrix"), ("place", "Cebu IT Park"))),
)


# Eighth round (everyday8, session of 2026-11-29 03:45 UTC), written by hand by the helper before reading any detector
# code, in registers no earlier round used in these places: school-parent WhatsApp groups, landlord and HOA complaints,
# wedding-planning threads, pet-sitting and vet messages, job-reference letters, small-claims statements, church,
# mosque and temple newsletters, neighbourhood-watch posts, ride-share disputes, gym and physio messages, tax-office
# letters, ChatGPT prompts that paste an email to rewrite; Scottish, Welsh, Kenyan, Ghanaian, Singaporean, Malaysian,
# Pakistani, Jamaican, Australian regional, US South and Midwest English. Names partly from Faker 40.63 (en_KE, en_PK,
# en_GB, tw_GH, en_US), the rest invented; towns, districts, roads and public institutions are real public names; all
# numbers invented (phones with a 555 block, Ofcom's 07700 900xxx, or made up). STUDY8's misses may be read and fixed;
# BLIND8 is measured for numbers only, never its outputs.
STUDY8: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Hi all, Fiona here (Lachlan's mum, P4 at Bearsden Primary). Can whoever has the green water bottle with LACHLAN "
     "MACLEOD on it drop it at 14 Kilmardinny Crescent? Thanks x",
     (("name", "Fiona"), ("name", "Lachlan"), ("school", "Bearsden Primary"), ("name", "MACLEOD"),
      ("street", "14 Kilmardinny Crescent"))),
    ("Dear Mr Prosser, the damp in the back bedroom of 3 Heol y Nant, Rhydyfelin has come back for the third winter. "
     "My daughter Ffion has cystic fibrosis and the GP at Taff Vale Surgery has written a letter. Rent Smart Wales licence "
     "number LL-88214-W. Carys Bevan",
     (("name", "Prosser"), ("street", "3 Heol y Nant"), ("place", "Rhydyfelin"), ("name", "Ffion"),
      ("health", "cystic fibrosis"), ("organization", "Taff Vale Surgery"), ("id", "LL-88214-W"), ("name", "Carys Bevan"))),
    ("Wedding committee for Kiplimo & Jerop: contributions via M-Pesa till 886120 or send to the treasurer, account "
     "JEROP2026. Next meeting Sunday at Karen Country Club, chaired by Rev Justus Abdi. Call Eunice on 0712 555 309.",
     (("name", "Kiplimo"), ("name", "Jerop"), ("code", "886120"), ("id", "JEROP2026"), ("place", "Karen Country Club"),
      ("name", "Justus Abdi"), ("name", "Eunice"), ("phone", "0712 555 309"))),
    ("Announcements, Ebenezer Methodist Church, Dansoman: Congratulations to Bro. Kweku Adomah on his promotion to "
     "Senior Tax Associate at KPMG Ghana. The harvest is on 12 October; RSVP to Sis. Gifty Bonsra (024 555 1187).",
     (("organization", "Ebenezer Methodist Church"), ("place", "Dansoman"), ("name", "Kweku Adomah"),
      ("job", "Tax Associate"), ("organization", "KPMG Ghana"), ("name", "Gifty Bonsra"), ("phone", "024 555 1187"))),
    ("To the Town Council: the unit above mine, Blk 456 Jurong West Street 42 #11-203, drips water onto my laundry "
     "every night. I am at #10-203. My name is Tan Wei Ling, contact 9123 5567.",
     (("street", "Blk 456"), ("street", "Jurong West Street 42"), ("id", "#11-203"), ("id", "#10-203"),
      ("name", "Tan Wei Ling"), ("phone", "9123 5567"))),
    ("Hi Aunty Mei, can you feed Coco while I'm in Ipoh? Spare key is with the guard at Pangsapuri Seri Mewah, "
     "Jalan SS 2/24, Petaling Jaya. Vet is Dr Suresh at Klinik Haiwan Damansara, 03-7955 5123.",
     (("name", "Mei"), ("city", "Ipoh"), ("place", "Pangsapuri Seri Mewah"), ("street", "Jalan SS 2/24"),
      ("city", "Petaling Jaya"), ("name", "Suresh"), ("organization", "Klinik Haiwan Damansara"),
      ("phone", "03-7955 5123"))),
    ("To whom it may concern, Mr. Wafiq Omair worked with us at Interloop Ltd, Faisalabad, as a line supervisor in the "
     "dyeing unit from 2019 to 2024. His CNIC is 33100-4471823-5. For verification call me, Naeem Quadir, HR Manager, "
     "0300 5558812.",
     (("name", "Wafiq Omair"), ("organization", "Interloop Ltd"), ("city", "Faisalabad"), ("job", "line supervisor"),
      ("id", "33100-4471823-5"), ("name", "Naeem Quadir"), ("job", "HR Manager"), ("phone", "0300 5558812"))),
    ("Statement for the Parish Court in Stony Hill: on 3 June my neighbour Mr. Delroy Whyte of 22 Mannings Hill Road "
     "backed his Toyota Probox PH 4417 into my gate. The quote from Lindo's Welding in Constant Spring was $148,000. "
     "Marcia Campbell-Reid",
     (("place", "Stony Hill"), ("name", "Delroy Whyte"), ("street", "22 Mannings Hill Road"), ("vehicle", "PH 4417"),
      ("organization", "Lindo's Welding"), ("place", "Constant Spring"), ("name", "Marcia Campbell-Reid"))),
    ("Hi Jodie, it's Mitch from footy. Physio at Dubbo Sports Med said my left PCL is a partial tear, so no Rovers games "
     "till after Easter. Can you tell coach Gazza? Cheers, Mitch O'Dwyer, 0412 555 903",
     (("name", "Jodie"), ("name", "Mitch"), ("organization", "Dubbo Sports Med"), ("city", "Dubbo"), ("health", "PCL"),
      ("name", "Gazza"), ("name", "Mitch O'Dwyer"), ("phone", "0412 555 903"))),
    ("To the Magnolia Ridge HOA board: the fence violation letter for 118 Persimmon Lane is wrong, the fence was "
     "approved by Darlene Pruitt in 2021. I've lived here since I retired from Piggly Wiggly as a store manager. "
     "Earl Boudreaux, Lafayette, LA",
     (("place", "Magnolia Ridge"), ("street", "118 Persimmon Lane"), ("name", "Darlene Pruitt"),
      ("organization", "Piggly Wiggly"), ("job", "store manager"), ("name", "Earl Boudreaux"), ("city", "Lafayette"),
      ("state", "LA"))),
    ("Uber charged me a $150 cleaning fee after my ride from Eppley Airfield to Dundee on Saturday. Driver was Travis "
     "in a gray Honda Odyssey, plate UYT 482. I never spilled anything. My account email is "
     "jmiller.omaha@gmail.com. Please help me write a reply.",
     (("place", "Eppley Airfield"), ("place", "Dundee"), ("name", "Travis"), ("vehicle", "UYT 482"),
      ("email", "jmiller.omaha@gmail.com"))),
    ("Rewrite this more politely: 'Ishbel, I've told you three times the kids from Kirkcaldy High are cutting through my "
     "garden at 9 Balwearie Gardens. If it happens again I'm phoning the rector, Mr Jamieson.' I'm a retired joiner, "
     "71, not a moaner.",
     (("name", "Ishbel"), ("school", "Kirkcaldy High"), ("street", "9 Balwearie Gardens"), ("name", "Jamieson"),
      ("job", "joiner"), ("age", "71"))),
    ("Jamia Masjid Ghousia, Rochdale: Nikah of Batool Omair and Yasir Saahir on Saturday after Asr. Br. Aamir Tahawwur "
     "(Madrasa teacher) is collecting for the Lumb Lane food bank: sort code 30-96-26, acc 48819022.",
     (("organization", "Jamia Masjid Ghousia"), ("city", "Rochdale"), ("name", "Batool Omair"), ("name", "Yasir Saahir"),
      ("name", "Aamir Tahawwur"), ("job", "Madrasa teacher"), ("street", "Lumb Lane"), ("code", "30-96-26"),
      ("code", "48819022"))),
    ("Daktari, this is Agnes Achieng from Kileleshwa. My dog Simba was vaccinated at Westlands Vet Clinic last March, "
     "card no. WVC-2291. He is limping since Tuesday. I'm on 0722 555 614, house no. 17 Othaya Road.",
     (("name", "Agnes Achieng"), ("place", "Kileleshwa"), ("organization", "Westlands Vet Clinic"), ("id", "WVC-2291"),
      ("phone", "0722 555 614"), ("street", "17 Othaya Road"))),
    ("The Commissioner, Ghana Revenue Authority, Accra. I, Roselyn Amoako, TIN P0031827745, a trader at Makola Market, "
     "write to object to the assessment for 2024. My shop is opposite Kingsway. Ghana Card GHA-718822093-4.",
     (("name", "Roselyn Amoako"), ("id", "P0031827745"), ("job", "trader"), ("place", "Makola Market"),
      ("place", "Kingsway"), ("id", "GHA-718822093-4"))),
    ("Hi coach Jun Hao, I can't make Thursday's class at Ritual Tanjong Pagar, my slipped disc at L4-L5 is acting up "
     "again. Physio at Raffles Hospital says 6 weeks. Can I freeze membership RT-55190? Thanks, Deepa",
     (("name", "Jun Hao"), ("place", "Tanjong Pagar"), ("health", "slipped disc"), ("organization", "Raffles Hospital"),
      ("id", "RT-55190"), ("name", "Deepa"))),
    ("Confirmed: akad nikah at Masjid Wilayah, then reception at Dewan Seri Endon, Putrajaya. Bride's side: Nurul Aisyah "
     "binti Kamal. Groom: Hafiz Rosli, engineer at Petronas. RSVP to Kak Rosmah by 15 Aug, 012-555 7741.",
     (("place", "Masjid Wilayah"), ("place", "Dewan Seri Endon"), ("city", "Putrajaya"),
      ("name", "Nurul Aisyah binti Kamal"), ("name", "Hafiz Rosli"), ("job", "engineer"), ("organization", "Petronas"),
      ("name", "Rosmah"), ("phone", "012-555 7741"))),
    ("Llanishen Neighbourhood Watch: two vans were broken into on Heol-y-Deri overnight. One is Gareth Lloyd's, a "
     "plumber, so tools gone. A silver Transit, reg CF19 XKP, was seen by Mrs Prothero at number 41.",
     (("place", "Llanishen"), ("street", "Heol-y-Deri"), ("name", "Gareth Lloyd"), ("job", "plumber"),
      ("vehicle", "CF19 XKP"), ("name", "Prothero"))),
    ("Y'all, our beagle got out near Cane Ridge Elementary in Antioch yesterday. She answers to Biscuit, microchip "
     "985112004477321. Call or text Misty at 615-555-0188, we're on Old Hickory Blvd.",
     (("school", "Cane Ridge Elementary"), ("place", "Antioch"), ("id", "985112004477321"), ("name", "Misty"),
      ("phone", "615-555-0188"), ("street", "Old Hickory Blvd"))),
    ("Boulevard Baptist Church mourns Sister Hyacinth Grant, 90, retired midwife at Kingston Public Hospital and once a "
     "teacher at Tarrant High. Thanksgiving service 14 Sept. Condolences to her son Errol, a welder in Spanish Town.",
     (("organization", "Boulevard Baptist Church"), ("name", "Hyacinth Grant"), ("age", "90"), ("job", "midwife"),
      ("organization", "Kingston Public Hospital"), ("school", "Tarrant High"), ("name", "Errol"), ("job", "welder"),
      ("city", "Spanish Town"))),
    ("Assalam o alaikum parents of Class 5-B, Beaconhouse Margalla Campus: Ms. Ulfat Tabassum will be on leave. Pick-up "
     "from Gate 3 on Street 27, F-6/1. Driver Ghulaam (0333 5551029) will handle the van for Sector G-9.",
     (("school", "Beaconhouse Margalla Campus"), ("name", "Ulfat Tabassum"), ("street", "Street 27"), ("place", "F-6/1"),
      ("name", "Ghulaam"), ("phone", "0333 5551029"), ("place", "G-9"))),
    ("NCAT claim: I paid Tamworth Solar Solutions $6,480 for panels at 27 Bligh St, Tamworth NSW 2340 and they never "
     "came back. Owner is Craig Henning. I'm a fencing contractor and away a lot, so call 0427 555 118.",
     (("organization", "Tamworth Solar Solutions"), ("street", "27 Bligh St"), ("city", "Tamworth"), ("postal", "2340"),
      ("name", "Craig Henning"), ("job", "fencing contractor"), ("phone", "0427 555 118"))),
    ("I'm glad to recommend Kelsey Horton, who worked under me as a Certified Nursing Assistant at Mercy Hospital in "
     "Cedar Rapids for three years. Kelsey also coaches the Marion Wolves 10U team. Dr. Colleen Gillespie, Charge Nurse.",
     (("name", "Kelsey Horton"), ("job", "Certified Nursing Assistant"), ("organization", "Mercy Hospital"),
      ("city", "Cedar Rapids"), ("organization", "Marion Wolves"), ("name", "Colleen Gillespie"),
      ("job", "Charge Nurse"))),
    ("HMRC letter says I owe £1,240 on my self assessment, UTR 86321 55907. I'm a self-employed dog groomer in "
     "Dingwall, trading as Muddy Paws Highland. NI number QQ 41 22 87 C.",
     (("id", "86321 55907"), ("job", "dog groomer"), ("city", "Dingwall"), ("organization", "Muddy Paws Highland"),
      ("id", "QQ 41 22 87 C"))),
    ("Bolt driver Denis Guyo in KDJ 552L refused to end the trip at Yaya Centre and charged me KSh 2,300 to Ngong Road. "
     "I was with my daughter who is in Form 2 at Moi Girls Nairobi. My number 0798 555 201.",
     (("name", "Denis Guyo"), ("vehicle", "KDJ 552L"), ("place", "Yaya Centre"), ("street", "Ngong Road"),
      ("school", "Moi Girls Nairobi"), ("phone", "0798 555 201"))),
    ("Good evening parents of JHS 2 at Christ the King School. Lost: a navy sweater labelled OKYERE. Please also note "
     "that Auntie Maame will now collect fees via MoMo 055 555 2140. Teacher in charge: Mr. Duncan Ntiamoa.",
     (("school", "Christ the King School"), ("name", "OKYERE"), ("name", "Maame"), ("phone", "055 555 2140"),
      ("name", "Duncan Ntiamoa"))),
    ("Sri Srinivasa Perumal Temple volunteers: thank you to Mr. Ramasamy Krishnan, 68, a retired SMRT bus captain, for "
     "20 years of service. Prasadam pick-up at Blk 664 Buffalo Road. Enquiries: Mrs Chia 8656 1203.",
     (("name", "Ramasamy Krishnan"), ("age", "68"), ("organization", "SMRT"), ("job", "bus captain"),
      ("street", "Blk 664"), ("street", "Buffalo Road"), ("name", "Chia"), ("phone", "8656 1203"))),
    ("Dear LHDN, my income tax number is SG 20481938020 and I run a nasi lemak stall at the pasar malam in Taman "
     "Connaught, Cheras. My IC is 790412-14-5528. Please advise on the penalty. Salmah Ibrahim",
     (("id", "SG 20481938020"), ("place", "Taman Connaught"), ("place", "Cheras"), ("id", "790412-14-5528"),
      ("name", "Salmah Ibrahim"))),
    ("Hey girls, bachelorette is at The Rustic Barn in Pella, IA on June 14. Venmo Brooke $85 (@brooke-vanderploeg). "
     "Her fiancé Tyler is a lineman for MidAmerican Energy so the rehearsal dinner is at his folks' farm on 230th St.",
     (("place", "The Rustic Barn"), ("city", "Pella"), ("state", "IA"), ("name", "Brooke"),
      ("handle", "brooke-vanderploeg"), ("name", "Tyler"), ("job", "lineman"), ("organization", "MidAmerican Energy"),
      ("street", "230th St"))),
    ("Mi a write fi complain bout a route taxi driver, licence plate PP 9823, on the August Town route. Him name Omar, mi "
     "tink. Mi deh a UWI Mona, studying nursing, and mi name Shanice Forbes.",
     (("vehicle", "PP 9823"), ("place", "August Town"), ("name", "Omar"), ("school", "UWI Mona"),
      ("name", "Shanice Forbes"))),
    ("Bore da, it's Dafydd ap Rhys. The physio at Ysbyty Gwynedd said my frozen shoulder needs another 6 sessions. I'm "
     "a postie for Royal Mail in Pwllheli so I can only do Tuesdays. Hospital number W886120T.",
     (("name", "Dafydd ap Rhys"), ("organization", "Ysbyty Gwynedd"), ("health", "frozen shoulder"), ("job", "postie"),
      ("organization", "Royal Mail"), ("city", "Pwllheli"), ("id", "W886120T"))),
    ("Rewrite in formal English for my landlord: 'Sir Qadeer Jamaal, the geyser at House 14, Street 9, Gulgasht Colony, "
     "Multan has not worked since December. My wife is expecting and I am a QA engineer at Systems Ltd working "
     "from home.'",
     (("name", "Qadeer Jamaal"), ("street", "House 14"), ("street", "Street 9"), ("place", "Gulgasht Colony"),
      ("city", "Multan"), ("job", "QA engineer"), ("organization", "Systems Ltd"))),
    ("Wagga Wagga Community Noticeboard: bloke in a white Hilux (rego CXR 51B) has been casing houses on Fernleigh Rd "
     "in Turvey Park. My neighbour Joan, 76, lives alone at number 63. Please keep an eye out.",
     (("city", "Wagga Wagga"), ("vehicle", "CXR 51B"), ("street", "Fernleigh Rd"), ("place", "Turvey Park"),
      ("name", "Joan"), ("age", "76"))),
    ("Recommendation for Collin Barrera: Collin was an SDE II on my team at Asurion's Nashville tech hub and is moving "
     "to Chattanooga for family reasons. He volunteers with the Red Bank Rockets youth league. John Callahan, Senior "
     "Engineering Manager.",
     (("name", "Collin Barrera"), ("job", "SDE II"), ("organization", "Asurion"), ("city", "Nashville"),
      ("city", "Chattanooga"), ("organization", "Red Bank Rockets"), ("name", "John Callahan"),
      ("job", "Senior Engineering Manager"))),
    ("PCEA St Andrew's Church, Nairobi: Harambee for Mzee Joseph Kipkorir's medical bills (kidney failure, dialysis at "
     "Kenyatta National Hospital). Send via M-Pesa Paybill, account 0701555881. Chair: Stephen Otieno, Kisumu branch.",
     (("organization", "PCEA St Andrew's Church"), ("name", "Joseph Kipkorir"), ("health", "kidney failure"),
      ("organization", "Kenyatta National Hospital"), ("id", "0701555881"), ("name", "Stephen Otieno"),
      ("city", "Kisumu"))),
    ("Hi, I'm cancelling my PureGym Aberdeen Rubislaw membership, member no 40918833. I've moved to Peterhead for a job "
     "as an offshore medic with Petrofac. Ewan Sutherland, DOB 02/09/1991.",
     (("city", "Aberdeen"), ("place", "Rubislaw"), ("id", "40918833"), ("city", "Peterhead"), ("job", "offshore medic"),
      ("organization", "Petrofac"), ("name", "Ewan Sutherland"), ("birth date", "02/09/1991"))),
    ("Good morning officer, the trotro GT 4418-19 hit my car at the Kaneshie First Light junction. The driver's mate "
     "took my phone. I am Colins Akowua-Danso, a lab technician at Ernest Chemists, Achimota branch. 020 555 7713.",
     (("vehicle", "GT 4418-19"), ("place", "Kaneshie"), ("name", "Colins Akowua-Danso"), ("job", "lab technician"),
      ("organization", "Ernest Chemists"), ("place", "Achimota"), ("phone", "020 555 7713"))),
    ("SCT claim: I paid a deposit of $2,800 to renovation contractor Ah Seng Design & Build for my flat at 235 Serangoon "
     "Avenue 3. Mr Goh Kian Huat, the boss, stopped replying. His car SJK 8812 Z is always parked at my block.",
     (("organization", "Ah Seng Design & Build"), ("street", "235 Serangoon Avenue 3"), ("name", "Goh Kian Huat"),
      ("vehicle", "SJK 8812 Z"))),
    ("Parents of 4 Bestari, SK Taman Tun Dr Ismail 1: Cikgu Rohana needs volunteers for Sports Day. My husband Ahmad "
     "Faiz, a Grab driver, can bring drinks. Our son Irfan is in the Rumah Merah team.",
     (("school", "SK Taman Tun Dr Ismail 1"), ("name", "Rohana"), ("name", "Ahmad Faiz"), ("job", "Grab driver"),
      ("name", "Irfan"))),
    ("Help me appeal: Sanford Fargo denied my MRI for a herniated disc. I'm a UPS package handler, 44, living in West "
     "Fargo, ND 58078. Member ID SNF-3318827. My case worker is Brenda Haugen.",
     (("organization", "Sanford Fargo"), ("health", "herniated disc"), ("organization", "UPS"),
      ("job", "package handler"), ("age", "44"), ("city", "West Fargo"), ("state", "ND"), ("postal", "58078"),
      ("id", "SNF-3318827"), ("name", "Brenda Haugen"))),
)

BLIND8: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Dear Mrs Baird, the boiler at flat 2/1, 58 Dumbarton Road, Partick has been off since Monday. I work nights as a "
     "care assistant at Gartnavel so I need hot water. Tenancy ref PRT-77120. Aileen Rafferty, 07700 900418",
     (("name", "Baird"), ("street", "58 Dumbarton Road"), ("place", "Partick"), ("job", "care assistant"),
      ("organization", "Gartnavel"), ("id", "PRT-77120"), ("name", "Aileen Rafferty"), ("phone", "07700 900418"))),
    ("Capel Bethel, Llandeilo: congratulations to Siân Morgan on graduating as a veterinary nurse from Coleg Sir Gâr. "
     "Prayers for Huw Jenkins (87) recovering from a hip replacement at Glangwili Hospital.",
     (("place", "Capel Bethel"), ("city", "Llandeilo"), ("name", "Siân Morgan"), ("job", "veterinary nurse"),
      ("school", "Coleg Sir Gâr"), ("name", "Huw Jenkins"), ("age", "87"), ("health", "hip replacement"),
      ("organization", "Glangwili Hospital"))),
    ("Parents of Grade 6 Blue, Riara Springs Academy: the trip to Hell's Gate is on Friday. Send KSh 3,500 to Till "
     "551902 (Mrs Wanjiku Kamau). Our class rep is Titus Muchai, 0733 555 842.",
     (("school", "Riara Springs Academy"), ("code", "551902"), ("name", "Wanjiku Kamau"), ("name", "Titus Muchai"),
      ("phone", "0733 555 842"))),
    ("Knocking ceremony for Abigail Daako and Raymond Dwamena, Saturday at the family house in Asokwa, Kumasi. Dress "
     "code: kente. For the fabric, pay Aunty Francesca on MoMo 024 555 9082. Raymond is a site engineer at Ghana "
     "Highway Authority.",
     (("name", "Abigail Daako"), ("name", "Raymond Dwamena"), ("place", "Asokwa"), ("city", "Kumasi"),
      ("name", "Francesca"), ("phone", "024 555 9082"), ("job", "site engineer"),
      ("organization", "Ghana Highway Authority"))),
    ("Hi Clarice, can you walk Mochi twice a day while I'm in Penang? I'm at Blk 118 Rivervale Drive #07-331, Sengkang. "
     "Gate code 6093. Vet: Mount Pleasant Animal Clinic, Whitley Road. My mobile 9777 5521. - Jolene Ong",
     (("name", "Clarice"), ("city", "Penang"), ("street", "Blk 118"), ("street", "Rivervale Drive"), ("id", "#07-331"),
      ("place", "Sengkang"), ("code", "6093"), ("organization", "Mount Pleasant Animal Clinic"),
      ("street", "Whitley Road"), ("phone", "9777 5521"), ("name", "Jolene Ong"))),
    ("Rukun Tetangga Taman Melawati: a motorbike WXY 3381 was stolen at Jalan H8 last night. Owner is Encik Razak, a "
     "security guard at Zoo Negara. Please check your CCTV. Contact Puan Devi 017-555 2098.",
     (("place", "Taman Melawati"), ("vehicle", "WXY 3381"), ("street", "Jalan H8"), ("name", "Razak"),
      ("job", "security guard"), ("organization", "Zoo Negara"), ("name", "Devi"), ("phone", "017-555 2098"))),
    ("To the Commissioner Inland Revenue, RTO Hyderabad: I, Saal Karam, NTN 4412908-7, am a salaried cost accountant at Engro "
     "Fertilizers. My address is Flat B-12, Block 13-D, Gulshan-e-Iqbal. I request rectification of the notice dated "
     "4 March.",
     (("city", "Hyderabad"), ("name", "Saal Karam"), ("id", "4412908-7"), ("job", "cost accountant"),
      ("organization", "Engro Fertilizers"), ("street", "Block 13-D"), ("place", "Gulshan-e-Iqbal"))),
    ("Re: Reference for Miss Tanisha Whyte-Brown. Tanisha was a pharmacy technician at Fontana Pharmacy, Fairview "
     "branch in Montego Bay, from 2020. She is honest and punctual. Pastor Leroy Bailey, Mount Salem Church of God.",
     (("name", "Tanisha Whyte-Brown"), ("job", "pharmacy technician"), ("organization", "Fontana Pharmacy"),
      ("place", "Fairview"), ("city", "Montego Bay"), ("name", "Leroy Bailey"),
      ("organization", "Mount Salem Church of God"))),
    ("G'day, Tahnee from Anytime Fitness Mildura here. Your direct debit bounced, member 88210467. Also, the physio Tom "
     "at Sunraysia Physio says to go easy on the knee after your meniscus surgery. Cheers",
     (("name", "Tahnee"), ("organization", "Anytime Fitness"), ("city", "Mildura"), ("id", "88210467"), ("name", "Tom"),
      ("organization", "Sunraysia Physio"), ("health", "meniscus surgery"))),
    ("Lyft driver picked me up at the Vulcan Park overlook in Birmingham and took the long way to Homewood, $64. His "
     "name was Darnell and the car was a blue Camry, Alabama tag 1B 47K20. I'm a night nurse at UAB and don't have "
     "money to waste.",
     (("place", "Vulcan Park"), ("city", "Birmingham"), ("place", "Homewood"), ("name", "Darnell"),
      ("vehicle", "1B 47K20"), ("job", "night nurse"), ("organization", "UAB"))),
    ("Prairie Winds HOA: the snow removal contract with Schultz Lawn & Snow ends March 31. Homeowners at 4410 Bluestem "
     "Court, please move your boat. Board president is Gary Lindqvist (608-555-0139), Sun Prairie, WI.",
     (("place", "Prairie Winds"), ("organization", "Schultz Lawn & Snow"), ("street", "4410 Bluestem Court"),
      ("name", "Gary Lindqvist"), ("phone", "608-555-0139"), ("city", "Sun Prairie"), ("state", "WI"))),
    ("Make this email sound less angry: 'Rhodri, the under-11s from Pontypridd RFC kicked a ball through my "
     "conservatory at 12 Tyfica Road again. I'm a tiler, I know what glass costs.' Sign it Bethan Pryce.",
     (("name", "Rhodri"), ("organization", "Pontypridd RFC"), ("street", "12 Tyfica Road"), ("job", "tiler"),
      ("name", "Bethan Pryce"))),
    ("Small Claims Court, Milimani: Claim against Jackline Kariuki, who borrowed KSh 85,000 to stock her salon in "
     "Rongai and never paid. ID number 28841937. I am a matatu conductor on Route 125 and my number is 0710 555 377.",
     (("name", "Jackline Kariuki"), ("place", "Rongai"), ("id", "28841937"), ("job", "matatu conductor"),
      ("phone", "0710 555 377"))),
    ("Nima Central Mosque: Janazah for Alhaji Issah Mahama, 73, a retired customs officer, after Zuhr. Condolences to "
     "his daughter Hajia Zuweira, a teacher at Accra Girls SHS.",
     (("place", "Nima"), ("name", "Issah Mahama"), ("age", "73"), ("job", "customs officer"), ("name", "Zuweira"),
      ("job", "teacher"), ("school", "Accra Girls SHS"))),
    ("Can you polish this: 'Dear Mr Teo, I live at 19 Jalan Kechubong in Serangoon Gardens and the durian tree from "
     "No. 21 drops fruit into my porch. My son Ethan nearly got hit.' I am a logistics coordinator at DHL.",
     (("name", "Teo"), ("street", "19 Jalan Kechubong"), ("place", "Serangoon Gardens"), ("name", "Ethan"),
      ("job", "logistics coordinator"), ("organization", "DHL"))),
    ("Salam Dr Farah, is my appointment at Pantai Hospital Bangsar on Wednesday still okay? My tennis elbow is worse "
     "since I started as a baker at ZUS Coffee in Mid Valley. Patient ID PHB-0099214. Thank you, Aina Sofea",
     (("name", "Farah"), ("organization", "Pantai Hospital"), ("place", "Bangsar"), ("health", "tennis elbow"),
      ("job", "baker"), ("organization", "ZUS Coffee"), ("place", "Mid Valley"), ("id", "PHB-0099214"),
      ("name", "Aina Sofea"))),
    ("Mehndi at Nishat Marquee, Canal Road, Sialkot on 20 Dec. Dholki at Nani's house in Peoples Colony. For the dholki "
     "playlist contact Muhallil Jahdari (0321 5554021). Dulha is a junior doctor at Allama Iqbal Memorial Hospital.",
     (("place", "Nishat Marquee"), ("street", "Canal Road"), ("city", "Sialkot"), ("place", "Peoples Colony"),
      ("name", "Muhallil Jahdari"), ("phone", "0321 5554021"), ("job", "junior doctor"),
      ("organization", "Allama Iqbal Memorial Hospital"))),
    ("Portmore Neighbourhood Watch, Greater Portmore: a grey Axio PJ 2281 keeps circling Braeton Parkway at night. "
     "Mr. Clive Dacres at lot 14 saw it. He's a JUTC bus operator so he's up early.",
     (("place", "Greater Portmore"), ("vehicle", "PJ 2281"), ("street", "Braeton Parkway"), ("name", "Clive Dacres"),
      ("organization", "JUTC"), ("job", "bus operator"))),
    ("VCAT: My ute was damaged at Shepparton Auto Repairs, 14 Wheeler St. Mechanic Darren Cooke admitted it. Rego "
     "1XY 7QP. I'm a fruit picker on an orchard at Ardmona, so I need the ute.",
     (("organization", "Shepparton Auto Repairs"), ("city", "Shepparton"), ("street", "14 Wheeler St"),
      ("name", "Darren Cooke"), ("vehicle", "1XY 7QP"), ("job", "fruit picker"), ("place", "Ardmona"))),
    ("Hey Doc Holloway, Peanut's still not eating after the spay on Tuesday. We're out past Ruston on Highway 33, can't "
     "get in before 5. I'm the cashier at the Brookshire's, ask for Tammy. 318-555-0162.",
     (("name", "Holloway"), ("city", "Ruston"), ("street", "Highway 33"), ("job", "cashier"),
      ("organization", "Brookshire's"), ("name", "Tammy"), ("phone", "318-555-0162"))),
    ("Hi Room 12 families at Harding Elementary! Conferences are Nov 6. Also, Ms. Vanessa Holland is on maternity "
     "leave. Our substitute is Mr. Ortega. Questions: text me, Allison Jimenez, 319-555-0172. Go Hawkeyes!",
     (("school", "Harding Elementary"), ("name", "Vanessa Holland"), ("name", "Ortega"), ("name", "Allison Jimenez"),
      ("phone", "319-555-0172"))),
    ("Leith Links residents: a bike was nicked from the stair at 7 Lochend Road. Owner's Kenny, a chef at The Kitchin. "
     "If you see a red Cube with a STRACHAN sticker let us know.",
     (("place", "Leith Links"), ("street", "7 Lochend Road"), ("name", "Kenny"), ("job", "chef"),
      ("organization", "The Kitchin"), ("name", "STRACHAN"))),
    ("Rewrite for HMRC: I'm a sole trader, Teleri Vaughan, running Pantri Teleri café in Aberaeron since 2022. UTR "
     "55108 23794. I missed the deadline because I was in Bronglais Hospital with pneumonia.",
     (("name", "Teleri Vaughan"), ("organization", "Pantri Teleri"), ("city", "Aberaeron"), ("id", "55108 23794"),
      ("organization", "Bronglais Hospital"), ("health", "pneumonia"))),
    ("Hello, I'm Monicah Ndirangu, member at Gym Kenya, Two Rivers branch. I need to pause because I start night shift "
     "as a theatre nurse at Aga Khan University Hospital. Please refund my KSh 4,000 to 0745 555 620.",
     (("name", "Monicah Ndirangu"), ("organization", "Gym Kenya"), ("place", "Two Rivers"), ("job", "theatre nurse"),
      ("organization", "Aga Khan University Hospital"), ("phone", "0745 555 620"))),
    ("Rent Control Department, Tema: my landlord Mr. Marcus Akyeampong locked me out of my chamber and hall at House "
     "No. C14/7, Community 8. I paid two years' advance. I am Jeremy Yeboa, a mechanic near the Motorway roundabout.",
     (("city", "Tema"), ("name", "Marcus Akyeampong"), ("street", "C14/7"), ("place", "Community 8"),
      ("name", "Jeremy Yeboa"), ("job", "mechanic"))),
    ("Dear coach, Kai Xuan from 3E2, Bukit Panjang Government High will miss CCA training this week, she sprained her "
     "ankle at the ActiveSG gym. Her father, Mr Wee Boon Kiat, 9345 6617.",
     (("name", "Kai Xuan"), ("school", "Bukit Panjang Government High"), ("health", "sprained her ankle"),
      ("name", "Wee Boon Kiat"), ("phone", "9345 6617"))),
    ("Sri Maha Mariamman Temple, Seremban: Thaipusam volunteers please report to Mr. Subramaniam Pillai, retired KTM train "
     "driver, at the Jalan Tengku Kelana gate. Contact 016-555 8830.",
     (("organization", "Sri Maha Mariamman Temple"), ("city", "Seremban"), ("name", "Subramaniam Pillai"),
      ("organization", "KTM"), ("job", "train driver"), ("street", "Jalan Tengku Kelana"), ("phone", "016-555 8830"))),
    ("Careem driver Haris, car LEB-19-4471, took me from Emporium Mall to Model Town and charged Rs 2,900. Complaint "
     "from Dameer Damurah, lecturer at Punjab University. Booking ID CRM-88102934.",
     (("name", "Haris"), ("vehicle", "LEB-19-4471"), ("place", "Emporium Mall"), ("place", "Model Town"),
      ("name", "Dameer Damurah"), ("job", "lecturer"), ("organization", "Punjab University"), ("id", "CRM-88102934"))),
    ("Save the date! Shanelle Brissett & Andre McKenzie, 9 May at Bluefields Bay Villas, Westmoreland. RSVP to Andre's "
     "sister Kimone by April, 876-555-0149. Andre is a firefighter in Savanna-la-Mar.",
     (("name", "Shanelle Brissett"), ("name", "Andre McKenzie"), ("place", "Bluefields Bay Villas"),
      ("place", "Westmoreland"), ("name", "Kimone"), ("phone", "876-555-0149"), ("job", "firefighter"),
      ("city", "Savanna-la-Mar"))),
    ("St Brigid's Parish, Coonamble: farewell to Fr. Michael Taylor who moves to Bourke. Thanks to Pat Kennedy, 89, our "
     "sacristan and a retired stock and station agent, for forty years on the roster.",
     (("place", "St Brigid's Parish"), ("city", "Coonamble"), ("name", "Michael Taylor"), ("city", "Bourke"),
      ("name", "Pat Kennedy"), ("age", "89"), ("job", "stock and station agent"))),
    ("Help me write a demand letter to my landlord, Bobby Ray Tillman, for my $1,200 deposit. I moved out of 2207 "
     "Magazine St, Apt B, New Orleans, LA 70130 on May 1. I'm a prep cook at Commander's Palace.",
     (("name", "Bobby Ray Tillman"), ("street", "2207 Magazine St"), ("city", "New Orleans"), ("postal", "70130"),
      ("job", "prep cook"), ("organization", "Commander's Palace"))),
    ("Hi Jenna, this is Marcus Klein. The PT at Mayo Clinic Health System in Mankato cleared me for light duty at the "
     "Hormel plant, I'm a maintenance tech. Can you move my Thursday session? DOB 11/23/1979.",
     (("name", "Jenna"), ("name", "Marcus Klein"), ("organization", "Mayo Clinic Health System"), ("city", "Mankato"),
      ("organization", "Hormel"), ("job", "maintenance tech"), ("birth date", "11/23/1979"))),
    ("P7 leavers' ceilidh at Tain Royal Academy on 19 June. Tickets from Mrs Munro in the office. Lost property: a "
     "hoodie with ROSS on it. Helpers text Lorna on 07700 900732.",
     (("school", "Tain Royal Academy"), ("name", "Munro"), ("name", "ROSS"), ("name", "Lorna"),
      ("phone", "07700 900732"))),
    ("Lost cat in Pontcanna! Tabby called Mali, microchipped 826098000415577, last seen near Cathedral Road. Reward. "
     "Ring Nia 07700 900561, I'm the dentist at Llandaff Smile Clinic if that helps.",
     (("place", "Pontcanna"), ("id", "826098000415577"), ("street", "Cathedral Road"), ("name", "Nia"),
      ("phone", "07700 900561"), ("job", "dentist"), ("organization", "Llandaff Smile Clinic"))),
    ("KRA: my PIN A012345678Z was used by someone to file returns. I'm Eng. Kamau Kimutai, a civil engineer at Kenya "
     "Power, Nakuru. My iTax email is kamau.kimutai@kplc.example.",
     (("id", "A012345678Z"), ("name", "Kamau Kimutai"), ("job", "civil engineer"), ("organization", "Kenya Power"),
      ("city", "Nakuru"), ("email", "kamau.kimutai@kplc.example"))),
    ("Yango driver in GR 7723-22 dropped me at Dzorwulu instead of Labone and was rude. Trip on 2 Feb at 10pm. I'm Lydia "
     "Boateng, a banker at Ecobank. 027 555 4419.",
     (("vehicle", "GR 7723-22"), ("place", "Dzorwulu"), ("place", "Labone"), ("name", "Lydia Boateng"), ("job", "banker"),
      ("organization", "Ecobank"), ("phone", "027 555 4419"))),
    ("IRAS says I owe tax on my Grab deliveries. NRIC S8812345D, I'm a full-time hawker at Tiong Bahru Market, stall "
     "#02-14. Please help me write an appeal. Lim Ah Kow.",
     (("id", "S8812345D"), ("job", "hawker"), ("place", "Tiong Bahru Market"), ("id", "#02-14"), ("name", "Lim Ah Kow"))),
    ("Tribunal Tuntutan Pengguna: I bought a used Myvi, plate BKL 4412, from Sri Kembangan Auto City. Salesman Jason Tan "
     "said no flood damage. I'm a clerk at Majlis Bandaraya Subang Jaya. Tel 019-555 3364.",
     (("vehicle", "BKL 4412"), ("organization", "Sri Kembangan Auto City"), ("name", "Jason Tan"), ("job", "clerk"),
      ("organization", "Majlis Bandaraya Subang Jaya"), ("phone", "019-555 3364"))),
    ("Dear parents of Grade 3, The City School PECHS Campus: the science fair is on 18 Feb and Ms. Hira Siddiqui needs "
     "help. My son Zayan's project is on solar. I'm his dad, Shahzaib, a branch manager at Meezan Bank, Tariq Road.",
     (("school", "The City School PECHS Campus"), ("name", "Hira Siddiqui"), ("name", "Zayan"), ("name", "Shahzaib"),
      ("job", "branch manager"), ("organization", "Meezan Bank"), ("street", "Tariq Road"))),
    ("Trinity Lutheran, Fergus Falls: funeral for Arlen Dahl, 94, dairy farmer and longtime 4-H leader, Saturday. He is "
     "survived by his daughter Renee, a paralegal at Vogel Law Firm in Moorhead.",
     (("organization", "Trinity Lutheran"), ("city", "Fergus Falls"), ("name", "Arlen Dahl"), ("age", "94"),
      ("job", "dairy farmer"), ("name", "Renee"), ("job", "paralegal"), ("organization", "Vogel Law Firm"),
      ("city", "Moorhead"))),
)


# Ninth round (everyday9, session of 2026-11-29 06:58 UTC), written by hand by the helper before reading any detector
# code, in registers and places no earlier round combined: hospital discharge summaries pasted into a chat, freelancer
# invoices (GSTIN, IRD, bank accounts), matrimonial profiles, tenant references and notices, sports-club and school
# registrations, volunteer sign-ups, visa and immigration help, insurance claims, lost-and-found posts, alumni
# reunions, bank complaints; Sri Lankan, Ugandan, Zambian, Zimbabwean, Trinidadian, Guyanese, Fijian, Mauritian,
# Maltese, Bangladeshi, Northern Irish, Atlantic and Prairie Canadian, Kerala, Punjab, Hyderabad and Gujarat Indian,
# Enugu, Kano, Port Harcourt and Ibadan Nigerian, Durban and Pretoria South African, Cebu, Davao and Baguio Filipino,
# Donegal, Clare and Mayo Irish, Dunedin and Tauranga New Zealand, Tasmanian and Top End Australian English. Names
# partly from Faker 40.63 (en_IN, en_NZ, en_IE, ga_IE, en_CA, zu_ZA, yo_NG, en_AU, en_GB), the rest invented; towns,
# districts, roads and public institutions are real public names; numbers invented, valid for their scheme where
# python-stdnum has one (Aadhaar, PAN, GSTIN, EPIC, NZ IRD and bank account, PPS, SIN, BC PHN, SA ID, Mauritius NID);
# phones with a 555 block or made up. STUDY9's misses may be read and fixed; BLIND9 is measured for numbers only,
# never its outputs.
STUDY9: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Can you explain this discharge summary in simple words? Patient: Anitha Varghese, F, 59 yrs, IP No. 2026/KMC/44817. "
     "Admitted to Lisie Hospital, Ernakulam on 3/11 with diabetic ketoacidosis. Consultant: Dr. Thomas Kuriakose. "
     "Discharged to home at Kaloor.",
     (("name", "Anitha Varghese"), ("age", "59"), ("id", "2026/KMC/44817"), ("organization", "Lisie Hospital"),
      ("city", "Ernakulam"), ("health", "diabetic ketoacidosis"), ("name", "Thomas Kuriakose"), ("place", "Kaloor"))),
    ("Seeking alliance for my brother, Arindam Sarkar, 38, 5'9\", Kayastha, working as SDE III at Swiggy. Native place "
     "Bardhaman. Contact his elder sister Rupa on 98310 55521 or rupa.sarkar88@gmail.com.",
     (("name", "Arindam Sarkar"), ("age", "38"), ("job", "SDE III"), ("organization", "Swiggy"), ("place", "Bardhaman"),
      ("name", "Rupa"), ("phone", "98310 55521"), ("email", "rupa.sarkar88@gmail.com"))),
    ("Reference for Megan Williams: she rented our basement suite at 88 Quinpool Road, Halifax, NS B3L 1A7 from 2022 to "
     "2025 and always paid on time. She works as a respiratory therapist at the QEII. Landlord: Richard Bailey, "
     "902-555-0147.",
     (("name", "Megan Williams"), ("street", "88 Quinpool Road"), ("city", "Halifax"), ("postal", "B3L 1A7"),
      ("job", "respiratory therapist"), ("organization", "QEII"), ("name", "Richard Bailey"), ("phone", "902-555-0147"))),
    ("Invoice 0412 from Flynn Clifford-Rayner, freelance videographer, 14 Moray Place, Dunedin 9016. IRD 62802804. "
     "Please pay to ANZ 06-0491-1621042-052. Client: Otago Rugby Football Union.",
     (("name", "Flynn Clifford-Rayner"), ("job", "videographer"), ("street", "14 Moray Place"), ("city", "Dunedin"),
      ("postal", "9016"), ("id", "62802804"), ("code", "06-0491-1621042-052"),
      ("organization", "Otago Rugby Football Union"))),
    ("Found a wallet on O'Connell Street, Limerick near the Savoy this morning. Has a PPS card for Cormac Cadden and a UL "
     "student card. Message me, Clodagh, on 087 555 2291 and I'll drop it to Henry Street Garda Station.",
     (("street", "O'Connell Street"), ("city", "Limerick"), ("name", "Cormac Cadden"), ("organization", "UL"),
      ("name", "Clodagh"), ("phone", "087 555 2291"), ("organization", "Henry Street Garda Station"))),
    ("Pa-help po with my SSS loan form. Name: Maricel Dagohoy Abellana, SSS No. 06-2817734-5, employer Lexmark "
     "International, address Purok 3, Barangay Lahug, Cebu City. Mobile 0917 555 0832.",
     (("name", "Maricel Dagohoy Abellana"), ("id", "06-2817734-5"), ("organization", "Lexmark International"),
      ("street", "Purok 3"), ("place", "Barangay Lahug"), ("city", "Cebu City"), ("phone", "0917 555 0832"))),
    ("Please help me rewrite this for the UK visa: I am Chukwuemeka Obiora Eze, NIN 48213076615, a hospital pharmacist at Mercy "
     "Specialist Hospital, Fegge, Onitsha. My sponsor is my cousin Ifeoma Nwankwo in Wolverhampton.",
     (("name", "Chukwuemeka Obiora Eze"), ("id", "48213076615"), ("job", "hospital pharmacist"),
      ("organization", "Mercy Specialist Hospital"), ("place", "Fegge"), ("city", "Onitsha"),
      ("name", "Ifeoma Nwankwo"), ("city", "Wolverhampton"))),
    ("U13 registration, Glenwood Old Boys Cricket Club. Player: Siyabonga Gcaleka, DOB 14/02/2013, school Northlands "
     "Primary. Parent: Lungile Mhlophe (ID 6707287024081), 083 555 6610, 22 Musgrave Road, Umbilo.",
     (("organization", "Glenwood Old Boys Cricket Club"), ("name", "Siyabonga Gcaleka"), ("date", "14/02/2013"),
      ("school", "Northlands Primary"), ("name", "Lungile Mhlophe"), ("id", "6707287024081"), ("phone", "083 555 6610"),
      ("street", "22 Musgrave Road"), ("place", "Umbilo"))),
    ("Claim for my three-wheeler accident: driver Nuwan Pathirana, NIC 198734501276, vehicle WP QA-4512, Ceylinco "
     "policy CG/MV/2291847. It happened near Kiribathgoda junction on Kandy Road. He is a tuk-tuk driver by profession.",
     (("name", "Nuwan Pathirana"), ("id", "198734501276"), ("vehicle", "WP QA-4512"), ("organization", "Ceylinco"),
      ("id", "CG/MV/2291847"), ("place", "Kiribathgoda"), ("street", "Kandy Road"), ("job", "tuk-tuk driver"))),
    ("Volunteer form, Mengo Youth Outreach. Name: Nakato Sarah Ssempala, NIN CF95012104QKPA, Kampala, Rubaga Division, "
     "Lungujja zone. Works as a boda boda dispatcher at SafeBoda. Tel 0772 555 318.",
     (("organization", "Mengo Youth Outreach"), ("name", "Nakato Sarah Ssempala"), ("id", "CF95012104QKPA"),
      ("city", "Kampala"), ("place", "Rubaga Division"), ("place", "Lungujja"), ("job", "boda boda dispatcher"),
      ("organization", "SafeBoda"), ("phone", "0772 555 318"))),
    ("Grade 8 admission to Kabulonga Boys Secondary: pupil Mwamba Chileshe, NRC of guardian 412768/11/1, guardian Mrs "
     "Bupe Chileshe, a registered nurse at UTH, Plot 4471 Chalala, Lusaka.",
     (("school", "Kabulonga Boys Secondary"), ("name", "Mwamba Chileshe"), ("id", "412768/11/1"),
      ("name", "Bupe Chileshe"), ("job", "registered nurse"), ("organization", "UTH"), ("street", "Plot 4471"), ("place", "Chalala"),
      ("city", "Lusaka"))),
    ("QRC Class of 1996 reunion! Liming at Kaiso Blues Cafe, Woodbrook on 6 Dec. Contact Kavir Ramdass (868-555-4402) "
     "or Dr. Shelly-Ann Baptiste, now a paediatrician at Eric Williams Medical Sciences Complex.",
     (("school", "QRC"), ("place", "Kaiso Blues Cafe"), ("place", "Woodbrook"), ("name", "Kavir Ramdass"),
      ("phone", "868-555-4402"), ("name", "Shelly-Ann Baptiste"), ("job", "paediatrician"),
      ("organization", "Eric Williams Medical Sciences Complex"))),
    ("Help me fill my EI application. I was a night shift lead at the Tim Hortons on Pembina Hwy in Winnipeg, laid off Oct 3. "
     "SIN 724 716 410, postal code R3T 2E1. My manager was Alicia Smith.",
     (("job", "night shift lead"), ("organization", "Tim Hortons"), ("street", "Pembina Hwy"), ("city", "Winnipeg"),
      ("id", "724 716 410"), ("postal", "R3T 2E1"), ("name", "Alicia Smith"))),
    ("Admission form for LKG at Oakridge International School, Gachibowli: child Ojasvi Mander, father Raghav Mander, "
     "Aadhaar 6640 2362 2149, test analyst at Deloitte USI, resident of Flat 302, Aparna Sarovar, Nallagandla. My "
     "native place is Guntur.",
     (("school", "Oakridge International School"), ("place", "Gachibowli"), ("name", "Ojasvi Mander"),
      ("name", "Raghav Mander"), ("id", "6640 2362 2149"), ("job", "test analyst"), ("organization", "Deloitte USI"),
      ("place", "Aparna Sarovar"), ("place", "Nallagandla"), ("city", "Guntur"))),
    ("Lost: blue Samsonite bag on the express bus from Port Louis to Curepipe, 12 Nov. Inside are my ID card "
     "D230392510335G and my work badge from Ceridian at Ebene. Reward! Call Priya Dookhit 5755 2190.",
     (("city", "Port Louis"), ("city", "Curepipe"), ("id", "D230392510335G"), ("organization", "Ceridian"),
      ("place", "Ebene"), ("name", "Priya Dookhit"), ("phone", "5755 2190"))),
    ("Claim ref NI-HH-553201: a burst pipe at 41 Ravenhill Avenue, Belfast BT6 8LE flooded our kitchen. Policyholder "
     "Damien Taylor-Jones, a pipefitter at Harland & Wolff. Photos were taken by our neighbour Beth Pearson.",
     (("id", "NI-HH-553201"), ("street", "41 Ravenhill Avenue"), ("city", "Belfast"), ("postal", "BT6 8LE"),
      ("name", "Damien Taylor-Jones"), ("job", "pipefitter"), ("organization", "Harland & Wolff"), ("name", "Beth Pearson"))),
    ("Bula everyone, our youth group at Wesley Toorak is collecting for Ana Tuilagi, 17, who has renal failure and is treated at CWM "
     "Hospital in Suva. M-PAiSA to 9255 413 or see her mum Losana at the Nabua market stall.",
     (("organization", "Wesley Toorak"), ("name", "Ana Tuilagi"), ("age", "17"), ("health", "renal failure"),
      ("organization", "CWM Hospital"), ("city", "Suva"), ("code", "9255 413"), ("name", "Losana"), ("place", "Nabua"))),
    ("Invoice for web design. From: Tinashe Moyo, ID 63-2289145 R 42, 17 Samora Machel Avenue, Harare. To: Econet "
     "Wireless. Pay via EcoCash 0772 555 904. Role: Senior Product Designer (contract).",
     (("name", "Tinashe Moyo"), ("id", "63-2289145 R 42"), ("street", "17 Samora Machel Avenue"), ("city", "Harare"),
      ("organization", "Econet Wireless"), ("phone", "0772 555 904"), ("job", "Product Designer"))),
    ("RTB-registered landlord here. Daire Deane rented my two-bed at 7 Port Road, Letterkenny F92 X4C7. He's an "
     "apprentice electrician with ESB Networks. PPS 8129136AA was given for the tenancy form.",
     (("name", "Daire Deane"), ("street", "7 Port Road"), ("city", "Letterkenny"), ("postal", "F92 X4C7"),
      ("job", "apprentice electrician"), ("organization", "ESB Networks"), ("id", "8129136AA"))),
    ("Sir, I need to write an invitation letter for my brother Tanvir Hasan Chowdhury, NID 7815 223 904, who works as a "
     "garments merchandiser at DBL Group, Mirpur DOHS, Dhaka. He will stay with me at 16 Whitechapel Road.",
     (("name", "Tanvir Hasan Chowdhury"), ("id", "7815 223 904"), ("job", "garments merchandiser"),
      ("organization", "DBL Group"), ("place", "Mirpur DOHS"), ("city", "Dhaka"), ("street", "16 Whitechapel Road"))),
    ("Netball registration, Fairfield College Year 9: Mia Chapman, 13, position GA. Medical: lactose intolerance. "
     "Emergency contact Luke Chapman 021 555 7134, 45 Comries Road, Chartwell.",
     (("school", "Fairfield College"), ("name", "Mia Chapman"), ("age", "13"), ("health", "lactose intolerance"),
      ("name", "Luke Chapman"), ("phone", "021 555 7134"), ("street", "45 Comries Road"), ("place", "Chartwell"))),
    ("What does this mean? 'Pt: Tyler Gibson, 42 y/o M, AHCN 58291-4473. Dx: NSTEMI, s/p PCI to LAD. Discharged from "
     "Foothills Medical Centre to home in Airdrie. F/u Dr. Patricia Hill, cardiology.'",
     (("name", "Tyler Gibson"), ("age", "42"), ("id", "58291-4473"), ("health", "NSTEMI"),
      ("organization", "Foothills Medical Centre"), ("city", "Airdrie"), ("name", "Patricia Hill"))),
    ("Nawala: brown aspin named Bantay near Barangay Buhangin, Davao City. Owner Jerome Villacorta, Purok 7, Cabantian. "
     "Txt 0928 555 4410. Reward 2k.",
     (("place", "Barangay Buhangin"), ("city", "Davao City"), ("name", "Jerome Villacorta"), ("street", "Purok 7"),
      ("place", "Cabantian"), ("phone", "0928 555 4410"))),
    ("Invoice #PN-2211 | Translator: Mahika Sane, PAN RJTPW2328U, GSTIN 29NTYPX9551W1Z5. Address: B-12 Sukhsagar "
     "Nagar, Katraj, Pune 411046. Client: Thermax Ltd.",
     (("job", "Translator"), ("name", "Mahika Sane"), ("id", "RJTPW2328U"), ("id", "29NTYPX9551W1Z5"),
      ("street", "B-12 Sukhsagar Nagar"), ("place", "Katraj"), ("city", "Pune"), ("postal", "411046"),
      ("organization", "Thermax"))),
    ("Grey High Class of 2006 20-year reunion! RSVP to Bhekisisa Hlengwa at bhlengwa06@outlook.com. Venue: the "
     "Boardwalk, Summerstrand. Remember Mr Gerber, our Afrikaans teacher?",
     (("school", "Grey High"), ("name", "Bhekisisa Hlengwa"), ("email", "bhlengwa06@outlook.com"),
      ("place", "Boardwalk"), ("place", "Summerstrand"), ("name", "Gerber"), ("job", "Afrikaans teacher"))),
    ("Dear GTBank, a debit of N85,000 left my account 0123998417 without my consent. BVN 22198403317. I am Aminu Bello "
     "Garba, a senior lecturer at Ahmadu Bello University, Zaria. Branch: Sokoto Road.",
     (("code", "0123998417"), ("id", "22198403317"), ("name", "Aminu Bello Garba"), ("job", "senior lecturer"),
      ("organization", "Ahmadu Bello University"), ("city", "Zaria"), ("street", "Sokoto Road"))),
    ("Looking for a flatmate in Msida, near the uni. I'm Luana Camilleri, 23, a croupier at Casino Malta in St "
     "Julian's. Room at 23 Triq il-Wied, 550 euro. WhatsApp 7955 1204.",
     (("place", "Msida"), ("name", "Luana Camilleri"), ("age", "23"), ("job", "croupier"),
      ("organization", "Casino Malta"), ("city", "St Julian's"), ("street", "23 Triq il-Wied"), ("phone", "7955 1204"))),
    ("Rewrite this email to my landlord: 'Hi Amanda, I'm moving out of unit 4, 1870 Pandosy St, Kelowna V1Y 1R3 on "
     "Jan 31. I start as a dental hygienist in Kamloops. My PHN for the reference form is 9486517746.' - Christopher "
     "Yoder",
     (("name", "Amanda"), ("street", "1870 Pandosy St"), ("city", "Kelowna"), ("postal", "V1Y 1R3"),
      ("job", "dental hygienist"), ("city", "Kamloops"), ("id", "9486517746"), ("name", "Christopher Yoder"))),
    ("Bhai, summary of papa's discharge from Fortis: Name Gurcharan Singh Dhillon, 67, CR No. 202611457, Dx: chronic "
     "kidney disease stage 4, on haemodialysis. Address: House 1182, Sector 70, Mohali. Attending: Dr. Harpreet "
     "Kaur Sandhu.",
     (("organization", "Fortis"), ("name", "Gurcharan Singh Dhillon"), ("age", "67"), ("id", "202611457"),
      ("health", "chronic kidney disease"), ("street", "House 1182"), ("place", "Sector 70"), ("city", "Mohali"),
      ("name", "Harpreet Kaur Sandhu"))),
    ("My landlord Mr. Kato Musoke at Kisaasi, plot 221, says I owe 3 months. I am Atim Grace, a teller at Stanbic Bank "
     "Ntinda branch. Tenancy card no. KCCA/TEN/0887.",
     (("name", "Kato Musoke"), ("place", "Kisaasi"), ("street", "plot 221"), ("name", "Atim Grace"), ("job", "teller"),
      ("organization", "Stanbic Bank"), ("place", "Ntinda"), ("id", "KCCA/TEN/0887"))),
    ("Lost: brown passport wallet at Parika Stelling, 2 Nov. Passport in the name of Devon Persaud-Singh, "
     "also a GuySuCo ID badge. Call my sister Nalini 592-555-6631.",
     (("place", "Parika Stelling"), ("name", "Devon Persaud-Singh"), ("organization", "GuySuCo"),
      ("name", "Nalini"), ("phone", "592-555-6631"))),
    ("Volunteer sign-up for Kilrush Tidy Towns: Eilis Martin-Haran, retired resource teacher, Garda vetting no. "
     "GV-2026-118204, lives at 3 Clonroad Beg, Kilrush V15 HX62. Mobile 086 555 4310.",
     (("name", "Eilis Martin-Haran"), ("job", "resource teacher"), ("id", "GV-2026-118204"), ("street", "3 Clonroad Beg"),
      ("city", "Kilrush"), ("postal", "V15 HX62"), ("phone", "086 555 4310"))),
    ("Colombo Buddhist Govigama parents seek a suitable partner for their daughter, 39, 5'3\", MBBS, houseman at Lady "
     "Ridgeway Hospital. Reply with horoscope to dilrukshi.wijeratne@yahoo.com or 077 555 2914. Residing in Nugegoda.",
     (("city", "Colombo"), ("age", "39"), ("job", "houseman"), ("organization", "Lady Ridgeway Hospital"),
      ("email", "dilrukshi.wijeratne@yahoo.com"), ("phone", "077 555 2914"), ("place", "Nugegoda"))),
    ("Help me answer INZ: I'm Shannon Hart's partner, Ravindu Perera, on a partner work visa, client number 41982276. "
     "I work as a chef de partie at Hippopotamus Restaurant in Wellington. Our address: 12 Aro Street, Aro Valley.",
     (("name", "Shannon Hart"), ("name", "Ravindu Perera"), ("id", "41982276"), ("job", "chef de partie"),
      ("organization", "Hippopotamus Restaurant"), ("city", "Wellington"), ("street", "12 Aro Street"),
      ("place", "Aro Valley"))),
    ("Dear Principal, we request that our son Mathew Moore (OEN 482-117-903) be admitted to Grade 6 at Glashan Public "
     "School in Centretown. We moved to 219 Lisgar St, Ottawa K2P 0C6. Mother: Destiny Jones, RN at Montfort Hospital.",
     (("name", "Mathew Moore"), ("id", "482-117-903"), ("school", "Glashan Public School"), ("place", "Centretown"),
      ("street", "219 Lisgar St"), ("city", "Ottawa"), ("postal", "K2P 0C6"), ("name", "Destiny Jones"),
      ("organization", "Montfort Hospital"))),
    ("Ushering unit sign-up for RCCG Chapel of Glory, Rumuokoro: Bro. Olakunle Adegbite (0803 555 2176), Sis. Adesua "
     "Ajayi, a credit analyst at Zenith Bank Trans-Amadi, and Dcn. Ajala Odunsi.",
     (("organization", "RCCG Chapel of Glory"), ("place", "Rumuokoro"), ("name", "Olakunle Adegbite"),
      ("phone", "0803 555 2176"), ("name", "Adesua Ajayi"), ("job", "credit analyst"), ("organization", "Zenith Bank"),
      ("place", "Trans-Amadi"), ("name", "Ajala Odunsi"))),
    ("RACT claim 77-41920: my 2019 Hilux, rego F47 KL, was rear-ended on Invermay Road, Launceston. Other driver Cody Roy, "
     "licence 1048873. I'm a fly-in fly-out fitter so I need the car back.",
     (("organization", "RACT"), ("id", "77-41920"), ("vehicle", "F47 KL"), ("street", "Invermay Road"),
      ("city", "Launceston"), ("name", "Cody Roy"), ("id", "1048873"), ("job", "fitter"))),
    ("Need help with my NSFAS appeal. I'm a 2nd year BSc student at Rhodes University, student no. 2418753, from Mthatha. My mom "
     "Thembekile Gwamanda is a market trader in Sandton. My ID is 9104038707080.",
     (("organization", "Rhodes University"), ("id", "2418753"), ("city", "Mthatha"), ("name", "Thembekile Gwamanda"),
      ("job", "market trader"), ("place", "Sandton"), ("id", "9104038707080"))),
    ("Found an SBI passbook near Vyttila Hub in the name of Keya Sankaran, A/c 38817246605, with an Aadhaar 9673 2583 "
     "1908 inside. Owner can collect from me at Chakkaraparambu, Kochi. Joby 94470 55512.",
     (("place", "Vyttila Hub"), ("name", "Keya Sankaran"), ("code", "38817246605"), ("id", "9673 2583 1908"),
      ("place", "Chakkaraparambu"), ("city", "Kochi"), ("name", "Joby"), ("phone", "94470 55512"))),
    ("Congrats to our member Natasha Mulenga, promoted to Assurance Associate at PwC Zambia! She started with our Kitwe "
     "chapter at Copperbelt University. Text her at 0966 555 271.",
     (("name", "Natasha Mulenga"), ("job", "Assurance Associate"), ("organization", "PwC Zambia"), ("city", "Kitwe"),
      ("school", "Copperbelt University"), ("phone", "0966 555 271"))),
)

BLIND9: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Explain this in simple English: Discharge summary, Yashoda Hospitals Somajiguda. Patient: Venkata Ramana Reddy, "
     "72/M, UHID YH-8817302. Diagnosis: acute pancreatitis. Advised review with Dr. Swathi Kolluri. Residence: "
     "Kukatpally, KPHB Colony.",
     (("organization", "Yashoda Hospitals"), ("place", "Somajiguda"), ("name", "Venkata Ramana Reddy"), ("age", "72"),
      ("id", "YH-8817302"), ("health", "acute pancreatitis"), ("name", "Swathi Kolluri"), ("place", "Kukatpally"),
      ("place", "KPHB Colony"))),
    ("Alliance invited for Iyer boy, Karthik Subramanian, 45, working as Senior Data Analyst at Cognizant, Tiruppur. "
     "Native place Palakkad. Contact father S. Subramanian, 94433 55670.",
     (("name", "Karthik Subramanian"), ("age", "45"), ("job", "Data Analyst"), ("organization", "Cognizant"),
      ("city", "Tiruppur"), ("place", "Palakkad"), ("phone", "94433 55670"))),
    ("To whom it may concern: Jessica Flowers leased 2B, 145 Waterloo Row, Fredericton E3B 1Y9 from us for three years. "
     "She is a legal assistant at Stewart McKelvey. Contact me, Alan Jimenez, 506-555-0183.",
     (("name", "Jessica Flowers"), ("street", "145 Waterloo Row"), ("city", "Fredericton"), ("postal", "E3B 1Y9"),
      ("job", "legal assistant"), ("organization", "Stewart McKelvey"), ("name", "Alan Jimenez"), ("phone", "506-555-0183"))),
    ("Tax invoice INV-2291. Kerry Newman, freelance illustrator, 9 Grey Street, Tauranga 3110. GST/IRD no. 31218470. "
     "Bank 01-0753-6857215-039. Bill to: Bay of Plenty Regional Council.",
     (("name", "Kerry Newman"), ("job", "illustrator"), ("street", "9 Grey Street"), ("city", "Tauranga"),
      ("postal", "3110"), ("id", "31218470"), ("code", "01-0753-6857215-039"),
      ("organization", "Bay of Plenty Regional Council"))),
    ("Lost on the Greenway near Kilmacthomas on Sunday: a black Garmin and a car key with a Maxol fob. Owner Harriet "
     "Fenelon-Macken, 085 555 7720, 12 Johnstown, Waterford X91 PX20.",
     (("place", "Kilmacthomas"), ("name", "Harriet Fenelon-Macken"), ("phone", "085 555 7720"),
      ("street", "12 Johnstown"), ("city", "Waterford"), ("postal", "X91 PX20"))),
    ("Tulong po sa BIR form 1902. Employee: Rodel Macaraeg Bautista, TIN 418-226-931-000, SSS 34-7712096-1, new hire as "
     "a customer service associate at Teleperformance, Iloilo Business Park, Mandurriao. Home: Barangay Tabucan.",
     (("name", "Rodel Macaraeg Bautista"), ("id", "418-226-931-000"), ("id", "34-7712096-1"),
      ("job", "customer service associate"), ("organization", "Teleperformance"), ("place", "Iloilo Business Park"),
      ("place", "Mandurriao"), ("place", "Barangay Tabucan"))),
    ("Proofread my Schengen cover letter: My name is Halima Sadiq Abubakar, NIN 71294085532, an architect with Julius "
     "Berger in Kaduna, living at 14 Ahmadu Bello Way, Barnawa. I will visit my friend Morenike Falabi in Bordeaux.",
     (("name", "Halima Sadiq Abubakar"), ("id", "71294085532"), ("job", "architect"), ("organization", "Julius Berger"),
      ("city", "Kaduna"), ("street", "14 Ahmadu Bello Way"), ("place", "Barnawa"), ("name", "Morenike Falabi"),
      ("city", "Bordeaux"))),
    ("Registration: Pretoria Harlequins junior rugby. Player: Minenhle Maphumulo, age 15, Pretoria Boys High, position flank. Parent: "
     "Sandile Gabhezi, ID 7801224506083, 072 555 3318, 9 Atterbury Road, Menlo Park. Allergies: penicillin.",
     (("organization", "Pretoria Harlequins"), ("name", "Minenhle Maphumulo"), ("age", "15"), ("school", "Pretoria Boys High"),
      ("name", "Sandile Gabhezi"), ("id", "7801224506083"), ("phone", "072 555 3318"), ("street", "9 Atterbury Road"),
      ("place", "Menlo Park"), ("health", "penicillin"))),
    ("Accident claim to Sri Lanka Insurance: my car CP CAB-7731, policy VM/2026/551902, was hit by a bus near "
     "Peradeniya. I'm Chathura Bandara, NIC 872354419V, a lecturer in chemistry, living in Kandy.",
     (("organization", "Sri Lanka Insurance"), ("vehicle", "CP CAB-7731"), ("id", "VM/2026/551902"),
      ("place", "Peradeniya"), ("name", "Chathura Bandara"), ("id", "872354419V"), ("job", "lecturer in chemistry"),
      ("city", "Kandy"))),
    ("Sign-up for the Jinja Nile clean-up: Okello Denis Opio, NIN CM88034105RXTL, a fisheries officer with NaFIRRI, "
     "lives in Masese, Walukuba. Call 0701 555 624.",
     (("city", "Jinja"), ("name", "Okello Denis Opio"), ("id", "CM88034105RXTL"), ("job", "fisheries officer"),
      ("organization", "NaFIRRI"), ("place", "Masese"), ("place", "Walukuba"), ("phone", "0701 555 624"))),
    ("Grade 10 application to Ndola Girls Technical: pupil Chanda Mwansa, guardian Mr Mutale Mwansa (NRC 208814/61/1), "
     "an auto electrician at ZCCM, House 17, Kansenshi, Ndola.",
     (("school", "Ndola Girls Technical"), ("name", "Chanda Mwansa"), ("name", "Mutale Mwansa"), ("id", "208814/61/1"),
      ("job", "auto electrician"), ("organization", "ZCCM"), ("street", "House 17"), ("place", "Kansenshi"),
      ("city", "Ndola"))),
    ("St. Joseph's Convent San Fernando class of 2001 brunch at Pier 1, Chaguaramas! Bring photos. Contact Allison "
     "Mohammed-Khan 868-555-7731; she's now head of HR at Massy Stores.",
     (("school", "St. Joseph's Convent"), ("city", "San Fernando"), ("place", "Chaguaramas"),
      ("name", "Allison Mohammed-Khan"), ("phone", "868-555-7731"), ("job", "head of HR"),
      ("organization", "Massy Stores"))),
    ("Can you help me write to Service Canada? My SIN 633 727 128 was used by someone else. I'm Richard Ruiz, a grain "
     "elevator operator at Viterra, Rosetown, SK S0L 2V0.",
     (("id", "633 727 128"), ("name", "Richard Ruiz"), ("job", "grain elevator operator"), ("organization", "Viterra"),
      ("city", "Rosetown"), ("state", "SK"), ("postal", "S0L 2V0"))),
    ("Nursery admission at Maharaja Sawai Man Singh Vidyalaya: child Kashvi Kala, DOB 12-08-2022, mother Tara Sarraf, "
     "Aadhaar 5640 2648 1813, doctor at SMS Hospital, address Plot 44, Malviya Nagar, Jaipur 302017.",
     (("school", "Maharaja Sawai Man Singh Vidyalaya"), ("name", "Kashvi Kala"), ("date", "12-08-2022"),
      ("name", "Tara Sarraf"), ("id", "5640 2648 1813"), ("job", "doctor"), ("organization", "SMS Hospital"),
      ("street", "Plot 44"), ("place", "Malviya Nagar"), ("city", "Jaipur"), ("postal", "302017"))),
    ("Found: a wallet at Caudan Waterfront with an ID card X120392720302B and a Mauritius Telecom staff card for "
     "Jean-Marc Labonte. Call me on 5912 4417 or collect it at Rose-Hill police station.",
     (("place", "Caudan Waterfront"), ("id", "X120392720302B"), ("organization", "Mauritius Telecom"),
      ("name", "Jean-Marc Labonte"), ("phone", "5912 4417"), ("city", "Rose-Hill"))),
    ("Home insurance claim: storm damage to the roof at 16 Northland Road, Derry BT48 7JD. Policy HH-8821054. "
     "Policyholder Neil Phillips, a taxi driver with Foyle Taxis. Roofer Jay Carter quoted 4,200 pounds.",
     (("street", "16 Northland Road"), ("city", "Derry"), ("postal", "BT48 7JD"), ("id", "HH-8821054"),
      ("name", "Neil Phillips"), ("job", "taxi driver"), ("organization", "Foyle Taxis"), ("name", "Jay Carter"))),
    ("Our Lautoka village is raising funds for Semisi Vakacegu, 46, a cane cutter who lost his leg to gangrene. Send "
     "via M-PAiSA 8621 904 or drop it at Namoli Methodist Church.",
     (("city", "Lautoka"), ("name", "Semisi Vakacegu"), ("age", "46"), ("job", "cane cutter"), ("health", "gangrene"),
      ("code", "8621 904"), ("organization", "Namoli Methodist Church"))),
    ("Quotation from Rufaro Chikwanha, freelance bookkeeper, ID 08-771203 K 18, 42 Fife Avenue, Bulawayo. Client: "
     "Delta Beverages. Payment via CBZ acc 01224556781900.",
     (("name", "Rufaro Chikwanha"), ("job", "bookkeeper"), ("id", "08-771203 K 18"), ("street", "42 Fife Avenue"),
      ("city", "Bulawayo"), ("organization", "Delta Beverages"), ("code", "01224556781900"))),
    ("I can confirm Cathal Ó Cionnaigh was a tenant at Apt 5, 22 Mill Street, Westport F28 Y6P2 for two years. He works "
     "as a commis chef at Hotel Westport. PPS 9497188LA. Noeleen de Priondargás, landlord.",
     (("name", "Cathal Ó Cionnaigh"), ("street", "22 Mill Street"), ("city", "Westport"), ("postal", "F28 Y6P2"),
      ("job", "commis chef"), ("organization", "Hotel Westport"), ("id", "9497188LA"),
      ("name", "Noeleen de Priondargás"))),
    ("Please improve this: I, Farzana Akter Rumi, NID 4621 908 557, am a nursing student at Dhaka Medical College, and "
     "my father Abdul Karim Bhuiyan runs a pharmacy in Uttara Sector 7.",
     (("name", "Farzana Akter Rumi"), ("id", "4621 908 557"), ("job", "nursing student"),
      ("organization", "Dhaka Medical College"), ("name", "Abdul Karim Bhuiyan"), ("place", "Uttara Sector 7"))),
    ("Junior football rego, Palmerston North Marist: Noah Morgan, 11, Ross Intermediate. Medical: epilepsy. Parent "
     "Jessica Morgan 027 555 8814, 31 Botanical Road, Takaro.",
     (("organization", "Palmerston North Marist"), ("name", "Noah Morgan"), ("age", "11"),
      ("school", "Ross Intermediate"), ("health", "epilepsy"), ("name", "Jessica Morgan"), ("phone", "027 555 8814"),
      ("street", "31 Botanical Road"), ("place", "Takaro"))),
    ("Translate this for my mom: 'Patient Michael Evans, 56 y/o, HSN 843 117 290. Admitted to Regina General Hospital "
     "with cellulitis of the left leg. Discharged home to Moose Jaw. Follow-up with Dr. Amanda Cole.'",
     (("name", "Michael Evans"), ("age", "56"), ("id", "843 117 290"), ("organization", "Regina General Hospital"),
      ("health", "cellulitis"), ("city", "Moose Jaw"), ("name", "Amanda Cole"))),
    ("Lost ID lace po sa Session Road, Baguio City: SLU ID of Kristine Joy Dumalsin plus a PhilHealth card "
     "12-025511987-3. Pls contact 0995 555 2187. Salamat!",
     (("street", "Session Road"), ("city", "Baguio City"), ("organization", "SLU"), ("name", "Kristine Joy Dumalsin"),
      ("id", "12-025511987-3"), ("phone", "0995 555 2187"))),
    ("Tax Invoice. Graphic designer: Teerth Kalita, PAN HUKPW6723V, 7 Sharan Apartments, Vastrapur, Ahmedabad 380009. "
     "GSTIN 29RMJPH9298H1ZT. Client: Amul Dairy, Anand.",
     (("job", "Graphic designer"), ("name", "Teerth Kalita"), ("id", "HUKPW6723V"), ("street", "7 Sharan Apartments"),
      ("place", "Vastrapur"), ("city", "Ahmedabad"), ("postal", "380009"), ("id", "29RMJPH9298H1ZT"),
      ("organization", "Amul Dairy"), ("city", "Anand"))),
    ("Maties Class of 2011 reunion at Spier wine farm! RSVP to Silondile Khumalo (silo.khumalo@gmail.com). She's now "
     "an advocate at the Cape Bar. Also tagging Nomusa Nombhoco-Makhedama.",
     (("school", "Maties"), ("place", "Spier"), ("name", "Silondile Khumalo"), ("email", "silo.khumalo@gmail.com"),
      ("job", "advocate"), ("organization", "Cape Bar"), ("name", "Nomusa Nombhoco-Makhedama"))),
    ("Dear Access Bank, my card was swallowed at the ATM on Owode Road, Offa. Acct 0692218845, BVN 22371569014. I'm "
     "Olufunmilayo Ilori, a scrub nurse at UITH. Phone 0805 555 1902.",
     (("street", "Owode Road"), ("city", "Offa"), ("code", "0692218845"), ("id", "22371569014"),
      ("name", "Olufunmilayo Ilori"), ("job", "scrub nurse"), ("organization", "UITH"), ("phone", "0805 555 1902"))),
    ("Lost cat in Birkirkara near Triq il-Kbira: grey tabby, chip 900164001227815. Owner Karl Vella Zammit, 7933 5521, "
     "works as a coach driver with Malta Public Transport.",
     (("city", "Birkirkara"), ("street", "Triq il-Kbira"), ("code", "900164001227815"), ("name", "Karl Vella Zammit"),
      ("phone", "7933 5521"), ("job", "coach driver"), ("organization", "Malta Public Transport"))),
    ("Make this polite: 'Dear Christina, I am giving notice on suite 210, 3355 Lonsdale Ave, North Vancouver V7N 3K4. I "
     "got a job as a paramedic in Prince George. PHN 9247813255. Ashley Brown'",
     (("name", "Christina"), ("street", "3355 Lonsdale Ave"), ("city", "North Vancouver"), ("postal", "V7N 3K4"),
      ("job", "paramedic"), ("city", "Prince George"), ("id", "9247813255"), ("name", "Ashley Brown"))),
    ("Discharge summary from SGPGI Lucknow: Patient Ramesh Chandra Tiwari, 62 years, MRD No. 2026-118830, diagnosis: "
     "carcinoma of the oesophagus. Resident of 4/112 Vikas Nagar. Treating consultant Dr. Anupam Srivastava.",
     (("organization", "SGPGI"), ("city", "Lucknow"), ("name", "Ramesh Chandra Tiwari"), ("age", "62"),
      ("id", "2026-118830"), ("health", "carcinoma of the oesophagus"), ("street", "4/112 Vikas Nagar"),
      ("name", "Anupam Srivastava"))),
    ("Landlady Mrs. Nansubuga Florence of Najjera 2, block B, says my deposit is gone. I'm Ochieng Paul, a quality "
     "control analyst at Quality Chemicals in Luzira.",
     (("name", "Nansubuga Florence"), ("place", "Najjera"), ("name", "Ochieng Paul"), ("job", "quality control analyst"),
      ("organization", "Quality Chemicals"), ("place", "Luzira"))),
    ("Found: a GDF ID card near the Berbice Bridge for Lance Cpl. Troy Fredericks, plus a GPL bill for Lot 14, "
     "Rosignol. Call 592-555-2206.",
     (("organization", "GDF"), ("place", "Berbice Bridge"), ("name", "Troy Fredericks"), ("organization", "GPL"),
      ("street", "Lot 14"), ("place", "Rosignol"), ("phone", "592-555-2206"))),
    ("Parkrun volunteer roster, Sligo: run director Jarlath Ó Riain, a secondary teacher at Summerhill College; tail "
     "walker Aideen Ó Hoirbheard, 087 555 6613; Garda vetting ref GV-2026-330917.",
     (("city", "Sligo"), ("name", "Jarlath Ó Riain"), ("job", "secondary teacher"), ("school", "Summerhill College"),
      ("name", "Aideen Ó Hoirbheard"), ("phone", "087 555 6613"), ("id", "GV-2026-330917"))),
    ("Kandyan Buddhist family seeks a bride for son, 48, 5'8\", an Assistant Superintendent of Police in Kurunegala. "
     "Contact mother at amara.herath55@gmail.com or 071 555 3396. Residence: Gampola.",
     (("age", "48"), ("job", "Assistant Superintendent of Police"), ("city", "Kurunegala"),
      ("email", "amara.herath55@gmail.com"), ("phone", "071 555 3396"), ("city", "Gampola"))),
    ("Help me reply to Immigration NZ: client no. 38817420, skilled migrant application. I, Ashwin Nair, am a geotechnical "
     "engineer at Beca in Christchurch, living at 58 Riccarton Road, Riccarton with my wife Keerthana.",
     (("id", "38817420"), ("name", "Ashwin Nair"), ("job", "geotechnical engineer"), ("organization", "Beca"),
      ("city", "Christchurch"), ("street", "58 Riccarton Road"), ("place", "Riccarton"), ("name", "Keerthana"))),
    ("Registration for JK at St. Mary Catholic Elementary, Milton: child Aarav Sandhu, OEN 331-208-415, parent "
     "Manpreet Sandhu, warehouse supervisor at Canadian Tire, 77 Thompson Rd, L9T 2X5.",
     (("school", "St. Mary Catholic Elementary"), ("city", "Milton"), ("name", "Aarav Sandhu"),
      ("id", "331-208-415"), ("name", "Manpreet Sandhu"), ("job", "warehouse supervisor"),
      ("organization", "Canadian Tire"), ("street", "77 Thompson Rd"), ("postal", "L9T 2X5"))),
    ("Choir unit sign-up, Deeper Life Bible Church, Ugbowo: Sis. Omotola Bakare (0816 555 3390), Bro. Osaze "
     "Igbinedion, a panel beater at Uselu, and Dcn. Gbowoade Olasupo.",
     (("organization", "Deeper Life Bible Church"), ("place", "Ugbowo"), ("name", "Omotola Bakare"),
      ("phone", "0816 555 3390"), ("name", "Osaze Igbinedion"), ("job", "panel beater"), ("place", "Uselu"),
      ("name", "Gbowoade Olasupo"))),
    ("TIO claim 3318-552: my Ranger, rego CB 17 QX, was hit in the Casuarina Square car park, Darwin. The other party "
     "is Jodi Levine, a FIFO boilermaker. My licence 552190.",
     (("organization", "TIO"), ("id", "3318-552"), ("vehicle", "CB 17 QX"), ("place", "Casuarina Square"),
      ("city", "Darwin"), ("name", "Jodi Levine"), ("job", "boilermaker"), ("id", "552190"))),
    ("Help with my residence appeal at UKZN Howard College: student number 221874506, from Eshowe, studying nursing. "
     "My gogo Nomcebo Jobe is a pensioner, ID 6701281323086.",
     (("organization", "UKZN"), ("place", "Howard College"), ("id", "221874506"), ("city", "Eshowe"),
      ("name", "Nomcebo Jobe"), ("id", "6701281323086"))),
    ("Lost near Thampanoor bus stand: a purse with a KSRTC season ticket and a voter ID CFV2811693 for Lijo Mathew. "
     "Please contact 98470 55328 or hand it in at Fort police station, Thiruvananthapuram.",
     (("place", "Thampanoor"), ("id", "CFV2811693"), ("name", "Lijo Mathew"), ("phone", "98470 55328"),
      ("organization", "Fort police station"), ("city", "Thiruvananthapuram"))),
    ("UNZA alumni WhatsApp: congratulations to Chipo Banda, now Shift Supervisor at Zambeef in Chisamba, and to Mwila "
     "Kapembwa, who joined Airtel Zambia as a network engineer. Reach Chipo on 0977 555 412.",
     (("school", "UNZA"), ("name", "Chipo Banda"), ("job", "Shift Supervisor"), ("organization", "Zambeef"),
      ("place", "Chisamba"), ("name", "Mwila Kapembwa"), ("organization", "Airtel Zambia"), ("job", "network engineer"),
      ("phone", "0977 555 412"))),
)

# Tenth round (everyday10, session of 2026-11-29 10:32 UTC), written by hand by the helper before reading any detector
# code, in registers no earlier round used: US health-insurance and pharmacy portals (member IDs, group numbers, NPI,
# MBI, MRN, prior authorisations), school incident reports, pet-adoption forms, gym cancellations, wedding-vendor
# emails, parole, probation and jury-duty paperwork, foster-care forums, utility-hardship letters, moving quotes,
# clinical-trial sign-ups, daycare enrolments, sole-trader invoices; German, Austrian and Swiss, Dutch and Belgian,
# Danish, Swedish, Norwegian and Finnish, Polish, Israeli, Brazilian, Mexican, Emirati-expat, Barbadian, Bahamian and
# St Lucian, Cameroonian, Rwandan, Tanzanian, Botswanan and Namibian English, US Pacific Northwest, Mountain West,
# Southwest, New England, Florida and Texas, Perth and Adelaide Australian. Names partly from Faker 40.63 (en_US,
# de_DE, de_AT, de_CH, nl_NL, nl_BE, da_DK, sv_SE, no_NO, fi_FI, pl_PL, pt_BR, es_MX), the rest invented; towns,
# districts, roads and public institutions are real public names; numbers invented, valid for their scheme where
# python-stdnum has one (Steuer-ID, Austrian SVNR, AHV, CPR, personnummer, fødselsnummer, PESEL, Teudat Zehut, CPF,
# BSN, ABN, TFN, IBAN) or a published check (NPI's Luhn over 80840, Medicare Australia's weights, Emirates ID's Luhn);
# phones with a 555 block, ACMA's 0491 570 xxx, or made up. STUDY10's misses may be read and fixed; BLIND10 is
# measured for numbers only, never its outputs.
STUDY10: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Refill request for my mom Dolores Whitcomb (DOB 03/14/1951), Regence member ID XKP482913057, group 0074821. She "
     "picks up at the Walgreens on Pacific Highway in Tigard. Lisinopril 20 mg and Eliquis for her AFib. Prescriber Dr. "
     "Anand Rao, NPI 1241672090.",
     (("name", "Dolores Whitcomb"), ("date", "03/14/1951"), ("organization", "Regence"), ("id", "XKP482913057"),
      ("id", "0074821"), ("street", "Pacific Highway"), ("city", "Tigard"), ("health", "Eliquis"), ("health", "AFib"),
      ("name", "Anand Rao"), ("id", "1241672090"))),
    ("Can you make this appeal letter sound firmer? Aetna denied the MRI for my husband Gregory Paulsen, member ID "
     "W284719036, group number 8814702-010-00001. His neurologist at Billings Clinic says the bulging disc at L5-S1 "
     "needs imaging. We live at 1127 Rimrock Road, Billings, MT 59102.",
     (("organization", "Aetna"), ("name", "Gregory Paulsen"), ("id", "W284719036"), ("id", "8814702-010-00001"),
      ("organization", "Billings Clinic"), ("health", "bulging disc"), ("street", "1127 Rimrock Road"),
      ("city", "Billings"), ("postal", "59102"))),
    ("Incident report draft: On 10/21 at recess, Kaylee Brandvold (grade 3, Mrs. Ostrander's class) was pushed off the "
     "climbing structure and hurt her wrist. Nurse Jan Tollefson iced it. Parent contacted: Travis Brandvold, "
     "651-555-0183. Cedar Park Elementary, Apple Valley.",
     (("name", "Kaylee Brandvold"), ("name", "Ostrander"), ("name", "Jan Tollefson"), ("name", "Travis Brandvold"),
      ("phone", "651-555-0183"), ("school", "Cedar Park Elementary"), ("city", "Apple Valley"))),
    ("Adoption application for Biscuit the kelpie cross. Applicant: Shannon Pettigrew, 43, recovery nurse at Fiona "
     "Stanley Hospital. Address 17 Forrest Street, Cottesloe WA 6011. Landlord approval from Ray White attached. Mobile "
     "0491 570 312.",
     (("name", "Shannon Pettigrew"), ("age", "43"), ("job", "recovery nurse"), ("organization", "Fiona Stanley Hospital"),
      ("street", "17 Forrest Street"), ("city", "Cottesloe"),
      ("postal", "6011"), ("organization", "Ray White"),
      ("phone", "0491 570 312"))),
    ("Please help me write a cancellation letter in English to my gym. I am Tobias Kreuzer, member number 40018827 at "
     "FitX Leipzig. I am moving to Graz for a new job as a process engineer at AVL List. My address: Karl-Heine-Straße "
     "42, 04229 Leipzig. IBAN DE62 4491 3930 1959 5444 40.",
     (("name", "Tobias Kreuzer"), ("id", "40018827"), ("organization", "FitX"), ("city", "Graz"),
      ("job", "process engineer"), ("organization", "AVL List"), ("street", "Karl-Heine-Straße 42"), ("postal", "04229"),
      ("city", "Leipzig"), ("code", "DE62 4491 3930 1959 5444 40"))),
    ("Hi Kristen, confirming the florals for our wedding on June 6 at Shelburne Farms. Bride: Abigail Thornquist, "
     "groom: Marcus Delacroix-Hale. The deposit was paid from my Amex ending 4417. Our planner Jody at Green Mountain "
     "Events has the timeline. Call me at 802-555-0126.",
     (("name", "Kristen"), ("place", "Shelburne Farms"), ("name", "Abigail Thornquist"),
      ("name", "Marcus Delacroix-Hale"), ("code", "4417"), ("name", "Jody"), ("organization", "Green Mountain Events"),
      ("phone", "802-555-0126"))),
    ("I need help filling out my monthly supervision report. Name: Dwayne Ellison Pratt, ADCRR #318842, my PO is "
     "Officer Renee Castillo at the Tucson office. Current address 2210 E Benson Hwy Apt 14, Tucson AZ 85706. Employer: "
     "Desert Sun Roofing, I've been a roofer's helper there since August.",
     (("name", "Dwayne Ellison Pratt"), ("id", "318842"), ("name", "Renee Castillo"), ("street", "2210 E Benson Hwy"),
      ("city", "Tucson"), ("postal", "85706"), ("organization", "Desert Sun Roofing"), ("job", "roofer's helper"))),
    ("Update on our placement: the girls (Nevaeh, 10, and Aaliyah, 4) have been with us since March. Their caseworker at "
     "ODHS, Brittany Oakes, says the reunification hearing is Dec 9. Their bio mom is in treatment for meth at Serenity "
     "Lane. We're in Springfield, OR.",
     (("name", "Nevaeh"), ("age", "10"), ("name", "Aaliyah"), ("age", "4"), ("name", "Brittany Oakes"),
      ("health", "meth"), ("organization", "Serenity Lane"), ("city", "Springfield"))),
    ("Can you translate this to English for my landlord? I, Daan Gellemeyer, BSN 452802404, rent the room at Oudegracht "
     "218, 3511 NS Utrecht from Vesteda. The heating has been broken since 2 November and my son Bram (he's 7) has "
     "bronchitis.",
     (("name", "Daan Gellemeyer"), ("id", "452802404"), ("street", "Oudegracht 218"), ("postal", "3511 NS"),
      ("city", "Utrecht"), ("organization", "Vesteda"), ("name", "Bram"), ("age", "7"), ("health", "bronchitis"))),
    ("Help me write to Försäkringskassan in English. I'm Caroline Mattsson, personnummer 850402-0382, an assistant "
     "nurse at Sahlgrenska in Gothenburg. I have been on sick leave for burnout since September.",
     (("name", "Caroline Mattsson"), ("id", "850402-0382"), ("job", "assistant nurse"), ("organization", "Sahlgrenska"),
      ("city", "Gothenburg"), ("health", "burnout"))),
    ("We want to adopt a cat from Kattens Værn. Applicant Ulf Østergaard-Thygesen, CPR 0611769875, Jægersborggade 12, "
     "2200 København N. Works nights as a bus driver for Movia. Two kids, Ida (8) and Sofus (5).",
     (("organization", "Kattens Værn"), ("name", "Ulf Østergaard-Thygesen"), ("id", "0611769875"),
      ("street", "Jægersborggade 12"), ("postal", "2200"), ("city", "København"), ("organization", "Movia"),
      ("name", "Ida"), ("age", "8"), ("name", "Sofus"), ("age", "5"))),
    ("Write an email for me to the Fonds Soziales Wien. My name is Pascal Rabl, SVNR 9274120393, Lerchenfelder Straße "
     "77/14, 1070 Wien. My mother Anika Rabl, 85, has Alzheimer's and lives at Haus Hietzing.",
     (("name", "Pascal Rabl"), ("id", "9274120393"), ("street", "Lerchenfelder Straße 77"), ("postal", "1070"),
      ("city", "Wien"), ("name", "Anika Rabl"), ("age", "85"), ("health", "Alzheimer's"),
      ("organization", "Haus Hietzing"))),
    ("Help me reply to the Gemeinde in English. My AHV number is 756.6796.7589.12. I'm Yvonne Eugster, living at "
     "Bahnhofstrasse 9, 8610 Uster, and I work as a Fachfrau Betreuung at Kita Sonnenblume.",
     (("id", "756.6796.7589.12"), ("name", "Yvonne Eugster"), ("street", "Bahnhofstrasse 9"), ("postal", "8610"),
      ("city", "Uster"), ("job", "Fachfrau Betreuung"), ("organization", "Kita Sonnenblume"))),
    ("Can you help me write to LOT about my lost bag? Passenger Sylwia Wasilewicz, PESEL 90122881272, flight LO 4 from "
     "Chicago to Warsaw on 4 Nov. Deliver to ul. Piotrkowska 104/6, 90-006 Łódź. Phone +48 512 555 840.",
     (("name", "Sylwia Wasilewicz"), ("id", "90122881272"), ("street", "Piotrkowska 104/6"), ("postal", "90-006"),
      ("city", "Łódź"), ("phone", "+48 512 555 840"))),
    ("Rewrite this for the kupat holim: I'm Noa Ben-Haim, ID 019476332, member of Maccabi in Ra'anana. My son Itai (he's "
     "1) was diagnosed with eosinophilic esophagitis at Schneider and needs a referral to a gastroenterologist. Contact 052-555-3318.",
     (("name", "Noa Ben-Haim"), ("id", "019476332"), ("organization", "Maccabi"), ("city", "Ra'anana"), ("name", "Itai"),
      ("age", "1"), ("health", "eosinophilic esophagitis"), ("organization", "Schneider"), ("phone", "052-555-3318"))),
    ("Improve my English for this application: I'm Igor da Cunha, CPF 935.646.962-88, I graduated in civil engineering "
     "from UFMG in Belo Horizonte and I'm now a geotechnical drafter at Andrade Gutierrez. Address: Rua Pernambuco 1020, "
     "Savassi.",
     (("name", "Igor da Cunha"), ("id", "935.646.962-88"), ("school", "UFMG"), ("city", "Belo Horizonte"),
      ("job", "geotechnical drafter"), ("organization", "Andrade Gutierrez"), ("street", "Rua Pernambuco 1020"),
      ("place", "Savassi"))),
    ("Please fix the grammar for my job application: My name is Itzel Mariana Castellanos, from Tlaquepaque, Jalisco. I "
     "worked six years as a short-order cook at Casa Bariachi and now I am pantry cook at the Hyatt Regency Dallas. My DACA "
     "receipt number is IOE0912345678.",
     (("name", "Itzel Mariana Castellanos"), ("city", "Tlaquepaque"), ("state", "Jalisco"), ("job", "short-order cook"),
      ("organization", "Casa Bariachi"), ("job", "pantry cook"), ("organization", "Hyatt Regency Dallas"),
      ("id", "IOE0912345678"))),
    ("Please make this complaint to SEWA polite: account no. 2039184756, Villa 14, Street 27, Al Majaz 3, Sharjah. Tenant "
     "Sreejith Pillai, Emirates ID 784-1990-0199631-5. My wife is 7 months pregnant and the AC has been off for two days.",
     (("organization", "SEWA"), ("id", "2039184756"), ("street", "Villa 14"), ("place", "Al Majaz"), ("city", "Sharjah"),
      ("name", "Sreejith Pillai"), ("id", "784-1990-0199631-5"), ("health", "pregnant"))),
    ("Scholarship essay, please shorten to 300 words: Growing up in Six Roads, St. Philip, with my grandmother Maisie "
     "Greenidge, a retired seamstress, taught me patience. I'm Tariq Alleyne, 16, head boy at Harrison College.",
     (("place", "Six Roads"), ("place", "St. Philip"), ("name", "Maisie Greenidge"), ("job", "seamstress"),
      ("name", "Tariq Alleyne"), ("age", "16"), ("school", "Harrison College"))),
    ("Accident report: On Nov 2 at the roundabout by the Mall at Marathon, my Honda Fit, plate AV2291, was hit by a "
     "jitney driven by Kendrick Rolle. My name is Shandra Ferguson, NIB number 21847563, I'm a loan officer at RBC Royal Bank "
     "on Bay Street.",
     (("place", "Mall at Marathon"), ("vehicle", "AV2291"), ("name", "Kendrick Rolle"), ("name", "Shandra Ferguson"),
      ("id", "21847563"), ("job", "loan officer"), ("organization", "RBC Royal Bank"))),
    ("Proofread my cover letter: I am Ngwa Emmanuel Fru, holder of a BSc from the University of Buea, currently a field "
     "officer at Plan International in Bamenda, where I coordinate WASH projects in Bafut and Santa.",
     (("name", "Ngwa Emmanuel Fru"), ("school", "University of Buea"), ("job", "field officer"),
      ("organization", "Plan International"), ("city", "Bamenda"), ("place", "Bafut"))),
    ("My landlord Jean-Bosco Habimana in Kicukiro refuses to return my deposit of 300,000 RWF. I'm Aline Uwase, "
     "national ID 1199280048213021, an anaesthetic technician at King Faisal Hospital. How do I complain to RURA or the sector office?",
     (("name", "Jean-Bosco Habimana"), ("place", "Kicukiro"), ("name", "Aline Uwase"), ("id", "1199280048213021"),
      ("job", "anaesthetic technician"), ("organization", "King Faisal Hospital"))),
    ("Summarize this clinic note: Patient Zuberi Mwakyusa, 49, from Mbezi Beach, Dar es Salaam, known HIV positive on "
     "dolutegravir, presents with cough for 3 weeks. Referred to Muhimbili for GeneXpert.",
     (("name", "Zuberi Mwakyusa"), ("age", "49"), ("place", "Mbezi Beach"), ("city", "Dar es Salaam"),
      ("health", "HIV positive"), ("health", "dolutegravir"), ("organization", "Muhimbili"))),
    ("Daycare enrolment form: Child Lesedi Kgosi, 3 years. Parent Mpho Kgosi, Omang 437219561, maths teacher at "
     "Maru-a-Pula School. Address Plot 21874, Block 8, Gaborone. Allergies: peanuts.",
     (("name", "Lesedi Kgosi"), ("name", "Mpho Kgosi"), ("id", "437219561"), ("job", "maths teacher"),
      ("school", "Maru-a-Pula School"), ("street", "Plot 21874"), ("city", "Gaborone"), ("health", "peanuts"))),
    ("Please help me cancel my contract with Fit for Life in Swakopmund. Member: Heinrich Groenewald, membership 55821. "
     "I've been diagnosed with a torn rotator cuff and my physio at Cottage Medi-Clinic says no gym for 6 months.",
     (("organization", "Fit for Life"), ("city", "Swakopmund"), ("name", "Heinrich Groenewald"), ("id", "55821"),
      ("health", "torn rotator cuff"), ("organization", "Cottage Medi-Clinic"))),
    ("Help me prepare for a call with Humana. My dad, Eugene Ostrowski, 80, who has congestive heart failure, has MBI "
     "4TE9-XK2-MN71. His PCP is Dr. Linda Farrokhzad at Sarasota Memorial. He lives in Pelican Bay, Naples.",
     (("organization", "Humana"), ("name", "Eugene Ostrowski"), ("age", "80"), ("health", "congestive heart failure"),
      ("id", "4TE9-XK2-MN71"), ("name", "Linda Farrokhzad"), ("organization", "Sarasota Memorial"),
      ("place", "Pelican Bay"), ("city", "Naples"))),
    ("Can you help me write a jury duty deferral? Juror number 20417, Second Judicial District Court. I'm Marisol "
     "Trujillo-Baca, a single mom, my son Santiago (he's 9) has cerebral palsy and I work nights as a CNA at Presbyterian "
     "Kaseman in Albuquerque.",
     (("id", "20417"), ("organization", "Second Judicial District Court"), ("name", "Marisol Trujillo-Baca"),
      ("name", "Santiago"), ("age", "9"), ("health", "cerebral palsy"), ("job", "CNA"), ("organization", "Presbyterian Kaseman"),
      ("city", "Albuquerque"))),
    ("Letter to Eversource: account 5128 447 3029, service address 41 Winthrop St, Apt 2, Medford MA 02155. I'm Joanne "
     "Fitzmaurice, 66, on oxygen for emphysema so my service can't be shut off. Certificate from Dr. Ezeilo at Lahey.",
     (("organization", "Eversource"), ("id", "5128 447 3029"), ("street", "41 Winthrop St"), ("city", "Medford"),
      ("postal", "02155"), ("name", "Joanne Fitzmaurice"), ("age", "66"), ("health", "emphysema"), ("name", "Ezeilo"),
      ("organization", "Lahey"))),
    ("Quote request: moving a 3-bedroom from 8 Ocean View Rd, Cape Elizabeth to Caribou on Dec 14, upright piano "
     "included. Contact Harlan Pelletier, 207-555-0199, harlan.pelletier@myfairpoint.net.",
     (("street", "8 Ocean View Rd"), ("city", "Cape Elizabeth"), ("city", "Caribou"), ("name", "Harlan Pelletier"),
      ("phone", "207-555-0199"), ("email", "harlan.pelletier@myfairpoint.net"))),
    ("Tax invoice from Brodie Kowalczyk, mobile pet groomer, ABN 58 065 482 078, 3/22 Churchill Road, Prospect SA 5082. "
     "Bill to: Mrs Glenys Featherstone, Burnside. Two groom sessions for Pepper, $180.",
     (("name", "Brodie Kowalczyk"), ("job", "pet groomer"), ("id", "58 065 482 078"), ("street", "22 Churchill Road"),
      ("place", "Prospect"), ("postal", "5082"), ("name", "Glenys Featherstone"), ("place", "Burnside"))),
    ("Help me fill in the Medicare claim for my daughter: card 2792013177, she's number 3 on it. Matilda Hextall, DOB "
     "02/09/2019, saw Dr. Pillay at Joondalup Health Campus for tonsillitis.",
     (("id", "2792013177"), ("name", "Matilda Hextall"), ("date", "02/09/2019"), ("name", "Pillay"),
      ("organization", "Joondalup Health Campus"), ("health", "tonsillitis"))),
    ("Please write to Kela in English for me. I'm Johannes Moilanen from Kuopio, a reach truck operator at Valio. My wife "
     "Sisko has multiple sclerosis and I need carer's leave.",
     (("name", "Johannes Moilanen"), ("city", "Kuopio"), ("job", "reach truck operator"), ("organization", "Valio"),
      ("name", "Sisko"), ("health", "multiple sclerosis"))),
    ("Help me write to NAV: fødselsnummer 21029194960, Kjell Solberg, Storgata 14, 9008 Tromsø. I worked as a deckhand "
     "on the trawler Havbris until my spinal fusion in May.",
     (("id", "21029194960"), ("name", "Kjell Solberg"), ("street", "Storgata 14"), ("postal", "9008"),
      ("city", "Tromsø"), ("job", "deckhand"), ("organization", "Havbris"), ("health", "spinal fusion"))),
    ("Email to the school in English please: our son Seppe Torfs, class 4B at Sint-Jozefscollege Aalst, was bitten "
     "during the playground fight on Monday. I'm his mother, Lisa Verbeke, 0476 55 21 09.",
     (("name", "Seppe Torfs"), ("school", "Sint-Jozefscollege"), ("city", "Aalst"), ("name", "Lisa Verbeke"),
      ("phone", "0476 55 21 09"))),
    ("My storage unit at Public Storage on Westheimer (unit C214) went to auction while I was locked up. I'm Darnell "
     "Whitfield, on probation in Harris County, PO Kimberly Nguyen, case 2231874. Can I get my stuff back?",
     (("organization", "Public Storage"), ("street", "Westheimer"), ("id", "C214"), ("name", "Darnell Whitfield"),
      ("place", "Harris County"), ("name", "Kimberly Nguyen"), ("id", "2231874"))),
    ("Adoption form for the Dumb Friends League: Pet Juniper, ID A48821734. Adopter Kelsey Marchetti, 51, vet tech at "
     "VCA Alameda East, 3390 W 38th Ave, Denver CO 80211.",
     (("organization", "Dumb Friends League"), ("id", "A48821734"), ("name", "Kelsey Marchetti"), ("age", "51"),
      ("job", "vet tech"), ("organization", "VCA Alameda East"), ("street", "3390 W 38th Ave"), ("city", "Denver"),
      ("postal", "80211"))),
    ("I want to join trial NCT05518204 at Duke for my metastatic melanoma. I'm Raymond Okonjo-Price, 69, a retired "
     "ironworker from Durham. What should I ask the coordinator?",
     (("id", "NCT05518204"), ("organization", "Duke"), ("health", "metastatic melanoma"),
      ("name", "Raymond Okonjo-Price"), ("age", "69"), ("job", "ironworker"), ("city", "Durham"))),
    ("Hi Marcia, confirming the DJ for our reception at Sandals Grande St. Lucian on April 18. Groom Kervin Joseph, "
     "bride Ria Mathurin. We'll pay the balance to Bank of Saint Lucia account 1002847631.",
     (("name", "Marcia"), ("organization", "Sandals Grande St. Lucian"), ("name", "Kervin Joseph"),
      ("name", "Ria Mathurin"), ("organization", "Bank of Saint Lucia"), ("code", "1002847631"))),
    ("Help me write to Frau Berger at the Grundschule am Mauerpark: my daughter Emma Schomber (Klasse 2b) came home with "
     "a bruise and nobody told us. Maurizio Schomber, Kastanienallee 31, 10435 Berlin.",
     (("name", "Berger"), ("school", "Grundschule am Mauerpark"), ("name", "Emma Schomber"),
      ("name", "Maurizio Schomber"), ("street", "Kastanienallee 31"), ("postal", "10435"), ("city", "Berlin"))),
    ("Portal message to Dr. Hsu: This is Brenda Kowalski, MRN 00482917, MultiCare Tacoma General. My A1c came back 9.2 "
     "and I'm still on Mounjaro and metformin. I drive for the Puyallup School District and need my DOT card renewed.",
     (("name", "Hsu"), ("name", "Brenda Kowalski"), ("id", "00482917"), ("organization", "MultiCare Tacoma General"),
      ("health", "Mounjaro"), ("organization", "Puyallup School District"))),
    ("Hey all, selling my gym membership transfer at Revo Fitness Joondalup, 9 months left. I'm Zac Trewhella, "
     "my flat is 4B Lakeside Apartments. The knee reconstruction means I can't train. DM or 0491 570 488.",
     (("organization", "Revo Fitness"), ("name", "Zac Trewhella"), ("street", "4B Lakeside Apartments"),
      ("health", "knee reconstruction"), ("phone", "0491 570 488"))),
    ("Prior authorization for my son Caleb Yazzie, 22, Blue Cross NM member ID YMN771204558, for Humira (ulcerative colitis). "
     "Gastro is Dr. Benally at UNM Children's. We're in Gallup, 505-555-0172.",
     (("name", "Caleb Yazzie"), ("age", "22"), ("organization", "Blue Cross NM"), ("id", "YMN771204558"),
      ("health", "Humira"), ("health", "ulcerative colitis"), ("name", "Benally"), ("organization", "UNM Children's"),
      ("city", "Gallup"), ("phone", "505-555-0172"))),
)

BLIND10: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Please reword this for the pharmacy portal: refill for Harold Vinokur, DOB 08/22/1947, Kaiser member ID "
     "NCAL60418832, Rx 7719204. He's out of Xarelto and tamsulosin. Pick up at the Kaiser pharmacy on Eureka Road, "
     "Roseville.",
     (("name", "Harold Vinokur"), ("date", "08/22/1947"), ("organization", "Kaiser"), ("id", "NCAL60418832"),
      ("id", "7719204"), ("health", "Xarelto"), ("street", "Eureka Road"), ("city", "Roseville"))),
    ("Draft an appeal to UnitedHealthcare: member ID 918274650, group 0712294. They denied physical therapy for my wife "
     "Colleen Abernathy after her ACL tear. Her surgeon Dr. Vikram Sethi, NPI 1102121013, at OrthoIndy. We live at 552 "
     "Meridian Hills Dr, Carmel IN 46032.",
     (("organization", "UnitedHealthcare"), ("id", "918274650"), ("id", "0712294"), ("name", "Colleen Abernathy"),
      ("health", "ACL tear"), ("name", "Vikram Sethi"), ("id", "1102121013"), ("organization", "OrthoIndy"),
      ("street", "552 Meridian Hills Dr"), ("city", "Carmel"), ("postal", "46032"))),
    ("School incident write-up: During lunch on 11/04, Brayden Kuczynski (5th grade, Mr. Haugen's room) threw a chair. "
     "No one was hurt. Dad Scott Kuczynski picked him up, 763-555-0148. Oak View Middle, Andover.",
     (("name", "Brayden Kuczynski"), ("name", "Haugen"), ("name", "Scott Kuczynski"), ("phone", "763-555-0148"),
      ("school", "Oak View Middle"), ("city", "Andover"))),
    ("Dog adoption form for Saving Animals from Euthanasia? Applicant Renata Kolovos, 53, oral health therapist at Smile "
     "Republic, 9 Seacombe Road, Brighton SA 5048. Two kids and a fenced yard. Mobile 0491 570 967.",
     (("name", "Renata Kolovos"), ("age", "53"), ("job", "oral health therapist"), ("organization", "Smile Republic"),
      ("street", "9 Seacombe Road"), ("city", "Brighton"), ("postal", "5048"), ("phone", "0491 570 967"))),
    ("Please translate my Kündigung to English: Anna-Lena Freudenberger, Mitgliedsnummer 77120934, McFIT "
     "Dortmund-Hörde. I start as a Bauzeichnerin at Hochtief in Essen next month. Address: Hermannstraße 118, 44263 "
     "Dortmund.",
     (("name", "Anna-Lena Freudenberger"), ("id", "77120934"), ("organization", "McFIT"), ("job", "Bauzeichnerin"),
      ("organization", "Hochtief"), ("city", "Essen"), ("street", "Hermannstraße 118"), ("postal", "44263"),
      ("city", "Dortmund"))),
    ("Hello Rochelle, checking that the cake tasting for the Whitlock-Moreno wedding is still Saturday at your "
     "Portsmouth bakery. Venue is Wentworth by the Sea on Sept 19. My fiancé Oscar Moreno is vegan. 603-555-0114.",
     (("name", "Rochelle"), ("name", "Whitlock-Moreno"), ("city", "Portsmouth"), ("organization", "Wentworth by the Sea"),
      ("name", "Oscar Moreno"), ("phone", "603-555-0114"))),
    ("Help me write a letter to my parole officer Agent Tom Ridley. I'm Jerome Mackey, DOC #1187345, living at Harbor "
     "House, 2130 N Cleveland St, Spokane WA 99205. I got hired as a dishwasher at Frank's Diner.",
     (("name", "Tom Ridley"), ("name", "Jerome Mackey"), ("id", "1187345"), ("organization", "Harbor House"),
      ("street", "2130 N Cleveland St"), ("city", "Spokane"), ("postal", "99205"), ("job", "dishwasher"),
      ("organization", "Frank's Diner"))),
    ("Foster parents group: our little guy Kaysen (he's 3) just got diagnosed with FASD. Our worker at DCYF, Tamara "
     "Whitehorse, says his sister Oaklynn can visit Sundays. Any FASD clinics near Bellingham?",
     (("name", "Kaysen"), ("age", "3"), ("health", "FASD"), ("name", "Tamara Whitehorse"), ("name", "Oaklynn"), ("city", "Bellingham"))),
    ("Make this English letter to Woonstad Rotterdam better: I am Kyara van den Brink, BSN 787012026, tenant at "
     "Nieuwe Binnenweg 341A, 3021 GH Rotterdam. Mould in the bedroom again and my daughter Fenna, 2, keeps wheezing.",
     (("organization", "Woonstad Rotterdam"), ("name", "Kyara van den Brink"), ("id", "787012026"),
      ("street", "Nieuwe Binnenweg 341A"), ("postal", "3021 GH"), ("city", "Rotterdam"), ("name", "Fenna"),
      ("age", "2"))),
    ("Write to Skatteverket for me in English: Erik Strömberg, personnummer 651019-6188, Kungsgatan 41, 753 21 Uppsala. "
     "I'm a self-employed refrigeration mechanic and my firm Strömberg El AB was deregistered by mistake.",
     (("name", "Erik Strömberg"), ("id", "651019-6188"), ("street", "Kungsgatan 41"), ("postal", "753 21"),
      ("city", "Uppsala"), ("job", "refrigeration mechanic"), ("organization", "Strömberg El AB"))),
    ("Application to foster through Børns Vilkår: Vera Jepsen-Henriksen, CPR 1311765557, Vesterbrogade 96, 1620 "
     "København V. Pedagogue at Børnehuset Mælkebøtten. Partner Robin Eriksen works for DSB.",
     (("organization", "Børns Vilkår"), ("name", "Vera Jepsen-Henriksen"), ("id", "1311765557"),
      ("street", "Vesterbrogade 96"), ("postal", "1620"), ("job", "pedagogue"),
      ("organization", "Børnehuset Mælkebøtten"), ("name", "Robin Eriksen"), ("organization", "DSB"))),
    ("Please write this in English for the PVA: Nele Kössler, Versicherungsnummer 5388070787, Mariahilfer Gürtel 12, "
     "1150 Wien. My husband Peter Schiefer, 75, had a brain haemorrhage and is in the Klinik Ottakring.",
     (("name", "Nele Kössler"), ("id", "5388070787"), ("street", "Mariahilfer Gürtel 12"), ("postal", "1150"),
      ("name", "Peter Schiefer"), ("age", "75"), ("health", "brain haemorrhage"), ("organization", "Klinik Ottakring"))),
    ("Help me answer the Steueramt: AHV 756.9660.1073.97, Bernadette Portmann, Dorfstrasse 3, 6403 Küssnacht am Rigi. I "
     "work part-time as a Pflegefachfrau at Spital Schwyz.",
     (("id", "756.9660.1073.97"), ("name", "Bernadette Portmann"), ("street", "Dorfstrasse 3"), ("postal", "6403"),
      ("city", "Küssnacht am Rigi"), ("job", "Pflegefachfrau"), ("organization", "Spital Schwyz"))),
    ("Complaint to Ryanair in English: Kornel Gamoń, PESEL 59020197926, booking ref QX7TLP, Gdańsk to Dublin on 12 "
     "Oct. Please refund to ul. Grunwaldzka 211/9, 80-266 Gdańsk. Mobile +48 601 555 273.",
     (("name", "Kornel Gamoń"), ("id", "59020197926"), ("code", "QX7TLP"), ("street", "Grunwaldzka 211/9"),
      ("postal", "80-266"), ("city", "Gdańsk"), ("phone", "+48 601 555 273"))),
    ("Translate for Clalit: Tamar Shvartz, ID 100084383, Kiryat Motzkin branch. My father Avraham, 93, has Lewy body dementia "
     "and needs a home aide from Matav. Phone 054-555-7720.",
     (("name", "Tamar Shvartz"), ("id", "100084383"), ("organization", "Clalit"), ("city", "Kiryat Motzkin"),
      ("name", "Avraham"), ("age", "93"), ("health", "Lewy body dementia"), ("organization", "Matav"),
      ("phone", "054-555-7720"))),
    ("Check my English please: I am Maria Alice da Cruz, CPF 303.789.554-38, compounding pharmacist at Drogaria Araujo in "
     "Contagem, and I want a master's at the University of Porto. I live on Rua Itaguaí 45, Eldorado.",
     (("name", "Maria Alice da Cruz"), ("id", "303.789.554-38"), ("job", "compounding pharmacist"),
      ("organization", "Drogaria Araujo"), ("city", "Contagem"), ("school", "University of Porto"),
      ("street", "Rua Itaguaí 45"), ("place", "Eldorado"))),
    ("Help me with my reference letter: Modesto Jonás Polanco worked for me as a landscaper for four years in "
     "Scottsdale. He is from Hermosillo, Sonora and is reliable. Signed, Gail Pickering, Desert Bloom Landscaping.",
     (("name", "Modesto Jonás Polanco"), ("job", "landscaper"), ("city", "Scottsdale"), ("city", "Hermosillo"),
      ("state", "Sonora"), ("name", "Gail Pickering"), ("organization", "Desert Bloom Landscaping"))),
    ("Complaint to Etisalat, make it formal: account 8812046690, Apartment 1204, Marina Pinnacle, Dubai Marina. "
     "Subscriber Farzana Qureshi, Emirates ID 784-1976-2530674-7. I work from home as an accounts payable clerk for Aramex.",
     (("organization", "Etisalat"), ("id", "8812046690"), ("street", "Apartment 1204"), ("place", "Marina Pinnacle"),
      ("name", "Farzana Qureshi"), ("id", "784-1976-2530674-7"), ("job", "accounts payable clerk"), ("organization", "Aramex"))),
    ("Personal statement for the UWI scholarship: I'm Shanice Boyce, 18, from Bathsheba, St. Joseph. My father Winston "
     "Boyce is a fisherman and my mother sells at Cheapside Market. I was deputy head girl at Queen's College.",
     (("name", "Shanice Boyce"), ("age", "18"), ("place", "Bathsheba"), ("place", "St. Joseph"),
      ("name", "Winston Boyce"), ("job", "fisherman"), ("place", "Cheapside Market"), ("school", "Queen's College"))),
    ("Statement for the insurer: Oct 30 on East Bay Street near Potter's Cay, a Nassau Flyer bus hit my Nissan Note, "
     "plate AH8152. I'm Delano Pinder, NIB 30918826, a port security officer. Witness: Lashanda Bain.",
     (("street", "East Bay Street"), ("place", "Potter's Cay"), ("vehicle", "AH8152"), ("name", "Delano Pinder"),
      ("id", "30918826"), ("job", "port security officer"), ("name", "Lashanda Bain"))),
    ("Improve my motivation letter: I'm Tanyi Bessem Ayuk, I hold a diploma from ENS Yaoundé and work as a chemistry "
     "teacher at GBHS Limbe. I coordinate the girls' science club in Buea.",
     (("name", "Tanyi Bessem Ayuk"), ("school", "ENS Yaoundé"), ("job", "chemistry teacher"), ("school", "GBHS Limbe"),
      ("city", "Buea"))),
    ("My landlord in Gisozi, Evariste Nsengiyumva, kept my deposit. I'm Clarisse Mukamana, ID 1198870036215042, a "
     "receptionist at Kigali Marriott. Who do I report to?",
     (("place", "Gisozi"), ("name", "Evariste Nsengiyumva"), ("name", "Clarisse Mukamana"), ("id", "1198870036215042"),
      ("job", "receptionist"), ("organization", "Kigali Marriott"))),
    ("Explain this referral letter simply: Mr Baraka Lyimo, 52, Sinza, known hypertensive on nifedipine, now with "
     "proteinuria. Kindly review at Aga Khan Hospital renal clinic.",
     (("name", "Baraka Lyimo"), ("age", "52"), ("place", "Sinza"), ("health", "hypertensive"), ("health", "nifedipine"),
      ("health", "proteinuria"), ("organization", "Aga Khan Hospital"))),
    ("Preschool application: child Onalenna Seretse, age 4. Mother Kagiso Seretse, Omang 219874305, nurse at Princess "
     "Marina Hospital. Plot 4417, Broadhurst, Gaborone. Emergency: Neo Seretse 71 555 204.",
     (("name", "Onalenna Seretse"), ("name", "Kagiso Seretse"), ("id", "219874305"),
      ("organization", "Princess Marina Hospital"), ("street", "Plot 4417"), ("place", "Broadhurst"),
      ("name", "Neo Seretse"), ("phone", "71 555 204"))),
    ("Cancel my Virgin Active membership in Windhoek please. Member Petrus Nghilifa, number 208814. I was diagnosed with "
     "a heart murmur and the cardiologist at Lady Pohamba Hospital says stop.",
     (("city", "Windhoek"), ("name", "Petrus Nghilifa"), ("id", "208814"), ("health", "heart murmur"),
      ("organization", "Lady Pohamba Hospital"))),
    ("Help with Medicare Part D: my mom Rosalind Okafor-Briggs, 96, who has macular degeneration, MBI 7QH2-RW5-TK38, "
     "pays too much for Eylea. Her eye doctor is at Bascom Palmer in Palm Beach Gardens.",
     (("name", "Rosalind Okafor-Briggs"), ("age", "96"), ("health", "macular degeneration"), ("id", "7QH2-RW5-TK38"),
      ("health", "Eylea"), ("organization", "Bascom Palmer"), ("city", "Palm Beach Gardens"))),
    ("Jury summons excuse: participant no. 884021, Pima County Superior Court. I'm Lorenzo Ochoa, my wife (Rocío, 54) is "
     "on chemo for ovarian cancer and I drive for Sun Tran.",
     (("id", "884021"), ("organization", "Pima County Superior Court"), ("name", "Lorenzo Ochoa"), ("name", "Rocío"),
      ("age", "54"), ("health", "ovarian cancer"), ("organization", "Sun Tran"))),
    ("Hardship letter to National Grid: account 77120-44318, 19 Lafayette St, Salem MA 01970. Maureen Costigan, 70, "
     "home dialysis for end-stage renal disease, so please keep the power on.",
     (("organization", "National Grid"), ("id", "77120-44318"), ("street", "19 Lafayette St"), ("city", "Salem"),
      ("postal", "01970"), ("name", "Maureen Costigan"), ("age", "70"), ("health", "end-stage renal disease"))),
    ("Moving estimate: 2-bed condo from 14 Pine Point Rd, Falmouth to Presque Isle, around Jan 3. Contact Lucinda "
     "Thibodeau, 207-555-0163, lucinda.thibodeau@gwi.net.",
     (("street", "14 Pine Point Rd"), ("city", "Falmouth"), ("city", "Presque Isle"), ("name", "Lucinda Thibodeau"),
      ("phone", "207-555-0163"), ("email", "lucinda.thibodeau@gwi.net"))),
    ("Invoice from Jarrah Pemberton, pool technician, ABN 54 236 069 469, 11 Fremantle Road, Gosnells WA 6110. Customer "
     "Mr Desmond Okeke, Canning Vale. Green pool clean-up.",
     (("name", "Jarrah Pemberton"), ("job", "pool technician"), ("id", "54 236 069 469"), ("street", "11 Fremantle Road"),
      ("city", "Gosnells"), ("postal", "6110"), ("name", "Desmond Okeke"), ("place", "Canning Vale"))),
    ("Medicare claim help: card 6040753079, I'm number 2. Lachie Dunstan, DOB 17/06/2016, saw Dr. Moodley at the "
     "Women's and Children's Hospital for croup.",
     (("id", "6040753079"), ("name", "Lachie Dunstan"), ("date", "17/06/2016"), ("name", "Moodley"),
      ("organization", "Women's and Children's Hospital"), ("health", "croup"))),
    ("Write to Kela for me: Niko Kurki-Honkanen, Oulu, a steel fixer at Ruukki until the layoffs. My daughter Aino has type "
     "2 diabetes and I need the special reimbursement.",
     (("name", "Niko Kurki-Honkanen"), ("city", "Oulu"), ("job", "steel fixer"), ("organization", "Ruukki"), ("name", "Aino"),
      ("health", "type 2 diabetes"))),
    ("Letter to NAV: fødselsnummer 03057624441, Hanne Haugland, Kongens gate 22, 7011 Trondheim. I was a pastry chef at "
     "Dromedar until my long COVID.",
     (("id", "03057624441"), ("name", "Hanne Haugland"), ("street", "Kongens gate 22"), ("postal", "7011"),
      ("city", "Trondheim"), ("job", "pastry chef"), ("organization", "Dromedar"), ("health", "long COVID"))),
    ("Please write to the teacher: our daughter Marie Baetens in 3A at Sint-Lievenscollege Gent was excluded from the "
     "trip. Her father Frank Adriaensen, 0485 55 73 12.",
     (("name", "Marie Baetens"), ("school", "Sint-Lievenscollege"), ("city", "Gent"), ("name", "Frank Adriaensen"),
      ("phone", "0485 55 73 12"))),
    ("I'm on probation in Travis County (officer Danielle Ruiz, cause no. 1-DC-24-004417) and my CubeSmart unit B118 on "
     "Burnet Road got auctioned. My name is Terrell Hollins.",
     (("place", "Travis County"), ("name", "Danielle Ruiz"), ("id", "1-DC-24-004417"), ("organization", "CubeSmart"),
      ("id", "B118"), ("street", "Burnet Road"), ("name", "Terrell Hollins"))),
    ("Cat adoption, Humane Society of Utah: cat Mochi, ID 55310482. Adopter Brynn Halvorsen, 21, "
     "phlebotomist at Intermountain, 744 E 900 S, Salt Lake City UT 84102.",
     (("organization", "Humane Society of Utah"), ("id", "55310482"), ("name", "Brynn Halvorsen"), ("age", "21"),
      ("job", "phlebotomist"), ("organization", "Intermountain"), ("street", "744 E 900 S"),
      ("city", "Salt Lake City"), ("postal", "84102"))),
    ("Trial NCT04422917 at Vanderbilt for my wife's ALS: Georgia Whitten, 57, a retired mail carrier from Franklin. How "
     "do we get screened?",
     (("id", "NCT04422917"), ("organization", "Vanderbilt"), ("health", "ALS"), ("name", "Georgia Whitten"),
      ("age", "57"), ("job", "mail carrier"), ("city", "Franklin"))),
    ("Dear Ms. Charlery, please confirm the steel band for our reception at Cap Maison on May 2. Couple: Dwight "
     "Alexander and Shermel Auguste. Deposit from 1st National Bank account 40018372.",
     (("name", "Charlery"), ("organization", "Cap Maison"), ("name", "Dwight Alexander"), ("name", "Shermel Auguste"),
      ("organization", "1st National Bank"), ("code", "40018372"))),
    ("Write to Herr Sölzer at the Gymnasium Neubiberg: our son Xaver Rohleder (7c) was pushed down the stairs. "
     "Violetta Mies, Rosenheimer Straße 204, 81669 München.",
     (("name", "Sölzer"), ("school", "Gymnasium Neubiberg"), ("name", "Xaver Rohleder"), ("name", "Violetta Mies"),
      ("street", "Rosenheimer Straße 204"), ("postal", "81669"), ("city", "München"))),
    ("Message to Dr. Lindgren through MyChart: Curtis Lindqvist, MRN 10928374, Essentia Duluth. My INR was 4.1 on "
     "warfarin. I work as a crane operator at the port, so the bruising worries me.",
     (("name", "Lindgren"), ("name", "Curtis Lindqvist"), ("id", "10928374"), ("organization", "Essentia"),
      ("city", "Duluth"), ("health", "warfarin"), ("job", "crane operator"))),
)


# Eleventh round (everyday11, session of 2026-11-29 14:01 UTC), written by hand by the helper before reading any
# detector code, in registers no earlier round combined with these places: drafts pasted into an AI chat to be polished
# (reference letters, eulogies and funeral tributes, airline complaints with PNRs and loyalty numbers, visa cover
# letters, deposit and bond claims, small-claims statements), dating and matrimonial bios, neighbourhood-app posts (lost
# pets with microchips, contractor warnings, a scraped car), sports-club and church or parish newsletters, university
# admissions and alumni notes, job-board replies with licence numbers; NCR (Gurugram, Noida, Ghaziabad, Faridabad),
# Udaipur, Kanpur, Bhopal, Vadodara and Nashik Indian, Iloilo, Iligan, Bacolod, Pasig and Davao Filipino, Owerri-Umuahia,
# Abuja, Lagos, Benin City, Awka, Ado-Ekiti, Bauchi and Jos Nigerian, Eastern Cape, Free State, Limpopo, KZN and Western
# Cape South African, Mullingar, Castlebar, Navan, Dungarvan, Tralee and Drogheda Irish (PPSN, Eircode), Waikato, Hawke's
# Bay, Nelson, Manawatū, Northland and Southland New Zealand (IRD), Quebec and Acadian French-English, and US probes of
# the lead's shapes (a second apposed job, "our church, X in Y", a street without its type, "Town ST", "got into",
# care history). Names partly from Faker 40.63 (en_IN, yo_NG, ig_NG, zu_ZA, en_IE, en_NZ, fr_CA, en_US), the rest
# invented; towns, districts, roads and public institutions are real public names; numbers invented, valid for their
# scheme where python-stdnum has one (Aadhaar, PAN, SA ID, PPS, NZ IRD, SIN); phones with a 555 block or made up. No
# value repeats an earlier set's except two-digit ages (only eight are unused), and the two sets share none. STUDY11's
# misses may be read and fixed; BLIND11 is measured for numbers only, never its outputs.
STUDY11: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Please polish this reference letter: I have known Rudra Padmanabhan for six years as his manager at Zomato in "
     "Sector 44, Gurugram. He joined as a fraud analyst and now leads our team. He can be reached at "
     "98117 40263.",
     (("name", "Rudra Padmanabhan"), ("organization", "Zomato"), ("place", "Sector 44"), ("city", "Gurugram"),
      ("job", "fraud analyst"), ("phone", "98117 40263"))),
    ("Make this eulogy flow better: My grandmother, Hamsini Chhabra, was born in Lyallpur in 1938 and came to Kanpur "
     "after Partition. She taught Hindi at Loreto Convent for thirty years and lived on Vidhan Sabha Marg until the "
     "end. She was 88.",
     (("name", "Hamsini Chhabra"), ("place", "Lyallpur"), ("city", "Kanpur"), ("school", "Loreto Convent"),
      ("street", "Vidhan Sabha Marg"), ("age", "88"))),
    ("Complaint to IndiGo, please make it formal: PNR K7QZ2M, flight 6E 2147 from Nashik to Bhubaneswar on 14 Oct. My "
     "father Manbir Goel, 79, uses a wheelchair after his subdural bleed and was left at the gate for two hours. Aadhaar "
     "621258566877 for the refund form.",
     (("organization", "IndiGo"), ("code", "K7QZ2M"), ("flight", "6E 2147"), ("city", "Nashik"), ("city", "Bhubaneswar"),
      ("name", "Manbir Goel"), ("age", "79"), ("health", "subdural bleed"), ("id", "621258566877"))),
    ("Visa cover letter, check my English: I, Yamini Grover, PAN UEYPQ1890F, am a senior associate at Khaitan & Co in "
     "Noida. I will attend my sister's convocation at the University of Melbourne and return by 2 December. I live at "
     "C-114, Sector 62, Noida 201309.",
     (("name", "Yamini Grover"), ("id", "UEYPQ1890F"), ("job", "senior associate"), ("organization", "Khaitan & Co"),
      ("city", "Noida"), ("school", "University of Melbourne"), ("street", "C-114"), ("place", "Sector 62"),
      ("postal", "201309"))),
    ("Help me write a deposit claim to my landlord in Udaipur. I rented flat 3B, Shanti Niketan Apartments, Hiran "
     "Magri from Mr. Tejas Dass. He is keeping Rs 40,000 for painting. My new address is 17 Civil Lines, Udaipur 302006.",
     (("city", "Udaipur"), ("place", "Shanti Niketan Apartments"), ("place", "Hiran Magri"), ("name", "Tejas Dass"),
      ("street", "17 Civil Lines"), ("postal", "302006"))),
    ("Dating profile, make it fun: 31, Bengali girl in Indore, brand designer at Meesho, vegetarian, dog mom to "
     "Laddoo. Grew up in Asansol. Insta @irya.sankaran.",
     (("age", "31"), ("city", "Indore"), ("job", "brand designer"), ("organization", "Meesho"), ("place", "Asansol"),
      ("handle", "@irya.sankaran"))),
    ("Lost cat in Barangay Tubod, Iligan! Orange tabby named Mingming, answers to his name. Last seen near Tubod "
     "Plaza on Sunday. Owner Kristine Villaflor, 0917 555 0384.",
     (("place", "Barangay Tubod"), ("city", "Iligan"), ("place", "Tubod Plaza"), ("name", "Kristine Villaflor"),
      ("phone", "0917 555 0384"))),
    ("Please proofread my alumni note for the UP Diliman newsletter: Rommel Dacanay (BS Civil Engineering '09) is now a "
     "project manager at Megaworld in Bonifacio Global City. He married Liza Pangilinan and they live in Antipolo.",
     (("school", "UP Diliman"), ("name", "Rommel Dacanay"), ("job", "project manager"), ("organization", "Megaworld"),
      ("place", "Bonifacio Global City"), ("name", "Liza Pangilinan"), ("city", "Antipolo"))),
    ("Contractor review for the Pasig group: Do NOT hire Mang Ernesto Lagman of ERL Builders. He took a P85,000 "
     "downpayment for our roof on Caruncho Avenue, Malinao and disappeared. His number was 0928 555 7714.",
     (("name", "Ernesto Lagman"), ("organization", "ERL Builders"), ("street", "Caruncho Avenue"), ("place", "Malinao"),
      ("phone", "0928 555 7714"))),
    ("Job-board reply, make it sound professional: Good day, I am Jerome Sibal, 27, a staff nurse with three years "
     "at Corazon Locsin Montelibano Memorial in Bacolod. My PRC license is 0712458. I can start in January.",
     (("name", "Jerome Sibal"), ("age", "27"), ("job", "staff nurse"),
      ("organization", "Corazon Locsin Montelibano Memorial"), ("city", "Bacolod"), ("id", "0712458"))),
    ("Small-claims statement, please tidy: On 3 March I paid Okechukwu Eze of Ezeobi Motors N1.2m for a 2016 Corolla. "
     "The engine knocked the next day. His shop is at 22 Aba Road, Umuahia. I am Chidimma Nwachukwu, a dispensing pharmacist at "
     "Federal Medical Centre Umuahia.",
     (("name", "Okechukwu Eze"), ("organization", "Ezeobi Motors"), ("street", "22 Aba Road"), ("city", "Umuahia"),
      ("name", "Chidimma Nwachukwu"), ("job", "dispensing pharmacist"), ("organization", "Federal Medical Centre Umuahia"))),
    ("Church bulletin, check it: Our church, Living Faith Assembly in Wuse 2, welcomes Pastor Olakunle Awolowo. "
     "Congratulations to Bro. Tade Olaiya and Sis. Omotayo Jaiyeola on their wedding. Choir practice moves to "
     "Thursday.",
     (("organization", "Living Faith Assembly"), ("place", "Wuse 2"), ("name", "Olakunle Awolowo"),
      ("name", "Tade Olaiya"), ("name", "Omotayo Jaiyeola"))),
    ("Please rewrite my Tinder bio: Naija babe in Lekki, 29, I'm a lawyer, a senior counsel at Aluko & Oyebode. "
     "Babcock University alum, jollof snob, sickle cell warrior (AS not SS lol).",
     (("place", "Lekki"), ("age", "29"), ("job", "senior counsel"), ("organization", "Aluko & Oyebode"),
      ("school", "Babcock University"), ("health", "sickle cell"))),
    ("University admissions, please check: My daughter Ujunwa Okoro got into Covenant University for Mass "
     "Communication. JAMB reg no. 20251844376FA. We live at 9 Ajilosun Street, Ado-Ekiti.",
     (("name", "Ujunwa Okoro"), ("school", "Covenant University"), ("id", "20251844376FA"),
      ("street", "9 Ajilosun Street"), ("city", "Ado-Ekiti"))),
    ("Football club newsletter: Jos Eagles FC thanks coach Gbowoade Bakare, who steps down after ten years. Our new "
     "captain is Abiodun Ogunbiyi, 17, from Rayfield. Training is at the Rwang Pam Stadium.",
     (("organization", "Jos Eagles FC"), ("name", "Gbowoade Bakare"), ("name", "Abiodun Ogunbiyi"), ("age", "17"),
      ("place", "Rayfield"), ("place", "Rwang Pam Stadium"))),
    ("Help me write a deposit claim: I rented 14 Cape Road, Mill Park, Gqeberha from Luyanda Mbulaze. She kept my "
     "R9,500 deposit. My ID number is 8704126906089. I now live in Walmer.",
     (("street", "14 Cape Road"), ("place", "Mill Park"), ("city", "Gqeberha"), ("name", "Luyanda Mbulaze"),
      ("id", "8704126906089"), ("place", "Walmer"))),
    ("Eulogy, please shorten: Siyabonga Mzolo was a woodwork teacher at Grey College in Bloemfontein for 31 years. He grew up "
     "in foster care in Botshabelo and never forgot it. He leaves his wife Nomcebo and two sons.",
     (("name", "Siyabonga Mzolo"), ("job", "woodwork teacher"), ("school", "Grey College"), ("city", "Bloemfontein"),
      ("care", "foster care"), ("place", "Botshabelo"), ("name", "Nomcebo"))),
    ("Neighbourhood app post: Beware of the guy doing paving in Bendor. Calls himself Sibonelo from Limpopo Paving, "
     "072 555 0178. Took a deposit from my mom on Munnik Street and never came back. Polokwane people, share.",
     (("place", "Bendor"), ("name", "Sibonelo"), ("organization", "Limpopo Paving"), ("phone", "072 555 0178"),
      ("street", "Munnik Street"), ("city", "Polokwane"))),
    ("Rugby club note, fix grammar: Stellenbosch Maties u19 welcomes flyhalf Minenhle Mayise, 18, from Paarl Gimnasium. "
     "Physio Dr. Nothando Mcanyana says his hamstring tear has healed.",
     (("organization", "Stellenbosch Maties"), ("name", "Minenhle Mayise"), ("age", "18"), ("school", "Paarl Gimnasium"),
      ("name", "Nothando Mcanyana"), ("health", "hamstring tear"))),
    ("Please make this complaint to Aer Lingus firm: booking ref 2XKLPQ, EI 173 Shannon to Boston, 2 Nov. My bag with "
     "my insulin pump went missing. I'm Deane McAteer, PPSN 0536992L, Eircode V94 K2T8.",
     (("organization", "Aer Lingus"), ("code", "2XKLPQ"), ("flight", "EI 173"), ("city", "Shannon"),
      ("city", "Boston"), ("health", "insulin pump"), ("name", "Deane McAteer"), ("id", "0536992L"),
      ("postal", "V94 K2T8"))),
    ("Reference letter, please polish: Pauric Gillooly worked for me as a barman at Foley's Bar on Pearse Street in "
     "Mullingar for 4 years. He is honest and great with regulars.",
     (("name", "Pauric Gillooly"), ("job", "barman"), ("organization", "Foley's Bar"), ("street", "Pearse Street"),
      ("city", "Mullingar"))),
    ("GAA club newsletter: Congratulations to Tiarnan Marrinan (U14) on his call-up to the Kilkenny development squad. "
     "Get well soon to Malachy Farnan after his knee surgery in St Luke's. Lotto jackpot €6,400, draw in Langton's.",
     (("name", "Tiarnan Marrinan"), ("place", "Kilkenny"), ("name", "Malachy Farnan"), ("health", "knee surgery"),
      ("organization", "St Luke's"), ("organization", "Langton's"))),
    ("Dating profile edit: Castlebar lad, 35, I'm a 6'2\" redhead, an estimator at Sisk. Live out in Turlough, "
     "surf badly, cook well. Diagnosed with lupus so no pints of Guinness.",
     (("city", "Castlebar"), ("age", "35"), ("job", "estimator"), ("organization", "Sisk"), ("place", "Turlough"),
      ("health", "lupus"))),
    ("Lost dog in Navan: black lab Bran, microchip 981020004417263, slipped his lead on Trimgate Street near the "
     "Dunnes. Call Kaitlyn Leacy 087 555 0419.",
     (("city", "Navan"), ("id", "981020004417263"), ("street", "Trimgate Street"), ("organization", "Dunnes"),
      ("name", "Kaitlyn Leacy"), ("phone", "087 555 0419"))),
    ("Tenancy Tribunal statement, please tidy: I am Vanessa Scott, IRD 037171271. I rented 42 Grey Street, Hamilton "
     "East from Bruce Bright of Bright Property Ltd. He kept my $2,100 bond for carpet cleaning.",
     (("name", "Vanessa Scott"), ("id", "037171271"), ("street", "42 Grey Street"), ("place", "Hamilton East"),
      ("name", "Bruce Bright"), ("organization", "Bright Property Ltd"))),
    ("Netball club news: Napier Pirates thank Heather Casey-Davidson, our umpire for 20 years, and welcome Amber "
     "Anderson from Taradale High. Fundraiser sausage sizzle at Mitre 10 Onekawa.",
     (("organization", "Napier Pirates"), ("name", "Heather Casey-Davidson"), ("name", "Amber Anderson"),
      ("school", "Taradale High"), ("organization", "Mitre 10"), ("place", "Onekawa"))),
    ("Job-board reply: Kia ora, I'm Samuel Cairns, 24, a qualified arborist. I've been with Treescape in Palmerston "
     "North since 2022. Licence 4471826. Cell 021 555 0736.",
     (("name", "Samuel Cairns"), ("age", "24"), ("job", "arborist"), ("organization", "Treescape"),
      ("city", "Palmerston North"), ("id", "4471826"), ("phone", "021 555 0736"))),
    ("Please write a nice alumni note: Fiona Rowland (Nelson College for Girls, 1998) is now head winemaker at "
     "Neudorf Vineyards in Upper Moutere. She lives in Māpua with her partner Ian Thompson.",
     (("name", "Fiona Rowland"), ("school", "Nelson College for Girls"), ("job", "head winemaker"),
      ("organization", "Neudorf Vineyards"), ("place", "Upper Moutere"), ("place", "Māpua"), ("name", "Ian Thompson"))),
    ("Aidez-moi with my English: I'm Jérôme Fréchette, SIN 743465346, an électricien at Hydro-Québec. We moved from "
     "Drummondville to 212 rue Laviolette, Gatineau J8Y 2T3. My wife Claudine has scleroderma.",
     (("name", "Jérôme Fréchette"), ("id", "743465346"), ("organization", "Hydro-Québec"),
      ("city", "Drummondville"), ("street", "212 rue Laviolette"), ("city", "Gatineau"), ("postal", "J8Y 2T3"),
      ("name", "Claudine"), ("health", "scleroderma"))),
    ("Hockey mineur newsletter: Les Faucons de Lévis thank Marcel Lapierre, our goalie coach. Welcome Émile Croteau, "
     "12, from école Clair-Soleil. Tournoi at Aréna de Saint-Romuald next weekend.",
     (("organization", "Les Faucons de Lévis"), ("name", "Marcel Lapierre"), ("name", "Émile Croteau"), ("age", "12"),
      ("school", "école Clair-Soleil"), ("place", "Aréna de Saint-Romuald"))),
    ("Can you translate this lost-dog post? Perdu: Pistache, petit caniche blanc, near parc Jacques-Cartier in "
     "Sherbrooke. Contact Monique Émond, 819-555-0127. Reward.",
     (("place", "parc Jacques-Cartier"), ("city", "Sherbrooke"), ("name", "Monique Émond"), ("phone", "819-555-0127"))),
    ("Please polish my reference letter: Daniel Richer was our maintenance supervisor at the Université de Moncton "
     "for nine years. He now lives in Dieppe. I'm Florence Germain-Desrosiers, director of facilities.",
     (("name", "Daniel Richer"), ("job", "maintenance supervisor"), ("school", "Université de Moncton"),
      ("city", "Dieppe"), ("name", "Florence Germain-Desrosiers"), ("job", "director of facilities"))),
    ("Personal statement, please shorten: I'm a 19-year-old first-generation student, a pastry cook at Olive Garden in "
     "Cary NC. I got into Davidson College off the waitlist and want to study neuroscience.",
     (("age", "19"), ("job", "pastry cook"), ("organization", "Olive Garden"), ("city", "Cary"),
      ("school", "Davidson College"))),
    ("Church newsletter: Our church, Cornerstone Baptist in Round Rock, says goodbye to deacon Calvin Reid, who moves "
     "to Lufkin. Prayers for Tracy Eaton, recovering from a mastectomy.",
     (("organization", "Cornerstone Baptist"), ("city", "Round Rock"), ("name", "Calvin Reid"), ("city", "Lufkin"),
      ("name", "Tracy Eaton"), ("health", "mastectomy"))),
    ("Dating bio fix: I'm a 52-year-old widower, a retired firefighter from Boise. We live on Harrison near the "
     "hospital with my rescue mutt. I grew up in a group home and it made me who I am.",
     (("age", "52"), ("job", "retired firefighter"), ("city", "Boise"), ("street", "Harrison"),
      ("care", "group home"))),
    ("Small-claims statement for Alameda County, please tidy: Defendant Kyle Smith of Smith Handyman Services, 510-555-"
     "0192, failed to finish our deck at 3318 Central Avenue, Alameda. Case number RG25118430.",
     (("name", "Kyle Smith"), ("organization", "Smith Handyman Services"), ("phone", "510-555-0192"),
      ("street", "3318 Central Avenue"), ("city", "Alameda"), ("id", "RG25118430"))),
    ("Please fix this complaint to Air Canada: Aeroplan 412 887 306, AC 8817 Saint John to Moncton on 9 Sept. My mother "
     "Raymond... sorry, my father Raymond Chabot, 83, who has glaucoma, was not given the wheelchair.",
     (("organization", "Air Canada"), ("id", "412 887 306"), ("flight", "AC 8817"), ("city", "Saint John"),
      ("city", "Moncton"), ("name", "Raymond Chabot"), ("age", "83"), ("health", "glaucoma"))),
    ("Help me write an alumni update: Chinedu Madu (University of Jos, 2011) is now country manager at Flutterwave "
     "Ghana in Tamale. He and his wife Oluchi welcomed twins in Sokoto.",
     (("name", "Chinedu Madu"), ("school", "University of Jos"), ("job", "country manager"),
      ("organization", "Flutterwave"), ("city", "Tamale"), ("name", "Oluchi"), ("city", "Sokoto"))),
    ("Write my visa cover letter: I am Nneka Okeke, 34, a nurse, a perioperative nurse at Lagoon Hospitals, Ikoyi. I "
     "will visit my brother Okey in Houston, TX 77036 for his graduation from Rice University.",
     (("name", "Nneka Okeke"), ("age", "34"), ("job", "perioperative nurse"), ("organization", "Lagoon Hospitals"),
      ("place", "Ikoyi"), ("name", "Okey"), ("city", "Houston"), ("postal", "77036"), ("school", "Rice University"))),
    ("Please make this post polite: To whoever hit my Vitz outside Chapman's Peak Spar in Hout Bay on Friday, reg "
     "CA 418-227. I'm Bhekani Nonduma, 083 555 0291. I have dashcam.",
     (("organization", "Chapman's Peak Spar"), ("place", "Hout Bay"), ("vehicle", "CA 418-227"),
      ("name", "Bhekani Nonduma"), ("phone", "083 555 0291"))),
)

BLIND11: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Polish this reference letter: Ekta Shukla worked under me as an HR executive at Paytm, Raj Nagar, Ghaziabad from 2021 "
     "to 2025. She is dependable and calm. Contact me, Advik Handa, on 99580 31427.",
     (("name", "Ekta Shukla"), ("job", "HR executive"), ("organization", "Paytm"), ("place", "Raj Nagar"),
      ("city", "Ghaziabad"), ("name", "Advik Handa"), ("phone", "99580 31427"))),
    ("Eulogy draft, please improve: Papa, Azad Tella, ran the Tella Saree House on Chandni Chowk for forty years. He "
     "was born in Srinagar and was 91 when he passed at Max Hospital, Saket.",
     (("name", "Azad Tella"), ("organization", "Tella Saree House"), ("street", "Chandni Chowk"), ("city", "Srinagar"),
      ("age", "91"), ("organization", "Max Hospital"), ("place", "Saket"))),
    ("Complaint to Air India, formal please: PNR 8WJXRT, AI 665 Amritsar to Mumbai, 19 Sept. My mother Watika Chand, "
     "72, has pulmonary fibrosis and her oxygen concentrator was refused at check-in. Aadhaar 269896103098.",
     (("organization", "Air India"), ("code", "8WJXRT"), ("flight", "AI 665"), ("city", "Amritsar"),
      ("city", "Mumbai"), ("name", "Watika Chand"), ("age", "72"), ("health", "pulmonary fibrosis"), ("id", "269896103098"))),
    ("Check my visa cover letter: I am Dominic Sahota, PAN MWSPQ4796J, a chartered accountant with Grant Thornton Bharat in "
     "Faridabad. I am travelling to Calgary for my cousin's wedding. Residence: H-27, Sector 21, "
     "Faridabad 121001.",
     (("name", "Dominic Sahota"), ("id", "MWSPQ4796J"), ("job", "chartered accountant"), ("organization", "Grant Thornton Bharat"),
      ("city", "Faridabad"), ("city", "Calgary"), ("street", "H-27"),
      ("place", "Sector 21"), ("postal", "121001"))),
    ("Deposit letter for my landlord in Vadodara: I vacated flat 702, Sun Residency, Gotri on 30 June. Owner Zilmil "
     "Gera still has my Rs 1.2 lakh deposit. My phone is 97654 20318.",
     (("city", "Vadodara"), ("place", "Sun Residency"), ("place", "Gotri"), ("name", "Zilmil Gera"),
      ("phone", "97654 20318"))),
    ("Shaadi profile, make it warmer: Chavvi Rai, 28, Punjabi Khatri, MBBS from Gandhi Medical College, Bhopal, working as a resident at "
     "AIIMS Bhopal. Family settled in Arera Colony. Father Upkaar Roy is a retired bank manager.",
     (("name", "Chavvi Rai"), ("age", "28"), ("school", "Gandhi Medical College"), ("city", "Bhopal"), ("organization", "AIIMS Bhopal"),
      ("place", "Arera Colony"), ("name", "Upkaar Roy"), ("job", "retired bank manager"))),
    ("Lost dog in Pavia! White aspin with a red collar, missing since Tuesday near Robinsons Place Pavia. "
     "Please call Joy Sumagaysay 0939 555 0471.",
     (("place", "Pavia"), ("place", "Robinsons Place Pavia"), ("name", "Joy Sumagaysay"), ("phone", "0939 555 0471"))),
    ("Alumni note for Ateneo de Davao, please proofread: Ramil Bacolcol (AB Communication 2012) is now a news anchor "
     "at GMA Regional TV. He lives in Tagum with his wife Analyn.",
     (("school", "Ateneo de Davao"), ("name", "Ramil Bacolcol"), ("job", "news anchor"),
      ("organization", "GMA Regional TV"), ("city", "Tagum"), ("name", "Analyn"))),
    ("Review for our QC group: Avoid Benjie Tolentino of BT Aircon Services! He charged us P12,000 to clean two units "
     "on Mayon Street, Sta. Mesa Heights and one is now leaking. 0945 555 2286.",
     (("name", "Benjie Tolentino"), ("organization", "BT Aircon Services"), ("street", "Mayon Street"),
      ("place", "Sta. Mesa Heights"), ("phone", "0945 555 2286"))),
    ("Reply to a job post, make it better: Hello po, I'm Marites Dumaguing, 33, a licensed teacher at Cagayan de Oro "
     "National High School. LET license 1602339. I'm applying for the ESL tutor role.",
     (("name", "Marites Dumaguing"), ("age", "33"), ("job", "licensed teacher"),
      ("school", "Cagayan de Oro National High School"), ("id", "1602339"))),
    ("Small-claims statement: I, Amarachi Obi, paid Chijioke Udeh of Udeh Interiors N650,000 for kitchen cabinets that "
     "were never delivered to 5 Sapele Road, Benin City. I work as a bank teller at Fidelity Bank, Ring Road branch.",
     (("name", "Amarachi Obi"), ("name", "Chijioke Udeh"), ("organization", "Udeh Interiors"),
      ("street", "5 Sapele Road"), ("city", "Benin City"), ("job", "bank teller"), ("organization", "Fidelity Bank"),
      ("street", "Ring Road"))),
    ("Parish newsletter: Our parish, St. Leo's Catholic Church in Ikeja GRA, congratulates Motunrayo Aderibigbe on her "
     "ordination to the diaconate... sorry, her profession as a nun. Get well soon to Olasunmbo Oloyede after her "
     "hip fracture.",
     (("organization", "St. Leo's Catholic Church"), ("place", "Ikeja GRA"), ("name", "Motunrayo Aderibigbe"),
      ("name", "Olasunmbo Oloyede"), ("health", "hip fracture"))),
    ("Bumble bio help: 38, Bauchi, I'm a software engineer, a backend lead at Moniepoint. GRA by day, Yankari by "
     "weekend. Living with Addison's disease and thriving.",
     (("age", "38"), ("city", "Bauchi"), ("job", "backend lead"), ("organization", "Moniepoint"), 
      ("place", "Yankari"), ("health", "Addison's disease"))),
    ("Admissions letter check: My son Chinelo Ojukwu got into Nnamdi Azikiwe University for Law. UTME number "
     "20258812045GH. Home: 11 Zik Avenue, Awka.",
     (("name", "Chinelo Ojukwu"), ("school", "Nnamdi Azikiwe University"), ("id", "20258812045GH"),
      ("street", "11 Zik Avenue"), ("city", "Awka"))),
    ("Club notice: Ibadan Lions Basketball thanks coach Adeniyi Ogunbiyi. New captain Inioluwa Paimo, 16, from "
     "Agodi. Home games at the Liberty Stadium.",
     (("organization", "Ibadan Lions Basketball"), ("name", "Adeniyi Ogunbiyi"), ("name", "Inioluwa Paimo"),
      ("age", "16"), ("place", "Agodi"), ("place", "Liberty Stadium"))),
    ("Deposit dispute, please tidy: I rented 8 Oxford Street, Vincent, East London from Nomvula Ndosi. She kept R7,800 "
     "of my deposit. ID 9309252891086. New address in Beacon Bay.",
     (("street", "8 Oxford Street"), ("place", "Vincent"), ("city", "East London"), ("name", "Nomvula Ndosi"),
      ("id", "9309252891086"), ("place", "Beacon Bay"))),
    ("Funeral tribute, please edit: Zenzile Chibini was a ward sister at Mankweng Hospital near Turfloop "
     "for 28 years. She was raised in a children's home in Seshego. She leaves her son Olwethu.",
     (("name", "Zenzile Chibini"), ("job", "ward sister"), ("organization", "Mankweng Hospital"), ("place", "Turfloop"),
      ("care", "children's home"), ("place", "Seshego"), ("name", "Olwethu"))),
    ("Community group warning: Builder called Andile from Mzansi Roofing, 079 555 0418, took R15k from my gran on "
     "Tambo Road, Lenasia and vanished. Johannesburg South, watch out.",
     (("name", "Andile"), ("organization", "Mzansi Roofing"), ("phone", "079 555 0418"), ("street", "Tambo Road"),
      ("place", "Lenasia"), ("place", "Johannesburg South"))),
    ("Hockey club note: Pietermaritzburg Collegians welcome Simphiwe Somboni, 15, from Hilton College. Physio "
     "Nobuhle Mathibela reports his ankle sprain is healing.",
     (("organization", "Pietermaritzburg Collegians"), ("name", "Simphiwe Somboni"), ("age", "15"),
      ("school", "Hilton College"), ("name", "Nobuhle Mathibela"), ("health", "ankle sprain"))),
    ("Complaint to Ryanair, polish please: booking FR7QZP, FR 206 Knock to Stansted on 4 Oct. They refused my son's "
     "Anapen in the cabin. I'm Hayley Conlan, PPSN 9119366K, Eircode F12 X8W3.",
     (("organization", "Ryanair"), ("code", "FR7QZP"), ("flight", "FR 206"), ("city", "Knock"), ("city", "Stansted"),
      ("health", "Anapen"), ("name", "Hayley Conlan"), ("id", "9119366K"), ("postal", "F12 X8W3"))),
    ("Reference, please improve: Kirsten O'Loan worked as a saucier at The Tannery in Dungarvan for three years. "
     "She is creative and reliable. Janet Tobin, owner.",
     (("name", "Kirsten O'Loan"), ("job", "saucier"), ("organization", "The Tannery"), ("city", "Dungarvan"),
      ("name", "Janet Tobin"))),
    ("Club newsletter: Well done to Calum Nugent on making the Tipperary minor panel. Get well soon to Tess Burton, "
     "recovering from her appendectomy at UHL. Bingo Friday in Castletroy.",
     (("name", "Calum Nugent"), ("place", "Tipperary"), ("name", "Tess Burton"), ("health", "appendectomy"),
      ("organization", "UHL"), ("place", "Castletroy"))),
    ("Dating profile please: Drogheda girl, 30, I'm a vet, a small-animal vet at Boyne Vets. Live in Termonfeckin with "
     "two greyhounds. Have PCOS so some days are couch days.",
     (("city", "Drogheda"), ("age", "30"), ("job", "small-animal vet"), ("organization", "Boyne Vets"),
      ("place", "Termonfeckin"), ("health", "PCOS"))),
    ("Missing cat, Tralee: grey tom Smokey, chip 985112006533847, last seen on Boherbee by the Garda station. Megan "
     "Keehan 085 555 0274.",
     (("city", "Tralee"), ("id", "985112006533847"), ("street", "Boherbee"), ("name", "Megan Keehan"),
      ("phone", "085 555 0274"))),
    ("Bond claim to the Tenancy Tribunal: I'm Joshua Butler, IRD 026781736. I rented 9 Kamo Road, Kensington, "
     "Whangārei from Dean Fisher of Northland Rentals Ltd. He kept $1,850.",
     (("name", "Joshua Butler"), ("id", "026781736"), ("street", "9 Kamo Road"), ("place", "Kensington"),
      ("city", "Whangārei"), ("name", "Dean Fisher"), ("organization", "Northland Rentals Ltd"))),
    ("Rugby club newsletter: Invercargill Marist thanks Jeanette Mason, our treasurer for 15 years, and welcomes Hamish "
     "Gillespie from James Hargest College. Quiz night at the Waxy O'Shea's.",
     (("organization", "Invercargill Marist"), ("name", "Jeanette Mason"), ("name", "Hamish Gillespie"),
      ("school", "James Hargest College"), ("organization", "Waxy O'Shea's"))),
    ("Job-board reply, tidy it: Hi, I'm Jared Douglas, 26, a certified electrician, 3 years with Fulton Hogan in "
     "Rotorua. Registration EW 218734. Mobile 027 555 0893.",
     (("name", "Jared Douglas"), ("age", "26"), ("job", "certified electrician"), ("organization", "Fulton Hogan"),
      ("city", "Rotorua"), ("id", "EW 218734"), ("phone", "027 555 0893"))),
    ("Alumni news, please polish: Danielle Bull (Napier Girls' High, 2004) is now a marine biologist at NIWA in "
     "Gisborne. She and her wife Sophia Dawick live in Island Bay.",
     (("name", "Danielle Bull"), ("school", "Napier Girls' High"), ("job", "marine biologist"),
      ("organization", "NIWA"), ("city", "Gisborne"), ("name", "Sophia Dawick"), ("place", "Island Bay"))),
    ("Help with English: I'm Philippe Bégin, SIN 181849175, a mécanicien at Bombardier in Mirabel. We live at 48 rue "
     "Principale, Saint-Jérôme J7Z 1X6. My daughter Mélanie has narcolepsy.",
     (("name", "Philippe Bégin"), ("id", "181849175"), ("organization", "Bombardier"), ("city", "Mirabel"),
      ("street", "48 rue Principale"), ("city", "Saint-Jérôme"), ("postal", "J7Z 1X6"), ("name", "Mélanie"),
      ("health", "narcolepsy"))),
    ("Ringuette club news: Les Étoiles de Sherbrooke thank Sylvie Harvey, coach for ten years. Welcome Léa Boily, 11, "
     "from école du Triolet. Tournament at Aréna Eugène-Lalonde.",
     (("organization", "Les Étoiles de Sherbrooke"), ("name", "Sylvie Harvey"), ("name", "Léa Boily"), ("age", "11"),
      ("school", "école du Triolet"), ("place", "Aréna Eugène-Lalonde"))),
    ("Translate my lost-cat notice: Perdu, chat noir Réglisse, près du parc Champlain à Trois-Rivières. Appelez Odette "
     "Dionne-Savard, 819-555-0166.",
     (("place", "parc Champlain"), ("city", "Trois-Rivières"), ("name", "Odette Dionne-Savard"),
      ("phone", "819-555-0166"))),
    ("Polish my reference: Jacques Gaudreault was head custodian at Cégep de Rimouski for 12 years. He retired to "
     "Matane. Signed, Alexandra Gosselin, director of operations.",
     (("name", "Jacques Gaudreault"), ("job", "head custodian"), ("school", "Cégep de Rimouski"), ("city", "Matane"),
      ("name", "Alexandra Gosselin"), ("job", "director of operations"))),
    ("College essay edit: I'm a 16-year-old Latina, a bagger at H-E-B in Pflugerville TX. I got into Trinity "
     "University early and want to be a pediatric nurse.",
     (("age", "16"), ("job", "bagger"), ("organization", "H-E-B"), ("city", "Pflugerville"),
      ("school", "Trinity University"))),
    ("Church bulletin: Our congregation, New Hope Methodist in Chandler, thanks usher Javier Grant, who moves to Yuma. "
     "Please pray for Kathryn Weaver after her hysterectomy.",
     (("organization", "New Hope Methodist"), ("city", "Chandler"), ("name", "Javier Grant"), ("city", "Yuma"),
      ("name", "Kathryn Weaver"), ("health", "hysterectomy"))),
    ("Dating profile: I'm a 47-year-old divorced dad, a long-haul trucker out of Amarillo. Live on Polk near the old "
     "depot. I aged out of the care system at 18 and built a life anyway.",
     (("age", "47"), ("job", "long-haul trucker"), ("city", "Amarillo"), ("street", "Polk"),
      ("care", "care system"))),
    ("Small claims, San Mateo County: Defendant Tony Stone, Stone Fence Co., 650-555-0138, left our fence half-built at "
     "1207 Laurel Street, San Carlos. Case 25-SC-004417.",
     (("name", "Tony Stone"), ("organization", "Stone Fence Co."), ("phone", "650-555-0138"),
      ("street", "1207 Laurel Street"), ("city", "San Carlos"), ("id", "25-SC-004417"))),
    ("Complaint to WestJet: WestJet Rewards 5519 203 847, WS 3312 Regina to Saskatoon on 12 Aug. My husband Robert "
     "Boily, 76, who has dementia, was left alone at the gate.",
     (("organization", "WestJet"), ("id", "5519 203 847"), ("flight", "WS 3312"), ("city", "Regina"),
      ("city", "Saskatoon"), ("name", "Robert Boily"), ("age", "76"), ("health", "dementia"))),
    ("Alumni update: Uchenna Ihejirika (University of Nigeria, Nsukka, 2009) is now chief of staff at Paystack in "
     "Lagos. He and his wife Adaeze live in Parkview with their three kids.",
     (("name", "Uchenna Ihejirika"), ("school", "University of Nigeria, Nsukka"), ("job", "chief of staff"),
      ("organization", "Paystack"), ("city", "Lagos"), ("name", "Adaeze"), ("place", "Parkview"))),
    ("Visa letter please: I am Doyinsola Fajimi, 41, an engineer, a structural engineer at Lafarge Africa in Ewekoro. I "
     "will attend a conference in Bristol, BS8 1TH, at the University of Bristol.",
     (("name", "Doyinsola Fajimi"), ("age", "41"), ("job", "structural engineer"), ("organization", "Lafarge Africa"),
      ("city", "Ewekoro"), ("city", "Bristol"), ("postal", "BS8 1TH"), ("school", "University of Bristol"))),
    ("Make this polite: to the driver who scraped my Polo at the Checkers in Bellville on Saturday, reg CY 552-318. "
     "Nomthandazo Donda, 082 555 0347.",
     (("organization", "Checkers"), ("place", "Bellville"), ("vehicle", "CY 552-318"),
      ("name", "Nomthandazo Donda"), ("phone", "082 555 0347"))),
)


def _remains(value: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(value.casefold()) + r"(?!\w)", text.casefold()) is not None


def _score(drafts: tuple[tuple[str, tuple[tuple[str, str], ...]], ...],
           anonymize: Callable[[str], str]) -> dict[str, object]:
    left: Counter[str] = Counter()
    total: Counter[str] = Counter()
    rows = []
    for draft, values in drafts:
        out = anonymize(draft)
        kept = [(k, v) for k, v in values if _remains(v, out)]
        for kind, _ in values:
            total[kind] += 1
        for kind, _ in kept:
            left[kind] += 1
        rows.append({"draft": draft, "output": out, "left": kept})
    n = sum(total.values())
    return {"values": n, "left": sum(left.values()), "share_left": round(sum(left.values()) / n, 3),
            "by_kind": {k: f"{left[k]}/{total[k]}" for k in sorted(total)}, "rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--label", default="", help="which engine (e.g. 'main d64bba4')")
    args = parser.parse_args(argv)
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine.load(use_llm=False)
    policy = Policy()
    started = time.time()
    report = {"label": args.label, "studied": _score(STUDIED, lambda d: engine.anonymize(d, policy).text),
              "unseen": _score(UNSEEN, lambda d: engine.anonymize(d, policy).text),
              "study2": _score(STUDY2, lambda d: engine.anonymize(d, policy).text),
              "blind2": _score(BLIND2, lambda d: engine.anonymize(d, policy).text),
              "lead_s16": _score(LEAD_S16, lambda d: engine.anonymize(d, policy).text),
              "study3": _score(STUDY3, lambda d: engine.anonymize(d, policy).text),
              "blind3": _score(BLIND3, lambda d: engine.anonymize(d, policy).text),
              "study4": _score(STUDY4, lambda d: engine.anonymize(d, policy).text),
              "blind4": _score(BLIND4, lambda d: engine.anonymize(d, policy).text),
              "study5": _score(STUDY5, lambda d: engine.anonymize(d, policy).text),
              "blind5": _score(BLIND5, lambda d: engine.anonymize(d, policy).text),
              "study6": _score(STUDY6, lambda d: engine.anonymize(d, policy).text),
              "blind6": _score(BLIND6, lambda d: engine.anonymize(d, policy).text),
              "study7": _score(STUDY7, lambda d: engine.anonymize(d, policy).text),
              "blind7": _score(BLIND7, lambda d: engine.anonymize(d, policy).text),
              "study8": _score(STUDY8, lambda d: engine.anonymize(d, policy).text),
              "blind8": _score(BLIND8, lambda d: engine.anonymize(d, policy).text),
              "study9": _score(STUDY9, lambda d: engine.anonymize(d, policy).text),
              "blind9": _score(BLIND9, lambda d: engine.anonymize(d, policy).text),
              "study10": _score(STUDY10, lambda d: engine.anonymize(d, policy).text),
              "blind10": _score(BLIND10, lambda d: engine.anonymize(d, policy).text),
              "study11": _score(STUDY11, lambda d: engine.anonymize(d, policy).text),
              "blind11": _score(BLIND11, lambda d: engine.anonymize(d, policy).text),
              "seconds": round(time.time() - started, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name in ("studied", "unseen", "study2", "blind2", "lead_s16", "study3", "blind3", "study4", "blind4", "study5",
                 "blind5", "study6", "blind6", "study7", "blind7", "study8",
                 "blind8", "study9", "blind9", "study10", "blind10", "study11", "blind11"):
        part = report[name]
        assert isinstance(part, dict)
        print(f"{name}: {part['left']}/{part['values']} values left ({part['share_left']}) {part['by_kind']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
