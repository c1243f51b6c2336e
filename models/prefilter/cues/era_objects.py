"""The things of an era date whoever grew up with them: media formats ("my VHS tapes", "cassettes", "floppy
disks", "dial-up"), devices ("my Walkman", "a pager", "my flip phone"), game consoles and handhelds ("the N64",
"my Game Boy") and the services of the early web ("MySpace", "Napster", "MSN Messenger"). Each becomes what the
thing does today, a word of no era ("videos", "music player", "console", "social media").

Where the words come from, with the year each came out (so that every entry is at least about twenty years old,
and was a mass-market thing of its time, not a collector's one):
- media formats and their players: Wikipedia, "Timeline of audio formats" and "Videotape" (8-track 1965,
  compact cassette 1963 (mass market 1970s), VHS / VCR 1976, LaserDisc 1978, Walkman 1979, Discman 1984, MiniDisc
  1992, floppy disk 1971 (3.5-inch 1982), dial-up internet access: mass market 1990s);
- game consoles of the second to sixth generations: Wikipedia, "Home video game console generations" (Atari 2600
  1977, NES 1983/1985, Sega Master System 1985, Sega Genesis / Mega Drive 1988, Game Boy 1989, SNES 1990,
  PlayStation 1994, Sega Saturn 1994, Nintendo 64 1996, Game Boy Color 1998, Dreamcast 1998, PlayStation 2 2000,
  GameCube 2001, Game Boy Advance 2001); the seventh generation (Wii, PS3, Xbox 360, 2005–06) and later are left
  out: still played and sold;
- phones and organizers: Wikipedia, "Pager" (mass market 1980s–90s), "Flip phone", "Rotary dial", "Palm
  (PDA)" 1996, "BlackBerry" 1999 (the brand, capitalized: "blackberry" is a fruit), "Nokia 3310" 2000;
- toys: Wikipedia, "Tamagotchi" 1996, "Furby" 1998, "Beanie Babies" 1993;
- early web services: Wikipedia, "ICQ" 1996, "Napster" 1999, "MSN Messenger" 1999, "Winamp" 1997, "Kazaa"
  2001, "LimeWire" 2000, "MySpace" 2003, "Encarta" 1993, "Netscape Navigator" 1994; the video rental chain
  "Blockbuster" 1985 (its stores closed by 2014).

Issue 12 r13 adds the fashions and music genres of a decade (FASHION below, sources named there): "the frosted
tips" → "the dyed hair", "more than one power ballad" → "more than one love song"; near misses: "tips",
"frosted glass", "knee pads", "a ballad", "a hair band" (a hair tie: left out).

Near misses kept out: "one-pager" (a hyphen-joined word is not "pager": the lexicon's edges), "blackberry jam"
(only the capitalized brand), a "blockbuster movie" (a hit; "Blockbuster" before a word of films or success is
not the store), "a mega drive to recruit" (only "Mega Drive" as written), "dial up the heat" (only the
hyphenated or closed "dial-up"/"dialup"), "tape" alone (still a thing), today's consoles ("my PS5", "the
Switch"), "floppy ears" ("floppy" alone is no disk), a bicycle's "11-speed cassette" or a "cassette toilet", the on-call
"pager duty" / "on pager this week" of operations work."""

from __future__ import annotations

import re

from ..context import Context
from .lexicon import LexiconRecognizer

