"""The trade-union bench set (session 22, branch special3): written before the detector (cues/trade_union.py)
existed and run once before any tuning on it. Each sentence states a person's trade-union membership or role
("trade_union") or is a near miss (None): a word of the vocabularies ("union", "strike", "rep", "steward", a union's
acronym) that says nothing of anyone's membership. None is a phrasing the rules or their tests were written from."""

from __future__ import annotations

# (sentence, category stated or None)
SENTENCES: tuple[tuple[str, str | None], ...] = (
    # ---- membership or a union role, of the author or of someone they mention
    ("I've been a union member for twelve years now.", "trade_union"),
    ("My union rep came with me to the disciplinary meeting.", "trade_union"),
    ("I'm the shop steward for our depot, so people come to me first.", "trade_union"),
    ("I joined UNISON when I started at the hospital.", "trade_union"),
    ("My husband's in the RMT and they're out again on Monday.", "trade_union"),
    ("We voted to strike with the NEU last term.", "trade_union"),
    ("As a Teamster I get decent health coverage.", "trade_union"),
    ("My mum was a member of the CWU for thirty years.", "trade_union"),
    ("I'm in the union at work but I've never been to a meeting.", "trade_union"),
    ("Our local is negotiating a new contract this month.", "trade_union"),
    ("My dad was a union organizer in the seventies.", "trade_union"),
    ("I pay my union dues out of every paycheck.", "trade_union"),
    ("I've been on the picket line since six this morning.", "trade_union"),
    ("My sister is an SEIU member at the nursing home.", "trade_union"),
    ("I signed up with Unite after the redundancies were announced.", "trade_union"),
    ("I'm a member of IG Metall, like most people on the line.", "trade_union"),
    ("My wife is the branch secretary of her union.", "trade_union"),
    ("We're unionized, so overtime is paid at time and a half.", "trade_union"),
    ("I'm a card-carrying member of the Teamsters.", "trade_union"),
    ("My union got me a lawyer when I was injured at work.", "trade_union"),
    # ---- near misses: the same words, nobody's membership
    ("The European Union changed the rules on roaming charges.", None),
    ("Meet me at Union Station at noon.", None),
    ("He had a Union Jack painted on his guitar.", None),
    ("I moved my savings to a credit union.", None),
    ("The union of two sets contains every element of both.", None),
    ("They had a civil union before gay marriage was legal.", None),
    ("I bowled a strike in the last frame.", None),
    ("The choir sang in unison.", None),
    ("Unite the Kingdom was trending again.", None),
    ("The article said unions are losing members nationwide.", None),
    ("Lightning can strike the same place twice.", None),
    ("My sales rep sent the quote this morning.", None),
    ("I ate at the Union Square café.", None),
    ("The State of the Union address ran long.", None),
    ("I watched a documentary about the miners' strike.", None),
    ("We stayed at a hotel near the students' union.", None),
    ("The teams' union in the final was a perfect match.", None),
    ("My gym membership runs out in May.", None),
    ("He's a steward on a cruise ship.", None),
    ("Soviet Union history is my favourite module.", None),
)

# The fresh set: written after the detector's first run on SENTENCES (before any tuning on it), run once.
FRESH: tuple[tuple[str, str | None], ...] = (
    ("I'm a GMB member and proud of it.", "trade_union"),
    ("Dad's been in the Steelworkers since he was eighteen.", "trade_union"),
    ("I became our workplace rep last year after nobody else would.", "trade_union"),
    ("My union is balloting for industrial action next week.", "trade_union"),
    ("She's a lifelong trade unionist.", "trade_union"),
    ("I'm on the union's negotiating committee.", "trade_union"),
    ("We all walked out with the UAW in October.", "trade_union"),
    ("I've been striking with my colleagues since Monday.", "trade_union"),
    ("My brother works at the port and he's ILWU.", "trade_union"),
    ("I'm a Unison steward at the council.", "trade_union"),
    ("My partner joined the nurses' union last month.", "trade_union"),
    ("Our branch of the PCS meets on Thursdays and I chair it.", "trade_union"),
    # near misses
    ("The Unite spokesperson said talks had broken down.", None),
    ("He played rugby union at school.", None),
    ("The strike zone is smaller this season.", None),
    ("We sang the last chorus in unison.", None),
    ("My bank is a credit union, not a big lender.", None),
    ("Their union was blessed by the local priest.", None),
    ("The union between the two companies fell through.", None),
    ("Strike while the iron is hot.", None),
    ("I'm a member of the community garden.", None),
    ("The NEA grant funded our theatre.", None),
)

