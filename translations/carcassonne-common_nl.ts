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
        <source>Computer: casual</source>
        <translation>Computer: rustig</translation>
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
    <name>CastlesUi</name>
    <message>
        <source>haunted castle</source>
        <translation>spookslot</translation>
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
    <name>CooperativeUi</name>
    <message>
        <source>The ghosts ran out: the supply could not give the ghosts a tile called for.</source>
        <translation>De spoken zijn op: de voorraad kon niet de spoken geven die een tegel vroeg.</translation>
    </message>
    <message>
        <source>The tiles ran out before the goal was reached.</source>
        <translation>De tegels waren op voordat het doel bereikt was.</translation>
    </message>
    <message>
        <source>A stack ran out before the team reached its hound.</source>
        <translation>Een stapel was op voordat het team zijn hond bereikte.</translation>
    </message>
    <message>
        <source>A hound was reached with no guard on the board to lie by.</source>
        <translation>Een hond werd bereikt zonder bewakingsmeeple op het speelveld om bij te liggen.</translation>
    </message>
    <message>
        <source>The team has lost.</source>
        <translation>Het team heeft verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lets %n point(s) go and calms ghosts instead</source>
        <translation>
            <numerusform>%1 laat %n punt schieten en bedaart in plaats daarvan spoken</numerusform>
            <numerusform>%1 laat %n punten schieten en bedaart in plaats daarvan spoken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores, and the team reaches its goal of %n point(s)</source>
        <translation>
            <numerusform>%1 scoort, en het team bereikt zijn doel van %n punt</numerusform>
            <numerusform>%1 scoort, en het team bereikt zijn doel van %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn the team loses. %2</source>
        <translation>In de beurt van %1 verliest het team. %2</translation>
    </message>
    <message>
        <source>Several completed features score this turn. Which one is settled first?</source>
        <translation>Deze beurt worden meerdere afgebouwde projecten geteld. Welk wordt eerst afgehandeld?</translation>
    </message>
    <message>
        <source>The %1 at %2 is complete. Take its points, or calm up to 3 ghosts on one tile instead (then nobody scores it)?</source>
        <translation>Op %2 is een %1 afgebouwd. Nemen jullie de punten, of bedaren jullie in plaats daarvan maximaal 3 spoken op één tegel (dan krijgt niemand er punten voor)?</translation>
    </message>
    <message numerus="yes">
        <source>The %1 at %2: %n point(s)</source>
        <translation>
            <numerusform>Een %1 op %2: %n punt</numerusform>
            <numerusform>Een %1 op %2: %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, for each of %n colour(s)</source>
        <translation>
            <numerusform>%1, voor elk van %n kleur</numerusform>
            <numerusform>%1, voor elk van %n kleuren</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the points</source>
        <translation>De punten nemen</translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n for each of %2 colours</source>
        <translation>
            <numerusform>De punten nemen: %n voor elk van %2 kleuren</numerusform>
            <numerusform>De punten nemen: %n voor elk van %2 kleuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n</source>
        <translation>
            <numerusform>De punten nemen: %n</numerusform>
            <numerusform>De punten nemen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) at %1 instead</source>
        <translation>
            <numerusform>In plaats daarvan %n spook bedaren op %1</numerusform>
            <numerusform>In plaats daarvan %n spoken bedaren op %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Towards the goal</source>
        <translation>Naar het doel</translation>
    </message>
    <message>
        <source>This colour&apos;s score against the goal: the team wins once every colour has reached it.</source>
        <translation>De score van deze kleur tegenover het doel: het team wint zodra elke kleur het bereikt heeft.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 van 6</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Laagste</translation>
    </message>
    <message numerus="yes">
        <source>Every colour scores for itself: the team wins when the lowest score reaches %n point(s).</source>
        <translation>
            <numerusform>Elke kleur scoort voor zichzelf: het team wint als de laagste score %n punt bereikt.</numerusform>
            <numerusform>Elke kleur scoort voor zichzelf: het team wint als de laagste score %n punten bereikt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message numerus="yes">
        <source>The colours&apos; points together: the team wins at once when they reach %n point(s).</source>
        <translation>
            <numerusform>De punten van alle kleuren samen: het team wint meteen als ze %n punt bereiken.</numerusform>
            <numerusform>De punten van alle kleuren samen: het team wint meteen als ze %n punten bereiken.</numerusform>
        </translation>
    </message>
    <message>
        <source>guard</source>
        <translation>bewakingsmeeple</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) in the supply</source>
        <translation>
            <numerusform>%n spook in de voorraad</numerusform>
            <numerusform>%n spoken in de voorraad</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 tiles in stacks of %3</source>
        <translation>%1, %2 tegels in stapels van %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) in one pile</source>
        <translation>
            <numerusform>%1, %n tegel in één stapel</numerusform>
            <numerusform>%1, %n tegels in één stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goals: Rufus at %1 by the end of the first stack, Ronja at %2 by the end of the second, %n point(s) to win</source>
        <translation>
            <numerusform>Doelen: Rufus bij %1 voor het einde van de eerste stapel, Ronja bij %2 voor het einde van de tweede, %n punt om te winnen</numerusform>
            <numerusform>Doelen: Rufus bij %1 voor het einde van de eerste stapel, Ronja bij %2 voor het einde van de tweede, %n punten om te winnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s) to win</source>
        <translation>
            <numerusform>Doel: %n punt om te winnen</numerusform>
            <numerusform>Doel: %n punten om te winnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, every colour for itself</source>
        <translation>%1, elke kleur voor zich</translation>
    </message>
    <message>
        <source>Without haunted castles and graveyards.</source>
        <translation>Zonder spookslotten en kerkhoven.</translation>
    </message>
    <message>
        <source>Haunted castles pay for the fog around them. A graveyard closes when its four sides touch tiles and buries a guard; while one is open, ghosts on fog bring one more to it.</source>
        <translation>Spookslotten leveren punten op voor de mist eromheen. Een kerkhof sluit als er aan alle vier zijden tegels liggen en begraaft dan een bewakingsmeeple; zolang er een open is, brengen spoken in de mist er nog één extra op.</translation>
    </message>
    <message>
        <source>Haunted graveyards: one closes only with all eight neighbours, a new one puts a ghost on each foggy tile around it, and while one is open a tile goes face down beside it every turn.</source>
        <translation>Kerkhoven waar het spookt: een kerkhof sluit pas met alle acht buren, een nieuw kerkhof zet een spook op elke omliggende tegel met mist, en zolang er een open is, gaat er elke beurt een gedekte tegel naast.</translation>
    </message>
    <message>
        <source>A hound reached opens the next stack, calms ghosts by a guard and later scores a point per ghost on the board.</source>
        <translation>Een bereikte hond opent de volgende stapel, bedaart spoken bij een bewakingsmeeple en levert later een punt op per spook op het speelveld.</translation>
    </message>
    <message>
        <source>The Mist is played together: each seat is one colour with its own guards. To play several colours on your own, as the English edition lets a solo player do, add a seat for each colour and play them all yourself.</source>
        <translation>De Mist speel je samen: elke plaats is één kleur met eigen bewakingsmeeples. Wil je alleen met meerdere kleuren spelen, zoals de Engelse editie een solospeler toestaat, voeg dan voor elke kleur een plaats toe en speel ze allemaal zelf.</translation>
    </message>
    <message numerus="yes">
        <source>The team reached the goal of %n point(s) on level %1.</source>
        <translation>
            <numerusform>Het team heeft het doel van %n punt op niveau %1 bereikt.</numerusform>
            <numerusform>Het team heeft het doel van %n punten op niveau %1 bereikt.</numerusform>
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
    <name>FogUi</name>
    <message numerus="yes">
        <source>%n ghost(s) start on the start tile at %1</source>
        <translation>
            <numerusform>%n spook begint op de starttegel op %1</numerusform>
            <numerusform>%n spoken beginnen op de starttegel op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n more ghost(s) on the open graveyard at %2</source>
        <translation>
            <numerusform>%1 zet nog %n spook op het open kerkhof op %2</numerusform>
            <numerusform>%1 zet nog %n spoken op het open kerkhof op %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard haunts the fog at %2: %n ghost(s)</source>
        <translation>
            <numerusform>Het kerkhof van %1 laat het spoken in de mist op %2: %n spook</numerusform>
            <numerusform>Het kerkhof van %1 laat het spoken in de mist op %2: %n spoken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n ghost(s) in the fog at %2</source>
        <translation>
            <numerusform>%1 zet %n spook in de mist op %2</numerusform>
            <numerusform>%1 zet %n spoken in de mist op %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) at %1 go back to the supply</source>
        <translation>
            <numerusform>%n spook op %1 gaat terug naar de voorraad</numerusform>
            <numerusform>%n spoken op %1 gaan terug naar de voorraad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calms %n ghost(s) at %2</source>
        <translation>
            <numerusform>%1 bedaart %n spook op %2</numerusform>
            <numerusform>%1 bedaart %n spoken op %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hound calms %n ghost(s) at %1</source>
        <translation>
            <numerusform>De hond bedaart %n spook op %1</numerusform>
            <numerusform>De hond bedaart %n spoken op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) leave the closed graveyard at %1</source>
        <translation>
            <numerusform>%n spook verlaat het gesloten kerkhof op %1</numerusform>
            <numerusform>%n spoken verlaten het gesloten kerkhof op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ghost(s) off %2</source>
        <translation>
            <numerusform>%1 haalt %n spook weg van %2</numerusform>
            <numerusform>%1 haalt %n spoken weg van %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a fog bank of %n tile(s) at %2</source>
        <translation>
            <numerusform>%1 bouwt een mistbank van %n tegel af op %2</numerusform>
            <numerusform>%1 bouwt een mistbank van %n tegels af op %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: its %n ghost(s) are calmed</source>
        <translation>
            <numerusform>: %n spook erop is bedaard</numerusform>
            <numerusform>: de %n spoken erop zijn bedaard</numerusform>
        </translation>
    </message>
    <message>
        <source>No ghost is left in the supply: a tile that calls for one loses the game.</source>
        <translation>Er is geen spook meer in de voorraad: een tegel die er een vraagt, kost het spel.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n ghost(s) left in the supply: a tile that calls for more loses the game.</source>
        <translation>
            <numerusform>Nog maar %n spook in de voorraad: een tegel die er meer vraagt, kost het spel.</numerusform>
            <numerusform>Nog maar %n spoken in de voorraad: een tegel die er meer vraagt, kost het spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Spoken</translation>
    </message>
    <message numerus="yes">
        <source>Ghosts in the supply, of %1; %n on the board. When a tile calls for more ghosts than the supply holds, the team loses at once.</source>
        <translation>
            <numerusform>Spoken in de voorraad, van de %1; %n op het speelveld. Vraagt een tegel meer spoken dan de voorraad heeft, dan verliest het team meteen.</numerusform>
            <numerusform>Spoken in de voorraad, van de %1; %n op het speelveld. Vraagt een tegel meer spoken dan de voorraad heeft, dan verliest het team meteen.</numerusform>
        </translation>
    </message>
    <message>
        <source>fog bank</source>
        <translation>mistbank</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on this tile</source>
        <translation>
            <numerusform>%n spook op deze tegel</numerusform>
            <numerusform>%n spoken op deze tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A completed fog bank (%n tile(s)): its ghosts were driven away</source>
        <translation>
            <numerusform>Een afgebouwde mistbank (%n tegel): de spoken zijn verjaagd</numerusform>
            <numerusform>Een afgebouwde mistbank (%n tegels): de spoken zijn verjaagd</numerusform>
        </translation>
    </message>
    <message>
        <source>This fog bank can never be completed: it meets a clear road or field, or a face-down tile</source>
        <translation>Deze mistbank kan nooit meer worden afgebouwd: ze raakt een heldere weg of een helder veld, of een gedekte tegel</translation>
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
    <name>GraveyardsUi</name>
    <message>
        <source>%1 closes the graveyard at %2</source>
        <translation>%1 sluit het kerkhof op %2</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply is buried in the graveyard at %2 for good</source>
        <translation>Een bewakingsmeeple uit de voorraad van %1 wordt voorgoed begraven op het kerkhof op %2</translation>
    </message>
    <message>
        <source>%1&apos;s guard is buried in the graveyard at %2 for good</source>
        <translation>De bewakingsmeeple van %1 wordt voorgoed begraven op het kerkhof op %2</translation>
    </message>
    <message>
        <source>%1 lays a tile face down at %2</source>
        <translation>%1 legt een gedekte tegel op %2</translation>
    </message>
    <message>
        <source>A graveyard is closed: which guard is buried in it for good?</source>
        <translation>Een kerkhof is gesloten: welke bewakingsmeeple wordt er voorgoed begraven?</translation>
    </message>
    <message>
        <source>A graveyard is closed and no guard stands on the board: whose supply gives a guard to bury?</source>
        <translation>Een kerkhof is gesloten en er staat geen bewakingsmeeple op het speelveld: uit wiens voorraad komt de bewakingsmeeple die begraven wordt?</translation>
    </message>
    <message>
        <source>Ghosts went onto fog, so one more goes onto an open graveyard. Which one?</source>
        <translation>Er zijn spoken in de mist gezet, dus er komt er nog één op een open kerkhof. Welk kerkhof?</translation>
    </message>
    <message>
        <source>A graveyard is open: a tile goes face down beside it. Where?</source>
        <translation>Er is een kerkhof open: er komt een gedekte tegel naast. Waar?</translation>
    </message>
    <message>
        <source>Which graveyard?</source>
        <translation>Welk kerkhof?</translation>
    </message>
    <message>
        <source>A guard from player %1&apos;s supply</source>
        <translation>Een bewakingsmeeple uit de voorraad van speler %1</translation>
    </message>
    <message>
        <source>Bury %1</source>
        <translation>Begraaf %1</translation>
    </message>
    <message>
        <source>The graveyard at %1</source>
        <translation>Het kerkhof op %1</translation>
    </message>
    <message>
        <source>Face down at %1</source>
        <translation>Gedekt op %1</translation>
    </message>
    <message>
        <source>A haunted graveyard is open: at the end of this turn a tile goes face down beside it.</source>
        <translation>Er is een kerkhof open waar het spookt: aan het einde van deze beurt komt er een gedekte tegel naast.</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>kerkhof</translation>
    </message>
    <message>
        <source>A face-down tile: it fits any side and completes only graveyards. A road, city, fog bank or haunted castle touching it can never be completed.</source>
        <translation>Een gedekte tegel: hij past aan elke zijde en bouwt alleen kerkhoven af. Een weg, stad, mistbank of spookslot die eraan grenst, kan nooit meer worden afgebouwd.</translation>
    </message>
    <message>
        <source>Open graveyard, haunted: it closes when all eight neighbours hold tiles, and then a guard is buried in it. While it is open, a tile goes face down beside it at the end of every turn.</source>
        <translation>Open kerkhof waar het spookt: het sluit als alle acht buren een tegel hebben, en dan wordt er een bewakingsmeeple begraven. Zolang het open is, komt er aan het einde van elke beurt een gedekte tegel naast.</translation>
    </message>
    <message>
        <source>Open graveyard: it closes when its four sides touch tiles, and then a guard is buried in it. While it is open, a tile that puts ghosts on fog puts one more on an open graveyard.</source>
        <translation>Open kerkhof: het sluit als er aan alle vier zijden tegels liggen, en dan wordt er een bewakingsmeeple begraven. Zolang het open is, zet een tegel die spoken in de mist zet er nog één op een open kerkhof.</translation>
    </message>
