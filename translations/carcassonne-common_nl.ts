<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AbbotUi</name>
    <message>
        <source>abbot</source>
        <translation>abt</translation>
    </message>
</context>
<context>
    <name>ArrowsUi</name>
    <message>
        <source>a second meeple beside your own</source>
        <comment>arrow symbol</comment>
        <translation>een tweede meeple naast je eigen</translation>
    </message>
    <message>
        <source>a meeple anywhere</source>
        <comment>arrow symbol</comment>
        <translation>een meeple waar je wilt</translation>
    </message>
    <message>
        <source>another turn</source>
        <comment>arrow symbol</comment>
        <translation>nog een beurt</translation>
    </message>
    <message>
        <source>%1 activated an arrow: a meeple may reinforce a feature</source>
        <translation>%1 activeerde een pijl: een meeple mag een gebied versterken</translation>
    </message>
    <message>
        <source>%1 activated an arrow: a meeple may go anywhere</source>
        <translation>%1 activeerde een pijl: een meeple mag overal heen</translation>
    </message>
    <message>
        <source>%1 activated an arrow: another turn</source>
        <translation>%1 activeerde een pijl: nog een beurt</translation>
    </message>
    <message>
        <source>Several arrows point at tiles: choose the one to use.</source>
        <translation>Meerdere pijlen wijzen naar tegels: kies welke je gebruikt.</translation>
    </message>
    <message>
        <source>The arrow at %1, %2: %3</source>
        <translation>De pijl op %1, %2: %3</translation>
    </message>
    <message>
        <source>Extra turn from an arrow</source>
        <translation>Extra beurt dankzij een pijl</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: makkelijk</translation>
    </message>
    <message>
        <source>Computer: greedy</source>
        <translation>Computer: gretig</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normaal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: moeilijk</translation>
    </message>
</context>
<context>
    <name>BuilderUi</name>
    <message>
        <source>%1&apos;s builder grants a second tile</source>
        <translation>De bouwmeester van %1 levert een tweede tegel op</translation>
    </message>
    <message>
        <source>Double turn: the builder&apos;s second tile</source>
        <translation>Dubbele beurt: de tweede tegel van de bouwmeester</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>bouwmeester</translation>
    </message>
</context>
<context>
    <name>GoodsUi</name>
    <message>
        <source>Wine</source>
        <translation>Wijn</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Graan</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Laken</translation>
    </message>
    <message numerus="yes">
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n wijnfiche</numerusform>
            <numerusform>%n wijnfiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n graanfiche</numerusform>
            <numerusform>%n graanfiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n lakenfiche</numerusform>
            <numerusform>%n lakenfiches</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 kreeg %2</translation>
    </message>
</context>
<context>
    <name>PigUi</name>
    <message>
        <source>pig</source>
        <translation>varken</translation>
    </message>
</context>
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
<context>
    <name>ScoreCategory</name>
    <message>
        <source>Roads</source>
        <translation>Wegen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Steden</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Kloosters</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Tuinen</translation>
    </message>
    <message>
        <source>Fields</source>
        <comment>landscape</comment>
        <translation>Weiden</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
</context>
</TS>
