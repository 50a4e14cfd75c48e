#pragma once

#include "moduleui.h"

#include <QCoreApplication>

#include <vector>

namespace carcassonne {

class GameContent;

// Every module's description, in the one explicit list (moduleuis.cpp, the only file outside
// the rule sets' folders that names them), and the texts that come from them.
class ModuleUis
{
    Q_DECLARE_TR_FUNCTIONS(ModuleUis)

public:
    static const std::vector<const ModuleUi *> &all();
    // The description of a module id, or nullptr.
    static const ModuleUi *of(const QString &moduleId);
    // The enabled modules' descriptions, in the content's module order (nullptr skipped).
    static std::vector<const ModuleUi *> enabled(const GameContent &content);
    // The description of the module behind an event, or nullptr.
    static const ModuleUi *ofEvent(const GameContent &content, const Event &event);

    // A score category's name: the core's, or the module's that owns it.
    static QString categoryName(const GameContent &content, ScoreCategory category);
    // A figure's name as an enabled module names it (or its role on a feature of type `on`),
    // or "" when none does.
    static QString figureName(const GameContent &content, FigureKind kind,
                              FeatureType on = FeatureType::Count);
    // A feature type's name as an enabled module calls it, or "" when none does.
    static QString featureName(const GameContent &content, FeatureType type);
    // A feature type's word in the language shown: as an enabled module calls it ("haunted
    // castle"), else the core's word (featureWord(type)).
    static QString featureWord(const GameContent &content, FeatureType type);
    // The core's word for a feature type ("road", "field"), whatever the modules call it.
    static QString featureWord(FeatureType type);
    // "%n pennant(s)" as an enabled module calls them, or "" when none does.
    static QString pennants(const GameContent &content, int count);
    // A first game's hint in an enabled module's words (ModuleUi::hintText), or "" when none
    // has its own.
    static QString hintText(const GameContent &content, const QString &hint);
};

} // namespace carcassonne
