import QtQuick
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// A turn played with the keyboard alone: Tab picks a position, R turns the tile, Enter places
// it, Tab picks a figure spot, Enter ends the turn; S skips; Ctrl+Z takes a turn back.
Item {
    id: root
    width: 1200
    height: 800

    GameController {
        id: game
        settings.botDelay: 0
        settings.autosavePath: ""
    }
    GameScreen {
        id: screen
        anchors.fill: parent
        controller: game
    }
    LanguageSwitcher { id: languages }

    TestCase {
        name: "GameScreen"
        when: windowShown

        // The pace the window starts with: a test that changes it and fails before it puts it
        // back must not leave the next tests at another pace.
        property real normalSpeed: 1
        function initTestCase() {
            normalSpeed = Theme.animationSpeed
        }

        function init() {
            game.hints.enabled = false // test_hintCard turns them on for itself
            verify(game.startGame({ packages: ["base"], seed: "21",
                                    players: [{ name: "A", color: "red", kind: "human" },
                                              { name: "B", color: "blue", kind: "human" }] }))
            screen.focusBoard()
        }
        function cleanup() {
            screen.rulesHelp.close() // a failed test leaves no dialog over the next one
            Theme.animationSpeed = normalSpeed
        }

        // At the window's smallest size, in its longest language, every tool bar button is
        // whole and clear of the side panel (issue 21, defect 8: Fit and Settings hid under it).
        function test_toolBarAtTheSmallestWindow_data() {
            return [{ tag: "en", code: "en" }, { tag: "nl", code: "nl" }, { tag: "de", code: "de" }]
        }
        function test_toolBarAtTheSmallestWindow(data) {
            languages.language = data.code
            root.width = 1024
            root.height = 640
            waitForRendering(screen)
            const board = findChild(screen, "board")
            for (const group of ["gameTools", "viewTools"]) {
                const row = findChild(screen, group)
                verify(row.children.length >= 4)
                for (let i = 0; i < row.children.length; ++i) {
                    // A button, or an item around one (Undo's, for its tooltip when off).
                    const button = row.children[i].contentItem ? row.children[i] : row.children[i].children[0]
                    const p = button.mapToItem(screen, 0, 0)
                    verify(p.x >= 0, button.text)
                    verify(p.x + button.width <= board.width, button.text + " reaches under the side panel")
                    verify(!button.contentItem.truncated, button.text + " is cut")
                }
            }
            // At the usual 1280x800, one line in every language (German's longer words once
            // pushed the view's group to a second line), as high as a button and its margins.
            root.width = 1280
            root.height = 800
            waitForRendering(screen)
            const tools = findChild(screen, "toolBar")
            verify(tools.height < 60, data.code + ": the tool bar is " + tools.height + " high")
            languages.language = "en"
        }

        function test_turnByKeyboard() {
            // Tab visits the lit squares in reading order: row by row, west to east.
            const board = screen.board
            const n = game.board.placements.count
            verify(n > 2)
            screen.keyboardIndex = -1 // from the first square, whatever a test before left
            let last = null
            for (let i = 0; i < n; ++i) {
                keyClick(Qt.Key_Tab)
                verify(board.hovering)
                if (last)
                    verify(board.hoverY > last.y || (board.hoverY === last.y && board.hoverX > last.x),
                           JSON.stringify(last) + " then " + board.hoverX + "," + board.hoverY)
                last = { x: board.hoverX, y: board.hoverY }
            }
            keyClick(Qt.Key_Tab) // round again to the first
            const p = { x: board.hoverX, y: board.hoverY }
            for (let i = 0; i < n; ++i)
                verify(game.board.placements.get(i).y > p.y || (game.board.placements.get(i).y === p.y && game.board.placements.get(i).x >= p.x))
            const before = board.previewRotation
            // The side panel's tile turns with the preview (issue 21, defect 6).
            const panelTile = findChild(screen, "currentTile")
            tryCompare(panelTile, "rotation", board.previewRotation * 90)
            keyClick(Qt.Key_R)
            verify(game.turn.rotationsAt(p.x, p.y).indexOf(board.previewRotation) >= 0)
            if (game.turn.rotationsAt(p.x, p.y).length > 1)
                verify(board.previewRotation !== before)
            tryCompare(panelTile, "rotation", board.previewRotation * 90)
            keyClick(Qt.Key_Return)
            compare(game.turn.phase, "placeFigure")
            verify(game.board.targets.count > 0)
            keyClick(Qt.Key_Tab)
            compare(game.turn.selectedTarget, 0)
            keyClick(Qt.Key_Return)
            compare(game.turn.currentPlayer, 1)
            // The figure went down (it may have scored and come back at once).
            let placed = false
            for (let i = 0; i < game.log.count; ++i)
                placed = placed || game.log.get(i).text.indexOf("A placed a meeple") >= 0
            verify(placed)
        }

        // Enter presses the focused button (as Space does), before the window's Enter that
        // places a tile or ends the turn.
        function test_enterPressesTheFocusedButton() {
            const fields = findChild(screen, "fieldsButton")
            verify(fields)
            const before = game.settings.showFields
            fields.forceActiveFocus(Qt.TabFocusReason)
            verify(fields.activeFocus)
            keyClick(Qt.Key_Return)
            compare(game.settings.showFields, !before)
            compare(game.turn.phase, "placeTile")
            keyClick(Qt.Key_Enter)
            compare(game.settings.showFields, before)
            screen.focusBoard()
        }

        // Over a square where the chosen rotation does not fit, the preview turns the tile to
        // one that does, and the side panel's tile shows that one too.
        function test_panelTileTurnsAsThePreview() {
            const board = screen.board
            const panelTile = findChild(screen, "currentTile")
            let found = null
            for (let r = 0; r < 4 && !found; ++r) {
                game.turn.rotation = r
                for (let i = 0; i < game.board.placements.count && !found; ++i) {
                    const p = game.board.placements.get(i)
                    if (game.turn.rotationsAt(p.x, p.y).indexOf(r) < 0)
                        found = p
                }
            }
            verify(found, "a square the chosen rotation does not fit")
            board.hoverX = found.x
            board.hoverY = found.y
            board.hovering = true
            verify(board.previewRotation >= 0)
            verify(board.previewRotation !== game.turn.rotation)
            tryCompare(panelTile, "rotation", board.previewRotation * 90)
            board.hovering = false
            tryCompare(panelTile, "rotation", game.turn.rotation * 90)
        }

        // A log line about a tile shows the tile: the board centres on it and rings it, and
        // stays there (issue 21, defect 10).
        function test_logLineShowsItsTile() {
            for (let i = 0; i < 12; ++i)
                verify(game.turn.playFor("ai:greedy"))
            let row = -1
            for (let i = 0; i < game.log.count && row < 0; ++i)
                if (game.log.get(i).located && game.log.get(i).text.indexOf("placed a tile") >= 0)
                    row = i
            verify(row >= 0)
            const entry = game.log.get(row)
            const list = findChild(screen, "gameLog")
            list.positionViewAtIndex(row, ListView.Center)
            let line = null
            tryVerify(() => (line = findChild(list, "logLine_" + row)) !== null)
            waitForRendering(list)
            const board = screen.board
            mouseClick(line, 20, 6)
            const middle = board.cellAt(board.width / 2, board.height / 2)
            compare(middle.x, entry.x)
            compare(middle.y, entry.y)
            verify(board.userMoved)
            const ring = findChild(board, "cellFlash")
            verify(ring.visible)
            compare(ring.cellX, entry.x)
            compare(ring.cellY, entry.y)
            board.fit()
        }

        function test_skipAndUndoByKeyboard() {
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Return)
            compare(game.turn.phase, "placeFigure")
            keyClick(Qt.Key_S)
            compare(game.turn.currentPlayer, 1)
            compare(game.board.figures.count, 0)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(game.turn.currentPlayer, 0)
            compare(game.turn.phase, "placeTile")
            compare(game.board.tiles.count, 1)
        }

        function test_finalScoringOnTheBoard() {
            const banner = findChild(screen, "finalScoringBanner")
            const table = findChild(screen, "endGamePanel")
            verify(banner && table)
            const speed = Theme.animationSpeed
            Theme.animationSpeed = 0.2
            const firstTurn = game.turn.number
            let moves = 0
            while (!game.ending.gameOver && moves < 400) {
                verify(game.turn.playFor("ai:greedy"))
                ++moves
            }
            verify(game.ending.gameOver)
            // First the board: the first category lit, its points rising.
            verify(game.ending.finalSteps.length > 0)
            verify(banner.running)
            compare(game.ending.finalStep, 0)
            verify(game.board.highlight.count > 0)
            verify(!table.visible)
            verify(findChild(banner, "finalStepTitle").text.indexOf(game.ending.finalSteps[0].category) === 0)
            // Then every other category in turn, then the table. Each step seen as it comes (a
            // first frame of the board can take longer than a step under Xvfb, and a poll then
            // missed a step that came and went between two looks).
            const seen = []
            const record = () => seen.push(game.ending.finalStep)
            game.ending.finalStepChanged.connect(record)
            tryCompare(table, "visible", true, 5000)
            game.ending.finalStepChanged.disconnect(record)
            const expected = []
            for (let i = 1; i < game.ending.finalSteps.length; ++i)
                expected.push(i)
            expected.push(-1)
            compare(JSON.stringify(seen), JSON.stringify(expected))
            verify(!banner.running)
            compare(game.ending.finalStep, -1)
            compare(game.board.highlight.count, 0)

            // Escape goes straight to the table.
            table.visible = false
            banner.start()
            verify(banner.running)
            keyClick(Qt.Key_Escape)
            verify(!banner.running)
            verify(table.visible)
            Theme.animationSpeed = speed

            // A rematch: the same players and rules, a new shuffle.
            const rematch = findChild(table, "againButton")
            verify(rematch.visible)
            compare(rematch.text, "Rematch")
            const names = [game.scores.players.get(0).name, game.scores.players.get(1).name]
            rematch.clicked()
            verify(!game.ending.gameOver)
            verify(!table.visible)
            compare(game.turn.number, firstTurn)
            compare(game.scores.players.get(0).name, names[0])
            compare(game.scores.players.get(1).name, names[1])
        }

        // The end screen's Review steps through the game: the bar's buttons move the turn and
        // the board follows; Close ends it.
        function test_reviewFromTheEndScreen() {
            const speed = Theme.animationSpeed
            Theme.animationSpeed = 0
            let moves = 0
            while (!game.ending.gameOver && moves < 400) {
                verify(game.turn.playFor("ai:greedy"))
                ++moves
            }
            const table = findChild(screen, "endGamePanel")
            tryCompare(table, "visible", true, 5000)
            const length = game.review.length
            findChild(table, "reviewButton").clicked()
            verify(game.review.active)
            verify(!table.visible)
            const bar = findChild(screen, "reviewBar")
            tryCompare(bar, "visible", true)
            compare(game.review.turn, game.review.length)
            // The knob at the end with the label, and the bar as wide at every turn.
            const slider = findChild(bar, "reviewSlider")
            compare(slider.value, game.review.length)
            compare(slider.position, 1)
            const label = findChild(bar, "reviewTurnLabel")
            const wide = label.width
            const tilesAtEnd = game.board.tiles.count
            findChild(bar, "reviewStart").clicked()
            compare(game.review.turn, 0)
            verify(game.board.tiles.count < tilesAtEnd)
            findChild(bar, "reviewForward").clicked()
            findChild(bar, "reviewForward").clicked()
            compare(game.review.turn, 2)
            compare(findChild(bar, "reviewTurnLabel").text, "Turn 2 of " + game.review.length)
            findChild(bar, "reviewBack").clicked()
            compare(game.review.turn, 1)
            compare(label.width, wide)
            findChild(bar, "reviewClose").clicked()
            verify(!game.review.active)
            verify(game.ending.gameOver)
            compare(game.board.tiles.count, tilesAtEnd)
            // Closing the review does not play the final scoring's walk-through and the end
            // table again.
            wait(100)
            verify(!findChild(screen, "finalScoringBanner").running)
            verify(!table.visible)
            Theme.animationSpeed = speed
        }

        // The Mist: the game ends at once with the team's result and why; "Next" plays the
        // next level with the same players.
        function test_mistEndScreen() {
            verify(game.startGame({ packages: ["mist"], seed: "3",
                                    rules: { parameters: { ghostSupply: 3 } },
                                    players: [{ name: "A", color: "red", kind: "human" },
                                              { name: "B", color: "blue", kind: "human" }] }))
            const table = findChild(screen, "endGamePanel")
            const counters = findChild(screen, "sharedCounters")
            verify(counters && counters.visible)
            let moves = 0
            while (!game.ending.gameOver && moves < 400) {
                verify(game.turn.playFor("ai:greedy"))
                ++moves
            }
            verify(game.ending.gameOver)
            compare(game.ending.outcome.kind, "lost")
            tryCompare(table, "visible", true, 5000)
            compare(findChild(table, "endTitle").text, "Level 1: the team has lost")
            const reason = findChild(table, "endReason")
            verify(reason.visible)
            verify(reason.text.indexOf("The ghosts ran out") === 0)
            const next = findChild(table, "nextLevelButton")
            verify(next.visible)
            compare(next.text, "Next: Level 2")
            verify(findChild(table, "againButton").visible)
            mouseClick(next)
            verify(!game.ending.gameOver)
            verify(!table.visible)
            compare(game.scores.players.count, 2)
            let level = ""
            for (const c of game.scores.sharedCounters)
                if (c.id === "level")
                    level = c.text
            compare(level, "2 of 6")
        }

        // The Mist alone with the English edition's colours: the panel shows a swatch per
        // colour with a guard left, the spots show the colour picked, C and a click pick another.
        function test_mistColourPicker() {
            verify(game.startGame({ packages: ["mist"], seed: "5",
                                    rules: { parameters: { mistColours: true } },
                                    players: [{ name: "Ann", color: "red", kind: "human" }] }))
            compare(game.scores.players.count, 4)
            const picker = findChild(screen, "figureColourPicker")
            verify(picker)
            let moves = 0
            while (!(game.turn.phase === "placeFigure" && game.board.targets.count > 0) && moves < 200) {
                verify(game.turn.playFor("ai:greedy"))
                ++moves
            }
            compare(game.turn.phase, "placeFigure")
            tryCompare(picker, "visible", true)
            compare(game.turn.figureColour.colours.length, 4)
            const first = game.turn.figureColour.current
            keyClick(Qt.Key_C)
            verify(game.turn.figureColour.current !== first)
            const swatch = findChild(picker, "figureColour_yellow")
            verify(swatch)
            mouseClick(swatch)
            compare(game.turn.figureColour.colours.find(c => c.player === game.turn.figureColour.current).colour,
                    "yellow")
            verify(game.board.targets.get(0).source.indexOf("/yellow") > 0)
            if (screenshotDir.length > 0) {
                wait(300)
                verify(root.grabToImage(r => r.saveToFile(screenshotDir + "/mist-colour-picker.png")))
                wait(300)
            }
        }

        // F1 opens the rules of the game being played: the basics first, then each module on,
        // with the game's numbers and pictures; Escape closes it and the board has the keys again.
        function test_rulesHelp() {
            languages.language = "en" // English's plural forms
            const help = screen.rulesHelp
            verify(!help.opened)
            keyClick(Qt.Key_F1)
            tryCompare(help, "opened", true)
            const ids = help.sections.map(s => s.id)
            compare(ids[0], "basics")
            verify(ids.indexOf("farmers") > 0, ids.join())
            compare(help.current, 0)
            verify(help.section.text.indexOf("You have 7 meeples.") >= 0, help.section.text)
            const farmers = findChild(help.contentItem, "rulesHelpSection_farmers")
            verify(farmers)
            mouseClick(farmers)
            compare(help.section.id, "farmers")
            verify(help.section.text.indexOf("3 points for every completed city") >= 0, help.section.text)
            verify(help.section.pictures.length > 0)
            verify(help.section.pictures[0].source.indexOf("image://carcassonne/figure/") === 0)
            keyClick(Qt.Key_Escape)
            tryCompare(help, "opened", false)
            tryCompare(screen.board, "activeFocus", true)
            // The tool bar's "?" opens it too.
            findChild(screen, "rulesButton").clicked()
            tryCompare(help, "opened", true)
            help.close()
            tryCompare(help, "opened", false)
        }

        // A package's own rules (Inns & Cathedrals) in the rules help: each as a sentence, with
        // a tile carrying each of its attributes.
        function test_rulesHelpTellsAPackagesOwnRules() {
            languages.language = "en"
            verify(game.startGame({ packages: ["base", "inns-cathedrals"], seed: "4",
                                    players: [{ name: "A", color: "red", kind: "human" },
                                              { name: "B", color: "blue", kind: "human" }] }))
            const help = screen.rulesHelp
            keyClick(Qt.Key_F1)
            tryCompare(help, "opened", true)
            const section = findChild(help.contentItem, "rulesHelpSection_authored")
            verify(section)
            mouseClick(section)
            compare(help.section.id, "authored")
            const text = help.section.text
            verify(text.indexOf("A completed road with an inn scores 2 points a tile.") >= 0, text)
            verify(text.indexOf("At the end, an unfinished city with a cathedral scores nothing.") >= 0, text)
            compare(help.section.pictures.length, 2)
            verify(help.section.pictures[0].source.indexOf("image://carcassonne/tile/") === 0,
                   help.section.pictures[0].source)
            if (screenshotDir.length > 0) {
                wait(300)
                verify(help.contentItem.parent.grabToImage(r => r.saveToFile(screenshotDir + "/rules-help-authored.png")))
                wait(300)
            }
            help.close()
            tryCompare(help, "opened", false)
        }

        // L shows the turns since the player to move last played: at one screen, the other
        // person's; its tile is ringed in that person's colour.
        function test_lastMovesAgain() {
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Return) // A's tile
            const placed = game.board.lastPlaced
            keyClick(Qt.Key_S) // no figure
            compare(game.turn.currentPlayer, 1)
            const button = findChild(screen, "lastMovesButton")
            verify(button.visible && button.enabled)
            keyClick(Qt.Key_L)
            verify(game.review.showingLastMoves)
            const flash = findChild(screen, "cellFlash")
            tryVerify(() => flash.opacity > 0)
            compare(flash.cellX, placed.x)
            compare(flash.cellY, placed.y)
            verify(Qt.colorEqual(flash.tone, game.scores.players.get(0).colourValue))
            // The player steps on at their own pace: the button says where the show is, and L
            // (or the button) past the last turn ends it.
            compare(game.review.lastMovesShown, 1)
            compare(game.review.lastMovesTotal, 1)
            verify(button.enabled)
            compare(button.text, "Move 1 of 1 ▸")
            keyClick(Qt.Key_L)
            verify(!game.review.showingLastMoves)
            compare(button.text, "Last moves")
            // Left alone, the show ends by itself (a turn held 1.5 s or more).
            keyClick(Qt.Key_L)
            verify(game.review.showingLastMoves)
            tryCompare(game.review, "showingLastMoves", false, 6000)
            verify(button.enabled)
        }

        // A first game's hints: the step at hand explained on a card over the board, once;
        // "Got it" closes it, and the next step brings the next.
        function test_hintCard() {
            game.hints.reset()
            game.hints.enabled = true
            verify(game.startGame({ packages: ["base"], seed: "21",
                                    players: [{ name: "A", color: "red", kind: "human" },
                                              { name: "B", color: "blue", kind: "human" }] }))
            const card = findChild(screen, "hintCard")
            tryVerify(() => card.visible)
            compare(findChild(card, "hintTitle").text, "Lay your tile")
            // The landscape fits above the card: the start tile's cell lies clear of it.
            const board = screen.board
            screen.board.fit()
            const tileBottom = board.panY + 1 * board.cell * board.zoom
            const cardTop = card.mapToItem(board, 0, 0).y
            verify(tileBottom < cardTop, tileBottom + " >= " + cardTop)
            mouseClick(findChild(card, "hintDismiss"))
            verify(!card.visible)
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Return)
            tryVerify(() => card.visible)
            compare(game.hints.id, "placeFigure")
            mouseClick(findChild(card, "hintsOff"))
            verify(!card.visible)
            verify(!game.hints.enabled)
            game.hints.enabled = true
            game.hints.reset()
        }

        // The end's hint lies over the end panel, not under it.
        function test_endHintOverTheEndPanel() {
            game.hints.reset()
            game.hints.enabled = true
            const speed = Theme.animationSpeed
            Theme.animationSpeed = 0
            let moves = 0
            while (!game.ending.gameOver && moves < 400) {
                verify(game.turn.playFor("ai:greedy"))
                ++moves
            }
            const table = findChild(screen, "endGamePanel")
            tryCompare(table, "visible", true, 5000)
            const card = findChild(screen, "hintCard")
            tryVerify(() => card.visible && game.hints.id === "end")
            verify(card.z > table.z)
            game.hints.enabled = false
            game.hints.reset()
            table.visible = false // the next test starts on the board
            Theme.animationSpeed = speed
        }

        // A button's tooltip keeps away once it is pressed (the dialog it opens lay under it).
        function test_pressedButtonsTipKeepsAway() {
            const fields = findChild(screen, "fieldsButton")
            mouseMove(fields, fields.width / 2, fields.height / 2)
            tryVerify(() => fields.hovered)
            verify(fields.tipShown)
            mousePress(fields)
            mouseRelease(fields)
            verify(fields.hovered)
            verify(!fields.tipShown)
            mouseMove(screen, screen.width - 20, screen.height - 20)
            tryVerify(() => !fields.hovered)
            mouseMove(fields, fields.width / 2, fields.height / 2)
            tryVerify(() => fields.tipShown)
            // Away over the side panel: a pointer left on the board moves its hover square.
            mouseMove(screen, screen.width - 20, screen.height - 20)
            game.settings.showFields = false
        }

        function test_zoomKeys() {
            const z = screen.board.zoom
            keyClick(Qt.Key_Plus)
            verify(screen.board.zoom > z)
            keyClick(Qt.Key_Minus)
            keyClick(Qt.Key_Minus)
            verify(screen.board.zoom < z)
        }
    }
}
