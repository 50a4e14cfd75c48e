// libFuzzer target: ArtChecker on SVG bytes (a package's art/ file), the check that runs before
// anything draws a package's art (issue 20, defect 3). Built once the engine compiles
// content/artchecker.cpp.
#include "content/artchecker.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzsupport::setUp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray svg(reinterpret_cast<const char *>(data), qsizetype(size));
    const std::optional<carcassonne::Problem> problem =
            carcassonne::ArtChecker::check(QStringLiteral("art/fuzz.svg"), svg);
    const carcassonne::Message reason = carcassonne::ArtChecker::reason(svg);
    if (bool(problem) == reason.isEmpty()) {
        fprintf(stderr, "check() and reason() disagree\n");
        abort();
    }
    if (problem)
        (void)problem->toString();
    return 0;
}
