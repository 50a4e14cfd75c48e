import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Asked of the host when a friend leaves the running game: the computer plays their seat now;
// the host may offer it to someone else instead (whoever joins with the invitation takes it,
// the computer playing it until then).
AppDialog {
    id: dialog

    required property OnlineTable online
    property int seat: -1
    property string who: ""

    function ask(seatIndex, name) {
        seat = seatIndex
        who = name
        invitationField.reset()
        open()
    }

    title: qsTr("%1 has left the table").arg(who)
    width: Math.min(parent ? parent.width - 40 : 520, 520)
    titleElide: Text.ElideRight

    contentItem: ColumnLayout {
        spacing: 10
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.ink
            text: qsTr("The computer plays for %1 now. You can offer the seat to someone else instead: whoever joins with the table's invitation takes it, and the computer plays it until then.").arg(dialog.who)
        }
        InvitationField {
            id: invitationField
            Layout.fillWidth: true
            invitation: dialog.online.invitation
        }
    }

    footer: AppButtonBox {
        alignment: Qt.AlignRight
        AppButton {
            objectName: "offerSeat"
            text: qsTr("Offer the seat")
            onClicked: {
                dialog.online.offerSeat(dialog.seat)
                dialog.close()
            }
        }
        AppButton {
            objectName: "keepComputer"
            primary: true
            text: qsTr("Let the computer play")
            onClicked: dialog.close()
        }
    }
}
