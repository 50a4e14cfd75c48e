<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>RuleTexts</name>
    <message>
        <source>Farmers</source>
        <translation>Boeren</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivier</translation>
    </message>
    <message>
        <source>Abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <source>Arrow tiles</source>
        <translation>Pijltegels</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Handelswaren</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bouwmeester</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Varken</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimaal aantal spelers</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Maximaal aantal spelers</translation>
    </message>
    <message>
        <source>Meeples per player</source>
        <translation>Meeples per speler</translation>
    </message>
    <message>
        <source>Road: points per tile</source>
        <translation>Weg: punten per tegel</translation>
    </message>
    <message>
        <source>Road at the end: points per tile</source>
        <translation>Weg bij de eindtelling: punten per tegel</translation>
    </message>
    <message>
        <source>City: points per tile</source>
        <translation>Stad: punten per tegel</translation>
    </message>
    <message>
        <source>City: points per pennant</source>
        <translation>Stad: punten per wapen</translation>
    </message>
    <message>
        <source>City at the end: points per tile</source>
        <translation>Stad bij de eindtelling: punten per tegel</translation>
    </message>
    <message>
        <source>City at the end: points per pennant</source>
        <translation>Stad bij de eindtelling: punten per wapen</translation>
    </message>
    <message>
        <source>Cloister: points per tile</source>
        <translation>Klooster: punten per tegel</translation>
    </message>
    <message>
        <source>Cloister at the end: points per tile</source>
        <translation>Klooster bij de eindtelling: punten per tegel</translation>
    </message>
    <message>
        <source>Farmer: points per completed city</source>
        <translation>Boer: punten per voltooide stad</translation>
    </message>
    <message>
        <source>Abbots per player</source>
        <translation>Abten per speler</translation>
    </message>
    <message>
        <source>Arrow at an empty side: points</source>
        <translation>Pijl naar een lege zijde: punten</translation>
    </message>
    <message>
        <source>Goods: points for the most of a kind</source>
        <translation>Handelswaren: punten voor de meeste van een soort</translation>
    </message>
    <message>
        <source>Builders per player</source>
        <translation>Bouwmeesters per speler</translation>
    </message>
    <message>
        <source>Pigs per player</source>
        <translation>Varkens per speler</translation>
    </message>
    <message>
        <source>Farmer with a pig: points per completed city</source>
        <translation>Boer met varken: punten per voltooide stad</translation>
    </message>
</context>
</TS>
