/** src/clientModules/inputHygiene.ts: malformed percent-encoding in a path becomes a path the router can read. */
import { describe, expect, it } from 'vitest';
import { repairPath } from '../../src/clientModules/inputHygiene';

describe('repairPath', () => {
  it('leaves well-formed paths alone', () => {
    for (const path of ['/', '/using-the-api/paging', '/search', '/caf%C3%A9', '/a%20b', '/%25']) expect(repairPath(path)).toBe(path);
  });

  it('escapes each malformed sequence so that the path decodes', () => {
    const cases: Array<[string, string]> = [
      ['/%', '/%25'],
      ['/%E0%A4%A', '/%25E0%25A4%25A'],
      ['/using-the-api/%ZZpaging', '/using-the-api/%25ZZpaging'],
      ['/updates/%C0%AF', '/updates/%25C0%25AF'],
      ['/docs/%ff%fe', '/docs/%25ff%25fe'],
      ['/caf%C3%A9/%', '/caf%C3%A9/%25'],
    ];
    for (const [bad, good] of cases) {
      expect(repairPath(bad), bad).toBe(good);
      expect(() => decodeURI(repairPath(bad))).not.toThrow();
    }
  });
});
