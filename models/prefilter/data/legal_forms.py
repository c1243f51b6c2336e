"""Legal forms of companies in many countries ("GmbH", "S.A.", "Ltda.", "s.r.l.", "Pty Ltd", "AB"), from
cleanco's term table (cleanco.termdata, MIT: legal-form abbreviations per country and per kind of
company), as one regex alternation for the end of an organization's name.

How each term may be written, so that a short term that is also a word or a common acronym is not read
as a legal form: a term with a dot, slash, ampersand or space is distinctive in any case ("s.r.l.",
"S/A", "& Co."); a longer term must start with a capital ("Ltda", "Limited"); a two- or three-letter term
must be written in capitals ("AG", "NV", "SAS"), or as a three-letter title-case word ("Ltd", "Plc"),
and never when it is a frequent English word or acronym (wordfreq: "as", "at", "uk", "ok", "ad")."""

from __future__ import annotations

import functools
import re
import unicodedata

from ..trie import any_case_atoms, literal_atoms, trie_regex

# Zipf frequency (wordfreq, English) from which a short term reads as a word or acronym ("ad", "co").
_FREQUENT = 4.5
# Entries of the table that are English abbreviations in running text ("e.g." is listed for Estonia, "PS"
# for Serbia: "… :D\n\nPS: highly recommend").
_ENGLISH_ABBREVIATIONS = frozenset({"e.g.", "ps"})
# Legal forms that their registers write in mixed case, which the rules below would miss: Denmark's ApS and
# IvS, Belgium's CommV, CommVA and SComm, Germany's KGaA; and forms the table lacks: Finland's Oy and Ky
# (PRH's trade register), Hungary's Kft without its dot, Indonesia's Tbk (a listed company). ("Limitada"
# written out was tried: a literal "L…" branch as deep as "[lL]…" then wins the trie's order and cuts the dot
# of "Ltda.".)
_MIXED_CASE = ("ApS", "IvS", "CommV", "CommVA", "SComm", "KGaA", "Oy", "Ky", "Kft", "Tbk")
# Forms cleanco's table lacks, written as their registers write them: Azerbaijan's MMC (məhdud məsuliyyətli
# cəmiyyət), ASC and QSC (açıq / qapalı səhmdar cəmiyyəti; Civil Code of Azerbaijan, arts. 87-107);
# Vietnam's "Công ty TNHH" (trách nhiệm hữu hạn, with "MTV" for a single member), "Công ty Cổ phần",
# "Công ty Hợp danh", "Doanh nghiệp tư nhân" and CTCP (Law on Enterprises 2020); the English abbreviations of
# joint-stock companies in the former Soviet states (JSC, CJSC, OJSC, PJSC); South Asia's private limited
# company (Pvt. Ltd., "(Pvt) Ltd": Companies Act 2013 of India, Companies Act 2017 of Pakistan).
_MISSING = ("MMC", "ASC", "QSC", "TNHH", "TNHH MTV", "Công ty TNHH", "Công ty TNHH MTV", "Công ty Cổ phần",
            "Công ty Hợp danh", "Doanh nghiệp tư nhân", "CTCP", "JSC", "CJSC", "OJSC", "PJSC", "Pvt. Ltd.",
            "Pvt Ltd", "(Pvt) Ltd", "Pvt. Ltd",
            # Issue 11, round 6. Turkey's anonim şirket and limited şirket ("A.Ş.", "Ltd. Şti.", "Şti.":
            # Turkish Commercial Code no. 6102); Luxembourg's and Switzerland's société à responsabilité
            # limitée as their registers write it ("S.à r.l.", "Sàrl", "S.à r.l.-S", "SARL-S": Luxembourg's law of
            # 10 August 1915 on commercial companies, Swiss Code of Obligations art. 772); Iceland's
            # sameignarfélag without its inner dot ("sf.", cleanco has "s.f."); Estonia's osaühing in capitals
            # ("OÜ"; cleanco lists "oü", which the case rules below write as "OÜ" too).
            "Sàrl", "SARL-S", "sf.",
            # Issue 11, round 7. Forms cleanco lists only with dots or not at all, as their registers write them
            # without: Spain's sociedad limitada "SL", "SLU" (cleanco: "s.l."); Bulgaria's EOOD, OOD, EAD
            # (Commercial Act; cleanco has "ead" in lower case only); Macedonia's and Serbia's DOO and DOOEL
            # (cleanco: "d.o.o.", "d.o.o.e.l"); Greece's IKE (idiotiki kefalaiouchiki etaireia, Law 4072/2012).
            "SL", "SLU", "EOOD", "OOD", "EAD", "DOO", "DOOEL", "IKE",
            # Issue 11, round 9. Japan's company kinds written out in romaji after the name, as their
            # registrations are romanized (Companies Act of 2005: kabushiki kaisha, gōdō kaisha, gōmei kaisha,
            # gōshi kaisha; the former yūgen kaisha); cleanco has only their abbreviations (k.k., g.k., y.k.).
            # Saudi Arabia's and the Gulf's sole establishment (mu'assasa fardiya, "Est." in the Ministry of
            # Commerce's English register), which cleanco lacks.
            "Kabushiki Kaisha", "Godo Kaisha", "Gōdō Kaisha", "Gomei Kaisha", "Goshi Kaisha", "Yugen Kaisha", "Est.",
            # Issue 11, round 10. The one-member limited company of the OHADA states (Uniform Act on commercial
            # companies, 2014: SARLU; Senegal's and Mali's registers write SUARL), which cleanco lacks.
            "SARLU", "SUARL",
            # Issue 11, round 13. The single person company of Bahrain and Oman (SPC, "S.P.C." by the dotted rule
            # below: Bahrain's Commercial Companies Law no. 21 of 2001, Oman's Commercial Companies Law of 2019),
            # which cleanco lacks.
            "SPC",
            # Issue 11, pii20. Wales's private limited company in Welsh ("Cyfyngedig", "Cyf": Companies Act 2006,
            # s. 59 and s. 88, a Welsh company may end its name so), which cleanco lacks.
            "Cyfyngedig", "Cyf")
