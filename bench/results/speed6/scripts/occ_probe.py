from models.prefilter import Prefilter
pf = Prefilter()
for t in ["I spent 20 years as a plant breeder.", "I worked as a glass blower for years.", "Ten years as a dog breeder now.",
          "20 years as a mother of three.", "I spent 20 years as a claims assessor.", "I worked as a payroll specialist."]:
    print(t, [(f.text, f.category, f.validity, f.value) for f in pf.find(t) if f.category == "occupation"])
