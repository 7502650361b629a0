/**
 * The site's two documents — the association's contact details and the industry statistics shown
 * on the public statistics page — each a form in both languages, as tabs.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import {
  type DocumentName,
  restoreSiteRevision,
  saveSiteDocument,
  siteDocument,
} from './site.calls.ts';
import { siteItem } from './site-item.store.ts';
import { DOCUMENT_KEYS } from '../contract/site.contract.ts';
import { useConsole } from '#ui/console/context.ts';
import { blankOf, DOCUMENT_FORMS } from '#features/content/browser/public.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { SiteItemEditor } from './SiteItemEditor.tsx';

export default function DocumentsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [shown, show] = useAddressParam('doc');
  // The tab the address names, or the first.
  const index = DOCUMENT_KEYS.indexOf(DOCUMENT_KEYS.find((key) => key === shown) ?? 'contact');
  return (
    <Panel title={page.title}>
      <TabGroup
        selectedIndex={index}
        onChange={(i) => show(DOCUMENT_KEYS[i], true)}
        className="mt-4"
      >
        <TabList className="flex gap-1 border-b border-gray-200">
          {DOCUMENT_KEYS.map((key) => (
            <Tab
              key={key}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm data-[selected]:border-brand-600 data-[selected]:text-brand-700"
            >
              {t(`console.documents.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {DOCUMENT_KEYS.map((key) => (
            <TabPanel key={key}>
              <DocumentEditor name={key} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </Panel>
  );
}

function DocumentEditor({ name }: { name: DocumentName }) {
  const { t } = useConsole();
  const fields = DOCUMENT_FORMS[name];
  const item = useMemo(
    () =>
      siteItem(
        {
          load: async () => {
            const d = await siteDocument(name);
            return { values: d.value, version: d.version };
          },
          save: (value, version) => saveSiteDocument(name, value, version),
          restore: (revision) => restoreSiteRevision('document', name, revision),
          errorPrefix: 'value.',
          draftKey: `document:${name}`,
        },
        () => blankOf(fields),
      ),
    [name, fields],
  );
  return (
    <SiteItemEditor
      item={item}
      fields={fields}
      heading={t(`console.documents.${name}`)}
      history={{ kind: 'document', item: name }}
    />
  );
}
