/**
 * The console's layout settings (top menu, tags, fixed header, sidebar logo, dynamic title, side
 * theme, theme colour). They belong to the browser, not the account, so they live in
 * localStorage under `layout-setting`; every change is saved at once, and a reset forgets them
 * and reloads, so the console starts again from the defaults.
 */
import { atom } from 'nanostores';

export const LAYOUT_KEY = 'layout-setting';

/** The eight colours offered; the first is the default. */
export const THEME_COLOURS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export const SIDE_THEMES = ['theme-dark', 'theme-light'] as const;
export type SideTheme = (typeof SIDE_THEMES)[number];

export interface LayoutSettings {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: SideTheme;
  theme: ThemeColour;
}
export type LayoutSwitch = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
export const LAYOUT_SWITCHES: readonly LayoutSwitch[] = [
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
];

export const DEFAULT_LAYOUT: LayoutSettings = {
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: true,
  sideTheme: 'theme-dark',
  theme: '#409EFF',
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or none where the browser refuses it (private modes, tests). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What was saved, each setting checked on its own: one bad or missing value falls back alone. */
export function parseLayout(raw: string | null | undefined): LayoutSettings {
  let saved: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object') saved = value as Record<string, unknown>;
  } catch {
    /* a broken entry is as good as none */
  }
  const next = { ...DEFAULT_LAYOUT };
  for (const key of LAYOUT_SWITCHES)
    if (typeof saved[key] === 'boolean') next[key] = saved[key] as boolean;
  const side = SIDE_THEMES.find((s) => s === saved.sideTheme);
  if (side) next.sideTheme = side;
  const theme = THEME_COLOURS.find(
    (c) => typeof saved.theme === 'string' && c.toLowerCase() === saved.theme.toLowerCase(),
  );
  if (theme) next.theme = theme;
  return next;
}

export function loadLayout(storage = browserStorage()): LayoutSettings {
  try {
    return parseLayout(storage?.getItem(LAYOUT_KEY));
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
}

export const $layout = atom<LayoutSettings>(loadLayout());

export function changeLayout(patch: Partial<LayoutSettings>, storage = browserStorage()): void {
  const next = { ...$layout.get(), ...patch };
  try {
    storage?.setItem(LAYOUT_KEY, JSON.stringify(next));
  } catch {
    /* storage full or refused: the change holds for this page only */
  }
  $layout.set(next);
}

export function resetLayout(
  storage = browserStorage(),
  reload: () => void = () => location.reload(),
): void {
  try {
    storage?.removeItem(LAYOUT_KEY);
  } catch {
    /* nothing was kept */
  }
  reload();
}

/**
 * Black or white, whichever reads better on the colour (WCAG contrast): several presets are too
 * light for white text.
 */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#000000' : '#ffffff';
}
