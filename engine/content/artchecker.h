#pragma once

#include "core/problem.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace carcassonne {

// Checks a package's own tile art (an SVG file under art/) before anything draws it (issue 20,
// defect 3): the art must be self-contained, bounded SVG, so that drawing it never opens a file
// of the player's (an absolute or relative name, a FIFO that would hang the program), runs a
// script or allocates without bound. Qt Core only: QXmlStreamReader, no Qt Svg.
//
// Refused, with the first problem found:
// - more than kMaxBytes bytes; XML that is not well formed; a root element other than <svg>;
// - a DOCTYPE (and so any entity declaration), an entity reference other than the five
//   predefined ones (character references such as &#105; are fine), a processing instruction
//   (<?xml-stylesheet?>; the <?xml?> declaration is fine);
// - <script>, <handler> (SVG Tiny 1.2's script) and <foreignObject>; an event-handler attribute
//   (any name starting with "on": onload, onclick, ...);
// - an href or xlink:href (any prefix) on any element that is not a reference into the same
//   file ("#id"), except on <image> a data:image/png, data:image/jpeg or data:image/svg+xml URI
//   in base64, whose payload must be what it says (a PNG or JPEG header of at most
//   kMaxDimension pixels a side; an SVG that passes these same checks and embeds no SVG itself);
// - url(...) other than url(#id) in any attribute or in a <style> element; @import and backslash
//   escapes in CSS (a style attribute or a <style> element);
// - width or height of an <svg> element that is not a finite length of at most kMaxDimension
//   pixels (units converted at 96 dpi, a percentage at most 100%); a viewBox that is not four
//   finite numbers of at most kMaxDimension in magnitude with a non-negative width and height;
// - more than kMaxElements elements or elements nested deeper than kMaxDepth;
// - <use> references (to "#id") that expand the document to more than kMaxExpandedElements
//   elements (each <use> counts as its own element and a copy of what it refers to, the
//   references of the copy included: a fan-out of nested <use> multiplies), or that form a loop
//   (a <use> inside the element it refers to, or references leading back to where they
//   started), which no renderer can expand.
class ArtChecker
{
public:
    static constexpr qint64 kMaxBytes = 1024 * 1024; // PackageReader allows 16 MiB a file
    static constexpr double kMaxDimension = 4096;
    static constexpr int kMaxElements = 20000;
    static constexpr int kMaxDepth = 64;
    static constexpr qint64 kMaxExpandedElements = 100000;

    // The first problem of the SVG bytes of the package file `path` ("art/x.svg"), or nothing
    // when the art may be drawn. The problem names the file; its message ends in ": refused".
    static std::optional<Problem> check(const QString &path, const QByteArray &svg);
    // The reason alone ("line 3: <script> ..."), empty when the art may be drawn.
    static Message reason(const QByteArray &svg);
};

} // namespace carcassonne
