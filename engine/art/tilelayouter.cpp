#include "tilelayouter.h"

#include "tilelayoutworker.h"

namespace carcassonne {

TileLayout TileLayouter::layout(const TileDefinition &definition)
{
    return tilelayout::TileLayoutWorker(definition).run();
}

} // namespace carcassonne
