// @docusaurus/theme-common's lib/utils/IntlUtils.js (3.10.2), but `useDateTimeFormat` formats the dates
// theme-classic shows in English without `Intl` (see ../index.ts); anything else is upstream's.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {englishDateFormat, type DateFormat} from './englishDateFormat';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return (
    englishDateFormat(currentLocale, {calendar, ...options}) ??
    new Intl.DateTimeFormat(currentLocale, {calendar, ...options})
  );
}
