#include "problemswidget.h"

#include "enginemessages.h"
#include "packagedocument.h"

#include <QHeaderView>
#include <QPainter>
#include <QRegularExpression>
#include <QTimer>

namespace carcassonne {

ProblemsWidget::ProblemsWidget(PackageDocument *document, QWidget *parent)
    : QTreeWidget(parent),
      m_document(document),
      m_timer(new QTimer(this))
{
    setColumnCount(3);
    setHeaderLabels({tr("Tile"), tr("Where"), tr("Problem")});
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    header()->setStretchLastSection(true);
    header()->resizeSection(0, 60);
    header()->resizeSection(1, 170);
    m_timer->setSingleShot(true);
    m_timer->setInterval(150);
    connect(m_timer, &QTimer::timeout, this, &ProblemsWidget::revalidate);
    connect(document, &PackageDocument::contentChanged, m_timer, qOverload<>(&QTimer::start));
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int i = indexOfTopLevelItem(item);
        if (i >= 0 && i < m_problems.size())
            emit problemActivated(m_problems[i]);
    });
    revalidate();
}

int ProblemsWidget::featureIndex(const QString &field)
{
    static const QRegularExpression pattern(QStringLiteral("^features\\[(\\d+)\\]"));
    const auto match = pattern.match(field);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

void ProblemsWidget::paintEvent(QPaintEvent *event)
{
    QTreeWidget::paintEvent(event);
    if (topLevelItemCount() > 0)
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(12, 0, -12, 0), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("No problems: the package loads, and every tile can be placed in a game "
                        "with what it requires."));
}

void ProblemsWidget::revalidate()
{
    m_timer->stop();
    m_problems = m_document->problems();
    clear();
    const QIcon icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const Problem &p : std::as_const(m_problems)) {
        auto *item = new QTreeWidgetItem(this);
        item->setIcon(0, icon);
        item->setText(0, p.tile);
        item->setText(1, p.field.isEmpty() ? p.file : p.file + QStringLiteral(": ") + p.field);
        // The engine's message translated by its code (its English stays in the records and
        // logs); the place beside it is the package's own names.
        item->setText(2, EngineMessages::translate(p.message));
        item->setToolTip(2, EngineMessages::problem(p));
    }
    emit problemCountChanged(int(m_problems.size()));
}

} // namespace carcassonne
