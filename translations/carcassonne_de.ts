<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardLists</name>
    <message>
        <source>Take back the %1 from the %2</source>
        <translation>%1 zurücknehmen (%2)</translation>
    </message>
    <message>
        <source>Place a %1 on the %2</source>
        <translation>%1 einsetzen (%2)</translation>
    </message>
    <message>
        <source>Place a %1 (%2) on the %3</source>
        <translation>Setze einen %1 (%2) auf die %3</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>Field %1: %n completed cit(y/ies) beside it</source>
        <translation>
            <numerusform>Wiese %1: %n abgeschlossene Stadt daneben</numerusform>
            <numerusform>Wiese %1: %n abgeschlossene Städte daneben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>No messages yet</source>
        <translation>Noch keine Nachrichten</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sag etwas…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message numerus="yes">
        <source>Connection lost, reconnecting in %n s…</source>
        <translation>
            <numerusform>Verbindung verloren, neuer Versuch in %n s…</numerusform>
            <numerusform>Verbindung verloren, neuer Versuch in %n s…</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the record…</source>
        <translation>Das Protokoll behalten…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>CurrentTilePanel</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Tile placed</source>
        <translation>Karte angelegt</translation>
    </message>
    <message>
        <source>Turn left (Shift+R)</source>
        <translation>Nach links drehen (Umschalt+R)</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Turn right (R, right click, Ctrl+wheel)</source>
        <translation>Nach rechts drehen (R, Rechtsklick, Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>Karten übrig: %1</translation>
    </message>
    <message>
        <source>Click a lit square to place the tile. Tab picks a square with the keyboard.</source>
        <translation>Klicke auf ein helles Feld, um die Karte anzulegen. Mit Tab wählst du ein Feld per Tastatur.</translation>
    </message>
    <message>
        <source>Choose a figure spot, or skip.</source>
        <translation>Wähle einen Platz für eine Figur oder verzichte.</translation>
    </message>
    <message>
        <source>No figure can go on this tile.</source>
        <translation>Auf diese Karte kann keine Figur.</translation>
    </message>
    <message>
        <source>Skip figure</source>
        <translation>Keine Figur</translation>
    </message>
    <message>
        <source>End the turn without a figure (S)</source>
        <translation>Zug ohne Figur beenden (S)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>End the turn (Enter)</source>
        <translation>Zug beenden (Eingabe)</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Letzte Züge</translation>
    </message>
    <message>
        <source>Show the moves since your last turn again (L)</source>
        <translation>Zeige die Züge seit deinem letzten Zug noch einmal (L)</translation>
    </message>
    <message>
        <source>Move %1 of %2 ▸</source>
        <translation>Zug %1 von %2 ▸</translation>
    </message>
    <message>
        <source>Show the next move now (L)</source>
        <translation>Den nächsten Zug jetzt zeigen (L)</translation>
    </message>
</context>
<context>
    <name>EndGamePanel</name>
    <message>
        <source>A shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Spielfeld ansehen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>The team has won!</source>
        <translation>Das Team hat gewonnen!</translation>
    </message>
    <message>
        <source>The team has lost</source>
        <translation>Das Team hat verloren</translation>
    </message>
    <message>
        <source>Again: %1</source>
        <translation>Noch einmal: %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Dieselben Spieler und Regeln, neu gemischt</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Weiter: %1</translation>
    </message>
    <message>
        <source>The same players at the next level</source>
        <translation>Dieselben Spieler im nächsten Level</translation>
    </message>
    <message>
        <source>%1: the team has won!</source>
        <translation>%1: Das Team hat gewonnen!</translation>
    </message>
    <message>
        <source>%1: the team has lost</source>
        <translation>%1: Das Team hat verloren</translation>
    </message>
    <message>
        <source>In brackets: points during the game + points in the final scoring</source>
        <translation>In Klammern: Punkte während des Spiels + Punkte der Schlusswertung</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Step through the game turn by turn</source>
        <translation>Das Spiel Zug für Zug durchgehen</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>meeple</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>%1 placed a %2 on a %3</source>
        <translation>%1 setzte %2 ein (%3)</translation>
    </message>
    <message>
        <source>%1: %2 for a %3 (%4)</source>
        <translation>%1: %2 – %3 (%4)</translation>
    </message>
    <message>
        <source>Final scoring: %1</source>
        <translation>Schlusswertung: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>A tile fitted nowhere and went back into the box</source>
        <translation>Eine Karte passte nirgends und kam zurück in die Schachtel</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Spielende. Sieger: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n abgeschlossene Stadt</numerusform>
            <numerusform>%n abgeschlossene Städte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over. The team has won.</source>
        <translation>Spielende. Das Team hat gewonnen.</translation>
    </message>
    <message>
        <source>Game over. The team has lost.</source>
        <translation>Spielende. Das Team hat verloren.</translation>
    </message>
    <message>
        <source>Game over. The team has won: %1</source>
        <translation>Spielende. Das Team hat gewonnen: %1</translation>
    </message>
    <message>
        <source>Game over. The team has lost: %1</source>
        <translation>Spielende. Das Team hat verloren: %1</translation>
    </message>
    <message>
        <source>%1 placed a tile</source>
        <translation>%1 legte eine Karte</translation>
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
        <translation>Farbe der Figur: %1 (C für die nächste)</translation>
    </message>
</context>
<context>
    <name>FinalScoringBanner</name>
    <message>
        <source>Final scoring (%1 of %2)</source>
        <translation>Schlusswertung (%1 von %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Tabelle zeigen</translation>
    </message>
    <message>
        <source>Skip to the final table (Escape)</source>
        <translation>Gleich zur Schlusstabelle (Escape)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The engine refused a move.</source>
        <translation>Die Spielregeln haben einen Zug abgelehnt.</translation>
    </message>
    <message>
        <source>Unknown player kind %1</source>
        <translation>Unbekannte Spielerart %1</translation>
    </message>
    <message>
        <source>Unknown order of tiles %1</source>
        <translation>Unbekannte Reihenfolge der Karten %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Click to show it on the board</source>
        <translation>Klicken, um es auf dem Spielfeld zu zeigen</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Den letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation>Den Zug wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Das Spiel speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Verkleinern (-)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Vergrößern (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole board (F)</source>
        <translation>Das ganze Spielfeld zeigen (F)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The rules of this game (F1)</source>
        <translation>Die Regeln dieses Spiels (F1)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source>Show where each field lies, numbered (B)</source>
        <translation>Zeige, wo jede Wiese liegt, nummeriert (B)</translation>
    </message>
    <message>
        <source>Table (%1)</source>
        <translation>Tisch (%1)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>No more hints</source>
        <translation>Keine Tipps mehr</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
</context>
<context>
    <name>LeaveGameDialog</name>
    <message>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>This game is not saved and cannot be continued later. Save it first to keep it.</source>
        <translation>Dieses Spiel ist nicht gespeichert und kann später nicht fortgesetzt werden. Speichere es zuerst, um es zu behalten.</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Beenden ohne zu speichern</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Verlassen ohne zu speichern</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
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
        <translation>Spieler %1</translation>
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
        <translation>Mensch</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>(%1 bis %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Who plays for player %1</source>
        <translation>Wer spielt für Spieler %1</translation>
    </message>
    <message>
        <source>Rule modules</source>
        <translation>Regelmodule</translation>
    </message>
    <message>
        <source>Hide rule parameters</source>
        <translation>Regelparameter ausblenden</translation>
    </message>
    <message>
        <source>Rule parameters…</source>
        <translation>Regelparameter…</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>empty: a new shuffle each game</source>
        <translation>leer: jedes Spiel neu gemischt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>Figures and points</source>
        <translation>Figuren und Punkte</translation>
    </message>
    <message>
        <source>The numbers of the rules: points, figures and what the switched-on modules use</source>
        <translation>Die Zahlen der Regeln: Punkte, Figuren und was die eingeschalteten Module verwenden</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Install a package (a .zip, or a folder&apos;s manifest.json) so that it is offered here</source>
        <translation>Ein Paket installieren (eine .zip oder die manifest.json eines Ordners), damit es hier angeboten wird</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>How this rule set is played, with its modules as they are switched on</source>
        <translation>Wie dieses Regelwerk gespielt wird, mit seinen Modulen, wie sie eingeschaltet sind</translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation>Wie %1 gespielt wird</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of colours: &quot;red, blue, green and yellow&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>A friend (online)</source>
        <translation>Ein Freund (online)</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Ein Spiel ausrichten</translation>
    </message>
    <message>
        <source>The friend&apos;s name</source>
        <translation>Der Name des Freundes</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch öffnen</translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message>
        <source>Your table</source>
        <translation>Dein Tisch</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Reaching the table…</source>
        <translation>Tisch wird erreicht…</translation>
    </message>
    <message>
        <source>Send this invitation to your friends; they paste it in Play online ▸ Join a game.</source>
        <translation>Schicke diese Einladung an deine Freunde; sie fügen sie unter Online spielen ▸ Einem Spiel beitreten ein.</translation>
    </message>
    <message>
        <source>Only this computer can join this table. To play with friends on their computers, open the table with “Let other computers join”.</source>
        <translation>Nur dieser Computer kann an diesem Tisch beitreten. Um mit Freunden an ihren Computern zu spielen, öffne den Tisch mit „Andere Computer beitreten lassen“.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the invitation to the clipboard</source>
        <translation>Die Einladung in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopiert.</translation>
    </message>
    <message>
        <source>Fetching the rule set %1 from the host…</source>
        <translation>Regelwerk %1 wird vom Gastgeber geholt…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Waiting for the host to start…</source>
        <translation>Warten, bis der Gastgeber startet…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Everyone is here: begin the game</source>
        <translation>Alle sind da: das Spiel beginnen</translation>
    </message>
    <message>
        <source>Waiting for every seat to be taken</source>
        <translation>Warten, bis jeder Platz besetzt ist</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message numerus="yes">
        <source>This table plays %1 (%n tile(s)), fetched from the host.</source>
        <translation>
            <numerusform>Dieser Tisch spielt %1 (%n Karte), vom Gastgeber geholt.</numerusform>
            <numerusform>Dieser Tisch spielt %1 (%n Karten), vom Gastgeber geholt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineSeats</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
</context>
<context>
    <name>PackageChoices</name>
    <message>
        <source>%1 is a game of its own: choose it as the rule set.</source>
        <translation>%1 ist ein eigenes Spiel: Wähle es als Regelwerk.</translation>
    </message>
    <message>
        <source>Needs %1.</source>
        <translation>Braucht %1.</translation>
    </message>
    <message>
        <source>Two start tiles do not go together: choosing it leaves out %1.</source>
        <translation>Zwei Startkarten passen nicht zusammen: Wer es wählt, lässt %1 weg.</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>You have a seat in a game at %1 that has not ended.</source>
        <translation>Du hast einen Platz in einem Spiel unter %1, das noch nicht zu Ende ist.</translation>
    </message>
    <message>
        <source>Go back to it</source>
        <translation>Zurück an den Platz</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Ein Spiel ausrichten</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <source>You open a table on this computer and send your friends its invitation. Your game runs here: keep this window open until the game ends.</source>
        <translation>Du öffnest einen Tisch auf diesem Computer und schickst deinen Freunden die Einladung. Das Spiel läuft hier: lass dieses Fenster offen, bis das Spiel zu Ende ist.</translation>
    </message>
    <message>
        <source>Let other computers join</source>
        <translation>Andere Computer beitreten lassen</translation>
    </message>
    <message>
        <source>Friends on your network reach the table directly; over the internet, your router must forward the port to this computer.</source>
        <translation>Freunde in deinem Netzwerk erreichen den Tisch direkt; über das Internet muss dein Router den Port an diesen Computer weiterleiten.</translation>
    </message>
    <message>
        <source>Only this computer can join (to try it out, with a second window).</source>
        <translation>Nur dieser Computer kann beitreten (zum Ausprobieren, mit einem zweiten Fenster).</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Grace time (s)</source>
        <translation>Wartezeit (s)</translation>
    </message>
    <message>
        <source>Seconds a player who lost the connection has before the computer plays for them</source>
        <translation>Sekunden, die ein Spieler ohne Verbindung hat, bevor der Computer für ihn spielt</translation>
    </message>
    <message>
        <source>Paste the invitation your host sent you.</source>
        <translation>Füge die Einladung ein, die dein Gastgeber dir geschickt hat.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>The table at %1, code %2</source>
        <translation>Der Tisch unter %1, Code %2</translation>
    </message>
    <message>
        <source>This is not an invitation: it looks like carcassonne://address:port/CODE.</source>
        <translation>Das ist keine Einladung: sie sieht aus wie carcassonne://adresse:port/CODE.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Choose rules and seats…</source>
        <translation>Regeln und Plätze wählen…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
    <message>
        <source>10 minutes, +5 s a turn</source>
        <translation>10 Minuten, +5 s pro Zug</translation>
    </message>
    <message>
        <source>20 minutes, +10 s a turn</source>
        <translation>20 Minuten, +10 s pro Zug</translation>
    </message>
    <message>
        <source>30 minutes, +15 s a turn</source>
        <translation>30 Minuten, +15 s pro Zug</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Time each player has for the whole game</source>
        <translation>Die Zeit, die jeder Spieler für das ganze Spiel hat</translation>
    </message>
    <message>
        <source>A player whose time runs out is played by the computer for the rest of the game.</source>
        <translation>Für einen Spieler, dessen Zeit abgelaufen ist, spielt der Computer den Rest des Spiels.</translation>
    </message>
</context>
<context>
    <name>PlayerColours</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
</context>
<context>
    <name>RemainingTilesPanel</name>
    <message>
        <source>Tiles to come: %1</source>
        <translation>Noch kommende Karten: %1</translation>
    </message>
    <message>
        <source>Tiles to come: %1, face down: %2</source>
        <translation>Noch kommende Karten: %1, verdeckt: %2</translation>
    </message>
    <message>
        <source>Green corner: fits an open square now</source>
        <translation>Grüne Ecke: passt jetzt an eine freie Stelle</translation>
    </message>
    <message>
        <source>1 of %1 still to come</source>
        <translation>1 von %1 kommt noch</translation>
    </message>
    <message>
        <source>%1 of %2 still to come</source>
        <translation>%1 von %2 kommen noch</translation>
    </message>
    <message>
        <source>Fits an open square now</source>
        <translation>Passt jetzt an eine freie Stelle</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Der Anfang (Pos1)</translation>
    </message>
    <message>
        <source>A turn back (Left)</source>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation>Pause (P)</translation>
    </message>
    <message>
        <source>Play the turns one by one (P)</source>
        <translation>Die Züge einzeln abspielen (P)</translation>
    </message>
    <message>
        <source>A turn on (Right)</source>
        <translation>Einen Zug weiter (Rechts)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Das Ende (Ende)</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Go on playing from this turn; the turns after it are dropped</source>
        <translation>Ab diesem Zug weiterspielen; die Züge danach entfallen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>End the review</source>
        <translation>Das Nachspielen beenden</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Spiel laden</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Noch keine gespeicherten Spiele.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>A saved game has this name: saving replaces it</source>
        <translation>Ein gespeichertes Spiel hat diesen Namen: Speichern ersetzt es</translation>
    </message>
    <message numerus="yes">
        <source>Finished after %n turn(s)</source>
        <translation>
            <numerusform>Beendet nach %n Zug</numerusform>
            <numerusform>Beendet nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this saved game?</source>
        <translation>Dieses gespeicherte Spiel löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Open a saved game from anywhere, such as a record someone sent you</source>
        <translation>Ein gespeichertes Spiel von überall öffnen, etwa eine Partie, die dir jemand geschickt hat</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Step through this game turn by turn</source>
        <translation>Dieses Spiel Zug für Zug durchgehen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>A player&apos;s score in a saved game&apos;s line: &quot;Ann: 34 points&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message numerus="yes">
        <source>No finished games yet: every game you play to its end is kept here, the last %n of them (Settings).</source>
        <translation>
            <numerusform>Noch keine beendeten Spiele: Jedes Spiel, das du zu Ende spielst, wird hier aufbewahrt, höchstens %n (Einstellungen).</numerusform>
            <numerusform>Noch keine beendeten Spiele: Jedes Spiel, das du zu Ende spielst, wird hier aufbewahrt, höchstens %n (Einstellungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are not kept: Settings sets how many are.</source>
        <translation>Beendete Spiele werden nicht aufbewahrt: In den Einstellungen legst du fest, wie viele.</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Ein Name für dieses Spiel</translation>
    </message>
    <message>
        <source>Delete this finished game?</source>
        <translation>Dieses beendete Spiel löschen?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the final scoring on the chart&apos;s turn axis</comment>
        <translation>Ende</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>%1 in supply: %2</source>
        <translation>%1 im Vorrat: %2</translation>
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
        <translation>%1 hat den Tisch verlassen</translation>
    </message>
    <message>
        <source>The computer plays for %1 now. You can offer the seat to someone else instead: whoever joins with the table&apos;s invitation takes it, and the computer plays it until then.</source>
        <translation>Der Computer spielt jetzt für %1. Du kannst den Platz stattdessen jemand anderem anbieten: wer mit der Einladung des Tisches beitritt, übernimmt ihn, und bis dahin spielt der Computer.</translation>
    </message>
    <message>
        <source>Offer the seat</source>
        <translation>Platz anbieten</translation>
    </message>
    <message>
        <source>Let the computer play</source>
        <translation>Den Computer spielen lassen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Confirm before ending a turn</source>
        <translation>Vor dem Ende eines Zuges nachfragen</translation>
    </message>
    <message>
        <source>Mark dead spots (no remaining tile fits)</source>
        <translation>Tote Stellen markieren (keine verbleibende Karte passt)</translation>
    </message>
    <message>
        <source>Show the remaining tiles</source>
        <translation>Die verbleibenden Karten zeigen</translation>
    </message>
    <message>
        <source>For tournament play, turn off dead spots and remaining tiles.</source>
        <translation>Für Turniere tote Stellen und verbleibende Karten ausschalten.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>Player colours for colour-blind eyes</source>
        <translation>Spielerfarben für farbenblinde Augen</translation>
    </message>
    <message>
        <source>Colours that differ in lightness as well as hue. Each player&apos;s figures also carry their own sign: circle, square, triangle, diamond, cross or star.</source>
        <translation>Farben, die sich nicht nur im Farbton, sondern auch in der Helligkeit unterscheiden. Die Figuren jedes Spielers tragen außerdem ein eigenes Zeichen: Kreis, Quadrat, Dreieck, Raute, Kreuz oder Stern.</translation>
    </message>
    <message>
        <source>Explain the game as it goes (hints)</source>
        <translation>Das Spiel beim Spielen erklären (Tipps)</translation>
    </message>
    <message>
        <source>Show all again</source>
        <translation>Alle wieder zeigen</translation>
    </message>
    <message>
        <source>Finished games kept</source>
        <translation>Beendete Spiele aufbewahren</translation>
    </message>
    <message>
        <source>In Load ▸ Finished; the oldest go first, 0 keeps none.</source>
        <translation>Unter Laden ▸ Beendet; die ältesten gehen zuerst, 0 bewahrt keines auf.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>On</source>
        <extracomment>Sounds on or off (a tile laid, a scoring, your turn).</extracomment>
        <translation>An</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sounds&apos; volume in percent.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>The name others see at a table</source>
        <translation>Der Name, den andere am Tisch sehen</translation>
    </message>
    <message>
        <source>Port for hosting</source>
        <translation>Port zum Ausrichten</translation>
    </message>
    <message>
        <source>Grace time (s)</source>
        <translation>Wartezeit (s)</translation>
    </message>
    <message>
        <source>At your table: how long a player who lost the connection has before the computer plays for them.</source>
        <translation>An deinem Tisch: wie lange ein Spieler ohne Verbindung hat, bevor der Computer für ihn spielt.</translation>
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
        <translation>Lege das Land Karte für Karte – oder erfinde eigene Karten und Varianten.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Choose players and rules (Ctrl+N)</source>
        <translation>Spieler und Regeln wählen (Strg+N)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Resume the last game where it stopped</source>
        <translation>Das letzte Spiel dort fortsetzen, wo es aufhörte</translation>
    </message>
    <message>
        <source>There is no unfinished game</source>
        <translation>Es gibt kein unvollendetes Spiel</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Make tiles and rule variants</source>
        <translation>Karten und Regelvarianten erstellen</translation>
    </message>
    <message>
        <source>The editor is not installed next to this program (%1)</source>
        <translation>Der Editor ist nicht neben diesem Programm installiert (%1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Host a game for friends on their computers, or join theirs</source>
        <translation>Richte ein Spiel für Freunde an ihren Computern aus oder tritt ihrem bei</translation>
    </message>
</context>
<context>
    <name>TestPile</name>
    <message>
        <source>The packages could not be read.</source>
        <translation>Die Pakete konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The package %1 brings no tiles of its own to the pile.</source>
        <translation>Das Paket %1 bringt keine eigenen Karten in den Stapel.</translation>
    </message>
</context>
<context>
    <name>carcassonne::FilePicker</name>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import a package</source>
        <translation>Ein Paket importieren</translation>
    </message>
    <message>
        <source>Packages (*.zip manifest.json);;All files (*)</source>
        <translation>Pakete (*.zip manifest.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>carcassonne::FinishedGames</name>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot be played here: %1</source>
        <translation>Kann hier nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::GameController</name>
    <message>
        <source>The game could not be kept in %1: %2. Save it before you leave.</source>
        <translation>Das Spiel konnte nicht in %1 festgehalten werden: %2. Speichere es, bevor du gehst.</translation>
    </message>
    <message>
        <source>This %1 scores %2 now</source>
        <translation>%1: bringt jetzt %2</translation>
    </message>
    <message>
        <source>This %1 is worth %2 so far</source>
        <translation>%1: bisher %2 wert</translation>
    </message>
    <message>
        <source>%1: option %2</source>
        <translation>%1: Option %2</translation>
    </message>
    <message>
        <source>Could not read the package %1: %2</source>
        <translation>Das Paket %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <translation>Das Spiel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The saved game could not start: %1</source>
        <translation>Das gespeicherte Spiel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Move %1 of %2 is not legal: %3</source>
        <translation>Zug %1 von %2 ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>Konnte nicht in %1 speichern: %2</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>%1 (%2: +%3)</source>
        <translation>%1 (%2: +%3)</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot be played here: %1</source>
        <translation>Kann hier nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>The unfinished game cannot be read: %1</source>
        <translation>Das unfertige Spiel kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The unfinished game needs %n package(s) that are not installed: %1</source>
        <translation>
            <numerusform>Das unfertige Spiel braucht %n Paket, das nicht installiert ist: %1</numerusform>
            <numerusform>Das unfertige Spiel braucht %n Pakete, die nicht installiert sind: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game is no longer there.</source>
        <translation>Das unfertige Spiel ist nicht mehr da.</translation>
    </message>
    <message>
        <source>Undo waits until the computer player has moved</source>
        <translation>Rückgängig wartet, bis der Computerspieler gezogen hat</translation>
    </message>
    <message numerus="yes">
        <source>Undo reaches back at most %n turn(s)</source>
        <translation>
            <numerusform>Rückgängig reicht höchstens %n Zug zurück</numerusform>
            <numerusform>Rückgängig reicht höchstens %n Züge zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back yet</source>
        <translation>Noch nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>Imported %1: it is in the new game dialog now</source>
        <translation>%1 importiert: Es steht jetzt beim neuen Spiel zur Wahl</translation>
    </message>
    <message>
        <source>A package %1 is installed already. Replace it?</source>
        <translation>Ein Paket %1 ist schon installiert. Ersetzen?</translation>
    </message>
    <message>
        <source>%1 is not a package the game can play: %2</source>
        <translation>%1 ist kein Paket, das das Spiel spielen kann: %2</translation>
    </message>
    <message>
        <source>%1 is a built-in package&apos;s id: give the package another id in the editor</source>
        <translation>%1 ist die ID eines eingebauten Pakets: Gib dem Paket im Editor eine andere ID</translation>
    </message>
    <message>
        <source>A package folder %1 is installed (%2): it is left as it is</source>
        <translation>Ein Paketordner %1 ist installiert (%2): er bleibt, wie er ist</translation>
    </message>
    <message>
        <source>The package could not be installed: %1</source>
        <translation>Das Paket konnte nicht installiert werden: %1</translation>
    </message>
    <message>
        <source>There is no folder for your packages on this system</source>
        <translation>Auf diesem System gibt es keinen Ordner für deine Pakete</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A %1 held by %2</source>
        <translation>%1, besetzt von %2</translation>
    </message>
    <message>
        <source>Completed: %1 to %2</source>
        <translation>Abgeschlossen: %1 für %2</translation>
    </message>
    <message>
        <source>At the end as it stands: %1 to %2</source>
        <translation>Bei Spielende, wie es jetzt steht: %1 für %2</translation>
    </message>
    <message>
        <source>Move %1 of the game is not legal: %2</source>
        <translation>Zug %1 des Spiels ist nicht erlaubt: %2</translation>
    </message>
    <message>
        <source>Scores only once it is completed, then to %1</source>
        <translation>Zählt erst, wenn abgeschlossen, dann für %1</translation>
    </message>
    <message>
        <source>This %1 scores only once it is completed</source>
        <translation>%1: zählt erst, wenn abgeschlossen</translation>
    </message>
</context>
<context>
    <name>carcassonne::HintGuide</name>
    <message>
        <source>Lay your tile</source>
        <translation>Lege deine Karte</translation>
    </message>
    <message>
        <source>Place a figure, or not</source>
        <translation>Setze eine Figur – oder keine</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Ende des Spiels</translation>
    </message>
    <message>
        <source>Lay the tile shown on the right on one of the lit squares: every side it touches must match, road to road, city to city, field to field. Point at a square to see the tile there, turn it with R or a right click, and click to lay it. The rules of this game are under ? (F1).</source>
        <translation>Lege die rechts gezeigte Karte auf eines der hellen Felder: Jede Seite, die sie berührt, muss passen, Straße an Straße, Stadt an Stadt, Wiese an Wiese. Zeige auf ein Feld, um die Karte dort zu sehen, drehe sie mit R oder einem Rechtsklick und klicke, um sie anzulegen. Die Regeln dieses Spiels stehen unter ? (F1).</translation>
    </message>
    <message>
        <source>The rings on your tile are where a %1 can go. Point at one to see the whole feature it would hold and what it is worth now. Click one and confirm, or skip (S) and keep your %1 for later. A feature that someone already holds, however far away, takes no other.</source>
        <translation>Die Ringe auf deiner Karte zeigen, wo ein %1 hin kann. Zeige auf einen, um das ganze Gebiet zu sehen, das er besetzen würde, und was es jetzt wert ist. Klicke einen an und bestätige, oder verzichte (S) und behalte deinen %1 für später. Ein Gebiet, das schon jemand besetzt hält, egal wie weit entfernt, nimmt keinen weiteren auf.</translation>
    </message>
    <message>
        <source>A ring on a field lays your %1 down as a farmer. Farmers stay until the end of the game; then each field pays the player with the most farmers in it %2 for every completed city it touches. A farmer never comes home: choose the field with care.</source>
        <translation>Ein Ring auf einer Wiese legt deinen %1 als Bauern hin. Bauern bleiben bis zum Ende des Spiels liegen; dann bringt jede Wiese dem Spieler mit den meisten Bauern darin %2 für jede abgeschlossene Stadt, an die sie grenzt. Ein Bauer kommt nie zurück: Wähle die Wiese mit Bedacht.</translation>
    </message>
    <message>
        <source>%1

A feature scores as soon as it is completed, and the figures on it go home to be placed again. Who scores what in this game: ? (F1).</source>
        <translation>%1

Ein Gebiet wird gewertet, sobald es abgeschlossen ist, und die Figuren darauf kehren zurück, um neu gesetzt zu werden. Wer in diesem Spiel was bekommt: ? (F1).</translation>
    </message>
    <message>
        <source>After the last tile everything unfinished scores as well. The final scores show where each player&apos;s points came from, and Review steps through the game again.</source>
        <translation>Nach der letzten Karte wird auch alles Unfertige gewertet. Der Endstand zeigt, woher die Punkte jedes Spielers kamen, und Nachspielen geht die Partie noch einmal durch.</translation>
    </message>
</context>
<context>
    <name>carcassonne::LanguageSwitcher</name>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Die Sprache des Systems (%1)</translation>
    </message>
</context>
<context>
    <name>carcassonne::OnlineTable</name>
    <message>
        <source>Leave the online game first.</source>
        <translation>Verlasse zuerst das Online-Spiel.</translation>
    </message>
    <message>
        <source>The port or the grace time is out of range.</source>
        <translation>Port oder Wartezeit liegen außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>A table has your seat and at most %1 seats.</source>
        <translation>Ein Tisch hat deinen Platz und höchstens %1 Plätze.</translation>
    </message>
    <message>
        <source>Cannot open a table on port %1: %2</source>
        <translation>Kann keinen Tisch auf Port %1 öffnen: %2</translation>
    </message>
    <message>
        <source>This is not an invitation: it looks like carcassonne://address:port/CODE.</source>
        <translation>Das ist keine Einladung: sie sieht aus wie carcassonne://adresse:port/CODE.</translation>
    </message>
    <message>
        <source>Say the name the others see.</source>
        <translation>Gib den Namen an, den die anderen sehen.</translation>
    </message>
    <message>
        <source>%1 sat down.</source>
        <translation>%1 hat Platz genommen.</translation>
    </message>
    <message>
        <source>%1 lost the connection.</source>
        <translation>%1 hat die Verbindung verloren.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 ist zurück.</translation>
    </message>
    <message>
        <source>The computer plays for %1 until they are back.</source>
        <translation>Der Computer spielt für %1, bis er zurück ist.</translation>
    </message>
    <message>
        <source>%1 has left the table: the computer plays for them.</source>
        <translation>%1 hat den Tisch verlassen: der Computer spielt weiter.</translation>
    </message>
    <message>
        <source>The game is paused: %1. You can keep its record so far.</source>
        <translation>Das Spiel ist angehalten: %1. Du kannst das bisherige Protokoll behalten.</translation>
    </message>
    <message>
        <source>The online game stopped: %1</source>
        <translation>Das Online-Spiel wurde beendet: %1</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>wartet auf einen Spieler</translation>
    </message>
    <message>
        <source>here</source>
        <translation>da</translation>
    </message>
    <message numerus="yes">
        <source>away, the computer plays in %n s</source>
        <translation>
            <numerusform>weg, der Computer spielt in %n s</numerusform>
            <numerusform>weg, der Computer spielt in %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>away, the computer plays</source>
        <translation>weg, der Computer spielt</translation>
    </message>
    <message>
        <source>left, the computer plays</source>
        <translation>gegangen, der Computer spielt</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>The host closed the table: the game is paused. You can keep its record so far.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen: das Spiel ist angehalten. Du kannst das bisherige Protokoll behalten.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is offered: whoever joins with the invitation takes it.</source>
        <translation>Der Platz von %1 wird angeboten: wer mit der Einladung beitritt, übernimmt ihn.</translation>
    </message>
    <message>
        <source>offered: the computer plays until someone sits down</source>
        <translation>angeboten: der Computer spielt, bis jemand Platz nimmt</translation>
    </message>
    <message>
        <source>The host plays another version of Carcassonne Studio: both need the same one.</source>
        <translation>Der Gastgeber spielt eine andere Version von Carcassonne Studio: ihr braucht beide dieselbe.</translation>
    </message>
    <message>
        <source>The host could not make sense of what this game sent.</source>
        <translation>Der Gastgeber konnte nicht verstehen, was dieses Spiel geschickt hat.</translation>
    </message>
    <message>
        <source>The table does not know your seat any more.</source>
        <translation>Der Tisch kennt deinen Platz nicht mehr.</translation>
    </message>
    <message>
        <source>Your seat&apos;s player left the game: a computer plays it now.</source>
        <translation>Wer auf deinem Platz saß, hat das Spiel verlassen: jetzt spielt der Computer.</translation>
    </message>
    <message>
        <source>That invitation is not for a table at this host.</source>
        <translation>Diese Einladung gilt für keinen Tisch bei diesem Gastgeber.</translation>
    </message>
    <message>
        <source>Not at this point of the game.</source>
        <translation>Nicht an diesem Punkt des Spiels.</translation>
    </message>
    <message>
        <source>There is no room for you at this host.</source>
        <translation>Bei diesem Gastgeber ist kein Platz für dich.</translation>
    </message>
    <message>
        <source>Only the player who opened the table can do that.</source>
        <translation>Nur wer den Tisch eröffnet hat, kann das tun.</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation>Das Spiel konnte nicht beginnen.</translation>
    </message>
    <message>
        <source>Your seat cannot do that now.</source>
        <translation>Das geht von deinem Platz aus gerade nicht.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The host did not take that move.</source>
        <translation>Der Gastgeber hat diesen Zug nicht angenommen.</translation>
    </message>
    <message>
        <source>A computer player is playing this turn for you.</source>
        <translation>Ein Computerspieler spielt diesen Zug für dich.</translation>
    </message>
    <message>
        <source>Too many messages: wait a moment.</source>
        <translation>Zu viele Nachrichten: warte einen Moment.</translation>
    </message>
    <message>
        <source>The host does not have that package.</source>
        <translation>Der Gastgeber hat dieses Paket nicht.</translation>
    </message>
    <message>
        <source>This host opens no tables for others.</source>
        <translation>Dieser Gastgeber eröffnet keine Tische für andere.</translation>
    </message>
    <message>
        <source>The host refused, in its own words: &quot;%1&quot;</source>
        <translation>Der Gastgeber lehnte ab, in eigenen Worten: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Carcassonne for players and for people who invent tiles and variants.</source>
        <translation>Carcassonne für Spieler und für alle, die Karten und Varianten erfinden.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; shortly after start, then quit.</source>
        <translation>Kurz nach dem Start ein Bild des Fensters in &lt;Datei&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>With --screenshot: play &lt;n&gt; turns of a game first.</source>
        <translation>Mit --screenshot: zuerst &lt;n&gt; Züge einer Partie spielen.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Start a game at once with the package at &lt;path&gt; (zip or folder).</source>
        <translation>Sofort ein Spiel mit dem Paket unter &lt;Pfad&gt; starten (Zip oder Ordner).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>Open the saved game (record) at &lt;file&gt;.</source>
        <translation>Das gespeicherte Spiel in &lt;Datei&gt; öffnen.</translation>
    </message>
    <message>
        <source>With --turns or --play: the game&apos;s seed.</source>
        <translation>Mit --turns oder --play: der Startwert der Partie.</translation>
    </message>
    <message>
        <source>Print the milliseconds from launch to the first frame.</source>
        <translation>Die Millisekunden vom Start bis zum ersten Bild ausgeben.</translation>
    </message>
    <message>
        <source>Show the program in &lt;code&gt; (en, nl or de) this time.</source>
        <translation>Das Programm diesmal in &lt;Code&gt; (en, nl oder de) zeigen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[Datei]</translation>
    </message>
    <message>
        <source>dialog</source>
        <translation>Dialog</translation>
    </message>
    <message>
        <source>key=value</source>
        <translation>Schlüssel=Wert</translation>
    </message>
    <message>
        <source>Rules of that game over its packages&apos;: module=true|false or parameter=number, e.g. mistLevel=3; repeat it or separate with commas.</source>
        <translation>Regeln dieses Spiels über denen seiner Pakete: Modul=true|false oder Parameter=Zahl, z. B. mistLevel=3; wiederholen oder mit Kommas trennen.</translation>
    </message>
    <message>
        <source>With --play: the package&apos;s own tiles drawn first (first) or alone (only), after the start tile.</source>
        <translation>Mit --play: die eigenen Karten des Pakets zuerst gezogen (first) oder nur diese (only), nach der Startkarte.</translation>
    </message>
    <message>
        <source>first|only</source>
        <translation>first|only</translation>
    </message>
    <message>
        <source>Open the dialog &lt;dialog&gt; at start: new-game, settings, load, finished (the load dialog&apos;s finished games), play-online, or chat (the online game&apos;s chat, once it runs).</source>
        <translation>Den Dialog &lt;Dialog&gt; beim Start öffnen: new-game, settings, load, finished (die beendeten Spiele des Ladedialogs), play-online oder chat (der Chat des Online-Spiels, sobald es läuft).</translation>
    </message>
    <message>
        <source>Join the online table of &lt;invitation&gt; at once (carcassonne://host:port/CODE).</source>
        <translation>Sofort dem Online-Tisch von &lt;Einladung&gt; beitreten (carcassonne://host:port/CODE).</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>With --join: the name the others see.</source>
        <translation>Mit --join: der Name, den die anderen sehen.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>With --screenshot: wait &lt;ms&gt; milliseconds before the picture (after the turns of --turns).</source>
        <translation>Mit --screenshot: &lt;ms&gt; Millisekunden vor dem Bild warten (nach den Zügen von --turns).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>A saved game to open, a package (zip or folder) to play, or an invitation to an online table.</source>
        <translation>Ein gespeichertes Spiel zum Öffnen, ein Paket (Zip oder Ordner) zum Spielen oder eine Einladung an einen Online-Tisch.</translation>
    </message>
    <message>
        <source>Players of that game, e.g. human,ai:mcts-normal (the default); open is a friend at another computer: the game hosts a table for them.</source>
        <translation>Spieler dieses Spiels, z. B. human,ai:mcts-normal (Standard); open ist ein Freund an einem anderen Computer: das Spiel öffnet einen Tisch für ihn.</translation>
    </message>
    <message>
        <source>With --play and an open seat in --players: other computers may join the table (else this one alone).</source>
        <translation>Mit --play und einem offenen Platz in --players: andere Computer dürfen am Tisch teilnehmen (sonst nur dieser).</translation>
    </message>
</context>
</TS>
