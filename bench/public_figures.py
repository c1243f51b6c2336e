"""Sentences that name public figures in passing, written for this project (not taken from any data set).

Each entry is (sentence, the public figure's name as written). A finding of category "name" that overlaps
the name at the default threshold (validity high or medium) is a false flag: the person is public and the
sentence says nothing private about them. The set mixes sentences with a cue of fame (a title, a work,
"a fan of") and sentences without any, as people write them.

PUBLIC_FIGURES is the tuning set: the detector's public-figure rules were set while looking at it.
PUBLIC_FIGURES_HELDOUT was written afterwards, before the next change to the detector and committed on its
own (branch h11b), with other people and other sentence shapes (questions, comparisons, a name as a
modifier, two figures in one sentence, nicknames and single surnames, figures outside English-speaking
countries); it is scored, never tuned on."""

from __future__ import annotations

PUBLIC_FIGURES: tuple[tuple[str, str], ...] = (
    ("President Obama gave a great speech about healthcare back then.", "Obama"),
    ("I think Prime Minister Trudeau handled the trucker protests badly.", "Trudeau"),
    ("Chancellor Merkel was in office for sixteen years.", "Merkel"),
    ("We watched a documentary about Queen Elizabeth last night.", "Elizabeth"),
    ("The actor Tom Hanks was amazing in Cast Away.", "Tom Hanks"),
    ("Singer Adele cancelled her Vegas residency again.", "Adele"),
    ("I've been listening to Taylor Swift on repeat all week.", "Taylor Swift"),
    ("My daughter is a huge fan of Billie Eilish.", "Billie Eilish"),
    ("Have you read the new novel by Sally Rooney?", "Sally Rooney"),
    ("That quote from Albert Einstein about insanity is fake, btw.", "Albert Einstein"),
    ("Elon Musk tweeted something weird again.", "Elon Musk"),
    ("Messi's new contract is insane.", "Messi"),
    ("Obama's administration passed the ACA.", "Obama"),
    ("The film starring Meryl Streep was nominated for an Oscar.", "Meryl Streep"),
    ("Beyoncé's new album dropped at midnight.", "Beyoncé"),
    ("CEO Tim Cook announced the new iPhone yesterday.", "Tim Cook"),
    ("I grew up watching Steve Irwin on TV.", "Steve Irwin"),
    ("According to Neil deGrasse Tyson, Pluto is not a planet.", "Neil deGrasse Tyson"),
    ("Coach Pep Guardiola changed how City plays.", "Pep Guardiola"),
    ("Serena Williams, the tennis player, retired in 2022.", "Serena Williams"),
    ("A painting by Frida Kahlo sold for millions.", "Frida Kahlo"),
    ("The pope Francis visited Canada last summer.", "Francis"),
    ("Inspired by Marie Curie, I studied chemistry.", "Marie Curie"),
    ("I voted for Bernie Sanders in the primary.", "Bernie Sanders"),
    ("Stephen King's books scared me as a kid.", "Stephen King"),
    ("Rapper Kendrick Lamar won the Pulitzer.", "Kendrick Lamar"),
    ("The Beatles and John Lennon changed music forever.", "John Lennon"),
    ("Honestly Shakespeare is overrated in schools.", "Shakespeare"),
    ("Gordon Ramsay would hate my cooking lol.", "Gordon Ramsay"),
    ("Joe Biden signed the bill on Tuesday.", "Joe Biden"),
    ("Donald Trump held another rally in Ohio.", "Donald Trump"),
    ("Keanu Reeves seems like a genuinely nice guy.", "Keanu Reeves"),
    ("Lionel Messi scored twice in the final.", "Lionel Messi"),
    ("Greta Thunberg spoke at the climate summit.", "Greta Thunberg"),
    ("I watched Oprah interview Prince Harry.", "Oprah"),
    ("The author J.K. Rowling sparked controversy again.", "J.K. Rowling"),
    ("Mark Zuckerberg renamed Facebook to Meta.", "Mark Zuckerberg"),
    ("Jeff Bezos stepped down as CEO of Amazon.", "Jeff Bezos"),
    ("Freddie Mercury had an incredible voice.", "Freddie Mercury"),
    ("I'm reading a biography of Abraham Lincoln.", "Abraham Lincoln"),
    ("Kanye West said something dumb in an interview.", "Kanye West"),
    ("The late Stephen Hawking wrote A Brief History of Time.", "Stephen Hawking"),
    ("Rihanna's makeup line is actually good.", "Rihanna"),
    ("Cristiano Ronaldo moved to Saudi Arabia.", "Cristiano Ronaldo"),
    ("We saw a play by Arthur Miller at school.", "Arthur Miller"),
    ("Novelist Haruki Murakami is my comfort read.", "Haruki Murakami"),
    ("Bill Gates funds a lot of malaria research.", "Bill Gates"),
    ("Emmanuel Macron raised the pension age.", "Emmanuel Macron"),
    ("Dolly Parton paid for vaccine research.", "Dolly Parton"),
    ("My dad still quotes Winston Churchill at dinner.", "Winston Churchill"),
)

