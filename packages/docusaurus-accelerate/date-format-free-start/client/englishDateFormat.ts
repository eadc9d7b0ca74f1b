// The dates theme-classic shows, formatted in US English without `Intl` (../index.ts says why). Pure, so that
// a unit test can hold it to `Intl` in Node.

/** What theme-classic's callers use of the formatter. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

const MONTHS = {
  long: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** The locales whose dates read "April 14, 2025" (en-GB, for one, does not). */
const US_ENGLISH = new Set(['en', 'en-US']);

/**
 * A formatter of "April 14, 2025", "Apr 14, 2025" or "April 14" in UTC, as `Intl` writes them in US English;
 * undefined for any other locale, calendar or options.
 */
export function englishDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions & {calendar?: string},
): DateFormat | undefined {
  const {day, month, year, timeZone, calendar, ...rest} = options;
  if (!US_ENGLISH.has(locale) || (calendar !== undefined && calendar !== 'gregory')) return undefined;
  if (Object.keys(rest).length > 0 || timeZone !== 'UTC' || day !== 'numeric') return undefined;
  if ((month !== 'long' && month !== 'short') || (year !== undefined && year !== 'numeric')) return undefined;
  const names = MONTHS[month];
  return {
    format(date?: Date | number): string {
      const at = new Date(date ?? Date.now());
      const monthDay = `${names[at.getUTCMonth()]} ${at.getUTCDate()}`;
      return year ? `${monthDay}, ${at.getUTCFullYear()}` : monthDay;
    },
  };
}
