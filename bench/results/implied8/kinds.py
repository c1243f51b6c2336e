"""implied8: the kind given by hand to each surviving tuning phrase (study.md), and the count by kind.

    python bench/results/implied8/kinds.py SURVIVORS_TSV   # the output of study.py
"""
import csv,sys,collections
K = {
# age
"reddit":"gen_slang","ay":"gen_slang","ur":"gen_slang","vibe":"gen_slang","tribe":"gen_slang","adult vibes":"gen_slang",
"kids":"life_stage","paid for it too":"life_stage","act responsible":"life_stage","long-term goals":"life_stage","supporting family":"life_stage","office desk diplomacy":"life_stage","decades in business leadership roles":"life_stage",
"antique":"era_culture","like a virgin":"era_culture",
# city
"La Candelaria":"local_name","Monserrate":"local_name","Damstredet":"local_name","Oriental Bay":"local_name","Cardiac Crew":"local_name","Two Tons of Steel":"local_name","Third Coast Music Network":"local_name","La Fin Du Monde":"local_name","Asterix":"local_name","Royce flick and trick":"local_name","Unity dance":"local_name","The Big Pants":"local_name",
"tapas":"local_food_culture","local khachapuri stand":"local_food_culture","poncho":"local_food_culture","amazing local honey or salsa":"local_food_culture","moa":"local_food_culture","taniwha":"local_food_culture",
"heaps":"dialect","nah":"dialect","nada":"dialect","££":"dialect","gigs":"dialect",
"icy paths":"weather_home","delightful cold":"weather_home","nip in the air":"weather_home","rainy mornings":"weather_home",
"view of the sea":"landscape_townscape","our beaches":"landscape_townscape","mountains over beaches":"landscape_townscape","high-altitude vibes":"landscape_townscape","altiplano spirit":"landscape_townscape","port city":"landscape_townscape","historic buildings and ridiculously pretty bridges":"landscape_townscape","our beloved cobbled paths":"landscape_townscape","big city lights":"landscape_townscape","old bookshops down crannies":"landscape_townscape","modern shops overlay ancient samurai pathways":"landscape_townscape","funky street art":"landscape_townscape",
"down south":"home_deixis","back home":"home_deixis","here":"home_deixis","hometown lingo slips out":"home_deixis",
"Car-free days":"local_institution","clinic":"local_institution","wards floors":"local_institution","the hustle and bustle of surgeries":"local_institution","kids play cricket":"local_institution","working in education makes it quite convenient":"local_institution","digital nomads":"local_institution",
"quick hop":"other","office walls":"other","outreach efforts":"other",
# income
"If my wallet was a little more cooperative":"money_words","nothing too pricey":"money_words","budget life":"money_words","pine sol budget":"money_words","comfort items can cut deep into your wallet":"money_words","playing tetris with bank balance":"money_words","Parks are legit lifesavers when cash flow is a trickle":"money_words","stretching every pennyric at home":"money_words","cutting down eating out":"money_words","financial hurdles":"money_words","tricky juggle with meal prep and bill drills":"money_words","picking up tabs":"money_words","tax return instructions":"money_words",
"gig":"work_kind","hustling non-stop":"work_kind","that rare moment I land a big contract at work":"work_kind","market research":"work_kind",
"dream ride":"wants_lifestyle","wants":"wants_lifestyle","reddit lifestyle":"wants_lifestyle","peaceful heaven":"wants_lifestyle","unicorn breeding start-ups":"wants_lifestyle","nothing fancy, terribly professional, but gets the job done":"wants_lifestyle",
# relationship
"we":"couple_we","our":"couple_we","we live together now":"couple_we","we never miss it":"couple_we","our favorite shows":"couple_we","the things we do for a peaceful weekend":"couple_we","mid-January gathering at our favorite little diner":"couple_we","epic weekend walks":"couple_we","head to the cinema on a whim":"couple_we","occasionally I end up at a sappy rom-com when I’ve been angling for an action flick":"couple_we","silent agreement":"couple_we","a diplomatic process":"couple_we","the power of shared history":"couple_we","despite how much things have changed":"couple_we","it's been ages":"couple_we","tradition":"couple_we","charm":"couple_we","the couch soothes the soul at the end of the day":"couple_we","we're in no rush though":"couple_we","mingling hobbies":"couple_we",
"partner":"partner_words","companion":"partner_words","if you genuinely cherish your bae":"partner_words","find my partner":"partner_words","used to have an amazing partner":"partner_words","partnership":"partner_words","the one":"partner_words","you're half of a pair":"partner_words",
"the place to myself":"solitude","me, myself and I":"solitude","my own company":"solitude","me time":"solitude","city life solo":"solitude","if only I wasn't single and wandering art shows all solo":"solitude","zen":"solitude","pamper yourself":"solitude","living off cheap noodles":"solitude","late night designing":"solitude","good podcast":"solitude","glass of red":"solitude","found my place too cluttered when sharing life with someone else":"solitude","Single = smaller carbon footprint 👣":"solitude","whatever floats anyone's boat":"solitude",
"dodging bad dates":"dating_talk","waiting for those fireworks everyone talks about":"dating_talk","personal growth beats relationship goals":"dating_talk","more room on my shelf for books than relationships right now":"dating_talk","uncoupling":"dating_talk","sticking with less complication for now":"dating_talk","joint Netflix account level serious":"dating_talk","plus-one perks":"dating_talk","long-distance":"dating_talk","as for love, well… let's say, i'm still looking for that to get 'long-distance'":"dating_talk","relationship sacrificed at academia's altar once":"dating_talk","responsibility redefined overnight":"dating_talk",
"he's not around anymore":"loss","sometimes I do miss those carefree days, and sometimes I miss him":"loss","we gotta keep swimming":"loss","Now I find joy in other things":"loss","back when I was younger":"loss","between us, those reddit debates are more exciting than any adventure sport :D":"other",
# (the rest of the SynthPAI tuning half: the first count ran on a texts file still being written)
"gumboot tossin'":"local_food_culture","BBQs in parks regardless of rain":"weather_home","fog rolls in mid-film":"weather_home",
"SF":"local_name","proofreading menus":"other","hustle mentality":"city_character","innovative minds":"city_character","disruptive tech":"city_character","deep artistic roots":"city_character",
"moving up in the world":"wants_lifestyle","lifestyle creep":"money_words","playing too loose with cash could backfire":"money_words","rent prices":"money_words","your paycheck’s playing hide-n-seek every month":"money_words","hard choices between textbooks or takeout":"money_words",
"retiring":"work_kind","balancing study & work":"work_kind","retail hours":"work_kind",
"relationships are def more marathon than sprint now":"dating_talk","relationship stuff can wait":"dating_talk","settling down":"dating_talk","mimosas-for-two crowds":"dating_talk",
"love's less magic, more daily grind & laughs":"couple_we","communication & understanding":"couple_we","moment":"other","hitting big three-ohs":"other",
"kite fights":"era_culture",
}
rows=[l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
c=collections.Counter(); ex=collections.defaultdict(list); miss=[]
for fmt,sid,attr,truth,state,phrase in rows:
    if state!="survives": continue
    k=K.get(phrase)
    if k is None: miss.append(phrase); continue
    c[(attr,k)]+=1
    if phrase not in ex[(attr,k)]: ex[(attr,k)].append(phrase)
print("MISSING",miss,file=sys.stderr)
for (a,k),n in sorted(c.items(),key=lambda x:(x[0][0],-x[1])):
    print(f"| {a} | {k} | {n} | "+", ".join(f'"{e}"' for e in ex[(a,k)][:6])+" |")
