import QtQuick
import QtQuick.Controls
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// The window's online play, in English, Dutch and German: the Play online dialog (host and join),
// a join that reaches nothing, and the new game dialog's hosting mode. The lobby, chat and
// connection banner over a real table are in tst_onlinelobby.qml. 127.0.0.1 only.
Item {
    id: root
    width: 1240
    height: 900

    GameController { id: game; settings.botDelay: 100000; settings.autosavePath: "" }
    LanguageSwitcher { id: languages }

    PlayOnlineDialog {
        id: playOnline
        x: 10
        y: 10
        online: game.online
        // As the window does (app/Main.qml): the lobby shows how a join goes.
        onJoinStarted: lobby.open()
    }
    SignalSpy { id: hostRequested; target: playOnline; signalName: "hostRequested" }
    SignalSpy { id: joinStarted; target: playOnline; signalName: "joinStarted" }
    OnlineLobby {
        id: lobby
        x: 10
        y: 10
        online: game.online
    }
    // The banner as the game screen has it, here over the table whatever its state.
    ConnectionBanner {
        id: banner
        x: 640
        y: 10
        width: 580
        online: game.online
    }
    NewGameDialog {
        id: newGameDialog
        controller: game
    }
    SeatLeftDialog {
        id: seatLeft
        x: 10
        y: 10
        online: game.online
    }

    // The first item under `item` (itself included) for which `pred` holds; popups' parts are
    // items like any other.
    function findItem(item, pred) {
        if (!item)
            return null
        if (pred(item))
            return item
        const kids = item.children || []
        for (let i = 0; i < kids.length; ++i) {
            const found = findItem(kids[i], pred)
            if (found)
                return found
        }
        return null
    }
    function findAll(item, pred, into) {
        into = into || []
        if (!item)
            return into
        if (pred(item))
            into.push(item)
        const kids = item.children || []
        for (let i = 0; i < kids.length; ++i)
            findAll(kids[i], pred, into)
        return into
    }
    // A shown text or button with exactly this text.
    function findText(item, text) {
        return findItem(item, i => i.text === text && i.visible)
    }

    TestCase {
        id: test
        name: "OnlineDialogs"
        when: windowShown

        function type(field, text) {
            field.forceActiveFocus()
            verify(field.activeFocus)
            for (const c of text)
                keyClick(c)
        }

        function cleanup() {
            for (const d of [playOnline, lobby, newGameDialog, seatLeft])
                d.close()
            tryVerify(() => !playOnline.visible && !lobby.visible && !newGameDialog.visible
                      && !seatLeft.visible)
            wait(200) // the closed dialogs' modal shade fades before clicks reach the next
            game.online.leave() // idle, without a message of the test before
            compare(game.online.state, "idle")
            compare(game.online.message, "")
            languages.language = "en"
            hostRequested.clear()
            joinStarted.clear()
        }

        // Opens the Play online dialog with empty fields (an invitation on the clipboard fills
        // the invitation when it opens).
        function openPlayOnline() {
            playOnline.open()
            tryCompare(playOnline, "opened", true)
            findChild(playOnline.contentItem, "joinInvitation").text = ""
            findChild(playOnline.contentItem, "joinName").text = ""
            findChild(playOnline.contentItem, "everyoneBox").checked = false // kept from the last time
            waitForRendering(playOnline.contentItem)
        }

        // --- The host asked about a friend who left ---

        function test_seatLeft_data() {
            return [
                { tag: "en", code: "en", title: "Bea has left the table", offer: "Offer the seat", keep: "Let the computer play" },
                { tag: "nl", code: "nl", title: "Bea heeft de tafel verlaten", offer: "Plaats aanbieden", keep: "De computer laten spelen" },
                { tag: "de", code: "de", title: "Bea hat den Tisch verlassen", offer: "Platz anbieten", keep: "Den Computer spielen lassen" }
            ]
        }
        function test_seatLeft(data) {
            languages.language = data.code
            seatLeft.ask(1, "Bea")
            tryCompare(seatLeft, "opened", true)
            compare(seatLeft.title, data.title)
            verify(findText(seatLeft.footer, data.offer), data.offer)
            const keep = findText(seatLeft.footer, data.keep)
            verify(keep, data.keep)
            verify(seatLeft.contentItem.children.length > 0)
            // Keeping the computer closes it and asks the table nothing.
            waitForRendering(seatLeft.contentItem)
            mouseClick(keep)
            tryCompare(seatLeft, "visible", false)
            compare(game.online.state, "idle")
        }

        // --- Play online: its texts, the join form and the host's choices ---

        function test_playOnline_data() {
            return [
                { tag: "en", code: "en", everyone: true, title: "Play online", host: "Host a game", join: "Join a game",
                  joinText: "Join", next: "Choose rules and seats…",
                  parsed: "The table at 127.0.0.1:47110, code ABCD",
                  invalid: "This is not an invitation: it looks like carcassonne://address:port/CODE." },
                { tag: "nl", code: "nl", everyone: false, title: "Online spelen", host: "Een spel hosten",
                  join: "Meedoen aan een spel", joinText: "Meedoen", next: "Regels en plaatsen kiezen…",
                  parsed: "De tafel op 127.0.0.1:47110, code ABCD",
                  invalid: "Dit is geen uitnodiging: die ziet eruit als carcassonne://adres:poort/CODE." },
                { tag: "de", code: "de", everyone: true, title: "Online spielen", host: "Ein Spiel ausrichten",
                  join: "Einem Spiel beitreten", joinText: "Beitreten", next: "Regeln und Plätze wählen…",
                  parsed: "Der Tisch unter 127.0.0.1:47110, Code ABCD",
                  invalid: "Das ist keine Einladung: sie sieht aus wie carcassonne://adresse:port/CODE." }
            ]
        }
        function test_playOnline(data) {
            languages.language = data.code
            openPlayOnline()
            compare(playOnline.title, data.title)
            compare(playOnline.header.text, data.title)
            const hostTab = findChild(playOnline.contentItem, "hostTab")
            const joinTab = findChild(playOnline.contentItem, "joinTab")
            verify(hostTab && joinTab)
            compare(hostTab.text, data.host)
            compare(joinTab.text, data.join)
            verify(!findChild(playOnline.contentItem, "playOnlineMessage").visible)

            // Join: off until a valid invitation and a name are there.
            mouseClick(joinTab)
            verify(joinTab.checked)
            const joinButton = findChild(playOnline.footer, "joinButton")
            const hostNext = findChild(playOnline.footer, "hostNext")
            tryVerify(() => joinButton.visible && !hostNext.visible)
            compare(joinButton.text, data.joinText)
            verify(!joinButton.enabled)
            const invitation = findChild(playOnline.contentItem, "joinInvitation")
            const name = findChild(playOnline.contentItem, "joinName")
            const parsed = findChild(playOnline.contentItem, "joinParsed")
            compare(parsed.text, "")
            invitation.text = "192.168.1.20:47110" // no scheme, no code
            compare(parsed.text, data.invalid)
            verify(!joinButton.enabled)
            type(name, "Bea")
            compare(name.text, "Bea")
            verify(!joinButton.enabled) // a name, but no invitation
            invitation.text = "  carcassonne://127.0.0.1:47110/ABCD  " // as pasted
            compare(parsed.text, data.parsed)
            verify(joinButton.enabled)
            name.text = ""
            verify(!joinButton.enabled) // an invitation, but no name
            type(name, "   ")
            verify(!joinButton.enabled) // nor blanks
            name.text = ""
            type(name, "Bea")
            verify(joinButton.enabled)
            invitation.text = "carcassonne://127.0.0.1:47110/"
            compare(parsed.text, data.invalid)
            verify(!joinButton.enabled)

            // Host: the port, who may join and the grace time go to the new game dialog.
            mouseClick(hostTab)
            tryVerify(() => hostNext.visible && !joinButton.visible)
            compare(hostNext.text, data.next)
            const port = findChild(playOnline.contentItem, "portBox")
            compare(port.value, 47110) // the default port
            const grace = findItem(port.parent, i => i !== port && i.stepSize === 10 && i.to === 600)
            verify(grace)
            compare(grace.value, 60)
            port.value = 50123
            grace.value = 120
            const everyone = findChild(playOnline.contentItem, "everyoneBox")
            verify(!everyone.checked)
            if (data.everyone) {
                mouseClick(everyone)
                verify(everyone.checked)
            }
            waitForRendering(playOnline.footer)
            mouseClick(hostNext)
            compare(hostRequested.count, 1)
            compare(hostRequested.signalArguments[0][0], 50123)
            compare(hostRequested.signalArguments[0][1], data.everyone)
            compare(hostRequested.signalArguments[0][2], 120)
            tryCompare(playOnline, "visible", false)
            compare(game.online.state, "idle") // nothing opened yet: the rules come first
        }

        // --- a table that is not there ---

        // Port 9 has nothing: the join tries a few times, then says why; Close brings the
        // table back to idle, and the next Play online shows no stale error.
        function test_joinReachesNothing_data() {
            return [
                { tag: "en", code: "en", title: "At the table", reaching: "Reaching the table…",
                  stopped: "The online game stopped: ", close: "Close", leave: "Leave" },
                { tag: "nl", code: "nl", title: "Aan tafel", reaching: "Tafel bereiken…",
                  stopped: "Het online spel is gestopt: ", close: "Sluiten", leave: "Verlaten" },
                { tag: "de", code: "de", title: "Am Tisch", reaching: "Tisch wird erreicht…",
                  stopped: "Das Online-Spiel wurde beendet: ", close: "Schließen", leave: "Verlassen" }
            ]
        }
        function test_joinReachesNothing(data) {
            languages.language = data.code
            openPlayOnline()
            mouseClick(findChild(playOnline.contentItem, "joinTab"))
            findChild(playOnline.contentItem, "joinInvitation").text = "carcassonne://127.0.0.1:9/X"
            type(findChild(playOnline.contentItem, "joinName"), "Ann")
            const joinButton = findChild(playOnline.footer, "joinButton")
            tryVerify(() => joinButton.visible && joinButton.enabled)
            waitForRendering(playOnline.footer)
            mouseClick(joinButton)
            compare(game.online.state, "connecting")
            compare(joinStarted.count, 1)
            verify(!game.online.hosting)
            tryCompare(playOnline, "visible", false)
            tryCompare(lobby, "opened", true)
            compare(lobby.title, data.title)
            // While it tries, the lobby says so; it shows no invitation and no Start.
            compare(game.online.state, "connecting") // three tries take seconds
            verify(findText(lobby.contentItem, data.reaching))
            verify(!findChild(lobby.contentItem, "invitationField").visible)
            verify(!findChild(lobby.footer, "lobbyStart").visible)

            tryCompare(game.online, "state", "failed", 30000)
            compare(game.online.message.indexOf(data.stopped), 0)
            verify(game.online.message.indexOf("127.0.0.1:9") > 0, game.online.message)
            verify(!game.online.reconnecting)
            const message = findChild(lobby.contentItem, "lobbyMessage")
            verify(message.visible)
            compare(message.text, game.online.message)
            // The banner, shown over a game, says the same and offers to leave.
            tryCompare(banner, "visible", true)
            compare(findChild(banner, "connectionText").text, game.online.message)
            // Nothing played, no record to keep: Leave alone.
            const shown = findAll(banner, i => i.clicked !== undefined && i.visible)
            compare(shown.length, 1)
            compare(shown[0].text, data.leave)
            const leave = findChild(lobby.footer, "lobbyLeave")
            compare(leave.text, data.close)
            waitForRendering(lobby.footer)
            mouseClick(leave)
            compare(game.online.state, "idle")
            tryCompare(lobby, "visible", false)
            verify(!banner.visible)
            compare(game.online.message, "")
            compare(game.online.seats.count, 0)
            wait(200)
            // Opened again, the dialog starts afresh: no error from the table closed.
            openPlayOnline()
            verify(!findChild(playOnline.contentItem, "playOnlineMessage").visible)
        }

        // What join() refuses stays in the dialog, said there; nothing opens.
        function test_joinRefusalShowsInTheDialog() {
            openPlayOnline()
            verify(!game.online.join("carcassonne://127.0.0.1:9/X", "  "))
            compare(game.online.state, "idle")
            const message = findChild(playOnline.contentItem, "playOnlineMessage")
            verify(message.visible)
            compare(message.text, "Say the name the others see.")
            languages.language = "de"
            verify(!game.online.join("hello", "Bea"))
            compare(message.text, "Das ist keine Einladung: sie sieht aus wie carcassonne://adresse:port/CODE.")
        }

        // --- the new game dialog's hosting mode ---

        function test_newGameHostsATable_data() {
            return [
                { tag: "en", code: "en", title: "Host a game", you: "You", friend: "A friend (online)",
                  open: "Open the table", newGame: "New game", start: "Start" },
                { tag: "nl", code: "nl", title: "Een spel hosten", you: "Jij", friend: "Een vriend (online)",
                  open: "Tafel openen", newGame: "Nieuw spel", start: "Starten" },
                { tag: "de", code: "de", title: "Ein Spiel ausrichten", you: "Du", friend: "Ein Freund (online)",
                  open: "Tisch öffnen", newGame: "Neues Spiel", start: "Starten" }
            ]
        }
        function test_newGameHostsATable(data) {
            languages.language = data.code
            newGameDialog.openOnline(50123, false, 60)
            tryCompare(newGameDialog, "opened", true)
            compare(newGameDialog.title, data.title)
            compare(newGameDialog.header.text, data.title)
            compare(newGameDialog.hostOptions.port, 50123)
            compare(newGameDialog.hostOptions.everyone, false)
            compare(newGameDialog.hostOptions.grace, 60)
            // Each seat offers you, a friend online and the computer players; one seat is yours.
            const seats = findAll(newGameDialog.contentItem, i => i.textRole === "label" && i.count !== undefined)
            verify(seats.length >= 2, seats.length)
            const offered = []
            for (let i = 0; i < seats[0].count; ++i)
                offered.push(seats[0].textAt(i))
            compare(offered[0], data.you)
            compare(offered[1], data.friend)
            verify(offered.length > 2, offered) // the computer players
            verify(offered.indexOf("Human") < 0 && offered.indexOf("Mens") < 0 && offered.indexOf("Mensch") < 0, offered)
            verify(seats.some(s => s.displayText === data.you), seats.map(s => s.displayText))
            // The host draws the seed: no seed row.
            verify(!findChild(newGameDialog.contentItem, "seedField").visible)
            compare(findChild(newGameDialog.footer, "startButton").text, data.open)
            newGameDialog.close()
            tryCompare(newGameDialog, "visible", false)
            // Opened for a game here, it is the new game dialog again.
            newGameDialog.open_()
            tryCompare(newGameDialog, "opened", true)
            compare(newGameDialog.title, data.newGame)
            verify(findChild(newGameDialog.contentItem, "seedField").visible)
            compare(findChild(newGameDialog.footer, "startButton").text, data.start)
            verify(newGameDialog.kinds.every(k => k.kind !== "you" && k.kind !== "open"))
        }
    }
}
