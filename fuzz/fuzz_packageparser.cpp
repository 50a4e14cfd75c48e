// libFuzzer target: PackageParser (manifest.json, tiles.json, rules.json and art files, in the
// sections format of fuzzsupport.h), strict and lenient, then PackageValidator on what loads.
#include "fuzzsupport.h"

#include "content/packageparser.h"
#include "content/packagevalidator.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzsupport::setUp();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QMap<QString, QByteArray> files = fuzzsupport::sections(data, size);
    for (const bool lenient : {false, true}) {
        carcassonne::PackageParser parser;
        parser.setLenient(lenient);
        const std::optional<carcassonne::Package> p =
                parser.parse(files, QStringLiteral("fuzz"));
        for (const carcassonne::Problem &problem : parser.problems())
            (void)problem.toString();
        if (!lenient && !p && parser.problems().isEmpty()) {
            fprintf(stderr, "package refused without a problem\n");
            abort();
        }
        if (p && !lenient)
            (void)carcassonne::PackageValidator::validate(*p);
    }
    return 0;
}
