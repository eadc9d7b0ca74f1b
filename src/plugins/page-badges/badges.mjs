// Availability and maturity of the feature a page documents, from its front matter:
//   availability: [self-hosted, cloud]   (or one value: availability: cloud)
//   stage: alpha | beta | GA | deprecated
// Shared by the page's badges (remark.ts), its Markdown twin's header, the search index's filters and the
// content check, so the words are the same everywhere. Plain JavaScript for the content check.

/** Each availability value and how pages name it. */
export const AVAILABILITY = {'self-hosted': 'Self-hosted', cloud: 'DataHub Cloud'};

/** Each stage and how pages name it, with the sentence a badge's tooltip gives. */
export const STAGES = {
  alpha: {label: 'Alpha', meaning: 'Early: it may change or go without notice.'},
  beta: {label: 'Beta', meaning: 'Usable, and still changing: details may differ in a later release.'},
  GA: {label: 'Generally available', meaning: 'Supported and stable.'},
  deprecated: {label: 'Deprecated', meaning: 'Still works, but is being retired: plan to move off it.'},
};

/** The front-matter value as a list (a single value is allowed). */
const asList = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * Problems with a page's `availability` and `stage`, as content-check messages.
 * @param {Record<string, unknown>} frontMatter
 * @returns {string[]}
 */
export function checkBadges(frontMatter) {
  const problems = [];
  const availability = asList(frontMatter.availability);
  if ('availability' in frontMatter && availability.length === 0) problems.push('availability is empty');
  for (const value of availability)
    if (!(String(value) in AVAILABILITY))
      problems.push(`availability "${value}" is not one of: ${Object.keys(AVAILABILITY).join(', ')}`);
  if (new Set(availability).size !== availability.length) problems.push('availability lists a value twice');
  if ('stage' in frontMatter && !(String(frontMatter.stage) in STAGES))
    problems.push(`stage "${frontMatter.stage}" is not one of: ${Object.keys(STAGES).join(', ')}`);
  return problems;
}

/**
 * The badges of a page, in a fixed order (availability as the enum lists it, then the stage); none when
 * the front matter sets neither. Values the content check refuses are left out.
 * @param {Record<string, unknown>} frontMatter
 * @returns {{availability: string[], stage?: {value: string, label: string, meaning: string}}}
 */
export function badgesOf(frontMatter) {
  const listed = asList(frontMatter.availability).map(String);
  const availability = Object.keys(AVAILABILITY)
    .filter((value) => listed.includes(value))
    .map((value) => AVAILABILITY[value]);
  const stageValue = String(frontMatter.stage);
  const stage = stageValue in STAGES ? {value: stageValue, ...STAGES[stageValue]} : undefined;
  return {availability, ...(stage ? {stage} : {})};
}

/**
 * The badges as one line of text, for the Markdown twin's header, e.g.
 * "Available in: DataHub Cloud. Stage: Beta." (empty when the page has none).
 * @param {Record<string, unknown>} frontMatter
 */
export function badgesLine(frontMatter) {
  const {availability, stage} = badgesOf(frontMatter);
  const parts = [];
  if (availability.length) parts.push(`Available in: ${availability.join(', ')}.`);
  if (stage) parts.push(`Stage: ${stage.label}.`);
  return parts.join(' ');
}
