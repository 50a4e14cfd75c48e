import QtQuick
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// Switching the language at run time re-translates what is on screen.
Item {
    width: 1000
    height: 700

    GameController { id: game; autosavePath: "" }
    EditorLauncher { id: editor }
    LanguageSwitcher { id: languages }
    // As the window does (app/Main.qml): the controller words its lists anew.
    Connections {
        target: languages
        function onLanguageChanged() { game.retranslate() }
    }
    // As the new game dialog names a rule module: the controller gives the English name, the
    // binding translates it (context RuleTexts), so a language switch reaches it.
    Text {
        id: moduleName
        property string label: "Farmers"
        text: qsTranslate("RuleTexts", label)
    }
    NewGameDialog {
        id: newGameDialog
        controller: game
        anchors.centerIn: parent
    }
    StartScreen {
        id: start
        anchors.fill: parent
        controller: game
        editor: editor
    }

    TestCase {
        name: "Language"
        when: windowShown

        function cleanup() { languages.language = "en" }

        function test_switch_data() {
            return [{ tag: "nl", code: "nl", text: "Nieuw spel" },
                    { tag: "de", code: "de", text: "Neues Spiel" }]
        }
        function test_switch(data) {
            const button = findChild(start, "newGameButton")
            compare(button.text, "New game")
            languages.language = data.code
            compare(languages.language, data.code)
            compare(button.text, data.text)
            languages.language = "en"
            compare(button.text, "New game")
        }

        // Seats are named "Player 1", never "You" (which made "Du ist am Zug"), in the language
        // shown when the dialog opens; a name the player typed is kept as typed.
        function test_defaultNamesFollowTheLanguage_data() {
            return [{ tag: "en", code: "en", first: "Player 1", second: "Player 2" },
                    { tag: "nl", code: "nl", first: "Speler 1", second: "Speler 2" },
                    { tag: "de", code: "de", first: "Spieler 1", second: "Spieler 2" }]
        }
        function test_defaultNamesFollowTheLanguage(data) {
            languages.language = data.code
            newGameDialog.open_()
            tryCompare(newGameDialog, "opened", true)
            const players = newGameDialog.setup().players
            compare(players[0].name, data.first)
            compare(players[1].name, data.second)
            newGameDialog.close()
            tryCompare(newGameDialog, "visible", false)
        }
        function test_typedNamesAreKept() {
            verify(!newGameDialog.wasTyped({ name: "Du" }))
            verify(!newGameDialog.wasTyped({ name: "Spieler 2" }))
            verify(newGameDialog.wasTyped({ name: "Anna" }))
            verify(newGameDialog.wasTyped({ name: "Du", named: true }))
            verify(!newGameDialog.wasTyped({ name: "Anna", named: false }))
        }

        // The game log is worded anew from its events when the language changes.
        function test_logFollowsTheLanguage() {
            verify(game.startGame({ packages: ["base"], seed: "5",
                                    players: [{ name: "Ann", color: "red", kind: "human" },
                                              { name: "Bob", color: "blue", kind: "human" }] }))
            verify(game.playFor("ai:greedy"))
            verify(game.log.count > 0)
            const english = game.log.get(0).text
            verify(english.indexOf("Ann placed a tile") === 0, english)
            languages.language = "de"
            const german = game.log.get(0).text
            verify(german.indexOf("Ann legte eine Karte") === 0, german)
            languages.language = "nl"
            verify(game.log.get(0).text !== german && game.log.get(0).text !== english)
            languages.language = "en"
            compare(game.log.get(0).text, english)
        }

        function test_ruleModuleNameFollowsTheLanguage_data() {
            return [{ tag: "nl", code: "nl", text: "Boeren" },
                    { tag: "de", code: "de", text: "Bauern" }]
        }
        function test_ruleModuleNameFollowsTheLanguage(data) {
            compare(moduleName.text, "Farmers")
            languages.language = data.code
            compare(moduleName.text, data.text)
            languages.language = "en"
            compare(moduleName.text, "Farmers")
        }

        function test_packageInfoNamesModulesAndParameters() {
            const info = game.newGame.infoOf(["base"])
            const farmers = info.modules.find(m => m.id === "farmers")
            verify(farmers !== undefined)
            compare(farmers.label, "Farmers")
            const meeples = info.parameters.find(p => p.name === "meeplesPerPlayer")
            verify(meeples !== undefined)
            compare(meeples.label, "Meeples per player")
        }

        function test_editorButtonFollowsTheExecutable() {
            const button = findChild(start, "editorButton")
            compare(button.enabled, editor.available)
            verify(editor.path.endsWith("carcassonne-editor"))
        }
    }
}
