import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Saving a game under a name, or picking a saved game to load (the saves folder, newest first):
// each game with its players and scores, the turn and when it was saved; renamed or deleted
// from its row; a record someone sent opened from anywhere with "Open file…". Its second tab
// lists the finished games, kept without being saved (SavedGames.finished): the rule set, the
// players with their scores (the winner starred), when it ended and a name given, to review,
// rename or delete.
AppDialog {
    id: dialog

    required property GameController controller
    property bool saving: false
    readonly property SavedGames games: controller.saves
    readonly property FinishedGames finishedGames: controller.saves.finished
    // The Finished tab is shown (loading only).
    property alias finishedShown: finishedTab.checked
    // The row being renamed (its path), or "".
    property string renaming: ""
    // The row asking whether to delete (its path), or "".
    property string deleting: ""

    signal loaded()

    function openFor(save) {
        saving = save
        renaming = ""
        deleting = ""
        games.refresh()
        if (!save)
            finishedGames.refresh()
        nameField.text = save ? qsTr("Game %1").arg(new Date().toLocaleString(Qt.locale(), "yyyy-MM-dd HH.mm")) : ""
        open()
        if (save)
            nameField.forceActiveFocus()
    }

    function load(path) {
        if (dialog.controller.loadGame(path)) {
            dialog.close()
            dialog.loaded()
        }
    }

    // The players of a finished game with their scores, the winners starred: "Ada ★ 84 · Bram 71".
    function finishedPlayersText(players) {
        return (players || []).map(p => p.name + (p.winner ? " \u2605 " : " ") + p.score).join("  ·  ")
    }

    // Reviews a game from its first turn (a saved or a finished one).
    function review(path) {
        if (dialog.controller.review.reviewRecord(path)) {
            dialog.close()
            dialog.loaded()
        }
    }

    // The players of a saved game with their scores: "Ann: 34 points · Bob: 29 points" (a
    // bare number after a default name read as "Player 10").
    function playersText(players) {
        //: A player's score in a saved game's line: "Ann: 34 points".
        return (players || []).map(p => qsTr("%1: %n point(s)", "", p.score).arg(p.name)).join("  ·  ")
    }

    title: saving ? qsTr("Save game") : qsTr("Load game")

    FilePicker { id: picker }

    // A tab of the load dialog, in the side panel's style (GameScreen's Log and Tiles).
    component LoadTab: TabButton {
        id: tab
        contentItem: Label {
            text: tab.text
            horizontalAlignment: Text.AlignHCenter
            font.bold: tab.checked
            color: tab.checked ? Theme.ink : Theme.inkSoft
        }
        background: Rectangle {
            implicitHeight: 32
            radius: 6
            color: tab.checked ? Theme.parchment : (tab.hovered || tab.visualFocus ? Theme.parchment : "transparent")
            border.color: tab.checked || tab.visualFocus ? Theme.panelEdge : "transparent"
        }
    }

    contentItem: ColumnLayout {
        spacing: 10
        RowLayout {
            visible: dialog.saving
            TextField {
                id: nameField
                objectName: "saveName"
                Layout.fillWidth: true
                placeholderText: qsTr("Name")
                onAccepted: saveButton.clicked()
            }
            AppButton {
                id: saveButton
                objectName: "saveButton"
                primary: true
                text: dialog.games.exists(nameField.text.trim()) ? qsTr("Replace") : qsTr("Save")
                enabled: nameField.text.trim().length > 0
                toolTip: dialog.games.exists(nameField.text.trim())
                         ? qsTr("A saved game has this name: saving replaces it") : ""
                onClicked: {
                    if (dialog.controller.saveGame(dialog.games.pathFor(nameField.text.trim())))
                        dialog.close()
                }
            }
        }
        TabBar {
            id: tabs
            objectName: "loadTabs"
            Layout.fillWidth: true
            visible: !dialog.saving
            background: Item { }
            LoadTab {
                objectName: "savedTab"
                text: qsTr("Saved")
            }
            LoadTab {
                id: finishedTab
                objectName: "finishedTab"
                text: qsTr("Finished")
            }
        }
        Label {
            visible: dialog.games.count === 0 && !dialog.finishedShown
            text: qsTr("No saved games yet.")
            color: Theme.inkFaint
        }
        ListView {
            id: list
            objectName: "savedGamesList"
            visible: !dialog.finishedShown || dialog.saving
            Layout.fillWidth: true
            Layout.preferredWidth: 680
            Layout.preferredHeight: Math.min(360, contentHeight)
            clip: true
            spacing: 2
            model: dialog.games
            ScrollBar.vertical: ScrollBar { }
            delegate: Rectangle {
                id: row
                required property int index
                required property string path
                required property string name
                required property string modified
                required property var players
                required property int turn
                required property bool finished
                required property string problem
                objectName: "savedGame_" + index
                width: ListView.view.width
                implicitHeight: rowColumn.implicitHeight + 12
                radius: 6
                color: rowHover.hovered && !dialog.saving ? Theme.parchment : "transparent"
                border.color: rowHover.hovered ? Theme.panelEdge : "transparent"
                HoverHandler { id: rowHover }
                TapHandler {
                    enabled: !dialog.saving && dialog.renaming !== row.path && dialog.deleting !== row.path
                             && row.problem === ""
                    onTapped: dialog.load(row.path)
                }
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 8
                    ColumnLayout {
                        id: rowColumn
                        Layout.fillWidth: true
                        spacing: 2
                        RowLayout {
                            visible: dialog.renaming !== row.path
                            Label {
                                objectName: "savedGameName"
                                Layout.fillWidth: true
                                text: row.name
                                font.bold: true
                                color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Label {
                                objectName: "savedGameTime"
                                text: row.modified
                                color: Theme.inkSoft
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                        TextField {
                            id: renameField
                            objectName: "renameField"
                            visible: dialog.renaming === row.path
                            Layout.fillWidth: true
                            onAccepted: {
                                if (dialog.games.rename(row.path, text))
                                    dialog.renaming = ""
                            }
                            Keys.onEscapePressed: dialog.renaming = ""
                        }
                        Label {
                            objectName: "savedGameFacts"
                            Layout.fillWidth: true
                            visible: row.problem === ""
                            // Turns counted as the review counts them ("Turn 24 of 71").
                            text: (row.finished ? qsTr("Finished after %n turn(s)", "", row.turn)
                                                : qsTr("%n turn(s) played", "", row.turn))
                                  + "  ·  " + dialog.playersText(row.players)
                            color: Theme.inkSoft
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: row.problem !== ""
                            text: row.problem
                            color: Theme.danger
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        RowLayout {
                            visible: dialog.deleting === row.path
                            Label {
                                Layout.fillWidth: true
                                text: qsTr("Delete this saved game?")
                                color: Theme.danger
                            }
                            AppButton {
                                objectName: "confirmDelete"
                                text: qsTr("Delete")
                                primary: true
                                onClicked: {
                                    dialog.deleting = ""
                                    dialog.games.remove(row.path)
                                }
                            }
                            AppButton {
                                text: qsTr("Keep")
                                onClicked: dialog.deleting = ""
                            }
                        }
                    }
                    AppButton {
                        objectName: "reviewButton"
                        visible: !dialog.saving && dialog.renaming !== row.path
                                 && dialog.deleting !== row.path && row.problem === ""
                        text: qsTr("Review")
                        toolTip: qsTr("Step through this game turn by turn")
                        leftPadding: 10
                        rightPadding: 10
                        onClicked: dialog.review(row.path)
                    }
                    AppButton {
                        objectName: "renameButton"
                        visible: !dialog.saving && dialog.deleting !== row.path
                        text: dialog.renaming === row.path ? qsTr("OK") : qsTr("Rename")
                        leftPadding: 10
                        rightPadding: 10
                        onClicked: {
                            if (dialog.renaming === row.path) {
                                if (dialog.games.rename(row.path, renameField.text))
                                    dialog.renaming = ""
                            } else {
                                dialog.renaming = row.path
                                renameField.text = row.name
                                renameField.selectAll()
                                renameField.forceActiveFocus()
                            }
                        }
                    }
                    AppButton {
                        objectName: "deleteButton"
                        visible: !dialog.saving && dialog.renaming !== row.path && dialog.deleting !== row.path
                        text: qsTr("Delete")
                        leftPadding: 10
                        rightPadding: 10
                        onClicked: dialog.deleting = row.path
                    }
                }
            }
        }
        Label {
            objectName: "noFinishedGames"
            visible: dialog.finishedShown && !dialog.saving && dialog.finishedGames.count === 0
            Layout.fillWidth: true
            Layout.preferredWidth: 680
            wrapMode: Text.WordWrap
            text: dialog.finishedGames.limit > 0
                  ? qsTr("No finished games yet: every game you play to its end is kept here, the last %n of them (Settings).", "", dialog.finishedGames.limit)
                  : qsTr("Finished games are not kept: Settings sets how many are.")
            color: Theme.inkFaint
        }
        ListView {
            id: finishedList
            objectName: "finishedGamesList"
            visible: dialog.finishedShown && !dialog.saving
            Layout.fillWidth: true
            Layout.preferredWidth: 680
            Layout.preferredHeight: Math.min(360, contentHeight)
            clip: true
            spacing: 2
            model: dialog.finishedShown ? dialog.finishedGames : null
            ScrollBar.vertical: ScrollBar { }
            delegate: Rectangle {
                id: game
                required property int index
                required property string path
                required property string name
                required property string finishedAt
                required property string rules
                required property var players
                required property string problem
                readonly property bool renamingThis: dialog.renaming === path
                readonly property bool deletingThis: dialog.deleting === path
                objectName: "finishedGame_" + index
                width: ListView.view.width
                implicitHeight: gameColumn.implicitHeight + 12
                radius: 6
                color: gameHover.hovered || game.activeFocus ? Theme.parchment : "transparent"
                border.color: gameHover.hovered ? Theme.panelEdge : "transparent"
                HoverHandler { id: gameHover }
                // A button reached by Tab below the list's edge is scrolled into view.
                function shown(item) {
                    if (item.activeFocus)
                        finishedList.positionViewAtIndex(index, ListView.Contain)
                }
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 8
                    ColumnLayout {
                        id: gameColumn
                        Layout.fillWidth: true
                        spacing: 2
                        RowLayout {
                            visible: !game.renamingThis
                            Label {
                                objectName: "finishedGameTitle"
                                Layout.fillWidth: true
                                // A name given, or the rule set.
                                text: game.name !== "" ? game.name : game.rules
                                textFormat: Text.PlainText
                                font.bold: true
                                color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Label {
                                objectName: "finishedGameTime"
                                text: game.finishedAt
                                color: Theme.inkSoft
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                        TextField {
                            id: finishedNameField
                            objectName: "finishedNameField"
                            visible: game.renamingThis
                            Layout.fillWidth: true
                            maximumLength: 80
                            placeholderText: qsTr("A name for this game")
                            onAccepted: {
                                if (dialog.finishedGames.rename(game.path, text))
                                    dialog.renaming = ""
                            }
                            Keys.onEscapePressed: dialog.renaming = ""
                        }
                        Label {
                            objectName: "finishedGameFacts"
                            Layout.fillWidth: true
                            visible: game.problem === ""
                            text: (game.name !== "" ? game.rules + "  ·  " : "")
                                  + dialog.finishedPlayersText(game.players)
                            textFormat: Text.PlainText
                            color: Theme.inkSoft
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: game.problem !== ""
                            text: game.problem
                            textFormat: Text.PlainText
                            color: Theme.danger
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        RowLayout {
                            visible: game.deletingThis
                            Label {
                                Layout.fillWidth: true
                                text: qsTr("Delete this finished game?")
                                color: Theme.danger
                            }
                            AppButton {
                                objectName: "confirmFinishedDelete"
                                text: qsTr("Delete")
                                primary: true
                                onActiveFocusChanged: game.shown(this)
                                onClicked: {
                                    dialog.deleting = ""
                                    dialog.finishedGames.remove(game.path)
                                }
                            }
                            AppButton {
                                objectName: "keepFinished"
                                text: qsTr("Keep")
                                onActiveFocusChanged: game.shown(this)
                                onClicked: dialog.deleting = ""
                            }
                        }
                    }
                    AppButton {
                        objectName: "finishedReviewButton"
                        visible: !game.renamingThis && !game.deletingThis && game.problem === ""
                        text: qsTr("Review")
                        toolTip: qsTr("Step through this game turn by turn")
                        leftPadding: 10
                        rightPadding: 10
                        onActiveFocusChanged: game.shown(this)
                        onClicked: dialog.review(game.path)
                    }
                    AppButton {
                        objectName: "finishedRenameButton"
                        visible: !game.deletingThis
                        text: game.renamingThis ? qsTr("OK") : qsTr("Rename")
                        leftPadding: 10
                        rightPadding: 10
                        onActiveFocusChanged: game.shown(this)
                        onClicked: {
                            if (game.renamingThis) {
                                if (dialog.finishedGames.rename(game.path, finishedNameField.text))
                                    dialog.renaming = ""
                            } else {
                                dialog.renaming = game.path
                                finishedNameField.text = game.name
                                finishedNameField.selectAll()
                                finishedNameField.forceActiveFocus()
                            }
                        }
                    }
                    AppButton {
                        objectName: "finishedDeleteButton"
                        visible: !game.renamingThis && !game.deletingThis
                        text: qsTr("Delete")
                        leftPadding: 10
                        rightPadding: 10
                        onActiveFocusChanged: game.shown(this)
                        onClicked: dialog.deleting = game.path
                    }
                }
            }
        }
    }

    footer: AppButtonBox {
        AppButton {
            objectName: "openFileButton"
            visible: !dialog.saving
            text: qsTr("Open file…")
            toolTip: qsTr("Open a saved game from anywhere, such as a record someone sent you")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: {
                const path = picker.openRecord()
                if (path !== "")
                    dialog.load(path)
            }
        }
        AppButton {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        onRejected: dialog.close()
    }
}