PUBLIC_FIGURES_HELDOUT: tuple[tuple[str, str], ...] = (
    ("Is it just me or does Morgan Freeman narrate every documentary now?", "Morgan Freeman"),
    ("My boss honestly thinks he is the next Steve Jobs.", "Steve Jobs"),
    ("We argued for an hour about whether LeBron James is better than Jordan.", "LeBron James"),
    ("Saw a huge mural of Nelson Mandela when we were in Cape Town.", "Nelson Mandela"),
    ("Honestly, Orwell saw all of this coming.", "Orwell"),
    ("Dinner turned into another argument about Putin.", "Putin"),
    ("Ed Sheeran's cover was better than the original, fight me.", "Ed Sheeran"),
    ("Like Tolkien said, not all who wander are lost.", "Tolkien"),
    ("Someone came dressed as Lady Gaga to the office party.", "Lady Gaga"),
    ("The kids did a school project on Simone Biles.", "Simone Biles"),
    ("Whatever you think of Boris Johnson, that bus slogan was a lie.", "Boris Johnson"),
    ("Tarantino movies are too violent for me.", "Tarantino"),
    ("I named my cat after Nikola Tesla.", "Nikola Tesla"),
    ("Does anyone else fall asleep to David Attenborough?", "David Attenborough"),
    ("Rishi Sunak visited the flood area on Monday.", "Rishi Sunak"),
    ("Kamala Harris was on the late show again.", "Kamala Harris"),
    ("There is a new exhibition of Picasso sketches downtown.", "Picasso"),
    ("We played Beethoven at the wedding instead of the usual stuff.", "Beethoven"),
    ("Lewis Hamilton crashed out on the first lap, unbelievable.", "Lewis Hamilton"),
    ("Rafael Nadal retired and I actually cried.", "Rafael Nadal"),
    ("How is Warren Buffett still investing at his age?", "Warren Buffett"),
    ("Apparently Sam Altman got fired and rehired in one week.", "Sam Altman"),
    ("My grandpa saw Elvis Presley live once, or so he claims.", "Elvis Presley"),
    ("Michael Jackson's moonwalk still looks impossible.", "Michael Jackson"),
    ("Our teacher made us read Jane Austen all term.", "Jane Austen"),
    ("Agatha Christie is the only author my mom reads.", "Agatha Christie"),
    ("He quotes Karl Marx at every family dinner.", "Karl Marx"),
    ("The new Christopher Nolan film is three hours long.", "Christopher Nolan"),
    ("Leonardo DiCaprio finally won after all those years.", "Leonardo DiCaprio"),
    ("Scarlett Johansson sued the studio over the streaming release.", "Scarlett Johansson"),
    ("Denzel Washington carries that whole movie.", "Denzel Washington"),
    ("I've seen every Steven Spielberg movie at least twice.", "Steven Spielberg"),
    ("Usain Bolt ran that in under ten seconds without even trying.", "Usain Bolt"),
    ("Tiger Woods is playing in the Masters again?", "Tiger Woods"),
    ("Roger Federer's backhand was pure art.", "Roger Federer"),
    ("Charles Darwin never actually said survival of the fittest first.", "Charles Darwin"),
    ("Even Isaac Newton lost money in a stock bubble.", "Isaac Newton"),
    ("Freud would have a field day with my dreams.", "Freud"),
    ("Napoleon wasn't even that short.", "Napoleon"),
    ("Gandhi walked all the way to the sea for salt.", "Gandhi"),
    ("Joe Rogan had some doctor on for four hours.", "Joe Rogan"),
    ("Noam Chomsky is still writing books in his nineties.", "Noam Chomsky"),
    ("Kim Kardashian launched yet another brand.", "Kim Kardashian"),
    ("Paul McCartney still tours, which is wild.", "Paul McCartney"),
    ("Bob Dylan never showed up to collect the Nobel.", "Bob Dylan"),
    ("Mick Jagger has more energy than I do.", "Mick Jagger"),
    ("Narendra Modi opened the new stadium.", "Narendra Modi"),
    ("Xi Jinping met the delegation in Beijing.", "Xi Jinping"),
    ("Hillary Clinton won the popular vote that year.", "Hillary Clinton"),
    ("Justin Bieber and his wife are expecting, apparently.", "Justin Bieber"),
)


# The other side: private people in sentences with no cue at all (no I / we / you, no title, no role word),
# the hardest case for a name that the data calls well known. Shapes written for this project; names from
# Faker's person providers of eight locales (its weighted US/UK lists give common names their real share).
PRIVATE_SHAPES = (
    "{name} runs the farm down the road.",
    "{name} was late to the meeting again.",
    "{name} moved into the flat upstairs.",
    "The parcel was signed for by {name}.",
    "The committee minutes were taken by {name}.",
)
PRIVATE_LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "pl_PL", "es_ES", "it_IT", "nl_NL")


def private_people(count: int = 200, seed: int = 3) -> tuple[tuple[str, str], ...]:
    """`count` (sentence, full name) pairs about private people, the same for a given seed."""
    from faker import Faker

    fake = Faker(list(PRIVATE_LOCALES))
    fake.seed_instance(seed)
    out = []
    for i in range(count):
        name = f"{fake.first_name()} {fake.last_name()}"
        out.append((PRIVATE_SHAPES[i % len(PRIVATE_SHAPES)].format(name=name), name))
    return tuple(out)


