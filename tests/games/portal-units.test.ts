// Pure parts of the portal's games area: which frame URLs are accepted, grid columns, and the
// winner board order.
import { describe, expect, it } from 'vitest';
import { isAllowedLaunchUrl, normaliseOrigin } from '../../src/portal/features/games/launch-hosts.ts';
import { columnsFor } from '../../src/portal/features/games/GameGrid.tsx';
import { sortWinners } from '../../src/portal/features/games/WinnerBoard.tsx';

describe('isAllowedLaunchUrl', () => {
  const hosts = ['https://games.example.com', 'http://localhost:8080/'];
  it('accepts URLs on a listed launch host', () => {
    expect(isAllowedLaunchUrl('https://games.example.com/demo-games/slot?ticket=abc', hosts)).toBe(true);
    expect(isAllowedLaunchUrl('http://localhost:8080/demo-games/lottery?ticket=x', hosts)).toBe(true);
  });
  it('refuses other hosts, ports, schemes and tricks', () => {
    for (const url of [
      'https://evil.example/play',
      'https://games.example.com.evil.example/x',
      'http://games.example.com/x', // scheme differs
      'http://localhost:8081/x', // port differs
      'https://user@games.example.com/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relative/path',
      'not a url',
    ]) expect(isAllowedLaunchUrl(url, hosts), url).toBe(false);
    expect(isAllowedLaunchUrl('https://games.example.com/x', [])).toBe(false);
  });
  it('normalises host entries to origins and ignores non-http ones', () => {
    expect(normaliseOrigin('https://cdn.example.com/path/')).toBe('https://cdn.example.com');
    expect(normaliseOrigin('ftp://cdn.example.com')).toBeNull();
    expect(normaliseOrigin('cdn.example.com')).toBeNull();
  });
});

describe('columnsFor', () => {
  it('fits 160px tiles with 12px gaps, at least two columns', () => {
    expect(columnsFor(320)).toBe(2);
    expect(columnsFor(1000)).toBe(5);
    expect(columnsFor(1280)).toBe(7);
  });
});

describe('sortWinners', () => {
  it('orders by winAmount, biggest first', () => {
    const entries = [5, 500, 50].map((winAmount) => ({ vo: { account: 'a', gameName: 'g', winAmount } }));
    expect(sortWinners(entries).map((e) => e.vo.winAmount)).toEqual([500, 50, 5]);
  });
});
