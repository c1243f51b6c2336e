from models.prefilter import Prefilter
p = Prefilter()
T = ["Honor Steel drove me to the airport this morning.", "Hunter Frost fixed my bike chain for free.",
"Cliff Rich coaches my daughter's netball team.", "Isaac Newton called me yesterday about the rent.",
"Brook Meadows signed for the parcel while I was out.", "Our lodger Isaac Newton cooks every Sunday.",
"My carpool buddy Dana Reyes is late again.",
"Taylor Swift made my year with that album.", "Messi broke my heart in the final.", "Shakespeare taught me more than school.",
"My favourite author Stephen King wrote it.", "Stephen King scared me half to death.", "Adele makes me cry every time.",
"Lionel Messi inspired my son to play.", "Barack Obama changed my life.", "Elon Musk owes me money."]
for t in T:
    print(t, "->", [(f.text, f.detector) for f in p.find(t) if f.category == "name"])
for t in ["Santa Claus brought my kids a bike.", "Customer Service called me back.", "Amazon Prime charged me twice.",
          "Google Maps sent me the wrong way.", "Rich Tea biscuits gave me crumbs.", "Grace Kelly ignored my letter.", "Dear Maria, Tom Hardy fixed my car."]:
    print(t, "->", [(f.text, f.detector) for f in p.find(t) if f.category == "name"])
