#pragma once

#include "core/featuretype.h"
#include "core/geometry.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace carcassonne {

class GameState;

// Words The Mist's descriptions share: a feature's name as the rule set calls it, a board
// cell, a figure's place on the board named in a record's words.
class MistTexts
{
    Q_DECLARE_TR_FUNCTIONS(MistTexts)

public:
    // "road", "city", "haunted castle", ... as the enabled modules name them.
    static QString featureWord(const GameState &state, FeatureType type);
    // "2, -1"
    static QString cell(CellPos at);
    // The feature node a record's location names (a figure's place), or -1.
    static int segmentOf(const GameState &state, const QJsonValue &location);
    // "the guard on the road at 2, -1" for the figure standing on `segment`.
    static QString guardOn(const GameState &state, int segment);
    // What counts towards a goal: the team's score, or with separate scores (level 6) the
    // lowest colour's (a goal is reached once every colour reaches it).
    static int progress(const GameState &state);
    // ModuleUi::idleNoteSource of the modules a level leaves out.
    static const char *notAtThisLevel();
};

} // namespace carcassonne
