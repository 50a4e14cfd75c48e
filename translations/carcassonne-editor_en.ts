<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>carcassonne::AttributesEditor</name>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) that can no longer carry it (Undo brings it back).</source>
        <translation>
            <numerusform>%1 was taken off %n feature that can no longer carry it (Undo brings it back).</numerusform>
            <numerusform>%1 was taken off %n features that can no longer carry it (Undo brings it back).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) (Undo brings it back).</source>
        <translation>
            <numerusform>%1 was taken off %n feature (Undo brings it back).</numerusform>
            <numerusform>%1 was taken off %n features (Undo brings it back).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n feature(s)</source>
        <translation>
            <numerusform>on %n feature</numerusform>
            <numerusform>on %n features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>counted by %n rule(s)</source>
        <translation>
            <numerusform>counted by %n rule</numerusform>
            <numerusform>counted by %n rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>carcassonne::FiguresEditor</name>
    <message numerus="yes">
        <source>Each player has %n %1: it stands on %2 and counts as %3 in every majority.</source>
        <comment>%1: the figure&apos;s name, %2: feature types, %3: &apos;2 figures&apos;</comment>
        <translation>
            <numerusform>Each player has %n %1: it stands on %2 and counts as %3 in every majority.</numerusform>
            <numerusform>Each player has %n figures “%1”: each stands on %2 and counts as %3 in every majority.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <comment>a figure counts as so many in a majority</comment>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> figure(s) in a majority</source>
        <translation>
            <numerusform> figure in a majority</numerusform>
            <numerusform> figures in a majority</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>carcassonne::MainWindow</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
</TS>