# A third pair of sets, written on 2026-11-26 before any change for the held-out gaps of issue 11 (the
# held-out set above had been studied by then). Never tuned on. Other people again, in other registers:
# lowercase chat, reviews, headlines, lists, a figure as a comparison or a costume, figures from Africa,
# Asia and Latin America, historical and living ones.
PUBLIC_FIGURES_UNSEEN: tuple[tuple[str, str], ...] = (
    ("lol my dad sounds exactly like Arnold Schwarzenegger when he's angry", "Arnold Schwarzenegger"),
    ("Anyone else think Dwayne Johnson is in too many movies?", "Dwayne Johnson"),
    ("Olaf Scholz announced new aid for farmers.", "Olaf Scholz"),
    ("The biography of Martin Luther King was on the reading list.", "Martin Luther King"),
    ("Reading Chimamanda Ngozi Adichie on the train this week.", "Chimamanda Ngozi Adichie"),
    ("Jacinda Ardern stepped down and nobody saw it coming.", "Jacinda Ardern"),
    ("My little brother dressed up as Harry Styles for Halloween.", "Harry Styles"),
    ("Vincent van Gogh only sold one painting in his lifetime, supposedly.", "Vincent van Gogh"),
    ("Emma Watson gave a speech at the UN years ago.", "Emma Watson"),
    ("Honestly Pedro Pascal deserves every award.", "Pedro Pascal"),
    ("Volodymyr Zelensky addressed the parliament by video.", "Volodymyr Zelensky"),
    ("That interview with Malala Yousafzai made me tear up.", "Malala Yousafzai"),
    ("Shakira's halftime show is still the best one.", "Shakira"),
    ("Does Cillian Murphy ever smile in a film?", "Cillian Murphy"),
    ("Mozart wrote his first symphony at eight, which makes me feel lazy.", "Mozart"),
    ("Angela Davis spoke at the university last spring.", "Angela Davis"),
    ("Neymar got injured again, of course.", "Neymar"),
    ("Ryan Reynolds bought a football club in Wales.", "Ryan Reynolds"),
    ("Watching old clips of Muhammad Ali before the fight tonight.", "Muhammad Ali"),
    ("Frank Sinatra was playing in the restaurant the whole evening.", "Frank Sinatra"),
    ("Luiz Inácio Lula da Silva won the runoff.", "Luiz Inácio Lula da Silva"),
    ("So Ariana Grande is in the new musical film?", "Ariana Grande"),
    ("Zendaya looked amazing at the premiere.", "Zendaya"),
    ("Vladimir Nabokov also collected butterflies.", "Vladimir Nabokov"),
    ("Jürgen Klopp left Liverpool after nine seasons.", "Jürgen Klopp"),
    ("Nobody explains physics like Richard Feynman did.", "Richard Feynman"),
    ("Kylian Mbappé finally joined Real Madrid.", "Kylian Mbappé"),
    ("Justin Trudeau's father was prime minister too.", "Justin Trudeau"),
    ("Toni Morrison's Beloved is on the syllabus.", "Toni Morrison"),
    ("Ada Lovelace wrote the first program, or so they say.", "Ada Lovelace"),
    ("Hayao Miyazaki said he was retiring, again.", "Hayao Miyazaki"),
    ("Our history teacher was obsessed with Julius Caesar.", "Julius Caesar"),
    ("Dua Lipa is headlining the festival this summer.", "Dua Lipa"),
    ("Jimmy Carter built houses well into his nineties.", "Jimmy Carter"),
    ("Brad Pitt and his winery are in the news again.", "Brad Pitt"),
    ("A documentary on Amy Winehouse is coming out.", "Amy Winehouse"),
    ("Anthony Fauci testified before the committee.", "Anthony Fauci"),
    ("Ozzy Osbourne bit the head off a bat, apparently.", "Ozzy Osbourne"),
    ("I wish I could write like Gabriel García Márquez.", "Gabriel García Márquez"),
    ("Pelé scored over a thousand goals.", "Pelé"),
    ("Anyone watching the Bruce Springsteen concert film?", "Bruce Springsteen"),
    ("Vladimir Putin met the delegation in Moscow.", "Vladimir Putin"),
    ("Marilyn Monroe posters are everywhere in that diner.", "Marilyn Monroe"),
    ("Sundar Pichai said AI will change search.", "Sundar Pichai"),
    ("Novak Djokovic won another Grand Slam.", "Novak Djokovic"),
    ("Kate Middleton wore the same dress twice and it made headlines.", "Kate Middleton"),
    ("What would Sherlock Holmes do? Asking for a friend.", "Sherlock Holmes"),
    ("Audrey Hepburn in Roman Holiday is my comfort film.", "Audrey Hepburn"),
    ("Jane Goodall still travels the world giving talks.", "Jane Goodall"),
    ("Cate Blanchett was brilliant in that film about the conductor.", "Cate Blanchett"),
)

# Private people named without any cue (no I / we / you, no role word, no courtesy title), 50 shapes in
# other registers than PRIVATE_SHAPES (notices, minutes, news-like lines, lists, questions); the names come
# from Faker with other locales and another seed than private_people.
PRIVATE_UNSEEN_SHAPES = (
    "{name} won the raffle at the spring fair.",
    "Minutes were circulated by {name} on Friday.",
    "{name} will open the session at 9.",
    "The lost keys were handed in by {name}.",
    "Has {name} sent the figures yet?",
    "{name} scored twice in the second half of the Sunday league match.",
    "Apologies were received from {name}.",
    "The bake sale was organised by {name} this year.",
    "{name} left the choir after the summer.",
    "Photos by {name}.",
    "{name} fixed the leak in the kitchen.",
    "The quiz was won by a team led by {name}.",
    "{name} is on holiday until the 14th.",
    "A complaint about the noise was filed by {name}.",
    "{name} brought the extra chairs.",
    "Shift swap: {name} takes Thursday.",
    "{name} retired from the post office last year.",
    "The garden prize went to {name}.",
    "{name} was elected treasurer of the allotment society.",
    "Any news from {name} about the lease?",
    "{name} stopped by the shop around noon.",
    "The winning tomato was grown by {name}.",
    "{name} still owes the club two months of fees.",
    "Lifts to the match: {name} has room for three.",
    "{name} painted the mural behind the bakery.",
    "The bike in the hallway belongs to {name}.",
    "{name} called about the broken window.",
    "Spotted {name} at the market this morning.",
    "{name} chairs the parents' committee now.",
    "The cake was made by {name}, apparently.",
    "{name} drives the school bus on Mondays.",
    "Flowers were sent on behalf of {name}.",
    "{name} took the minutes at the residents' meeting.",
    "The chess tournament ended with {name} in first place.",
    "{name} hasn't paid the deposit yet.",
    "Congratulations to {name} on passing the exam!",
    "{name} works nights at the warehouse.",
    "The new tenant is {name}.",
    "{name} coaches the under-twelves on Saturdays.",
    "Rota for next week: {name} on dishes.",
    "{name} found a stray dog near the canal.",
    "The petition was started by {name}.",
    "{name} volunteers at the food bank.",
    "Letters for {name} keep arriving at the old address.",
    "{name} was fined for parking on the pavement.",
    "Best costume went to {name}.",
    "{name} runs the little bookshop by the station.",
    "The fence was repaired by {name} and a neighbour.",
    "{name} missed the last train home.",
    "Is {name} coming to the reunion?",
)
PRIVATE_UNSEEN_LOCALES = ("en_US", "en_GB", "en_CA", "de_AT", "fr_CH", "es_MX", "pt_PT", "sv_SE", "da_DK", "nl_BE")


