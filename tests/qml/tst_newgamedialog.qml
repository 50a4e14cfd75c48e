import QtQuick
import QtQuick.Controls
import QtTest
import Carcassonne.Game
import Carcassonne.Ui

// The new game dialog: the rule set's player limits, modules and a seed reach the game.
Item {
    id: root
    width: 1000
    height: 800

    GameController { id: game; settings.botDelay: 100000; settings.autosavePath: "" }
    NewGameDialog {
        id: dialog
        controller: game
    }
    SignalSpy { id: started; target: dialog; signalName: "started" }
    // A second dialog over packages that require one another (tests/data/packages/repo).
    GameController { id: fixtures; settings.botDelay: 100000; settings.autosavePath: "" }
    NewGameDialog {
        id: fixtureDialog
        controller: fixtures
        anchors.centerIn: parent
    }

    TestCase {
        name: "NewGameDialog"
        when: windowShown

        function test_expansionsSayWhyNot() {
            for (const id of ["left", "right", "top"])
                compare(fixtures.addPackagePath(testDataDir + "/packages/repo/" + id), id)
            fixtureDialog.open_()
            tryCompare(fixtureDialog, "opened", true)
            fixtureDialog.newGame.select("base", []) // whatever the last game chose
            fixtureDialog.selectPackages()
            // top needs left and right: its box is off and its tooltip names them.
            const top = findChild(fixtureDialog.contentItem, "expansion_top")
            verify(top)
            verify(top.visible) // it goes with the base game, once left and right are in
            verify(!top.enabled)
            verify(top.parent.tip.indexOf("Fixture left") >= 0)
            verify(top.parent.tip.indexOf("Fixture right") >= 0)
            fixtureDialog.toggleExpansion("top", true) // refused
            compare(fixtureDialog.chosenExpansions.indexOf("top"), -1)
            fixtureDialog.toggleExpansion("left", true)
            fixtureDialog.toggleExpansion("right", true)
            verify(top.enabled)
            compare(top.parent.tip.indexOf("Fixture left"), -1)
            fixtureDialog.toggleExpansion("top", true)
            verify(top.checked)
            compare(fixtureDialog.info.ids.length, 4)
            // Without left, right and top cannot stay.
            fixtureDialog.toggleExpansion("left", false)
            compare(fixtureDialog.chosenExpansions.length, 0)
            verify(!top.checked)
            verify(!top.enabled)
            fixtureDialog.close()
        }

        function test_startsTheGameItDescribes() {
            started.clear()
            dialog.open_()
            tryCompare(dialog, "opened", true)
            verify(dialog.bases.some(p => p.id === "base"))
            compare(dialog.info.minPlayers, 2)
            compare(dialog.info.maxPlayers, 5)
            const count = findChild(dialog.contentItem, "playerCount")
            compare(count.from, 2)
            compare(count.to, 5)
            dialog.setPlayerCount(3)
            compare(count.value, 3)
            verify("farmers" in dialog.moduleStates)
            dialog.moduleStates["farmers"] = false
            findChild(dialog.contentItem, "seedField").text = "77"
            const setup = dialog.setup()
            compare(setup.players.length, 3)
            compare(setup.rules.farmers, false)
            compare(setup.seed, "77")
            dialog.startGame()
            compare(started.count, 1)
            verify(game.active)
            compare(game.scores.players.count, 3)
            compare(game.recordJson.indexOf('"seed":77') >= 0 || game.recordJson.indexOf('"seed": 77') >= 0, true)
            compare(game.recordJson.indexOf('"farmers":false') >= 0 || game.recordJson.indexOf('"farmers": false') >= 0, true)
        }

        function test_mayflowerIsARuleSetOfItsOwn() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            const index = dialog.bases.findIndex(p => p.id === "mayflower")
            verify(index >= 0)
            const box = findChild(dialog.contentItem, "packageBox")
            box.currentIndex = index
            box.activated(index)
            compare(dialog.info.id, "mayflower")
            compare(dialog.info.minPlayers, 2)
            compare(dialog.info.maxPlayers, 5)
            const count = findChild(dialog.contentItem, "playerCount")
            compare(count.to, 5)
            for (const id of ["coast", "surveyors", "farms", "trappers"])
                verify(id in dialog.moduleStates, id)
            verify(!("farmers" in dialog.moduleStates))
            verify("surveyorBonus" in dialog.parameterValues)
            // The base game's expansions do not go with it: not offered.
            const traders = findChild(dialog.contentItem, "expansion_traders-builders")
            verify(traders && !traders.visible)
            verify(!findChild(dialog.contentItem, "expansionsRow").visible)
            dialog.setPlayerCount(4)
            const setup = dialog.setup()
            compare(setup.packages, ["mayflower"])
            // Started without remembering it, so the other tests open on the base game.
            verify(game.startGame(setup))
            compare(game.scores.players.count, 4)
            compare(game.board.tiles.count, 0)
            verify(game.board.markers.count >= 10 + 2)
            dialog.newGame.select("base", [])
            dialog.selectPackages()
            verify(traders.visible)
            verify(findChild(dialog.contentItem, "expansionsRow").visible)
            dialog.close()
        }

        // A module's "?" explains it before the player switches it on (its help with the
        // package's numbers); "Rules" explains the whole rule set as it stands.
        function test_moduleHelp() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            dialog.newGame.select("base", [])
            dialog.selectPackages()
            const abbot = findChild(dialog.contentItem, "moduleHelp_abbot")
            verify(abbot && abbot.visible)
            abbot.clicked() // it may lie below the dialog's fold
            const help = findChild(dialog, "rulesHelpDialog") || dialog.rulesHelp
            tryCompare(help, "opened", true)
            compare(help.sections.length, 1)
            compare(help.section.id, "abbot")
            verify(help.section.text.indexOf("1 abbot") >= 0, help.section.text)
            help.close()
            tryCompare(help, "opened", false)
            const rules = findChild(dialog.contentItem, "rulesButton")
            verify(rules.enabled)
            wait(200) // the closed dialog's modal shade fades before clicks reach the one below
            mouseClick(rules)
            tryCompare(help, "opened", true)
            compare(help.sections[0].id, "basics")
            help.close()
            tryCompare(help, "opened", false)
            dialog.close()
        }

        // The Mist: a rule set of its own for 1 to 5 seats (a word on colours), and its level
        // picked up front, each level summed up; picking one presets the other parameters, and
        // only the level goes to the game.
        function test_mistLevelPicker() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            const index = dialog.bases.findIndex(p => p.id === "mist")
            verify(index >= 0)
            const box = findChild(dialog.contentItem, "packageBox")
            box.currentIndex = index
            box.activated(index)
            compare(dialog.info.id, "mist")
            compare(dialog.info.minPlayers, 1)
            compare(findChild(dialog.contentItem, "playerCount").from, 1)
            compare(findChild(dialog.contentItem, "playerCount").to, 5)
            const note = findChild(dialog.contentItem, "seatNote")
            verify(note && note.visible)
            verify(note.ToolTip.text.indexOf("colour") >= 0)
            verify(dialog.hasHeadline)
            const picker = findChild(dialog.contentItem, "headlinePicker")
            verify(picker && picker.visible)
            compare(dialog.headlineValue, 1)
            compare(dialog.parameterValues.ghostSupply, 15)
            const summary = findChild(dialog.contentItem, "headlineSummary")
            verify(summary.text.indexOf("15 ghost") >= 0)
            const five = findChild(dialog.contentItem, "headlineOption_5")
            verify(five)
            waitForRendering(five)
            mouseClick(five)
            compare(dialog.headlineValue, 5)
            compare(dialog.parameterValues.mistLevel, 5)
            compare(dialog.parameterValues.ghostSupply, 13)
            compare(dialog.parameterValues.stackSize, 20)
            compare(dialog.parameterValues.graveyardMode, 2)
            // A parameter whose every value has a name is a choice among the names, and a
            // number's special value shows its name.
            const toggle = findChild(dialog.contentItem, "parametersToggle")
            toggle.checked = true
            const graveyardsChoice = findChild(dialog.contentItem, "choice_graveyardMode")
            verify(graveyardsChoice)
            verify(graveyardsChoice.visible)
            compare(graveyardsChoice.displayText, "haunted: eight neighbours, face-down tiles")
            dialog.setParameter("graveyardMode", 1)
            compare(graveyardsChoice.displayText, "a graveyard closes on four sides")
            dialog.setParameter("graveyardMode", 2)
            const stacks = findChild(dialog.contentItem, "parameter_stackSize")
            verify(stacks)
            let stackBox = null
            for (let i = 0; i < stacks.children.length; ++i)
                if (stacks.children[i].textFromValue !== undefined)
                    stackBox = stacks.children[i]
            verify(stackBox)
            compare(stackBox.textFromValue(0, Qt.locale()), "one pile")
            compare(stackBox.textFromValue(20, Qt.locale()), "20")
            toggle.checked = false
            verify(summary.text.indexOf("13 ghost") >= 0)
            verify(summary.text.indexOf("face down") >= 0)
            dialog.setPlayerCount(1)
            // The English edition's colours, on by default: one player plays four, and the
            // dialog says which.
            compare(dialog.parameterValues.mistColours, true)
            const dealt = findChild(dialog.contentItem, "dealtColours")
            verify(dealt.visible)
            compare(dealt.text, "You play red, blue, green and yellow.")
            if (screenshotDir.length > 0) {
                wait(300)
                verify(dialog.contentItem.grabToImage(r => r.saveToFile(screenshotDir + "/mist-new-game.png")))
                wait(300)
            }
            dialog.setPlayerCount(2)
            compare(dealt.text, "You play red and green.\nPlayer 2 plays blue and yellow.")
            dialog.setPlayerCount(3)
            verify(!dealt.visible)
            dialog.setPlayerCount(1)
            const setup = dialog.setup()
            compare(setup.packages, ["mist"])
            compare(JSON.stringify(setup.rules.parameters),
                    JSON.stringify({ mistLevel: 5, mistColours: true }))
            // Started without remembering it, so the other tests open on the base game.
            verify(game.startGame(setup))
            compare(game.scores.players.count, 4)
            let level = ""
            for (const c of game.scores.sharedCounters)
                if (c.id === "level")
                    level = c.text
            compare(level, "5 of 6")
            dialog.newGame.select("base", [])
            dialog.close()
        }

        // The help follows the dialog's rules, not the rule set's defaults: a module's "?" and
        // "Rules" at the level picked (level 1 leaves the graveyards in the box, level 3 plays
        // them), and "Rules" with a module the player switched on.
        function test_helpFollowsTheRules() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            const index = dialog.bases.findIndex(p => p.id === "mist")
            const box = findChild(dialog.contentItem, "packageBox")
            box.currentIndex = index
            box.activated(index)
            compare(dialog.headlineValue, 1)
            const help = findChild(dialog, "rulesHelpDialog") || dialog.rulesHelp
            const graveyards = findChild(dialog.contentItem, "moduleHelp_graveyards")
            verify(graveyards)
            const graveyardText = function() {
                graveyards.clicked()
                tryCompare(help, "opened", true)
                compare(help.sections.length, 1)
                compare(help.section.id, "graveyards")
                const text = help.section.text
                help.close()
                tryCompare(help, "opened", false)
                return text
            }
            verify(graveyardText().indexOf("stay in the box") >= 0)
            // Beside the boxes: which modules the level leaves idle.
            const idle = id => findChild(dialog.contentItem, "moduleIdle_" + id)
            for (const id of ["castles", "graveyards", "hounds"]) {
                verify(idle(id).visible, id)
                compare(idle(id).text, "(not at this level)")
                // Its box is greyed: it plays no part at this level.
                verify(!findChild(dialog.contentItem, "module_" + id).enabled, id)
            }
            verify(!idle("cooperative").visible)
            verify(findChild(dialog.contentItem, "module_cooperative").enabled)
            dialog.pickHeadline(2)
            verify(findChild(dialog.contentItem, "module_graveyards").enabled)
            verify(!idle("graveyards").visible)
            verify(!idle("castles").visible)
            verify(idle("hounds").visible)
            dialog.pickHeadline(3)
            verify(!idle("hounds").visible)
            const atThree = graveyardText()
            verify(atThree.indexOf("stay in the box") < 0, atThree)
            verify(atThree.indexOf("four sides") >= 0, atThree)
            wait(200) // the closed dialog's modal shade fades before clicks reach the one below
            mouseClick(findChild(dialog.contentItem, "rulesButton"))
            tryCompare(help, "opened", true)
            const section = help.sections.find(s => s.id === "graveyards")
            verify(section && section.text.indexOf("four sides") >= 0)
            help.close()
            tryCompare(help, "opened", false)

            dialog.newGame.select("base", [])
            dialog.selectPackages()
            const ids = () => dialog.newGame.rulesHelp(dialog.packageIds, dialog.rules(), "").map(s => s.id)
            verify(ids().indexOf("abbot") < 0, ids())
            const states = Object.assign({}, dialog.moduleStates)
            states.abbot = true
            dialog.moduleStates = states
            verify(ids().indexOf("abbot") >= 0, ids())
            states.abbot = false
            dialog.moduleStates = states
            dialog.close()
        }

        // Parameters are listed under the rule they belong to, only while it is switched on;
        // a change reaches the game.
        function test_parametersUnderTheirModules() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            dialog.newGame.select("base", [])
            dialog.selectPackages()
            dialog.moduleStates["farmers"] = true
            dialog.moduleStates["abbot"] = false
            dialog.moduleStatesChanged()
            const toggle = findChild(dialog.contentItem, "parametersToggle")
            verify(toggle.visible)
            verify(!findChild(dialog.contentItem, "parameterGroups").visible)
            waitForRendering(dialog.contentItem)
            mouseClick(toggle)
            verify(toggle.checked, "toggle at " + toggle.mapToItem(root, 0, 0) + " size " + toggle.width + "x" + toggle.height)
            verify(findChild(dialog.contentItem, "parameterGroups").visible)
            let modules = dialog.parameterGroups.map(g => g.module)
            compare(modules[0], "")
            verify(modules.indexOf("farmers") > 0)
            verify(modules.indexOf("abbot") < 0)
            // The core's group holds the core's numbers, not the seat limits.
            const core = dialog.parameterGroups[0].parameters.map(p => p.name)
            verify(core.indexOf("meeplesPerPlayer") >= 0)
            verify(core.indexOf("maxPlayers") < 0)
            // Farmers off: its parameters go; abbot on: its come.
            dialog.moduleStates["farmers"] = false
            dialog.moduleStates["abbot"] = true
            dialog.moduleStatesChanged()
            modules = dialog.parameterGroups.map(g => g.module)
            verify(modules.indexOf("farmers") < 0)
            verify(modules.indexOf("abbot") > 0)
            waitForRendering(dialog.contentItem)
            tryVerify(() => !findChild(dialog.contentItem, "parameterGroup_farmers"))
            verify(findChild(dialog.contentItem, "parameterGroup_abbot"))
            const meeples = findChild(dialog.contentItem, "parameter_meeplesPerPlayer")
            const spin = meeples.children[1]
            spin.value = 5
            spin.valueModified()
            compare(dialog.setup().rules.parameters.meeplesPerPlayer, 5)
            mouseClick(toggle)
            verify(!findChild(dialog.contentItem, "parameterGroups").visible)
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        // The dialog keeps its top edge while it grows, so "+" stays under the pointer.
        function test_growsDownward() {
            dialog.open_()
            tryCompare(dialog, "opened", true)
            dialog.setPlayerCount(2)
            const count = findChild(dialog.contentItem, "playerCount")
            waitForRendering(dialog.contentItem)
            const before = count.mapToItem(null, 0, 0)
            const top = dialog.y
            dialog.setPlayerCount(5)
            waitForRendering(dialog.contentItem)
            compare(dialog.y, top)
            const after = count.mapToItem(null, 0, 0)
            compare(after.x, before.x)
            compare(after.y, before.y)
            verify(dialog.y + dialog.height <= root.height, dialog.y + " + " + dialog.height + " > " + root.height)
            dialog.setPlayerCount(2)
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        function test_expansionsCombine() {
            started.clear()
            dialog.open_()
            tryCompare(dialog, "opened", true)
            // Expansions are offered beside the base game, not as rule sets of their own.
            verify(!dialog.bases.some(p => p.id === "traders-builders"))
            const traders = findChild(dialog.contentItem, "expansion_traders-builders")
            verify(traders)
            verify(traders.enabled)
            dialog.toggleExpansion("traders-builders", true)
            dialog.toggleExpansion("river", true)
            compare(dialog.info.ids.length, 3)
            verify("builder" in dialog.moduleStates)
            verify("river" in dialog.moduleStates)
            // The two rivers bring a spring each: one excludes the other, and the box says so.
            const anniversaryRiver = findChild(dialog.contentItem, "expansion_river-anniversary")
            verify(anniversaryRiver.enabled)
            verify(anniversaryRiver.parent.tip.indexOf("The River") >= 0)
            dialog.toggleExpansion("river-anniversary", true)
            verify(dialog.chosenExpansions.indexOf("river") < 0)
            verify(dialog.chosenExpansions.indexOf("river-anniversary") >= 0)
            verify(anniversaryRiver.checked)
            verify(!findChild(dialog.contentItem, "expansion_river").checked)
            dialog.moduleStates["pig"] = false
            const setup = dialog.setup()
            compare(setup.packages[0], "base")
            verify(setup.packages.indexOf("traders-builders") > 0)
            compare(setup.rules.pig, false)
            dialog.startGame()
            verify(game.active)
            verify(game.scores.figureKinds.indexOf("builder") >= 0)
            verify(game.scores.figureKinds.indexOf("pig") < 0)
            // The base game, Traders & Builders and the river in one pile.
            verify(game.scores.remainingCount > 72 + 24 + 10)
            // Back to the base game alone next time.
            dialog.open_()
            tryCompare(dialog, "opened", true)
            compare(dialog.chosenExpansions.length, 2)
            dialog.toggleExpansion("traders-builders", false)
            dialog.toggleExpansion("river-anniversary", false)
            compare(dialog.info.ids.length, 1)
            dialog.close()
        }
    }
}
