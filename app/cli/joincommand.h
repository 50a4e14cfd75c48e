#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli join: takes a seat at a table from its invitation (or comes back to one with
// its token, or watches with a spectator code) and plays it with a computer player or with turns
// read from standard input, one JSON line each; writes the game's record at the end, checked
// against the host's commitment (docs/network.md).
class JoinCommand
{
public:
    JoinCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
