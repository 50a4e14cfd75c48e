import QtQuick

// Whether an online seat's player is here: a filled green dot, away (a hollow amber ring),
// played by the computer (grey), or not taken yet (a hollow grey ring). The lobby's seats and
// the game's player cards show the same dot.
Rectangle {
    id: dot

    required property string status // OnlineTable's seat status: open, here, away, computer, left
    required property bool computer // a computer player's seat

    readonly property bool playedByComputer: computer || status === "computer" || status === "left"

    radius: width / 2
    color: playedByComputer ? Theme.inkFaint : status === "here" ? Theme.seatHere : "transparent"
    border.width: 2
    border.color: status === "away" ? Theme.seatAway : status === "open" ? Theme.inkFaint : color
}
