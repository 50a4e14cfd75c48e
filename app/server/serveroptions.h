#pragma once

#include "net/hostserver.h"

#include <QHostAddress>
#include <QString>
#include <QStringList>

namespace carcassonne {

// The command line of carcassonne-server, read and checked before anything starts, so that a
// mistyped option stops the program with its usage (exit code 2) instead of serving something
// the user did not ask for.
class ServerOptions
{
public:
    static constexpr quint16 kDefaultPort = 7420;

    // `args` without the program's name.
    static ServerOptions parse(const QStringList &args);
    static QString usage();

    // Empty when the command line is good.
    const QString &error() const { return m_error; }
    bool help() const { return m_help; }
    bool version() const { return m_version; }

    quint16 port() const { return m_port; }
    const QHostAddress &bind() const { return m_bind; }
    const HostServer::Limits &limits() const { return m_limits; }
    const QString &dataDir() const { return m_dataDir; }
    const QString &standIn() const { return m_standIn; }
    const QStringList &packageDirs() const { return m_packageDirs; }

private:
    QString m_error;
    bool m_help = false;
    bool m_version = false;
    quint16 m_port = kDefaultPort;
    // Loopback unless the user opens it deliberately: a server reachable from elsewhere is a
    // choice, never a default.
    QHostAddress m_bind{QHostAddress::LocalHost};
    HostServer::Limits m_limits; // HostServer's own defaults unless an option says otherwise
    QString m_dataDir;
    QString m_standIn = GameHost::Options().standIn;
    QStringList m_packageDirs;
};

} // namespace carcassonne
