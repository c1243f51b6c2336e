"""Sport as a place marker: a national league or its big game ("the NFL every Sunday", "can't wait for the
IPL", "State of Origin"), and a sport said to be big where the author lives ("rugby is a religion here",
"cricket is huge where I live"). Leagues are followed where they play; a sport's standing "here" narrows the
country down. The span becomes the same thing without its country ("the league", "the big game", "sport").

Where the words come from: the top men's and women's professional leagues and national finals of the
sports with a professional league in several countries, as Wikipedia's "List of professional sports
leagues" names them (league names and their common abbreviations), and the sports of the Olympic and
Commonwealth Games programmes plus the national codes of football (Aussie rules, Gaelic, Canadian and
American football) — written down by hand.

Near misses kept out: a sport with no home in the sentence ("I watched some cricket on holiday"),
international competitions that place nobody ("the World Cup", "the Olympics", "the Champions League"),
and league abbreviations in lower case ("mls", "psl": capitals only, as the lexicon matches names)."""

from __future__ import annotations

import re

from .lexicon import LexiconRecognizer

LEAGUES: dict[str, str] = {
    # North America
    "NFL": "the league", "the NFL": "the league", "NBA": "the league", "the NBA": "the league",
    "WNBA": "the league", "the WNBA": "the league", "NHL": "the league", "the NHL": "the league",
    "MLB": "the league", "MLS": "the league", "CFL": "the league", "the CFL": "the league",
    "NCAA": "college sports", "the NCAA": "college sports", "March Madness": "the tournament",
    "Super Bowl": "big game", "the Super Bowl": "the big game", "World Series": "the finals",
    "the World Series": "the finals", "Stanley Cup": "the cup", "the Stanley Cup": "the cup",
    "Grey Cup": "the cup", "the Grey Cup": "the cup", "Liga MX": "the league",
    # Europe
    "Premier League": "the league", "the Premier League": "the league", "EPL": "the league",
    "the Championship": "the league", "La Liga": "the league", "Bundesliga": "the league",
    "the Bundesliga": "the league", "Serie A": "the league", "Ligue 1": "the league", "Eredivisie": "the league",
    "the Eredivisie": "the league", "Allsvenskan": "the league", "Eliteserien": "the league",
    "Primeira Liga": "the league", "Scottish Premiership": "the league", "the SPL": "the league",
    "Six Nations": "the tournament", "the Six Nations": "the tournament", "the Ashes": "the series",
    "All-Ireland": "the final", "the All-Ireland": "the final", "FA Cup": "the cup", "the FA Cup": "the cup",
    "County Championship": "the league", "Tour de France": "the race", "the Tour de France": "the race",
    # Asia, Africa, Oceania, South America
    "IPL": "the league", "the IPL": "the league", "PSL": "the league", "the PSL": "the league",
    "BBL": "the league", "the BBL": "the league", "Big Bash": "the league", "the Big Bash": "the league",
    "J-League": "the league", "J League": "the league", "K League": "the league", "A-League": "the league",
    "the A-League": "the league", "AFL": "the league", "the AFL": "the league", "NRL": "the league",
    "the NRL": "the league", "State of Origin": "the big series", "Super Rugby": "the league",
    "Currie Cup": "the cup", "the Currie Cup": "the cup", "Brasileirão": "the league", "Copa Libertadores": "the cup",
    "the Copa Libertadores": "the cup", "Superclásico": "the derby", "the Superclásico": "the derby",
    "Melbourne Cup": "the race", "the Melbourne Cup": "the race", "Grand Final": "final",
    "the Grand Final": "the final", "Pro Kabaddi": "the league",
}
# A name written without its article keeps the article it stands after: "The Premier League" → "The league".
LEAGUES = {k: v[4:] if v.startswith("the ") and not k.lower().startswith("the ") else v for k, v in LEAGUES.items()}
SPORTS: dict[str, str] = {
    "rugby": "sport", "rugby league": "sport", "rugby union": "sport", "cricket": "sport", "hurling": "sport",
    "camogie": "sport", "gaelic football": "football", "gaelic games": "sport", "aussie rules": "football",
    "australian rules": "football", "netball": "sport", "curling": "sport", "ice hockey": "sport",
    "hockey": "sport", "baseball": "sport", "american football": "football", "lacrosse": "sport",
    "bandy": "sport", "sumo": "sport", "kabaddi": "sport", "sepak takraw": "sport", "pelota": "sport",
    "bullfighting": "sport", "handball": "sport", "floorball": "sport", "cross-country skiing": "skiing",
    "biathlon": "sport", "ski jumping": "sport", "softball": "sport", "korfball": "sport", "shinty": "sport",
    "padel": "sport", "basque pelota": "sport", "capoeira": "sport", "sambo": "sport", "muay thai": "sport",
}
_HOME = re.compile(
    r"\b(?:here(?! and there)|where i live|where i'm from|where i’m from|where i grew up|back home|round these parts|"
    r"in my (?:city|town|country|area|region|part of the world|village|hometown)|this part of the world|"
    r"our (?:national|local|city|town|country|team|club|boys|lads)|national (?:sport|pastime|obsession|religion))\b",
    re.IGNORECASE)


class LeagueRecognizer(LexiconRecognizer):
    family = "league"
    category = "city_country"
    reason = "A national league or its big game hints at where you live."
    score = 0.6  # over the culture list's "super rugby" → "rugby", which keeps the sport's country
    TERMS = LEAGUES


class HomeSportRecognizer(LexiconRecognizer):
    family = "home_sport"
    category = "city_country"
    reason = "A sport said to be big where you live hints at the country."
    TERMS = SPORTS
    SENTENCE_SAYS = _HOME
