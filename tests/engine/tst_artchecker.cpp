// Package art (issue 20, defect 3): a package's own tile SVG is checked when the package is read,
// so that drawing it can never open a file of the player's (an <image> naming /abs/path.png, a
// relative name, a FIFO that would hang the program), run a script or allocate without bound.
//
// Every fixture is made here: SVG strings, and for the loader and validator the test package
// tests/data/packages/good/double copied to a temporary folder with its art/B.svg replaced. Each
// refusal row is checked three ways: ArtChecker alone, PackageReader (strict: the package is
// refused, nothing loaded, the problem names art/B.svg; lenient, as the editor opens: the problem
// is listed) and PackageValidator (as the editor and `validate` check).
#include "art/tileart.h"
#include "content/artchecker.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagevalidator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace carcassonne;

namespace {

const QString kArt = QStringLiteral("art/B.svg");

QString goodDouble()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/double");
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << QStringLiteral("[file '%1' tile '%2' field '%3'] %4")
                         .arg(p.file, p.tile, p.field, p.message.toString());
    return lines.isEmpty() ? QStringLiteral("(no problems)") : lines.join(QLatin1Char('\n'));
}

bool names(const Problems &problems, const QString &file, const QString &phrase)
{
    for (const Problem &p : problems) {
        if (p.file == file && p.message.toString().contains(phrase))
            return true;
    }
    return false;
}

bool printable(const QString &text)
{
    for (const QChar c : text) {
        if (!c.isPrint())
            return false;
    }
    return true;
}

// A tile picture around `body`, with `attributes` on the root.
QByteArray svg(const QByteArray &body,
               const QByteArray &attributes = "width=\"100\" "
                                              "height=\"100\" "
                                              "viewBox=\"0 0 100 100\"")
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + attributes + ">" + body + "</svg>";
}

// `levels` groups, each holding `fanOut` <use> of the group below, the last one drawing the
// first: fanOut^levels rectangles from a file of a few hundred bytes.
QByteArray useFanOut(int fanOut, int levels)
{
    QByteArray body = "<rect id=\"l0\" width=\"1\" height=\"1\"/>";
    for (int level = 1; level <= levels; ++level) {
        body += "<g id=\"l" + QByteArray::number(level) + "\">";
        for (int i = 0; i < fanOut; ++i)
            body += "<use xlink:href=\"#l" + QByteArray::number(level - 1) + "\"/>";
        body += "</g>";
    }
    return svg(body + "<use xlink:href=\"#l" + QByteArray::number(levels) + "\"/>");
}

QByteArray image(const QByteArray &href, const QByteArray &attribute = "xlink:href")
{
    return svg("<image x=\"0\" y=\"0\" width=\"100\" height=\"100\" " + attribute + "=\"" + href
               + "\"/>");
}

// A 1 x 1 PNG (a real one, Qt decodes it).
const QByteArray kPngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAD"
                              "hgGAWjR9awAAAABJRU5ErkJggg==";

