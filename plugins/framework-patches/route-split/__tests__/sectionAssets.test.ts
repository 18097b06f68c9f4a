import { describe, expect, it } from 'vitest';
import { dropMapEntries } from '../sectionAssets';

// The two maps of a minified runtime, as Rspack and the minifier write them: chunk id → content hash
// (`__webpack_require__.u`) and Docusaurus' chunk name → chunk id (`__webpack_require__.gca`), whose
// keys may be strings, bare identifiers or hex numbers.
const runtime =
  'i.u=e=>"assets/js/"+e+"."+({1016:"84ed0b78",125:"a1e6e14b",2011:"0badcafe",1e4:"00c0ffee"})[e]+".js";' +
  'i.gca=function(e){return e=({0x1111179:"2011","0085f864":"1016",a0384dd6:"125","route-section-0":"7"})[e]||e,i.p+i.u(e)};' +
  'var list=[{a:1},{b:2}];';

describe('dropMapEntries', () => {
  it('drops the named entries of both maps and leaves the rest of the code as it is', () => {
    const drop = new Set(['1016=84ed0b78', '0085f864=1016', '2011=0badcafe', '17895801=2011', '10000=00c0ffee']);
    const { source, dropped } = dropMapEntries(runtime, (key, value) => drop.has(`${key}=${value}`));
    expect(dropped).toBe(5);
    expect(source).toContain('({125:"a1e6e14b"})[e]');
    expect(source).toContain('({a0384dd6:"125","route-section-0":"7"})[e]');
    expect(source).toContain('var list=[{a:1},{b:2}];');
  });

  it('changes nothing when no entry matches', () => {
    expect(dropMapEntries(runtime, () => false)).toEqual({ source: runtime, dropped: 0 });
  });
});