def private_people_unseen(seed: int = 41) -> tuple[tuple[str, str], ...]:
    """The 50 (sentence, full name) pairs of PRIVATE_UNSEEN_SHAPES, the same for a given seed."""
    from faker import Faker

    fake = Faker(list(PRIVATE_UNSEEN_LOCALES))
    fake.seed_instance(seed)
    return tuple((shape.format(name=(name := f"{fake.first_name()} {fake.last_name()}")), name)
                 for shape in PRIVATE_UNSEEN_SHAPES)


# A fourth pair of sets, written on 2026-11-26 (issue 11, third round) before any change to the detector, and
# committed on their own; the sets above had all been studied by then. Never tuned on. Figures of other
# countries and domains again (Africa, South and East Asia, the Nordics, Eastern Europe, Latin America, the
# Middle East, Oceania; science, sport, music, film, letters, politics, business), in registers from lowercase
# chat to headlines, some in a sentence that also speaks of the writer's own people ("my uncle", "we").
PUBLIC_FIGURES_R3: tuple[tuple[str, str], ...] = (
    ("Wangari Maathai planted millions of trees across Kenya.", "Wangari Maathai"),
    ("Fela Kuti was blasting from the bar next door all night.", "Fela Kuti"),
    ("Cyril Ramaphosa promised to end the power cuts by winter.", "Cyril Ramaphosa"),
    ("Akira Kurosawa's samurai films inspired half of Hollywood.", "Akira Kurosawa"),
    ("Bong Joon-ho's acceptance speech was hilarious.", "Bong Joon-ho"),
    ("Lee Kuan Yew ran Singapore for three decades.", "Lee Kuan Yew"),
    ("tbh Greta Gerwig got robbed at the awards", "Greta Gerwig"),
    ("Everyone at work is reading Yuval Noah Harari now.", "Yuval Noah Harari"),
    ("Kofi Annan won the Nobel Peace Prize in 2001.", "Kofi Annan"),
    ("Evo Morales was the first indigenous president of Bolivia.", "Evo Morales"),
    ("Diego Maradona's hand of God goal still annoys English fans.", "Diego Maradona"),
    ("My uncle plays Carlos Santana riffs at every barbecue.", "Carlos Santana"),
    ("Sachin Tendulkar retired with a hundred international centuries.", "Sachin Tendulkar"),
    ("Imran Khan went from cricket captain to prime minister.", "Imran Khan"),
    ("Shah Rukh Khan is basically royalty in Mumbai.", "Shah Rukh Khan"),
    ("Jack Ma vanished from public view for months.", "Jack Ma"),
    ("Yao Ming made the other players look like kids.", "Yao Ming"),
    ("Tove Jansson's Moomin books were on every shelf in our house.", "Tove Jansson"),
    ("We read Astrid Lindgren to the kids every night.", "Astrid Lindgren"),
    ("Björk wore the swan dress to the Oscars.", "Björk"),
    ("Zlatan Ibrahimović talks about himself in the third person.", "Zlatan Ibrahimović"),
    ("An Ingmar Bergman retrospective is on at the cinema.", "Ingmar Bergman"),
    ("Mark Rutte cycled to the palace after the election.", "Mark Rutte"),
    ("Erling Haaland broke the scoring record in his first season.", "Erling Haaland"),
    ("Luka Modrić won the Ballon d'Or in 2018.", "Luka Modrić"),
    ("Lech Wałęsa led the strikes at the Gdańsk shipyard.", "Lech Wałęsa"),
    ("Jair Bolsonaro lost the election and never really conceded.", "Jair Bolsonaro"),
    ("Someone read a Pablo Neruda poem at the wedding.", "Pablo Neruda"),
    ("Isabel Allende's new book is out in paperback.", "Isabel Allende"),
    ("Celia Cruz songs always get my grandmother dancing.", "Celia Cruz"),
    ("Bad Bunny sold out three nights at the stadium.", "Bad Bunny"),
    ("Taika Waititi is directing another superhero movie.", "Taika Waititi"),
    ("Cathy Freeman lit the cauldron at the Sydney Olympics.", "Cathy Freeman"),
    ("Hugh Jackman is apparently back as Wolverine.", "Hugh Jackman"),
    ("Margaret Thatcher closed the mines in the eighties.", "Margaret Thatcher"),
    ("David Beckham's documentary was better than I expected.", "David Beckham"),
    ("Emma Raducanu won the US Open as a qualifier.", "Emma Raducanu"),
    ("Michelle Obama's memoir sold millions of copies.", "Michelle Obama"),
    ("Neil Armstrong stepped onto the moon in 1969.", "Neil Armstrong"),
    ("Tim Berners-Lee invented the web while working at CERN.", "Tim Berners-Lee"),
    ("Alexandria Ocasio-Cortez grilled the bank executives at the hearing.", "Alexandria Ocasio-Cortez"),
    ("Nancy Pelosi stepped down as speaker.", "Nancy Pelosi"),
    ("Tom Brady retired, unretired and retired again.", "Tom Brady"),
    ("Naomi Osaka pulled out of the tournament to protect her mental health.", "Naomi Osaka"),
    ("Recep Tayyip Erdoğan won another term.", "Recep Tayyip Erdoğan"),
    ("Orhan Pamuk writes beautifully about Istanbul.", "Orhan Pamuk"),
    ("Naguib Mahfouz's Cairo trilogy took me a whole summer.", "Naguib Mahfouz"),
    ("Mohamed Salah missed a penalty last night.", "Mohamed Salah"),
    ("Umm Kulthum's concerts went on for hours.", "Umm Kulthum"),
    ("Can anyone explain why Steve Wozniak left Apple?", "Steve Wozniak"),
)

