#pragma once

#include "core/problem.h"

#include <QMap>
#include <QStringList>
#include <QTextStream>
#include <QVariantMap>

#include <memory>
#include <optional>

namespace carcassonne {

class GameContent;
class PackageRepository;

// The options of one command line command: --name value [value ...]; a value never starts with
// "--". Shared by every command, so they read their options alike.
class CommandOptions
{
public:
    static CommandOptions parse(const QStringList &args, const QStringList &known,
                                bool allowPositional = false);

    bool has(const QString &name) const { return m_named.contains(name); }
    QString value(const QString &name) const { return m_named.value(name).value(0); }
    QStringList values(const QString &name) const { return m_named.value(name); }
    // Items that may be given as "a,b" or "a b": split into one list.
    QStringList list(const QString &name) const;
    const QStringList &positional() const { return m_positional; }
    const QString &error() const { return m_error; }
    // A whole number option, or `fallback` when not given; `ok` turns false (and stays so) on
    // anything else.
    quint64 number(const QString &name, quint64 fallback, bool &ok) const;
    // Why one of these computer player kinds cannot play, or empty when all can.
    static QString unknownBotKind(const QStringList &kinds);

    // "--rules farmers=false meeplesPerPlayer=8" as a record's setup.rules: module switches and
    // parameters (RuleOverrides::parse).
    static bool parseRules(const QStringList &items, QVariantMap &rules, QString *error);
    // Package ids or paths of package folders and zips; a path is read and used by its id.
    static std::optional<QStringList> packageIds(const QStringList &items,
                                                 PackageRepository &repository, Problems *problems);

    // Says a usage mistake and the command's usage line on `err`; returns the exit code 2.
    static int usageError(QTextStream &err, const QString &message, const QString &usageLine);
    // A command's result (a record): to the file --out names, replaced whole or not at all, or
    // to `out`. The exit code: 0, or 1 with the reason on `err`.
    int writeResult(const QByteArray &bytes, QTextStream &out, QTextStream &err) const;
    // Problems, one a line.
    static void printProblems(QTextStream &err, const Problems &problems);

    // The content of --packages (base when not given) under --rules, for commands that play.
    // nullptr on failure: a usage mistake in `usageError`, else what is wrong in `problems`.
    std::shared_ptr<const GameContent> playContent(PackageRepository &repository, QStringList &ids,
                                                   Problems *problems, QString *usageError) const;

private:
    QStringList m_positional;
    QMap<QString, QStringList> m_named;
    QString m_error;
};

} // namespace carcassonne
