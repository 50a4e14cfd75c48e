<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CoastUi</name>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CooperativeUi</name>
    <message numerus="yes">
        <source>%1 lets %n point(s) go and calms ghosts instead</source>
        <translation>
            <numerusform>%1 lets %n point go and calms ghosts instead</numerusform>
            <numerusform>%1 lets %n points go and calms ghosts instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores, and the team reaches its goal of %n point(s)</source>
        <translation>
            <numerusform>%1 scores, and the team reaches its goal of %n point</numerusform>
            <numerusform>%1 scores, and the team reaches its goal of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, for each of %n colour(s)</source>
        <translation>
            <numerusform>%1, for each of %n colour</numerusform>
            <numerusform>%1, for each of %n colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n for each of %2 colours</source>
        <translation>
            <numerusform>Take the points: %n for each of %2 colours</numerusform>
            <numerusform>Take the points: %n for each of %2 colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n</source>
        <translation>
            <numerusform>Take the points: %n</numerusform>
            <numerusform>Take the points: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every colour scores for itself: the team wins when the lowest score reaches %n point(s).</source>
        <translation>
            <numerusform>Every colour scores for itself: the team wins when the lowest score reaches %n point.</numerusform>
            <numerusform>Every colour scores for itself: the team wins when the lowest score reaches %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The colours&apos; points together: the team wins at once when they reach %n point(s).</source>
        <translation>
            <numerusform>The colours&apos; points together: the team wins at once when they reach %n point.</numerusform>
            <numerusform>The colours&apos; points together: the team wins at once when they reach %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) in the supply</source>
        <translation>
            <numerusform>%n ghost in the supply</numerusform>
            <numerusform>%n ghosts in the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) in one pile</source>
        <translation>
            <numerusform>%1, %n tile in one pile</numerusform>
            <numerusform>%1, %n tiles in one pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s) to win</source>
        <translation>
            <numerusform>Goal: %n point to win</numerusform>
            <numerusform>Goal: %n points to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The team reached the goal of %n point(s) on level %1.</source>
        <translation>
            <numerusform>The team reached the goal of %n point on level %1.</numerusform>
            <numerusform>The team reached the goal of %n points on level %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja at %2 by the end of the second, %n point(s) to win</source>
        <translation>
            <numerusform>Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja at %2 by the end of the second, %n point to win</numerusform>
            <numerusform>Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja at %2 by the end of the second, %n points to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>The %1 (%2): %n point</numerusform>
            <numerusform>The %1 (%2): %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1 instead</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of your tile instead&quot;</extracomment>
        <translation>
            <numerusform>Calm %n of the %2 ghosts %1 instead</numerusform>
            <numerusform>Calm %n of the %2 ghosts %1 instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1 instead</source>
        <extracomment>&quot;Calm 2 ghosts north of your tile instead&quot; (all there are)</extracomment>
        <translation>
            <numerusform>Calm %n ghost %1 instead</numerusform>
            <numerusform>Calm %n ghosts %1 instead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FogUi</name>
    <message numerus="yes">
        <source>: its %n ghost(s) are calmed</source>
        <translation>
            <numerusform>: its %n ghost is calmed</numerusform>
            <numerusform>: its %n ghosts are calmed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n ghost(s) left in the supply: a tile that calls for more loses the game.</source>
        <translation>
            <numerusform>Only %n ghost left in the supply: a tile that calls for more loses the game.</numerusform>
            <numerusform>Only %n ghosts left in the supply: a tile that calls for more loses the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts in the supply, of %1; %n on the board. When a tile calls for more ghosts than the supply holds, the team loses at once.</source>
        <translation>
            <numerusform>Ghosts in the supply, of %1; %n on the board. When a tile calls for more ghosts than the supply holds, the team loses at once.</numerusform>
            <numerusform>Ghosts in the supply, of %1; %n on the board. When a tile calls for more ghosts than the supply holds, the team loses at once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on this tile</source>
        <translation>
            <numerusform>%n ghost on this tile</numerusform>
            <numerusform>%n ghosts on this tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A completed fog bank (%n tile(s)): its ghosts were driven away</source>
        <translation>
            <numerusform>A completed fog bank (%n tile): its ghosts were driven away</numerusform>
            <numerusform>A completed fog bank (%n tiles): its ghosts were driven away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) start on the start tile</source>
        <translation>
            <numerusform>%n ghost starts on the start tile</numerusform>
            <numerusform>%n ghosts start on the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n more ghost(s) on an open graveyard</source>
        <translation>
            <numerusform>%1 puts %n more ghost on an open graveyard</numerusform>
            <numerusform>%1 puts %n more ghosts on an open graveyard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new graveyard haunts the fog beside it: %n ghost(s)</source>
        <translation>
            <numerusform>%1&apos;s new graveyard haunts the fog beside it: %n ghost</numerusform>
            <numerusform>%1&apos;s new graveyard haunts the fog beside it: %n ghosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n ghost(s) in the fog of the new tile</source>
        <translation>
            <numerusform>%1 puts %n ghost in the fog of the new tile</numerusform>
            <numerusform>%1 puts %n ghosts in the fog of the new tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) of a completed fog bank go back to the supply</source>
        <translation>
            <numerusform>%n ghost of a completed fog bank goes back to the supply</numerusform>
            <numerusform>%n ghosts of a completed fog bank go back to the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calms %n ghost(s) on one tile</source>
        <translation>
            <numerusform>%1 calms %n ghost on one tile</numerusform>
            <numerusform>%1 calms %n ghosts on one tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hound calms %n ghost(s) near it</source>
        <translation>
            <numerusform>The hound calms %n ghost near it</numerusform>
            <numerusform>The hound calms %n ghosts near it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) leave the closed graveyard</source>
        <translation>
            <numerusform>%n ghost leaves the closed graveyard</numerusform>
            <numerusform>%n ghosts leave the closed graveyard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ghost(s) off a tile</source>
        <translation>
            <numerusform>%1 takes %n ghost off a tile</numerusform>
            <numerusform>%1 takes %n ghosts off a tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a fog bank of %n tile(s)</source>
        <translation>
            <numerusform>%1 completes a fog bank of %n tile</numerusform>
            <numerusform>%1 completes a fog bank of %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoodsUi</name>
    <message numerus="yes">
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n wine token</numerusform>
            <numerusform>%n wine tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n grain token</numerusform>
            <numerusform>%n grain tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n cloth token</numerusform>
            <numerusform>%n cloth tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HoundsUi</name>
    <message numerus="yes">
        <source>%1 gets %n point(s) from the hound, one per ghost on the board</source>
        <translation>
            <numerusform>%1 gets %n point from the hound, one per ghost on the board</numerusform>
            <numerusform>%1 gets %n points from the hound, one per ghost on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 leaves %1&apos;s guard and scores %n point(s), one per ghost on the board</source>
        <translation>
            <numerusform>%2 leaves %1&apos;s guard and scores %n point, one per ghost on the board</numerusform>
            <numerusform>%2 leaves %1&apos;s guard and scores %n points, one per ghost on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The team has reached %1 (%n point(s)). By which guard does it lie down?</source>
        <translation>
            <numerusform>The team has reached %1 (%n point). By which guard does it lie down?</numerusform>
            <numerusform>The team has reached %1 (%n points). By which guard does it lie down?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last tile of this stack: without %n more point(s) for %1 this turn, the team loses.</source>
        <translation>
            <numerusform>The last tile of this stack: without %n more point for %1 this turn, the team loses.</numerusform>
            <numerusform>The last tile of this stack: without %n more points for %1 this turn, the team loses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 comes at %n point(s): reach them before stack %2 runs out. The hound then lies by a guard and calms ghosts around it.</source>
        <translation>
            <numerusform>%1 comes at %n point: reach it before stack %2 runs out. The hound then lies by a guard and calms ghosts around it.</numerusform>
            <numerusform>%1 comes at %n points: reach them before stack %2 runs out. The hound then lies by a guard and calms ghosts around it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of Rufus&quot;</extracomment>
        <translation>
            <numerusform>Calm %n of the %2 ghosts %1</numerusform>
            <numerusform>Calm %n of the %2 ghosts %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1</source>
        <extracomment>&quot;Calm 2 ghosts north of Rufus&quot; (all there are)</extracomment>
        <translation>
            <numerusform>Calm %n ghost %1</numerusform>
            <numerusform>Calm %n ghosts %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message numerus="yes">
        <source>%n tile(s) %1 of your tile</source>
        <extracomment>&quot;3 tiles north-east of your tile&quot;; %1 is a compass word.</extracomment>
        <translation>
            <numerusform>%n tile %1 of your tile</numerusform>
            <numerusform>%n tiles %1 of your tile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>Then you may put one meeple from your supply on the new tile: on a road as a robber, in a city as a knight, on a cloister as a monk. Never on a road or city that already holds a meeple, however far away. You have %n meeple(s).</source>
        <translation>
            <numerusform>Then you may put one meeple from your supply on the new tile: on a road as a robber, in a city as a knight, on a cloister as a monk. Never on a road or city that already holds a meeple, however far away. You have %n meeple.</numerusform>
            <numerusform>Then you may put one meeple from your supply on the new tile: on a road as a robber, in a city as a knight, on a cloister as a monk. Never on a road or city that already holds a meeple, however far away. You have %n meeples.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n abbot(s). Instead of a meeple you may put your abbot on a cloister or a garden of the new tile; meeples never go on gardens.</source>
        <translation>
            <numerusform>Each player has %n abbot. Instead of a meeple you may put your abbot on a cloister or a garden of the new tile; meeples never go on gardens.</numerusform>
            <numerusform>Each player has %n abbots. Instead of a meeple you may put your abbot on a cloister or a garden of the new tile; meeples never go on gardens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n colonist(s). You may put one on the new tile, never on a feature that already holds a colonist, however far away. What it becomes follows from where it stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a plain a trapper.</source>
        <translation>
            <numerusform>You have %n colonist. You may put one on the new tile, never on a feature that already holds a colonist, however far away. What it becomes follows from where it stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a plain a trapper.</numerusform>
            <numerusform>You have %n colonists. You may put one on the new tile, never on a feature that already holds a colonist, however far away. What it becomes follows from where it stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a plain a trapper.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: every colour scores %n point(s) of its own.</source>
        <translation>
            <numerusform>Goal: every colour scores %n point of its own.</numerusform>
            <numerusform>Goal: every colour scores %n points of its own.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s), the sum of every colour&apos;s score.</source>
        <translation>
            <numerusform>Goal: %n point, the sum of every colour&apos;s score.</numerusform>
            <numerusform>Goal: %n points, the sum of every colour&apos;s score.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road, a city or a haunted castle of the new tile that nobody holds; never on fog, a field or a graveyard.</source>
        <translation>
            <numerusform>Each colour has %n guard. You may put one on a clear road, a city or a haunted castle of the new tile that nobody holds; never on fog, a field or a graveyard.</numerusform>
            <numerusform>Each colour has %n guards. You may put one on a clear road, a city or a haunted castle of the new tile that nobody holds; never on fog, a field or a graveyard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road or a city of the new tile that nobody holds; never on fog or a field.</source>
        <translation>
            <numerusform>Each colour has %n guard. You may put one on a clear road or a city of the new tile that nobody holds; never on fog or a field.</numerusform>
            <numerusform>Each colour has %n guards. You may put one on a clear road or a city of the new tile that nobody holds; never on fog or a field.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n builder(s). Instead of a meeple you may put your builder on a road or city of the new tile where you already have a meeple.</source>
        <translation>
            <numerusform>Each player has %n builder. Instead of a meeple you may put your builder on a road or city of the new tile where you already have a meeple.</numerusform>
            <numerusform>Each player has %n builders. Instead of a meeple you may put your builder on a road or city of the new tile where you already have a meeple.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n pig(s). Instead of a meeple you may put your pig on a field of the new tile where you already have a farmer.</source>
        <translation>
            <numerusform>Each player has %n pig. Instead of a meeple you may put your pig on a field of the new tile where you already have a farmer.</numerusform>
            <numerusform>Each player has %n pigs. Instead of a meeple you may put your pig on a field of the new tile where you already have a farmer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mayflower is played along the east coast: a column of %n start field(s), the sea beyond them. Tiles go only west of the coast, in any row. A tile must touch a tile or a start field with a side; sides against tiles must match, a side against a start field fits anything. A tile that fits nowhere leaves the game.</source>
        <translation>
            <numerusform>Mayflower is played along the east coast: a column of %n start field, the sea beyond it. Tiles go only west of the coast, in any row. A tile must touch a tile or a start field with a side; sides against tiles must match, a side against a start field fits anything. A tile that fits nowhere leaves the game.</numerusform>
            <numerusform>Mayflower is played along the east coast: a column of %n start fields, the sea beyond them. Tiles go only west of the coast, in any row. A tile must touch a tile or a start field with a side; sides against tiles must match, a side against a start field fits anything. A tile that fits nowhere leaves the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fog lies over roads and fields, with ghost symbols in it. Each new tile brings ghosts onto its square: one for each symbol in its fog that stays open, one fewer if it extended fog already on the board. They come from a supply of %n ghost(s); when the rules ask for a ghost the supply no longer has, the team loses.</source>
        <translation>
            <numerusform>Fog lies over roads and fields, with ghost symbols in it. Each new tile brings ghosts onto its square: one for each symbol in its fog that stays open, one fewer if it extended fog already on the board. They come from a supply of %n ghost; when the rules ask for a ghost the supply no longer has, the team loses.</numerusform>
            <numerusform>Fog lies over roads and fields, with ghost symbols in it. Each new tile brings ghosts onto its square: one for each symbol in its fog that stays open, one fewer if it extended fog already on the board. They come from a supply of %n ghosts; when the rules ask for a ghost the supply no longer has, the team loses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n per player): placed like a meeple, it counts as %2 figures in every majority.</source>
        <translation>
            <numerusform>%1 (%n per player): placed like a meeple, it counts as %2 figures in every majority.</numerusform>
            <numerusform>%1 (%n per player): placed like a meeple, it counts as %2 figures in every majority.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoringRuleText</name>
    <message numerus="yes">
        <source>of at least %n tile(s)</source>
        <translation>
            <numerusform>of at least %n tile</numerusform>
            <numerusform>of at least %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at least %n completed city(s)</source>
        <translation>
            <numerusform>bordering at least %n completed city</numerusform>
            <numerusform>bordering at least %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of at most %n tile(s)</source>
        <translation>
            <numerusform>of at most %n tile</numerusform>
            <numerusform>of at most %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at most %n completed city(s)</source>
        <translation>
            <numerusform>bordering at most %n completed city</numerusform>
            <numerusform>bordering at most %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of exactly %n tile(s)</source>
        <translation>
            <numerusform>of exactly %n tile</numerusform>
            <numerusform>of exactly %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering exactly %n completed city(s)</source>
        <translation>
            <numerusform>bordering exactly %n completed city</numerusform>
            <numerusform>bordering exactly %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a tile</source>
        <translation>
            <numerusform>%n point a tile</numerusform>
            <numerusform>%n points a tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a completed city</source>
        <translation>
            <numerusform>%n point a completed city</numerusform>
            <numerusform>%n points a completed city</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a bonus of %n point(s)</source>
        <translation>
            <numerusform>a bonus of %n point</numerusform>
            <numerusform>a bonus of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) for each %1</source>
        <translation>
            <numerusform>%n point for each %1</numerusform>
            <numerusform>%n points for each %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n times its points</source>
        <translation>
            <numerusform>scores %n times its points</numerusform>
            <numerusform>scores %n times its points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n more point(s)</source>
        <translation>
            <numerusform>scores %n more point</numerusform>
            <numerusform>scores %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n point(s) less</source>
        <translation>
            <numerusform>scores %n point less</numerusform>
            <numerusform>scores %n points less</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SurveyorsUi</name>
    <message numerus="yes">
        <source>%1 gets a surveyor bonus of %n point(s)</source>
        <translation>
            <numerusform>%1 gets a surveyor bonus of %n point</numerusform>
            <numerusform>%1 gets a surveyor bonus of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the northern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 moves the northern surveyor one column west, %n column from the coast</numerusform>
            <numerusform>%1 moves the northern surveyor one column west, %n columns from the coast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the southern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 moves the southern surveyor one column west, %n column from the coast</numerusform>
            <numerusform>%1 moves the southern surveyor one column west, %n columns from the coast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>The %1 (%2): %n point</numerusform>
            <numerusform>The %1 (%2): %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) from the coast</source>
        <translation>
            <numerusform>%n column from the coast</numerusform>
            <numerusform>%n columns from the coast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both surveyors&apos; column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <extracomment>%1: where the column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>Both surveyors&apos; column, %1: a colonist scoring here earns %n more point per surveyor</numerusform>
            <numerusform>Both surveyors&apos; column, %1: a colonist scoring here earns %n more points per surveyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>The northern surveyor&apos;s column, %1: a colonist scoring here earns %n more point per surveyor</numerusform>
            <numerusform>The northern surveyor&apos;s column, %1: a colonist scoring here earns %n more points per surveyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>The southern surveyor&apos;s column, %1: a colonist scoring here earns %n more point per surveyor</numerusform>
            <numerusform>The southern surveyor&apos;s column, %1: a colonist scoring here earns %n more points per surveyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <extracomment>%1: where its column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>The northern surveyor, %1: a colonist scoring in its column earns %n more point</numerusform>
            <numerusform>The northern surveyor, %1: a colonist scoring in its column earns %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <translation>
            <numerusform>The southern surveyor, %1: a colonist scoring in its column earns %n more point</numerusform>
            <numerusform>The southern surveyor, %1: a colonist scoring in its column earns %n more points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrappersUi</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: the trappers of %1 score %2 each for %n animal(s)</source>
        <translation>
            <numerusform>Final scoring: the trappers of %1 score %2 each for %n animal</numerusform>
            <numerusform>Final scoring: the trappers of %1 score %2 each for %n animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1&apos;s trappers score %2 for %n animal(s)</source>
        <translation>
            <numerusform>Final scoring: %1&apos;s trappers score %2 for %n animal</numerusform>
            <numerusform>Final scoring: %1&apos;s trappers score %2 for %n animals</numerusform>
        </translation>
    </message>
</context>
</TS>