# Private people, 50 shapes written with the set above: the first 25 carry a private cue that must keep the
# name flagged whatever the data says of it (someone close, addressed, a role in the writer's own story), the
# last 25 none (notices, chat, lists). Names from Faker with locales and a seed used by no other set here.
PRIVATE_R3_SHAPES = (
    "My neighbour {name} keeps parking across our driveway.",
    "Hi {name}, can you send me the invoice again?",
    "{name} and I have been friends since primary school.",
    "Our landlord, {name}, never answers the phone.",
    "I'm going to the cinema with my cousin {name} tonight.",
    "Thanks {name} for covering my shift yesterday!",
    "My ex, {name}, still has my bike.",
    "The nurse who looked after my mum was {name}.",
    "Dear {name}, thank you for the flowers.",
    "We had dinner at {name}'s place on Saturday.",
    "My manager {name} approved the leave at last.",
    "Just got a text from {name} asking if I'm still coming.",
    "@{name} did you get home safe?",
    "Our son's teacher, {name}, called us in for a meeting.",
    "My sister married {name} last spring.",
    "I owe {name} fifty quid from the trip.",
    "{name}, my flatmate, ate all my leftovers again.",
    "The witness, {name}, said she saw the car leave.",
    "Me and {name} are driving up to the lake this weekend.",
    "My grandfather {name} turns ninety on Sunday.",
    "Our babysitter {name} is moving away, so sad.",
    "Had a long chat with {name} from accounts about my pension.",
    "My best friend {name} just got engaged!",
    "Please forward this to {name} before you leave.",
    "The patient, {name}, was discharged on Tuesday.",
    "{name} dropped off a box of apples for everyone.",
    "The spare key is with {name} at number 12.",
    "{name} is covering reception until two.",
    "Volunteers this week: {name}.",
    "{name} organised the street party again.",
    "Has anyone heard from {name} since the move?",
    "{name} sold the old van to a collector.",
    "Car pool on Friday: {name} drives.",
    "The raffle tickets are with {name}.",
    "{name} locked up the hall after the meeting.",
    "Trophy for most improved player: {name}.",
    "{name} walks the dogs for half the street.",
    "The noise complaint came from {name} downstairs.",
    "{name} fell off a ladder and broke a wrist.",
    "Who invited {name} to the group chat?",
    "{name} knits hats for the hospital ward.",
    "Lunch orders to {name} by eleven, please.",
    "{name} grew the biggest pumpkin in the village.",
    "The lease was signed by {name} in March.",
    "{name} was seen leaving the office early.",
    "The quiz questions were written by {name}.",
    "{name} moved back to the coast after the divorce.",
    "Cleaning rota: {name} has the stairs.",
    "{name} mends bikes in the garage behind the pub.",
    "The last slice went to {name}.",
)
PRIVATE_R3_LOCALES = ("en_IE", "en_AU", "en_IN", "en_NZ", "it_IT", "fr_FR", "de_CH", "pl_PL", "cs_CZ", "ro_RO",
                      "fi_FI", "no_NO", "hu_HU", "pt_BR", "tr_TR")


def private_people_r3(seed: int = 1123) -> tuple[tuple[str, str], ...]:
    """The 50 (sentence, full name) pairs of PRIVATE_R3_SHAPES, the same for a given seed."""
    from faker import Faker

    fake = Faker(list(PRIVATE_R3_LOCALES))
    fake.seed_instance(seed)
    return tuple((shape.format(name=(name := f"{fake.first_name()} {fake.last_name()}")), name)
                 for shape in PRIVATE_R3_SHAPES)


