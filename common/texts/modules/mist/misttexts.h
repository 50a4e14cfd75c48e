#pragma once

#include "core/featuretype.h"
#include "core/geometry.h"
#include "moduleui.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

#include <functional>

namespace carcassonne {

class GameState;

// Words The Mist's descriptions share: a feature's name as the rule set calls it, a place on
// the board in the words a player uses (never the board's numbers), a figure's place named in
// a record's words.
class MistTexts
{
    Q_DECLARE_TR_FUNCTIONS(MistTexts)

public:
    // A module's choice told apart from its other open choices that read the same: where its
    // cell lies from the tile just laid is added, and where that reads the same too, its
    // number among them. `label` words any of the module's choices (the record's words).
    // (`withPlace` false: the label says where already, only the number is added.)
    static ModuleUi::Choice
    toldApart(const GameState &state, const ModuleUi::Choice &choice,
              const std::function<ModuleUi::Choice(const QJsonObject &)> &label,
              bool withPlace = true);
    // The feature node a record's location names (a figure's place), or -1.
    static int segmentOf(const GameState &state, const QJsonValue &location);
    // "the guard on the road" for the figure standing on `segment` (its place ringed on the
    // board; toldApart() tells two on roads apart).
    static QString guardOn(const GameState &state, int segment);
    // What counts towards a goal: the team's score, or with separate scores (level 6) the
    // lowest colour's (a goal is reached once every colour reaches it).
    static int progress(const GameState &state);
    // ModuleUi::idleNoteSource of the modules a level leaves out.
    static const char *notAtThisLevel();
};

} // namespace carcassonne
