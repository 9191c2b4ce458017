import { describe, expect, it } from 'vitest';
import { ownOriginAsPath } from '../../src/portal/features/games/image-base.ts';

describe('ownOriginAsPath', () => {
  it("turns a host on the page's own origin into a root path", () => {
    expect(ownOriginAsPath('https://bdwin.example/', 'https://bdwin.example')).toBe('/');
    expect(ownOriginAsPath('https://bdwin.example/art/', 'https://bdwin.example')).toBe('/art/');
  });

  it('keeps another origin whole, a longer host name included', () => {
    expect(ownOriginAsPath('https://cdn.example/', 'https://bdwin.example')).toBe('https://cdn.example/');
    expect(ownOriginAsPath('https://bdwin.example.cdn.net/', 'https://bdwin.example')).toBe('https://bdwin.example.cdn.net/');
  });

  it('keeps the host whole where there is no page (the server render), rather than throwing', () => {
    expect(typeof globalThis.location).toBe('undefined');
    expect(ownOriginAsPath('https://cdn.example/')).toBe('https://cdn.example/');
  });
});
