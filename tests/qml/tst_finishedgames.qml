import QtQuick
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// The load dialog's Finished tab: each finished game with its rule set, players, scores (the
// winner starred) and date; renamed, deleted after asking and reviewed from its row, by keyboard
// too; whole at the smallest window (1024 x 640) in English and Dutch.
Item {
    id: root
    width: 1024
    height: 640

    GameController {
        id: game
        settings.botDelay: 0
        settings.autosavePath: ""
    }
    LanguageSwitcher { id: languages }
    Connections {
        target: languages
        function onLanguageChanged() { game.retranslate() }
    }
    SavedGamesDialog {
        id: dialog
        controller: game
        anchors.centerIn: parent
    }
    SettingsDialog {
        id: settingsDialog
        languages: languages
        anchors.centerIn: parent
    }

    TestCase {
        name: "FinishedGames"
        when: windowShown

        readonly property FinishedGames finished: game.saves.finished

        function playOut(seed, first, second) {
            verify(game.startGame({ packages: ["base"], seed: String(seed),
                                    players: [{ name: first, color: "red", kind: "ai:random" },
                                              { name: second, color: "blue", kind: "ai:random" }] }))
            tryCompare(game.ending, "gameOver", true, 60000)
        }

        function init() {
            // The test's own data folder may hold games of earlier runs and other tests.
            finished.refresh()
            while (finished.count > 0)
                verify(finished.remove(finished.data(finished.index(0, 0), 257)))
            playOut(3, "Ada", "Bram")
            wait(5)
            playOut(4, "Cleo", "Dirk")
            root.width = 1024
            root.height = 640
        }
        function cleanup() {
            settingsDialog.close()
            dialog.close()
            tryCompare(dialog, "visible", false)
            if (game.review.active)
                game.review.endReview(false)
            languages.language = "en"
        }

        function openFinished() {
            dialog.openFor(false)
            tryCompare(dialog, "opened", true)
            dialog.finishedShown = true
            const list = findChild(dialog.contentItem, "finishedGamesList")
            verify(list && list.visible)
            tryVerify(() => findChild(list, "finishedGame_1") !== null)
            waitForRendering(dialog.contentItem)
            return list
        }

        function test_listedNewestFirst() {
            const list = openFinished()
            compare(finished.count, 2)
            const newest = findChild(list, "finishedGame_0")
            const facts = findChild(newest, "finishedGameFacts").text
            verify(facts.indexOf("Cleo") >= 0 && facts.indexOf("Dirk") >= 0, facts)
            verify(facts.indexOf("\u2605") >= 0, facts + ": the winner is starred")
            // The rule set as the new game dialog names it, and when it ended.
            compare(findChild(newest, "finishedGameTitle").text, newest.rules)
            verify(newest.rules.length > 0 && newest.rules !== "base", newest.rules)
            verify(findChild(newest, "finishedGameTime").text.length > 0)
            const older = findChild(list, "finishedGame_1")
            verify(findChild(older, "finishedGameFacts").text.indexOf("Ada") >= 0)
        }

        function test_renameAndDelete() {
            const list = openFinished()
            const row = findChild(list, "finishedGame_1")
            mouseClick(findChild(row, "finishedRenameButton"))
            const field = findChild(row, "finishedNameField")
            verify(field.visible && field.activeFocus)
            field.text = "Sunday final"
            keyClick(Qt.Key_Return)
            compare(dialog.renaming, "")
            compare(findChild(row, "finishedGameTitle").text, "Sunday final")
            // Named, the row still says its rule set.
            verify(findChild(row, "finishedGameFacts").text.indexOf(row.rules) === 0)

            const newest = findChild(list, "finishedGame_0")
            mouseClick(findChild(newest, "finishedDeleteButton"))
            const confirm = findChild(newest, "confirmFinishedDelete")
            verify(confirm.visible)
            // Kept when the player thinks again.
            mouseClick(findChild(newest, "keepFinished"))
            compare(finished.count, 2)
            mouseClick(findChild(newest, "finishedDeleteButton"))
            mouseClick(findChild(newest, "confirmFinishedDelete"))
            compare(finished.count, 1)
            finished.refresh()
            compare(finished.count, 1)
            compare(finished.data(finished.index(0, 0), 258), "Sunday final")
        }

        // Tab goes from a row's Review to its Rename and Delete; Enter presses them.
        function test_keyboard() {
            const list = openFinished()
            const row = findChild(list, "finishedGame_0")
            const review = findChild(row, "finishedReviewButton")
            review.forceActiveFocus()
            keyClick(Qt.Key_Tab)
            verify(findChild(row, "finishedRenameButton").activeFocus)
            keyClick(Qt.Key_Tab)
            const del = findChild(row, "finishedDeleteButton")
            verify(del.activeFocus)
            keyClick(Qt.Key_Return)
            verify(findChild(row, "confirmFinishedDelete").visible)
            dialog.deleting = ""
            review.forceActiveFocus()
            keyClick(Qt.Key_Return)
            verify(game.review.active)
            compare(game.review.turn, 0)
            verify(game.review.length > 0)
            tryCompare(dialog, "visible", false)
        }

        function test_fitsTheSmallestWindow_data() {
            return [{ tag: "en", code: "en", tab: "Finished" },
                    { tag: "nl", code: "nl", tab: "Afgelopen" }]
        }
        function test_fitsTheSmallestWindow(data) {
            languages.language = data.code
            const list = openFinished()
            compare(findChild(dialog.contentItem, "finishedTab").text, data.tab)
            verify(dialog.x >= 0 && dialog.x + dialog.width <= root.width, dialog.x + " " + dialog.width)
            verify(dialog.y >= 0 && dialog.y + dialog.height <= root.height, dialog.y + " " + dialog.height)
            const row = findChild(list, "finishedGame_0")
            for (const name of ["finishedReviewButton", "finishedRenameButton", "finishedDeleteButton"]) {
                const button = findChild(row, name)
                const at = button.mapToItem(dialog.contentItem, 0, 0)
                verify(at.x >= 0 && at.x + button.width <= dialog.contentItem.width + 0.5, name)
                verify(!button.contentItem.truncated, name)
            }
            if (screenshotDir.length > 0) {
                const frame = root.Window.contentItem
                verify(frame.grabToImage(r => r.saveToFile(screenshotDir + "/load-finished-" + data.code + ".png")))
                wait(100)
            }
        }

        // Settings with its new row stays within the smallest window: what does not fit
        // scrolls, and the number of finished games kept scrolls into view when reached.
        function test_settingsFitTheSmallestWindow_data() {
            return [{ tag: "en", code: "en" }, { tag: "nl", code: "nl" }]
        }
        function test_settingsFitTheSmallestWindow(data) {
            languages.language = data.code
            settingsDialog.open()
            tryCompare(settingsDialog, "opened", true)
            waitForRendering(settingsDialog.contentItem)
            verify(settingsDialog.y >= 0 && settingsDialog.y + settingsDialog.height <= root.height,
                   settingsDialog.y + " + " + settingsDialog.height)
            const kept = findChild(settingsDialog.contentItem, "finishedKeptBox")
            compare(kept.from, 0)
            compare(kept.to, 500)
            kept.forceActiveFocus()
            const at = kept.mapToItem(settingsDialog.contentItem, 0, 0)
            verify(at.y >= 0 && at.y + kept.height <= settingsDialog.contentItem.height + 0.5,
                   at.y + " + " + kept.height + " in " + settingsDialog.contentItem.height)
            settingsDialog.finishedKept = 7
            compare(kept.value, 7)
            settingsDialog.finishedKept = 50
            if (screenshotDir.length > 0) {
                verify(root.Window.contentItem.grabToImage(r => r.saveToFile(screenshotDir + "/settings-finished-" + data.code + ".png")))
                wait(100)
            }
        }
    }
}
