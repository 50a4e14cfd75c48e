#include "tilecanvas.h"

#include "core/geometry.h"
#include "featurestyle.h"
#include "packagedocument.h"
#include "tileediting.h"
#include "tileimage.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace carcassonne {

namespace {
constexpr double kPortInset = 0.085; // from the edge, in cells
constexpr double kPortRadius = 0.075; // hit radius, in cells
constexpr double kInteriorRadius = 0.2;
constexpr double kHandleOffset = 0.15; // a "+" handle's centre outside its side, in cells
constexpr double kHandleRadius = 0.075;
constexpr double kHandleReach = kHandleOffset + kHandleRadius;

QString cellName(CellPos c)
{
    return QStringLiteral("[%1, %2]").arg(c.x).arg(c.y);
}

} // namespace

TileCanvas::TileCanvas(PackageDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(document, &PackageDocument::tileChanged, this, [this](int index) {
        if (index != m_tile)
            return;
        const int n = int(m_document->tile(m_tile).features.size());
        m_selection.removeIf([n](int f) { return f >= n; });
        if (!m_document->tile(m_tile).cells.contains(m_currentCell))
            setCurrentCell(CellPos{});
        m_hoverHandle.reset();
        refreshImage();
    });
    connect(document, &PackageDocument::tilesReset, this, [this] {
        if (m_tile >= m_document->tileCount())
            m_tile = m_document->tileCount() - 1;
        m_selection.clear();
        setCurrentCell(CellPos{});
        refreshImage();
        emit selectionChanged(m_selection);
    });
}

void TileCanvas::setTileIndex(int index)
{
    if (index == m_tile)
        return;
    m_tile = index;
    m_selection.clear();
    m_stroke.clear();
    m_stroking = false;
    setCurrentCell(CellPos{});
    refreshImage();
    emit selectionChanged(m_selection);
}

void TileCanvas::setTool(Tool tool)
{
    m_tool = tool;
    setCursor(tool ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
}

void TileCanvas::setViewQuarterTurns(int quarterTurns)
{
    m_quarterTurns = quarterTurns & 3;
    update();
}

void TileCanvas::setSelection(const QList<int> &features)
{
    m_selection = features;
    update();
    emit selectionChanged(m_selection);
}

void TileCanvas::setCurrentCell(CellPos cell)
{
    if (cell == m_currentCell)
        return;
    m_currentCell = cell;
    update();
    emit currentCellChanged(cell);
}

bool TileCanvas::addCellBeside(CellPos cell, int side)
{
    if (m_tile < 0 || m_tile >= m_document->tileCount()
        || !m_document->tile(m_tile).cells.contains(cell))
        return false;
    return addCellAt(geometry::neighbour(cell, side));
}

bool TileCanvas::addCellAt(CellPos cell)
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return false;
    const TileDefinition &tile = m_document->tile(m_tile);
    if (!TileEditing::canAddCell(tile, cell))
        return false;
    //: Undo step: a cell added to a multi-cell tile at offset [x, y].
    m_document->pushTileEdit(m_tile, TileEditing::addCell(tile, cell),
                             tr("Add Cell %1").arg(cellName(cell)));
    setCurrentCell(cell);
    return true;
}

bool TileCanvas::removeCell(CellPos cell)
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return false;
    const TileDefinition &tile = m_document->tile(m_tile);
    if (!TileEditing::canRemoveCell(tile, cell))
        return false;
    // Feature indices change: what was selected may be gone or elsewhere.
    setSelection({});
    //: Undo step: a cell removed from a multi-cell tile, with the features in it.
    m_document->pushTileEdit(m_tile, TileEditing::removeCell(tile, cell),
                             tr("Remove Cell %1").arg(cellName(cell)));
    return true;
}

