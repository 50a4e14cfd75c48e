#pragma once

namespace carcassonne {

// What a rule module compiles once for one game's content from what its packages declare (the
// authored rules' table): kept by GameContent beside the module, immutable, read while the
// game plays (RuleModule::compile, GameContent::moduleTable).
struct ModuleTable
{
    virtual ~ModuleTable() = default;
};

} // namespace carcassonne
