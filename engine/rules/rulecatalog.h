#pragma once

#include "core/parameterspec.h"

#include <QVariant>

#include <cstdint>
#include <optional>
#include <vector>

namespace carcassonne {

class RuleModule;

// Every rule module the engine knows, in the one explicit order their hooks run, and every
// parameter a rules file may set.
class RuleCatalog
{
public:
    static const std::vector<const RuleModule *> &modules();
    // By place in modules(): the turn hooks (rules/rulehooks.h) each module overrides.
    static const std::vector<std::uint32_t> &hooks();
    static const RuleModule *module(const QString &id);
    // True if the module lays the board itself, so its rules need no start tile
    // (RuleModule::setsUpBoard); false for an unknown id. For content/, which sees no modules.
    static bool setsUpBoard(const QString &id);
    static const ParameterSpecs &coreParameters();
    // A parameter of the core or of any module.
    static std::optional<ParameterSpec> parameter(const QString &name);
    // The value in its stored form (int or bool), or nullopt if it does not fit the spec.
    static std::optional<QVariant> checkValue(const ParameterSpec &spec, const QVariant &value);
};

} // namespace carcassonne
