#include "packagecheck.h"

#include "content/packagerepository.h"
#include "state/gamecontent.h"

namespace carcassonne {

Problems PackageCheck::problems(const Package &package)
{
    PackageRepository repository;
    repository.addPackage(package);
    Problems problems;
    const auto packages = repository.resolve({package.id}, &problems);
    if (packages)
        GameContent::build(*packages, {}, &problems);
    return problems;
}

} // namespace carcassonne