</context>
<context>
    <name>HoundsUi</name>
    <message numerus="yes">
        <source>%1 gets %n point(s) from the hound, one per ghost on the board</source>
        <translation>
            <numerusform>%1 krijgt %n punt van de hond, één per spook op het speelveld</numerusform>
            <numerusform>%1 krijgt %n punten van de hond, één per spook op het speelveld</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn the team reaches %2: the rest of this stack goes onto the next</source>
        <translation>In de beurt van %1 bereikt het team %2: de rest van deze stapel gaat op de volgende</translation>
    </message>
    <message>
        <source>%2 lies down by %1&apos;s guard at %3</source>
        <translation>%2 gaat bij de bewakingsmeeple van %1 op %3 liggen</translation>
    </message>
    <message numerus="yes">
        <source>%2 leaves %1&apos;s guard and scores %n point(s), one per ghost on the board</source>
        <translation>
            <numerusform>%2 verlaat de bewakingsmeeple van %1 en levert %n punt op, één per spook op het speelveld</numerusform>
            <numerusform>%2 verlaat de bewakingsmeeple van %1 en levert %n punten op, één per spook op het speelveld</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn %2 leaves the game unused: no guard stands on the board</source>
        <translation>In de beurt van %1 verlaat %2 ongebruikt het spel: er staat geen bewakingsmeeple op het speelveld</translation>
    </message>
    <message>
        <source>On %1&apos;s turn %2 leaves the game unscored: its guard was buried</source>
        <translation>In de beurt van %1 verlaat %2 het spel zonder punten: zijn bewakingsmeeple is begraven</translation>
    </message>
    <message numerus="yes">
        <source>The team has reached %1 (%n point(s)). By which guard does it lie down?</source>
        <translation>
            <numerusform>Het team heeft %1 bereikt (%n punt). Bij welke bewakingsmeeple gaat hij liggen?</numerusform>
            <numerusform>Het team heeft %1 bereikt (%n punten). Bij welke bewakingsmeeple gaat hij liggen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The hound calms up to 3 ghosts on each of two tiles around it, its own tile included. Which tile next?</source>
        <translation>De hond bedaart maximaal 3 spoken op elk van twee tegels om hem heen, zijn eigen tegel meegerekend. Welke tegel nu?</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 bij %2</translation>
    </message>
    <message>
        <source>Calm no more ghosts</source>
        <translation>Geen spoken meer bedaren</translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) at %1</source>
        <translation>
            <numerusform>%n spook bedaren op %1</numerusform>
            <numerusform>%n spoken bedaren op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last tile of this stack: without %n more point(s) for %1 this turn, the team loses.</source>
        <translation>
            <numerusform>De laatste tegel van deze stapel: zonder nog %n punt voor %1 deze beurt verliest het team.</numerusform>
            <numerusform>De laatste tegel van deze stapel: zonder nog %n punten voor %1 deze beurt verliest het team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack %1/%2</source>
        <translation>Stapel %1/%2</translation>
    </message>
    <message>
        <source>Tiles left in stack %1 of %2: reach %3 before it runs out, or the team loses.</source>
        <translation>Tegels over in stapel %1 van %2: bereik %3 voordat hij op is, anders verliest het team.</translation>
    </message>
    <message>
        <source>Tiles left in the last stack: reach the goal before it runs out.</source>
        <translation>Tegels over in de laatste stapel: bereik het doel voordat hij op is.</translation>
    </message>
    <message numerus="yes">
        <source>%1 comes at %n point(s): reach them before stack %2 runs out. The hound then lies by a guard and calms ghosts around it.</source>
        <translation>
            <numerusform>%1 komt bij %n punt: haal dat voordat stapel %2 op is. De hond gaat dan bij een bewakingsmeeple liggen en bedaart spoken om zich heen.</numerusform>
            <numerusform>%1 komt bij %n punten: haal die voordat stapel %2 op is. De hond gaat dan bij een bewakingsmeeple liggen en bedaart spoken om zich heen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lies by a guard: when the guard&apos;s feature is scored, %1 scores a point per ghost on the board and leaves.</source>
        <translation>%1 ligt bij een bewakingsmeeple: als het project van die bewakingsmeeple geteld wordt, levert %1 een punt op per spook op het speelveld en vertrekt.</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>%1 has left the game.</source>
        <translation>%1 heeft het spel verlaten.</translation>
    </message>
    <message>
        <source>%1 lies by a guard on this tile: when the guard&apos;s feature is scored, %1 scores a point per ghost on the board and leaves.</source>
        <translation>%1 ligt bij een bewakingsmeeple op deze tegel: als het project van die bewakingsmeeple geteld wordt, levert %1 een punt op per spook op het speelveld en vertrekt.</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>ligt</translation>
    </message>
