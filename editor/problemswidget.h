#pragma once

#include "core/problem.h"

#include <QTreeWidget>

class QTimer;

namespace carcassonne {

class PackageDocument;

// The live validation list: what the engine finds in the package, refreshed shortly after each
// change. Activating a problem asks the window to show its place.
class ProblemsWidget : public QTreeWidget
{
    Q_OBJECT

public:
    explicit ProblemsWidget(PackageDocument *document, QWidget *parent = nullptr);
    const Problems &problems() const { return m_problems; }
    // The feature index a problem's field names ("features[3].ports" -> 3), or -1.
    static int featureIndex(const QString &field);

public slots:
    void revalidate();

protected:
    void paintEvent(QPaintEvent *event) override;

signals:
    void problemActivated(const carcassonne::Problem &problem);
    void problemCountChanged(int count);

private:
    PackageDocument *m_document;
    QTimer *m_timer;
    Problems m_problems;
};

} // namespace carcassonne
