import type { ReactNode } from 'react';
import CardGrid from '../CardGrid';
import { productAreas } from '../../data/products';

/** One card per product area, linking to its overview. */
export default function ProductAreaCards(): ReactNode {
  return (
    <CardGrid
      items={productAreas.map((area) => ({
        title: area.title,
        description: area.summary,
        to: area.docsPath,
        icon: area.icon,
      }))}
    />
  );
}
