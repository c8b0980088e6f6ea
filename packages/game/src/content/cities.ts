import type { BuildingType, ContentBuilding, ContentCity } from './types.ts';

const b = (type: BuildingType, name: string, description: string): ContentBuilding => ({ type, name, description });

/**
 * The seeded cities. The FIRST is the starting city of every new character. Coordinates are
 * unique; the first nine lie within -6..6, and the far region beyond the eastern pass
 * (Dawnspire, Farhaven, Cinderhold, at x = 10) holds the deeds of levels 61-99. Every city also
 * has a jail (not listed as a building). Alignments give each path four home cities
 * ({@link CONTENT_PATHS}): good at 20 or more, evil at -20 or less, neutral within 9 of 0.
 *
 * @example
 * ```ts
 * CONTENT_CITIES[0]?.name; // 'Hearthmere' (starting city, at 0,0)
 * CONTENT_CITIES.length; // 12
 * ```
 */
export const CONTENT_CITIES: readonly ContentCity[] = [
  {
    name: 'Hearthmere',
    description:
      'A bustling crossroads city of timber and slate where every road in the realm seems to begin. Merchants, pilgrims and would-be heroes crowd its lantern-lit streets.',
    alignment: 5,
    x: 0,
    y: 0,
    buildings: [
      b('city hall', 'The Moot Hall', 'Where the Lord Mayor hears petitions and pretends to read them.'),
      b('tavern', 'The Gilded Tankard', 'Warm ale, cold pies and hot rumours. Adventurers gather here to boast.'),
      b('blacksmith', "Brannoc's Forge", 'The hammer never rests; neither does Brannoc, who has not slept since spring.'),
      b('market', 'Crossroads Market', 'Stalls of spice, silk and suspiciously cheap "dragon scales".'),
      b('temple', 'Temple of the Dawn', 'Sunlight pours through amber glass onto the kneeling faithful.'),
      b('library', 'The Inkwell Archive', 'Dusty tomes, grumpy scribes and one very well-read cat.'),
      b('guild', "Adventurers' Guild", 'Post a job, take a job, and sign the waiver first.'),
      b('guard', 'Watchtower Barracks', 'The city watch drills here, loudly, at dawn.'),
      b('bank', 'Goldvein Counting House', 'Your coin is safe here. The fees are another matter.'),
      b('stable', 'Crossroads Stables', 'Horses, mules and one opinionated goat for hire.'),
      b('housing', 'Lanternrow', 'Narrow houses leaning on each other like tired friends.'),
      b('graveyard', 'Quietfield', 'Old stones, older names, and a caretaker who hums to the dead.'),
    ],
  },
  {
    name: 'Silverbrook',
    description:
      'A serene city of white stone built along a singing river. Its clerics are famed for healing, its citizens for being insufferably polite.',
    alignment: 42,
    x: 3,
    y: -2,
    buildings: [
      b('church', 'Chapel of the Silver Stream', 'Pilgrims bathe their hands in the brook before prayer.'),
      b('temple', 'Sanctum of Mercy', 'The sick are tended here without charge or question.'),
      b('library', 'The Clear Page', 'A quiet library of hymns, herb-lore and river charts.'),
      b('market', 'Riverbank Market', 'Fresh trout, honey cakes and blessed candles.'),
      b('tavern', 'The Humble Heron', 'Serves mostly tea. The ale is weak but the welcome is strong.'),
      b('city hall', 'Council of Elders', 'Seven elders decide everything by very long consensus.'),
      b('housing', 'Willow Terraces', 'White cottages with flower boxes and tidy gardens.'),
      b('stable', 'Brookside Stables', 'Gentle mares for gentle riders.'),
    ],
  },
  {
    name: 'Ravenhollow',
    description:
      'A city of crooked spires under a permanent grey sky. Ravens watch from every gable, and the townsfolk swear the birds report to someone.',
    alignment: -45,
    x: -4,
    y: 3,
    buildings: [
      b('guild', 'The Shadowed Hand', 'Thieves, spies and "acquisition specialists". Knock twice, then once.'),
      b('tavern', 'The Drowned Rat', 'Nobody asks your name. Nobody tells you theirs.'),
      b('graveyard', 'Raven Barrow', 'The graves here are unusually well dug, and unusually often.'),
      b('market', 'The Black Bazaar', 'Poisons, curses and stolen heirlooms, priced to move.'),
      b('temple', 'Shrine of the Pale Moon', 'Candles burn black here, and the priests never blink.'),
      b('blacksmith', 'Grimward Smithy', 'Blades forged thin and quiet, for work done in the dark.'),
      b('housing', 'The Warrens', 'Tangled alleys of shacks where a stranger can vanish forever.'),
    ],
  },
  {
    name: 'Saltmarsh Harbour',
    description:
      'A salty port of creaking piers and squawking gulls. Fortunes change hands on the docks every hour, legally or otherwise.',
    alignment: -24,
    x: 6,
    y: -5,
    buildings: [
      b('market', 'The Fish Market', 'Loud, wet and absolutely reeking. Bargains everywhere.'),
      b('tavern', 'The Barnacle and Bell', 'Sailors sing here until someone throws a chair.'),
      b('shop', "Old Mags' Curiosities", 'Shells, maps and trinkets from lands that may not exist.'),
      b('bank', 'Harbour Exchange', 'Changes coin from every port, at a generous rate for the house.'),
      b('guard', 'Customs House', 'Inspectors who can be persuaded to inspect elsewhere.'),
      b('housing', 'Tarpaulin Row', 'Shacks on stilts above the tide line, mostly.'),
    ],
  },
  {
    name: 'Stonewatch',
    description:
      'A walled fortress-town guarding the eastern pass. Its soldiers are stern, its walls are thick, and its bread is thicker.',
    alignment: 26,
    x: 5,
    y: 4,
    buildings: [
      b('guard', 'The Iron Bastion', 'Headquarters of the Stonewatch Wardens, sworn to hold the pass.'),
      b('blacksmith', 'Anvil of the Pass', 'Armour for soldiers, horseshoes for everyone else.'),
      b('church', 'Chapel of the Shield', 'Soldiers pray here before every patrol.'),
      b('tavern', "The Wardens' Rest", 'Plain food, strong ale and tall tales of the mountains.'),
      b('stable', 'Pass Stables', 'Sure-footed ponies bred for mountain roads.'),
    ],
  },
  {
    name: 'Emberpeak',
    description:
      'A dwarven mining town carved into a smoking mountain. The forges glow day and night, and the whole town smells faintly of sulphur.',
    alignment: 24,
    x: 1,
    y: 6,
    buildings: [
      b('blacksmith', 'The Great Forge', 'A forge so vast it has its own weather.'),
      b('guild', 'Miners Union Hall', 'Deep-delvers trade maps of tunnels best left unexplored.'),
      b('tavern', 'The Dented Helm', 'Dwarven stout served in helmets. Do not ask for a cup.'),
      b('bank', 'Vault of the Deep', 'Gold stored a mile underground. Withdrawals take a while.'),
    ],
  },
  {
    name: 'Mirefen',
    description: 'A damp town of stilt houses in a fog-choked swamp. Witches, smugglers and very large frogs call it home.',
    alignment: -26,
    x: -5,
    y: -4,
    buildings: [
      b('shop', "Hag Wenna's Remedies", 'Potions of dubious colour and undeniable potency.'),
      b('tavern', 'The Sunken Lantern', 'Half the floor is underwater. Nobody minds.'),
      b('graveyard', 'The Drowned Acre', 'Bodies sink here. Some of them climb back out.'),
    ],
  },
  {
    name: 'Whisperwood',
    description:
      'A hidden village of tree-houses deep in an ancient forest, where rangers and druids keep the old ways and the trees keep secrets.',
    alignment: 4,
    x: -6,
    y: 0,
    buildings: [
      b('temple', 'The Heartroot Grove', 'A living temple grown from a single enormous oak.'),
      b('guild', 'Lodge of the Rangers', 'Trackers and archers who guard the forest paths.'),
      b('housing', 'The Canopy', 'Rope bridges link cosy homes high among the branches.'),
    ],
  },
  {
    name: 'Thornwick',
    description: 'A sleepy farming town of hedgerows and windmills. The biggest news here is usually a runaway pig.',
    alignment: 0,
    x: -2,
    y: -6,
    buildings: [
      b('market', 'Harvest Green', 'Turnips, cheese and gossip, all sold by the pound.'),
      b('tavern', 'The Sleepy Sheaf', 'Cider strong enough to flatten a plough-horse.'),
    ],
  },
  {
    name: 'Dawnspire',
    description:
      'A cathedral city of white towers beyond the eastern pass, on the edge of the Sundered Reach. The last paladins of the realm keep its bells ringing against the dark.',
    alignment: 48,
    x: 10,
    y: 3,
    buildings: [
      b('church', 'Cathedral of the First Light', 'Its bells are rung by hand, every hour, by volunteers who never miss one.'),
      b('guard', 'Hall of the Last Paladins', 'Old knights polish old armour and teach young ones to wear it.'),
      b('blacksmith', 'The Consecrated Anvil', 'Every blade forged here is blessed, whether its owner likes it or not.'),
      b('market', 'Pilgrims Market', 'Candles, relics and bread, sold at a fair price and never haggled.'),
      b('library', 'The Sunward Scriptorium', 'Monks copy the old chronicles by the light of a window that faces the dawn.'),
    ],
  },
  {
    name: 'Farhaven',
    description:
      'A free trading town at the end of every map, where caravans from lands without names meet the realm. Nobody here takes sides; everybody takes coin.',
    alignment: -2,
    x: 10,
    y: 0,
    buildings: [
      b('market', 'The Last Market', 'Goods from beyond the edge of the world, priced by how far they came.'),
      b('shop', "The Wayfinder's Cache", 'Rope, lanterns, compasses and maps that are mostly right.'),
      b('blacksmith', 'Edgeworks', 'A smithy that mends anything a caravan can break.'),
      b('tavern', 'The Far Hearth', 'The last warm fire before the Reach, and the first after it.'),
      b('guild', 'Caravan Masters Guild', 'Every road out of Farhaven has a master, and every master has a price.'),
      b('bank', 'The Neutral Vault', 'It holds the gold of kings and bandits alike, and tells neither about the other.'),
    ],
  },
  {
    name: 'Cinderhold',
    description:
      'A black fortress-city built in the crater of a dead volcano, ruled by whoever last climbed its throne of slag. Its gates open for anyone wicked enough.',
    alignment: -52,
    x: 10,
    y: -4,
    buildings: [
      b('guild', 'The Ashen Court', 'Warlords, poisoners and pretenders plot here over wine that is not always wine.'),
      b('market', 'The Cinder Market', 'A black market in the open air: nothing here is forbidden, only expensive.'),
      b('blacksmith', 'The Slag Forge', 'Cruel hooks, quiet knives and chains that never rust.'),
      b('tavern', 'The Smouldering Skull', 'The drinks are warm, the seats are warm, and the floor is very warm.'),
      b('graveyard', 'The Ash Pits', 'The volcano keeps the dead, and sometimes gives them back.'),
    ],
  },
];

/**
 * Each path's four home cities in the order a character travels them: the local deeds of the
 * first hold the low levels (Hearthmere, the start, holds levels 1-24), the third levels up to
 * 60 and the fourth, in the far region, levels 63-99. Every path walks away from Hearthmere:
 * each city lies farther from it than the one before (Manhattan squares: good 5, 7, 9, 13;
 * neutral 0, 6, 8, 10; evil 7, 9, 11, 14).
 *
 * @example
 * ```ts
 * CONTENT_PATHS.evil; // ['Ravenhollow', 'Mirefen', 'Saltmarsh Harbour', 'Cinderhold']
 * ```
 */
export const CONTENT_PATHS = {
  good: ['Silverbrook', 'Emberpeak', 'Stonewatch', 'Dawnspire'],
  neutral: ['Hearthmere', 'Whisperwood', 'Thornwick', 'Farhaven'],
  evil: ['Ravenhollow', 'Mirefen', 'Saltmarsh Harbour', 'Cinderhold'],
} as const satisfies Record<'good' | 'neutral' | 'evil', readonly [string, string, string, string]>;
