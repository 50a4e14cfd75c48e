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
        <source>Extra turn from an arrow</source>
        <translation>Extra beurt dankzij een pijl</translation>
    </message>
    <message>
        <source>The arrow %1: %2</source>
        <extracomment>%1: where the arrow&apos;s tile lies (&quot;on your tile&quot;, &quot;north of your tile&quot;); %2 its effect.</extracomment>
        <translation>De pijl %1: %2</translation>
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
    <message numerus="yes">
        <source>The team reached the goal of %n point(s) on level %1.</source>
        <translation>
            <numerusform>Het team heeft het doel van %n punt op niveau %1 bereikt.</numerusform>
            <numerusform>Het team heeft het doel van %n punten op niveau %1 bereikt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Mist is played together. With the English edition&apos;s colours a player alone plays 4 colours and two players 2 colours each, 3 guards a colour, and every guard is placed in one of your colours; otherwise each player is one colour of 5 guards.</source>
        <translation>The Mist speel je samen. Met de kleuren van de Engelse editie speelt een speler alleen 4 kleuren en spelen twee spelers elk 2 kleuren, 3 bewakers per kleur, en zet je elke bewaker in een van je kleuren; anders is elke speler één kleur met 5 bewakers.</translation>
    </message>
    <message numerus="yes">
        <source>Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja at %2 by the end of the second, %n point(s) to win</source>
        <translation>
            <numerusform>Doelen: de hond Rufus bij %1 voor het einde van de eerste stapel, de hond Ronja bij %2 voor het einde van de tweede, %n punt om te winnen</numerusform>
            <numerusform>Doelen: de hond Rufus bij %1 voor het einde van de eerste stapel, de hond Ronja bij %2 voor het einde van de tweede, %n punten om te winnen</numerusform>
        </translation>
    </message>
    <message>
        <source>You completed a %1. Take its points, or calm up to 3 ghosts on one tile instead (then nobody scores it)?</source>
        <translation>Je hebt een %1 afgebouwd. Neem je de punten, of bedaar je in plaats daarvan maximaal 3 spoken op één tegel (dan krijgt niemand er punten voor)?</translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>De %1 (%2): %n punt</numerusform>
            <numerusform>De %1 (%2): %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1 instead</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of your tile instead&quot;</extracomment>
        <translation>
            <numerusform>In plaats daarvan %n van de %2 spoken %1 bedaren</numerusform>
            <numerusform>In plaats daarvan %n van de %2 spoken %1 bedaren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1 instead</source>
        <extracomment>&quot;Calm 2 ghosts north of your tile instead&quot; (all there are)</extracomment>
        <translation>
            <numerusform>In plaats daarvan %n spook %1 bedaren</numerusform>
            <numerusform>In plaats daarvan %n spoken %1 bedaren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>longer than %1 characters (%2)</source>
        <translation>langer dan %1 tekens (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile&apos;s name (&quot;package/id&quot;, at most 97 printable characters)</source>
        <translation>&apos;%1&apos; is geen tegelnaam (&quot;pakket/id&quot;, hoogstens 97 afdrukbare tekens)</translation>
    </message>
    <message>
        <source>setup.deck[%1]: %2</source>
        <translation>setup.deck[%1] ongeldig: %2</translation>
    </message>
    <message>
        <source>&quot;choices&quot; must be a list</source>
        <translation>&quot;choices&quot; moet een lijst zijn</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file: refused</source>
        <translation>&apos;%1&apos; is geen gewoon bestand: geweigerd</translation>
    </message>
    <message>
        <source>&lt;use&gt; references form a loop through &apos;#%1&apos;</source>
        <translation>&lt;use&gt;-verwijzingen vormen een kring via &apos;#%1&apos;</translation>
    </message>
    <message>
        <source>&lt;use&gt; references expand to more than %1 elements</source>
        <translation>&lt;use&gt;-verwijzingen leveren meer dan %1 elementen op</translation>
    </message>
    <message>
        <source>setup.players[%1].%2: longer than %3 characters (%4): refused</source>
        <translation>setup.players[%1].%2: langer dan %3 tekens (%4): geweigerd</translation>
    </message>
    <message>
        <source>larger than %1 bytes: refused</source>
        <translation>groter dan %1 bytes: geweigerd</translation>
    </message>
    <message>
        <source>not a regular file: refused</source>
        <translation>geen gewoon bestand: geweigerd</translation>
    </message>
    <message>
        <source>%1 does not fit at [%2, %3] turned %4 degrees%5</source>
        <translation>%1 past niet op [%2, %3], %4 graden gedraaid%5</translation>
    </message>
    <message>
        <source>%1 is not a package id (1-64 lower-case letters, digits or &apos;-&apos;)</source>
        <translation>%1 is geen pakket-id (1-64 kleine letters, cijfers of &apos;-&apos;)</translation>
    </message>
    <message>
        <source>%1 is not the index of a city feature</source>
        <translation>%1 is niet de index van een stad</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a folder</source>
        <translation>&apos;%1&apos; bestaat al en is geen map</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a link: refused</source>
        <translation>&apos;%1&apos; is een link: geweigerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 (%3)</source>
        <translation>&apos;%1&apos; is geen %2 (toegestaan: %3)</translation>
    </message>
    <message>
        <source>: no tile may lie east of column %1</source>
        <translation>: ten oosten van kolom %1 mag geen tegel liggen</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2</source>
        <translation>element &lt;%1&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2: %3</source>
        <translation>element &lt;%1&gt;, attribuut %2: %3</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has the event handler attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; heeft het event-handler-attribuut &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed</source>
        <translation>&lt;%1&gt; is niet toegestaan</translation>
    </message>
    <message>
        <source>&lt;%1&gt; style: %2</source>
        <translation>&lt;%1&gt;, attribuut style: %2</translation>
    </message>
    <message>
        <source>&lt;style&gt;: %1</source>
        <translation>element &lt;style&gt;: %1</translation>
    </message>
    <message>
        <source>CSS @import is not allowed</source>
        <translation>CSS @import is niet toegestaan</translation>
    </message>
    <message>
        <source>&quot;at&quot; must be [x, y] with whole numbers</source>
        <translation>&quot;at&quot; moet [x, y] met gehele getallen zijn</translation>
    </message>
    <message>
        <source>&quot;index&quot; must be a whole number from 0 to 63</source>
        <translation>&quot;index&quot; moet een geheel getal van 0 tot en met 63 zijn</translation>
    </message>
    <message>
        <source>&quot;recall&quot; must be [x, y] with whole numbers</source>
        <translation>&quot;recall&quot; moet [x, y] met gehele getallen zijn</translation>
    </message>
    <message>
        <source>a %1 is named by a port (NNW ... WNW)</source>
        <translation>een gebied van het type %1 wordt aangeduid met een aansluitpunt (NNW ... WNW)</translation>
    </message>
    <message>
        <source>a DOCTYPE is not allowed</source>
        <translation>een DOCTYPE is niet toegestaan</translation>
    </message>
    <message>
        <source>a backslash escape in CSS is not allowed</source>
        <translation>een backslash-escape in CSS is niet toegestaan</translation>
    </message>
    <message>
        <source>a data: image is not valid base64</source>
        <translation>een data:-afbeelding is niet geldig in base64 gecodeerd</translation>
    </message>
    <message>
        <source>a data:image/jpeg URI does not hold a JPEG</source>
        <translation>een data:image/jpeg-URI bevat geen JPEG</translation>
    </message>
    <message>
        <source>a data:image/png URI does not hold a PNG</source>
        <translation>een data:image/png-URI bevat geen PNG</translation>
    </message>
    <message>
        <source>a feature must be an object</source>
        <translation>een gebied moet een object zijn</translation>
    </message>
    <message>
        <source>a package cannot require itself</source>
        <translation>een pakket kan zichzelf niet vereisen</translation>
    </message>
    <message>
        <source>a tile must be an object</source>
        <translation>een tegel moet een object zijn</translation>
    </message>
    <message>
        <source>ai:random has no settings</source>
        <translation>ai:random heeft geen instellingen</translation>
    </message>
    <message>
        <source>an English name is required</source>
        <translation>een Engelse naam is verplicht</translation>
    </message>
    <message>
        <source>an SVG data: image inside an SVG data: image is not allowed</source>
        <translation>een SVG-data:-afbeelding binnen een SVG-data:-afbeelding is niet toegestaan</translation>
    </message>
    <message>
        <source>art file &apos;%1&apos; is not in the package</source>
        <translation>afbeeldingsbestand &apos;%1&apos; zit niet in het pakket</translation>
    </message>
    <message>
        <source>cannot add &apos;%1&apos; to the zip</source>
        <translation>kan &apos;%1&apos; niet aan de zip toevoegen</translation>
    </message>
    <message>
        <source>cannot create a folder for &apos;%1&apos;</source>
        <translation>kan geen map voor &apos;%1&apos; aanmaken</translation>
    </message>
    <message>
        <source>cannot create a zip (error %1)</source>
        <translation>kan geen zip aanmaken (fout %1)</translation>
    </message>
    <message>
        <source>cannot finish the zip (error %1)</source>
        <translation>kan de zip niet afronden (fout %1)</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>kan de map %1 niet aanmaken</translation>
    </message>
    <message>
        <source>cannot move the new package to &apos;%1&apos;</source>
        <translation>kan het nieuwe pakket niet naar &apos;%1&apos; verplaatsen</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>kan &apos;%1&apos; niet lezen: %2</translation>
    </message>
    <message>
        <source>cannot read entry &apos;%1&apos;</source>
        <translation>kan item &apos;%1&apos; niet lezen</translation>
    </message>
    <message>
        <source>cannot replace &apos;%1&apos;</source>
        <translation>kan &apos;%1&apos; niet vervangen</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>kan &apos;%1&apos; niet schrijven: %2</translation>
    </message>
    <message>
        <source>cell %1 is not a cell of this tile</source>
        <translation>cel %1 is geen cel van deze tegel</translation>
    </message>
    <message>
        <source>choices[%1]: not a choice the rules offer now</source>
        <translation>choices[%1]: geen keuze die de regels nu bieden</translation>
    </message>
    <message>
        <source>choices[%1]: the rules ask for no choice here</source>
        <translation>choices[%1]: de regels vragen hier om geen keuze</translation>
    </message>
    <message>
        <source>damaged zip directory</source>
        <translation>beschadigde inhoudsopgave van de zip</translation>
    </message>
    <message>
        <source>duplicate cell</source>
        <translation>dubbele cel</translation>
    </message>
    <message>
        <source>duplicate port</source>
        <translation>dubbel aansluitpunt</translation>
    </message>
    <message>
        <source>duplicate tile id</source>
        <translation>dubbele tegel-id</translation>
    </message>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>elementen meer dan %1 niveaus diep genest</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; appears twice: refused</source>
        <translation>item &apos;%1&apos; komt twee keer voor: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; has a NUL byte in its name: refused</source>
        <translation>item &apos;%1&apos; heeft een NUL-byte in de naam: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is a symbolic link: refused</source>
        <translation>item &apos;%1&apos; is een symbolische link: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (its checksum does not match): refused</source>
        <translation>item &apos;%1&apos; is beschadigd (de controlesom klopt niet): geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (zip error %2): refused</source>
        <translation>item &apos;%1&apos; is beschadigd (zip-fout %2): geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is encrypted: refused</source>
        <translation>item &apos;%1&apos; is versleuteld: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is larger than %2 bytes: refused</source>
        <translation>item &apos;%1&apos; is groter dan %2 bytes: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not a regular file (mode 0%2): refused</source>
        <translation>item &apos;%1&apos; is geen gewoon bestand (modus 0%2): geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not the size its header claims: refused</source>
        <translation>item &apos;%1&apos; heeft niet de grootte die de header opgeeft: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; would lie outside the package: refused</source>
        <translation>item &apos;%1&apos; zou buiten het pakket terechtkomen: geweigerd</translation>
    </message>
    <message>
        <source>figure must be an object or null</source>
        <translation>de figuur (figure) moet een object of null zijn</translation>
    </message>
    <message>
        <source>figure: the rules do not allow this %1 there</source>
        <translation>figure: de regels staan deze figuur (%1) daar niet toe</translation>
    </message>
    <message>
        <source>fog lies only on roads and fields, not on port %1</source>
        <translation>mist ligt alleen op wegen en weiden, niet op aansluitpunt %1</translation>
    </message>
    <message>
        <source>fog must reach an outer side of the tile</source>
        <translation>mist moet tot een buitenzijde van de tegel reiken</translation>
    </message>
    <message>
        <source>format: not a carcassonne-record</source>
        <translation>format: geen carcassonne-record</translation>
    </message>
    <message>
        <source>formatVersion: unsupported (this program reads version 1)</source>
        <translation>formatVersion: niet ondersteund (dit programma leest versie 1)</translation>
    </message>
    <message>
        <source>invalid JSON at offset %1: %2</source>
        <translation>ongeldige JSON op positie %1: %2</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>groter dan %1 bytes</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>regel %1: %2</translation>
    </message>
    <message>
        <source>missing file</source>
        <translation>bestand ontbreekt</translation>
    </message>
    <message>
        <source>more than %1 elements</source>
        <translation>meer dan %1 elementen</translation>
    </message>
    <message>
        <source>more than %1 files: refused</source>
        <translation>meer dan %1 bestanden: geweigerd</translation>
    </message>
    <message>
        <source>more than maxPlayers</source>
        <translation>groter dan maxPlayers</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>zet %1: %2</translation>
    </message>
    <message>
        <source>move %1: must be an object</source>
        <translation>zet %1: moet een object zijn</translation>
    </message>
    <message>
        <source>moves: must be a list</source>
        <translation>moves: moet een lijst zijn</translation>
    </message>
    <message>
        <source>must be 1-32 letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>moet uit 1-32 letters, cijfers, &apos;_&apos;, &apos;.&apos; of &apos;-&apos; bestaan</translation>
    </message>
    <message>
        <source>must be 1-64 lower-case letters, digits or &apos;-&apos;</source>
        <translation>moet uit 1-64 kleine letters, cijfers of &apos;-&apos; bestaan</translation>
    </message>
    <message>
        <source>must be N, E, S or W</source>
        <translation>moet N, E, S of W zijn</translation>
    </message>
    <message>
        <source>must be &quot;carcassonne-package&quot;</source>
        <translation>moet &quot;carcassonne-package&quot; zijn</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>moet een lijst zijn</translation>
    </message>
    <message>
        <source>must be a list of %1</source>
        <translation>moet een lijst van %1 zijn</translation>
    </message>
    <message>
        <source>must be a list of 1 to 16 [x, y] pairs</source>
        <translation>moet een lijst van 1 tot en met 16 [x, y]-paren zijn</translation>
    </message>
    <message>
        <source>must be a list of feature indices</source>
        <translation>moet een lijst van gebiedsindexen zijn</translation>
    </message>
    <message>
        <source>must be a list of package ids</source>
        <translation>moet een lijst van pakket-id&apos;s zijn</translation>
    </message>
    <message>
        <source>must be a list of tiles</source>
        <translation>moet een lijst van tegels zijn</translation>
    </message>
    <message>
        <source>must be a non-empty list</source>
        <translation>moet een niet-lege lijst zijn</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>moet een geheel getal van %1 tot en met %2 zijn</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>moet een geheel getal van 0 tot en met %1 zijn</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 500</source>
        <translation>moet een geheel getal van 0 tot en met 500 zijn</translation>
    </message>
    <message>
        <source>must be an [x, y] pair within -8..8</source>
        <translation>moet een [x, y]-paar binnen -8..8 zijn</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>moet een object zijn</translation>
    </message>
    <message>
        <source>must be an object of language code to text</source>
        <translation>moet een object zijn dat taalcodes aan teksten koppelt</translation>
    </message>
    <message>
        <source>must be one of the tile&apos;s cells</source>
        <translation>moet een van de cellen van de tegel zijn</translation>
    </message>
    <message>
        <source>must be reinforce, anywhere or extraTurn</source>
        <translation>moet reinforce, anywhere of extraTurn zijn</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>moet tekst zijn</translation>
    </message>
    <message>
        <source>must be the index of a city feature of this tile</source>
        <translation>moet de index van een stad op deze tegel zijn</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>moet true of false zijn</translation>
    </message>
    <message>
        <source>must contain the cell [0, 0]</source>
        <translation>moet de cel [0, 0] bevatten</translation>
    </message>
    <message>
        <source>must list %1 at most %2 times</source>
        <translation>mag %1 hoogstens %2 keer noemen</translation>
    </message>
    <message>
        <source>must list at least one port</source>
        <translation>moet minstens één aansluitpunt noemen</translation>
    </message>
    <message>
        <source>must name an SVG file under art/</source>
        <translation>moet een SVG-bestand in art/ noemen</translation>
    </message>
    <message>
        <source>no %1 of this player at [%2, %3] to recall</source>
        <translation>geen figuur (%1) van deze speler op [%2, %3] om terug te halen</translation>
    </message>
    <message>
        <source>no computer player &apos;%1&apos;</source>
        <translation>computerspeler &apos;%1&apos; bestaat niet</translation>
    </message>
    <message>
        <source>no package &apos;%1&apos; is installed</source>
        <translation>er is geen pakket &apos;%1&apos; geïnstalleerd</translation>
    </message>
    <message>
        <source>no package in this game names a start tile</source>
        <translation>geen enkel pakket in dit spel legt een starttegel vast</translation>
    </message>
    <message>
        <source>no package in this game offers the module</source>
        <translation>geen enkel pakket in dit spel biedt deze regelmodule</translation>
    </message>
    <message>
        <source>no setting &apos;%1&apos;</source>
        <translation>instelling &apos;%1&apos; bestaat niet</translation>
    </message>
    <message>
        <source>no such package folder or zip file</source>
        <translation>pakketmap of zip-bestand niet gevonden</translation>
    </message>
    <message>
        <source>no tile &apos;%1&apos; in the game&apos;s packages</source>
        <translation>geen tegel &apos;%1&apos; in de pakketten van het spel</translation>
    </message>
    <message>
        <source>no tile &apos;%1&apos; in this package</source>
        <translation>geen tegel &apos;%1&apos; in dit pakket</translation>
    </message>
    <message>
        <source>no tile was placed this turn</source>
        <translation>in deze beurt is geen tegel gelegd</translation>
    </message>
    <message>
        <source>not a computer player</source>
        <translation>geen computerspeler</translation>
    </message>
    <message>
        <source>not a package id</source>
        <translation>geen pakket-id</translation>
    </message>
    <message>
        <source>not a readable zip file</source>
        <translation>geen leesbaar zip-bestand</translation>
    </message>
    <message>
        <source>not an attribute of a %1</source>
        <translation>geen attribuut van een gebied van het type %1</translation>
    </message>
    <message>
        <source>not well-formed XML: line %1, column %2: %3</source>
        <translation>geen goedgevormde XML: regel %1, kolom %2: %3</translation>
    </message>
    <message>
        <source>not well-formed XML: no element</source>
        <translation>geen goedgevormde XML: geen element</translation>
    </message>
    <message>
        <source>packages require each other in a circle: %1</source>
        <translation>pakketten vereisen elkaar in een kring: %1</translation>
    </message>
    <message>
        <source>port %1 of cell %2 already belongs to features[%3]</source>
        <translation>aansluitpunt %1 van cel %2 hoort al bij features[%3]</translation>
    </message>
    <message>
        <source>rotation must be 0, 90, 180 or 270</source>
        <translation>de draaiing (rotation) moet 0, 90, 180 of 270 zijn</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; is %2; from a file it must be from %3 to %4</source>
        <translation>instelling &apos;%1&apos; is %2; vanuit een bestand moet die van %3 tot en met %4 zijn</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; needs a number</source>
        <translation>instelling &apos;%1&apos; vereist een getal</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; needs a whole number from 0 to %2</source>
        <translation>instelling &apos;%1&apos; vereist een geheel getal van 0 tot en met %2</translation>
    </message>
    <message>
        <source>setup.deck: must be a list of &quot;package/id&quot;</source>
        <translation>setup.deck: moet een lijst van &quot;package/id&quot; zijn</translation>
    </message>
    <message>
        <source>setup.deck: must be a list of tiles</source>
        <translation>setup.deck: moet een lijst van tegels zijn</translation>
    </message>
    <message>
        <source>setup.packages: must be a list of package ids</source>
        <translation>setup.packages: moet een lijst van pakket-id&apos;s zijn</translation>
    </message>
    <message>
        <source>setup.packages: names no package</source>
        <translation>setup.packages: noemt geen enkel pakket</translation>
    </message>
    <message>
        <source>setup.packages[%1]: %2</source>
        <translation>setup.packages[%1] ongeldig: %2</translation>
    </message>
    <message>
        <source>setup.players[%1]: must be an object</source>
        <translation>setup.players[%1]: moet een object zijn</translation>
    </message>
    <message>
        <source>setup.rules: must be an object</source>
        <translation>setup.rules: moet een object zijn</translation>
    </message>
    <message>
        <source>setup.seed: must be a whole number from 0 to 2^53</source>
        <translation>setup.seed: moet een geheel getal van 0 tot en met 2^53 zijn</translation>
    </message>
    <message>
        <source>setup: missing</source>
        <translation>setup: ontbreekt</translation>
    </message>
    <message>
        <source>the %1 in a data: image is %2 x %3 pixels (at most %4 a side)</source>
        <translation>de %1 in een data:-afbeelding is %2 x %3 pixels (hoogstens %4 per zijde)</translation>
    </message>
    <message>
        <source>the SVG in a data: image: %1</source>
        <translation>de SVG in een data:-afbeelding: %1</translation>
    </message>
    <message>
        <source>the deck names an unknown tile</source>
        <translation>de stapel noemt een onbekende tegel</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>het document moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>the entity reference &apos;&amp;%1;&apos; is not allowed</source>
        <translation>de entiteitsverwijzing &apos;&amp;%1;&apos; is niet toegestaan</translation>
    </message>
    <message>
        <source>the game ended with the tile: no figure follows</source>
        <translation>het spel eindigde met de tegel: er volgt geen figuur</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>het spel is al afgelopen</translation>
    </message>
    <message>
        <source>the package has no tiles</source>
        <translation>het pakket heeft geen tegels</translation>
    </message>
    <message>
        <source>the package is larger than %1 bytes: refused</source>
        <translation>het pakket is groter dan %1 bytes: geweigerd</translation>
    </message>
    <message>
        <source>the packages name no start tile</source>
        <translation>de pakketten leggen geen starttegel vast</translation>
    </message>
    <message>
        <source>the packages&apos; tiles cover %1 cells; a game holds at most %2</source>
        <translation>de tegels van de pakketten beslaan %1 cellen; een spel kan er hoogstens %2 bevatten</translation>
    </message>
    <message>
        <source>the previous turn is not finished</source>
        <translation>de vorige beurt is nog niet afgerond</translation>
    </message>
    <message>
        <source>the processing instruction &apos;&lt;?%1&apos; is not allowed</source>
        <translation>de verwerkingsinstructie &apos;&lt;?%1&apos; is niet toegestaan</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not &lt;svg&gt;</source>
        <translation>het rootelement is &lt;%1&gt;, niet &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the rules ask for a choice the move does not give</source>
        <translation>de regels vragen om een keuze die de zet niet geeft</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>de getrokken tegel is %1, niet %2</translation>
    </message>
    <message>
        <source>the zip directory is damaged after entry &apos;%1&apos;: refused</source>
        <translation>de inhoudsopgave van de zip is beschadigd na item &apos;%1&apos;: geweigerd</translation>
    </message>
    <message>
        <source>the zip directory is damaged: refused</source>
        <translation>de inhoudsopgave van de zip is beschadigd: geweigerd</translation>
    </message>
    <message>
        <source>there is no %1%2 at [%3, %4]</source>
        <translation>er is geen gebied van het type %1%2 op [%3, %4]</translation>
    </message>
    <message>
        <source>this game takes %1 to %2 players, not %3</source>
        <translation>dit spel is voor %1 tot en met %2 spelers, niet voor %3</translation>
    </message>
    <message>
        <source>too many different kinds of tile side</source>
        <translation>te veel verschillende soorten tegelzijden</translation>
    </message>
    <message>
        <source>too many features on one tile</source>
        <translation>te veel gebieden op één tegel</translation>
    </message>
    <message>
        <source>too many tile types (%1, at most 2000)</source>
        <translation>te veel tegelsoorten (%1, hoogstens 2000)</translation>
    </message>
    <message>
        <source>unknown computer player</source>
        <translation>onbekende computerspeler</translation>
    </message>
    <message>
        <source>unknown feature type &apos;%1&apos;</source>
        <translation>onbekend gebiedstype &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown figure kind &apos;%1&apos;</source>
        <translation>onbekende figuursoort &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>onbekende sleutel</translation>
    </message>
    <message>
        <source>unknown or malformed deck rule</source>
        <translation>onbekende of onjuist opgebouwde stapelregel</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>onbekende parameter</translation>
    </message>
    <message>
        <source>unknown rule module</source>
        <translation>onbekende regelmodule</translation>
    </message>
    <message>
        <source>unknown rule module &apos;%1&apos;</source>
        <translation>onbekende regelmodule &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unsupported version (this program reads version 1)</source>
        <translation>niet-ondersteunde versie (dit programma leest versie 1)</translation>
    </message>
    <message>
        <source>url(%1) refers outside the file (only url(#id) may be used)</source>
        <translation>url(%1) verwijst naar iets buiten het bestand (alleen url(#id) is toegestaan)</translation>
    </message>
    <message>
        <source>value out of range</source>
        <translation>waarde buiten het toegestane bereik</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tegel %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder that holds no package; choose an empty folder or a package folder</source>
        <translation>&apos;%1&apos; is een map zonder pakket; kies een lege map of een pakketmap</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port (NNW N NNE ENE E ESE SSE S SSW WSW W WNW, optionally prefixed by a cell as &quot;x,y:&quot;)</source>
        <translation>&apos;%1&apos; is geen aansluitpunt (NNW N NNE ENE E ESE SSE S SSW WSW W WNW, eventueel voorafgegaan door een cel als &quot;x,y:&quot;)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2 refers to &apos;%3&apos; outside the file (only &apos;#id&apos;, or on &lt;image&gt; a data:image/png, jpeg or svg+xml;base64 URI, may be used)</source>
        <translation>&lt;%1&gt; %2 verwijst naar &apos;%3&apos; buiten het bestand (alleen &apos;#id&apos; is toegestaan, of bij &lt;image&gt; een data:image/png-, jpeg- of svg+xml;base64-URI)</translation>
    </message>
    <message>
        <source>&lt;svg&gt; %1 &apos;%2&apos; is not a finite length of at most %3 pixels (or 100%)</source>
        <translation>&lt;svg&gt; %1 &apos;%2&apos; is geen eindige lengte van hoogstens %3 pixels (of 100%)</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is compressed with method %2; only stored (0) and deflated (8) entries can be read: refused</source>
        <translation>item &apos;%1&apos; is gecomprimeerd met methode %2; alleen opgeslagen (0) en gedeflatete (8) items kunnen worden gelezen: geweigerd</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (its data cannot be unpacked, zip error %2): refused</source>
        <translation>item &apos;%1&apos; is beschadigd (de gegevens kunnen niet worden uitgepakt, zipfout %2): geweigerd</translation>
    </message>
    <message>
        <source>fog at side %1 of cell %2 must continue as the same fog across the tile&apos;s inner edge</source>
        <translation>mist aan zijde %1 van cel %2 moet als dezelfde mist doorlopen over de binnenrand van de tegel</translation>
    </message>
    <message>
        <source>fog covers %1 of this road&apos;s %2 ports: a road lies wholly under fog or wholly clear</source>
        <translation>mist bedekt %1 van de %2 aansluitpunten van deze weg: een weg ligt helemaal in de mist of helemaal vrij</translation>
    </message>
    <message>
        <source>port %1 of cell %2 belongs to no road, city, field or river</source>
        <translation>aansluitpunt %1 van cel %2 hoort bij geen weg, stad, weide of rivier</translation>
    </message>
    <message>
        <source>port %1 of cell %2 meets features[%3] inside the tile; joined edges must be one feature</source>
        <translation>aansluitpunt %1 van cel %2 raakt features[%3] binnen de tegel; verbonden randen moeten één gebied zijn</translation>
    </message>
    <message>
        <source>side %1 of cell %2 (%3, %4, %5) matches no side of any tile in the game</source>
        <translation>zijde %1 van cel %2 (%3, %4, %5) past bij geen enkele zijde van een tegel in het spel</translation>
    </message>
    <message>
        <source>side %1 of cell %2: a city must cover all three ports of a side</source>
        <translation>zijde %1 van cel %2: een stad moet alle drie aansluitpunten van een zijde bedekken</translation>
    </message>
    <message>
        <source>side %1 of cell %2: roads and rivers use only the middle port; the outer ports must be field</source>
        <translation>zijde %1 van cel %2: wegen en rivieren gebruiken alleen het middelste aansluitpunt; de buitenste moeten weide zijn</translation>
    </message>
    <message>
        <source>the DOCTYPE declares the entity &apos;%1&apos;; neither a DOCTYPE nor entities are allowed</source>
        <translation>de DOCTYPE declareert de entiteit &apos;%1&apos;; DOCTYPE en entiteiten zijn niet toegestaan</translation>
    </message>
    <message>
        <source>the deck&apos;s tiles cover more than %1 cells, the most a game holds</source>
        <translation>de tegels van de stapel beslaan meer dan %1 cellen, het maximum voor een spel</translation>
    </message>
    <message>
        <source>the field borders the city features[%1] but does not name it</source>
        <translation>de weide grenst aan de stad features[%1] maar noemt die niet</translation>
    </message>
    <message>
        <source>the game has no start tile: name one of the package&apos;s tiles, require a package that has one, or switch on a module that lays the board</source>
        <translation>het spel heeft geen starttegel: noem een van de tegels van het pakket, vereis een pakket dat er een heeft, of schakel een module in die het speelveld legt</translation>
    </message>
    <message>
        <source>the package at this place says its id is &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>het pakket op deze plek zegt dat zijn id &apos;%1&apos; is, niet &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the tile can never be placed next to any other tile of the game: none of its sides matches</source>
        <translation>de tegel kan nooit naast een andere tegel van het spel worden gelegd: geen van zijn zijden past</translation>
    </message>
    <message>
        <source>viewBox &apos;%1&apos; is not four finite numbers of at most %2 in magnitude with a width and height of 0 or more</source>
        <translation>viewBox &apos;%1&apos; is geen viertal eindige getallen van hoogstens %2 groot met een breedte en hoogte van 0 of meer</translation>
    </message>
    <message>
        <source> at port %1</source>
        <translation> bij aansluitpunt %1</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1: geweigerd</translation>
    </message>
    <message>
        <source>%1 is not a colour this player plays</source>
        <translation>%1 is geen kleur van deze speler</translation>
    </message>
    <message>
        <source>the player plays several colours: the figure must name its &quot;color&quot;</source>
        <translation>de speler speelt meerdere kleuren: de figuur moet zijn &quot;color&quot; noemen</translation>
    </message>
    <message>
        <source>a player plays no colour</source>
        <translation>een speler speelt geen kleur</translation>
    </message>
    <message>
        <source>the players&apos; colours add up to %1, not %2</source>
        <translation>de kleuren van de spelers tellen op tot %1, niet %2</translation>
    </message>
    <message>
        <source>this game takes at most %1 colours, not %2</source>
        <translation>dit spel heeft hoogstens %1 kleuren, niet %2</translation>
    </message>
    <message>
        <source>a player plays several colours only in a cooperative game</source>
        <translation>een speler speelt alleen in een coöperatief spel meerdere kleuren</translation>
    </message>
    <message>
        <source>setup.players[%1].colors: must be a list of 1 to %2 colour names</source>
        <translation>setup.players[%1].colors: moet een lijst van 1 tot %2 kleurnamen zijn</translation>
    </message>
    <message>
        <source>setup.players[%1].colors[%2]: must be a colour name</source>
        <translation>setup.players[%1].colors[%2]: moet een kleurnaam zijn</translation>
    </message>
    <message>
        <source>setup.players[%1].colors[%2]: %3 is played twice</source>
        <translation>setup.players[%1].colors[%2]: %3 wordt twee keer gespeeld</translation>
    </message>
    <message>
        <source>%1 and %2 contradict each other: both may apply to one %3, and %1 sets %4 to %5 points where %2 sets it to %6 (make their conditions exclusive)</source>
        <translation>%1 en %2 spreken elkaar tegen: beide kunnen gelden voor één %3, en %1 zet %4 op %5 punten waar %2 het op %6 zet (maak hun voorwaarden uitsluitend)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a name the format uses itself</source>
        <translation>&apos;%1&apos; is een naam die het formaat zelf gebruikt</translation>
    </message>
    <message>
        <source>a %1 has no &apos;%2&apos; to count (it has %3)</source>
        <translation>een %1 heeft geen &apos;%2&apos; om te tellen (wel %3)</translation>
    </message>
    <message>
        <source>a %1 has no &apos;%2&apos; to pay for (it has %3, and bonus)</source>
        <translation>een %1 heeft geen &apos;%2&apos; om voor te betalen (wel %3, en bonus)</translation>
    </message>
    <message>
        <source>a package declares at most %1 attributes</source>
        <translation>een pakket declareert hoogstens %1 eigenschappen</translation>
    </message>
    <message>
        <source>a package writes at most %1 scoring rules</source>
        <translation>een pakket schrijft hoogstens %1 telregels</translation>
    </message>
    <message>
        <source>atLeast is more than atMost: it never holds</source>
        <translation>atLeast is groter dan atMost: de voorwaarde geldt nooit</translation>
    </message>
    <message>
        <source>declared twice</source>
        <translation>twee keer gedeclareerd</translation>
    </message>
    <message>
        <source>fields score only at the end</source>
        <translation>weilanden worden alleen aan het eind geteld</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>langer dan %1 tekens</translation>
    </message>
    <message>
        <source>must be 2-24 letters and digits, starting with a lower-case letter</source>
        <translation>moet uit 2-24 letters en cijfers bestaan, beginnend met een kleine letter</translation>
    </message>
    <message>
        <source>must be a whole number from -%1 to %1</source>
        <translation>moet een geheel getal van -%1 tot %1 zijn</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to %1 (1: a flag)</source>
        <translation>moet een geheel getal van 1 tot %1 zijn (1: een vlag)</translation>
    </message>
    <message>
        <source>must be an object of attribute to count</source>
        <translation>moet een object van eigenschap naar aantal zijn</translation>
    </message>
    <message>
        <source>must be an object of subject (or bonus) to points</source>
        <translation>moet een object van onderwerp (of bonus) naar punten zijn</translation>
    </message>
    <message>
        <source>must be an object of subject to condition</source>
        <translation>moet een object van onderwerp naar voorwaarde zijn</translation>
    </message>
    <message>
        <source>must be atLeast or atMost, a whole number from 0 to 10000</source>
        <translation>moet atLeast of atMost zijn, een geheel getal van 0 tot 10000</translation>
    </message>
    <message>
        <source>must be completed, end or both</source>
        <translation>moet completed, end of both zijn</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>moet een van %1 zijn</translation>
    </message>
    <message>
        <source>must be one of %1, or the package&apos;s own art/&lt;name&gt;.svg</source>
        <translation>moet een van %1 zijn, of een eigen art/&lt;naam&gt;.svg van het pakket</translation>
    </message>
    <message>
        <source>must be true</source>
        <translation>moet true zijn</translation>
    </message>
    <message>
        <source>must be true (present), false (absent) or {&quot;atLeast&quot;: n, &quot;atMost&quot;: m}</source>
        <translation>moet true (aanwezig), false (afwezig) of {&quot;atLeast&quot;: n, &quot;atMost&quot;: m} zijn</translation>
    </message>
    <message>
        <source>must give atLeast or atMost</source>
        <translation>moet atLeast of atMost geven</translation>
    </message>
    <message>
        <source>must have exactly one effect: set, scoreNothing, multiply or add</source>
        <translation>moet precies één effect hebben: set, scoreNothing, multiply of add</translation>
    </message>
    <message>
        <source>must list the feature types that carry it (%1)</source>
        <translation>moet de soorten gebieden noemen die haar dragen (%1)</translation>
    </message>
    <message>
        <source>not an attribute of a %1 this package declares</source>
        <translation>geen eigenschap van een %1 die dit pakket declareert</translation>
    </message>
    <message>
        <source>the packages of this game declare %1 attributes of their own; a game holds at most %2</source>
        <translation>de pakketten van dit spel declareren %1 eigen eigenschappen; een spel kan er hoogstens %2 hebben</translation>
    </message>
    <message>
        <source>a package declares at most %1 figures</source>
        <translation>een pakket declareert hoogstens %1 figuren</translation>
    </message>
    <message>
        <source>must list the feature types it may stand on (%1)</source>
        <translation>moet de soorten gebieden noemen waarop ze mag staan (%1)</translation>
    </message>
    <message>
        <source>the packages of this game declare more than %1 figures of their own</source>
        <translation>de pakketten van dit spel declareren meer dan %1 eigen figuren</translation>
    </message>
    <message>
        <source>must be the package&apos;s own art/&lt;name&gt;.svg</source>
        <translation>moet een eigen art/&lt;naam&gt;.svg van het pakket zijn</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the host sent the pile&apos;s order</source>
        <translation>de gastheer stuurde de volgorde van de stapel</translation>
    </message>
    <message>
        <source>the game&apos;s setup: %1</source>
        <translation>de opzet van het spel: %1</translation>
    </message>
    <message>
        <source>the setup&apos;s draws must be tile keys or null</source>
        <translation>de getrokken tegels in de opzet moeten tegelnamen of null zijn</translation>
    </message>
    <message>
        <source>the pile holds more than %1 tiles</source>
        <translation>de stapel bevat meer dan %1 tegels</translation>
    </message>
    <message>
        <source>the host drew more tiles than the pile holds</source>
        <translation>de gastheer trok meer tegels dan er op de stapel liggen</translation>
    </message>
    <message>
        <source>the host drew %1, which the pile does not hold</source>
        <translation>de gastheer trok %1, maar die zit niet in de stapel</translation>
    </message>
    <message>
        <source>the game cannot start</source>
        <translation>het spel kan niet beginnen</translation>
    </message>
    <message>
        <source>the game as set up here is not the host&apos;s (another version or other packages?)</source>
        <translation>het spel zoals het hier is opgezet is niet dat van de gastheer (een andere versie of andere pakketten?)</translation>
    </message>
    <message>
        <source>turn %1 came where turn %2 was due</source>
        <translation>beurt %1 kwam terwijl beurt %2 verwacht werd</translation>
    </message>
    <message>
        <source>turn %1&apos;s draws must be tile keys or null</source>
        <translation>de getrokken tegels van beurt %1 moeten tegelnamen of null zijn</translation>
    </message>
    <message>
        <source>turn %1 drew a tile the game does not have</source>
        <translation>in beurt %1 werd een tegel getrokken die het spel niet heeft</translation>
    </message>
    <message>
        <source>turn %1 does not play here: %2</source>
        <translation>beurt %1 kan hier niet gespeeld worden: %2</translation>
    </message>
    <message>
        <source>after turn %1 the game here differs from the host&apos;s</source>
        <translation>na beurt %1 wijkt het spel hier af van dat van de gastheer</translation>
    </message>
    <message>
        <source>the host&apos;s log is not in order at %1</source>
        <translation>het logboek van de gastheer is niet op volgorde bij %1</translation>
    </message>
    <message>
        <source>turn %1 of the host&apos;s log does not play: %2</source>
        <translation>beurt %1 uit het logboek van de gastheer is niet speelbaar: %2</translation>
    </message>
    <message>
        <source>the host&apos;s seed is not a number</source>
        <translation>de startwaarde van de gastheer is geen getal</translation>
    </message>
    <message>
        <source>the host&apos;s seed does not match its commitment: the pile was not the one promised</source>
        <translation>de startwaarde van de gastheer klopt niet met zijn belofte: de stapel was niet de beloofde</translation>
    </message>
    <message>
        <source>the game&apos;s record does not replay (move %1): %2</source>
        <translation>het verslag van het spel is niet na te spelen (zet %1): %2</translation>
    </message>
    <message>
        <source>the game&apos;s record replays to another game than the host&apos;s</source>
        <translation>het verslag van het spel leidt tot een ander spel dan dat van de gastheer</translation>
    </message>
    <message>
        <source>the host sent a binary frame</source>
        <translation>de gastheer stuurde een binair bericht</translation>
    </message>
    <message>
        <source>the connection to the host is lost</source>
        <translation>de verbinding met de gastheer is verbroken</translation>
    </message>
    <message>
        <source>cannot reach the host at %1</source>
        <translation>de gastheer op %1 is niet bereikbaar</translation>
    </message>
    <message>
        <source>the host sent what this version cannot read: %1</source>
        <translation>de gastheer stuurde iets wat deze versie niet kan lezen: %1</translation>
    </message>
    <message>
        <source>the host gave this client another seat</source>
        <translation>de gastheer gaf je een andere plaats</translation>
    </message>
    <message>
        <source>the host offers a package with a bad id or hash</source>
        <translation>de gastheer biedt een pakket aan met een ongeldige id of hash</translation>
    </message>
    <message>
        <source>the host started another game</source>
        <translation>de gastheer begon een ander spel</translation>
    </message>
    <message>
        <source>the host sent a part of a package not asked for</source>
        <translation>de gastheer stuurde een deel van een pakket waar niet om gevraagd was</translation>
    </message>
    <message>
        <source>package %1 does not match its hash: refused</source>
        <translation>pakket %1 klopt niet met zijn hash: geweigerd</translation>
    </message>
    <message>
        <source>cannot keep package %1: %2</source>
        <translation>pakket %1 kan niet bewaard worden: %2</translation>
    </message>
    <message>
        <source>package %1 cannot be played: %2</source>
        <translation>met pakket %1 kan niet gespeeld worden: %2</translation>
    </message>
    <message>
        <source>it has another id</source>
        <translation>het heeft een andere id</translation>
    </message>
    <message>
        <source>out of step with the host again after its whole log: %1</source>
        <translation>ook na het hele logboek van de gastheer niet gelijk: %1</translation>
    </message>
    <message>
        <source>the package %1 brings no tiles of its own to the pile</source>
        <translation>het pakket %1 brengt geen eigen tegels in de stapel</translation>
    </message>
    <message>
        <source>setup.pile: must be {&quot;order&quot;: &quot;first&quot; or &quot;only&quot;, &quot;package&quot;: a package of the game}</source>
        <translation>setup.pile: moet {&quot;order&quot;: &quot;first&quot; of &quot;only&quot;, &quot;package&quot;: een pakket van het spel} zijn</translation>
    </message>
    <message>
        <source>setup.pile.package: %1 is not a package of the game</source>
        <translation>setup.pile.package: %1 is geen pakket van het spel</translation>
    </message>
    <message>
        <source>setup.pile: a record with a deck has its order</source>
        <translation>setup.pile: een verslag met een deck (vaste volgorde) heeft zijn volgorde al</translation>
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
    <message numerus="yes">
        <source>%n ghost(s) start on the start tile</source>
        <translation>
            <numerusform>%n spook begint op de starttegel</numerusform>
            <numerusform>%n spoken beginnen op de starttegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n more ghost(s) on an open graveyard</source>
        <translation>
            <numerusform>%1 zet nog %n spook op een open kerkhof</numerusform>
            <numerusform>%1 zet nog %n spoken op een open kerkhof</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new graveyard haunts the fog beside it: %n ghost(s)</source>
        <translation>
            <numerusform>Het nieuwe kerkhof van %1 laat het spoken in de mist ernaast: %n spook</numerusform>
            <numerusform>Het nieuwe kerkhof van %1 laat het spoken in de mist ernaast: %n spoken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n ghost(s) in the fog of the new tile</source>
        <translation>
            <numerusform>%1 zet %n spook in de mist van de nieuwe tegel</numerusform>
            <numerusform>%1 zet %n spoken in de mist van de nieuwe tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) of a completed fog bank go back to the supply</source>
        <translation>
            <numerusform>%n spook van een voltooide mistbank gaat terug naar de voorraad</numerusform>
            <numerusform>%n spoken van een voltooide mistbank gaan terug naar de voorraad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calms %n ghost(s) on one tile</source>
        <translation>
            <numerusform>%1 bedaart %n spook op één tegel</numerusform>
            <numerusform>%1 bedaart %n spoken op één tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hound calms %n ghost(s) near it</source>
        <translation>
            <numerusform>De hond bedaart %n spook in zijn buurt</numerusform>
            <numerusform>De hond bedaart %n spoken in zijn buurt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) leave the closed graveyard</source>
        <translation>
            <numerusform>%n spook verlaat het gesloten kerkhof</numerusform>
            <numerusform>%n spoken verlaten het gesloten kerkhof</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ghost(s) off a tile</source>
        <translation>
            <numerusform>%1 haalt %n spook van een tegel</numerusform>
            <numerusform>%1 haalt %n spoken van een tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a fog bank of %n tile(s)</source>
        <translation>
            <numerusform>%1 voltooit een mistbank van %n tegel</numerusform>
            <numerusform>%1 voltooit een mistbank van %n tegels</numerusform>
        </translation>
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
        <source>Bury %1</source>
        <translation>Begraaf %1</translation>
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
    <message>
        <source>%1 closes a graveyard</source>
        <translation>%1 sluit een kerkhof</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply is buried in the closed graveyard for good</source>
        <translation>Een bewakingsmeeple uit de voorraad van %1 wordt voorgoed begraven op het gesloten kerkhof</translation>
    </message>
    <message>
        <source>%1&apos;s guard is buried in the closed graveyard for good</source>
        <translation>De bewakingsmeeple van %1 wordt voorgoed begraven op het gesloten kerkhof</translation>
    </message>
    <message>
        <source>%1 lays a tile face down beside an open graveyard</source>
        <translation>%1 legt een gedekte tegel naast een open kerkhof</translation>
    </message>
    <message>
        <source>The graveyard %1</source>
        <extracomment>An open graveyard to put a ghost on: &quot;The graveyard north-east of your tile&quot;.</extracomment>
        <translation>Het kerkhof %1</translation>
    </message>
    <message>
        <source>Face down %1 of the graveyard</source>
        <extracomment>A place for a face-down tile: &quot;Face down north-west of the graveyard&quot;.</extracomment>
        <translation>Gedekt %1 van het kerkhof</translation>
    </message>
    <message>
        <source>Face down %1</source>
        <translation>Gedekt %1</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply</source>
        <extracomment>%1 is the player&apos;s name (or colour, where one plays several).</extracomment>
        <translation>Een bewakingsmeeple uit de voorraad van %1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Lay the tile shown on the right on one of the lit squares, west of the coast: a side against a start field fits anything, and every side against a tile must match, road to road, city to city, field to field. Point at a square to see the tile there, turn it with R or a right click, and click to lay it. The rules of this game are under ? (F1).</source>
        <translation>Leg de tegel die rechts staat op een van de verlichte vakken, ten westen van de kust: een zijde tegen een startveld past altijd, en elke zijde tegen een tegel moet aansluiten, weg aan weg, stad aan stad, weide aan weide. Wijs een vak aan om de tegel daar te zien, draai hem met R of een rechterklik, en klik om hem te leggen. De regels van dit spel staan onder ? (F1).</translation>
    </message>
    <message>
        <source>A feature scores as soon as it is completed: the most colonists take its points, and each surveyor in the column of one of their colonists there adds %1. Then the eastern surveyor moves one column west, and every colonist but the trappers east of both surveyors goes home without points. Who scores what: ? (F1).</source>
        <translation>Een bouwwerk wordt gewaardeerd zodra het voltooid is: wie er de meeste kolonisten heeft, krijgt de punten, en elke landmeter in de kolom van een van diens kolonisten daar geeft %1 extra. Daarna trekt de oostelijke landmeter één kolom westwaarts, en elke kolonist ten oosten van beide landmeters, behalve de trappers, gaat zonder punten terug. Wie wat scoort: ? (F1).</translation>
    </message>
    <message>
        <source>Every colour with a guard on a completed feature scores its full value: there is no majority. Instead of the points the team may clear up to 3 ghosts from one square; take them when the supply runs low. The guards go home either way. The goal and the rest: ? (F1).</source>
        <translation>Elke kleur met een bewakingsmeeple op een afgebouwd gebied krijgt de volle waarde: er is geen meerderheid. In plaats van de punten mag het team maximaal 3 spoken op één vak bedaren; doe dat als de voorraad opraakt. De bewakingsmeeples gaan in beide gevallen terug. Het doel en de rest: ? (F1).</translation>
    </message>
    <message>
        <source>The Mist ends at once: won when the team reaches its goal, lost when the ghosts, the pile or a stack run out first. Nothing unfinished scores. The end screen offers the same level again or the next, and Review steps through the game again.</source>
        <translation>De Mist eindigt meteen: gewonnen als het team zijn doel bereikt, verloren als eerst de spoken, de tegels of een stapel op raken. Niets wat onvoltooid is levert punten op. Het eindscherm biedt hetzelfde niveau opnieuw of het volgende aan, en Naspelen loopt het spel nog eens door.</translation>
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
    <message>
        <source>%2 lies down by %1&apos;s guard</source>
        <translation>%2 gaat liggen bij de bewakingsmeeple van %1</translation>
    </message>
    <message>
        <source>on %1&apos;s tile</source>
        <extracomment>Ghosts to calm on the hound&apos;s own tile: &quot;on Rufus&apos;s tile&quot;.</extracomment>
        <translation>op de tegel van %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Ghosts to calm beside the hound: %1 a compass word, %2 the hound (&quot;north of Rufus&quot;).</extracomment>
        <translation>%1 van %2</translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of Rufus&quot;</extracomment>
        <translation>
            <numerusform>%n van de %2 spoken %1 bedaren</numerusform>
            <numerusform>%n van de %2 spoken %1 bedaren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1</source>
        <extracomment>&quot;Calm 2 ghosts north of Rufus&quot; (all there are)</extracomment>
        <translation>
            <numerusform>%n spook %1 bedaren</numerusform>
            <numerusform>%n spoken %1 bedaren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistTexts</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>Two choices that read alike, told apart by their number: &quot;Bury the guard (2 of 2)&quot;.</extracomment>
        <translation>%1 (%2 van %3)</translation>
    </message>
    <message>
        <source>the guard on the %1</source>
        <translation>de bewakingsmeeple op de %1</translation>
    </message>
    <message>
        <source>the guard in the %1</source>
        <translation>de bewakingsmeeple in de %1</translation>
    </message>
</context>
<context>
    <name>ModuleUis</name>
    <message>
        <source>field</source>
        <comment>landscape</comment>
        <translation>weide</translation>
    </message>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivier</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>klooster</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>tuin</translation>
    </message>
    <message>
        <source>farm</source>
        <comment>Mayflower building</comment>
        <translation>boerderij</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>spookslot</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>kerkhof</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>mist</translation>
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
    <name>PlaceWords</name>
    <message>
        <source>north-west</source>
        <translation>ten noordwesten</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>ten noordoosten</translation>
    </message>
    <message>
        <source>north</source>
        <translation>ten noorden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>ten zuidwesten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>ten zuidoosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>ten zuiden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ten westen</translation>
    </message>
    <message>
        <source>east</source>
        <translation>ten oosten</translation>
    </message>
    <message>
        <source>on your tile</source>
        <translation>op je tegel</translation>
    </message>
    <message>
        <source>%1 of your tile</source>
        <extracomment>Where a place lies from the tile just laid: &quot;north-east of your tile&quot;.</extracomment>
        <translation>%1 van je tegel</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 of your tile</source>
        <extracomment>&quot;3 tiles north-east of your tile&quot;; %1 is a compass word.</extracomment>
        <translation>
            <numerusform>%n tegel %1 van je tegel</numerusform>
            <numerusform>%n tegels %1 van je tegel</numerusform>
        </translation>
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
        <source>Stacks and hounds</source>
        <translation>Stapels en honden</translation>
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
    <message>
        <source>not at this level</source>
        <translation>niet op dit niveau</translation>
    </message>
    <message>
        <source>The English edition&apos;s colours: alone 4, two players 2 each, 3 guards a colour</source>
        <translation>Kleuren van de Engelse editie: alleen 4, met z&apos;n tweeën elk 2, 3 bewakers per kleur</translation>
    </message>
    <message>
        <source>Castles and graveyards</source>
        <translation>Spookkastelen en kerkhoven</translation>
    </message>
    <message>
        <source>left in the box</source>
        <translation>blijven in de doos</translation>
    </message>
    <message>
        <source>a graveyard closes on four sides</source>
        <translation>een kerkhof sluit aan vier zijden</translation>
    </message>
    <message>
        <source>haunted: eight neighbours, face-down tiles</source>
        <translation>spookt: acht buren, gedekte tegels</translation>
    </message>
    <message>
        <source>Tiles per stack</source>
        <translation>Tegels per stapel</translation>
    </message>
    <message>
        <source>one pile</source>
        <translation>één stapel</translation>
    </message>
    <message>
        <source>The packages&apos; own rules</source>
        <translation>Eigen regels van de pakketten</translation>
    </message>
    <message>
        <source>the package&apos;s own figure</source>
        <translation>eigen figuur van het pakket</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>On your turn you draw a tile and lay it beside the tiles on the board, so that every side it touches matches: road to road, city to city, field to field. A tile that fits nowhere is set aside and you draw another.</source>
        <translation>In je beurt trek je een tegel en leg je die aan tegen de tegels op het speelveld, zodat elke zijde die hij raakt daarop aansluit: weg aan weg, stad aan stad, weide aan weide. Een tegel die nergens past, wordt opzijgelegd en je trekt een nieuwe.</translation>
    </message>
    <message numerus="yes">
        <source>Then you may put one meeple from your supply on the new tile: on a road as a robber, in a city as a knight, on a cloister as a monk. Never on a road or city that already holds a meeple, however far away. You have %n meeple(s).</source>
        <translation>
            <numerusform>Daarna mag je één meeple uit je voorraad op de nieuwe tegel zetten: op een weg als struikrover, in een stad als ridder, op een klooster als monnik. Nooit op een weg of stad waar al een meeple op staat, hoe ver weg ook. Je hebt %n meeple.</numerusform>
            <numerusform>Daarna mag je één meeple uit je voorraad op de nieuwe tegel zetten: op een weg als struikrover, in een stad als ridder, op een klooster als monnik. Nooit op een weg of stad waar al een meeple op staat, hoe ver weg ook. Je hebt %n meeples.</numerusform>
        </translation>
    </message>
    <message>
        <source>A road is complete when both its ends stop (at a crossing, a city, a cloister) or it loops: %1 per tile. A city is complete when its walls close without a gap: %2 per tile and %3 per pennant. A cloister is complete when eight tiles surround it: %4 per tile, itself included.</source>
        <translation>Een weg is voltooid als beide uiteinden ophouden (bij een kruising, een stad, een klooster) of als hij een lus vormt: %1 per tegel. Een stad is voltooid als haar muren zonder opening gesloten zijn: %2 per tegel en %3 per wapen. Een klooster is voltooid als acht tegels het omringen: %4 per tegel, het klooster zelf meegerekend.</translation>
    </message>
    <message>
        <source>A completed feature scores at once for whoever has the most meeples on it; with a tie each of them scores in full. Its meeples go back to their owners, so you can place them again.</source>
        <translation>Een voltooid gebied wordt meteen gewaardeerd voor wie er de meeste meeples op heeft; bij een gelijkspel krijgt ieder van hen de volle punten. De meeples gaan terug naar hun eigenaars, zodat je ze opnieuw kunt inzetten.</translation>
    </message>
    <message>
        <source>After the last tile, every unfinished feature scores for its majority: a road %1 per tile, a city %2 per tile and %3 per pennant, a cloister %4 per tile around it and itself. The highest score wins.</source>
        <translation>Na de laatste tegel wordt elk onvoltooid gebied gewaardeerd voor wie er de meerderheid heeft: een weg %1 per tegel, een stad %2 per tegel en %3 per wapen, een klooster %4 per tegel eromheen en voor zichzelf. De hoogste score wint.</translation>
    </message>
    <message>
        <source>The basics</source>
        <translation>De basisregels</translation>
    </message>
    <message>
        <source>A city with a pennant</source>
        <translation>Een stad met een wapen</translation>
    </message>
    <message>
        <source>A cloister</source>
        <translation>Een klooster</translation>
    </message>
    <message>
        <source>A meeple</source>
        <translation>Een meeple</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n abbot(s). Instead of a meeple you may put your abbot on a cloister or a garden of the new tile; meeples never go on gardens.</source>
        <translation>
            <numerusform>Elke speler heeft %n abt. In plaats van een meeple mag je je abt op een klooster of een tuin van de nieuwe tegel zetten; meeples komen nooit op tuinen.</numerusform>
            <numerusform>Elke speler heeft %n abten. In plaats van een meeple mag je je abt op een klooster of een tuin van de nieuwe tegel zetten; meeples komen nooit op tuinen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A garden scores like a cloister: %1 when eight tiles surround it, and at the end %2 per tile, itself and its neighbours.</source>
        <translation>Een tuin wordt gewaardeerd als een klooster: %1 als acht tegels hem omringen, en aan het einde %2 per tegel, voor de tuin zelf en zijn buren.</translation>
    </message>
    <message>
        <source>Instead of placing a figure you may take your abbot back: its cloister or garden scores at once what it is worth now, for you alone. At the end an abbot counts as a monk.</source>
        <translation>In plaats van een figuur te plaatsen mag je je abt terugnemen: zijn klooster of tuin levert dan meteen op wat het nu waard is, alleen voor jou. Aan het einde telt een abt als een monnik.</translation>
    </message>
    <message>
        <source>An abbot</source>
        <translation>Een abt</translation>
    </message>
    <message>
        <source>A garden</source>
        <translation>Een tuin</translation>
    </message>
    <message>
        <source>A meeple laid in a field is a farmer: put it on a field of the new tile as you would any meeple. Fields are bounded by roads, cities and the edge of the board. Farmers stay where they lie until the game ends.

At the end each field scores for the player with the most farmers in it (with a tie each of them in full): %1 for every completed city the field borders. Unfinished cities count for nothing, and one city can pay several fields.</source>
        <translation>Een meeple die in een weide ligt, is een boer: je zet hem op een weide van de nieuwe tegel zoals elke andere meeple. Weiden worden begrensd door wegen, steden en de rand van het speelveld. Boeren blijven liggen tot het spel afgelopen is.

Aan het einde wordt elke weide gewaardeerd voor de speler met de meeste boeren erin (bij een gelijkspel krijgt ieder van hen de volle punten): %1 voor elke voltooide stad die aan de weide grenst. Onvoltooide steden tellen niet mee, en één stad kan punten opleveren voor meerdere weiden.</translation>
    </message>
    <message>
        <source>A farmer</source>
        <translation>Een boer</translation>
    </message>
    <message>
        <source>The game starts with the river&apos;s spring instead of the start tile, and the river tiles are drawn first, the lakes last among them; then come the other tiles.

A river tile must continue the river, and it may not bend the same way as the river tile it continues: the river never makes a U-turn. A river tile that fits nowhere is set aside.

Figures may stand on a river tile&apos;s roads, cities, fields and cloisters, never on the river itself. The river never scores; it divides the fields.</source>
        <translation>Het spel begint met de bron van de rivier in plaats van de starttegel, en de riviertegels worden eerst getrokken, met de meren als laatste; daarna komen de andere tegels.

Een riviertegel moet de rivier voortzetten, en hij mag niet dezelfde kant op buigen als de riviertegel waarop hij aansluit: de rivier maakt nooit een haarspeldbocht. Een riviertegel die nergens past, wordt opzijgelegd.

Figuren mogen op de wegen, steden, weiden en kloosters van een riviertegel staan, nooit op de rivier zelf. De rivier levert nooit punten op; ze scheidt de weiden.</translation>
    </message>
    <message>
        <source>A river tile</source>
        <translation>Een riviertegel</translation>
    </message>
    <message>
        <source>Some tiles carry a symbol with an arrow pointing at one of their sides. When you lay such a tile and its arrow points at an empty square, you score %1 at once.

A symbol is used when a tile is laid on the square its arrow points at (anyone may do it, for themselves), or when the new tile&apos;s arrow points at a tile. You use one symbol per turn, and choose when there are several; each symbol is used only once.

Reinforce: you may put a second meeple beside your only meeple on any road, city, field or cloister on the board.
Anywhere: you may put a meeple (or the abbot) on any empty, unfinished feature on the board.
Extra turn: after the scoring you play another whole turn (a second extra turn in it gives none).</source>
        <translation>Sommige tegels hebben een symbool met een pijl die naar een van hun zijden wijst. Leg je zo&apos;n tegel en wijst de pijl naar een leeg vak, dan krijg je meteen %1.

Een symbool wordt gebruikt als er een tegel wordt gelegd op het vak waar de pijl naar wijst (iedereen mag dat doen, voor zichzelf), of als de pijl van de nieuwe tegel naar een tegel wijst. Je gebruikt één symbool per beurt en kiest zelf als er meerdere zijn; elk symbool wordt maar één keer gebruikt.

Versterken: je mag een tweede meeple naast je enige meeple zetten op een willekeurige weg, stad, weide of klooster op het speelveld.
Overal: je mag een meeple (of de abt) op een willekeurig leeg, onvoltooid gebied op het speelveld zetten.
Extra beurt: na de waardering speel je nog een volledige beurt (een tweede extra beurt daarin levert niets op).</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Versterken</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Overal</translation>
    </message>
    <message>
        <source>Extra turn</source>
        <translation>Extra beurt</translation>
    </message>
    <message>
        <source>Whenever you extend the road or city your builder stands on, you draw a second tile at once and play a whole turn with it. The second tile never brings a third.

The builder goes home when its road or city scores, or when you have no meeple left on it. It never counts for the majority.</source>
        <translation>Telkens als je de weg of stad uitbreidt waarop je bouwmeester staat, trek je meteen een tweede tegel en speel je daarmee een volledige beurt. De tweede tegel levert nooit een derde op.

De bouwmeester gaat terug naar je voorraad als zijn weg of stad wordt gewaardeerd, of als je er geen meeple meer op hebt. Hij telt nooit mee voor de meerderheid.</translation>
    </message>
    <message>
        <source>A builder</source>
        <translation>Een bouwmeester</translation>
    </message>
    <message>
        <source>Some cities carry goods: wine, grain and cloth. Whoever lays the tile that completes a city takes one token for each goods symbol in it, whether they have a knight there or not, and whoever scores the city.

At the end, the player with the most tokens of a good scores %1 for it; with a tie each of them does. Nobody scores a good nobody holds.</source>
        <translation>Sommige steden bevatten handelswaren: wijn, graan en laken. Wie de tegel legt die een stad voltooit, neemt een fiche voor elk warensymbool erin, of hij daar nu een ridder heeft of niet, en ongeacht wie de punten voor de stad krijgt.

Aan het einde krijgt de speler met de meeste fiches van een soort waar daarvoor %1; bij een gelijkspel krijgt ieder van hen die punten. Voor een soort waar die niemand heeft, krijgt niemand punten.</translation>
    </message>
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
    <message>
        <source>At the end, if you win that field (the most farmers, or a tie), every completed city it borders pays you %1 instead of %2. The pig never counts for the majority, and it goes home when you have no farmer left in its field.</source>
        <translation>Win je aan het einde die weide (de meeste boeren, of een gelijkspel), dan levert elke voltooide stad die eraan grenst jou %1 op in plaats van %2. Het varken telt nooit mee voor de meerderheid, en het gaat terug naar je voorraad als je geen boer meer in zijn weide hebt.</translation>
    </message>
    <message>
        <source>A pig</source>
        <translation>Een varken</translation>
    </message>
    <message numerus="yes">
        <source>You have %n colonist(s). You may put one on the new tile, never on a feature that already holds a colonist, however far away. What it becomes follows from where it stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a plain a trapper.</source>
        <translation>
            <numerusform>Je hebt %n kolonist. Je mag er een op de nieuwe tegel zetten, nooit op een bouwwerk waar al een kolonist op staat, hoe ver weg ook. Wat hij wordt, hangt af van waar hij staat: op een weg een bandiet, in een stad een sheriff, op een boerderij een landbouwer, liggend op een vlakte een trapper.</numerusform>
            <numerusform>Je hebt %n kolonisten. Je mag er een op de nieuwe tegel zetten, nooit op een bouwwerk waar al een kolonist op staat, hoe ver weg ook. Wat hij wordt, hangt af van waar hij staat: op een weg een bandiet, in een stad een sheriff, op een boerderij een landbouwer, liggend op een vlakte een trapper.</numerusform>
        </translation>
    </message>
    <message>
        <source>A road is complete when both its ends reach a crossing, a city or a farm, or it loops: %1 per tile and %2 per trading post beside it. A city is complete when its walls close: %3 per tile and %4 per flag. The most colonists score, with a tie each in full; then the colonists go home.</source>
        <translation>Een weg is voltooid als beide uiteinden een kruising, een stad of een boerderij bereiken, of als hij een lus vormt: %1 per tegel en %2 per handelspost langs de weg. Een stad is voltooid als haar muren gesloten zijn: %3 per tegel en %4 per vlag. Wie de meeste kolonisten heeft, krijgt de punten, bij een gelijkspel ieder de volle punten; daarna gaan de kolonisten terug naar hun eigenaars.</translation>
    </message>
    <message>
        <source>In this game the coast closes a road or city that runs into it, and start fields count as tiles around a farm.</source>
        <translation>In dit spel sluit de kust een weg of stad af die erop uitkomt, en startvelden tellen mee als tegels rond een boerderij.</translation>
    </message>
    <message>
        <source>Start fields are not tiles: a road or city that runs into the coast stays open.</source>
        <translation>Startvelden zijn geen tegels: een weg of stad die op de kust uitkomt, blijft open.</translation>
    </message>
    <message>
        <source>After the last tile, unfinished features score for their majority: a road %1 per tile and %2 per trading post, a city %3 per tile and %4 per flag. The highest score wins.</source>
        <translation>Na de laatste tegel worden onvoltooide bouwwerken gewaardeerd voor wie er de meerderheid heeft: een weg %1 per tegel en %2 per handelspost, een stad %3 per tegel en %4 per vlag. De hoogste score wint.</translation>
    </message>
    <message>
        <source>A start field</source>
        <translation>Een startveld</translation>
    </message>
    <message>
        <source>A trading post</source>
        <translation>Een handelspost</translation>
    </message>
    <message>
        <source>A colonist</source>
        <translation>Een kolonist</translation>
    </message>
    <message>
        <source>A farm is a building in the middle of a tile; a colonist on it is a farmer. A road that reaches a farm ends there. A farm is complete when eight tiles surround it: %1. At the end an unfinished farm pays %2 per tile, itself and its neighbours.</source>
        <translation>Een boerderij is een gebouw midden op een tegel; een kolonist erop is een landbouwer. Een weg die een boerderij bereikt, eindigt daar. Een boerderij is voltooid als acht tegels haar omringen: %1. Aan het einde levert een onvoltooide boerderij %2 per tegel op, voor de boerderij zelf en haar buren.</translation>
    </message>
    <message>
        <source>A farm</source>
        <translation>Een boerderij</translation>
    </message>
    <message>
        <source>Two surveyors start on the coast. When a feature scores, each scoring player with a colonist of it in a surveyor&apos;s column earns %1 more for each surveyor standing there.

After every feature that paid someone, the eastern surveyor moves one column west. The two never stand more than one column apart, and they stop where no tile lies west of them. Then every colonist except the trappers east of both surveyors goes home without points: a completed feature that lost its colonists this way scores nothing.

When a tile completes several features that hold colonists, you choose the order in which they score. The surveyors give nothing at the end.</source>
        <translation>Twee landmeters beginnen aan de kust. Wordt een bouwwerk gewaardeerd, dan krijgt elke speler die punten krijgt en een kolonist van dat bouwwerk in de kolom van een landmeter heeft, %1 extra voor elke landmeter die daar staat.

Na elk bouwwerk dat iemand punten opleverde, trekt de oostelijke landmeter één kolom westwaarts. De twee staan nooit meer dan één kolom uit elkaar, en ze stoppen waar ten westen van hen geen tegel ligt. Daarna gaat elke kolonist ten oosten van beide landmeters, behalve de trappers, zonder punten terug: een voltooid bouwwerk dat zo zijn kolonisten kwijtraakte, levert niets op.

Voltooit een tegel meerdere bouwwerken met kolonisten erop, dan kies je de volgorde waarin ze gewaardeerd worden. Aan het einde leveren de landmeters niets op.</translation>
    </message>
    <message>
        <source>A surveyor</source>
        <translation>Een landmeter</translation>
    </message>
    <message>
        <source>A colonist lying on a plain is a trapper. Trappers stay until the game ends and are never sent home, not even east of the surveyors.

At the end each plain scores its animals for the player with the most trappers in it (with a tie each of them in full): %1 per animal.</source>
        <translation>Een kolonist die op een vlakte ligt, is een trapper. Trappers blijven liggen tot het spel afgelopen is en worden nooit teruggestuurd, ook niet ten oosten van de landmeters.

Aan het einde levert elke vlakte haar dieren op voor de speler met de meeste trappers erin (bij een gelijkspel krijgt ieder van hen de volle punten): %1 per dier.</translation>
    </message>
    <message>
        <source>A trapper</source>
        <translation>Een trapper</translation>
    </message>
    <message>
        <source>A plain with animals</source>
        <translation>Een vlakte met dieren</translation>
    </message>
    <message>
        <source>At this level the haunted castles stay in the box.</source>
        <translation>Op dit niveau blijven de spooksloten in de doos.</translation>
    </message>
    <message>
        <source>A road ends at each haunted castle. You may put a guard in the castle of the new tile. It is complete when eight tiles surround it, and pays %1 for every square with fog among the nine.</source>
        <translation>Bij elk spookslot eindigt een weg. Je mag een bewakingsmeeple in het spookslot van de nieuwe tegel zetten. Het is afgebouwd als acht tegels het omringen, en levert %1 op voor elk van de negen vakken waarop mist ligt.</translation>
    </message>
    <message>
        <source>A haunted castle</source>
        <translation>Een spookslot</translation>
    </message>
    <message>
        <source>The Mist is played together: the whole team wins or loses. This game is level %1. The team wins at once when it reaches its goal, and loses when the ghosts it must place run out of the supply or the tiles run out first. There is no final scoring.</source>
        <translation>De Mist speel je samen: het hele team wint of verliest. Dit spel wordt op niveau %1 gespeeld. Het team wint meteen als het zijn doel bereikt, en verliest als de spoken die het moet plaatsen in de voorraad op raken of als eerst de tegels op zijn. Er is geen eindtelling.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: every colour scores %n point(s) of its own.</source>
        <translation>
            <numerusform>Doel: elke kleur haalt zelf %n punt.</numerusform>
            <numerusform>Doel: elke kleur haalt zelf %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s), the sum of every colour&apos;s score.</source>
        <translation>
            <numerusform>Doel: %n punt, de som van de scores van alle kleuren.</numerusform>
            <numerusform>Doel: %n punten, de som van de scores van alle kleuren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay tiles as in the base game; fog never decides how they fit. In every rule a tile means one square: the start tile counts as four.</source>
        <translation>Leg tegels zoals in het basisspel; de mist bepaalt nooit of ze passen. In elke regel betekent een tegel één vak: de starttegel telt als vier.</translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road, a city or a haunted castle of the new tile that nobody holds; never on fog, a field or a graveyard.</source>
        <translation>
            <numerusform>Elke kleur heeft %n bewakingsmeeple. Je mag er een zetten op een heldere weg, een stad of een spookslot van de nieuwe tegel waar nog niemand staat; nooit op mist, een weide of een kerkhof.</numerusform>
            <numerusform>Elke kleur heeft %n bewakingsmeeples. Je mag er een zetten op een heldere weg, een stad of een spookslot van de nieuwe tegel waar nog niemand staat; nooit op mist, een weide of een kerkhof.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road or a city of the new tile that nobody holds; never on fog or a field.</source>
        <translation>
            <numerusform>Elke kleur heeft %n bewakingsmeeple. Je mag er een zetten op een heldere weg of een stad van de nieuwe tegel waar nog niemand staat; nooit op mist of een weide.</numerusform>
            <numerusform>Elke kleur heeft %n bewakingsmeeples. Je mag er een zetten op een heldere weg of een stad van de nieuwe tegel waar nog niemand staat; nooit op mist of een weide.</numerusform>
        </translation>
    </message>
    <message>
        <source>A completed road pays %1 per tile, a completed city %2 per tile and %3 per coat of arms. Every colour with a guard there scores the full value: there is no majority. For each scoring the team chooses: take the points, or instead clear up to 3 ghosts from one square. The guards go home either way. When a tile completes several features, you choose the order.</source>
        <translation>Een afgebouwde weg levert %1 per tegel op, een afgebouwde stad %2 per tegel en %3 per wapen. Elke kleur met een bewakingsmeeple erop krijgt de volle waarde: er is geen meerderheid. Bij elke waardering kiest het team: de punten nemen, of in plaats daarvan maximaal 3 spoken op één vak bedaren. De bewakingsmeeples gaan in beide gevallen terug. Bouwt een tegel meerdere projecten af, dan kies je de volgorde.</translation>
    </message>
    <message>
        <source>A guard</source>
        <translation>Een bewakingsmeeple</translation>
    </message>
    <message>
        <source>The team&apos;s goal</source>
        <translation>Het doel van het team</translation>
    </message>
    <message>
        <source>A fog bank is complete when all its sides meet fog, like a city its walls. It then clears every ghost on its squares, back to the supply. Fog that touches a clear road or field never completes. No guard goes on a fogged road.</source>
        <translation>Een mistbank is afgebouwd als al haar zijden op mist aansluiten, zoals een stad met haar muren. Ze bedaart dan alle spoken op haar vakken: die gaan terug naar de voorraad. Mist die een heldere weg of weide raakt, wordt nooit afgebouwd. Op een weg in de mist komt geen bewakingsmeeple.</translation>
    </message>
    <message>
        <source>A ghost</source>
        <translation>Een spook</translation>
    </message>
    <message>
        <source>Fog with two symbols</source>
        <translation>Mist met twee symbolen</translation>
    </message>
    <message>
        <source>At this level the graveyards stay in the box.</source>
        <translation>Op dit niveau blijven de kerkhoven in de doos.</translation>
    </message>
    <message>
        <source>A graveyard closes when tiles lie on its four sides. The team then buries one guard from the board for good (from a supply when none stands on the board), and the graveyard&apos;s ghosts are cleared.

Whenever a tile puts ghosts on fog, one more ghost goes on an open graveyard: the team picks which.</source>
        <translation>Een kerkhof sluit als er aan alle vier zijden tegels liggen. Het team begraaft dan voorgoed één bewakingsmeeple van het speelveld (uit een voorraad als er geen op het speelveld staat), en de spoken op het kerkhof worden bedaard.

Telkens als een tegel spoken in de mist zet, komt er nog één spook op een open kerkhof: het team kiest welk.</translation>
    </message>
    <message>
        <source>Haunted graveyards: laying a graveyard puts one ghost on each of its neighbours with fog. A graveyard closes when all eight neighbours hold tiles; the team then buries one guard for good, and its ghosts stay.

At the end of every turn with an open graveyard the next tile goes face down beside one, where the team picks. A face-down tile fits any side and only helps to close graveyards: roads, cities, fog banks and castles that touch it never complete.</source>
        <translation>Kerkhoven waar het spookt: wie een kerkhof legt, zet een spook op elke buurtegel met mist. Een kerkhof sluit als op alle acht buurvakken tegels liggen; het team begraaft dan voorgoed één bewakingsmeeple, en de spoken op het kerkhof blijven.

Aan het einde van elke beurt met een open kerkhof gaat de volgende tegel gedekt naast een kerkhof, op een plek die het team kiest. Een gedekte tegel past aan elke zijde en helpt alleen kerkhoven te sluiten: wegen, steden, mistbanken en spooksloten die eraan grenzen, worden nooit afgebouwd.</translation>
    </message>
    <message>
        <source>A graveyard</source>
        <translation>Een kerkhof</translation>
    </message>
    <message>
        <source>A face-down tile</source>
        <translation>Een gedekte tegel</translation>
    </message>
    <message>
        <source>At this level the tiles form one pile, without stacks or hounds.</source>
        <translation>Op dit niveau liggen alle tegels op één stapel, zonder aparte stapels of honden.</translation>
    </message>
    <message>
        <source>The tiles are played in stacks of %1, one after the other. Rufus waits at %2 and Ronja at %3: the team must reach a hound&apos;s points before its stack runs out, or it loses.

A hound reached is laid beside a guard on the board, and clears up to 3 ghosts from each of two squares around it. When that guard&apos;s feature scores, the hound scores 1 point for every ghost on the board and leaves.</source>
        <translation>De tegels worden gespeeld in stapels van %1, de ene na de andere. Rufus wacht bij %2 en Ronja bij %3: het team moet de punten van een hond halen voordat zijn stapel op is, anders verliest het.

Een bereikte hond wordt naast een bewakingsmeeple op het speelveld gelegd en bedaart maximaal 3 spoken op elk van twee vakken om hem heen. Als het project van die bewakingsmeeple wordt geteld, levert de hond 1 punt op voor elk spook op het speelveld en vertrekt hij.</translation>
    </message>
    <message>
        <source>A hound</source>
        <translation>Een hond</translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n builder(s). Instead of a meeple you may put your builder on a road or city of the new tile where you already have a meeple.</source>
        <translation>
            <numerusform>Elke speler heeft %n bouwmeester. In plaats van een meeple mag je je bouwmeester op een weg of stad van de nieuwe tegel zetten waar je al een meeple hebt.</numerusform>
            <numerusform>Elke speler heeft %n bouwmeesters. In plaats van een meeple mag je je bouwmeester op een weg of stad van de nieuwe tegel zetten waar je al een meeple hebt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n pig(s). Instead of a meeple you may put your pig on a field of the new tile where you already have a farmer.</source>
        <translation>
            <numerusform>Elke speler heeft %n varken. In plaats van een meeple mag je je varken op een weide van de nieuwe tegel zetten waar je al een boer hebt.</numerusform>
            <numerusform>Elke speler heeft %n varkens. In plaats van een meeple mag je je varken op een weide van de nieuwe tegel zetten waar je al een boer hebt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mayflower is played along the east coast: a column of %n start field(s), the sea beyond them. Tiles go only west of the coast, in any row. A tile must touch a tile or a start field with a side; sides against tiles must match, a side against a start field fits anything. A tile that fits nowhere leaves the game.</source>
        <translation>
            <numerusform>Mayflower wordt langs de oostkust gespeeld: een kolom van %n startveld, met de zee erachter. Tegels komen alleen ten westen van de kust, in elke rij. Een tegel moet met een zijde een tegel of een startveld raken; zijden tegen tegels moeten aansluiten, tegen een startveld past alles. Een tegel die nergens past, gaat uit het spel.</numerusform>
            <numerusform>Mayflower wordt langs de oostkust gespeeld: een kolom van %n startvelden, met de zee erachter. Tegels komen alleen ten westen van de kust, in elke rij. Een tegel moet met een zijde een tegel of een startveld raken; zijden tegen tegels moeten aansluiten, tegen een startveld past alles. Een tegel die nergens past, gaat uit het spel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fog lies over roads and fields, with ghost symbols in it. Each new tile brings ghosts onto its square: one for each symbol in its fog that stays open, one fewer if it extended fog already on the board. They come from a supply of %n ghost(s); when the rules ask for a ghost the supply no longer has, the team loses.</source>
        <translation>
            <numerusform>Mist ligt over wegen en weiden, met spooksymbolen erin. Elke nieuwe tegel brengt spoken op zijn vak: één voor elk symbool in zijn mist die open blijft, één minder als hij mist verlengde die al op het speelveld lag. Ze komen uit een voorraad van %n spook; vragen de regels een spook dat de voorraad niet meer heeft, dan verliest het team.</numerusform>
            <numerusform>Mist ligt over wegen en weiden, met spooksymbolen erin. Elke nieuwe tegel brengt spoken op zijn vak: één voor elk symbool in zijn mist die open blijft, één minder als hij mist verlengde die al op het speelveld lag. Ze komen uit een voorraad van %n spoken; vragen de regels een spook dat de voorraad niet meer heeft, dan verliest het team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Packages in this game write rules of their own, as data: features score as the basic rules say, except where one of these rules applies. When several apply to one feature, the amounts they set count first, then what they multiply, then what they add; a rule that scores nothing wins over all.</source>
        <translation>Pakketten in dit spel schrijven eigen regels, als data: gebieden worden geteld volgens de basisregels, behalve waar een van deze regels geldt. Gelden er meerdere voor één gebied, dan tellen eerst de bedragen die ze vastleggen, dan wat ze vermenigvuldigen, dan wat ze optellen; een regel die niets laat opleveren gaat voor alles.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>A tile with a city</source>
        <translation>Een tegel met een stad</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n per player): placed like a meeple, it counts as %2 figures in every majority.</source>
        <translation>
            <numerusform>%1 (%n per speler): geplaatst als een meeple, telt als %2 figuren bij elke meerderheid.</numerusform>
            <numerusform>%1 (%n per speler): geplaatst als een meeple, telt als %2 figuren bij elke meerderheid.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile with %1</source>
        <translation>Een tegel met %1</translation>
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
    <name>ScoringRuleText</name>
    <message>
        <source>A completed road</source>
        <translation>Een afgebouwde weg</translation>
    </message>
    <message>
        <source>At the end, an unfinished road</source>
        <translation>Aan het eind: een onafgebouwde weg</translation>
    </message>
    <message>
        <source>A road, completed or at the end,</source>
        <translation>Een weg, afgebouwd of aan het eind,</translation>
    </message>
    <message>
        <source>A completed city</source>
        <translation>Een afgebouwde stad</translation>
    </message>
    <message>
        <source>At the end, an unfinished city</source>
        <translation>Aan het eind: een onafgebouwde stad</translation>
    </message>
    <message>
        <source>A city, completed or at the end,</source>
        <translation>Een stad, afgebouwd of aan het eind,</translation>
    </message>
    <message>
        <source>A completed cloister</source>
        <translation>Een afgebouwd klooster</translation>
    </message>
    <message>
        <source>At the end, an unfinished cloister</source>
        <translation>Aan het eind: een onafgebouwd klooster</translation>
    </message>
    <message>
        <source>A cloister, completed or at the end,</source>
        <translation>Een klooster, afgebouwd of aan het eind,</translation>
    </message>
    <message>
        <source>A completed garden</source>
        <translation>Een afgebouwde tuin</translation>
    </message>
    <message>
        <source>At the end, an unfinished garden</source>
        <translation>Aan het eind: een onafgebouwde tuin</translation>
    </message>
    <message>
        <source>A garden, completed or at the end,</source>
        <translation>Een tuin, afgebouwd of aan het eind,</translation>
    </message>
    <message>
        <source>At the end, a field</source>
        <translation>Aan het eind: een weiland</translation>
    </message>
    <message numerus="yes">
        <source>of at least %n tile(s)</source>
        <translation>
            <numerusform>van minstens %n tegel</numerusform>
            <numerusform>van minstens %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at least %n completed city(s)</source>
        <translation>
            <numerusform>aan minstens %n afgebouwde stad</numerusform>
            <numerusform>aan minstens %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of at most %n tile(s)</source>
        <translation>
            <numerusform>van hoogstens %n tegel</numerusform>
            <numerusform>van hoogstens %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at most %n completed city(s)</source>
        <translation>
            <numerusform>aan hoogstens %n afgebouwde stad</numerusform>
            <numerusform>aan hoogstens %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of exactly %n tile(s)</source>
        <translation>
            <numerusform>van precies %n tegel</numerusform>
            <numerusform>van precies %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering exactly %n completed city(s)</source>
        <translation>
            <numerusform>aan precies %n afgebouwde stad</numerusform>
            <numerusform>aan precies %n afgebouwde steden</numerusform>
        </translation>
    </message>
    <message>
        <source>of %1 to %2 tiles</source>
        <translation>van %1 tot %2 tegels</translation>
    </message>
    <message>
        <source>bordering %1 to %2 completed cities</source>
        <translation>aan %1 tot %2 afgebouwde steden</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>zonder %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>met %1</translation>
    </message>
    <message>
        <source>with at least %1 %2</source>
        <translation>met minstens %1 × %2</translation>
    </message>
    <message>
        <source>with exactly %1 %2</source>
        <translation>met precies %1 × %2</translation>
    </message>
    <message>
        <source>with %1 to %2 %3</source>
        <translation>met %1 tot %2 × %3</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a tile</source>
        <translation>
            <numerusform>%n punt per tegel</numerusform>
            <numerusform>%n punten per tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a completed city</source>
        <translation>
            <numerusform>%n punt per afgebouwde stad</numerusform>
            <numerusform>%n punten per afgebouwde stad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a bonus of %n point(s)</source>
        <translation>
            <numerusform>een bonus van %n punt</numerusform>
            <numerusform>een bonus van %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) for each %1</source>
        <translation>
            <numerusform>%n punt per %1</numerusform>
            <numerusform>%n punten per %1</numerusform>
        </translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tegel</translation>
    </message>
    <message>
        <source>completed city</source>
        <translation>afgebouwde stad</translation>
    </message>
    <message>
        <source>pennant</source>
        <translation>wapenschild</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>wijn</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>graan</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>laken</translation>
    </message>
    <message>
        <source>trading post</source>
        <translation>handelspost</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>dier</translation>
    </message>
    <message>
        <source>scores %1</source>
        <translation>levert %1 op</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>levert niets op</translation>
    </message>
    <message numerus="yes">
        <source>scores %n times its points</source>
        <translation>
            <numerusform>levert %n keer zijn punten op</numerusform>
            <numerusform>levert %n keer zijn punten op</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n more point(s)</source>
        <translation>
            <numerusform>levert %n punt meer op</numerusform>
            <numerusform>levert %n punten meer op</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n point(s) less</source>
        <translation>
            <numerusform>levert %n punt minder op</numerusform>
            <numerusform>levert %n punten minder op</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>SurveyorsUi</name>
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
    <message>
        <source>%1, surveyor bonus +%2</source>
        <translation>%1, landmeterbonus +%2</translation>
    </message>
    <message>
        <source>At risk: east of both surveyors, it goes home without points at the next scoring.</source>
        <translation>Gevaar: ten oosten van beide landmeters gaat hij bij de volgende waardering zonder punten terug.</translation>
    </message>
    <message>
        <source>East of both surveyors: colonists here, except trappers, go home without points at the next scoring.</source>
        <translation>Ten oosten van beide landmeters: kolonisten hier, behalve trappers, gaan bij de volgende waardering zonder punten terug.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the northern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 verplaatst de bovenste landmeter een kolom westwaarts, %n kolom van de kust</numerusform>
            <numerusform>%1 verplaatst de bovenste landmeter een kolom westwaarts, %n kolommen van de kust</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the southern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 verplaatst de onderste landmeter een kolom westwaarts, %n kolom van de kust</numerusform>
            <numerusform>%1 verplaatst de onderste landmeter een kolom westwaarts, %n kolommen van de kust</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>De %1 (%2): %n punt</numerusform>
            <numerusform>De %1 (%2): %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message>
        <source>on the coast</source>
        <translation>aan de kust</translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) from the coast</source>
        <translation>
            <numerusform>%n kolom van de kust</numerusform>
            <numerusform>%n kolommen van de kust</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both surveyors&apos; column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <extracomment>%1: where the column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>De kolom van beide landmeters, %1: een kolonist die hier punten krijgt, krijgt %n punt extra per landmeter</numerusform>
            <numerusform>De kolom van beide landmeters, %1: een kolonist die hier punten krijgt, krijgt %n punten extra per landmeter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>De kolom van de bovenste landmeter, %1: een kolonist die hier punten krijgt, krijgt %n punt extra per landmeter</numerusform>
            <numerusform>De kolom van de bovenste landmeter, %1: een kolonist die hier punten krijgt, krijgt %n punten extra per landmeter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>De kolom van de onderste landmeter, %1: een kolonist die hier punten krijgt, krijgt %n punt extra per landmeter</numerusform>
            <numerusform>De kolom van de onderste landmeter, %1: een kolonist die hier punten krijgt, krijgt %n punten extra per landmeter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <extracomment>%1: where its column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>De bovenste landmeter, %1: een kolonist die in zijn kolom punten krijgt, krijgt %n punt extra</numerusform>
            <numerusform>De bovenste landmeter, %1: een kolonist die in zijn kolom punten krijgt, krijgt %n punten extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <translation>
            <numerusform>De onderste landmeter, %1: een kolonist die in zijn kolom punten krijgt, krijgt %n punt extra</numerusform>
            <numerusform>De onderste landmeter, %1: een kolonist die in zijn kolom punten krijgt, krijgt %n punten extra</numerusform>
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
