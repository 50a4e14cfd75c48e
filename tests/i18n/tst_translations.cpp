// The translation files and the translations at run time: every .ts in translations/ is complete
// (no unfinished, empty, vanished or obsolete entry), has the plural forms its language needs and
// keeps the source's placeholders; the Dutch and German files of a program hold the same
// messages; and the compiled translations change what the game says when the language switches.
#include "eventtext.h"
#include "languages.h"
#include "languageswitcher.h"
#include "moduleuis.h"
#include "record/gamerecord.h"
#include "ruletexts.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace carcassonne;

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList forms; // the translation, or its plural forms
};

struct TsFile
{
    QString language; // the TS element's language attribute
    QList<TsMessage> messages;
    QString error;
};

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = QStringLiteral("cannot open");
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                ts.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = TsMessage{};
                message.context = context;
                message.numerus =
                        xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                message.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            ts.messages << message;
        }
    }
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}

QString translationsDir()
{
    return QStringLiteral(CARCASSONNE_SOURCE_DIR "/translations");
}

// "carcassonne-editor_nl.ts" -> {"carcassonne-editor", "nl"}
std::pair<QString, QString> programAndLanguage(const QString &fileName)
{
    const QString base = QFileInfo(fileName).completeBaseName();
    const qsizetype cut = base.lastIndexOf(QLatin1Char('_'));
    return {base.left(cut), base.mid(cut + 1)};
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(?:[1-9]|n)"));
    QSet<QString> out;
    for (const auto &m : re.globalMatch(text))
        out.insert(m.captured());
    return out;
}

