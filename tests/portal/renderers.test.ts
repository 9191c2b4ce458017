// Every screen, block, menu item and page the merchant config can name has a renderer: a screen
// a route of the route table, a block a registered component (a block folder or a screen block),
// a member or agent menu item a page of the merged layout in that centre. A configured thing
// without one fails here, not on a member's screen.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/generated/merchant.ts';
import { ROUTES, routeFor } from '../../src/portal/app/routes.ts';
import { blockComponent, registeredBlockTypes } from '../../src/portal/engine/registry.tsx';
import { pageBlockTypes } from '../../src/portal/blocks/registry.tsx';
import { mergePages, type PageEntry } from '../../src/shared/pages/merge.ts';
import { pageIdFromWire } from '../../src/shared/pages/wire-names.ts';
import { categoryHref } from '../../src/portal/shell/Nav.tsx';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const merchants = readdirSync(new URL('../../merchants/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({ code: d.name, config: json(`merchants/${d.name}/merchant.json`) as unknown as MerchantConfig }));

const screensSchema = json('schemas/merchant/screens.json') as { properties: Record<string, unknown> };
const navigation = json('schemas/merchant/navigation.json') as {
  $defs: { memberPage: { enum: string[] }; agentMenuItem: { properties: { page: { enum: string[] } } } };
};
const MEMBER_PAGES = navigation.$defs.memberPage.enum;
const baseLayout = (json('merchants/layout.json') as { pages: Record<string, PageEntry> }).pages;
const folders = readdirSync(new URL('../../src/portal/blocks/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const isScreenBlock = (type: string) => (json(`src/portal/blocks/${type}/block.json`) as { screen?: boolean }).screen === true;
const AGENT_PAGES = navigation.$defs.agentMenuItem.properties.page.enum;

/** Screens a route renders: its own `screen`, or (fallback routes) the page that renders it. */
const routedScreens = new Set(ROUTES.flatMap((route) => (route.screen ? [route.screen] : [])));

describe('renderers for what the merchant config names', () => {
  it('every screen the schema allows is rendered by a route', () => {
    const missing = Object.keys(screensSchema.properties).filter((name) => !routedScreens.has(name as never));
    expect(missing).toEqual([]);
  });

  it('every route names a page and an access rule', () => {
    for (const route of ROUTES) {
      expect(route.page, route.path).toBeTruthy();
      expect(['guest', 'login', 'realAccount', 'agent'], route.path).toContain(route.access);
    }
  });

  for (const { code, config } of merchants) {
    it(`${code}: every configured block has a registered component`, () => {
      const screens: [string, { blocks: { type: string }[] } | undefined][] = Object.entries(config.screens);
      const missing = screens.flatMap(([screen, value]) =>
        (value?.blocks ?? []).filter((block) => !blockComponent(block.type)).map((block) => `${screen}: ${block.type}`));
      expect(missing).toEqual([]);
    });

    const { pages } = mergePages(baseLayout, config.pages as Record<string, PageEntry> | undefined);

    it(`${code}: every member-menu and agent-menu item has a page in its centre`, () => {
      const missing = [
        ...config.navigation.memberMenu.filter((item) => pages[pageIdFromWire(item.page)]?.centre !== 'member').map((item) => `memberMenu: ${item.page}`),
        ...config.navigation.agentMenu.filter((item) => pages[pageIdFromWire(item.page)]?.centre !== 'agent').map((item) => `agentMenu: ${item.page}`),
      ];
      expect(missing).toEqual([]);
    });

    it(`${code}: every block of every page has a component`, () => {
      const types = new Set(pageBlockTypes());
      const missing = Object.entries(pages).flatMap(([id, page]) => page.blocks.filter((b) => !types.has(b.type) && !blockComponent(b.type)).map((b) => `${id}: ${b.type}`));
      expect(missing).toEqual([]);
      expect(Object.keys(pages).length).toBeGreaterThan(20);
    });

    it(`${code}: every header category opens a route`, () => {
      const missing = config.navigation.header.categories.map((c) => categoryHref(c.category)).filter((href) => !routeFor(href));
      expect(missing).toEqual([]);
    });
  }

  it('every member and agent page the schema names is a page of the base layout, in its centre', () => {
    expect(MEMBER_PAGES.filter((page) => baseLayout[pageIdFromWire(page)]?.centre !== 'member')).toEqual([]);
    expect(AGENT_PAGES.filter((page) => baseLayout[pageIdFromWire(page)]?.centre !== 'agent')).toEqual([]);
  });

  it('the block registries are the block folders: each page block folder with its loader, each screen block folder with its component', () => {
    expect(pageBlockTypes()).toEqual(folders.filter((type) => !isScreenBlock(type)));
    expect(registeredBlockTypes().sort()).toEqual(folders.filter(isScreenBlock));
  });
});
