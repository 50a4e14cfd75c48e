#pragma once

#include <QList>
#include <QString>
#include <QVBoxLayout>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace carcassonne {

class PackageDocument;

// What the editors of a package's own declarations in rules.json share (its attributes, its
// figures): the page's intro, the banner of a section the engine could not read with its
// Discard button, the list of one frame per declaration, the Add button and the line that says
// what the last action did.
class AuthoredSectionEditor : public QWidget
{
    Q_OBJECT

public:
    QPushButton *addButton() const { return m_add; }
    // What the last refused or far-reaching action said.
    QLabel *messageLabel() const { return m_message; }

public slots:
    virtual void refresh() = 0;

protected:
    // The words and object names of a section's page, in its editor's language.
    struct Texts
    {
        QString intro;
        QString unread; // the banner of a section the engine could not read
        QString unreadName;
        QString discard; // its button, and the undo step it makes
        QString discardStep;
        QString add;
        QString addName;
        QString messageName;
    };

    // `section`: the key in rules.json ("attributes", "figures").
    AuthoredSectionEditor(PackageDocument *document, const QString &section, QWidget *parent);
    // Lays the page out: intro, banner, `beforeList` (when given), the frames, Add and its line.
    void build(const Texts &texts, QWidget *beforeList = nullptr);
    // Shows the banner when the section is kept unread; whether it is.
    bool showUnread();
    void say(const QString &message);
    // The SVG file `path` taken by `push` (the document's one undo step for it): "" when it is
    // taken, else why not, said on the message line too.
    QString chooseArt(const QString &path,
                      const std::function<bool(const QByteArray &, QString *)> &push);
    // Grows or shrinks `rows` to `count` frames in the list, new ones made by `make(index)`.
    template<typename Row, typename Make>
    void syncRows(QList<Row> &rows, int count, Make make)
    {
        while (rows.size() > count) {
            // Later: the remove button asking this may be the row's own.
            QWidget *frame = rows.takeLast().frame;
            frame->hide();
            frame->deleteLater();
        }
        while (rows.size() < count) {
            Row row = make(int(rows.size()));
            m_list->addWidget(row.frame);
            rows << row;
        }
    }

    PackageDocument *m_document;
    bool m_updating = false;

private:
    QString m_section;
    QVBoxLayout *m_list = nullptr;
    QLabel *m_unread = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace carcassonne
