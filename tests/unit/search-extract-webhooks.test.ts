/**
 * Webhooks on an API reference page are found like operations: one record per `webhook/<name>`
 * heading, with the text under it up to the first block (headers, message schema, example).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { extractRecords, isDeprecatedOperation } from '../../lib/search/extract.mjs';

const webhookSection = (name: string, badge = '') =>
  `<section class="operation_jZB5" data-api-section="webhook/${name}"><h3 id="webhook/${name}" class="heading_I0Y1 title_cAgV">` +
  `<span class="method_GlIN post_x">POST</span><code class="name_q">${name}</code>${badge}<a href="#webhook/${name}" aria-label="Copy link to ${name}">` +
  `<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg></a></h3><div class="grid_ZHL2"><div><p class="summary_s">Summary of ${name}.</p>` +
  `<div class="block_l0nv"><h4 class="blockTitle_LgIi">Headers</h4><p>Header text stays out of the index.</p></div></div>` +
  `<div class="samples_x"><h4>Example message</h4><pre><code>{"eventType": "${name}"}</code></pre></div></div></section>`;

const page = fs
  .readFileSync(path.resolve(__dirname, '../fixtures/search/api-page.html'), 'utf8')
  .replace(
    '<section class="tag_H5Ey" data-api-section="schemas">',
    `<section class="tag_H5Ey"><h2 id="webhooks" class="heading_I0Y1 tagTitle_YWRr">Webhook events</h2><p>The messages Ledgerlink sends.</p>` +
      webhookSection('read.completed') +
      webhookSection('legacy.alert', '<span class="deprecatedBadge_z">Deprecated</span>') +
      '</section><section class="tag_H5Ey" data-api-section="schemas">',
  );
const records = extractRecords(page, 'platform-api/index.html');

it('gives one record per webhook heading, named by its event type, with the webhook anchor', () => {
  const webhooks = records.filter((r) => r.anchor?.startsWith('webhook/') && r.type === 'lvl3');
  expect(webhooks.map((r) => [r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
    ['/platform-api/#webhook/read.completed', 'Webhook events', 'read.completed'],
    ['/platform-api/#webhook/legacy.alert', 'Webhook events', 'legacy.alert'],
  ]);
  const text = records.filter((r) => r.anchor === 'webhook/read.completed' && r.type === 'content').map((r) => r.content);
  expect(text).toEqual(['Summary of read.completed.']);
  expect(JSON.stringify(records)).not.toContain('Header text');
});

it('ranks a deprecated webhook like a deprecated operation', () => {
  expect(records.filter((r) => r.anchor === 'webhook/legacy.alert').every(isDeprecatedOperation)).toBe(true);
  expect(records.filter((r) => r.anchor === 'webhook/read.completed').some(isDeprecatedOperation)).toBe(false);
});
