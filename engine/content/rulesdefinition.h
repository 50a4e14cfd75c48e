#pragma once

#include <QJsonObject>
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
};

} // namespace carcassonne
