import QtQuick

// Scores over the game: one line per player against the turn, from the controller's score
// history ([{turn, scores, final}]). A score holds until the turn it changes, so the lines are
// steps; the final scoring has its own place at the right, marked "end". Both axes are labelled
// at round steps.
Canvas {
    id: chart

    property var history: []
    property var colours: []
    property real progress: 1 // 0..1: how much of the line is drawn (for the reveal)
    readonly property string turnLabel: qsTr("turn")
    readonly property string pointsLabel: qsTr("points")
    readonly property string endLabel: qsTr("end", "the final scoring on the chart's turn axis")

    onHistoryChanged: requestPaint()
    onProgressChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()
    onTurnLabelChanged: requestPaint()

    // A round step (1, 2, 5, 10, 20, 25, 50, ...) that cuts 0..top into at most `most` parts.
    function niceStep(top, most) {
        const steps = [1, 2, 5, 10, 20, 25, 50]
        for (let scale = 1; ; scale *= 10) {
            for (const s of steps) {
                if (top / (s * scale) <= most)
                    return s * scale
            }
        }
    }

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const n = history.length
        if (n < 1)
            return
        let top = 1
        for (const entry of history)
            for (const v of entry.scores)
                top = Math.max(top, v)
        const last = history[n - 1]
        const lastTurn = last.turn || 0
        const hasEnd = last.final === true
        // The end's place, a little beyond the last turn.
        const endTurn = lastTurn + Math.max(1, Math.round(lastTurn * 0.06))
        const xTop = Math.max(1, hasEnd ? endTurn : lastTurn)
        const yStep = niceStep(top, 5)
        top = Math.ceil(top / yStep) * yStep
        ctx.font = Theme.fontSmall + "px sans-serif"
        const labelWidth = ctx.measureText(String(top)).width
        const left = Math.ceil(labelWidth) + 10, bottom = height - 22, right = width - 8, topY = 18
        const xOf = t => left + (right - left) * t / xTop
        const yOf = v => bottom - (bottom - topY) * v / top
        ctx.lineWidth = 1
        ctx.fillStyle = Theme.inkSoft
        // Points: grid lines and labels.
        for (let v = 0; v <= top; v += yStep) {
            ctx.strokeStyle = v === 0 ? "#60000000" : "#24000000"
            ctx.beginPath(); ctx.moveTo(left, yOf(v)); ctx.lineTo(right, yOf(v)); ctx.stroke()
            ctx.textAlign = "right"
            ctx.fillText(String(v), left - 5, yOf(v) + 4)
        }
        ctx.textAlign = "left"
        ctx.fillText(pointsLabel, 2, 11)
        // Turns: ticks and labels, the end's apart.
        const xStep = niceStep(Math.max(1, lastTurn), 8)
        ctx.strokeStyle = "#60000000"
        ctx.textAlign = "center"
        for (let t = 0; t <= lastTurn; t += xStep) {
            ctx.beginPath(); ctx.moveTo(xOf(t), bottom); ctx.lineTo(xOf(t), bottom + 4); ctx.stroke()
            ctx.fillText(String(t), xOf(t), bottom + 15)
        }
        if (hasEnd) {
            ctx.strokeStyle = "#24000000"
            ctx.beginPath(); ctx.moveTo(xOf(endTurn), topY); ctx.lineTo(xOf(endTurn), bottom); ctx.stroke()
            // Centred under its line, but whole: moved left where the edge would cut it.
            const half = ctx.measureText(endLabel).width / 2
            ctx.fillText(endLabel, Math.min(xOf(endTurn), width - half - 1), bottom + 15)
        }
        ctx.textAlign = "right"
        ctx.fillText(turnLabel, right, topY - 6)
        // One step line per player.
        const shown = Math.max(1, Math.round(n * progress))
        const players = history[0].scores.length
        const xAt = i => xOf(history[i].final === true && hasEnd ? endTurn : history[i].turn || 0)
        for (let p = 0; p < players; ++p) {
            ctx.strokeStyle = colours[p] || "#000"
            ctx.lineWidth = 2.5
            ctx.beginPath()
            ctx.moveTo(xAt(0), yOf(history[0].scores[p]))
            for (let i = 1; i < shown; ++i) {
                ctx.lineTo(xAt(i), yOf(history[i - 1].scores[p]))
                ctx.lineTo(xAt(i), yOf(history[i].scores[p]))
            }
            ctx.stroke()
        }
    }
}
