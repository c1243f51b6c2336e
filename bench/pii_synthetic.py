"""Short texts with known explicit PII, generated with Faker in many locales and placed in varied
sentences written for this project (not presidio-research's data set or templates).

Every text holds two or three values of the types the issue scores (name, organization, street address,
postal code, city, phone, identifier code) and sometimes a distractor that is not PII (a price, a date, a
version, a model number), whose flags count as false flags.

Two families of sentences: `tuning` (TEMPLATES, DISTRACTORS) is looked at while the detectors are built;
`heldout` (HELDOUT_TEMPLATES, HELDOUT_DISTRACTORS) was written before any tuning on this set and its
texts are never looked at: only its totals are read, and it is generated with another seed, so its
values differ too. A detector tuned to the first family's wording shows up as a gap between the two."""

from __future__ import annotations

import functools
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path

LOCALES = ("en_US", "en_GB", "en_IE", "en_AU", "en_CA", "en_IN", "en_NZ", "de_DE", "fr_FR", "es_ES", "it_IT",
           "nl_NL", "pt_BR")
TYPES = ("name", "organization", "street", "postal", "city", "phone", "code")

# {v} is the value. Several shapes per type: sentence-initial, mid-sentence, after a colon, in a list.
TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "I had coffee with {v} yesterday and we talked for hours.",
        "{v} from accounting still owes me twenty bucks.",
        "Can someone tell {v} that the meeting moved?",
        "My neighbour {v} keeps parking in front of our gate.",
        "Thanks so much, {v}, for covering my shift!",
        "The flat is rented to {v} until March.",
        "Last week {v} and I drove up to the lake.",
        "Contact person: {v}",
    ),
    "organization": (
        "I've worked at {v} for six years now.",
        "My sister just got a job with {v}.",
        "We ordered the parts from {v} but they never arrived.",
        "She's a nurse at {v} and loves it.",
        "The contract with {v} ends in June.",
        "Employer: {v}",
    ),
    "street": (
        "Send the package to {v}, I'll be home all day.",
        "We moved to {v} last spring.",
        "The party is at {v}, bring snacks.",
        "Address: {v}",
        "Our office is now at {v} on the second floor.",
    ),
    "postal": (
        "My postcode is {v} if you need it for the delivery.",
        "The form asks for a ZIP code, mine is {v}.",
        "Postal code: {v}",
        "Is {v} inside the delivery area?",
    ),
    "city": (
        "I live in {v} and the rent is crazy.",
        "{v} has the best bakeries, honestly.",
        "We're flying to {v} for my cousin's wedding.",
        "Grew up near {v}, moved away at 18.",
        "The conference is in {v} this year.",
    ),
    "phone": (
        "Call me at {v} after six.",
        "My number is {v}, text first please.",
        "Reach the front desk on {v}.",
        "Phone: {v}",
        "If I don't answer, try {v}.",
    ),
    "code": (
        "My passport number is {v}, can you check the booking?",
        "Member ID {v} - the card got declined at the gym.",
        "Ticket #{v} is still open after two weeks.",
        "Employee number: {v}",
        "The case reference is {v}, please quote it.",
        "My driver's license {v} expires next month.",
    ),
}
# Not PII: a finding on these spans is a false flag.
DISTRACTORS = (
    "The blender was $129.99 on sale.",
    "The update to version 4.12.3 broke my setup.",
    "I finally got an RTX 3080 for my build.",
    "We met on 12/03/2021 at the station.",
    "Paid 1,250 EUR for the deposit.",
    "The Galaxy S21 battery lasts forever.",
    "Order arrives between 2 and 4 pm.",
    "It took 45 minutes and 3 buses.",
)


# Written in one sitting before the tuning began, in other registers (chat, email, forms, reviews) and
# other positions (the value in parentheses, before a comma, in a list, at the end after a dash).
HELDOUT_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Dear {v}, thank you for your quick reply.",
        "I'm meeting {v} at the station tomorrow morning.",
        "Our landlord ({v}) finally fixed the heating.",
        "Signed, {v}",
        "Ask {v} - she knows the wifi password.",
        "Me and {v} are splitting the cost of the trip.",
        "Interviewer: {v}",
        "Shoutout to my roommate {v} for the birthday cake.",
    ),
    "organization": (
        "After the layoffs at {v} I started freelancing.",
        "Our daughter starts an apprenticeship at {v} in September.",
        "{v} still hasn't refunded my deposit.",
        "I got an interview invite from {v}!",
        "Current employer - {v}",
        "Has anyone here dealt with {v} before?",
        "He's been the accountant for {v} since 2015.",
    ),
    "street": (
        "Pickup location: {v}",
        "The new flat ({v}) is much closer to work.",
        "Please forward my mail to {v} from now on.",
        "I'm staying at my mum's, {v}, until Friday.",
        "Someone broke into the car parked outside {v} last night.",
        "Return the keys to {v} by noon.",
    ),
    "postal": (
        "Shipping isn't available for {v}, apparently.",
        "PLZ {v}",
        "Billing address postcode - {v}",
        "We're in the {v} area, any good dentists nearby?",
        "Enter your postal code ({v}) to see local offers.",
        "The zip {v} keeps getting rejected by the checkout.",
    ),
    "city": (
        "Born and raised in {v}, never left.",
        "Anyone else commuting from {v} every day?",
        "The train to {v} was cancelled again.",
        "Hometown: {v}",
        "We spent two weeks in {v} visiting family.",
        "My grandparents still live outside {v}.",
    ),
    "phone": (
        "You can text me on {v} whenever.",
        "Tel. {v}",
        "Office line {v} (ask for extension 2)",
        "His mobile is {v} but he rarely picks up.",
        "Emergency contact: {v}",
        "Leave a voicemail at {v} and I'll call back.",
    ),
    "code": (
        "Account number {v}, please update my billing details.",
        "Booking reference: {v}",
        "My student ID is {v} if the library asks.",
        "Policy no. {v} covers the water damage.",
        "The claim ({v}) was rejected without explanation.",
        "Please quote your customer number {v} in every email.",
    ),
}
HELDOUT_DISTRACTORS = (
    "The meeting is in room 204 at 3:30.",
    "Preheat the oven to 180 degrees for 25 minutes.",
    "Our team won 3-1 in the 2019 final.",
    "My laptop has 16 GB of RAM and a 512 GB SSD.",
    "Rent went up by 8% this year.",
    "The iPhone 13 Pro still works fine.",
    "Chapter 7 was the best part of the book.",
    "Flight leaves at 06:45 on the 14th.",
)

# A third family, written on 2026-11-26 before any detector was changed for the held-out gaps of issue 11
# (the second family had been studied by then, so it no longer counts as unseen). Other registers again
# (text messages, forum questions, reviews, notes-to-self, forms with odd labels), the value in quotes,
# after a slash, before a question mark, inside a longer clause; other Faker locales (other countries of
# the same languages plus Nordic, Polish and South African ones) and its own seed. Never tuned on.
UNSEEN_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "omg {v} just texted me back!!",
        "Does anybody know if {v} still teaches the Tuesday class?",
        "Reminder to self: return the drill to {v}.",
        "We're inviting {v} too, hope that's ok.",
        "Got a lovely card from {v} this morning.",
        "Patient name / {v}",
        "The best man was {v}, who gave a very long speech.",
        "Lunch with {v}? Sure, what time?",
    ),
    "organization": (
        "Just signed my contract with {v} and I start Monday.",
        "Terrible customer service from {v}, two stars.",
        "My uncle retired from {v} after thirty years.",
        "Has {v} replied to anyone's application yet?",
        "Company / {v}",
        "The invoice from {v} was wrong twice.",
        "I'm an intern in the finance team at {v} this summer.",
    ),
    "street": (
        "New address, please update: {v}.",
        "The pharmacy on {v} closes at eight.",
        "Drop it off at {v}? The gate code is on the door.",
        "Parcel was left at {v} instead of next door.",
        "Venue / {v}",
        "We've lived at {v} since the twins were born.",
    ),
    "postal": (
        "Delivery to \"{v}\" not possible, says the website.",
        "Post code / {v}",
        "Any plumbers who cover {v}?",
        "It's {v}, not the old one I gave you.",
        "Our postcode changed to {v} after the boundary review.",
        "Zip: {v} (the app autocorrects it for some reason)",
    ),
    "city": (
        "Moving to {v} next month, any tips?",
        "Just landed in {v}, so tired.",
        "Place of birth / {v}",
        "My brother works in {v} during the week.",
        "The best pizza I ever had was in {v}.",
        "Is it safe to cycle around {v} at night?",
    ),
    "phone": (
        "new number, save it: {v}",
        "Whatsapp me at {v} if the bell doesn't work.",
        "Contact no. / {v}",
        "The landlord's phone ({v}) goes straight to voicemail.",
        "Call {v} to reschedule, not the main line.",
        "Reach me on {v} until 5 pm.",
    ),
    "code": (
        "Tracking number {v}, still says in transit.",
        "My membership no. is {v} for the discount.",
        "Reference / {v}",
        "Tax ID: {v}",
        "The warranty claim number is {v}, in case it gets lost.",
        "Seat reservation code \"{v}\" didn't scan at the gate.",
    ),
}
UNSEEN_DISTRACTORS = (
    "The bus was 12 minutes late again.",
    "Got 4 out of 5 stars on the review site.",
    "Temperature dropped to -3 overnight.",
    "The TV is 55 inches and was 499.00 in the sale.",
    "Season 2 episode 6 made me cry.",
    "Battery at 17% and no charger.",
    "We need 2 kg of flour and 6 eggs.",
    "Python 3.12 fixed that bug.",
)
UNSEEN_LOCALES = ("en_US", "en_GB", "zu_ZA", "en_CA", "de_AT", "de_CH", "fr_CA", "fr_CH", "es_MX", "pt_PT",
                  "nl_BE", "sv_SE", "da_DK", "pl_PL")

# A fourth family, written on 2026-11-26 (issue 11, third round) before any detector was changed in that
# round; the third family ("unseen") is studied from then on and reported as seen. New registers again
# (e-mail openings, school and club notices, classified ads, itineraries, voice-memo style run-ons, chat
# replies), 12 Faker locales none of the earlier families used, and person names that do NOT come from
# Faker: the name detectors load Faker's person lists, which generated the other families' names, so those
# columns partly measured the detectors' own list. Here names are SPIA's annotated NAME values (both
# files of the development half, every subject; `spia_names`), words of one to three capitalized parts,
# no initials. Never tuned on.
FOURTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Forwarding this from {v}, who asked me to pass it on.",
        "Pickup today is {v}, not me, so please let the teacher know.",
        "so {v} calls me at midnight and says the car won't start",
        "Shoutout to {v} for lending us the ladder last weekend.",
        "Guardian signature: {v}",
        "Our new treasurer is {v}; send the receipts to them.",
        "Is {v} coming to the barbecue or not?",
        "Booked under the name {v}, table for four.",
    ),
    "organization": (
        "Looking for anyone who interned at {v} - how was it?",
        "After the merger with {v} half my team was let go.",
        "Sponsored by {v} and the parents' association.",
        "Her first job out of school was at {v}.",
        "Invoice issued by: {v}",
        "The plumber from {v} never showed up.",
    ),
    "street": (
        "FOR SALE: bike, pick up from {v} after 6pm.",
        "Hotel for night two: {v}, check-in from 3.",
        "I used to rent a tiny room on {v}, above a bakery.",
        "Meeting point - {v}, by the blue door.",
        "Mail still gets sent to my old place at {v}.",
        "Registered office: {v}",
    ),
    "postal": (
        "Shipping only within {v} and the towns next to it.",
        "Wrong postcode on the label ({v}), so it bounced back.",
        "Area code for the form: {v}",
        "Which school catchment is {v} in?",
        "The courier said {v} isn't on their route anymore.",
        "Billing ZIP {v} does not match the card.",
    ),
    "city": (
        "Road trip stop three: {v}, then home.",
        "Cousins from {v} are staying with us all week.",
        "She commutes from {v} every single day.",
        "Hometown: {v}",
        "Can't believe how expensive coffee is in {v} now.",
        "The match got moved to {v} because of the rain.",
    ),
    "phone": (
        "Text {v} for viewings, no calls after 9.",
        "Emergency contact: {v}",
        "Lost dog! Please ring {v} if you see him.",
        "The clinic's out-of-hours line is {v}.",
        "u can reach me at {v} all weekend",
        "Mobile (work): {v}",
    ),
    "code": (
        "Booking ref {v} - please don't lose it again.",
        "Student number: {v}",
        "Your order {v} has shipped.",
        "Library card {v} is blocked until the fine is paid.",
        "Policy no. {v} covers the windscreen too.",
        "Licence plate {v} was seen leaving the car park.",
    ),
}
FOURTH_DISTRACTORS = (
    "Doors open at 7:15 and the show is 90 minutes.",
    "Bought 3 for the price of 2, 14.50 in total.",
    "It was 31 degrees in the shade today.",
    "Set the timer for 45 seconds per side.",
    "My phone is on version 17.2 and still crashes.",
    "Page 212 has the recipe.",
    "Only 6 of the 20 tickets are left.",
    "The 8:40 train was cancelled again.",
)
FOURTH_LOCALES = ("es_AR", "es_CL", "es_CO", "fi_FI", "no_NO", "cs_CZ", "hu_HU", "ro_RO", "hr_HR", "sk_SK",
                  "id_ID", "sl_SI")
# Code shapes no earlier family drew: letters and digits mixed within a group, separators of other kinds.
FOURTH_CODE_SHAPES = ("??#-####-??", "###?####", "?#?-#?#-###", "##/#####/?", "???.######", "#?######")
# A fifth family, written on 2026-11-27 (issue 11, fourth round) before any detector was changed in that
# round; the fourth family is studied from then on and reported as seen. Registers no earlier family used:
# chat logs with timestamps, invoices and receipts, complaint letters, travel bookings, rental and job
# application forms, support tickets, delivery notes. Seven Faker locales no family used (South and
# South-East Asia, the Caucasus, North Africa), names from Faker locales that the name detectors do NOT
# load (az_AZ, fr_DZ, en_TH: `FIFTH_NAME_LOCALES`), phones in national formats written here where Faker has
# none for the locale, and identifiers of new shapes plus the locale's own (Faker's national ID and plate
# numbers). Distractors: prices, totals, dates, versions, model numbers, quantities, gates and rooms.
FIFTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "[09:41] {v}: running late, start without me",
        "Attn: {v}, Accounts Payable",
        "I am writing to complain about the way {v} treated my mother at the counter.",
        "Lead passenger: {v} (adult)",
        "Applicant's full name ........ {v}",
        "Ticket assigned to {v}, status: waiting on customer.",
        "Received in good condition by {v}",
        "ok so {v} says the keys are under the mat??",
    ),
    "organization": (
        "Bill to: {v}",
        "Your booking with {v} is confirmed.",
        "I have been a loyal customer of {v} for nine years and this is how I am treated.",
        "Previous employer (name and address): {v}",
        "Carrier: {v}",
        "[18:02] anyone know if {v} is hiring? asking for a friend",
    ),
    "street": (
        "Deliver to: {v}",
        "Property address ........ {v}",
        "The damaged parcel was left outside {v} in the rain.",
        "Pick-up point: {v} (reception desk)",
        "[21:15] we're at {v}, ring twice",
        "Guesthouse: {v} - late arrival noted.",
    ),
    "postal": (
        "Postcode of the property: {v}",
        "Ship-to postal code {v}",
        "[11:30] what's the postcode there? {v}?",
        "The driver could not find {v} on his list, so the delivery failed.",
        "ZIP / postal code ........ {v}",
        "Is there a depot that serves {v}?",
    ),
    "city": (
        "Departure: {v}",
        "I moved here from {v} three years ago and never had such problems.",
        "Current city of residence ........ {v}",
        "[07:58] train to {v} delayed again, ugh",
        "Two nights in {v}, breakfast included.",
        "Dispatched from our warehouse in {v}.",
    ),
    "phone": (
        "[16:20] my new number is {v} btw",
        "Tel. (day): {v}",
        "Please call me back on {v} regarding this complaint.",
        "Contact at arrival: {v}",
        "Customer phone: {v} - prefers SMS",
        "For urgent repairs only: {v}",
    ),
    "code": (
        "National ID no. ........ {v}",
        "Booking code {v} (keep this for check-in)",
        "Complaint ref. {v}",
        "Consignment {v} is out for delivery.",
        "Vehicle registration: {v}",
        "Customer account {v} - please quote on all payments.",
    ),
}
FIFTH_DISTRACTORS = (
    "Qty 3 x 12.40 = 37.20",
    "Total due: 1,482.00 incl. 15% VAT, payable within 30 days.",
    "Check-in 14 March 2026, check-out 18 March 2026.",
    "Firmware 2.4.1-rc3 fixed the pairing bug.",
    "Model WH-1000XM4, black, 2 units.",
    "Order of 250 pcs, lead time 10-14 days.",
    "Boarding 21:35, gate B17, seat 23C.",
    "Room 1204 on floor 12, non-smoking.",
)
FIFTH_LOCALES = ("en_PH", "en_MS", "en_BD", "az_AZ", "vi_VN", "fr_DZ", "en_TH")
FIFTH_NAME_LOCALES = ("az_AZ", "fr_DZ", "en_TH")
# National formats for a locale whose Faker has no phone provider.
FIFTH_PHONES = {"en_PH": ("09## ### ####", "+63 9## ### ####", "(02) 8### ####")}
FIFTH_CODE_SHAPES = ("??####??", "#-###-###-#", "??.###.###", "##??##??", "?/#####/##", "####-?-####")
# A sixth family, written on 2026-11-27 (issue 11, fifth round) before any detector was changed in that
# round; the fifth family is studied from then on and reported as seen. Registers no earlier family used:
# HR onboarding e-mails, school newsletters, medical appointment letters, rental listings, event RSVPs,
# customs declarations. Faker locales no family used (tr_TR, lt_LT, lv_LV, et_EE, de_LU, de_LI, fil_PH,
# is_IS), names from Faker locales the name detectors do NOT load (en_KE, ha_NG, ig_NG, tw_GH, is_IS,
# uz_UZ, en_PK: `SIXTH_NAME_LOCALES`). Faker has no address provider for most of these countries (it
# falls back to the US one), so streets, postal codes, cities and firms are composed here from the
# locale's Faker surnames and small tables written for this family (`SIXTH_PLACES`: street words,
# postal shapes, towns, legal forms, phone formats of each country); identifiers are the locale's own
# national IDs and plates plus shapes no family drew. Distractors: doses, times, sizes, deposits,
# weights, tariff numbers, class names — not PII, must not be flagged.
SIXTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Please welcome {v}, who joins the payroll team on Monday.",
        "Your buddy for the first week will be {v}.",
        "Well done to {v} (Year 4) for winning the spelling bee!",
        "You have an appointment with {v} on Tuesday at 10:40.",
        "RSVP: {v} + 1, vegetarian",
        "Exporter's declaration signed by {v}",
        "Viewings are handled by {v}, who speaks English and German.",
        "Sorry, {v} can't make it this year but sends love.",
    ),
    "organization": (
        "Your employment contract with {v} is attached; please sign page 3.",
        "Many thanks to {v} for sponsoring the new football kits.",
        "Referred by: {v}",
        "Consignee: {v}",
        "Catering for the evening is provided by {v}.",
        "The flat is managed by {v}, not the owner.",
    ),
    "street": (
        "Please report to reception at {v} at 9:00 on your first day.",
        "The outpatient clinic has moved to {v}.",
        "Bright 2-bed flat at {v}, available from June.",
        "Venue: {v} (parking behind the building)",
        "Return address ({v}) must be on the parcel.",
        "The school fair will be held at {v} this year.",
    ),
    "postal": (
        "Postcode for the payroll form: {v}",
        "Consignee postal code - {v}",
        "Listings within {v} only, please.",
        "Our catchment covers {v} and the villages around it.",
        "Please bring proof of residence in {v} to your appointment.",
        "Sender's ZIP/postcode {v}",
    ),
    "city": (
        "Country/city of origin: {v}",
        "The trip to {v} for Year 6 is on the 14th.",
        "Guests arriving from {v} can share a taxi from the station.",
        "Relocating from {v}? HR can help with the paperwork.",
        "Our second clinic in {v} is open on Saturdays.",
        "Place of issue: {v}",
    ),
    "phone": (
        "To cancel, call the appointments line on {v} at least 24 hours ahead.",
        "Questions about the listing? {v} (after 5 pm).",
        "Please RSVP by text to {v}.",
        "Importer's telephone: {v}",
        "IT helpdesk for new starters: {v}",
        "Office hours line {v}, Monday to Thursday.",
    ),
    "code": (
        "Your personnel number is {v}; you will need it for the canteen.",
        "Patient ID {v} - please bring this letter with you.",
        "EORI number: {v}",
        "Tenancy reference {v}",
        "Pupil number {v} is printed on the lunch card.",
        "Invitation code {v} (one per guest)",
    ),
}
SIXTH_DISTRACTORS = (
    "Take 2 tablets every 8 hours, max 6 in 24 hours.",
    "Doors open 18:30, dinner at 19:15, dress code smart casual.",
    "Flat is 54 m2 on the 3rd floor, deposit two months' rent.",
    "Gross weight 12.5 kg, 3 parcels, HS code 8471.30.",
    "Class 5B will swim on Wednesdays from 13:10 to 14:00.",
    "Probation period is 6 months with 25 days of annual leave.",
    "Fasting from midnight; the scan takes about 40 minutes.",
    "Please allow 5 to 7 working days for the refund of 49.90.",
)
SIXTH_LOCALES = ("tr_TR", "lt_LT", "lv_LV", "et_EE", "de_LU", "de_LI", "fil_PH", "is_IS")
SIXTH_NAME_LOCALES = ("en_KE", "ha_NG", "ig_NG", "tw_GH", "is_IS", "uz_UZ", "en_PK")
# Per country: street words (before "<" or after ">" the name), postal shapes (# digit), towns, legal
# forms of firms (before "<" or after ">"), phone formats. Written for this family from general knowledge
# of each country's conventions; no detector loads these lists.
SIXTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "tr_TR": {"street": ("{s} Sokak No: {n}", "{s} Caddesi No: {n}", "{s} Sk. {n}/{m}", "{s} Cad. No:{n} D:{m}"),
              "postal": ("#####",),
              "city": ("Eskişehir", "Gaziantep", "Trabzon", "Kayseri", "Denizli", "Samsun", "Malatya", "Edirne",
                       "Çorlu", "Kütahya"),
              "firm": ("{s} Ltd. Şti.", "{s} A.Ş.", "{s} Ticaret Ltd. Şti.", "{s} İnşaat A.Ş."),
              "phone": ("0 (5##) ### ## ##", "+90 212 ### ## ##", "05## ### ####")},
    "lt_LT": {"street": ("{s} g. {n}", "{s} g. {n}-{m}", "{s} pr. {n}", "{s} al. {n}"),
              "postal": ("LT-#####",),
              "city": ("Kaunas", "Klaipėda", "Šiauliai", "Panevėžys", "Alytus", "Marijampolė", "Utena", "Telšiai"),
              "firm": ("UAB \"{s}\"", "UAB {s}", "AB {s}", "MB {s}"),
              "phone": ("+370 6## #####", "8 6## #####", "+370 5 ### ####")},
    "lv_LV": {"street": ("{s} iela {n}", "{s} iela {n}-{m}", "{s} gatve {n}", "{s} bulvāris {n}"),
              "postal": ("LV-####",),
              "city": ("Daugavpils", "Liepāja", "Jelgava", "Jūrmala", "Ventspils", "Rēzekne", "Valmiera", "Ogre"),
              "firm": ("SIA \"{s}\"", "SIA {s}", "AS {s}"),
              "phone": ("+371 2### ####", "2# ### ###", "+371 67 ### ###")},
    "et_EE": {"street": ("{s} tänav {n}", "{s} mnt {n}", "{s} pst {n}-{m}", "{s} tee {n}"),
              "postal": ("#####",),
              "city": ("Tartu", "Pärnu", "Narva", "Viljandi", "Rakvere", "Kuressaare", "Haapsalu", "Võru"),
              "firm": ("{s} OÜ", "{s} AS", "MTÜ {s}"),
              "phone": ("+372 5### ####", "5### ####", "+372 6## ####")},
    "de_LU": {"street": ("{n}, rue {s}", "{n}, route de {s}", "{n}, avenue {s}", "{n} rue {s}"),
              "postal": ("L-####", "####"),
              "city": ("Esch-sur-Alzette", "Differdange", "Dudelange", "Ettelbruck", "Diekirch", "Wiltz",
                       "Echternach", "Mersch"),
              "firm": ("{s} S.à r.l.", "{s} S.A.", "{s} Sàrl", "{s} SARL-S"),
              "phone": ("+352 621 ### ###", "+352 26 ## ## ##", "691 ### ###")},
    "de_LI": {"street": ("{s}strasse {n}", "{s}weg {n}", "{s}gasse {n}", "Im {s} {n}"),
              "postal": ("94##", "FL-94##"),
              "city": ("Vaduz", "Schaan", "Balzers", "Triesen", "Eschen", "Mauren", "Triesenberg", "Ruggell"),
              "firm": ("{s} Anstalt", "{s} AG", "{s} Stiftung", "{s} Treuhand AG"),
              "phone": ("+423 ### ## ##", "+423 7## ## ##")},
    "fil_PH": {"street": ("Purok {n}, {s} St.", "Blk {n} Lot {m}, {s} Subd.", "{n} {s} Extension", "Sitio {s}, Brgy. {m}"),
               "postal": ("####",),
               "city": ("Tacloban", "Dumaguete", "Tagbilaran", "Butuan", "Koronadal", "Tuguegarao", "Calbayog",
                        "Legazpi"),
               "firm": ("{s} Trading", "{s} Enterprises", "{s} Corporation", "{s} & Sons Inc."),
               "phone": ("0917 ### ####", "+63 998 ### ####", "(032) 4## ####")},
    "is_IS": {"street": ("{s}gata {n}", "{s}vegur {n}", "{s}stígur {n}", "{s}braut {n}"),
              "postal": ("###", "IS-###"),
              "city": ("Akureyri", "Hafnarfjörður", "Kópavogur", "Selfoss", "Ísafjörður", "Egilsstaðir",
                       "Borgarnes", "Húsavík"),
              "firm": ("{s} ehf.", "{s} hf.", "{s} sf."),
              "phone": ("+354 ### ####", "8## ####", "5## ####")},
}
SIXTH_CODE_SHAPES = ("???-####-?", "#### #### ####", "??-###-???", "##.##.##-###.##", "?####", "#?#-#?#")
# A seventh family, written on 2026-11-27 (issue 11, sixth round, branch pii7) before any detector was changed
# in that round; the sixth family is studied from then on and reported as seen. Registers no earlier family
# used: insurance claims, court summonses, parish newsletters, sports club rosters, landlord disputes on a
# forum, visa applications, lab results, classified ads. Text locales no family used (el_GR, he_IL, ka_GE,
# hy_AM, bg_BG, uk_UA, mk_MK, es_CA). Names from Faker locales the name detectors do NOT load
# (`SEVENTH_NAME_LOCALES`): es_CA and fr_BE as Faker writes them, and el_GR, uk_UA, bg_BG, mk_MK, ka_GE,
# hy_AM transliterated into Latin script with the small tables below (written for this family; English
# text names a Greek or Georgian person in Latin letters). Streets, postal codes, cities, firms and
# phones are composed from the locale's transliterated Faker surnames (he_IL: a short table) and
# `SEVENTH_PLACES`, written from general knowledge of each country's conventions; no detector loads them.
# Distractors: insurance excesses, lab values, hearing times, Mass times, kit sizes, rent rises, visa
# fees, phone models, doses and appliance model numbers — not PII, must not be flagged.
SEVENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Claimant: {v}",
        "My landlord {v} refuses to return the deposit, what are my options?",
        "Please keep {v} in your prayers as she recovers from surgery.",
        "Goalkeeper: {v} (captain)",
        "Name of the inviting person in the host country: {v}",
        "Sample collected by {v}, phlebotomist, at 07:52.",
        "Selling my late father's tools, ask for {v} at the door.",
        "Congratulations to {v} on her first Holy Communion.",
        "You are summoned to give evidence in the case of {v} against the municipality.",
    ),
    "organization": (
        "Insurer: {v}, policy section 4.2",
        "The defendant, {v}, must file a response within 21 days.",
        "Coffee after Mass is kindly donated by {v}.",
        "Kit sponsor this season: {v}",
        "The letting agent ({v}) just stopped answering my emails.",
        "Name and address of employer: {v}",
        "Analysis performed by {v}, accredited laboratory.",
        "Dealer sale through {v}, warranty included.",
    ),
    "street": (
        "Place of loss: {v}",
        "Service of this summons was made at {v}.",
        "The jumble sale is in the parish hall, {v}, from 10.",
        "Home games are played at the pitch on {v}.",
        "Flat is at {v} and the landlord lives upstairs.",
        "Address during stay: {v}",
        "Please drop the sample at our collection point, {v}.",
        "Pickup only, {v}, ring twice.",
    ),
    "postal": (
        "Postal code of the insured property: {v}",
        "Zip/Postal Code*: {v}",
        "Delivery available in {v} and nearby for a small fee.",
        "Has anyone rented in the {v} area? Prices seem insane.",
        "Please write the postcode ({v}) on the return form.",
        "Our courier covers {v} on weekdays.",
    ),
    "city": (
        "Place of birth: {v}",
        "The claimant resides in {v} and commutes by car.",
        "Pilgrimage to {v} in May, sign-up sheet at the back.",
        "Away game in {v} on Saturday, the bus leaves at 8.",
        "Renting in {v} is a nightmare right now.",
        "Intended port of entry: {v}",
        "Collection in {v}, no delivery.",
    ),
    "phone": (
        "Claims hotline: {v} (24/7)",
        "Court registry, tel. {v}",
        "Parish office {v}, mornings only.",
        "Coach's mobile: {v}",
        "called the landlord at {v} like ten times, nothing",
        "Contact number in the destination country: {v}",
        "Results line {v}, have your sample number ready.",
        "Serious buyers only, WhatsApp {v}.",
    ),
    "code": (
        "Claim no.: {v}",
        "Case No. {v}, Civil Division",
        "Federation licence {v} must be shown before kick-off.",
        "Visa application ID: {v}",
        "Sample number {v}, fasting",
        "Lease agreement no. {v} was signed in 2023.",
        "Serial {v}, still under warranty.",
        "Gift Aid declaration reference {v}",
    ),
}
SEVENTH_DISTRACTORS = (
    "An excess of 250.00 EUR applies; no-claims bonus 30%.",
    "Hemoglobin 13.8 g/dL (ref. 12.0-16.0), glucose 5.4 mmol/L.",
    "The hearing is listed for 10:30 on 3 March 2027, courtroom 4.",
    "Masses at 8:00, 9:30 and 11:00; choir practice Thursday 19:00.",
    "Under-12s train Tuesday and Thursday 17:00-18:30, size 140 kit.",
    "Rent went up 8% to 650 a month in January.",
    "Visa fee 80 EUR, processing time up to 15 calendar days.",
    "iPhone 13 Pro 256GB, battery health 89%, asking 420.",
    "Amoxicillin 500 mg three times daily for 7 days.",
    "Bosch Serie 4 WAN28K40 washer, 7 kg, barely used.",
)
SEVENTH_LOCALES = ("el_GR", "he_IL", "ka_GE", "hy_AM", "bg_BG", "uk_UA", "mk_MK", "es_CA")
SEVENTH_NAME_LOCALES = ("es_CA", "fr_BE", "el_GR", "uk_UA", "bg_BG", "mk_MK", "ka_GE", "hy_AM")
# Latin transliteration, written for this family (simplified national conventions: ELOT 743 for Greek,
# Ukraine's 2010 table, Bulgaria's 2009 law, Macedonian's official romanization, Georgian national system,
# Armenian Hübschmann-Meillet without diacritics). Digraphs first.
_GREEK = {"ου": "ou", "ού": "ou", "αι": "ai", "αί": "ai", "ει": "ei", "εί": "ei", "οι": "oi", "οί": "oi",
          "αυ": "av", "αύ": "av", "ευ": "ev", "εύ": "ev", "γγ": "ng", "γκ": "gk", "μπ": "b", "ντ": "nt",
          **dict(zip("αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊΐϋΰ",
                     "a v g d e z i th i k l m n x o p r s s t y f ch ps o a e i i o y o i i y y".split()))}
_CYRILLIC = {
    "uk_UA": dict(zip("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'ʼ", "a b v h g d e ye zh z y i yi y k l m n o p r s t u f kh ts ch sh shch _ yu ya _ _".split())),
    "bg_BG": dict(zip("абвгдежзийклмнопрстуфхцчшщъьюя", "a b v g d e zh z i y k l m n o p r s t u f h ts ch sh sht a y yu ya".split())),
    "mk_MK": dict(zip("абвгдѓежзѕијклљмнњопрстќуфхцчџш", "a b v g d gj e zh z dz i j k l lj m n nj o p r s t kj u f h c ch dzh sh".split())),
}
_GEORGIAN = dict(zip("აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ", "a b g d e v z t i k l m n o p zh r s t u p k gh q sh ch ts dz ts ch kh j h".split()))
_ARMENIAN = {"ու": "u", **dict(zip("աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆև",
                                     "a b g d e z e y t zh i l kh ts k h dz gh ch m y n sh o ch p j r s v t r ts v p k o f yev".split()))}
_SCRIPT = {"el_GR": _GREEK, "ka_GE": _GEORGIAN, "hy_AM": _ARMENIAN, **_CYRILLIC}


def latin(text: str, locale: str) -> str:
    """A Faker name of `locale` in Latin letters, each part capitalized ("Φαίδων" -> "Faidon")."""
    table = _SCRIPT.get(locale)
    if table is None:
        return text
    low, out, i = text.lower(), [], 0
    while i < len(low):
        pair = low[i:i + 2]
        if pair in table:
            out.append(table[pair])
            i += 2
            continue
        out.append(table.get(low[i], low[i]).replace("_", ""))
        i += 1
    return re.sub(r"(?:^|(?<=[\s-]))([a-z])", lambda m: m.group(1).upper(), "".join(out))


# Per country: street words, postal shapes (# digit), towns, firms (legal form before or after), phones.
SEVENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "el_GR": {"street": ("Odos {s} {n}", "{s} {n}", "Leoforos {s} {n}", "{s} {n}, 3os orofos"),
              "postal": ("### ##", "TK ### ##"),
              "city": ("Patra", "Larissa", "Volos", "Ioannina", "Chania", "Kavala", "Serres", "Kalamata", "Komotini"),
              "firm": ("{s} A.E.", "{s} O.E.", "{s} I.K.E.", "{s} E.P.E.", "{s} & Sia O.E."),
              "phone": ("+30 69# ### ####", "21# ### ####", "2310 ######")},
    "he_IL": {"street": ("Rehov {s} {n}", "{s} St. {n}, apt {m}", "Derekh {s} {n}", "Sderot {s} {n}"),
              "postal": ("#######",),
              "city": ("Netanya", "Ashdod", "Beersheba", "Rehovot", "Herzliya", "Kfar Saba", "Nahariya", "Eilat", "Modiin"),
              "firm": ("{s} Ltd.", "{s} Bros. Ltd.", "{s} Technologies Ltd.", "{s} & Co. Advocates"),
              "phone": ("+972 5#-###-####", "05#-###-####", "03-###-####")},
    "ka_GE": {"street": ("{s} St. {n}", "{s} kucha {n}", "{s} Ave. {n}, apt {m}", "{s} gamziri {n}"),
              "postal": ("0###",),
              "city": ("Kutaisi", "Batumi", "Rustavi", "Zugdidi", "Gori", "Poti", "Telavi", "Kobuleti", "Borjomi"),
              "firm": ("{s} LLC", "Shps {s}", "JSC {s}", "{s} Group LLC"),
              "phone": ("+995 5## ## ## ##", "(032) 2## ## ##", "5## ## ## ##")},
    "hy_AM": {"street": ("{s} poghots {n}", "{s} St. {n}, apt {m}", "{s} Ave. {n}", "{s} poghots {n}/{m}"),
              "postal": ("####",),
              "city": ("Gyumri", "Vanadzor", "Vagharshapat", "Hrazdan", "Abovyan", "Kapan", "Dilijan", "Sevan", "Goris"),
              "firm": ("{s} CJSC", "{s} LLC", "{s} and Partners LLC", "{s} Holding CJSC"),
              "phone": ("+374 ## ######", "(010) ##-##-##", "0## ## ## ##")},
    "bg_BG": {"street": ("ul. {s} {n}", "bul. {s} {n}", "ul. {s} No {n}, et. {m}", "zh.k. {s}, bl. {n}, vh. B"),
              "postal": ("####",),
              "city": ("Plovdiv", "Varna", "Burgas", "Ruse", "Stara Zagora", "Pleven", "Sliven", "Dobrich", "Shumen"),
              "firm": ("{s} EOOD", "{s} OOD", "{s} AD", "ET {s}", "{s} i Sie SD"),
              "phone": ("+359 88# ### ###", "02 ### ####", "089 ### ####")},
    "uk_UA": {"street": ("vul. {s}, {n}", "prosp. {s}, {n}", "{s} St., bldg {n}, apt {m}", "prov. {s}, {n}"),
              "postal": ("#####",),
              "city": ("Vinnytsia", "Poltava", "Chernihiv", "Zhytomyr", "Rivne", "Ternopil", "Uzhhorod", "Lutsk", "Kropyvnytskyi"),
              "firm": ("TOV {s}", "PrAT {s}", "FOP {s}", "{s} LLC", "TOV \"{s} Agro\""),
              "phone": ("+380 (67) ###-##-##", "0## ### ## ##", "+380 44 ### ####")},
    "mk_MK": {"street": ("ul. {s} br. {n}", "bul. {s} {n}", "ul. {s} {n}/{m}", "{s} {n}, lok. {m}"),
              "postal": ("####",),
              "city": ("Bitola", "Kumanovo", "Prilep", "Tetovo", "Ohrid", "Veles", "Shtip", "Strumica", "Gostivar"),
              "firm": ("{s} DOOEL", "{s} DOO", "{s} AD", "TP {s}"),
              "phone": ("+389 7# ### ###", "02/3##-###", "07# ### ###")},
    "es_CA": {"street": ("C/ {s}, {n}", "Carrer de {s}, {n}, {m}r", "Av. de {s}, {n}", "Passeig de {s} {n}"),
              "postal": ("08###", "17###", "25###", "43###"),
              "city": ("Girona", "Lleida", "Tarragona", "Reus", "Sabadell", "Terrassa", "Manresa", "Vic", "Figueres"),
              "firm": ("{s} SL", "{s} SLU", "{s} i Fills SL", "Cooperativa {s} SCCL"),
              "phone": ("+34 93# ## ## ##", "6## ### ###", "972 ## ## ##")},
}
SEVENTH_SURNAMES = {"he_IL": ("Biton", "Dahan", "Ohana", "Azoulay", "Malka", "Mizrahi", "Peretz", "Hadad", "Amsalem",
                              "Ben David", "Shitrit", "Elbaz", "Vaknin", "Gabay", "Avraham", "Sasson")}
SEVENTH_CODE_SHAPES = ("#??-##-#####", "????-###", "##?##-#", "?-##-???-#", "###/##-?", "#### ??? ###")
# An eighth family, written on 2026-11-27 (issue 11, seventh round, branch pii8) before any detector was changed
# in that round; the seventh family is studied from then on and reported as seen. Registers no earlier family
# used: school trip permission slips, vet clinic records, car-sale listings, job applications, utility
# complaints, conference badges, pharmacy refill requests, community garden rosters. Text locales no family
# used (sq_AL, bs_BA, mt_MT, ru_RU, th_TH, fa_IR, ar_EG, ne_NP). Names from those eight countries, which the
# name detectors do NOT load (`EIGHTH_NAME_LOCALES`): ru_RU from Faker transliterated (a Russian table added
# to the seventh's), the seven others from small hand tables of common romanized first names and surnames
# (`EIGHTH_NAMES`; Faker has no Latin-script names for them: sq_AL, bs_BA, mt_MT fall back to English ones).
# Streets, postal codes, cities, firms and phones from `EIGHTH_PLACES`, written from general knowledge of each
# country's conventions (Albanian "Rruga … Nr.", Bosnian "bb", Maltese "Triq", Russian "ul. … d. … kv.",
# Thai "Soi/Moo", Persian "Khiaban-e … Pelak", Egyptian "Shari'", Nepali "Marg/Tole"); no detector loads
# them. Codes: plates and IDs where Faker writes them in Latin letters, otherwise six shapes no family drew
# (with a 15-digit microchip and a 17-character VIN). Distractors: vet doses, car prices and engine sizes,
# tariffs, software versions, conference times, garden plot sizes — not PII, must not be flagged.
EIGHTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "I give permission for my child {v} to attend the museum trip on Friday.",
        "Owner: {v} | Species: cat | Breed: domestic shorthair",
        "Test drive with {v} went fine, he is thinking about it.",
        "Applicant's full name - {v}",
        "HELLO my name is {v}",
        "Refill requested by {v} via the online form.",
        "Plot 14 is tended by {v} and her two sons.",
        "Emergency contact (parent/guardian): {v}",
        "Our meter reader {v} left a card saying nobody was home.",
    ),
    "organization": (
        "Current employer: {v} (2019 - present)",
        "Affiliation: {v}",
        "Trip organised together with {v}, transport included.",
        "Vaccines supplied by {v}, batch on file.",
        "Service history stamped by {v} every 10,000 km.",
        "My supplier is {v} and they billed me twice this month.",
        "Please collect your refill from {v} after 3 pm.",
        "Compost donated to the garden by {v}.",
    ),
    "street": (
        "Pupil's home address: {v}",
        "Clinic: {v}, open Saturdays.",
        "Car can be viewed at {v} any evening.",
        "Correspondence address: {v}",
        "The outage affects the whole block at {v}.",
        "Venue: {v}, hall B",
        "Deliver my refill to {v}, please.",
        "The garden gate is on {v}, code from the coordinator.",
    ),
    "postal": (
        "Post code (home): {v}",
        "Service area {v} only, sorry.",
        "Supply point postcode {v}",
        "Index: {v}",
        "Registered in {v}, all papers present.",
        "Delivery to postcode {v} takes two days.",
    ),
    "city": (
        "Destination: {v} (overnight stay)",
        "Town/City: {v}",
        "Car is located in {v}, can deliver for a fee.",
        "Willing to relocate to {v}.",
        "Attendees travelled from {v} and further.",
        "Pharmacy branch: {v}",
        "The allotments in {v} have a waiting list of two years.",
    ),
    "phone": (
        "In case of emergency during the trip call {v}.",
        "Out-of-hours vet: {v}",
        "Call or text {v}, no time wasters.",
        "Mobile - {v}",
        "Fault line {v} keeps me on hold for an hour.",
        "Speaker liaison {v}",
        "Pharmacy tel: {v}",
        "Garden coordinator, {v}",
    ),
    "code": (
        "Student ID {v}",
        "Microchip: {v}",
        "VIN {v}, full service history.",
        "Candidate number: {v}",
        "Customer account {v} (please quote)",
        "Badge ID {v}",
        "Prescription no. {v}",
        "Plot holder membership {v}",
    ),
}
EIGHTH_DISTRACTORS = (
    "Trip cost 12.50 per pupil, packed lunch required, back by 15:45.",
    "Meloxicam 1.5 mg/ml, 0.1 ml per kg once daily with food.",
    "2016 model, 1.6 TDI, 143,000 km, asking 7,900 negotiable.",
    "Salary expectation 2,400 net; notice period 30 days.",
    "Tariff rose from 0.21 to 0.34 per kWh on 1 October.",
    "Keynote at 09:15 in Hall 2; Wi-Fi password on the back of the badge.",
    "Atorvastatin 20 mg, 28 tablets, one at night.",
    "Plots are 5 x 10 m, fee 35 a year, water from April to October.",
    "Firmware 4.2.1 fixes the app crash on Android 14.",
    "Toyota Corolla E210, 2020, 1.8 Hybrid, 98 hp.",
)
EIGHTH_LOCALES = ("sq_AL", "bs_BA", "mt_MT", "ru_RU", "th_TH", "fa_IR", "ar_EG", "ne_NP")
EIGHTH_NAME_LOCALES = EIGHTH_LOCALES
_CYRILLIC["ru_RU"] = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                             "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya".split()))
_SCRIPT["ru_RU"] = _CYRILLIC["ru_RU"]
# Common first names and surnames in the romanization an English text would use (hand tables for this family).
EIGHTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "sq_AL": (("Arben", "Blerina", "Erion", "Fatjona", "Gentian", "Ilir", "Jonida", "Klodian", "Mirela", "Ornela",
               "Besnik", "Dritan", "Elira", "Alketa", "Kujtim", "Rezarta"),
              ("Hoxha", "Shehu", "Gjoka", "Leka", "Krasniqi", "Berisha", "Dervishi", "Kola", "Marku", "Prifti",
               "Çela", "Lika", "Muça", "Basha", "Duka", "Xhafa")),
    "bs_BA": (("Amir", "Emina", "Adnan", "Lejla", "Haris", "Amra", "Kenan", "Selma", "Mirza", "Dženana", "Tarik",
               "Ajla", "Edin", "Merima", "Nedim", "Aida"),
              ("Hodžić", "Begović", "Kovačević", "Hadžić", "Mehmedović", "Delić", "Husić", "Softić", "Alić", "Mujić",
               "Selimović", "Karić", "Jukić", "Šehić", "Omerović", "Bešlagić")),
    "mt_MT": (("Ġużeppi", "Marthese", "Ċensu", "Pawlu", "Ġorġ", "Rita", "Doris", "Kurt", "Lorraine", "Antoine",
               "Roderick", "Daniela", "Charmaine", "Reuben", "Graziella", "Ninu"),
              ("Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri",
               "Azzopardi", "Mifsud", "Cassar", "Sammut", "Xuereb", "Buttigieg")),
    "th_TH": (("Somchai", "Nattaya", "Kittisak", "Pimchanok", "Anan", "Siriporn", "Thanawat", "Wanida", "Pornthip",
               "Chatchai", "Supaporn", "Apinya", "Nattapong", "Kanokwan", "Surasak", "Ratana"),
              ("Srisuk", "Saetang", "Chaiyaporn", "Wongsawat", "Rattanakorn", "Thongchai", "Boonmee", "Kaewkla",
               "Suksawat", "Phromma", "Jantarasri", "Sombat", "Pongpanich", "Intharasuwan", "Charoenrat", "Siriwong")),
    "fa_IR": (("Reza", "Maryam", "Mehdi", "Fatemeh", "Amir", "Zahra", "Hossein", "Narges", "Behnam", "Parisa",
               "Kaveh", "Shirin", "Saeed", "Niloufar", "Arash", "Golnaz"),
              ("Hosseini", "Rezaei", "Mohammadi", "Karimi", "Ahmadi", "Jafari", "Rahimi", "Moradi", "Sadeghi",
               "Ghorbani", "Hashemi", "Nazari", "Kazemi", "Tehrani", "Abbasi", "Shirazi")),
    "ar_EG": (("Ahmed", "Mona", "Mahmoud", "Heba", "Omar", "Yasmin", "Tarek", "Nour", "Karim", "Dina", "Sherif",
               "Rania", "Amr", "Salma", "Hany", "Mai"),
              ("El-Sayed", "Abdel Rahman", "Mahmoud", "Hassan", "Mostafa", "Farouk", "Abdel Aziz", "Soliman",
               "Ibrahim", "El-Masry", "Shawky", "Ragab", "Fathy", "Hegazy", "Naguib", "Zaki")),
    "ne_NP": (("Sita", "Ramesh", "Anjali", "Bikash", "Sunita", "Prakash", "Sabina", "Rajesh", "Pramila", "Suman",
               "Binita", "Kiran", "Sarita", "Dipak", "Manisha", "Nabin"),
              ("Shrestha", "Adhikari", "Gurung", "Tamang", "Thapa", "Karki", "Bhattarai", "Poudel", "Maharjan", "Rai",
               "Limbu", "Koirala", "Dahal", "Pandey", "Magar", "Sherpa")),
}
# Per country: street words, postal shapes (# digit), towns, firms (legal form before or after), phones.
EIGHTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "sq_AL": {"street": ("Rruga {s}, Nr. {n}", "Rr. {s}, pallati {n}, ap. {m}", "Bulevardi {s} {n}", "Lagjja {s}, Rr. {n}"),
              "postal": ("1001", "10##", "2001", "####"),
              "city": ("Durrës", "Vlorë", "Shkodër", "Elbasan", "Korçë", "Fier", "Berat", "Lushnjë", "Gjirokastër"),
              "firm": ("{s} sh.p.k.", "{s} Sh.a.", "{s} shpk", "Shoqëria {s} sh.p.k."),
              "phone": ("+355 6# ### ####", "06# ### ####", "04 2## ####")},
    "bs_BA": {"street": ("Ulica {s} {n}", "{s} br. {n}", "Obala {s} {n}", "{s} bb"),
              "postal": ("71###", "75###", "88###", "BA-78###"),
              "city": ("Tuzla", "Zenica", "Mostar", "Bihać", "Bijeljina", "Brčko", "Travnik", "Goražde", "Cazin"),
              "firm": ("{s} d.o.o.", "{s} d.d.", "{s} d.o.o. Sarajevo", "{s} a.d."),
              "phone": ("+387 6# ### ###", "033 ### ###", "061/###-###")},
    "mt_MT": {"street": ("{n}, Triq {s}", "Triq {s}, Nru {n}", "Flat {m}, Block {n}, Triq {s}", "Misraħ {s} {n}"),
              "postal": ("VLT ####", "SLM ####", "BKR ####", "MST ####", "ZBR ####"),
              "city": ("Birkirkara", "Mosta", "Qormi", "Żabbar", "Sliema", "Naxxar", "San Ġwann", "Żejtun", "Marsaskala"),
              "firm": ("{s} Ltd", "{s} & Sons Ltd", "{s} Holdings p.l.c.", "{s} Limited"),
              "phone": ("+356 79## ####", "21## ####", "99## ####")},
    "ru_RU": {"street": ("ul. {s}, d. {n}, kv. {m}", "prospekt {s}, d. {n}", "per. {s}, {n}", "nab. {s}, d. {n}, korp. {m}"),
              "postal": ("1#####", "4#####", "6#####"),
              "city": ("Kazan", "Samara", "Tyumen", "Omsk", "Perm", "Ufa", "Saratov", "Yaroslavl", "Tomsk"),
              "firm": ("OOO \"{s}\"", "IP {s}", "AO {s}", "PAO \"{s} Energo\""),
              "phone": ("+7 (9##) ###-##-##", "8 (4##) ###-##-##", "8 800 ###-##-##")},
    "th_TH": {"street": ("{n}/{m} Soi {s}", "{n} Moo {m}, Thanon {s}", "{n}/{m} {s} Road", "Soi {s} {n}"),
              "postal": ("10###", "50###", "40###", "90###"),
              "city": ("Chiang Mai", "Khon Kaen", "Nakhon Ratchasima", "Hat Yai", "Udon Thani", "Phitsanulok",
                       "Surat Thani", "Ubon Ratchathani", "Nonthaburi"),
              "firm": ("{s} Co., Ltd.", "{s} Public Company Limited", "Ltd. Part. {s}", "{s} (Thailand) Co., Ltd."),
              "phone": ("+66 8# ### ####", "02-###-####", "08#-###-####")},
    "fa_IR": {"street": ("Khiaban-e {s}, Pelak {n}", "Kuche-ye {s}, No. {n}, Vahed {m}", "Bolvar-e {s}, Pelak {n}",
                         "{s} Alley, No. {n}"),
              "postal": ("#####-#####", "##########"),
              "city": ("Mashhad", "Isfahan", "Tabriz", "Shiraz", "Karaj", "Qom", "Ahvaz", "Kermanshah", "Rasht"),
              "firm": ("{s} Co. (Sahami Khas)", "Sherkat-e {s}", "{s} Trading Co.", "{s} Group PJSC"),
              "phone": ("+98 91# ### ####", "021 #### ####", "09## ### ####")},
    "ar_EG": {"street": ("{n} Shari' {s}", "{n} {s} St., apt {m}", "Building {n}, {s} Sq.", "{n} Midan {s}"),
              "postal": ("11###", "21###", "12###"),
              "city": ("Alexandria", "Giza", "Mansoura", "Tanta", "Asyut", "Zagazig", "Ismailia", "Faiyum", "Luxor"),
              "firm": ("{s} S.A.E.", "{s} for Trading", "{s} & Partners LLC", "{s} Group S.A.E."),
              "phone": ("+20 1# #### ####", "01# #### ####", "(02) 2### ####")},
    "ne_NP": {"street": ("{s} Marg {n}", "House No. {n}, {s} Marg", "{s} Tole, Ward No. {m}", "{s} Sadak, {n}"),
              "postal": ("44###", "33###", "56###"),
              "city": ("Pokhara", "Lalitpur", "Biratnagar", "Bharatpur", "Birgunj", "Dharan", "Butwal", "Hetauda", "Janakpur"),
              "firm": ("{s} Pvt. Ltd.", "{s} Traders", "{s} Private Limited", "{s} Hydropower Ltd."),
              "phone": ("+977 98########", "01-4######", "98########")},
}
EIGHTH_CODE_SHAPES = ("??/####/##", "#-??-####", "####.??.###", "??#####-#", "###############", "?????##?#?######")
# A ninth family, written on 2026-11-27 (issue 11, eighth round, branch pii9) before any detector was changed
# in that round; the eighth family is studied from then on and reported as seen. Registers no earlier family
# used: marina berth bookings, blood donor forms, bicycle repair tickets, private tutoring ads, removal
# quotes, tattoo studio consent forms, lost-and-found reports, funeral home notices. Text locales no family
# used (lb_LU, ko_KR, ja_JP, zh_TW, am_ET, si_LK, bn_BD, ar_SA). Names from those eight countries, which the
# name detectors do NOT load: small hand tables of common romanized first names and surnames (`NINTH_NAMES`;
# Faker writes lb_LU names as English ones and the others in their own scripts). Streets, postal codes,
# cities, firms and phones from `NINTH_PLACES`, written from general knowledge of each country's conventions
# (Luxembourg "rue/op der", Korean "-ro/-gil/-dong", Japanese "-chome/-machi", Taiwanese "Ln./Sec./F",
# Ethiopian "Kebele/Woreda/H.No.", Sri Lankan "Mawatha/Watta", Bangladeshi "House/Road/R/A/Bhaban", Saudi
# "Dist./Unit"); no detector loads them. Codes: national ID shapes of the eight countries and new shapes
# (a Korean resident number, a Taiwanese ID, a Sri Lankan NIC, a 12-digit My Number, …). Distractors: berth
# sizes, blood values, bike parts, tutoring rates, removal volumes, tattoo needles, car makes and models,
# service times, app versions — not PII, must not be flagged.
NINTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Berth 12 is booked under the name {v} until Sunday.",
        "Donor name — {v}",
        "Bike dropped off by {v}, wants new brake pads.",
        "Maths tutoring with {v}, two sessions a week.",
        "Client: {v} / moving date 14 March",
        "I, {v}, confirm I am over 18 and not under the influence.",
        "Found by {v} near the ticket machine.",
        "The family of the late {v} thanks everyone for their support.",
        "Signed on behalf of the client: {v}",
    ),
    "organization": (
        "Berth rental invoiced by {v}.",
        "Blood drive hosted by {v} in the canteen.",
        "Parts ordered from {v}, arriving Thursday.",
        "I teach at {v} during the week.",
        "Quote prepared by {v} (valid 30 days).",
        "Ink supplied by {v}, lot number on the bottle.",
        "Umbrella handed in at the desk of {v}.",
        "Arrangements by {v}, flowers by the family.",
    ),
    "street": (
        "Boat owner's home address: {v}",
        "Mobile unit parked outside {v} from 9 to 4.",
        "Workshop: {v} (ring twice)",
        "Lessons at the student's home, {v}.",
        "Moving from {v} to a smaller flat.",
        "Studio moved to {v} last spring.",
        "Wallet lost somewhere near {v}.",
        "Visitation at {v} on Thursday evening.",
    ),
    "postal": (
        "Postcode of residence: {v}",
        "Collection area {v} and nearby.",
        "Pickup postcode {v}, drop-off to be confirmed.",
        "ZIP/Postal: {v}",
        "Found in the {v} area on Monday.",
        "Mailing code {v}",
    ),
    "city": (
        "Home port: {v}",
        "Donor lives in {v}.",
        "Ride from {v} to the coast next weekend.",
        "Online or in person around {v}.",
        "Moving to {v} in May.",
        "Guest artist visiting from {v}.",
        "Item found on the train to {v}.",
        "Burial will take place in {v}.",
    ),
    "phone": (
        "Harbour master on duty: {v}",
        "Reminder texts go to {v}.",
        "Ready for pickup — we'll ring {v}.",
        "WhatsApp {v} for a free trial lesson.",
        "Foreman on the day: {v}",
        "Book by phone ({v}) or in the studio.",
        "If this is yours, ring {v}.",
        "Condolences may be phoned to {v}.",
    ),
    "code": (
        "Hull identification {v}",
        "Donor ID: {v}",
        "Frame number {v} (engraved under the bottom bracket)",
        "Student reference {v}",
        "Quote ref. {v}",
        "ID document {v} checked by staff.",
        "Claim ticket {v}",
        "Death certificate {v}",
    ),
}
NINTH_DISTRACTORS = (
    "Berth 14 m, draught 2.1 m, 45 per night incl. water.",
    "Haemoglobin 13.8 g/dL, pulse 72, BP 120/80.",
    "Shimano 105 R7000, 11-speed, chain 0.75 worn.",
    "Grade 11 calculus, 25 per hour, 90-minute sessions.",
    "3-bedroom, approx. 28 m3, two porters, 4 hours.",
    "Needle 3RL, session 2.5 h, touch-up free within 6 weeks.",
    "Mazda CX-5, silver, parked in level B2.",
    "Service at 11:00, reception to follow at 13:30.",
    "Hyundai Tucson 2.0 CRDi, 2019, 88,000 km.",
    "App v3.8.2 on iOS 17.1; update to 3.9 fixes login.",
)
NINTH_LOCALES = ("lb_LU", "ko_KR", "ja_JP", "zh_TW", "am_ET", "si_LK", "bn_BD", "ar_SA")
NINTH_NAME_LOCALES = NINTH_LOCALES
NINTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "lb_LU": (("Jhemp", "Mett", "Fränz", "Jos", "Marc", "Claude", "Carole", "Sandrine", "Nathalie", "Josée",
               "Romain", "Léon", "Mireille", "Gilles", "Nico", "Tessy"),
              ("Schmit", "Muller", "Weber", "Wagner", "Hoffmann", "Thill", "Reuter", "Kieffer", "Schroeder", "Hansen",
               "Kremer", "Faber", "Ries", "Welter", "Majerus", "Schiltz")),
    "ko_KR": (("Ji-hoon", "Seo-yeon", "Min-jun", "Ha-eun", "Do-yoon", "Ji-woo", "Hyun-woo", "Soo-ah", "Jae-won",
               "Eun-ji", "Sung-min", "Ye-jin", "Tae-yang", "Yu-na", "Dong-hyun", "Min-seo"),
              ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Oh", "Seo", "Shin",
               "Kwon", "Hwang")),
    "ja_JP": (("Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Yuto", "Sakura", "Takumi", "Mio", "Kenta", "Yuka",
               "Daiki", "Ayaka", "Shota", "Nanami"),
              ("Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato",
               "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue", "Kimura")),
    "zh_TW": (("Chia-hao", "Yi-ting", "Chih-wei", "Shu-fen", "Cheng-han", "Hsin-yi", "Po-wei", "Ya-ting", "Kuan-yu",
               "Mei-ling", "Tsung-han", "Pei-shan", "Wei-lun", "Hui-chen", "Yu-hsuan", "Chun-chieh"),
              ("Chen", "Lin", "Huang", "Chang", "Wang", "Wu", "Liu", "Tsai", "Yang", "Hsu", "Cheng", "Hsieh", "Kuo",
               "Hung", "Tseng", "Chiu")),
    "am_ET": (("Abebe", "Tigist", "Dawit", "Meseret", "Tesfaye", "Selamawit", "Yonas", "Hiwot", "Getachew",
               "Bethlehem", "Henok", "Mahlet", "Biruk", "Tsion", "Kebede", "Eyerusalem"),
              ("Bekele", "Tadesse", "Haile", "Girma", "Alemu", "Wolde", "Mengistu", "Asfaw", "Negash", "Desta",
               "Teshome", "Lemma", "Ayele", "Gebremedhin", "Worku", "Demissie")),
    "si_LK": (("Kasun", "Nadeesha", "Chaminda", "Dilani", "Tharindu", "Sanduni", "Nuwan", "Ishara", "Ruwan", "Hasini",
               "Lahiru", "Chathurika", "Dinesh", "Nirosha", "Sampath", "Piumi"),
              ("Perera", "Fernando", "de Silva", "Jayasuriya", "Wickramasinghe", "Bandara", "Rajapaksa", "Gunawardena",
               "Senanayake", "Dissanayake", "Herath", "Karunaratne", "Weerasinghe", "Ranasinghe", "Jayawardena",
               "Amarasinghe")),
    "bn_BD": (("Rafiq", "Nasrin", "Tanvir", "Farzana", "Shakil", "Sharmin", "Mahbub", "Taslima", "Arif", "Rumana",
               "Sohel", "Nusrat", "Imran", "Sabrina", "Jahid", "Mousumi"),
              ("Hossain", "Rahman", "Islam", "Chowdhury", "Akter", "Uddin", "Sarker", "Begum", "Miah", "Talukder",
               "Bhuiyan", "Mondal", "Khatun", "Haque", "Sikder", "Majumder")),
    "ar_SA": (("Abdullah", "Noura", "Faisal", "Reem", "Turki", "Lama", "Saud", "Hessa", "Nawaf", "Shahad", "Bandar",
               "Ghada", "Majed", "Jawaher", "Sultan", "Alanoud"),
              ("Al-Qahtani", "Al-Otaibi", "Al-Ghamdi", "Al-Harbi", "Al-Zahrani", "Al-Dosari", "Al-Shehri", "Al-Mutairi",
               "Al-Subaie", "Al-Anazi", "Al-Shammari", "Al-Rashidi", "Al-Maliki", "Al-Juhani", "Al-Yami", "Al-Omari")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit), towns, firms, phones.
NINTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "lb_LU": {"street": ("{n}, rue {s}", "{n}, avenue {s}", "{n} Montée {s}", "{n}, op der {s}"),
              "postal": ("L-####", "L-1###", "####"),
              "city": ("Esch-sur-Alzette", "Differdange", "Dudelange", "Ettelbruck", "Diekirch", "Wiltz", "Echternach",
                       "Rumelange", "Grevenmacher"),
              "firm": ("{s} S.à r.l.", "{s} S.A.", "{s} SCS", "{s} & Fils S.à r.l."),
              "phone": ("+352 621 ### ###", "+352 ## ## ##", "691 ### ###")},
    "ko_KR": {"street": ("{n} {s}-ro", "{s}-gil {n}", "{n}-{m} {s}-dong", "{s}-daero {n}, Unit {m}"),
              "postal": ("0####", "1####", "4####", "6####"),
              "city": ("Busan", "Incheon", "Daegu", "Daejeon", "Gwangju", "Ulsan", "Suwon", "Changwon", "Jeonju"),
              "firm": ("{s} Co., Ltd.", "{s} Corporation", "Jusik Hoesa {s}", "{s} Industries Co."),
              "phone": ("+82 10-####-####", "010-####-####", "02-###-####")},
    "ja_JP": {"street": ("{s} {n}-chome {m}", "{n}-{m} {s}-machi", "{s}-dori {n}", "Room {m}, {s} Heights {n}"),
              "postal": ("###-####", "1##-####", "5##-####"),
              "city": ("Sapporo", "Sendai", "Niigata", "Kanazawa", "Shizuoka", "Okayama", "Kumamoto", "Matsuyama",
                       "Kagoshima"),
              "firm": ("{s} K.K.", "{s} Kabushiki Kaisha", "{s} Godo Kaisha", "{s} G.K."),
              "phone": ("+81 90-####-####", "03-####-####", "090-####-####")},
    "zh_TW": {"street": ("No. {n}, Ln. {m}, {s} Rd.", "{n} {s} St., {m}F", "No. {n}, Sec. 2, {s} Blvd.",
                         "{m}F., No. {n}, {s} Alley"),
              "postal": ("###", "1####", "4####", "8####"),
              "city": ("Taichung", "Kaohsiung", "Tainan", "Hsinchu", "Keelung", "Chiayi", "Taoyuan", "Hualien",
                       "Pingtung"),
              "firm": ("{s} Co., Ltd.", "{s} Enterprise Co.", "{s} Youxian Gongsi", "{s} Industrial Corp."),
              "phone": ("+886 9##-###-###", "(02) 2###-####", "09##-###-###")},
    "am_ET": {"street": ("{s} Sefer, Kebele {m}, H.No. {n}", "Woreda {m}, House No. {n}, {s} Road",
                         "{s} Street, Kebele {m}", "H.No. {n}, {s} Menged"),
              "postal": ("1000", "####", "1###"),
              "city": ("Adama", "Bahir Dar", "Gondar", "Mekelle", "Hawassa", "Dire Dawa", "Jimma", "Dessie",
                       "Arba Minch"),
              "firm": ("{s} PLC", "{s} Share Company", "{s} S.C.", "{s} Trading PLC"),
              "phone": ("+251 9## ### ###", "011 ### ####", "09########")},
    "si_LK": {"street": ("No. {n}, {s} Mawatha", "{n}/{m}, {s} Lane", "{n}, {s} Para", "No. {n}/{m}, {s} Watta"),
              "postal": ("00###", "10###", "20###", "80###"),
              "city": ("Kandy", "Galle", "Jaffna", "Negombo", "Kurunegala", "Anuradhapura", "Ratnapura", "Matara",
                       "Batticaloa"),
              "firm": ("{s} (Pvt) Ltd", "{s} PLC", "{s} & Sons (Pvt) Ltd", "{s} Holdings (Private) Limited"),
              "phone": ("+94 7# ### ####", "011 2######", "07# ### ####")},
    "bn_BD": {"street": ("House {n}, Road {m}, {s} R/A", "{n}/{m} {s} Sarak", "Holding {n}, {s} Lane",
                         "Flat {m}, {s} Bhaban, {n} Gulshan Avenue"),
              "postal": ("1###", "4###", "9###"),
              "city": ("Chittagong", "Khulna", "Rajshahi", "Sylhet", "Barisal", "Rangpur", "Comilla", "Mymensingh",
                       "Bogura"),
              "firm": ("{s} Ltd.", "M/s {s} Enterprise", "{s} Group", "M/S {s} Traders"),
              "phone": ("+880 1###-######", "01#########", "02-9######")},
    "ar_SA": {"street": ("{n} {s} Street, Unit {m}", "Bldg {n}, {s} Rd., Unit {m}", "{s} Dist., {n} Tahlia St.",
                         "{n} Prince {s} Rd."),
              "postal": ("1####", "2####", "1####-####"),
              "city": ("Jeddah", "Dammam", "Mecca", "Medina", "Taif", "Tabuk", "Buraidah", "Abha", "Khobar"),
              "firm": ("{s} Est.", "{s} Trading Est.", "{s} Company LLC", "Mu'assasat {s}"),
              "phone": ("+966 5# ### ####", "05# ### ####", "011 ### ####")},
}
NINTH_CODE_SHAPES = ("######-#######", "?#########", "#########V", "#### #### ####", "##-??-####", "???/##/####-?")
# A tenth family, written on 2026-11-27 before any detector change of issue 11's ninth round (pii10); the
# ninth family is studied from then on and reported as seen. Registers no earlier family used: gym
# membership forms, coworking desk bookings, language exchange ads, dry-cleaning tickets, library card
# applications, piano tuning visits, dog boarding kennels, chess tournament entries. Text locales no family
# used (es_VE, es_PE, sr_RS, kk_KZ, mg_MG, fr_SN, sm_WS, en_PG; Faker has only es_VE of them, so the others'
# numbers are drawn with an en_US Faker). Names from those eight countries, which the name detectors do NOT
# load: small hand tables of common romanized first names and surnames (`TENTH_NAMES`, written from general
# knowledge; no public figure's full name on purpose). Streets, postcodes, towns, firms and phones from
# `TENTH_PLACES` in shapes no earlier family wrote (Venezuelan "Edif./Piso/Apto", "Calle N con Carrera M";
# Peruvian "Jr.", "Mz. X Lt. N", "Psje."; Serbian possessive street names and "br."; Kazakh "mkr.", "koshesi",
# "dangyly" and the new "A15E3C2" postcodes; Malagasy "Lot IVG 45"; Dakar's "Rue N x M", "Villa N°", "Unité";
# Samoan "WS####"; Papua New Guinea's "Section N, Allotment M"), legal forms C.A., S.A.C., E.I.R.L., d.o.o.,
# a.d., TOO, LLP, SARLU, SUARL, GIE, Ets; the countries' phone formats. Codes: the countries' ID shapes (a
# Venezuelan "V-##.###.###", a 12-digit Kazakh IIN, a 13-digit Serbian JMBG, a Peruvian DNI with its check
# letter) and new shapes. Distractors: gym weights, desk prices, exam levels, fabric care, piano models,
# kennel fees, chess ratings and clocks, dates and versions — not PII, must not be flagged. Not designed
# around the ninth family's misses (no "under the name", "dropped off by", no East-Asian addresses, no
# "mailing code"): the slots below are new ones.
TENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Desk 14 is reserved for {v} on Tuesdays.",
        "Spotted {v} at the front desk again, locker 31 is free now.",
        "Looking for a Spanish tandem partner! {v} here, native speaker.",
        "Jacket ticket 208 belongs to {v} and is ready since Friday.",
        "New reader card issued to {v} today.",
        "{v} won round 3 on board 2.",
        "Please let {v} know the kennel opens at 7.",
        "Our dog sitter this week is {v}.",
        "Membership holder: {v}",
    ),
    "organization": (
        "Gym chain: {v}",
        "Desk booking handled through {v}.",
        "My tandem partner works for {v}.",
        "Shirts pressed at {v}, two days.",
        "Reading room sponsored by {v}.",
        "Piano bought second-hand from {v} in 2015.",
        "The kennel is run by {v} since 2009.",
        "Tournament sponsor: {v}",
    ),
    "street": (
        "Gym entrance is at {v}, next to the bakery.",
        "Our coworking space moved to {v} in June.",
        "Meet at the café on {v}?",
        "Deliveries to {v} only after 5pm.",
        "Address on file: {v}",
        "Tuning visit at {v}, the blue gate.",
        "Boarding pick-up from {v}.",
        "Round 4 will be played at {v}.",
    ),
    "postal": (
        "Postal code on the card: {v}",
        "Only members within {v} get the discount.",
        "Sorting area {v}",
        "Delivery zone {v} (free)",
        "Código postal {v}",
        "Postal district: {v}",
        "My postcode is {v} if that helps.",
    ),
    "city": (
        "Branches in {v} and online.",
        "Desk available in {v} from April.",
        "I'm based in {v} and want to practise English.",
        "Piano shipped from {v}.",
        "Open tournament in {v}, 5 rounds.",
        "Owner moved to {v}; the dog stays with us.",
        "Reader visiting from {v}.",
        "Hometown: {v}",
    ),
    "phone": (
        "Front desk {v}",
        "Text me on {v} to swap lessons.",
        "Desk hotline: {v} (9-5)",
        "Call {v} when the shirts are ready.",
        "Library renewals by phone {v}",
        "Tuner's mobile: {v}",
        "Emergency contact for the dog — {v}",
        "Arbiter reachable at {v} during play.",
    ),
    "code": (
        "Membership no. {v}",
        "Booking reference {v} for desk 14",
        "Ticket {v} must be shown at pickup.",
        "Reader card {v} expires in 2028.",
        "Pet passport {v}",
        "FIDE ID {v}",
        "National ID: {v}",
        "Tax number {v}",
    ),
}
TENTH_DISTRACTORS = (
    "Dumbbells 2 x 22.5 kg, bench at 30 degrees, 3 sets of 12.",
    "Hot desk 18 per day, fixed desk 240 per month, VAT 16%.",
    "Level B2 exam on 15.03.2027, 90 minutes, 4 parts.",
    "Wool 80%, cashmere 20%, dry clean only, 30 C max.",
    "Yamaha U3 upright, tuned to A440, 88 keys.",
    "Boarding 25 per night, 2 walks a day, kennel 3 x 2 m.",
    "Rated 1845, time control 90+30, round 5 of 7.",
    "Concept2 Model D rower, 2,000 m in 7:42.",
    "Firmware 2.14.7 fixes the door reader.",
    "Room 4.2 x 3.8 m, 12 seats, projector 1080p.",
)
TENTH_LOCALES = ("es_VE", "es_PE", "sr_RS", "kk_KZ", "mg_MG", "fr_SN", "sm_WS", "en_PG")
TENTH_NAME_LOCALES = TENTH_LOCALES
TENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "es_VE": (("Yusleidy", "Oriana", "Yorman", "Deivis", "Wilmer", "Yohana", "Franyelis", "Jhonatan", "Marielis",
               "Yeferson", "Daniela", "Keiber", "Rosmary", "Leonel", "Yelitza", "Wuilmer"),
              ("Rangel", "Villasmil", "Urdaneta", "Zambrano", "Briceño", "Montilla", "Parra", "Carrasquero",
               "Chirinos", "Guanipa", "Pernalete", "Colmenares", "Uzcátegui", "Bracho", "Añez", "Querales")),
    "es_PE": (("Jhony", "Maritza", "Edwin", "Yessenia", "Wilber", "Roxana", "Percy", "Katherine", "Elmer",
               "Milagros", "Rony", "Lizbeth", "Walter", "Nelida", "Alipio", "Yovana"),
              ("Quispe", "Mamani", "Huamán", "Condori", "Ccahuana", "Huaranga", "Chambi", "Apaza", "Ticona",
               "Yupanqui", "Choque", "Cusihuallpa", "Huillca", "Layme", "Pari", "Taipe")),
    "sr_RS": (("Nemanja", "Milica", "Dragan", "Jelena", "Stefan", "Jovana", "Miloš", "Ivana", "Vladimir",
               "Tijana", "Nikola", "Marija", "Uroš", "Katarina", "Dušan", "Snežana"),
              ("Jovanović", "Petrović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Stanković",
               "Pavlović", "Milovanović", "Todorović", "Ristić", "Obradović", "Živković", "Lazić", "Radosavljević")),
    "kk_KZ": (("Aigerim", "Dauren", "Yerlan", "Aizhan", "Askar", "Zhanar", "Arman", "Gulnara", "Nurlan",
               "Saule", "Bauyrzhan", "Dinara", "Yerzhan", "Aliya", "Serik", "Madina"),
              ("Nurlanov", "Zhaksybekov", "Abenova", "Seitkali", "Omarov", "Zhumabayeva", "Sarsenbayev",
               "Tulegenova", "Kassymov", "Akhmetova", "Baimukhanov", "Yessenova", "Mukhametov", "Dzhaksybekova",
               "Iskakov", "Kenzhebayeva")),
    "mg_MG": (("Hery", "Fara", "Tiana", "Miora", "Njaka", "Voahangy", "Mamy", "Rivo", "Lalao", "Tojo", "Haingo",
               "Andry", "Nirina", "Fanja", "Toky", "Hanitra"),
              ("Rakotomalala", "Rasoanaivo", "Andrianarivo", "Randriamampionona", "Rakotoarisoa", "Razafindrakoto",
               "Ravelomanana", "Rasolofonirina", "Andriamihaja", "Razanamahefa", "Rabemananjara", "Randrianasolo",
               "Ratsimbazafy", "Rajaonarison", "Rakotondrabe", "Raharimalala")),
    "fr_SN": (("Mamadou", "Aïssatou", "Cheikh", "Fatou", "Ousmane", "Awa", "Moussa", "Khady", "Ibrahima",
               "Ndeye", "Abdoulaye", "Mariama", "Modou", "Coumba", "Babacar", "Astou"),
              ("Diop", "Ndiaye", "Fall", "Sow", "Gueye", "Mbaye", "Faye", "Sarr", "Cissé", "Thiam", "Diouf", "Seck",
               "Ndour", "Kane", "Mbengue", "Sy")),
    "sm_WS": (("Tavita", "Malia", "Sione", "Losa", "Iosefa", "Lupe", "Faleolo", "Sefo", "Mele", "Tasi", "Ioane",
               "Fetu", "Paulo", "Sina", "Lagi", "Tuala"),
              ("Leota", "Fa'amausili", "Aiono", "Tuimavave", "Sapolu", "Lealaiauloto", "Matagi", "Fa'asavalu",
               "Tauiliili", "Leavasa", "Su'a", "Toleafoa", "Amituanai", "Pouono", "Salave'a", "Tuiloma")),
    "en_PG": (("Kila", "Bomai", "Wari", "Dorcas", "Naime", "Gabriel", "Yalu", "Nelson", "Kepas", "Boas", "Esther",
               "Kapris", "Jenny", "Moses", "Ruth", "Gima"),
              ("Kaupa", "Siaguru", "Yambo", "Kapi", "Gomara", "Tamean", "Waiko", "Kuman", "Pundari", "Yawa",
               "Wanega", "Mondo", "Kerenga", "Tobias", "Aipa", "Kambao")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
TENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "es_VE": {"street": ("Av. {s}, Edif. {s}, Piso {m}, Apto {n}", "Calle {n} con Carrera {m}",
                         "Urb. {s}, Qta. {s} N° {n}", "Sector {s}, Casa N° {n}"),
              "postal": ("1###", "2###", "4###", "5###"),
              "city": ("Maracaibo", "Barquisimeto", "Maracay", "Ciudad Guayana", "Maturín", "Cumaná", "San Cristóbal",
                       "Barinas", "Punto Fijo"),
              "firm": ("{s} C.A.", "Inversiones {s} C.A.", "Corporación {s}, C.A.", "Distribuidora {s} S.A."),
              "phone": ("+58 412-###-####", "0414-#######", "(0212) ###-####")},
    "es_PE": {"street": ("Jr. {s} {n}", "Av. {s} {n}, Dpto. {m}", "Mz. B Lt. {n}, Urb. {s}", "Psje. {s} {n}"),
              "postal": ("15###", "04###", "13###", "08###"),
              "city": ("Arequipa", "Trujillo", "Chiclayo", "Piura", "Iquitos", "Huancayo", "Tacna", "Pucallpa",
                       "Cajamarca"),
              "firm": ("{s} S.A.C.", "{s} E.I.R.L.", "Inversiones {s} S.R.L.", "Grupo {s} S.A.C."),
              "phone": ("+51 9## ### ###", "9## ### ###", "(01) ###-####")},
    "sr_RS": {"street": ("Bulevar {s} {n}/{m}", "Ul. {s} br. {n}", "{s}a {n}, stan {m}", "Ulica {s} {n}"),
              "postal": ("11###", "21###", "18###", "34###"),
              "city": ("Novi Sad", "Kragujevac", "Subotica", "Zrenjanin", "Pančevo", "Čačak", "Kraljevo",
                       "Smederevo", "Leskovac"),
              "firm": ("{s} d.o.o.", "{s} a.d.", "{s} DOO Beograd", "{s} i sinovi d.o.o."),
              "phone": ("+381 6# ###-####", "06# ###-####", "011/###-####")},
    "kk_KZ": {"street": ("mkr. {s}, {n}, kv. {m}", "{s} koshesi, {n}", "{s} dangyly {n}, apt. {m}",
                         "{n} {s} St., office {m}"),
              "postal": ("A##?#?#", "Z##?#?#", "T##?#?#", "0#####"),
              "city": ("Shymkent", "Karaganda", "Aktobe", "Taraz", "Pavlodar", "Oskemen", "Semey", "Kostanay",
                       "Kyzylorda"),
              "firm": ("TOO {s}", "{s} LLP", "{s} JSC", "{s} Group LLP"),
              "phone": ("+7 7## ### ## ##", "8 (7##) ###-##-##", "+7 (727) ###-##-##")},
    "mg_MG": {"street": ("Lot IVG {n} {s}", "Lot II M {n} Bis, {s}", "Rue {s}, Lot {n}", "Lot {n} Ter, Cité {s}"),
              "postal": ("101", "1##", "2##", "5##"),
              "city": ("Toamasina", "Antsirabe", "Fianarantsoa", "Mahajanga", "Toliara", "Antsiranana",
                       "Ambatondrazaka", "Morondava", "Manakara"),
              "firm": ("{s} SARL", "Société {s} SA", "{s} SARLU", "Ets {s}"),
              "phone": ("+261 3# ## ### ##", "03# ## ### ##", "020 22 ### ##")},
    "fr_SN": {"street": ("Villa N° {n}, Cité {s}", "Rue {n} x {m}, Médina", "Sicap Liberté {m}, Villa {n}",
                         "Parcelles Assainies Unité {m}, N° {n}"),
              "postal": ("1####", "2####", "1#5##"),
              "city": ("Thiès", "Kaolack", "Ziguinchor", "Touba", "Mbour", "Rufisque", "Tambacounda", "Kolda",
                       "Louga"),
              "firm": ("{s} SARL", "{s} SUARL", "GIE {s}", "{s} & Frères SA"),
              "phone": ("+221 77 ### ## ##", "77 ### ## ##", "33 8## ## ##")},
    "sm_WS": {"street": ("Lot {n}, {s} Road, Vaitele", "{s} Street, Fugalei", "Lot {n} {s} Rd", "Section {m}, {s} Ave"),
              "postal": ("WS1###", "WS2###", "WS####"),
              "city": ("Apia", "Salelologa", "Leulumoega", "Lufilufi", "Asau", "Mulifanua", "Falealupo", "Safotu",
                       "Afega"),
              "firm": ("{s} Ltd", "{s} Holdings Ltd", "{s} & Sons Co. Ltd", "{s} Enterprises"),
              "phone": ("+685 7######", "+685 2####", "77#####")},
    "en_PG": {"street": ("Section {m}, Allotment {n}, {s} St", "Lot {n}, Sec. {m}, Boroko", "Allotment {n}, {s} Drive",
                         "{n} {s} Crescent, Gordons"),
              "postal": ("1##", "4##", "6##"),
              "city": ("Lae", "Mount Hagen", "Madang", "Goroka", "Kokopo", "Wewak", "Kimbe", "Alotau", "Popondetta"),
              "firm": ("{s} Limited", "{s} Trading Ltd", "{s} Holdings Limited", "{s} Group Ltd"),
              "phone": ("+675 7### ####", "7### ####", "325 ####")},
}
TENTH_CODE_SHAPES = ("V-##.###.###", "############", "#############", "########-#", "?#?#?#?#", "??-##-??-##",
                     "######/####", "#-####-####-#")
# An eleventh family, written on 2026-11-27 before any detector change of issue 11's tenth round (pii11); the
# tenth family is studied from then on and reported as seen. Registers no earlier family used: marina berth
# bookings, community garden plots, choir notices, bicycle repair tickets, beekeeping clubs, surf schools,
# pottery studios, tattoo studios. Text locales no family used (en_JM, en_TT, en_BB, ar_OM, es_GT, es_EC,
# en_ZM, fo_FO; Faker has none of them, so their numbers are drawn with an en_US Faker). Names from those
# eight countries, which the name detectors do NOT load: small hand tables of common first names and surnames
# (`ELEVENTH_NAMES`, written from general knowledge; no public figure's full name on purpose). Streets,
# postcodes, towns, firms and phones from `ELEVENTH_PLACES` in the countries' own shapes (Jamaican "Kingston N"
# districts and "JM???##" codes; Trinidad's "LP N … Trace" and "#N"; Barbados "BB#####" and parish names;
# Omani "Way N, Building M"; Guatemalan "Na. Calle N-M, Zona M"; Quito's "N34-120"; Zambian "Plot N",
# "Stand No."; Faroese "-gøta", "-vegur", "Undir", "Við"), legal forms Ltd, LLC, SAOC, SAOG, SPC, S.A., Cía.
# Ltda., S.A.S., P/F, Sp/f, Inc.; the countries' phone formats. Codes: the countries' ID shapes (Jamaican TRN,
# Guatemalan DPI, Ecuadorian cédula, Zambian NRC, Faroese P-tal, Barbadian ID) and new shapes. Distractors:
# berth lengths, plot sizes, tyre sizes, hive weights, board sizes, kiln cones, session hours — not PII, must
# not be flagged. Written after reading the round's brief (which names the shapes to build); the templates
# are the registers' own sentences, neither built around those shapes nor written to avoid them.
ELEVENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Berth 12 goes to {v} from March.",
        "The tomatoes in plot 7 are looked after by {v}, please don't water them.",
        "Soprano section leader this season: {v}.",
        "Ask for {v} at the honey stall.",
        "{v} caught the biggest wave of the morning!",
        "Lesson with {v} moved to Saturday.",
        "Tattoo artist: {v}",
        "Thanks {v} for glazing the bowls.",
        "Bike 44 (red frame) — owner {v}, new chain fitted.",
    ),
    "organization": (
        "Fuel at the marina is supplied by {v}.",
        "Seeds donated by {v}.",
        "Choir tour organised with {v}.",
        "Parts ordered from {v}, arriving next week.",
        "Hives insured with {v}.",
        "Boards rented through {v}.",
        "Clay from {v} fires best at cone 6.",
        "Studio lease signed with {v}.",
    ),
    "street": (
        "Dinghy storage is behind {v}.",
        "Garden gate code changed; entrance on {v}.",
        "Rehearsals now at {v}, upstairs.",
        "Repair shop: {v}",
        "Collect your honey at {v} on Saturday.",
        "Surf school van parks outside {v}.",
        "Kiln room: {v}, back door.",
        "Send the invoice to {v}.",
    ),
    "postal": (
        "Post code for the marina office: {v}",
        "Zip/postal: {v}",
        "Plots are for residents of {v} only.",
        "Postcode {v}",
        "Free delivery for {v} and nearby.",
        "We ship hives anywhere in {v}.",
        "Club mail goes to box 14, {v}.",
    ),
    "city": (
        "Boat registered in {v}.",
        "Allotment society of {v}.",
        "Choir trip to {v} in May.",
        "Bikes shipped from {v} take a week.",
        "Our bees winter near {v}.",
        "Best swell this week is off {v}.",
        "Pottery fair in {v} this weekend.",
        "Born and raised in {v}.",
    ),
    "phone": (
        "Harbour master {v}",
        "Plot queries: {v}",
        "Choir WhatsApp {v}",
        "Ring the shop on {v} before coming.",
        "Swarm hotline {v}",
        "Book a lesson: {v}",
        "Studio line {v} (no texts)",
        "Call me at {v} if the kiln alarm goes.",
    ),
    "code": (
        "Vessel registration {v}",
        "Plot agreement no. {v}",
        "Member ID {v}",
        "Frame number {v}",
        "Apiary registration {v}",
        "Waiver ref {v}",
        "ID card {v}",
        "Taxpayer no. {v}",
    ),
}
ELEVENTH_DISTRACTORS = (
    "Berth 14 m x 4.5 m, draft 2.1 m, 32 A shore power.",
    "Plot 10 x 5 m, water butt 200 l, 3 beds.",
    "Tyres 700x28c, 90 psi, chain 11-speed.",
    "Hive 3 weighed 41.5 kg on 02.09.2026.",
    "Board 7'6\" x 22\", 58 l volume.",
    "Glaze fired at cone 6, 1222 C, 9 hours.",
    "Session 3 of 5, 4 hours, 2 breaks.",
    "Rehearsal 19:30-21:45, 42 singers, 4 parts.",
    "Fuel 1.42 per litre, 120 l minimum.",
    "Version 3.8.1 of the booking app.",
)
ELEVENTH_LOCALES = ("en_JM", "en_TT", "en_BB", "ar_OM", "es_GT", "es_EC", "en_ZM", "fo_FO")
ELEVENTH_NAME_LOCALES = ELEVENTH_LOCALES
ELEVENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en_JM": (("Kemar", "Shanique", "Odane", "Tashana", "Rohan", "Kerry-Ann", "Damion", "Shericka", "Andre",
               "Nordia", "Dwayne", "Tamika", "Omari", "Latoya", "Garfield", "Sashoy"),
              ("McKenzie", "Gayle", "Ebanks", "Chin", "Wint", "Bogle", "Sewell", "Facey", "Reid", "Brissett",
               "Lawes", "Samuels", "Hylton", "McLeod", "Thwaites", "Bembridge")),
    "en_TT": (("Ravi", "Anisa", "Kerwin", "Shivani", "Marlon", "Kavita", "Jameel", "Sherlan", "Nikoli", "Candice",
               "Rajesh", "Vashti", "Keron", "Aaliyah", "Devindra", "Stacy-Ann"),
              ("Ramdeen", "Maharaj", "Persad", "Boodoo", "Ramkissoon", "Baptiste", "Sookdeo", "Rampersad", "Gopaul",
               "Seepersad", "Lalla", "Ramnarine", "Mohammed", "Bissoon", "Khan", "Sieunarine")),
    "en_BB": (("Jamar", "Shontelle", "Akeem", "Ramon", "Kerri-Ann", "Shamar", "Tricia", "Dario", "Renée",
               "Hallam", "Natalie", "Omar", "Sheena", "Romario", "Alicia", "Carlisle"),
              ("Best", "Greaves", "Holder", "Worrell", "Gittens", "Carrington", "Boyce", "Blackman", "Cumberbatch",
               "Forde", "Griffith", "Hinds", "Skeete", "Yearwood", "Springer", "Nurse")),
    "ar_OM": (("Salim", "Aisha", "Said", "Muna", "Khalfan", "Thuraya", "Hilal", "Zuwaina", "Nasser", "Shamsa",
               "Talib", "Rahma", "Hamed", "Bushra", "Saif", "Maryam"),
              ("Al-Busaidi", "Al-Balushi", "Al-Harthy", "Al-Hinai", "Al-Rawahi", "Al-Kindi", "Al-Maskari",
               "Al-Lawati", "Al-Siyabi", "Al-Ghafri", "Al-Mahrouqi", "Al-Riyami", "Al-Shukaili", "Al-Amri",
               "Al-Hashmi", "Al-Jabri")),
    "es_GT": (("Byron", "Mildred", "Elder", "Heidy", "Selvin", "Wendy", "Mynor", "Lesbia", "Brenda", "Otto",
               "Ingrid", "Estuardo", "Sindy", "Edvin", "Marleny", "Oswaldo"),
              ("Xicará", "Cuxil", "Ajú", "Tzoc", "Coyoy", "Batz", "Sequén", "Culajay", "Boror", "Tuyuc", "Chumil",
               "Pirir", "Sicajau", "Xoy", "Chocooj", "Tojín")),
    "es_EC": (("Jefferson", "Mayra", "Holger", "Paola", "Fausto", "Jessenia", "Wilson", "Gissela", "Mishel",
               "Vinicio", "Nancy", "Efraín", "Soraya", "Gualberto", "Katty", "Darwin"),
              ("Guamán", "Chiluisa", "Toapanta", "Quishpe", "Cevallos", "Pilatasig", "Guanoluisa", "Caiza", "Tipán",
               "Simbaña", "Yánez", "Andrango", "Cuascota", "Farinango", "Quilumba", "Tituaña")),
    "en_ZM": (("Mwila", "Chanda", "Bwalya", "Mutale", "Chilufya", "Mulenga", "Natasha", "Kelvin", "Musonda",
               "Namukolo", "Lushomo", "Chipo", "Kabwe", "Mapalo", "Tiyamike", "Choolwe"),
              ("Banda", "Phiri", "Mwansa", "Tembo", "Lungu", "Sakala", "Mumba", "Chisanga", "Ngoma", "Mwale",
               "Kapambwe", "Siame", "Nkhoma", "Chileshe", "Kasonde", "Mulenga")),
    "fo_FO": (("Rógvi", "Sigrun", "Jógvan", "Turið", "Heðin", "Gunnvá", "Bárður", "Eyð", "Símun", "Rakul",
               "Hanus", "Sunneva", "Tróndur", "Ragnhild", "Sjúrður", "Marjun"),
              ("Joensen", "Jacobsen", "Poulsen", "Djurhuus", "Mikkelsen", "Zachariasen", "Højgaard", "Niclasen",
               "Nolsøe", "Danielsen", "Dam", "Olsen", "Heinesen", "Midjord", "Weihe", "Hammershaimb")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
ELEVENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en_JM": {"street": ("{n} {s} Avenue, Kingston {m}", "Lot {n} {s} Gardens, Spanish Town",
                         "{n}A {s} Road, Mandeville", "Shop {m}, {s} Plaza, {n} Constant Spring Road"),
              "postal": ("JM???##", "JMAK###", "JMCN##"),
              "city": ("Montego Bay", "Ocho Rios", "Mandeville", "May Pen", "Spanish Town", "Portmore",
                       "Savanna-la-Mar", "Port Antonio", "Falmouth"),
              "firm": ("{s} & Associates Ltd", "{s} Holdings Limited", "{s} Hardware Co. Ltd", "{s} Bros. Ltd"),
              "phone": ("+1 876-###-####", "(876) ###-####", "876-###-####")},
    "en_TT": {"street": ("LP {n} {s} Trace, Penal", "#{n} {s} Street, San Fernando", "{n} {s} Drive, Valsayn",
                         "Lot {n}, {s} Extension, Chaguanas"),
              "postal": ("1#####", "5#####", "6#####"),
              "city": ("Chaguanas", "San Fernando", "Arima", "Point Fortin", "Couva", "Sangre Grande", "Tunapuna",
                       "Scarborough", "Princes Town"),
              "firm": ("{s} Enterprises Ltd", "{s} Trading Company Limited", "{s} & Sons Ltd", "{s}'s Roti Shop"),
              "phone": ("+1 868-###-####", "(868) ###-####", "868 ### ####")},
    "en_BB": {"street": ("{s} Terrace, Lodge Road, Christ Church", "#{n} {s} Drive, Husbands, St. James",
                         "Lot {n}, {s} Gardens, St. Michael", "Chattel {n}, {s} Gap, Oistins"),
              "postal": ("BB1####", "BB2####"),
              "city": ("Bridgetown", "Speightstown", "Oistins", "Holetown", "Bathsheba", "Warrens", "Wildey",
                       "Black Rock", "Hastings"),
              "firm": ("{s} & Co. Ltd", "{s} Inc.", "{s} (Barbados) Ltd", "{s} Brothers Ltd"),
              "phone": ("+1 246-###-####", "(246) ###-####", "246 ### ####")},
    "ar_OM": {"street": ("Way {n}, Building {m}, Al Khuwair", "{s} Street, Villa {n}, Ruwi",
                         "Way {n}, House {m}, Al Hail North", "Building {n}, Way {m}, Al Ghubrah"),
              "postal": ("1##", "2##", "3##", "6##"),
              "city": ("Sohar", "Salalah", "Nizwa", "Sur", "Ibri", "Barka", "Rustaq", "Khasab", "Ibra"),
              "firm": ("{s} Trading LLC", "{s} & Partners SAOC", "{s} Group SAOG", "{s} SPC"),
              "phone": ("+968 9### ####", "+968 24 ## ## ##", "7### ####")},
    "es_GT": {"street": ("{m}a. Avenida {n}-15, Zona {m}", "Lote {n}, Manzana {m}, Colonia {s}",
                         "Calzada {s} {n}-{m}, Zona 7", "{m}a. Calle {n}-40, Zona 1"),
              "postal": ("01###", "09###", "03###"),
              "city": ("Quetzaltenango", "Escuintla", "Cobán", "Huehuetenango", "Antigua Guatemala", "Chimaltenango",
                       "Mazatenango", "Retalhuleu", "Puerto Barrios"),
              "firm": ("{s} y Cía. Ltda.", "Comercial {s}, S.A.", "Distribuidora {s} S. A.", "{s} Hermanos, S.A."),
              "phone": ("+502 5###-####", "2###-####", "+502 4### ####")},
    "es_EC": {"street": ("Av. {s} N{m}-{n} y Av. Amazonas", "Calle {s} {n} y García Moreno",
                         "Cdla. {s}, Mz. {m} Villa {n}", "Km {m} vía a la Costa, Urb. {s}"),
              "postal": ("17####", "09####", "01####"),
              "city": ("Guayaquil", "Cuenca", "Ambato", "Manta", "Loja", "Portoviejo", "Machala", "Riobamba",
                       "Esmeraldas"),
              "firm": ("{s} Cía. Ltda.", "Importadora {s} S.A.", "{s} & Asociados Cía. Ltda.", "Corporación {s} S.A.S."),
              "phone": ("+593 9# ### ####", "09# ### ####", "(02) ###-####")},
    "en_ZM": {"street": ("Plot {n}, {s} Road, Rhodes Park", "Stand No. {n}, Kabulonga", "House {n}, {s} Close, Woodlands",
                         "Farm {n}/{m}, Makeni"),
              "postal": ("1####", "5####", "3####"),
              "city": ("Ndola", "Kitwe", "Kabwe", "Chingola", "Livingstone", "Mufulira", "Chipata", "Kasama", "Solwezi"),
              "firm": ("{s} Enterprises Limited", "{s} Investments Ltd", "{s} Transport & Logistics Ltd", "{s} Agro Ltd"),
              "phone": ("+260 97 #######", "097#######", "+260 211 ######")},
    "fo_FO": {"street": ("{s}s gøta {n}", "Undir {s}sbrekku {n}", "Við {s}sá {n}", "{s}svegur {n}, {m}. hædd"),
              "postal": ("FO-###", "FO ###", "###"),
              "city": ("Tórshavn", "Klaksvík", "Runavík", "Tvøroyri", "Fuglafjørður", "Vágur", "Sørvágur", "Miðvágur",
                       "Vestmanna"),
              "firm": ("{s} P/F", "P/F {s}", "Sp/f {s}", "{s} & Co Sp/f"),
              "phone": ("+298 ### ###", "### ###", "+298 2#####")},
}
ELEVENTH_CODE_SHAPES = ("###-###-###", "#### ##### ####", "##########", "######/##/#", "######-###", "######-####",
                        "?##-####-#", "##?-###-??")
# A twelfth family, written on 2026-11-27 before any detector change of issue 11's eleventh round (pii12); the
# eleventh family is studied from then on and reported as seen. Registers no earlier family used: veterinary
# clinics, driving schools, laundries, wedding caterers, kindergartens, removal firms, scrap yards, ferry
# tickets. Text locales no family used (es_UY, es_PY, es_DO, pt_MZ, sw_TZ, ms_BN, mn_MN, en_MU; Faker has none
# of them, so their numbers are drawn with an en_US Faker). Names from those eight countries, which the name
# detectors do NOT load: small hand tables of common first names and surnames (`TWELFTH_NAMES`, written from
# general knowledge, Mongolian names romanized; no public figure's full name on purpose). Streets, postcodes,
# towns, firms and phones from `TWELFTH_PLACES` in the countries' own shapes (Montevideo's "Av. X 1234 esq.
# Y", Asunción's "X c/ Y", Dominican "C/ X #N, Ens. Y", Maputo's "Av. X, n.º N, Bairro Y", Tanzanian "Plot N,
# Block M, Mikocheni", Brunei's "No. N, Simpang M, Jalan X", Ulaanbaatar's "N-r khoroo, M-r bair", Mauritian
# "Royal Road, X"), legal forms S.A., S.R.L., S.A.S., EIRL, Lda, Ltd, Sdn Bhd, ХХК (as "XXK"), Ltée; the
# countries' phone formats. Codes: the countries' ID shapes and new shapes. Distractors: dosages, lesson
# counts, wash temperatures, guest counts, box counts, scrap weights, ferry times — not PII. Written after
# reading the round's brief (which names the ideas to build: a text's country, its postcode and phone shapes,
# present-tense person slots); the templates are the registers' own sentences, neither built around those
# ideas nor written to avoid them.
TWELFTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Dr. {v} will see your dog at 10.",
        "Your instructor this week is {v}.",
        "Parcel left with {v} next door.",
        "Please welcome {v} to the Sunflower class!",
        "Menu tasting booked by {v}.",
        "Van driver: {v}",
        "{v} weighs the copper at the gate.",
        "Seat 14B issued to passenger {v}.",
    ),
    "organization": (
        "Vaccines supplied by {v}.",
        "Learner cars leased from {v}.",
        "Detergent comes from {v}.",
        "Wedding cake by {v}.",
        "Lunches provided by {v}.",
        "Your move is insured through {v}.",
        "Scrap buyer: {v}",
        "Tickets sold on behalf of {v}.",
    ),
    "street": (
        "Clinic moved to {v}.",
        "Driving tests start from {v}.",
        "Pick-up point: {v}",
        "Venue: {v}",
        "Loading from {v}, 8 am sharp.",
        "Yard gate is at {v}.",
        "Drop the bags at {v}.",
        "Ferry office: {v}",
    ),
    "postal": (
        "Código postal {v}",
        "Postal code: {v}",
        "Delivering to {v} this week.",
        "Route covers {v} and around.",
        "Postcode of the yard {v}",
        "Van goes to the {v} area on Fridays.",
        "CP {v}",
    ),
    "city": (
        "Clinic branch in {v}.",
        "Lessons also in {v}.",
        "Next ferry to {v} leaves at 7.",
        "Catering for weddings around {v}.",
        "Moving from {v} to the capital.",
        "Scrap collected in {v} every Tuesday.",
        "Our kindergarten trip goes to {v}.",
        "The family lives in {v} now.",
    ),
    "phone": (
        "Emergency vet {v}",
        "Book your lesson {v}",
        "WhatsApp orders {v}",
        "For quotes call {v}.",
        "Office {v} weekdays",
        "Text the driver on {v}",
        "Ferry desk {v}",
        "Tel. {v}",
    ),
    "code": (
        "Microchip {v}",
        "Licence no. {v}",
        "Booking reference {v}",
        "Customer no. {v}",
        "Ticket {v}",
        "Child record {v}",
        "Scrap permit {v}",
        "Tax ID {v}",
    ),
}
TWELFTH_DISTRACTORS = (
    "Give 2.5 ml twice a day for 7 days.",
    "Package of 10 lessons, 45 minutes each.",
    "Wash at 40 C, spin 1200 rpm.",
    "Menu for 120 guests, 3 courses.",
    "Move needs 35 boxes and 2 vans.",
    "Copper 8.40 a kilo, brass 5.10.",
    "Ferry departs 06:45, arrives 09:10, gate 3.",
    "Order 4471 ships in 2 days.",
    "Room 12 seats 24 children.",
    "Model X200 washer, 8 kg drum.",
)
TWELFTH_LOCALES = ("es_UY", "es_PY", "es_DO", "pt_MZ", "sw_TZ", "ms_BN", "mn_MN", "en_MU")
TWELFTH_NAME_LOCALES = TWELFTH_LOCALES
TWELFTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "es_UY": (("Washington", "Florencia", "Gastón", "Agustina", "Nahuel", "Romina", "Sebastián", "Lucía", "Facundo",
               "Valentina", "Rodrigo", "Micaela", "Gonzalo", "Camila", "Matías", "Rosario"),
              ("Rodríguez", "Techera", "Olivera", "Sosa", "Píriz", "De León", "Cabrera", "Bentancor", "Ferreira",
               "Silveira", "Pereyra", "Acosta", "Viera", "Larrosa", "Correa", "Umpiérrez")),
    "es_PY": (("Derlis", "Liz", "Osvaldo", "Nilda", "Celso", "Mirna", "Arnaldo", "Perla", "Blas", "Rocío",
               "Ever", "Gladys", "Aníbal", "Norma", "Hugo", "Zunilda"),
              ("Benítez", "Giménez", "Cáceres", "Villalba", "Ayala", "Duarte", "Ortiz", "Ramírez", "Aquino",
               "Galeano", "Samaniego", "Insfrán", "Britez", "Cabañas", "Ocampos", "Florentín")),
    "es_DO": (("Yokasta", "Wander", "Yaniris", "Rafelito", "Dilenia", "Yeison", "Altagracia", "Frankely", "Yulissa",
               "Ramón", "Kenia", "Domingo", "Yahaira", "Starlin", "Mercedes", "Wilkin"),
              ("Peña", "Tavárez", "Almonte", "Encarnación", "Féliz", "De los Santos", "Mejía", "Polanco", "Abreu",
               "Taveras", "Ventura", "Rosario", "Cuevas", "Batista", "Reyes", "Paulino")),
    "pt_MZ": (("Celso", "Anabela", "Elídio", "Graça", "Nélio", "Ilda", "Alcinda", "Armando", "Nilza", "Dércio",
               "Sónia", "Ivo", "Hortência", "Zacarias", "Telma", "Abílio"),
              ("Macuácua", "Cossa", "Mondlane", "Sitoe", "Mabunda", "Nhantumbo", "Chissano", "Muianga", "Tembe",
               "Mucavele", "Bila", "Chambal", "Manhiça", "Langa", "Matsinhe", "Zimba")),
    "sw_TZ": (("Neema", "Baraka", "Rehema", "Juma", "Upendo", "Hamisi", "Zawadi", "Emmanuel", "Subira", "Athumani",
               "Tumaini", "Mwajuma", "Faraji", "Imani", "Shabani", "Pendo"),
              ("Mushi", "Massawe", "Kimaro", "Mwakyusa", "Swai", "Shayo", "Mrema", "Mfinanga", "Lyimo", "Mollel",
               "Kisanga", "Mwakalinga", "Minja", "Urassa", "Temba", "Njau")),
    "ms_BN": (("Hajah Siti", "Awang", "Dayang", "Pengiran", "Nurul", "Haziq", "Syafiqah", "Hazwan", "Nadiah",
               "Aziman", "Rozaimah", "Khairul", "Hafizah", "Shahrul", "Fadzillah", "Amirul"),
              ("Mahmud", "Jaludin", "Tengah", "Kahar", "Yussof", "Matusin", "Bakar", "Salleh", "Tuah", "Besar",
               "Omar", "Sulaiman", "Metussin", "Damit", "Kassim", "Abas")),
    "mn_MN": (("Bat-Erdene", "Oyunchimeg", "Ganbold", "Narantsetseg", "Tömörbaatar", "Enkhjargal", "Munkh-Orgil",
               "Solongo", "Batbayar", "Tsetsegmaa", "Erdenebat", "Altantsetseg", "Bolormaa", "Temuulen", "Khulan",
               "Ganzorig"),
              ("Batbold", "Dorjsuren", "Tserendorj", "Lkhagvasuren", "Purevdorj", "Sukhbaatar", "Gantulga",
               "Otgonbayar", "Damdinsuren", "Byambasuren", "Enkhbold", "Davaadorj", "Tsogtbaatar", "Baasanjav",
               "Nyamdorj", "Chuluunbat")),
    "en_MU": (("Kreshna", "Vidushi", "Jean-Noël", "Marie-Josée", "Yashvin", "Pooja", "Ludovic", "Nishta",
               "Kevin", "Shalini", "Jean-Claude", "Anjali", "Ravish", "Stéphanie", "Dhanraj", "Laetitia"),
              ("Ramgoolam", "Jugnauth", "Bhujun", "Ramdhony", "Seegobin", "Bissessur", "Lan Hing Po", "Appadoo",
               "Ramsurrun", "Pillay", "Soobrayen", "Perrine", "L'Entêté", "Mooroogen", "Gungapersad", "Chady")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
TWELFTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "es_UY": {"street": ("Av. {s} {n}{m} esq. Rivera", "{s} {n}{m} apto. {m}, Pocitos", "Bvar. {s} {n}, Cordón",
                         "Ruta 8 km {n}, Pando"),
              "postal": ("11###", "12###", "70###"),
              "city": ("Salto", "Paysandú", "Rivera", "Maldonado", "Tacuarembó", "Melo", "Mercedes", "Artigas",
                       "Minas"),
              "firm": ("{s} S.A.", "{s} y Cía. S.R.L.", "Distribuidora {s} S.A.S.", "{s} Hnos. Ltda."),
              "phone": ("+598 9# ### ###", "09# ### ###", "2### ####")},
    "es_PY": {"street": ("{s} c/ Mcal. López {n}", "Avda. {s} {n}{m}, Barrio Mburucuyá", "Calle {s} {n} esq. Yegros",
                         "Compañía {s}, casa {n}"),
              "postal": ("001###", "1###", "2###"),
              "city": ("Encarnación", "Ciudad del Este", "Luque", "Caaguazú", "Coronel Oviedo", "Concepción",
                       "Pedro Juan Caballero", "Itauguá", "Villarrica"),
              "firm": ("{s} S.A.E.C.A.", "{s} S.R.L.", "{s} Comercial S.A.", "{s} E.I.R.L."),
              "phone": ("+595 981 ######", "0981 ### ###", "(021) ### ###")},
    "es_DO": {"street": ("C/ {s} #{n}, Ens. Naco", "Av. {s} esq. 27 de Febrero, Local {m}", "Calle {m} #{n}, Los Mina",
                         "Res. {s}, Edif. {m}, Apto. {n}"),
              "postal": ("10###", "11###", "51###"),
              "city": ("Santiago de los Caballeros", "La Romana", "San Pedro de Macorís", "Higüey", "Puerto Plata",
                       "Baní", "Moca", "Bonao", "Azua"),
              "firm": ("{s} SRL", "{s} & Asociados, S.R.L.", "Inversiones {s} S.A.", "{s} EIRL"),
              "phone": ("+1 809-###-####", "(829) ###-####", "849-###-####")},
    "pt_MZ": {"street": ("Av. {s}, n.º {n}, Bairro da Polana", "Rua {s}, {n}, {m}.º andar", "Bairro {s}, Q. {m}, casa {n}",
                         "Av. 24 de Julho, n.º {n}"),
              "postal": ("1###", "2###", "3###"),
              "city": ("Beira", "Nampula", "Chimoio", "Quelimane", "Tete", "Pemba", "Inhambane", "Xai-Xai", "Lichinga"),
              "firm": ("{s}, Lda", "{s} & Filhos, Lda", "{s} Comercial, SA", "Grupo {s}, Lda"),
              "phone": ("+258 84 ### ####", "82 ### ####", "+258 21 ### ###")},
    "sw_TZ": {"street": ("Plot {n}, Block {m}, Mikocheni", "{s} Street, House No. {n}, Sinza", "Mtaa wa {s}, Nyumba {n}",
                         "Plot {n}, {s} Road, Msasani"),
              "postal": ("1####", "2####", "7####"),
              "city": ("Arusha", "Mwanza", "Dodoma", "Moshi", "Tanga", "Morogoro", "Mbeya", "Iringa", "Bagamoyo"),
              "firm": ("{s} Enterprises Ltd", "{s} & Sons (T) Ltd", "{s} Company Limited", "{s} Traders"),
              "phone": ("+255 7## ### ###", "07## ### ###", "+255 22 ### ####")},
    "ms_BN": {"street": ("No. {n}, Simpang {m}, Jalan {s}", "Unit {n}, Blok {m}, Kompleks {s}", "Lot {n}, Kampung {s}",
                         "No. {n}, Spg {m}-{n}, Jln Tutong"),
              "postal": ("BS####", "BE####", "KA####"),
              "city": ("Kuala Belait", "Seria", "Tutong", "Bangar", "Muara", "Gadong", "Lumut", "Kiulap", "Berakas"),
              "firm": ("{s} Sdn Bhd", "Syarikat {s}", "{s} Enterprise", "{s} Holdings Sdn. Bhd."),
              "phone": ("+673 8## ####", "7## ####", "+673 2 ######")},
    "mn_MN": {"street": ("{n}-r khoroo, {m}-r bair, {n} toot", "Peace Avenue {n}, Bayanzürkh", "{s} street {n}, Sükhbaatar district",
                         "{m}-r micro district, {n}-r bair"),
              "postal": ("14###", "13###", "21####"),
              "city": ("Darkhan", "Erdenet", "Choibalsan", "Mörön", "Khovd", "Ölgii", "Sainshand", "Zuunmod", "Baruun-Urt"),
              "firm": ("{s} XXK", "{s} LLC", "{s} Group XXK", "{s} Trade LLC"),
              "phone": ("+976 99## ####", "88## ####", "+976 11 ######")},
    "en_MU": {"street": ("Royal Road, {s}", "{n} {s} Street, Port Louis", "Avenue {s}, Quatre Bornes", "Morcellement {s}, Lot {n}"),
              "postal": ("1####", "7####", "5####"),
              "city": ("Curepipe", "Vacoas", "Rose Hill", "Mahébourg", "Goodlands", "Flacq", "Triolet", "Grand Baie",
                       "Souillac"),
              "firm": ("{s} Ltée", "{s} & Co Ltd", "{s} Trading Ltd", "Ets {s}"),
              "phone": ("+230 5### ####", "5### ####", "+230 2## ####")},
}
TWELFTH_CODE_SHAPES = ("####-####-##", "??#######", "###.###.###-#", "########-?", "#-####-####", "???-######",
                       "##-##-######", "#########?")
# A thirteenth family, written on 2026-11-27 (issue 11, twelfth round, branch pii13) from general knowledge,
# BEFORE any detector change of that round; the twelfth family is studied from then on and reported as seen.
# Registers no earlier family used: optician reminders, solar panel installers, wholesale bakeries, carpool
# groups, building maintenance notices, print shops, tailors' alterations, tyre shops. Text locales no family
# used (ar_JO, ar_BH, el_CY, it_CH, zh_CN and three Faker lacks, dv_MV, ar_LB, km_KH, whose numbers are drawn
# with an en_US Faker). Names from those eight countries, which the name detectors do NOT load: small hand
# tables of common first names and surnames (`THIRTEENTH_NAMES`, written from general knowledge, romanized; no
# public figure's full name on purpose); Chinese and Khmer names surname first, as written there. Streets,
# postcodes, towns, firms and phones from `THIRTEENTH_PLACES` in the countries' own shapes (Bahrain's "Bldg N,
# Road M, Block K", Amman's circles and complexes, Cypriot "Makariou III Ave.", Ticino's "Via X" with "CH-6xxx",
# Chinese "Room N, Building M" and six-digit codes, Maldivian house names with atoll prefixes, Beirut's "Rue X,
# Imm. Y, Ne étage" and the eight-digit "NNNN NNNN" code, Phnom Penh's "No. N, St. M, Sangkat X"), legal
# forms W.L.L., B.S.C., PSC, Sagl, SAL, SARL, Pvt Ltd, Co., Ltd.; the countries' phone formats. Codes: shapes
# no family drew (an 18-character ID ending in X among them). Distractors: lens prescriptions, system sizes,
# tray counts, departure times, floor ranges, paper weights, seam allowances, tyre sizes — not PII. The
# templates are the registers' own sentences, written without looking at any detector or at any family's
# misses.
THIRTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Your eye test is with optometrist {v} on Monday.",
        "Site survey done by {v}, roof faces south.",
        "Bread order placed by {v} for the café.",
        "Lift tomorrow with {v}, meet at the roundabout.",
        "Caretaker on duty: {v}",
        "Proof approved by {v}",
        "Alterations for {v}: shorten both sleeves.",
        "Car dropped off by {v}, collect after 5.",
    ),
    "organization": (
        "Frames are from {v}.",
        "Panels installed by {v} in March.",
        "Rolls delivered daily by {v}.",
        "The carpool list is kept by {v}.",
        "Lift maintenance contract: {v}",
        "Printed by {v}",
        "Fabric ordered from {v}.",
        "Tyres fitted at {v}.",
    ),
    "street": (
        "The practice has moved to {v}.",
        "Install address — {v}",
        "Deliver the bread to the back door of {v}.",
        "Pick-up spot: outside {v}",
        "Scaffolding goes up at {v} next week.",
        "Collect the flyers from {v}.",
        "Shop address {v}",
        "Bring the jacket to {v}, upstairs.",
    ),
    "postal": (
        "Delivery zone {v}",
        "Shipping to {v}, two boxes of flyers.",
        "Post code: {v}",
        "The carpool is for people living around {v}.",
        "Solar grant only for homes in {v}.",
        "Mail the glasses to {v}.",
        "Zip/postal {v}",
    ),
    "city": (
        "Second branch opens in {v}.",
        "Panels shipped from {v}.",
        "Rye loaves sell best in {v}.",
        "Anyone driving to {v} on Thursday?",
        "The lift engineer comes from {v}.",
        "Cards for a wedding in {v}.",
        "Suit fitting in {v} on Saturday.",
        "Winter tyres sold out in {v}.",
    ),
    "phone": (
        "Optician line {v}",
        "Call the installer at {v} before noon.",
        "Orders by phone: {v}",
        "Driver's number {v}",
        "Out-of-hours repairs {v}",
        "Print desk — {v}",
        "Ring {v} when the hem is done.",
        "Tyre storage bookings: {v}",
    ),
    "code": (
        "Prescription no. {v}",
        "Inverter serial {v}",
        "Bakery account {v}",
        "Member ID {v}",
        "Work order {v}",
        "Job ticket {v}",
        "Receipt {v}",
        "Vehicle reg. {v}",
    ),
}
THIRTEENTH_DISTRACTORS = (
    "Right eye -1.25, left eye -1.50, axis 90.",
    "System size 6.4 kW, 16 panels, payback in 7 years.",
    "60 baguettes and 4 trays of croissants by 05:30.",
    "Two seats left, leaving at 07:15, back by 18:00.",
    "Water off on floors 3 to 6 from 9 to 13.",
    "500 cards, 350 gsm, matte, 3 working days.",
    "Take in 2 cm at the waist, ready Thursday.",
    "Tyres 205/55 R16, pressure 2.3 bar.",
    "Invoice total 145.50 incl. 16% VAT.",
    "Batch 2026-11 baked at 220 degrees for 25 minutes.",
)
THIRTEENTH_LOCALES = ("ar_JO", "ar_BH", "el_CY", "it_CH", "zh_CN", "dv_MV", "ar_LB", "km_KH")
THIRTEENTH_NAME_LOCALES = THIRTEENTH_LOCALES
# Written surname first where the country does (`THIRTEENTH_SURNAME_FIRST`).
THIRTEENTH_SURNAME_FIRST = frozenset(("zh_CN", "km_KH"))
THIRTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "ar_JO": (("Yazan", "Rania", "Laith", "Dana", "Mohannad", "Hala", "Tareq", "Ruba", "Zaid", "Lubna", "Ayman",
               "Sawsan", "Qusai", "Razan", "Anas", "Nisreen"),
              ("Al-Majali", "Hammouri", "Khasawneh", "Obeidat", "Nsour", "Tarawneh", "Zoubi", "Batayneh",
               "Rawashdeh", "Qudah", "Shboul", "Hiyari", "Muasher", "Salameh", "Abu Ghazaleh", "Momani")),
    "ar_BH": (("Ebrahim", "Fatema", "Jassim", "Noora", "Sayed Ali", "Masooma", "Yaqoob", "Dalal", "Redha", "Amal",
               "Nader", "Batool", "Adel", "Huda", "Fadhel", "Eman"),
              ("Al-Sitri", "Bucheeri", "Kanoo", "Fakhro", "Al-Aradi", "Janahi", "Al-Mahmood", "Mattar", "Al-Jishi",
               "Bin Rajab", "Al-Qassab", "Abdulghaffar", "Al-Musallam", "Nass", "Al-Zayani", "Showaiter")),
    "el_CY": (("Andreas", "Eleni", "Christakis", "Panayiota", "Kyriakos", "Stalo", "Loizos", "Androulla", "Marios",
               "Chrystalla", "Savvas", "Despo", "Charalambos", "Niki", "Neophytos", "Kalliopi"),
              ("Hadjigeorgiou", "Christodoulou", "Charalambous", "Kyriacou", "Loizou", "Theodorou", "Hadjipavlou",
               "Evagorou", "Neophytou", "Stylianou", "Constantinou", "Papaphilippou", "Michaelides", "Ioannides",
               "Zenonos", "Pittas")),
    "it_CH": (("Gianluca", "Nives", "Moreno", "Ilaria", "Fabio", "Mirella", "Claudio", "Tiziana", "Renzo", "Sabina",
               "Manuel", "Fiorenza", "Orlando", "Lorenza", "Nicola", "Katia"),
              ("Bernasconi", "Pedrazzini", "Rusconi", "Respini", "Cattaneo", "Lepori", "Pellandini", "Balestra",
               "Guscetti", "Quadri", "Cavadini", "Molinari", "Ghisletta", "Brenni", "Storni", "Bianchetti")),
    "zh_CN": (("Xiaoling", "Haoran", "Yuting", "Zhiqiang", "Jiahui", "Weiming", "Shuang", "Guoqing", "Lixia",
               "Chenxi", "Yufei", "Jianjun", "Mengyao", "Tianyu", "Xiuying", "Zihan"),
              ("Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun", "Ma", "Zhu", "Hu",
               "Guo", "Lin")),
    "dv_MV": (("Aishath", "Mariyam", "Ibrahim", "Fathimath", "Hussain", "Aminath", "Ismail", "Hawwa", "Yoosuf",
               "Shiuna", "Moosa", "Zeena", "Ahusan", "Raufa", "Ali Shamin", "Nashida"),
              ("Rasheed", "Shareef", "Waheed", "Didi", "Manik", "Faiz", "Zahir", "Naseem", "Hameed", "Latheef",
               "Saeed", "Athif", "Nizam", "Habeeb", "Thoriq", "Mausoom")),
    "ar_LB": (("Rami", "Nour", "Ziad", "Maya", "Karim", "Rita", "Elie", "Joelle", "Georges", "Nadine", "Fadi",
               "Mireille", "Walid", "Carla", "Charbel", "Rima"),
              ("Khoury", "Nassar", "Saade", "Frem", "Kassab", "Abi Nader", "Bou Saab", "Daher", "Sfeir", "Rizk",
               "Fakhoury", "Chidiac", "Azar", "Younes", "Moukarzel", "Zgheib")),
    "km_KH": (("Sokha", "Sreymom", "Vannak", "Chenda", "Piseth", "Sophea", "Rithy", "Bopha", "Visal", "Channary",
               "Dara", "Sreyneang", "Kosal", "Leakhena", "Vuthy", "Sothea"),
              ("Chan", "Sok", "Heng", "Chea", "Meas", "Pich", "Nhem", "Keo", "Seng", "Prak", "Touch", "Sam", "Ouk",
               "Hem", "Lim", "Mao")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
THIRTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "ar_JO": {"street": ("{s} St. {n}, Sweifieh", "Building {n}, {s} Street, Shmeisani",
                         "Al-Madina Al-Munawwara St., Bldg {n}, Floor {m}", "7th Circle, {s} Complex, Office {n}"),
              "postal": ("11###", "13###", "77###"),
              "city": ("Irbid", "Zarqa", "Aqaba", "Madaba", "Salt", "Jerash", "Karak", "Mafraq", "Ajloun"),
              "firm": ("{s} Trading Est.", "{s} & Partners Co.", "{s} Group PSC", "{s} Brothers L.L.C."),
              "phone": ("+962 7# ### ####", "06 5## ####", "07# ### ####")},
    "ar_BH": {"street": ("Bldg {n}, Road {m}{n}, Block {m}{m}", "Flat {m}, Bldg {n}, Road {n}, Juffair",
                         "Villa {n}, Road {m}, Saar", "Shop {m}, {s} Building, Exhibition Road"),
              "postal": ("3##", "6##", "10##"),
              "city": ("Muharraq", "Riffa", "Isa Town", "Hamad Town", "Sitra", "Budaiya", "Jidhafs", "Zallaq",
                       "Awali"),
              "firm": ("{s} W.L.L.", "{s} & Sons B.S.C.", "{s} Trading Co. W.L.L.", "{s} Holding S.P.C."),
              "phone": ("+973 3### ####", "17## ####", "+973 1### ####")},
    "el_CY": {"street": ("{s} Street {n}, Strovolos", "{n} Makariou III Ave., Flat {m}", "{s} Court, Apt {m}, Ayios Dometios",
                         "{n} Archbishop Kyprianou St., {s} Tower"),
              "postal": ("1###", "3###", "6###", "CY-4###"),
              "city": ("Limassol", "Larnaca", "Paphos", "Paralimni", "Ayia Napa", "Polis Chrysochous", "Kakopetria",
                       "Dali", "Athienou"),
              "firm": ("{s} Ltd", "{s} & Sons Ltd", "{s} Holdings Public Ltd", "{s} Bros (Cyprus) Ltd"),
              "phone": ("+357 22 ######", "99 ######", "25 ### ###")},
    "it_CH": {"street": ("Via {s} {n}", "Viale {s} {n}a", "Contrada {s} {m}", "Strada Regina {n}, casella postale {m}"),
              "postal": ("CH-6###", "6###"),
              "city": ("Bellinzona", "Locarno", "Mendrisio", "Chiasso", "Ascona", "Biasca", "Airolo", "Faido",
                       "Brissago"),
              "firm": ("{s} SA", "{s} Sagl", "Fratelli {s} SA", "{s} & Figli Sagl"),
              "phone": ("+41 91 ### ## ##", "091 ### ## ##", "076 ### ## ##")},
    "zh_CN": {"street": ("No. {n} Zhongshan Road, Unit {m}", "Room {m}0{m}, Building {m}, {s}jia Garden",
                         "Lane {m}, No. {n} Huaihai Road", "{n} Jiefang Avenue, Wuchang District"),
              "postal": ("100###", "200###", "610###", "430###"),
              "city": ("Chengdu", "Hangzhou", "Wuhan", "Xi'an", "Suzhou", "Kunming", "Xiamen", "Qingdao", "Harbin"),
              "firm": ("{s}feng Technology Co., Ltd.", "Shanghai {s}da Trading Co., Ltd.", "{s}tai Solar Co., Ltd.",
                       "{s}hua Printing Co., Ltd."),
              "phone": ("+86 13# #### ####", "138-####-####", "(010) 6### ####", "0755-8### ####")},
    "dv_MV": {"street": ("M. {s} Villa, Orchid Magu", "Ma. Fehivina, Sosun Magu, {n}th floor", "Flat {n}-{m}, Hulhumalé Phase 2",
                         "G. {s}ge, Majeedhee Magu"),
              "postal": ("20###", "23###", "19###"),
              "city": ("Addu City", "Fuvahmulah", "Kulhudhuffushi", "Thinadhoo", "Hithadhoo", "Naifaru",
                       "Eydhafushi", "Funadhoo", "Villimalé"),
              "firm": ("{s} Pvt Ltd", "{s} Investments Pvt. Ltd.", "{s} Trading Co. Pvt Ltd", "{s} & Brothers Pvt Ltd"),
              "phone": ("+960 7## ####", "9## ####", "+960 33# ####")},
    "ar_LB": {"street": ("Rue {s}, Imm. {s}, {m}e étage, Achrafieh", "Hamra St., Bldg {n}, Floor {m}",
                         "Armenia Street {n}, Mar Mikhael", "Rue {m}, Imm. {s}, Jal el Dib"),
              "postal": ("11## ####", "2### ####", "1###"),
              "city": ("Jounieh", "Zahlé", "Byblos", "Batroun", "Baalbek", "Nabatieh", "Aley", "Broummana",
                       "Zgharta"),
              "firm": ("{s} & Fils SAL", "Ets. {s} SARL", "{s} Frères s.a.l.", "{s} Holding SAL (Offshore)"),
              "phone": ("+961 3 ### ###", "03 ### ###", "01 ### ###", "+961 71 ### ###")},
    "km_KH": {"street": ("No. {n}, St. {m}{n}, Sangkat Boeung Keng Kang", "#{n}E{m}, Street {m}{m}, Khan Daun Penh",
                         "Phum {s}, Sangkat Svay Dangkum", "Borey {s}, Street {m}, House {n}"),
              "postal": ("12####", "17####", "02####"),
              "city": ("Siem Reap", "Battambang", "Kampot", "Sihanoukville", "Kep", "Kratie", "Takeo", "Poipet",
                       "Kampong Cham"),
              "firm": ("{s} Co., Ltd.", "{s} Import Export Co., Ltd.", "{s} Group Plc", "{s} Trading (Cambodia) Co., Ltd."),
              "phone": ("+855 12 ### ###", "012 ### ###", "+855 23 ### ###", "097 ### ####")},
}
THIRTEENTH_CODE_SHAPES = ("#######??", "#################X", "##########-?", "?#-####-###", "###/####/??",
                          "??-#####/##", "####-###-####-#", "#?#?-####")
# A fourteenth family, written on 2026-11-27 (issue 11, thirteenth round, branch pii14) from general knowledge,
# BEFORE any detector change of that round; the thirteenth family is studied from then on and reported as seen.
# Registers no earlier family used: florist orders, pest control visits, locksmith call-outs, bulky-waste
# collection, photo labs, hostel receptions, market stall rentals, campsite bookings. Text locales no family
# used (es_CR, es_HN, fr_CI, lo_LA, ky_KG, ro_MD, ar_KW, en_NA; Faker has none of them, so their numbers are
# drawn with an en_US Faker). Names from those eight countries, which the name detectors do NOT load: small
# hand tables of common first names and surnames (`FOURTEENTH_NAMES`, written from general knowledge,
# romanized; no public figure's full name on purpose). Streets, postcodes, towns, firms and phones from
# `FOURTEENTH_PLACES` in the countries' own shapes (Costa Rica's "200 m norte de ..." directions, Honduran
# "Col. X, Bloque M, casa N", Abidjan's "Lot N, Îlot M" and "01 BP 1234" box codes, Vientiane's "Ban X, Unit
# M", Bishkek's "mkr." microdistricts, Chisinau's "str. X, ap. M" with "MD-2xxx", Kuwait's "Block M, Street N,
# Jadda K", Namibia's "Erf N"), legal forms S. de R.L., SARLU, GIE, Sole Co., OsOO, Î.I., K.S.C.C., CC; the
# countries' phone formats. Codes: the countries' ID shapes no family drew (a 14-digit PIN, "####-####-#####",
# "CI#########") and new shapes. Distractors: stem counts, bait points, key sizes, cubic metres, film speeds,
# bed prices, stall widths, pitch sizes — not PII. The templates are the registers' own sentences, written
# without looking at any detector or at any family's misses.
FOURTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Bouquet for {v}, card says happy birthday.",
        "Technician {v} treated the kitchen for cockroaches.",
        "Locked out again, {v} came with the spare key.",
        "Pickup requested by {v} (mattress and two chairs).",
        "Prints ready for {v}, envelope 14.",
        "Guest {v} checked in late, bed 3B.",
        "Stall shared between {v} and her cousin.",
        "Pitch booked under the name {v}.",
    ),
    "organization": (
        "Flowers supplied by {v}.",
        "Fumigation certificate issued by {v}",
        "New locks from {v}, fitted the same day.",
        "Collection is run by {v} on behalf of the council.",
        "Scans done at {v}, very good colours.",
        "The hostel is managed by {v}.",
        "Market organiser: {v}",
        "Campsite owned by {v} since last year.",
    ),
    "street": (
        "Deliver the wreath to {v}.",
        "Inspection at {v}, rats in the roof space.",
        "Call-out address: {v}",
        "Leave the old fridge outside {v} on Tuesday night.",
        "Lab moved to {v}, next to the pharmacy.",
        "Our hostel: {v}",
        "Stall holders park behind {v}.",
        "Send the deposit receipt to {v}.",
    ),
    "postal": (
        "Same-day delivery only within {v}.",
        "Service area {v} and nearby villages",
        "Postal code {v}",
        "Bulky-waste round for {v} is the first Monday.",
        "Return address code: {v}",
        "Guest's postcode {v}",
        "Cód. postal {v}",
    ),
    "city": (
        "We also deliver flowers to {v}.",
        "Termite season has started in {v}.",
        "Our second locksmith van covers {v}.",
        "Recycling centre of {v} is closed on Sundays.",
        "Photos from the trip to {v} came out great.",
        "Backpackers heading to {v} leave at dawn.",
        "Night market in {v} every Friday.",
        "Nearest camping to {v} is 12 km away.",
    ),
    "phone": (
        "Florist: {v}",
        "Call {v} if the bait boxes are moved.",
        "24h locksmith {v}",
        "Book a bulky pickup on {v}.",
        "Lab counter {v}, ask for the scans.",
        "Reception ({v}) is open until midnight.",
        "Stall bookings by WhatsApp {v}",
        "Campsite warden: {v}",
    ),
    "code": (
        "Order ref. {v}",
        "Treatment certificate {v}",
        "Key card number {v}",
        "Collection booking {v}",
        "Film roll ID {v}",
        "Passport no. {v} copied at check-in.",
        "Trader licence {v}",
        "Booking code {v}",
    ),
}
FOURTEENTH_DISTRACTORS = (
    "Two dozen roses, 5 lilies, vase 40 cm tall.",
    "Gel placed at 14 bait points, stay out for 4 hours.",
    "Cylinder 30/40 mm, three keys cut, 45 minutes on site.",
    "Up to 3 m³ per household, 2 pickups a year.",
    "36 exposures, ISO 400, prints 10x15 in 2 days.",
    "Dorm bed 18 a night, check-out by 11:00.",
    "Stall 3 m wide, fee 25 per Saturday, set-up from 6 am.",
    "Pitch 8 by 10 m, 2 adults, 4 nights, 16 amp hook-up.",
    "Paid 64.90 in cash, change 5.10.",
    "Built in 1987, 3 floors, 12 rooms.",
)
FOURTEENTH_LOCALES = ("es_CR", "es_HN", "fr_CI", "lo_LA", "ky_KG", "ro_MD", "ar_KW", "en_NA")
FOURTEENTH_NAME_LOCALES = FOURTEENTH_LOCALES
FOURTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "es_CR": (("Randall", "Yorleny", "Minor", "Xinia", "Greivin", "Marielos", "Olman", "Ileana", "Warner", "Hazel",
               "Johnny", "Ana Lucía", "Esteban", "Dayana", "Gerardo", "Karla"),
              ("Solís", "Quesada", "Chaves", "Araya", "Mora", "Vargas", "Alfaro", "Zúñiga", "Calderón", "Madrigal",
               "Arias", "Ulate", "Segura", "Brenes", "Monge", "Villalobos")),
    "es_HN": (("Wilmer", "Suyapa", "Elvin", "Lesly", "Kelvin", "Dunia", "Nery", "Glenda", "Marvin", "Ondina", "Denis",
               "Sindy", "Osman", "Karen", "Fredy", "Maritza"),
              ("Maradiaga", "Banegas", "Cálix", "Funes", "Mejía", "Barahona", "Zepeda", "Amador", "Ordóñez", "Lagos",
               "Murillo", "Castellanos", "Fúnez", "Bonilla", "Aguilar", "Matamoros")),
    "fr_CI": (("Kouassi", "Adjoua", "Yao", "Affoué", "Konan", "Amenan", "Koffi", "Akissi", "Brou", "Aya", "Seydou",
               "Mariam", "Sidiki", "Ahou", "Gnagne", "Awa"),
              ("Kouadio", "Koné", "N'Guessan", "Bamba", "Diabaté", "Aké", "Kacou", "Tanoh", "Assi", "Gnahoré",
               "Djédjé", "Yapi", "Kouamé", "Ehui", "Soro", "Coulibaly")),
    "lo_LA": (("Souksavanh", "Phonesavanh", "Khamphone", "Vanh", "Bounmy", "Noy", "Sengphet", "Chanthaly", "Keo",
               "Vilayvanh", "Anousone", "Malayvanh", "Thongsavanh", "Phetsamone", "Khamla", "Somphone"),
              ("Phommachanh", "Sisouphanh", "Vongsa", "Keomany", "Inthavong", "Sayavong", "Phanthavong", "Douangmala",
               "Xayasith", "Luangrath", "Chanthavong", "Soukhaseum", "Manivong", "Thammavong", "Boupha", "Sengdara")),
    "ky_KG": (("Aibek", "Aigerim", "Nurlan", "Cholpon", "Bakyt", "Gulnara", "Azamat", "Aizada", "Ulan", "Nazgul",
               "Talant", "Elnura", "Emil", "Meerim", "Daniyar", "Asel"),
              ("Asanov", "Mamytov", "Sydykov", "Dzhumabaeva", "Beishenaliev", "Kadyrova", "Osmonov", "Toktosunov",
               "Usubaliev", "Nurmatova", "Sultanbekov", "Isakova", "Chynybaev", "Moldokulov", "Abdrakhmanova",
               "Temirbekov")),
    "ro_MD": (("Ion", "Doina", "Vasile", "Lilia", "Sergiu", "Tatiana", "Veaceslav", "Cristina", "Dorin", "Olesea",
               "Igor", "Nadejda", "Vitalie", "Mariana", "Andrei", "Ludmila"),
              ("Rotaru", "Ciobanu", "Cebotari", "Lupu", "Munteanu", "Țurcanu", "Bivol", "Cojocaru", "Răileanu", "Guțu",
               "Sârbu", "Moraru", "Botnaru", "Plămădeală", "Ursu", "Melnic")),
    "ar_KW": (("Fahad", "Shaikha", "Bader", "Dana", "Meshari", "Lulwa", "Nawaf", "Hessa", "Khaled", "Sara", "Talal",
               "Latifa", "Abdulaziz", "Reem", "Mubarak", "Mariam"),
              ("Al-Mutairi", "Al-Ajmi", "Al-Enezi", "Al-Rashidi", "Al-Kandari", "Al-Shammari", "Behbehani",
               "Al-Ghanim", "Dashti", "Al-Awadhi", "Al-Hajeri", "Marafie", "Al-Fadhli", "Al-Saleh", "Boodai",
               "Al-Duwaisan")),
    "en_NA": (("Ndapewa", "Tangeni", "Johannes", "Ndinelao", "Petrus", "Hilma", "Fillemon", "Selma", "Nangolo", "Ester",
               "Immanuel", "Martha", "Tuhafeni", "Ruusa", "Gerhard", "Frieda"),
              ("Shikongo", "Amutenya", "Iipumbu", "Haufiku", "Shilongo", "Nangombe", "Tjivikua", "Van Wyk", "Beukes",
               "Garoeb", "Hamutenya", "Uugwanga", "Nakale", "Kambonde", "Kapolo", "Shipanga")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
FOURTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "es_CR": {"street": ("de la iglesia católica {n}0 m norte y {m}0 m este, casa {n}",
                         "Barrio Escalante, Calle {m}, Avenidas {m}-{n}, casa {n}",
                         "Urb. Los {s}, casa {n}{m}, San Pedro de Montes de Oca",
                         "{m}00 m sur de la Escuela {s}, casa esquinera"),
              "postal": ("10###", "20###", "40###"),
              "city": ("Cartago", "Heredia", "Alajuela", "Liberia", "Puntarenas", "Turrialba", "Grecia",
                       "San Isidro de El General", "Nicoya"),
              "firm": ("Florería {s} S.A.", "Inversiones {s} Ltda.", "{s} y Asociados S.A.", "Distribuidora {s} S.R.L."),
              "phone": ("+506 8### ####", "2### ####", "8###-####")},
    "es_HN": {"street": ("Col. {s}, Bloque {m}, casa {n}", "Bo. Guamilito, {m}a calle, {n} y {m} ave. N.O.",
                         "Res. Las {s}, Senda {m}, casa {n}", "Col. Kennedy, Zona {m}, Bloque {n}, casa {m}"),
              "postal": ("11###", "21###", "31###"),
              "city": ("San Pedro Sula", "La Ceiba", "Choluteca", "Comayagua", "El Progreso", "Danlí", "Juticalpa",
                       "Siguatepeque", "Roatán"),
              "firm": ("Comercial {s} S. de R.L.", "{s} y Cía. S. de R.L. de C.V.", "Inversiones {s} S.A. de C.V.",
                       "Fumigaciones {s}"),
              "phone": ("+504 9###-####", "2232-####", "3### ####")},
    "fr_CI": {"street": ("Cocody Riviera 3, Lot {n}, Îlot {m}", "Deux-Plateaux Vallon, Rue des Jardins, Villa {n}",
                         "Yopougon Selmer, Ilot {m}, Lot {n}", "Marcory Zone 4, rue Dr {s}, porte {n}"),
              "postal": ("01 BP ####", "08 BP ###", "18 BP ####"),
              "city": ("Bouaké", "Yamoussoukro", "San-Pédro", "Korhogo", "Daloa", "Man", "Gagnoa", "Abengourou",
                       "Grand-Bassam"),
              "firm": ("Ets {s} SARLU", "GIE {s} Services", "Société Ivoirienne {s} SA", "Cabinet {s} & Associés"),
              "phone": ("+225 07 ## ## ## ##", "27 22 ## ## ##", "05 ## ## ## ##")},
    "lo_LA": {"street": ("Ban {s}, Unit {m}, House {n}, Sisattanak District", "Lane Xang Avenue {n}, Ban Hatsady",
                         "Ban Phonxay, Unit {m}, Saysettha District", "Samsenthai Road, Ban {s}, House {n}"),
              "postal": ("01###", "13###", "16###"),
              "city": ("Luang Prabang", "Pakse", "Savannakhet", "Vang Vieng", "Thakhek", "Phonsavan", "Muang Xay",
                       "Luang Namtha", "Attapeu"),
              "firm": ("{s} Sole Co., Ltd", "{s} Lao Co., Ltd.", "{s} Construction Sole Co.", "Lao-{s} Joint Venture Co."),
              "phone": ("+856 20 ## ### ###", "020 5### ####", "021 ### ###")},
    "ky_KG": {"street": ("mkr. Dzhal-{m}, d. {n}, kv. {m}", "ul. Kievskaya {n}, kv. {m}", "pr. Chui {n}, office {m}",
                         "{m} mkr., {n}/{m}, Asanbai"),
              "postal": ("720###", "723###", "714###"),
              "city": ("Osh", "Karakol", "Jalal-Abad", "Tokmok", "Naryn", "Talas", "Kara-Balta", "Cholpon-Ata",
                       "Batken"),
              "firm": ("OsOO {s}", "{s} Company LLC", "OAO {s} Stroi", "ChP {s}"),
              "phone": ("+996 555 ### ###", "0700 ### ###", "(0312) ## ## ##")},
    "ro_MD": {"street": ("str. {s} {n}, ap. {m}", "bd. Ștefan cel Mare și Sfânt {n}, of. {m}",
                         "str. Alba-Iulia {n}/{m}, bl. {m}", "or. Ialoveni, str. Păcii {n}"),
              "postal": ("MD-2###", "MD-3###", "MD####"),
              "city": ("Bălți", "Cahul", "Orhei", "Ungheni", "Soroca", "Comrat", "Edineț", "Hîncești", "Strășeni"),
              "firm": ("Î.I. {s}", "{s}-Com SRL", "ÎM {s} Agro SRL", "{s} Grup SA"),
              "phone": ("+373 69 ### ###", "022 ## ## ##", "079 ### ###")},
    "ar_KW": {"street": ("Block {m}, Street {n}, House {m}{n}, Salmiya", "Salwa, Block {m}, St. {n}, Jadda {m}, House {n}",
                         "Fahaheel, Block {m}, Building {n}, Flat {m}", "Mubarak Al-Kabeer St., {s} Tower, Floor {m}"),
              "postal": ("13###", "2####", "Safat 13###"),
              "city": ("Salmiya", "Hawalli", "Jahra", "Fahaheel", "Farwaniya", "Mangaf", "Abu Halifa", "Jabriya",
                       "Sabah Al-Salem"),
              "firm": ("{s} General Trading & Contracting Co. W.L.L.", "{s} Group K.S.C.C.", "{s} Co. K.S.C.P.",
                       "{s} & Partners Co. (Closed)"),
              "phone": ("+965 9### ####", "2### ####", "6### ####", "+965 5### ####")},
    "en_NA": {"street": ("Erf {n}, {s} Street, Katutura", "{n} Sam Nujoma Drive, Klein Windhoek",
                         "Unit {m}, {s} Flats, Robert Mugabe Avenue", "Plot {n}, Ongwediva Extension {m}"),
              "postal": ("9###", "10###"),
              "city": ("Swakopmund", "Walvis Bay", "Rundu", "Oshakati", "Ongwediva", "Katima Mulilo", "Keetmanshoop",
                       "Otjiwarongo", "Lüderitz"),
              "firm": ("{s} Investments CC", "{s} Holdings (Pty) Ltd", "{s} Trading Enterprises cc", "{s} Transport CC"),
              "phone": ("+264 81 ### ####", "081 ### ####", "061 ### ###", "+264 64 ### ###")},
}
FOURTEENTH_CODE_SHAPES = ("##############", "# #### ####", "####-####-#####", "CI#########", "###########",
                          "??#-###-##?", "#####/?/####", "?-###.###-##")
# A fifteenth family, written on 2026-11-27 (issue 11, fourteenth round, branch pii15) from general knowledge,
# BEFORE any detector change of that round; the fourteenth family is studied from then on and reported as seen.
# Registers no earlier family used: hair salons, bottled-water delivery, shoe repair, tool hire, notaries, food
# bank volunteer rotas, translation agencies, phone repair shops. Text locales no family used (es_BO, es_SV,
# fr_CM, rw_RW, tg_TJ, ar_TN, en_FJ, be_BY; Faker has none of them, so their numbers are drawn with an en_US
# Faker). Names from those eight countries, which the name detectors do NOT load: small hand tables of common
# first names and surnames (`FIFTEENTH_NAMES`, written from general knowledge, romanized: Belarusian in the
# national Latin transliteration, Tajik without diacritics; iTaukei and Indo-Fijian names for Fiji; no public
# figure's full name on purpose). Streets, postcodes, towns, firms and phones from `FIFTEENTH_PLACES` in the
# countries' own shapes (La Paz "Zona" and Santa Cruz "anillo" addresses and "Casilla" boxes; Salvadoran
# "Pasaje, Polígono" and "Av. Norte/Calle Poniente" grids with four-digit codes; Yaoundé and Douala quarters,
# "B.P." boxes; Kigali's "KG/KN/KK" street codes and P.O. boxes; Dushanbe's "kuchai"/"khiyoboni" with 734xxx
# codes; Tunisian "Cité", "Résidence", "Route de X km N" with four-digit codes; Fijian "Lot N" and GPO boxes;
# Belarusian "vul."/"pr."/"zav." with 2xxxxx codes and Belarusian town names, Hrodna rather than Grodno),
# legal forms S.R.L., Hnos., S.A. de C.V., GIC, Ets, Ltd, JDMM, Tunisian S.A. and SARL, Pte
# Limited, TAA, ChUP, ZAO; the countries' phone formats. Codes: shapes no family drew (an IMEI written in its
# groups, a Bolivian CI with its department letters). Distractors: salon prices, bottle sizes, repair prices,
# hire rates, page fees, food weights, word counts, battery sizes, opening hours, floors — not PII. The
# templates are the registers' own sentences, written without looking at any detector or at any family's
# misses; name shapes include possessives, a name inside a subordinate clause, thanks and a notary's formula.
FIFTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Colour and cut for {v} at 3, she wants it shorter this time.",
        "{v}'s water cooler needs two new bottles every Monday.",
        "Heels reglued while {v} waited in the shop.",
        "The drill and the ladder are out with {v} until Thursday.",
        "Sworn before me by {v} on this day.",
        "Big thanks to {v} for sorting the tins on Saturday!",
        "Certified translation of the birth certificate of {v}.",
        "Screen replaced on {v}'s phone, charged in full.",
    ),
    "organization": (
        "Salon chairs leased from {v}.",
        "Our water comes from {v}, always on time.",
        "The cobbler works for {v} now.",
        "Hired the cement mixer from {v} for the weekend.",
        "Copies certified and stamped at {v}.",
        "Tins donated by {v} this month.",
        "Agency: {v} (sworn translators)",
        "Genuine parts ordered through {v}.",
    ),
    "street": (
        "Home visit for a blow-dry at {v}.",
        "Drop the full bottles at {v}, side gate.",
        "Boots to collect from {v} after five.",
        "Return the tile cutter to our yard at {v}.",
        "Office of the notary: {v}",
        "Food parcels go out from {v} on Wednesdays.",
        "Posting the originals to {v} by registered mail.",
        "Repair counter moved to {v}.",
    ),
    "postal": (
        "Deliveries this week: area {v}.",
        "Mailing address box {v}",
        "Notary's correspondence goes to {v}.",
        "Postcode field: {v}",
        "The depot serves {v} and the industrial zone.",
        "Code postal {v}, please write it on the envelope.",
        "Volunteers from {v} and around are welcome.",
    ),
    "city": (
        "Bridal hair trial booked in {v} next month.",
        "We now deliver water in {v} too.",
        "Boots sent over from {v} with a broken zip.",
        "Scaffold towers available for hire in {v}.",
        "Power of attorney signed in {v} on the 3rd.",
        "The food bank in {v} needs rice and oil.",
        "Translator based in {v}, native speaker.",
        "Second repair shop opening in {v} soon.",
    ),
    "phone": (
        "Book your appointment: {v} (calls or texts).",
        "Refill orders {v}, Mon to Sat.",
        "Missed call from {v} about the boots.",
        "Hire desk {v}",
        "Notary's office tel. {v}",
        "Rota changes? Text {v}.",
        "Urgent jobs: {v}, we answer on weekends too.",
        "Call me back on {v} when the phone is ready.",
    ),
    "code": (
        "Loyalty card {v}",
        "Customer account {v}, 4 bottles",
        "Repair ticket {v}",
        "Deposit receipt {v}",
        "Notarial register entry {v}",
        "Volunteer badge {v}",
        "ID card no. {v} translated as written.",
        "IMEI {v}",
    ),
}
FIFTEENTH_DISTRACTORS = (
    "Cut and blow-dry 35, colour from 60, allow 2 hours.",
    "Bottles of 19 litres, deposit 8 each, 3 per order.",
    "Resoling 25, heel tips 9, ready in 4 days.",
    "Mixer 110 litres, 40 a day, 150 deposit.",
    "Certified copy 12 per page, apostille extra.",
    "Shelf-stable only: 2 kg rice, 1 litre oil, 6 tins.",
    "1,800 words at 0.09 per word, delivery in 3 working days.",
    "Battery 4500 mAh, screen 6.1 inch, 90-day warranty.",
    "Open 9:30 to 18:00, closed on the 25th.",
    "Floor 2, room 214, lift on the left.",
)
FIFTEENTH_LOCALES = ("es_BO", "es_SV", "fr_CM", "rw_RW", "tg_TJ", "ar_TN", "en_FJ", "be_BY")
FIFTEENTH_NAME_LOCALES = FIFTEENTH_LOCALES
FIFTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "es_BO": (("Marcelo", "Wilma", "Limbert", "Roxana", "Freddy", "Gladys", "Grover", "Jhenny", "Edwin", "Fabiola",
               "Wilson", "Mirtha", "Álvaro", "Zulema", "Rodrigo", "Patricia"),
              ("Mamani", "Quispe", "Choque", "Condori", "Apaza", "Ticona", "Huanca", "Limachi", "Villca", "Copa",
               "Justiniano", "Rojas", "Gutiérrez", "Callisaya", "Añez", "Saavedra")),
    "es_SV": (("Wilfredo", "Jeannette", "Mauricio", "Yesenia", "Edgardo", "Marisol", "Balmore", "Reina", "Salvador",
               "Delmy", "Nelson", "Yanira", "René", "Idalia", "Oscar Armando", "Evelyn"),
              ("Hernández", "Menjívar", "Alvarenga", "Portillo", "Rivas", "Guardado", "Escobar", "Ayala", "Argueta",
               "Henríquez", "Chicas", "Quintanilla", "Pineda", "Orellana", "Cañas", "Martínez")),
    "fr_CM": (("Achille", "Brigitte", "Landry", "Clarisse", "Samuel", "Estelle", "Blaise", "Berthe", "Hervé", "Nadège",
               "Martial", "Gisèle", "Joseph", "Carine", "Serge", "Viviane"),
              ("Mbarga", "Tchoumi", "Ndongo", "Kamga", "Essomba", "Atangana", "Nguema", "Tchakounté", "Mballa", "Fouda",
               "Djoumessi", "Ngo Biyong", "Kengne", "Nana", "Owona", "Tsafack")),
    "rw_RW": (("Aline", "Eric", "Claudine", "Olivier", "Diane", "Innocent", "Chantal", "Patrick", "Josiane",
               "Fabrice", "Vestine", "Théogène", "Clémentine", "Gaspard", "Immaculée", "Jean de Dieu"),
              ("Uwimana", "Niyonzima", "Mukamana", "Habimana", "Nsengiyumva", "Uwase", "Mugisha", "Ingabire",
               "Hakizimana", "Nyirahabimana", "Bizimana", "Iradukunda", "Mutoni", "Ndayisaba", "Twagirayezu",
               "Umutoni")),
    "tg_TJ": (("Farrukh", "Nigina", "Firuz", "Zarina", "Rustam", "Madina", "Dilshod", "Tahmina", "Jamshed", "Shahnoza",
               "Bahrom", "Parvina", "Khurshed", "Gulchehra", "Sino", "Mehrangez"),
              ("Rahimov", "Nazarova", "Saidov", "Sharipova", "Boboev", "Davlatova", "Khojaev", "Safarov", "Qodirova",
               "Mirzoev", "Ismoilova", "Nabiev", "Rajabova", "Sattorov", "Yusufi", "Sharifzoda")),
    "ar_TN": (("Mohamed Amine", "Syrine", "Wassim", "Ines", "Anis", "Rim", "Skander", "Olfa", "Haythem", "Amira",
               "Chokri", "Sonia", "Nizar", "Wafa", "Slim", "Hela"),
              ("Ben Salah", "Trabelsi", "Jebali", "Gharbi", "Ben Ammar", "Mejri", "Chaabane", "Hammami", "Sassi",
               "Dridi", "Khemiri", "Ayari", "Jaziri", "Mabrouk", "Zouari", "Ben Hassine")),
    "en_FJ": (("Sereana", "Jone", "Mereoni", "Viliame", "Litia", "Sakiusa", "Asenaca", "Pita", "Salote", "Ravinesh",
               "Shalini", "Navin", "Anjeshni", "Ilisoni", "Kelera", "Waisale"),
              ("Naivalu", "Ravuvu", "Tabua", "Vakacegu", "Nawaqa", "Rokotuiloma", "Tuimavana", "Delai", "Bulivou",
               "Koroi", "Prasad", "Chand", "Naidu", "Narayan", "Lal", "Goundar")),
    "be_BY": (("Volha", "Siarhei", "Hanna", "Andrei", "Iryna", "Dzmitry", "Natallia", "Uladzimir", "Tatsiana",
               "Mikalai", "Yuliya", "Pavel", "Aksana", "Viktar", "Alena", "Yauhen"),
              ("Kavalenka", "Navumchyk", "Shautsou", "Karpovich", "Hrynevich", "Lapitskaya", "Dubouski", "Zhuk",
               "Kazlou", "Sidarenka", "Makarevich", "Tsitova", "Baranouski", "Kuzmich", "Yakimovich", "Shpakouskaya")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
FIFTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "es_BO": {"street": ("Calle {m} de Obrajes N° {n}, Zona Sur", "Av. 6 de Agosto N° {n}{m}, Edif. {s}, piso {m}",
                         "3er anillo interno, calle {s} N° {n}", "Villa Fátima, pasaje {s} {n}"),
              "postal": ("Casilla ####", "Casilla ###", "Cas. ####"),
              "city": ("Cochabamba", "Sucre", "Oruro", "Tarija", "Potosí", "Trinidad", "Cobija", "Montero",
                       "Riberalta", "Quillacollo", "Uyuni"),
              "firm": ("{s} S.R.L.", "Importadora {s} Ltda.", "Constructora {s} S.A.", "{s} Hnos. S.R.L."),
              "phone": ("+591 7### ####", "2-2## ####", "(3) 3## ####", "6#######")},
    "es_SV": {"street": ("Pasaje {s}, Polígono {m}, casa #{n}, Urb. Santa Elena", "{m}a Av. Norte #{n}, Barrio San Miguelito",
                         "Final {m}a Calle Poniente, Res. {s}, senda {m} #{n}", "Calle El Mirador #{n}{m}, Col. Escalón"),
              "postal": ("1###", "3###", "CP 1###"),
              "city": ("Santa Ana", "San Miguel", "Soyapango", "Santa Tecla", "Apopa", "Usulután", "Sonsonate",
                       "Ahuachapán", "Zacatecoluca", "Chalatenango"),
              "firm": ("Corporación {s} S.A. de C.V.", "Panadería {s}", "{s} & Cía.", "Grupo {s}, S.A."),
              "phone": ("+503 7###-####", "2###-####", "6### ####")},
    "fr_CM": {"street": ("Bastos, rue {n}.{m}{n}, porte {m}", "Bonapriso, rue {s}, immeuble {m}",
                         "Quartier Essos, derrière la pharmacie {s}", "Bonamoussadi, cité SIC, bloc {m}, porte {n}"),
              "postal": ("B.P. ####", "BP ###", "B.P. #####"),
              "city": ("Douala", "Bafoussam", "Garoua", "Bamenda", "Maroua", "Ngaoundéré", "Bertoua", "Kribi", "Limbe",
                       "Dschang", "Ebolowa"),
              "firm": ("Ets {s} et Fils", "{s} SARL", "Société {s} SA", "GIC {s}"),
              "phone": ("+237 6 ## ## ## ##", "6## ## ## ##", "233 ## ## ##", "222 ## ## ##")},
    "rw_RW": {"street": ("KG {n}{m} St, house {m}, Kimihurura", "KN {m} Ave, No. {n}, Kiyovu",
                         "KK {n} Rd, Kicukiro, house {m}", "Umudugudu wa {s}, Kacyiru, house {n}"),
              "postal": ("P.O. Box ####", "P.O. Box ###", "PO Box #####"),
              "city": ("Huye", "Musanze", "Rubavu", "Rwamagana", "Nyagatare", "Muhanga", "Rusizi", "Karongi", "Nyanza",
                       "Gicumbi"),
              "firm": ("{s} General Supplies Ltd", "{s} Company Ltd", "{s} & Sons Ltd", "Ets {s}"),
              "phone": ("+250 788 ### ###", "0788 ### ###", "072# ######", "+250 73# ### ###")},
    "tg_TJ": {"street": ("kuchai {s} {n}, khonai {m}", "khiyoboni Rudaki {n}, kv. {m}", "kuchai Bokhtar {n}/{m}",
                         "nohiyai Sino, kuchai {s} {n}, kv. {m}"),
              "postal": ("734###", "735###", "736###"),
              "city": ("Khujand", "Kulob", "Bokhtar", "Istaravshan", "Panjakent", "Khorugh", "Tursunzoda", "Vahdat",
                       "Isfara", "Hisor"),
              "firm": ("JDMM {s}", "{s} Savdo LLC", "{s} Group JSC", "Khojagii dehqonii {s}"),
              "phone": ("+992 93 ### ####", "(37) 2## ## ##", "918 ## ## ##", "+992 90 ### ## ##")},
    "ar_TN": {"street": ("{n}, rue Ibn Khaldoun, Ariana", "Résidence {s}, App. {m}, Les Berges du Lac",
                         "Cité {s}, rue {n}, Sfax", "Route de Gabès km {m}, Sfax"),
              "postal": ("1###", "2###", "3###", "4###"),
              "city": ("Sfax", "Sousse", "Kairouan", "Bizerte", "Gabès", "Monastir", "Nabeul", "Mahdia", "Tozeur",
                       "Hammamet", "Houmt Souk"),
              "firm": ("Société {s} SARL", "Ets {s} Frères", "{s} Tunisie S.A.", "Groupe {s} Industries"),
              "phone": ("+216 2# ### ###", "71 ### ###", "98 ### ###", "+216 5# ### ###")},
    "en_FJ": {"street": ("Lot {n} {s} Road, Nasinu", "{n} Waimanu Road, Suva", "Lot {n}, Namaka, Nadi",
                         "Flat {m}, {n} Princes Road, Tamavua"),
              "postal": ("GPO Box ####", "P.O. Box ###", "Box ####"),
              "city": ("Lautoka", "Nadi", "Labasa", "Ba", "Sigatoka", "Savusavu", "Levuka", "Nausori", "Rakiraki",
                       "Tavua"),
              "firm": ("{s} Holdings Pte Limited", "{s} Transport Limited", "{s} & Sons (Fiji) Ltd",
                       "{s} Hardware Pte Ltd"),
              "phone": ("+679 9## ####", "7## ####", "33# ####", "+679 8## ####")},
    "be_BY": {"street": ("vul. {s}a {n}, kv. {m}", "pr. Nezalezhnastsi {n}, kv. {m}", "vul. Surhanava {n}, korp. {m}",
                         "zav. {s}a {m}, d. {n}"),
              "postal": ("220###", "246###", "230###", "224###"),
              "city": ("Hrodna", "Homiel", "Brest", "Vitsebsk", "Mahiliou", "Babruisk", "Baranavichy", "Pinsk", "Lida",
                       "Maladzechna", "Salihorsk"),
              "firm": ("TAA {s}-Servis", "ChUP {s}", "ZAO {s}", "IP {s} A.V."),
              "phone": ("+375 29 ###-##-##", "8 (017) ###-##-##", "+375 33 ### ## ##", "8 029 ### ## ##")},
}
FIFTEENTH_CODE_SHAPES = ("##-######-######-#", "?? ######-#", "#####-??-###", "??/###/#####", "#?##?##", "###.##.###",
                         "?##-####/##", "####/??/#####")
# A sixteenth family, written on 2026-11-27 (issue 11, fifteenth round, branch pii16) from general knowledge,
# BEFORE any detector change of that round; the fifteenth family is studied from then on and reported as seen.
# Registers no earlier family used: electricians' job notes, school minibus rotas, second-hand bookshops,
# borehole drilling, football referee appointments, livestock auctions, hearing-aid clinics, moto-taxi
# dispatch. Text locales no family used (es_PA, es_NI, pt_AO, fr_TG, ar_MA, en_UG, en_GY, tk_TM; Faker has
# none of them, so their numbers are drawn with an en_US Faker). Names from those eight countries, which the
# name detectors do NOT load: small hand tables of common first names and surnames (`SIXTEENTH_NAMES`, written
# from general knowledge; Turkmen in its Latin alphabet with ý, ş, ň, ä, ö, ü, ç; Indo- and Afro-Guyanese
# names for Guyana; Moroccan names in their French spelling; no public figure's full name on purpose).
# Streets, postcodes, towns, firms and phones from `SIXTEENTH_PLACES` in the countries' own shapes (Panama's
# "Vía"/"Urbanización" addresses and "Apartado 0819-NNNNN" boxes; Managua's landmark addresses "de la
# farmacia X 2 c. al lago"; Luanda's "Bairro", "Condomínio" and "Caixa Postal"; Lomé's "von" lanes and BP
# boxes; Moroccan "Lotissement", "Derb", "Hay" with five-digit codes; Kampala's "Plot N" addresses and P.O.
# boxes; Georgetown's "Lot N" and East Coast Demerara villages; Ashgabat's "köçesi"/"şaýoly" with 744xxx
# codes), legal forms S.A., Corp., Cía. Ltda., Lda., (SU) Lda., SARLU, SARL AU, (U) Ltd, SACCO, Inc., HJ and
# Hususy kärhanasy; the countries' phone formats. Towns include words that are also names or words ("Mary",
# "Serdar", "David", "Rivas", "Kara", "Mango"). Codes: shapes no family drew. Distractors: socket ratings,
# fares, book prices, borehole depths, match scores, cattle weights, hearing levels and battery sizes, engine
# sizes, bus routes — not PII. The templates are the registers' own sentences, written without looking at any
# detector or at any family's misses; name shapes include an agent after "checked by", an object of "picks up",
# "aside for X until", "Ask for X at", a role label "Centre referee: X", "sold to X", an age in brackets and
# "Your rider today is X".
SIXTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Wiring checked by {v}, certificate to follow.",
        "The 7:10 minibus picks up {v} at the corner first.",
        "Kept the atlas aside for {v} until Friday.",
        "Ask for {v} at the drilling site; the permit is with them.",
        "Centre referee: {v}, assistants to be confirmed.",
        "Two heifers sold to {v}, paid in cash.",
        "Fitting for {v} (aged 67) moved to next week.",
        "Your rider today is {v}, green helmet.",
    ),
    "organization": (
        "Sub-contracted the rewiring to {v}.",
        "The school minibus is run by {v} this term.",
        "Bought a box of old novels from {v} at auction.",
        "Borehole drilled by {v} last year, 60 m deep.",
        "Match officials appointed by {v}.",
        "Cattle trucked in by {v} every Tuesday.",
        "Hearing aids supplied through {v}, two-year warranty.",
        "Dispatch handled by {v} since March.",
    ),
    "street": (
        "Fuse box replaced at {v} this morning.",
        "Pick-up point moved to {v}.",
        "The bookshop is now at {v}, upstairs.",
        "Drill rig parked behind {v}.",
        "Under-14 match at the ground on {v}.",
        "Auction yard: {v}",
        "Fitting room at {v}, ring the bell.",
        "Drop me at {v}, near the big tree.",
    ),
    "postal": (
        "Send the warranty card to {v}.",
        "The bus route covers {v} only.",
        "Books posted to {v} arrive in a week.",
        "Survey area: {v}",
        "League office, {v}",
        "Buyers outside {v} pay the transport.",
        "Return address: {v}",
        "Postal code {v} only for now.",
    ),
    "city": (
        "Electrician needed in {v} next week.",
        "Minibus trips to the school in {v} start Monday.",
        "Second-hand books shipped from {v}.",
        "Drilling crew moving to {v} after the rains.",
        "Away match in {v} on Sunday, bus at 7.",
        "The livestock market in {v} opens at dawn.",
        "New hearing clinic in {v}, walk-ins welcome.",
        "Moto-taxis now run in {v} as well.",
    ),
    "phone": (
        "After-hours faults: {v}",
        "Driver's number {v}, text if late.",
        "Book orders by WhatsApp {v}.",
        "Site office {v}, ask for the foreman.",
        "Referee coordinator {v}",
        "Auctioneer {v}",
        "Appointments on {v} between 9 and 4.",
        "Dispatch line {v} (24 h).",
    ),
    "code": (
        "Meter number {v}",
        "Pupil pass {v}",
        "Order ref {v}",
        "Drilling permit {v}",
        "Referee licence {v}",
        "Herd register no. {v}",
        "Patient file {v}",
        "Rider ID {v}, plate on the back.",
    ),
}
SIXTEENTH_DISTRACTORS = (
    "Socket 13 A, cable 2.5 mm, 3 circuits.",
    "Seats 14, fare 2 each way, pick-up 7:10.",
    "Paperbacks 3 for 10, hardbacks 5 each.",
    "Depth 60 m, casing 150 mm, yield 2,000 litres an hour.",
    "Final score 2-1, 90 minutes plus 4 added.",
    "Heifers 320 kg, bidding from 900.",
    "Hearing loss 40 dB, battery size 312, 7 days each.",
    "Fare 1,500 for 3 km, helmets provided.",
    "Route 12 and 12A, every 20 minutes.",
    "Model 2024, 125 cc, 40 km on one litre.",
)
SIXTEENTH_LOCALES = ("es_PA", "es_NI", "pt_AO", "fr_TG", "ar_MA", "en_UG", "en_GY", "tk_TM")
SIXTEENTH_NAME_LOCALES = SIXTEENTH_LOCALES
SIXTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "es_PA": (("Yariela", "Abdiel", "Yamileth", "Eliécer", "Itzel", "Omar", "Dayra", "Aristides", "Anayansi",
               "Euclides", "Yaritza", "Ricaurte", "Marisela", "Iván", "Katherine", "Ezequiel"),
              ("Batista", "De León", "Castillo", "Samudio", "Quintero", "Pinzón", "Arosemena", "Barría", "Vergara",
               "Cedeño", "Saldaña", "Jaén", "Araúz", "Pitti", "Tejeira", "Herrera")),
    "es_NI": (("Xiomara", "Bayardo", "Maritza", "Róger", "Jahaira", "Noel", "Scarleth", "Eddy", "Mayela", "Harold",
               "Yelba", "Ervin", "Dionisio", "Fátima", "Karla", "Leonel"),
              ("Cajina", "Lacayo", "Urbina", "Rugama", "Somarriba", "Palacios", "Gaitán", "Blandón", "Espinoza",
               "Castellón", "Mairena", "Sequeira", "Téllez", "Zeledón", "Obando", "Areas")),
    "pt_AO": (("Adilson", "Edvânia", "Jandira", "Nelo", "Domingas", "Felisberto", "Luzia", "Zacarias", "Esperança",
               "Osvaldo", "Marcelina", "Ngueve", "Teodoro", "Kiesse", "Celestino", "Albertina"),
              ("Kiala", "Cassoma", "Domingos", "Sebastião", "Chipenda", "Lukamba", "Mateus", "Kapinga", "Ngunza",
               "Sapalo", "Bento", "Kiluanji", "Mussungo", "Quintas", "Tchipa", "Cangombe")),
    "fr_TG": (("Komi", "Akossiwa", "Kodjo", "Ablavi", "Yao", "Adjo", "Kossi", "Afi", "Kokou", "Mawuli", "Edem",
               "Sena", "Amavi", "Dédé", "Essowè", "Yawa"),
              ("Agbeko", "Amegah", "Lawson", "Kpodar", "Agbodjan", "Dogbé", "Tchalla", "Akakpo", "Adjavon", "Ekué",
               "Amouzou", "Sossou", "Kodjovi", "Atsou", "Pali", "Tchakpélé")),
    "ar_MA": (("Youssef", "Khadija", "Hamza", "Fatima Zahra", "Mehdi", "Salma", "Othmane", "Houda", "Reda", "Imane",
               "Zakaria", "Ghizlane", "Soufiane", "Loubna", "Abdelilah", "Meryem"),
              ("El Idrissi", "Benjelloun", "Alaoui", "Bennani", "Tazi", "Berrada", "El Fassi", "Ouazzani", "Amrani",
               "Chraibi", "Lahlou", "Bouzidi", "Ait Ouahmane", "El Khattabi", "Naciri", "Zerouali")),
    "en_UG": (("Prossy", "Moses", "Harriet", "Godfrey", "Juliet", "Isaac", "Brenda", "Ronald", "Sharifah", "Denis",
               "Winnie", "Emmanuel", "Agnes", "Tonny", "Immaculate", "Brian"),
              ("Ssempijja", "Nakato", "Mugerwa", "Okello", "Atim", "Kato", "Nabukenya", "Byaruhanga", "Tumusiime",
               "Namutebi", "Kizza", "Opio", "Akello", "Musoke", "Nansubuga", "Ssekandi")),
    "en_GY": (("Deonarine", "Shondell", "Ravindra", "Tricia", "Kwame", "Omadevi", "Rawle", "Savitri", "Troy", "Bibi",
               "Nafeeza", "Clive", "Sherlina", "Ramesh", "Keisha", "Leon"),
              ("Persaud", "Ramsaroop", "Bacchus", "Hinds", "Singh", "Fraser", "Bobb", "Jagnarine", "DeFreitas",
               "Mohabir", "Thom", "Ramotar", "Sukhdeo", "Beharry", "Mangal", "Griffith")),
    "tk_TM": (("Merdan", "Aýna", "Serdar", "Maýsa", "Döwlet", "Gülşat", "Batyr", "Jeren", "Arslan", "Bahar",
               "Kakajan", "Ogulnabat", "Myrat", "Leýli", "Rahman", "Annagül"),
              ("Orazow", "Annaýewa", "Gurbanow", "Meredowa", "Hojamyradow", "Ataýewa", "Berdiýew", "Nurmuhammedow",
               "Çaryýewa", "Ataýew", "Saparow", "Amanowa", "Durdyýew", "Kakaýewa", "Öwezow", "Hallyýewa")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones.
SIXTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "es_PA": {"street": ("Vía España, PH {s}, piso {m}, apto. {n}", "Urbanización Los Ángeles, calle {m}, casa {n}",
                         "Calle {m} Este, Edificio {s}, local {n}, Obarrio", "Barriada {s}, casa {n}, Arraiján"),
              "postal": ("Apartado 0819-#####", "Apdo. 08##-#####", "08##"),
              "city": ("Colón", "David", "Santiago de Veraguas", "Chitré", "La Chorrera", "Penonomé", "Las Tablas",
                       "Aguadulce", "Changuinola", "Boquete"),
              "firm": ("{s} y Asociados, S.A.", "Inversiones {s}, S.A.", "Distribuidora {s}, Corp.",
                       "Grupo {s} Panamá"),
              "phone": ("+507 6###-####", "2##-####", "6###-####", "(507) 3##-####")},
    "es_NI": {"street": ("De la farmacia {s} {m} c. al lago, casa {n}", "Km {m} Carretera a Masaya, Residencial {s}, casa {n}",
                         "Reparto San Juan, calle {s} #{n}", "Barrio Altagracia, del semáforo {m} c. arriba, casa {n}"),
              "postal": ("1####", "Apdo. ####", "CP 4####"),
              "city": ("León", "Granada", "Masaya", "Matagalpa", "Estelí", "Chinandega", "Jinotega", "Juigalpa",
                       "Bluefields", "Rivas", "Somoto", "Ocotal"),
              "firm": ("Distribuidora {s} S.A.", "Ferretería {s}", "{s} y Cía. Ltda.", "Agropecuaria {s}"),
              "phone": ("+505 8###-####", "2###-####", "8### ####", "505 5### ####")},
    "pt_AO": {"street": ("Rua {s}, n.º {n}, Bairro Maculusso", "Av. Deolinda Rodrigues, km {m}, casa {n}",
                         "Condomínio {s}, bloco {m}, apt. {n}, Talatona", "Rua {m} do Kinaxixi, prédio {n}"),
              "postal": ("Caixa Postal ####", "C.P. ###", "Caixa Postal #####"),
              "city": ("Benguela", "Lobito", "Huambo", "Lubango", "Malanje", "Namibe", "Cabinda", "Uíge", "Saurimo",
                       "Kuito", "Soyo", "Ondjiva"),
              "firm": ("{s} Comercial, Lda.", "Grupo {s}, S.A.", "{s} & Filhos, Lda.", "{s} Serviços (SU), Lda."),
              "phone": ("+244 923 ### ###", "9## ### ###", "+244 222 ### ###", "(+244) 94# ### ###")},
    "fr_TG": {"street": ("Bè Kpota, rue {n}, maison {s}", "Tokoin Gbossimé, {m}e von après la pharmacie {s}",
                         "Boulevard du 13 Janvier, immeuble {s}, {m}e étage", "Hédzranawoé, rue {n}.{m}, porte {m}"),
              "postal": ("BP ####", "B.P. #####", "Boîte postale ####"),
              "city": ("Sokodé", "Kara", "Kpalimé", "Atakpamé", "Dapaong", "Tsévié", "Aného", "Bassar", "Notsé",
                       "Mango", "Vogan", "Badou"),
              "firm": ("Ets {s} & Frères", "{s} Togo SARLU", "Groupe {s} SA", "Quincaillerie {s}"),
              "phone": ("+228 90 ## ## ##", "22 ## ## ##", "9# ## ## ##", "(+228) 70 ## ## ##")},
    "ar_MA": {"street": ("Lotissement {s}, n° {n}, Hay Riad", "Résidence {s}, imm. {m}, appt {n}, Agdal",
                         "Derb {s} n° {n}, Médina", "Avenue Hassan II, n° {n}, {m}e étage"),
              "postal": ("20###", "10###", "40###", "B.P. ####"),
              "city": ("Fès", "Meknès", "Tanger", "Agadir", "Oujda", "Kénitra", "Tétouan", "Safi", "El Jadida",
                       "Béni Mellal", "Nador", "Essaouira"),
              "firm": ("Sté {s} SARL AU", "{s} Maroc S.A.", "Ets {s} et Fils", "Coopérative {s}"),
              "phone": ("+212 6## ## ## ##", "05 22 ## ## ##", "06##-######", "+212 (0)5 37 ## ## ##")},
    "en_UG": {"street": ("Plot {n}, {s} Road, Ntinda", "Plot {n} Kampala Road, {m}th floor",
                         "Kisaasi, off {s} Close, house {m}", "Plot {m}, Block {n}, Mengo"),
              "postal": ("P.O Box #####", "P. O. Box ###", "Box ####"),
              "city": ("Entebbe", "Jinja", "Mbarara", "Gulu", "Mbale", "Masaka", "Fort Portal", "Lira", "Arua",
                       "Soroti", "Kasese", "Hoima", "Mukono"),
              "firm": ("{s} Enterprises (U) Ltd", "{s} Agencies Limited", "{s} Hardware (U) Limited", "{s} SACCO"),
              "phone": ("+256 77# ######", "0772 ######", "0414 ######", "+256 70# ### ###")},
    "en_GY": {"street": ("Lot {n} Barr Street, Kitty", "{n} {s} Street, Albouystown",
                         "Lot {m} Public Road, Enmore, East Coast Demerara", "Lot {n} Section 'K', Campbellville"),
              "postal": ("P.O. Box ####", "Box ###", "P.O. Box 1####"),
              "city": ("Linden", "New Amsterdam", "Anna Regina", "Bartica", "Corriverton", "Rose Hall", "Lethem",
                       "Mahdia", "Parika", "Vreed en Hoop", "Mabaruma"),
              "firm": ("{s} Trading Company Ltd", "{s} & Sons Enterprise", "{s} General Store", "{s} Construction Inc."),
              "phone": ("+592 6## ####", "6## ####", "226-####", "(592) 22#-####")},
    "tk_TM": {"street": ("{s} köçesi, {n}-nji jaý, {m}-nji öý", "Magtymguly şaýoly {n}, öý {m}",
                         "{m}-nji mkr., jaý {n}, öý {m}", "Bitarap Türkmenistan şaýoly, {n}"),
              "postal": ("744###", "745###", "746###"),
              "city": ("Türkmenabat", "Daşoguz", "Mary", "Balkanabat", "Türkmenbaşy", "Tejen", "Baýramaly", "Serdar",
                       "Abadan", "Gökdepe"),
              "firm": ("{s} HJ", "{s} Hususy kärhanasy", "{s} Söwda HJ", "{s} Gurluşyk HJ"),
              "phone": ("+993 65 ##-##-##", "+993 12 ##-##-##", "8 65 ######", "(12) ##-##-##")},
}
SIXTEENTH_CODE_SHAPES = ("?.###.###/##", "####-?##-###", "??####/###", "#-??-#####-#", "##?###-##", "???:####",
                         "####_###", "##/??-####")
# A seventeenth family, written on 2026-11-27 (issue 11, seventeenth round, branch pii18) from general knowledge,
# BEFORE any detector change of that round; the sixteenth family is studied from then on and reported as seen.
# Registers no earlier family used: cooking-gas cylinder deliveries, fish landing logs, grain mill queues,
# mobile-money agent receipts, radio request shows, car washes, adult evening classes, bus-company parcel
# offices. Text locales no family used (ms_MY, ht_HT, so_SO, en_BZ, my_MM, fr_ML, pt_CV, ar_IQ; Faker has none
# of them, so their numbers are drawn with an en_US Faker). Names from those eight countries, which the name
# detectors do NOT load: small hand tables of common first names and surnames (`SEVENTEENTH_NAMES`, written
# from general knowledge; Malaysian Malay, Chinese and Indian names; Haitian names with hyphens and surnames
# that are French words, "Jeune", "Innocent"; Somali names whose "surname" is a father's and grandfather's name,
# so a full name is three words; Belizean Creole, Garifuna, Maya and Mennonite names, "Flowers", "Gentle";
# Burmese names, which have no surname, split in two, some parts English words, "May", "Win", "Oo"; Malian
# names; Cape Verdean names; Iraqi Arabic and Kurdish names; no public figure's full name on purpose).
# Streets, postcodes, towns, firms and phones from `SEVENTEENTH_PLACES` in the countries' own shapes
# (Malaysian "Jalan SS 2/24, Taman X" and "Blok A-3-12" units; Port-au-Prince "Delmas 33, impasse X #12";
# Mogadishu and Hargeisa "Degmada"/"Wadada" and landmark addresses; Belize "Mile N George Price Highway";
# Yangon "No. N, X Street, Sanchaung Township"; Bamako "Rue N, Porte N, ACI 2000" and "BP E1234" boxes;
# Praia "Achada Santo António"; Baghdad "Mahalla N, Zuqaq N, Dar N"), postcodes written bare with no
# cue word (Malaysia's and Iraq's five digits, Myanmar's 11xxx, Cape Verde's four), Haiti's "HT6110",
# Somalia's "BN 12010", "P.O.B." boxes; legal forms Sdn. Bhd., Berhad, S.A., Ltd., Co., Ltd., SARL, GIE,
# Lda, Sociedade Unipessoal; phone formats of the countries, national ones with no country code, with
# extensions ("ext. 12", "poste 21", "x 45") and with the area code in parentheses. Towns include words that
# are also names or words ("San", "Kati", "Independence", "Hopkins", "Orange Walk", "Spanish Lookout", "Sal
# Rei", "Jérémie", "Saint-Marc", "Marka", "Kut"). Codes: shapes no family drew. Distractors: cylinder
# sizes, catch weights, milling prices, transfer fees, radio frequencies, wash prices, class hours, parcel
# weights — not PII. The templates are the registers' own sentences, written without looking at any detector
# or at any family's misses; name shapes new to the families: a radio dedication "goes out to X", a receipt's
# "signed X" with no "by", a boat's "Skipper X", an appositive after a kin noun "the sender's cousin, X", a kin
# honorific "Auntie X", a caller's "X here:", a class register's "Present tonight: X and", and "in the name of X".
SEVENTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "This next song goes out to {v}, working the night shift.",
        "Cylinder swapped and paid, signed {v}.",
        "Skipper {v} brought in 40 kg of snapper.",
        "Cash-out collected by the sender's cousin, {v}.",
        "Auntie {v} wants the small mill on Saturday.",
        "{v} here: your parcel is at the depot.",
        "Present tonight: {v} and two newcomers.",
        "Receipt made out in the name of {v}.",
    ),
    "organization": (
        "Cylinders supplied by {v} this month.",
        "The boat is insured with {v}.",
        "Flour bagged for {v}, forty sacks.",
        "Agent float bought from {v}.",
        "This hour of music is sponsored by {v}.",
        "The car wash is a franchise of {v}.",
        "Evening classes funded by {v}.",
        "Parcel sent with {v} on the night bus.",
    ),
    "street": (
        "Cylinder drop-off at {v}, leave it by the gate.",
        "Fish sold from the cold room at {v}.",
        "The mill moved to {v} after the flood.",
        "Agent kiosk: {v}",
        "Prizes can be collected at {v} on weekdays.",
        "Car wash bay behind {v}.",
        "Classes are held at {v}, second floor.",
        "Parcel office opposite {v}.",
    ),
    "postal": (
        "Gas deliveries limited to {v} this month.",
        "Write in to the station at {v}.",
        "Certificates will be mailed to {v}.",
        "Landing site postcode {v}",
        "Our mill ships to {v} and nearby villages.",
        "Agent area {v}",
        "Enrolment forms by post: {v}",
        "Parcels for {v} are held at the depot.",
    ),
    "city": (
        "Gas refills now delivered as far as {v}.",
        "The catch is landed at {v} on Thursdays.",
        "Maize milled here comes from farms near {v}.",
        "Our new agent point in {v} is open till 8.",
        "Shout-out to all our listeners in {v}!",
        "Mobile car wash coming to {v} this weekend.",
        "Evening literacy classes start in {v} on the 3rd.",
        "Parcels for {v} leave on the 14:00 bus.",
    ),
    "phone": (
        "Refill orders {v}",
        "Skipper's satellite phone {v}",
        "Mill bookings on {v} or come in person.",
        "Agent line {v}, open till 8.",
        "Request line {v}",
        "Ring {v} to book a wash.",
        "Class coordinator: {v}",
        "Parcel office landline {v}",
    ),
    "code": (
        "Cylinder serial {v}",
        "Landing slip {v}",
        "Mill ticket {v}",
        "Transaction ID {v}",
        "Song request no. {v}",
        "Wash card {v}, tenth wash free.",
        "Enrolment number {v}",
        "Waybill {v}",
    ),
}
SEVENTEENTH_DISTRACTORS = (
    "12.5 kg cylinders, 3 per household, refill 45.",
    "Snapper 40 kg, grouper 12 kg, ice 2 blocks.",
    "Milling 15 a sack, 50 kg sacks only.",
    "Fee 0.5% above 100,000, cash-out up to 2,000,000.",
    "On 98.4 FM from 6 to 10 every night.",
    "Full valet 25, 45 minutes, interior 10 extra.",
    "Classes 6 to 8 pm, 12 weeks, 20 seats.",
    "Parcels up to 20 kg, delivered in 3 days.",
    "Boat 9 m, engine 40 hp, 4 crew.",
    "Queue of 14 sacks, about 2 hours.",
)
SEVENTEENTH_LOCALES = ("ms_MY", "ht_HT", "so_SO", "en_BZ", "my_MM", "fr_ML", "pt_CV", "ar_IQ")
SEVENTEENTH_NAME_LOCALES = SEVENTEENTH_LOCALES
SEVENTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "ms_MY": (("Nurul Aina", "Muhammad Firdaus", "Siti Hajar", "Ahmad Fauzi", "Wei Ling", "Kah Hoe", "Kavitha",
               "Suresh", "Farah Nadia", "Hafizuddin", "Mei Yee", "Azlan", "Puteri", "Rajeswari", "Chee Keong",
               "Syafiqah"),
              ("Abdullah", "Ismail", "Rahman", "Tan", "Lim", "Wong", "Ramasamy", "Subramaniam", "Othman", "Yusof",
               "Chong", "Krishnan", "Hamzah", "Ng", "Lee", "Mohd Noor")),
    "ht_HT": (("Wilner", "Guerline", "Mackenson", "Nadège", "Jean-Robert", "Marie-Michèle", "Dieuseul", "Fabiola",
               "Wisly", "Roselaure", "Ernso", "Widline", "Frantz", "Mirlande", "Lovensky", "Jeannette"),
              ("Jean-Baptiste", "Pierre-Louis", "Saint-Fleur", "Désir", "Dorvil", "Exantus", "Fils-Aimé", "Célestin",
               "Augustin", "Joseph", "Étienne", "Dorsainvil", "Milfort", "Jeune", "Innocent", "Bellegarde")),
    "so_SO": (("Hodan", "Abdirahman", "Farhiya", "Abdiwali", "Ifrah", "Sahra", "Mahad", "Ubah", "Liban", "Deqa",
               "Guled", "Nimco", "Abdikarim", "Hibo", "Yusuf", "Amina"),
              ("Abdi Warsame", "Jama Farah", "Nuur Hassan", "Cabdi Guleed", "Aden Mohamud", "Ismail Dirie",
               "Osman Yusuf", "Mohamed Elmi", "Ali Samatar", "Hersi Duale", "Abdullahi Shire", "Omar Gedi",
               "Ahmed Roble", "Farah Egal", "Warsame Qoorsheel", "Nur Adan")),
    "en_BZ": (("Delroy", "Marisol", "Kenrick", "Yanira", "Dwight", "Shanelle", "Eugenio", "Lisette", "Elvin",
               "Andrea", "Cornelius", "Daniela", "Jhonny", "Kimberly", "Wilfredo", "Aurelia"),
              ("Usher", "Flowers", "Cal", "Coc", "Chun", "Arzu", "Palacio", "Reimer", "Friesen", "Lozano", "Gentle",
               "Staine", "Tillett", "Neal", "Bol", "Pott")),
    "my_MM": (("Aung Ko", "Thandar", "Su Myat", "Kyaw Zin", "Hnin Wai", "Min Thu", "Ei Mon", "Zaw Lin", "Khin Myo",
               "Htet Aung", "Nilar", "Ye Yint", "Thiri", "Wai Yan", "May Thu", "Nay Lin"),
              ("Win", "Oo", "Htun", "Naing", "Aye", "Thein", "Soe", "Lwin", "Myint", "Hlaing", "Kyaw", "Zaw", "Tun",
               "Phyo", "Khaing", "Maung")),
    "fr_ML": (("Aminata", "Bakary", "Fatoumata", "Seydou", "Oumou", "Mamadou", "Kadiatou", "Boubacar", "Assétou",
               "Souleymane", "Mariam", "Drissa", "Adama", "Djénéba", "Lassana", "Hawa"),
              ("Coulibaly", "Diarra", "Keïta", "Sissoko", "Dembélé", "Konaté", "Sangaré", "Doumbia", "Maïga",
               "Kanouté", "Samaké", "Dicko", "Tounkara", "Bagayoko", "Sidibé", "Togola")),
    "pt_CV": (("Djamila", "Nilton", "Ivanilda", "Edson", "Zenaida", "Arlindo", "Evandro", "Nelsa", "Ailton", "Odete",
               "Denilson", "Jaqueline", "Hélder", "Lucinda", "Wilson", "Carla"),
              ("Tavares", "Monteiro", "Fortes", "Semedo", "Varela", "Lopes", "Brito", "Andrade", "Furtado", "Delgado",
               "Spencer", "Évora", "Gomes", "Rocha", "Sanches", "Barbosa")),
    "ar_IQ": (("Mustafa", "Zainab", "Haider", "Noor", "Ammar", "Rusul", "Karrar", "Hawraa", "Sajjad", "Shahad",
               "Muntadhar", "Ruqaya", "Dilshad", "Shilan", "Rebwar", "Banaz"),
              ("Al-Saadi", "Al-Jubouri", "Al-Obaidi", "Kareem", "Jassim", "Al-Tamimi", "Kadhim", "Mahmood",
               "Al-Rubaie", "Abdulwahid", "Rashid", "Qadir", "Hawrami", "Sabir", "Al-Khafaji", "Muhsin")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
SEVENTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "ms_MY": {"street": ("No. {n}, Jalan SS {m}/{n}, Taman {s}", "Blok C-{m}-{n}, Pangsapuri {s}, Jalan Ipoh",
                         "Lot {n}, Kampung {s}, Jalan Kuala Selangor", "{n}, Lorong {s} {m}, Taman Desa"),
              "postal": ("4####", "5####", "8####"),
              "city": ("Ipoh", "Seremban", "Kuantan", "Kuching", "Kota Bharu", "Alor Setar", "Muar", "Klang",
                       "Taiping", "Kampar", "Sibu", "Miri", "Tawau", "Segamat"),
              "firm": ("{s} Trading Sdn. Bhd.", "Syarikat {s} Enterprise", "{s} Holdings Berhad",
                       "Kedai Runcit {s}"),
              "phone": ("012-### ####", "03-#### ####", "(03) #### ####", "+60 3-#### #### ext. ##")},
    "ht_HT": {"street": ("Delmas {m}, impasse {s} #{n}", "Rue Capois #{n}, Port-au-Prince",
                         "Route de Frères, {s} #{n}, Pétion-Ville", "Rue {m}, ruelle {s} #{n}, Cap-Haïtien"),
              "postal": ("HT####", "HT ####"),
              "city": ("Jacmel", "Hinche", "Jérémie", "Saint-Marc", "Les Cayes", "Gonaïves", "Cap-Haïtien",
                       "Petit-Goâve", "Léogâne", "Limbé", "Ouanaminthe", "Mirebalais"),
              "firm": ("{s} & Fils S.A.", "Boulangerie {s}", "Dépôt {s}", "Transport {s} S.A."),
              "phone": ("+509 3###-####", "37##-####", "(509) 28##-####", "+509 4### #### poste ##")},
    "so_SO": {"street": ("Degmada Hodan, Wadada {s}, guriga {n}", "KM4, Taleex Street, house {n}",
                         "Jigjiga Yar, behind the {s} mosque, house {n}", "26 June Road, building {n}, floor {m}"),
              "postal": ("BN #####", "MO #####", "WG #####"),
              "city": ("Hargeisa", "Berbera", "Burao", "Garowe", "Bosaso", "Galkayo", "Kismayo", "Baidoa",
                       "Beledweyne", "Jowhar", "Marka", "Afgooye"),
              "firm": ("{s} General Trading", "{s} Money Transfer", "Shirkadda {s}", "{s} Group Ltd"),
              "phone": ("+252 61 #######", "061 ### ####", "0907 ######", "(+252) 63 4## ####")},
    "en_BZ": {"street": ("#{n} {s} Street, Belize City", "Mile {m} George Price Highway",
                         "Corner of {s} Street and Albert Street", "{n} Hummingbird Highway, {s} Plaza"),
              "postal": ("P.O.B. ###", "PO Box ####"),
              "city": ("Belmopan", "San Ignacio", "Orange Walk", "Dangriga", "Corozal", "Punta Gorda",
                       "Independence", "Hopkins", "Placencia", "Ladyville", "Spanish Lookout", "Burrell Boom"),
              "firm": ("{s} Ltd.", "{s} & Sons Ltd.", "{s}'s Hardware", "{s} Enterprises Ltd."),
              "phone": ("+501 6##-####", "6##-####", "(501) 822-####", "822-#### ext. ###")},
    "my_MM": {"street": ("No. {n}, {s} Street, Sanchaung Township", "Bldg {n}, Room {m}-B, Mingalar Taung Nyunt Tsp",
                         "No. {n}, {m}th Street, Lanmadaw", "{n}/{m}, Bogyoke Aung San Road, Pabedan"),
              "postal": ("11###", "05###", "Yangon 11###"),
              "city": ("Mandalay", "Bago", "Mawlamyine", "Taunggyi", "Pathein", "Monywa", "Sittwe", "Myitkyina",
                       "Lashio", "Pyay", "Hpa-An", "Dawei", "Magway"),
              "firm": ("{s} Co., Ltd.", "{s} Trading Co.", "{s} Group of Companies", "{s} Enterprise"),
              "phone": ("+95 9 ### ### ###", "09 ### ### ###", "(01) ### ###", "09-4########")},
    "fr_ML": {"street": ("Rue {n}, Porte {m}, Hamdallaye ACI 2000", "Badalabougou, rue {m}, porte {n}",
                         "Quartier du Fleuve, immeuble {s}, {m}e étage",
                         "Kalaban Coura, près de la mosquée {s}, porte {n}"),
              "postal": ("BP E####", "BP E###", "B.P. E####"),
              "city": ("Ségou", "Sikasso", "Mopti", "Kayes", "Koutiala", "Gao", "Kati", "San", "Djenné", "Bougouni",
                       "Koulikoro", "Tombouctou"),
              "firm": ("{s} SARL", "Groupe {s}-Mali", "GIE {s}", "Ets {s} et Fils"),
              "phone": ("+223 76 ## ## ##", "20 22 ## ##", "(+223) 66 ## ## ##", "44 ## ## ## poste ##")},
    "pt_CV": {"street": ("Achada Santo António, Rua {s}, n.º {n}", "Rua de Lisboa, {n}, Mindelo",
                         "Palmarejo, Rua {s}, prédio {m}, {n}º andar", "Bairro Craveiro Lopes, casa {n}"),
              "postal": ("7###", "C. P. ###", "CP ####"),
              "city": ("Mindelo", "Assomada", "Espargos", "Santa Maria", "Tarrafal", "Porto Novo", "São Filipe",
                       "Pedra Badejo", "Ribeira Grande", "Sal Rei", "Calheta"),
              "firm": ("{s} & Filhos, Lda", "{s}, Sociedade Unipessoal, Lda", "Casa {s}", "{s} Comercial"),
              "phone": ("+238 99# ## ##", "9## ## ##", "(+238) 26# ## ##", "+238 5## ## ## ext. #")},
    "ar_IQ": {"street": ("Mahalla {n}, Zuqaq {m}, Dar {n}", "Hay Al-Jamia, {s} St., house {n}",
                         "Gulan Street, building {n}, apt {m}", "Karrada, Street {m}, near {s} pharmacy, house {n}"),
              "postal": ("10###", "44###", "61###"),
              "city": ("Basra", "Mosul", "Erbil", "Najaf", "Karbala", "Kirkuk", "Sulaymaniyah", "Duhok", "Nasiriyah",
                       "Ramadi", "Hilla", "Kut", "Amarah", "Zakho"),
              "firm": ("{s} Company for General Trading", "{s} Co. Ltd.", "Sharikat {s}", "{s} Group"),
              "phone": ("+964 770 ### ####", "0780 ### ####", "07########", "(+964) 66 ### #### x ##")},
}
SEVENTEENTH_CODE_SHAPES = ("??-###-###-?", "#####.??", "?##?-####", "##??####", "?-####.###", "###/?/####",
                           "####-####-??", "#?-#####")
# An eighteenth family, written on 2026-11-27 (issue 11, eighteenth round, branch pii19) from general knowledge,
# BEFORE any detector change of that round; the seventeenth family is studied from then on and reported as seen.
# Registers no earlier family used: water-tanker deliveries, phone repair stalls, seed and fertiliser vouchers,
# wedding hall bookings, cement and brick yards, community health worker visits, generator repairs, egg orders
# from poultry farms. Text locales no family used (en_LR, fr_BF, es_CU, pt_GW, ar_YE, ps_AF, en_BW, dz_BT; Faker
# has none of them, so their numbers are drawn with an en_US Faker). Names from those eight countries, which the
# name detectors do NOT load: small hand tables of common first names and surnames (`EIGHTEENTH_NAMES`, written
# from general knowledge; Liberian Kpelle, Bassa and Americo-Liberian names, surnames that are English words,
# "Toe", "Cooper", "Gaye"; Burkinabè Mossi and Bobo names, "Kinda", "Somé"; Cuban names, first names of the
# "Y" generation and two surnames; Bissau-Guinean Fula, Balanta and Papel names, "Có", "Té"; Yemeni names with
# "Al-"/"Ba-"/"Bin"; Afghan names, compound first names ending "-ullah"; Tswana names that are words in
# Setswana, "Neo", "Tau"; Bhutanese names, two given names and no surname, "Sonam Choden"; no public figure's
# full name on purpose). Streets, postcodes, towns, firms and phones from `EIGHTEENTH_PLACES` in the countries'
# own shapes (Monrovia "Old Road, Sinkor, opposite X Clinic"; Ouagadougou "Secteur N, rue 13.52, porte N";
# Havana "Calle N No. M, e/ X y Línea, Vedado"; Bissau "Bairro de Antula, casa N"; Sana'a and Aden landmark
# addresses; Kabul "Karte Char, near X mosque, house N"; Gaborone "Plot N, Extension M"; Thimphu "Norzin Lam, X
# Building"), boxes "Private Bag BO 123", "P/Bag 123", "Post Box 123", "Apartado 123", "06 B.P. 123",
# "Mailbox 1234"; legal forms Inc., (Pty) Ltd, Pvt. Ltd., S.R.L., MIPYME, Lda, "Tshongkhang"; phones in
# national formats with no country code, with extensions ("extension 4", "ramal 12", "extn. 31") and with the
# area code in parentheses. Towns include words or names ("Harper", "Greenville", "Buchanan", "Kaya", "Manga",
# "Léo", "Perico", "Florida", "Remedios", "Buba", "Farim", "Ibb", "Tarim", "Haa", "Paro", "Maun", "Kanye").
# Codes: shapes no family drew. Distractors: tank litres, screen prices, fertiliser bags, hall seats, brick
# counts, visit counts, generator ratings, egg trays — not PII. The templates are the registers' own
# sentences, written without looking at any detector or at any family's misses; name shapes new to the
# families: "dropped off by X", a role noun with no title "Voucher holder X", "the wedding of X", "Yard
# foreman X signs", "the household of X", "belongs to X", "According to X," and a honorific "Mama X".
EIGHTEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Handset dropped off by {v}, cracked screen.",
        "Voucher holder {v} collected two bags of urea.",
        "Hall reserved for the wedding of {v} on the 12th.",
        "Yard foreman {v} signs for every load.",
        "Home visit to the household of {v}, two children under five.",
        "The generator belongs to {v}, not the landlord.",
        "According to {v}, the tank leaked overnight.",
        "Two trays for Mama {v}, paid in advance.",
    ),
    "organization": (
        "Tanker hired from {v} for the week.",
        "Spare screens ordered from {v}.",
        "Vouchers redeemable at {v} only.",
        "Catering for the hall provided by {v}.",
        "Cement bought on credit from {v}.",
        "The health post is supported by {v}.",
        "Generator serviced by {v} last spring.",
        "Feed for the layers comes from {v}.",
    ),
    "street": (
        "Tanker to fill the tank at {v} every Monday.",
        "Repair stall now at {v}, next to the tailor.",
        "Voucher collection point: {v}",
        "The wedding hall is at {v}.",
        "Bricks delivered to {v}, two thousand of them.",
        "Follow-up visit at {v} next week.",
        "Generator installed at {v}, back yard.",
        "Egg pick-up from {v} after 4.",
    ),
    "postal": (
        "Tanker service covers {v} only.",
        "Return the broken handset by post to {v}.",
        "Voucher forms go to {v}",
        "Hall bookings in writing to {v}.",
        "Yard deliveries within {v} are free.",
        "Health district code {v}",
        "Spare parts posted from {v}.",
        "Egg orders by mail: {v}",
    ),
    "city": (
        "Water tankers now run to {v} twice a week.",
        "We also fix phones in {v}.",
        "Seed vouchers handed out in {v} on Tuesday.",
        "The couple marries in {v} next month.",
        "Cement prices went up in {v} again.",
        "Vaccination day in {v} is the 9th.",
        "Generators for hire across {v}.",
        "Fresh eggs delivered around {v}.",
    ),
    "phone": (
        "Tanker orders: {v}",
        "Phone repairs, call or text {v}.",
        "Voucher hotline {v}",
        "Hall manager {v} (evenings)",
        "Yard office {v}",
        "Health worker on call {v}",
        "Generator breakdowns {v}, day or night.",
        "Egg orders by SMS to {v}.",
    ),
    "code": (
        "Tanker docket {v}",
        "Repair tag {v}",
        "Input voucher {v}",
        "Hall booking ref {v}",
        "Delivery note {v}",
        "Household number {v}",
        "Generator ID plate {v}",
        "Flock number {v}",
    ),
}
EIGHTEENTH_DISTRACTORS = (
    "10,000 litre tank, 2 trips a week, 35 a load.",
    "New screen 40, battery 15, ready in 2 days.",
    "2 bags of urea and 1 of NPK per farmer, 50 kg each.",
    "Hall seats 300, chairs 1 each, tables of 10.",
    "Bricks 0.5 each, cement 9 a bag, sand by the tonne.",
    "12 households, 31 children, 4 referrals.",
    "Generator 7.5 kVA, 8 hours on a full tank.",
    "30 eggs a tray, 6 a tray cheaper for 10 trays.",
    "Open 7 to 5, closed on the 1st.",
    "Queue of 25 phones, about 3 days.",
)
EIGHTEENTH_LOCALES = ("en_LR", "fr_BF", "es_CU", "pt_GW", "ar_YE", "ps_AF", "en_BW", "dz_BT")
EIGHTEENTH_NAME_LOCALES = EIGHTEENTH_LOCALES
EIGHTEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en_LR": (("Momolu", "Comfort", "Varney", "Musu", "Tarnue", "Kebeh", "Saye", "Yah", "Siaka", "Garmai",
               "Prince", "Patience", "Togba", "Blessing", "Jartu", "Korto"),
              ("Kollie", "Flomo", "Toe", "Dolo", "Zinnah", "Gbarbea", "Kromah", "Gaye", "Nyumah", "Tweh", "Wesseh",
               "Saah", "Nagbe", "Cooper", "Barclay", "Kpoto")),
    "fr_BF": (("Issouf", "Salamata", "Boukary", "Rasmata", "Zalissa", "Harouna", "Pélagie", "Inoussa", "Bibata",
               "Arouna", "Noufou", "Alizèta", "Fati", "Rasmané", "Pascaline", "Wendpouiré"),
              ("Ouédraogo", "Sawadogo", "Zongo", "Kaboré", "Ilboudo", "Nikiéma", "Zoungrana", "Kiemtoré", "Tapsoba",
               "Bationo", "Yaméogo", "Sanou", "Ouattara", "Kinda", "Somé", "Zida")),
    "es_CU": (("Yusimí", "Yoandry", "Dayanis", "Osmany", "Yoel", "Mailín", "Yunior", "Yaquelín", "Reinier",
               "Odalys", "Lázaro", "Yamilé", "Alexei", "Yanelis", "Yordanis", "Belkis"),
              ("Pérez Hechavarría", "Rodríguez Cisneros", "Cabrera Fonseca", "Hernández Leyva", "Díaz Batista",
               "Moya Corrales", "Quintana Sotolongo", "Valdés Almeida", "Guerra Mederos", "Ramos Pupo",
               "Santana Borges", "Alfonso Rivero", "Marrero Lugo", "Crespo Jiménez", "Lorenzo Bosch",
               "Oliva Castellanos")),
    "pt_GW": (("Braima", "Mamadú", "Fatumata", "Aissatu", "Nhima", "Carlitos", "Quintino", "Segunda", "Adulai",
               "Binta", "Malam", "Joaquina", "Tcherno", "Umaru", "Nanci", "Sábado"),
              ("Djaló", "Baldé", "Mané", "Sanhá", "Có", "Indjai", "Mendes", "Cassamá", "Nancassa", "Té", "Correia",
               "Sambú", "Camará", "Biaguê", "Nhaga", "Iala")),
    "ar_YE": (("Abdulqawi", "Afrah", "Nabil", "Ebtisam", "Waleed", "Ghadeer", "Fuad", "Arwa", "Taha", "Lamia",
               "Hamoud", "Samah", "Radwan", "Entisar", "Akram", "Hind"),
              ("Al-Ahdal", "Al-Hakimi", "Al-Maqtari", "Ba-Wazir", "Al-Sharjabi", "Al-Absi", "Al-Eryani", "Bin Shamlan",
               "Al-Kibsi", "Ghaleb", "Qaid", "Al-Wazir", "Mokbel", "Saif", "Al-Shami", "Bamatraf")),
    "ps_AF": (("Gul Ahmad", "Zarghuna", "Farid", "Habibullah", "Storay", "Naqibullah", "Parwana", "Sayed Jawad",
               "Laila", "Ajmal", "Shabnam", "Wahidullah", "Freshta", "Rahmatullah", "Malalai", "Mursal"),
              ("Ahmadzai", "Stanikzai", "Popal", "Wardak", "Safi", "Sadat", "Noorzai", "Ghafoori", "Hotak", "Jalali",
               "Andarabi", "Amiri", "Zazai", "Sultani", "Niazi", "Barakzai")),
    "en_BW": (("Kagiso", "Boitumelo", "Onalenna", "Thabo", "Lesego", "Mpho", "Tebogo", "Goitseone", "Kabelo",
               "Masego", "Tshepiso", "Gaone", "Oratile", "Kefilwe", "Neo", "Bontle"),
              ("Molefe", "Kgosi", "Mothibi", "Sebina", "Moagi", "Keabetswe", "Mosweu", "Tau", "Modise", "Gaseitsiwe",
               "Ramotswa", "Seleka", "Kebonang", "Dintwa", "Motsumi", "Mogapi")),
    "dz_BT": (("Sonam", "Karma", "Pema", "Dorji", "Tashi", "Kinley", "Ugyen", "Tshering", "Jigme", "Chimi",
               "Yeshey", "Dechen", "Namgay", "Sangay", "Choki", "Phub"),
              ("Wangmo", "Choden", "Dorji", "Tshering", "Lhamo", "Jamtsho", "Penjor", "Zangmo", "Yangden", "Norbu",
               "Dema", "Gyeltshen", "Rinzin", "Tenzin", "Pelden", "Dendup")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
EIGHTEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en_LR": {"street": ("Old Road, Sinkor, opposite {s} Clinic", "{m}th Street, Sinkor, house {n}",
                         "Duport Road, {s} Community, house {n}", "Broad Street, {s} Building, room {m}"),
              "postal": ("1###", "Post Office Box ####"),
              "city": ("Buchanan", "Gbarnga", "Harper", "Zwedru", "Kakata", "Voinjama", "Greenville", "Ganta",
                       "Robertsport", "Sanniquellie", "Tubmanburg", "Bensonville"),
              "firm": ("{s} & Brothers Inc.", "{s} Business Center", "{s} General Merchandise", "{s} Enterprises Inc."),
              "phone": ("+231 77 ### ####", "0886 ### ###", "0777-###-###", "0886 ### ### extension #")},
    "fr_BF": {"street": ("Secteur {m}, rue {m}.{n}, porte {n}", "Avenue Kwame N'Krumah, immeuble {s}",
                         "Quartier Dassasgho, près du maquis {s}", "Ouaga 2000, villa {n}"),
              "postal": ("06 B.P. ###", "11 BP ####"),
              "city": ("Bobo-Dioulasso", "Koudougou", "Ouahigouya", "Banfora", "Kaya", "Tenkodogo", "Fada N'Gourma",
                       "Dédougou", "Gaoua", "Dori", "Léo", "Manga", "Réo", "Ziniaré"),
              "firm": ("Entreprise {s} et Frères", "{s} SA Burkina", "Société {s} & Cie", "Quincaillerie Moderne {s}"),
              "phone": ("+226 70 ## ## ##", "25 30 ## ##", "(226) 76 ## ## ##", "25 ## ## ## / poste ###")},
    "es_CU": {"street": ("Calle {n} No. {m}, e/ {s} y Línea, Vedado", "Ave. 5ta No. {n} esq. a {m}, Miramar",
                         "{s} No. {n}, apto {m}, Centro Habana", "Edificio {s}, apto {m}, reparto Alamar"),
              "postal": ("1####", "CP 7####"),
              "city": ("Santa Clara", "Holguín", "Camagüey", "Cienfuegos", "Matanzas", "Bayamo", "Manzanillo",
                       "Perico", "Guantánamo", "Florida", "Remedios", "Baracoa", "Sancti Spíritus", "Moa"),
              "firm": ("Cooperativa {s}", "Paladar {s}", "Taller {s} S.R.L.", "MIPYME {s}"),
              "phone": ("+53 5 ### ####", "7 8## ####", "(7) 8## ####", "5### #### ext. ##")},
    "pt_GW": {"street": ("Bairro de Antula, casa {n}", "Avenida Amílcar Cabral, {n}", "Rua {s}, Bairro Militar, {n}",
                         "Estrada de Bor, junto à loja {s}"),
              "postal": ("1###", "Apartado ###"),
              "city": ("Bafatá", "Gabú", "Cacheu", "Canchungo", "Bolama", "Farim", "Buba", "Catió", "Mansôa",
                       "Bissorã", "Quinhámel", "Bubaque"),
              "firm": ("{s} & Irmãos, Lda", "Armazém {s}", "Casa Comercial {s}", "{s} Import-Export"),
              "phone": ("+245 95 ### ####", "955 ## ## ##", "(245) 96 ###-####", "+245 44 ## ## ## ramal ##")},
    "ar_YE": {"street": ("Hadda Street, off {s} St., house {n}", "Al-Zubairi St., {s} building, flat {m}",
                         "Sheikh Othman, block {m}, house {n}", "Fuwwah, Mukalla, near {s} bakery"),
              "postal": ("Mailbox ####", "P.O.Box ####"),
              "city": ("Aden", "Taiz", "Hodeidah", "Mukalla", "Ibb", "Dhamar", "Seiyun", "Marib", "Zabid", "Amran",
                       "Hajjah", "Tarim", "Bajil", "Shibam"),
              "firm": ("{s} Trading Corporation", "Bait {s}", "Mu'assasat {s} lil-Tijara", "{s} Brothers Co."),
              "phone": ("+967 77# ### ###", "71# ### ###", "(01) ######", "+967 1 ### ### extn. ##")},
    "ps_AF": {"street": ("Street {m}, Qala-e-Fatullah, house {n}", "Karte Char, near {s} mosque, house {n}",
                         "Wazir Akbar Khan, Lane {m}, house {n}", "Shahr-e Naw, {s} Market, shop {n}"),
              "postal": ("10##", "3###"),
              "city": ("Herat", "Mazar-i-Sharif", "Kandahar", "Jalalabad", "Kunduz", "Ghazni", "Bamyan", "Khost",
                       "Charikar", "Pul-e-Khumri", "Taloqan", "Faizabad", "Gardez", "Sheberghan"),
              "firm": ("{s} Construction Company", "{s} Logistics Services", "Shirkat-e {s}", "{s} Brothers Transport"),
              "phone": ("+93 70 ### ####", "079 ### ####", "(020) 2## ####", "0799-###-###")},
    "en_BW": {"street": ("Plot {n}, Extension {m}, Gaborone", "Plot {n}, Unit {m}, Broadhurst Industrial",
                         "{s} ward, plot {n}, Mochudi", "Block {m}, house {n}, near {s} Primary School"),
              "postal": ("Private Bag BO ###", "P/Bag ###", "P O Box ###"),
              "city": ("Francistown", "Maun", "Serowe", "Molepolole", "Kanye", "Mahalapye", "Palapye", "Lobatse",
                       "Selebi-Phikwe", "Jwaneng", "Kasane", "Ghanzi", "Tonota", "Mochudi"),
              "firm": ("{s} (Pty) Ltd", "{s} Group (Pty) Ltd", "{s} Investments", "{s} General Dealer"),
              "phone": ("+267 71 ### ###", "395 ####", "(+267) 72 ### ###", "390 #### ext ###")},
    "dz_BT": {"street": ("Norzin Lam, {s} Building, flat {m}", "Changangkha, house no. {n}",
                         "Motithang, below {s} Lhakhang, house {n}", "Zangdopelri, building {n}, Phuentsholing"),
              "postal": ("11###", "Post Box ###"),
              "city": ("Paro", "Punakha", "Phuentsholing", "Wangdue Phodrang", "Bumthang", "Trongsa", "Mongar",
                       "Trashigang", "Samtse", "Gelephu", "Samdrup Jongkhar", "Haa", "Dagana", "Tsirang"),
              "firm": ("{s} Tshongkhang", "{s} Construction Pvt. Ltd.", "Druk {s} Enterprise", "{s} Tours and Treks"),
              "phone": ("+975 17 ## ## ##", "77 ## ## ##", "(02) 33####", "02-32####")},
}
EIGHTEENTH_CODE_SHAPES = ("?##.####.#", "####?##", "??#/###-#", "#-#####-??", "???##-##/#", "##-?###-#", "## ### ??",
                          "?#?##.##")
# A nineteenth family, written on 2026-11-27 (issue 11, nineteenth round, branch pii20) from general knowledge,
# BEFORE any detector change of that round; the eighteenth family is studied from then on and reported as seen.
# Registers no earlier family used, most of them reporting and record-keeping ones where people appear in a
# story: tenancy disputes (tenant, landlord), council planning committee hearings, school incident reports
# (pupil), patient intake forms with labelled fields, neighbourhood chat exports with a time and a handle,
# insurance claim statements (witness), complaint letters to a housing office, meeting minutes. Text locales no
# family used (ar_PS, ar_AE, en_SL, en_ZW, fr_CD, pt_TL, cy_GB, es_PR; Faker has ar_PS and ar_AE, whose names it
# writes in Arabic letters or takes from en_US, and none of the others, so numbers are drawn with the locale's
# Faker or an en_US one). Names from those eight countries, which the name detectors do NOT load: small hand
# tables of common first names and surnames (`NINETEENTH_NAMES`, written from general knowledge; Palestinian
# names with "Abu"; Emirati names with "Al" written apart, "Al Mazrouei"; Sierra Leonean Krio, Mende and Temne
# names, surnames that are English words or short, "Cole", "Bah"; Shona and Ndebele names, a first name that
# is an English word, "Memory"; Congolese first names that are French words, "Gloire", "Trésor", "Patient",
# "Merveille"; Timorese names of Portuguese origin, "Ximenes", "Belo", "Tilman"; Welsh names, "ap" patronymics, "Prydderch"; Puerto Rican names with two surnames; no public
# figure's full name on purpose). Streets, postcodes, towns, firms and phones from `NINETEENTH_PLACES` in the
# countries' own shapes (Ramallah and Nablus landmark and building addresses; Dubai and Sharjah "Flat N, X
# Building, Al Nahda 1" and villas; Freetown "N Wilkinson Road" with a letter after the number and "off X
# Street, Congo Cross"; Harare "Stand N, Budiriro 5" and "N X Close, Borrowdale"; Kinshasa "avenue X n° N,
# Quartier Matonge, Commune de Kalamu" and Goma "Q/ Himbi"; Dili "Rua de X, Bairro Pite", "Aldeia X, Suco
# Comoro"; Welsh-language streets "Heol", "Stryd", "Ffordd", "Maes" with "Fflat"; Puerto Rico "Urb. X, Calle N
# #M", "Cond. X, Apt. N", "Carr. N Km M.K"), postal shapes "POB NNNN", "PO Box NNNNNN", "PMB NNN", "P.M.B.
# NNNN", "P.O. Box CY NNNN", "Box MP NNN", "B.P. NNNN Kinshasa I", "Caixa Postal nº NNN", Welsh postcodes
# ("CF10 3AT", "LL55 1AA", "SA1 2BD", "SY23 3DD") and Puerto Rico's ZIP and ZIP+4 ("00907", "PR 00926",
# "00918-1234"); towns that are words or names ("Bo", "Waterloo", "Norton", "Victoria Falls", "Same", "Bala",
# "Newtown", "Cardigan", "Carolina", "Dorado", "Boma", "Goma"); legal forms LLC, L.L.C., PJSC, FZ-LLC, (SL)
# Ltd, (Private) Limited, (Pvt) Ltd, Sprl, SARL, Unipessoal Lda, Cyf., CSP, Inc., Corp.; phones in national
# formats with no country code, with the area code in parentheses, with "(0)" after the country code and
# with extensions written "Ext", "ext. no." and "(ext 12)". Codes: shapes no family drew, after labelled
# fields' words (tenancy ref, planning application, pupil number, hospital number, claim reference, crime
# reference). Distractors: rents, agenda items, votes, doses, class sizes, claim amounts, room numbers — not
# PII. The templates are the registers' own sentences, written without looking at any detector or at any
# family's misses; name shapes new to the families: an apposition after a role noun with "the" ("The tenant,
# X, reports"), a reporting verb "X told the committee", a quote's attribution "said X, who lives", a minutes'
# "Apologies for absence: X.", a chat export's "[18:02] X:", a role noun with no title ("Pupil X was sent"),
# "the witness, X, describes", "As X wrote to the landlord".
NINETEENTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "The tenant, {v}, reports damp in the back bedroom since October.",
        "{v} told the committee the new fence blocks the view from the road.",
        "\"Nobody answered the phone for a week,\" said {v}, who lives on the ground floor.",
        "Apologies for absence: {v}.",
        "[18:02] {v}: has anyone seen a grey cat near the school?",
        "Pupil {v} was sent to the office after morning break.",
        "In her statement the witness, {v}, describes a blue van reversing.",
        "As {v} wrote to the landlord in May, the lock was never changed.",
    ),
    "organization": (
        "The flats are managed by {v} on behalf of the owner.",
        "Complaint forwarded to {v}, the letting agent.",
        "The after-school club is run by {v}.",
        "Referred for physiotherapy by {v}.",
        "Insurer: {v}",
        "A spokesperson for {v} declined to comment.",
        "Thanks to {v} for lending us the hall.",
        "The wallet was handed in at {v} on Friday.",
    ),
    "street": (
        "Address on the tenancy agreement: {v}",
        "The collision happened outside {v} at about 7 pm.",
        "Home address (as on the form): {v}",
        "Next meeting at {v}, in the back room.",
        "The planning application concerns {v} and the plot behind it.",
        "A dog was found wandering near {v} this morning.",
        "I am writing about the repairs at {v}, which are still not done.",
        "Pupil lives at {v} with her grandmother.",
    ),
    "postal": (
        "Postcode of the property: {v}",
        "Residents of {v} say the bins were not emptied.",
        "Send the signed statement to {v}.",
        "The catchment is {v} and nothing further out.",
        "Written objections arrived from {v} as well.",
        "Correspondence address: {v}",
        "The clinic only registers patients in {v}.",
        "Forms returned to {v} are processed within a week.",
    ),
    "city": (
        "The tenants' meeting moved to {v} this year.",
        "She grew up in {v} and moved here in 2019.",
        "Complaints from {v} go to the regional office.",
        "The pupil transferred from a school in {v}.",
        "The patient travels in from {v} for dialysis.",
        "Someone in the group said the road to {v} is closed.",
        "The witness was driving back from {v} when it happened.",
        "Hearings are also held in {v} once a month.",
    ),
    "phone": (
        "Landlord's mobile: {v}",
        "Out-of-hours repairs line {v}",
        "Please ring the school office on {v} if your child is absent.",
        "Next of kin, contact number {v}",
        "Call me back on {v}, I'm home after six.",
        "Witness can be reached at {v}.",
        "Clinic reception {v}, Monday to Friday.",
        "Group admin's number is {v} if you want to be added.",
    ),
    "code": (
        "Tenancy ref: {v}",
        "Planning application no. {v}",
        "Pupil number {v}",
        "Hospital number: {v}",
        "Claim reference {v}",
        "Crime reference {v}",
        "Patient ID {v} on the wristband",
        "Complaint case {v}",
    ),
}
NINETEENTH_DISTRACTORS = (
    "Rent 650 a month, deposit 2 months, paid on the 1st.",
    "Item 4 of the agenda moved to the next meeting.",
    "Motion carried 7 to 2 with 1 abstention.",
    "Paracetamol 1 g every 6 hours, no more than 4 doses.",
    "Class of 28, 3 absent, 2 late.",
    "Claim for 1,200 less the 250 excess.",
    "Meeting in room 14, second floor, at 7.30.",
    "The fence is 2.4 m high, 0.6 m over the limit.",
    "Bins collected every 2 weeks, on Thursdays.",
    "43 messages since yesterday, 5 unread.",
)
NINETEENTH_LOCALES = ("ar_PS", "ar_AE", "en_SL", "en_ZW", "fr_CD", "pt_TL", "cy_GB", "es_PR")
NINETEENTH_NAME_LOCALES = NINETEENTH_LOCALES
NINETEENTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "ar_PS": (("Iyad", "Suha", "Nidal", "Muhannad", "Ashraf", "Hanan", "Tamer", "Abeer", "Jihad", "Raed", "Manal",
               "Rasha", "Ghadir", "Hiba", "Dima", "Samer"),
              ("Barghouti", "Tamimi", "Shaath", "Qawasmi", "Jaabari", "Hamdan", "Odeh", "Masri", "Darwish", "Saadeh",
               "Kassis", "Zeidan", "Awwad", "Hijazi", "Nashashibi", "Abu Ghosh")),
    "ar_AE": (("Khalifa", "Shamma", "Humaid", "Moza", "Obaid", "Alyazia", "Maitha", "Majid", "Amna", "Rashid",
               "Mansour", "Mohra", "Theyab", "Meera", "Salem", "Shouq"),
              ("Al Mazrouei", "Al Ketbi", "Al Shamsi", "Al Nuaimi", "Al Suwaidi", "Al Mansoori", "Al Dhaheri",
               "Al Falasi", "Al Marri", "Al Qubaisi", "Al Hammadi", "Al Zaabi", "Al Blooshi", "Al Tunaiji",
               "Al Muhairi", "Al Kaabi")),
    "en_SL": (("Fatmata", "Alusine", "Mariatu", "Sorie", "Isatu", "Abu", "Foday", "Kadiatu", "Lansana", "Tamba",
               "Christiana", "Mabinty", "Sallieu", "Yeabu", "Hindolo", "Jeneba"),
              ("Kamara", "Sesay", "Koroma", "Bangura", "Conteh", "Turay", "Kanu", "Jalloh", "Mansaray", "Kargbo",
               "Fofanah", "Bah", "Jusu", "Lahai", "Macauley", "Cole")),
    "en_ZW": (("Tendai", "Rutendo", "Tatenda", "Farai", "Nyasha", "Tinashe", "Tsitsi", "Kudakwashe", "Rumbidzai",
               "Tafadzwa", "Nokuthula", "Sibusiso", "Fadzai", "Takudzwa", "Memory", "Munyaradzi"),
              ("Moyo", "Ncube", "Sibanda", "Dube", "Mpofu", "Chikwanha", "Mutasa", "Chiweshe", "Mhlanga", "Nyathi",
               "Marufu", "Gumbo", "Makoni", "Chinamasa", "Mlambo", "Zvobgo")),
    "fr_CD": (("Dieudonné", "Espérance", "Gloire", "Merveille", "Patient", "Chancelle", "Trésor", "Ornella",
               "Fiston", "Grâce", "Héritier", "Djo", "Papy", "Bienvenu", "Exaucé", "Jeancy"),
              ("Mbuyi", "Tshibangu", "Kalombo", "Ilunga", "Mukendi", "Kasongo", "Lukusa", "Kabongo", "Mutombo",
               "Nsimba", "Makiese", "Lumbala", "Bokelo", "Mbala", "Ngoy", "Kanku")),
    "pt_TL": (("Jacinto", "Zeferino", "Ermelinda", "Natalina", "Agostinho", "Olímpia", "Lucas", "Filomena",
               "Mateus", "Angelina", "Ilídio", "Rosalina", "Apolinário", "Bendita", "Octávio", "Florentina"),
              ("Soares", "Ximenes", "Guterres", "Belo", "Pereira", "Amaral", "Martins", "Sarmento", "Freitas",
               "Fernandes", "Alves", "Maia", "Pinto", "Tilman", "Carvalho", "Lobato")),
    "cy_GB": (("Dafydd", "Angharad", "Gruffydd", "Eluned", "Rhodri", "Nia", "Iwan", "Gwenllian", "Emyr", "Ffion",
               "Llinos", "Aled", "Carys", "Gethin", "Lowri", "Meinir"),
              ("ap Rhys", "Prydderch", "Llewelyn", "Pugh", "Bowen", "Parry", "Vaughan", "Griffiths", "Pritchard",
               "Humphreys", "Gwilym", "Meredith", "Rowlands", "Powell", "Howells", "Cadwaladr")),
    "es_PR": (("Nilsa", "Migdalia", "Zuleika", "Yamil", "Glorimar", "Nydia", "Eliezer", "Omayra", "Radamés",
               "Keishla", "Yadiel", "Awilda", "Jannette", "Heriberto", "Aixa", "Noemí"),
              ("Rivera Colón", "Santiago Ortiz", "Cruz Vélez", "Negrón Maldonado", "Figueroa Rosado",
               "Quiñones Acevedo", "Torres Nieves", "Ayala Marrero", "Pagán Irizarry", "Vázquez Cintrón",
               "Rosario Burgos", "Meléndez Pacheco", "Ocasio Serrano", "Báez Matos", "Colón Feliciano",
               "Mercado Rivas")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
NINETEENTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "ar_PS": {"street": ("Al-Irsal Street, {s} Building, floor {m}", "Rafidia, {s} Street, building {n}",
                         "Ein Misbah, near {s} pharmacy, Ramallah", "Star Street, Beit Sahour, house {n}"),
              "postal": ("POB ####", "P.O.B ###"),
              "city": ("Nablus", "Hebron", "Jenin", "Tulkarm", "Qalqilya", "Bethlehem", "Jericho", "Beit Jala",
                       "Beit Sahour", "Al-Bireh", "Salfit", "Tubas", "Yatta", "Dura", "Khan Yunis", "Deir al-Balah"),
              "firm": ("{s} Pharmaceutical Industries Co.", "{s} & Sons Trading", "{s} for Contracting and Trade",
                       "Sharikat {s} Real Estate"),
              "phone": ("+970 59# ### ###", "059#-###-###", "(09) 23# ####", "02-29# #### Ext ##")},
    "ar_AE": {"street": ("Flat {n}, {s} Building, Al Nahda 1, Sharjah", "Villa {n}, Street {m}, Al Barsha 2",
                         "Office {n}, {s} Tower, Corniche Road", "Shop {m}, {s} Plaza, Al Wahda Street"),
              "postal": ("PO Box ######", "P.O. Box: #####"),
              "city": ("Sharjah", "Ajman", "Fujairah", "Ras Al Khaimah", "Umm Al Quwain", "Al Ain", "Khor Fakkan",
                       "Dibba", "Kalba", "Ruwais", "Madinat Zayed", "Hatta"),
              "firm": ("{s} General Trading LLC", "{s} Real Estate Brokers L.L.C.", "{s} Holding PJSC",
                       "{s} Media FZ-LLC"),
              "phone": ("+971 50 ### ####", "04 ### ####", "(06) 5## ####", "055-###-#### (ext 1#)")},
    "en_SL": {"street": ("{n}A Wilkinson Road, Freetown", "off {s} Street, Congo Cross", "{n} Kissy Road, Shell",
                         "{n} Bai Bureh Road, {s} Junction"),
              "postal": ("PMB ###", "P.M.B. ####"),
              "city": ("Bo", "Kenema", "Makeni", "Koidu", "Port Loko", "Lunsar", "Kabala", "Kailahun", "Magburaka",
                       "Bonthe", "Waterloo", "Pujehun", "Moyamba", "Kambia"),
              "firm": ("{s} & Sons (SL) Ltd", "{s} Enterprises (SL) Limited", "{s} Microfinance Company",
                       "{s} Community Bank"),
              "phone": ("+232 76 ######", "076 ### ###", "(022) 22####", "+232 (0)88 ### ###")},
    "en_ZW": {"street": ("{n} Samora Machel Avenue, Harare", "Stand {n}, Budiriro {m}", "House {n}, Mkoba {m}, Gweru",
                         "{n} {s} Close, Borrowdale"),
              "postal": ("P.O. Box CY ####", "Box MP ###"),
              "city": ("Bulawayo", "Mutare", "Gweru", "Kwekwe", "Masvingo", "Chinhoyi", "Marondera", "Kadoma",
                       "Chitungwiza", "Bindura", "Beitbridge", "Victoria Falls", "Hwange", "Zvishavane", "Norton",
                       "Chegutu"),
              "firm": ("{s} (Private) Limited", "{s} Holdings (Pvt) Ltd", "{s} Burial Society",
                       "{s} Estate Agents"),
              "phone": ("+263 77 ### ####", "0772 ### ###", "(024) 27#####", "(0292) 6#### ext. no. ##")},
    "fr_CD": {"street": ("avenue {s} n° {n}, Quartier Matonge, Commune de Kalamu", "{n}, avenue de la Libération, C/Gombe",
                         "Q/ Himbi, av. {s} n° {n}, Goma", "Croisement {s} et Kasa-Vubu, immeuble {m}"),
              "postal": ("B.P. #### Kinshasa I", "B.P. ### Lubumbashi"),
              "city": ("Lubumbashi", "Mbuji-Mayi", "Kisangani", "Kananga", "Bukavu", "Goma", "Likasi", "Kolwezi",
                       "Matadi", "Mbandaka", "Kikwit", "Uvira", "Boma", "Bunia", "Kindu", "Isiro"),
              "firm": ("{s} Immobilier SARL", "Agence {s} Sprl", "{s} et Fils Sprl", "Maison {s} RDC SA"),
              "phone": ("+243 81 ### ####", "099 ### ####", "(+243) 97 ### ## ##", "0815-###-###")},
    "pt_TL": {"street": ("Rua de {s}, Bairro Pite, Díli", "Aldeia {s}, Suco Comoro", "Avenida Nicolau Lobato, nº {n}",
                         "Rua {s}, Farol, casa nº {n}"),
              "postal": ("Caixa Postal nº ###", "C.P. nº ####"),
              "city": ("Baucau", "Maliana", "Suai", "Liquiçá", "Aileu", "Ermera", "Same", "Viqueque", "Lospalos",
                       "Manatuto", "Ainaro", "Oecusse", "Gleno", "Atauro"),
              "firm": ("{s} Unipessoal, Lda", "Empresa {s}", "{s} Construction & Supplier", "Cooperativa Café {s}"),
              "phone": ("+670 77## ####", "78## ####", "(+670) 331 ####", "331 #### ext. ##")},
    "cy_GB": {"street": ("{n} Heol y Coed, Treganna", "{n} Stryd Fawr, Bangor", "Fflat {m}, {n} Ffordd {s}",
                         "{n} Maes {s}, Caernarfon"),
              "postal": ("CF## #??", "LL## #??", "SA# #??", "SY## #??"),
              "city": ("Aberystwyth", "Caernarfon", "Llanelli", "Wrexham", "Merthyr Tydfil", "Pontypridd", "Bridgend",
                       "Carmarthen", "Dolgellau", "Machynlleth", "Porthmadog", "Llandudno", "Pwllheli", "Bala",
                       "Newtown", "Brecon", "Cardigan", "Neath"),
              "firm": ("{s} a'i Feibion", "Cwmni {s} Cyf.", "Tai {s} Cyf", "{s} & Co Cyf."),
              "phone": ("01970 ######", "(029) 20## ####", "07### ######", "+44 (0)1248 ######")},
    "es_PR": {"street": ("Urb. Villa {s}, Calle {m} #{n}", "Cond. {s} Plaza, Apt. {n}", "Carr. {m} Km 4.{n}, Bo. {s}",
                         "Calle {s} #{n}, Santurce"),
              "postal": ("009##", "PR 009##", "009##-####"),
              "city": ("Bayamón", "Carolina", "Ponce", "Caguas", "Guaynabo", "Arecibo", "Mayagüez", "Toa Baja",
                       "Humacao", "Aguadilla", "Cayey", "Fajardo", "Vega Baja", "Manatí", "Yauco", "Dorado"),
              "firm": ("{s} Realty, Inc.", "{s} & Asociados, CSP", "Farmacia {s}", "{s} Management Corp."),
              "phone": ("(787) ###-####", "787.###.####", "1-939-###-####", "(939) ###-#### Ext ##")},
}
NINETEENTH_CODE_SHAPES = ("?###-##-??#", "##??-#####", "?/####/##-?", "###-??-####?", "??##.###.##", "#?-###-#?##",
                          "??/##/#####", "?##-?##-###")
# A twentieth family, written on 2026-11-27 (issue 11, twentieth round, branch pii21) from general knowledge,
# BEFORE any detector change of that round; the nineteenth family is studied from then on and reported as seen.
# Registers no earlier family used: lost-property reports, GP referral letters, school trip consent forms, lease
# renewals, a neighbourhood WhatsApp group's digest, volunteer rotas, police incident logs, HR grievances. Text
# locales no family used (en_SG, ta_LK, to_TO, en_LC, nl_SR, sq_XK, sr_ME, pap_CW; none is a Faker locale, so
# numbers are drawn with an en_US Faker). Names from those eight countries, which the name detectors do NOT load:
# small hand tables of common first names and surnames (`TWENTIETH_NAMES`, written from general knowledge;
# Singaporean Chinese given names of two syllables written apart, "Shu Fen", and Malay ones, "Nurul"; Sri Lankan
# Tamil names, patronymic surnames "Thurairajah"; Tongan names, "Siaosi", "Fifita", "Vaipulu"; Saint Lucian names,
# French surnames "St. Rose", "Jn Baptiste"; Surinamese Hindustani, Javanese and Creole names, "Kartosen",
# "Jadnanansing"; Kosovar Albanian names, "Arbër", "Mehmeti"; Montenegrin names, "Vuk", "Šćepanović"; Curaçaoan
# names, "Shurendy", "Winklaar"; no public figure's full name on purpose). Streets, postcodes, towns, firms and
# phones from `TWENTIETH_PLACES` in the countries' own shapes (Singapore "Blk N X Street M, #0M-N" and
# "S(NNNNNN)"; Jaffna "No. N, X Lane, Kokkuvil"; Tongan allotments; Castries "Lot N, La Clery" and Saint Lucia's
# "LC0N NNN"; Paramaribo "Xstraat N"; Prishtina "Rr. X nr. N", Kosovo's "10NNN"; Podgorica "Njegoševa N/M";
# Willemstad "Kaya X #N"), towns under 15,000 people and towns known by more than one spelling ("Prishtina",
# "Peja", "Nuku'alofa", "Neiafu", "Point Pedro", "Valvettithurai", "Soufrière", "Anse La Raye", "Albina",
# "Groningen" (Saramacca), "Žabljak", "Kolašin", "Sint Willibrordus", "Barber"); legal forms Pte. Ltd., LLP,
# (Pvt) Limited, N.V., Sh.p.k., d.o.o., B.V.; phones with no country code, with the area code in parentheses and
# with extensions written "ext", "x", "lok." and "toestel". Codes: shapes no family drew, after labelled fields'
# words (lost property ref, NHS-style referral number, consent form no., lease no., incident no., grievance ref,
# volunteer ID, occurrence number). Distractors: unclaimed items, blood pressures, coach times, rent rises, message
# counts, shift lengths, unit call signs, working days — not PII. The templates are the registers' own
# sentences, written without looking at any detector or at any family's misses; name shapes new to the
# families: "Item handed in by X at the front desk", a referral's "see X, who has had", a consent form's "my
# child, X, to go", "The lease renewal for X runs", a digest's "X is lending out", a rota's "X is on the
# Saturday shift", a log's "the complainant, X, was", "The grievance raised by X concerns".
TWENTIETH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Item handed in by {v} at the front desk on Tuesday.",
        "I would be grateful if you could see {v}, who has had chest pain for two weeks.",
        "I give permission for my child, {v}, to go on the trip to the science centre.",
        "The lease renewal for {v} runs from 1 March for twelve months.",
        "Summary of today: {v} is lending out a ladder, message her.",
        "{v} is on the Saturday morning shift at the food bank.",
        "Officer attended; the complainant, {v}, was upset but unhurt.",
        "The grievance raised by {v} concerns her line manager's remarks.",
    ),
    "organization": (
        "Black rucksack found in the lobby of {v}.",
        "She has been off work from {v} since the fall.",
        "The coach is provided by {v} and has seat belts.",
        "The landlord's agent, {v}, will send the new lease.",
        "Someone from {v} is handing out free smoke alarms.",
        "Donations this week came from {v}.",
        "Caller states she works night shifts at {v}.",
        "The employee has worked for {v} for six years.",
    ),
    "street": (
        "Found on the pavement outside {v}.",
        "Patient's address: {v}",
        "Meeting point for the trip: {v}, by the gate.",
        "Property: {v}",
        "Parcel left at {v} by mistake, whose is it?",
        "Collection point this month is {v}.",
        "Units called to a disturbance at {v}.",
        "Employee's home address on file: {v}",
    ),
    "postal": (
        "Finder's postal code: {v}",
        "Practice postcode {v}",
        "Return the slip with your postal code ({v}) filled in.",
        "The property's postal code is {v}.",
        "Anyone else in {v} without water since noon?",
        "We only collect within {v}.",
        "Caller gave her postal code as {v}.",
        "Postal code on the contract: {v}",
    ),
    "city": (
        "The owner of the wallet had come over from {v} for the day.",
        "Her mother was treated in {v} last year.",
        "Last year's trip went to {v} by coach.",
        "The tenant is moving to {v} at the end of the lease.",
        "Roadworks on the way to {v} until Friday, allow extra time.",
        "Volunteers from {v} are welcome to join the rota.",
        "Vehicle last seen heading towards {v}.",
        "She asked to be transferred to the office in {v}.",
    ),
    "phone": (
        "Owner contacted on {v}, will collect tomorrow.",
        "Referring practice direct line {v}",
        "Emergency contact during the trip: {v}",
        "Landlord's office {v}, weekdays only.",
        "Message {v} if you want the spare keys.",
        "Rota coordinator: {v}",
        "Caller's number {v}, asked for a call back.",
        "HR can be reached on {v}.",
    ),
    "code": (
        "Lost property ref {v}",
        "Referral number: {v}",
        "Consent form no. {v}",
        "Lease no. {v}",
        "Incident no. {v} logged at 22:14.",
        "Grievance ref: {v}",
        "Volunteer ID {v}",
        "Occurrence number {v}",
    ),
}
TWENTIETH_DISTRACTORS = (
    "Umbrellas: 14 unclaimed, kept for 3 months.",
    "Blood pressure 128/82, pulse 76, no fever.",
    "Coach leaves at 8.15 and is back by 4.30, cost 25.",
    "Rent rises 3 % from the first of the month.",
    "87 messages today, 4 polls, 2 photos.",
    "Shifts are 3 hours long, 2 volunteers each.",
    "Unit 12 cleared the scene at 23:40.",
    "A hearing is held within 10 working days.",
    "Room 3B, table 6, seats 1 to 12.",
    "Deposit of 1,500 returned within 14 days.",
)
TWENTIETH_LOCALES = ("en_SG", "ta_LK", "to_TO", "en_LC", "nl_SR", "sq_XK", "sr_ME", "pap_CW")
TWENTIETH_NAME_LOCALES = TWENTIETH_LOCALES
TWENTIETH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en_SG": (("Shu Fen", "Jun Jie", "Hui Min", "Xin Yi", "Kok Wah", "Siew Lan", "Zhi Hao", "Mei Xuan", "Nurhidayah",
               "Syafiq", "Shahirah", "Irfan", "Thivya", "Jun Wei", "Pei Shan", "Yong Sheng"),
              ("Soh", "Goh", "Teo", "Chua", "Yeo", "Seah", "Quek", "Toh", "Chia", "Ang", "Phua", "Koh", "Sim",
               "Low", "Ho", "Neo")),
    "ta_LK": (("Tharshini", "Kajan", "Thusyanthan", "Kowsalya", "Vithusha", "Mathivanan", "Kirushanthi", "Sutharsan",
               "Yalini", "Pirathap", "Thanuja", "Janarthanan", "Abirami", "Luxman", "Mayuran", "Sharmila"),
              ("Sivakumar", "Rasiah", "Ponnambalam", "Thurairajah", "Kandiah", "Balasingham", "Nadarajah",
               "Selvarajah", "Arumugam", "Yogarajah", "Thevarajah", "Murugesu", "Sinnathamby", "Paramanathan",
               "Kanagaratnam", "Vythilingam")),
    "to_TO": (("Siaosi", "Melenaite", "Viliami", "Losaline", "Tevita", "Halaevalu", "Sitani", "Siosaia", "Lesieli", "Semisi",
               "Kalolaine", "Ofa", "Taniela", "Seini", "Tomasi", "Luseane"),
              ("Fifita", "Taufa", "Vaipulu", "Havili", "Kupu", "Tuipulotu", "Fonua", "Lolohea", "Moala", "Vea",
               "Latu", "Mahe", "Pulu", "Funaki", "Vaka", "Hopoate")),
    "en_LC": (("Shervon", "Kerlisha", "Marius", "Jeanelle", "Kervin", "Tessa", "Alvin", "Shermaine", "Rodney",
               "Kimberley", "Glenroy", "Verlinda", "Dexter", "Kerisha", "Cuthbert", "Lucia"),
              ("St. Rose", "Charlemagne", "Fontenelle", "Jn Baptiste", "Louisy", "Emmanuel", "Mondesir", "Cenac",
               "Descartes", "Hippolyte", "Leonce", "Polius", "Mathurin", "Monrose", "Alcide", "Joseph-Felix")),
    "nl_SR": (("Ashwin", "Chandrika", "Sunil", "Rosita", "Dewanand", "Sharda", "Anand", "Soerani", "Ruben", "Gracia",
               "Radjesh", "Romeo", "Kenneth", "Sandra", "Rakesh", "Jennifer"),
              ("Ramdin", "Sewdien", "Kartosen", "Jadnanansing", "Pinas", "Kromodimedjo", "Doekhi", "Kasanpawiro",
               "Mangre", "Sitaldin", "Wongsonadi", "Panka", "Vreden", "Amatredjo", "Ramautar", "Linger")),
    "sq_XK": (("Arbër", "Drita", "Blerim", "Shqipe", "Fatmir", "Arta", "Lirim", "Teuta", "Kushtrim", "Mimoza", "Agron",
               "Vlora", "Driton", "Fjolla", "Valon", "Ardita"),
              ("Mehmeti", "Gashi", "Morina", "Shala", "Bytyqi", "Kastrati", "Rexhepi", "Hyseni", "Kryeziu", "Zeqiri",
               "Haliti", "Sylejmani", "Avdiu", "Selimi", "Hasani", "Limani")),
    "sr_ME": (("Vuk", "Milena", "Danilo", "Anđela", "Vladan", "Sanja", "Balša", "Dragana", "Dejan", "Ivona",
               "Vesko", "Biljana", "Luka", "Slavica", "Petar", "Radmila"),
              ("Vujović", "Radović", "Vučinić", "Šćepanović", "Raičević", "Kalezić", "Pejović", "Lakić", "Bojović",
               "Mijušković", "Perović", "Vukčević", "Drobnjak", "Knežević", "Bošković", "Mugoša")),
    "pap_CW": (("Shurendy", "Giselle", "Jurgen", "Jeanine", "Rignald", "Sharline", "Eugene", "Sulaika", "Chadrick",
                "Ivette", "Elvis", "Roseline", "Gerold", "Ruthmila", "Urvin", "Norvina"),
               ("Martina", "Rosaria", "Isenia", "Winklaar", "Statia", "Pieternella", "Leito", "Cijntje", "Juliana",
                "Doran", "Sillé", "Coffie", "Wawoe", "Evertsz", "Zimmerman", "Richardson")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
TWENTIETH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en_SG": {"street": ("Blk {n} Tampines Street {m}, #0{m}-{n}", "{n} {s} Road, #12-0{m}",
                         "Blk {n} Jurong West Avenue 1, #1{m}-2{n}", "{n} Upper Thomson Road, {s} Court"),
              "postal": ("S(######)", "Singapore 5#####"),
              "city": ("Woodlands", "Yishun", "Punggol", "Sengkang", "Bedok", "Hougang", "Bukit Batok",
                       "Choa Chu Kang", "Pasir Ris", "Ang Mo Kio", "Toa Payoh", "Johor Bahru"),
              "firm": ("{s} Trading Pte. Ltd.", "{s} Engineering Pte Ltd", "{s} & Partners LLP",
                       "{s} Family Clinic"),
              "phone": ("+65 9### ####", "(+65) 6###-####", "+65 8###-####", "(65) 6### #### ext ###")},
    "ta_LK": {"street": ("No. {n}, {s} Lane, Kokkuvil", "{n}/{m} Temple Road, Nallur", "No {n}, Station Road, Vavuniya",
                         "{n}, Kasthuriar Road, Jaffna"),
              "postal": ("40###", "P.O. Box ##, Jaffna"),
              "city": ("Karainagar", "Point Pedro", "Chavakachcheri", "Kilinochchi", "Mullaitivu", "Mannar", "Vavuniya",
                       "Trincomalee", "Kankesanthurai", "Kalmunai", "Valvettithurai", "Chunnakam", "Kayts", "Eravur"),
              "firm": ("{s} Jewellers (Pvt) Limited", "{s} Textiles", "{s} & Brothers Hardware",
                       "{s} Pharmacy and Dispensary"),
              "phone": ("021 222 ####", "077-### ####", "+94 (0)21 22# ####", "0212 22#### Ext. ##")},
    "to_TO": {"street": ("Taufa'ahau Road, Kolofo'ou, lot {n}", "{s} Street, Ma'ufanga", "Vuna Road, opposite {s} Hall",
                         "Allotment {n}, Houma"),
              "postal": ("P.O Box ###, Nuku'alofa", "PO Box ## Neiafu"),
              "city": ("Nuku'alofa", "Nukualofa", "Neiafu", "Pangai", "'Ohonua", "Kolonga", "Haveluloto", "Mu'a",
                       "Vaini", "Kolovai", "Hihifo", "Tatakamotonga"),
              "firm": ("{s} Family Store", "{s} Shipping Ltd", "Tonga {s} Trust", "{s} Construction Limited"),
              "phone": ("+676 7## ####", "2#-###", "(676) 2# ###", "87# #### x#")},
    "en_LC": {"street": ("Lot {n}, La Clery", "{n} Chaussee Road, Castries", "{s} Lane, Bois d'Orange",
                         "Micoud Street, Castries, upstairs {s} Pharmacy"),
              "postal": ("LC0# ###", "LC1# ###"),
              "city": ("Castries", "Soufrière", "Vieux Fort", "Gros Islet", "Dennery", "Micoud", "Anse La Raye",
                       "Canaries", "Choiseul", "Laborie", "Babonneau", "Rodney Bay"),
              "firm": ("{s} Hardware Ltd.", "{s} & Associates", "{s} Funeral Home", "{s} Supermarket Inc."),
              "phone": ("+1 758 45# ####", "(758) 71#-####", "758-2##-#### ext. #", "45# ####")},
    "nl_SR": {"street": ("{s}straat {n}", "Kwattaweg {n}, Paramaribo", "Indira Gandhiweg km {m}",
                         "Hk. {s}weg en Wilhelminastraat"),
              "postal": ("Postbus ####, Paramaribo", "Postbus ## Nickerie"),
              "city": ("Paramaribo", "Lelydorp", "Nieuw Nickerie", "Moengo", "Albina", "Groningen", "Totness",
                       "Brokopondo", "Onverwacht", "Wageningen", "Mariënburg", "Nieuw Amsterdam"),
              "firm": ("{s} N.V.", "Handelmaatschappij {s} N.V.", "{s} Bouwbedrijf", "Stichting {s}"),
              "phone": ("+597 8## ####", "(597) 4#####", "49#-###", "08##### toestel ##")},
    "sq_XK": {"street": ("Rr. {s} nr. {n}", "Rruga Nëna Terezë {n}/{m}", "Lagjja Dardania, SU {m}/{n}",
                         "Bregu i Diellit, hyrja {m}, banesa {n}"),
              "postal": ("10###", "XK-##000"),
              "city": ("Prishtina", "Pristina", "Peja", "Gjakova", "Ferizaj", "Gjilan", "Mitrovica", "Podujeva",
                       "Vushtrri", "Suhareka", "Rahovec", "Dragash", "Kaçanik", "Junik"),
              "firm": ("{s} Sh.p.k.", "N.T.P. {s}", "{s} Sh.A.", "{s} Group L.L.C."),
              "phone": ("+383 44 ### ###", "044 ### ###", "038 5## ###", "+383 (0)49 ### ### ext. ##")},
    "sr_ME": {"street": ("Ulica {s} br. {n}", "Bulevar Svetog Petra Cetinjskog {n}", "Njegoševa {n}/{m}",
                         "Stari grad {n}, Kotor"),
              "postal": ("8####", "PAK 8#####"),
              "city": ("Nikšić", "Pljevlja", "Bijelo Polje", "Cetinje", "Herceg Novi", "Berane", "Budva", "Ulcinj",
                       "Tivat", "Kotor", "Rožaje", "Kolašin", "Žabljak", "Danilovgrad", "Plav"),
              "firm": ("{s} d.o.o. Nikšić", "{s} DOO Podgorica", "AD {s}", "{s} i sinovi"),
              "phone": ("+382 67 ### ###", "069 ### ###", "020/2##-###", "(033) 4##-### lok. ##")},
    "pap_CW": {"street": ("Kaya {s} #{n}", "Kaya Grandi {n}", "Schottegatweg Oost {n}", "Landhuis {s}, Banda Abou"),
               "postal": ("Postbus ####, Willemstad", "P.O.B. ####, Curaçao"),
               "city": ("Willemstad", "Sint Willibrordus", "Barber", "Soto", "Tera Kora", "Westpunt", "Santa Rosa",
                        "Brievengat", "Sint Michiel", "Lagun", "Montaña", "Tera Cora"),
               "firm": ("{s} B.V.", "{s} Trading Company N.V.", "Botika {s}", "{s} Car Rental"),
               "phone": ("+599 9 ### ####", "9-46#-####", "(5999) 7######", "+599 9 5## #### ext ###")},
}
TWENTIETH_CODE_SHAPES = ("??#-####-#?", "#??/####/#", "?-##-?##-##", "####-?##-??", "??.###.#?#", "#-??-#####",
                         "?###/?/##", "##?-?###-#")
# A twenty-first family, written on 2026-11-27 (issue 11, twenty-first round, branch pii22) from general knowledge,
# BEFORE any detector change of that round; the twentieth family is studied from then on and reported as seen.
# Registers no earlier family used: funeral notices, parish newsletters, job reference letters, bursary award
# lists, driving-school bookings, library notices, ferry passenger manifests, exam results notices. Text locales no
# family used (en_HK, en_GM, ku_IQ, eu_ES, en_SB, en_GD, ti_ER, fr_BJ; none is a Faker locale, so numbers are
# drawn with an en_US Faker). Names from those eight countries, which the name detectors do NOT load: small hand
# tables of common first names and surnames (`TWENTY_FIRST_NAMES`, written from general knowledge; Hong Kong
# Cantonese given names of two syllables written apart, "Ka Yan", "Chi Keung", with surnames "Cheung", "Tsang";
# Gambian Mandinka, Wolof and Fula names, "Lamin", "Isatou", "Ceesay"; Kurdish names in Latin letters, "Rebaz",
# "Chnar", "Barzinji"; Basque names, "Iñaki", "Etxeberria"; Solomon Islands names, biblical first names and
# Melanesian surnames, "Japhet", "Maelanga"; Grenadian names, "Kerryne", "Modeste"; Eritrean Tigrinya names
# with a father's name as surname, "Filmon", "Tesfamariam"; Beninese Fon names, "Sènami", "Gbaguidi"; no public
# figure's full name on purpose). Streets, postcodes, towns, firms and phones from `TWENTY_FIRST_PLACES` in the
# countries' own shapes (Hong Kong "Flat N, M/F, X House" and "G.P.O. Box"; Gambian compounds; Ainkawa houses
# and Duhok zones; Basque "X kalea N, M. ezk."; Honiara lots and sections; Grenada's lots; Asmara's numbered
# streets; Cotonou's "Carré N" and "01 BP NNNN"), towns under 15,000 people and towns known by more than one
# spelling ("Sha Tin"/"Shatin", "Janjanbureh"/"Georgetown", "Hawler"/"Slemani", "Hondarribia"/"Fuenterrabía",
# "Gernika"/"Guernica", "Asmara"/"Asmera", "Comè"); legal forms Co., Limited, S.L., S.Coop., S.A.L., PLC,
# Établissements; phones with no country code, in parentheses and with extensions written "ext", "luzapena" and
# "poste". Codes: shapes no family drew, after labelled fields' words (burial permit, baptismal register entry,
# staff number, bursary award ref, learner permit, library card, ticket, candidate number). Distractors: ages and
# years of a life, mass times, grades, bursary counts, lesson lengths, loan days, deck and seat numbers, pass
# marks, hymn numbers — not PII. The templates are the registers' own sentences, written without looking at any
# detector or at any family's misses; name shapes new to the families: "Funeral service for the late X", "keep X
# in your prayers", "I have known X for four years", "awarded to X, a first-year", "Driving lesson for X moved",
# "X has three books overdue", "Passenger X boarded", "Congratulations to X, who passed".
TWENTY_FIRST_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Funeral service for the late {v} will be held on Saturday at ten.",
        "Please keep {v} in your prayers after her operation.",
        "I have known {v} for four years as a reliable colleague.",
        "This year's bursary has been awarded to {v}, a first-year nursing student.",
        "Driving lesson for {v} moved to Thursday at 4 pm.",
        "{v} has three books overdue, the oldest since May.",
        "Passenger {v} boarded without a ticket and paid on board.",
        "Congratulations to {v}, who passed all six papers.",
    ),
    "organization": (
        "She retired last year after thirty years at {v}.",
        "Flowers for the altar were donated by {v}.",
        "During his time at {v} he ran the stores single-handed.",
        "The bursary is funded by {v}.",
        "Lessons are given in a dual-control car supplied by {v}.",
        "The new reading room was paid for by {v}.",
        "Cargo for {v} was loaded on the lower deck.",
        "The exam centre this year is at {v}.",
    ),
    "street": (
        "Mourners may call at {v} from 3 pm.",
        "The parish office has moved to {v}.",
        "Candidate's home address: {v}",
        "Award letter sent to {v}",
        "Pick-up point for the lesson: {v}",
        "Borrower address: {v}",
        "Passenger's address as given: {v}",
        "Certificates will be posted to {v}.",
    ),
    "postal": (
        "Condolence cards may be sent to {v}.",
        "Parish office postcode: {v}",
        "Postal code given by the referee: {v}",
        "Only applicants with a postal code of {v} are eligible.",
        "Learner's postcode {v}",
        "Borrowers' postal code: {v}",
        "Freight addressed to {v} is charged extra.",
        "Write to the exam board at {v}.",
    ),
    "city": (
        "Born in {v}, she moved to the capital as a girl.",
        "The choir from {v} will sing at the evening mass.",
        "He worked for us in {v} for three years.",
        "The award is open to students from {v}.",
        "Test routes now include the roundabouts in {v}.",
        "The mobile library visits {v} every second Tuesday.",
        "The ferry calls at {v} on the way back.",
        "Results for the secondary school in {v} are delayed.",
    ),
    "phone": (
        "For details of the wake call {v}.",
        "Parish office: {v}",
        "Please ring me on {v} if you need more.",
        "Questions about the bursary: {v}",
        "Cancel at least a day ahead on {v}.",
        "Renew by phone on {v}",
        "Booking office {v}, open daily.",
        "Exam enquiries {v}",
    ),
    "code": (
        "Burial permit no. {v}",
        "Baptismal register entry {v}",
        "Staff number on leaving: {v}",
        "Bursary award ref {v}",
        "Learner permit no. {v}",
        "Library card {v}",
        "Ticket no. {v}",
        "Candidate number: {v}",
    ),
}
TWENTY_FIRST_DISTRACTORS = (
    "Born 1941, died 2025, aged 84.",
    "Mass at 7.30 and 10, collection 312.",
    "He was with us from 2019 to 2023 on grade 5.",
    "12 bursaries of 2,000 each this year.",
    "Lessons are 45 minutes, 10 for 250.",
    "Loans are 21 days, fines 10 cents a day.",
    "Deck 2, seats 14 to 40, 3 hours crossing.",
    "Pass mark 50 %, 6 papers, 180 minutes each.",
    "Hymns 112, 340 and 56.",
    "Version 3.2 of the form, page 4 of 6.",
)
TWENTY_FIRST_LOCALES = ("en_HK", "en_GM", "ku_IQ", "eu_ES", "en_SB", "en_GD", "ti_ER", "fr_BJ")
TWENTY_FIRST_NAME_LOCALES = TWENTY_FIRST_LOCALES
TWENTY_FIRST_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en_HK": (("Ka Yan", "Wing Sze", "Chi Keung", "Siu Ming", "Hoi Yee", "Tsz Ching", "Wai Lun", "Man Kit", "Pui Shan",
               "Ho Yin", "Kwok Wai", "Yuk Lin", "Chun Hei", "Sum Yi", "Lok Man", "Hiu Tung"),
              ("Kwan", "Hui", "Cheung", "Lau", "Leung", "Tsang", "Kwok", "Yip", "Mak", "Tse", "Fung", "Lam", "Chow",
               "Siu", "Ngai", "Poon")),
    "en_GM": (("Lamin", "Fatoumatta", "Ebrima", "Isatou", "Sulayman", "Haddy", "Alieu", "Sirra", "Ousman", "Kumba",
               "Lang", "Kaddy", "Momodou", "Ndey", "Sainey", "Jainaba"),
              ("Jallow", "Ceesay", "Touray", "Njie", "Jammeh", "Sanneh", "Bojang", "Darboe", "Manneh", "Jobe", "Saidy",
               "Kinteh", "Camara", "Faal", "Sowe", "Drammeh")),
    "ku_IQ": (("Rebaz", "Chnar", "Karwan", "Nazdar", "Hawre", "Zhino", "Aram", "Rozhin", "Kawa", "Shno", "Sherzad",
               "Hemin", "Diyar", "Lana", "Shvan", "Kani"),
              ("Barzinji", "Jaff", "Baban", "Kaka", "Zangana", "Sharif", "Aziz", "Shwani", "Karim", "Majid", "Salih",
               "Faraj", "Hama", "Bakir", "Rasul", "Hamad")),
    "eu_ES": (("Iñaki", "Itziar", "Aitor", "Ane", "Garazi", "Unai", "Leire", "Xabier", "Nerea", "Gorka", "Amaia", "Iker",
               "Maite", "Jon", "Ainhoa", "Koldo"),
              ("Etxeberria", "Agirre", "Goikoetxea", "Urrutia", "Arregi", "Iturbe", "Olaizola", "Larrañaga", "Aramendi",
               "Elizondo", "Garmendia", "Uriarte", "Mendizabal", "Arrieta", "Lasa", "Zubiaurre")),
    "en_SB": (("Jezreel", "Lency", "Derek", "Florence", "Rexford", "Nester", "Japhet", "Lilly", "Hilda", "Clement", "Joy",
               "Patterson", "Mathias", "Annie", "Gideon", "Ellison"),
              ("Tosika", "Kuata", "Maelanga", "Ramofafia", "Fono", "Kwaiga", "Bugotu", "Manetoali", "Haomae",
               "Tausinga", "Wale", "Sitai", "Aonima", "Maeke", "Dausabea", "Tegavota")),
    "en_GD": (("Kerryne", "Kendell", "Nickolas", "Shanice", "Kellon", "Annisha", "Andel", "Kiesha", "Shem", "Marcia",
               "Jevon", "Kimanie", "Delon", "Kishel", "Lyndon", "Cassandra"),
              ("Bishop", "Charles", "Francis", "Noel", "Modeste", "Antoine", "Frederick", "Alexis", "Lalgie", "Redhead",
               "Hosten", "Paterson", "La Touche", "DeCoteau", "Sylvester", "Cox")),
    "ti_ER": (("Natnael", "Senait", "Tesfay", "Mehret", "Berhane", "Helen", "Filmon", "Selam", "Amanuel", "Luwam", "Habtom",
               "Rahwa", "Yohannes", "Ruta", "Kibrom", "Saba"),
              ("Tesfamariam", "Ghebremedhin", "Habte", "Kidane", "Woldemichael", "Tekle", "Mehari", "Berhe", "Asmerom",
               "Andemariam", "Weldu", "Gebremeskel", "Zerai", "Okbay", "Mebrahtu", "Fesshaye")),
    "fr_BJ": (("Rodrigue", "Sènami", "Mahougnon", "Ghislain", "Rachida", "Euloge", "Fifamè", "Armel", "Rosine",
               "Gildas", "Sidoine", "Ulrich", "Gbènou", "Prudence", "Arnaud", "Bignon"),
              ("Dossou", "Agossou", "Houngbo", "Gbaguidi", "Ahouansou", "Adjovi", "Kpadonou", "Tossou", "Hounkpatin",
               "Akplogan", "Sossa", "Dansou", "Zannou", "Azonhiho", "Vodounon", "Koukpaki")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
TWENTY_FIRST_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en_HK": {"street": ("Flat {m}, {n}/F, {s} House, Tai Po", "Room {n}, {m}/F, Hoi Tat Building, Sham Shui Po",
                         "{n} Shan Tung Street, Mong Kok", "Shop {m}, G/F, {n} Des Voeux Road West"),
              "postal": ("G.P.O. Box ####, Hong Kong", "Tsim Sha Tsui P.O. Box ###"),
              "city": ("Tai Po", "Sai Kung", "Tsuen Wan", "Yuen Long", "Tuen Mun", "Sheung Shui", "Fanling", "Tung Chung",
                       "Mui Wo", "Sha Tin", "Shatin", "Cheung Chau", "Stanley"),
              "firm": ("{s} Trading Co., Limited", "{s} Holdings (HK) Ltd", "{s} Cha Chaan Teng", "{s} & Co. Solicitors"),
              "phone": ("28## ####", "+852 9###-####", "(852) 3### ####", "2###-#### ext. ###")},
    "en_GM": {"street": ("{n} Kairaba Avenue, Serrekunda", "Compound {n}, Brikama Road, Lamin", "{s} Kunda, Sukuta",
                         "{n} Mosque Road, Bakau"),
              "postal": ("P.O. Box ####, Banjul", "PMB ### Serrekunda"),
              "city": ("Brikama", "Bakau", "Farafenni", "Basse Santa Su", "Soma", "Gunjur", "Kerewan", "Janjanbureh",
                       "Georgetown", "Sukuta", "Brufut", "Kuntaur"),
              "firm": ("{s} & Family Enterprise", "{s} Cash and Carry", "{s} Transport Company Ltd", "{s} Pharmacy Banjul"),
              "phone": ("+220 7## ####", "(220) 44# ####", "99# ####", "44# #### ext ##")},
    "ku_IQ": {"street": ("House No. {n}, Street {m}, Ainkawa", "{s} Street, near Hawari Shar Park, Sulaymaniyah",
                         "Villa {n}, Dream City, Erbil", "Zone {m}, Alley {n}, House {m}, Duhok"),
              "postal": ("Erbil 44###", "46### Sulaimani"),
              "city": ("Hawler", "Slemani", "Dohuk", "Halabja", "Ranya", "Koya", "Akre", "Soran", "Penjwen",
                       "Chamchamal", "Shaqlawa", "Rawanduz", "Amedi", "Kalar"),
              "firm": ("{s} Company for Trading and Contracting", "{s} Construction Co.", "{s} Bazaar", "Kurd {s} Pharma"),
              "phone": ("0750 ### ####", "+964 751 ### ####", "(0770) ###-####", "066 ### #### ext. ##")},
    "eu_ES": {"street": ("{s} kalea {n}, {m}. ezk.", "{s} etorbidea {n}-{m}", "Plaza Berria {n}, behea",
                         "{s} baserria, {n}"),
              "postal": ("20###", "48### Bilbao"),
              "city": ("Hondarribia", "Fuenterrabía", "Zarautz", "Zarauz", "Lekeitio", "Bermeo", "Azpeitia", "Oñati",
                       "Elorrio", "Mutriku", "Getaria", "Tolosa", "Gernika", "Guernica", "Ondarroa", "Zumaia"),
              "firm": ("{s} S.L.", "{s} S.Coop.", "{s} Jatetxea", "Talleres {s} S.A.L."),
              "phone": ("943 ## ## ##", "+34 688 ### ###", "(94) 6## ## ##", "943 ### ### (luzapena ##)")},
    "en_SB": {"street": ("Lot {n}, Kukum Highway", "{s} Street, Point Cruz", "Section {m}, Lot {n}, Tasahe",
                         "Behind {s} Store, Chinatown, Honiara"),
              "postal": ("P.O. Box ### Honiara", "P.O Box G## Honiara"),
              "city": ("Honiara", "Auki", "Gizo", "Tulagi", "Kirakira", "Buala", "Lata", "Munda", "Noro", "Malu'u",
                       "Taro", "Tigoa"),
              "firm": ("{s} Fishing Enterprises Limited", "{s} Store", "{s} Holdings Ltd.", "{s} Motors (SI) Ltd"),
              "phone": ("+677 7# #####", "2####", "(677) 2# ###", "74##### ext #")},
    "en_GD": {"street": ("Lot {n}, Grand Anse", "{s} Street, St. George's", "Upper Lucas Street, {s} building",
                         "{n} Lagoon Road, St. George's"),
              "postal": ("P.O. Box ####, St. George's", "P.O. Box ###, Grenville"),
              "city": ("Grenville", "Gouyave", "Victoria", "Sauteurs", "Hillsborough", "St. David's", "Grand Roy",
                       "Windsor Forest", "Carriacou", "Petite Martinique", "La Tante", "Westerhall"),
              "firm": ("{s} Spice Company Inc.", "{s} Brothers (Grenada) Ltd.", "{s} Nutmeg Estate", "{s} Rum Shop"),
              "phone": ("+1 473 44#-####", "(473) 4##-####", "473 53# #### ext. ##", "44#-####")},
    "ti_ER": {"street": ("Street {n}-{m}, House No. {n}, Asmara", "Godaif, Zone {m}, House {n}",
                         "Harnet Avenue {n}, near {s} Café", "{s} Building, Sematat Avenue"),
              "postal": ("P.O. Box ####, Asmara", "P.O.Box ### Keren"),
              "city": ("Asmara", "Asmera", "Keren", "Massawa", "Mitsiwa", "Mendefera", "Adi Keyh", "Dekemhare", "Barentu",
                       "Assab", "Segeneiti", "Adi Quala", "Ghinda"),
              "firm": ("{s} & Partners Trading PLC", "{s} Import Export", "{s} Pastry", "{s} Garage"),
              "phone": ("+291 1 ######", "07 ### ###", "(01) 12 ## ##", "+291-1-20####")},
    "fr_BJ": {"street": ("Lot {n}, Quartier Agla, Cotonou", "Rue {n}, Maison {s}, Akpakpa", "C/{n} Quartier Zongo",
                         "Carré {n}, Sikècodji"),
              "postal": ("01 BP #### Cotonou", "03 B.P. ### Cotonou"),
              "city": ("Abomey-Calavi", "Ouidah", "Porto-Novo", "Abomey", "Bohicon", "Natitingou", "Djougou", "Lokossa",
                       "Allada", "Grand-Popo", "Comè", "Savalou", "Kandi", "Dassa-Zoumé"),
              "firm": ("Établissements {s}", "{s} et Fils", "Pharmacie {s} Cotonou", "{s} Transit SARL"),
              "phone": ("+229 97 ## ## ##", "(229) 21 ## ## ##", "66 ## ## ##", "21 ## ## ## poste ##")},
}
TWENTY_FIRST_CODE_SHAPES = ("??-###-?##?", "#?##-??-###", "?##?/####", "###/??/####-?", "?#-?##-###", "##-####-??#",
                            "??###-#?#", "#-?###-??")
# A twenty-second family, written on 2026-11-28 (issue 11, twenty-third round, branch pii24) from general knowledge,
# BEFORE any detector change and scored blind; the twenty-first family is studied from round 21 on. Registers no
# earlier family used: airline boarding passes, road-race results, embassy appointment letters, pawnshop pledge
# tickets, alumni reunion invitations, fishing licence applications, hospital visitor logs, prepaid electricity
# token receipts. Text locales no family used (en_MW, es_GQ, ar_SD, pt_MO, en_BS, fr_RE, en_KI, en_SZ; none is a
# Faker locale, so numbers are drawn with an en_US Faker). Names from those eight countries, which the name
# detectors do NOT load: small hand tables of common first names and surnames (`TWENTY_SECOND_NAMES`, written from
# general knowledge; Malawian Chewa and Tumbuka names, "Chikondi", "Madalitso", "Nyirenda"; Equatoguinean Fang and
# Bubi surnames with Spanish saints' first names, "Crisantos", "Nsue", "Bolekia"; Sudanese Arabic names written
# as Sudan writes them, "Mohanad", "Elfatih", "Babiker", "Elhassan"; Macau Chinese given names in the Portuguese-
# based romanization, written apart, "Iat Seng", "Ka Ieng", with surnames "Ieong", "Iong", "Chio"; Bahamian names,
# "Tavaris", "Rolle", "Munnings"; Réunion names, French first names, Tamil-origin (Malbar) and Sino-Réunionnais
# surnames, "Virapoullé", "Moutoussamy", "Ah-Kiem"; I-Kiribati names, "Taomati", "Teiwaki"; Swazi names,
# "Sibusiso", "Gcebile", "Shongwe"; no public figure's full name on purpose). Streets, postcodes, towns, firms and
# phones from `TWENTY_SECOND_PLACES` in the countries' own shapes (Lilongwe's areas and plots; Malabo's barrios;
# Khartoum's blocks; Macau's "n.º N, M.º andar"; Nassau's "P.O. Box N-NNNN"; Réunion's 974NN and chemins; Tarawa's
# villages with no street names; Eswatini's letter-and-digits postcodes "H100"), towns under 15,000 people and
# towns with two spellings ("Ebebiyín"/"Ebebiyin", "Wad Madani"/"Wad Medani", "Pigg's Peak"/"Piggs Peak");
# legal forms Limited, S.L., S.A., Co. Ltd., Limitada, Lda, SAS, (Pty) Ltd; phones with no country code, in
# parentheses, with "ext", "extensão" and "poste". Codes: shapes no family drew, after labelled fields' words
# (booking reference, bib number, appointment number, pledge ticket, member number, licence number, patient number,
# meter number). Distractors: seat rows, race times, kilometres, loan days, class years, catch limits, visiting hours,
# units of electricity — not PII. The templates are the registers' own sentences, written without looking at any
# detector or at any family's misses; name shapes new to the families: "Boarding pass issued to X", "Third place
# in the women's 10 km went to X", "Your visa appointment, X, is confirmed", "Pledge ticket made out to X", "Do you
# remember X from the class of 2004?", "Licence holder X may fish", "Visitor X signed in", "Token bought by X".
TWENTY_SECOND_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Boarding pass issued to {v}, seat 14C, gate closes at 06:40.",
        "Third place in the women's 10 km went to {v} in 41:12.",
        "Your visa appointment, {v}, is confirmed for 9 March at 8.30.",
        "Pledge ticket made out to {v} for one gold bracelet.",
        "Do you remember {v} from the class of 2004?",
        "Licence holder {v} may fish from the north jetty only.",
        "Visitor {v} signed in at 14:05 for ward 3.",
        "Token bought by {v} for 20 units.",
    ),
    "organization": (
        "The flight is operated on behalf of {v}.",
        "This year's race is sponsored by {v}.",
        "Bring a letter from your employer, {v}, stating your salary.",
        "Items not redeemed in 90 days pass to {v}.",
        "The reunion dinner is catered by {v}.",
        "Bait may only be bought from {v}.",
        "Flowers for the ward were sent by {v}.",
        "Tokens are also sold at {v}.",
    ),
    "street": (
        "Home address on the passenger record: {v}",
        "Runners' bags can be collected at {v}.",
        "The visa section has moved to {v}.",
        "Pledger's address: {v}",
        "RSVP to the organiser at {v}.",
        "Applicant's residential address: {v}",
        "Next of kin lives at {v}.",
        "Supply address for the meter: {v}",
    ),
    "postal": (
        "Lost baggage will be forwarded to {v}.",
        "Medals not collected are posted to {v}.",
        "Send the passport by courier to {v}.",
        "Correspondence address: {v}",
        "Cheques for the dinner to {v}, please.",
        "Return the signed form to {v}.",
        "Complaints about visiting to {v}.",
        "Billing address postcode {v}",
    ),
    "city": (
        "Connecting flight to {v} departs from gate 3.",
        "The fastest runner from {v} finished in 2:31.",
        "Applicants born in {v} must bring a birth certificate.",
        "The pawnshop's second branch is in {v}.",
        "Half of our year group still lives in {v}.",
        "The licence covers the lagoon at {v} only.",
        "She was transferred from the clinic in {v}.",
        "Outages are expected in {v} on Sunday.",
    ),
    "phone": (
        "If your flight is cancelled call {v}.",
        "Race-day helpline {v}",
        "For urgent cases only, phone the consular desk on {v}.",
        "Redemption enquiries {v}.",
        "Can't come? Text me on {v} by Friday.",
        "Fisheries office: {v}",
        "Ward sister's direct line {v}",
        "Report a faulty meter on {v}.",
    ),
    "code": (
        "Booking reference {v}",
        "Bib number {v}",
        "Appointment number: {v}",
        "Pledge ticket no. {v}",
        "Alumni member number {v}",
        "Licence number: {v}",
        "Patient number {v}",
        "Meter number {v}",
    ),
}
TWENTY_SECOND_DISTRACTORS = (
    "Rows 20 to 34 board first, 2 bags of 23 kg.",
    "Cut-off 5 hours, 42.2 km, 6 water points.",
    "Allow 15 working days, fee 80.",
    "Loans run 90 days at 5 % a month.",
    "Class of 1999, 25 years on.",
    "Limit 10 fish a day, none under 30 cm.",
    "Visiting 14:00 to 16:00 and 18:00 to 20:00, 2 at a bed.",
    "20 units at 1.25 a unit, 3 left.",
    "Gate 11, terminal 2, flight time 1 h 55.",
    "Page 2 of 3, form V-1 rev. 4.",
)
TWENTY_SECOND_LOCALES = ("en_MW", "es_GQ", "ar_SD", "pt_MO", "en_BS", "fr_RE", "en_KI", "en_SZ")
TWENTY_SECOND_NAME_LOCALES = TWENTY_SECOND_LOCALES
TWENTY_SECOND_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en_MW": (("Chikondi", "Tamanda", "Madalitso", "Thokozani", "Mphatso", "Chisomo", "Kondwani", "Tadala", "Yamikani",
               "Takondwa", "Limbani", "Tiwonge", "Dalitso", "Wezzie", "Chimwemwe", "Pemphero"),
              ("Nyirenda", "Mkandawire", "Gondwe", "Kachingwe", "Msiska", "Chisale", "Mvula", "Kumwenda", "Chimombo",
               "Mhango", "Munthali", "Chirwa", "Kamwendo", "Mwafulirwa", "Chavula", "Chiumia")),
    "es_GQ": (("Crisantos", "Anacleto", "Salomé", "Pastor", "Trinidad", "Cayetano", "Anselmo", "Genoveva", "Florentino",
               "Milagrosa", "Basilio", "Tecla", "Eulogio", "Purificación", "Plácido", "Remedios"),
              ("Nsue", "Ndong", "Mangue", "Abeso", "Oyono", "Bacale", "Eyi", "Nchama", "Mikue", "Bolekia", "Esono",
               "Ondo", "Ebang", "Owono", "Mitogo", "Avomo")),
    "ar_SD": (("Mohanad", "Tayseer", "Abubakr", "Rogaia", "Musab", "Ikhlas", "Mawaheb", "Elfatih", "Omnia", "Nusaiba",
               "Mujtaba", "Duaa", "Mazin", "Nafisa", "Tagwa", "Awab"),
              ("Elhassan", "Abdelrahim", "Elmahdi", "Babiker", "Mirghani", "Eltayeb", "Elamin", "Gasim", "Elnour",
               "Abdelgadir", "Elsheikh", "Elbadawi", "Khalafalla", "Abuzaid", "Elkhidir", "Elgoni")),
    "pt_MO": (("Iat Seng", "Sai On", "Ka Ieng", "Sio Tong", "Ioi Weng", "Pou Ian", "Kuok Keong", "Sok Man", "Lai Ian",
               "Chon Kit", "Iek Hong", "Kam Fong", "Nga Ieng", "Hoi Ian", "Weng Kei", "Cheng Hou"),
              ("Ieong", "Iong", "Chio", "Lou", "Sou", "Vong", "Chui", "Kuok", "Cheang", "Lei", "Un", "Ip", "Leong",
               "Sio", "Ao", "Kou")),
    "en_BS": (("Tavaris", "Shavonne", "Deangelo", "Kenvardo", "Shantell", "Tiquilla", "Shenique", "Sherlyn", "Rashad",
               "Anishka", "Kendrick", "Vanria", "Delvano", "Lavado", "Dashanique", "Trevano"),
              ("Rolle", "Knowles", "Cartwright", "Munnings", "Pinder", "Bethel", "Strachan", "Moxey", "McKinney",
               "Sweeting", "Rahming", "Darville", "Seymour", "Bain", "Symonette", "Mackey")),
    "fr_RE": (("Sully", "Priscilla", "Wilfrid", "Johanne", "Mickaël", "Murielle", "Clency", "Jessica", "Loïc", "Liliane",
               "Jean-Hugues", "Marie-Annick", "Giovanni", "Ketty", "Teddy", "Vanessa"),
              ("Virapoullé", "Ramassamy", "Govindin", "Moutoussamy", "Vayaboury", "Soubou", "Latchimy", "Nagapin",
               "Hoarau", "Grondin", "Técher", "Ah-Kiem", "Thiaw-Kine", "Ah-Fong", "Lauret", "Payet")),
    "en_KI": (("Teeta", "Taomati", "Tebao", "Bwenawa", "Rui", "Kaiao", "Tiaon", "Tekarei", "Tabeta", "Kabuati",
               "Karibaiti", "Tinian", "Reteta", "Kaure", "Bauro", "Tiim"),
              ("Teiwaki", "Tokataake", "Iuta", "Kaitu", "Tabane", "Uriam", "Beniamina", "Tebano", "Tiroba", "Teburea",
               "Taam", "Kaitira", "Bwebwe", "Tekanene", "Aukitino", "Karoua")),
    "en_SZ": (("Mcolisi", "Nomcebo", "Thulani", "Lindiwe", "Mandla", "Phumzile", "Sifiso", "Zodwa", "Nkosinathi",
               "Gcebile", "Sakhile", "Tenele", "Mbongeni", "Nomsa", "Bhekisisa", "Tibusiso"),
              ("Shongwe", "Simelane", "Mamba", "Nxumalo", "Masilela", "Magagula", "Hlophe", "Gamedze", "Mkhabela",
               "Tsabedze", "Matsebula", "Ginindza", "Vilakati", "Motsa", "Fakudze", "Dlamini")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
TWENTY_SECOND_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "en_MW": {"street": ("Area {m}, Plot No. {m}/{n}, Lilongwe", "Plot {n}, Chilembwe Road, Blantyre",
                         "{s} Village, Traditional Authority Kabudula", "House {n}, Sector {m}, Area 47"),
              "postal": ("P.O. Box 30###, Lilongwe 3", "Private Bag ###, Blantyre"),
              "city": ("Mangochi", "Nkhotakota", "Karonga", "Chitipa", "Nsanje", "Mulanje", "Ntcheu", "Dedza", "Salima",
                       "Balaka", "Nkhata Bay", "Monkey Bay", "Likoma", "Mponela"),
              "firm": ("{s} General Dealers", "{s} Investments Limited", "{s} & Sons Hardware", "{s} Tobacco Estates Ltd"),
              "phone": ("+265 99# ## ## ##", "0888 ### ###", "(01) 7## ###", "01 75# ### ext ##")},
    "es_GQ": {"street": ("Calle {s} {n}, Malabo", "Barrio Ela Nguema, casa {n}", "Avenida de la Independencia {n}, {m}º, Bata",
                         "Carretera del Aeropuerto km {m}, frente a {s}"),
              "postal": ("Apartado ###, Malabo", "Apdo. Postal ## Bata"),
              "city": ("Ebebiyín", "Ebebiyin", "Mongomo", "Evinayong", "Luba", "Riaba", "Acurenam", "Añisok", "Aconibe",
                       "Mbini", "Cogo", "San Antonio de Palé", "Mikomeseng", "Niefang"),
              "firm": ("{s} y Hermanos S.L.", "Comercial {s} S.A.", "Constructora {s} Guinea", "Farmacia {s} Malabo"),
              "phone": ("+240 222 ### ###", "333 09# ###", "(+240) 555 ## ## ##", "222 ## ## ## ext. ##")},
    "ar_SD": {"street": ("House {n}, Block {m}, Riyadh, Khartoum", "Street {n}, Amarat, Block {m}",
                         "{s} Street, Khartoum 2", "Souq Libya, Shop {n}, Omdurman"),
              "postal": ("P.O. Box 1###, Khartoum", "Khartoum North 13###"),
              "city": ("Atbara", "Kassala", "Gedaref", "Al-Qadarif", "Wad Madani", "Wad Medani", "El Obeid", "Al-Ubayyid",
                       "Dongola", "Shendi", "Kosti", "Sennar", "Karima", "Wadi Halfa"),
              "firm": ("{s} Group for Trading", "{s} Sons Co. Ltd.", "{s} Gum Arabic Company", "Al-{s} Engineering Works"),
              "phone": ("+249 91 ### ####", "0912 ### ###", "(0183) ### ###", "0155 ### ### ext. #")},
    "pt_MO": {"street": ("Rua da Praia Grande n.º {n}, {m}.º andar", "Avenida de Almeida Ribeiro n.º {n}, r/c",
                         "Edifício {s} Kuong, {m}.º andar {n}", "Estrada do Repouso n.º {n}, Bloco {m}"),
              "postal": ("Caixa Postal ####, Macau", "C.P. ### Macau"),
              "city": ("Taipa", "Coloane", "Ka-Ho", "Hac Sá", "Cotai", "Seac Pai Van", "Areia Preta", "Fai Chi Kei",
                       "Ilha Verde", "Barra", "Patane", "Toi San"),
              "firm": ("{s} Kee Restaurant", "Companhia de Importação {s}, Limitada", "{s} Jewellery Lda",
                       "Casa de Penhores {s}"),
              "phone": ("+853 66## ####", "2855 ####", "(853) 28## ####", "2838 #### extensão ##")},
    "en_BS": {"street": ("{n} Blue Hill Road, Nassau", "{s} Corner, Fox Hill", "House {n}, {s} Alley, Bain Town",
                         "Lot {n}, Yellow Elder Gardens"),
              "postal": ("P.O. Box N-####, Nassau", "P.O. Box F-4####, Freeport"),
              "city": ("Marsh Harbour", "Dunmore Town", "Alice Town", "Andros Town", "Cockburn Town", "Matthew Town",
                       "Arthur's Town", "Spanish Wells", "Hope Town", "Governor's Harbour", "Nicholls Town",
                       "Clarence Town"),
              "firm": ("{s} Boatyard Ltd.", "{s} Marine Ltd.", "{s}'s Conch Stand", "{s} Straw Market Stall"),
              "phone": ("(242) 32#-####", "+1 242 55#-####", "242-36#-#### ext. ###", "1-242-42#-####")},
    "fr_RE": {"street": ("{n} chemin {s}, Le Tampon", "{n} impasse des Goyaviers, Saint-Paul",
                         "Résidence {s}, bât. {m}, apt {n}", "{n} rue Juliette Dodu"),
              "postal": ("974## Saint-Louis", "CS ##### 974## Saint-Denis Cedex"),
              "city": ("Le Tampon", "Saint-Benoît", "Cilaos", "Salazie", "Sainte-Suzanne", "L'Étang-Salé", "Entre-Deux",
                       "Petite-Île", "Bras-Panon", "Les Avirons", "Sainte-Rose", "La Plaine-des-Palmistes"),
              "firm": ("SAS {s} Réunion", "Boutique Chinoise {s}", "{s} Frères SAS", "Pharmacie {s} du Tampon"),
              "phone": ("02 62 ## ## ##", "+262 692 ## ## ##", "0692 ## ## ##", "(0262) ## ## ## poste ##")},
    "en_KI": {"street": ("Bairiki, near {s} Store", "House {n}, Temakin, Betio", "Bikenibeu, Lot {n}",
                         "{s} Maneaba, Eita"),
              "postal": ("P.O. Box ###, Bairiki, Tarawa", "P.O. Box ##, Betio"),
              "city": ("Bairiki", "Betio", "Bikenibeu", "Bonriki", "Eita", "Teaoraereke", "Temaiku", "Ambo", "Tabwakea",
                       "Banana", "Buota", "Abaokoro"),
              "firm": ("{s} Fishing Co-operative", "{s} Store and Bakery", "{s} Copra Traders", "Te {s} Enterprises"),
              "phone": ("+686 73## ####", "(686) 2####", "75######", "+686 7### #### ext ##")},
    "en_SZ": {"street": ("Plot {n}, Mhlakuvane Street, Mbabane", "{n} Ngwane Street, Manzini", "Lot {n}, {s} Township, Matsapha",
                         "Umhlanga Street Extension {m}, Plot {n}"),
              "postal": ("P.O. Box ####, Mbabane H100", "Box ###, Manzini M2##"),
              "city": ("Matsapha", "Siteki", "Nhlangano", "Piggs Peak", "Pigg's Peak", "Big Bend", "Lobamba",
                       "Hlatikulu", "Mankayane", "Simunye", "Lavumisa", "Bhunya"),
              "firm": ("{s} Handicrafts (Pty) Ltd", "{s} Butchery", "{s} Construction (Pty) Ltd", "{s} Sugar Growers Association"),
              "phone": ("+268 76## ####", "(268) 2404 ####", "79## ####", "2505 #### ext ###")},
}
TWENTY_SECOND_CODE_SHAPES = ("?#?-####-#", "##-?-####?", "???#-##-##", "#??##-#?", "?####/??", "##.??.####",
                             "?-#?#-####", "####??-#")
# Twenty-third family (seed 23857 in the round's measurements): eight registers none an earlier family used —
# courier waybills, veterinary records, tenancy deposit receipts, jury summonses, church wedding banns, school
# permission slips, job-interview invitations, sports club membership renewals; text locales no earlier
# `*_LOCALES` tuple held and no Faker locale the name detectors load (Qatar, Algeria, Syria, Ghana, Senegal's
# Wolof, Peru's Quechua, Aotearoa's Māori, Vanuatu; numbers from en_US). Names from small hand tables
# (`TWENTY_THIRD_NAMES`, written from general knowledge; Gulf Arabic as Qatar writes it, "Jassim", "Ghanim",
# "Al-Kuwari", "Al-Sulaiti"; Maghreb Arabic in the French-based spelling, "Djamel", "Ouardia", "Zerrouki",
# "Hadjadj"; Levantine Arabic, "Ghassan", "Maysoun", "Atassi", "Tarabishi"; Akan day names and surnames,
# "Kwabena", "Akosua", "Gyamfi", "Frimpong"; Wolof, "Modou", "Khady", "Ndoye", "Mbengue"; Quechua surnames with
# Spanish and Quechua first names, "Saturnino", "Killa", "Ccallo", "Huillca"; Māori, "Wiremu", "Anahera",
# "Tipene", "Hetaraka"; Ni-Vanuatu, "Kalsong", "Leisande", "Kalsakau", "Napuat"; no public figure's full name on
# purpose). Streets, postcodes, towns, firms and phones from `TWENTY_THIRD_PLACES` in the countries' shapes
# (Doha's zones and streets by number; Algiers' "cités" of N dwellings; Damascus' districts; Ghana's post boxes
# with a town's letters, "P.O. Box KS NNNN"; Dakar's "Parcelles Assainies Unité N"; Cusco's "Mz. N Lote M";
# rural New Zealand's "RD N"; Port Vila's areas with no street names), towns under 15,000 people among them;
# legal forms W.L.L., SARL, EURL, SPA, E.I.R.L., S.A.C., S.R.L., SUARL, Ltd, Limited and none ("X Kava Bar", "X
# Whānau Trust"); phones with no country code, in parentheses, with "ext", "ext.", "poste" and "anexo". Codes:
# shapes no family drew, after labelled fields' words (waybill, clinic record, deposit certificate, juror number,
# register entry, pupil reference, vacancy reference, membership card). Distractors: parcel weights, temperatures,
# rent terms, days of service, Sundays of asking, trip times, test minutes, fees — not PII. The templates are the
# registers' own sentences, written without looking at any detector or at any family's misses; name shapes new
# to the families: "Consignee: X, signature required", "Owner of the animal: X, who reports", "Received from
# tenant X the sum", "Juror X is summoned", "Banns of marriage are published for X, of this parish", "my son or
# daughter, X, to go", "ask at reception for hiring manager X", "Membership secretary X thanks you".
TWENTY_THIRD_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Consignee: {v}, signature required on delivery.",
        "Owner of the animal: {v}, who reports that the cat stopped eating on Tuesday.",
        "Received from tenant {v} the sum of two months' rent as a deposit.",
        "Juror {v} is summoned to attend court on Monday at 9.15.",
        "Banns of marriage are published for {v}, of this parish.",
        "I give permission for my son or daughter, {v}, to go on the museum trip.",
        "On arrival please ask at reception for hiring manager {v}.",
        "Membership secretary {v} thanks you for renewing.",
    ),
    "organization": (
        "Shipped on behalf of {v} under a business account.",
        "The dog was referred to us by {v} for an X-ray.",
        "The deposit is held by {v} in a protected scheme.",
        "Your employer, {v}, must keep paying you during jury service.",
        "The wedding breakfast will be catered by {v}.",
        "Transport on the day is provided by {v}.",
        "Thank you for applying for the storekeeper post at {v}.",
        "This season's kit is supplied by {v}.",
    ),
    "street": (
        "Deliver to: {v}",
        "Owner's address: {v}",
        "Property let: {v}",
        "Juror's address as held on the register: {v}",
        "The bride resides at {v}.",
        "Pick-up point for the coach: {v}.",
        "The interview will take place at {v}.",
        "Club house: {v}",
    ),
    "postal": (
        "Return undeliverable parcels to {v}.",
        "Send the laboratory samples to {v}.",
        "Post the signed inventory to {v}.",
        "Write to the summoning office at {v}.",
        "Objections in writing to the parish office, {v}.",
        "Forms back to the school office, {v}, by Friday.",
        "Send copies of your certificates to {v}.",
        "Renewal forms by post to {v}.",
    ),
    "city": (
        "Out for delivery in {v} today.",
        "The puppy was vaccinated at our branch in {v}.",
        "The landlord now lives in {v}.",
        "You are summoned to the court sitting in {v}.",
        "The groom is of the parish of {v}.",
        "The coach leaves for {v} at eight.",
        "The post is based in {v}.",
        "Away match in {v} on Saturday.",
    ),
    "phone": (
        "Driver's mobile {v}",
        "Out-of-hours vet {v}.",
        "Landlord's number {v}",
        "If you cannot attend, ring the jury office on {v}.",
        "Parish office telephone {v}",
        "Emergency contact during the trip: {v}",
        "To rearrange, call our recruitment team on {v}.",
        "Membership queries {v}.",
    ),
    "code": (
        "Waybill no. {v}",
        "Clinic record {v}",
        "Deposit certificate {v}",
        "Juror number: {v}",
        "Register entry {v}",
        "Pupil reference {v}",
        "Vacancy reference: {v}",
        "Membership card no. {v}",
    ),
}
TWENTY_THIRD_DISTRACTORS = (
    "Parcel weight 2.5 kg, 3 pieces, 40 x 30 x 20 cm.",
    "Weight 14.2 kg, temperature 38.6, next booster in 12 months.",
    "Deposit of 2 months, rent due on the 1st, notice of 30 days.",
    "Service normally lasts 10 working days, 9.30 to 16.30.",
    "This is the 2nd time of asking, 3 Sundays in all.",
    "Depart 08:15, return 15:30, packed lunch and 2 drinks.",
    "The interview lasts 45 minutes with a 20-minute test.",
    "Adult 120, junior 45, family of 4 at 250.",
    "Section 3 of 5, version 2.",
    "Allow 3 to 5 working days, 1 attempt at delivery.",
)
TWENTY_THIRD_LOCALES = ("ar_QA", "ar_DZ", "ar_SY", "en_GH", "wo_SN", "qu_PE", "mi_NZ", "bi_VU")
TWENTY_THIRD_NAME_LOCALES = TWENTY_THIRD_LOCALES
TWENTY_THIRD_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "ar_QA": (("Jabor", "Thamer", "Ghanim", "Mutlaq", "Saoud", "Misfer", "Jarallah", "Hitmi", "Wadha", "Noof", "Haya",
               "Ghalia", "Aljazi", "Lolwa", "Mahra", "Mozah"),
              ("Al-Kuwari", "Al-Marri", "Al-Sulaiti", "Al-Mohannadi", "Al-Naimi", "Al-Kaabi", "Al-Emadi", "Al-Misnad",
               "Al-Hajri", "Al-Khulaifi", "Al-Mannai", "Al-Muftah", "Al-Sada", "Al-Obaidly", "Al-Boainain", "Al-Jaber")),
    "ar_DZ": (("Abdelkader", "Mourad", "Djamel", "Rachid", "Nacer", "Toufik", "Lyes", "Yacine", "Ouardia", "Zoubida",
               "Fadhila", "Nassima", "Souad", "Dalila", "Hakima", "Ouahiba"),
              ("Benali", "Belkacem", "Bouzid", "Hadjadj", "Meziane", "Zerrouki", "Khelifi", "Benmoussa", "Djebbar",
               "Bensalah", "Hamidi", "Touati", "Ouali", "Brahimi", "Saadi", "Lounici")),
    "ar_SY": (("Ghassan", "Louay", "Ghiath", "Bassel", "Munzer", "Maen", "Wael", "Rateb", "Obada", "Kinda", "Rouba", "Joumana",
               "Suhair", "Hanadi", "Widad", "Maysoun"),
              ("Haddad", "Shukri", "Atassi", "Kabbani", "Jabri", "Mardini", "Sabbagh", "Shami", "Halabi", "Kurdi",
               "Hamwi", "Dakkak", "Tarabishi", "Zein", "Azm", "Mahayni")),
    "en_GH": (("Kwabena", "Kwaku", "Yaw", "Kofi", "Kwadwo", "Kwesi", "Kwasi", "Kojo", "Akosua", "Adwoa", "Abena", "Akua",
               "Yaa", "Afua", "Ama", "Efua"),
              ("Mensah", "Boateng", "Owusu", "Asante", "Osei", "Agyeman", "Appiah", "Ofori", "Gyamfi", "Amoako", "Darko",
               "Frimpong", "Nyarko", "Antwi", "Adjei", "Oppong")),
    "wo_SN": (("Saliou", "Lamine", "Assane", "Cheikhou", "Serigne", "Ousseynou", "Maguette", "Pape Samba", "Ibou",
               "Mame Diarra", "Nogaye", "Bineta", "Dieynaba", "Sokhna", "Rokhaya", "Daba"),
              ("Mbow", "Samb", "Diagne", "Mboup", "Ngom", "Lèye", "Tine", "Ndao", "Badiane", "Ndoye", "Sene", "Dieng",
               "Niang", "Kébé", "Lo", "Sylla")),
    "qu_PE": (("Yony", "Yuri", "Eusebio", "Teófilo", "Vidal", "Hilario", "Saturnino", "Nazario", "Yeni", "Marleni",
               "Flor", "Rufina", "Ayme", "Killa", "Inti", "Sumaq"),
              ("Huallpa", "Kjuro", "Cutipa", "Pacco", "Ccallo", "Chura", "Coaquira", "Ccorimanya", "Ccama", "Huaraca",
               "Puma", "Cusi", "Tito", "Mayta", "Ttito", "Sullca")),
    "mi_NZ": (("Wiremu", "Hemi", "Rawiri", "Tamati", "Hone", "Whetū", "Nikora", "Manaia", "Aroha", "Mere", "Hine",
               "Ngaio", "Kiri", "Anahera", "Moana", "Tui"),
              ("Tipene", "Parata", "Waaka", "Rangi", "Pomare", "Te Huia", "Tawhai", "Ruru", "Hohaia", "Karaka",
               "Tamihana", "Hetaraka", "Paewai", "Ngata", "Te Kani", "Whaanga")),
    "bi_VU": (("Kalsong", "Kalmet", "Tari", "Jimmy", "Nakou", "Sethy", "Loic", "Marcel", "Leisande", "Lisepa", "Lolita",
               "Roselyn", "Leiwia", "Litiana", "Serah", "Dorah"),
              ("Kalsakau", "Tabi", "Natapei", "Napuat", "Molisa", "Tamata", "Kalpokas", "Iauko", "Bule", "Tahi", "Abel",
               "Toa", "Taiwia", "Kaltapas", "Seule", "Kalo")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
TWENTY_THIRD_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "ar_QA": {"street": ("Zone {m}, Street {n}, Building 12, Al Sadd", "Villa {n}, Al Waab Street, Doha",
                         "Flat {m}, {s} Tower, West Bay", "Street {n}, Al Wakrah, near {s} Mosque"),
              "postal": ("P.O. Box 2####, Doha", "PO Box ####, Al Khor"),
              "city": ("Al Wakrah", "Al Khor", "Mesaieed", "Dukhan", "Al Ruwais", "Umm Salal Mohammed", "Madinat ash Shamal",
                       "Al Wukair", "Lusail", "Al Shahaniya", "Simaisma", "Al Ghuwariyah"),
              "firm": ("{s} Trading & Contracting W.L.L.", "{s} Real Estate W.L.L.", "{s} Pet Clinic",
                       "{s} Logistics Co. W.L.L."),
              "phone": ("+974 55## ####", "4436 ####", "(+974) 33## ####", "4412 #### ext. ###")},
    "ar_DZ": {"street": ("Cité des {n} Logements, Bt {m}, Bab Ezzouar", "Lot. {s} n° {n}, Tizi Ouzou",
                         "Cité AADL, Bloc {m}, Porte {n}, Aïn Benian", "{n}, rue des Frères {s}, Oran"),
              "postal": ("BP ###, 31### Oran", "16### El Biar"),
              "city": ("Chéraga", "Bou Saâda", "Tamanrasset", "Ghardaïa", "Laghouat", "Miliana", "Cherchell", "Tipaza",
                       "Djanet", "Timimoun", "Aflou", "Aïn Témouchent"),
              "firm": ("SARL {s} Frères", "EURL {s} Import-Export", "Clinique Vétérinaire {s}", "Transports {s} SPA"),
              "phone": ("0555 ## ## ##", "+213 661 ## ## ##", "(021) ## ## ##", "023 ## ## ## poste ##")},
    "ar_SY": {"street": ("{s} Building, floor {m}, Baghdad Street, Damascus", "Mezzeh Villat Gharbiyeh, Building {n}",
                         "Aziziyeh, {s} Street, Aleppo", "Al-Qusour, Street {m}, Building {n}, Damascus"),
              "postal": ("P.O. Box ####, Damascus", "P.O. Box ###, Latakia"),
              "city": ("Tartus", "Safita", "Salamiyah", "Yabroud", "Bloudan", "Zabadani", "Maaloula", "Masyaf", "Jableh",
                       "Baniyas", "Suwayda", "Qardaha"),
              "firm": ("{s} & Partners Company", "{s} Sweets", "{s} Textiles Co.", "Dar {s} for Printing"),
              "phone": ("+963 944 ### ###", "011 22# ####", "(021) ### ####", "0933 ### ### ext. ##")},
    "en_GH": {"street": ("Plot {n}, Block {m}, Ahodwo, Kumasi", "H/No. {n}/{m}, Asafo, Kumasi", "{n} {s} Close, East Legon",
                         "Off Spintex Road, near {s} Junction"),
              "postal": ("P.O. Box KS ####, Kumasi", "P.O. Box CT ####, Cantonments, Accra"),
              "city": ("Ejisu", "Konongo", "Mampong", "Obuasi", "Bekwai", "Offinso", "Nkawkaw", "Techiman", "Wenchi",
                       "Berekum", "Akim Oda", "Nsawam"),
              "firm": ("{s} Cold Store", "{s} Veterinary Services Ltd", "{s} Couriers Limited", "{s} and Sons Enterprise"),
              "phone": ("024 ### ####", "+233 20 ### ####", "(0322) ## ####", "0302 ### ### ext ##")},
    "wo_SN": {"street": ("Villa n° {n}, Cité Keur Gorgui, Dakar", "Parcelles Assainies Unité {m}, villa {n}",
                         "HLM Grand Yoff, villa {n}", "Quartier {s}, maison {n}, Touba"),
              "postal": ("BP ####, Dakar-Fann", "BP ### Kaolack"),
              "city": ("Mbacké", "Tivaouane", "Kébémer", "Mboro", "Joal-Fadiouth", "Kaffrine", "Linguère", "Ndangalma",
                       "Bambey", "Gossas", "Dahra", "Koungheul"),
              "firm": ("Ets {s} et Frères", "Transport {s} Touba", "Boulangerie Pâtisserie {s}", "{s} Distribution SUARL"),
              "phone": ("76 ### ## ##", "+221 78 ### ## ##", "(33) 8## ## ##", "33 9## ## ## poste ##")},
    "qu_PE": {"street": ("Urb. Larapa, Mz. {m}, Lote {n}, San Jerónimo", "Av. de la Cultura {n}, Wanchaq",
                         "Pasaje {s} {n}, Santiago", "Comunidad {s}, sector {m}, casa {n}"),
              "postal": ("Cusco 08###", "Apartado Postal ###, Puno"),
              "city": ("Urubamba", "Ollantaytambo", "Pisac", "Calca", "Sicuani", "Quillabamba", "Andahuaylas", "Abancay",
                       "Ilave", "Ayaviri", "Chinchero", "Yunguyo"),
              "firm": ("Transportes {s} E.I.R.L.", "Veterinaria {s} S.A.C.", "Textiles {s} S.R.L.",
                       "Asociación de Artesanos {s}"),
              "phone": ("984 ### ###", "+51 974 ### ###", "(084) ## ####", "084 ## #### anexo ##")},
    "mi_NZ": {"street": ("{n} {s} Road, Ruatoria", "{n} Kaiaua Road, RD {m}, Kaikohe", "Lot {n}, {s} Block, Ōpōtiki",
                         "{n}/{m} Te Ngae Road, Rotorua"),
              "postal": ("PO Box ###, Kaitaia 04##", "Private Bag 3###, Whakatāne 31##"),
              "city": ("Ruatoria", "Tokomaru Bay", "Kaikohe", "Ōpōtiki", "Te Kaha", "Murupara", "Kawerau", "Ōmāpere",
                       "Rāwene", "Taumarunui", "Tolaga Bay", "Te Araroa"),
              "firm": ("{s} Whānau Trust", "{s} Shearing Ltd", "{s} Couriers NZ Limited", "{s} Marae Committee"),
              "phone": ("021 ### ####", "+64 27 ### ####", "(06) 8## ####", "07 3## #### ext ###")},
    "bi_VU": {"street": ("Nambatu area, near {s} store, Port Vila", "Lot {n}, Tagabe, Port Vila", "Freswota {m}, house {n}",
                         "Main Street, {s} Building, Luganville"),
              "postal": ("PO Box ###, Port Vila", "PO Box ##, Luganville, Santo"),
              "city": ("Luganville", "Lenakel", "Isangel", "Lakatoro", "Sola", "Saratamata", "Norsup", "Port Olry",
                       "Lamap", "Longana", "Craig Cove", "Whitesands"),
              "firm": ("{s} Kava Bar", "{s} Bus Services Limited", "{s} Fresh Produce Store", "{s} Cooperative Society"),
              "phone": ("+678 77# ####", "(678) 22###", "55# ####", "+678 26### ext ##")},
}
TWENTY_THIRD_CODE_SHAPES = ("#?#?-###-##", "???-##/####", "##??###-??", "?#-#####-?#", "#####-??-##", "?##-?##-##?",
                            "##/?###/??", "??##-#-###")
# The twenty-fourth family (seed 24683), written blind: registers no earlier family used (car-share damage
# reports, chat-support transcripts, census enumerator visit forms, skip-hire and road permits, pet adoption
# applications, audiology fitting notes, court interpreter bookings, crop insurance claims), text locales no
# earlier family held, five of them Faker locales no family had used (fr_QC, gu_IN, or_IN, sr_BA, tl_PH; fr_QC, which
# Faker deprecates, draws its numbers from fr_CA) and three
# Faker lacks (ar_LY, rn_BI, kl_GL: numbers from en_US). Hand tables of those countries' names (Québécois French,
# "Réjean", "Yvon", "Ginette", "Desrochers", "Thibodeau"; Gujarati, "Jignesh", "Falguni", "Vaghela",
# "Thakkar"; Odia, "Jyotiranjan", "Itishree", "Panigrahi", "Senapati"; Bosnian Serb as Republika Srpska writes it,
# "Milorad", "Mileva", "Kecman", "Krstić"; Tagalog, "Rodel", "Marites", "Dimaculangan", "Macaraeg"; Libyan
# Arabic, "Mabrouk", "Hafed", "Zlitni", "Tarhouni"; Kirundi with French first names, "Audace", "Spès",
# "Ntahomvukiye", "Nizigiyimana"; Greenlandic, "Aputsiaq", "Pipaluk", "Lyberth", "Kreutzmann"; no public figure's
# full name on purpose). Streets, postcodes, towns, firms and phones from `TWENTY_FOURTH_PLACES` in the countries'
# shapes (Quebec's rangs and "app."; Gujarat's societies and pols; Odisha's "At/Po" and sahis; Republika Srpska's
# lamele; Philippine "Blk M Lot N" subdivisions; Tripoli's hays; Bujumbura's quartiers and collines; Nuuk's B-
# numbers and "lejl."), towns under 20,000 people among them; legal forms inc., ltée, S.E.N.C., Pvt. Ltd., LLP,
# M/s, d.o.o., s.p., a.d., Corp., Inc., SPRL, S.A., ApS, A/S and none ("Shree X Traders", "Ferme X"); phones with
# no country code, in parentheses, with "poste", "loc." and "lok.". Codes: shapes no family drew, after labelled
# fields' words (damage report, chat transcript, household schedule, adoption file, aid serial, interpreter booking,
# policy, highway permit). Distractors: fuel and kilometres, queue minutes, household counts, adoption fees,
# hearing levels in dB, hearing durations, yields, skip sizes — not PII. The templates are the registers' own
# sentences, written without looking at any detector or at any family's misses; name shapes after role nouns no
# family had: "hirer X", "Agent X has joined the chat", "Enumerator X visited", "Adopter X has passed",
# "Audiologist X fitted", "The court interpreter, X, swore", "Loss adjuster X inspected", "householder X".
TWENTY_FOURTH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "name": (
        "Damage reported by hirer {v} at the end of the trip: scratch on the rear bumper.",
        "Agent {v} has joined the chat.",
        "Enumerator {v} visited the dwelling twice; nobody over 16 was at home.",
        "Adopter {v} has passed the home check for the two kittens.",
        "Audiologist {v} fitted both aids and turned the volume down a step.",
        "The court interpreter, {v}, swore the oath before the hearing began.",
        "Loss adjuster {v} inspected the flooded field on Thursday.",
        "The skip stands on the road with the consent of householder {v}.",
    ),
    "organization": (
        "The car belongs to the shared fleet of {v}.",
        "You are chatting with the support desk of {v}.",
        "Field staff for the census are hired through {v}.",
        "Our kittens are rehomed together with {v}.",
        "Your hearing aids were supplied through {v}.",
        "Interpreting at the hearing is provided by {v}.",
        "The maize is insured with {v} under a seasonal policy.",
        "Skip hired from {v}, permit included in the price.",
    ),
    "street": (
        "Car returned to the bay at {v}.",
        "Delivery address on the order: {v}",
        "Dwelling visited: {v}",
        "Home address of the adopter: {v}",
        "Our audiology clinic has moved to {v}.",
        "The hearing will be held at {v}.",
        "Farm address as on the policy: {v}",
        "Skip location: outside {v}",
    ),
    "postal": (
        "Send the signed damage form by post to {v}.",
        "Returns for faulty devices go to {v}.",
        "Census forms found later can be posted to {v}.",
        "Adoption papers are kept at {v}.",
        "Repairs under warranty: {v}",
        "Invoices for interpreting to {v}.",
        "Claim forms by post to {v}.",
        "Permit applications by post: {v}",
    ),
    "city": (
        "Damage noticed after a trip to {v}.",
        "Our warehouse in {v} ships the replacement.",
        "The enumeration area lies just outside {v}.",
        "The kittens were found in a barn near {v}.",
        "The hearing clinic in {v} is open on Saturdays.",
        "The hearing is listed at the court in {v}.",
        "Hail damage reported around {v} last week.",
        "Skips are delivered within 20 km of {v}.",
    ),
    "phone": (
        "Breakdown line for the car: {v}",
        "Prefer to talk? Call support on {v}.",
        "Census helpline {v}",
        "Foster carer's number {v}",
        "To book a hearing test call {v}.",
        "Interpreter bookings: {v}",
        "Report a claim on {v} within 72 hours.",
        "Skip collection: ring the yard on {v}.",
    ),
    "code": (
        "Damage report no. {v}",
        "Chat transcript ID: {v}",
        "Household schedule number {v}",
        "Adoption file {v}",
        "Aid serial {v}",
        "Interpreter booking: {v}",
        "Policy no. {v}",
        "Highway permit {v}",
    ),
}
TWENTY_FOURTH_DISTRACTORS = (
    "Fuel at 3/4, 412 km driven, returned at 18:20.",
    "Average wait about 4 minutes; 2 agents online.",
    "Household of 5: 2 adults, 3 children under 12.",
    "Adoption fee 95, with 2 vaccinations and a microchip.",
    "Left ear 35 dB, right ear 40 dB at 2 kHz.",
    "Listed for 10:00, estimated 90 minutes, room 3.",
    "Yield down 40% on 12 hectares after the frost.",
    "An 8-yard skip for 14 days, 1 permit.",
    "Mileage charge 0.35 per km after the first 200.",
    "Step 2 of 3, version 4.1.",
)
TWENTY_FOURTH_LOCALES = ("fr_QC", "gu_IN", "or_IN", "sr_BA", "tl_PH", "ar_LY", "rn_BI", "kl_GL")
TWENTY_FOURTH_NAME_LOCALES = TWENTY_FOURTH_LOCALES
TWENTY_FOURTH_NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "fr_QC": (("Gaétan", "Réjean", "Yvon", "Normand", "Sylvain", "Benoît", "Jocelyn", "Maxime", "Ginette",
               "Francine", "Micheline", "Lise", "Manon", "Huguette", "Mélanie", "Geneviève"),
              ("Tremblay", "Gagnon", "Bouchard", "Gauthier", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Côté",
               "Ouellet", "Poulin", "Fortin", "Gravel", "Thibodeau", "Desrochers", "Lapointe")),
    "gu_IN": (("Jignesh", "Hitesh", "Bhavesh", "Chirag", "Mehul", "Ketan", "Paresh", "Nilesh", "Hetal", "Falguni",
               "Jinal", "Bhumika", "Krupa", "Dharmistha", "Urvashi", "Minal"),
              ("Patel", "Desai", "Shah", "Mehta", "Joshi", "Trivedi", "Pandya", "Vaghela", "Chauhan", "Solanki",
               "Parmar", "Thakkar", "Bhatt", "Raval", "Dave", "Makwana")),
    "or_IN": (("Debasish", "Pradyumna", "Sambit", "Subrat", "Bibhuti", "Jyotiranjan", "Manas", "Satyabrata",
               "Sasmita", "Itishree", "Snigdha", "Pragyan", "Lipsa", "Sushree", "Madhusmita", "Priyanka"),
              ("Mohapatra", "Panigrahi", "Sahoo", "Pradhan", "Mishra", "Nayak", "Behera", "Rout", "Swain", "Samal",
               "Jena", "Dash", "Mohanty", "Parida", "Senapati", "Biswal")),
    "sr_BA": (("Ranko", "Milorad", "Nenad", "Slobodan", "Željko", "Goran", "Mladen", "Predrag", "Stojanka",
               "Mileva", "Nevenka", "Mirjana", "Gordana", "Radojka", "Svjetlana", "Branka"),
              ("Savić", "Gajić", "Mitrović", "Lukić", "Tomić", "Vasiljević", "Vuković", "Đurić", "Kecman",
               "Simić", "Marić", "Ćosić", "Babić", "Krstić", "Perišić", "Radulović")),
    "tl_PH": (("Rodel", "Jomar", "Arnel", "Reynaldo", "Nestor", "Jerwin", "Dindo", "Jonel", "Marites", "Lorna",
               "Analyn", "Rowena", "Maricel", "Rosalinda", "Janeth", "Lovely"),
              ("Dela Cruz", "Bautista", "Manalo", "Dimaculangan", "Macaraeg", "Panganiban", "Pangilinan", "Mercado",
               "Villanueva", "Ocampo", "Tolentino", "Magbanua", "Galang", "Soriano", "Dizon", "Salonga")),
    "ar_LY": (("Abdelhamid", "Fathi", "Mabrouk", "Ashour", "Faraj", "Milad", "Nouri", "Hafed", "Abdelsalam", "Fawzia",
               "Naima", "Fatma", "Zuhra", "Hamida", "Mabrouka", "Rabia"),
              ("Zlitni", "Gheriani", "Misrati", "Warfalli", "Tarhouni", "Fituri", "Ben Ghalbon", "Elmabrouk", "Krayem",
               "Zuwawi", "Agila", "Elhouni", "Elbarouni", "Shaglouf", "Abusitta", "Elkikhia")),
    "rn_BI": (("Évariste", "Léonidas", "Gervais", "Désiré", "Audace", "Fidèle", "Prosper", "Thierry", "Goreth", "Spès",
               "Godelieve", "Perpétue", "Libérate", "Scholastique", "Clémence", "Béatrice"),
              ("Ndayizeye", "Niyonkuru", "Sinzinkayo", "Nshimirimana", "Nkeshimana", "Manirakiza", "Ntahomvukiye",
               "Niyongabo", "Nduwimana", "Irakoze", "Ndikumana", "Kwizera", "Habonimana", "Nizigiyimana", "Bigirimana",
               "Havyarimana")),
    "kl_GL": (("Aputsiaq", "Nuka", "Malik", "Inuk", "Kunuk", "Aqqaluk", "Minik", "Hans Peter", "Naja", "Pipaluk",
               "Ivalu", "Arnaq", "Paninnguaq", "Najaaraq", "Ane Sofie", "Nivi"),
              ("Kleist", "Lynge", "Berthelsen", "Heilmann", "Motzfeldt", "Fleischer", "Olsvig", "Kreutzmann", "Skifte",
               "Rosing", "Jeremiassen", "Sandgreen", "Zeeb", "Lyberth", "Geisler", "Fencker")),
}
# Per country: street shapes ({s} a surname, {n} {m} numbers), postal shapes (# digit, ? capital), towns,
# firms, phones (national formats with no country code, extensions and parentheses among them).
TWENTY_FOURTH_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "fr_QC": {"street": ("{n}, rue {s}, app. {m}", "{n}, chemin du Lac-{s}", "{n}, rang {m} Est, Saint-Honoré",
                         "{n}-{m}, boulevard {s}, Lévis"),
              "postal": ("G7H #?#, Saguenay", "C.P. ###, Rimouski G5L #?#"),
              "city": ("Saint-Georges", "Rivière-du-Loup", "Matane", "Baie-Comeau", "Roberval", "Dolbeau-Mistassini",
                       "Amqui", "La Malbaie", "Sept-Îles", "Chibougamau", "Montmagny", "Louiseville"),
              "firm": ("Garage {s} et Fils inc.", "Location {s} ltée", "Clinique d'audiologie {s}", "Ferme {s} S.E.N.C."),
              "phone": ("418 5##-####", "(819) 3##-####", "+1 450 7##-####", "1 800 ###-#### poste ###")},
    "gu_IN": {"street": ("{n}, {s} Society, Satellite, Ahmedabad", "Block {m}, {s} Pol, Manek Chowk",
                         "Plot No. {n}, GIDC Estate, Vapi", "B-{n}, {s} Park, near Iskcon Cross Road"),
              "postal": ("Ahmedabad - 380 0##", "Surat 395 0##, Gujarat"),
              "city": ("Anand", "Nadiad", "Mehsana", "Palanpur", "Bhuj", "Morbi", "Gondal", "Navsari", "Valsad",
                       "Porbandar", "Veraval", "Dahod"),
              "firm": ("{s} Brothers Pvt. Ltd.", "Shree {s} Traders", "{s} Hearing Aid Centre", "{s} Agro Industries LLP"),
              "phone": ("+91 98### #####", "079-2### ####", "0261 2## ####", "(02692) 2#####")},
    "or_IN": {"street": ("Plot No. {n}, Saheed Nagar, Bhubaneswar", "At/Po Balianta, Dist. Khordha, Ward {m}",
                         "Qr. No. {n}, Unit-{m}, Bhubaneswar", "{s} Sahi, Old Town, House {n}"),
              "postal": ("Bhubaneswar - 751 0##", "Cuttack 753 0##, Odisha"),
              "city": ("Jajpur", "Kendrapara", "Dhenkanal", "Angul", "Bhadrak", "Balangir", "Jeypore", "Bargarh",
                       "Rayagada", "Paradip", "Talcher", "Nayagarh"),
              "firm": ("{s} Enterprises Odisha", "M/s {s} & Co.", "{s} Seeds and Fertilisers", "Maa Tarini {s} Motors"),
              "phone": ("+91 94## ######", "0674 25# ####", "06752-2#####", "(0671) 23# ####")},
    "sr_BA": {"street": ("Vidovdanska {n}, Prijedor", "Kralja Petra I {n}, Bijeljina", "Vojvode {s} {n}/{m}",
                         "Naselje {s}, lamela {m}, stan {n}"),
              "postal": ("78### Banja Luka", "763## Bijeljina"),
              "city": ("Prijedor", "Doboj", "Zvornik", "Gradiška", "Trebinje", "Foča", "Višegrad", "Laktaši", "Modriča",
                       "Derventa", "Nevesinje", "Prnjavor"),
              "firm": ("{s} d.o.o. Banja Luka", "Auto-servis {s} s.p.", "Zemljoradnička zadruga {s}", "{s} Prevoz a.d."),
              "phone": ("065 ###-###", "+387 66 ### ###", "051/2##-###", "(055) 2## ###")},
    "tl_PH": {"street": ("{n} {s} St., Brgy. San Isidro, Antipolo", "Blk {m} Lot {n}, Phase 2, Camella Homes, Bacoor",
                         "Unit {m}, {s} Bldg., Ortigas", "{n} P. {s} St., Sampaloc"),
              "postal": ("18## Antipolo City", "P.O. Box ####, Quezon City Central"),
              "city": ("Antipolo", "Bacoor", "Dasmariñas", "Malolos", "Meycauayan", "San Pablo", "Calamba", "Lipa",
                       "Tanauan", "Cabanatuan", "Tarlac City", "Lucena"),
              "firm": ("{s} Rent-a-Car Corp.", "{s} Hardware and Construction Supply", "{s} Farms Inc.",
                       "{s} Trucking Services"),
              "phone": ("0927-###-####", "+63 (0)935 ### ####", "(049) 5## ####", "02-8###-#### loc. ###")},
    "ar_LY": {"street": ("Shari' {s}, Hay al-Andalus, Tripoli", "Gargaresh Street, building {n}, flat {m}",
                         "Dahra, near {s} Mosque, house {n}", "Souq al-Juma'a, {s} Street, no. {n}"),
              "postal": ("P.O. Box #####, Tripoli", "P.O. Box ####, Benghazi"),
              "city": ("Zliten", "Gharyan", "Sabratha", "Zawiya", "Ajdabiya", "Bayda", "Tobruk", "Derna", "Sirte",
                       "Ghadames", "Murzuq", "Bani Walid"),
              "firm": ("{s} and Sons for Import and Export", "{s} Agricultural Insurance", "{s} Car Rental Co.",
                       "{s} Translation Office"),
              "phone": ("091-#######", "+218 92 #######", "021-36#####", "(061) 22#####")},
    "rn_BI": {"street": ("Avenue {s} n° {n}, Rohero", "Quartier {m}, Ngagara, rue {s} n° {n}", "Kinindo, 3e avenue, n° {n}",
                         "Colline {s}, commune Mugina"),
              "postal": ("B.P. ####, Bujumbura", "B.P. ### Gitega"),
              "city": ("Gitega", "Ngozi", "Muyinga", "Rumonge", "Kayanza", "Bururi", "Makamba", "Cibitoke", "Rutana",
                       "Muramvya", "Kirundo", "Karuzi"),
              "firm": ("{s} Import SPRL", "Agence {s} Transports", "Coopérative {s} Café", "{s} Assurances S.A."),
              "phone": ("+257 79 ### ###", "22 2# ## ##", "(+257) 61 ## ## ##", "68 ### ###")},
    "kl_GL": {"street": ("Aqqusinersuaq {n}, 1. sal", "B-{n}, lejl. {m}, Nuuk", "Qupanuk {n}, Sisimiut",
                         "Illorsuit {n}, lejl. {m}"),
              "postal": ("Postboks ###, 3900 Nuuk", "39## Ilulissat"),
              "city": ("Sisimiut", "Ilulissat", "Qaqortoq", "Aasiaat", "Maniitsoq", "Tasiilaq", "Uummannaq", "Paamiut",
                       "Narsaq", "Upernavik", "Qasigiannguit", "Nanortalik"),
              "firm": ("{s} ApS", "Nuuk {s} Biludlejning", "{s} Fangst A/S", "{s} Tolkeservice"),
              "phone": ("+299 ## ## ##", "32 ## ##", "(+299) 55 ## ##", "+299 36 ## ## lok. ##")},
}
TWENTY_FOURTH_CODE_SHAPES = ("###-?-#####?", "??#-##-#?#", "#?###/?#", "?#?#-##-#", "##-###?-??", "???#/##-#",
                             "#-###-??-##", "??##?-###")
FAMILIES = {"tuning": (TEMPLATES, DISTRACTORS, LOCALES), "heldout": (HELDOUT_TEMPLATES, HELDOUT_DISTRACTORS, LOCALES),
            "unseen": (UNSEEN_TEMPLATES, UNSEEN_DISTRACTORS, UNSEEN_LOCALES),
            "fourth": (FOURTH_TEMPLATES, FOURTH_DISTRACTORS, FOURTH_LOCALES),
            "fifth": (FIFTH_TEMPLATES, FIFTH_DISTRACTORS, FIFTH_LOCALES),
            "sixth": (SIXTH_TEMPLATES, SIXTH_DISTRACTORS, SIXTH_LOCALES),
            "seventh": (SEVENTH_TEMPLATES, SEVENTH_DISTRACTORS, SEVENTH_LOCALES),
            "eighth": (EIGHTH_TEMPLATES, EIGHTH_DISTRACTORS, EIGHTH_LOCALES),
            "ninth": (NINTH_TEMPLATES, NINTH_DISTRACTORS, NINTH_LOCALES),
            "tenth": (TENTH_TEMPLATES, TENTH_DISTRACTORS, TENTH_LOCALES),
            "eleventh": (ELEVENTH_TEMPLATES, ELEVENTH_DISTRACTORS, ELEVENTH_LOCALES),
            "twelfth": (TWELFTH_TEMPLATES, TWELFTH_DISTRACTORS, TWELFTH_LOCALES),
            "thirteenth": (THIRTEENTH_TEMPLATES, THIRTEENTH_DISTRACTORS, THIRTEENTH_LOCALES),
            "fourteenth": (FOURTEENTH_TEMPLATES, FOURTEENTH_DISTRACTORS, FOURTEENTH_LOCALES),
            "fifteenth": (FIFTEENTH_TEMPLATES, FIFTEENTH_DISTRACTORS, FIFTEENTH_LOCALES),
            "sixteenth": (SIXTEENTH_TEMPLATES, SIXTEENTH_DISTRACTORS, SIXTEENTH_LOCALES),
            "seventeenth": (SEVENTEENTH_TEMPLATES, SEVENTEENTH_DISTRACTORS, SEVENTEENTH_LOCALES),
            "eighteenth": (EIGHTEENTH_TEMPLATES, EIGHTEENTH_DISTRACTORS, EIGHTEENTH_LOCALES),
            "nineteenth": (NINETEENTH_TEMPLATES, NINETEENTH_DISTRACTORS, NINETEENTH_LOCALES),
            "twentieth": (TWENTIETH_TEMPLATES, TWENTIETH_DISTRACTORS, TWENTIETH_LOCALES),
            "twenty_first": (TWENTY_FIRST_TEMPLATES, TWENTY_FIRST_DISTRACTORS, TWENTY_FIRST_LOCALES),
            "twenty_second": (TWENTY_SECOND_TEMPLATES, TWENTY_SECOND_DISTRACTORS, TWENTY_SECOND_LOCALES),
            "twenty_third": (TWENTY_THIRD_TEMPLATES, TWENTY_THIRD_DISTRACTORS, TWENTY_THIRD_LOCALES),
            "twenty_fourth": (TWENTY_FOURTH_TEMPLATES, TWENTY_FOURTH_DISTRACTORS, TWENTY_FOURTH_LOCALES)}
# The families drawn from hand tables by `_table_value` ("ninth" too, with its own settings): names by
# country, the name countries, places by locale, code shapes.
_TABLE_FAMILIES = {
    "tenth": (TENTH_NAMES, TENTH_NAME_LOCALES, TENTH_PLACES, TENTH_CODE_SHAPES),
    "eleventh": (ELEVENTH_NAMES, ELEVENTH_NAME_LOCALES, ELEVENTH_PLACES, ELEVENTH_CODE_SHAPES),
    "twelfth": (TWELFTH_NAMES, TWELFTH_NAME_LOCALES, TWELFTH_PLACES, TWELFTH_CODE_SHAPES),
    "thirteenth": (THIRTEENTH_NAMES, THIRTEENTH_NAME_LOCALES, THIRTEENTH_PLACES, THIRTEENTH_CODE_SHAPES),
    "fourteenth": (FOURTEENTH_NAMES, FOURTEENTH_NAME_LOCALES, FOURTEENTH_PLACES, FOURTEENTH_CODE_SHAPES),
    "fifteenth": (FIFTEENTH_NAMES, FIFTEENTH_NAME_LOCALES, FIFTEENTH_PLACES, FIFTEENTH_CODE_SHAPES),
    "sixteenth": (SIXTEENTH_NAMES, SIXTEENTH_NAME_LOCALES, SIXTEENTH_PLACES, SIXTEENTH_CODE_SHAPES),
    "seventeenth": (SEVENTEENTH_NAMES, SEVENTEENTH_NAME_LOCALES, SEVENTEENTH_PLACES, SEVENTEENTH_CODE_SHAPES),
    "eighteenth": (EIGHTEENTH_NAMES, EIGHTEENTH_NAME_LOCALES, EIGHTEENTH_PLACES, EIGHTEENTH_CODE_SHAPES),
    "nineteenth": (NINETEENTH_NAMES, NINETEENTH_NAME_LOCALES, NINETEENTH_PLACES, NINETEENTH_CODE_SHAPES),
    "twentieth": (TWENTIETH_NAMES, TWENTIETH_NAME_LOCALES, TWENTIETH_PLACES, TWENTIETH_CODE_SHAPES),
    "twenty_first": (TWENTY_FIRST_NAMES, TWENTY_FIRST_NAME_LOCALES, TWENTY_FIRST_PLACES, TWENTY_FIRST_CODE_SHAPES),
    "twenty_second": (TWENTY_SECOND_NAMES, TWENTY_SECOND_NAME_LOCALES, TWENTY_SECOND_PLACES,
                      TWENTY_SECOND_CODE_SHAPES),
    "twenty_third": (TWENTY_THIRD_NAMES, TWENTY_THIRD_NAME_LOCALES, TWENTY_THIRD_PLACES, TWENTY_THIRD_CODE_SHAPES),
    "twenty_fourth": (TWENTY_FOURTH_NAMES, TWENTY_FOURTH_NAME_LOCALES, TWENTY_FOURTH_PLACES, TWENTY_FOURTH_CODE_SHAPES)}
# Faker's deprecated locales and the one its warning names instead (the family's text keeps the old tag).
_FAKER_SUCCESSORS = {"fr_QC": "fr_CA"}
# The letters a code shape's "?" becomes: the Latin capitals less I, O and Q, as every family has drawn them.
CODE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
SPIA_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "SPIA"
_NAME_PART = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž'’-]+")


@functools.lru_cache(maxsize=1)
def spia_names(folder: Path = SPIA_DIR) -> tuple[str, ...]:
    """Every annotated NAME value of the SPIA development half that is one to three capitalized words
    (no initials, titles or handles), sorted: a source of person names independent of Faker."""
    names: set[str] = set()
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            for subject in json.loads(line).get("subjects", ()):
                for pii in subject.get("PIIs", ()):
                    value = str(pii.get("keyword") or "").strip()
                    parts = value.split()
                    if (pii.get("tag") == "NAME" and 1 <= len(parts) <= 3
                            and all(_NAME_PART.fullmatch(w) for w in parts)
                            and parts[0].lower() not in _TITLES):
                        names.add(value)
    if not names:
        raise FileNotFoundError(f"no SPIA names under {folder}")
    return tuple(sorted(names))


_TITLES = frozenset("mr mrs ms miss dr prof judge sir madam".split())


@dataclass(frozen=True)
class Value:
    type: str
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Sample:
    id: str
    locale: str
    text: str
    values: tuple[Value, ...]
    distractors: tuple[tuple[int, int], ...]


def _value(fake: object, kind: str, rng: random.Random, family: str = "tuning", spia: Path = SPIA_DIR,
           locale: str = "") -> str:
    f = fake  # Faker instance; typed loosely because its providers are dynamic
    if family in _TABLE_FAMILIES:
        names, name_locales, places, code_shapes = _TABLE_FAMILIES[family]
        return _table_value(f, kind, rng, locale, names, name_locales, places, code_shapes,
                            surname_first=THIRTEENTH_SURNAME_FIRST if family == "thirteenth" else frozenset())
    if kind == "name" and family == "fourth":
        name = rng.choice(spia_names(spia))
        return name if rng.random() < 0.7 else name.split()[0]
    if kind == "code" and family == "fourth":
        return str(f.bothify(rng.choice(FOURTH_CODE_SHAPES), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    if family == "sixth":
        return _sixth_value(f, kind, rng)
    if family == "seventh":
        return _seventh_value(f, kind, rng)
    if family == "eighth":
        return _eighth_value(f, kind, rng)
    if family == "ninth":  # drawn as the later families, with the Faker locale's own name, no letters in postcodes
        return _table_value(f, kind, rng, str(f.locales[0]), NINTH_NAMES, NINTH_NAME_LOCALES,  # type: ignore[attr-defined]
                            NINTH_PLACES, NINTH_CODE_SHAPES, streets=(200, 30), postal_letters=False)
    if family == "fifth":
        fifth = _fifth_value(f, kind, rng)
        if fifth is not None:
            return fifth
    if kind == "name":
        return f"{f.first_name()} {f.last_name()}" if rng.random() < 0.7 else f.first_name()  # type: ignore[attr-defined]
    if kind == "organization":
        return str(f.company())  # type: ignore[attr-defined]
    if kind == "street":
        return str(f.street_address())  # type: ignore[attr-defined]
    if kind == "postal":
        return str(f.postcode())  # type: ignore[attr-defined]
    if kind == "city":
        return str(f.city())  # type: ignore[attr-defined]
    if kind == "phone":
        return str(f.phone_number())  # type: ignore[attr-defined]
    if kind == "code":
        shape = rng.choice(("?########", "??-#######", "########", "??######?", "#########"))
        return str(f.bothify(shape, letters=CODE_LETTERS))  # type: ignore[attr-defined]
    raise ValueError(kind)


def _fifth_value(f: object, kind: str, rng: random.Random) -> str | None:
    """The fifth family's own value sources; None where it uses Faker's provider of the text's locale."""
    locale = str(f.locales[0]) if hasattr(f, "locales") else ""
    if kind == "name":

        namer = _fifth_namer(rng.choice(FIFTH_NAME_LOCALES), rng.randrange(1 << 30))
        return f"{namer.first_name()} {namer.last_name()}" if rng.random() < 0.7 else str(namer.first_name())  # type: ignore[attr-defined]
    if kind == "phone" and locale in FIFTH_PHONES:
        return str(f.numerify(rng.choice(FIFTH_PHONES[locale])))  # type: ignore[attr-defined]
    if kind == "code":
        pick = rng.random()
        if pick < 0.2:
            return str(f.license_plate())  # type: ignore[attr-defined]
        if pick < 0.4:
            return str(f.ssn())  # type: ignore[attr-defined]
        return str(f.bothify(rng.choice(FIFTH_CODE_SHAPES), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    return None


def _from_places(f: object, kind: str, rng: random.Random, places: dict[str, tuple[str, ...]], surname: str,
                 streets: tuple[int, int]) -> str | None:
    """A firm, street, postcode, town or phone of a family's place table (the sixth family's on): firms and
    streets built on the locale's `surname`, house and flat numbers up to `streets`; None for other kinds."""
    if kind == "organization":
        return rng.choice(places["firm"]).format(s=surname)
    if kind == "street":
        return rng.choice(places["street"]).format(s=surname, n=rng.randint(1, streets[0]), m=rng.randint(1, streets[1]))
    if kind in ("postal", "phone"):
        return str(f.numerify(rng.choice(places[kind])))  # type: ignore[attr-defined]
    if kind == "city":
        return rng.choice(places["city"])
    return None


def _sixth_value(f: object, kind: str, rng: random.Random) -> str:
    """The sixth family's values: names from Faker locales the detectors do not load, places, firms and
    phones composed from SIXTH_PLACES and the locale's Faker surnames, the locale's own IDs and plates."""
    locale = str(f.locales[0])  # type: ignore[attr-defined]
    places = SIXTH_PLACES[locale]
    if kind == "name":
        namer = _fifth_namer(rng.choice(SIXTH_NAME_LOCALES), rng.randrange(1 << 30))
        return f"{namer.first_name()} {namer.last_name()}" if rng.random() < 0.7 else str(namer.first_name())  # type: ignore[attr-defined]
    surname = str(f.last_name())  # type: ignore[attr-defined]
    placed = _from_places(f, kind, rng, places, surname, streets=(240, 40))
    if placed is not None:
        return placed
    if kind == "code":
        pick = rng.random()
        if pick < 0.2:
            try:
                return str(f.license_plate())  # type: ignore[attr-defined]
            except AttributeError:
                pass
        if pick < 0.4:
            return str(f.ssn())  # type: ignore[attr-defined]
        return str(f.bothify(rng.choice(SIXTH_CODE_SHAPES), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    raise ValueError(kind)


def _seventh_value(f: object, kind: str, rng: random.Random) -> str:
    """The seventh family's values: names from Faker locales the detectors do not load (transliterated where
    Faker writes them in another script), places, firms and phones composed from SEVENTH_PLACES and the
    locale's surnames in Latin letters, the locale's IDs and plates where Faker has them, new code shapes."""
    locale = str(f.locales[0])  # type: ignore[attr-defined]
    places = SEVENTH_PLACES[locale]
    if kind == "name":
        name_locale = rng.choice(SEVENTH_NAME_LOCALES)
        namer = _fifth_namer(name_locale, rng.randrange(1 << 30))
        first = latin(str(namer.first_name()), name_locale)  # type: ignore[attr-defined]
        return f"{first} {latin(str(namer.last_name()), name_locale)}" if rng.random() < 0.7 else first  # type: ignore[attr-defined]
    if locale in SEVENTH_SURNAMES:
        surname = rng.choice(SEVENTH_SURNAMES[locale])
    else:
        surname = latin(str(f.last_name()), locale)  # type: ignore[attr-defined]
    placed = _from_places(f, kind, rng, places, surname, streets=(180, 60))
    if placed is not None:
        return placed
    if kind == "code":
        pick = rng.random()
        if pick < 0.2:
            try:
                return str(f.license_plate())  # type: ignore[attr-defined]
            except AttributeError:
                pass
        if pick < 0.35:
            return str(f.ssn())  # type: ignore[attr-defined]
        return str(f.bothify(rng.choice(SEVENTH_CODE_SHAPES), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    raise ValueError(kind)


def _eighth_value(f: object, kind: str, rng: random.Random) -> str:
    """The eighth family's values: names of the eight countries (EIGHTH_NAMES; ru_RU from Faker,
    transliterated), places, firms and phones from EIGHTH_PLACES and the locale's surnames, the locale's
    plates and IDs where Faker writes them in Latin letters and digits, else new code shapes."""
    locale = str(f.locales[0])  # type: ignore[attr-defined]
    places = EIGHTH_PLACES[locale]

    def person(loc: str, seed: int) -> tuple[str, str]:
        if loc == "ru_RU":
            namer = _fifth_namer(loc, seed)
            return (latin(str(namer.first_name()), loc), latin(str(namer.last_name()), loc))  # type: ignore[attr-defined]
        firsts, lasts = EIGHTH_NAMES[loc]
        pick = random.Random(seed)
        return (pick.choice(firsts), pick.choice(lasts))

    if kind == "name":
        first, last = person(rng.choice(EIGHTH_NAME_LOCALES), rng.randrange(1 << 30))
        return f"{first} {last}" if rng.random() < 0.7 else first
    surname = person(locale, rng.randrange(1 << 30))[1]
    placed = _from_places(f, kind, rng, places, surname, streets=(180, 60))
    if placed is not None:
        return placed
    if kind == "code":
        pick = rng.random()
        value = ""
        try:
            if pick < 0.2:
                value = str(f.license_plate())  # type: ignore[attr-defined]
            elif pick < 0.35:
                value = str(f.ssn())  # type: ignore[attr-defined]
        except AttributeError:
            pass
        if value and value.isascii():
            return value
        return str(f.bothify(rng.choice(EIGHTH_CODE_SHAPES), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    raise ValueError(kind)


def _table_value(f: object, kind: str, rng: random.Random, locale: str, names: dict[str, tuple[tuple[str, ...], tuple[str, ...]]],
                 name_locales: tuple[str, ...], places: dict[str, dict[str, tuple[str, ...]]], code_shapes: tuple[str, ...],
                 streets: tuple[int, int] = (160, 40), postal_letters: bool = True,
                 surname_first: frozenset[str] = frozenset()) -> str:
    """A value of a family drawn from hand tables (the ninth family's on): a name of one of `name_locales`
    (first names and surnames in `names`; surname first for `surname_first`, a first name alone three times
    in ten), a place, firm or phone from `places[locale]` with the locale's surnames, a code of `code_shapes`.
    `locale` is the text's, passed apart: Faker lacks most of the tenth family's locales and on. With
    `postal_letters` a postcode shape may hold letters ("?" as in Kazakhstan's, Jamaica's, Brunei's)."""
    place_table = places[locale]
    if kind == "name":
        country = rng.choice(name_locales)
        firsts, lasts = names[country]
        first, last = rng.choice(firsts), rng.choice(lasts)
        if rng.random() >= 0.7:
            return first
        return f"{last} {first}" if country in surname_first else f"{first} {last}"
    if kind == "postal" and postal_letters:
        return str(f.bothify(rng.choice(place_table["postal"]), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    surname = rng.choice(names[locale][1])
    placed = _from_places(f, kind, rng, place_table, surname, streets=streets)
    if placed is not None:
        return placed
    if kind == "code":
        return str(f.bothify(rng.choice(code_shapes), letters=CODE_LETTERS))  # type: ignore[attr-defined]
    raise ValueError(kind)


@functools.lru_cache(maxsize=None)
def _fifth_faker(locale: str) -> object:
    from faker import Faker

    return Faker(locale)


def _fifth_namer(locale: str, seed: int) -> object:
    namer = _fifth_faker(locale)
    namer.seed_instance(seed)  # type: ignore[attr-defined]
    return namer


def _sort_set_built_lists() -> None:
    """Faker's it_IT city list is built from a set, so its order, and with it the city a seed draws,
    changes with the process's hash seed: sorted, a seed gives the same texts in every run."""
    from faker.providers.address.it_IT import Provider as ItalianAddress

    ItalianAddress.cities = sorted(ItalianAddress.cities)


def generate(count: int, seed: int, family: str = "tuning", spia: Path = SPIA_DIR) -> list[Sample]:
    """`count` texts of one sentence family (see FAMILIES), reproducible from `seed`; the fourth family's
    names are read from the SPIA files in `spia`."""
    from faker import Faker
    from faker.config import AVAILABLE_LOCALES

    templates, distractor_sentences, locales = FAMILIES[family]
    _sort_set_built_lists()
    rng = random.Random(seed)
    # a locale Faker lacks (the tenth family's) draws its numbers from an en_US Faker, one Faker deprecates
    # (the twenty-fourth's fr_QC) from the locale Faker names in its place
    fakers = {loc: Faker(_FAKER_SUCCESSORS.get(loc, loc) if loc in AVAILABLE_LOCALES else "en_US") for loc in locales}
    for i, fk in enumerate(fakers.values()):
        fk.seed_instance(seed * 1000 + i)
    out: list[Sample] = []
    for n in range(count):
        locale = locales[n % len(locales)]
        kinds = rng.sample(TYPES, rng.choice((2, 3)))
        parts: list[tuple[str, str | None, str]] = []  # (template, kind or None, value)
        for kind in kinds:
            parts.append((rng.choice(templates[kind]), kind, _value(fakers[locale], kind, rng, family, spia, locale)))
        if rng.random() < 0.4:
            parts.append((rng.choice(distractor_sentences), None, ""))
        rng.shuffle(parts)
        text = ""
        values: list[Value] = []
        distractors: list[tuple[int, int]] = []
        for template, slot, value in parts:
            if text:
                text += " " if rng.random() < 0.7 else "\n"
            if slot is None:
                distractors.append((len(text), len(text) + len(template)))
                text += template
                continue
            pre, _, post = template.partition("{v}")
            start = len(text) + len(pre)
            text += pre + value + post
            values.append(Value(slot, start, start + len(value), value))
        out.append(Sample(f"synthetic-{family}-{seed}-{n}", locale, text, tuple(values), tuple(distractors)))
    return out
