// libFuzzer target: GameRecord::fromJson, then Game::replay on the built-in packages (the
// compiled-in resources; the user's package folder is an empty temp folder), then the record
// written back and read again.
#include "content/packagerepository.h"
#include "fuzzsupport.h"
#include "record/game.h"
#include "record/gamerecord.h"

static carcassonne::PackageRepository *g_repository = nullptr;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzsupport::setUp();
    // One repository for the whole run: it keeps the packages it has loaded, so each input costs
    // its own parsing and replay only.
    g_repository = new carcassonne::PackageRepository;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    carcassonne::Message error;
    const std::optional<carcassonne::GameRecord> record =
            carcassonne::GameRecord::fromJson(json, &error);
    if (!record)
        return 0;
    int badMove = -1;
    const std::optional<carcassonne::Game> game =
            carcassonne::Game::replay(*record, *g_repository, nullptr, &error, &badMove);
    if (game) {
        // What the game wrote must read again (a save of a loaded record).
        carcassonne::Message again;
        if (!carcassonne::GameRecord::fromJson(game->record().toBytes(), &again)) {
            fprintf(stderr, "a replayed record does not read back: %s\n",
                    qPrintable(again.toString()));
            abort();
        }
    }
    (void)record->toJson();
    return 0;
}
