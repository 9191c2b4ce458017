// Pages shown instead of the portal: page-load timeout (before any config or strings could load,
// so it carries its own plain wording), maintenance and IP restriction.
import { useTranslation } from 'react-i18next';

export type BootFailureKind = 'timeout' | 'maintenance' | 'ipBlocked';

export function BootFailure({ kind }: { kind: BootFailureKind }) {
  if (kind === 'timeout') {
    return (
      <main className="boot-failure" role="alert">
        <h1>Page load timeout</h1>
        <p>The page took too long to load. Please check your network connection and try again.</p>
        <button type="button" onClick={() => window.location.reload()}>Try again</button>
      </main>
    );
  }
  return <TranslatedFailure kind={kind} />;
}

function TranslatedFailure({ kind }: { kind: 'maintenance' | 'ipBlocked' }) {
  const { t } = useTranslation();
  return (
    <main className="boot-failure" role="alert">
      <h1>{t(kind === 'maintenance' ? 'page.maintenance.title' : 'page.ipBlocked.title')}</h1>
      <p>{t(kind === 'maintenance' ? 'page.maintenance.body' : 'page.ipBlocked.body')}</p>
    </main>
  );
}