QMenu *TileCanvas::cellMenu(CellPos cell, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setToolTipsVisible(true);
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return menu;
    const TileDefinition &tile = m_document->tile(m_tile);
    if (!tile.cells.contains(cell)) {
        // A free place beside the tile: a cell there.
        if (TileEditing::canAddCell(tile, cell)) {
            QAction *a = menu->addAction(tr("Add Cell %1 Here").arg(cellName(cell)), this,
                                         [this, cell] { addCellAt(cell); });
            a->setObjectName(QStringLiteral("cellMenuAddHere"));
        }
        return menu;
    }
    menu->addSection(tr("Cell %1").arg(cellName(cell)));
    const QStringList sides{tr("Add Cell to the &North"), tr("Add Cell to the &East"),
                            tr("Add Cell to the &South"), tr("Add Cell to the &West")};
    for (int side = 0; side < kSideCount; ++side) {
        const CellPos next = geometry::neighbour(cell, side);
        QAction *a = menu->addAction(sides[side], this,
                                     [this, cell, side] { addCellBeside(cell, side); });
        a->setObjectName(QStringLiteral("cellMenuAdd%1").arg(side));
        a->setEnabled(TileEditing::canAddCell(tile, next));
        if (tile.cells.contains(next))
            a->setToolTip(tr("Cell %1 is there already").arg(cellName(next)));
        else if (!a->isEnabled())
            a->setToolTip(tr("A tile has at most %1 cells").arg(TileEditing::kMaxCells));
    }
    menu->addSeparator();
    QAction *remove = menu->addAction(tr("&Remove Cell %1").arg(cellName(cell)), this,
                                      [this, cell] { removeCell(cell); });
    remove->setObjectName(QStringLiteral("cellMenuRemove"));
    remove->setEnabled(TileEditing::canRemoveCell(tile, cell));
    if (cell == CellPos{})
        remove->setToolTip(tr("Cell [0, 0] is the tile's anchor: where the tile lies and turns "
                              "in a game. It stays."));
    else if (!remove->isEnabled())
        remove->setToolTip(tr("Without this cell the tile would fall apart"));
    return menu;
}

void TileCanvas::refreshImage()
{
    m_image = {};
    update();
}

QTransform TileCanvas::tileToWidget() const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return {};
    const geometry::CellBox b = geometry::cellBox(m_document->tile(m_tile).cells);
    // Room around the tile for the handles that add cells.
    const double span = std::max(b.width(), b.height()) + 2 * kHandleReach + 0.04;
    const double scale = std::max(60.0, double(std::min(width(), height() - 80))) * 0.9 / span;
    QTransform t;
    t.translate(width() / 2.0, height() / 2.0);
    t.rotate(90.0 * m_quarterTurns);
    t.scale(scale, scale);
    t.translate(-(b.minX + b.width() / 2.0), -(b.minY + b.height() / 2.0));
    return t;
}

QPointF TileCanvas::portPoint(const CellPort &p)
{
    const int side = geometry::sideOf(p.port);
    const double along = (geometry::thirdOf(p.port) + 0.5) / 3.0; // clockwise along the side
    QPointF local;
    switch (side) {
    case 0:
        local = {along, kPortInset};
        break;
    case 1:
        local = {1 - kPortInset, along};
        break;
    case 2:
        local = {1 - along, 1 - kPortInset};
        break;
    default:
        local = {kPortInset, 1 - along};
        break;
    }
    return local + QPointF(p.cell.x, p.cell.y);
}

QPointF TileCanvas::handlePoint(CellPos cell, int side)
{
    const CellPos step = geometry::kSideStep[std::size_t(side)];
    return QPointF(cell.x + 0.5 + step.x * (0.5 + kHandleOffset),
                   cell.y + 0.5 + step.y * (0.5 + kHandleOffset));
}

std::optional<QPointF> TileCanvas::addHandlePosition(CellPos cell, int side) const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return std::nullopt;
    const TileDefinition &tile = m_document->tile(m_tile);
    if (!tile.cells.contains(cell)
        || !TileEditing::canAddCell(tile, geometry::neighbour(cell, side)))
        return std::nullopt;
    return tileToWidget().map(handlePoint(cell, side));
}

