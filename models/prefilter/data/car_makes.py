"""Car makes, for telling a car from a town: "Toyota Corolla E210" names a car, not Toyota (Aichi), and
"Hyundai Tucson 2.0" a model, not Tucson (Arizona). No installed package lists makes (Faker has no vehicle
provider; babel and holidays have none), so this is a small hand list: the marques of the world's largest
car manufacturers by production (OICA's ranking of manufacturing groups) and their best-known brands, written
from general knowledge in issue 11, round 8. Lower case, as the gazetteer's keys are."""

from __future__ import annotations

CAR_MAKES = frozenset("""toyota lexus daihatsu honda acura nissan infiniti datsun mazda subaru suzuki mitsubishi isuzu
    hyundai kia genesis ssangyong daewoo volkswagen vw audi skoda škoda seat cupra porsche bentley lamborghini bugatti
    bmw mini rolls-royce mercedes mercedes-benz smart opel vauxhall peugeot citroen citroën ds renault dacia
    fiat alfa lancia abarth ferrari maserati jeep dodge chrysler ram ford lincoln chevrolet chevy cadillac buick gmc
    tesla volvo polestar jaguar land-rover aston lotus lada tata mahindra maruti proton perodua byd geely chery
    haval greatwall nio xpeng saab rivian""".split())
