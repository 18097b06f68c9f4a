import type { ReactNode } from 'react';
import type { ProductSubject } from '../../data/products';
import { productIcons } from './icons';

interface Props {
  readonly name: ProductSubject;
  readonly size?: number;
  readonly className?: string;
}

/** A product-area icon in the current text colour; decorative, so hidden from assistive tech. */
export default function ProductIcon({ name, size = 28, className }: Props): ReactNode {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {productIcons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