QString where(const TsMessage &m)
{
    return QStringLiteral("[%1] \"%2\"%3")
            .arg(m.context, m.source,
                 m.comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(m.comment));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everyProgramHasItsFiles()
    {
        const QStringList files =
                QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files);
        for (const QString &program :
             {QStringLiteral("carcassonne"), QStringLiteral("carcassonne-editor"),
              QStringLiteral("carcassonne-common")}) {
            for (const QString &language :
                 {QStringLiteral("nl"), QStringLiteral("de"), QStringLiteral("en")}) {
                const QString name = QStringLiteral("%1_%2.ts").arg(program, language);
                QVERIFY2(files.contains(name), qPrintable(name + QStringLiteral(" is missing")));
            }
        }
    }

    void complete_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files =
                QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << translationsDir() + QLatin1Char('/') + f;
    }

    // Nothing unfinished, empty, vanished or obsolete; the plural forms the language has
    // (English, Dutch and German: two); the source's %1..%9 and %n kept.
    void complete()
    {
        QFETCH(QString, path);
        const TsFile ts = readTs(path);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        const QString language = programAndLanguage(path).second;
        QVERIFY2(ts.language.startsWith(language),
                 qPrintable(QStringLiteral("language attribute %1").arg(ts.language)));
        // English holds only plural forms, and the shared texts have none (yet).
        if (language != QLatin1String("en"))
            QVERIFY(!ts.messages.isEmpty());
        const int pluralForms = 2; // en, nl and de: one, other
        QStringList faults;
        for (const TsMessage &m : ts.messages) {
            if (!m.type.isEmpty()) {
                faults << QStringLiteral("%1: %2").arg(m.type, where(m));
                continue;
            }
            if (m.numerus && m.forms.size() != pluralForms)
                faults << QStringLiteral("%1 plural forms instead of %2: %3")
                                  .arg(m.forms.size())
                                  .arg(pluralForms)
                                  .arg(where(m));
            if (!m.numerus && language == QLatin1String("en"))
                faults << QStringLiteral("English needs only plural forms: %1").arg(where(m));
            for (const QString &form : m.forms) {
                if (form.trimmed().isEmpty()) {
                    faults << QStringLiteral("empty translation: %1").arg(where(m));
                    break;
                }
                if (placeholders(form) != placeholders(m.source)) {
                    faults << QStringLiteral("placeholders differ in \"%1\": %2")
                                      .arg(form, where(m));
                    break;
                }
            }
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    void sameMessagesInEveryLanguage_data()
    {
        QTest::addColumn<QString>("program");
        QTest::newRow("game") << QStringLiteral("carcassonne");
        QTest::newRow("editor") << QStringLiteral("carcassonne-editor");
        QTest::newRow("common") << QStringLiteral("carcassonne-common");
    }

    // Dutch and German translate the same messages, and English has the plural ones of them.
    void sameMessagesInEveryLanguage()
    {
        QFETCH(QString, program);
        auto keys = [&](const QString &language, bool pluralOnly) {
            QSet<QString> out;
            const TsFile ts =
                    readTs(QStringLiteral("%1/%2_%3.ts").arg(translationsDir(), program, language));
            for (const TsMessage &m : ts.messages) {
                if (!pluralOnly || m.numerus)
                    out.insert(where(m));
            }
            return out;
        };
        const QSet<QString> dutch = keys(QStringLiteral("nl"), false);
        const QSet<QString> german = keys(QStringLiteral("de"), false);
        QVERIFY(!dutch.isEmpty());
        QCOMPARE(QStringList((dutch - german).values()), QStringList());
        QCOMPARE(QStringList((german - dutch).values()), QStringList());
        QCOMPARE(keys(QStringLiteral("en"), true), keys(QStringLiteral("nl"), true));
    }

    void compiledIn_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("language");
        for (const QString &program : {QStringLiteral("carcassonne")}) {
            for (const Languages::Language &l : Languages::all())
                QTest::newRow(qPrintable(program + QLatin1Char('_') + l.code)) << program << l.code;
        }
    }

    // The build embeds every language's .qm in the game (the editor's are checked by its test).
    void compiledIn()
    {
        QFETCH(QString, program);
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(Languages::load(translator, program, language));
        QVERIFY(!translator.isEmpty());
    }

    void switchingChangesTheGamesWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("onePoint");
        QTest::addColumn<QString>("fivePoints");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("farmers");
        QTest::newRow("en") << "en"
                            << "1 point"
                            << "5 points"
                            << "field"
                            << "Farmers";
        QTest::newRow("nl") << "nl"
                            << "1 punt"
                            << "5 punten"
                            << "weide"
                            << "Boeren";
        QTest::newRow("de") << "de"
                            << "1 Punkt"
                            << "5 Punkte"
                            << "Wiese"
                            << "Bauern";
    }

    // The plural forms, a landscape's name and a rule module's name follow the language.
    void switchingChangesTheGamesWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, onePoint);
        QFETCH(QString, fivePoints);
        QFETCH(QString, field);
        QFETCH(QString, farmers);
        LanguageSwitcher switcher;
        switcher.setLanguage(language);
        QCOMPARE(switcher.language(), language);
        QCOMPARE(EventText::points(1), onePoint);
        QCOMPARE(EventText::points(5), fivePoints);
        QCOMPARE(ModuleUis::featureWord(FeatureType::Field), field);
        QCOMPARE(RuleTexts::moduleName(QStringLiteral("farmers")), farmers);
        QCOMPARE(QLocale().name().left(2), language);
    }

    // A default name follows the language shown (issue 56 item 7): a game started in English
    // says "Speler 2" after a switch to Dutch; a typed name, or a default of another seat's
    // number, stays as it is.
    void defaultNamesFollowTheLanguage()
    {
        GameSetup setup;
        setup.players = {PlayerSetup{QStringLiteral("Ann"), QStringLiteral("red")},
                         PlayerSetup{QStringLiteral("Player 2"), QStringLiteral("blue")},
                         PlayerSetup{QStringLiteral("Spieler 3"), QStringLiteral("green")},
                         PlayerSetup{QStringLiteral("Player 7"), QStringLiteral("yellow")}};
        LanguageSwitcher switcher;
        switcher.setLanguage(QStringLiteral("nl"));
        QCOMPARE(EventText::seatName(setup, 0), QStringLiteral("Ann"));
        QCOMPARE(EventText::seatName(setup, 1), QStringLiteral("Speler 2"));
        QCOMPARE(EventText::playerName(setup, 2), QStringLiteral("Speler 3"));
        QCOMPARE(EventText::seatName(setup, 3), QStringLiteral("Player 7"));
        switcher.setLanguage(QStringLiteral("de"));
        QCOMPARE(EventText::seatName(setup, 1), QStringLiteral("Spieler 2"));
        switcher.setLanguage(QStringLiteral("en"));
        QCOMPARE(EventText::seatName(setup, 2), QStringLiteral("Player 3"));
    }

    void unknownIdsStayAsTheyAre()
    {
        QCOMPARE(RuleTexts::moduleName(QStringLiteral("no-such-module")),
                 QStringLiteral("no-such-module"));
        QCOMPARE(RuleTexts::parameterSource(QStringLiteral("noSuchParameter")), QString());
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
