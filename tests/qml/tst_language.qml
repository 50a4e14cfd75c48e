import QtQuick
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// Switching the language at run time re-translates what is on screen.
Item {
    id: root
    width: 1000
    height: 700

    GameController { id: game; settings.autosavePath: "" }
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

        // Qt's own texts (its dialogs' buttons) follow the switch too.
        function test_qtsOwnTexts_data() {
            return [{ tag: "nl", code: "nl", text: "Annuleren" },
                    { tag: "de", code: "de", text: "Abbrechen" }]
        }
        function test_qtsOwnTexts(data) {
            compare(qsTranslate("QPlatformTheme", "Cancel"), "Cancel")
            languages.language = data.code
            compare(qsTranslate("QPlatformTheme", "Cancel"), data.text)
            languages.language = "en"
            compare(qsTranslate("QPlatformTheme", "Cancel"), "Cancel")
        }

        // The first choice follows the system's language: remembered as "", shown as it.
        function test_systemLanguage() {
            const first = languages.languages[0]
            compare(first.code, "")
            verify(first.name.indexOf("(") > 0, first.name)
            languages.language = ""
            compare(languages.language, "")
            verify(languages.shownLanguage.length === 2, languages.shownLanguage)
            languages.language = languages.shownLanguage
            compare(languages.language, languages.shownLanguage)
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
            verify(game.turn.playFor("ai:greedy"))
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

        // Whether `item` lies within `frame` from left to right (both visible).
        function withinWidth(item, frame) {
            const at = item.mapToItem(frame, 0, 0)
            return at.x >= -0.5 && at.x + item.width <= frame.width + 0.5
        }

        // At the smallest window (1024 x 640), with every module switched on and the rule
        // parameters shown, nothing of the dialog leaves it or the window: each player's colour
        // and level, each expansion, each parameter under its module, Start and Cancel.
        function test_newGameDialogFits_data() {
            return [{ tag: "en", code: "en" }, { tag: "nl", code: "nl" }, { tag: "de", code: "de" }]
        }
        function test_newGameDialogFits(data) {
            languages.language = data.code
            root.width = 1024
            root.height = 640
            newGameDialog.open_()
            tryCompare(newGameDialog, "opened", true)
            newGameDialog.newGame.select("base", [])
            newGameDialog.toggleExpansion("traders-builders", true)
            newGameDialog.toggleExpansion("river", true)
            newGameDialog.setPlayerCount(5)
            for (const m of newGameDialog.info.modules)
                newGameDialog.moduleStates[m.id] = true
            newGameDialog.moduleStatesChanged()
            const toggle = findChild(newGameDialog.contentItem, "parametersToggle")
            verify(toggle && toggle.visible)
            toggle.checked = true
            waitForRendering(newGameDialog.contentItem)
            verify(newGameDialog.x >= 0 && newGameDialog.x + newGameDialog.width <= root.width)
            verify(newGameDialog.y >= 0 && newGameDialog.y + newGameDialog.height <= root.height,
                   newGameDialog.y + " + " + newGameDialog.height)
            const content = newGameDialog.contentItem
            const expansion = findChild(content, "expansion_traders-builders")
            verify(withinWidth(expansion, content))
            // Each module that has parameters has its group; the core's comes first.
            const groups = newGameDialog.parameterGroups
            compare(groups[0].module, "")
            for (const id of ["farmers", "goods", "pig"]) {
                verify(groups.some(g => g.module === id), id)
                const group = findChild(content, "parameterGroup_" + id)
                verify(group && group.visible, id)
            }
            for (const group of groups) {
                for (const p of group.parameters) {
                    const row = findChild(content, "parameter_" + p.name)
                    verify(row, p.name)
                    verify(withinWidth(row, content), p.name + " at " + row.mapToItem(content, 0, 0).x
                           + " width " + row.width + " in " + content.width)
                    // The label is shown whole: it wraps, never elides.
                    verify(row.children[0].lineCount >= 1)
                    verify(!row.children[0].truncated, p.name)
                }
            }
            const start = findChild(newGameDialog.footer, "startButton")
            verify(withinWidth(start, newGameDialog.footer))
            verify(start.mapToItem(root, 0, 0).y + start.height <= root.height)
            newGameDialog.close()
            tryCompare(newGameDialog, "visible", false)
            newGameDialog.toggleExpansion("traders-builders", false)
            newGameDialog.toggleExpansion("river", false)
            root.width = 1000
            root.height = 700
        }

        function test_editorButtonFollowsTheExecutable() {
            const button = findChild(start, "editorButton")
            compare(button.enabled, editor.available)
            verify(editor.path.endsWith("carcassonne-editor"))
        }
    }
}
