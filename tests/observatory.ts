// Mozilla's HTTP Observatory score of one response: every test of its published scoring (cookies, CORS,
// Content-Security-Policy, HSTS, redirection, Referrer-Policy, Subresource Integrity, X-Content-Type-Options,
// X-Frame-Options, Cross-Origin-Resource-Policy), each result with its modifier, then the two rounds:
// penalties from 100, and bonuses only if that leaves 90 or more. The results and modifiers are those of
// @mdn/mdn-http-observatory 1.4.8 (src/grader/charts.js), and each test decides as its analyzer does
// (src/analyzer/tests/*.js). The Observatory itself scans a live HTTPS site; this scores the headers a host
// configuration sends, and the page's HTML for Subresource Integrity, without a network.

/** Each test result the score can give, with its modifier (@mdn/mdn-http-observatory 1.4.8). */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
} as const;

export type TestResult = keyof typeof MODIFIERS;

export type ScoredResponse = {
  /** Response headers, any case; a header sent several times is a list. */
  headers: Record<string, string | string[]>;
  /** The page's HTML (for Subresource Integrity); undefined for a response that is not HTML. */
  html?: string;
  /** The URL the response answers, https: for a site served over TLS. */
  url: string;
  /** How the host answers the site's http:// URL: the scan's redirection test (a host property, not a header). */
  httpAnswer: 'redirects-to-https-on-same-host' | 'no-http' | 'serves-http';
};

export type Score = {score: number; grade: string; results: {test: string; result: TestResult; modifier: number}[]};

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Score at or above which the bonuses count. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCE_OR_HASH = /^'(?:sha256-|sha384-|sha512-|nonce-)/;

function headerValues(headers: ScoredResponse['headers'], name: string): string[] {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  if (!found) return [];
  return Array.isArray(found[1]) ? found[1] : [found[1]];
}

type Policy = Map<string, Set<string>>;

/** The directives of one or more policies; throws on an empty or malformed one. */
function parsePolicy(values: string[]): {policy: Policy; duplicates: boolean} {
  const policy: Policy = new Map();
  let duplicates = false;
  for (const value of values) {
    const directives = value
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean);
    if (directives.length === 0) throw new Error('empty policy');
    for (const directive of directives) {
      const [name, ...sources] = directive.split(/\s+/);
      const key = name!.toLowerCase();
      if (!/^[a-z-]+$/.test(key)) throw new Error(`bad directive ${name}`);
      if (policy.has(key)) duplicates = true;
      else policy.set(key, new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
    }
  }
  return {policy, duplicates};
}

function cspTest({headers, url}: ScoredResponse): TestResult {
  const values = headerValues(headers, 'content-security-policy');
  if (values.length === 0)
    return headerValues(headers, 'content-security-policy-report-only').length > 0
      ? 'csp-not-implemented-but-reporting-enabled'
      : 'csp-not-implemented';
  let parsed: {policy: Policy; duplicates: boolean};
  try {
    parsed = parsePolicy(values);
  } catch {
    return 'csp-header-invalid';
  }
  const {policy, duplicates} = parsed;
  const sources = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scriptSrc = sources('script-src');
  const styleSrc = sources('style-src');
  const objectSrc = sources('object-src');
  // A nonce or hash makes browsers ignore 'unsafe-inline' in the same list.
  for (const list of [scriptSrc, styleSrc])
    if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((source) => NONCE_OR_HASH.test(source))) return 'csp-header-invalid';
    for (const source of [...scriptSrc])
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source);
  }
  const https = new URL(url).protocol === 'https:';
  const active = [
    ...[...policy]
      .filter(([name]) => !PASSIVE_DIRECTIVES.has(name) && name !== 'script-src')
      .flatMap(([, list]) => [...list]),
    ...scriptSrc,
  ];
  const passive = [...PASSIVE_DIRECTIVES].flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  let result: TestResult;
  if (
    [...scriptSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    result = 'csp-implemented-with-unsafe-inline';
  else if (https && active.some(insecure)) result = 'csp-implemented-with-insecure-scheme';
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result = 'csp-implemented-with-unsafe-eval';
  else if (https && passive.some(insecure)) result = 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  else if ([...styleSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)))
    result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
  else if (policy.get('default-src')?.size === 1 && policy.get('default-src')!.has("'none'"))
    result = 'csp-implemented-with-no-unsafe-default-src-none';
  else result = 'csp-implemented-with-no-unsafe';
  const passing: TestResult[] = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  return duplicates && passing.includes(result) ? 'csp-implemented-but-duplicate-directives' : result;
}