# A fifth pair of sets, written on 2026-11-27 (issue 11, fourth round: WordNet's people as data) before any
# change to the detector, and committed on their own; the sets above had all been studied by then. Never
# tuned on. Other people again, half of them known before 2006 (WordNet 3.0 may list them: scientists,
# explorers, writers, musicians, film, sport and politics of the 20th century and earlier), half known
# since (WordNet cannot: today's politicians, athletes, pop stars, founders, scientists); first name and
# surname, a surname alone, a single stage name, a particle name; in chat, reviews, headlines, lists,
# questions, and sentences that also speak of the writer's own people.
PUBLIC_FIGURES_R4: tuple[tuple[str, str], ...] = (
    ("Galileo got in trouble with the church for saying the earth moves.", "Galileo"),
    ("My nan had a signed photo of Charlie Chaplin in the hallway.", "Charlie Chaplin"),
    ("Florence Nightingale basically invented hospital statistics.", "Florence Nightingale"),
    ("War and Peace by Tolstoy has been on my nightstand for a year.", "Tolstoy"),
    ("Thomas Edison didn't invent the light bulb on his own.", "Thomas Edison"),
    ("wait, Joan of Arc was only nineteen??", "Joan of Arc"),
    ("Louis Armstrong is on the whole soundtrack.", "Louis Armstrong"),
    ("Rosa Parks refused to give up her seat in 1955.", "Rosa Parks"),
    ("Ernest Hemingway wrote standing up, apparently.", "Ernest Hemingway"),
    ("Che Guevara t-shirts are worn by people who never read a word of him.", "Che Guevara"),
    ("Alfred Hitchcock had a cameo in nearly every one of them.", "Alfred Hitchcock"),
    ("Salvador Dalí's moustache deserves its own museum.", "Salvador Dalí"),
    ("Dream dinner guests: Harriet Tubman.", "Harriet Tubman"),
    ("Johann Sebastian Bach had twenty children.", "Johann Sebastian Bach"),
    ("Genghis Khan's empire stretched from Korea to Hungary.", "Genghis Khan"),
    ("Marco Polo probably never saw the Great Wall.", "Marco Polo"),
    ("Coco Chanel made the little black dress a thing.", "Coco Chanel"),
    ("Houdini could get out of anything.", "Houdini"),
    ("Three stars. Bruce Lee deserved better than this.", "Bruce Lee"),
    ("Maya Angelou got me through a rough year.", "Maya Angelou"),
    ("Babe Ruth's bat sold at auction for a fortune.", "Babe Ruth"),
    ("My cousin swears Walt Disney was frozen, which is nonsense.", "Walt Disney"),
    ("We named the dog after Jimi Hendrix.", "Jimi Hendrix"),
    ("My grandad met Bobby Charlton once at a petrol station.", "Bobby Charlton"),
    ("Grace Kelly married a prince and left acting for good.", "Grace Kelly"),
    ("Lewis Capaldi cancelled the rest of his dates.", "Lewis Capaldi"),
    ("Olivia Rodrigo wrote all of it at eighteen.", "Olivia Rodrigo"),
    ("Giorgia Meloni formed a coalition with the far right.", "Giorgia Meloni"),
    ("Keir Starmer's first week was mostly about the prisons.", "Keir Starmer"),
    ("Ursula von der Leyen is visiting Kyiv today.", "Ursula von der Leyen"),
    ("Timothée Chalamet's face is on every bus in town.", "Timothée Chalamet"),
    ("Sabrina Carpenter is stuck in my head all day.", "Sabrina Carpenter"),
    ("wait is Jensen Huang the richest man now??", "Jensen Huang"),
    ("Satya Nadella took over Microsoft in 2014.", "Satya Nadella"),
    ("Cole Palmer is the only reason I still watch Chelsea.", "Cole Palmer"),
    ("Coco Gauff won her first Slam in New York.", "Coco Gauff"),
    ("Jude Bellingham celebrates like he's been playing for twenty years.", "Jude Bellingham"),
    ("Javier Milei waved a chainsaw around to make his point.", "Javier Milei"),
    ("Claudia Sheinbaum sworn in as Mexico's first woman leader", "Claudia Sheinbaum"),
    ("Nayib Bukele built a prison for forty thousand people.", "Nayib Bukele"),
    ("Anwar Ibrahim finally got the top job after decades in opposition.", "Anwar Ibrahim"),
    ("Rosalía sings half of it in Catalan.", "Rosalía"),
    ("Phoebe Waller-Bridge wrote every episode of Fleabag.", "Phoebe Waller-Bridge"),
    ("Steve Carell will always be Michael Scott to me.", "Steve Carell"),
    ("Magnus Carlsen refused to defend his title.", "Magnus Carlsen"),
    ("Mo Farah told the story of how he really came to Britain.", "Mo Farah"),
    ("Katalin Karikó's work made the mRNA vaccines possible.", "Katalin Karikó"),
    ("Demis Hassabis shared the chemistry prize.", "Demis Hassabis"),
    ("Marcus Rashford got the free school meals extended over the holidays.", "Marcus Rashford"),
    ("Ngũgĩ wa Thiong'o stopped writing in English.", "Ngũgĩ wa Thiong'o"),
)

# Private people, 50 shapes written with the set above, in other registers than the earlier private sets
# (texts, emails, court lines, classifieds, reviews, parish and club notices): the first 25 carry a private
# cue that must keep the name flagged whatever the data says of it, the last 25 none. Names from Faker with
# locales and a seed used by no other set here; English locales weigh three times, since WordNet's people
# are mostly English-speaking and a private namesake is the risk of using it.
PRIVATE_R4_SHAPES = (
    "Sorry {name}, I totally forgot your birthday!",
    "My stepdad {name} is in hospital again.",
    "Our plumber, {name}, charged us twice for the same job.",
    "I've been seeing {name} for three months now.",
    "Good morning {name}, attached is the report you asked for.",
    "{name} and I split the bill at the restaurant.",
    "Went hiking with my godson {name} on Sunday.",
    "Can you pick up {name} from football practice?",
    "My physio, {name}, says the knee needs another six weeks.",
    "Happy retirement {name}! We'll miss you in the office.",
    "The defendant, {name}, pleaded not guilty.",
    "I think {name} from the gym fancies me.",
    "Our new lodger {name} plays the drums at midnight.",
    "Lost my wallet and {name} from next door found it.",
    "My daughter's boyfriend {name} is very polite.",
    "Does anyone know a good lawyer? My brother-in-law {name} was arrested.",
    "Hey {name}, are we still on for Thursday?",
    "Our vicar, {name}, did a lovely service for Dad.",
    "I went to school with {name}, and he hasn't changed a bit.",
    "My carer {name} comes in every morning at eight.",
    "Our driving instructor, {name}, finally passed me.",
    "Miss you loads, {name}!",
    "The claimant, {name}, was employed as a cleaner from 2015.",
    "We're naming the baby after my grandmother, {name}.",
    "I've asked {name} to be my best man.",
    "{name} rang about the boiler.",
    "Text from {name}: running late, save me a seat.",
    "{name} has been promoted to shift supervisor.",
    "The allotment next to the shed is {name}'s.",
    "{name} is selling a sofa, barely used.",
    "Knitting circle moved to Wednesdays, per {name}.",
    "Five stars for {name}, very quick delivery.",
    "{name} left a casserole on the doorstep.",
    "The cat belongs to {name} at the end of the lane.",
    "{name} was born in the cottage by the mill in 1931.",
    "Obituary: {name}, aged 88, of Mill Lane.",
    "{name} complained about the bins again.",
    "Tree surgeon recommended: {name}, fair prices.",
    "{name} cut the ribbon at the new village hall.",
    "Anyone know if {name} still teaches piano?",
    "{name} got stuck in the lift on Friday.",
    "{name} brought homemade samosas to the meeting.",
    "Best in show went to a spaniel owned by {name}.",
    "{name} handed in her notice this morning.",
    "The broken gate was reported by {name}.",
    "{name} keeps bees behind the church.",
    "Table 6 is booked under {name}.",
    "{name} swept the leaves from the whole street.",
    "The minibus will be driven by {name}.",
    "{name} repaints the pub sign every spring.",
)
PRIVATE_R4_LOCALES = {"en_US": 3, "en_GB": 3, "en_KE": 1, "en_NG": 1, "es_AR": 1, "es_CO": 1, "fr_BE": 1, "de_LU": 1,
                      "sk_SK": 1, "sl_SI": 1, "hr_HR": 1, "lt_LT": 1, "et_EE": 1, "ga_IE": 1}


