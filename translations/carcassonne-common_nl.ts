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
        <source>%1's builder grants a second tile</source>
        <translation>De bouwmeester van %1 levert een tweede tegel op</translation>
    </message>
    <message>
        <source>Double turn: the builder's second tile</source>
        <translation>Dubbele beurt: de tweede tegel van de bouwmeester</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>bouwmeester</translation>
    </message>
</context>
<context>
    <name>CoastUi</name>
    <message>
        <source>bandit</source>
        <translation>bandiet</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sheriff</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>kolonist</translation>
    </message>
    <message>
        <source>Start field: a tile may touch it with any side. It is not a tile and joins nothing.</source>
        <translation>Startveld: een tegel mag er met elke zijde tegen liggen. Het is geen tegel en verbindt niets.</translation>
    </message>
    <message>
        <source>The sea: no tile lies east of the coast.</source>
        <translation>De zee: ten oosten van de kust ligt geen tegel.</translation>
    </message>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n vlag</numerusform>
            <numerusform>%n vlaggen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FarmsUi</name>
    <message>
        <source>farmer</source>
        <translation>landbouwer</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>boerderij</translation>
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
    <message>
        <source>Coast and start fields</source>
        <translation>Kust en startvelden</translation>
    </message>
    <message>
        <source>Start fields on the coast</source>
        <translation>Startvelden aan de kust</translation>
    </message>
    <message>
        <source>The coast completes roads and cities</source>
        <translation>De kust werkt wegen en steden af</translation>
    </message>
    <message>
        <source>Road: points per trading post</source>
        <translation>Weg: punten per handelspost</translation>
    </message>
    <message>
        <source>Road at the end: points per trading post</source>
        <translation>Weg bij de eindtelling: punten per handelspost</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Boerderijen</translation>
    </message>
    <message>
        <source>Farm: points per tile of the nine</source>
        <translation>Boerderij: punten per tegel van de negen</translation>
    </message>
    <message>
        <source>Farm at the end: points per tile present</source>
        <translation>Boerderij bij de eindtelling: punten per aanwezige tegel</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Landmeters</translation>
    </message>
    <message>
        <source>Surveyor: bonus points in the surveyor's column</source>
        <translation>Landmeter: bonuspunten in de kolom van de landmeter</translation>
    </message>
    <message>
        <source>Trappers</source>
        <translation>Trappers</translation>
    </message>
    <message>
        <source>Plain: points per animal</source>
        <translation>Vlakte: punten per dier</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Vlaktes</translation>
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
<context>
    <name>SurveyorsUi</name>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>boerderij</translation>
    </message>
    <message>
        <source>%1 moves the northern surveyor west to column %2</source>
        <translation>%1 verplaatst de bovenste landmeter westwaarts naar kolom %2</translation>
    </message>
    <message>
        <source>%1 moves the southern surveyor west to column %2</source>
        <translation>%1 verplaatst de onderste landmeter westwaarts naar kolom %2</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>kolonist</translation>
    </message>
    <message>
        <source>%1's %2 goes home without points: it stood east of both surveyors</source>
        <translation>De %2 van %1 gaat zonder punten terug: hij stond ten oosten van beide landmeters</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets a surveyor bonus of %n point(s)</source>
        <translation>
            <numerusform>%1 krijgt een landmeterbonus van %n punt</numerusform>
            <numerusform>%1 krijgt een landmeterbonus van %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Several completed features score this turn. Which one scores next? A surveyor moves west after each.</source>
        <translation>Deze beurt worden meerdere afgewerkte bouwwerken gewaardeerd. Welk bouwwerk is het volgende? Na elke waardering trekt een landmeter westwaarts.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 at %2, %3: %n point(s)</source>
        <translation>
            <numerusform>De %1 op %2, %3: %n punt</numerusform>
            <numerusform>De %1 op %2, %3: %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, surveyor bonus +%2</source>
        <translation>%1, landmeterbonus +%2</translation>
    </message>
    <message>
        <source>At risk: east of both surveyors, it goes home without points at the next scoring.</source>
        <translation>Gevaar: ten oosten van beide landmeters gaat hij bij de volgende waardering zonder punten terug.</translation>
    </message>
    <message numerus="yes">
        <source>Surveyor's column %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>Kolom %1 van een landmeter: een kolonist die hier punten krijgt, krijgt %n punt extra per landmeter</numerusform>
            <numerusform>Kolom %1 van een landmeter: een kolonist die hier punten krijgt, krijgt %n punten extra per landmeter</numerusform>
        </translation>
    </message>
    <message>
        <source>East of both surveyors: colonists here, except trappers, go home without points at the next scoring.</source>
        <translation>Ten oosten van beide landmeters: kolonisten hier, behalve trappers, gaan bij de volgende waardering zonder punten terug.</translation>
    </message>
    <message numerus="yes">
        <source>Surveyor in column %1: a colonist scoring in this column earns %n more point(s)</source>
        <translation>
            <numerusform>Landmeter in kolom %1: een kolonist die in deze kolom punten krijgt, krijgt %n punt extra</numerusform>
            <numerusform>Landmeter in kolom %1: een kolonist die in deze kolom punten krijgt, krijgt %n punten extra</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrappersUi</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: the trappers of %1 score %2 each for %n animal(s)</source>
        <translation>
            <numerusform>Eindtelling: de trappers van %1 krijgen elk %2 voor %n dier</numerusform>
            <numerusform>Eindtelling: de trappers van %1 krijgen elk %2 voor %n dieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1's trappers score %2 for %n animal(s)</source>
        <translation>
            <numerusform>Eindtelling: de trappers van %1 krijgen %2 voor %n dier</numerusform>
            <numerusform>Eindtelling: de trappers van %1 krijgen %2 voor %n dieren</numerusform>
        </translation>
    </message>
    <message>
        <source>trapper</source>
        <translation>trapper</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>vlakte</translation>
    </message>
</context>
</TS>
