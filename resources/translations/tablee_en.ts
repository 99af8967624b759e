<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DominyamTexts</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/dominyam_texts.cpp" line="+87" />
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DiceTray</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/dice_tray.cpp" line="+155" />
        <source>%n re-roll(s) left</source>
        <translation><numerusform>%n re-roll left</numerusform><numerusform>%n re-rolls left</numerusform></translation>
    </message>
</context>
</TS>