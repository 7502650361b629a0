/** What an enterprise account finds at /admin: the console is not for it, and the ways back. */
import { localePath } from '#shared/routes.ts';
import { useConsole } from '#ui/console/context.ts';

export function ConsoleRefusal() {
  const { locale, t } = useConsole();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <section
        aria-labelledby="refused-title"
        className="w-full max-w-lg rounded-lg bg-white p-8 shadow"
      >
        <h1 id="refused-title" className="text-xl font-semibold text-gray-900">
          {t('console.refused.title')}
        </h1>
        <p className="mt-3 text-gray-700">{t('console.refused.message')}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <a
            href={localePath(locale, '/center')}
            className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
          >
            {t('console.refused.toCenter')}
          </a>
          <a
            href={localePath(locale, '/index')}
            className="rounded border border-gray-300 px-4 py-2 text-gray-700 hover:bg-gray-50"
          >
            {t('console.refused.toHome')}
          </a>
        </p>
      </section>
    </main>
  );
}
