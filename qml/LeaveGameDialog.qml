import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Asked before the window leaves a game that nothing keeps (a test game with turns played since
// it started or was saved): save it first, leave it, or stay.
AppDialog {
    id: dialog

    // What leaving does: "menu" (back to the start screen) or "quit".
    property string leaving: "menu"

    signal saveRequested()
    signal leaveConfirmed(string leaving)

    function ask(what) {
        leaving = what
        open()
    }

    title: qsTr("Leave this game?")
    contentItem: ColumnLayout {
        Label {
            Layout.preferredWidth: 460
            text: qsTr("This game is not saved and cannot be continued later. Save it first to keep it.")
            wrapMode: Text.WordWrap
            color: Theme.ink
        }
    }
    footer: AppButtonBox {
        AppButton {
            objectName: "leaveSave"
            primary: true
            text: qsTr("Save…")
            onClicked: {
                dialog.close()
                dialog.saveRequested()
            }
        }
        AppButton {
            objectName: "leaveConfirm"
            text: dialog.leaving === "quit" ? qsTr("Quit without saving") : qsTr("Leave without saving")
            onClicked: {
                dialog.close()
                dialog.leaveConfirmed(dialog.leaving)
            }
        }
        AppButton {
            objectName: "leaveStay"
            text: qsTr("Stay")
            onClicked: dialog.close()
        }
    }
}
