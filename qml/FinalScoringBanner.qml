import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The final scoring shown on the board before the table: one category at a time (roads,
// cities, cloisters, fields...), its features lit and their points rising, with a banner that
// names the category. Click the banner's button (or press Escape) to go straight to the table.
Panel {
    id: banner

    required property GameController controller
    readonly property var steps: controller.ending.finalSteps
    readonly property int step: controller.ending.finalStep
    readonly property bool running: timer.running
    signal finished()

    implicitWidth: row.implicitWidth + 2 * padding
    implicitHeight: row.implicitHeight + 2 * padding
    visible: running

    // Shows the steps one by one; finishes at once when there is nothing to show.
    function start() {
        if (steps.length === 0 || Theme.animationSpeed <= 0) {
            finished()
            return
        }
        controller.ending.finalStep = 0
        timer.restart()
    }
    function stop() {
        if (!timer.running)
            return
        timer.stop()
        controller.ending.finalStep = -1
        finished()
    }

    Timer {
        id: timer
        interval: Math.max(1, Theme.duration(1700))
        repeat: true
        onTriggered: {
            if (banner.controller.ending.finalStep + 1 < banner.steps.length)
                banner.controller.ending.finalStep = banner.controller.ending.finalStep + 1
            else
                banner.stop()
        }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        spacing: 14
        ColumnLayout {
            spacing: 2
            Label {
                text: qsTr("Final scoring (%1 of %2)").arg(Math.max(1, banner.step + 1)).arg(banner.steps.length)
                color: Theme.inkSoft
                font.pixelSize: Theme.fontSmall
            }
            Label {
                objectName: "finalStepTitle"
                readonly property var current: banner.step >= 0 && banner.step < banner.steps.length ? banner.steps[banner.step] : null
                text: current ? qsTr("%1: %n point(s)", "", current.points).arg(current.category) : ""
                color: Theme.ink
                font.family: Theme.serif
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
        }
        AppButton {
            objectName: "skipFinalScoring"
            text: qsTr("Show the table")
            toolTip: qsTr("Skip to the final table (Escape)")
            onClicked: banner.stop()
        }
    }
    Shortcut {
        sequences: ["Escape"]
        enabled: banner.running
        onActivated: banner.stop()
    }
}
