#include "secretcode.h"

#include <QRandomGenerator>

namespace carcassonne {

QString SecretCode::make(int length)
{
    static const char alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    constexpr int size = int(sizeof(alphabet)) - 1;
    QString out;
    out.reserve(length);
    QRandomGenerator *source = QRandomGenerator::system();
    for (int i = 0; i < length; ++i)
        out += QLatin1Char(alphabet[source->bounded(size)]);
    return out;
}

bool SecretCode::same(const QString &a, const QString &b)
{
    // Every character of the longer is looked at, whatever differs first.
    const qsizetype n = std::max(a.size(), b.size());
    unsigned diff = unsigned(a.size() ^ b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const unsigned ca = i < a.size() ? a[i].unicode() : 0u;
        const unsigned cb = i < b.size() ? b[i].unicode() : 0u;
        diff |= ca ^ cb;
    }
    return diff == 0 && !a.isEmpty();
}

} // namespace carcassonne
