import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The table's chat: what everyone said, newest at the bottom, and a line to say something
// (Enter sends). While it is shown, lines count as read.
ColumnLayout {
    id: chat

    required property OnlineTable online

    spacing: 6

    // Gives the typing line the keyboard (the window's C opens the chat).
    function focusLine() { line.forceActiveFocus() }

    ListView {
        id: lines
        objectName: "chatLines"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 60
        clip: true
        spacing: 3
        model: chat.online.chat
        // The newest line in view as lines come.
        onCountChanged: positionViewAtEnd()
        delegate: Label {
            required property var model
            width: ListView.view.width
            wrapMode: Text.Wrap
            textFormat: Text.StyledText
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            // The name in its seat's colour; the words as typed (never markup).
            text: model.system ? "<i>" + chat.plain(model.text) + "</i>"
                               : "<b><font color=\"" + (model.colourValue || Theme.inkSoft) + "\">"
                                 + chat.plain(model.name) + "</font></b>  " + chat.plain(model.text)
        }
        Label {
            anchors.centerIn: parent
            visible: lines.count === 0
            text: qsTr("No messages yet")
            color: Theme.inkFaint
            font.pixelSize: Theme.fontSmall
        }
    }

    function plain(s) {
        return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        TextField {
            id: line
            objectName: "chatLine"
            Layout.fillWidth: true
            placeholderText: qsTr("Say something…")
            maximumLength: 300
            font.pixelSize: Theme.fontSmall
            Accessible.name: qsTr("Chat message")
            onAccepted: send.clicked()
            // Enter here sends, and does not end the turn.
            Keys.onShortcutOverride: event => event.accepted = activeFocus
                                     && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
        }
        AppButton {
            id: send
            objectName: "chatSend"
            text: qsTr("Send")
            enabled: line.text.trim().length > 0
            onClicked: {
                if (chat.online.sendChat(line.text))
                    line.text = ""
            }
        }
    }
}
