import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Stepping through a game's record: to the start, a turn back, play at a pace, a turn on, to
// the end, or any turn on the slider; the board, the log and the scores follow. "Play from here"
// goes on from the turn shown (later turns dropped), "Close" ends the review.
Panel {
    id: bar

    required property GameController controller
    readonly property int turn: controller.review.turn
    readonly property int length: controller.review.length

    implicitHeight: row.implicitHeight + 2 * padding
    implicitWidth: row.implicitWidth + 2 * padding

    function step(by) {
        controller.review.turn = Math.max(0, Math.min(length, turn + by))
    }

    Timer {
        id: player
        interval: Math.max(150, Theme.duration(900))
        repeat: true
        onTriggered: {
            if (bar.turn >= bar.length)
                stop()
            else
                bar.step(1)
        }
    }
    // Leaving the review stops the playing.
    Connections {
        target: bar.controller.review
        function onChanged() { if (!bar.controller.review.active) player.stop() }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        spacing: 6
        Label {
            text: qsTr("Review")
            font.family: Theme.serif
            font.bold: true
            color: Theme.ink
        }
        AppButton {
            objectName: "reviewStart"
            implicitWidth: 46
            leftPadding: 6
            rightPadding: 6
            text: "|\u25C0"
            toolTip: qsTr("The start (Home)")
            enabled: bar.turn > 0
            onClicked: bar.controller.review.turn = 0
        }
        AppButton {
            objectName: "reviewBack"
            implicitWidth: 46
            leftPadding: 6
            rightPadding: 6
            text: "\u25C0"
            toolTip: qsTr("A turn back (Left)")
            enabled: bar.turn > 0
            onClicked: bar.step(-1)
        }
        AppButton {
            objectName: "reviewPlay"
            implicitWidth: 46
            leftPadding: 6
            rightPadding: 6
            text: player.running ? "||" : "\u25B6\u25B6"
            toolTip: player.running ? qsTr("Pause (P)") : qsTr("Play the turns one by one (P)")
            enabled: bar.turn < bar.length || player.running
            onClicked: player.running ? player.stop() : player.start()
        }
        AppButton {
            objectName: "reviewForward"
            implicitWidth: 46
            leftPadding: 6
            rightPadding: 6
            text: "\u25B6"
            toolTip: qsTr("A turn on (Right)")
            enabled: bar.turn < bar.length
            onClicked: bar.step(1)
        }
        AppButton {
            objectName: "reviewEnd"
            implicitWidth: 46
            leftPadding: 6
            rightPadding: 6
            text: "\u25B6|"
            toolTip: qsTr("The end (End)")
            enabled: bar.turn < bar.length
            onClicked: bar.controller.review.turn = bar.length
        }
        Slider {
            id: slider
            objectName: "reviewSlider"
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            from: 0
            to: Math.max(1, bar.length)
            stepSize: 1
            snapMode: Slider.SnapAlways
            // Read again when the length arrives: a turn past the old end was clamped to it,
            // and the knob sat at the left while the label said "71 of 71".
            value: Math.min(bar.turn, to)
            onMoved: bar.controller.review.turn = Math.round(value)
        }
        Label {
            id: turnLabel
            objectName: "reviewTurnLabel"
            text: qsTr("Turn %1 of %2").arg(bar.turn).arg(bar.length)
            color: Theme.inkSoft
            // As wide as its widest text, so the buttons never move under the pointer.
            Layout.minimumWidth: widest.width
            horizontalAlignment: Text.AlignRight
            TextMetrics {
                id: widest
                font: turnLabel.font
                text: qsTr("Turn %1 of %2").arg(bar.length).arg(bar.length)
            }
        }
        AppButton {
            objectName: "reviewPlayOn"
            text: qsTr("Play from here")
            toolTip: qsTr("Go on playing from this turn; the turns after it are dropped")
            visible: !bar.controller.ending.gameOver
            onClicked: bar.controller.review.endReview(true)
        }
        AppButton {
            objectName: "reviewClose"
            primary: true
            text: qsTr("Close")
            toolTip: qsTr("End the review")
            onClicked: bar.controller.review.endReview(false)
        }
    }

    Shortcut { sequences: ["Left"]; enabled: bar.visible; onActivated: bar.step(-1) }
    Shortcut { sequences: ["Right"]; enabled: bar.visible; onActivated: bar.step(1) }
    Shortcut { sequences: ["Home"]; enabled: bar.visible; onActivated: bar.controller.review.turn = 0 }
    Shortcut { sequences: ["End"]; enabled: bar.visible; onActivated: bar.controller.review.turn = bar.length }
    Shortcut { sequences: ["P"]; enabled: bar.visible; onActivated: player.running ? player.stop() : player.start() }
}
