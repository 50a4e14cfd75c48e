import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Saving a game under a name, or picking a saved game to load (the saves folder, newest first).
Dialog {
    id: dialog

    required property GameController controller
    property bool saving: false
    readonly property SavedGames games: controller.saves

    signal loaded()

    function openFor(save) {
        saving = save
        games.refresh()
        nameField.text = save ? qsTr("Game %1").arg(new Date().toLocaleString(Qt.locale(), "yyyy-MM-dd HH.mm")) : ""
        open()
        if (save)
            nameField.forceActiveFocus()
    }

    title: saving ? qsTr("Save game") : qsTr("Load game")
    modal: true
    focus: true
    padding: 18
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelEdge }
    header: Label {
        text: dialog.title
        padding: 18
        bottomPadding: 0
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.ink
    }

    contentItem: ColumnLayout {
        spacing: 10
        implicitWidth: 460
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
                primary: true
                text: qsTr("Save")
                enabled: nameField.text.trim().length > 0
                onClicked: {
                    if (dialog.controller.saveGame(dialog.games.pathFor(nameField.text.trim())))
                        dialog.close()
                }
            }
        }
        Label {
            visible: dialog.games.count === 0
            text: qsTr("No saved games yet.")
            color: Theme.inkFaint
        }
        ListView {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(320, contentHeight)
            clip: true
            model: dialog.games
            delegate: ItemDelegate {
                required property string path
                required property string name
                required property string modified
                width: ListView.view.width
                text: name + "   —   " + modified
                enabled: !dialog.saving
                onClicked: {
                    if (dialog.controller.loadGame(path)) {
                        dialog.close()
                        dialog.loaded()
                    }
                }
            }
        }
    }

    footer: DialogButtonBox {
        background: Item { }
        padding: 12
        AppButton {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        onRejected: dialog.close()
    }
}
