// libFuzzer target: PackageReader::read on zip bytes (the package contract §4 and the zip limits
// of docs/reliability.md). The reader has no in-memory entry point for zips, so each input is
// written to a file in a private temp folder first.
#include "fuzzsupport.h"

#include "content/packagereader.h"

#include <QFile>

static QString g_zip;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    g_zip = fuzzsupport::setUp() + QStringLiteral("/input.zip");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    {
        QFile f(g_zip);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            abort();
        if (f.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            abort();
    }
    // Strict, as `validate`, the game and `play` read; then lenient, as the editor opens work.
    for (const bool lenient : {false, true}) {
        carcassonne::PackageReader reader;
        reader.setLenient(lenient);
        const std::optional<carcassonne::Package> p = reader.read(g_zip);
        if (p)
            (void)p->tileCount();
        for (const carcassonne::Problem &problem : reader.problems())
            (void)problem.toString();
        if (!lenient && !p && reader.problems().isEmpty()) {
            fprintf(stderr, "package refused without a problem\n");
            abort();
        }
    }
    return 0;
}
