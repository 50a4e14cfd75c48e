import QtQuick

// Scores over the game: one line per player, from the controller's score history.
Canvas {
    id: chart

    property var history: [] // list of lists: scores per player at each scoring moment
    property var colours: []
    property real progress: 1 // 0..1: how much of the line is drawn (for the reveal)

    onHistoryChanged: requestPaint()
    onProgressChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const n = history.length
        if (n < 1)
            return
        let top = 1
        for (const row of history)
            for (const v of row)
                top = Math.max(top, v)
        const left = 34, bottom = height - 18, right = width - 6, topY = 8
        ctx.strokeStyle = "#30000000"
        ctx.fillStyle = Theme.inkSoft
        ctx.font = "11px sans-serif"
        ctx.lineWidth = 1
        const step = top > 100 ? 50 : top > 40 ? 20 : 10
        for (let v = 0; v <= top; v += step) {
            const y = bottom - (bottom - topY) * v / top
            ctx.beginPath(); ctx.moveTo(left, y); ctx.lineTo(right, y); ctx.stroke()
            ctx.fillText(String(v), 4, y + 4)
        }
        const shown = Math.max(1, Math.round(n * progress))
        const players = history[0].length
        for (let p = 0; p < players; ++p) {
            ctx.strokeStyle = colours[p] || "#000"
            ctx.lineWidth = 2.5
            ctx.beginPath()
            for (let i = 0; i < shown; ++i) {
                const x = left + (right - left) * (n > 1 ? i / (n - 1) : 0)
                const y = bottom - (bottom - topY) * history[i][p] / top
                if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y)
            }
            ctx.stroke()
        }
    }
}