</context>
<context>
    <name>MistTexts</name>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>the guard on the %1 at %2</source>
        <translation>de bewakingsmeeple op %2 (%1)</translation>
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
        <source>Minimum number of players</source>
        <translation>Minimaal aantal spelers</translation>
    </message>
    <message>
        <source>Maximum number of players</source>
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
        <source>Surveyor: bonus points in the surveyor&apos;s column</source>
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
    <message>
        <source>Haunted castles</source>
        <translation>Spookslotten</translation>
    </message>
    <message>
        <source>Haunted castle: points per tile with fog</source>
        <translation>Spookslot: punten per tegel met mist</translation>
    </message>
    <message>
        <source>The Mist: playing together</source>
        <translation>De Mist: samen spelen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Goal: points to win</source>
        <translation>Doel: punten om te winnen</translation>
    </message>
    <message>
        <source>Every colour scores for itself and must reach each goal</source>
        <translation>Elke kleur scoort voor zich en moet elk doel bereiken</translation>
    </message>
    <message>
        <source>Fog and ghosts</source>
        <translation>Mist en spoken</translation>
    </message>
    <message>
        <source>Ghosts in the supply</source>
        <translation>Spoken in de voorraad</translation>
    </message>
    <message>
        <source>Graveyards</source>
        <translation>Kerkhoven</translation>
    </message>
    <message>
        <source>Graveyards: 0 left out, 1 close on four sides, 2 haunted</source>
        <translation>Kerkhoven: 0 niet gebruikt, 1 sluiten met vier zijden, 2 er spookt het</translation>
    </message>
    <message>
        <source>Stacks and hounds</source>
        <translation>Stapels en honden</translation>
    </message>
    <message>
        <source>Tiles per stack (0: one pile)</source>
        <translation>Tegels per stapel (0: één stapel)</translation>
    </message>
    <message>
        <source>Rufus: points by the end of the first stack</source>
        <translation>Rufus: punten voor het einde van de eerste stapel</translation>
    </message>
    <message>
        <source>Ronja: points by the end of the second stack</source>
        <translation>Ronja: punten voor het einde van de tweede stapel</translation>
    </message>
    <message>
        <source>A hound reached with no guard on the board loses the game</source>
        <translation>Een hond bereikt zonder bewakingsmeeple op het speelveld kost het spel</translation>
    </message>
    <message>
        <source>Hounds</source>
        <translation>Honden</translation>
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
        <source>%1&apos;s %2 goes home without points: it stood east of both surveyors</source>
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
        <source>Surveyor&apos;s column %1: a colonist scoring here earns %n more point(s) per surveyor</source>
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
        <source>Final scoring: %1&apos;s trappers score %2 for %n animal(s)</source>
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
