#pragma once

#include <QString>

namespace carcassonne {

// Invite codes, spectator codes, seat tokens and salts: drawn from the system's cryptographic
// source, and compared in time that does not depend on where they differ.
class SecretCode
{
public:
    // `length` characters of an alphabet without look-alikes (no 0/O, 1/I/L): easy to read
    // out and type, about 5 bits each.
    static QString make(int length);
    static bool same(const QString &a, const QString &b);
};

} // namespace carcassonne
