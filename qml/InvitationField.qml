import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A table's invitation to send to friends: the text to select, a Copy button, and a word that
// it was copied (the lobby's and the host's question when a friend left). Its texts are the
// lobby's (translation context OnlineLobby).
ColumnLayout {
    id: field

    required property string invitation

    // Hides "Copied." again (a dialog opened anew).
    function reset() { copied.visible = false }

    spacing: 4

    // The clipboard is reached through a text item QML can copy from.
    TextEdit { id: clip; visible: false }

    RowLayout {
        Layout.fillWidth: true
        TextField {
            objectName: "invitationField"
            Layout.fillWidth: true
            readOnly: true
            selectByMouse: true
            text: field.invitation
            font.family: "DejaVu Sans Mono"
            font.pixelSize: Theme.fontNormal
            Accessible.name: qsTranslate("OnlineLobby", "Invitation")
        }
        AppButton {
            objectName: "copyInvitation"
            text: qsTranslate("OnlineLobby", "Copy")
            toolTip: qsTranslate("OnlineLobby", "Copy the invitation to the clipboard")
            onClicked: {
                clip.text = field.invitation
                clip.selectAll()
                clip.copy()
                copied.visible = true
            }
        }
    }
    Label {
        id: copied
        visible: false
        text: qsTranslate("OnlineLobby", "Copied.")
        color: Theme.inkSoft
        font.pixelSize: Theme.fontSmall
    }
}
