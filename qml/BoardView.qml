import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Carcassonne.Game

// The landscape: placed tiles, figures, where the current tile may go (with a preview of it
// under the pointer), figure targets after placing, scores rising from features. Pans with a
// drag or the arrow keys, zooms with the wheel, a pinch or +/-.
Item {
    id: board

    required property GameController controller
    property real zoom: 1
    property real panX: width / 2
    property real panY: height / 2
    readonly property real cell: Theme.cell
    readonly property real minZoom: 0.15
    readonly property real maxZoom: 3
    // The cell under the pointer (or the keyboard cursor) and whether the tile may go there.
    property int hoverX: 0
    property int hoverY: 0
    property bool hovering: false
    readonly property var hoverRotations: {
        controller.board.placements.count // re-evaluated whenever the placements change
        return hovering ? controller.turn.rotationsAt(hoverX, hoverY) : []
    }
    readonly property int previewRotation: {
        controller.turn.rotation
        return hoverRotations.length > 0 ? controller.turn.rotationFor(hoverX, hoverY) : -1
    }
    property bool showDeadSpots: true
    // Figure rings at least Theme.minSpotPixels across however far the view is zoomed out
    // (the tile just laid parts them at that size where it can), in quarter steps so that a
    // zoom does not rebuild them at every notch.
    readonly property real spotScale: Math.min(2, Math.max(1, Math.ceil(Theme.minSpotPixels / (cell * 0.3 * zoom) * 4) / 4))
    onSpotScaleChanged: controller.board.spotScale = spotScale
    Component.onCompleted: controller.board.spotScale = spotScale
    // Pixel size asked of tile pictures: once the view rests, the size tiles have on screen, so
    // the renderer copies pixels instead of scaling them (the software renderer scales slowly).
    property int tileResolution: 96
    // True while the view pans or zooms, and shortly after: tiles scale without filtering then.
    property bool moving: false
    onZoomChanged: { settle.restart(); updateView() }
    onPanXChanged: { settle.restart(); updateView() }
    onPanYChanged: { settle.restart(); updateView() }
    Timer {
        id: settle
        interval: 180
        onRunningChanged: if (running) board.moving = true
        onTriggered: {
            board.moving = false
            board.updateLayered()
            board.tileResolution = Math.max(32, Math.min(768, Math.ceil(board.cell * board.zoom * Screen.devicePixelRatio)))
        }
    }
    property int dragging: 0 // pixels moved since the press

    // A board of many tiles (cullFrom or more). Zoomed in, the tiles, figures, legal positions
    // and dead spots out of view are hidden (the renderer then does not walk them each frame):
    // `view` holds the cells in view and a margin, in steps of 8 cells, so that a pan re-reads
    // it only when it crosses a step. Zoomed out (tiles under layerBelow pixels at rest), the
    // tiles and the figures are each drawn once into a picture at the size they have on
    // screen, and panning and zooming move the pictures instead of thousands of items; they
    // are drawn again when the board changes or the view comes to rest at another zoom.
    property int cullFrom: 500
    readonly property real layerBelow: 40
    readonly property int tileCount: controller.board.tiles.count
    property bool layered: false
    property real layerZoom: 1 // the zoom the pictures were last drawn for
    readonly property bool culling: tileCount >= cullFrom && !layered
    property var view: ({ l: -1e9, t: -1e9, r: 1e9, b: 1e9 })
    function updateView() {
        if (!culling)
            return
        const size = cell * zoom, margin = 4, step = 8
        const l = Math.floor((Math.floor(-panX / size) - margin) / step) * step
        const t = Math.floor((Math.floor(-panY / size) - margin) / step) * step
        const r = Math.ceil((Math.ceil((width - panX) / size) + margin) / step) * step
        const b = Math.ceil((Math.ceil((height - panY) / size) + margin) / step) * step
        if (l !== view.l || t !== view.t || r !== view.r || b !== view.b)
            view = { l: l, t: t, r: r, b: b }
    }
    onCullingChanged: updateView()
    function inView(x, y, w, h) {
        return !culling || (x + w > view.l && x <= view.r && y + h > view.t && y <= view.b)
    }
    function updateLayered() {
        layered = tileCount >= cullFrom && cell * zoom * Screen.devicePixelRatio <= layerBelow
        if (layered)
            layerZoom = zoom
    }
    onTileCountChanged: if (!moving) updateLayered()
    // The pictures' area (the land and a cell around it, in board pixels) and size.
    readonly property rect layerArea: {
        const b = controller.board.landBounds
        return Qt.rect((b.x - 1) * cell, (b.y - 1) * cell, (b.width + 2) * cell, (b.height + 2) * cell)
    }
    readonly property size layerSize: {
        const k = layerZoom * Screen.devicePixelRatio
        const f = Math.min(k, 4096 / Math.max(1, layerArea.width), 4096 / Math.max(1, layerArea.height))
        return Qt.size(Math.max(1, Math.ceil(layerArea.width * f)), Math.max(1, Math.ceil(layerArea.height * f)))
    }

    clip: true
    focus: true

    function cellAt(px, py) {
        return Qt.point(Math.floor((px - panX) / (cell * zoom)),
                        Math.floor((py - panY) / (cell * zoom)))
    }
    function zoomAt(factor, px, py) {
        const z = Math.max(minZoom, Math.min(maxZoom, zoom * factor))
        const wx = (px - panX) / zoom
        const wy = (py - panY) / zoom
        zoom = z
        panX = px - wx * z
        panY = py - wy * z
    }
    function centreOn(cx, cy) {
        panX = width / 2 - (cx + 0.5) * cell * zoom
        panY = height / 2 - (cy + 0.5) * cell * zoom
    }
    // The view follows the landscape as it grows and the board as it is resized, until the user
    // pans or zooms; then it stays where they put it, until Fit (F) hands it back.
    property bool userMoved: false
    property rect followedBounds
    function follow() {
        if (userMoved || width <= 0 || height <= 0)
            return
        followedBounds = controller.board.landBounds
        fitView()
    }
    onWidthChanged: { follow(); updateView() }
    onHeightChanged: { follow(); updateView() }
    Connections {
        target: board.controller
        function onStateChanged() {
            // Never while a person finishes the turn they laid a tile in: the tile would slide
            // away just as its figure spots or choices are to be clicked. Between turns, and on
            // the computer's, the view follows.
            if (board.controller.turn.humanTurn && board.controller.turn.phase !== "placeTile"
                    && board.controller.turn.phase !== "gameOver")
                return
            const b = board.controller.board.landBounds, f = board.followedBounds
            if (b.x !== f.x || b.y !== f.y || b.width !== f.width || b.height !== f.height)
                board.follow()
        }
    }
    function userPan(dx, dy) {
        userMoved = true
        pan(dx, dy)
    }
    function userZoomAt(factor, px, py) {
        userMoved = true
        zoomAt(factor, px, py)
    }
    // One step of "+", "-" or a wheel's notch: two steps from a tile to about twice its size,
    // so that a few reach from the whole board to a tile's figures.
    readonly property real zoomStep: 1.4
    function zoomIn() { userZoomAt(zoomStep, width / 2, height / 2) }
    function zoomOut() { userZoomAt(1 / zoomStep, width / 2, height / 2) }
    // Shows the whole landscape with the squares around it (where the lit squares are) and half a
    // cell more, and follows it again. Cells laid without a tile (Mayflower's coast and sea) show
    // only as the strip beside the land: they would shrink the tiles to make room for them.
    function fit() {
        userMoved = false
        followedBounds = controller.board.landBounds
        fitView()
    }
    // Room kept free at the bottom of the view by what lies over the board there (a first
    // game's hint card): the landscape fits above it.
    property real insetBottom: 0
    onInsetBottomChanged: follow()
    function fitView() {
        const b = controller.board.landBounds
        const w = (b.width + 1) * cell
        const h = (b.height + 1) * cell
        const free = Math.max(height / 2, height - insetBottom)
        zoom = Math.max(minZoom, Math.min(1.4, Math.min(width / w, free / h)))
        panX = width / 2 - (b.x + b.width / 2) * cell * zoom
        panY = free / 2 - (b.y + b.height / 2) * cell * zoom
    }
    function pan(dx, dy) {
        panX += dx
        panY += dy
    }

    Keys.onLeftPressed: userPan(cell * 0.75, 0)
    Keys.onRightPressed: userPan(-cell * 0.75, 0)
    Keys.onUpPressed: userPan(0, cell * 0.75)
    Keys.onDownPressed: userPan(0, -cell * 0.75)

    // The table: one warm colour (a gradient costs the software renderer a full repaint of
    // every pixel each frame while panning).
    Rectangle {
        anchors.fill: parent
        color: Theme.table
    }
    MouseArea {
        id: pointer
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        property real lastX: 0
        property real lastY: 0

        function track(mouse) {
            const c = board.cellAt(mouse.x, mouse.y)
            board.hoverX = c.x
            board.hoverY = c.y
            board.hovering = true
        }
        onPressed: mouse => {
            lastX = mouse.x
            lastY = mouse.y
            board.dragging = 0
            board.forceActiveFocus()
        }
        onPositionChanged: mouse => {
            if (pressed && (mouse.buttons & Qt.LeftButton)) {
                board.dragging += Math.abs(mouse.x - lastX) + Math.abs(mouse.y - lastY)
                if (board.dragging > 4)
                    board.userPan(mouse.x - lastX, mouse.y - lastY)
                lastX = mouse.x
                lastY = mouse.y
            }
            track(mouse)
        }
        onExited: board.hovering = false
        onClicked: mouse => {
            if (board.dragging > 4)
                return
            track(mouse)
            if (mouse.button === Qt.RightButton)
                board.controller.turn.rotate(1, board.hoverX, board.hoverY)
            else if (board.controller.turn.phase === "placeTile")
                board.controller.turn.placeTile(board.hoverX, board.hoverY)
            else if (board.controller.turn.phase === "placeFigure")
                board.controller.turn.selectedTarget = -1
        }
        onWheel: wheel => {
            if (wheel.modifiers & (Qt.ControlModifier | Qt.ShiftModifier)) {
                const d = wheel.angleDelta.y !== 0 ? wheel.angleDelta.y : wheel.angleDelta.x
                board.controller.turn.rotate(d > 0 ? -1 : 1, board.hoverX, board.hoverY)
            } else {
                board.userZoomAt(Math.pow(board.zoomStep, wheel.angleDelta.y / 120), wheel.x, wheel.y)
            }
        }
    }

    PinchHandler {
        target: null
        property real startZoom: 1
        onActiveChanged: if (active) startZoom = board.zoom
        onActiveScaleChanged: {
            const factor = startZoom * activeScale / board.zoom
            board.userZoomAt(factor, centroid.position.x, centroid.position.y)
        }
    }

    Item {
        id: world
        x: board.panX
        y: board.panY
        scale: board.zoom
        transformOrigin: Item.TopLeft

        // Placed tiles.
        // (A layer covers its item's own rectangle: the item spans the land, and the tiles lie in
        // a child that puts them back at their places on the board.)
        Item {
            id: placedTiles
            objectName: "placedTiles"
            x: board.layerArea.x
            y: board.layerArea.y
            width: board.layerArea.width
            height: board.layerArea.height
            layer.enabled: board.layered
            layer.textureSize: board.layerSize
            layer.smooth: !board.moving
            Item {
                x: -placedTiles.x
                y: -placedTiles.y
                Repeater {
                    model: board.controller.board.tiles
                    delegate: Image {
                        x: (model.x + model.offsetX) * board.cell
                        y: (model.y + model.offsetY) * board.cell
                        width: board.cell * model.cellsWide
                        height: board.cell * model.cellsHigh
                        visible: board.inView(model.x + model.offsetX, model.y + model.offsetY,
                                              model.cellsWide, model.cellsHigh)
                        source: model.source
                        sourceSize: Qt.size(board.tileResolution * model.cellsWide,
                                            board.tileResolution * model.cellsHigh)
                        smooth: board.layered || !board.moving
                    }
                }
            }
        }

        // What the rule modules mark on the board (Mayflower's coast and surveyors): ground
        // under the tiles, shades over them and under the figures, tokens over everything.
        Repeater {
            model: board.controller.board.markers
            delegate: BoardMarker {
                cell: board.cell
                zoom: board.zoom
                moving: board.moving
                resolution: board.tileResolution
            }
        }

        // The tile placed last: a warm frame.
        Rectangle {
            objectName: "lastPlacedMarker"
            visible: board.controller.board.hasLastPlaced
            x: board.controller.board.lastPlaced.x * board.cell - 2
            y: board.controller.board.lastPlaced.y * board.cell - 2
            width: board.cell + 4
            height: board.cell + 4
            color: "transparent"
            border.color: Theme.gold
            border.width: 3 / Math.max(0.5, board.zoom)
            radius: 3
        }

        // Dead spots: no tile still to come fits here.
        Repeater {
            model: board.showDeadSpots ? board.controller.board.deadSpots : null
            delegate: Item {
                x: model.x * board.cell
                y: model.y * board.cell
                width: board.cell
                height: board.cell
                visible: board.inView(model.x, model.y, 1, 1)
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: board.cell * 0.06
                    radius: board.moving ? 0 : 6
                    color: "#30000000"
                    border.color: "#50000000"
                }
                Label {
                    anchors.centerIn: parent
                    text: "\u2715"
                    color: "#70000000"
                    font.pixelSize: board.cell * 0.4
                }
            }
        }

        // Every position the current tile may go to. They pulse together: one animation of the
        // layer's opacity, not one a square (a board of thousands of tiles has hundreds of them,
        // and as many animations cost more than the frames they draw). A few pulses whenever
        // they change, then they rest lit: a pulse without end kept the renderer drawing 60
        // frames a second on a board nobody touched (most of a core in software rendering).
        Item {
            id: legalPositions
            objectName: "legalPositions"
            readonly property alias pulsing: pulse.running
            function pulseAgain() {
                pulse.stop()
                opacity = 1
                if (Theme.animationSpeed > 0)
                    pulse.start()
            }
            // A view made when the positions are already there (a game opened, the screen
            // shown again).
            Component.onCompleted: if (board.controller.board.placements.count > 0) pulseAgain()
            SequentialAnimation on opacity {
                id: pulse
                loops: 3
                running: false
                paused: running && board.moving
                NumberAnimation { from: 1; to: 0.55; duration: 900; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.55; to: 1; duration: 900; easing.type: Easing.InOutSine }
            }
            Connections {
                // Each placing of a tile fills the list from empty (the figure step and the
                // others' turns have none).
                target: board.controller.board.placements
                function onCountChanged() {
                    if (board.controller.board.placements.count > 0)
                        legalPositions.pulseAgain()
                }
            }
            Connections {
                target: Theme
                function onAnimationSpeedChanged() { legalPositions.pulseAgain() }
            }
            Repeater {
                model: board.controller.board.placements
                delegate: Rectangle {
                    x: model.x * board.cell + board.cell * 0.04
                    y: model.y * board.cell + board.cell * 0.04
                    visible: board.inView(model.x, model.y, 1, 1)
                    width: board.cell * 0.92
                    height: board.cell * 0.92
                    radius: board.moving ? 0 : 6 // square corners draw much faster in software
                    antialiasing: !board.moving
                    color: "#55fffbe9"
                    border.color: Theme.legal
                    border.width: 2 / Math.max(0.5, board.zoom)
                }
            }
        }

        // The current tile under the pointer, turned to a rotation that fits there.
        Image {
            id: preview
            objectName: "hoverPreview"
            visible: board.previewRotation >= 0 && board.controller.turn.phase === "placeTile"
                     && board.controller.turn.humanTurn
            // A tile of several cells is drawn unturned over its cells and turned about the
            // centre of its first cell, the one at the hovered position.
            readonly property rect cells: board.controller.turn.currentTileCells
            x: (board.hoverX + cells.x) * board.cell
            y: (board.hoverY + cells.y) * board.cell
            width: board.cell * cells.width
            height: board.cell * cells.height
            opacity: 0.9
            source: board.controller.turn.currentTileSource
            sourceSize: Qt.size(board.tileResolution * cells.width, board.tileResolution * cells.height)
            transform: Rotation {
                id: previewTurn
                origin.x: (0.5 - preview.cells.x) * board.cell
                origin.y: (0.5 - preview.cells.y) * board.cell
                angle: Math.max(0, board.previewRotation) * 90
                Behavior on angle {
                    enabled: Theme.animationSpeed > 0
                    RotationAnimation { duration: Theme.duration(140); direction: RotationAnimation.Shortest }
                }
            }
            Rectangle {
                anchors.fill: parent
                color: "transparent"
                border.color: Theme.accent
                border.width: 3 / Math.max(0.5, board.zoom)
            }
        }

        // The whole feature a figure target belongs to.
        Repeater {
            model: board.controller.board.highlight
            delegate: Item {
                Rectangle {
                    x: model.x * board.cell
                    y: model.y * board.cell
                    width: board.cell
                    height: board.cell
                    color: "#40fff3a8"
                    border.color: Theme.highlight
                    border.width: 2 / Math.max(0.5, board.zoom)
                }
                Rectangle {
                    x: model.ax * board.cell - width / 2
                    y: model.ay * board.cell - height / 2
                    width: board.cell * 0.22
                    height: width
                    radius: width / 2
                    color: "#c0fff3a8"
                    border.color: Theme.accent
                    border.width: 2
                }
            }
        }

        // The fields overlay: a numbered disc on each tile's part of a field, one colour and
        // number per field, so where one field ends and the next begins shows at a glance.
        Repeater {
            model: board.controller.settings.showFields ? board.controller.board.fields : null
            delegate: Rectangle {
                required property var model
                objectName: "fieldDisc"
                x: model.x * board.cell - width / 2
                y: model.y * board.cell - height / 2
                width: board.cell * 0.24
                height: width
                radius: width / 2
                color: Theme.fieldColours[(model.number - 1) % Theme.fieldColours.length]
                opacity: 0.9
                border.color: "#ffffff"
                border.width: 1.5 / Math.max(0.5, board.zoom)
                Label {
                    anchors.centerIn: parent
                    text: parent.model.number
                    color: "#ffffff"
                    font.bold: true
                    font.pixelSize: Math.max(6, parent.width * 0.55)
                }
                HoverHandler { id: fieldHover }
                ToolTip.visible: fieldHover.hovered
                ToolTip.delay: 300
                ToolTip.text: qsTr("Field %1: %n completed cit(y/ies) beside it", "", model.cities).arg(model.number)
            }
        }

        // Figures on the board.
        Item {
            id: placedFigures
            objectName: "placedFigures"
            x: board.layerArea.x
            y: board.layerArea.y
            width: board.layerArea.width
            height: board.layerArea.height
            layer.enabled: board.layered
            layer.textureSize: board.layerSize
            layer.smooth: !board.moving
            Item {
                x: -placedFigures.x
                y: -placedFigures.y
                Repeater {
                    model: board.controller.board.figures
                    delegate: Image {
                        id: placedFigure
                        required property var model
                        required property int index
                        objectName: "placedFigure_" + index
                        x: model.x * board.cell - width / 2
                        y: model.y * board.cell - height * 0.6
                        visible: board.inView(Math.floor(model.x), Math.floor(model.y), 1, 1)
                        width: board.cell * 0.34 * (model.scale || 1)
                        height: width
                        source: model.source
                        sourceSize: Qt.size(Math.min(256, board.tileResolution / 2), Math.min(256, board.tileResolution / 2))
                        smooth: !board.moving
                        // Pointing at a figure lights its whole feature and says who holds it and
                        // what it is worth.
                        HoverHandler {
                            id: figureHover
                            onHoveredChanged: {
                                if (hovered)
                                    board.controller.turn.hoveredFigure = placedFigure.index
                                else if (board.controller.turn.hoveredFigure === placedFigure.index)
                                    board.controller.turn.hoveredFigure = -1
                            }
                        }
                        ToolTip.visible: figureHover.hovered && board.controller.turn.hoveredFigure === index
                                         && board.controller.turn.hoveredFigureInfo !== ""
                        ToolTip.delay: 300
                        ToolTip.text: board.controller.turn.hoveredFigureInfo
                    }
                }
            }
        }

        // Where a figure may go now, after placing the tile.
        Repeater {
            model: board.controller.board.targets
            delegate: FigureTarget {
                controller: board.controller
                cell: board.cell
                zoom: board.zoom
            }
        }

        // Open choices that are about a place (which feature scores next, which arrow):
        // numbered as their buttons are, chosen by a click here too.
        Repeater {
            model: board.controller.turn.phase === "choice" && board.controller.turn.humanTurn
                   ? board.controller.turn.choices : []
            delegate: Rectangle {
                id: pointer
                required property var modelData
                required property int index
                readonly property bool hovered: board.controller.turn.hoveredChoice === index
                                                || choiceArea.containsMouse
                objectName: "choicePointer" + index
                visible: modelData.ax !== undefined
                z: 3
                width: board.cell * 0.34
                height: width
                radius: width / 2
                x: (modelData.ax || 0) * board.cell - width / 2
                y: (modelData.ay || 0) * board.cell - height / 2
                color: hovered ? Theme.highlight : Theme.accent
                border.color: Theme.parchment
                border.width: 3 / Math.max(0.5, board.zoom)
                scale: hovered ? 1.15 : 1
                Label {
                    anchors.centerIn: parent
                    text: pointer.index + 1
                    font.bold: true
                    font.pixelSize: parent.height * 0.55
                    color: pointer.hovered ? Theme.ink : Theme.parchment
                }
                MouseArea {
                    id: choiceArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onEntered: board.controller.turn.hoveredChoice = pointer.index
                    onExited: if (board.controller.turn.hoveredChoice === pointer.index) board.controller.turn.hoveredChoice = -1
                    onClicked: board.controller.turn.choose(pointer.modelData.index)
                }
                ToolTip {
                    visible: choiceArea.containsMouse
                    delay: 200
                    text: pointer.modelData.label
                }
            }
        }

        Item { id: popups }

        // A cell pointed out from elsewhere (a log line, a last move shown again): a ring that
        // pulses, in the accent or in the colour of the player who laid the tile.
        Rectangle {
            id: cellFlash
            objectName: "cellFlash"
            property int cellX: 0
            property int cellY: 0
            property color tone: Theme.accent
            x: cellX * board.cell
            y: cellY * board.cell
            width: board.cell
            height: board.cell
            color: "transparent"
            border.color: tone
            border.width: 5 / Math.max(0.5, board.zoom)
            radius: 4
            visible: opacity > 0
            opacity: 0
            SequentialAnimation {
                id: flashAnimation
                loops: 3
                NumberAnimation { target: cellFlash; property: "opacity"; from: 1; to: 0.2; duration: 350 }
                NumberAnimation { target: cellFlash; property: "opacity"; from: 0.2; to: 1; duration: 350 }
                onFinished: cellFlash.opacity = 0
            }
        }
    }

    // Brings the cell into the middle of the view and rings it (the log's "show me where").
    // The view then stays where it was put, as after the player's own move.
    function showCell(x, y) {
        userMoved = true
        centreOn(x, y)
        flashCell(x, y, Theme.accent, 3)
    }
    function flashCell(x, y, tone, loops) {
        cellFlash.cellX = x
        cellFlash.cellY = y
        cellFlash.tone = tone
        cellFlash.opacity = 1
        flashAnimation.loops = loops
        flashAnimation.restart()
    }

    Component {
        id: scorePopup
        Label {
            id: popup
            property real startY: 0
            property color tint: Theme.gold
            font.pixelSize: board.cell * 0.36
            font.bold: true
            font.family: Theme.serif
            color: tint
            style: Text.Outline
            styleColor: "#402000"
            NumberAnimation on y {
                from: popup.startY
                to: popup.startY - board.cell * 0.9
                duration: Math.max(1, Theme.duration(1400))
                easing.type: Easing.OutCubic
            }
            NumberAnimation on opacity {
                from: 1
                to: 0
                duration: Math.max(1, Theme.duration(1400))
                easing.type: Easing.InQuad
                onFinished: popup.destroy()
            }
        }
    }

    // A figure going home: it lifts off its feature and fades.
    Component {
        id: leavingFigure
        Image {
            id: leaving
            property real startY: 0
            width: board.cell * 0.34
            height: width
            sourceSize: Qt.size(128, 128)
            NumberAnimation on y {
                from: leaving.startY
                to: leaving.startY - board.cell * 0.5
                duration: Math.max(1, Theme.duration(900))
                easing.type: Easing.InQuad
            }
            NumberAnimation on opacity {
                from: 1
                to: 0
                duration: Math.max(1, Theme.duration(900))
                onFinished: leaving.destroy()
            }
        }
    }

    Connections {
        target: board.controller
        function onFigureReturned(x, y, source) {
            if (Theme.animationSpeed <= 0)
                return
            const w = board.cell * 0.34
            leavingFigure.createObject(popups, { source: source, x: x * board.cell - w / 2,
                                                 startY: y * board.cell - w * 0.6 })
        }
        function onScored(x, y, points, colours, finalScoring) {
            if (Theme.animationSpeed <= 0)
                return
            const p = scorePopup.createObject(popups, {
                text: "+" + points,
                tint: colours.length > 0 ? colours[0] : Theme.gold,
                startY: y * board.cell - board.cell * 0.3
            })
            p.x = x * board.cell - p.implicitWidth / 2
        }
        // A last move shown again: its tile in view, ringed once in its player's colour.
        function onMoveShown(x, y, colour) {
            const px = board.panX + (x + 0.5) * board.cell * board.zoom
            const py = board.panY + (y + 0.5) * board.cell * board.zoom
            if (px < 0 || py < 0 || px > board.width || py > board.height)
                board.centreOn(x, y)
            board.flashCell(x, y, colour !== "" ? colour : Theme.accent, 1)
        }
        function onTilePlaced(x, y) {
            // Keep a placed tile in view.
            const px = board.panX + (x + 0.5) * board.cell * board.zoom
            const py = board.panY + (y + 0.5) * board.cell * board.zoom
            if (px < 0 || py < 0 || px > board.width || py > board.height)
                board.centreOn(x, y)
        }
    }
}
