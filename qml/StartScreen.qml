import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The first thing a player sees: new game, play online, continue, load, editor, settings, quit.
Item {
    id: start

    required property GameController controller
    required property EditorLauncher editor

    signal newGameRequested()
    signal playOnlineRequested()
    signal continueRequested()
    signal loadRequested()
    signal settingsRequested()
    signal quitRequested()

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.parchment }
            GradientStop { position: 1.0; color: Theme.parchmentDeep }
        }
    }

    ColumnLayout {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -20
        width: Math.min(parent.width - 96, 720)
        spacing: 0

        // Three tiles of the real art, as on a table.
        Row {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 36
            spacing: 4
            Repeater {
                model: [["package/base/D", 0], ["package/base/C", 0], ["package/base/B", 90]]
                delegate: Item {
                    required property var modelData
                    width: 108
                    height: 108
                    Rectangle { x: 3; y: 4; width: parent.width; height: parent.height; radius: 4; color: Theme.shadow }
                    Image {
                        anchors.fill: parent
                        source: "image://carcassonne/" + parent.modelData[0]
                        sourceSize: Qt.size(216, 216)
                        rotation: parent.modelData[1]
                        smooth: true
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Carcassonne Studio")
            color: Theme.ink
            font.family: Theme.serif
            font.pixelSize: 58
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 32
        }
        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 16
            Layout.bottomMargin: 16
            width: 72
            height: 2
            radius: 1
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Lay the land tile by tile, or invent tiles and variants of your own.")
            color: Theme.inkSoft
            font.family: Theme.serif
            font.pixelSize: Theme.text(19)
            font.italic: true
        }

        GridLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 32
            columns: 4
            rowSpacing: 10
            columnSpacing: 10

            AppButton {
                objectName: "newGameButton"
                Layout.preferredWidth: 170
                primary: true
                focus: true
                text: qsTr("New game")
                toolTip: qsTr("Choose players and rules (Ctrl+N)")
                onClicked: start.newGameRequested()
            }
            AppButton {
                objectName: "playOnlineButton"
                Layout.preferredWidth: 170
                text: qsTr("Play online")
                toolTip: qsTr("Host a game for friends on their computers, or join theirs")
                onClicked: start.playOnlineRequested()
            }
            // Says why Continue is off.
            HoverTip {
                Layout.preferredWidth: 170
                tip: continueButton.enabled ? "" : (start.controller.autosaveProblem || qsTr("There is no unfinished game"))
                AppButton {
                    id: continueButton
                    objectName: "continueButton"
                    anchors.fill: parent
                    text: qsTr("Continue")
                    enabled: start.controller.hasAutosave
                    toolTip: qsTr("Resume the last game where it stopped")
                    onClicked: start.continueRequested()
                }
            }
            AppButton {
                objectName: "loadButton"
                Layout.preferredWidth: 170
                text: qsTr("Load")
                toolTip: qsTr("Open a saved game")
                onClicked: start.loadRequested()
            }
            AppButton {
                objectName: "editorButton"
                Layout.preferredWidth: 170
                text: qsTr("Editor")
                enabled: start.editor.available
                toolTip: enabled ? qsTr("Make tiles and rule variants")
                                 : qsTr("The editor is not installed next to this program (%1)").arg(start.editor.path)
                // A disabled button gets no hover: show why through the area around it.
                MouseArea {
                    anchors.fill: parent
                    enabled: !parent.enabled
                    hoverEnabled: true
                    ToolTip.visible: containsMouse
                    ToolTip.text: parent.toolTip
                }
                onClicked: start.editor.launch()
            }
            AppButton {
                objectName: "settingsButton"
                Layout.preferredWidth: 170
                text: qsTr("Settings")
                onClicked: start.settingsRequested()
            }
            AppButton {
                id: quitButton
                objectName: "quitButton"
                Layout.preferredWidth: 170
                text: qsTr("Quit")
                toolTip: qsTr("Ctrl+Q")
                onClicked: start.quitRequested()
            }
        }
    }

    Label {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 20
        text: qsTr("Version %1").arg(Qt.application.version)
        color: Theme.inkFaint
        font.pixelSize: Theme.fontNormal
    }
}