// The start of a PNG of `width` x `height` pixels: signature and header chunk, what the checker
// reads.
QByteArray pngHeader(quint32 width, quint32 height)
{
    QByteArray d("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16);
    for (quint32 v : {width, height}) {
        for (int shift = 24; shift >= 0; shift -= 8)
            d += char((v >> shift) & 0xff);
    }
    d += QByteArray("\x08\x06\0\0\0", 5);
    return d;
}

// A JPEG's markers up to its frame header: SOI, APP0 (JFIF), SOF0 of `width` x `height`, EOI.
QByteArray jpeg(quint16 width, quint16 height)
{
    QByteArray d("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00", 20);
    d += QByteArray("\xff\xc0\x00\x11\x08", 5);
    d += char(height >> 8);
    d += char(height & 0xff);
    d += char(width >> 8);
    d += char(width & 0xff);
    d += QByteArray("\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01\xff\xd9", 12);
    return d;
}

QByteArray dataUri(const char *type, const QByteArray &bytes)
{
    return QByteArray("data:image/") + type + ";base64," + bytes.toBase64();
}

QByteArray nested(int depth)
{
    QByteArray open, close;
    for (int i = 1; i < depth; ++i) { // the root is one
        open += "<g>";
        close += "</g>";
    }
    return svg(open + close);
}

QByteArray elements(int count)
{
    return svg(QByteArray("<g/>").repeated(count - 1)); // the root is one
}

// A well-formed document of exactly `size` bytes (a comment fills it up).
QByteArray ofSize(qint64 size)
{
    const QByteArray head = svg("<!--");
    const QByteArray tail = "--></svg>";
    QByteArray out = head.left(head.size() - 6); // without "</svg>"
    out += QByteArray(int(size - out.size() - tail.size()), 'x');
    out += tail;
    return out;
}

// The package "double" with `art` as its art/B.svg, in `dir`.
bool writeDouble(const QString &dir, const QByteArray &art)
{
    const QDir source(goodDouble());
    if (!QDir(dir).mkpath(QStringLiteral("art")))
        return false;
    for (const QString &name : source.entryList(QDir::Files)) {
        if (!QFile::copy(source.filePath(name), dir + QLatin1Char('/') + name))
            return false;
    }
    QFile f(dir + QLatin1Char('/') + kArt);
    return f.open(QIODevice::WriteOnly) && f.write(art) == art.size();
}

Package doubleWith(const QByteArray &art)
{
    PackageReader reader;
    std::optional<Package> p = reader.read(goodDouble());
    if (!p)
        qFatal("the test package double does not load");
    p->art[kArt] = art;
    return *p;
}

} // namespace

