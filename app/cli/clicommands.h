#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// The command line tool's commands. Each returns the exit code of the contract: 0 success,
// 1 rule or content error (message on stderr), 2 usage error.
class CliCommands
{
public:
    CliCommands(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    int run(const QStringList &arguments);

private:
    int play(const QStringList &args);
    int replay(const QStringList &args);
    int bench(const QStringList &args);
    int validate(const QStringList &args);
    int usage(const QString &message = {});

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
