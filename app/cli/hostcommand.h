#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli host: opens one table on this computer for friends (open seats) and computer
// players, prints the invitation to share, starts when every open seat is taken, serves the
// game to its end and writes its record (docs/network.md). Binds to 127.0.0.1 unless told.
class HostCommand
{
public:
    HostCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
