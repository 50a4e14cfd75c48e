#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

// A list model of plain rows (a QVariantMap per row) with a fixed set of roles. The view models
// of the game fill it from what the engine says; setRows() changes only the rows that differ, so
// a board of hundreds of tiles gains one delegate per turn instead of being rebuilt.
class RowListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Filled by the game controller")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    explicit RowListModel(const QStringList &roles, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setRows(const QList<QVariantMap> &rows);
    void append(const QVariantMap &row);
    void clear() { setRows({}); }
    const QList<QVariantMap> &rows() const { return m_rows; }

    Q_INVOKABLE QVariantMap get(int row) const { return m_rows.value(row); }

signals:
    void countChanged();

private:
    QStringList m_roles;
    QList<QVariantMap> m_rows;
};

} // namespace carcassonne