# The third set (session 23, branch special4): written before any change of that branch, run once on its branch
# point before tuning. Unions not on special3's hand list (so a licensed register can be measured), strikes of the
# author or of someone they name, and "on strike" said of services, games and jokes, which are no one's membership.
THIRD: tuple[tuple[str, str | None], ...] = (
    ("I'm a member of the Royal College of Midwives.", "trade_union"),
    ("My brother joined the Prison Officers' Association last year.", "trade_union"),
    ("I'm in the Society of Radiographers, for the insurance mostly.", "trade_union"),
    ("My mum's been in the INMO since she qualified.", "trade_union"),
    ("I joined the United Road Transport Union when I got my HGV licence.", "trade_union"),
    ("My uncle was a member of the International Union of Operating Engineers.", "trade_union"),
    ("I'm a member of the Educational Institute of Scotland.", "trade_union"),
    ("My wife joined the Public Service Alliance of Canada when she got hired.", "trade_union"),
    ("I signed up with the Bakers, Food and Allied Workers' Union at the factory.", "trade_union"),
    ("My dad belonged to the National Association of Letter Carriers.", "trade_union"),
    ("I'm on strike today with the rest of the nurses.", "trade_union"),
    ("My husband is on strike at the car plant this week.", "trade_union"),
    ("We've been on strike for three weeks and the strike fund is running low.", "trade_union"),
    ("My sister's out on the picket line at the hospital.", "trade_union"),
    # near misses
    ("The workers are on strike, so the factory is closed.", None),
    ("The buses are on strike so I walked to work.", None),
    ("I got a bowling strike on my last frame.", None),
    ("My appointment was cancelled because the nurses are on strike.", None),
    ("We couldn't fly home because the air traffic controllers were on strike.", None),
    ("I'm on strike from cooking until someone says thank you.", None),
    ("My kids are home because the teachers are on strike again.", None),
    ("He went on hunger strike in prison.", None),
    ("I was late because the trains were on strike.", None),
    ("I'm a member of the Royal Society of Chemistry's book club.", None),
    ("She joined the Prospect Park running club.", None),
    ("I think the drivers on strike have a point.", None),
)

# The fourth set (special4): written with the third, before any change, and kept unrun until the branch's last
# change (then run on the branch point and on the branch): the held-out measure of what the third set's tuning did.
FOURTH: tuple[tuple[str, str | None], ...] = (
    ("My dad was in the Amalgamated Engineering Union for forty years.", "trade_union"),
    ("I joined the Chartered Society of Physiotherapy as a student.", "trade_union"),
    ("My girlfriend is a member of the Irish National Teachers' Organisation.", "trade_union"),
    ("I've been a member of the Transport Salaried Staffs' Association since 2009.", "trade_union"),
    ("My grandad belonged to the Brotherhood of Locomotive Engineers.", "trade_union"),
    ("I'm in the Australian Education Union like every teacher here.", "trade_union"),
    ("My cousin joined the Canadian Union of Postal Workers.", "trade_union"),
    ("I'm a member of the Hospital Consultants and Specialists Association.", "trade_union"),
    ("We went on strike last spring over the pension cuts.", "trade_union"),
    ("My brother-in-law has been on strike at the refinery since March.", "trade_union"),
    ("I'm on strike tomorrow, so no school run for me.", "trade_union"),
    # near misses
    ("I'm a member of the National Trust, mostly for the car parks.", None),
    ("My mum joined the Women's Institute after she retired.", None),
    ("He's a member of the American Medical Association's ethics panel? No idea.", None),
    ("I joined the Automobile Association for the breakdown cover.", None),
    ("The postal workers are on strike, so the parcel is stuck.", None),
    ("My dad loves the three strikes rule in baseball.", None),
    ("We watched the nurses on strike on the news.", None),
    ("I'm on strike from housework this weekend.", None),
    ("I joined the Royal Society for the Protection of Birds last year.", None),
    ("The strike on the railways means I'm working from home.", None),
)
