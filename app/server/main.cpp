// carcassonne-server: hosts many network games at once, without a display (docs/network.md,
// "Running a server").

#include "content/packagerepository.h"
#include "net/hostserver.h"
#include "serveroptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {

// The write end of the self-pipe: a signal handler may only write(), so SIGTERM and SIGINT
// become a byte the event loop reads, and the server stops between two events.
int g_signalWrite = -1;

extern "C" void onStopSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalWrite, &byte, 1);
}

bool installStopSignals(int fds[2])
{
    if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0)
        return false;
    g_signalWrite = fds[1];
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return ::sigaction(SIGTERM, &action, nullptr) == 0
            && ::sigaction(SIGINT, &action, nullptr) == 0;
}

void printErr(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stderr);
}

QString urlHost(const QHostAddress &address)
{
    return address.protocol() == QAbstractSocket::IPv6Protocol
            ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
            : address.toString();
}

// Thousands of connections: the soft limit on open files up to the hard one (often 1,024
// against 524,288), and a warning when even that is below --max-connections.
void raiseOpenFileLimit(int connections)
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
    if (limit.rlim_cur != RLIM_INFINITY && rlim_t(connections) + 64 > limit.rlim_cur)
        printErr(QStringLiteral("carcassonne-server: at most %1 files may be open, fewer than "
                                "--max-connections %2 needs (raise the hard limit: ulimit -Hn)\n")
                         .arg(qulonglong(limit.rlim_cur))
                         .arg(connections));
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace carcassonne;
    // Qt's own event dispatcher, not GLib's: with thousands of sockets GLib's main loop walked
    // its whole list of descriptors at every wake-up (docs/network.md, "Benchmark": 372 against
    // 529 us of the server's time per move at 4,000 connections).
    if (qEnvironmentVariableIsEmpty("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CARCASSONNE_VERSION));

    const ServerOptions options = ServerOptions::parse(QCoreApplication::arguments().mid(1));
    if (!options.error().isEmpty()) {
        printErr(QStringLiteral("carcassonne-server: %1\n\n%2")
                         .arg(options.error(), ServerOptions::usage()));
        return 2;
    }
    if (options.help()) {
        std::fputs(ServerOptions::usage().toLocal8Bit().constData(), stdout);
        return 0;
    }
    if (options.version()) {
        std::printf("carcassonne-server %s\n", CARCASSONNE_VERSION);
        return 0;
    }

    int signalPipe[2] = {-1, -1};
    if (!installStopSignals(signalPipe)) {
        printErr(QStringLiteral("carcassonne-server: cannot set up the stop signals\n"));
        return 1;
    }
    QSocketNotifier stopNotifier(signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&stopNotifier, &QSocketNotifier::activated, &app, [&]() {
        char buffer[16];
        while (::read(signalPipe[0], buffer, sizeof buffer) > 0) { }
        QCoreApplication::quit();
    });

    raiseOpenFileLimit(options.limits().maxConnections);
    PackageRepository repository;
    for (const QString &dir : options.packageDirs())
        repository.addSearchPath(QDir(dir).absolutePath());

    GameHost::Options hostOptions;
    hostOptions.standIn = options.standIn();
    HostServer server(repository, hostOptions, options.limits());

    if (!options.dataDir().isEmpty()) {
        // Resumed before listening, so that a player coming back finds the table at once.
        QStringList problems;
        const int resumed = server.useDataFolder(options.dataDir(), &problems);
        for (const QString &problem : problems)
            printErr(QStringLiteral("carcassonne-server: %1\n").arg(problem));
        const QFileInfo dir(options.dataDir());
        if (!dir.isDir() || !dir.isWritable()) {
            printErr(QStringLiteral("carcassonne-server: cannot keep tables in %1: not a writable "
                                    "folder\n")
                             .arg(options.dataDir()));
            return 1;
        }
        printErr(QStringLiteral("carcassonne-server: resumed %1 %2 from %3\n")
                         .arg(resumed)
                         .arg(resumed == 1 ? QStringLiteral("table") : QStringLiteral("tables"),
                              dir.absoluteFilePath()));
    }

    QString error;
    if (!server.listen(options.bind(), options.port(), &error)) {
        printErr(QStringLiteral("carcassonne-server: cannot listen on %1 port %2: %3\n")
                         .arg(options.bind().toString())
                         .arg(options.port())
                         .arg(error));
        return 1;
    }
    // The one line on stdout: scripts and tests read the port from it (with --port 0).
    std::printf("listening on ws://%s:%u\n", qPrintable(urlHost(options.bind())),
                unsigned(server.port()));
    std::fflush(stdout);

    const int code = app.exec();
    // Every table was saved as it changed: closing is all that is left.
    server.close();
    printErr(QStringLiteral("carcassonne-server: stopped with %1 %2 open\n")
                     .arg(server.tableCount())
                     .arg(server.tableCount() == 1 ? QStringLiteral("table")
                                                   : QStringLiteral("tables")));
    return code;
}
