#pragma once

#include "authoredattribute.h"
#include "authoredfigure.h"
#include "scoringrule.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QVariantMap>

namespace carcassonne {

struct ModuleSetting
{
    QString id;
    bool enabled = true;
};

// The rules.json of a package: which modules it brings (and whether they are on by default),
// parameter values, and how its deck is built.
struct RulesDefinition
{
    QList<ModuleSetting> modules;
    QVariantMap parameters;
    QString startTile; // tile id inside the package, or empty
    // Rules the package writes itself (docs/package-format.md, "Authored rules"): its own
    // attributes, which its tiles' features carry (FeatureDefinition::authored), and scoring
    // rules over them; played by the rule module "authored".
    QList<AuthoredAttribute> attributes;
    QList<ScoringRule> scoring;
    QList<AuthoredFigure> figures;

    // Read leniently (the editor): what the parser could not read, as it was, listed as
    // problems and written back by PackageWriter, so that saving never drops it.
    QList<QJsonValue> unreadModules; // entries of "modules"
    QJsonObject unreadParameters; // unknown or out of range
    QJsonObject unreadDeck; // deck rules other than startTile
    QJsonObject unreadKeys; // keys of rules.json other than modules, parameters and deck
};

} // namespace carcassonne