# The same round's forms with dots or spaces, matched in any case like cleanco's ("a.ş.", "LTD. ŞTİ."): as
# literals their "L…" and "S…" branches would win the trie's order and cut "Ltda." (see _MIXED_CASE).
_MISSING_DOTTED = ("A.Ş.", "Ltd. Şti.", "Şti.", "S.à r.l.", "S.à r.l.-S", "I.K.E.", "Cyf.")
# Family24: Canada's French forms, which cleanco's Canada row lacks (it lists gp, lp, sp only): "Limitée",
# "Ltée", "Incorporée" (Canada Business Corporations Act, s. 10(1); Quebec's Business Corporations Act, s. 17:
# a name ends with one of them or their English twins, Limited, Ltd., Incorporated, Inc.), and Quebec's
# partnerships, "S.E.N.C." (société en nom collectif), "S.E.N.C.R.L." (… à responsabilité limitée) and "S.E.C."
# (société en commandite; Civil Code of Québec, arts. 2188-2189). In any case, as cleanco's: Quebec's register
# writes "ltée" in lower case as often as "Ltée"; none is an English word.
_CANADIAN_FRENCH = ("Limitée", "Ltée", "Incorporée", "S.E.N.C.", "S.E.N.C.R.L.", "S.E.C.")


def _latin(term: str) -> bool:
    """Written in Latin letters, accents allowed ("oü", "spółka z o.o."): not a form of another script
    ("ооо") and not a mis-decoded entry (its control character: "veÅ\x99. obch. spol.")."""
    return all(ord(c) <= 0x24F and unicodedata.category(c) != "Cc" for c in term) and "Å" not in term


@functools.lru_cache(maxsize=1)
def legal_form_regex() -> str:
    """One regex of the legal forms as they are written (no capturing groups, no anchors)."""
    from cleanco import termdata
    from wordfreq import zipf_frequency

    terms = {t.strip() for group in (termdata.terms_by_type, termdata.terms_by_country)
             for ts in group.values() for t in ts}
    spelled: set[tuple[str, ...]] = set()
    for term in terms:
        if not term or not _latin(term) or term in _ENGLISH_ABBREVIATIONS:
            continue  # mis-decoded entries ("veÅ\x99. obch. spol.") and Cyrillic forms of other scripts
        if re.search(r"[./& ]", term):
            spelled.add(any_case_atoms(term))
        elif len(term) <= 3:
            if zipf_frequency(term, "en") >= _FREQUENT:
                continue
            spelled.add(literal_atoms(term.upper()))
            if len(term) == 3:
                spelled.add(literal_atoms(term.capitalize()))
        else:
            spelled.update((literal_atoms(term.capitalize()), literal_atoms(term.upper())))
    # Issue 11, round 10: a short form written with a dot after each letter ("E.I.R.L.", "G.I.E.", "S.A.C."),
    # derived from every undotted form of three to five letters (cleanco lists "eirl" but not "e.i.r.l.").
    spelled.update(literal_atoms(dotted(term)) for term in terms | set(_MISSING)
                   if term.isalpha() and term.isascii() and 3 <= len(term) <= 5)
    spelled.update(literal_atoms(term) for term in _MIXED_CASE + _MISSING)
    spelled.update(any_case_atoms(term) for term in _MISSING_DOTTED + _CANADIAN_FRENCH)
    return trie_regex(spelled)


def dotted(term: str) -> str:
    """A short form with a dot after each letter, in capitals: "eirl" -> "E.I.R.L."."""
    return "".join(f"{c}." for c in term.upper())


# Issue 11, round 10: forms that West Africa's, Central Asia's and France's registers write BEFORE the name:
# "Ets" (établissements, a trading house: "Ets Diallo"), Kazakhstan's TOO (tovarishchestvo s ogranichennoy
# otvetstvennostyu, the Latin spelling of ТОО in registrations; an English word in lower case, so only here),
# France's and the OHADA states' GIE (groupement d'intérêt économique, written first: "GIE Ndiaye"). Other forms
# of three letters are not read before a name: many are ranks, titles or months too ("CPT", "PTE", "CIO", "SEP").
_BEFORE_ONLY = ("Ets", "Ets.", "TOO", "GIE")


@functools.lru_cache(maxsize=1)
def before_name_forms() -> tuple[str, ...]:
    """Legal forms as they may stand before a firm's name ("SARL Dupont", "EIRL Quispe", "G.I.E. Ndiaye"):
    every form of cleanco's table and _MISSING of four or five letters in capitals, of three to five dotted,
    and _BEFORE_ONLY."""
    from cleanco import termdata
    from wordfreq import zipf_frequency

    terms = {t.strip() for group in (termdata.terms_by_type, termdata.terms_by_country)
             for ts in group.values() for t in ts} | set(_MISSING)
    forms: set[str] = set(_BEFORE_ONLY)
    for term in terms:
        if term.isalpha() and term.isascii() and 3 <= len(term) <= 5 and zipf_frequency(term, "en") < _FREQUENT:
            forms.add(dotted(term))
            if len(term) >= 4:
                forms.add(term.upper())
    return tuple(sorted(forms, key=len, reverse=True))
