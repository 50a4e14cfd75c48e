#include "authoredsectioneditor.h"

#include "packagedocument.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace carcassonne {

AuthoredSectionEditor::AuthoredSectionEditor(PackageDocument *document, const QString &section,
                                             QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_section(section)
{ }

void AuthoredSectionEditor::build(const Texts &texts, QWidget *beforeList)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro = new QLabel(texts.intro);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // A section the engine could not read is kept as it was written (and saved so); the
    // editor shows no form for it until it is mended in the file or discarded.
    m_unread = new QLabel(texts.unread);
    m_unread->setWordWrap(true);
    m_unread->setObjectName(texts.unreadName);
    m_discard = new QPushButton(texts.discard);
    connect(m_discard, &QPushButton::clicked, this, [this, step = texts.discardStep] {
        RulesDefinition rules = m_document->package().rules;
        rules.unreadKeys.remove(m_section);
        m_document->pushRules(rules, step);
    });
    layout->addWidget(m_unread);
    layout->addWidget(m_discard, 0, Qt::AlignLeft);
    if (beforeList)
        layout->addWidget(beforeList);

    m_list = new QVBoxLayout;
    layout->addLayout(m_list);

    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(texts.add);
    m_add->setObjectName(texts.addName);
    m_message = new QLabel;
    m_message->setObjectName(texts.messageName);
    m_message->setWordWrap(true);
    buttons->addWidget(m_add);
    buttons->addWidget(m_message, 1);
    layout->addLayout(buttons);
}

bool AuthoredSectionEditor::showUnread()
{
    const bool unread = m_document->package().rules.unreadKeys.contains(m_section);
    m_unread->setVisible(unread);
    m_discard->setVisible(unread);
    return unread;
}

void AuthoredSectionEditor::say(const QString &message)
{
    m_message->setText(message);
}

QString
AuthoredSectionEditor::chooseArt(const QString &path,
                                 const std::function<bool(const QByteArray &, QString *)> &push)
{
    QString refusal;
    const std::optional<QByteArray> svg = PackageDocument::readArtFile(path, &refusal);
    if (svg && push(*svg, &refusal))
        refusal.clear();
    say(refusal);
    return refusal;
}

} // namespace carcassonne
