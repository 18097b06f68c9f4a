// Client-safe: imports the view's type only, never the integrations data.
import type { IntegrationView } from './integrationView';

/** The `view` prop that src/remark/integrationViews.ts writes into a docs page, parsed. */
export function parseView(component: string, view: string | undefined): IntegrationView {
  if (!view) throw new Error(`<${component}> has no integration view: use it in a docs page with slug="…" and category="…".`);
  return JSON.parse(view) as IntegrationView;
}
