#include "commandoptions.h"

#include "ai/botfactory.h"
#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "rules/ruleoverrides.h"
#include "state/gamecontent.h"

#include <QFileInfo>

namespace carcassonne {

CommandOptions CommandOptions::parse(const QStringList &args, const QStringList &known,
                                     bool allowPositional)
{
    CommandOptions o;
    QString current;
    for (const QString &a : args) {
        if (a.startsWith(QStringLiteral("--"))) {
            current = a.mid(2);
            if (!known.contains(current)) {
                o.m_error = QStringLiteral("unknown option %1").arg(a);
                return o;
            }
            o.m_named[current];
        } else if (!current.isEmpty()) {
            o.m_named[current] << a;
        } else if (allowPositional) {
            o.m_positional << a;
        } else {
            o.m_error = QStringLiteral("unexpected argument '%1'").arg(a);
            return o;
        }
    }
    return o;
}

QStringList CommandOptions::list(const QString &name) const
{
    return values(name).join(QLatin1Char(',')).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

bool CommandOptions::parseRules(const QStringList &items, QVariantMap &rules, QString *error)
{
    return RuleOverrides::parse(items, rules, error);
}

std::optional<QStringList> CommandOptions::packageIds(const QStringList &items,
                                                      PackageRepository &repository,
                                                      Problems *problems)
{
    QStringList ids;
    for (const QString &item : items) {
        for (const QString &name : item.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (name.contains(QLatin1Char('/')) || name.endsWith(QStringLiteral(".zip"))
                || QFileInfo(name).isDir()) {
                const auto id = repository.addPath(name, problems);
                if (!id)
                    return std::nullopt;
                ids << *id;
            } else {
                ids << name;
            }
        }
    }
    return ids;
}

quint64 CommandOptions::number(const QString &name, quint64 fallback, bool &ok) const
{
    if (!ok || !has(name))
        return fallback;
    return value(name).toULongLong(&ok);
}

QString CommandOptions::unknownBotKind(const QStringList &kinds)
{
    for (const QString &kind : kinds) {
        if (!BotFactory::isKnown(kind))
            return QStringLiteral("unknown player '%1' (available: %2)")
                    .arg(kind, BotFactory::kinds().join(QLatin1Char(',')));
    }
    return {};
}

int CommandOptions::usageError(QTextStream &err, const QString &message, const QString &usageLine)
{
    err << "carcassonne-cli: " << message << Qt::endl << "usage:\n" << usageLine;
    err.flush();
    return 2;
}

int CommandOptions::writeResult(const QByteArray &bytes, QTextStream &out, QTextStream &err) const
{
    if (!has(QStringLiteral("out"))) {
        out << bytes;
        out.flush();
        return 0;
    }
    Message error;
    if (!DiskFile::write(value(QStringLiteral("out")), bytes, &error)) {
        err << "carcassonne-cli: " << error.toString() << Qt::endl;
        return 1;
    }
    return 0;
}

void CommandOptions::printProblems(QTextStream &err, const Problems &problems)
{
    for (const Problem &p : problems)
        err << p.toString() << Qt::endl;
}

std::shared_ptr<const GameContent> CommandOptions::playContent(PackageRepository &repository,
                                                               QStringList &ids, Problems *problems,
                                                               QString *usageError) const
{
    QVariantMap rules;
    if (!parseRules(values(QStringLiteral("rules")), rules, usageError))
        return nullptr;
    const auto given =
            packageIds(has(QStringLiteral("packages")) ? values(QStringLiteral("packages"))
                                                       : QStringList{QStringLiteral("base")},
                       repository, problems);
    if (!given)
        return nullptr;
    ids = *given;
    const auto packages = repository.resolve(ids, problems);
    return packages ? GameContent::build(*packages, rules, problems) : nullptr;
}

} // namespace carcassonne
