// SvgImage, the one SVG-to-pixels helper of the game, the editor and carcassonne-cli: sizes,
// device pixel ratio, a transparent background, unreadable SVG, and no file read through an
// <image> element (Qt Svg would load one even from bytes).
#include "svgimage.h"

#include <QBuffer>
#include <QDir>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace carcassonne;

namespace {

const QByteArray kSquare = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\" "
                           "viewBox=\"0 0 20 10\"><rect x=\"10\" width=\"10\" height=\"10\" "
                           "fill=\"#0000ff\"/></svg>";

QByteArray imageSvg(const QByteArray &href)
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
           "width=\"10\" height=\"10\"><image x=\"0\" y=\"0\" width=\"10\" height=\"10\" "
           "xlink:href=\""
            + href + "\"/><rect x=\"8\" width=\"2\" height=\"2\" fill=\"#00ff00\"/></svg>";
}

} // namespace

class TestSvgImage : public QObject
{
    Q_OBJECT

private slots:
    void ownSizeAndTransparentBackground()
    {
        const QImage image = SvgImage::render(kSquare);
        QCOMPARE(image.size(), QSize(20, 10));
        QCOMPARE(image.devicePixelRatio(), 1.0);
        QCOMPARE(qAlpha(image.pixel(2, 5)), 0);
        QCOMPARE(image.pixel(15, 5), qRgb(0, 0, 255));
    }

    void scaledToTheSizeAsked()
    {
        const QImage image = SvgImage::render(kSquare, QSize(40, 20));
        QCOMPARE(image.size(), QSize(40, 20));
        QCOMPARE(qAlpha(image.pixel(5, 10)), 0);
        QCOMPARE(image.pixel(30, 10), qRgb(0, 0, 255));
    }

    void devicePixelRatio()
    {
        const QImage image = SvgImage::render(kSquare, QSize(20, 10), 2);
        QCOMPARE(image.size(), QSize(40, 20));
        QCOMPARE(image.devicePixelRatio(), 2.0);
        QCOMPARE(image.pixel(30, 10), qRgb(0, 0, 255));
        QCOMPARE(qAlpha(image.pixel(5, 10)), 0);
    }

    void unreadableIsNull()
    {
        QVERIFY(SvgImage::render("not an svg").isNull());
        QVERIFY(SvgImage::render(QByteArray()).isNull());
    }

    // A file named by an <image> is not read, by absolute or relative name or as a URL; the rest
    // of the picture is drawn.
    void noFileIsRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QImage red(10, 10, QImage::Format_RGB32);
        red.fill(Qt::red);
        QVERIFY(red.save(dir.filePath(QStringLiteral("red.png"))));
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        for (const QByteArray &href :
             {dir.filePath(QStringLiteral("red.png")).toUtf8(), QByteArray("red.png"),
              QUrl::fromLocalFile(dir.filePath(QStringLiteral("red.png"))).toEncoded()}) {
            const QImage image = SvgImage::render(imageSvg(href));
            QVERIFY2(!image.isNull(), href.constData());
            QCOMPARE(qAlpha(image.pixel(3, 5)), 0);
            QCOMPARE(image.pixel(9, 0), qRgb(0, 255, 0));
        }
        // Nor through an entity that spells the element out.
        const QByteArray entity = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY pic "
                                  "\"<&#105;mage width='10' height='10' xlink:href='red.png'/>\">]>"
                                  "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                  "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" "
                                  "height=\"10\">&pic;</svg>";
        const QImage fromEntity = SvgImage::render(entity);
        QVERIFY(fromEntity.isNull() || qAlpha(fromEntity.pixel(3, 5)) == 0);
        QVERIFY(QDir::setCurrent(before));
    }

    // A picture carried in the SVG itself (a data: URI) is drawn.
    void embeddedPictureIsDrawn()
    {
        QImage red(10, 10, QImage::Format_RGB32);
        red.fill(Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(red.save(&buffer, "PNG"));
        const QImage image = SvgImage::render(imageSvg("data:image/png;base64," + png.toBase64()));
        QCOMPARE(image.pixel(3, 5), qRgb(255, 0, 0));
    }
};

QTEST_MAIN(TestSvgImage)
#include "tst_svgimage.moc"
