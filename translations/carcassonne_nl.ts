<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>BoardLists</name>
    <message>
        <source>Take back the %1 from the %2</source>
        <translation>%1 terugnemen (%2)</translation>
    </message>
    <message>
        <source>Place a %1 on the %2</source>
        <translation>%1 plaatsen (%2)</translation>
    </message>
    <message>
        <source>Place a %1 (%2) on the %3</source>
        <translation>Zet een %1 (%2) op de %3</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>Field %1: %n completed cit(y/ies) beside it</source>
        <translation>
            <numerusform>Weide %1: %n voltooide stad ernaast</numerusform>
            <numerusform>Weide %1: %n voltooide steden ernaast</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>No messages yet</source>
        <translation>Nog geen berichten</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Zeg iets…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatbericht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message numerus="yes">
        <source>Connection lost, reconnecting in %n s…</source>
        <translation>
            <numerusform>Verbinding verbroken, opnieuw verbinden over %n s…</numerusform>
            <numerusform>Verbinding verbroken, opnieuw verbinden over %n s…</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the record…</source>
        <translation>Het verslag bewaren…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
</context>
<context>
    <name>CurrentTilePanel</name>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <source>Tile placed</source>
        <translation>Tegel gelegd</translation>
    </message>
    <message>
        <source>Turn left (Shift+R)</source>
        <translation>Linksom draaien (Shift+R)</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Linksom draaien</translation>
    </message>
    <message>
        <source>Turn right (R, right click, Ctrl+wheel)</source>
        <translation>Rechtsom draaien (R, rechtermuisklik, Ctrl+muiswiel)</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Rechtsom draaien</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>Tegels over: %1</translation>
    </message>
    <message>
        <source>Click a lit square to place the tile. Tab picks a square with the keyboard.</source>
        <translation>Klik op een verlicht vak om de tegel te leggen. Met Tab kies je een vak met het toetsenbord.</translation>
    </message>
    <message>
        <source>Choose a figure spot, or skip.</source>
        <translation>Kies een plek voor een figuur, of sla over.</translation>
    </message>
    <message>
        <source>No figure can go on this tile.</source>
        <translation>Op deze tegel past geen figuur.</translation>
    </message>
    <message>
        <source>Skip figure</source>
        <translation>Geen figuur</translation>
    </message>
    <message>
        <source>End the turn without a figure (S)</source>
        <translation>Beurt beëindigen zonder figuur (S)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bevestigen</translation>
    </message>
    <message>
        <source>End the turn (Enter)</source>
        <translation>Beurt beëindigen (Enter)</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Laatste zetten</translation>
    </message>
    <message>
        <source>Show the moves since your last turn again (L)</source>
        <translation>Toon de zetten sinds je laatste beurt nog eens (L)</translation>
    </message>
    <message>
        <source>Move %1 of %2 ▸</source>
        <translation>Zet %1 van %2 ▸</translation>
    </message>
    <message>
        <source>Show the next move now (L)</source>
        <translation>Toon nu de volgende zet (L)</translation>
    </message>
</context>
<context>
    <name>EndGamePanel</name>
    <message>
        <source>A shared victory: %1</source>
        <translation>Gedeelde overwinning: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Bekijk het speelveld</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>Het team heeft gewonnen!</translation>
    </message>
    <message>
        <source>The team has lost</source>
        <translation>Het team heeft verloren</translation>
    </message>
    <message>
        <source>Again: %1</source>
        <translation>Opnieuw: %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Opnieuw spelen</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Dezelfde spelers en regels, opnieuw geschud</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Volgende: %1</translation>
    </message>
    <message>
        <source>The same players at the next level</source>
        <translation>Dezelfde spelers op het volgende niveau</translation>
    </message>
    <message>
        <source>%1: the team has won!</source>
        <translation>%1: het team heeft gewonnen!</translation>
    </message>
    <message>
        <source>%1: the team has lost</source>
        <translation>%1: het team heeft verloren</translation>
    </message>
    <message>
        <source>In brackets: points during the game + points in the final scoring</source>
        <translation>Tussen haakjes: punten tijdens het spel + punten bij de eindtelling</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Naspelen</translation>
    </message>
    <message>
        <source>Step through the game turn by turn</source>
        <translation>Het spel beurt voor beurt doorlopen</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>%1 placed a %2 on a %3</source>
        <translation>%1 plaatste een %2 op een %3</translation>
    </message>
    <message>
        <source>%1: %2 for a %3 (%4)</source>
        <translation>%1: %2 voor een %3 (%4)</translation>
    </message>
    <message>
        <source>Final scoring: %1</source>
        <translation>Eindtelling: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>A tile fitted nowhere and went back into the box</source>
        <translation>Een tegel paste nergens en ging terug in de doos</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Einde van het spel. Winnaar: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n voltooide stad</numerusform>
            <numerusform>%n voltooide steden</numerusform>
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
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n wapen</numerusform>
            <numerusform>%n wapens</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over. The team has won.</source>
        <translation>Einde van het spel. Het team heeft gewonnen.</translation>
    </message>
    <message>
        <source>Game over. The team has lost.</source>
        <translation>Einde van het spel. Het team heeft verloren.</translation>
    </message>
    <message>
        <source>Game over. The team has won: %1</source>
        <translation>Het spel is voorbij. Het team heeft gewonnen: %1</translation>
    </message>
    <message>
        <source>Game over. The team has lost: %1</source>
        <translation>Het spel is voorbij. Het team heeft verloren: %1</translation>
    </message>
    <message>
        <source>%1 placed a tile</source>
        <translation>%1 legde een tegel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A colour of a player who plays several (The Mist): name and colour.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>FigureColourPicker</name>
    <message>
        <source>Figure colour: %1 (C for the next)</source>
        <translation>Kleur van de figuur: %1 (C voor de volgende)</translation>
    </message>
