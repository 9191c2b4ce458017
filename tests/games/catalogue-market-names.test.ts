// The demo catalogue's slot names suit each merchant's market: cnstar's and bdwin's lobbies (hot
// games included) carry no Vietnamese names, vnlotto's may.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCatalogues } from '../../src/platform/games/context.ts';
import { DEFAULT_CATALOGUE_SEED } from '../../src/platform/games/routes.ts';
import { readMerchantConfigs, createMerchantRegistry } from '../../src/platform/merchants.ts';

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const registry = createMerchantRegistry(await readMerchantConfigs(join(import.meta.dirname, '../../merchants')));
const catalogues = createCatalogues({ now: () => Date.UTC(2026, 10, 21) }, DEFAULT_CATALOGUE_SEED);
const namesOf = (code: string) => catalogues(registry.byCode(code)!).catalogue.games.map((g) => g.gameName);
const hotOf = (code: string) => catalogues(registry.byCode(code)!).catalogue.games.filter((g) => g.hotRank !== null).map((g) => g.gameName);

describe('demo catalogue names per market', () => {
  it.each(['cnstar', 'bdwin'])('%s has no Vietnamese game names, in hot games or anywhere', (code) => {
    expect(hotOf(code).filter((name) => VIETNAMESE.test(name))).toEqual([]);
    expect(namesOf(code).filter((name) => VIETNAMESE.test(name) && !/Xoc Dia|Tien Len|Sam Loc/.test(name))).toEqual([]);
  });

  it('vnlotto keeps Vietnamese-flavoured names; cnstar gets Chinese-flavoured ones', () => {
    expect(namesOf('vnlotto').some((name) => name.startsWith('Phở '))).toBe(true);
    expect(namesOf('cnstar').some((name) => name.startsWith('Cai Shen '))).toBe(true);
  });
});
