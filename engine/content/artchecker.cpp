#include "artchecker.h"

#include "core/shownvalue.h"

#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <vector>

namespace carcassonne {

namespace {

// Values from the file in messages (core/shownvalue): a data: URI runs to megabytes.
QString shown(QStringView value)
{
    return shownValue(value, 80);
}

// "svg:image" -> "image": names as Qt Svg reads them, without namespace processing, so that no
// prefix hides an element or attribute.
QStringView localName(QStringView qualifiedName)
{
    return qualifiedName.mid(qualifiedName.lastIndexOf(QLatin1Char(':')) + 1);
}

bool is(QStringView name, const char *what)
{
    return name.compare(QLatin1String(what), Qt::CaseInsensitive) == 0;
}

// "#id": a reference into the same file.
bool isFragment(QStringView value)
{
    static const QRegularExpression pattern(QStringLiteral("^#[^\\s#()'\"\\\\]+$"));
    return pattern.match(value).hasMatch();
}

// Every url(...) in CSS or an attribute must be url(#id), quoted or not.
Message checkUrls(QStringView text)
{
    static const QRegularExpression url(QStringLiteral("url\\s*\\("),
                                        QRegularExpression::CaseInsensitiveOption);
    qsizetype from = 0;
    while (true) {
        const QRegularExpressionMatch m = url.match(text, from);
        if (!m.hasMatch())
            return {};
        const qsizetype start = m.capturedEnd();
        const qsizetype end = text.indexOf(QLatin1Char(')'), start);
        QStringView inside = text.mid(start, end < 0 ? -1 : end - start).trimmed();
        if (inside.size() >= 2
            && (inside.front() == QLatin1Char('"') || inside.front() == QLatin1Char('\''))
            && inside.back() == inside.front())
            inside = inside.mid(1, inside.size() - 2);
        if (end < 0 || !isFragment(inside))
            return Message(QT_TRANSLATE_NOOP(
                                   "EngineMessages",
                                   "url(%1) refers outside the file (only url(#id) may be used)"))
                    .arg(shown(inside));
        from = end + 1;
    }
}

Message checkCss(QStringView css)
{
    if (css.contains(QLatin1String("@import"), Qt::CaseInsensitive))
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "CSS @import is not allowed"));
    if (css.contains(QLatin1Char('\\')))
        return Message(
                QT_TRANSLATE_NOOP("EngineMessages", "a backslash escape in CSS is not allowed"));
    return checkUrls(css);
}

