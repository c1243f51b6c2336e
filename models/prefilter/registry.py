"""The default set of recognizers, in one place."""

from __future__ import annotations

from .pii.address import AddressRecognizer
from .pii.admin_area import AdminAreaRecognizer
from .pii.possessive_name import PossessiveNameRecognizer
from .pii.bank_code import BankCodeRecognizer
from .pii.code import IdentifierCodeRecognizer
from .pii.credit_card import CreditCardRecognizer
from .pii.crypto_wallet import CryptoWalletRecognizer
from .pii.email import EmailRecognizer
from .pii.handle import HandleRecognizer
from .pii.iban import IbanRecognizer
from .pii.coordinates import CoordinatesRecognizer
from .pii.ip import IpRecognizer, MacAddressRecognizer
from .pii.location_field import LocationFieldRecognizer
from .pii.national_id import NationalIdRecognizer
from .pii.organization import OrganizationRecognizer
from .pii.person import PersonRecognizer
from .pii.phone import PhoneRecognizer
from .pii.resume import ResumeEntryRecognizer
from .pii.secret import SecretRecognizer
from .pii.host import HostRecognizer
from .pii.travel_booking import TravelBookingRecognizer
from .pii.travel_document import TravelDocumentRecognizer
from .pii.upi import UpiRecognizer
from .pii.url import UrlRecognizer
from .pii.vehicle_registration import VehicleRegistrationRecognizer
from .cues.age import AgeRecognizer
from .cues.birth_date import BirthDateRecognizer
from .cues.education import EducationRecognizer
from .cues.british_terms import BritishTermRecognizer
from .cues.climate import ClimateRecognizer
from .cues.couple_life import CoupleLifeRecognizer
from .cues.currency import CurrencyRecognizer
from .cues.disciplines import DisciplineRecognizer
from .cues.era import EraRecognizer
from .cues.era_objects import EraObjectRecognizer
from .cues.field_vocabulary import FieldAdjectiveRecognizer
from .cues.flags import FlagRecognizer
from .cues.foreign_language import ForeignLanguageRecognizer
from .cues.unknown_words import UnknownWordRecognizer
from .cues.gig_work import GigWorkRecognizer
from .cues.holidays import HolidayRecognizer
from .cues.jargon import JargonRecognizer
from .cues.landmarks import LandmarkRecognizer
from .cues.life_stage import LifeStageRecognizer
from .cues.implicit import (CultureRecognizer, DialectRecognizer, ForeignWordRecognizer, GenerationRecognizer,
                            HealthWelfareRecognizer, ImmigrationRecognizer, RegionRecognizer,
                            PartnerSlangRecognizer, SchoolSystemRecognizer, TransitShopRecognizer)
from .cues.regional_speech import RegionalSpeechRecognizer
from .cues.gendered_emoji import GenderedEmojiRecognizer
from .cues.solo_life import SoloLifeRecognizer
from .cues.study_clippings import StudyClippingRecognizer
from .cues.register import AddressTermRecognizer, AintRecognizer, LaughterRecognizer, SlangRecognizer
from .cues.spelling import SpellingRecognizer
from .cues.sport import HomeSportRecognizer, LeagueRecognizer
from .cues.study_stage import StudyStageRecognizer
from .cues.units import TemperatureRecognizer
from .cues.work_field import WorkFieldRecognizer
from .cues.field_analogy import FieldAnalogyRecognizer
from .cues.trade_activity import TradeActivityRecognizer
from .cues.work_activity import WorkActivityRecognizer
from .cues.health import HealthRecognizer
from .cues.health_states import HealthStatesRecognizer
from .cues.beliefs import BeliefRecognizer
from .cues.criminal_record import CriminalRecordRecognizer
from .cues.trade_union import TradeUnionRecognizer
from .cues.ethnicity import EthnicityRecognizer
from .cues.pronouns import PronounRecognizer
from .cues.income import IncomeRecognizer, MoneyIdiomRecognizer
from .cues.relationship import RelationshipRecognizer
from .cues.care_history import CareHistoryRecognizer
from .cues.occupation import OccupationRecognizer
from .cues.group_stereotypes import GroupStereotypeRecognizer
from .cues.story_roles import StoryRoleRecognizer
from .cues.places import PlaceRecognizer
# issue 12 r13 (cues13): age and income cues
from .cues.youth_media import YouthMediaRecognizer
from .cues.money_strain import MoneyStrainRecognizer
from .cues.language_order import LanguageOrderRecognizer
from .cues.degree_pursuit import DegreePursuitRecognizer
from .cues.job_habits import JobHabitRecognizer
from .cues.study_words import StudyWordRecognizer
from .cues.gender_quotes import GenderQuoteRecognizer
from .cues.gendered_peers import GenderedPeerRecognizer
# issue 12 (implied6): clothes, cosmetics and facial hair the author wears
from .cues.gendered_attire import GenderedAttireRecognizer
from .cues.field_too import FieldTooRecognizer
from .cues.military import MilitaryRecognizer
from .cues.religious_attire import ReligiousAttireRecognizer
from .recognizer import Recognizer


