#pragma once

#include "messages/chatline.h"
#include "messages/chatsend.h"
#include "messages/clienthello.h"
#include "messages/createtable.h"
#include "messages/gameend.h"
#include "messages/gamestart.h"
#include "messages/leavetable.h"
#include "messages/offerseat.h"
#include "messages/logentries.h"
#include "messages/packagedata.h"
#include "messages/packagerequest.h"
#include "messages/refusal.h"
#include "messages/resyncrequest.h"
#include "messages/startgame.h"
#include "messages/tableupdate.h"
#include "messages/turnrequest.h"
#include "messages/welcome.h"

#include <QByteArray>
#include <QJsonDocument>

#include <optional>
#include <variant>

namespace carcassonne {

// What a client may send, and what a host may.
using ClientMessage = std::variant<ClientHello, CreateTable, StartGame, TurnRequest, ResyncRequest,
                                   ChatSend, LeaveTable, PackageRequest, OfferSeat>;
using HostMessage = std::variant<Welcome, TableUpdate, GameStart, LogEntries, ChatLine, GameEnd,
                                 Refusal, PackageData>;

// The protocol's one codec: a message is one JSON object in one text frame, its kind in "type"
// (docs/network.md). Decoding refuses a frame over protocol::kMaxFrameBytes, anything but a JSON
// object, a type the other side may not send, and any field unknown to that type or of the
// wrong type or range; the error says which.
class MessageCodec
{
public:
    template<typename M>
    static QByteArray encode(const M &message)
    {
        QJsonObject o = message.toJson();
        o.insert(QStringLiteral("type"), QLatin1String(M::kType));
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }
    static QByteArray encode(const ClientMessage &message);
    static QByteArray encode(const HostMessage &message);

    static std::optional<ClientMessage> decodeClient(const QByteArray &frame, QString *error);
    static std::optional<HostMessage> decodeHost(const QByteArray &frame, QString *error);

    // A 64-bit state hash as the protocol writes it: 16 lower-case hex digits.
    static QString hashText(quint64 hash);
};

} // namespace carcassonne
