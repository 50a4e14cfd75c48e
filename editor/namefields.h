#pragma once

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

class QHBoxLayout;
class QLineEdit;

namespace carcassonne {

// The names of a package's own thing (an attribute, a figure) in English, Dutch and German: a
// line edit each, side by side. An edit is handed on once finished; an empty English name is
// refused (it is required) and not handed on.
class NameFields : public QObject
{
    Q_OBJECT

public:
    // `objectPrefix` + a language code names each field ("attributeName_en"); `toolTip` takes
    // the language's name as %1.
    NameFields(const QString &objectPrefix, const QString &toolTip, QObject *parent);

    // The languages in the fields' order: en, nl, de.
    static const QStringList &languages();
    QHBoxLayout *layout() const { return m_layout; }
    // The field of a language's code, or nullptr.
    QLineEdit *field(const QString &code) const;
    // Shows `names` (language code -> text); hands nothing on.
    void setNames(const QMap<QString, QString> &names);

signals:
    // A field was edited: its code and its text, trimmed ("" removes the language's name).
    void edited(const QString &code, const QString &text);
    // The English field was emptied: refused.
    void englishRequired();

private:
    QHBoxLayout *m_layout = nullptr;
    QList<QLineEdit *> m_fields; // languages()' order
};

} // namespace carcassonne