def private_people_r4(seed: int = 2711) -> tuple[tuple[str, str], ...]:
    """The 50 (sentence, full name) pairs of PRIVATE_R4_SHAPES, the same for a given seed."""
    from collections import OrderedDict

    from faker import Faker

    fake = Faker(OrderedDict(PRIVATE_R4_LOCALES))
    fake.seed_instance(seed)
    return tuple((shape.format(name=(name := f"{fake.first_name()} {fake.last_name()}")), name)
                 for shape in PRIVATE_R4_SHAPES)


# A sixth pair of sets, written on 2026-11-27 (issue 11, ninth round, branch pubfig) before any change to the
# detector and committed on their own; every set above had been studied by then. Never tuned on. Other people
# again: the first 25 known before 2006, the last 25 known since (politicians, athletes, musicians, actors,
# business people, scientists, writers, influencers of many countries), named in passing in chat, questions,
# reviews, opinions and sentences that also speak of the writer's own life.
PUBLIC_FIGURES_R5: tuple[tuple[str, str], ...] = (
    ("Nina Simone's version is the only one worth hearing.", "Nina Simone"),
    ("Bob Marley was only thirty-six when he died.", "Bob Marley"),
    ("Ayrton Senna was faster in the rain than anyone, ever.", "Ayrton Senna"),
    ("Did Steffi Graf really win all four majors in one year?", "Steffi Graf"),
    ("Mikhail Gorbachev is more popular abroad than he ever was at home.", "Mikhail Gorbachev"),
    ("Jacques Cousteau is the reason I took up diving.", "Jacques Cousteau"),
    ("Nobody will ever sing that anthem like Whitney Houston.", "Whitney Houston"),
    ("Fidel Castro outlasted ten American presidents.", "Fidel Castro"),
    ("My mum plays Lata Mangeshkar every Sunday morning while she cooks.", "Lata Mangeshkar"),
    ("Václav Havel went from prison to the presidency in a few months.", "Václav Havel"),
    ("Zinedine Zidane's headbutt is still all anyone remembers of that final.", "Zinedine Zidane"),
    ("We played Edith Piaf at the wedding and everyone cried.", "Edith Piaf"),
    ("Yuri Gagarin was twenty-seven when he went up.", "Yuri Gagarin"),
    ("Golda Meir was called the only man in the cabinet.", "Golda Meir"),
    ("Oscar Wilde had a line for everything, didn't he.", "Oscar Wilde"),
    ("Miriam Makeba was exiled for thirty years.", "Miriam Makeba"),
    ("Carl Sagan makes me feel small in a good way.", "Carl Sagan"),
    ("Jackie Chan does all his own stunts, even at his age.", "Jackie Chan"),
    ("Johan Cruyff basically designed how Barcelona plays.", "Johan Cruyff"),
    ("Nadia Comăneci broke the scoreboard with a perfect ten.", "Nadia Comăneci"),
    ("Desmond Tutu laughed more than anyone I've ever seen on TV.", "Desmond Tutu"),
    ("Enid Blyton books were banned from our school library for a while.", "Enid Blyton"),
    ("Ravi Shankar taught George Harrison the sitar.", "Ravi Shankar"),
    ("Madonna reinvented herself every five years.", "Madonna"),
    ("I had a Kurt Cobain poster over my bed for all of year ten.", "Kurt Cobain"),
    ("Jennifer Doudna shared the Nobel for CRISPR.", "Jennifer Doudna"),
    ("Khaby Lame never says a single word in his videos.", "Khaby Lame"),
    ("My nephew wants to be MrBeast when he grows up.", "MrBeast"),
    ("Pedro Sánchez called a snap election out of nowhere.", "Pedro Sánchez"),
    ("Son Heung-min curled another one into the top corner.", "Son Heung-min"),
    ("Burna Boy closed the festival on Saturday night.", "Burna Boy"),
    ("Whitney Wolfe Herd took Bumble public at thirty-one.", "Whitney Wolfe Herd"),
    ("Iga Świątek lost in the third round, I can't believe it.", "Iga Świątek"),
    ("Charli XCX made the whole summer lime green.", "Charli XCX"),
    ("Lamine Yamal is younger than my little brother.", "Lamine Yamal"),
    ("Alexei Navalny flew back knowing they would arrest him.", "Alexei Navalny"),
    ("Sanna Marin got grief for going to a party, of all things.", "Sanna Marin"),
    ("Caitlin Clark pulls up from the logo like it's a layup.", "Caitlin Clark"),
    ("Victor Wembanyama is eight foot tall with his arms up, surely.", "Victor Wembanyama"),
    ("Is Shohei Ohtani the best player who ever lived?", "Shohei Ohtani"),
    ("Carlos Alcaraz and Sinner are going to own the next decade.", "Carlos Alcaraz"),
    ("Anthony Albanese promised a vote on the Voice.", "Anthony Albanese"),
    ("Lisa Su turned AMD around when everyone had written it off.", "Lisa Su"),
    ("Stormzy paid for two scholarships at Cambridge.", "Stormzy"),
    ("PewDiePie moved to Japan and basically stopped posting.", "PewDiePie"),
    ("Pete Buttigieg goes on the hostile channels on purpose.", "Pete Buttigieg"),
    ("Florence Pugh steals every scene she's in.", "Florence Pugh"),
    ("Dev Patel directed and starred, and it shows.", "Dev Patel"),
    ("Leïla Slimani's first line is the most chilling opening I've read.", "Leïla Slimani"),
    ("Ilhan Omar was sworn in on a Quran.", "Ilhan Omar"),
)