std::optional<std::pair<CellPos, int>> TileCanvas::handleAt(QPointF widgetPoint) const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return std::nullopt;
    const TileDefinition &tile = m_document->tile(m_tile);
    const QPointF p = tilePoint(widgetPoint);
    for (CellPos cell : tile.cells) {
        for (int side = 0; side < kSideCount; ++side) {
            const QPointF d = handlePoint(cell, side) - p;
            if (std::hypot(d.x(), d.y()) < kHandleRadius * 1.25
                && TileEditing::canAddCell(tile, geometry::neighbour(cell, side)))
                return std::pair{cell, side};
        }
    }
    return std::nullopt;
}

QPointF TileCanvas::tilePoint(QPointF widgetPoint) const
{
    return tileToWidget().inverted().map(widgetPoint);
}

QPointF TileCanvas::portPosition(const CellPort &port) const
{
    return tileToWidget().map(portPoint(port));
}

QPointF TileCanvas::cellCentre(CellPos cell) const
{
    return tileToWidget().map(QPointF(cell.x + 0.5, cell.y + 0.5));
}

std::optional<CellPort> TileCanvas::portAt(QPointF widgetPoint) const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return std::nullopt;
    bool invertible = false;
    const QPointF p = tileToWidget().inverted(&invertible).map(widgetPoint);
    std::optional<CellPort> best;
    double bestDistance = kPortRadius * 1.6;
    for (CellPos cell : m_document->tile(m_tile).cells) {
        for (int i = 0; i < kPortCount; ++i) {
            const CellPort cp{cell, Port(i)};
            const QPointF d = portPoint(cp) - p;
            const double distance = std::hypot(d.x(), d.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = cp;
            }
        }
    }
    return best;
}

std::optional<CellPos> TileCanvas::cellAt(QPointF widgetPoint) const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return std::nullopt;
    const QPointF p = tileToWidget().inverted().map(widgetPoint);
    const CellPos c{int(std::floor(p.x())), int(std::floor(p.y()))};
    if (m_document->tile(m_tile).cells.contains(c))
        return c;
    return std::nullopt;
}

void TileCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refreshImage();
}

void TileCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Base).darker(104));
    // A soft grid, so the canvas reads as a drawing surface.
    painter.setPen(QPen(palette().color(QPalette::Mid).lighter(125), 1));
    for (int x = 0; x < width(); x += 24)
        painter.drawLine(x, 0, x, height());
    for (int y = 0; y < height(); y += 24)
        painter.drawLine(0, y, width(), y);

    if (m_tile < 0 || m_tile >= m_document->tileCount()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No tile: add one with Tile > New Tile"));
        return;
    }
    const TileDefinition &tile = m_document->tile(m_tile);
    const QTransform t = tileToWidget();
    const double scale = std::hypot(t.m11(), t.m12());
    const geometry::CellBox b = geometry::cellBox(tile.cells);

    // The engine's picture, drawn at the widget's resolution.
    const int cellPixels = std::max(32, int(scale * devicePixelRatioF()));
    if (m_image.isNull() || m_imageCellPixels != cellPixels) {
        m_image = TileImage::render(m_document->package(), tile, cellPixels);
        m_imageCellPixels = cellPixels;
    }
    painter.save();
    painter.setTransform(t, true);
    // Shadow under each cell.
    for (CellPos c : tile.cells)
        painter.fillRect(QRectF(c.x + 0.03, c.y + 0.04, 1, 1), QColor(0, 0, 0, 50));
    painter.drawImage(QRectF(b.minX, b.minY, b.width(), b.height()), m_image);
    painter.restore();
    // The tile's outline solid and dark; edges joined inside a multi-cell tile dashed and light,
    // so each cell's ports read as its own and the outer sides as what meets other tiles.
    const auto edge = [&](CellPos c, int side) {
        static constexpr std::array<std::array<double, 4>, 4> kEnds{
                {{0, 0, 1, 0}, {1, 0, 1, 1}, {1, 1, 0, 1}, {0, 1, 0, 0}}};
        const auto &e = kEnds[std::size_t(side)];
        return QLineF(t.map(QPointF(c.x + e[0], c.y + e[1])),
                      t.map(QPointF(c.x + e[2], c.y + e[3])));
    };
    const QPen outerPen(QColor(35, 35, 35, 230), 2.5, Qt::SolidLine, Qt::SquareCap);
    const QPen innerPen(QColor(255, 255, 255, 200), 2.0, Qt::DashLine, Qt::FlatCap);
    for (CellPos c : tile.cells) {
        for (int side = 0; side < kSideCount; ++side) {
            const CellPos other = geometry::neighbour(c, side);
            if (!tile.cells.contains(other)) {
                painter.setPen(outerPen);
                painter.drawLine(edge(c, side));
            } else if (side == 1 || side == 2) { // each inner edge once
                painter.setPen(innerPen);
                painter.drawLine(edge(c, side));
            }
        }
    }
    if (tile.cells.size() > 1) {
        // Each cell's offset, and the current cell (the Tile menu's cell actions) outlined.
        QFont small = painter.font();
        small.setPointSizeF(small.pointSizeF() * 0.95);
        painter.setFont(small);
        for (CellPos c : tile.cells) {
            const QRectF label(t.map(QPointF(c.x + 0.5, c.y + 0.3)) - QPointF(40, 10),
                               QSizeF(80, 20));
            painter.setPen(QColor(0, 0, 0, 160));
            painter.drawText(label.translated(1, 1), Qt::AlignCenter, cellName(c));
            painter.setPen(QColor(255, 255, 255, 235));
            painter.drawText(label, Qt::AlignCenter, cellName(c));
        }
        painter.setFont(font());
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(
                t.mapRect(QRectF(m_currentCell.x + 0.04, m_currentCell.y + 0.04, 0.92, 0.92)));
    }
    // A "+" beside each free side adds a cell there.
    for (CellPos c : tile.cells) {
        for (int side = 0; side < kSideCount && !m_stroking; ++side) {
            if (!TileEditing::canAddCell(tile, geometry::neighbour(c, side)))
                continue;
            const bool hovered =
                    m_hoverHandle && m_hoverHandle->first == c && m_hoverHandle->second == side;
            const QPointF centre = t.map(handlePoint(c, side));
            const double r = kHandleRadius * scale;
            QColor fill = palette().color(QPalette::Highlight);
            fill.setAlpha(hovered ? 230 : 90);
            painter.setPen(QPen(palette().color(QPalette::Highlight).darker(120), 1.2));
            painter.setBrush(fill);
            painter.drawEllipse(centre, r, r);
            painter.setPen(QPen(hovered ? palette().color(QPalette::HighlightedText)
                                        : palette().color(QPalette::Text),
                                std::max(1.5, r * 0.16), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(centre - QPointF(r * 0.5, 0), centre + QPointF(r * 0.5, 0));
            painter.drawLine(centre - QPointF(0, r * 0.5), centre + QPointF(0, r * 0.5));
        }
    }

    // Ports: a marker per port in its feature's colour; the selection and the stroke stand out.
    auto holder = [&](const CellPort &cp) { return TileEditing::featureAt(tile, cp); };
    for (CellPos cell : tile.cells) {
        for (int i = 0; i < kPortCount; ++i) {
            const CellPort cp{cell, Port(i)};
            const int f = holder(cp);
            const QPointF centre = t.map(portPoint(cp));
            const double r = kPortRadius * scale * 0.55;
            const int fog = TileEditing::featureAt(tile, cp, true);
            // A selected fog shows on the ports under it.
            const bool selected =
                    (f >= 0 && m_selection.contains(f)) || (fog >= 0 && m_selection.contains(fog));
            const bool inStroke = m_stroke.contains(cp);
            const bool hovered = m_hover && *m_hover == cp;
            QColor fill = f >= 0 ? FeatureStyle::colour(tile.features[f].type) : QColor(Qt::white);
            if (inStroke && m_tool)
                fill = FeatureStyle::colour(*m_tool);
            const double radius = hovered ? r * 1.35 : r;
            // A light halo keeps a port visible on art of its own colour; a port under fog
            // wears a ring of the fog's colour.
            painter.setPen(Qt::NoPen);
            if (fog >= 0) {
                painter.setBrush(FeatureStyle::colour(FeatureType::Fog).darker(140));
                painter.drawEllipse(centre, radius + 5.5, radius + 5.5);
            }
            painter.setBrush(QColor(255, 255, 255, 210));
            painter.drawEllipse(centre, radius + 2.5, radius + 2.5);
            painter.setPen(
                    QPen(selected || inStroke ? QColor(255, 170, 0) : QColor(30, 30, 30, 200),
                         selected || inStroke ? 3.5 : 1.2));
            painter.setBrush(fill);
            painter.drawEllipse(centre, radius, radius);
            if (f < 0) {
                // A port of no feature: a red cross says it must be drawn.
                painter.setPen(QPen(QColor(200, 30, 30), 2));
                painter.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r));
                painter.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r));
            }
        }
    }
    // Interior features: a ring at the cell's centre, offset when a cell holds several.
    QHash<int, int> perCell;
    for (int f = 0; f < tile.features.size(); ++f) {
        const FeatureDefinition &def = tile.features[f];
        if (featuretype::hasPorts(def.type))
            continue;
        const int n = perCell[def.cell.x * 100 + def.cell.y]++;
        const QPointF centre = t.map(QPointF(def.cell.x + 0.5 + 0.12 * n, def.cell.y + 0.5));
        const bool selected = m_selection.contains(f);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(selected ? QColor(255, 196, 0) : QColor(255, 255, 255, 200),
                            selected ? 4.0 : 2.0, Qt::DashLine));
        painter.drawEllipse(centre, kInteriorRadius * scale * 0.8, kInteriorRadius * scale * 0.8);
    }
    // A caption under the tile: what it is and how many copies the package has.
    {
        const QRectF box = t.mapRect(QRectF(b.minX, b.minY, b.width(), b.height()));
        QFont font = painter.font();
        font.setPointSizeF(font.pointSizeF() * 1.15);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(palette().color(QPalette::Text));
        const QRectF caption(0, box.bottom() + kHandleReach * scale + 6, width(), 28);
        //: Caption under the tile: its id and how many copies the package holds.
        QString text = tr("%1  ·  copies: %2").arg(tile.id).arg(tile.count);
        if (m_document->package().rules.startTile == tile.id)
            text += tr("  ·  start tile");
        painter.drawText(caption, Qt::AlignHCenter | Qt::AlignTop, text);
        painter.setFont(this->font());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        const QString hint = m_tool
                ? (featuretype::hasPorts(*m_tool)
                           ? tr("Drag over ports to draw %1").arg(FeatureStyle::name(*m_tool))
                           : tr("Click in a cell to place %1").arg(FeatureStyle::name(*m_tool)))
                : tr("Click a port to select its feature; Ctrl+click to add");
        painter.drawText(QRectF(0, 8, width(), 24), Qt::AlignHCenter | Qt::AlignTop, hint);
    }
    // Where north is when the view is turned.
    if (m_quarterTurns) {
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignTop | Qt::AlignRight,
                         tr("View turned %1°").arg(90 * m_quarterTurns));
    }
}

void TileCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_tile < 0)
        return QWidget::mousePressEvent(event);
    if (const auto handle = handleAt(event->position())) {
        addCellBeside(handle->first, handle->second);
        return;
    }
    const TileDefinition &tile = m_document->tile(m_tile);
    const std::optional<CellPort> port = portAt(event->position());
    if (const auto cell = cellAt(event->position()))
        setCurrentCell(*cell);
    else if (port)
        setCurrentCell(port->cell);
    if (m_tool && featuretype::hasPorts(*m_tool)) {
        if (!port)
            return;
        // Starting on a feature of the same kind extends it; elsewhere a new feature begins.
        const int f = TileEditing::featureAt(tile, *port, featuretype::isOverlay(*m_tool));
        m_strokeExtends = f >= 0 && tile.features[f].type == *m_tool ? f : -1;
        m_stroke = {*port};
        m_stroking = true;
        update();
        return;
    }
    if (m_tool) {
        if (const auto cell = cellAt(event->position())) {
            m_document->pushTileEdit(m_tile, TileEditing::addInterior(tile, *m_tool, *cell),
                                     tr("Add %1").arg(FeatureStyle::name(*m_tool)));
            setSelection({int(m_document->tile(m_tile).features.size()) - 1});
        }
        return;
    }
    // Selecting: an interior feature near a cell's centre, else the port's feature.
    int hit = -1;
    if (const auto cell = cellAt(event->position())) {
        const QPointF p = tileToWidget().inverted().map(event->position());
        if (std::hypot(p.x() - cell->x - 0.5, p.y() - cell->y - 0.5) < kInteriorRadius * 1.4) {
            QList<int> inside;
            for (int f = 0; f < tile.features.size(); ++f) {
                if (!featuretype::hasPorts(tile.features[f].type) && tile.features[f].cell == *cell)
                    inside << f;
            }
            if (!inside.isEmpty()) {
                // Clicking again cycles through several interior features of one cell.
                const int at = m_selection.size() == 1 ? int(inside.indexOf(m_selection[0])) : -1;
                hit = inside[(at + 1) % inside.size()];
            }
        }
    }
    if (hit < 0 && port) {
        hit = TileEditing::featureAt(tile, *port);
        // A second click on a port under fog picks the fog.
        const int fog = TileEditing::featureAt(tile, *port, true);
        if (fog >= 0 && m_selection == QList<int>{hit})
            hit = fog;
    }
    QList<int> selection = event->modifiers() & Qt::ControlModifier ? m_selection : QList<int>{};
    if (hit >= 0) {
        if (selection.contains(hit))
            selection.removeAll(hit);
        else
            selection << hit;
    }
    setSelection(selection);
}

void TileCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const std::optional<CellPort> port = portAt(event->position());
    if (port != m_hover) {
        m_hover = port;
        update();
    }
    std::optional<std::pair<CellPos, int>> handle;
    if (!m_stroking)
        handle = handleAt(event->position());
    if (handle != m_hoverHandle) {
        m_hoverHandle = handle;
        setToolTip(
                handle ? tr("Add a cell at %1")
                                 .arg(cellName(geometry::neighbour(handle->first, handle->second)))
                       : QString());
        update();
    }
    if (m_stroking && port && !m_stroke.contains(*port)) {
        m_stroke << *port;
        update();
    }
}

void TileCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_stroking)
        finishStroke();
}

void TileCanvas::leaveEvent(QEvent *)
{
    m_hover.reset();
    m_hoverHandle.reset();
    update();
}

void TileCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    if (m_tile < 0 || m_tile >= m_document->tileCount() || m_stroking)
        return;
    const QPointF p = tilePoint(event->pos());
    const CellPos cell{int(std::floor(p.x())), int(std::floor(p.y()))};
    if (m_document->tile(m_tile).cells.contains(cell))
        setCurrentCell(cell);
    QMenu *menu = cellMenu(cell, this);
    if (!menu->isEmpty())
        menu->exec(event->globalPos());
    delete menu;
}

void TileCanvas::keyPressEvent(QKeyEvent *event)
{
    // Escape drops a stroke in progress, or the selection.
    if (event->key() == Qt::Key_Escape) {
        if (m_stroking) {
            m_stroking = false;
            m_stroke.clear();
            update();
        } else {
            setSelection({});
        }
        return;
    }
    QWidget::keyPressEvent(event);
}

void TileCanvas::finishStroke()
{
    m_stroking = false;
    if (m_stroke.isEmpty() || !m_tool || m_tile < 0)
        return;
    int painted = -1;
    const TileDefinition next = TileEditing::paint(m_document->tile(m_tile), m_stroke, *m_tool,
                                                   m_strokeExtends, &painted);
    m_stroke.clear();
    if (painted < 0) { // nothing it may lie on (fog over a city)
        update();
        return;
    }
    m_document->pushTileEdit(m_tile, next, tr("Draw %1").arg(FeatureStyle::name(*m_tool)));
    setSelection({painted});
}

} // namespace carcassonne