// A finite number, e.g. "12", "-1.5e3".
std::optional<double> number(QStringView text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// An <svg> element's width or height in pixels (96 per inch), 100 for "100%"; nothing when it
// is not a length.
std::optional<double> lengthInPixels(QStringView text, bool *percent)
{
    static const QRegularExpression pattern(
            QStringLiteral("^\\s*([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*"
                           "(px|pt|pc|mm|cm|in|em|ex|%)?\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const std::optional<double> v = number(m.capturedView(1));
    if (!v)
        return std::nullopt;
    const QStringView unit = m.capturedView(2);
    *percent = unit == QLatin1String("%");
    double scale = 1;
    if (unit == QLatin1String("pt"))
        scale = 96.0 / 72.0;
    else if (unit == QLatin1String("pc"))
        scale = 16;
    else if (unit == QLatin1String("mm"))
        scale = 96.0 / 25.4;
    else if (unit == QLatin1String("cm"))
        scale = 96.0 / 2.54;
    else if (unit == QLatin1String("in"))
        scale = 96;
    else if (unit == QLatin1String("em"))
        scale = 16;
    else if (unit == QLatin1String("ex"))
        scale = 8;
    const double pixels = *v * scale;
    if (!std::isfinite(pixels))
        return std::nullopt;
    return pixels;
}

Message checkViewBox(QStringView text)
{
    static const QRegularExpression separator(QStringLiteral("[\\s,]+"));
    const QList<QStringView> parts = text.trimmed().split(separator, Qt::SkipEmptyParts);
    const Message bad =
            Message(QT_TRANSLATE_NOOP("EngineMessages",
                                      "viewBox '%1' is not four finite numbers of at most %2 "
                                      "in magnitude with a width and height of 0 or more"))
                    .arg(shown(text))
                    .arg(ArtChecker::kMaxDimension);
    if (parts.size() != 4)
        return bad;
    for (qsizetype i = 0; i < 4; ++i) {
        const std::optional<double> v = number(parts[i]);
        if (!v || std::abs(*v) > ArtChecker::kMaxDimension || (i >= 2 && *v < 0))
            return bad;
    }
    return {};
}

quint32 bigEndian(const QByteArray &d, qsizetype at, int bytes)
{
    quint32 v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | quint32(quint8(d.at(at + i)));
    return v;
}

Message checkSize(const char *what, quint32 width, quint32 height)
{
    if (width == 0 || height == 0 || width > ArtChecker::kMaxDimension
        || height > ArtChecker::kMaxDimension)
        return Message(QT_TRANSLATE_NOOP(
                               "EngineMessages",
                               "the %1 in a data: image is %2 x %3 pixels (at most %4 a side)"))
                .arg(QLatin1String(what))
                .arg(width)
                .arg(height)
                .arg(ArtChecker::kMaxDimension);
    return {};
}

// Qt Svg hands a data: image's bytes to QImage, which picks the decoder from the bytes (not
// from the URI's type): the bytes must start as the type says.
Message checkPng(const QByteArray &d)
{
    if (d.size() < 24 || !d.startsWith("\x89PNG\r\n\x1a\n") || d.mid(12, 4) != "IHDR")
        return Message(
                QT_TRANSLATE_NOOP("EngineMessages", "a data:image/png URI does not hold a PNG"));
    return checkSize("PNG", bigEndian(d, 16, 4), bigEndian(d, 20, 4));
}

Message checkJpeg(const QByteArray &d)
{
    const Message notJpeg = Message(
            QT_TRANSLATE_NOOP("EngineMessages", "a data:image/jpeg URI does not hold a JPEG"));
    if (!d.startsWith("\xff\xd8"))
        return notJpeg;
    qsizetype i = 2;
    while (i + 4 <= d.size()) {
        if (quint8(d.at(i)) != 0xff)
            return notJpeg;
        const quint8 marker = quint8(d.at(i + 1));
        if (marker == 0xff) { // fill byte
            ++i;
            continue;
        }
        if (marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
            i += 2;
            continue;
        }
        if (marker == 0xda || marker == 0xd9) // image data or its end before any frame header
            return notJpeg;
        const bool frame = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8
                && marker != 0xcc;
        if (frame) {
            if (i + 9 > d.size())
                return notJpeg;
            return checkSize("JPEG", bigEndian(d, i + 7, 2), bigEndian(d, i + 5, 2));
        }
        i += 2 + qsizetype(bigEndian(d, i + 2, 2));
    }
    return notJpeg;
}

Message checkDocument(const QByteArray &svg, int embedding);

// A data: URI of an image type the checker reads: "data:" at the very start (Qt Svg 6.4 takes
// " data:..." with a leading space for a file name), the payload in base64 (Qt Svg decodes what
// follows "base64,").
QRegularExpressionMatch dataImage(QStringView value)
{
    static const QRegularExpression pattern(
            QStringLiteral("^data:image/(png|jpeg|svg\\+xml);base64,([A-Za-z0-9+/=\\s]*)$"));
    return pattern.match(value);
}

Message checkDataImage(const QRegularExpressionMatch &m, int embedding)
{
    QByteArray payload = m.capturedView(2).toLatin1();
    payload.removeIf([](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
    const QByteArray::FromBase64Result decoded = QByteArray::fromBase64Encoding(
            payload, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "a data: image is not valid base64"));
    const QStringView type = m.capturedView(1);
    if (type == QLatin1String("png"))
        return checkPng(*decoded);
    if (type == QLatin1String("jpeg"))
        return checkJpeg(*decoded);
    if (embedding > 0)
        return Message(QT_TRANSLATE_NOOP(
                "EngineMessages", "an SVG data: image inside an SVG data: image is not allowed"));
    const Message inner = checkDocument(*decoded, embedding + 1);
    if (!inner.isEmpty())
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "the SVG in a data: image: %1"))
                .arg(inner);
    return {};
}

Message checkAttributes(const QXmlStreamReader &xml, QStringView element, int embedding)
{
    const bool isSvg = is(element, "svg");
    const bool isImage = is(element, "image");
    for (const QXmlStreamAttribute &a : xml.attributes()) {
        const QStringView name = localName(a.qualifiedName());
        const QStringView value = a.value();
        if (name.startsWith(QLatin1String("on"), Qt::CaseInsensitive))
            return Message(QT_TRANSLATE_NOOP("EngineMessages",
                                             "<%1> has the event handler attribute '%2'"))
                    .arg(shown(element), shown(a.qualifiedName()));
        if (is(name, "href")) {
            if (isFragment(value))
                continue;
            if (isImage) {
                const QRegularExpressionMatch m = dataImage(value);
                if (m.hasMatch()) {
                    const Message problem = checkDataImage(m, embedding);
                    if (!problem.isEmpty())
                        return problem;
                    continue;
                }
            }
            return Message(QT_TRANSLATE_NOOP(
                                   "EngineMessages",
                                   "<%1> %2 refers to '%3' outside the file (only '#id', or on "
                                   "<image> a data:image/png, jpeg or svg+xml;base64 URI, may be "
                                   "used)"))
                    .arg(shown(element), shown(a.qualifiedName()), shown(value));
        }
        if (is(name, "style")) {
            const Message problem = checkCss(value);
            if (!problem.isEmpty())
                return Message(QT_TRANSLATE_NOOP("EngineMessages", "<%1> style: %2"))
                        .arg(shown(element), problem);
        } else {
            const Message problem = checkUrls(value);
            if (!problem.isEmpty())
                return Message(QT_TRANSLATE_NOOP("EngineMessages", "<%1> %2: %3"))
                        .arg(shown(element), shown(a.qualifiedName()), problem);
        }
        if (is(name, "viewBox")) {
            const Message problem = checkViewBox(value);
            if (!problem.isEmpty())
                return Message(QT_TRANSLATE_NOOP("EngineMessages", "<%1> %2"))
                        .arg(shown(element), problem);
        }
        if (isSvg && (is(name, "width") || is(name, "height"))) {
            bool percent = false;
            const std::optional<double> pixels = lengthInPixels(value, &percent);
            const double bound = percent ? 100 : ArtChecker::kMaxDimension;
            if (!pixels || *pixels < 0 || *pixels > bound)
                return Message(QT_TRANSLATE_NOOP(
                                       "EngineMessages",
                                       "<svg> %1 '%2' is not a finite length of at most %3 "
                                       "pixels (or 100%)"))
                        .arg(shown(a.qualifiedName()), shown(value))
                        .arg(ArtChecker::kMaxDimension);
        }
    }
    return {};
}

// The elements of a document as <use> references expand them: each element one, each <use>
// also a copy of its target with the target's children and their references. Memoised over
// the elements in document order, so linear in the document; counting stops once past the
// bound. A reference into an element being counted is a loop: `loop` names its target.
class UseExpansion
{
public:
    // Called at each start element, in document order.
    int add(int parent, QStringView id, QStringView useTarget)
    {
        const int index = int(m_parent.size());
        m_parent.push_back(parent);
        m_target.push_back(useTarget.isEmpty() ? QString() : useTarget.mid(1).toString());
        if (!id.isEmpty() && !m_ids.contains(id.toString()))
            m_ids.insert(id.toString(), index);
        return index;
    }

    // The expanded count, at most `bound` + 1.
    qint64 count(qint64 bound, QString *loop)
    {
        const int n = int(m_parent.size());
        m_children.assign(std::size_t(n), {});
        for (int i = 1; i < n; ++i) {
            if (m_parent[std::size_t(i)] >= 0)
                m_children[std::size_t(m_parent[std::size_t(i)])].push_back(i);
        }
        m_size.assign(std::size_t(n), -1);
        m_state.assign(std::size_t(n), 0);
        qint64 total = 0;
        for (int i = 0; i < n && total <= bound; ++i) {
            if (m_parent[std::size_t(i)] < 0)
                total += sizeOf(i, bound, loop);
        }
        return std::min(total, bound + 1);
    }

private:
    // Depth-first without recursion: a chain of 20,000 references must not exhaust the stack.
    qint64 sizeOf(int root, qint64 bound, QString *loop)
    {
        struct Frame
        {
            int element;
            std::size_t next; // the next child to visit; children.size(): the reference
        };
        std::vector<Frame> stack{{root, 0}};
        m_state[std::size_t(root)] = 1;
        while (!stack.empty()) {
            Frame &f = stack.back();
            const auto e = std::size_t(f.element);
            const std::vector<int> &children = m_children[e];
            int dependency = -1;
            if (f.next < children.size()) {
                dependency = children[f.next++];
            } else if (f.next == children.size()) {
                ++f.next;
                dependency = m_target[e].isEmpty() ? -1 : m_ids.value(m_target[e], -1);
            } else {
                qint64 size = 1;
                for (int c : children)
                    size += m_size[std::size_t(c)];
                const int target = m_target[e].isEmpty() ? -1 : m_ids.value(m_target[e], -1);
                if (target >= 0 && m_state[std::size_t(target)] == 2)
                    size += m_size[std::size_t(target)];
                m_size[e] = std::min(size, bound + 1);
                m_state[e] = 2;
                stack.pop_back();
                continue;
            }
            if (dependency < 0)
                continue;
            const auto d = std::size_t(dependency);
            if (m_state[d] == 1) {
                if (loop && loop->isEmpty())
                    *loop = m_target[e];
                continue;
            }
            if (m_state[d] == 0) {
                m_state[d] = 1;
                stack.push_back({dependency, 0});
            }
        }
        return m_size[std::size_t(root)];
    }

    std::vector<int> m_parent; // -1 for the root
    std::vector<QString> m_target; // the id a <use> refers to, "" for other elements
    QHash<QString, int> m_ids; // the first element of each id
    std::vector<std::vector<int>> m_children;
    std::vector<qint64> m_size;
    std::vector<char> m_state; // 0 not seen, 1 being counted, 2 counted
};

// The first problem of one document; `embedding`: how many data: SVG images hold it.
Message checkDocument(const QByteArray &svg, int embedding)
{
    if (svg.size() > ArtChecker::kMaxBytes)
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "larger than %1 bytes"))
                .arg(ArtChecker::kMaxBytes);
    QXmlStreamReader xml(svg);
    xml.setNamespaceProcessing(false); // as Qt Svg reads it
    int elements = 0;
    int depth = 0;
    int styleDepth = 0; // the depth of the <style> element being read, 0 outside one
    QString css;
    UseExpansion expansion;
    std::vector<int> open; // the elements being read, outermost first
    const auto at = [&xml](const Message &problem) {
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "line %1: %2"))
                .arg(xml.lineNumber())
                .arg(problem);
    };
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::Invalid:
            return Message(QT_TRANSLATE_NOOP("EngineMessages",
                                             "not well-formed XML: line %1, column %2: %3"))
                    .arg(xml.lineNumber())
                    .arg(xml.columnNumber())
                    .arg(shown(xml.errorString()));
        case QXmlStreamReader::DTD:
            if (!xml.entityDeclarations().isEmpty())
                return at(
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "the DOCTYPE declares the entity '%1'; neither a "
                                                  "DOCTYPE nor entities are allowed"))
                                .arg(shown(xml.entityDeclarations().front().name())));
            return at(Message(QT_TRANSLATE_NOOP("EngineMessages", "a DOCTYPE is not allowed")));
        case QXmlStreamReader::EntityReference:
            return at(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "the entity reference '&%1;' is not allowed"))
                              .arg(shown(xml.name())));
        case QXmlStreamReader::ProcessingInstruction:
            return at(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "the processing instruction '<?%1' is not allowed"))
                              .arg(shown(xml.processingInstructionTarget())));
        case QXmlStreamReader::StartElement: {
            const QStringView name = localName(xml.qualifiedName());
            if (++elements > ArtChecker::kMaxElements)
                return at(Message(QT_TRANSLATE_NOOP("EngineMessages", "more than %1 elements"))
                                  .arg(ArtChecker::kMaxElements));
            if (++depth > ArtChecker::kMaxDepth)
                return at(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                    "elements nested more than %1 deep"))
                                  .arg(ArtChecker::kMaxDepth));
            if (elements == 1 && !is(name, "svg"))
                return at(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                    "the root element is <%1>, not <svg>"))
                                  .arg(shown(xml.qualifiedName())));
            if (is(name, "script") || is(name, "handler") || is(name, "foreignObject"))
                return at(Message(QT_TRANSLATE_NOOP("EngineMessages", "<%1> is not allowed"))
                                  .arg(shown(xml.qualifiedName())));
            const Message problem = checkAttributes(xml, xml.qualifiedName(), embedding);
            if (!problem.isEmpty())
                return at(problem);
            QStringView id;
            QStringView target;
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                const QStringView attribute = localName(a.qualifiedName());
                if (is(attribute, "id"))
                    id = a.value();
                else if (is(name, "use") && is(attribute, "href") && isFragment(a.value()))
                    target = a.value();
            }
            open.push_back(expansion.add(open.empty() ? -1 : open.back(), id, target));
            if (styleDepth == 0 && is(name, "style")) {
                styleDepth = depth;
                css.clear();
            }
            break;
        }
        case QXmlStreamReader::EndElement:
            if (depth == styleDepth) {
                styleDepth = 0;
                const Message problem = checkCss(css);
                if (!problem.isEmpty())
                    return at(Message(QT_TRANSLATE_NOOP("EngineMessages", "<style>: %1"))
                                      .arg(problem));
            }
            --depth;
            open.pop_back();
            break;
        case QXmlStreamReader::Characters:
            if (styleDepth > 0)
                css += xml.text();
            break;
        default:
            break;
        }
    }
    if (elements == 0) // an empty file: the reader may be at its end before reading anything
        return Message(QT_TRANSLATE_NOOP("EngineMessages", "not well-formed XML: no element"));
    QString loop;
    const qint64 expanded = expansion.count(ArtChecker::kMaxExpandedElements, &loop);
    if (!loop.isEmpty())
        return Message(QT_TRANSLATE_NOOP("EngineMessages",
                                         "<use> references form a loop through '#%1'"))
                .arg(shown(loop));
    if (expanded > ArtChecker::kMaxExpandedElements)
        return Message(QT_TRANSLATE_NOOP("EngineMessages",
                                         "<use> references expand to more than %1 elements"))
                .arg(ArtChecker::kMaxExpandedElements);
    return {};
}

} // namespace

Message ArtChecker::reason(const QByteArray &svg)
{
    return checkDocument(svg, 0);
}

std::optional<Problem> ArtChecker::check(const QString &path, const QByteArray &svg)
{
    const Message problem = reason(svg);
    if (problem.isEmpty())
        return std::nullopt;
    return Problem{
            path, {}, {}, Message(QT_TRANSLATE_NOOP("EngineMessages", "%1: refused")).arg(problem)};
}

} // namespace carcassonne
