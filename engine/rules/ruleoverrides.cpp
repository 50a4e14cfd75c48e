#include "ruleoverrides.h"

#include "rulecatalog.h"

namespace carcassonne {

namespace {
const QString kParameters = QStringLiteral("parameters");

QString text(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return QString::number(value.toLongLong());
}
} // namespace

bool RuleOverrides::parse(const QStringList &items, QVariantMap &rules, QString *error)
{
    QVariantMap parameters = rules.value(kParameters).toMap();
    for (const QString &list : items) {
        for (const QString &item : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype eq = item.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                if (error)
                    *error = QStringLiteral("--rules takes key=value, not '%1'").arg(item);
                return false;
            }
            const QString key = item.left(eq);
            const QString value = item.mid(eq + 1);
            QVariant parsed;
            bool ok = false;
            if (value == QStringLiteral("true") || value == QStringLiteral("false")) {
                parsed = value == QStringLiteral("true");
            } else if (const int n = value.toInt(&ok); ok) {
                parsed = n;
            } else {
                if (error)
                    *error = QStringLiteral("--rules %1: '%2' is not a number, true or false")
                                     .arg(key, value);
                return false;
            }
            if (RuleCatalog::module(key))
                rules.insert(key, parsed);
            else
                parameters.insert(key, parsed);
        }
    }
    if (!parameters.isEmpty())
        rules.insert(kParameters, parameters);
    return true;
}

QStringList RuleOverrides::items(const QVariantMap &rules)
{
    QStringList out;
    for (auto it = rules.cbegin(); it != rules.cend(); ++it) {
        if (it.key() != kParameters)
            out << it.key() + QLatin1Char('=') + text(it.value());
    }
    const QVariantMap parameters = rules.value(kParameters).toMap();
    for (auto it = parameters.cbegin(); it != parameters.cend(); ++it)
        out << it.key() + QLatin1Char('=') + text(it.value());
    out.sort();
    return out;
}

} // namespace carcassonne
