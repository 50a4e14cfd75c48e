import QtQuick
import QtQuick.Controls
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// A real table on 127.0.0.1 as two windows see it: the host's controller (`game`) opens it, a
// friend's (`friend`) joins through its own Play online dialog; the lobby, the seats, Start,
// the chat both ways and the connection banner when the host goes. The dialogs' texts alone are
// tst_onlinedialogs.qml's; whole games are tests/app/tst_onlinetable.cpp's.
Item {
    id: root
    width: 1240
    height: 900

    GameController { id: game; settings.botDelay: 100000; settings.autosavePath: "" }
    GameController { id: friend; settings.botDelay: 100000; settings.autosavePath: "" }
    LanguageSwitcher { id: languages }

    // The host's window: its lobby on the left.
    OnlineLobby {
        id: lobby
        x: 10
        y: 10
        online: game.online
    }
    // The friend's window on the right; its lobby lets the host's be used beside it (two windows
    // in one test).
    PlayOnlineDialog {
        id: friendDialog
        x: 650
        y: 10
        online: friend.online
        onJoinStarted: friendLobby.open()
    }
    OnlineLobby {
        id: friendLobby
        x: 650
        y: 10
        modal: false
        online: friend.online
    }
    // The game screen's table tab (the chat) and banner, of each window.
    ChatPanel {
        id: hostChat
        x: 10
        y: 620
        width: 560
        height: 200
        online: game.online
    }
    ChatPanel {
        id: friendChat
        x: 650
        y: 620
        width: 560
        height: 200
        online: friend.online
    }
    ConnectionBanner {
        id: friendBanner
        x: 650
        y: 840
        width: 560
        online: friend.online
        active: friend.onlineGame
    }
    SignalSpy { id: leaveRequested; target: friendBanner; signalName: "leaveRequested" }

    // The friend's seat, the host's and a computer's.
    function threeSeats() {
        return { packages: ["base"],
                 players: [{ name: "Ann", color: "red", kind: "you" },
                           { name: "", color: "blue", kind: "open" },
                           { name: "Computer", color: "green", kind: "ai:greedy" }] }
    }
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
    function shownText(item, text) {
        return findItem(item, i => i.text === text && i.visible)
    }
    function rows(model) {
        const all = []
        for (let i = 0; i < model.count; ++i)
            all.push(model.get(i))
        return all
    }

    TestCase {
        name: "OnlineLobby"
        when: windowShown

        function type(field, text) {
            field.forceActiveFocus()
            verify(field.activeFocus)
            for (const c of text)
                keyClick(c)
        }

        function cleanup() {
            for (const d of [lobby, friendDialog, friendLobby])
                d.close()
            tryVerify(() => !lobby.visible && !friendDialog.visible && !friendLobby.visible)
            // The friend first, then the host's table; each game left.
            friend.endGame()
            game.endGame()
            compare(friend.online.state, "idle")
            compare(game.online.state, "idle")
            verify(!friend.onlineGame && !game.onlineGame)
            // Given up, not kept (the seat file is one for the two controllers: cleared anyway).
            const kept = friend.online.canRejoin || game.online.canRejoin
            friend.online.forgetRejoin()
            verify(!kept)
            languages.language = "en"
            leaveRequested.clear()
            wait(250) // the goodbyes leave before their sockets go
        }

        // Opens the host's table and has the friend sit down without the dialogs.
        function seatBoth() {
            verify(game.online.host(threeSeats(), 0, false, 60), game.online.message)
            tryCompare(game.online, "state", "lobby", 10000)
            verify(friend.online.join(game.online.invitation, "Bea"))
            tryCompare(friend.online, "state", "lobby", 10000)
            tryCompare(game.online, "canStart", true, 10000)
        }

        // The host's lobby, the friend joining by the invitation it copied, Start, and a word
        // each way in the chat.
        function test_tableFromLobbyToGame() {
            verify(game.online.host(threeSeats(), 0, false, 60), game.online.message)
            verify(game.online.hosting)
            lobby.open()
            tryCompare(lobby, "opened", true)
            tryCompare(game.online, "state", "lobby", 10000)
            compare(lobby.title, "Your table")
            const invitation = findChild(lobby.contentItem, "invitationField")
            verify(invitation.visible)
            verify(invitation.text.indexOf("carcassonne://127.0.0.1:") === 0, invitation.text)
            compare(invitation.text, game.online.invitation)
            verify(game.online.parseInvitation(invitation.text).valid)
            verify(!game.online.openToNetwork)
            // The seats: Ann (you) here, one waiting for a player, the computer.
            tryCompare(game.online.seats, "count", 3)
            verify(shownText(lobby.contentItem, "Ann (you)"))
            verify(shownText(lobby.contentItem, "waiting for a player"))
            verify(shownText(lobby.contentItem, "computer player"))
            const start = findChild(lobby.footer, "lobbyStart")
            verify(start.visible)
            verify(!start.enabled) // a seat is open
            compare(findChild(lobby.footer, "lobbyLeave").text, "Leave")
            // The lobby in the others' languages.
            languages.language = "nl"
            compare(lobby.title, "Jouw tafel")
            compare(start.text, "Starten")
            languages.language = "de"
            compare(lobby.title, "Dein Tisch")
            compare(start.text, "Starten")
            compare(findChild(lobby.footer, "lobbyLeave").text, "Verlassen")
            languages.language = "en"

            // Copied, the invitation is what the friend's Play online dialog opens with.
            waitForRendering(lobby.contentItem)
            mouseClick(findChild(lobby.contentItem, "copyInvitation"))
            verify(shownText(lobby.contentItem, "Copied."))
            friendDialog.open()
            tryCompare(friendDialog, "opened", true)
            const friendInvitation = findChild(friendDialog.contentItem, "joinInvitation")
            compare(friendInvitation.text, game.online.invitation)
            mouseClick(findChild(friendDialog.contentItem, "joinTab"))
            type(findChild(friendDialog.contentItem, "joinName"), "Bea")
            const join = findChild(friendDialog.footer, "joinButton")
            tryVerify(() => join.visible && join.enabled)
            waitForRendering(friendDialog.footer)
            mouseClick(join)
            tryCompare(friendDialog, "visible", false)
            tryCompare(friendLobby, "opened", true)
            tryCompare(friend.online, "state", "lobby", 10000)
            compare(friendLobby.title, "At the table")
            verify(!friend.online.hosting)
            verify(!findChild(friendLobby.footer, "lobbyStart").visible) // the host starts
            verify(!findChild(friendLobby.contentItem, "invitationField").visible)
            verify(shownText(friendLobby.contentItem, "Waiting for the host to start…"))
            tryCompare(friend.online, "mySeat", 1)
            tryVerify(() => shownText(friendLobby.contentItem, "Bea (you)"))

            // Every seat taken: Start.
            tryCompare(start, "enabled", true, 10000)
            tryVerify(() => shownText(lobby.contentItem, "Bea"))
            verify(!friend.online.canStart)
            // The host's chat said who sat down.
            tryVerify(() => rows(game.online.chat).some(r => r.system && r.text === "Bea sat down."))
            waitForRendering(lobby.footer)
            mouseClick(start)
            tryCompare(game.online, "state", "playing", 10000)
            tryCompare(friend.online, "state", "playing", 10000)
            verify(game.onlineGame)
            verify(friend.onlineGame)
            tryCompare(lobby, "visible", false)
            tryCompare(friendLobby, "visible", false)
            compare(game.scores.players.count, 3)
            compare(friend.scores.players.count, 3)

            // The host says something: it reaches the friend, unread while its chat is not shown,
            // as typed (never markup).
            verify(!friend.online.chatOpen)
            compare(friend.online.unread, 0)
            const line = findChild(hostChat, "chatLine")
            const send = findChild(hostChat, "chatSend")
            verify(!send.enabled)
            type(line, "Hello <Bea>")
            verify(send.enabled)
            waitForRendering(hostChat)
            mouseClick(send)
            compare(line.text, "")
            tryVerify(() => rows(friend.online.chat).some(r => r.text === "Hello <Bea>"), 10000)
            const said = rows(friend.online.chat).find(r => r.text === "Hello <Bea>")
            compare(said.name, "Ann")
            verify(!said.mine && !said.system)
            verify(said.colourValue !== "")
            compare(friend.online.unread, 1)
            // Its own line counts as read for the host.
            tryVerify(() => rows(game.online.chat).some(r => r.text === "Hello <Bea>" && r.mine))
            compare(game.online.unread, 0)
            const friendLines = findChild(friendChat, "chatLines")
            tryVerify(() => friendLines.count === friend.online.chat.count)
            // The line as the chat shows it (its delegate made at the next frame).
            const shownLine = () => {
                for (let i = 0; i < friendLines.count; ++i) {
                    const item = friendLines.itemAtIndex(i)
                    if (item && item.text.indexOf("Hello") >= 0)
                        return item.text
                }
                return ""
            }
            tryVerify(() => shownLine() !== "")
            verify(shownLine().indexOf("Hello &lt;Bea&gt;") >= 0, shownLine())
            verify(shownLine().indexOf(">Ann<") >= 0, shownLine()) // the name, in its seat's colour
            friend.online.chatOpen = true // the friend's table tab is shown
            compare(friend.online.unread, 0)

            // The friend answers with Enter.
            const friendLine = findChild(friendChat, "chatLine")
            type(friendLine, "Hi Ann")
            keyClick(Qt.Key_Return)
            compare(friendLine.text, "")
            tryVerify(() => rows(game.online.chat).some(r => r.text === "Hi Ann" && r.name === "Bea"), 10000)
            compare(game.online.unread, 1)
            compare(friend.online.unread, 0) // shown, and its own
        }

        // A table hosted here lives in this window: a window closed without leaving (or one
        // that crashed) leaves no seat to go back to, so the next one offers none.
        function test_aHostKeepsNoSeat() {
            const window = Qt.createQmlObject(
                    'import Carcassonne.Game; GameController { settings.botDelay: 100000; settings.autosavePath: "" }',
                    root)
            verify(window.online.host(threeSeats(), 0, false, 60), window.online.message)
            tryCompare(window.online, "state", "lobby", 10000)
            window.destroy()
            wait(50)
            verify(!friend.online.canRejoin, friend.online.rejoinName)
            compare(friend.online.rejoinName, "")
        }

        // The host's window is gone without a word (closed hard, crashed): the friend's banner
        // counts down to the next try, in the language shown.
        function test_bannerWhenTheHostIsGone() {
            const window = Qt.createQmlObject(
                    'import Carcassonne.Game; GameController { settings.botDelay: 100000; settings.autosavePath: "" }',
                    root)
            verify(window.online.host(threeSeats(), 0, false, 60), window.online.message)
            tryCompare(window.online, "state", "lobby", 10000)
            verify(friend.online.join(window.online.invitation, "Bea"))
            tryCompare(window.online, "canStart", true, 10000)
            verify(!friendBanner.visible) // not in a game yet
            verify(window.online.startGame())
            tryCompare(friend.online, "state", "playing", 10000)
            verify(friend.onlineGame)
            verify(!friendBanner.visible) // the connection is fine
            window.destroy()
            tryCompare(friend.online, "reconnecting", true, 10000)
            tryCompare(friendBanner, "visible", true)
            const text = findChild(friendBanner, "connectionText")
            verify(/^Connection lost, reconnecting in \d+ s…$/.test(text.text), text.text)
            languages.language = "nl"
            verify(/^Verbinding verbroken, opnieuw verbinden over \d+ s…$/.test(text.text), text.text)
            languages.language = "de"
            verify(/^Verbindung verloren, neuer Versuch in \d+ s…$/.test(text.text), text.text)
            // It counts down between the tries.
            tryVerify(() => friend.online.reconnectSeconds > 1, 20000)
            const before = text.text
            tryVerify(() => text.text !== before, 3000)
            verify(/^Verbindung verloren, neuer Versuch in \d+ s…$/.test(text.text), text.text)
            verify(!shownText(friendBanner, "Verlassen")) // still trying: nothing to leave yet
        }

        // The host closes the table: the friend is told at once (no tries), with the record so
        // far and Leave.
        function test_bannerWhenTheHostClosesTheTable() {
            seatBoth()
            verify(game.online.startGame())
            tryCompare(friend.online, "state", "playing", 10000)
            languages.language = "de"
            game.online.leave()
            tryCompare(friend.online, "state", "failed", 5000)
            tryCompare(friendBanner, "visible", true)
            verify(!friend.online.reconnecting)
            const text = findChild(friendBanner, "connectionText")
            compare(text.text, friend.online.message)
            verify(text.text.length > 0)
            verify(friend.online.hasRecord)
            verify(friend.online.recordJson().length > 0)
            verify(shownText(friendBanner, "Das Protokoll behalten…"))
            const leave = shownText(friendBanner, "Verlassen")
            verify(leave)
            waitForRendering(friendBanner)
            mouseClick(leave)
            compare(leaveRequested.count, 1)
            // As the game screen does (its menu): the game is left.
            friend.endGame()
            compare(friend.online.state, "idle")
            verify(!friendBanner.visible)
        }
    }
}
