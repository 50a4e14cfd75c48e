import QtQuick
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// The current tile panel and the score panel show what the controller says.
Item {
    id: root
    width: 320
    height: 700

    GameController {
        id: game
        settings.botDelay: 0
        settings.autosavePath: ""
    }
    Column {
        width: 300
        spacing: 8
        CurrentTilePanel {
            id: tilePanel
            width: 300
            height: implicitHeight
            controller: game
        }
        ScorePanel {
            id: scorePanel
            width: 300
            height: implicitHeight
            controller: game
        }
        GameLog {
            id: gameLog
            width: 300
            height: 160
            controller: game
        }
    }

    TestCase {
        name: "Panels"
        when: windowShown

        function init() {
            verify(game.startGame({ packages: ["base"], seed: "12",
                                    players: [{ name: "Ann", color: "green", kind: "human" },
                                              { name: "Bo", color: "yellow", kind: "human" },
                                              { name: "Cy", color: "pink", kind: "human" }] }))
        }

        function test_currentTileTurns() {
            const image = findChild(tilePanel, "currentTile")
            verify(image)
            verify(image.source.toString().startsWith("image://carcassonne/tile/"))
            tryCompare(image, "status", Image.Ready)
            const button = findChild(tilePanel, "rotateButton")
            const r = game.turn.rotation
            mouseClick(button)
            compare(game.turn.rotation, (r + 1) % 4)
        }

        function test_turnLabelNamesThePlayer() {
            const label = findChild(tilePanel, "turnLabel")
            verify(label.text.indexOf("Ann") >= 0)
        }

        function test_skipAndConfirmAppearAfterPlacing() {
            const skip = findChild(tilePanel, "skipButton")
            verify(!skip.visible)
            const p = game.board.placements.get(0)
            verify(game.turn.placeTile(p.x, p.y))
            tryCompare(skip, "visible", true)
            mouseClick(skip)
            compare(game.turn.currentPlayer, 1)
            verify(!skip.visible)
        }

        // Choosing a figure spot shows its worth without moving the buttons under the pointer.
        function test_buttonsStayWhenASpotIsChosen() {
            const p = game.board.placements.get(0)
            verify(game.turn.placeTile(p.x, p.y))
            const confirm = findChild(tilePanel, "confirmButton")
            tryCompare(confirm, "visible", true)
            verify(game.board.targets.count > 0)
            waitForRendering(tilePanel) // the layout settles
            const before = confirm.mapToItem(root, 0, 0).y
            compare(findChild(tilePanel, "targetPreview").text, "")
            game.turn.selectedTarget = 0
            verify(findChild(tilePanel, "targetPreview").text.length > 0)
            waitForRendering(tilePanel)
            compare(confirm.mapToItem(root, 0, 0).y, before)
            mouseClick(findChild(tilePanel, "skipButton"))
        }

        // The log shows its newest line whole, however many wrapped lines came at once, also
        // when they came while it was hidden (a game loaded before the game screen shows).
        function test_logShowsItsLastLine() {
            gameLog.visible = false
            gameLog.height = 0
            verify(game.startGame({ packages: ["base"], seed: "3",
                                    players: [{ name: "Annemarie Vandenberghe-Schmidt", color: "green", kind: "human" },
                                              { name: "Bartholomeus van Oostveen", color: "yellow", kind: "human" }] }))
            for (let i = 0; i < 12; ++i)
                verify(game.turn.playFor("ai:greedy"))
            gameLog.height = 160
            gameLog.visible = true
            const list = findChild(gameLog, "gameLog")
            verify(list.count > 12)
            tryVerify(() => list.atYEnd, 2000)
            waitForRendering(gameLog)
            verify(list.atYEnd)
            verify(list.contentHeight > list.height)
        }

        function test_scorePanelListsPlayersAndSupply() {
            tryVerify(() => findChild(scorePanel, "playerCard2") !== null)
            const card = findChild(scorePanel, "playerCard0")
            verify(card.model.current)
            compare(card.model.name, "Ann")
            const supply = card.model.supply
            compare(supply.length, game.scores.figureKinds.length)
            compare(supply[0].kind, "meeple")
            compare(supply[0].count, 7)
            // After a figure goes down, the supply shows one less.
            const p = game.board.placements.get(0)
            verify(game.turn.placeTile(p.x, p.y))
            verify(game.board.targets.count > 0)
            game.turn.selectedTarget = 0
            verify(game.turn.confirm())
            tryCompare(findChild(scorePanel, "playerCard0").model.supply[0], "count", 6)
            verify(findChild(scorePanel, "playerCard1").model.current)
        }

        // Four seats or more: a row per player, the meeples on the name's line and no kind line,
        // so the cards take about half the height; with three, the full cards.
        function test_manySeatsGetCompactRows() {
            verify(game.startGame({ packages: ["base"], seed: "5",
                                    players: [{ name: "Ann", color: "red", kind: "human" },
                                              { name: "Bob", color: "blue", kind: "human" },
                                              { name: "Cy", color: "green", kind: "human" }] }))
            tryVerify(() => findChild(scorePanel, "playerCard2") !== null)
            verify(!scorePanel.compact)
            const tall = findChild(scorePanel, "playerCard0").height
            verify(game.startGame({ packages: ["base"], seed: "5",
                                    players: [{ name: "Ann", color: "red", kind: "human" },
                                              { name: "Bob", color: "blue", kind: "human" },
                                              { name: "Cy", color: "green", kind: "human" },
                                              { name: "Dee", color: "yellow", kind: "human" },
                                              { name: "Eve", color: "black", kind: "human" }] }))
            tryVerify(() => findChild(scorePanel, "playerCard4") !== null)
            verify(scorePanel.compact)
            const card = findChild(scorePanel, "playerCard0")
            verify(card.inlineStock)
            verify(findChild(card, "compactStock").visible)
            waitForRendering(scorePanel)
            verify(card.height < tall * 0.7, card.height + " against " + tall)
        }
    }
}
