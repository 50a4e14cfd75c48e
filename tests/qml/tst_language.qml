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

        function test_editorButtonFollowsTheExecutable() {
            const button = findChild(start, "editorButton")
            compare(button.enabled, editor.available)
            verify(editor.path.endsWith("carcassonne-editor"))
        }
    }
}
