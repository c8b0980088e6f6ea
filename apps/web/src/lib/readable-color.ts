import {
  colorsNamed,
  converter,
  formatHex,
  modeHsl,
  modeLrgb,
  modeRgb,
  parseHex,
  type Rgb,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

// culori's `useMode` registers a colour space (no React hook); WCAG luminance is computed in linear RGB.
registerMode(modeRgb);
registerMode(modeHsl);
registerMode(modeLrgb);
const toHsl = converter('hsl');
const toRgb = converter('rgb');

/** WCAG 2.2 AA for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * What players' coloured text is drawn on in each theme: the page, a panel and a sunken panel
 * (the chat log), as `--bg`, `--surface` and `--surface-sunken` in styles/theme.css
 * (readable-color.test.ts holds the two in step).
 */
export const THEME_BACKGROUNDS = {
  light: ['#f4ecdc', '#fffaf0', '#ece0c8'],
  dark: ['#141218', '#1e1a23', '#17141b'],
} as const satisfies Record<string, readonly string[]>;

/**
 * A colour tag's value as a colour (docs/product-rules.md#input-rules: a hash, letters or
 * digits): a hex code with or without its hash, or a CSS colour name. Anything else, `currentColor`
 * included, is no colour: the text keeps the page's.
 */
export function parseTagColor(value: string): Rgb | undefined {
  const hex = /^#?((?:[0-9a-f]{3,4}){1,2})$/i.exec(value);
  const name = value.toLowerCase();
  const named = Object.hasOwn(colorsNamed, name) ? colorsNamed[name as keyof typeof colorsNamed] : undefined;
  const color = hex
    ? parseHex(`#${hex[1]}`)
    : named !== undefined
      ? parseHex(`#${named.toString(16).padStart(6, '0')}`)
      : name === 'transparent'
        ? parseHex('#000000')
        : undefined;
  // A see-through colour would lower the contrast by an amount no background can fix: drawn opaque.
  return color ? { mode: 'rgb', r: color.r, g: color.g, b: color.b } : undefined;
}

const passesOn = (hex: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => wcagContrast(hex, background) >= AA_TEXT_CONTRAST);

/**
 * `color` as drawn on `backgrounds` (all light or all dark): itself when it reaches AA contrast
 * on each of them, else the same hue and saturation made darker (on light backgrounds) or
 * lighter (on dark ones), only as far as AA needs. Black and white always reach it on the
 * theme's backgrounds, so the search always ends with a colour that passes, rounded to the hex
 * the browser draws.
 */
export function readableOn(color: Rgb, backgrounds: readonly string[]): string {
  const own = formatHex(color);
  if (passesOn(own, backgrounds)) return own;
  const { h = 0, s = 0, l } = toHsl(color);
  const onLight = backgrounds.every((background) => wcagContrast(background, '#000000') > wcagContrast(background, '#ffffff'));
  const at = (lightness: number) => formatHex(toRgb({ mode: 'hsl', h, s, l: lightness }));
  let failing = l;
  let passing = onLight ? 0 : 1;
  // Halving the gap 20 times is finer than one step of an 8-bit channel.
  for (let i = 0; i < 20; i++) {
    const middle = (failing + passing) / 2;
    if (passesOn(at(middle), backgrounds)) passing = middle;
    else failing = middle;
  }
  return at(passing);
}

/** A tag's colour for each theme, or undefined when the value is no colour. */
export function tagColors(value: string): { light: string; dark: string } | undefined {
  const color = parseTagColor(value);
  if (!color) return undefined;
  return { light: readableOn(color, THEME_BACKGROUNDS.light), dark: readableOn(color, THEME_BACKGROUNDS.dark) };
}

/**
 * The inline style of a colour tag's span: the two colours as custom properties, which the
 * `.color-tag` rule (styles/base.css) picks from by the reader's theme.
 */
export function tagStyle(value: string): Record<`--${string}`, string> {
  const colors = tagColors(value);
  return colors ? { '--tag-light': colors.light, '--tag-dark': colors.dark } : {};
}
