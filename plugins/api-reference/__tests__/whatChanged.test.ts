import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import WhatChanged from '../theme/ApiReferencePage/WhatChanged';
import type { WhatChangedView } from '../lib/types';
import { siteDir } from './helpers';

vi.mock('@docusaurus/useBrokenLinks', () => ({ default: () => ({ collectAnchor: () => undefined, collectLink: () => undefined }) }));

const render = (changes: WhatChangedView) => renderToStaticMarkup(React.createElement(WhatChanged, { changes }));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the "What changed" section of a reference page', () => {
  it('lists what src/data/apiChanges.json records for the Platform API, linking each operation', () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/apiChanges.json'), 'utf8'));
    const html = render({ since: 'November 24, 2026', ...recorded.apis.platform });
    expect(html).toContain('id="what-changed"');
    for (const entry of recorded.apis.platform.added) expect(html).toContain(`href="#operation/${entry.operationId}"`);
    expect(text(html)).toContain('Since November 24, 2026:');
    expect(text(html)).toContain('Added operation set-company-sync-settings');
    expect(text(html)).toContain('Added field products in the request body of create-company');
  });

  it('names a removed operation without a link, since the page no longer has it', () => {
    const html = render({
      since: 'November 24, 2026',
      added: [],
      deprecated: [],
      removed: [{ what: 'operation', name: 'get-widget', operation: 'GET /widgets/{widgetId}', operationId: 'get-widget' }],
    });
    expect(text(html)).toContain('Removed operation get-widget');
    expect(html).not.toContain('href="#operation/get-widget"');
  });

  it('says so when nothing changed', () => {
    const html = render({ since: 'November 24, 2026', added: [], deprecated: [], removed: [] });
    expect(text(html)).toBe('What changedNo operation, parameter or field was added, deprecated or removed since November 24, 2026.');
  });
});
