import { describe, expect, it } from 'vitest';
import { entryScriptOf } from './buildWatch';

describe('reading the entry script of the served kiosk', () => {
  it('finds the hashed module script Vite writes', () => {
    const html =
      '<head><script type="module" crossorigin src="/kiosk/assets/index-B7x2Qk.js"></script>' +
      '<link rel="stylesheet" href="/kiosk/assets/index-D1.css"></head>';
    expect(entryScriptOf(html)).toBe('/kiosk/assets/index-B7x2Qk.js');
  });

  it('says nothing for a page without one', () => {
    expect(entryScriptOf('<p>build missing</p>')).toBeNull();
  });
});
