/**
 * Article sections of the public site: one list template serves them all.
 * `intro` names a single page shown above the list.
 */
import type { Channel } from './vocabulary.ts';

export interface Section {
  path: string;
  channel: Channel;
  title: string;
  intro?: string;
}

export const SECTIONS: readonly Section[] = [
  { path: 'motion', channel: 'news', title: 'nav.motion' },
  { path: 'dynamics', channel: 'dynamics', title: 'nav.dynamics' },
  { path: 'industry', channel: 'industry', title: 'nav.industry' },
  { path: 'discipline', channel: 'discipline', title: 'nav.discipline', intro: 'discipline' },
  {
    path: 'international',
    channel: 'international',
    title: 'nav.international',
    intro: 'international',
  },
  { path: 'research', channel: 'research', title: 'nav.research', intro: 'research' },
  { path: 'building', channel: 'building', title: 'nav.building', intro: 'building' },
  { path: 'statisticsNews', channel: 'statisticsNews', title: 'nav.statisticsNews' },
  { path: 'info', channel: 'info', title: 'nav.info' },
  { path: 'allianceArticles', channel: 'alliance', title: 'nav.allianceArticles' },
  { path: 'standardNews', channel: 'standardNews', title: 'nav.standardNews' },
  { path: 'standardDynamics', channel: 'standardDynamics', title: 'nav.standardDynamics' },
];

export const sectionOf = (path: string): Section | undefined =>
  SECTIONS.find((s) => s.path === path);
/** Where an article of a channel is listed. */
export const sectionForChannel = (channel: string): Section | undefined =>
  SECTIONS.find((s) => s.channel === channel);

/** Tabs of member services (/member?href=membership|equity|obligation|association). */
export const MEMBER_TABS = ['membership', 'equity', 'obligation', 'association'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
