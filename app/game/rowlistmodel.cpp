#include "rowlistmodel.h"

namespace carcassonne {

RowListModel::RowListModel(const QStringList &roles, QObject *parent)
    : QAbstractListModel(parent),
      m_roles(roles)
{ }

int RowListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RowListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const int r = role - Qt::UserRole - 1;
    if (r < 0 || r >= m_roles.size())
        return {};
    return m_rows[index.row()].value(m_roles[r]);
}

QHash<int, QByteArray> RowListModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_roles.size(); ++i)
        names.insert(Qt::UserRole + 1 + i, m_roles[i].toUtf8());
    return names;
}

void RowListModel::setRows(const QList<QVariantMap> &rows)
{
    const int common = int(std::min(rows.size(), m_rows.size()));
    for (int i = 0; i < common; ++i) {
        if (m_rows[i] != rows[i]) {
            m_rows[i] = rows[i];
            emit dataChanged(index(i), index(i));
        }
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, common, int(rows.size()) - 1);
        for (int i = common; i < rows.size(); ++i)
            m_rows.append(rows[i]);
        endInsertRows();
        emit countChanged();
    } else if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, common, int(m_rows.size()) - 1);
        m_rows.resize(common);
        endRemoveRows();
        emit countChanged();
    }
}

void RowListModel::append(const QVariantMap &row)
{
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(row);
    endInsertRows();
    emit countChanged();
}

} // namespace carcassonne
