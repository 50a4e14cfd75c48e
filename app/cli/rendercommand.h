#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli render: the generated art of one tile, a contact sheet of whole packages or the
// figures, as SVG or (through Qt Svg) PNG; --bench times the SVG generation.
class RenderCommand
{
public:
    RenderCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    // Exit codes as the other commands: 0, 1 (content or file error), 2 (usage).
    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);
    int write(const QByteArray &svg, const QString &path);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