# {phrase: what it becomes}; capitalized phrases match as written only (lexicon.py).
MEDIA: dict[str, str] = {
    "VHS": "video", "VHS tape": "video", "VHS tapes": "videos", "VHS cassettes": "videos", "VCR": "video player",
    "VCRs": "video players", "videocassette": "video", "videocassettes": "videos", "video cassette": "video",
    "video cassettes": "videos", "cassette": "recording", "cassettes": "recordings", "cassette tape": "recording",
    "cassette tapes": "recordings", "cassette player": "music player", "8-track": "recording",
    "8-tracks": "recordings", "eight-track": "recording", "LaserDisc": "disc", "laserdisc": "disc",
    "walkman": "music player", "walkmans": "music players", "discman": "music player", "discmans": "music players",
    "MiniDisc": "disc", "minidisc": "disc", "MiniDisc player": "music player", "minidisc player": "music player",
    "floppy disk": "disk", "floppy disks": "disks", "floppy disc": "disk", "floppy discs": "disks",
    "floppies": "disks", "dial-up": "slow internet", "dialup": "slow internet",
    "dial-up internet": "slow internet", "dial-up modem": "modem", "dial-up connection": "connection",
}
CONSOLES: dict[str, str] = {
    "Atari": "console", "Atari 2600": "console", "NES": "console", "SNES": "console", "Super Nintendo": "console",
    "super nintendo": "console", "N64": "console", "Nintendo 64": "console", "Sega Genesis": "console",
    "Mega Drive": "console", "Sega Mega Drive": "console", "Sega Master System": "console",
    "Sega Saturn": "console", "Dreamcast": "console", "dreamcast": "console", "GameCube": "console",
    "gamecube": "console", "PS1": "console", "PS2": "console", "PlayStation 1": "console",
    "PlayStation 2": "console", "game boy": "handheld", "gameboy": "handheld", "game boy color": "handheld",
    "game boy advance": "handheld", "GBA": "handheld",
}
DEVICES: dict[str, str] = {
    "pager": "phone", "pagers": "phones", "beeper": "phone", "beepers": "phones", "flip phone": "basic phone",
    "flip phones": "basic phones", "flip-phone": "basic phone", "rotary phone": "phone", "rotary phones": "phones",
    "Nokia 3310": "phone", "BlackBerry": "phone", "BlackBerrys": "phones", "Palm Pilot": "organizer",
    "palm pilot": "organizer", "tamagotchi": "virtual pet", "tamagotchis": "virtual pets", "furby": "toy",
    "furbies": "toys", "beanie babies": "stuffed toys",
}
EARLY_WEB: dict[str, str] = {
    "myspace": "social media", "napster": "file sharing", "limewire": "file sharing", "kazaa": "file sharing",
    "winamp": "music player", "MSN Messenger": "messenger", "msn messenger": "messenger", "ICQ": "messenger",
    "encarta": "the encyclopedia", "Netscape": "the browser", "Blockbuster": "the rental store",
    "burning CDs": "making playlists", "burned CDs": "made playlists", "burnt CDs": "made playlists",
    "burn CDs": "make playlists",
}
# issue 12 r13 (cues13): the fashions and music genres of a decade, from Wikipedia's "1970s in fashion", "1980s in
# fashion", "1990s in fashion" and "2000s in fashion" (hairstyles and clothes those articles name as the decade's
# and that did not come back as everyday wear) and "Power ballad" (1980s). Each becomes the plain kind of thing.
# Left out: things that came back or never left (scrunchies, bucket hats, crop tops, flares, perms, mom jeans),
# and words with an everyday sense ("tips", "pads", "warmers", "ballad"; "mullet" is also a fish, "hair band" a hair
# tie, "the Rachel" a person).
FASHION: dict[str, str] = {
    "frosted tips": "dyed hair", "shoulder pads": "padded jackets", "leg warmers": "thick socks",
    "legwarmers": "thick socks", "parachute pants": "baggy pants", "slap bracelets": "bracelets",
    "slap bracelet": "bracelet", "jelly shoes": "sandals", "teased hair": "styled hair", "jheri curl": "curls",
    "jheri curls": "curls", "rachel haircut": "haircut", "zubaz": "baggy pants", "hypercolor": "colorful shirts", "power ballad": "love song",
    "power ballads": "love songs", "hair metal": "rock music",
    "disco era": "dance era", "leisure suit": "suit", "leisure suits": "suits", "trucker hats": "caps",
    "trucker hat": "cap", "juicy tracksuit": "tracksuit", "juicy tracksuits": "tracksuits",
}
ERA_OBJECTS: dict[str, str] = {**MEDIA, **CONSOLES, **DEVICES, **EARLY_WEB, **FASHION}

# "a Blockbuster movie", "Blockbuster hit": the word of success, not the rental chain.
_BLOCKBUSTER_HIT = re.compile(r"^\s*(?:movies?|films?|hits?|seasons?|releases?|franchises?|summer|success|budget)\b",
                              re.IGNORECASE)


class EraObjectRecognizer(LexiconRecognizer):
    family = "era_object"
    category = "age"
    reason = "Things of an era (a media format, a console, an old device) hint at your age."
    TERMS = ERA_OBJECTS

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        word = match.group().lower()
        if match.group() == "Blockbuster":
            return not _BLOCKBUSTER_HIT.match(ctx.after(match.end(), 20))
        if word.startswith("cassette"):  # a bicycle's gear cluster, a caravan's toilet
            return not (_CASSETTE_OTHER_BEFORE.search(ctx.before(match.start(), 30))
                        or _CASSETTE_OTHER_AFTER.match(ctx.after(match.end(), 20)))
        if word in ("pager", "pagers"):  # the on-call pager of today's operations work
            return not (_ON_CALL_BEFORE.search(ctx.before(match.start(), 20))
                        or _ON_CALL_AFTER.match(ctx.after(match.end(), 20)))
        return True


_CASSETTE_OTHER_BEFORE = re.compile(r"(?:\b(?:bike|bike['’]s|rear|speed|gear|chain|new|worn)|\d+-speed|\d+t)\s+$",
                                    re.IGNORECASE)
_CASSETTE_OTHER_AFTER = re.compile(r"^\s+(?:toilet|lockring|tool|body|hub|sprockets?|and chain|cogs?)\b",
                                   re.IGNORECASE)
_ON_CALL_BEFORE = re.compile(r"\b(?:on|carry|carrying|carried|the on-call)\s+(?:the\s+)?$", re.IGNORECASE)
_ON_CALL_AFTER = re.compile(r"^\s*(?:duty|rotation|alerts?|fatigue|schedule|week|shift)\b", re.IGNORECASE)
