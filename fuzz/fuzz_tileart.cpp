// libFuzzer target: the generated tile art. A package (sections format of fuzzsupport.h) parsed
// leniently, as the editor opens work in progress and draws every tile that is well-formed JSON,
// then each tile laid out and printed as SVG (TileLayouter, TileSvgRenderer) in two rotations.
// The package's own art files are not drawn here: drawing them needs Qt Gui and Qt Svg.
#include "fuzzsupport.h"

#include "art/tilelayouter.h"
#include "art/tilesvgrenderer.h"
#include "content/packageparser.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzsupport::setUp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    carcassonne::PackageParser parser;
    parser.setLenient(true);
    const std::optional<carcassonne::Package> p =
            parser.parse(fuzzsupport::sections(data, size), QStringLiteral("fuzz"));
    if (!p)
        return 0;
    // The first tiles only: the cost of an input stays bounded and a long tile list adds nothing
    // the mutator could not put first.
    const int tiles = std::min<int>(int(p->tiles.size()), 8);
    for (int i = 0; i < tiles; ++i) {
        const carcassonne::TileLayout layout = carcassonne::TileLayouter::layout(p->tiles[i]);
        for (const int turns : {0, 3}) {
            carcassonne::TileSvgRenderer::Options options;
            options.quarterTurns = turns;
            options.cellPixels = 64;
            (void)carcassonne::TileSvgRenderer::render(layout, options);
        }
    }
    return 0;
}
