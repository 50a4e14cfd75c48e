#pragma once

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

} // namespace carcassonne::protocol
