// The light code theme: Prism's GitHub theme with every token colour darkened until it reaches
// WCAG AA contrast (4.5:1) on the code background; several of its colours fall short (axe).
import {themes, type PrismTheme} from 'prism-react-renderer';

const AA_CONTRAST = 4.5;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour darkened in 2% steps (same hue) until it reads on the background. */
export function readableOn(color: string, background: string): string {
  let current = color;
  for (let factor = 1; contrast(current, background) < AA_CONTRAST && factor > 0; factor -= 0.02) {
    current = `#${[1, 3, 5]
      .map((i) =>
        Math.round(parseInt(color.slice(i, i + 2), 16) * factor)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return current;
}

function accessible(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((entry) =>
      entry.style.color && /^#[0-9a-f]{6}$/i.test(entry.style.color)
        ? {...entry, style: {...entry.style, color: readableOn(entry.style.color, background)}}
        : entry,
    ),
  };
}

export const lightCodeTheme = accessible(themes.github);
