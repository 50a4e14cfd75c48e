#pragma once

#include <QList>
#include <QString>

namespace carcassonne {

// A number a variant may change, declared by the core or by a rule module.
struct ParameterSpec
{
    QString name;
    int defaultValue = 0;
    int minimum = 0;
    int maximum = 1000;
    bool boolean = false; // shown and written as true/false
};

using ParameterSpecs = QList<ParameterSpec>;

} // namespace carcassonne
