#include "shownvalue.h"

namespace carcassonne {

QString shownValue(QStringView value, qsizetype maxLength)
{
    QString out;
    out.reserve(qMin(value.size(), maxLength + 16));
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (out.size() >= maxLength) {
            out += QStringLiteral("...");
            break;
        }
        const QChar c = value.at(i);
        char32_t u = c.unicode();
        qsizetype length = 1;
        if (c.isHighSurrogate() && i + 1 < value.size() && value.at(i + 1).isLowSurrogate()) {
            u = QChar::surrogateToUcs4(c, value.at(i + 1));
            length = 2;
        }
        if (u == U'\\')
            out += QStringLiteral("\\\\");
        else if (u < 0x20 || u == 0x7f)
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        else if (!QChar::isPrint(u) || (length == 1 && c.isSurrogate()))
            out += u > 0xffff ? QStringLiteral("\\U%1").arg(uint(u), 8, 16, QLatin1Char('0'))
                              : QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        else
            out += value.mid(i, length);
        i += length - 1;
    }
    return out;
}

} // namespace carcassonne
