/**
 * An entry of the audit trail as its reader says it: the module it happened in, the action and
 * the record, in the reader's language, from the route the trail kept (never shown as such).
 */
import type { Translate } from '#i18n/index.ts';
import type { AuditModule } from '#shared/audit-modules.ts';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import type { AuditChange } from '#server/audit/tables.ts';
import {
  type DescribedChange,
  describeChange,
  describeFields,
  known,
  quoted,
  subjectLabel,
} from './audit-fields.ts';

/** Where a route belongs, by how it starts; the first that matches wins. */
const MODULES: [module: Exclude<AuditModule, 'other'>, prefixes: string[]][] = [
  ['site', ['/content/pages', '/content/documents', '/content/menu', '/content/history']],
  ['builds', ['/content/builds']],
  ['content', ['/content/']],
  ['registration', ['/review/registrations']],
  ['membership', ['/review/applications']],
  ['fees', ['/review/fee-payments', '/console/renewals']],
  ['requests', ['/review/requests']],
  ['training', ['/review/training-registrations', '/console/trainings']],
  ['statistics', ['/review/reports', '/console/statistics']],
  ['manuscripts', ['/review/manuscripts']],
  ['directory', ['/console/enterprises']],
  ['notices', ['/console/notices']],
  ['complaints', ['/console/complaints']],
  ['staff', ['/console/staff']],
  ['roles', ['/console/roles']],
  ['sessions', ['/console/sessions']],
  ['settings', ['/console/dicts', '/console/config']],
  ['account', ['/system/user/profile', '/logout', '/login']],
  ['files', ['/common/upload']],
];

/**
 * The route beginnings of a module, for the trail's filter: its own, and those of the modules
 * before it, which win (every route is of "other" that no module claims).
 */
export function prefixesOf(module: AuditModule): { own: string[]; before: string[] } {
  const at = MODULES.findIndex(([m]) => m === module);
  const found = MODULES[at];
  return {
    own: found ? found[1] : [],
    before: MODULES.slice(0, found ? at : MODULES.length).flatMap(([, p]) => p),
  };
}

function moduleOf(route: string): AuditModule {
  return MODULES.find(([, prefixes]) => prefixes.some((p) => route.startsWith(p)))?.[0] ?? 'other';
}

/** The last word of a route that names what it does, beyond create, change and delete. */
const VERBS = new Set([
  'export',
  'publish',
  'unpublish',
  'bulk',
  'restore',
  'retry',
  'void',
  'secretariat',
  'council',
  'payment',
  'payments',
  'erase',
  'withdraw',
  'assign',
  'reply',
  'close',
  'disable',
  'enable',
  'reset',
  'permissions',
  'attendance',
  'invoice',
  'return',
  'updatePwd',
  'upload',
  'logout',
  'import',
  'cancel',
]);

function actionOf(method: string, route: string): string {
  const last =
    route
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .at(-1) ?? '';
  if (last === 'schedule') return method === 'DELETE' ? 'unschedule' : 'schedule';
  if (VERBS.has(last)) return last;
  // A decision is posted to the item itself: /review/<queue>/{id}.
  if (method === 'POST' && route.startsWith('/review/') && route.endsWith('}')) return 'decide';
  if (method === 'GET') return 'read';
  return method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
}

/** The values a route was called with, by the names its pattern gives them. */
function paramsOf(route: string, path: string): Record<string, string> {
  const names = route.split('/');
  const values = path.split('/');
  return Object.fromEntries(
    names.flatMap((n, i) => {
      const name = /^\{(\w+)\}$/.exec(n)?.[1];
      return name && values[i] !== undefined ? [[name, decodeURIComponent(values[i] ?? '')]] : [];
    }),
  );
}

/** What kind of record a route acts on, by how it starts (content types by their own words). */
const RECORDS: [prefix: string, subject: string][] = [
  ['/review/registrations', 'registration'],
  ['/review/applications', 'application'],
  ['/review/requests', 'request'],
  ['/review/fee-payments', 'fee'],
  ['/console/renewals/payments', 'fee'],
  ['/review/training-registrations', 'training'],
  ['/console/trainings', 'content:training'],
  ['/review/reports', 'report'],
  ['/review/manuscripts', 'manuscript'],
  ['/console/complaints', 'complaint'],
  ['/console/staff', 'staff'],
  ['/console/roles', 'role'],
  ['/console/sessions', 'session'],
  ['/console/notices', 'notice'],
  ['/console/enterprises', 'unit'],
  ['/content/builds', 'build'],
  ['/content/pages/', 'page'],
  ['/content/documents/', 'document'],
  ['/content/menu', 'menu'],
  ['/console/config/', 'config'],
  ['/console/dicts/', 'dict'],
];

/** The record a route names, when no change names it (a refused call changed nothing). */
function objectOfRoute(t: Translate, e: Entry, module: AuditModule, nameOf: NameOf): string {
  const p = paramsOf(e.route, e.path);
  // A content type's own routes, or a history's, whose kind is a type, a page, a document or the menu.
  const type = p.kind ?? /^\/content\/(\w+)/.exec(e.path)?.[1];
  const subject =
    type && (CONTENT_TYPE_KEYS as readonly string[]).includes(type)
      ? `content:${type}`
      : p.kind
        ? p.kind
        : RECORDS.find(([prefix]) => e.route.startsWith(prefix))?.[1];
  const kind = subject ? subjectLabel(t, subject) : t(`console.audit.module.${module}`);
  const id = p.id ?? p.slug ?? p.key ?? p.type ?? p.item;
  if (!id || id === type || subject === 'menu') return kind;
  if (/^\d+$/.test(id)) return `${kind} #${id}`;
  return `${kind}${quoted(t, (subject && nameOf(subject, id)) ?? id)}`;
}

interface Entry {
  method: string;
  route: string;
  path: string;
  body: unknown;
  changes: AuditChange[];
}

/** A record named by its own words where the trail keeps only its key (a page's slug, a role's key). */
export type NameOf = (subject: string, id: string) => string | undefined;

export function describeEntry(t: Translate, e: Entry, nameOf: NameOf) {
  const module = moduleOf(e.route);
  const action = actionOf(e.method, e.route);
  const body =
    e.body && typeof e.body === 'object' && !Array.isArray(e.body)
      ? (e.body as Record<string, unknown>)
      : undefined;
  const decision = typeof body?.decision === 'string' ? body.decision : undefined;
  const decided = decision ? known(t, `console.audit.decision.${decision}`) : undefined;
  const changes: DescribedChange[] = e.changes.map((c) => {
    const described = describeChange(t, c);
    const name = nameOf(c.subject, c.id);
    return name
      ? { ...described, label: `${subjectLabel(t, c.subject)}${quoted(t, name)}` }
      : described;
  });
  return {
    module: t(`console.audit.module.${module}`),
    action: decided
      ? t('console.audit.actionWith', {
          action: t(`console.audit.action.${action}`),
          decision: decided,
        })
      : t(`console.audit.action.${action}`),
    object:
      changes.length > 0
        ? changes.map((c) => c.label).join(t('common.listSeparator'))
        : objectOfRoute(t, e, module, nameOf),
    changesDescribed: changes,
    sent: body ? describeFields(t, e.changes[0]?.subject ?? module, body) : [],
  };
}