</context>
<context>
    <name>FinalScoringBanner</name>
    <message>
        <source>Final scoring (%1 of %2)</source>
        <translation>Eindtelling (%1 van %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n punt</numerusform>
            <numerusform>%1: %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Toon de tabel</translation>
    </message>
    <message>
        <source>Skip to the final table (Escape)</source>
        <translation>Meteen naar de eindtabel (Escape)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The engine refused a move.</source>
        <translation>De spelregels weigerden een zet.</translation>
    </message>
    <message>
        <source>Unknown player kind %1</source>
        <translation>Onbekend soort speler %1</translation>
    </message>
    <message>
        <source>Unknown order of tiles %1</source>
        <translation>Onbekende volgorde van tegels %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <source>Click to show it on the board</source>
        <translation>Klik om het op het speelveld te tonen</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Terug naar het startscherm</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>De laatste zet terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>De zet opnieuw doen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Het spel opslaan (Ctrl+S)</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Uitzoomen (-)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Inzoomen (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Inpassen</translation>
    </message>
    <message>
        <source>Show the whole board (F)</source>
        <translation>Het hele speelveld tonen (F)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verslag</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>The rules of this game (F1)</source>
        <translation>De regels van dit spel (F1)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Weiden</translation>
    </message>
    <message>
        <source>Show where each field lies, numbered (B)</source>
        <translation>Toon waar elke weide ligt, genummerd (B)</translation>
    </message>
    <message>
        <source>Table (%1)</source>
        <translation>Tafel (%1)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>No more hints</source>
        <translation>Geen tips meer</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Begrepen</translation>
    </message>
</context>
<context>
    <name>LeaveGameDialog</name>
    <message>
        <source>Leave this game?</source>
        <translation>Dit spel verlaten?</translation>
    </message>
    <message>
        <source>This game is not saved and cannot be continued later. Save it first to keep it.</source>
        <translation>Dit spel is niet opgeslagen en kan later niet worden voortgezet. Sla het eerst op om het te bewaren.</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Afsluiten zonder opslaan</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Verlaten zonder opslaan</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Blijven</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne Studio</source>
        <translation>Carcassonne Studio</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roze</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>(%1 tot %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Naam van speler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Kleur van speler %1</translation>
    </message>
    <message>
        <source>Who plays for player %1</source>
        <translation>Wie speelt voor speler %1</translation>
    </message>
    <message>
        <source>Rule modules</source>
        <translation>Regelmodules</translation>
    </message>
    <message>
        <source>Hide rule parameters</source>
        <translation>Regelparameters verbergen</translation>
    </message>
    <message>
        <source>Rule parameters…</source>
        <translation>Regelparameters…</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startgetal</translation>
    </message>
    <message>
        <source>empty: a new shuffle each game</source>
        <translation>leeg: elk spel opnieuw geschud</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <source>Figures and points</source>
        <translation>Figuren en punten</translation>
    </message>
    <message>
        <source>The numbers of the rules: points, figures and what the switched-on modules use</source>
        <translation>De getallen van de regels: punten, figuren en wat de ingeschakelde modules gebruiken</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <source>Install a package (a .zip, or a folder&apos;s manifest.json) so that it is offered here</source>
        <translation>Een pakket installeren (een .zip, of de manifest.json van een map) zodat het hier wordt aangeboden</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>How this rule set is played, with its modules as they are switched on</source>
        <translation>Hoe je met deze spelregels speelt, met de modules zoals ze zijn ingeschakeld</translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation>Hoe %1 gespeeld wordt</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of colours: &quot;red, blue, green and yellow&quot;.</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Je speelt %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>A friend (online)</source>
        <translation>Een vriend (online)</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Een spel hosten</translation>
    </message>
    <message>
        <source>The friend&apos;s name</source>
        <translation>De naam van de vriend</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tafel openen</translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message>
        <source>Your table</source>
        <translation>Jouw tafel</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <source>Reaching the table…</source>
        <translation>Tafel bereiken…</translation>
    </message>
    <message>
        <source>Send this invitation to your friends; they paste it in Play online ▸ Join a game.</source>
        <translation>Stuur deze uitnodiging naar je vrienden; zij plakken hem in Online spelen ▸ Meedoen aan een spel.</translation>
    </message>
    <message>
        <source>Only this computer can join this table. To play with friends on their computers, open the table with “Let other computers join”.</source>
        <translation>Alleen deze computer kan aan deze tafel meedoen. Om met vrienden op hun eigen computer te spelen, open je de tafel met „Andere computers laten meedoen”.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Uitnodiging</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the invitation to the clipboard</source>
        <translation>De uitnodiging naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Gekopieerd.</translation>
    </message>
    <message>
        <source>Fetching the rule set %1 from the host…</source>
        <translation>Spelregels %1 worden bij de gastheer opgehaald…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Waiting for the host to start…</source>
        <translation>Wachten tot de gastheer begint…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Everyone is here: begin the game</source>
        <translation>Iedereen is er: begin het spel</translation>
    </message>
    <message>
        <source>Waiting for every seat to be taken</source>
        <translation>Wachten tot elke plaats bezet is</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message numerus="yes">
        <source>This table plays %1 (%n tile(s)), fetched from the host.</source>
        <translation>
            <numerusform>Deze tafel speelt %1 (%n tegel), opgehaald bij de gastheer.</numerusform>
            <numerusform>Deze tafel speelt %1 (%n tegels), opgehaald bij de gastheer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineSeats</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (jij)</translation>
    </message>
</context>
<context>
    <name>PackageChoices</name>
    <message>
        <source>%1 is a game of its own: choose it as the rule set.</source>
        <translation>%1 is een spel op zich: kies het als spelregels.</translation>
    </message>
    <message>
        <source>Needs %1.</source>
        <translation>Vereist %1.</translation>
    </message>
    <message>
        <source>Two start tiles do not go together: choosing it leaves out %1.</source>
        <translation>Twee starttegels gaan niet samen: wie dit kiest, laat %1 weg.</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Online spelen</translation>
    </message>
    <message>
        <source>You have a seat in a game at %1 that has not ended.</source>
        <translation>Je hebt een plaats in een spel op %1 dat nog niet afgelopen is.</translation>
    </message>
    <message>
        <source>Go back to it</source>
        <translation>Terug naar je plaats</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergeten</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Een spel hosten</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Meedoen aan een spel</translation>
    </message>
    <message>
        <source>You open a table on this computer and send your friends its invitation. Your game runs here: keep this window open until the game ends.</source>
        <translation>Je opent een tafel op deze computer en stuurt je vrienden de uitnodiging. Het spel draait hier: houd dit venster open tot het spel voorbij is.</translation>
    </message>
    <message>
        <source>Let other computers join</source>
        <translation>Andere computers laten meedoen</translation>
    </message>
    <message>
        <source>Friends on your network reach the table directly; over the internet, your router must forward the port to this computer.</source>
        <translation>Vrienden in je netwerk bereiken de tafel rechtstreeks; via internet moet je router de poort naar deze computer doorsturen.</translation>
    </message>
    <message>
        <source>Only this computer can join (to try it out, with a second window).</source>
        <translation>Alleen deze computer kan meedoen (om het uit te proberen, met een tweede venster).</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Grace time (s)</source>
        <translation>Wachttijd (s)</translation>
    </message>
    <message>
        <source>Seconds a player who lost the connection has before the computer plays for them</source>
        <translation>Seconden die een speler zonder verbinding heeft voordat de computer voor hem speelt</translation>
    </message>
    <message>
        <source>Paste the invitation your host sent you.</source>
        <translation>Plak de uitnodiging die je gastheer je stuurde.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Uitnodiging</translation>
    </message>
    <message>
        <source>The table at %1, code %2</source>
        <translation>De tafel op %1, code %2</translation>
    </message>
    <message>
        <source>This is not an invitation: it looks like carcassonne://address:port/CODE.</source>
        <translation>Dit is geen uitnodiging: die ziet eruit als carcassonne://adres:poort/CODE.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Choose rules and seats…</source>
        <translation>Regels en plaatsen kiezen…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Geen klok</translation>
    </message>
    <message>
        <source>10 minutes, +5 s a turn</source>
        <translation>10 minuten, +5 s per beurt</translation>
    </message>
    <message>
        <source>20 minutes, +10 s a turn</source>
        <translation>20 minuten, +10 s per beurt</translation>
    </message>
    <message>
        <source>30 minutes, +15 s a turn</source>
        <translation>30 minuten, +15 s per beurt</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Klok</translation>
    </message>
    <message>
        <source>Time each player has for the whole game</source>
        <translation>De tijd die elke speler voor het hele spel heeft</translation>
    </message>
    <message>
        <source>A player whose time runs out is played by the computer for the rest of the game.</source>
        <translation>Voor een speler wiens tijd op is, speelt de computer de rest van het spel.</translation>
    </message>
</context>
<context>
    <name>PlayerColours</name>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roze</translation>
    </message>
</context>
<context>
    <name>RemainingTilesPanel</name>
    <message>
        <source>Tiles to come: %1</source>
        <translation>Nog te komen tegels: %1</translation>
    </message>
    <message>
        <source>Tiles to come: %1, face down: %2</source>
        <translation>Nog te komen tegels: %1, gedekt: %2</translation>
    </message>
    <message>
        <source>Green corner: fits an open square now</source>
        <translation>Groene hoek: past nu op een open vak</translation>
    </message>
    <message>
        <source>1 of %1 still to come</source>
        <translation>1 van %1 komt nog</translation>
    </message>
    <message>
        <source>%1 of %2 still to come</source>
        <translation>%1 van %2 komen nog</translation>
    </message>
    <message>
        <source>Fits an open square now</source>
        <translation>Past nu op een open vak</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Review</source>
        <translation>Naspelen</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Het begin (Home)</translation>
    </message>
    <message>
        <source>A turn back (Left)</source>
        <translation>Een beurt terug (Links)</translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation>Pauze (P)</translation>
    </message>
    <message>
        <source>Play the turns one by one (P)</source>
        <translation>De beurten een voor een afspelen (P)</translation>
    </message>
    <message>
        <source>A turn on (Right)</source>
        <translation>Een beurt verder (Rechts)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Het einde (End)</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Beurt %1 van %2</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>Go on playing from this turn; the turns after it are dropped</source>
        <translation>Vanaf deze beurt verder spelen; de beurten erna vervallen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>End the review</source>
        <translation>Het naspelen beëindigen</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Game %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Spel laden</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Nog geen opgeslagen spellen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>A saved game has this name: saving replaces it</source>
        <translation>Er is al een opgeslagen spel met deze naam: opslaan vervangt het</translation>
    </message>
    <message numerus="yes">
        <source>Finished after %n turn(s)</source>
        <translation>
            <numerusform>Afgelopen na %n beurt</numerusform>
            <numerusform>Afgelopen na %n beurten</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this saved game?</source>
        <translation>Dit opgeslagen spel verwijderen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Bestand openen…</translation>
    </message>
    <message>
        <source>Open a saved game from anywhere, such as a record someone sent you</source>
        <translation>Open een opgeslagen spel van elke plek, zoals een verslag dat iemand je stuurde</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Naspelen</translation>
    </message>
    <message>
        <source>Step through this game turn by turn</source>
        <translation>Dit spel beurt voor beurt doorlopen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>A player&apos;s score in a saved game&apos;s line: &quot;Ann: 34 points&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n punt</numerusform>
            <numerusform>%1: %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n beurt gespeeld</numerusform>
            <numerusform>%n beurten gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Afgelopen</translation>
    </message>
    <message numerus="yes">
        <source>No finished games yet: every game you play to its end is kept here, the last %n of them (Settings).</source>
        <translation>
            <numerusform>Nog geen afgelopen spellen: elk spel dat je uitspeelt wordt hier bewaard, hoogstens %n (Instellingen).</numerusform>
            <numerusform>Nog geen afgelopen spellen: elk spel dat je uitspeelt wordt hier bewaard, hoogstens %n (Instellingen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are not kept: Settings sets how many are.</source>
        <translation>Afgelopen spellen worden niet bewaard: in Instellingen kies je hoeveel wel.</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Een naam voor dit spel</translation>
    </message>
    <message>
        <source>Delete this finished game?</source>
        <translation>Dit afgelopen spel verwijderen?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the final scoring on the chart&apos;s turn axis</comment>
        <translation>einde</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>%1 in supply: %2</source>
        <translation>%1 in voorraad: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SeatLeftDialog</name>
    <message>
        <source>%1 has left the table</source>
        <translation>%1 heeft de tafel verlaten</translation>
    </message>
    <message>
        <source>The computer plays for %1 now. You can offer the seat to someone else instead: whoever joins with the table&apos;s invitation takes it, and the computer plays it until then.</source>
        <translation>De computer speelt nu voor %1. Je kunt de plaats ook aan iemand anders aanbieden: wie met de uitnodiging van de tafel meedoet, neemt hem in, en tot dan speelt de computer.</translation>
    </message>
    <message>
        <source>Offer the seat</source>
        <translation>Plaats aanbieden</translation>
    </message>
    <message>
        <source>Let the computer play</source>
        <translation>De computer laten spelen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaties</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>snel</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langzaam</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>Confirm before ending a turn</source>
        <translation>Bevestigen voordat een beurt eindigt</translation>
    </message>
    <message>
        <source>Mark dead spots (no remaining tile fits)</source>
        <translation>Dode plekken markeren (geen resterende tegel past)</translation>
    </message>
    <message>
        <source>Show the remaining tiles</source>
        <translation>De resterende tegels tonen</translation>
    </message>
    <message>
        <source>For tournament play, turn off dead spots and remaining tiles.</source>
        <translation>Zet voor toernooien dode plekken en resterende tegels uit.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Groter</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tekstgrootte</translation>
    </message>
    <message>
        <source>Player colours for colour-blind eyes</source>
        <translation>Spelerskleuren voor kleurenblinde ogen</translation>
    </message>
    <message>
        <source>Colours that differ in lightness as well as hue. Each player&apos;s figures also carry their own sign: circle, square, triangle, diamond, cross or star.</source>
        <translation>Kleuren die naast de tint ook in helderheid verschillen. De figuren van elke speler dragen bovendien een eigen teken: cirkel, vierkant, driehoek, ruit, kruis of ster.</translation>
    </message>
    <message>
        <source>Explain the game as it goes (hints)</source>
        <translation>Het spel uitleggen terwijl je speelt (tips)</translation>
    </message>
    <message>
        <source>Show all again</source>
        <translation>Alle opnieuw tonen</translation>
    </message>
    <message>
        <source>Finished games kept</source>
        <translation>Afgelopen spellen bewaren</translation>
    </message>
    <message>
        <source>In Load ▸ Finished; the oldest go first, 0 keeps none.</source>
        <translation>Onder Laden ▸ Afgelopen; de oudste gaan eerst, 0 bewaart er geen.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <source>On</source>
        <extracomment>Sounds on or off (a tile laid, a scoring, your turn).</extracomment>
        <translation>Aan</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sounds&apos; volume in percent.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>The name others see at a table</source>
        <translation>De naam die anderen aan tafel zien</translation>
    </message>
    <message>
        <source>Port for hosting</source>
        <translation>Poort om te hosten</translation>
    </message>
    <message>
        <source>Grace time (s)</source>
        <translation>Wachttijd (s)</translation>
    </message>
    <message>
        <source>At your table: how long a player who lost the connection has before the computer plays for them.</source>
        <translation>Aan jouw tafel: hoe lang een speler zonder verbinding heeft voordat de computer voor hem speelt.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Carcassonne Studio</source>
        <translation>Carcassonne Studio</translation>
    </message>
    <message>
        <source>Lay the land tile by tile, or invent tiles and variants of your own.</source>
        <translation>Leg het land tegel voor tegel, of bedenk je eigen tegels en varianten.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Choose players and rules (Ctrl+N)</source>
        <translation>Kies spelers en regels (Ctrl+N)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Resume the last game where it stopped</source>
        <translation>Het laatste spel hervatten waar het stopte</translation>
    </message>
    <message>
        <source>There is no unfinished game</source>
        <translation>Er is geen onafgemaakt spel</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Een opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Make tiles and rule variants</source>
        <translation>Tegels en regelvarianten maken</translation>
    </message>
    <message>
        <source>The editor is not installed next to this program (%1)</source>
        <translation>De editor is niet naast dit programma geïnstalleerd (%1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spelen</translation>
    </message>
    <message>
        <source>Host a game for friends on their computers, or join theirs</source>
        <translation>Host een spel voor vrienden op hun computers, of doe mee met het hunne</translation>
    </message>
</context>
<context>
    <name>TestPile</name>
    <message>
        <source>The packages could not be read.</source>
        <translation>De pakketten konden niet worden gelezen.</translation>
    </message>
    <message>
        <source>The package %1 brings no tiles of its own to the pile.</source>
        <translation>Het pakket %1 brengt geen eigen tegels in de stapel.</translation>
    </message>
</context>
<context>
    <name>carcassonne::FilePicker</name>
    <message>
        <source>Open a saved game</source>
        <translation>Een opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelverslagen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Import a package</source>
        <translation>Een pakket importeren</translation>
    </message>
    <message>
        <source>Packages (*.zip manifest.json);;All files (*)</source>
        <translation>Pakketten (*.zip manifest.json);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>carcassonne::FinishedGames</name>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Kan niet gelezen worden: %1</translation>
    </message>
    <message>
        <source>Cannot be played here: %1</source>
        <translation>Kan hier niet gespeeld worden: %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::GameController</name>
    <message>
        <source>The game could not be kept in %1: %2. Save it before you leave.</source>
        <translation>Het spel kon niet bewaard worden in %1: %2. Sla het op voordat je stopt.</translation>
    </message>
    <message>
        <source>This %1 scores %2 now</source>
        <translation>%1: levert nu %2 op</translation>
    </message>
    <message>
        <source>This %1 is worth %2 so far</source>
        <translation>Tot nu toe is dit %2 waard (%1)</translation>
    </message>
    <message>
        <source>%1: option %2</source>
        <translation>%1: optie %2</translation>
    </message>
    <message>
        <source>Could not read the package %1: %2</source>
        <translation>Het pakket %1 kon niet gelezen worden: %2</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <translation>Het spel kon niet starten: %1</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 kon niet gelezen worden: %2</translation>
    </message>
    <message>
        <source>The saved game could not start: %1</source>
        <translation>Het opgeslagen spel kon niet starten: %1</translation>
    </message>
    <message>
        <source>Move %1 of %2 is not legal: %3</source>
        <translation>Zet %1 van %2 is niet toegestaan: %3</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>Kon niet opslaan in %1: %2</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Opgeslagen als %1</translation>
    </message>
    <message>
        <source>%1 (%2: +%3)</source>
        <translation>%1 (%2: +%3)</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Kan niet gelezen worden: %1</translation>
    </message>
    <message>
        <source>Cannot be played here: %1</source>
        <translation>Kan hier niet gespeeld worden: %1</translation>
    </message>
    <message>
        <source>The unfinished game cannot be read: %1</source>
        <translation>Het onafgemaakte spel kan niet gelezen worden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The unfinished game needs %n package(s) that are not installed: %1</source>
        <translation>
            <numerusform>Het onafgemaakte spel heeft %n pakket nodig dat niet geïnstalleerd is: %1</numerusform>
            <numerusform>Het onafgemaakte spel heeft %n pakketten nodig die niet geïnstalleerd zijn: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game is no longer there.</source>
        <translation>Het onafgemaakte spel is er niet meer.</translation>
    </message>
    <message>
        <source>Undo waits until the computer player has moved</source>
        <translation>Ongedaan maken wacht tot de computerspeler gezet heeft</translation>
    </message>
    <message numerus="yes">
        <source>Undo reaches back at most %n turn(s)</source>
        <translation>
            <numerusform>Ongedaan maken gaat hoogstens %n beurt terug</numerusform>
            <numerusform>Ongedaan maken gaat hoogstens %n beurten terug</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back yet</source>
        <translation>Nog niets om terug te nemen</translation>
    </message>
    <message>
        <source>Imported %1: it is in the new game dialog now</source>
        <translation>%1 geïmporteerd: het staat nu bij een nieuw spel</translation>
    </message>
    <message>
        <source>A package %1 is installed already. Replace it?</source>
        <translation>Er is al een pakket %1 geïnstalleerd. Vervangen?</translation>
    </message>
    <message>
        <source>%1 is not a package the game can play: %2</source>
        <translation>%1 is geen pakket dat het spel kan spelen: %2</translation>
    </message>
    <message>
        <source>%1 is a built-in package&apos;s id: give the package another id in the editor</source>
        <translation>%1 is de id van een ingebouwd pakket: geef het pakket in de editor een andere id</translation>
    </message>
    <message>
        <source>A package folder %1 is installed (%2): it is left as it is</source>
        <translation>Er is een pakketmap %1 geïnstalleerd (%2): die blijft zoals ze is</translation>
    </message>
    <message>
        <source>The package could not be installed: %1</source>
        <translation>Het pakket kon niet geïnstalleerd worden: %1</translation>
    </message>
    <message>
        <source>There is no folder for your packages on this system</source>
        <translation>Er is op dit systeem geen map voor je pakketten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A %1 held by %2</source>
        <translation>%1, bezet door %2</translation>
    </message>
    <message>
        <source>Completed: %1 to %2</source>
        <translation>Voltooid: %1 voor %2</translation>
    </message>
    <message>
        <source>At the end as it stands: %1 to %2</source>
        <translation>Aan het eind, zoals het nu staat: %1 voor %2</translation>
    </message>
    <message>
        <source>Move %1 of the game is not legal: %2</source>
        <translation>Zet %1 van het spel is niet toegestaan: %2</translation>
    </message>
    <message>
        <source>Scores only once it is completed, then to %1</source>
        <translation>Telt pas als het afgebouwd is, dan voor %1</translation>
    </message>
    <message>
        <source>This %1 scores only once it is completed</source>
        <translation>%1: telt pas als het afgebouwd is</translation>
    </message>
</context>
<context>
    <name>carcassonne::HintGuide</name>
    <message>
        <source>Lay your tile</source>
        <translation>Leg je tegel</translation>
    </message>
    <message>
        <source>Place a figure, or not</source>
        <translation>Zet een figuur, of niet</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Boeren</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Het einde van het spel</translation>
    </message>
    <message>
        <source>Lay the tile shown on the right on one of the lit squares: every side it touches must match, road to road, city to city, field to field. Point at a square to see the tile there, turn it with R or a right click, and click to lay it. The rules of this game are under ? (F1).</source>
        <translation>Leg de tegel die rechts staat op een van de verlichte vakken: elke zijde die hij raakt moet aansluiten, weg aan weg, stad aan stad, weide aan weide. Wijs een vak aan om de tegel daar te zien, draai hem met R of een rechterklik, en klik om hem te leggen. De regels van dit spel staan onder ? (F1).</translation>
    </message>
    <message>
        <source>The rings on your tile are where a %1 can go. Point at one to see the whole feature it would hold and what it is worth now. Click one and confirm, or skip (S) and keep your %1 for later. A feature that someone already holds, however far away, takes no other.</source>
        <translation>De ringen op je tegel zijn de plekken waar een %1 kan staan. Wijs er een aan om het hele gebied te zien dat hij zou bezetten en wat het nu waard is. Klik er een aan en bevestig, of sla over (S) en bewaar je %1 voor later. Een gebied dat al bezet is, hoe ver weg ook, neemt geen tweede.</translation>
    </message>
    <message>
        <source>A ring on a field lays your %1 down as a farmer. Farmers stay until the end of the game; then each field pays the player with the most farmers in it %2 for every completed city it touches. A farmer never comes home: choose the field with care.</source>
        <translation>Een ring op een weide legt je %1 neer als boer. Boeren blijven liggen tot het einde van het spel; dan levert elke weide de speler met de meeste boeren erin %2 op voor elke voltooide stad die eraan grenst. Een boer komt nooit terug: kies de weide met zorg.</translation>
    </message>
    <message>
        <source>%1

A feature scores as soon as it is completed, and the figures on it go home to be placed again. Who scores what in this game: ? (F1).</source>
        <translation>%1

Een gebied levert punten op zodra het voltooid is, en de figuren erop gaan terug naar huis om opnieuw gezet te worden. Wie wat scoort in dit spel: ? (F1).</translation>
    </message>
    <message>
        <source>After the last tile everything unfinished scores as well. The final scores show where each player&apos;s points came from, and Review steps through the game again.</source>
        <translation>Na de laatste tegel levert ook alles wat onvoltooid is punten op. De eindstand toont waar de punten van elke speler vandaan kwamen, en Naspelen loopt het spel nog eens door.</translation>
    </message>
</context>
<context>
    <name>carcassonne::LanguageSwitcher</name>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>De taal van het systeem (%1)</translation>
    </message>
</context>
<context>
    <name>carcassonne::OnlineTable</name>
    <message>
        <source>Leave the online game first.</source>
        <translation>Verlaat eerst het online spel.</translation>
    </message>
    <message>
        <source>The port or the grace time is out of range.</source>
        <translation>De poort of de wachttijd valt buiten het bereik.</translation>
    </message>
    <message>
        <source>A table has your seat and at most %1 seats.</source>
        <translation>Een tafel heeft jouw plaats en hoogstens %1 plaatsen.</translation>
    </message>
    <message>
        <source>Cannot open a table on port %1: %2</source>
        <translation>Kan geen tafel openen op poort %1: %2</translation>
    </message>
    <message>
        <source>This is not an invitation: it looks like carcassonne://address:port/CODE.</source>
        <translation>Dit is geen uitnodiging: die ziet eruit als carcassonne://adres:poort/CODE.</translation>
    </message>
    <message>
        <source>Say the name the others see.</source>
        <translation>Geef de naam die de anderen zien.</translation>
    </message>
    <message>
        <source>%1 sat down.</source>
        <translation>%1 is aangeschoven.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1 heeft geen verbinding meer.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 is terug.</translation>
    </message>
    <message>
        <source>The computer plays for %1 until they are back.</source>
        <translation>De computer speelt voor %1 tot die terug is.</translation>
    </message>
    <message>
        <source>%1 has left the table: the computer plays for them.</source>
        <translation>%1 heeft de tafel verlaten: de computer speelt verder.</translation>
    </message>
    <message>
        <source>The game is paused: %1. You can keep its record so far.</source>
        <translation>Het spel is gepauzeerd: %1. Je kunt het verslag tot nu toe bewaren.</translation>
    </message>
    <message>
        <source>The online game stopped: %1</source>
        <translation>Het online spel is gestopt: %1</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>computerspeler</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>wacht op een speler</translation>
    </message>
    <message>
        <source>here</source>
        <translation>aanwezig</translation>
    </message>
    <message numerus="yes">
        <source>away, the computer plays in %n s</source>
        <translation>
            <numerusform>weg, de computer speelt over %n s</numerusform>
            <numerusform>weg, de computer speelt over %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>away, the computer plays</source>
        <translation>weg, de computer speelt</translation>
    </message>
    <message>
        <source>left, the computer plays</source>
        <translation>vertrokken, de computer speelt</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plaats %1</translation>
    </message>
    <message>
        <source>The host closed the table: the game is paused. You can keep its record so far.</source>
        <translation>De gastheer heeft de tafel gesloten: het spel is gepauzeerd. Je kunt het verslag tot nu toe bewaren.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>De gastheer heeft de tafel gesloten.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is offered: whoever joins with the invitation takes it.</source>
        <translation>De plaats van %1 wordt aangeboden: wie met de uitnodiging meedoet, neemt hem in.</translation>
    </message>
    <message>
        <source>offered: the computer plays until someone sits down</source>
        <translation>aangeboden: de computer speelt tot iemand aanschuift</translation>
    </message>
    <message>
        <source>The host plays another version of Carcassonne Studio: both need the same one.</source>
        <translation>De gastheer speelt een andere versie van Carcassonne Studio: jullie hebben dezelfde nodig.</translation>
    </message>
    <message>
        <source>The host could not make sense of what this game sent.</source>
        <translation>De gastheer begreep niet wat dit spel stuurde.</translation>
    </message>
    <message>
        <source>The table does not know your seat any more.</source>
        <translation>De tafel kent je plaats niet meer.</translation>
    </message>
    <message>
        <source>Your seat&apos;s player left the game: a computer plays it now.</source>
        <translation>De speler op je plaats heeft het spel verlaten: nu speelt de computer.</translation>
    </message>
    <message>
        <source>That invitation is not for a table at this host.</source>
        <translation>Die uitnodiging is niet voor een tafel bij deze gastheer.</translation>
    </message>
    <message>
        <source>Not at this point of the game.</source>
        <translation>Niet op dit moment van het spel.</translation>
    </message>
    <message>
        <source>There is no room for you at this host.</source>
        <translation>Er is bij deze gastheer geen plaats voor je.</translation>
    </message>
    <message>
        <source>Only the player who opened the table can do that.</source>
        <translation>Alleen wie de tafel opende kan dat doen.</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation>Het spel kon niet beginnen.</translation>
    </message>
    <message>
        <source>Your seat cannot do that now.</source>
        <translation>Dat kan vanaf je plaats nu niet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>The host did not take that move.</source>
        <translation>De gastheer nam die zet niet aan.</translation>
    </message>
    <message>
        <source>A computer player is playing this turn for you.</source>
        <translation>Een computerspeler speelt deze beurt voor je.</translation>
    </message>
    <message>
        <source>Too many messages: wait a moment.</source>
        <translation>Te veel berichten: wacht even.</translation>
    </message>
    <message>
        <source>The host does not have that package.</source>
        <translation>De gastheer heeft dat pakket niet.</translation>
    </message>
    <message>
        <source>This host opens no tables for others.</source>
        <translation>Deze gastheer opent geen tafels voor anderen.</translation>
    </message>
    <message>
        <source>The host refused, in its own words: &quot;%1&quot;</source>
        <translation>De gastheer weigerde, in zijn eigen woorden: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Carcassonne for players and for people who invent tiles and variants.</source>
        <translation>Carcassonne voor spelers en voor wie zelf tegels en varianten bedenkt.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; shortly after start, then quit.</source>
        <translation>Kort na de start een afbeelding van het venster opslaan in &lt;bestand&gt;, dan afsluiten.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <source>With --screenshot: play &lt;n&gt; turns of a game first.</source>
        <translation>Met --screenshot: eerst &lt;n&gt; beurten van een spel spelen.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Start a game at once with the package at &lt;path&gt; (zip or folder).</source>
        <translation>Meteen een spel starten met het pakket in &lt;pad&gt; (zip of map).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>pad</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>soorten</translation>
    </message>
    <message>
        <source>Open the saved game (record) at &lt;file&gt;.</source>
        <translation>Het opgeslagen spel in &lt;bestand&gt; openen.</translation>
    </message>
    <message>
        <source>With --turns or --play: the game&apos;s seed.</source>
        <translation>Met --turns of --play: het startgetal van het spel.</translation>
    </message>
    <message>
        <source>Print the milliseconds from launch to the first frame.</source>
        <translation>De milliseconden van de start tot het eerste beeld tonen.</translation>
    </message>
    <message>
        <source>Show the program in &lt;code&gt; (en, nl or de) this time.</source>
        <translation>Het programma deze keer in &lt;code&gt; (en, nl of de) tonen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[bestand]</translation>
    </message>
    <message>
        <source>dialog</source>
        <translation>venster</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>sleutel=waarde</translation>
    </message>
    <message>
        <source>Rules of that game over its packages&apos;: module=true|false or parameter=number, e.g. mistLevel=3; repeat it or separate with commas.</source>
        <translation>Regels van dat spel boven die van zijn pakketten: module=true|false of parameter=getal, bijv. mistLevel=3; herhaal de optie of scheid met komma&apos;s.</translation>
    </message>
    <message>
        <source>With --play: the package&apos;s own tiles drawn first (first) or alone (only), after the start tile.</source>
        <translation>Met --play: de eigen tegels van het pakket eerst getrokken (first) of alleen die (only), na de starttegel.</translation>
    </message>
    <message>
        <source>first|only</source>
        <translation>first|only</translation>
    </message>
    <message>
        <source>Open the dialog &lt;dialog&gt; at start: new-game, settings, load, finished (the load dialog&apos;s finished games), play-online, or chat (the online game&apos;s chat, once it runs).</source>
        <translation>Het venster &lt;venster&gt; bij de start openen: new-game, settings, load, finished (de afgelopen spellen van het laadvenster), play-online of chat (de chat van het online spel, zodra het loopt).</translation>
    </message>
    <message>
        <source>Join the online table of &lt;invitation&gt; at once (carcassonne://host:port/CODE).</source>
        <translation>Meteen aan de online tafel van &lt;uitnodiging&gt; meedoen (carcassonne://host:poort/CODE).</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation>uitnodiging</translation>
    </message>
    <message>
        <source>With --join: the name the others see.</source>
        <translation>Met --join: de naam die de anderen zien.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>With --screenshot: wait &lt;ms&gt; milliseconds before the picture (after the turns of --turns).</source>
        <translation>Met --screenshot: &lt;ms&gt; milliseconden wachten voor de afbeelding (na de beurten van --turns).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>A saved game to open, a package (zip or folder) to play, or an invitation to an online table.</source>
        <translation>Een opgeslagen spel om te openen, een pakket (zip of map) om te spelen, of een uitnodiging voor een online tafel.</translation>
    </message>
    <message>
        <source>Players of that game, e.g. human,ai:mcts-normal (the default); open is a friend at another computer: the game hosts a table for them.</source>
        <translation>Spelers van dat spel, bijv. human,ai:mcts-normal (de standaard); open is een vriend op een andere computer: het spel opent een tafel voor hem.</translation>
    </message>
    <message>
        <source>With --play and an open seat in --players: other computers may join the table (else this one alone).</source>
        <translation>Met --play en een open plaats in --players: andere computers mogen aan tafel meedoen (anders alleen deze).</translation>
    </message>
</context>
</TS>
