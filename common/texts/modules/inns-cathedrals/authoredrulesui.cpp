#include "authoredrulesui.h"

#include "languages.h"
#include "modules/inns-cathedrals/authoredrulesmodule.h"
#include "modules/inns-cathedrals/authoredscoringtable.h"
#include "ruleshelp.h"
#include "scoringruletext.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

namespace carcassonne {

namespace {

const Package *packageOf(const GameContent &content, const QString &id)
{
    for (const Package &p : content.packages()) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

} // namespace

const char *AuthoredRulesUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "The packages' own rules");
}

QString AuthoredRulesUi::helpText(const GameContent &content) const
{
    QStringList paragraphs;
    paragraphs << QCoreApplication::translate(
            "RulesHelp",
            "Packages in this game write rules of their own, as data: features score as the "
            "basic rules say, except where one of these rules applies. When several apply to "
            "one feature, the amounts they set count first, then what they multiply, then "
            "what they add; a rule that scores nothing wins over all.");
    for (const Package &p : content.packages()) {
        if (p.rules.scoring.isEmpty())
            continue;
        QStringList lines;
        for (const ScoringRule &r : p.rules.scoring)
            lines << QStringLiteral("• ") + ScoringRuleText::sentence(r, p.rules.attributes);
        const QString name = Languages::pick(p.name, Languages::shown(), p.id);
        paragraphs << QCoreApplication::translate("RulesHelp", "%1:").arg(name) + QLatin1Char('\n')
                        + lines.join(QLatin1Char('\n'));
    }
    // The packages' own figures in play.
    for (const AuthoredFigure &f : content.ownFigures()) {
        QString name = Languages::pick(f.name, Languages::shown());
        if (!name.isEmpty())
            name[0] = name[0].toUpper(); // it opens the sentence
        paragraphs << QCoreApplication::translate(
                              "RulesHelp",
                              "%1 (%n per player): placed like a meeple, it counts as %2 figures "
                              "in every majority.",
                              nullptr, f.count)
                              .arg(name)
                              .arg(f.strength);
    }
    return paragraphs.join(QStringLiteral("\n\n"));
}

QString AuthoredRulesUi::figureName(FigureKind kind, FeatureType) const
{
    if (!isOwnFigure(kind))
        return {};
    return QCoreApplication::translate("RuleTexts", "the package's own figure");
}

QString AuthoredRulesUi::scoringNote(const GameState &state, const Event &e) const
{
    const AuthoredScoringTable *table = AuthoredRulesModule::table(state.content());
    const int rule = e.values[0];
    if (e.type != Event::Type::FeatureScored || !table || rule < 0
        || std::size_t(rule) >= table->rules().size())
        return {};
    const Package *p = packageOf(state.content(), table->rulePackages()[rule]);
    return ScoringRuleText::note(table->rules()[std::size_t(rule)],
                                 p ? p->rules.attributes : QList<AuthoredAttribute>{});
}

QList<ModuleUi::HelpPicture> AuthoredRulesUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures;
    const QList<AuthoredAttribute> &attributes = content.authoredAttributes();
    for (qsizetype i = 0; i < attributes.size(); ++i) {
        const Package *p = packageOf(content, content.authoredAttributePackages()[i]);
        if (!p)
            continue;
        const qsizetype local = p->rules.attributes.indexOf(attributes[i]);
        if (local < 0)
            continue;
        pictures << RulesHelp::tilePicture(
                content, [&](const FeatureDefinition &f) { return f.authored(int(local)) > 0; },
                QCoreApplication::translate("RulesHelp", "A tile with %1")
                        .arg(ScoringRuleText::oneOf(ScoringRuleText::subjectName(
                                attributes[i].id, p->rules.attributes))));
    }
    if (pictures.isEmpty()) // rules on the base game's features alone (a house rule)
        pictures << RulesHelp::tilePicture(
                content, [](const FeatureDefinition &f) { return f.type == FeatureType::City; },
                QCoreApplication::translate("RulesHelp", "A tile with a city"));
    return pictures;
}

} // namespace carcassonne
