#include "namefields.h"

#include "content/authoredrulesparser.h"

#include <QHBoxLayout>
#include <QLineEdit>

namespace carcassonne {

NameFields::NameFields(const QString &objectPrefix, const QString &toolTip, QObject *parent)
    : QObject(parent),
      m_layout(new QHBoxLayout)
{
    const QStringList languageNames{tr("English"), tr("Dutch"), tr("German")};
    for (int l = 0; l < languages().size(); ++l) {
        auto *field = new QLineEdit;
        const QString code = languages()[l];
        field->setObjectName(objectPrefix + code);
        field->setMaxLength(AuthoredRulesParser::kMaxNameLength);
        field->setPlaceholderText(languageNames[l]);
        field->setToolTip(toolTip.arg(languageNames[l]));
        connect(field, &QLineEdit::editingFinished, this, [this, field, code] {
            const QString text = field->text().trimmed();
            if (text.isEmpty() && code == QLatin1String("en"))
                emit englishRequired();
            else
                emit edited(code, text);
        });
        m_fields << field;
        m_layout->addWidget(field);
    }
}

const QStringList &NameFields::languages()
{
    static const QStringList list{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("de")};
    return list;
}

QLineEdit *NameFields::field(const QString &code) const
{
    const qsizetype at = languages().indexOf(code);
    return at < 0 ? nullptr : m_fields[at];
}

void NameFields::setNames(const QMap<QString, QString> &names)
{
    for (int l = 0; l < languages().size(); ++l)
        m_fields[l]->setText(names.value(languages()[l]));
}

} // namespace carcassonne
