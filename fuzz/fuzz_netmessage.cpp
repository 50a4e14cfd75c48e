// libFuzzer target: the network protocol's decoder (MessageCodec) both ways, each message
// that decodes encoded and decoded again to the same bytes, and what a client does with a
// host's game messages: a GameStart starts a MirrorGame on the built-in packages, a LogEntries
// is applied to a copy of a real base game (docs/network.md, "Security").
#include "content/packagerepository.h"
#include "fuzzsupport.h"
#include "net/gamehost.h"
#include "net/messagecodec.h"
#include "net/mirrorgame.h"

#include <QCoreApplication>

static carcassonne::PackageRepository *g_repository = nullptr;
static std::optional<carcassonne::MirrorGame> *g_mirror = nullptr;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzzsupport::setUp();
    static QCoreApplication app(*argc, *argv);
    g_repository = new carcassonne::PackageRepository;
    // A real table's start, as a client receives it: the copy each LogEntries input is tried on.
    carcassonne::CreateTable table;
    table.setup = QJsonObject{{QStringLiteral("packages"), QJsonArray{QStringLiteral("base")}}};
    table.seats = {{QStringLiteral("you"), {}}, {QStringLiteral("open"), {}}};
    carcassonne::GameHost::Options options;
    options.seed = 1;
    QString error;
    auto host = carcassonne::GameHost::create(table, *g_repository, options, &error);
    if (!host)
        abort();
    std::optional<carcassonne::GameStart> start;
    QObject::connect(host.get(), &carcassonne::GameHost::send, [&](int, const QByteArray &frame) {
        if (const auto m = carcassonne::MessageCodec::decodeHost(frame, &error))
            if (const auto *g = std::get_if<carcassonne::GameStart>(&*m))
                start = *g;
    });
    host->hello(1, carcassonne::ClientHello{}, true);
    if (!host->start(&error) || !start)
        abort();
    carcassonne::Message why;
    g_mirror = new std::optional<carcassonne::MirrorGame>(
            carcassonne::MirrorGame::start(*start, *g_repository, &why));
    if (!*g_mirror)
        abort();
    return 0;
}

template<typename Message>
static void roundTrip(const Message &message, bool host)
{
    // What decodes must encode to a message that decodes to the same bytes again.
    const QByteArray once = carcassonne::MessageCodec::encode(message);
    QString error;
    QByteArray twice;
    if (host) {
        const auto again = carcassonne::MessageCodec::decodeHost(once, &error);
        if (again)
            twice = carcassonne::MessageCodec::encode(*again);
    } else {
        const auto again = carcassonne::MessageCodec::decodeClient(once, &error);
        if (again)
            twice = carcassonne::MessageCodec::encode(*again);
    }
    // A package chunk's base64 text may grow past the frame limit when re-encoded only if the
    // first was within it: the encoded form is canonical, so it must read back.
    if (twice != once && once.size() <= carcassonne::protocol::kMaxFrameBytes) {
        fprintf(stderr, "a message does not survive encoding: %s\n -> %s\n -> %s\n",
                once.constData(), qPrintable(error), twice.constData());
        abort();
    }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray frame(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    if (const auto client = carcassonne::MessageCodec::decodeClient(frame, &error))
        roundTrip(*client, false);
    const auto host = carcassonne::MessageCodec::decodeHost(frame, &error);
    if (!host)
        return 0;
    roundTrip(*host, true);
    // The mirror reports why it refuses (never to nowhere: the window always asks).
    carcassonne::Message why;
    if (const auto *start = std::get_if<carcassonne::GameStart>(&*host)) {
        (void)carcassonne::MirrorGame::start(*start, *g_repository, &why);
    } else if (const auto *log = std::get_if<carcassonne::LogEntries>(&*host)) {
        carcassonne::MirrorGame copy = **g_mirror;
        for (const auto &entry : log->entries) {
            if (copy.apply(entry, &why) != carcassonne::MirrorGame::Result::Applied)
                break;
        }
    }
    return 0;
}
