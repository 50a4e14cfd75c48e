#include "rulecatalog.h"

#include "core/jsonnumber.h"
#include "rulemodule.h"

namespace carcassonne {

// RuleCatalog::modules(), the one list of modules, is in modules/registry.cpp.

bool RuleCatalog::setsUpBoard(const QString &id)
{
    const RuleModule *m = module(id);
    return m && m->setsUpBoard();
}

const RuleModule *RuleCatalog::module(const QString &id)
{
    for (const RuleModule *m : modules()) {
        if (m->id() == id)
            return m;
    }
    return nullptr;
}

const ParameterSpecs &RuleCatalog::coreParameters()
{
    static const ParameterSpecs specs{
            {QStringLiteral("minPlayers"), 2, 1, 6},
            {QStringLiteral("maxPlayers"), 5, 1, 6},
            {QStringLiteral("meeplesPerPlayer"), 7, 0, 30},
            {QStringLiteral("roadTilePoints"), 1, 0, 20},
            {QStringLiteral("roadTilePointsFinal"), 1, 0, 20},
            {QStringLiteral("cityTilePoints"), 2, 0, 20},
            {QStringLiteral("cityPennantPoints"), 2, 0, 20},
            {QStringLiteral("cityTilePointsFinal"), 1, 0, 20},
            {QStringLiteral("cityPennantPointsFinal"), 1, 0, 20},
            {QStringLiteral("cloisterTilePoints"), 1, 0, 20},
            {QStringLiteral("cloisterTilePointsFinal"), 1, 0, 20},
    };
    return specs;
}

std::optional<ParameterSpec> RuleCatalog::parameter(const QString &name)
{
    for (const ParameterSpec &s : coreParameters()) {
        if (s.name == name)
            return s;
    }
    for (const RuleModule *m : modules()) {
        for (const ParameterSpec &s : m->parameters()) {
            if (s.name == name)
                return s;
        }
    }
    return std::nullopt;
}

std::optional<QVariant> RuleCatalog::checkValue(const ParameterSpec &spec, const QVariant &value)
{
    if (spec.boolean) {
        if (value.typeId() == QMetaType::Bool)
            return value;
        // 0 and 1 are read as false and true.
        bool ok = false;
        const double d = value.toDouble(&ok);
        if (!ok || value.typeId() == QMetaType::QString || (d != 0 && d != 1))
            return std::nullopt;
        return QVariant(d == 1);
    }
    bool ok = false;
    const double d = value.toDouble(&ok);
    if (!ok || value.typeId() == QMetaType::Bool || value.typeId() == QMetaType::QString)
        return std::nullopt;
    const auto n = jsonnumber::whole(d, spec.minimum, spec.maximum);
    if (!n)
        return std::nullopt;
    return QVariant(int(*n));
}

} // namespace carcassonne
