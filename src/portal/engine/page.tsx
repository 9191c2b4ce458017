// A page of the merchant config (`pages.<id>`, the base layout merged with the merchant's own, as
// the platform serves it) on screen: its blocks, top to bottom. A block type a folder under
// src/portal/blocks/ defines loads its component with the page; a screen block type (home's
// blocks) renders through the screen registry, so a page can use those too.
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import type { Access } from '../app/access.ts';
import type { PageAccess, ResolvedBlock, ResolvedPage } from '../../shared/pages/merge.ts';
import { pageBlockComponent } from '../blocks/registry.tsx';
import { BlockBoundary, BlockView, type ScreenBlock } from './registry.tsx';
import { BlockSlotContext } from './status-once.tsx';
import { PageBlocksContext } from './use-page-filter.ts';

/** A page with its id (the key it has in the config). */
export type PortalPage = ResolvedPage & { id: string };

/** The merchant's pages by id (hidden ones are already gone). */
export function usePages(): Readonly<Record<string, PortalPage>> {
  // The platform merges the base layout into every config it serves (shared/pages/merge.ts).
  const pages = useConfig().pages as unknown as Record<string, ResolvedPage> | undefined;
  return useMemo(() => Object.fromEntries(Object.entries(pages ?? {}).map(([id, page]) => [id, { ...page, id }])), [pages]);
}

/** A page's access rule as the portal's access rules name it (app/access.ts). */
export function pageAccess(access: PageAccess): Access {
  return access === 'member' ? 'login' : access;
}

/** One block of a page (or of a container block's list), loading its component when it first shows. */
export function PageBlock({ block }: { block: ResolvedBlock }) {
  const { t } = useTranslation();
  const Found = pageBlockComponent(block.type);
  if (!Found) return <BlockView block={block as unknown as ScreenBlock} />;
  return (
    <div className="block-slot" data-block={block.type} data-block-id={block.id}>
      <BlockBoundary type={block.type}>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <Found block={block} />
        </Suspense>
      </BlockBoundary>
    </div>
  );
}

export function PageBlocks({ page }: { page: PortalPage }) {
  // Stands for this page in what its blocks share (engine/status-once.tsx); its blocks also know
  // each other through the page's filter (use-page-filter.ts).
  const [shared] = useState(() => ({}));
  return (
    <PageBlocksContext.Provider value={page.blocks}>
      {page.blocks.map((block, index) => (
        <BlockSlotContext.Provider key={block.id} value={{ page: shared, index }}>
          <PageBlock block={block} />
        </BlockSlotContext.Provider>
      ))}
    </PageBlocksContext.Provider>
  );
}
