import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The end of the game: who won (or, in a team game, whether the team won and why), final
// scoring revealed category by category, a table per player and category (points during the
// game + at the end), a chart of scores over the game, and another game of the same players: a
// rematch (a new shuffle), or in a team game again or at the rule set's next level.
Panel {
    id: panel

    required property GameController controller
    property int revealed: 0 // categories shown so far
    readonly property var table: controller.ending.finalTable
    readonly property var categories: controller.ending.finalCategories
    readonly property var standing: controller.ending.standingCategories
    // Categories anyone scored in, and the basic ones the game's tiles have.
    readonly property var used: {
        const out = []
        for (let c = 0; c < categories.length; ++c) {
            let any = standing[c] === true
            for (const row of table)
                any = any || row.during[c] !== 0 || row["final"][c] !== 0
            if (any)
                out.push(c)
        }
        return out
    }
    // {kind: "scores", "won" or "lost", text, headline, next} (GameController.ending.outcome).
    readonly property var outcome: controller.ending.outcome
    readonly property bool teamGame: outcome.kind === "won" || outcome.kind === "lost"
    signal closeRequested()
    signal reviewRequested()
    signal newGameRequested()
    // Another game of the same players: at the next level (`next`) or the same one.
    signal againRequested(bool next)

    implicitWidth: Math.max(640, buttonRow.implicitWidth + 2 * padding + 24)
    implicitHeight: column.implicitHeight + 2 * padding

    function start() {
        revealed = Theme.animationSpeed > 0 ? 0 : used.length
        reveal.restart()
    }
    Timer {
        id: reveal
        interval: Math.max(1, Theme.duration(550))
        repeat: true
        running: false
        onTriggered: {
            if (panel.revealed >= panel.used.length)
                stop()
            else
                ++panel.revealed
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 10

        Label {
            objectName: "endTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: {
                if (panel.outcome.kind === "won")
                    return panel.outcome.headline ? qsTr("%1: the team has won!").arg(panel.outcome.headline)
                                                  : qsTr("The team has won!")
                if (panel.outcome.kind === "lost")
                    return panel.outcome.headline ? qsTr("%1: the team has lost").arg(panel.outcome.headline)
                                                  : qsTr("The team has lost")
                const winners = panel.table.filter(r => r.winner).map(r => r.name)
                return winners.length > 1 ? qsTr("A shared victory: %1").arg(winners.join(", "))
                                          : qsTr("%1 wins!").arg(winners.join(""))
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: panel.outcome.kind === "lost" ? Theme.danger : Theme.ink
            wrapMode: Text.WordWrap
        }
        // Why a team game ended, in the rule set's words.
        Label {
            objectName: "endReason"
            Layout.fillWidth: true
            visible: panel.teamGame && text.length > 0
            horizontalAlignment: Text.AlignHCenter
            text: panel.outcome.text || ""
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontLarge
            color: Theme.inkSoft
        }

        GridLayout {
            objectName: "finalTable"
            Layout.alignment: Qt.AlignHCenter
            columns: panel.used.length + 2
            columnSpacing: 16
            rowSpacing: 6

            Label { text: qsTr("Player"); font.bold: true; color: Theme.inkSoft }
            Repeater {
                model: panel.used
                delegate: Label {
                    required property int modelData
                    required property int index
                    text: panel.categories[modelData]
                    font.bold: true
                    color: index < panel.revealed ? Theme.ink : Theme.inkFaint
                }
            }
            Label { text: qsTr("Total"); font.bold: true; color: Theme.ink }

            Repeater {
                model: panel.table
                delegate: Repeater {
                    id: rowRepeater
                    required property var modelData
                    readonly property var row: modelData
                    model: panel.used.length + 2
                    delegate: Label {
                        required property int index
                        readonly property bool nameCell: index === 0
                        readonly property bool totalCell: index === panel.used.length + 1
                        readonly property int category: nameCell || totalCell ? -1 : panel.used[index - 1]
                        text: {
                            if (nameCell)
                                return rowRepeater.row.name + (rowRepeater.row.winner ? " \u2605" : "")
                            if (totalCell)
                                return panel.revealed >= panel.used.length ? rowRepeater.row.total : "…"
                            if (index - 1 >= panel.revealed)
                                return "·"
                            const d = rowRepeater.row.during[category], f = rowRepeater.row["final"][category]
                            return f > 0 ? (d + f) + "  (" + d + " + " + f + ")" : String(d)
                        }
                        color: nameCell ? rowRepeater.row.colourValue : Theme.ink
                        font.bold: nameCell || totalCell
                        font.pixelSize: totalCell ? Theme.fontLarge : Theme.fontNormal
                    }
                }
            }
        }

        // What the brackets in the table mean, when a cell has them.
        Label {
            objectName: "finalTableLegend"
            Layout.alignment: Qt.AlignHCenter
            visible: panel.revealed > 0 && panel.table.some(r => panel.used.some(c => r["final"][c] > 0))
            text: qsTr("In brackets: points during the game + points in the final scoring")
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }

        ScoreChart {
            objectName: "scoreChart"
            Layout.fillWidth: true
            Layout.preferredHeight: 180
            history: panel.controller.scores.scoreHistory
            colours: panel.table.map(r => r.colourValue)
            progress: panel.used.length > 0 ? Math.min(1, 0.5 + 0.5 * panel.revealed / panel.used.length) : 1
        }

        RowLayout {
            id: buttonRow
            Layout.alignment: Qt.AlignHCenter
            AppButton { text: qsTr("Look at the board"); onClicked: panel.closeRequested() }
            AppButton {
                objectName: "reviewButton"
                text: qsTr("Review")
                toolTip: qsTr("Step through the game turn by turn")
                onClicked: panel.reviewRequested()
            }
            AppButton {
                objectName: "againButton"
                primary: panel.outcome.kind === "lost" || (panel.teamGame && !panel.outcome.next)
                text: panel.outcome.headline ? qsTr("Again: %1").arg(panel.outcome.headline)
                                             : (panel.teamGame ? qsTr("Play again") : qsTr("Rematch"))
                toolTip: qsTr("The same players and rules, a new shuffle")
                onClicked: panel.againRequested(false)
            }
            AppButton {
                objectName: "nextLevelButton"
                visible: panel.teamGame && (panel.outcome.next || "").length > 0
                primary: panel.outcome.kind === "won"
                text: qsTr("Next: %1").arg(panel.outcome.next || "")
                toolTip: qsTr("The same players at the next level")
                onClicked: panel.againRequested(true)
            }
            AppButton {
                primary: !panel.teamGame
                text: qsTr("New game")
                onClicked: panel.newGameRequested()
            }
        }
    }
}