class TestArtChecker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        PackageReader reader;
        const auto p = reader.read(goodDouble());
        QVERIFY2(p, qPrintable(describe(reader.problems())));
        QVERIFY(p->art.contains(kArt));
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("art");
        QTest::addColumn<QString>("phrase");

        // Not an SVG document.
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not well-formed XML");
        QTest::newRow("not-well-formed")
                << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>")
                << QStringLiteral("not well-formed XML");
        QTest::newRow("two-roots")
                << QByteArray("<svg/><svg/>") << QStringLiteral("not well-formed XML");
        QTest::newRow("root-html") << QByteArray("<html><svg/></html>")
                                   << QStringLiteral("the root element is <html>, not <svg>");
        QTest::newRow("png-bytes")
                << QByteArray::fromBase64(kPngBase64) << QStringLiteral("not well-formed XML");

        // DOCTYPE, entities, processing instructions.
        QTest::newRow("doctype") << "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
                                    "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">"
                        + svg("") << QStringLiteral("a DOCTYPE is not allowed");
        QTest::newRow("doctype-system-fifo") << "<!DOCTYPE svg SYSTEM \"/tmp/carcassonne-fifo\">"
                        + svg("") << QStringLiteral("a DOCTYPE is not allowed");
        QTest::newRow("entity-declaration")
                << "<!DOCTYPE svg [<!ENTITY tile \"x\">]>" + svg("<text>&tile;</text>")
                << QStringLiteral("declares the entity 'tile'");
        QTest::newRow("external-entity")
                << "<!DOCTYPE svg [<!ENTITY passwd SYSTEM \"file:///etc/passwd\">]>"
                        + svg("<text>&passwd;</text>")
                << QStringLiteral("declares the entity 'passwd'");
        QTest::newRow("billion-laughs")
                << "<!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;"
                   "&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>"
                        + svg("<text>&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;</text>")
                << QStringLiteral("declares the entity 'a'");
        QTest::newRow("entity-hiding-an-image")
                << "<!DOCTYPE svg [<!ENTITY i \"<&#105;mage width='10' height='10' "
                   "xlink:href='/etc/passwd.png'/>\">]>"
                        + svg("&i;")
                << QStringLiteral("declares the entity 'i'");
        QTest::newRow("undeclared-entity")
                << svg("<text>&nbsp;</text>") << QStringLiteral("not well-formed XML");
        QTest::newRow("xml-stylesheet")
                << "<?xml version=\"1.0\"?><?xml-stylesheet href=\"file:///etc/x.css\" "
                   "type=\"text/css\"?>"
                        + svg("")
                << QStringLiteral("the processing instruction '<?xml-stylesheet' is not allowed");

        // Scripts.
        QTest::newRow("script") << svg("<script>alert(1)</script>")
                                << QStringLiteral("<script> is not allowed");
        QTest::newRow("script-prefixed")
                << svg("<s:script xmlns:s=\"http://www.w3.org/2000/svg\">alert(1)</s:script>")
                << QStringLiteral("<s:script> is not allowed");
        QTest::newRow("script-upper-case")
                << svg("<SCRIPT>alert(1)</SCRIPT>") << QStringLiteral("<SCRIPT> is not allowed");
        QTest::newRow("handler") << svg(
                "<handler type=\"application/ecmascript\">alert(1)</handler>")
                                 << QStringLiteral("<handler> is not allowed");
        QTest::newRow("foreign-object")
                << svg("<foreignObject width=\"10\" height=\"10\"><p>x</p></foreignObject>")
                << QStringLiteral("<foreignObject> is not allowed");
        QTest::newRow("onload") << svg("", "width=\"100\" height=\"100\" onload=\"alert(1)\"")
                                << QStringLiteral("<svg> has the event handler attribute 'onload'");
        QTest::newRow("onclick-on-rect") << svg("<rect width=\"10\" height=\"10\" "
                                                "onclick=\"alert(1)\"/>")
                                         << QStringLiteral("event handler attribute 'onclick'");
        QTest::newRow("onmouseover-prefixed")
                << svg("<rect width=\"10\" height=\"10\" ev:onmouseover=\"x()\" "
                       "xmlns:ev=\"http://www.w3.org/2001/xml-events\"/>")
                << QStringLiteral("event handler attribute 'ev:onmouseover'");

        // References outside the file: on <image>...
        QTest::newRow("image-absolute")
                << image("/etc/passwd.png") << QStringLiteral("refers to '/etc/passwd.png'");
        QTest::newRow("image-relative")
                << image("tile.png") << QStringLiteral("refers to 'tile.png' outside the file");
        QTest::newRow("image-parent")
                << image("../../secret.png") << QStringLiteral("refers to '../../secret.png'");
        QTest::newRow("image-fifo") << image("/tmp/carcassonne-fifo")
                                    << QStringLiteral("refers to '/tmp/carcassonne-fifo'");
        QTest::newRow("image-file-url") << image("file:///etc/passwd.png")
                                        << QStringLiteral("refers to 'file:///etc/passwd.png'");
        QTest::newRow("image-http") << image("http://example.com/x.png")
                                    << QStringLiteral("refers to 'http://example.com/x.png'");
        QTest::newRow("image-qrc") << image(":/packages/base/manifest.json")
                                   << QStringLiteral("refers to ':/packages/base/manifest.json'");
        QTest::newRow("image-href-svg2")
                << image("/etc/passwd.png", "href") << QStringLiteral("<image> href refers to");
        QTest::newRow("image-other-prefix")
                << svg("<image width=\"10\" height=\"10\" l:href=\"/etc/passwd.png\" "
                       "xmlns:l=\"http://www.w3.org/1999/xlink\"/>")
                << QStringLiteral("<image> l:href refers to '/etc/passwd.png'");
        QTest::newRow("image-empty-href") << image("") << QStringLiteral("refers to ''");
        QTest::newRow("image-hash-only") << image("#") << QStringLiteral("refers to '#'");
        QTest::newRow("image-unprintable-characters")
                << image("/tmp/a&#10;b&#x202e;c")
                << QStringLiteral("refers to '/tmp/a\\x0ab\\u202ec'");
        // ... data: URIs other than PNG, JPEG or SVG in base64, or not holding what they say ...
        QTest::newRow("data-leading-space") << image(" data:image/png;base64," + kPngBase64)
                                            << QStringLiteral("refers to ' data:image/png;base64,");
        QTest::newRow("data-gif") << image("data:image/gif;base64,R0lGODlhAQABAAAAACw=")
                                  << QStringLiteral("refers to 'data:image/gif;base64,");
        QTest::newRow("data-not-base64") << image("data:image/svg+xml,%3Csvg/%3E")
                                         << QStringLiteral("refers to 'data:image/svg+xml,");
        QTest::newRow("data-upper-case-type") << image("data:image/PNG;base64," + kPngBase64)
                                              << QStringLiteral("refers to 'data:image/PNG");
        QTest::newRow("data-bad-base64") << image("data:image/png;base64,QQ=Q")
                                         << QStringLiteral("a data: image is not valid base64");
        QTest::newRow("data-png-holding-svg")
                << image(dataUri("png", image("/etc/passwd.png")))
                << QStringLiteral("a data:image/png URI does not hold a PNG");
        QTest::newRow("data-png-huge") << image(dataUri("png", pngHeader(100000, 1)))
                                       << QStringLiteral("the PNG in a data: image is 100000 x 1");
        QTest::newRow("data-png-empty") << image(dataUri("png", pngHeader(0, 0)))
                                        << QStringLiteral("the PNG in a data: image is 0 x 0");
        QTest::newRow("data-jpeg-holding-png")
                << image(dataUri("jpeg", QByteArray::fromBase64(kPngBase64)))
                << QStringLiteral("a data:image/jpeg URI does not hold a JPEG");
        QTest::newRow("data-jpeg-huge") << image(dataUri("jpeg", jpeg(5000, 10)))
                                        << QStringLiteral("the JPEG in a data: image is 5000 x 10");
        QTest::newRow("data-svg-with-file")
                << image(dataUri("svg+xml", image("/etc/passwd.png")))
                << QStringLiteral("the SVG in a data: image: line 1: <image> xlink:href refers to "
                                  "'/etc/passwd.png'");
        QTest::newRow("data-svg-with-script")
                << image(dataUri("svg+xml", svg("<script>alert(1)</script>")))
                << QStringLiteral("the SVG in a data: image: line 1: <script> is not allowed");
        QTest::newRow("data-svg-gzipped")
                << image(dataUri("svg+xml", QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8)))
                << QStringLiteral("the SVG in a data: image: not well-formed XML");
        QTest::newRow("data-svg-in-data-svg")
                << image(dataUri("svg+xml", image(dataUri("svg+xml", svg("")))))
                << QStringLiteral("an SVG data: image inside an SVG data: image");
        // ... and on anything else, data: URIs included.
        QTest::newRow("use-other-file")
                << svg("<use xlink:href=\"other.svg#tile\"/>")
                << QStringLiteral("<use> xlink:href refers to 'other.svg#tile'");
        QTest::newRow("use-absolute")
                << svg("<use xlink:href=\"/tmp/x.svg#a\"/>")
                << QStringLiteral("<use> xlink:href refers to '/tmp/x.svg#a'");
        QTest::newRow("use-data") << svg("<use xlink:href=\"" + dataUri("svg+xml", svg(""))
                                         + "\"/>")
                                  << QStringLiteral("<use> xlink:href refers to 'data:");
        // Issue 58, item 5: a 1 KB fan-out of <use> (each level ten <use> of the level below)
        // passed and took half a minute to draw. The elements the references produce are
        // counted: at most ArtChecker::kMaxExpandedElements.
        QTest::newRow("use-fan-out")
                << useFanOut(10, 8) << QStringLiteral("<use> references expand to more than");
        QTest::newRow("use-fan-out-just-over")
                << useFanOut(2, 14) << QStringLiteral("expand to more than 100000");
        QTest::newRow("use-loop-fan-out")
                << svg("<g id=\"a\"><use xlink:href=\"#b\"/><use xlink:href=\"#b\"/></g>"
                       "<g id=\"b\"><use xlink:href=\"#a\"/><use xlink:href=\"#a\"/></g>")
                << QStringLiteral("<use> references form a loop through '#");
        QTest::newRow("use-of-its-own-group")
                << svg("<g id=\"a\"><rect width=\"1\" height=\"1\"/><use xlink:href=\"#a\"/></g>")
                << QStringLiteral("<use> references form a loop through '#a'");
        QTest::newRow("pattern") << svg("<pattern id=\"p\" xlink:href=\"/tmp/p.svg#p\"/>")
                                 << QStringLiteral("<pattern> xlink:href refers to '/tmp/p.svg#p'");
        QTest::newRow("linear-gradient")
                << svg("<linearGradient id=\"g\" xlink:href=\"g.svg#g\"/>")
                << QStringLiteral("<linearGradient> xlink:href refers to 'g.svg#g'");
        QTest::newRow("fe-image") << svg("<filter id=\"f\"><feImage xlink:href=\"/etc/x.png\"/>"
                                         "</filter>")
                                  << QStringLiteral("<feImage> xlink:href refers to '/etc/x.png'");
        QTest::newRow("anchor") << svg("<a xlink:href=\"http://example.com/\"><rect width=\"1\" "
                                       "height=\"1\"/></a>")
                                << QStringLiteral("<a> xlink:href refers to 'http://example.com/'");
        QTest::newRow("animation") << svg("<animation xlink:href=\"/tmp/a.svg\"/>")
                                   << QStringLiteral("<animation> xlink:href refers to");
        QTest::newRow("tref") << svg("<text><tref xlink:href=\"/tmp/t.svg#t\"/></text>")
                              << QStringLiteral("<tref> xlink:href refers to");

        // url(...) and CSS.
        QTest::newRow("fill-url-file")
                << svg("<rect width=\"10\" height=\"10\" fill=\"url(paint.svg#g)\"/>")
                << QStringLiteral("<rect> fill: url(paint.svg#g) refers outside the file");
        QTest::newRow("filter-url-absolute")
                << svg("<rect width=\"10\" height=\"10\" filter=\"url(/tmp/f.svg#f)\"/>")
                << QStringLiteral("url(/tmp/f.svg#f) refers outside the file");
        QTest::newRow("fill-url-unclosed")
                << svg("<rect width=\"10\" height=\"10\" fill=\"url(#g\"/>")
                << QStringLiteral("refers outside the file");
        QTest::newRow("style-attribute-url")
                << svg("<rect width=\"10\" height=\"10\" style=\"fill: url('/etc/x.svg#g')\"/>")
                << QStringLiteral("<rect> style: url(/etc/x.svg#g) refers outside the file");
        QTest::newRow("style-attribute-url-upper-case")
                << svg("<rect width=\"10\" height=\"10\" style=\"fill: URL(x.svg#g)\"/>")
                << QStringLiteral("url(x.svg#g) refers outside the file");
        QTest::newRow("style-attribute-escape")
                << svg("<rect width=\"10\" height=\"10\" style=\"fill: u\\72l(x.svg#g)\"/>")
                << QStringLiteral("<rect> style: a backslash escape in CSS is not allowed");
        QTest::newRow("style-element-url")
                << svg("<style>rect { fill: url(\"http://example.com/p.svg#g\") }</style>")
                << QStringLiteral("<style>: url(http://example.com/p.svg#g) refers outside");
        QTest::newRow("style-element-import")
                << svg("<style>@import \"/etc/x.css\";</style>")
                << QStringLiteral("<style>: CSS @import is not allowed");
        QTest::newRow("style-element-cdata-import")
                << svg("<style><![CDATA[@IMPORT url(x.css);]]></style>")
                << QStringLiteral("<style>: CSS @import is not allowed");
        QTest::newRow("style-element-font")
                << svg("<style>@font-face { font-family: x; src: url(/usr/share/x.ttf) }</style>")
                << QStringLiteral("url(/usr/share/x.ttf) refers outside the file");

        // Dimensions.
        QTest::newRow("width-over-limit")
                << svg("", "width=\"4097\" height=\"100\"")
                << QStringLiteral("<svg> width '4097' is not a finite length of at most 4096");
        QTest::newRow("height-in-inches") << svg("", "width=\"100\" height=\"50in\"")
                                          << QStringLiteral("<svg> height '50in' is not a finite");
        QTest::newRow("width-overflowing") << svg("", "width=\"1e999\" height=\"100\"")
                                           << QStringLiteral("<svg> width '1e999' is not");
        QTest::newRow("width-nan") << svg("", "width=\"NaN\" height=\"100\"")
                                   << QStringLiteral("<svg> width 'NaN' is not");
        QTest::newRow("width-infinite") << svg("", "width=\"inf\" height=\"100\"")
                                        << QStringLiteral("<svg> width 'inf' is not");
        QTest::newRow("width-negative") << svg("", "width=\"-10\" height=\"100\"")
                                        << QStringLiteral("<svg> width '-10' is not");
        QTest::newRow("width-percent-over") << svg("", "width=\"1000%\" height=\"100\"")
                                            << QStringLiteral("<svg> width '1000%' is not");
        QTest::newRow("width-not-a-length") << svg("", "width=\"wide\" height=\"100\"")
                                            << QStringLiteral("<svg> width 'wide' is not");
        QTest::newRow("nested-svg-height")
                << svg("<svg width=\"10\" height=\"100000\"/>")
                << QStringLiteral("<svg> height '100000' is not a finite length");
        QTest::newRow("viewbox-over-limit")
                << svg("", "viewBox=\"0 0 100000 100\"")
                << QStringLiteral("<svg> viewBox '0 0 100000 100' is not four finite numbers");
        QTest::newRow("viewbox-nan") << svg("", "viewBox=\"0 0 NaN 100\"")
                                     << QStringLiteral("viewBox '0 0 NaN 100' is not four");
        QTest::newRow("viewbox-three-numbers") << svg("", "viewBox=\"0 0 100\"")
                                               << QStringLiteral("viewBox '0 0 100' is not four");
        QTest::newRow("viewbox-negative-width")
                << svg("", "viewBox=\"0 0 -100 100\"") << QStringLiteral("viewBox '0 0 -100 100'");
        QTest::newRow("viewbox-on-symbol")
                << svg("<symbol id=\"s\" viewBox=\"0 0 1e300 1\"/>")
                << QStringLiteral("<symbol> viewBox '0 0 1e300 1' is not four");

        // Size, elements, depth.
        QTest::newRow("file-over-limit")
                << ofSize(ArtChecker::kMaxBytes + 1) << QStringLiteral("larger than 1048576 bytes");
        QTest::newRow("elements-over-limit") << elements(ArtChecker::kMaxElements + 1)
                                             << QStringLiteral("more than 20000 elements");
        QTest::newRow("depth-over-limit") << nested(ArtChecker::kMaxDepth + 1)
                                          << QStringLiteral("elements nested more than 64 deep");
    }

    // The checker alone: the first problem, naming the file, printable, in well under a second.
    void refuses()
    {
        QFETCH(QByteArray, art);
        QFETCH(QString, phrase);
        QElapsedTimer timer;
        timer.start();
        const std::optional<Problem> problem = ArtChecker::check(kArt, art);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(problem, "accepted");
        QCOMPARE(problem->file, kArt);
        const QString message = problem->message.toString();
        QVERIFY2(message.contains(phrase), qPrintable(message));
        QVERIFY2(message.endsWith(QStringLiteral(": refused")), qPrintable(message));
        QVERIFY2(printable(message), message.toUtf8().toPercentEncoding().constData());
        QVERIFY(message.size() < 600);
    }

    void loaderRefuses_data() { refuses_data(); }

    // The package with that art: refused whole by the strict reader (validate, play, render,
    // the game), nothing loaded; listed by the lenient one (the editor); and by the validator.
    void loaderRefuses()
    {
        QFETCH(QByteArray, art);
        QFETCH(QString, phrase);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString folder = tmp.filePath(QStringLiteral("double"));
        QVERIFY(writeDouble(folder, art));

        QElapsedTimer timer;
        timer.start();
        PackageReader reader;
        const std::optional<Package> loaded = reader.read(folder);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(!loaded, "the package with this art loaded");
        QVERIFY2(names(reader.problems(), kArt, phrase), qPrintable(describe(reader.problems())));
        for (const Problem &p : reader.problems()) {
            if (p.file == kArt)
                QCOMPARE(p.tile, QStringLiteral("B"));
        }

        PackageReader lenient;
        lenient.setLenient(true);
        QVERIFY(lenient.read(folder));
        QVERIFY2(names(lenient.problems(), kArt, phrase), qPrintable(describe(lenient.problems())));

        const Problems problems = PackageValidator::validate(doubleWith(art));
        QVERIFY2(names(problems, kArt, phrase), qPrintable(describe(problems)));
    }

    void accepts_data()
    {
        QTest::addColumn<QByteArray>("art");

        QFile b(goodDouble() + QLatin1Char('/') + kArt);
        QVERIFY(b.open(QIODevice::ReadOnly));
        QTest::newRow("double-B.svg") << b.readAll();
        QTest::newRow("minimal") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
        QTest::newRow("no-namespace") << QByteArray("<svg/>");
        QTest::newRow("declaration-comments-whitespace")
                << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- a tile "
                   "-->\n"
                        + svg("\n  <rect width=\"100\" height=\"100\" fill=\"#8c6\"/>\n")
                        + "\n<!-- end -->\n";
        QTest::newRow("use-fan-out-within-the-bound") << useFanOut(2, 13);
        QTest::newRow("references-in-the-file")
                << svg("<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"red\"/>"
                       "</linearGradient><linearGradient id=\"h\" xlink:href=\"#g\"/>"
                       "<path id=\"r\" d=\"M0 0h10v10z\"/><pattern id=\"p\" width=\"4\" "
                       "height=\"4\" xlink:href=\"#q\"/><clipPath id=\"c\"><rect width=\"5\" "
                       "height=\"5\"/></clipPath></defs>"
                       "<use xlink:href=\"#r\"/><use href=\"#r\"/>"
                       "<rect width=\"10\" height=\"10\" fill=\"url(#g)\" "
                       "clip-path=\"url( '#c' )\" style=\"stroke: url(&quot;#h&quot;); "
                       "opacity: 0.5\"/>"
                       "<a xlink:href=\"#r\"><circle r=\"1\"/></a>");
        QTest::newRow("style-element")
                << svg("<style>.road { fill: url(#g); stroke: #fff } rect { opacity: 1 }</style>"
                       "<style><![CDATA[ .city { fill: url('#h') } ]]></style>");
        QTest::newRow("character-references")
                << svg("<text>&amp; &lt; &gt; &quot; &apos; &#105;&#x41;</text>");
        QTest::newRow("editor-namespaces")
                << svg("<sodipodi:namedview xmlns:sodipodi=\"http://sodipodi.sourceforge.net/"
                       "DTD/sodipodi-0.dtd\" inkscape:zoom=\"1\" xmlns:inkscape=\"http://"
                       "www.inkscape.org/namespaces/inkscape\"/><metadata><rdf:RDF "
                       "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/></metadata>");
        QTest::newRow("data-png") << image("data:image/png;base64," + kPngBase64);
        QTest::newRow("data-png-wrapped") << image("data:image/png;base64," + kPngBase64.left(40)
                                                   + "\n  " + kPngBase64.mid(40));
        QTest::newRow("data-jpeg") << image(dataUri("jpeg", jpeg(64, 48)));
        QTest::newRow("data-svg") << image(dataUri("svg+xml",
                                                   svg("<rect width=\"1\" "
                                                       "height=\"1\"/>")));
        QTest::newRow("data-svg-with-png")
                << image(dataUri("svg+xml", image("data:image/png;base64," + kPngBase64)));
        QTest::newRow("image-without-href") << svg("<image width=\"1\" height=\"1\"/>");
        QTest::newRow("units") << svg("", "width=\"10cm\" height=\"100%\" viewBox=\"0,0,10,10\"");
        QTest::newRow("at-the-dimension-limit")
                << svg("<svg width=\"4096px\" height=\"3000pt\"/>",
                       "width=\"4096\" height=\"4096.0\" viewBox=\"-4096 -4096 4096 4096\"");
        QTest::newRow("at-the-size-limit") << ofSize(ArtChecker::kMaxBytes);
        QTest::newRow("at-the-element-limit") << elements(ArtChecker::kMaxElements);
        QTest::newRow("at-the-depth-limit") << nested(ArtChecker::kMaxDepth);
        QTest::newRow("opacity-is-no-handler")
                << svg("<rect width=\"1\" height=\"1\" opacity=\"0.5\" class=\"online\"/>");
    }

    void accepts()
    {
        QFETCH(QByteArray, art);
        const std::optional<Problem> problem = ArtChecker::check(kArt, art);
        QVERIFY2(!problem, qPrintable(problem ? problem->toString() : QString()));
    }

    void loaderAccepts_data() { accepts_data(); }

    // Good art loads, byte for byte, and the validator finds nothing to say about it.
    void loaderAccepts()
    {
        QFETCH(QByteArray, art);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString folder = tmp.filePath(QStringLiteral("double"));
        QVERIFY(writeDouble(folder, art));
        PackageReader reader;
        const std::optional<Package> loaded = reader.read(folder);
        QVERIFY2(loaded, qPrintable(describe(reader.problems())));
        QCOMPARE(loaded->art.value(kArt), art);
        const Problems problems = PackageValidator::validate(*loaded);
        QVERIFY2(!names(problems, kArt, QString()), qPrintable(describe(problems)));
    }

    // The art the engine draws itself passes the checker: every tile of every built-in package
    // and of the art tests' showcase, in each of its four turns, at 64 and 256 pixels a cell.
    void generatedArtPasses()
    {
        const QDir root(PackageRepository::builtinRoot());
        QStringList paths;
        for (const QString &id : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            paths << root.filePath(id);
        QVERIFY(paths.size() >= 5);
        // The art tests' showcase: every kind of feature and attribute the art draws.
        paths << QStringLiteral(CARCASSONNE_SOURCE_DIR "/tests/art/data/showcase");
        int checked = 0;
        for (const QString &path : std::as_const(paths)) {
            const QString id = QFileInfo(path).fileName();
            PackageReader reader;
            const std::optional<Package> p = reader.read(path);
            QVERIFY2(p, qPrintable(id + QLatin1Char('\n') + describe(reader.problems())));
            for (const TileDefinition &t : p->tiles) {
                for (int turns = 0; turns < 4; ++turns) {
                    for (int pixels : {64, 256}) {
                        TileSvgRenderer::Options options;
                        options.quarterTurns = turns;
                        options.cellPixels = pixels;
                        const QByteArray art = TileArt::svg(*p, t, options);
                        const QString reason = ArtChecker::reason(art).toString();
                        QVERIFY2(reason.isEmpty(),
                                 qPrintable(QStringLiteral("%1 %2 turned %3: %4")
                                                    .arg(id, t.id)
                                                    .arg(turns)
                                                    .arg(reason)));
                        ++checked;
                    }
                }
            }
        }
        qInfo("%d tile pictures checked", checked);
    }
};

QTEST_GUILESS_MAIN(TestArtChecker)
#include "tst_artchecker.moc"
