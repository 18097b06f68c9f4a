import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ProductIcon from '../ProductIcon';
import type { ProductSubject } from '../../data/products';
import styles from './styles.module.css';

export interface CardItem {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly icon?: ProductSubject;
  readonly badge?: string;
}

/** A responsive grid of linked cards; each card is one link with a heading and a sentence. */
export default function CardGrid({
  items,
  headingLevel = 3,
}: {
  readonly items: readonly CardItem[];
  readonly headingLevel?: 2 | 3;
}): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to + item.title} className={styles.cell}>
          <Link to={item.to} className={styles.card}>
            {item.icon && <ProductIcon name={item.icon} className={styles.icon} />}
            <Heading className={styles.title}>
              {item.title}
              {item.badge && <span className={styles.badge}>{item.badge}</span>}
            </Heading>
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