function cookiesTest({headers}: ScoredResponse, hsts: boolean): TestResult {
  const cookies = headerValues(headers, 'set-cookie').map((cookie) => {
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    const names = new Map(
      attributes.map((attribute) => {
        const [name, value = ''] = attribute.split('=');
        return [name!.toLowerCase(), value.toLowerCase()] as const;
      }),
    );
    const name = pair!.split('=')[0]!.toLowerCase();
    return {
      session: /sess|login|auth|token|sid/.test(name),
      secure: names.has('secure'),
      httpOnly: names.has('httponly'),
      sameSite: names.get('samesite'),
    };
  });
  if (cookies.length === 0) return 'cookies-not-found';
  if (cookies.some((cookie) => cookie.sameSite !== undefined && !['strict', 'lax', 'none'].includes(cookie.sameSite)))
    return 'cookies-samesite-flag-invalid';
  if (cookies.some((cookie) => cookie.session && !cookie.secure)) return 'cookies-session-without-secure-flag';
  if (cookies.some((cookie) => cookie.session && !cookie.httpOnly)) return 'cookies-session-without-httponly-flag';
  if (cookies.some((cookie) => !cookie.secure))
    return hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag';
  return cookies.every((cookie) => cookie.sameSite === 'strict' || cookie.sameSite === 'lax')
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

function corsTest({headers}: ScoredResponse): TestResult {
  const origin = headerValues(headers, 'access-control-allow-origin')[0]?.trim();
  if (origin === undefined) return 'cross-origin-resource-sharing-not-implemented';
  return origin === '*'
    ? 'cross-origin-resource-sharing-implemented-with-public-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function redirectionTest({httpAnswer}: ScoredResponse): TestResult {
  if (httpAnswer === 'no-http') return 'redirection-not-needed-no-http';
  return httpAnswer === 'redirects-to-https-on-same-host' ? 'redirection-to-https' : 'redirection-missing';
}

function referrerTest({headers}: ScoredResponse): TestResult {
  const values = headerValues(headers, 'referrer-policy');
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // The last policy a browser knows wins.
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy === undefined) return 'referrer-policy-header-invalid';
  return good.includes(policy) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

/** max-age of a valid Strict-Transport-Security header, or undefined. */
function hstsMaxAge({headers}: ScoredResponse): number | 'invalid' | undefined {
  const value = headerValues(headers, 'strict-transport-security')[0];
  if (value === undefined) return undefined;
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1];
  return maxAge === undefined ? 'invalid' : Number(maxAge);
}

function hstsTest(response: ScoredResponse): TestResult {
  if (new URL(response.url).protocol !== 'https:') return 'hsts-not-implemented-no-https';
  const maxAge = hstsMaxAge(response);
  if (maxAge === undefined) return 'hsts-not-implemented';
  if (maxAge === 'invalid') return 'hsts-header-invalid';
  return maxAge >= 15_768_000
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function sriTest({html, url}: ScoredResponse): TestResult {
  if (html === undefined) return 'sri-not-implemented-response-not-html';
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].flatMap(([, attributes]) => {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes!);
    if (!src) return [];
    const target = new URL(src[1] ?? src[2] ?? src[3]!, url);
    return [
      {
        sameOrigin: target.origin === new URL(url).origin,
        secure: target.protocol === 'https:',
        integrity: /\bintegrity\s*=/i.test(attributes!),
      },
    ];
  });
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const external = scripts.filter((script) => !script.sameOrigin);
  const insecure = external.some((script) => !script.secure);
  const allIntegrity = external.length > 0 && external.every((script) => script.integrity);
  if (external.length === 0)
    return scripts.every((script) => script.integrity)
      ? 'sri-implemented-and-all-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  if (allIntegrity)
    return insecure
      ? 'sri-implemented-but-external-scripts-not-loaded-securely'
      : 'sri-implemented-and-external-scripts-loaded-securely';
  return insecure
    ? 'sri-not-implemented-and-external-scripts-not-loaded-securely'
    : 'sri-not-implemented-but-external-scripts-loaded-securely';
}

function contentTypeOptionsTest({headers}: ScoredResponse): TestResult {
  const value = headerValues(headers, 'x-content-type-options')[0];
  if (value === undefined) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function frameOptionsTest({headers}: ScoredResponse): TestResult {
  try {
    const {policy} = parsePolicy(headerValues(headers, 'content-security-policy'));
    const ancestors = policy.get('frame-ancestors');
    if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source)))
      return 'x-frame-options-implemented-via-csp';
  } catch {
    // no policy: X-Frame-Options alone decides
  }
  const value = headerValues(headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined) return 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from ') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function resourcePolicyTest({headers}: ScoredResponse): TestResult {
  const value = headerValues(headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (value === undefined) return 'corp-not-implemented';
  if (value === 'same-origin') return 'corp-implemented-with-same-origin';
  if (value === 'same-site') return 'corp-implemented-with-same-site';
  return value === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-header-invalid';
}

/** The Observatory's score and grade of one response. */
export function observatoryScore(response: ScoredResponse): Score {
  const hsts = hstsTest(response);
  const tests: [string, TestResult][] = [
    ['content-security-policy', cspTest(response)],
    ['cookies', cookiesTest(response, hsts === 'hsts-implemented-max-age-at-least-six-months')],
    ['cross-origin-resource-sharing', corsTest(response)],
    ['redirection', redirectionTest(response)],
    ['referrer-policy', referrerTest(response)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(response)],
    ['x-content-type-options', contentTypeOptionsTest(response)],
    ['x-frame-options', frameOptionsTest(response)],
    ['cross-origin-resource-policy', resourcePolicyTest(response)],
  ];
  const results = tests.map(([test, result]) => ({test, result, modifier: MODIFIERS[result]}));
  const penalties = results.reduce((sum, {modifier}) => sum + Math.min(0, modifier), 0);
  const bonuses = results.reduce((sum, {modifier}) => sum + Math.max(0, modifier), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonuses : uncurved);
  const grade = GRADES.find(([minimum]) => score >= minimum)![1];
  return {score, grade, results};
}
