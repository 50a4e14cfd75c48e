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
