// Third-party scripts (spec §7): each is off unless its own environment variable carries its id or
// URL, so a build with none set talks to no other origin. Read once, here.
import type {PluginConfig} from '@docusaurus/types';

/** The environment in Node; empty in the browser. */
const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;
const read = (name: string): string | undefined => env[name]?.trim() || undefined;

/** Google Tag Manager container id, such as GTM-XXXXXXX. */
export const GTM_CONTAINER_ID = read('GTM_CONTAINER_ID');
/** Google Analytics 4 measurement id, such as G-XXXXXXXXXX; page views on every route change. */
export const GA_MEASUREMENT_ID = read('GA_MEASUREMENT_ID');
/** Session-replay tool's script URL. */
export const SESSION_REPLAY_SCRIPT_URL = read('SESSION_REPLAY_SCRIPT_URL');
/** Visitor-identification script URL. */
export const VISITOR_ID_SCRIPT_URL = read('VISITOR_ID_SCRIPT_URL');
/** Meeting scheduler (book-a-demo) script URL. */
export const MEETING_SCHEDULER_SCRIPT_URL = read('MEETING_SCHEDULER_SCRIPT_URL');
/** Company-enrichment tag script URL. */
export const ENRICHMENT_SCRIPT_URL = read('ENRICHMENT_SCRIPT_URL');
/** AI assistant chat widget script URL; the widget sits bottom right and opens with Mod+j. */
export const CHAT_WIDGET_SCRIPT_URL = read('CHAT_WIDGET_SCRIPT_URL');
/** An extra web font stylesheet URL; the site's own fonts stay self-hosted regardless. */
export const WEB_FONT_STYLESHEET_URL = read('WEB_FONT_STYLESHEET_URL');

/**
 * Where the page feedback widget POSTs each answer and comment as JSON (src/components/PageFeedback);
 * unset, feedback stays in the reader's browser.
 */
export const FEEDBACK_URL = read('FEEDBACK_URL');

/** Where the chat widget sits and the shortcut that opens it (spec §7). */
export const CHAT_WIDGET = {position: 'bottom-right', shortcut: 'Mod+j'} as const;

/** One HTML tag to add to every page's head. */
export type InjectedTag = {tagName: 'script' | 'link'; attributes: Record<string, string | boolean>};

/** The script and stylesheet tags of the enabled URL-based integrations, in a stable order. */
export const INJECTED_TAGS: InjectedTag[] = [
  SESSION_REPLAY_SCRIPT_URL && script(SESSION_REPLAY_SCRIPT_URL, 'session-replay'),
  VISITOR_ID_SCRIPT_URL && script(VISITOR_ID_SCRIPT_URL, 'visitor-id'),
  MEETING_SCHEDULER_SCRIPT_URL && script(MEETING_SCHEDULER_SCRIPT_URL, 'meeting-scheduler'),
  ENRICHMENT_SCRIPT_URL && script(ENRICHMENT_SCRIPT_URL, 'enrichment'),
  CHAT_WIDGET_SCRIPT_URL &&
    script(CHAT_WIDGET_SCRIPT_URL, 'chat-widget', {
      'data-position': CHAT_WIDGET.position,
      'data-shortcut': CHAT_WIDGET.shortcut,
    }),
  WEB_FONT_STYLESHEET_URL &&
    ({
      tagName: 'link',
      attributes: {rel: 'stylesheet', href: WEB_FONT_STYLESHEET_URL, 'data-integration': 'web-font'},
    } satisfies InjectedTag),
].filter((tag): tag is InjectedTag => Boolean(tag));

function script(src: string, name: string, extra: Record<string, string> = {}): InjectedTag {
  return {tagName: 'script', attributes: {src, async: true, 'data-integration': name, ...extra}};
}

const origin = (url: string): string => new URL(url).origin;

/** The origins each kind of request needs, for the Content-Security-Policy (config/headers.ts). */
export const INTEGRATION_ORIGINS = {
  script: unique([
    ...(GTM_CONTAINER_ID || GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : []),
    ...[SESSION_REPLAY_SCRIPT_URL, VISITOR_ID_SCRIPT_URL, MEETING_SCHEDULER_SCRIPT_URL, ENRICHMENT_SCRIPT_URL]
      .concat(CHAT_WIDGET_SCRIPT_URL)
      .filter((url): url is string => Boolean(url))
      .map(origin),
  ]),
  // Trackers report by fetch, beacon or image to their own origin (and Google's regional hosts).
  connect: unique([
    ...(GTM_CONTAINER_ID || GA_MEASUREMENT_ID
      ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
      : []),
    ...[SESSION_REPLAY_SCRIPT_URL, VISITOR_ID_SCRIPT_URL, MEETING_SCHEDULER_SCRIPT_URL, ENRICHMENT_SCRIPT_URL]
      .concat(CHAT_WIDGET_SCRIPT_URL)
      .filter((url): url is string => Boolean(url))
      .map(origin),
  ]),
  // The GTM noscript iframe, the scheduler's booking dialog and the chat widget render frames.
  frame: unique([
    ...(GTM_CONTAINER_ID ? ['https://www.googletagmanager.com'] : []),
    ...[MEETING_SCHEDULER_SCRIPT_URL, CHAT_WIDGET_SCRIPT_URL].filter((url): url is string => Boolean(url)).map(origin),
  ]),
  style: WEB_FONT_STYLESHEET_URL ? [origin(WEB_FONT_STYLESHEET_URL)] : [],
  // A font stylesheet's files usually come from a sibling host (fonts.googleapis.com -> fonts.gstatic.com).
  font: WEB_FONT_STYLESHEET_URL ? unique([origin(WEB_FONT_STYLESHEET_URL), ...fontFileOrigins()]) : [],
  // The feedback endpoint is only ever fetched: connect-src, and nothing else.
  feedback: FEEDBACK_URL ? [origin(FEEDBACK_URL)] : [],
} as const;

function fontFileOrigins(): string[] {
  return read('WEB_FONT_FILES_ORIGIN') ? [origin(read('WEB_FONT_FILES_ORIGIN')!)] : [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The Google plugins, present only when their ids are set (they ship with preset-classic). */
export const GOOGLE_PLUGINS: PluginConfig[] = [
  ...(GTM_CONTAINER_ID
    ? [['@docusaurus/plugin-google-tag-manager', {containerId: GTM_CONTAINER_ID}] as PluginConfig]
    : []),
  ...(GA_MEASUREMENT_ID
    ? [['@docusaurus/plugin-google-gtag', {trackingID: GA_MEASUREMENT_ID, anonymizeIP: false}] as PluginConfig]
    : []),
];
