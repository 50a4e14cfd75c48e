import QtQuick
import QtQuick.Controls
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// The new game dialog: the rule set's player limits, modules and a seed reach the game.
Item {
    width: 1000
    height: 800

    GameController { id: game; botDelay: 100000; autosavePath: "" }
    NewGameDialog {
        id: dialog
        controller: game
        anchors.centerIn: parent
    }
    SignalSpy { id: started; target: dialog; signalName: "started" }

    TestCase {
        name: "NewGameDialog"
        when: windowShown

        function test_startsTheGameItDescribes() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            verify(dialog.packages.some(p => p.id === "base"))
            compare(dialog.info.minPlayers, 2)
            compare(dialog.info.maxPlayers, 5)
            const count = findChild(dialog.contentItem, "playerCount")
            compare(count.from, 2)
            compare(count.to, 5)
            dialog.setPlayerCount(3)
            compare(count.value, 3)
            verify("farmers" in dialog.moduleStates)
            dialog.moduleStates["farmers"] = false
            findChild(dialog.contentItem, "seedField").text = "77"
            const setup = dialog.setup()
            compare(setup.players.length, 3)
            compare(setup.rules.farmers, false)
            compare(setup.seed, "77")
            dialog.startGame()
            compare(started.count, 1)
            verify(game.active)
            compare(game.players.count, 3)
            compare(game.recordJson.indexOf('"seed":77') >= 0 || game.recordJson.indexOf('"seed": 77') >= 0, true)
            compare(game.recordJson.indexOf('"farmers":false') >= 0 || game.recordJson.indexOf('"farmers": false') >= 0, true)
        }
    }
}