# Private people, 50 written with the set above: real-looking names of many origins written by hand (not
# drawn from Faker, unlike every earlier private set), among them names that are also words (Amber Stone,
# Faith Rivers, Rich Young) and names that share a famous person's surname (Lincoln, Gandhi, Churchill,
# Hemingway, Presley, Darwin, Kennedy, Marley), in personal sentences: neighbours, colleagues, family
# friends, people in the writer's stories, some doing something that sounds public (scored for the
# under-12s, got the lead in the school play).
PRIVATE_PEOPLE_R5: tuple[tuple[str, str], ...] = (
    ("My neighbour Hannah Lincoln lent us her ladder again.", "Hannah Lincoln"),
    ("I share a desk with Tomasz Wiśniewski and he hums all day.", "Tomasz Wiśniewski"),
    ("Amber Stone from the PTA wants volunteers for the bake sale.", "Amber Stone"),
    ("Dad's old friend Oluwaseun Adeyemi is coming for dinner.", "Oluwaseun Adeyemi"),
    ("Priya Gandhi in HR still hasn't answered my email.", "Priya Gandhi"),
    ("Our landlord, Stavros Papadakis, won't fix the heating.", "Stavros Papadakis"),
    ("Joy Fisher was the kindest teacher I ever had.", "Joy Fisher"),
    ("I bumped into Nguyen Van Minh at the market, he says hi.", "Nguyen Van Minh"),
    ("Sophie Churchill babysits for us when we go out.", "Sophie Churchill"),
    ("My mate Ciarán Ó Súilleabháin is getting married in June.", "Ciarán Ó Súilleabháin"),
    ("Mark Bishop from the football club is organising the raffle.", "Mark Bishop"),
    ("Yuki Tanaka, my old flatmate, just had twins.", "Yuki Tanaka"),
    ("Tom Hemingway fixed our fence for half the price.", "Tom Hemingway"),
    ("Fatima Al-Sayed sat next to me in chemistry class.", "Fatima Al-Sayed"),
    ("Faith Rivers is the nurse who looked after Mum.", "Faith Rivers"),
    ("Mehmet Yılmaz runs the corner shop and knows everyone's order.", "Mehmet Yılmaz"),
    ("Rachel Newton and her husband moved in across the road.", "Rachel Newton"),
    ("Ji-woo Park from my lab keeps stealing my pipettes.", "Ji-woo Park"),
    ("Will Hunter was my first boyfriend, back in year nine.", "Will Hunter"),
    ("Ana Paula Ferreira cleans for us on Fridays.", "Ana Paula Ferreira"),
    ("Kyle Presley owes me twenty quid.", "Kyle Presley"),
    ("Our team lead, Siddharth Rao, is leaving for Berlin.", "Siddharth Rao"),
    ("Summer Wood got the lead in the school play.", "Summer Wood"),
    ("Dmitri Volkov coached my son's chess club for years.", "Dmitri Volkov"),
    ("Amy Darwin from book club recommended this one.", "Amy Darwin"),
    ("Kwame Mensah helped us carry the piano up three floors.", "Kwame Mensah"),
    ("Frank Long, who lived at number 12, passed away last week.", "Frank Long"),
    ("Olena Shevchenko stayed with us for a year after she fled.", "Olena Shevchenko"),
    ("Iris Moss brings her dog to the office every Friday.", "Iris Moss"),
    ("Ahmad Karimi was the only one who stayed late to help.", "Ahmad Karimi"),
    ("Ellie Dickens from upstairs plays the cello beautifully.", "Ellie Dickens"),
    ("Lars Johansson and I went to the same kindergarten.", "Lars Johansson"),
    ("Rich Young at the garage says the clutch is gone.", "Rich Young"),
    ("Maria José Hernández is my daughter's godmother.", "Maria José Hernández"),
    ("Joe Marley from the allotments gave us a bag of courgettes.", "Joe Marley"),
    ("Aoife Brennan opened the bakery on our corner in 1998.", "Aoife Brennan"),
    ("Hamza Osman drives the night bus I take home.", "Hamza Osman"),
    ("Liam Kennedy was the best man at our wedding.", "Liam Kennedy"),
    ("Zsófia Nagy translated the letters from my great-aunt.", "Zsófia Nagy"),
    ("Bill Baker, the caretaker, found my keys.", "Bill Baker"),
    ("Li Wei sits behind me in the choir and sings flat.", "Li Wei"),
    ("Grace Hope looks after our kids on Tuesdays.", "Grace Hope"),
    ("Ricardo Mendoza lent me his van for the move.", "Ricardo Mendoza"),
    ("Noura Haddad is the midwife who delivered our son.", "Noura Haddad"),
    ("Pieter de Vries rents the room above the shop.", "Pieter de Vries"),
    ("Chloe Jordan scored the winning goal for the under-12s.", "Chloe Jordan"),
    ("Aroha Walker from the choir won the raffle again.", "Aroha Walker"),
    ("Sanjay Mehta taught me to drive in his old Maruti.", "Sanjay Mehta"),
    ("Emeka Nwosu started at our firm on Monday.", "Emeka Nwosu"),
    ("Annika Virtanen, my penpal from Tampere, is visiting in May.", "Annika Virtanen"),
)
