import type { ReactNode } from 'react';
import { factText, facts, type FactName } from '@site/src/data/facts';

export interface FactProps {
  /** A key of src/data/facts.ts, e.g. `companyRateLimit`. */
  readonly name: FactName;
  /** The number without its unit, for a table whose column names the unit. */
  readonly bare?: boolean;
}

/**
 * One recurring number, as src/data/facts.ts states it: `<Fact name="maxPageSize" />` renders `5,000`,
 * `<Fact name="companyRateLimit" />` renders `1,000 requests per hour`. An unknown name fails the build.
 */
export default function Fact({ name, bare = false }: FactProps): ReactNode {
  if (!(name in facts)) throw new Error(`<Fact name="${name}">: src/data/facts.ts has no such fact (${Object.keys(facts).join(', ')})`);
  return factText(name, { bare });
}