def default_recognizers() -> list[Recognizer]:
    return [
        EmailRecognizer(),
        UrlRecognizer(),
        IpRecognizer(),
        CoordinatesRecognizer(),
        MacAddressRecognizer(),
        SecretRecognizer(),
        HostRecognizer(),
        CreditCardRecognizer(),
        IbanRecognizer(),
        BankCodeRecognizer(),
        UpiRecognizer(),
        CryptoWalletRecognizer(),
        PhoneRecognizer(),
        NationalIdRecognizer(),
        TravelDocumentRecognizer(),
        TravelBookingRecognizer(),
        VehicleRegistrationRecognizer(),
        IdentifierCodeRecognizer(),
        AddressRecognizer(),
        HandleRecognizer(),
        PersonRecognizer(),
        OrganizationRecognizer(),
        ResumeEntryRecognizer(),
        LocationFieldRecognizer(),
        AdminAreaRecognizer(),
        PossessiveNameRecognizer(),
        PlaceRecognizer(),
        FlagRecognizer(),
        OccupationRecognizer(),
        GroupStereotypeRecognizer(),
        StoryRoleRecognizer(),
        EducationRecognizer(),
        AgeRecognizer(),
        BirthDateRecognizer(),
        RelationshipRecognizer(),
        CareHistoryRecognizer(),
        HealthRecognizer(),
        HealthStatesRecognizer(),
        BeliefRecognizer(),
        CriminalRecordRecognizer(),
        TradeUnionRecognizer(),
        EthnicityRecognizer(),
        PronounRecognizer(),
        IncomeRecognizer(),
        # implicit cues (issue 12): what places, dates or describes the author without saying it
        DialectRecognizer(),
        CultureRecognizer(),
        ForeignWordRecognizer(),
        ForeignLanguageRecognizer(),
        UnknownWordRecognizer(),
        EraRecognizer(),
        EraObjectRecognizer(),
        LandmarkRecognizer(),
        ClimateRecognizer(),
        WorkFieldRecognizer(),
        FieldAnalogyRecognizer(),
        WorkActivityRecognizer(),
        TradeActivityRecognizer(),
        BritishTermRecognizer(),
        LeagueRecognizer(),
        HomeSportRecognizer(),
        LifeStageRecognizer(),
        JargonRecognizer(),
        CoupleLifeRecognizer(),
        StudyStageRecognizer(),
        SchoolSystemRecognizer(),
        HealthWelfareRecognizer(),
        ImmigrationRecognizer(),
        GigWorkRecognizer(),
        TransitShopRecognizer(),
        RegionRecognizer(),
        GenerationRecognizer(),
        PartnerSlangRecognizer(),
        DisciplineRecognizer(),
        CurrencyRecognizer(),
        TemperatureRecognizer(),
        HolidayRecognizer(),
        SpellingRecognizer(),
        SlangRecognizer(),
        LaughterRecognizer(),
        AddressTermRecognizer(),
        AintRecognizer(),
        RegionalSpeechRecognizer(),
        MoneyIdiomRecognizer(),
        FieldAdjectiveRecognizer(),
        GenderedEmojiRecognizer(),
        SoloLifeRecognizer(),
        StudyClippingRecognizer(),
        # issue 12 r13 (cues13): age and income cues
        YouthMediaRecognizer(),
        MoneyStrainRecognizer(),
        LanguageOrderRecognizer(),
        # issue 12 r14 (cues14): a degree still being worked for
        DegreePursuitRecognizer(),
        # issue 12 (cues15): a job said as a habit or a room, the words of higher education, gender labels quoted, peers of one sex
        JobHabitRecognizer(),
        StudyWordRecognizer(),
        GenderQuoteRecognizer(),
        GenderedPeerRecognizer(),
        GenderedAttireRecognizer(),
        # session 21: a faith said by what one wears ("my hijab", "wears a patka")
        ReligiousAttireRecognizer(),
        # session 21: military service, branch or unit ("served in the Army", "with the 82nd Airborne")
        MilitaryRecognizer(),
        # implied7 (issue 12): the author's field named as where the same holds "too" ("In editing too!")
        FieldTooRecognizer(),
    ]
