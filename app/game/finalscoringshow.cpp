#include "finalscoringshow.h"

#include "eventtext.h"

namespace carcassonne {

void FinalScoringShow::add(const Item &item)
{
    // Steps stay in category order whatever order the modules scored in.
    qsizetype i = 0;
    while (i < m_steps.size() && int(m_steps[i].front().category) < int(item.category))
        ++i;
    if (i == m_steps.size() || m_steps[i].front().category != item.category)
        m_steps.insert(i, QList<Item>());
    m_steps[i].append(item);
}

QVariantList FinalScoringShow::steps(const GameContent &content) const
{
    QVariantList out;
    for (const QList<Item> &step : m_steps) {
        QVariantList items;
        int total = 0;
        for (const Item &item : step) {
            total += item.points * int(item.colours.size());
            if (item.onBoard)
                items.append(QVariantMap{{QStringLiteral("x"), item.at.x()},
                                         {QStringLiteral("y"), item.at.y()},
                                         {QStringLiteral("points"), item.points},
                                         {QStringLiteral("colours"), item.colours}});
        }
        out.append(QVariantMap{{QStringLiteral("category"),
                                EventText::categoryName(content, step.front().category)},
                               {QStringLiteral("points"), total},
                               {QStringLiteral("items"), items}});
    }
    return out;
}

} // namespace carcassonne
