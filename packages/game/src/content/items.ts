import type { ItemBonus, ItemDefinition, ItemSlot } from '../items.ts';

const item = (
  name: string,
  slot: ItemSlot,
  level: number,
  price: number,
  uses: number,
  bonus: ItemBonus,
  description: string,
  blackMarket = false,
): ItemDefinition => ({ name, slot, level, price, uses, bonus, description, ...(blackMarket ? { blackMarket } : {}) });

const skill = (name: string, chance: number): ItemBonus => ({ kind: 'skill', skill: name, chance });

/**
 * The equipment of the content (`docs/game-rules.md`, "Equipment and shops"): tools and weapons
 * add a few percent success to one skill or one path's deeds, charms cut jail time or help a
 * path; every item wears out after its uses. Black-market items are sold to evil characters in
 * evil cities only.
 *
 * @example
 * ```ts
 * CONTENT_ITEMS.find((i) => i.name === 'Bent Lockpick')?.bonus; // { kind: 'skill', skill: 'Lockpicking', chance: 0.02 }
 * ```
 */
export const CONTENT_ITEMS: readonly ItemDefinition[] = [
  item('Bent Lockpick', 'tool', 1, 60, 60, skill('Lockpicking', 0.02), 'Bent, but it bends back. Mostly.'),
  item(
    "Herbalist's Sickle",
    'tool',
    5,
    150,
    80,
    skill('Herbalism', 0.03),
    'A silver crescent that cuts herbs without bruising them.',
  ),
  item('Riding Spurs', 'tool', 10, 300, 100, skill('Horsemanship', 0.03), 'Blunt rowels that ask a horse nicely.'),
  item("Alchemist's Retort", 'tool', 20, 700, 100, skill('Alchemy', 0.03), 'Glass so thin it sings when the mixture is right.'),
  item('Great Forge Hammer', 'tool', 25, 1_200, 120, skill('Smithing', 0.04), 'Dwarven steel on a handle of mountain ash.'),
  item(
    'Silvered Quill',
    'tool',
    30,
    1_500,
    120,
    skill('Persuasion', 0.04),
    'Every contract it signs reads a little more kindly.',
  ),
  item(
    'Star-Metal Lockpicks',
    'tool',
    60,
    4_000,
    150,
    skill('Lockpicking', 0.05),
    'Forged from the sky-metal of Farhaven. No lock has said no.',
  ),
  item('Oak Longbow', 'weapon', 5, 200, 100, skill('Archery', 0.03), 'Whisperwood yew would be better. This is oak, and honest.'),
  item(
    "Watchman's Sword",
    'weapon',
    10,
    350,
    120,
    skill('Swordsmanship', 0.03),
    'Plain, heavy and issued to every recruit of the watch.',
  ),
  item('Quiet Knife', 'weapon', 15, 450, 100, skill('Stealth', 0.03), 'Blackened so it does not catch the moon.', true),
  item(
    'Oathblade Replica',
    'weapon',
    50,
    3_500,
    150,
    { kind: 'deeds', alignment: 'good', chance: 0.04 },
    "A copy of the first paladin's sword, blessed all the same.",
  ),
  item(
    'Slag-Forged Cleaver',
    'weapon',
    50,
    3_000,
    150,
    { kind: 'deeds', alignment: 'evil', chance: 0.05 },
    'Cruel, notched and very effective.',
    true,
  ),
  item(
    "Pilgrim's Medal",
    'charm',
    1,
    80,
    100,
    { kind: 'deeds', alignment: 'good', chance: 0.03 },
    'A tin sun on a cord, warm to the touch.',
  ),
  item('Raven Feather Charm', 'charm', 10, 400, 40, { kind: 'jail', cut: 0.1 }, 'The watch forgets you a little sooner.', true),
  item(
    "Wanderer's Token",
    'charm',
    25,
    250,
    150,
    { kind: 'deeds', alignment: 'neutral', chance: 0.04 },
    'A coin with no king on either side.',
  ),
  item(
    "Wayfinder's Compass",
    'charm',
    60,
    4_500,
    150,
    { kind: 'deeds', alignment: 'neutral', chance: 0.05 },
    'Its needle swings towards whatever the road asks of you next.',
  ),
  item(
    'Arcane Focus',
    'charm',
    35,
    2_000,
    120,
    skill('Arcane Lore', 0.04),
    'A crystal that hums when a spell is about to go wrong.',
  ),
  item(
    'Crater Ward',
    'charm',
    70,
    5_000,
    100,
    { kind: 'jail', cut: 0.25 },
    'A lump of slag that makes cell doors stick open.',
    true,
  ),
];

/**
 * Each city's shop: the building that sells (its `shop`, `blacksmith` or `market`), a price
 * factor (the far region and the black markets ask more), and its stock. Cities without such a
 * building sell nothing.
 *
 * @example
 * ```ts
 * CONTENT_SHOPS.find((s) => s.city === 'Hearthmere')?.building; // 'Crossroads Market'
 * ```
 */
export const CONTENT_SHOPS: readonly { city: string; building: string; priceFactor: number; stock: readonly string[] }[] = [
  {
    city: 'Hearthmere',
    building: 'Crossroads Market',
    priceFactor: 1,
    stock: ['Bent Lockpick', 'Riding Spurs', 'Oak Longbow', "Watchman's Sword", "Pilgrim's Medal", "Wanderer's Token"],
  },
  {
    city: 'Silverbrook',
    building: 'Riverbank Market',
    priceFactor: 1.1,
    stock: ["Herbalist's Sickle", 'Silvered Quill', "Pilgrim's Medal"],
  },
  {
    city: 'Ravenhollow',
    building: 'The Black Bazaar',
    priceFactor: 1.2,
    stock: ['Bent Lockpick', 'Quiet Knife', 'Raven Feather Charm', 'Slag-Forged Cleaver'],
  },
  {
    city: 'Saltmarsh Harbour',
    building: "Old Mags' Curiosities",
    priceFactor: 1.1,
    stock: ["Alchemist's Retort", 'Quiet Knife', 'Raven Feather Charm'],
  },
  {
    city: 'Stonewatch',
    building: 'Anvil of the Pass',
    priceFactor: 1.1,
    stock: ['Riding Spurs', 'Oak Longbow', "Watchman's Sword", 'Oathblade Replica'],
  },
  { city: 'Emberpeak', building: 'The Great Forge', priceFactor: 1, stock: ["Watchman's Sword", 'Great Forge Hammer'] },
  {
    city: 'Mirefen',
    building: "Hag Wenna's Remedies",
    priceFactor: 1.1,
    stock: ["Herbalist's Sickle", "Alchemist's Retort", 'Raven Feather Charm'],
  },
  { city: 'Thornwick', building: 'Harvest Green', priceFactor: 0.9, stock: ["Herbalist's Sickle", "Wanderer's Token"] },
  {
    city: 'Dawnspire',
    building: 'The Consecrated Anvil',
    priceFactor: 1.3,
    stock: ['Great Forge Hammer', 'Oathblade Replica', 'Arcane Focus'],
  },
  {
    city: 'Farhaven',
    building: "The Wayfinder's Cache",
    priceFactor: 1.3,
    stock: [
      'Riding Spurs',
      "Alchemist's Retort",
      'Silvered Quill',
      'Star-Metal Lockpicks',
      "Wanderer's Token",
      "Wayfinder's Compass",
      'Arcane Focus',
    ],
  },
  {
    city: 'Cinderhold',
    building: 'The Cinder Market',
    priceFactor: 1.4,
    stock: ['Star-Metal Lockpicks', 'Slag-Forged Cleaver', 'Crater Ward'],
  },
];
