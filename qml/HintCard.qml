import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The hint of a first game showing now (HintGuide): what this step of the game is, once. "Got
// it" closes it for good; "No more hints" turns them off (Settings turns them on again).
Panel {
    id: card

    required property HintGuide guide

    objectName: "hintCard"
    visible: guide.id !== ""
    implicitWidth: 380
    implicitHeight: column.implicitHeight + 2 * padding
    color: Theme.parchment

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 8
        Label {
            objectName: "hintTitle"
            Layout.fillWidth: true
            text: card.guide.title
            font.family: Theme.serif
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "hintText"
            Layout.fillWidth: true
            text: card.guide.text
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            color: Theme.ink
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 8
            AppButton {
                objectName: "hintsOff"
                text: qsTr("No more hints")
                leftPadding: 12
                rightPadding: 12
                onClicked: card.guide.enabled = false
            }
            AppButton {
                objectName: "hintDismiss"
                primary: true
                text: qsTr("Got it")
                leftPadding: 12
                rightPadding: 12
                onClicked: card.guide.dismiss()
            }
        }
    }
}
