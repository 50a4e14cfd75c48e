#pragma once

#include <QString>
#include <QtGlobal>

namespace carcassonne::protocol {

// The network protocol's version (docs/network.md). A hello with another version is refused
// with a message naming both.
inline constexpr int kVersion = 1;

// Limits on what a peer may send; anything past them is refused (docs/network.md, "Security").
inline constexpr qint64 kMaxFrameBytes = 64 * 1024;
inline constexpr int kMaxNameLength = 40;
inline constexpr int kMaxChatLength = 300;
inline constexpr int kMaxCodeLength = 64;
inline constexpr int kMaxSeats = 6;
inline constexpr int kMaxLogEntriesPerMessage = 64;
// A package travels in chunks of this many bytes (base64 in the frame: about 44 KiB).
inline constexpr int kPackageChunkBytes = 32 * 1024;

// Rate limits per connection: messages in a sliding window, and chat lines in theirs.
inline constexpr int kMessagesPerWindow = 60;
inline constexpr int kMessageWindowMs = 2000;
inline constexpr int kChatsPerWindow = 5;
inline constexpr int kChatWindowMs = 10000;

// Grace time before a computer player takes an away seat's turns, and its bounds.
inline constexpr int kDefaultGraceSeconds = 60;
inline constexpr int kMinGraceSeconds = 1;
inline constexpr int kMaxGraceSeconds = 3600;

// Why a host refuses (Refusal::reason): the codes the client tells its player by, one list for
// both ends (docs/network.md, "Refusals").
namespace reason {
inline constexpr QLatin1String kProtocol{"protocol"}; // another protocol version
inline constexpr QLatin1String kMessage{"message"}; // unreadable, or not in its place
inline constexpr QLatin1String kToken{"token"}; // no seat holds that token
inline constexpr QLatin1String kLeft{"left"}; // the seat's player left; a computer plays it
inline constexpr QLatin1String kInvite{"invite"}; // not this table's invitation
inline constexpr QLatin1String kCode{"code"}; // no table here has that code
inline constexpr QLatin1String kStarted{"started"}; // not at this point of the game
inline constexpr QLatin1String kFull{"full"}; // no room: seats, tables or connections
inline constexpr QLatin1String kCreator{"creator"}; // only the table's creator may
inline constexpr QLatin1String kStart{"start"}; // the game could not start
inline constexpr QLatin1String kSeat{"seat"}; // not this seat's turn or right
inline constexpr QLatin1String kOver{"over"}; // the game is over
inline constexpr QLatin1String kIndex{"index"}; // a turn for another point of the log
inline constexpr QLatin1String kComputer{"computer"}; // a computer plays this turn
inline constexpr QLatin1String kIllegal{"illegal"}; // the rules refuse the turn
inline constexpr QLatin1String kRate{"rate"}; // too many messages
inline constexpr QLatin1String kPackage{"package"}; // the host has no such package
inline constexpr QLatin1String kCreate{"create"}; // this host opens no such table
inline constexpr QLatin1String kClosed{"closed"}; // the host closed the table
} // namespace reason

} // namespace carcassonne::protocol
