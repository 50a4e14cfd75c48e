pragma Singleton
import QtQuick

// Colours, sizes and fonts of the whole window, in one place.
QtObject {
    // The table the game lies on: warm, calm, slightly darker at the edges.
    readonly property color table: "#b59a6d"
    readonly property color tableLight: "#c9b287"
    readonly property color tableDark: "#8f7650"
    readonly property color tableGrid: "#10000000"

    readonly property color parchment: "#f6efdf"
    readonly property color parchmentDeep: "#e8dbbf"
    readonly property color panel: "#f3ead7"
    readonly property color panelEdge: "#cdb98f"
    readonly property color ink: "#3a2e22"
    readonly property color inkSoft: "#6e5c47"
    readonly property color inkFaint: "#9a8670"
    readonly property color accent: "#b2533a"
    readonly property color accentSoft: "#e7b49a"
    readonly property color gold: "#e8b923"
    readonly property color highlight: "#fff3a8"
    readonly property color legal: "#fffbe9"
    readonly property color fits: "#5a9a3c" // a tile still to come that has a square now
    readonly property color danger: "#8c2f1e"
    readonly property color shadow: "#40000000"
    // An online seat: its player here, or away (the connection lost; the banner too).
    readonly property color seatHere: "#3f8f3a"
    readonly property color seatAway: "#d08a1e"
    // What rule modules mark on the board (BoardMarker): shades by tone, tokens' size in cells.
    readonly property color markerRisk: "#30b2533a"
    readonly property color markerSurveyor: "#4cffe27a" // a surveyor's column: a golden band
    readonly property color markerGhost: "#e0343d58" // a ghost's disc: a white ghost on slate
    readonly property color markerHound: "#f0f6efdf"
    readonly property color markerGraveyard: "#506a4c9c" // an open graveyard, violet
    readonly property color markerBankClear: "#38fff6c8" // a completed fog bank: the sun through
    readonly property color markerBankNever: "#34384050" // a fog bank that can never complete
    readonly property real markerTokenSize: 0.62
    // The fields overlay: one colour per field (by its number), white numbers on them.
    readonly property var fieldColours: ["#7b2d8b", "#1f6fb2", "#c2571a", "#2a7a4a",
                                         "#a8326e", "#5a4fcf", "#8a6d1c", "#1c7c8a"]

    readonly property string serif: "DejaVu Serif"
    readonly property string sans: "DejaVu Sans"

    // The text size setting: 1 (normal), 1.15 (large), 1.3 (larger). Every text size follows
    // it, and the side panel widens a little so its lines still fit.
    property real textScale: 1
    function text(pixels) { return Math.round(pixels * textScale) }
    readonly property int fontSmall: text(12)
    readonly property int fontNormal: text(14)
    readonly property int fontLarge: text(18)
    readonly property int fontTitle: text(26)
    readonly property int radius: 8
    readonly property int spacing: 10
    readonly property int sidePanelWidth: Math.round(300 * Math.sqrt(textScale))
    readonly property real cell: 96 // board pixels per cell at zoom 1
    // The smallest a figure ring is drawn on screen, in pixels, however far the board is
    // zoomed out: a target the pointer finds at once.
    readonly property real minSpotPixels: 26

    // 0 (no animation) .. 2 (slow); durations scale with it. Set from the settings.
    property real animationSpeed: 1
    function duration(ms) { return Math.round(ms * animationSpeed) }
}
